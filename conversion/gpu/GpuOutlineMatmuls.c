//===- GpuOutlineMatmuls.c - Matmuls for cuBLASLt, each in a function -----===//
//
// --nn-gpu-outline-matmuls runs on tensors, in nn-lower-to-nvvm with
// matmul-library=cublaslt, before nn-tile-fused. Each matmul (a
// linalg.matmul, linalg.batch_matmul or contraction generic, Contractions.h)
// that accumulates in f32 into a fill of +0.0 moves into a private
// function of its own marked `nn.library_call = "cublaslt"`, with the
// epilogue cuBLASLt can fuse when the matmul's only user is one:
//
//   act(matmul + bias + residual)
//
// an elementwise linalg.generic whose body is a sum of the matmul, a bias
// along the last dim (a vector of n, a Linear layer's) and a tensor of the
// result's shape (a residual), each optional but the matmul, then
// optionally a relu (maximumf with 0). The function takes (A, B[, bias]
// [, residual]); `nn.matmul_epilogue` lists what it fuses ("bias",
// "residual", "relu").
//
// Its inputs are f32, or f16 / bf16 extended to f32 (how nn.matmul lowers
// 16-bit floats: it accumulates them in f32): the function then takes the
// 16-bit tensors, cuBLASLt reads them on the tensor cores, and the result,
// bias and residual are of that type, the epilogue computed in f32 and
// rounded once (as cuBLASLt does; nn's own lowering rounds the product
// before adding the bias: the two differ by at most a rounding).
//
// Shapes may be dynamic: the function then also takes the caller's
// tensor.empty of the result, sized by the caller, and writes into it
// (destination-passing style); nn-inline-dynamic-calls leaves such calls,
// and nn-bufferize drops the function's result, equivalent to that
// argument, so that no out-parameter has to be sized by the caller. (The
// epilogue writes that argument without reading it: nothing between this
// pass and bufferization may give it a destination of its own, as
// linalg-fuse-elementwise-ops would; in nn-lower-to-nvvm it runs before.)
//
// Its body is the product itself, written out (fill, the contraction, the
// epilogue as a new elementwise generic): correct code by itself, which
// nn-tile-fused leaves alone and nn-bufferize bufferizes like any
// function; after bufferization nn-gpu-library-calls replaces it with the
// call of libnnrt's nnrtMatmul (GpuLibraryCalls.c). Another epilogue
// (gelu, a scale, a softmax) stays where it was, a kernel of its own after
// the call. Why a function: its arguments are the operands' buffers, which
// nn-gpu-host-memory puts in device memory as any host function's; and its
// body is one place the later pass reads, whatever bufferization does
// around it.
//
// One walk collects the contractions; each is visited once: linear.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"
#include "conversion/common/Contractions.h"
#include "conversion/common/LinalgBuilder.h"
#include "conversion/gpu/GpuKernels.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/Linalg.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Reading the IR. */

static bool isF32Tensor(MlirType type) {
  return mlirTypeIsARankedTensor(type) &&
         mlirTypeIsAF32(mlirShapedTypeGetElementType(type));
}

/* Helpers shared with GpuIm2col.c (GpuKernels.h). */

MlirOperation nnGpuProducer(MlirValue value) {
  return mlirValueIsAOpResult(value) ? mlirOpResultGetOwner(value)
                                     : (MlirOperation){NULL};
}

bool nnGpuIsPositiveZero(MlirValue value) {
  MlirOperation op = nnGpuProducer(value);
  if (mlirOperationIsNull(op) || !nnOpIs(op, "arith.constant"))
    return false;
  MlirAttribute attr = mlirOperationGetAttributeByName(op, nnStr("value"));
  return mlirAttributeIsAFloat(attr) &&
         mlirFloatAttrGetValueDouble(attr) == 0.0 &&
         !signbit(mlirFloatAttrGetValueDouble(attr));
}

void nnGpuDestroyIfUnused(MlirOperation op) {
  if (mlirOperationIsNull(op))
    return;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (!mlirOpOperandIsNull(
            mlirValueGetFirstUse(mlirOperationGetResult(op, i))))
      return;
  mlirOperationDestroy(op);
}

