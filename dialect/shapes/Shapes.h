//===- Shapes.h - Shape functions of the built-in ops ---------------------===//
//
// One shape function per rule family; the op table (ops/*.c) points each op at
// its rule. A shape function checks the op's semantic rules and computes its
// result types (nn-c/OpDef.h).
//
//===----------------------------------------------------------------------===//

#ifndef NN_DIALECT_SHAPES_H
#define NN_DIALECT_SHAPES_H

#include "nn-c/OpDef.h"

/* Elementwise.c */
MlirLogicalResult nnInferSameAsInput(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferBroadcast(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferBiasAdd(NnShapeContext *ctx, MlirType *results);

/* Contraction.c */
MlirLogicalResult nnInferMatmul(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferConv2d(NnShapeContext *ctx, MlirType *results);

/* Movement.c */
MlirLogicalResult nnInferReshape(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferTranspose(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferConcat(NnShapeContext *ctx, MlirType *results);

/* Reduction.c */
MlirLogicalResult nnInferReduce(NnShapeContext *ctx, MlirType *results);
MlirLogicalResult nnInferSoftmax(NnShapeContext *ctx, MlirType *results);

#endif // NN_DIALECT_SHAPES_H
