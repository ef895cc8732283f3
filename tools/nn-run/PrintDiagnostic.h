//===- PrintDiagnostic.h - Diagnostics as "file:line:col: error: ..." -----===//
//
// The diagnostic handler of nn-run and nn-compile: each diagnostic, then its
// notes, one line each on stderr.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUN_PRINTDIAGNOSTIC_H
#define NN_RUN_PRINTDIAGNOSTIC_H

#include "mlir-c/Diagnostics.h"

/// A handler for mlirContextAttachDiagnosticHandler; `userData` is unused.
MlirLogicalResult nnPrintDiagnostic(MlirDiagnostic diagnostic, void *userData);

#endif // NN_RUN_PRINTDIAGNOSTIC_H
