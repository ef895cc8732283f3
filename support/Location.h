//===- Location.h - An op's location as users read it ---------------------===//
//
// Messages and tables that name where an op came from (a failed run-time
// check, a profiled kernel) print its location the way compilers print
// them: "model.mlir:4:8" for a file location, the name of a named one (an
// ONNX node's), the parts of a fused one joined by ", ", and MLIR's own
// spelling of anything else.
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_LOCATION_H
#define NN_SUPPORT_LOCATION_H

#include "support/StringBuffer.h"

#include "mlir-c/IR.h"

#include <stdbool.h>

/// Appends `loc` to `out` as described above.
void nnPrintLocation(MlirLocation loc, NnStringBuffer *out);

/// Whether `loc` says nothing (`loc(unknown)`, or a fused location of
/// such): a table of locations leaves it out.
bool nnLocationIsUnknown(MlirLocation loc);

/// Whether `outer` is `inner` or a fused location with `inner` among its
/// parts (at any depth): an op folded into another (a splat constant into
/// the generic reading it) keeps the first op's location as a part.
bool nnLocationContains(MlirLocation outer, MlirLocation inner);

#endif // NN_SUPPORT_LOCATION_H
