//===- OutOfMemory.c - Reporting a failed allocation ----------------------===//

#include "OutOfMemory.h"

#include "mlir-c/Diagnostics.h"

#include <stdio.h>

MlirLogicalResult nnOutOfMemory(MlirOperation op, const char *where) {
  char message[160];
  snprintf(message, sizeof(message), "nn: out of memory in %s", where);
  mlirEmitError(mlirOperationGetLocation(op), message);
  return mlirLogicalResultFailure();
}
