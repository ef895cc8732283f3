//===- PrintDiagnostic.c - Diagnostics as "file:line:col: error: ..." -----===//

#include "tools/common/PrintDiagnostic.h"

#include "support/StringBuffer.h"

#include "mlir-c/IR.h"

#include <stdio.h>

MlirLogicalResult nnPrintDiagnostic(MlirDiagnostic diagnostic, void *userData) {
  NnStringBuffer text = {0};
  MlirLocation location = mlirDiagnosticGetLocation(diagnostic);
  if (mlirLocationIsAFileLineColRange(location)) {
    MlirStringRef file =
        mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(location));
    nnStringBufferPrintf(&text, "%.*s:%d:%d", (int)file.length, file.data,
                         mlirLocationFileLineColRangeGetStartLine(location),
                         mlirLocationFileLineColRangeGetStartColumn(location));
  } else {
    mlirLocationPrint(location, nnStringBufferCallback, &text);
  }
  const char *severity = "error";
  switch (mlirDiagnosticGetSeverity(diagnostic)) {
  case MlirDiagnosticWarning:
    severity = "warning";
    break;
  case MlirDiagnosticNote:
    severity = "note";
    break;
  case MlirDiagnosticRemark:
    severity = "remark";
    break;
  default:
    break;
  }
  nnStringBufferPrintf(&text, ": %s: ", severity);
  mlirDiagnosticPrint(diagnostic, nnStringBufferCallback, &text);
  fprintf(stderr, "%s\n", nnStringBufferStr(&text));
  nnStringBufferFree(&text);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(diagnostic); ++i)
    nnPrintDiagnostic(mlirDiagnosticGetNote(diagnostic, i), userData);
  return mlirLogicalResultSuccess();
}
