//===- Node.c - The node API converters use -------------------------------===//
//
// Inputs, attributes, building and outputs of the node being converted (see
// Converter.h). Attribute lookups scan the node's attribute list: nodes
// carry a handful of attributes, so a scan is cheaper than any table.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "dialect/Infer.h"
#include "nn-c/Dialect.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

const char *onnxNodeName(const OnnxNode *node) { return node->name; }
const char *onnxNodeOpType(const OnnxNode *node) {
  return node->proto->op_type;
}
int64_t onnxNodeOpset(const OnnxNode *node) { return node->opset; }
MlirContext onnxNodeContext(const OnnxNode *node) {
  return node->importer->ctx;
}
const OnnxConverter *onnxNodeRow(const OnnxNode *node) { return node->row; }

bool onnxNodeError(OnnxNode *node, const char *format, ...) {
  NnStringBuffer message = {0};
  va_list args;
  va_start(args, format);
  nnStringBufferVPrintf(&message, format, args);
  va_end(args);
  onnxImportError(node->importer, "node '%s' (%s, opset %lld): %s", node->name,
                  node->proto->op_type, (long long)node->opset,
                  nnStringBufferStr(&message));
  nnStringBufferFree(&message);
  return false;
}

/* Inputs. */

intptr_t onnxNodeNumInputs(const OnnxNode *node) {
  return (intptr_t)node->proto->n_input;
}

bool onnxNodeHasInput(const OnnxNode *node, intptr_t i) {
  return i >= 0 && (size_t)i < node->proto->n_input && node->proto->input[i] &&
         *node->proto->input[i];
}

// The slot of input `i`; the graph walk checked that every present input
// names a defined value.
intptr_t onnxNodeInputSlot(OnnxNode *node, intptr_t i) {
  if (!onnxNodeHasInput(node, i))
    return -1;
  return onnxImporterLookup(node->importer, node->proto->input[i]);
}

MlirValue onnxNodeInput(OnnxNode *node, intptr_t i) {
  intptr_t slot = onnxNodeInputSlot(node, i);
  if (slot < 0) {
    onnxNodeError(node, "input %ld is required", (long)i);
    return (MlirValue){NULL};
  }
  return onnxImporterValue(node->importer, slot);
}

MlirType onnxNodeInputType(OnnxNode *node, intptr_t i) {
  intptr_t slot = onnxNodeInputSlot(node, i);
  if (slot < 0)
    return (MlirType){NULL};
  OnnxSlot *s = &node->importer->slots[slot];
  return s->constant ? s->constant->type : mlirValueGetType(s->value);
}

MlirType onnxNodeRequiredType(OnnxNode *node, intptr_t i) {
  MlirType type = onnxNodeInputType(node, i);
  if (mlirTypeIsNull(type))
    onnxNodeError(node, "input %ld is required", (long)i);
  return type;
}

const OnnxTensor *onnxNodeConstant(OnnxNode *node, intptr_t i) {
  intptr_t slot = onnxNodeInputSlot(node, i);
  if (slot < 0)
    return NULL;
  const OnnxSlot *s = &node->importer->slots[slot];
  return s->symbolic && node->importer->sizesAsData ? NULL : s->constant;
}

const OnnxTensor *onnxNodeRequiredConstant(OnnxNode *node, intptr_t i) {
  intptr_t slot = onnxNodeInputSlot(node, i);
  if (slot < 0)
    return NULL;
  OnnxSlot *s = &node->importer->slots[slot];
  if (s->symbolic && node->importer->sizesAsData)
    return NULL;
  return s->constant ? s->constant : s->promised;
}

bool onnxNodeAllConstant(OnnxNode *node) {
  for (intptr_t i = 0; i < onnxNodeNumInputs(node); ++i)
    if (onnxNodeHasInput(node, i) && !onnxNodeConstant(node, i))
      return false;
  return true;
}

