//===- Location.c - An op's location as users read it ---------------------===//

#include "support/Location.h"

#include "support/Memory.h"

#include <stdlib.h>

// The parts of a fused location, or NULL (also when out of memory).
static MlirLocation *fusedParts(MlirLocation loc, unsigned *count) {
  *count = mlirLocationFusedGetNumLocations(loc);
  MlirLocation *parts = nnAllocArray((size_t)*count + 1, sizeof(MlirLocation));
  if (parts)
    mlirLocationFusedGetLocations(loc, parts);
  return parts;
}

void nnPrintLocation(MlirLocation loc, NnStringBuffer *out) {
  if (mlirLocationIsAName(loc)) {
    MlirStringRef name = mlirIdentifierStr(mlirLocationNameGetName(loc));
    nnStringBufferPrintf(out, "%.*s", (int)name.length, name.data);
  } else if (mlirLocationIsAFileLineColRange(loc)) {
    MlirStringRef file =
        mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc));
    nnStringBufferPrintf(out, "%.*s:%d:%d", (int)file.length, file.data,
                         mlirLocationFileLineColRangeGetStartLine(loc),
                         mlirLocationFileLineColRangeGetStartColumn(loc));
  } else if (mlirLocationIsAFused(loc) && !nnLocationIsUnknown(loc)) {
    unsigned count;
    MlirLocation *parts = fusedParts(loc, &count);
    if (!parts) {
      mlirLocationPrint(loc, nnStringBufferCallback, out);
      return;
    }
    const char *separator = "";
    for (unsigned i = 0; i < count; ++i) {
      if (nnLocationIsUnknown(parts[i]))
        continue;
      nnStringBufferPrintf(out, "%s", separator);
      nnPrintLocation(parts[i], out);
      separator = ", ";
    }
    free(parts);
  } else {
    mlirLocationPrint(loc, nnStringBufferCallback, out);
  }
}

bool nnLocationIsUnknown(MlirLocation loc) {
  if (mlirLocationEqual(loc,
                        mlirLocationUnknownGet(mlirLocationGetContext(loc))))
    return true;
  if (!mlirLocationIsAFused(loc))
    return false;
  unsigned count;
  MlirLocation *parts = fusedParts(loc, &count);
  bool unknown = parts != NULL;
  for (unsigned i = 0; unknown && i < count; ++i)
    unknown = nnLocationIsUnknown(parts[i]);
  free(parts);
  return unknown;
}

bool nnLocationContains(MlirLocation outer, MlirLocation inner) {
  if (mlirLocationEqual(outer, inner))
    return true;
  if (!mlirLocationIsAFused(outer))
    return false;
  unsigned count;
  MlirLocation *parts = fusedParts(outer, &count);
  bool found = false;
  for (unsigned i = 0; parts && !found && i < count; ++i)
    found = nnLocationContains(parts[i], inner);
  free(parts);
  return found;
}
