//===- MathPolynomial.c - Pieces shared by the f32 math expansions --------===//
//
// Constants, the contractible multiply-add, Horner's rule and powers of two:
// what the expansions of MathExpansions.h are built from.
//
//===----------------------------------------------------------------------===//

#include "conversion/cpu/MathExpansions.h"

#include "mlir-c/BuiltinTypes.h"

MlirValue nnMathF32(NnBuilder *b, double value) {
  return nnbConstant(b, mlirF32TypeGet(b->ctx), value);
}

MlirValue nnMathI32(NnBuilder *b, double value) {
  return nnbConstant(b, mlirIntegerTypeGet(b->ctx, 32), value);
}

// The contract flag on both ops lets LLVM fuse them into one FMA: fewer
// instructions in a polynomial, and an FMA rounds once.
MlirValue nnMathMulAdd(NnBuilder *b, MlirValue x, MlirValue y, MlirValue z) {
  MlirAttribute contract = mlirAttributeParseGet(
      b->ctx, mlirStringRefCreateFromCString("#arith.fastmath<contract>"));
  MlirValue product = nnbOp2(b, "arith.mulf", x, y);
  MlirValue sum = nnbOp2(b, "arith.addf", product, z);
  mlirOperationSetAttributeByName(mlirOpResultGetOwner(product),
                                  mlirStringRefCreateFromCString("fastmath"),
                                  contract);
  mlirOperationSetAttributeByName(mlirOpResultGetOwner(sum),
                                  mlirStringRefCreateFromCString("fastmath"),
                                  contract);
  return sum;
}

MlirValue nnMathPolynomial(NnBuilder *b, MlirValue x,
                           const double *coefficients, size_t count) {
  MlirValue p = nnMathF32(b, coefficients[0]);
  for (size_t i = 1; i < count; ++i)
    p = nnMathMulAdd(b, p, x, nnMathF32(b, coefficients[i]));
  return p;
}

MlirValue nnMathPow2(NnBuilder *b, MlirValue k) {
  MlirValue bits = nnbOp2(b, "arith.shli", k, nnMathI32(b, 23));
  bits = nnbOp2(b, "arith.addi", bits, nnMathI32(b, 0x3F800000)); // 1.0
  return nnbConvert(b, "arith.bitcast", bits, mlirF32TypeGet(b->ctx));
}
