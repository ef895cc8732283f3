//===- Emit.h - LLVM-dialect module to a host object file -----------------===//
//
// The back half of `nn-compile --target cpu`: translate a module already in
// the LLVM dialect to LLVM IR (mlir-c/Target/LLVMIR.h), optimize it with
// LLVM's default pipeline, and write a position-independent object file for
// the host with the LLVM-C TargetMachine API.
//
//===----------------------------------------------------------------------===//

#ifndef NN_COMPILE_EMIT_H
#define NN_COMPILE_EMIT_H

#include "mlir-c/IR.h"
#include "support/StringBuffer.h"

#include <stdbool.h>

typedef struct {
  int optLevel;    // 0-3
  bool genericCpu; // any CPU of the host architecture, not this one
  bool useLibmvec; // let the vectorizer call glibc's libmvec
} NnEmitOptions;

/// Writes `module` (LLVM dialect) as an object file to `path`. Every
/// function and global it defines gets hidden visibility: the library
/// exports only the wrappers (Wrappers.h), so that a lowered function named
/// like a libc or program symbol (`main`) neither leaks nor is interposed.
bool nnEmitObjectFile(MlirModule module, const NnEmitOptions *options,
                      const char *path, NnStringBuffer *error);

#endif // NN_COMPILE_EMIT_H