MlirOperation nnGpuZeroFill(MlirOperation op) {
  MlirOperation fill = nnGpuProducer(mlirOperationGetOperand(op, 2));
  if (mlirOperationIsNull(fill) || !nnOpIs(fill, "linalg.fill") ||
      mlirOperationGetNumOperands(fill) != 2 ||
      !nnGpuIsPositiveZero(mlirOperationGetOperand(fill, 0)))
    return (MlirOperation){NULL};
  MlirOperation empty = nnGpuProducer(mlirOperationGetOperand(fill, 1));
  return !mlirOperationIsNull(empty) && nnOpIs(empty, "tensor.empty")
             ? fill
             : (MlirOperation){NULL};
}

MlirAffineMap nnGpuIndexingMap(MlirOperation generic, intptr_t i) {
  MlirAttribute maps =
      mlirOperationGetAttributeByName(generic, nnStr("indexing_maps"));
  return mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
}

// The value's only use, or null.
static MlirOperation onlyUser(MlirValue value) {
  MlirOpOperand use = mlirValueGetFirstUse(value);
  if (mlirOpOperandIsNull(use) ||
      !mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)))
    return (MlirOperation){NULL};
  return mlirOpOperandGetOwner(use);
}

static bool isNarrowFloat(MlirType element) {
  return mlirTypeIsAF16(element) || mlirTypeIsABF16(element);
}

// The f16 or bf16 tensor that `value` extends to f32 (an elementwise
// generic of one arith.extf, as nnbConvertElements builds it).
MlirValue nnGpuNarrowSource(MlirValue value) {
  MlirOperation op = nnGpuProducer(value);
  if (mlirOperationIsNull(op) || !nnOpIs(op, "linalg.generic") ||
      mlirOperationGetNumOperands(op) != 2 ||
      mlirOperationGetNumResults(op) != 1)
    return (MlirValue){NULL};
  MlirValue source = mlirOperationGetOperand(op, 0);
  MlirType type = mlirValueGetType(source);
  MlirAttribute maps =
      mlirOperationGetAttributeByName(op, nnStr("indexing_maps"));
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  MlirOperation extf = mlirBlockGetFirstOperation(body);
  if (!mlirTypeIsARankedTensor(type) ||
      !isNarrowFloat(mlirShapedTypeGetElementType(type)) ||
      mlirAttributeIsNull(maps) || mlirArrayAttrGetNumElements(maps) != 2 ||
      !mlirAffineMapIsIdentity(
          mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, 0))) ||
      !mlirAffineMapIsIdentity(
          mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, 1))) ||
      mlirOperationIsNull(extf) || !nnOpIs(extf, "arith.extf") ||
      !mlirValueEqual(mlirOperationGetOperand(extf, 0),
                      mlirBlockGetArgument(body, 0)))
    return (MlirValue){NULL};
  MlirOperation yield = mlirOperationGetNextInBlock(extf);
  return !mlirOperationIsNull(yield) && nnOpIs(yield, "linalg.yield") &&
                 mlirValueEqual(mlirOperationGetOperand(yield, 0),
                                mlirOperationGetResult(extf, 0))
             ? source
             : (MlirValue){NULL};
}

// The element type the matmul's inputs come in: f32, or the f16 / bf16
// both are extended from; null when neither.
static MlirType inputElement(MlirOperation op) {
  MlirValue a = nnGpuNarrowSource(mlirOperationGetOperand(op, 0)),
            b = nnGpuNarrowSource(mlirOperationGetOperand(op, 1));
  if (mlirValueIsNull(a) && mlirValueIsNull(b))
    return mlirF32TypeGet(mlirOperationGetContext(op));
  MlirType ea = mlirValueIsNull(a)
                    ? (MlirType){NULL}
                    : mlirShapedTypeGetElementType(mlirValueGetType(a)),
           eb = mlirValueIsNull(b)
                    ? (MlirType){NULL}
                    : mlirShapedTypeGetElementType(mlirValueGetType(b));
  return !mlirTypeIsNull(ea) && !mlirTypeIsNull(eb) && mlirTypeEqual(ea, eb)
             ? ea
             : (MlirType){NULL};
}

static bool isContraction(MlirOperation op) {
  if (nnContractionKind(op) != NN_CONTRACTION_MATMUL ||
      mlirOperationGetNumOperands(op) != 3 ||
      mlirOperationGetNumResults(op) != 1)
    return false;
  for (int i = 0; i < 3; ++i)
    if (!isF32Tensor(mlirValueGetType(mlirOperationGetOperand(op, i))))
      return false;
  return !mlirTypeIsNull(inputElement(op)) &&
         !mlirOperationIsNull(nnGpuZeroFill(op));
}

