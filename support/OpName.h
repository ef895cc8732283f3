//===- OpName.h - Strings for the C API, and an op's name -----------------===//
//
// The C API takes MlirStringRef where C code has NUL-terminated strings, and
// passes ask "is this op a scf.for?" at every turn. These two helpers are
// the one spelling of both, inline since they are a call each.
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_OPNAME_H
#define NN_SUPPORT_OPNAME_H

#include "mlir-c/IR.h"

#include <stdbool.h>

/// `text` (NUL-terminated, not copied) as an MlirStringRef.
static inline MlirStringRef nnStr(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

/// True when `op` is named `name` ("scf.for").
static inline bool nnOpIs(MlirOperation op, const char *name) {
  return mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(op)),
                            nnStr(name));
}

#endif // NN_SUPPORT_OPNAME_H
