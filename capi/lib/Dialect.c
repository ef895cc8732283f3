//===- Dialect.c - Registry accessors and the API version -----------------===//
//
// The parts of nn-c/Dialect.h that are about the API rather than the
// dialect: the version number, and accessors over NnOpDef so that callers
// do not depend on the struct's layout. The registry itself lives in
// dialect/.
//
//===----------------------------------------------------------------------===//

#include "nn-c/Dialect.h"

int nnGetApiVersion(void) { return NN_API_VERSION; }

MlirStringRef nnOpGetName(const NnOpDef *def) {
  return mlirStringRefCreateFromCString(def->name);
}

NnFusionKind nnOpGetFusionKind(const NnOpDef *def) { return def->fusionKind; }

bool nnOpIsPure(const NnOpDef *def) { return def->pure; }
