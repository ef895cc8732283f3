//===- Lowerings.h - The lowerings the built-in ops name ------------------===//
//
// Each built-in op's entry names its lowering to linalg (NnOpDef's `lower`)
// or, for the elementwise ops whose formula is more than one arith or math
// op, the function building that formula (`scalar.build`). They are declared
// here, next to the table that names them, and defined in
// conversion/linalg/, one file per op family: the registry says which
// lowering an op has; the conversion layer says how it builds IR. Nothing
// in dialect/ calls them.
//
//===----------------------------------------------------------------------===//

#ifndef NN_DIALECT_OPS_LOWERINGS_H
#define NN_DIALECT_OPS_LOWERINGS_H

#include "nn-c/OpDef.h"

/* Elementwise formulas (conversion/linalg/LowerElementwise.c). */
MlirValue nnScalarRelu(NnLowering *l, const MlirValue *args);
MlirValue nnScalarNeg(NnLowering *l, const MlirValue *args);
MlirValue nnScalarReciprocal(NnLowering *l, const MlirValue *args);
MlirValue nnScalarDiv(NnLowering *l, const MlirValue *args);
MlirValue nnScalarMod(NnLowering *l, const MlirValue *args);
MlirValue nnScalarSin(NnLowering *l, const MlirValue *args);
MlirValue nnScalarCos(NnLowering *l, const MlirValue *args);
MlirValue nnScalarBitShift(NnLowering *l, const MlirValue *args);
MlirValue nnScalarPow(NnLowering *l, const MlirValue *args);
MlirValue nnScalarSigmoid(NnLowering *l, const MlirValue *args);
MlirValue nnScalarSilu(NnLowering *l, const MlirValue *args);
MlirValue nnScalarGelu(NnLowering *l, const MlirValue *args);
MlirValue nnScalarSoftplus(NnLowering *l, const MlirValue *args);
MlirValue nnScalarHardSigmoid(NnLowering *l, const MlirValue *args);
MlirValue nnScalarHardSwish(NnLowering *l, const MlirValue *args);
MlirValue nnScalarLeakyRelu(NnLowering *l, const MlirValue *args);
MlirValue nnScalarElu(NnLowering *l, const MlirValue *args);
MlirValue nnScalarClip(NnLowering *l, const MlirValue *args);
MlirValue nnScalarScale(NnLowering *l, const MlirValue *args);
MlirValue nnScalarNot(NnLowering *l, const MlirValue *args);
MlirValue nnScalarCast(NnLowering *l, const MlirValue *args);

/* Ops that forward their input, and per-channel ops
   (conversion/linalg/LowerElementwise.c). */
MlirLogicalResult nnLowerForward(NnLowering *l);
MlirLogicalResult nnLowerBiasAdd(NnLowering *l);
MlirLogicalResult nnLowerPrelu(NnLowering *l);
MlirLogicalResult nnLowerBatchNorm(NnLowering *l);

/* Contraction (LowerContraction.c). */
MlirLogicalResult nnLowerMatmul(NnLowering *l);

/* Convolution and pooling (LowerWindow.c). */
/* The 2-D and 3-D forms share one lowering each: the input's rank says. */
MlirLogicalResult nnLowerConv(NnLowering *l);
MlirLogicalResult nnLowerConvTranspose(NnLowering *l);
MlirLogicalResult nnLowerAvgPool(NnLowering *l);
MlirLogicalResult nnLowerGlobalAvgPool2d(NnLowering *l);

/* Reductions and normalisation (LowerReduction.c). */
MlirLogicalResult nnLowerReduce(NnLowering *l);
MlirLogicalResult nnLowerReduceMean(NnLowering *l);
MlirLogicalResult nnLowerArgMax(NnLowering *l);
MlirLogicalResult nnLowerArgMin(NnLowering *l);
MlirLogicalResult nnLowerSoftmax(NnLowering *l);
MlirLogicalResult nnLowerLogSoftmax(NnLowering *l);
MlirLogicalResult nnLowerLayerNorm(NnLowering *l);
MlirLogicalResult nnLowerRmsNorm(NnLowering *l);

/* Data movement (LowerMovement.c). */
MlirLogicalResult nnLowerTranspose(NnLowering *l);
MlirLogicalResult nnLowerReshape(NnLowering *l);
MlirLogicalResult nnLowerBroadcastTo(NnLowering *l);
MlirLogicalResult nnLowerSplit(NnLowering *l);
MlirLogicalResult nnLowerTril(NnLowering *l);
MlirLogicalResult nnLowerTriu(NnLowering *l);

/* Indexing (LowerIndexing.c). */
MlirLogicalResult nnLowerSlice(NnLowering *l);
MlirLogicalResult nnLowerPad(NnLowering *l);
MlirLogicalResult nnLowerGather(NnLowering *l);

/* Gathers and one-hot (LowerGathers.c), scatters (LowerScatters.c). */
MlirLogicalResult nnLowerGatherElements(NnLowering *l);
MlirLogicalResult nnLowerGatherNd(NnLowering *l);
MlirLogicalResult nnLowerOneHot(NnLowering *l);
MlirLogicalResult nnLowerScatterElements(NnLowering *l);
MlirLogicalResult nnLowerScatterNd(NnLowering *l);
/* Resampling (LowerResample.c). */
MlirLogicalResult nnLowerResize(NnLowering *l);
MlirLogicalResult nnLowerGridSample(NnLowering *l);
/* Scans and sorts (LowerScan.c). */
MlirLogicalResult nnLowerCumsum(NnLowering *l);
MlirLogicalResult nnLowerTopK(NnLowering *l);
/* Max pooling, with or without indices (LowerMaxPool.c). */
MlirLogicalResult nnLowerMaxPool(NnLowering *l);
MlirLogicalResult nnLowerMaxPoolWithIndices(NnLowering *l);
/* Data-dependent selections (LowerSelection.c). */
MlirLogicalResult nnLowerNonZero(NnLowering *l);
MlirLogicalResult nnLowerNonMaxSuppression(NnLowering *l);
/* Quantization (LowerQuantization.c). */
MlirLogicalResult nnLowerQuantize(NnLowering *l);
MlirLogicalResult nnLowerDequantize(NnLowering *l);

#endif // NN_DIALECT_OPS_LOWERINGS_H