// Whether input `i` is an argument of the function (a graph input).
static bool isGraphInput(OnnxNode *node, intptr_t i) {
  intptr_t slot = onnxNodeInputSlot(node, i);
  if (slot < 0)
    return false;
  MlirValue v = node->importer->slots[slot].value;
  return !mlirValueIsNull(v) && mlirValueIsABlockArgument(v);
}

bool onnxNodeConstantInts(OnnxNode *node, intptr_t i, const char *what,
                          int64_t *values, intptr_t max, intptr_t *count) {
  const OnnxTensor *t = onnxNodeRequiredConstant(node, i);
  if (!t && isGraphInput(node, i))
    return onnxNodeError(node,
                         "its %s (input %ld) is graph input '%s', whose "
                         "value nn needs when the model is imported: give "
                         "it with --input-value %s=FILE.pb",
                         what, (long)i, node->proto->input[i],
                         node->proto->input[i]);
  if (!t)
    return onnxNodeError(node,
                         "its %s (input %ld) must be known when the model is "
                         "imported (an initializer, or computed from "
                         "constants and static shapes), and is not",
                         what, (long)i);
  if (onnxTensorIsFloat(t) || t->rank > 1)
    return onnxNodeError(node,
                         "its %s (input %ld) must be a 1-D integer "
                         "tensor",
                         what, (long)i);
  if (t->count > max)
    return onnxNodeError(node,
                         "its %s (input %ld) has %lld values; at most "
                         "%ld are allowed",
                         what, (long)i, (long long)t->count, (long)max);
  for (int64_t k = 0; k < t->count; ++k)
    values[k] = onnxTensorInt(t, k);
  *count = (intptr_t)t->count;
  return true;
}

bool onnxNodeConstantInt(OnnxNode *node, intptr_t i, const char *what,
                         int64_t *value) {
  intptr_t count = 0;
  if (!onnxNodeConstantInts(node, i, what, value, 1, &count))
    return false;
  if (count != 1)
    return onnxNodeError(node,
                         "its %s (input %ld) must hold one integer, "
                         "not %ld",
                         what, (long)i, (long)count);
  return true;
}

/* Attributes. */

static const Onnx__AttributeProto *attribute(const OnnxNode *node,
                                             const char *name) {
  for (size_t i = 0; i < node->proto->n_attribute; ++i) {
    const Onnx__AttributeProto *a = node->proto->attribute[i];
    if (a->name && !strcmp(a->name, name))
      return a;
  }
  return NULL;
}

bool onnxNodeHasAttr(const OnnxNode *node, const char *name) {
  return attribute(node, name) != NULL;
}

int64_t onnxAttrInt(const OnnxNode *node, const char *name, int64_t fallback) {
  const Onnx__AttributeProto *a = attribute(node, name);
  return a && a->has_i ? a->i : fallback;
}

float onnxAttrFloat(const OnnxNode *node, const char *name, float fallback) {
  const Onnx__AttributeProto *a = attribute(node, name);
  return a && a->has_f ? a->f : fallback;
}

MlirStringRef onnxAttrString(const OnnxNode *node, const char *name,
                             const char *fallback) {
  const Onnx__AttributeProto *a = attribute(node, name);
  if (a && a->has_s)
    return mlirStringRefCreate((const char *)a->s.data, a->s.len);
  return mlirStringRefCreateFromCString(fallback);
}

bool onnxAttrStringIs(const OnnxNode *node, const char *name,
                      const char *fallback, const char *value) {
  MlirStringRef s = onnxAttrString(node, name, fallback);
  return s.length == strlen(value) && !memcmp(s.data, value, s.length);
}

bool onnxAttrInts(OnnxNode *node, const char *name, int64_t *values,
                  intptr_t max, intptr_t *count) {
  const Onnx__AttributeProto *a = attribute(node, name);
  *count = 0;
  if (!a)
    return true;
  if ((intptr_t)a->n_ints > max)
    return onnxNodeError(node,
                         "attribute '%s' has %zu values; at most %ld "
                         "are allowed",
                         name, a->n_ints, (long)max);
  memcpy(values, a->ints, a->n_ints * sizeof(int64_t));
  *count = (intptr_t)a->n_ints;
  return true;
}

