/*===- nn-c/Compile.h - Compile an nn module into an executable -*- C -*-===*\
|*                                                                          *|
|* Turns a module of nn (and upstream) ops into an executable: nnCompile    *|
|* lowers a clone of the module with nn's CPU pipeline (the caller's module *|
|* is left untouched) and JIT-compiles it once; nn-c/Run.h then calls its   *|
|* entry functions on caller-owned buffers, as often as wanted.             *|
|*                                                                          *|
|* The target is an enum so that other ones can come without changing a    *|
|* signature. nnCompile JIT-compiles for NN_TARGET_CPU only and reports any *|
|* other target as an error: CUDA code is built ahead of time instead, by   *|
|* `nn-compile --target cuda` (a shared library whose kernels run through   *|
|* libnnrt, runtime/nnrt), and run with nn-run or nnrt-run.                 *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/

#ifndef NN_C_COMPILE_H
#define NN_C_COMPILE_H

#include "mlir-c/IR.h"
#include "nn-c/Support.h"

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Where compiled code runs.
typedef enum {
  NN_TARGET_CPU = 0, ///< this process, through MLIR's ExecutionEngine (JIT)
  NN_TARGET_CUDA = 1 ///< NVIDIA GPUs: an error for nnCompile; CUDA code is
                     ///< built by `nn-compile --target cuda`
} NnTarget;

/// What to compile. Initialize with nnCompileOptionsInit, then change fields:
/// later versions may add fields, which the initializer sets to defaults.
typedef struct {
  NnTarget target;
  /// The func.func ops to make callable, by symbol name. With
  /// `numEntries == 0`, every public func.func with a body is an entry.
  /// Other functions are made private, and dropped unless an entry calls
  /// them.
  intptr_t numEntries;
  const MlirStringRef *entries;
  /// LLVM's optimization level for the generated code, 0 to 3.
  int optLevel;
  /// Check at run time what only the inputs decide (a gather index in
  /// range): a call whose inputs fail a check fails with a message naming
  /// the op, the element and the range (nn-c/Run.h). false skips the checks;
  /// reads stay safe (indices are clamped into range) but go unreported.
  bool runtimeChecks;
  /// Time each kernel of the entries at run time (nn-c/Profile.h): two
  /// calls per kernel, which read the clock only while a callback is set.
  bool profile;
} NnCompileOptions;

/// Sets the defaults: NN_TARGET_CPU, every public function, optLevel 2,
/// runtime checks on, no profiling.
NN_CAPI_EXPORTED void nnCompileOptionsInit(NnCompileOptions *options);

/// Compiled code and the signatures of its entries (see nn-c/Run.h).
typedef struct {
  void *ptr;
} NnExecutable;

static inline bool nnExecutableIsNull(NnExecutable executable) {
  return !executable.ptr;
}

/// Compiles `module` with `options` (NULL: the defaults). Every entry must
/// take and return ranked tensors of static shape and an element type of
/// NnElementType (nn-c/Run.h). On failure returns a null executable and
/// passes one message per problem to `errorCallback` when it is not NULL
/// (each call is one complete message); it never aborts. Diagnostics that
/// passes emit also reach the context's diagnostic handlers, as with any
/// MLIR pass manager; the message names the first error and its location.
///
/// The module's context must outlive the executable. nnCompile registers
/// what the CPU pipeline needs in that context (upstream dialects and their
/// interfaces, LLVM IR translations) and upstream passes process-wide.
NN_CAPI_EXPORTED NnExecutable nnCompile(MlirModule module,
                                        const NnCompileOptions *options,
                                        MlirStringCallback errorCallback,
                                        void *userData);

/// Frees the executable and its code; a null one is ignored.
NN_CAPI_EXPORTED void nnExecutableDestroy(NnExecutable executable);

#ifdef __cplusplus
}
#endif

#endif /* NN_C_COMPILE_H */
