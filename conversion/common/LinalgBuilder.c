//===- LinalgBuilder.c - Building linalg, tensor, arith and math ops ------===//

#include "conversion/common/LinalgBuilder.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Linalg.h"
#include "nn-c/OpDef.h"
#include "support/Memory.h"
#include "support/OpName.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Per-dimension arrays here have room for NN_MAX_RANK entries: the lowerings
// that call these helpers run on verified nn ops only (the verifier rejects
// higher ranks), so a higher rank is a bug in the caller, not bad input.
static void requireRank(intptr_t rank) {
  if (rank <= NN_MAX_RANK)
    return;
  fprintf(stderr,
          "nn: a lowering reached rank %lld, above the limit of %d; "
          "lowerings must only see verified ops\n",
          (long long)rank, NN_MAX_RANK);
  abort();
}

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute attr) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr(name)), attr);
}

NnBuilder nnBuilderBefore(MlirOperation op) {
  return (NnBuilder){mlirOperationGetContext(op), mlirOperationGetLocation(op),
                     mlirOperationGetBlock(op), op, NULL};
}

MlirOperation nnBuild(NnBuilder *b, MlirOperationState *state) {
  MlirOperation op = mlirOperationCreate(state);
  if (mlirOperationIsNull(op)) // MLIR said why (result type inference)
    return op;
  if (mlirOperationIsNull(b->before))
    mlirBlockAppendOwnedOperation(b->block, op);
  else
    mlirBlockInsertOwnedOperationBefore(b->block, b->before, op);
  return op;
}

/* Types. */

MlirType nnbElementType(MlirValue value) {
  MlirType type = mlirValueGetType(value);
  return mlirTypeIsAShaped(type) ? mlirShapedTypeGetElementType(type) : type;
}

bool nnbIsFloat(MlirType element) { return mlirTypeIsAFloat(element); }

bool nnbIsInt(MlirType element) {
  return mlirTypeIsAInteger(element) && mlirIntegerTypeGetWidth(element) > 1;
}

bool nnbIsBool(MlirType element) {
  return mlirTypeIsAInteger(element) && mlirIntegerTypeGetWidth(element) == 1;
}

bool nnbIsUnsigned(MlirType type) {
  if (mlirTypeIsAShaped(type))
    type = mlirShapedTypeGetElementType(type);
  return mlirTypeIsAInteger(type) && mlirIntegerTypeIsUnsigned(type);
}

/* Unsigned integers. Lowerings spell integer ops in their signed form; on
   unsigned operands (MLIR's ui8 ... ui64, which nn IR carries until the end
   of --convert-nn-to-linalg) the builders below create the unsigned twin
   instead, so that no lowering needs to know about signedness. */

const char *nnbUnsignedTwin(const char *name) {
  static const char *const twins[][2] = {
      {"arith.divsi", "arith.divui"},
      {"arith.remsi", "arith.remui"},
      {"arith.ceildivsi", "arith.ceildivui"},
      {"arith.floordivsi", "arith.divui"},
      {"arith.maxsi", "arith.maxui"},
      {"arith.minsi", "arith.minui"},
      {"arith.shrsi", "arith.shrui"},
      {"arith.extsi", "arith.extui"},
      {"arith.sitofp", "arith.uitofp"},
      {"arith.fptosi", "arith.fptoui"},
  };
  for (size_t i = 0; i < sizeof(twins) / sizeof(twins[0]); ++i)
    if (strcmp(twins[i][0], name) == 0)
      return twins[i][1];
  return name;
}

// The op to build for `name` on operands of `type`: its unsigned twin when
// `type` is unsigned.
static const char *forOperands(const char *name, MlirType type) {
  return nnbIsUnsigned(type) ? nnbUnsignedTwin(name) : name;
}

MlirType nnbWithElement(MlirType like, MlirType element) {
  intptr_t rank = mlirShapedTypeGetRank(like);
  requireRank(rank);
  int64_t shape[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i)
    shape[i] = mlirShapedTypeGetDimSize(like, i);
  return mlirRankedTensorTypeGet(rank, shape, element, mlirAttributeGetNull());
}

MlirType nnbDropDims(MlirType tensor, const bool *drop) {
  intptr_t rank = mlirShapedTypeGetRank(tensor), n = 0;
  requireRank(rank);
  int64_t shape[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i)
    if (!drop[i])
      shape[n++] = mlirShapedTypeGetDimSize(tensor, i);
  return mlirRankedTensorTypeGet(n, shape, mlirShapedTypeGetElementType(tensor),
                                 mlirAttributeGetNull());
}

/* Scalars. */

