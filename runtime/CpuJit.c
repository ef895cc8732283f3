//===- CpuJit.c - JIT-compile an LLVM-dialect module and call it ----------===//
//
// A thin layer over mlir-c/ExecutionEngine.h: it finds the shared libraries
// the lowered code needs and packs memref descriptors for the packed
// wrapper `_mlir__mlir_ciface_<name>` that the engine generates, where
// args[i] points to the i-th argument of `_mlir_ciface_<name>`.
//
//===----------------------------------------------------------------------===//

#include "CpuJit.h"
#include "BufferCache.h"
#include "MemrefCopy.h"
#include "OutputSizes.h"
#include "Profile.h"
#include "ukernels/Ukernels.h"

#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/RegisterEverything.h"
#include "support/Memory.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Under AddressSanitizer, LeakSanitizer's exit-time scan crashes on the
// dynamic TLS of the OpenMP runtime's worker threads (libomp.so, which the
// JIT loads): the range it records for it is garbage. Not intercepting
// __tls_get_addr leaves dynamic TLS out of the scan; it hides no leak, and
// ASAN_OPTIONS given at run time still apply. Every tool linking the JIT
// (nn-opt through --fold-constants) gets this default from here.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NN_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(NN_ASAN)
const char *__asan_default_options(void);
// Weak: a program that defines its own default keeps it. Default
// visibility: libnn's sources are compiled with hidden visibility, and the
// sanitizer runtime (a shared library) only sees an exported definition.
__attribute__((weak, visibility("default"))) const char *
__asan_default_options(void) {
  return "intercept_tls_get_addr=0";
}
#endif

struct NnCpuJit {
  MlirExecutionEngine engine;
};

void nnCpuBufferInitContiguous(NnCpuBuffer *buffer, void *data, int rank,
                               const int64_t *sizes) {
  memset(buffer, 0, sizeof(*buffer));
  buffer->data = data;
  buffer->rank = rank;
  int64_t stride = 1;
  for (int i = rank - 1; i >= 0; --i) {
    buffer->sizes[i] = sizes[i];
    buffer->strides[i] = stride;
    stride *= sizes[i];
  }
}

void nnCpuJitPrepareContext(MlirContext ctx) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirRegisterAllPasses();
}

MlirContext nnCpuJitContextCreate(void) {
  MlirContext ctx = mlirContextCreate();
  nnCpuJitPrepareContext(ctx);
  return ctx;
}

