//===- Passes.h - The graph passes of passes/ -----------------------------===//
//
// Each graph pass is one `const NnPassDef` (support/PassDef.h), defined in
// the pass's own file next to its run function. The table of all nn passes
// (capi/lib/PassTable.c) lists these with conversion/'s; nothing here knows
// about the table, the MLIR wrapper, or conversion/.
//
//===----------------------------------------------------------------------===//

#ifndef NN_PASSES_PASSES_H
#define NN_PASSES_PASSES_H

#include "support/PassDef.h"

extern const NnPassDef nnVerifyPass;            // Verify.c
extern const NnPassDef nnInferShapesPass;       // InferShapes.c
extern const NnPassDef nnFuseOpsPass;           // FuseOps.c
extern const NnPassDef nnSimplifyPass;          // Simplify.c
extern const NnPassDef nnConvertLayoutPass;     // ConvertLayout.c
extern const NnPassDef nnSimplifyInferencePass; // SimplifyInference.c
extern const NnPassDef nnFuseQuantizedPass;     // FuseQuantized.c
extern const NnPassDef nnFoldConstantsPass;     // FoldConstants.c
extern const NnPassDef nnSpecializePass;        // Specialize.c

#endif // NN_PASSES_PASSES_H
