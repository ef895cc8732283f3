//===- Docs.c - docs/onnx-ops.md from the converter table -----------------===//
//
// The ONNX ops the importer converts, with the opsets each row covers,
// what it builds and what it leaves out, generated from the converter
// table (nn-import-onnx --emit-op-docs), and the ops of ONNX's default
// domain it does not convert. The list of ONNX's ops is ONNX's (opset 21,
// non-deprecated), not nn's: it is the one fact here not read from the
// table.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "support/Memory.h"

#include <stdlib.h>
#include <string.h>

static const char *const onnxOps[] = {
    "Abs",
    "Acos",
    "Acosh",
    "Add",
    "AffineGrid",
    "And",
    "ArgMax",
    "ArgMin",
    "Asin",
    "Asinh",
    "Atan",
    "Atanh",
    "AveragePool",
    "BatchNormalization",
    "Bernoulli",
    "BitShift",
    "BitwiseAnd",
    "BitwiseNot",
    "BitwiseOr",
    "BitwiseXor",
    "BlackmanWindow",
    "Cast",
    "CastLike",
    "Ceil",
    "Celu",
    "CenterCropPad",
    "Clip",
    "Col2Im",
    "Compress",
    "Concat",
    "ConcatFromSequence",
    "Constant",
    "ConstantOfShape",
    "Conv",
    "ConvInteger",
    "ConvTranspose",
    "Cos",
    "Cosh",
    "CumSum",
    "DFT",
    "DeformConv",
    "DepthToSpace",
    "DequantizeLinear",
    "Det",
    "Div",
    "Dropout",
    "DynamicQuantizeLinear",
    "Einsum",
    "Elu",
    "Equal",
    "Erf",
    "Exp",
    "Expand",
    "EyeLike",
    "Flatten",
    "Floor",
    "GRU",
    "Gather",
    "GatherElements",
    "GatherND",
    "Gelu",
    "Gemm",
    "GlobalAveragePool",
    "GlobalLpPool",
    "GlobalMaxPool",
    "Greater",
    "GreaterOrEqual",
    "GridSample",
    "GroupNormalization",
    "HammingWindow",
    "HannWindow",
    "HardSigmoid",
    "HardSwish",
    "Hardmax",
    "Identity",
    "If",
    "ImageDecoder",
    "InstanceNormalization",
    "IsInf",
    "IsNaN",
    "LRN",
    "LSTM",
    "LayerNormalization",
    "LeakyRelu",
    "Less",
    "LessOrEqual",
    "Log",
    "LogSoftmax",
    "Loop",
    "LpNormalization",
    "LpPool",
    "MatMul",
    "MatMulInteger",
    "Max",
    "MaxPool",
    "MaxRoiPool",
    "MaxUnpool",
    "Mean",
    "MeanVarianceNormalization",
    "MelWeightMatrix",
    "Min",
    "Mish",
    "Mod",
    "Mul",
    "Multinomial",
    "Neg",
    "NegativeLogLikelihoodLoss",
    "NonMaxSuppression",
    "NonZero",
    "Not",
    "OneHot",
    "Optional",
    "OptionalGetElement",
    "OptionalHasElement",
    "Or",
    "PRelu",
    "Pad",
    "Pow",
    "QLinearConv",
    "QLinearMatMul",
    "QuantizeLinear",
    "RNN",
    "RandomNormal",
    "RandomNormalLike",
    "RandomUniform",
    "RandomUniformLike",
    "Range",
    "Reciprocal",
    "ReduceL1",
    "ReduceL2",
    "ReduceLogSum",
    "ReduceLogSumExp",
    "ReduceMax",
    "ReduceMean",
    "ReduceMin",
    "ReduceProd",
    "ReduceSum",
    "ReduceSumSquare",
    "RegexFullMatch",
    "Relu",
    "Reshape",
    "Resize",
    "ReverseSequence",
    "RoiAlign",
    "Round",
    "STFT",
    "Scan",
    "Scatter",
    "ScatterElements",
    "ScatterND",
    "Selu",
    "SequenceAt",
    "SequenceConstruct",
    "SequenceEmpty",
    "SequenceErase",
    "SequenceInsert",
    "SequenceLength",
    "SequenceMap",
    "Shape",
    "Shrink",
    "Sigmoid",
    "Sign",
    "Sin",
    "Sinh",
    "Size",
    "Slice",
    "Softmax",
    "SoftmaxCrossEntropyLoss",
    "Softplus",
    "Softsign",
    "SpaceToDepth",
    "Split",
    "SplitToSequence",
    "Sqrt",
    "Squeeze",
    "StringConcat",
    "StringNormalizer",
    "StringSplit",
    "Sub",
    "Sum",
    "Tan",
    "Tanh",
    "TfIdfVectorizer",
    "ThresholdedRelu",
    "Tile",
    "TopK",
    "Transpose",
    "Trilu",
    "Unique",
    "Unsqueeze",
    "Upsample",
    "Where",
    "Xor",
};

