// The registry from several threads, as a framework that compiles in worker
// threads uses it: the first queries race to fill in the built-in table
// (which happens once), registrations from several threads are serialised,
// and once every op is registered, threads load the dialect into contexts of
// their own and verify IR with the custom ops concurrently.
//
// A race shows up only when threads happen to meet in it: registrations
// without their lock corrupt the registry in most runs, but the built-in
// table fills too fast for an unguarded lazy initialisation to be caught
// reliably (call_once makes it safe by construction).
//
// RUN: nn-capi-registry-threads | FileCheck %s

#include "mlir-c/IR.h"
#include "nn-c/Dialect.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <threads.h>

enum { NUM_THREADS = 8, OPS_PER_THREAD = 4 };

// Released all at once, so that the threads' first calls overlap.
static atomic_bool go;

static void waitForGo(void) {
  while (!atomic_load(&go))
    thrd_yield();
}

static int firstQuery(void *arg) {
  waitForGo();
  *(intptr_t *)arg = nnGetNumOps();
  return 0;
}

static MlirLogicalResult inferSame(NnShapeContext *ctx, MlirType *results) {
  results[0] = nnShapeGetOperandType(ctx, 0);
  return mlirLogicalResultSuccess();
}

static const NnValueDef input[] = {{"input", NN_SINGLE, NN_FLOAT, "Any."}};
static const NnValueDef output[] = {{"output", NN_SINGLE, NN_FLOAT, "Same."}};
static char names[NUM_THREADS][OPS_PER_THREAD][32];
static NnOpDef defs[NUM_THREADS][OPS_PER_THREAD];

static void countFailure(MlirStringRef text, void *userData) {
  (void)text;
  atomic_fetch_add((atomic_int *)userData, 1);
}

static atomic_int registerFailures;

static int registerOps(void *arg) {
  int t = *(int *)arg;
  waitForGo();
  for (int i = 0; i < OPS_PER_THREAD; ++i)
    nnRegisterOp(&defs[t][i], countFailure, &registerFailures);
  return 0;
}

static atomic_int verifyFailures;

static int loadAndVerify(void *arg) {
  int t = *(int *)arg;
  waitForGo();
  MlirContext ctx = mlirContextCreate();
  char ir[512];
  snprintf(ir, sizeof(ir),
           "func.func @f(%%x: tensor<4xf32>) -> tensor<4xf32> {\n"
           "  %%0 = \"%s\"(%%x) : (tensor<4xf32>) -> tensor<4xf32>\n"
           "  %%1 = \"nn.relu\"(%%0) : (tensor<4xf32>) -> tensor<4xf32>\n"
           "  return %%1 : tensor<4xf32>\n"
           "}\n",
           names[(t + 1) % NUM_THREADS][t % OPS_PER_THREAD]);
  MlirModule module = {NULL};
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx)) ||
      mlirModuleIsNull(module = mlirModuleCreateParse(
                           ctx, mlirStringRefCreateFromCString(ir))) ||
      mlirLogicalResultIsFailure(nnVerify(mlirModuleGetOperation(module))))
    atomic_fetch_add(&verifyFailures, 1);
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}

// Starts NUM_THREADS threads on `body`, releases them together and joins.
static void runThreads(thrd_start_t body, void *args, size_t argSize) {
  thrd_t threads[NUM_THREADS];
  atomic_store(&go, false);
  for (int t = 0; t < NUM_THREADS; ++t)
    if (thrd_create(&threads[t], body, (char *)args + t * argSize) !=
        thrd_success)
      abort();
  atomic_store(&go, true);
  for (int t = 0; t < NUM_THREADS; ++t)
    thrd_join(threads[t], NULL);
}

int main(void) {
  // CHECK: first queries: 8 threads agree: yes
  intptr_t counts[NUM_THREADS];
  runThreads(firstQuery, counts, sizeof(counts[0]));
  intptr_t builtins = nnGetNumOps();
  bool agree = builtins > 0;
  for (int t = 0; t < NUM_THREADS; ++t)
    agree = agree && counts[t] == builtins;
  printf("first queries: %d threads agree: %s\n", NUM_THREADS,
         agree ? "yes" : "no");

  // CHECK-NEXT: registered 32 ops from 8 threads, 0 failures
  int ids[NUM_THREADS];
  for (int t = 0; t < NUM_THREADS; ++t) {
    ids[t] = t;
    for (int i = 0; i < OPS_PER_THREAD; ++i) {
      snprintf(names[t][i], sizeof(names[t][i]), "nn.thread%d_op%d", t, i);
      defs[t][i] = (NnOpDef){
          .name = names[t][i],
          .summary = "The identity, registered from a thread",
          .operands = input,
          .numOperands = 1,
          .results = output,
          .numResults = 1,
          .fusionKind = NN_FUSION_ELEMENTWISE,
          .pure = true,
          .inferShape = inferSame,
      };
    }
  }
  runThreads(registerOps, ids, sizeof(ids[0]));
  int found = 0;
  for (int t = 0; t < NUM_THREADS; ++t)
    for (int i = 0; i < OPS_PER_THREAD; ++i)
      found += nnLookupOp(mlirStringRefCreateFromCString(names[t][i])) ==
               &defs[t][i];
  printf("registered %d ops from %d threads, %d failures\n",
         (int)(nnGetNumOps() - builtins) == found ? found : -1, NUM_THREADS,
         atomic_load(&registerFailures));

  // CHECK-NEXT: loaded and verified in 8 threads, 0 failures
  runThreads(loadAndVerify, ids, sizeof(ids[0]));
  printf("loaded and verified in %d threads, %d failures\n", NUM_THREADS,
         atomic_load(&verifyFailures));
  return 0;
}