bool onnxAttrFloats(OnnxNode *node, const char *name, float *values,
                    intptr_t max, intptr_t *count) {
  const Onnx__AttributeProto *a = attribute(node, name);
  *count = 0;
  if (!a)
    return true;
  if ((intptr_t)a->n_floats > max)
    return onnxNodeError(node,
                         "attribute '%s' has %zu values; at most %ld "
                         "are allowed",
                         name, a->n_floats, (long)max);
  memcpy(values, a->floats, a->n_floats * sizeof(float));
  *count = (intptr_t)a->n_floats;
  return true;
}

const int64_t *onnxAttrIntList(const OnnxNode *node, const char *name,
                               intptr_t *count) {
  const Onnx__AttributeProto *a = attribute(node, name);
  *count = a ? (intptr_t)a->n_ints : 0;
  return a ? a->ints : NULL;
}

const float *onnxAttrFloatList(const OnnxNode *node, const char *name,
                               intptr_t *count) {
  const Onnx__AttributeProto *a = attribute(node, name);
  *count = a ? (intptr_t)a->n_floats : 0;
  return a ? a->floats : NULL;
}

intptr_t onnxAttrStringCount(const OnnxNode *node, const char *name) {
  const Onnx__AttributeProto *a = attribute(node, name);
  return a ? (intptr_t)a->n_strings : 0;
}

MlirStringRef onnxAttrStringAt(const OnnxNode *node, const char *name,
                               intptr_t i) {
  const Onnx__AttributeProto *a = attribute(node, name);
  if (!a || i < 0 || (size_t)i >= a->n_strings)
    return mlirStringRefCreate(NULL, 0);
  return mlirStringRefCreate((const char *)a->strings[i].data,
                             a->strings[i].len);
}

bool onnxAttrTensor(OnnxNode *node, const char *name, OnnxTensor *tensor) {
  const Onnx__AttributeProto *a = attribute(node, name);
  if (!a || !a->t)
    return onnxNodeError(node, "attribute '%s' (a tensor) is required", name);
  NnStringBuffer error = {0};
  bool ok = onnxTensorDecode(node->importer->ctx, node->importer->model, a->t,
                             NULL, tensor, &error);
  if (!ok)
    onnxNodeError(node, "%s", nnStringBufferStr(&error));
  nnStringBufferFree(&error);
  return ok;
}

/* Building. */

MlirOperation onnxBuildMulti(OnnxNode *node, const char *name,
                             intptr_t numOperands, const MlirValue *operands,
                             intptr_t numValues, const NnAttrValue *values,
                             intptr_t numResults) {
  for (intptr_t i = 0; i < numOperands; ++i)
    if (mlirValueIsNull(operands[i]))
      return (MlirOperation){NULL};
  NnOpSpec spec =
      nnOpSpecGet(mlirStringRefCreateFromCString(name), numOperands, operands);
  spec.numValues = numValues;
  spec.values = values;
  spec.numResults = numResults;
  return nnGraphBuilderAddOp(node->importer->builder, &spec);
}

MlirValue onnxBuildTyped(OnnxNode *node, const char *name, intptr_t numOperands,
                         const MlirValue *operands, intptr_t numValues,
                         const NnAttrValue *values, MlirType resultType) {
  for (intptr_t i = 0; i < numOperands; ++i)
    if (mlirValueIsNull(operands[i]))
      return (MlirValue){NULL};
  NnOpSpec spec =
      nnOpSpecGet(mlirStringRefCreateFromCString(name), numOperands, operands);
  spec.numValues = numValues;
  spec.values = values;
  if (!mlirTypeIsNull(resultType)) {
    spec.numResults = 1;
    spec.resultTypes = &resultType;
  }
  MlirOperation op = nnGraphBuilderAddOp(node->importer->builder, &spec);
  return mlirOperationIsNull(op) ? (MlirValue){NULL}
                                 : mlirOperationGetResult(op, 0);
}