/* The epilogue. */

typedef struct {
  MlirOperation generic; // null: none
  // The generic's inputs: the matmul, the bias, the residual (-1: none).
  int acc, bias, residual;
  bool relu;
} Epilogue;

// The leaves of a sum in an epilogue's body: block arguments, the matmul's
// possibly rounded to the 16-bit result type first (arith.truncf).
typedef struct {
  int args[3];
  bool truncated[3];
  int count, ops; // ops: the addf and truncf ops walked
} Leaves;

// Collects the block arguments summed into `value` (arith.addf trees of
// them) into `leaves`; false when anything else is in the sum.
static bool sumLeaves(MlirValue value, MlirBlock body, Leaves *leaves,
                      bool truncated) {
  if (mlirValueIsABlockArgument(value)) {
    if (!mlirBlockEqual(mlirBlockArgumentGetOwner(value), body) ||
        leaves->count == 3)
      return false;
    leaves->truncated[leaves->count] = truncated;
    leaves->args[leaves->count++] = (int)mlirBlockArgumentGetArgNumber(value);
    return true;
  }
  MlirOperation op = nnGpuProducer(value);
  if (mlirOperationIsNull(op) ||
      !mlirBlockEqual(mlirOperationGetBlock(op), body))
    return false;
  ++leaves->ops;
  if (nnOpIs(op, "arith.truncf") && !truncated)
    return sumLeaves(mlirOperationGetOperand(op, 0), body, leaves, true);
  return nnOpIs(op, "arith.addf") && !truncated &&
         sumLeaves(mlirOperationGetOperand(op, 0), body, leaves, false) &&
         sumLeaves(mlirOperationGetOperand(op, 1), body, leaves, false);
}

// Whether input `i` of the epilogue is a bias: a vector along the last dim.
static bool isBias(MlirOperation generic, int i, MlirType result) {
  MlirType type = mlirValueGetType(mlirOperationGetOperand(generic, i));
  intptr_t rank = mlirShapedTypeGetRank(result);
  MlirAffineMap map = nnGpuIndexingMap(generic, i);
  return mlirShapedTypeGetRank(type) == 1 &&
         mlirShapedTypeGetDimSize(type, 0) ==
             mlirShapedTypeGetDimSize(result, rank - 1) &&
         mlirAffineMapGetNumResults(map) == 1 &&
         nnMapResultOfLoop(map, rank - 1) == 0;
}

