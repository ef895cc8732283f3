/*===- nn-c/Lowering.h - What an op's lowering to linalg sees ---*- C -*-===*\
|*                                                                          *|
|* An op's lowering is part of its description (NnOpDef's `lower` and      *|
|* `scalar`, nn-c/OpDef.h), so an op registered at run time with            *|
|* nnRegisterOp lowers, fuses, compiles and runs like a built-in one.       *|
|* --convert-nn-to-linalg calls it once per op with an NnLowering: the op,  *|
|* its attributes (defaults filled in from the description), an insertion  *|
|* point before the op, and a slot per result for its replacement. The      *|
|* pass has checked that every operand and result is a ranked tensor of     *|
|* static shape.                                                            *|
|*                                                                          *|
|* Most ops need only a scalar formula: nnLoweringElementwise builds the    *|
|* linalg.generic around it, reading operands under NumPy broadcasting.     *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/

#ifndef NN_C_LOWERING_H
#define NN_C_LOWERING_H

#include "mlir-c/IR.h"
#include "nn-c/OpDef.h"
#include "nn-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The op being lowered. */

NN_CAPI_EXPORTED MlirOperation nnLoweringGetOp(NnLowering *lowering);
NN_CAPI_EXPORTED const NnOpDef *nnLoweringGetOpDef(NnLowering *lowering);
NN_CAPI_EXPORTED MlirContext nnLoweringGetContext(NnLowering *lowering);
NN_CAPI_EXPORTED MlirValue nnLoweringGetOperand(NnLowering *lowering,
                                                intptr_t pos);
NN_CAPI_EXPORTED MlirType nnLoweringGetOperandType(NnLowering *lowering,
                                                   intptr_t pos);
NN_CAPI_EXPORTED MlirType nnLoweringGetResultType(NnLowering *lowering,
                                                  intptr_t pos);
/// The attribute, or its parsed default when absent, or a null attribute.
NN_CAPI_EXPORTED MlirAttribute nnLoweringGetAttr(NnLowering *lowering,
                                                 const char *name);
/// The attribute's value (an integer attribute also reads as a float); 0 or
/// false when it is absent and has no default.
NN_CAPI_EXPORTED int64_t nnLoweringGetInt(NnLowering *lowering,
                                          const char *name);
NN_CAPI_EXPORTED double nnLoweringGetFloat(NnLowering *lowering,
                                           const char *name);
NN_CAPI_EXPORTED bool nnLoweringGetBool(NnLowering *lowering, const char *name);
/// True when the string attribute equals `value`.
NN_CAPI_EXPORTED bool nnLoweringAttrIs(NnLowering *lowering, const char *name,
                                       const char *value);
/// Copies up to `capacity` elements of an i64 array attribute into `values`
/// and returns the array's size (0 when absent), as nnShapeGetIntArray.
NN_CAPI_EXPORTED intptr_t nnLoweringGetIntArray(NnLowering *lowering,
                                                const char *name,
                                                int64_t *values,
                                                intptr_t capacity);
/// As nnLoweringGetIntArray, for an array<f32> attribute.
NN_CAPI_EXPORTED intptr_t nnLoweringGetFloatArray(NnLowering *lowering,
                                                  const char *name,
                                                  float *values,
                                                  intptr_t capacity);

/* Building. */

/// Inserts `op` (created with mlirOperationCreate) at the insertion point:
/// before the op being lowered, or at the end of the scalar body being
/// built. Returns `op`.
NN_CAPI_EXPORTED MlirOperation nnLoweringInsert(NnLowering *lowering,
                                                MlirOperation op);
/// Inserts the op `name` with `operands` and a result type MLIR infers
/// (arith.addf, math.exp, arith.select, ...) and returns its result; a null
/// value when an operand is null or MLIR cannot create the op (it emits
/// why), so a formula may chain calls and check once at the end.
NN_CAPI_EXPORTED MlirValue nnLoweringScalarOp(NnLowering *lowering,
                                              const char *name,
                                              intptr_t numOperands,
                                              const MlirValue *operands);
/// arith.constant of the float or integer type `type` holding `value`
/// (integers truncate toward zero and saturate to their range).
NN_CAPI_EXPORTED MlirValue nnLoweringScalarConstant(NnLowering *lowering,
                                                    MlirType type,
                                                    double value);
/// An elementwise linalg.generic over the shape of `resultType` (a ranked
/// tensor; dynamic dims take the sizes of the op's result of that shape,
/// with NnOpDef.lowersDynamicDims) reading each of `inputs` under NumPy
/// broadcasting, whose element is built by `body`; returns its result.
NN_CAPI_EXPORTED MlirValue nnLoweringElementwise(NnLowering *lowering,
                                                 MlirType resultType,
                                                 intptr_t numInputs,
                                                 const MlirValue *inputs,
                                                 NnScalarFn body);

/// The size of dim `dim` of result `pos` as an index value built before
/// the op: a constant where static, else computed from the operands' sizes
/// by the shape function's expression (nnShapeSetResultDim). A null value
/// for a position out of range.
NN_CAPI_EXPORTED MlirValue nnLoweringGetResultSize(NnLowering *lowering,
                                                   intptr_t pos,
                                                   intptr_t dim);

/* Finishing. */

/// Gives result `pos` of the op its replacement, a value built before it.
NN_CAPI_EXPORTED void nnLoweringSetResult(NnLowering *lowering, intptr_t pos,
                                          MlirValue value);
/// Records why the op cannot be lowered (a printf-style message, reported
/// at the op as "'nn.x' op cannot be lowered to linalg: ...") and returns
/// failure.
NN_CAPI_EXPORTED MlirLogicalResult nnLoweringFail(NnLowering *lowering,
                                                  const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

#ifdef __cplusplus
}
#endif

#endif /* NN_C_LOWERING_H */
