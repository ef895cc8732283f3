//===- Inliner.h - nn's inliner interface, for C callers ------------------===//
//
// The C entry point of dialect/Inliner.cpp, for nnLoadDialect and the
// plugin. Declared extern "C" so that the plugin's C++ sees the C symbol.
//
//===----------------------------------------------------------------------===//

#ifndef NN_DIALECT_INLINER_H
#define NN_DIALECT_INLINER_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Adds to `registry` an extension that gives the `nn` dialect, whenever a
/// context with the registry loads it (nnLoadDialect, or mlir-opt's
/// --irdl-file), an inliner interface under which every nn op may be inlined.
/// A context that has loaded nn already gets the interface when the registry
/// is appended to it. Adding it twice to a registry adds it once.
void nnRegisterInlinerExtension(MlirDialectRegistry registry);

#ifdef __cplusplus
}
#endif

#endif // NN_DIALECT_INLINER_H
