//===- Sizes.h - Shapes known only at run time, as an import sees them ----===//
//
// PyTorch exports compute reshape targets at run time: Shape -> Gather ->
// Unsqueeze -> Concat -> Reshape. With static inputs those are constants
// (Fold.h); with dynamic dims (ONNX dim_param) some elements are sizes known
// only at run time. The importer keeps such a value as a known int64 tensor
// whose dynamic elements are codes, each standing for a symbol: dim `dim` of
// the value of slot `slot` (Shape of a tensor with dynamic dims), or a size
// computed from such sizes (slot -1), which nn cannot name. Its slot is
// marked `symbolic`.
//
// Codes move through the ops that only move elements (Gather, Unsqueeze,
// Squeeze, Concat, Slice, Identity, Shape, a Cast to int64: their
// converters fold the codes as numbers), and through integer arithmetic
// (known elements stay exact; any element a code touches becomes a computed
// size) and Equal and Where where the answer does not depend on a size.
// Reshape, Expand and ConstantOfShape take them as their shape, Slice as
// its ends, Range as its limit: a symbol becomes a dim that the nn op's
// `dims_from` or `ends_from` names, the symbol's value an operand. Any other
// op takes them as data: each size is built as a value (a computed size
// has none: an error naming the node). No code is ever read as a number or
// built into the graph as a constant.
//
//===----------------------------------------------------------------------===//

#ifndef NN_IMPORT_ONNX_SIZES_H
#define NN_IMPORT_ONNX_SIZES_H

#include "Converter.h"

typedef struct {
  intptr_t slot; // whose value's dim it is, or -1: a computed size
  int64_t dim;
} OnnxSizeSymbol;

/// Whether input `i` of the node holds sizes known only at run time.
bool onnxNodeInputIsSizes(OnnxNode *node, intptr_t i);

/// The code of dim `dim` of input `i` (a dynamic dim); 0 after reporting
/// (out of memory). Codes are never 0.
int64_t onnxNodeSizeCode(OnnxNode *node, intptr_t i, int64_t dim);

/// The symbol `value` stands for, or NULL when it is a number.
const OnnxSizeSymbol *onnxNodeSizeSymbol(OnnxNode *node, int64_t value);

/// The value of a symbol's slot (its dims are the sizes).
MlirValue onnxNodeSymbolValue(OnnxNode *node, const OnnxSizeSymbol *symbol);

/// Names dim `dim` of `from` as an (operand, dim) pair of an op's
/// `dims_from` or `ends_from` in `pair`: `from`'s position among
/// `operands`, where it is appended (to `*numOperands` of them) unless it
/// is there already.
void onnxNameSize(MlirValue from, int64_t dim, MlirValue *operands,
                  intptr_t *numOperands, int64_t *pair);

/// Makes `operands` after #0 (`*numOperands` in all), which `pairs`
/// (`rank` of them) name dims of, one type: IRDL gives the elements of a
/// variadic operand one type. When they differ, each named dim gets a
/// carrier of its size, an i1 splat broadcast to it (tensor<?xi1>; only its
/// size is ever read), and the pairs name those. False after reporting.
bool onnxUnifySizeOperands(OnnxNode *node, MlirValue *operands,
                           intptr_t *numOperands, int64_t *pairs, int64_t rank);

/// Output `i` becomes the 1-D int64 `values` (`count` of them), codes
/// included.
bool onnxNodeSetSizesOutput(OnnxNode *node, intptr_t i, const int64_t *values,
                            int64_t count);

/// Converts a node some of whose inputs hold sizes known only at run time
/// (the import calls it instead of the node's converter).
bool onnxConvertWithSizes(OnnxNode *node);

#endif // NN_IMPORT_ONNX_SIZES_H
