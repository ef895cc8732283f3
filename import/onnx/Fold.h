//===- Fold.h - Evaluating small constant subgraphs at import time --------===//
//
// PyTorch exports compute shapes at run time: Shape -> Gather -> Unsqueeze
// -> Concat -> Reshape. When the input shapes are static those values are
// constants, and nn needs them as constants (a reshape's result type, a
// slice's bounds). The importer evaluates such nodes on the host when all
// their inputs are known and small, so the graph it builds is static. Only
// small tensors (ONNX_FOLD_MAX_ELEMENTS) are evaluated here: big constant
// arithmetic is left to --fold-constants, which evaluates through the JIT
// with the lowering's exact semantics.
//
//===----------------------------------------------------------------------===//

#ifndef NN_IMPORT_ONNX_FOLD_H
#define NN_IMPORT_ONNX_FOLD_H

#include "Converter.h"

enum { ONNX_FOLD_MAX_ELEMENTS = 1 << 16 };

/// Elementwise computations the host evaluates, in double precision for
/// floats and 64-bit integers for integers (results are then stored in the
/// result's element type).
typedef enum {
  ONNX_FOLD_ADD,
  ONNX_FOLD_SUB,
  ONNX_FOLD_MUL,
  ONNX_FOLD_DIV,
  ONNX_FOLD_MOD,  // integer: the divisor's sign (fmod = 0); floats: fmod
  ONNX_FOLD_FMOD, // the dividend's sign
  ONNX_FOLD_MAX,
  ONNX_FOLD_MIN,
  ONNX_FOLD_EQUAL,
  ONNX_FOLD_LESS,
  ONNX_FOLD_LESS_EQUAL,
  ONNX_FOLD_GREATER,
  ONNX_FOLD_GREATER_EQUAL,
  ONNX_FOLD_AND,
  ONNX_FOLD_OR,
  ONNX_FOLD_NOT,
  ONNX_FOLD_NEG,
  ONNX_FOLD_ABS,
  ONNX_FOLD_SQRT,
  ONNX_FOLD_WHERE,
  ONNX_FOLD_IDENTITY,
} OnnxFoldOp;

/// True when the node's present inputs are all known and each has at most
/// ONNX_FOLD_MAX_ELEMENTS elements.
bool onnxCanFold(OnnxNode *node);

/// Evaluates `op` on the node's inputs (NumPy broadcasting) into output 0,
/// of element type `dataType` (0: that of the last input, or BOOL for
/// compares). Returns false after reporting.
bool onnxFoldElementwise(OnnxNode *node, OnnxFoldOp op, int32_t dataType);

/// Output `i` becomes the known tensor `data` with `rank` dims `dims`
/// (element count unchanged): reshapes, squeezes, identities.
bool onnxFoldReshape(OnnxNode *node, const OnnxTensor *data, int64_t rank,
                     const int64_t *dims);

/// A 1-D INT64 tensor holding `count` values, as output `i`.
bool onnxSetIntsOutput(OnnxNode *node, intptr_t i, const int64_t *values,
                       int64_t count);

#endif // NN_IMPORT_ONNX_FOLD_H
