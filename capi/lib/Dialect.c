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

// A NULL definition (a failed lookup) reads as no name, opaque, impure.
MlirStringRef nnOpGetName(const NnOpDef *def) {
  return def ? mlirStringRefCreateFromCString(def->name)
             : mlirStringRefCreate(NULL, 0);
}

NnFusionKind nnOpGetFusionKind(const NnOpDef *def) {
  return def ? def->fusionKind : NN_FUSION_OPAQUE;
}

bool nnOpIsPure(const NnOpDef *def) { return def && def->pure; }