// The epilogue `user` applies to the matmul's result `acc`, when cuBLASLt
// can fuse it. With 16-bit inputs (`narrow` their type) the epilogue
// rounds the matmul to that type, and its result, bias and residual are of
// it; with f32 inputs (a null `narrow`) everything is f32.
static bool matchEpilogue(MlirOperation user, MlirValue acc, MlirType narrow,
                          Epilogue *e) {
  *e = (Epilogue){.acc = -1, .bias = -1, .residual = -1};
  if (mlirOperationIsNull(user) || !nnOpIs(user, "linalg.generic") ||
      mlirOperationGetNumResults(user) != 1)
    return false;
  intptr_t numOperands = mlirOperationGetNumOperands(user);
  intptr_t numInputs = numOperands - 1;
  MlirType result = mlirValueGetType(mlirOperationGetResult(user, 0));
  MlirValue init = mlirOperationGetOperand(user, numInputs);
  MlirOperation empty = nnGpuProducer(init);
  MlirType expected = mlirTypeIsNull(narrow)
                          ? mlirValueGetType(acc)
                          : nnbWithElement(mlirValueGetType(acc), narrow);
  if (numInputs < 1 || numInputs > 3 || !mlirTypeEqual(result, expected) ||
      mlirOperationIsNull(empty) || !nnOpIs(empty, "tensor.empty") ||
      !mlirAffineMapIsIdentity(nnGpuIndexingMap(user, numInputs)))
    return false;
  MlirAttribute iterators =
      mlirOperationGetAttributeByName(user, nnStr("iterator_types"));
  MlirAttribute parallel = mlirAttributeParseGet(
      mlirOperationGetContext(user), nnStr("#linalg.iterator_type<parallel>"));
  for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(iterators); ++i)
    if (!mlirAttributeEqual(mlirArrayAttrGetElement(iterators, i), parallel))
      return false;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(user, 0));
  MlirOperation yield = mlirBlockGetTerminator(body);
  MlirValue sum = mlirOperationGetOperand(yield, 0);
  MlirOperation last = nnGpuProducer(sum);
  int bodyOps = 1; // the yield
  if (!mlirOperationIsNull(last) && nnOpIs(last, "arith.maximumf")) {
    int zero = nnGpuIsPositiveZero(mlirOperationGetOperand(last, 1))   ? 1
               : nnGpuIsPositiveZero(mlirOperationGetOperand(last, 0)) ? 0
                                                                       : -1;
    if (zero < 0)
      return false;
    e->relu = true;
    sum = mlirOperationGetOperand(last, 1 - zero);
    bodyOps += 1 + (mlirBlockEqual(mlirOperationGetBlock(nnGpuProducer(
                                       mlirOperationGetOperand(last, zero))),
                                   body));
  }
  Leaves leaves = {0};
  if (!sumLeaves(sum, body, &leaves, false) || leaves.count != numInputs)
    return false;
  // Nothing else in the body, each input read once.
  int ops = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    ++ops;
  if (ops != bodyOps + leaves.ops)
    return false;
  for (int i = 0; i < leaves.count; ++i) {
    int input = leaves.args[i];
    for (int j = 0; j < i; ++j)
      if (leaves.args[j] == input)
        return false;
    MlirValue operand = mlirOperationGetOperand(user, input);
    bool identity = mlirAffineMapIsIdentity(nnGpuIndexingMap(user, input));
    // The matmul is rounded exactly when the inputs are 16-bit.
    bool isAcc = mlirValueEqual(operand, acc);
    if (isAcc != leaves.truncated[i] && !mlirTypeIsNull(narrow))
      return false;
    if (leaves.truncated[i] && mlirTypeIsNull(narrow))
      return false;
    if (isAcc && identity && e->acc < 0)
      e->acc = input;
    else if (identity && e->residual < 0 &&
             mlirTypeEqual(mlirValueGetType(operand), result))
      e->residual = input;
    else if (e->bias < 0 && isBias(user, input, result))
      e->bias = input;
    else
      return false;
  }
  e->generic = user;
  return e->acc >= 0;
}

/* The function. */

// The epilogue's body as cuBLASLt computes it: the sum in f32, the relu,
// then one rounding to the result type.
typedef struct {
  int numInputs;
  bool relu;
  MlirType result; // the element type
} SumBody;

static void sumBody(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                    void *userData) {
  const SumBody *body = userData;
  MlirType f32 = mlirF32TypeGet(b->ctx);
  MlirValue sum = args[0];
  for (int i = 1; i < body->numInputs; ++i) {
    MlirValue x = args[i];
    if (!mlirTypeIsAF32(mlirValueGetType(x)))
      x = nnbConvert(b, "arith.extf", x, f32);
    sum = nnbOp2(b, "arith.addf", sum, x);
  }
  if (body->relu)
    sum = nnbOp2(b, "arith.maximumf", sum, nnbConstant(b, f32, 0.0));
  if (!mlirTypeIsAF32(body->result))
    sum = nnbConvert(b, "arith.truncf", sum, body->result);
  yields[0] = sum;
}

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute value) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr(name)), value);
}

