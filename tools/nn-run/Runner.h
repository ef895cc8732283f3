//===- Runner.h - What nn-run does around a call --------------------------===//
//
// The part of nn-run that does not depend on where the code comes from: the
// entry's tensor signature, the .npy inputs (or random ones) checked
// against it, the result buffers, and what happens with the results
// (--output, --check, printing, --bench). The JIT path (JitPath.c: an MLIR
// file compiled through nn-c/Compile.h) and the library path
// (LibraryPath.c: a shared library from nn-compile) each provide the
// signature and a function that calls the entry once; a library on a CUDA
// device also one that copies the results back (CudaBuffers.h).
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUN_RUNNER_H
#define NN_RUN_RUNNER_H

#include "Options.h"
#include "support/Npy.h"

#include <stdbool.h>

/// One argument or result of the entry.
typedef struct {
  NnNpyDType dtype;
  int rank;
  int64_t shape[NN_NPY_MAX_RANK];
} NnRunTensor;

typedef struct {
  int numArgs, numResults;
  NnRunTensor *args, *results; // the signature
  NnNpyArray *inputs;          // one per argument
  NnNpyArray *outputs;         // one per result, written by every call
  int failStatus; // the exit status of a failed call: 1, or 3 when the
                  // inputs failed a run-time check (set by the NnRunFn)
} NnRunCall;

/// How the runner reads and writes tensor files. By default .npy files
/// (support/Npy.h); nn-run installs readers that take ONNX TensorProto files
/// too (tools/common/TensorProto.h), which nnrt-run, linked without
/// protobuf-c, does not. The reader gives the tensor's name when the file
/// has one (a TensorProto's: the ONNX graph output it belongs to), else
/// leaves `*name` NULL; the caller frees it.
typedef bool (*NnRunReadFn)(const char *path, NnNpyArray *array, char **name,
                            char *error, size_t errorSize);
typedef bool (*NnRunWriteFn)(const char *path, const NnNpyArray *array,
                             char *error, size_t errorSize);
extern NnRunReadFn nnRunReadTensor;
extern NnRunWriteFn nnRunWriteTensor;

/// Allocates a call of `numArgs` arguments and `numResults` results; the
/// caller fills in `args` and `results`.
void nnRunCallInit(NnRunCall *c, int numArgs, int numResults);
void nnRunCallFree(NnRunCall *c);

/// The MLIR spelling of a tensor type: "tensor<4x8xf32>".
void nnRunFormatType(const NnRunTensor *t, char *out, size_t size);

/// Loads (or draws) the inputs and checks them against the signature (a
/// dynamic size, -1, takes any size; a random input takes it from
/// --input-shape I=DIMS), and checks the numbers of --output and --check
/// files. Prints what is wrong and fails otherwise.
bool nnRunPrepare(NnRunCall *c, const NnRunOptions *o);

/// Allocates the results, of the shapes in c->results (static by now: an
/// entry with dynamic dims has its output shapes computed from the inputs).
bool nnRunAllocateResults(NnRunCall *c);

/// Calls the entry once: reads c->inputs, writes c->outputs. Prints what
/// went wrong and fails otherwise.
typedef bool (*NnRunFn)(void *userData, NnRunCall *c);

/// Calls `fn` once, then `fetch` when not NULL (it brings the results into
/// c->outputs when `fn` leaves them elsewhere, on a device), then writes,
/// checks or prints the results, and benchmarks further calls of `fn` alone
/// when asked. Returns the exit status.
int nnRunExecute(NnRunCall *c, const NnRunOptions *o, NnRunFn fn, NnRunFn fetch,
                 void *userData);

#endif // NN_RUN_RUNNER_H