NnCpuJit *nnCpuJitCreate(MlirModule module, int optLevel,
                         NnStringBuffer *error) {
  // The shared libraries the lowered code may call, where they exist: the
  // runtime helpers (memrefCopy and friends) and the OpenMP runtime (the
  // __kmpc_* calls of parallel loops; Debian package libomp-22-dev).
  const char *const candidates[] = {
      NN_LLVM_LIBRARY_DIR "/libmlir_c_runner_utils.so",
      NN_LLVM_LIBRARY_DIR "/libomp.so",
  };
  enum { kNumCandidates = sizeof(candidates) / sizeof(candidates[0]) };
  MlirStringRef libraries[kNumCandidates];
  int numLibraries = 0;
  bool haveOmp = false;
  for (int i = 0; i < kNumCandidates; ++i)
    if (access(candidates[i], R_OK) == 0) {
      libraries[numLibraries++] = mlirStringRefCreateFromCString(candidates[i]);
      haveOmp = haveOmp || i == 1;
    }
  MlirExecutionEngine engine = mlirExecutionEngineCreate(
      module, optLevel, numLibraries, libraries, false, false);
  if (mlirExecutionEngineIsNull(engine)) {
    nnStringBufferPrintf(error, "JIT compilation failed");
    if (!haveOmp)
      nnStringBufferPrintf(error,
                           " (the OpenMP runtime %s is missing: apt-get "
                           "install libomp-22-dev)",
                           candidates[1]);
    return NULL;
  }
  // The ukernels the lowered code calls (conversion/cpu/Ukernels.c), the
  // profile markers (Profile.h), memrefCopy and the buffer cache's allocation
  // functions (BufferCache.c) are libnn's own functions: registered by address,
  // as they are not exported, before any lookup (which is when the engine links
  // the code). A registered symbol wins over the runner utils' memrefCopy,
  // which copies element by element (a convolution tile's padded input
  // spent 10% of ResNet-18's time there).
  static const struct {
    const char *name;
    void *address;
  } runtimeSymbols[] = {
      {"memrefCopy", (void *)memrefCopy},
      {"nn_output_size_mismatch", (void *)nn_output_size_mismatch},
      {"_mlir_memref_to_llvm_alloc", (void *)_mlir_memref_to_llvm_alloc},
      {"_mlir_memref_to_llvm_free", (void *)_mlir_memref_to_llvm_free},
      {"nn_ukernel_matmul_f32", (void *)nn_ukernel_matmul_f32},
      {"nn_ukernel_matmul_packed_f32", (void *)nn_ukernel_matmul_packed_f32},
      {"nn_ukernel_conv2d_f32", (void *)nn_ukernel_conv2d_f32},
      {"nn_ukernel_conv2d_packed_f32", (void *)nn_ukernel_conv2d_packed_f32},
      {"nn_ukernel_depthwise_conv2d_f32",
       (void *)nn_ukernel_depthwise_conv2d_f32},
      {"nn_ukernel_grouped_conv2d_f32", (void *)nn_ukernel_grouped_conv2d_f32},
      {"nn_ukernel_transpose_f32", (void *)nn_ukernel_transpose_f32},
      {"nn_profile_begin", (void *)nn_profile_begin},
      {"nn_profile_end", (void *)nn_profile_end},
  };
  for (size_t i = 0; i < sizeof(runtimeSymbols) / sizeof(runtimeSymbols[0]);
       ++i)
    mlirExecutionEngineRegisterSymbol(
        engine, mlirStringRefCreateFromCString(runtimeSymbols[i].name),
        runtimeSymbols[i].address);
  NnCpuJit *jit = nnAlloc(sizeof(NnCpuJit));
  if (!jit) {
    mlirExecutionEngineDestroy(engine);
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  jit->engine = engine;
  return jit;
}

void nnCpuJitDestroy(NnCpuJit *jit) {
  if (!jit)
    return;
  mlirExecutionEngineDestroy(jit->engine);
  free(jit);
}

// { allocated, aligned, offset, sizes[rank], strides[rank] }, as int64s.
static size_t descriptorWords(int rank) { return 3 + 2 * (size_t)rank; }

static void packDescriptor(int64_t *d, const NnCpuBuffer *b) {
  d[0] = (int64_t)(intptr_t)b->data; // allocated: never freed by callees
  d[1] = (int64_t)(intptr_t)b->data;
  d[2] = b->offset;
  for (int i = 0; i < b->rank; ++i) {
    d[3 + i] = b->sizes[i];
    d[3 + b->rank + i] = b->strides[i];
  }
}

static bool lookup(NnCpuJit *jit, const char *name) {
  NnStringBuffer symbol = {0};
  nnStringBufferPrintf(&symbol, "_mlir_ciface_%s", name);
  bool found =
      mlirExecutionEngineLookupPacked(
          jit->engine, mlirStringRefCreate(symbol.data, symbol.length)) != NULL;
  nnStringBufferFree(&symbol);
  return found;
}

bool nnCpuJitHasFunction(NnCpuJit *jit, const char *name) {
  return lookup(jit, name);
}

bool nnCpuJitCall(NnCpuJit *jit, const char *name, int numBuffers,
                  const NnCpuBuffer *buffers, NnStringBuffer *error) {
  if (!lookup(jit, name)) {
    nnStringBufferPrintf(error, "the compiled code has no '_mlir_ciface_%s'",
                         name);
    return false;
  }
  size_t words = 0;
  for (int i = 0; i < numBuffers; ++i)
    words += descriptorWords(buffers[i].rank);
  int64_t *block = nnAllocArray(words + 1, sizeof(int64_t));
  void **pointers = nnAllocArray((size_t)numBuffers + 1, sizeof(void *));
  void **packed = nnAllocArray((size_t)numBuffers + 1, sizeof(void *));
  if (!block || !pointers || !packed) {
    free(block);
    free(pointers);
    free(packed);
    nnStringBufferPrintf(error, "out of memory calling '%s'", name);
    return false;
  }
  int64_t *d = block;
  for (int i = 0; i < numBuffers; ++i) {
    packDescriptor(d, &buffers[i]);
    pointers[i] = d;
    packed[i] = &pointers[i];
    d += descriptorWords(buffers[i].rank);
  }
  bool ok = mlirLogicalResultIsSuccess(mlirExecutionEngineInvokePacked(
      jit->engine, mlirStringRefCreateFromCString(name), packed));
  if (!ok)
    nnStringBufferPrintf(error, "cannot call '_mlir_ciface_%s'", name);
  free(block);
  free(pointers);
  free(packed);
  return ok;
}