// The body of a function whose result has dynamic sizes: it writes the
// product (and epilogue) into its last argument, `init`, and returns it
// (destination-passing style: the caller sizes the result, and the result,
// equivalent to that argument once bufferized, goes). `args` are the
// block's arguments.
static MlirValue buildIntoInit(NnBuilder *b, MlirOperation c, const Epilogue *e,
                               const MlirValue *args, int numArgs) {
  MlirValue init = args[numArgs - 1];
  MlirType product = mlirValueGetType(mlirOperationGetResult(c, 0));
  intptr_t rank = mlirShapedTypeGetRank(product);
  int64_t from[NN_MAX_RANK];
  for (intptr_t d = 0; d < rank && d < NN_MAX_RANK; ++d)
    from[d] = d;
  MlirValue acc = nnbFill(b, nnbConstant(b, mlirF32TypeGet(b->ctx), 0.0),
                          mlirOperationIsNull(e->generic)
                              ? init
                              : nnbEmptyFrom(b, product, init, from));
  MlirValue lhs = nnbConvertElements(b, args[0], mlirF32TypeGet(b->ctx));
  MlirValue rhs = nnbConvertElements(b, args[1], mlirF32TypeGet(b->ctx));
  MlirOperation clone = mlirOperationClone(c);
  mlirBlockAppendOwnedOperation(b->block, clone);
  mlirOperationSetOperand(clone, 0, lhs);
  mlirOperationSetOperand(clone, 1, rhs);
  mlirOperationSetOperand(clone, 2, acc);
  MlirValue value = mlirOperationGetResult(clone, 0);
  if (mlirOperationIsNull(e->generic))
    return value;
  MlirValue inputs[3] = {value};
  MlirAffineMap maps[4];
  int64_t sizes[NN_MAX_RANK];
  for (intptr_t d = 0; d < rank; ++d)
    sizes[d] = mlirShapedTypeGetDimSize(product, d);
  for (int i = 2; i < numArgs - 1; ++i)
    inputs[i - 1] = args[i];
  for (int i = 0; i < numArgs - 2; ++i)
    maps[i] = nnbBroadcastMap(b->ctx, mlirValueGetType(inputs[i]), rank, sizes);
  maps[numArgs - 2] = nnbIdentityMap(b->ctx, rank);
  SumBody body = {numArgs - 2, e->relu, nnbElementType(init)};
  NnGeneric generic = {.numInputs = numArgs - 2,
                       .inputs = inputs,
                       .numOutputs = 1,
                       .outputs = &init,
                       .maps = maps,
                       .numLoops = rank,
                       .body = sumBody,
                       .userData = &body};
  return nnbGeneric(b, &generic, 0);
}

