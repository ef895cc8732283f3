//===- Evaluate.h - Running one nn op at import time ----------------------===//
//
// An op whose output shape depends on its data (NonZero,
// NonMaxSuppression) has an exact ONNX shape only when its inputs are
// known. nn's shapes are static (dynamic shapes are issue 21), so a
// converter that is given those values (known inputs, or the values
// promised for graph inputs) runs the nn op on them at import to learn its
// row count, and slices the op's run-time result to it. The evaluation is
// the op's own lowering: a module holding one function that returns the
// op's results from constants, folded by --fold-constants (which JIT-
// compiles the op's CPU lowering), never a second implementation in C.
//
//===----------------------------------------------------------------------===//

#ifndef NN_IMPORT_ONNX_EVALUATE_H
#define NN_IMPORT_ONNX_EVALUATE_H

#include "Converter.h"

/// Evaluates op `name` on the tensors `inputs` with the attributes
/// `values`, writing its result `result`, which must be a scalar of an
/// integer type, into `*value`. Reports a failure as the node's error.
bool onnxEvaluateScalar(OnnxNode *node, const char *name, intptr_t numInputs,
                        const OnnxTensor *const *inputs, intptr_t numValues,
                        const NnAttrValue *values, intptr_t numResults,
                        intptr_t result, int64_t *value);

#endif // NN_IMPORT_ONNX_EVALUATE_H