MlirValue onnxRefineResultType(MlirValue value) {
  if (mlirValueIsNull(value) || !mlirValueIsAOpResult(value))
    return value;
  MlirOperation op = mlirOpResultGetOwner(value);
  const NnOpDef *def = nnLookupOp(mlirIdentifierStr(mlirOperationGetName(op)));
  if (!def || mlirOperationGetNumResults(op) != 1)
    return value;
  MlirType inferred[1] = {{NULL}};
  NnStringBuffer ignored = {0}; // the builder checked the op already
  if (mlirLogicalResultIsSuccess(
          nnInferOperationTypes(op, def, inferred, &ignored)) &&
      !mlirTypeIsNull(inferred[0]))
    mlirValueSetType(value, nnMergeTypes(mlirValueGetType(value), inferred[0]));
  nnStringBufferFree(&ignored);
  return value;
}

MlirValue onnxBuild(OnnxNode *node, const char *name, intptr_t numOperands,
                    const MlirValue *operands, intptr_t numValues,
                    const NnAttrValue *values) {
  return onnxBuildTyped(node, name, numOperands, operands, numValues, values,
                        (MlirType){NULL});
}

MlirValue onnxBuildReshape(OnnxNode *node, MlirValue value, int64_t rank,
                           const int64_t *dims) {
  if (mlirValueIsNull(value))
    return value;
  MlirType type = onnxTensorType(onnxNodeContext(node), rank, dims,
                                 onnxTypeElement(mlirValueGetType(value)));
  return onnxBuildTyped(node, "nn.reshape", 1, &value, 0, NULL, type);
}

MlirValue onnxBuildCast(OnnxNode *node, MlirValue value, MlirType element) {
  if (mlirValueIsNull(value))
    return value;
  MlirType type = mlirValueGetType(value);
  if (mlirTypeEqual(onnxTypeElement(type), element))
    return value;
  int64_t dims[NN_MAX_RANK];
  onnxTypeDims(type, dims);
  MlirType result =
      onnxTensorType(onnxNodeContext(node), onnxTypeRank(type), dims, element);
  return onnxBuildTyped(node, "nn.cast", 1, &value, 0, NULL, result);
}

MlirValue onnxBuildConstant(OnnxNode *node, const OnnxTensor *tensor) {
  return nnGraphBuilderConstant(node->importer->builder, tensor->type,
                                tensor->data, tensor->bytes);
}

MlirValue onnxBuildSplat(OnnxNode *node, MlirType type, double value) {
  return nnGraphBuilderSplat(node->importer->builder, type, value);
}

MlirValue onnxBuildScalar(OnnxNode *node, MlirType element, double value) {
  MlirType type =
      mlirRankedTensorTypeGet(0, NULL, element, mlirAttributeGetNull());
  return nnGraphBuilderSplat(node->importer->builder, type, value);
}

MlirValue onnxBuildUnary(OnnxNode *node, const char *name, MlirValue x) {
  return onnxBuild(node, name, 1, &x, 0, NULL);
}

MlirValue onnxBuildBinary(OnnxNode *node, const char *name, MlirValue a,
                          MlirValue b) {
  MlirValue operands[] = {a, b};
  return onnxBuild(node, name, 2, operands, 0, NULL);
}

MlirValue onnxBuildWhere(OnnxNode *node, MlirValue condition, MlirValue a,
                         MlirValue b) {
  MlirValue operands[] = {condition, a, b};
  return onnxBuild(node, "nn.where", 3, operands, 0, NULL);
}

