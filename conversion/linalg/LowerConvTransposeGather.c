//===- LowerConvTransposeGather.c - A transposed convolution as one generic
//===//
//
// The GPU's form of nn.conv_transpose (convert-nn-to-linalg's
// conv-transpose-phases=false): one linalg.generic over (n, o, out...,
// c, tap...) whose body computes, for each output element, the input
// position each of its kernel taps reads, and multiplies only where one is
// read. LowerWindow.c's sub-pixel form is a dense convolution per output
// phase plus a strided insert each, which the CPU's ukernels run fast but
// which on the GPU is a launch per phase, a launch per insert and one for
// the flipped weight (10 for a 2x2 stride-2 transposed convolution with a
// bias); here the whole group is one kernel, each thread one output
// element.
//
// Which taps reach output position o (per spatial dim): input position i
// and tap k with i * stride + k * dilation - pad = o, so k * dilation =
// o + pad (mod stride). With g = gcd(stride, dilation) that needs g to
// divide o + pad, and then k = k0 + t * step, step = stride / g, k0 =
// ((o + pad) / g) * inv mod step, inv the inverse of dilation / g modulo
// step (a compile-time constant). The tap loop runs t over ceil(kernel /
// step) values (no tap of another phase is visited); a tap past the kernel
// or an i outside the input contributes zero (a select: the reads use
// clamped positions, so none is out of bounds). The input channel of
// output channel o in group grp is grp * C/groups + c; the weight is [C,
// O/groups, kernel...].
//
// Channels first (NCHW, NCDHW) and static shapes; anything else keeps the
// phase form.
//
//===----------------------------------------------------------------------===//

#include "conversion/linalg/Lowering.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinTypes.h"

enum { kMaxSpatial = 3 };

typedef struct {
  MlirValue input, weight; // as given (element type `element`)
  MlirType element, acc;
  int spatial;
  int64_t perGroupIn, perGroupOut; // C / groups, O / groups
  int64_t stride[kMaxSpatial], dilation[kMaxSpatial], pad[kMaxSpatial];
  int64_t kernel[kMaxSpatial], in[kMaxSpatial];
  int64_t g[kMaxSpatial], step[kMaxSpatial], inv[kMaxSpatial];
} Gather;

// Predicates of arith.cmpi.
enum { kEq = 0, kSge = 5, kUlt = 6 };

// The inverse of a modulo m (gcd(a, m) = 1), or 0 when m is 1.
static int64_t inverse(int64_t a, int64_t m) {
  for (int64_t x = 0; x < m; ++x)
    if (a * x % m == 1 % m)
      return x;
  return 0;
}

static MlirValue op2(NnBuilder *b, const char *name, MlirValue x, MlirValue y) {
  return nnbOp2(b, name, x, y);
}

static MlirValue both(NnBuilder *b, MlirValue x, MlirValue y) {
  return op2(b, "arith.andi", x, y);
}

static MlirValue pick(NnBuilder *b, MlirValue c, MlirValue x, MlirValue y) {
  return nnbOp3(b, "arith.select", c, x, y);
}

static void body(NnBuilder *b, const MlirValue *args, MlirValue *yields,
                 void *userData) {
  const Gather *t = userData;
  int s = t->spatial;
  MlirValue zero = nnbIndex(b, 0);
  MlirValue o = nnbLoopIndex(b, 1), c = nnbLoopIndex(b, 2 + s);
  MlirValue perGroupOut = nnbIndex(b, t->perGroupOut);
  MlirValue group = op2(b, "arith.divui", o, perGroupOut);
  MlirValue ci =
      op2(b, "arith.addi",
          op2(b, "arith.muli", group, nnbIndex(b, t->perGroupIn)), c);
  MlirValue x[kMaxSpatial + 2] = {nnbLoopIndex(b, 0), ci};
  MlirValue w[kMaxSpatial + 2] = {ci, op2(b, "arith.remui", o, perGroupOut)};
  MlirValue valid = {NULL};
  for (int d = 0; d < s; ++d) {
    MlirValue at = op2(b, "arith.addi", nnbLoopIndex(b, 2 + d),
                       nnbIndex(b, t->pad[d])); // o + pad
    MlirValue q = at, ok = {NULL};
    if (t->g[d] > 1) {
      MlirValue g = nnbIndex(b, t->g[d]);
      ok = nnbCmpi(b, kEq, op2(b, "arith.remui", at, g), zero);
      q = op2(b, "arith.divui", at, g);
    }
    MlirValue step = nnbIndex(b, t->step[d]);
    MlirValue k0 = op2(b, "arith.remui",
                       op2(b, "arith.muli", op2(b, "arith.remui", q, step),
                           nnbIndex(b, t->inv[d])),
                       step);
    MlirValue k = op2(b, "arith.addi", k0,
                      op2(b, "arith.muli", nnbLoopIndex(b, 3 + s + d), step));
    MlirValue inKernel = nnbCmpi(b, kUlt, k, nnbIndex(b, t->kernel[d]));
    // i = (o + pad - k * dilation) / stride, exact for a tap of this phase.
    MlirValue num = op2(b, "arith.subi", at,
                        op2(b, "arith.muli", k, nnbIndex(b, t->dilation[d])));
    MlirValue i = op2(b, "arith.divsi", num, nnbIndex(b, t->stride[d]));
    MlirValue inInput = both(b, nnbCmpi(b, kSge, num, zero),
                             nnbCmpi(b, kUlt, i, nnbIndex(b, t->in[d])));
    MlirValue here = both(b, inKernel, inInput);
    ok = mlirValueIsNull(ok) ? here : both(b, ok, here);
    valid = mlirValueIsNull(valid) ? ok : both(b, valid, ok);
    x[2 + d] = pick(b, inInput, i, zero);
    w[2 + d] = pick(b, inKernel, k, zero);
  }
  MlirValue xs = nnbExtract(b, t->input, s + 2, x);
  MlirValue ws = nnbExtract(b, t->weight, s + 2, w);
  if (!mlirTypeEqual(t->element, t->acc)) {
    xs = nnbConvert(b, "arith.extf", xs, t->acc);
    ws = nnbConvert(b, "arith.extf", ws, t->acc);
  }
  MlirValue product =
      pick(b, valid, nnbArith(b, "mul", xs, ws), nnbConstant(b, t->acc, 0));
  yields[0] = nnbReassociable(nnbArith(b, "add", args[1], product));
}

