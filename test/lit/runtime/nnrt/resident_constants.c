// libnnrt's resident constants (runtime/nnrt/ResidentConstants.c) against
// the fake CUDA driver, whose device memory is host memory: a constant is
// copied on its first ask only, per owner; each owner's copies are freed by
// its release alone; the table grows past its first size; bad asks are
// errors, not crashes.
//
// RUN: env NNRT_LIBCUDA=%fake_cuda nnrt-test-resident-constants 2>&1 | FileCheck %s

#include "runtime/nnrt/Mgpu.h"
#include "runtime/nnrt/ResidentConstants.h"

#include <stdio.h>
#include <string.h>

static char ownerA, ownerB; // their addresses name two modules
static float weights[4] = {1, 2, 3, 4};
enum { kMany = 200 };
static int many[kMany];

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);

  // The first ask copies, synchronously; the second returns the copy.
  // CHECK-LABEL: first
  // CHECK: fake: cuMemAlloc(16)
  // CHECK-NEXT: fake: cuMemcpyAsync(16)
  // CHECK-NEXT: fake: cuStreamSynchronize
  // CHECK-NEXT: copied: 1
  // CHECK-NEXT: again: 1
  printf("first\n");
  float *a = nnrtResidentConstant(&ownerA, weights, sizeof(weights));
  printf("copied: %d\n", a && a != weights && memcmp(a, weights, 16) == 0);
  printf("again: %d\n",
         nnrtResidentConstant(&ownerA, weights, sizeof(weights)) == a);

  // Another owner (another library) gets its own copy.
  // CHECK-LABEL: other owner
  // CHECK-NEXT: fake: cuMemAlloc(16)
  // CHECK-NEXT: fake: cuMemcpyAsync(16)
  // CHECK-NEXT: fake: cuStreamSynchronize
  // CHECK-NEXT: own copy: 1
  printf("other owner\n");
  float *b = nnrtResidentConstant(&ownerB, weights, sizeof(weights));
  printf("own copy: %d\n", b && b != a);

  // Many constants: the table grows and keeps every copy.
  // CHECK-LABEL: many
  // CHECK-COUNT-200: fake: cuMemAlloc(4)
  // CHECK-NOT: fake: cuMemAlloc
  // CHECK: all found: 1
  printf("many\n");
  int *copies[kMany];
  for (int i = 0; i < kMany; ++i) {
    many[i] = i;
    copies[i] = nnrtResidentConstant(&ownerA, &many[i], sizeof(int));
  }
  int found = 1;
  for (int i = 0; i < kMany; ++i)
    found &= copies[i] && *copies[i] == i &&
             nnrtResidentConstant(&ownerA, &many[i], sizeof(int)) == copies[i];
  printf("all found: %d\n", found);

  // Asked again with another size: an error, no copy.
  // CHECK-LABEL: bad asks
  // CHECK-NEXT: nnrt: nnrtResidentConstant: the constant at {{.*}} was 16 bytes and is now 8
  // CHECK-NEXT: resized: (nil)
  // CHECK-NEXT: nnrt: nnrtResidentConstant: no owner, no data or no bytes
  // CHECK-NEXT: no owner: (nil)
  // CHECK-NEXT: nnrt: nnrtResidentConstant: no owner, no data or no bytes
  // CHECK-NEXT: no bytes: (nil)
  printf("bad asks\n");
  printf("resized: %p\n", nnrtResidentConstant(&ownerA, weights, 8));
  printf("no owner: %p\n", nnrtResidentConstant(NULL, weights, 16));
  printf("no bytes: %p\n", nnrtResidentConstant(&ownerA, weights, 0));

  // Releasing owner A frees its 201 copies only; B's copy stays.
  // CHECK-LABEL: release A
  // CHECK-COUNT-201: fake: cuMemFree
  // CHECK-NEXT: B kept: 1
  printf("release A\n");
  nnrtReleaseConstants(&ownerA);
  printf("B kept: %d\n",
         nnrtResidentConstant(&ownerB, weights, sizeof(weights)) == b);

  // After its release, A's first ask copies again.
  // CHECK-LABEL: A again
  // CHECK-NEXT: fake: cuMemAlloc(16)
  // CHECK-NEXT: fake: cuMemcpyAsync(16)
  printf("A again\n");
  nnrtResidentConstant(&ownerA, weights, sizeof(weights));

  // The last module's unload frees what is left (A's and B's copies).
  // CHECK-LABEL: unload
  // CHECK: fake: cuModuleUnload
  // CHECK-COUNT-2: fake: cuMemFree
  // CHECK-NEXT: done
  printf("unload\n");
  char image[] = "CUBIN";
  mgpuModuleUnload(mgpuModuleLoad(image, sizeof(image)));
  printf("done\n");
  return 0;
}