MlirValue onnxBuildTranspose(OnnxNode *node, MlirValue x, int64_t rank,
                             const int64_t *perm) {
  bool identity = true;
  for (int64_t i = 0; i < rank; ++i)
    identity &= perm[i] == i;
  if (mlirValueIsNull(x) || identity)
    return x;
  NnAttrValue attr = nnAttrIntArray("perm", rank, perm);
  return onnxBuild(node, "nn.transpose", 1, &x, 1, &attr);
}

MlirValue onnxBuildScalarLike(OnnxNode *node, MlirValue like, double value) {
  if (mlirValueIsNull(like))
    return like;
  return onnxBuildScalar(node, onnxTypeElement(mlirValueGetType(like)), value);
}

/* Outputs. */

intptr_t onnxNodeNumOutputs(const OnnxNode *node) {
  return (intptr_t)node->proto->n_output;
}

bool onnxNodeHasOutput(const OnnxNode *node, intptr_t i) {
  return i >= 0 && (size_t)i < node->proto->n_output &&
         node->proto->output[i] && *node->proto->output[i];
}

static intptr_t outputSlot(OnnxNode *node, intptr_t i) {
  if (!onnxNodeHasOutput(node, i))
    return -1; // an output nobody may use
  return onnxImporterDefine(node->importer, node->proto->output[i], node->name);
}

bool onnxNodeSetOutput(OnnxNode *node, intptr_t i, MlirValue value) {
  if (mlirValueIsNull(value))
    return false;
  if (!onnxNodeHasOutput(node, i))
    return true;
  intptr_t slot = outputSlot(node, i);
  if (slot < 0)
    return false;
  node->importer->slots[slot].value = value;
  return true;
}

bool onnxNodeAliasOutput(OnnxNode *node, intptr_t i, intptr_t input) {
  intptr_t from = onnxNodeInputSlot(node, input);
  if (from < 0)
    return onnxNodeError(node, "input %ld is required", (long)input);
  if (!onnxNodeHasOutput(node, i))
    return true;
  return onnxImporterAlias(node->importer, node->proto->output[i], from,
                           node->name);
}

bool onnxNodeSetConstantOutput(OnnxNode *node, intptr_t i, OnnxTensor *tensor) {
  intptr_t slot = onnxNodeHasOutput(node, i) ? outputSlot(node, i) : -1;
  OnnxTensor *kept = slot >= 0 ? nnAlloc(sizeof(OnnxTensor)) : NULL;
  if (!kept) {
    onnxTensorFree(tensor);
    if (slot >= 0)
      onnxNodeError(node, "out of memory");
    return !onnxNodeHasOutput(node, i);
  }
  *kept = *tensor;
  memset(tensor, 0, sizeof(*tensor));
  node->importer->slots[slot].constant = kept;
  return true;
}

/* Types. */

int64_t onnxTypeRank(MlirType type) { return mlirShapedTypeGetRank(type); }
int64_t onnxTypeDim(MlirType type, int64_t i) {
  return mlirShapedTypeGetDimSize(type, (intptr_t)i);
}
MlirType onnxTypeElement(MlirType type) {
  return mlirShapedTypeGetElementType(type);
}
void onnxTypeDims(MlirType type, int64_t *dims) {
  for (int64_t d = 0; d < onnxTypeRank(type); ++d)
    dims[d] = onnxTypeDim(type, d);
}
bool onnxTypeIsStatic(MlirType type) {
  return mlirShapedTypeHasStaticShape(type);
}
MlirType onnxTensorType(MlirContext ctx, int64_t rank, const int64_t *dims,
                        MlirType element) {
  return mlirRankedTensorTypeGet((intptr_t)rank, dims, element,
                                 mlirAttributeGetNull());
}

bool onnxNormalizeAxis(OnnxNode *node, const char *what, int64_t *axis,
                       int64_t rank) {
  if (*axis < -rank || *axis >= rank)
    return onnxNodeError(node, "%s %lld is out of range for rank %lld", what,
                         (long long)*axis, (long long)rank);
  if (*axis < 0)
    *axis += rank;
  return true;
}