bool nnLowerConvTransposeGather(NnLowering *l, const int64_t *strides,
                                const int64_t *dilations,
                                const int64_t *padding, int64_t groups) {
  MlirValue input = nnLoweringGetOperand(l, 0);
  MlirValue weight = nnLoweringGetOperand(l, 1);
  MlirType inputType = mlirValueGetType(input);
  MlirType resultType = nnLoweringGetResultType(l, 0);
  MlirType weightType = mlirValueGetType(weight);
  int s = (int)mlirShapedTypeGetRank(inputType) - 2;
  if (s < 1 || s > kMaxSpatial || nnLoweringAttrIs(l, "layout", "NHWC") ||
      nnLoweringAttrIs(l, "layout", "NDHWC") ||
      !mlirShapedTypeHasStaticShape(inputType) ||
      !mlirShapedTypeHasStaticShape(resultType) ||
      !mlirShapedTypeHasStaticShape(weightType) || groups < 1)
    return false;
  Gather t = {.input = input,
              .weight = weight,
              .element = nnbElementType(input),
              .acc = nnbAccumulatorType(nnbElementType(input)),
              .spatial = s,
              .perGroupIn = mlirShapedTypeGetDimSize(inputType, 1) / groups,
              .perGroupOut = mlirShapedTypeGetDimSize(resultType, 1) / groups};
  if (!mlirTypeIsAFloat(t.element) && !mlirTypeEqual(t.element, t.acc))
    return false; // integers accumulate in their own type here
  // The reduction loops: the input channels of a group, the taps of a phase.
  int64_t window[1 + kMaxSpatial] = {t.perGroupIn};
  bool reduction[2 + 2 * kMaxSpatial + 1] = {false};
  reduction[2 + s] = true;
  for (int d = 0; d < s; ++d) {
    t.stride[d] = strides[d];
    t.dilation[d] = dilations[d];
    t.pad[d] = padding[d];
    t.kernel[d] = mlirShapedTypeGetDimSize(weightType, 2 + d);
    t.in[d] = mlirShapedTypeGetDimSize(inputType, 2 + d);
    if (t.stride[d] < 1 || t.dilation[d] < 1 || t.pad[d] < 0)
      return false;
    t.g[d] = nnGcd(t.stride[d], t.dilation[d]);
    t.step[d] = t.stride[d] / t.g[d];
    t.inv[d] = inverse(t.dilation[d] / t.g[d], t.step[d]);
    window[1 + d] = (t.kernel[d] + t.step[d] - 1) / t.step[d];
    reduction[3 + s + d] = true;
  }
  int numLoops = 3 + 2 * s;
  NnBuilder *b = &l->b;
  // The reduction loops' extents come from a window operand the body does
  // not read (a tensor.empty, as linalg's pooling ops take theirs; its
  // buffer goes once nothing loads from it).
  MlirValue windowEmpty = nnbEmpty(
      b, mlirRankedTensorTypeGet(s + 1, window, t.acc, (MlirAttribute){NULL}));
  // Made after the window: on the GPU the fill's loop must be next to the
  // generic's to join its kernel (GpuFuseFill.c).
  MlirValue init = nnbFilled(b, nnbWithElement(resultType, t.acc), 0);
  MlirAffineExpr exprs[2 + kMaxSpatial];
  for (int i = 0; i < s + 2; ++i)
    exprs[i] = mlirAffineDimExprGet(b->ctx, i);
  MlirAffineExpr windowExprs[1 + kMaxSpatial];
  for (int i = 0; i < s + 1; ++i)
    windowExprs[i] = mlirAffineDimExprGet(b->ctx, 2 + s + i);
  MlirAffineMap maps[2] = {
      mlirAffineMapGet(b->ctx, numLoops, 0, s + 1, windowExprs),
      mlirAffineMapGet(b->ctx, numLoops, 0, s + 2, exprs)};
  NnGeneric generic = {.numInputs = 1,
                       .inputs = &windowEmpty,
                       .numOutputs = 1,
                       .outputs = &init,
                       .maps = maps,
                       .numLoops = numLoops,
                       .reduction = reduction,
                       .body = body,
                       .userData = &t};
  l->results[0] = nnbConvertElements(b, nnbGeneric(b, &generic, 0), t.element);
  return true;
}