// arith.constant of `attr`, of type `type`.
static MlirValue constantOf(NnBuilder *b, MlirAttribute attr, MlirType type) {
  MlirOperationState state =
      mlirOperationStateGet(nnStr("arith.constant"), b->loc);
  MlirNamedAttribute value = named(b->ctx, "value", attr);
  mlirOperationStateAddAttributes(&state, 1, &value);
  mlirOperationStateAddResults(&state, 1, &type);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

MlirValue nnbConstant(NnBuilder *b, MlirType element, double value) {
  MlirAttribute attr;
  if (mlirTypeIsAFloat(element)) {
    attr = mlirFloatAttrDoubleGet(b->ctx, element, value);
  } else {
    unsigned width = mlirIntegerTypeGetWidth(element);
    bool isUnsigned = nnbIsUnsigned(element) || width == 1;
    double lo = isUnsigned ? 0 : -ldexp(1, (int)width - 1);
    double hi = ldexp(1, (int)width - !isUnsigned) - 1;
    double v = isnan(value) ? 0 : trunc(value);
    v = v < lo ? lo : v > hi ? hi : v;
    // The bits of v in `width` bits (2^64 - 1 does not fit a double: v is
    // then 2^64, the saturated maximum).
    int64_t integer = v >= 0x1p64 ? -1
                      : v >= 0x1p63
                          ? (isUnsigned ? (int64_t)(uint64_t)v : INT64_MAX)
                          : (int64_t)v;
    attr = mlirIntegerAttrGet(element, width == 1 ? (integer != 0) : integer);
  }
  return constantOf(b, attr, element);
}

MlirValue nnbDenseConstant(NnBuilder *b, MlirAttribute dense) {
  return constantOf(b, dense, mlirAttributeGetType(dense));
}

static MlirValue buildInferred(NnBuilder *b, const char *name, intptr_t n,
                               const MlirValue *operands, intptr_t numAttrs,
                               const MlirNamedAttribute *attrs) {
  if (n > 0 && nnbIsUnsigned(mlirValueGetType(operands[0]))) {
    if (strcmp(name, "math.absi") == 0)
      return operands[0]; // |x| of an unsigned x is x
    name = nnbUnsignedTwin(name);
  }
  MlirOperationState state = mlirOperationStateGet(nnStr(name), b->loc);
  mlirOperationStateAddOperands(&state, n, operands);
  if (numAttrs)
    mlirOperationStateAddAttributes(&state, numAttrs, attrs);
  mlirOperationStateEnableResultTypeInference(&state);
  MlirOperation op = nnBuild(b, &state);
  return mlirOperationIsNull(op) ? (MlirValue){NULL}
                                 : mlirOperationGetResult(op, 0);
}

MlirValue nnbOp1(NnBuilder *b, const char *name, MlirValue x) {
  return buildInferred(b, name, 1, &x, 0, NULL);
}

MlirValue nnbOp2(NnBuilder *b, const char *name, MlirValue x, MlirValue y) {
  MlirValue operands[] = {x, y};
  return buildInferred(b, name, 2, operands, 0, NULL);
}

MlirValue nnbOp3(NnBuilder *b, const char *name, MlirValue x, MlirValue y,
                 MlirValue z) {
  MlirValue operands[] = {x, y, z};
  return buildInferred(b, name, 3, operands, 0, NULL);
}

MlirValue nnbConvert(NnBuilder *b, const char *name, MlirValue x,
                     MlirType type) {
  // Extensions and int-to-float conversions read the source as unsigned,
  // float-to-int ones write an unsigned destination.
  name = forOperands(
      name, strcmp(name, "arith.fptosi") == 0 ? type : mlirValueGetType(x));
  MlirOperationState state = mlirOperationStateGet(nnStr(name), b->loc);
  mlirOperationStateAddOperands(&state, 1, &x);
  mlirOperationStateAddResults(&state, 1, &type);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

static MlirValue compare(NnBuilder *b, const char *name, int64_t predicate,
                         MlirValue x, MlirValue y) {
  // arith.cmpi numbers slt, sle, sgt, sge 2 to 5 and their unsigned twins
  // ult, ule, ugt, uge 6 to 9.
  if (strcmp(name, "arith.cmpi") == 0 && predicate >= 2 && predicate <= 5 &&
      nnbIsUnsigned(mlirValueGetType(x)))
    predicate += 4;
  MlirValue operands[] = {x, y};
  MlirNamedAttribute attr =
      named(b->ctx, "predicate",
            mlirIntegerAttrGet(mlirIntegerTypeGet(b->ctx, 64), predicate));
  MlirOperationState state = mlirOperationStateGet(nnStr(name), b->loc);
  mlirOperationStateAddOperands(&state, 2, operands);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  MlirType i1 = mlirIntegerTypeGet(b->ctx, 1);
  mlirOperationStateAddResults(&state, 1, &i1);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

MlirValue nnbCmpf(NnBuilder *b, int64_t predicate, MlirValue x, MlirValue y) {
  return compare(b, "arith.cmpf", predicate, x, y);
}

MlirValue nnbCmpi(NnBuilder *b, int64_t predicate, MlirValue x, MlirValue y) {
  return compare(b, "arith.cmpi", predicate, x, y);
}

MlirValue nnbIndex(NnBuilder *b, int64_t value) {
  MlirType index = mlirIndexTypeGet(b->ctx);
  MlirNamedAttribute attr =
      named(b->ctx, "value", mlirIntegerAttrGet(index, value));
  MlirOperationState state =
      mlirOperationStateGet(nnStr("arith.constant"), b->loc);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddResults(&state, 1, &index);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

MlirValue nnbLoopIndex(NnBuilder *b, int64_t dim) {
  MlirNamedAttribute attr = named(
      b->ctx, "dim", mlirIntegerAttrGet(mlirIntegerTypeGet(b->ctx, 64), dim));
  MlirOperationState state =
      mlirOperationStateGet(nnStr("linalg.index"), b->loc);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  MlirType index = mlirIndexTypeGet(b->ctx);
  mlirOperationStateAddResults(&state, 1, &index);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

MlirValue nnbArith(NnBuilder *b, const char *what, MlirValue x, MlirValue y) {
  static const struct {
    const char *what, *fop, *iop;
  } ops[] = {
      {"add", "arith.addf", "arith.addi"},
      {"sub", "arith.subf", "arith.subi"},
      {"mul", "arith.mulf", "arith.muli"},
      {"div", "arith.divf", "arith.divsi"}, // nnbOp2 picks divui ...
      {"max", "arith.maximumf", "arith.maxsi"},
      {"maxnum", "arith.maxnumf", "arith.maxsi"},
      {"min", "arith.minimumf", "arith.minsi"},
  };
  bool isFloat = nnbIsFloat(mlirValueGetType(x));
  for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); ++i)
    if (strcmp(ops[i].what, what) == 0)
      return nnbOp2(b, isFloat ? ops[i].fop : ops[i].iop, x, y);
  return (MlirValue){NULL};
}

MlirValue nnbReassociable(MlirValue value) {
  if (!nnbIsFloat(mlirValueGetType(value)) || !mlirValueIsAOpResult(value))
    return value;
  MlirOperation op = mlirOpResultGetOwner(value);
  mlirOperationSetAttributeByName(
      op, nnStr("fastmath"),
      mlirAttributeParseGet(mlirOperationGetContext(op),
                            nnStr("#arith.fastmath<reassoc>")));
  return value;
}

/* Tensors. */

// The sizes of the dynamic dims of `tensor`, a type a builder creates, from
// `b->sizes`; returns how many. A size it cannot tell becomes 0 and marks
// the source failed (valid IR; the lowering reports the failure).
static intptr_t dynamicSizes(NnBuilder *b, MlirType tensor, MlirValue *sizes) {
  intptr_t numSizes = 0, rank = mlirShapedTypeGetRank(tensor);
  requireRank(rank);
  for (intptr_t d = 0; d < rank; ++d) {
    if (!mlirShapedTypeIsDynamicDim(tensor, d))
      continue;
    MlirValue size =
        b->sizes ? b->sizes->size(b->sizes, b, tensor, d) : (MlirValue){NULL};
    if (mlirValueIsNull(size)) {
      if (b->sizes)
        b->sizes->failed = true;
      size = nnbIndex(b, 0);
    }
    sizes[numSizes++] = size;
  }
  return numSizes;
}

MlirValue nnbEmpty(NnBuilder *b, MlirType tensor) {
  MlirValue sizes[NN_MAX_RANK];
  intptr_t numSizes = dynamicSizes(b, tensor, sizes);
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.empty"), b->loc);
  mlirOperationStateAddOperands(&state, numSizes, sizes);
  mlirOperationStateAddResults(&state, 1, &tensor);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

static MlirValue sizeFrom(NnSizeSource *source, NnBuilder *b, MlirType type,
                          intptr_t dim) {
  NnSizesFrom *s = (NnSizesFrom *)source;
  return s->from[dim] < 0 ? (MlirValue){NULL}
                          : nnbDim(b, s->value, s->from[dim]);
}

void nnbSizesFromInit(NnSizesFrom *sizes, MlirValue value,
                      const int64_t *from) {
  *sizes = (NnSizesFrom){{sizeFrom, false}, value, from};
}

MlirValue nnbEmptyFrom(NnBuilder *b, MlirType tensor, MlirValue source,
                       const int64_t *from) {
  NnSizesFrom sizes;
  nnbSizesFromInit(&sizes, source, from);
  NnBuilder inner = *b;
  inner.sizes = &sizes.source;
  MlirValue empty = nnbEmpty(&inner, tensor);
  if (sizes.source.failed && b->sizes)
    b->sizes->failed = true;
  return empty;
}

// The value `tensor`'s dynamic dim `dim` was sized with, when an op
// before decided it: the size operand of the tensor.empty it started as,
// through the outs of the linalg ops that wrote it; null otherwise.
static MlirValue decidedSize(MlirValue tensor, intptr_t dim) {
  while (mlirValueIsAOpResult(tensor)) {
    MlirOperation owner = mlirOpResultGetOwner(tensor);
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(owner));
    if (mlirStringRefEqual(name, nnStr("tensor.empty"))) {
      MlirType type = mlirValueGetType(tensor);
      intptr_t operand = 0;
      for (intptr_t d = 0; d < dim; ++d)
        operand += mlirShapedTypeIsDynamicDim(type, d);
      return operand < mlirOperationGetNumOperands(owner)
                 ? mlirOperationGetOperand(owner, operand)
                 : (MlirValue){NULL};
    }
    // A linalg op's results are its outs (the last operands), written.
    intptr_t numResults = mlirOperationGetNumResults(owner);
    intptr_t init = mlirOperationGetNumOperands(owner) - numResults +
                    mlirOpResultGetResultNumber(tensor);
    if (name.length < 7 || strncmp(name.data, "linalg.", 7) != 0 || init < 0 ||
        !mlirTypeEqual(mlirValueGetType(mlirOperationGetOperand(owner, init)),
                       mlirValueGetType(tensor)))
      return (MlirValue){NULL};
    tensor = mlirOperationGetOperand(owner, init);
  }
  return (MlirValue){NULL};
}

MlirValue nnbDim(NnBuilder *b, MlirValue tensor, intptr_t dim) {
  MlirType type = mlirValueGetType(tensor);
  if (!mlirShapedTypeIsDynamicDim(type, dim))
    return nnbIndex(b, mlirShapedTypeGetDimSize(type, dim));
  // Read off a producer's result, the size would keep the producer from
  // fusing into its consumer (linalg's elementwise fusion takes producers
  // of one use).
  MlirValue decided = decidedSize(tensor, dim);
  if (!mlirValueIsNull(decided))
    return decided;
  MlirValue operands[] = {tensor, nnbIndex(b, dim)};
  MlirType index = mlirIndexTypeGet(b->ctx);
  MlirOperationState state = mlirOperationStateGet(nnStr("tensor.dim"), b->loc);
  mlirOperationStateAddOperands(&state, 2, operands);
  mlirOperationStateAddResults(&state, 1, &index);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

double nnbSpecialValue(NnSpecialValue value) {
  switch (value) {
  case NN_VALUE_NEG_ZERO:
    return -0.0;
  case NN_VALUE_ONE:
    return 1;
  case NN_VALUE_LOWEST:
    return -INFINITY;
  case NN_VALUE_HIGHEST:
    return INFINITY;
  default:
    return 0;
  }
}

MlirValue nnbAffineValue(NnBuilder *b, MlirAffineExpr size,
                         const MlirValue *dims) {
  if (mlirAffineExprIsAConstant(size))
    return nnbIndex(b, mlirAffineConstantExprGetValue(size));
  if (mlirAffineExprIsADim(size))
    return dims[mlirAffineDimExprGetPosition(size)];
  MlirValue lhs = nnbAffineValue(b, mlirAffineBinaryOpExprGetLHS(size), dims);
  MlirValue rhs = nnbAffineValue(b, mlirAffineBinaryOpExprGetRHS(size), dims);
  // Sizes are never negative: remsi is the affine mod on them.
  const char *op = mlirAffineExprIsAAdd(size)        ? "arith.addi"
                   : mlirAffineExprIsAMul(size)      ? "arith.muli"
                   : mlirAffineExprIsAFloorDiv(size) ? "arith.floordivsi"
                   : mlirAffineExprIsACeilDiv(size)  ? "arith.ceildivsi"
                                                     : "arith.remsi";
  return nnbOp2(b, op, lhs, rhs);
}

static MlirAttribute segments(MlirContext ctx, int32_t inputs,
                              int32_t outputs) {
  int32_t sizes[] = {inputs, outputs};
  return mlirDenseI32ArrayGet(ctx, 2, sizes);
}

MlirValue nnbFill(NnBuilder *b, MlirValue scalar, MlirValue init) {
  MlirValue operands[] = {scalar, init};
  MlirType type = mlirValueGetType(init);
  MlirNamedAttribute attr =
      named(b->ctx, "operandSegmentSizes", segments(b->ctx, 1, 1));
  MlirOperationState state =
      mlirOperationStateGet(nnStr("linalg.fill"), b->loc);
  mlirOperationStateAddOperands(&state, 2, operands);
  mlirOperationStateAddResults(&state, 1, &type);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  MlirRegion region = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation fill = nnBuild(b, &state);
  mlirLinalgFillBuiltinNamedOpRegion(fill);
  return mlirOperationGetResult(fill, 0);
}

MlirValue nnbFilled(NnBuilder *b, MlirType tensor, double value) {
  MlirValue scalar =
      nnbConstant(b, mlirShapedTypeGetElementType(tensor), value);
  return nnbFill(b, scalar, nnbEmpty(b, tensor));
}

MlirValue nnbExtractSlice(NnBuilder *b, MlirValue source, MlirType result,
                          const int64_t *offsets, const int64_t *strides) {
  intptr_t rank = mlirShapedTypeGetRank(result);
  requireRank(rank);
  // Static sizes are attributes; dynamic ones (the marker in static_sizes)
  // operands, from b->sizes.
  int64_t sizes[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i)
    sizes[i] = mlirShapedTypeGetDimSize(result, i);
  MlirValue operands[NN_MAX_RANK + 1];
  operands[0] = source;
  intptr_t numSizes = dynamicSizes(b, result, operands + 1);
  int32_t segments[] = {1, 0, (int32_t)numSizes, 0};
  MlirNamedAttribute attrs[] = {
      named(b->ctx, "static_offsets",
            mlirDenseI64ArrayGet(b->ctx, rank, offsets)),
      named(b->ctx, "static_sizes", mlirDenseI64ArrayGet(b->ctx, rank, sizes)),
      named(b->ctx, "static_strides",
            mlirDenseI64ArrayGet(b->ctx, rank, strides)),
      named(b->ctx, "operandSegmentSizes",
            mlirDenseI32ArrayGet(b->ctx, 4, segments)),
  };
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.extract_slice"), b->loc);
  mlirOperationStateAddOperands(&state, 1 + numSizes, operands);
  mlirOperationStateAddAttributes(&state, 4, attrs);
  mlirOperationStateAddResults(&state, 1, &result);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

MlirValue nnbInsertSlice(NnBuilder *b, MlirValue source, MlirValue dest,
                         const int64_t *offsets, const int64_t *strides) {
  MlirType sourceType = mlirValueGetType(source);
  intptr_t rank = mlirShapedTypeGetRank(sourceType);
  requireRank(rank);
  // Dynamic sizes: b->sizes', else the source's own (tensor.dim of it; on
  // the GPU path a host read of a kernel's buffer, which b->sizes avoids).
  int64_t sizes[NN_MAX_RANK];
  MlirValue operands[NN_MAX_RANK + 2] = {source, dest};
  int32_t numSizes = 0;
  for (intptr_t i = 0; i < rank; ++i) {
    sizes[i] = mlirShapedTypeGetDimSize(sourceType, i);
    if (!mlirShapedTypeIsDynamicDim(sourceType, i))
      continue;
    MlirValue size = b->sizes ? b->sizes->size(b->sizes, b, sourceType, i)
                              : (MlirValue){NULL};
    operands[2 + numSizes++] =
        mlirValueIsNull(size) ? nnbDim(b, source, i) : size;
  }
  int32_t segments[] = {1, 1, 0, numSizes, 0};
  MlirNamedAttribute attrs[] = {
      named(b->ctx, "static_offsets",
            mlirDenseI64ArrayGet(b->ctx, rank, offsets)),
      named(b->ctx, "static_sizes", mlirDenseI64ArrayGet(b->ctx, rank, sizes)),
      named(b->ctx, "static_strides",
            mlirDenseI64ArrayGet(b->ctx, rank, strides)),
      named(b->ctx, "operandSegmentSizes",
            mlirDenseI32ArrayGet(b->ctx, 5, segments)),
  };
  MlirType result = mlirValueGetType(dest);
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.insert_slice"), b->loc);
  mlirOperationStateAddOperands(&state, 2 + numSizes, operands);
  mlirOperationStateAddAttributes(&state, 4, attrs);
  mlirOperationStateAddResults(&state, 1, &result);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

MlirValue nnbExtract(NnBuilder *b, MlirValue source, intptr_t rank,
                     const MlirValue *indices) {
  requireRank(rank);
  MlirValue operands[NN_MAX_RANK + 1];
  operands[0] = source;
  for (intptr_t i = 0; i < rank; ++i)
    operands[i + 1] = indices[i];
  MlirType element = nnbElementType(source);
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.extract"), b->loc);
  mlirOperationStateAddOperands(&state, rank + 1, operands);
  mlirOperationStateAddResults(&state, 1, &element);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

/* linalg.generic. */

MlirValue nnbGeneric(NnBuilder *b, const NnGeneric *g, intptr_t result) {
  // Loops are dimensions of verified tensors (a window adds its own few);
  // operands may be any number (a variadic op): their arrays on the heap,
  // in one block.
  if (g->numLoops > 2 * NN_MAX_RANK)
    requireRank(g->numLoops);
  size_t n = (size_t)(g->numInputs + g->numOutputs);
  size_t perOperand = 3 * sizeof(MlirValue) + 2 * sizeof(MlirType) +
                      sizeof(MlirLocation) + sizeof(MlirAttribute);
  char *block = nnAllocArray(n + 1, perOperand);
  if (!block)
    return g->outputs[result];
  MlirValue *operands = (MlirValue *)block, *args = operands + n,
            *yields = args + n;
  MlirType *argTypes = (MlirType *)(yields + n), *resultTypes = argTypes + n;
  MlirLocation *argLocs = (MlirLocation *)(resultTypes + n);
  MlirAttribute *maps = (MlirAttribute *)(argLocs + n);
  for (size_t i = 0; i < n; ++i) {
    intptr_t at = (intptr_t)i;
    operands[i] =
        at < g->numInputs ? g->inputs[at] : g->outputs[at - g->numInputs];
    argTypes[i] = nnbElementType(operands[i]);
    argLocs[i] = b->loc;
    maps[i] = mlirAffineMapAttrGet(g->maps[i]);
  }
  for (intptr_t i = 0; i < g->numOutputs; ++i)
    resultTypes[i] = mlirValueGetType(g->outputs[i]);
  MlirAttribute parallel =
      mlirAttributeParseGet(b->ctx, nnStr("#linalg.iterator_type<parallel>"));
  MlirAttribute reduction =
      mlirAttributeParseGet(b->ctx, nnStr("#linalg.iterator_type<reduction>"));
  MlirAttribute iterators[2 * NN_MAX_RANK];
  for (intptr_t i = 0; i < g->numLoops; ++i)
    iterators[i] = g->reduction && g->reduction[i] ? reduction : parallel;

  MlirNamedAttribute attrs[] = {
      named(b->ctx, "indexing_maps",
            mlirArrayAttrGet(b->ctx, (intptr_t)n, maps)),
      named(b->ctx, "iterator_types",
            mlirArrayAttrGet(b->ctx, g->numLoops, iterators)),
      named(b->ctx, "operandSegmentSizes",
            segments(b->ctx, (int32_t)g->numInputs, (int32_t)g->numOutputs)),
  };
  MlirBlock body = mlirBlockCreate((intptr_t)n, argTypes, argLocs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);

  MlirOperationState state =
      mlirOperationStateGet(nnStr("linalg.generic"), b->loc);
  mlirOperationStateAddOperands(&state, (intptr_t)n, operands);
  mlirOperationStateAddResults(&state, g->numOutputs, resultTypes);
  mlirOperationStateAddAttributes(&state, 3, attrs);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation generic = nnBuild(b, &state);

  for (size_t i = 0; i < n; ++i)
    args[i] = mlirBlockGetArgument(body, (intptr_t)i);
  NnBuilder inner = {b->ctx, b->loc, body, (MlirOperation){NULL}, b->sizes};
  g->body(&inner, args, yields, g->userData);
  MlirOperationState yield =
      mlirOperationStateGet(nnStr("linalg.yield"), b->loc);
  mlirOperationStateAddOperands(&yield, g->numOutputs, yields);
  nnBuild(&inner, &yield);
  free(block);
  return mlirOperationGetResult(generic, result);
}

MlirValue nnbElementwise(NnBuilder *b, MlirType resultType, intptr_t numInputs,
                         const MlirValue *inputs, NnBodyFn body,
                         void *userData) {
  intptr_t rank = mlirShapedTypeGetRank(resultType);
  requireRank(rank);
  int64_t sizes[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i)
    sizes[i] = mlirShapedTypeGetDimSize(resultType, i);
  MlirValue init = nnbEmpty(b, resultType);
  MlirAffineMap *maps =
      nnAllocArray((size_t)numInputs + 1, sizeof(MlirAffineMap));
  if (!maps)
    return init; // a placeholder: Memory.h
  for (intptr_t i = 0; i < numInputs; ++i)
    maps[i] = nnbBroadcastMap(b->ctx, mlirValueGetType(inputs[i]), rank, sizes);
  maps[numInputs] = nnbIdentityMap(b->ctx, rank);
  NnGeneric g = {numInputs, inputs, 1, &init, maps, rank, NULL, body, userData};
  MlirValue result = nnbGeneric(b, &g, 0);
  free(maps);
  return result;
}

/* Indexing maps. */

MlirAffineMap nnbIdentityMap(MlirContext ctx, intptr_t numLoops) {
  return mlirAffineMapMultiDimIdentityGet(ctx, numLoops);
}

MlirAffineMap nnbBroadcastMap(MlirContext ctx, MlirType operand,
                              intptr_t numLoops, const int64_t *loopSizes) {
  intptr_t rank = mlirShapedTypeGetRank(operand);
  requireRank(rank);
  int64_t dims[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i) {
    intptr_t loop = numLoops - rank + i;
    dims[i] = mlirShapedTypeGetDimSize(operand, i) == 1 && loopSizes[loop] != 1
                  ? -1
                  : loop;
  }
  return nnbSelectMap(ctx, numLoops, rank, dims);
}

MlirAffineMap nnbSelectMap(MlirContext ctx, intptr_t numLoops, intptr_t count,
                           const int64_t *dims) {
  // One result per dimension of a verified tensor.
  requireRank(count);
  MlirAffineExpr exprs[NN_MAX_RANK];
  for (intptr_t i = 0; i < count; ++i)
    exprs[i] = dims[i] < 0 ? mlirAffineConstantExprGet(ctx, 0)
                           : mlirAffineDimExprGet(ctx, dims[i]);
  return mlirAffineMapGet(ctx, numLoops, 0, count, exprs);
}

intptr_t nnbReductionLoops(MlirContext ctx, intptr_t rank, const bool *reduced,
                           bool keepdims, MlirAffineMap *inputMap,
                           MlirAffineMap *resultMap, bool *reduction) {
  requireRank(rank);
  int64_t dims[NN_MAX_RANK] = {0};
  intptr_t numLoops = rank;
  for (intptr_t i = 0; i < rank; ++i) {
    reduction[i] = reduced[i];
    if (reduced[i] && keepdims)
      reduction[numLoops] = false;
    dims[i] = !reduced[i] ? i : keepdims ? numLoops++ : -2;
  }
  intptr_t count = 0;
  for (intptr_t i = 0; i < rank; ++i)
    if (dims[i] != -2)
      dims[count++] = dims[i];
  *resultMap = nnbSelectMap(ctx, numLoops, count, dims);
  for (intptr_t i = 0; i < rank; ++i)
    dims[i] = i;
  *inputMap = nnbSelectMap(ctx, numLoops, rank, dims);
  return numLoops;
}

//===----------------------------------------------------------------------===//
// Accumulating in 16-bit floats
//===----------------------------------------------------------------------===//

MlirType nnbAccumulatorType(MlirType element) {
  if (mlirTypeIsAF16(element) || mlirTypeIsABF16(element))
    return mlirF32TypeGet(mlirTypeGetContext(element));
  return element;
}

static void convertBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                        void *userData) {
  MlirType from = mlirValueGetType(args[0]), to = mlirValueGetType(args[1]);
  yields[0] = nnbConvert(b,
                         mlirFloatTypeGetWidth(from) < mlirFloatTypeGetWidth(to)
                             ? "arith.extf"
                             : "arith.truncf",
                         args[0], to);
}

MlirValue nnbConvertElements(NnBuilder *b, MlirValue x, MlirType element) {
  MlirType type = mlirValueGetType(x);
  if (mlirTypeEqual(mlirShapedTypeGetElementType(type), element))
    return x;
  return nnbElementwise(b, nnbWithElement(type, element), 1, &x, convertBody,
                        NULL);
}

MlirValue nnbNamedOp(NnBuilder *b, const char *name, MlirValue lhs,
                     MlirValue rhs, MlirValue init, intptr_t numAttrs,
                     const MlirNamedAttribute *attrs) {
  MlirValue operands[] = {lhs, rhs, init};
  MlirType type = mlirValueGetType(init);
  int32_t sizes[] = {2, 1};
  MlirNamedAttribute segments = mlirNamedAttributeGet(
      mlirIdentifierGet(b->ctx, nnStr("operandSegmentSizes")),
      mlirDenseI32ArrayGet(b->ctx, 2, sizes));
  MlirOperationState state = mlirOperationStateGet(nnStr(name), b->loc);
  mlirOperationStateAddOperands(&state, 3, operands);
  mlirOperationStateAddResults(&state, 1, &type);
  mlirOperationStateAddAttributes(&state, 1, &segments);
  mlirOperationStateAddAttributes(&state, numAttrs, attrs);
  MlirRegion region = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation op = nnBuild(b, &state);
  mlirLinalgFillBuiltinNamedOpRegion(op);
  return mlirOperationGetResult(op, 0);
}

MlirValue nnbTranspose(NnBuilder *b, MlirValue input, const int64_t *perm,
                       MlirType result) {
  intptr_t rank = mlirShapedTypeGetRank(result);
  MlirValue operands[] = {input, nnbEmpty(b, result)};
  MlirNamedAttribute attr =
      mlirNamedAttributeGet(mlirIdentifierGet(b->ctx, nnStr("permutation")),
                            mlirDenseI64ArrayGet(b->ctx, rank, perm));
  // The body yields the input element, as linalg.transpose's builder makes.
  MlirType element = nnbElementType(input);
  MlirType argTypes[] = {element, element};
  MlirLocation argLocs[] = {b->loc, b->loc};
  MlirBlock body = mlirBlockCreate(2, argTypes, argLocs);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  MlirOperationState state =
      mlirOperationStateGet(nnStr("linalg.transpose"), b->loc);
  mlirOperationStateAddOperands(&state, 2, operands);
  mlirOperationStateAddResults(&state, 1, &result);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation transpose = nnBuild(b, &state);
  NnBuilder inner = {b->ctx, b->loc, body, (MlirOperation){NULL}, b->sizes};
  MlirValue yielded = mlirBlockGetArgument(body, 0);
  MlirOperationState yield =
      mlirOperationStateGet(nnStr("linalg.yield"), b->loc);
  mlirOperationStateAddOperands(&yield, 1, &yielded);
  nnBuild(&inner, &yield);
  return mlirOperationGetResult(transpose, 0);
}

void nnbMultiplyAccumulate(NnBuilder *b, const MlirValue *args,
                           MlirValue *yields, void *userData) {
  (void)userData;
  MlirValue product = nnbArith(b, "mul", args[0], args[1]);
  yields[0] = nnbArith(b, "add", args[2], product);
}

// The new shape of a reshape to a type with dynamic dims: a tensor of i64
// built from the sizes (b->sizes) at run time.
static MlirValue dynamicShape(NnBuilder *b, MlirType result) {
  intptr_t rank = mlirShapedTypeGetRank(result);
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  MlirValue sizes[NN_MAX_RANK];
  for (intptr_t d = 0; d < rank; ++d) {
    MlirValue size = {NULL};
    if (!mlirShapedTypeIsDynamicDim(result, d))
      size = nnbIndex(b, mlirShapedTypeGetDimSize(result, d));
    else if (b->sizes)
      size = b->sizes->size(b->sizes, b, result, d);
    if (mlirValueIsNull(size)) {
      if (b->sizes)
        b->sizes->failed = true;
      size = nnbIndex(b, 0); // valid IR; the lowering reports the failure
    }
    sizes[d] = nnbConvert(b, "arith.index_cast", size, i64);
  }
  int64_t shapeDims[] = {rank};
  MlirType shapeType =
      mlirRankedTensorTypeGet(1, shapeDims, i64, mlirAttributeGetNull());
  MlirOperationState state =
      mlirOperationStateGet(nnStr("tensor.from_elements"), b->loc);
  mlirOperationStateAddOperands(&state, rank, sizes);
  mlirOperationStateAddResults(&state, 1, &shapeType);
  return mlirOperationGetResult(nnBuild(b, &state), 0);
}

MlirValue nnbReshape(NnBuilder *b, MlirValue input, MlirType result) {
  if (!mlirShapedTypeHasStaticShape(result)) {
    MlirValue operands[] = {input, dynamicShape(b, result)};
    MlirOperationState reshape =
        mlirOperationStateGet(nnStr("tensor.reshape"), b->loc);
    mlirOperationStateAddOperands(&reshape, 2, operands);
    mlirOperationStateAddResults(&reshape, 1, &result);
    return mlirOperationGetResult(nnBuild(b, &reshape), 0);
  }
  intptr_t rank = mlirShapedTypeGetRank(result);
  int64_t shape[NN_MAX_RANK];
  for (intptr_t i = 0; i < rank; ++i)
    shape[i] = mlirShapedTypeGetDimSize(result, i);
  int64_t shapeDims[] = {rank};
  MlirType i64 = mlirIntegerTypeGet(b->ctx, 64);
  MlirType shapeType =
      mlirRankedTensorTypeGet(1, shapeDims, i64, mlirAttributeGetNull());
  MlirNamedAttribute value = mlirNamedAttributeGet(
      mlirIdentifierGet(b->ctx, nnStr("value")),
      mlirDenseElementsAttrInt64Get(shapeType, rank, shape));
  MlirOperationState constant =
      mlirOperationStateGet(nnStr("arith.constant"), b->loc);
  mlirOperationStateAddAttributes(&constant, 1, &value);
  mlirOperationStateAddResults(&constant, 1, &shapeType);
  MlirValue operands[] = {input,
                          mlirOperationGetResult(nnBuild(b, &constant), 0)};
  MlirOperationState reshape =
      mlirOperationStateGet(nnStr("tensor.reshape"), b->loc);
  mlirOperationStateAddOperands(&reshape, 2, operands);
  mlirOperationStateAddResults(&reshape, 1, &result);
  return mlirOperationGetResult(nnBuild(b, &reshape), 0);
}
