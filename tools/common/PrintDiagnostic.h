//===- PrintDiagnostic.h - Diagnostics as "file:line:col: error: ..." -----===//
//
// The diagnostic handler of the tools that compile without checking
// expected diagnostics (nn-run, nn-compile): each diagnostic, then its notes,
// one line each on stderr. nn-opt's own handler (tools/nn-opt/Diagnostics.c)
// also quotes the source line and checks --verify-diagnostics.
//
//===----------------------------------------------------------------------===//

#ifndef NN_TOOLS_COMMON_PRINTDIAGNOSTIC_H
#define NN_TOOLS_COMMON_PRINTDIAGNOSTIC_H

#include "mlir-c/Diagnostics.h"

/// A handler for mlirContextAttachDiagnosticHandler; `userData` is unused.
MlirLogicalResult nnPrintDiagnostic(MlirDiagnostic diagnostic, void *userData);

#endif // NN_TOOLS_COMMON_PRINTDIAGNOSTIC_H
