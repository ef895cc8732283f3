//===- Converter.h - What an ONNX op converter sees -----------------------===//
//
// Each ONNX op is converted by one function of the converter table
// (Table.c), found by (domain, op type, opset). A converter reads its node
// through an OnnxNode: inputs as MLIR values (built on demand from known
// constants) or, where nn needs them at compile time, as values known at
// import time; attributes with their ONNX defaults; and it builds nn ops
// through the graph builder and sets the node's outputs. A converter that
// can compute its outputs at import time (shape arithmetic on constants)
// sets them as constants instead, and nothing is built.
//
// Every function that can fail reports through onnxNodeError (the message
// names the node and its op) and returns false or a null value; a converter
// then returns false.
//
//===----------------------------------------------------------------------===//

#ifndef NN_IMPORT_ONNX_CONVERTER_H
#define NN_IMPORT_ONNX_CONVERTER_H

#include "Tensor.h"

#include "mlir-c/IR.h"
#include "nn-c/Builder.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct OnnxNode OnnxNode;
typedef bool (*OnnxConvertFn)(OnnxNode *node);

/// One row of the converter table.
typedef struct {
  const char *domain; // "" for the default domain, ai.onnx
  const char *opType;
  /// The opsets of `domain` the row covers: [since, until].
  int since, until;
  OnnxConvertFn convert;
  /// What the converter builds, for docs/onnx.md ("nn.conv2d, nn.bias_add");
  /// a converter of one nn op may read it (onnxNodeRowOp).
  const char *nnOps;
  /// What the row does not cover, for docs/onnx.md; NULL for nothing.
  const char *limits;
} OnnxConverter;

/// The highest opset of the default domain the table knows, and the lowest.
enum { ONNX_MIN_OPSET = 1, ONNX_MAX_OPSET = 21 };

/* The node. */

const char *onnxNodeName(const OnnxNode *node);
const char *onnxNodeOpType(const OnnxNode *node);
/// The opset of the node's domain that the model imports.
int64_t onnxNodeOpset(const OnnxNode *node);
MlirContext onnxNodeContext(const OnnxNode *node);
/// The table row being applied: its `nnOps` names the op of a one-op row.
const OnnxConverter *onnxNodeRow(const OnnxNode *node);

