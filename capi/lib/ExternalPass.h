//===- ExternalPass.h - An nn pass as an MLIR pass ------------------------===//
//
// Each entry of the pass table becomes an MLIR external pass on demand: its
// options parsed once by the one parser (support/PassOptions.c), its state
// built from the typed values, nn's verifier run after it.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CAPI_EXTERNALPASS_H
#define NN_CAPI_EXTERNALPASS_H

#include "mlir-c/Pass.h"
#include "support/PassDef.h"

/// Creates the pass `def` with its options given as "key=value key=value";
/// its state gets `env` (what the caller's layer offers passes). On a bad
/// option, returns a null pass and describes the problem in `error`.
MlirPass nnCreatePass(const NnPassDef *def, MlirStringRef options,
                      const NnPassEnv *env, NnStringBuffer *error);

#endif // NN_CAPI_EXTERNALPASS_H