// The private function computing the matmul `c` (and epilogue `e`) of
// `args`, inserted after `parent` and named after it; null on failure.
// With dynamic sizes the last of `args` is the result's tensor.empty, into
// which the function writes (buildIntoInit).
static MlirOperation buildFunction(MlirOperation parent, MlirOperation c,
                                   const Epilogue *e, const MlirValue *args,
                                   int numArgs, bool intoInit,
                                   MlirSymbolTable symbols) {
  MlirContext ctx = mlirOperationGetContext(c);
  MlirLocation loc = mlirOperationGetLocation(c);
  MlirType types[5], result = mlirValueGetType(mlirOperationGetResult(
                         !mlirOperationIsNull(e->generic) ? e->generic : c, 0));
  MlirLocation locs[5];
  for (int i = 0; i < numArgs; ++i)
    types[i] = mlirValueGetType(args[i]), locs[i] = loc;
  MlirAttribute parts[3];
  int numParts = 0;
  if (e->bias >= 0)
    parts[numParts++] = mlirStringAttrGet(ctx, nnStr("bias"));
  if (e->residual >= 0)
    parts[numParts++] = mlirStringAttrGet(ctx, nnStr("residual"));
  if (e->relu)
    parts[numParts++] = mlirStringAttrGet(ctx, nnStr("relu"));
  MlirStringRef parentName = mlirStringAttrGetValue(
      mlirOperationGetAttributeByName(parent, nnStr("sym_name")));
  char name[256];
  snprintf(name, sizeof(name), "%.*s_cublaslt", (int)parentName.length,
           parentName.data);
  MlirNamedAttribute attrs[] = {
      named(ctx, "sym_name", mlirStringAttrGet(ctx, nnStr(name))),
      named(ctx, "function_type",
            mlirTypeAttrGet(
                mlirFunctionTypeGet(ctx, numArgs, types, 1, &result))),
      named(ctx, "sym_visibility", mlirStringAttrGet(ctx, nnStr("private"))),
      named(ctx, NN_GPU_LIBRARY_CALL,
            mlirStringAttrGet(ctx, nnStr("cublaslt"))),
      named(ctx, NN_GPU_MATMUL_EPILOGUE,
            mlirArrayAttrGet(ctx, numParts, parts)),
  };
  MlirOperationState state = mlirOperationStateGet(nnStr("func.func"), loc);
  mlirOperationStateAddAttributes(&state, sizeof(attrs) / sizeof(*attrs),
                                  attrs);
  MlirRegion region = mlirRegionCreate();
  MlirBlock block = mlirBlockCreate(numArgs, types, locs);
  mlirRegionAppendOwnedBlock(region, block);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation function = mlirOperationCreate(&state);
  if (mlirOperationIsNull(function))
    return function;
  MlirBlock moduleBody = mlirOperationGetBlock(parent);
  mlirBlockInsertOwnedOperationAfter(moduleBody, parent, function);
  mlirSymbolTableInsert(symbols, function); // renamed if the name is taken

  NnBuilder b = {.ctx = ctx, .loc = loc, .block = block};
  if (intoInit) {
    MlirValue blockArgs[5];
    for (int i = 0; i < numArgs; ++i)
      blockArgs[i] = mlirBlockGetArgument(block, i);
    MlirValue value = buildIntoInit(&b, c, e, blockArgs, numArgs);
    MlirOperationState ret = mlirOperationStateGet(nnStr("func.return"), loc);
    mlirOperationStateAddOperands(&ret, 1, &value);
    nnBuild(&b, &ret);
    return function;
  }
  MlirType product = mlirValueGetType(mlirOperationGetResult(c, 0));
  MlirValue acc = nnbFilled(&b, product, 0.0);
  // 16-bit inputs extended to f32, as nn.matmul's lowering does.
  MlirValue lhs = nnbConvertElements(&b, mlirBlockGetArgument(block, 0),
                                     mlirF32TypeGet(ctx));
  MlirValue rhs = nnbConvertElements(&b, mlirBlockGetArgument(block, 1),
                                     mlirF32TypeGet(ctx));
  MlirOperation clone = mlirOperationClone(c);
  mlirBlockAppendOwnedOperation(block, clone);
  mlirOperationSetOperand(clone, 0, lhs);
  mlirOperationSetOperand(clone, 1, rhs);
  mlirOperationSetOperand(clone, 2, acc);
  MlirValue value = mlirOperationGetResult(clone, 0);
  if (!mlirOperationIsNull(e->generic)) {
    MlirValue inputs[3] = {value};
    for (int i = 2; i < numArgs; ++i)
      inputs[i - 1] = mlirBlockGetArgument(block, i);
    SumBody body = {numArgs - 1, e->relu, mlirShapedTypeGetElementType(result)};
    value = nnbElementwise(&b, result, numArgs - 1, inputs, sumBody, &body);
  }
  MlirOperationState ret = mlirOperationStateGet(nnStr("func.return"), loc);
  mlirOperationStateAddOperands(&ret, 1, &value);
  nnBuild(&b, &ret);
  return function;
}