/// Reports `format` as an error of this node; returns false.
bool onnxNodeError(OnnxNode *node, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Inputs. Optional inputs may be absent or named "". */

intptr_t onnxNodeNumInputs(const OnnxNode *node);
bool onnxNodeHasInput(const OnnxNode *node, intptr_t i);
/// The input as an MLIR value; a known constant is built on first use.
/// Reports an absent input.
MlirValue onnxNodeInput(OnnxNode *node, intptr_t i);
/// Its type (a ranked tensor), without building anything; null if absent.
MlirType onnxNodeInputType(OnnxNode *node, intptr_t i);
/// As onnxNodeInputType, but an absent input is reported.
MlirType onnxNodeRequiredType(OnnxNode *node, intptr_t i);
/// Its value, when known at import time; NULL otherwise. Known values may
/// be computed with at import time (folded).
const OnnxTensor *onnxNodeConstant(OnnxNode *node, intptr_t i);
/// Its value where nn needs one at compile time (a shape, a bound, a pad
/// value): a known value, or the value promised for a graph input that
/// stays an argument (NnImportInputValue.keepArgument). NULL otherwise.
const OnnxTensor *onnxNodeRequiredConstant(OnnxNode *node, intptr_t i);
/// True when every present input is known at import time.
bool onnxNodeAllConstant(OnnxNode *node);
/// The elements of input `i`, which must be known at import time and hold
/// at most `max` integers; `what` names it in the error otherwise ("shape").
bool onnxNodeConstantInts(OnnxNode *node, intptr_t i, const char *what,
                          int64_t *values, intptr_t max, intptr_t *count);
/// The one integer of input `i` (CumSum's axis, TopK's k), which must be
/// known at import time; as onnxNodeConstantInts otherwise.
bool onnxNodeConstantInt(OnnxNode *node, intptr_t i, const char *what,
                         int64_t *value);

/* Attributes, with the defaults the ONNX spec gives. */

bool onnxNodeHasAttr(const OnnxNode *node, const char *name);
int64_t onnxAttrInt(const OnnxNode *node, const char *name, int64_t fallback);
float onnxAttrFloat(const OnnxNode *node, const char *name, float fallback);
/// The string, or `fallback` when absent (not NUL-terminated: compare with
/// onnxAttrStringIs).
MlirStringRef onnxAttrString(const OnnxNode *node, const char *name,
                             const char *fallback);
bool onnxAttrStringIs(const OnnxNode *node, const char *name,
                      const char *fallback, const char *value);
/// The ints of attribute `name`, at most `max` (more is an error); absent:
/// `*count` = 0 and true.
bool onnxAttrInts(OnnxNode *node, const char *name, int64_t *values,
                  intptr_t max, intptr_t *count);
/// The floats of attribute `name`, as onnxAttrInts.
bool onnxAttrFloats(OnnxNode *node, const char *name, float *values,
                    intptr_t max, intptr_t *count);
/// The ints or floats of attribute `name` in place, `*count` of them (none
/// when absent).
const int64_t *onnxAttrIntList(const OnnxNode *node, const char *name,
                               intptr_t *count);
const float *onnxAttrFloatList(const OnnxNode *node, const char *name,
                               intptr_t *count);
/// The number of strings of attribute `name` (RNN's `activations`), and
/// string `i` of them (empty when out of range; not NUL-terminated).
intptr_t onnxAttrStringCount(const OnnxNode *node, const char *name);
MlirStringRef onnxAttrStringAt(const OnnxNode *node, const char *name,
                               intptr_t i);
/// The tensor of attribute `name` (Constant's `value`), decoded.
bool onnxAttrTensor(OnnxNode *node, const char *name, OnnxTensor *tensor);

/* Building. */

/// Op `name` with inferred result types (nnGraphBuilderOp).
MlirValue onnxBuild(OnnxNode *node, const char *name, intptr_t numOperands,
                    const MlirValue *operands, intptr_t numValues,
                    const NnAttrValue *values);
/// Op `name` with the given result type (reshape, cast).
MlirValue onnxBuildTyped(OnnxNode *node, const char *name, intptr_t numOperands,
                         const MlirValue *operands, intptr_t numValues,
                         const NnAttrValue *values, MlirType resultType);
/// `value`, the only result of a new op, with its type refined by the op's
/// shape function where that knows more (a reshape leftover that named sizes
/// fix); no op uses it yet, so nothing else changes.
MlirValue onnxRefineResultType(MlirValue value);
/// Op `name` with `numResults` results of inferred types (nn.split); the
/// op, or a null op.
MlirOperation onnxBuildMulti(OnnxNode *node, const char *name,
                             intptr_t numOperands, const MlirValue *operands,
                             intptr_t numValues, const NnAttrValue *values,
                             intptr_t numResults);
/// nn.reshape of `value` to `rank` dims `dims`; null in, null out.
MlirValue onnxBuildReshape(OnnxNode *node, MlirValue value, int64_t rank,
                           const int64_t *dims);
/// nn.cast of `value` to element type `element`; `value` itself when it
/// has that type already; null in, null out.
MlirValue onnxBuildCast(OnnxNode *node, MlirValue value, MlirType element);
/// A constant holding `tensor` (kept by the caller).
MlirValue onnxBuildConstant(OnnxNode *node, const OnnxTensor *tensor);
/// A constant of the static tensor type `type` with every element `value`.
MlirValue onnxBuildSplat(OnnxNode *node, MlirType type, double value);
/// A rank-0 constant of `element` holding `value`.
MlirValue onnxBuildScalar(OnnxNode *node, MlirType element, double value);

/* Shorthands for compositions: null in, null out, as onnxBuild. */

/// Op `name` of one operand, or of two, without attributes.
MlirValue onnxBuildUnary(OnnxNode *node, const char *name, MlirValue x);
MlirValue onnxBuildBinary(OnnxNode *node, const char *name, MlirValue a,
                          MlirValue b);
/// nn.where(condition, a, b).
MlirValue onnxBuildWhere(OnnxNode *node, MlirValue condition, MlirValue a,
                         MlirValue b);
/// nn.transpose of `x` by `perm` (`rank` entries); `x` itself for the
/// identity.
MlirValue onnxBuildTranspose(OnnxNode *node, MlirValue x, int64_t rank,
                             const int64_t *perm);
/// A rank-0 constant of `like`'s element type holding `value`.
MlirValue onnxBuildScalarLike(OnnxNode *node, MlirValue like, double value);

/* Outputs. */

intptr_t onnxNodeNumOutputs(const OnnxNode *node);
bool onnxNodeHasOutput(const OnnxNode *node, intptr_t i);
bool onnxNodeSetOutput(OnnxNode *node, intptr_t i, MlirValue value);
/// Output `i` is input `input` under another name (an identity): the same
/// value, or the same known tensor, with nothing built or copied.
bool onnxNodeAliasOutput(OnnxNode *node, intptr_t i, intptr_t input);
/// Output `i` is known at import time: the node takes `tensor` (and frees
/// it, even on failure).
bool onnxNodeSetConstantOutput(OnnxNode *node, intptr_t i, OnnxTensor *tensor);

/* Types. */

int64_t onnxTypeRank(MlirType type);
int64_t onnxTypeDim(MlirType type, int64_t i);
MlirType onnxTypeElement(MlirType type);
/// The dims of ranked `type` into `dims` (dynamic ones as MLIR's `?`).
void onnxTypeDims(MlirType type, int64_t *dims);
bool onnxTypeIsStatic(MlirType type);
MlirType onnxTensorType(MlirContext ctx, int64_t rank, const int64_t *dims,
                        MlirType element);
/// `axis` in [-rank, rank) made non-negative; reports and fails otherwise.
bool onnxNormalizeAxis(OnnxNode *node, const char *what, int64_t *axis,
                       int64_t rank);

#endif // NN_IMPORT_ONNX_CONVERTER_H