static bool converted(const char *opType) {
  for (int64_t opset = ONNX_MIN_OPSET; opset <= ONNX_MAX_OPSET; ++opset)
    if (onnxFindConverter("", opType, opset))
      return true;
  return false;
}

// Rows sorted by op type, then opset, without copying the table.
static int compareRows(const void *a, const void *b) {
  const OnnxConverter *x = *(const OnnxConverter *const *)a;
  const OnnxConverter *y = *(const OnnxConverter *const *)b;
  int byName = strcmp(x->opType, y->opType);
  return byName ? byName : x->since - y->since;
}

bool onnxWriteOpDocs(NnStringBuffer *out) {
  const size_t *const *counts;
  size_t numTables, numRows = 0;
  const OnnxConverter *const *tables = onnxConverterTables(&counts, &numTables);
  for (size_t t = 0; t < numTables; ++t)
    numRows += *counts[t];
  const OnnxConverter **rows = nnAllocArray(numRows, sizeof(*rows));
  if (!rows)
    return false;
  size_t n = 0;
  for (size_t t = 0; t < numTables; ++t)
    for (size_t i = 0; i < *counts[t]; ++i)
      rows[n++] = &tables[t][i];
  qsort(rows, numRows, sizeof(*rows), compareRows);

  nnStringBufferPrintf(
      out,
      "# ONNX ops the importer converts\n\n"
      "Generated from the converter table (import/onnx/ops/) by "
      "`nn-import-onnx --emit-op-docs`; see [onnx.md](onnx.md) for how "
      "models are imported. The importer reads models of ONNX IR versions "
      "up to 10 that import opsets %d to %d of the default domain "
      "(ai.onnx). A row covers the opsets it names; an op whose semantics "
      "changed has one row per range.\n\n"
      "| ONNX op | opsets | nn ops | not covered |\n|---|---|---|---|\n",
      ONNX_MIN_OPSET, ONNX_MAX_OPSET);
  for (size_t i = 0; i < numRows; ++i) {
    const OnnxConverter *row = rows[i];
    int since = row->since > ONNX_MIN_OPSET ? row->since : ONNX_MIN_OPSET;
    nnStringBufferPrintf(out, "| %s%s%s%s | %d-%d | %s | %s |\n", row->opType,
                         *row->domain ? " (" : "", row->domain,
                         *row->domain ? ")" : "", since, row->until, row->nnOps,
                         row->limits ? row->limits : "");
  }
  free(rows);

  size_t missing = 0, total = sizeof(onnxOps) / sizeof(onnxOps[0]);
  for (size_t i = 0; i < total; ++i)
    missing += !converted(onnxOps[i]);
  nnStringBufferPrintf(out,
                       "\n## Not converted\n\n"
                       "%zu of the %zu ops of ONNX's default domain (opset "
                       "%d, deprecated ops left out) have no converter; a "
                       "model using one fails to import with a list of "
                       "them:\n\n",
                       missing, total, ONNX_MAX_OPSET);
  const char *separator = "";
  for (size_t i = 0; i < total; ++i)
    if (!converted(onnxOps[i])) {
      nnStringBufferPrintf(out, "%s%s", separator, onnxOps[i]);
      separator = ", ";
    }
  nnStringBufferPrintf(out, ".\n");
  return !nnStringBufferFailed(out);
}
