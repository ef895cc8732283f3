//===- Diagnostics.h - How nn-opt reports diagnostics ---------------------===//
//
// Every diagnostic goes through one handler. Normally it prints
// "file:line:col: error: message" followed by the source line and a caret,
// as mlir-opt does. Under --verify-diagnostics it is offered to the current
// chunk's expectations instead.
//
//===----------------------------------------------------------------------===//

#ifndef NN_OPT_DIAGNOSTICS_H
#define NN_OPT_DIAGNOSTICS_H

#include "ExpectedDiagnostics.h"

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct {
  const char *fileName; // shown in messages
  const char *source;   // the whole input; NULL when it is bytecode
  size_t sourceLength;
  NnExpectedDiagnostics *expected; // NULL unless verifying diagnostics
  bool sawError;
  // A graph of 100k bad ops would print 100k errors: after `errorLimit`
  // (0: no limit) the rest are counted, not printed.
  long errorLimit, errorsPrinted, errorsDropped;
} NnDiagnosticState;

/// Routes the context's diagnostics to `state`.
void nnOptAttachDiagnostics(MlirContext ctx, NnDiagnosticState *state);
/// Says how many errors the limit kept from being printed, if any.
void nnOptReportDroppedErrors(const NnDiagnosticState *state,
                              const char *program);

#endif // NN_OPT_DIAGNOSTICS_H