// Moves the matmul `c` (and its epilogue, when cuBLASLt can fuse it) into
// a function of its own and calls it there.
static bool outline(MlirOperation c, MlirSymbolTable symbols) {
  MlirOperation parent = mlirOperationGetParentOperation(c);
  while (!mlirOperationIsNull(parent) && !nnOpIs(parent, "func.func"))
    parent = mlirOperationGetParentOperation(parent);
  if (mlirOperationIsNull(parent) ||
      !mlirAttributeIsNull(
          mlirOperationGetAttributeByName(parent, nnStr(NN_GPU_LIBRARY_CALL))))
    return true; // not in a function, or already outlined
  MlirValue product = mlirOperationGetResult(c, 0);
  // 16-bit inputs: the function takes them as they are.
  MlirType input = inputElement(c);
  MlirType narrow = mlirTypeIsAF32(input) ? (MlirType){NULL} : input;
  MlirOperation conversions[2] = {{NULL}, {NULL}};
  MlirValue args[5] = {mlirOperationGetOperand(c, 0),
                       mlirOperationGetOperand(c, 1)};
  for (int i = 0; !mlirTypeIsNull(narrow) && i < 2; ++i) {
    conversions[i] = nnGpuProducer(args[i]);
    args[i] = nnGpuNarrowSource(args[i]);
  }
  Epilogue e;
  if (!matchEpilogue(onlyUser(product), product, narrow, &e))
    e = (Epilogue){.acc = -1, .bias = -1, .residual = -1};
  int numArgs = 2;
  if (e.bias >= 0)
    args[numArgs++] = mlirOperationGetOperand(e.generic, e.bias);
  if (e.residual >= 0)
    args[numArgs++] = mlirOperationGetOperand(e.generic, e.residual);
  // Dynamic sizes: the caller's tensor.empty of the result is the
  // function's last argument, which it writes (destination-passing style).
  MlirOperation replaced = !mlirOperationIsNull(e.generic) ? e.generic : c;
  bool intoInit = !mlirShapedTypeHasStaticShape(
      mlirValueGetType(mlirOperationGetResult(replaced, 0)));
  if (intoInit)
    args[numArgs++] =
        mlirOperationIsNull(e.generic)
            ? mlirOperationGetOperand(nnGpuZeroFill(c), 1)
            : mlirOperationGetOperand(
                  e.generic, mlirOperationGetNumOperands(e.generic) - 1);
  MlirOperation function =
      buildFunction(parent, c, &e, args, numArgs, intoInit, symbols);
  if (mlirOperationIsNull(function))
    return false;
  MlirValue old = mlirOperationGetResult(replaced, 0);
  NnBuilder b = nnBuilderBefore(replaced);
  MlirAttribute callee = mlirFlatSymbolRefAttrGet(
      b.ctx, mlirStringAttrGetValue(
                 mlirOperationGetAttributeByName(function, nnStr("sym_name"))));
  MlirNamedAttribute attr = named(b.ctx, "callee", callee);
  MlirType type = mlirValueGetType(old);
  MlirOperationState state = mlirOperationStateGet(nnStr("func.call"), b.loc);
  mlirOperationStateAddOperands(&state, numArgs, args);
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddResults(&state, 1, &type);
  MlirOperation call = nnBuild(&b, &state);
  if (mlirOperationIsNull(call))
    return false;
  mlirValueReplaceAllUsesOfWith(old, mlirOperationGetResult(call, 0));
  MlirOperation fill = nnGpuZeroFill(c);
  MlirOperation empties[2] = {
      nnGpuProducer(mlirOperationGetOperand(fill, 1)),
      !mlirOperationIsNull(e.generic)
          ? nnGpuProducer(mlirOperationGetOperand(
                e.generic, mlirOperationGetNumOperands(e.generic) - 1))
          : (MlirOperation){NULL}};
  if (!mlirOperationIsNull(e.generic))
    mlirOperationDestroy(e.generic);
  mlirOperationDestroy(c);
  nnGpuDestroyIfUnused(fill);
  nnGpuDestroyIfUnused(empties[0]);
  nnGpuDestroyIfUnused(empties[1]);
  for (int i = 0; i < 2; ++i) {
    MlirOperation empty =
        mlirOperationIsNull(conversions[i])
            ? (MlirOperation){NULL}
            : nnGpuProducer(mlirOperationGetOperand(conversions[i], 1));
    nnGpuDestroyIfUnused(conversions[i]);
    nnGpuDestroyIfUnused(empty);
  }
  return true;
}

static MlirWalkResult collect(MlirOperation op, void *userData) {
  if (isContraction(op) && !nnOpListPush(userData, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  NnOpList contractions = {0};
  mlirOperationWalk(module, collect, &contractions, MlirWalkPreOrder);
  MlirSymbolTable symbols = mlirSymbolTableCreate(module);
  bool ok = !contractions.failed && !mlirSymbolTableIsNull(symbols);
  for (size_t i = 0; ok && i < contractions.count; ++i)
    ok = outline(contractions.ops[i], symbols);
  if (!mlirSymbolTableIsNull(symbols))
    mlirSymbolTableDestroy(symbols);
  nnOpListFree(&contractions);
  return ok ? mlirLogicalResultSuccess()
            : nnOutOfMemory(module, "nn-gpu-outline-matmuls");
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__func__();
  handles[1] = mlirGetDialectHandle__linalg__();
  return 2;
}

const NnPassDef nnGpuOutlineMatmulsPass = {
    .argument = "nn-gpu-outline-matmuls",
    .name = "NNGpuOutlineMatmuls",
    .description = "Each f32 matmul on tensors, with the epilogue cuBLASLt "
                   "can fuse (bias, residual, relu), moves into a private "
                   "function marked nn.library_call, which "
                   "nn-gpu-library-calls turns into a call of cuBLASLt",
    .run = run,
    .opName = "builtin.module",
    .dependentDialects = dialects,
};
