//===- Ukernels.c - NnContraction tiles as calls of the CPU ukernels
//--------===//
//
// --nn-cpu-ukernels runs on buffers, after bufferization and before the
// tile bodies become loops. It replaces each f32 contraction on memrefs, a
// matmul or convolution tile that --nn-tile-fused made, or a lone one, with
// a call of a C ukernel (runtime/ukernels/Ukernels.h): a packed,
// register-tiled FMA kernel that MLIR's own loop lowering does not reach.
// A fused epilogue stays after the call in the same tile, so it reads the
// tile while it is in cache, except a convolution's bias and clamp, which
// the call itself applies (below).
//
// What becomes a call:
// - linalg.matmul and linalg.batch_matmul (with or without explicit
//   indexing maps), and every linalg.generic that is a contraction: two
//   inputs read through projections, one reduction loop read by both, a
//   body out + lhs * rhs. Its parallel loops are classified by who reads
//   them: both inputs (a batch), the left only (rows), the right only
//   (columns). The innermost row and column loops are the ukernel's m and
//   n; every other parallel loop, a broadcast batch among them, becomes an
//   scf.for around the call. A transposed or broadcast operand is only
//   other strides: the ukernel's packing reads any layout.
// - linalg.conv_2d_nchw_fchw and _nhwc_hwcf, linalg.depthwise_conv_2d_
//   nchw_chw and _nhwc_hwc: one call each, the layout given by strides;
//   linalg.conv_2d_ngchw_gfchw a call per group in an scf.for, and
//   linalg.conv_2d_nhwgc_gfhwc one call for all groups (the ukernel's
//   vectors may span groups); the 3-D forms a 2-D call per depth pair.
//
// A convolution's bias-and-clamp epilogue right after it (relu, relu6,
// clip), over the buffer it wrote and nothing else, runs in the call: the
// ukernel applies it to each tile while it is in L1 or registers and writes
// the epilogue's destination, so the generic and the buffer go.
//
// A depthwise convolution's input padded in its tile (a zero-filled buffer
// with the source copied into its interior, as tensor.pad bufferizes) is
// read in place: the call takes the source and the pads, and the buffer,
// its fill and the copy go (PaddedInput.c). A matmul's constant weight is
// packed at compile time, and a convolution's gets padded rows where the
// ukernel would pack it on every call (PackedWeights.c).
//
// The call takes each operand as a pointer (the memref's aligned pointer
// plus its offset) and element strides read with
// memref.extract_strided_metadata, so a subview of any layout needs no
// copy. A contraction right after a linalg.fill of +0.0 into its output
// (how a tile's accumulator starts) calls the ukernel with accumulate = 0
// and the fill goes: the ukernel overwrites the output instead of zeroing
// it in one sweep and adding to it in the next. Other element types and forms
// keep their loops. One walk collects the ops, one pass rewrites them: linear
// in the module.
//
// The calls resolve to libnn's ukernels in the JIT (runtime/CpuJit.c) and
// to the copy nn-compile builds into each library. A pipeline run outside
// nn (mlir-opt with the plugin, then mlir-runner) has neither: it lowers
// with nn-lower-to-llvm="ukernels=false".
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"

#include "conversion/common/ContractionCalls.h"
#include "conversion/common/Contractions.h"
#include "conversion/common/LinalgBuilder.h"
#include "conversion/cpu/PackedWeights.h"
#include "conversion/cpu/PaddedInput.h"
#include "conversion/linalg/AxisLoops.h"
#include "runtime/ukernels/Ukernels.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"
#include "nn-c/OpDef.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/StringBuffer.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { kMaxLoops = NN_MAX_RANK + 1 };

/* Reading the IR. */

static bool isF32Memref(MlirValue value) {
  MlirType type = mlirValueGetType(value);
  return mlirTypeIsAMemRef(type) &&
         mlirTypeIsAF32(mlirShapedTypeGetElementType(type));
}

// A contraction (ContractionCalls.h) on f32 buffers, the only element type
// the ukernels take.
static bool isContractionOp(MlirOperation op, NnContraction *c) {
  if (!nnMatchContraction(op, c))
    return false;
  for (int i = 0; i < 3; ++i)
    if (!isF32Memref(c->operands[i]))
      return false;
  return true;
}

// The dim of B (the right operand) that reads the reduction, when B reads
// exactly the reduction and the column loop, one per dim: what a weight
// packed at compile time must be (it is packed whole, once per way of
// reading it). -1 otherwise.
static int packableDepthDim(const NnContraction *c) {
  MlirAffineMap map = c->maps[1];
  if (c->n < 0 || mlirAffineMapGetNumResults(map) != 2)
    return -1;
  intptr_t k = nnMapResultOfLoop(map, c->k), n = nnMapResultOfLoop(map, c->n);
  return k >= 0 && n >= 0 && k != n ? (int)k : -1;
}

// The address of element `offset` (an index; null: 0) of the laid-out
// weight `global`, read where `b` builds.
static MlirValue packedPointer(NnBuilder *b, MlirOperation global,
                               MlirValue offset) {
  MlirAttribute type = mlirOperationGetAttributeByName(global, nnStr("type"));
  MlirAttribute name =
      mlirOperationGetAttributeByName(global, nnStr("sym_name"));
  MlirNamedAttribute ref = mlirNamedAttributeGet(
      mlirIdentifierGet(b->ctx, nnStr("name")),
      mlirFlatSymbolRefAttrGet(b->ctx, mlirStringAttrGetValue(name)));
  MlirType memref = mlirTypeAttrGetValue(type);
  MlirOperationState state =
      mlirOperationStateGet(nnStr("memref.get_global"), b->loc);
  mlirOperationStateAddAttributes(&state, 1, &ref);
  mlirOperationStateAddResults(&state, 1, &memref);
  MlirOperation get = nnBuild(b, &state);
  if (mlirOperationIsNull(get))
    return (MlirValue){NULL};
  MlirValue aligned = nnAlignedIndex(b, mlirOperationGetResult(get, 0));
  if (mlirValueIsNull(aligned))
    return aligned;
  if (!mlirValueIsNull(offset))
    aligned = nnbOp2(b, "arith.addi", aligned,
                     nnbOp2(b, "arith.muli", offset, nnbIndex(b, 4)));
  return nnbConvert(b, "llvm.inttoptr", nnToI64(b, aligned),
                    mlirLLVMPointerTypeGet(b->ctx, 0));
}

// A call of nn_ukernel_matmul_f32 per batch index, in scf.for loops over
// the batch loops; of nn_ukernel_matmul_packed_f32 when B is a constant
// weight that `packer` packs (PackedWeights.h): B's place in the weight (row
// k0, column j0) is then its offset in the weight's global, r * D1 + c.
static bool rewriteContraction(MlirOperation op, const NnContraction *c,
                               bool accumulate, NnWeightPacker *packer,
                               bool *usedPacked) {
  int depthDim = packableDepthDim(c);
  NnPackedWeight weight;
  bool packed =
      packer && depthDim >= 0 &&
      nnPackWeight(packer, c->operands[1],
                   depthDim ? NN_PACK_PANELS_TRANSPOSED : NN_PACK_PANELS,
                   &weight);
  *usedPacked = packed;
  NnBuilder b = nnBuilderBefore(op);
  // A packed B is read from its panels, not its buffer: no metadata (and
  // no batch loop reads it: packableDepthDim).
  NnStrided s[3] = {0};
  for (int i = 0; i < 3; ++i)
    if ((i != 1 || !packed) && !nnReadStrided(&b, c->operands[i], &s[i]))
      return false;
  NnForLoop loops[kMaxLoops];
  NnBuilder *body = &b;
  MlirValue offsets[3] = {s[0].offset, s[1].offset, s[2].offset};
  MlirValue extents[kMaxLoops];
  for (int i = 0; i < c->numBatch; ++i) {
    extents[i] = nnLoopExtent(body, c, s, c->batch[i]);
    nnbBeginFor(body, &loops[i], 0, NULL);
    body = &loops[i].body;
    for (int j = 0; j < 3; ++j) {
      intptr_t dim = nnMapResultOfLoop(c->maps[j], c->batch[i]);
      if (dim >= 0 && !mlirValueIsNull(offsets[j]))
        offsets[j] =
            nnbOp2(body, "arith.addi", offsets[j],
                   nnbOp2(body, "arith.muli", loops[i].iv, s[j].strides[dim]));
    }
  }
  // (a, a's m and k strides, b, b's k and n strides, c, c's m and n
  // strides, m, n, k, accumulate)
  MlirValue args[13];
  int rowsOf[3] = {c->m, c->k, c->m}, colsOf[3] = {c->k, c->n, c->n};
  for (int j = 0; j < 3; ++j) {
    if (mlirValueIsNull(s[j].aligned))
      continue; // a packed B
    args[3 * j] = nnPointerAt(body, &s[j], offsets[j], 4);
    args[3 * j + 1] = nnLoopStride(body, &s[j], c->maps[j], rowsOf[j]);
    args[3 * j + 2] = nnLoopStride(body, &s[j], c->maps[j], colsOf[j]);
  }
  args[9] = nnToI64(body, nnLoopExtent(body, c, s, c->m));
  args[10] = nnToI64(body, nnLoopExtent(body, c, s, c->n));
  args[11] = nnToI64(body, nnLoopExtent(body, c, s, c->k));
  args[12] = nnbConstant(body, mlirIntegerTypeGet(b.ctx, 64), accumulate);
  if (!packed) {
    nnBuildCall(body, "nn_ukernel_matmul_f32", 13, args);
  } else {
    // (a, its strides, the panels, their width and depth, k0, j0, c, its
    // strides, m, n, k, accumulate)
    MlirType i64 = mlirIntegerTypeGet(b.ctx, 64);
    MlirValue origin[2];
    nnPackedWeightOrigin(body, c->operands[1], origin);
    MlirValue row = nnToI64(body, origin[0]), col = nnToI64(body, origin[1]);
    bool transposed = weight.layout == NN_PACK_PANELS_TRANSPOSED;
    MlirValue panels = packedPointer(body, weight.global, (MlirValue){NULL});
    if (mlirValueIsNull(panels))
      return false;
    MlirValue packedArgs[15] = {args[0],
                                args[1],
                                args[2],
                                panels,
                                nnbConstant(body, i64, weight.panel),
                                nnbConstant(body, i64, weight.depth),
                                transposed ? col : row,
                                transposed ? row : col,
                                args[6],
                                args[7],
                                args[8],
                                args[9],
                                args[10],
                                args[11],
                                args[12]};
    nnBuildCall(body, "nn_ukernel_matmul_packed_f32", 15, packedArgs);
  }
  for (int i = c->numBatch - 1; i >= 0; --i)
    nnbEndForBetween(i ? &loops[i - 1].body : &b, &loops[i], nnbIndex(&b, 0),
                     extents[i], NULL, NULL, NULL);
  return true;
}

/* Convolutions. */

// A named convolution's operand dims by logical dimension: input (b, c, h,
// w), weight (o, c, h, w), output (b, o, h, w). The depthwise weight has no
// o (-1), and its output's o is the channel. A grouped convolution's group
// dim of each operand (input, weight, output; -1 for the others) becomes
// an scf.for around the call, one call per group, or with `groupsInCall`
// arguments of one call (the group count and the three group strides), so
// that the ukernel may compute across groups; a 3-D convolution's depth
// dims two loops, over output and kernel depths.
typedef struct {
  const char *name, *callee;
  bool depthwise;
  int input[4], weight[4], output[4];
  int group[3];
  int depth[3]; // a 3-D op's depth dims (input, weight, output), else -1
  bool groupsInCall;
} ConvForm;

static const ConvForm kConvForms[] = {
    {"linalg.conv_2d_nchw_fchw",
     "nn_ukernel_conv2d_f32",
     false,
     {0, 1, 2, 3},
     {0, 1, 2, 3},
     {0, 1, 2, 3},
     {-1, -1, -1},
     {-1, -1, -1},
     false},
    {"linalg.conv_2d_nhwc_hwcf",
     "nn_ukernel_conv2d_f32",
     false,
     {0, 3, 1, 2},
     {3, 2, 0, 1},
     {0, 3, 1, 2},
     {-1, -1, -1},
     {-1, -1, -1},
     false},
    {"linalg.depthwise_conv_2d_nchw_chw",
     "nn_ukernel_depthwise_conv2d_f32",
     true,
     {0, 1, 2, 3},
     {-1, 0, 1, 2},
     {0, 1, 2, 3},
     {-1, -1, -1},
     {-1, -1, -1},
     false},
    {"linalg.depthwise_conv_2d_nhwc_hwc",
     "nn_ukernel_depthwise_conv2d_f32",
     true,
     {0, 3, 1, 2},
     {-1, 2, 0, 1},
     {0, 3, 1, 2},
     {-1, -1, -1},
     {-1, -1, -1},
     false},
    // Input (n, g, c, h, w), weight (g, f, c, kh, kw), output (n, g, f, oh,
    // ow).
    {"linalg.conv_2d_ngchw_gfchw",
     "nn_ukernel_conv2d_f32",
     false,
     {0, 2, 3, 4},
     {1, 2, 3, 4},
     {0, 2, 3, 4},
     {1, 0, 1},
     {-1, -1, -1},
     false},
    // Input (n, h, w, g, c), weight (g, f, kh, kw, c), output (n, oh, ow,
    // g, f).
    // One call for all groups: channels last, the ukernel's vectors may
    // run across groups (nn_ukernel_grouped_conv2d_f32).
    {"linalg.conv_2d_nhwgc_gfhwc",
     "nn_ukernel_grouped_conv2d_f32",
     false,
     {0, 4, 1, 2},
     {1, 4, 2, 3},
     {0, 4, 1, 2},
     {3, 0, 3},
     {-1, -1, -1},
     true},
    // 3-D: a 2-D call per output depth and kernel depth, over the (h, w)
    // planes at those depths.
    {"linalg.conv_3d_ncdhw_fcdhw",
     "nn_ukernel_conv2d_f32",
     false,
     {0, 1, 3, 4},
     {0, 1, 3, 4},
     {0, 1, 3, 4},
     {-1, -1, -1},
     {2, 2, 2},
     false},
    {"linalg.conv_3d_ndhwc_dhwcf",
     "nn_ukernel_conv2d_f32",
     false,
     {0, 4, 2, 3},
     {4, 3, 1, 2},
     {0, 4, 2, 3},
     {-1, -1, -1},
     {1, 0, 1},
     false},
    {"linalg.depthwise_conv_3d_ncdhw_cdhw",
     "nn_ukernel_depthwise_conv2d_f32",
     true,
     {0, 1, 3, 4},
     {-1, 0, 2, 3},
     {0, 1, 3, 4},
     {-1, -1, -1},
     {2, 1, 2},
     false},
    {"linalg.depthwise_conv_3d_ndhwc_dhwc",
     "nn_ukernel_depthwise_conv2d_f32",
     true,
     {0, 4, 2, 3},
     {-1, 3, 1, 2},
     {0, 4, 2, 3},
     {-1, -1, -1},
     {1, 0, 1},
     false},
};

static const ConvForm *convForm(MlirOperation op) {
  for (size_t i = 0; i < sizeof(kConvForms) / sizeof(kConvForms[0]); ++i)
    if (nnOpIs(op, kConvForms[i].name))
      return mlirOperationGetNumOperands(op) == 3 &&
                     mlirOperationGetNumResults(op) == 0 &&
                     isF32Memref(mlirOperationGetOperand(op, 0)) &&
                     isF32Memref(mlirOperationGetOperand(op, 1)) &&
                     isF32Memref(mlirOperationGetOperand(op, 2))
                 ? &kConvForms[i]
                 : NULL;
  return NULL;
}

// Element `i` of the op's i64 vector attribute `name` (strides,
// dilations), 1 when absent.
static int64_t windowAttr(MlirOperation op, const char *name, intptr_t i) {
  MlirAttribute attr =
      mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString(name));
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsADenseIntElements(attr) ||
      mlirElementsAttrGetNumElements(attr) <= i)
    return 1;
  return mlirDenseElementsAttrGetInt64Value(attr, i);
}

// A convolution's epilogue that the ukernel can run on its tile while it is
// in L1: the next op but subviews is a linalg.generic over the
// convolution's output buffer (a fresh one, zero-filled, read by nothing
// else) and at most a bias per output channel, whose body adds the bias
// and clamps with constant bounds (maximumf, then minimumf: relu, relu6,
// clip), writing another buffer. The call then writes that buffer; the
// generic and the intermediate buffer go.
typedef struct {
  MlirOperation generic, alloc, dealloc; // dealloc may be null
  MlirValue dst, bias;                   // bias may be null
  double lo, hi;
} Epilogue;

// The value of `v` if it is an f32 arith.constant defined outside `body`.
static bool outerConstant(MlirValue v, MlirBlock body, double *value) {
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!nnOpIs(def, "arith.constant") ||
      mlirBlockEqual(mlirOperationGetBlock(def), body))
    return false;
  MlirAttribute attr = mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("value"));
  if (!mlirAttributeIsAFloat(attr))
    return false;
  *value = mlirFloatAttrGetValueDouble(attr);
  return true;
}

// Reads the body: x = addf(acc, bias) (when there is a bias, and only
// then), then optionally x = maximumf(x, lo), then optionally
// x = minimumf(x, hi), yield x; at least one step.
static bool epilogueBody(MlirOperation generic, bool hasBias, Epilogue *e) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(generic, 0));
  MlirValue x = mlirBlockGetArgument(body, 0);
  MlirValue bias = hasBias ? mlirBlockGetArgument(body, 1) : (MlirValue){0};
  e->lo = -INFINITY, e->hi = INFINITY;
  int done = hasBias ? 0 : 1; // 0: nothing yet, 1: the sum, 2: max, 3: min
  MlirOperation op = mlirBlockGetFirstOperation(body);
  for (; !mlirOperationIsNull(op) && !nnOpIs(op, "linalg.yield");
       op = mlirOperationGetNextInBlock(op)) {
    if (mlirOperationGetNumOperands(op) != 2)
      return false;
    MlirValue l = mlirOperationGetOperand(op, 0),
              r = mlirOperationGetOperand(op, 1);
    MlirValue other = mlirValueEqual(l, x)   ? r
                      : mlirValueEqual(r, x) ? l
                                             : (MlirValue){0};
    if (mlirValueIsNull(other))
      return false;
    if (done == 0 && nnOpIs(op, "arith.addf") && mlirValueEqual(other, bias))
      done = 1;
    else if (done == 1 && nnOpIs(op, "arith.maximumf") &&
             outerConstant(other, body, &e->lo))
      done = 2;
    else if (done >= 1 && done <= 2 && nnOpIs(op, "arith.minimumf") &&
             outerConstant(other, body, &e->hi))
      done = 3;
    else
      return false;
    x = mlirOperationGetResult(op, 0);
  }
  return done >= 1 && (hasBias || done >= 2) && !mlirOperationIsNull(op) &&
         mlirOperationGetNumOperands(op) == 1 &&
         mlirValueEqual(mlirOperationGetOperand(op, 0), x) && e->lo <= e->hi;
}

static bool isIdentity(MlirAttribute maps, intptr_t i) {
  MlirAffineMap map =
      mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
  return mlirAffineMapIsIdentity(map);
}

// The buffer a view (subviews, reshapes, casts) looks into.
static MlirValue rootBuffer(MlirValue v) {
  while (mlirValueIsAOpResult(v)) {
    MlirOperation def = mlirOpResultGetOwner(v);
    if (!nnOpIs(def, "memref.subview") &&
        !nnOpIs(def, "memref.collapse_shape") &&
        !nnOpIs(def, "memref.expand_shape") && !nnOpIs(def, "memref.cast") &&
        !nnOpIs(def, "memref.reinterpret_cast"))
      break;
    v = mlirOperationGetOperand(def, 0);
  }
  return v;
}

static bool fusedEpilogue(MlirOperation conv, const ConvForm *form,
                          bool accumulate, Epilogue *e) {
  MlirValue acc = mlirOperationGetOperand(conv, 2);
  if (accumulate || form->group[0] >= 0 || form->depth[0] >= 0 ||
      !mlirValueIsAOpResult(acc))
    return false;
  *e = (Epilogue){.alloc = mlirOpResultGetOwner(acc)};
  if (!nnOpIs(e->alloc, "memref.alloc") ||
      mlirOperationGetNumOperands(e->alloc) != 0)
    return false;
  MlirOperation generic = mlirOperationGetNextInBlock(conv);
  while (!mlirOperationIsNull(generic) && nnOpIs(generic, "memref.subview"))
    generic = mlirOperationGetNextInBlock(generic);
  if (mlirOperationIsNull(generic) || !nnOpIs(generic, "linalg.generic") ||
      mlirOperationGetNumResults(generic) != 0)
    return false;
  intptr_t operands = mlirOperationGetNumOperands(generic);
  if (operands != 2 && operands != 3)
    return false;
  bool hasBias = operands == 3;
  if (!mlirValueEqual(mlirOperationGetOperand(generic, 0), acc))
    return false;
  for (MlirOpOperand use = mlirValueGetFirstUse(acc); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use)) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    bool known = mlirOperationEqual(user, conv) ||
                 (mlirOperationEqual(user, generic) &&
                  mlirOpOperandGetOperandNumber(use) == 0) ||
                 nnIsZeroFillOf(user, acc);
    if (!known && nnOpIs(user, "memref.dealloc") &&
        mlirOperationIsNull(e->dealloc)) {
      e->dealloc = user;
      known = true;
    }
    if (!known)
      return false;
  }
  // acc and the destination read through the identity: every loop is a
  // parallel one, an element of both.
  MlirAttribute maps = mlirOperationGetAttributeByName(
      generic, mlirStringRefCreateFromCString("indexing_maps"));
  if (mlirAttributeIsNull(maps) || !mlirAttributeIsAArray(maps) ||
      mlirArrayAttrGetNumElements(maps) != operands || !isIdentity(maps, 0) ||
      !isIdentity(maps, operands - 1))
    return false;
  // The call writes the destination while it reads the input, the weight
  // and the bias: none may be a view of the destination's buffer.
  e->dst = mlirOperationGetOperand(generic, operands - 1);
  MlirValue root = rootBuffer(e->dst);
  if (!isF32Memref(e->dst) ||
      mlirValueEqual(root, rootBuffer(mlirOperationGetOperand(conv, 0))) ||
      mlirValueEqual(root, rootBuffer(mlirOperationGetOperand(conv, 1))))
    return false;
  MlirType accType = mlirValueGetType(acc), dstType = mlirValueGetType(e->dst);
  intptr_t rank = mlirShapedTypeGetRank(accType);
  if (mlirShapedTypeGetRank(dstType) != rank)
    return false;
  for (intptr_t d = 0; d < rank; ++d)
    if (mlirShapedTypeGetDimSize(dstType, d) !=
        mlirShapedTypeGetDimSize(accType, d))
      return false;
  if (hasBias) {
    // One value per output channel: the map reads the channel loop only.
    e->bias = mlirOperationGetOperand(generic, 1);
    MlirAffineMap map =
        mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, 1));
    if (!isF32Memref(e->bias) ||
        mlirShapedTypeGetRank(mlirValueGetType(e->bias)) != 1 ||
        !nnIsProjection(map) || mlirAffineMapGetNumResults(map) != 1 ||
        nnMapResultOfLoop(map, form->output[1]) != 0 ||
        mlirValueEqual(root, rootBuffer(e->bias)))
      return false;
  }
  e->generic = generic;
  return epilogueBody(generic, hasBias, e);
}

// A loop around a convolution's call: its extent, and per operand (input,
// weight, output) the dim whose stride the index moves the pointer by (-1:
// not moved) and a multiplier of that stride (a window stride, a dilation).
typedef struct {
  MlirValue extent;
  int dims[3];
  int64_t scale[3];
} OuterLoop;

// Whether the weight of `op`, a 2-D convolution, is a constant that
// `packer` lays out ahead of time (PackedWeights.h), and how:
// - NCHW, the weight is the GEMM's A, read in place (FCHW rows of K = C *
//   KH * KW floats): padded rows when the ukernel would pack them on every
//   call (K a multiple of 1024 floats: ukInPlaceA);
// - NHWC, the weight is B (HWCF: K x F): panels, as a matmul's B.
// The tile slices only F, so the operand has all of K.
static bool laidOutWeight(MlirOperation op, const ConvForm *form,
                          NnWeightPacker *packer, NnPackedWeight *weight) {
  MlirType type = mlirValueGetType(mlirOperationGetOperand(op, 1));
  bool nchw = form == &kConvForms[0], nhwc = form == &kConvForms[1];
  if (!packer || !(nchw || nhwc) || !mlirShapedTypeHasStaticShape(type))
    return false;
  int64_t k = 1;
  for (intptr_t d = 0; d < 4; ++d)
    if (d != form->weight[0])
      k *= mlirShapedTypeGetDimSize(type, d);
  if (k <= 0 || (nchw && k % 1024 != 0))
    return false;
  return nnPackWeight(packer, mlirOperationGetOperand(op, 1),
                      nchw ? NN_PACK_PADDED_ROWS : NN_PACK_PANELS, weight) &&
         (nchw ? weight->cols : weight->depth) == k;
}

// Replaces `op` with a call; `pad`: its input's padding, read in place.
// `epilogue`: the generic after it, which the call takes over (it is
// built there, after the subviews that make its destination). `laidOut`:
// its weight as laidOutWeight laid it out (NULL: read as it is).
static bool rewriteConv(MlirOperation op, const ConvForm *form, bool accumulate,
                        const NnPaddedInput *pad, const Epilogue *epilogue,
                        const NnPackedWeight *laidOut) {
  NnBuilder b = nnBuilderBefore(epilogue ? epilogue->generic : op);
  NnStrided in, w = {0}, out, bias;
  if (!nnReadStrided(&b, pad ? pad->source : mlirOperationGetOperand(op, 0),
                     &in) ||
      (!laidOut && !nnReadStrided(&b, mlirOperationGetOperand(op, 1), &w)) ||
      !nnReadStrided(&b,
                     epilogue ? epilogue->dst : mlirOperationGetOperand(op, 2),
                     &out) ||
      (epilogue && !mlirValueIsNull(epilogue->bias) &&
       !nnReadStrided(&b, epilogue->bias, &bias)))
    return false;
  const NnStrided *operands[3] = {&in, &w, &out};
  MlirType i64 = mlirIntegerTypeGet(b.ctx, 64);
  bool deep = form->depth[0] >= 0;
  int64_t depthStride = deep ? windowAttr(op, "strides", 0) : 1;
  int64_t depthDilation = deep ? windowAttr(op, "dilations", 0) : 1;
  // Loops around the call, outermost first: the groups (a call per group),
  // then a 3-D convolution's output depths and kernel depths (a 2-D call
  // per pair, the first kernel depth overwriting when the op may). Each
  // moves every operand's pointer by its index times a stride (in
  // elements) of that operand.
  OuterLoop outer[3];
  int numOuter = 0;
  if (form->group[0] >= 0 && !form->groupsInCall)
    outer[numOuter++] =
        (OuterLoop){out.sizes[form->group[2]],
                    {form->group[0], form->group[1], form->group[2]},
                    {1, 1, 1}};
  if (deep) {
    outer[numOuter++] = (OuterLoop){out.sizes[form->depth[2]],
                                    {form->depth[0], -1, form->depth[2]},
                                    {depthStride, 0, 1}};
    outer[numOuter++] = (OuterLoop){w.sizes[form->depth[1]],
                                    {form->depth[0], form->depth[1], -1},
                                    {depthDilation, 1, 0}};
  }
  MlirValue offsets[3] = {in.offset, w.offset, out.offset};
  MlirValue accumulates = nnbConstant(&b, i64, accumulate);
  NnForLoop loops[3];
  NnBuilder *body = &b;
  for (int i = 0; i < numOuter; ++i) {
    nnbBeginFor(body, &loops[i], 0, NULL);
    body = &loops[i].body;
    for (int j = 0; j < 3; ++j) {
      if (outer[i].dims[j] < 0)
        continue;
      MlirValue step = operands[j]->strides[outer[i].dims[j]];
      if (outer[i].scale[j] != 1)
        step =
            nnbOp2(body, "arith.muli", step, nnbIndex(body, outer[i].scale[j]));
      offsets[j] = nnbOp2(body, "arith.addi", offsets[j],
                          nnbOp2(body, "arith.muli", loops[i].iv, step));
    }
  }
  if (deep && !accumulate) {
    // Kernel depths after the first add to what the first wrote.
    MlirValue first =
        nnbCmpi(body, 0 /* eq */, loops[numOuter - 1].iv, nnbIndex(body, 0));
    accumulates = nnbOp3(body, "arith.select", first, accumulates,
                         nnbConstant(body, i64, 1));
  }
  // The 2-D window attributes are the last two of a 3-D op's.
  intptr_t hw = deep ? 1 : 0;
  MlirValue args[39];
  int n = 0;
  args[n++] = nnPointerAt(body, &in, offsets[0], 4);
  for (int d = 0; d < 4; ++d)
    args[n++] = nnToI64(body, in.strides[form->input[d]]);
  MlirType wType = mlirValueGetType(mlirOperationGetOperand(op, 1));
  MlirValue origin[4];
  if (laidOut)
    nnPackedWeightOrigin(body, mlirOperationGetOperand(op, 1), origin);
  if (laidOut && laidOut->layout == NN_PACK_PANELS) {
    // The panels (nn_ukernel_conv2d_packed_f32): their width and depth,
    // and the operand's place in them, all of K from column f0.
    args[n] = packedPointer(body, laidOut->global, (MlirValue){NULL});
    if (mlirValueIsNull(args[n++]))
      return false;
    args[n++] = nnbConstant(body, i64, (double)laidOut->panel);
    args[n++] = nnbConstant(body, i64, (double)laidOut->depth);
    args[n++] = nnbConstant(body, i64, 0);
    args[n++] = nnToI64(body, origin[form->weight[0]]);
  } else if (laidOut) {
    // The padded rows (PackedWeights.h): row f at f * rowStride, the rest
    // of its dims as the operand's.
    int64_t kh = mlirShapedTypeGetDimSize(wType, 2),
            kw = mlirShapedTypeGetDimSize(wType, 3);
    int64_t strides[4] = {laidOut->rowStride, kh * kw, kw, 1};
    MlirValue at = nnbIndex(body, 0);
    for (int d = 0; d < 4; ++d)
      at = nnbOp2(
          body, "arith.addi", at,
          nnbOp2(body, "arith.muli", origin[d], nnbIndex(body, strides[d])));
    args[n] = packedPointer(body, laidOut->global, at);
    if (mlirValueIsNull(args[n++]))
      return false;
    for (int d = 0; d < 4; ++d)
      args[n++] = nnbConstant(body, i64, (double)strides[d]);
  } else {
    args[n++] = nnPointerAt(body, &w, offsets[1], 4);
    for (int d = 0; d < 4; ++d)
      if (form->weight[d] >= 0)
        args[n++] = nnToI64(body, w.strides[form->weight[d]]);
  }
  args[n++] = nnPointerAt(body, &out, offsets[2], 4);
  for (int d = 0; d < 4; ++d)
    args[n++] = nnToI64(body, out.strides[form->output[d]]);
  // Sizes: (n, f, oh, ow, c, kh, kw); depthwise (n, c, oh, ow, kh, kw).
  for (int d = 0; d < 4; ++d)
    args[n++] = nnToI64(body, out.sizes[form->output[d]]);
  for (int d = form->depthwise ? 2 : 1; d < 4; ++d)
    args[n++] = laidOut ? nnbConstant(body, i64,
                                      (double)mlirShapedTypeGetDimSize(
                                          wType, form->weight[d]))
                        : nnToI64(body, w.sizes[form->weight[d]]);
  for (intptr_t i = 0; i < 2; ++i)
    args[n++] =
        nnbConstant(body, i64, (double)windowAttr(op, "strides", hw + i));
  for (intptr_t i = 0; i < 2; ++i)
    args[n++] =
        nnbConstant(body, i64, (double)windowAttr(op, "dilations", hw + i));
  if (form->depthwise) {
    // The padding the ukernel reads as zeros, and the input's H and W.
    args[n++] = pad && !mlirValueIsNull(pad->topValue)
                    ? nnToI64(body, pad->topValue)
                    : nnbConstant(body, i64, pad ? (double)pad->top : 0);
    args[n++] = pad && !mlirValueIsNull(pad->leftValue)
                    ? nnToI64(body, pad->leftValue)
                    : nnbConstant(body, i64, pad ? (double)pad->left : 0);
    args[n++] = nnToI64(body, in.sizes[form->input[2]]);
    args[n++] = nnToI64(body, in.sizes[form->input[3]]);
  }
  // The epilogue: a bias per output channel (a null pointer: none), bounds.
  MlirType f32 = mlirF32TypeGet(b.ctx);
  if (epilogue && !mlirValueIsNull(epilogue->bias)) {
    args[n++] = nnPointerAt(body, &bias, bias.offset, 4);
    args[n++] = nnToI64(body, bias.strides[0]);
  } else {
    MlirType ptr = mlirLLVMPointerTypeGet(b.ctx, 0);
    MlirOperationState state =
        mlirOperationStateGet(nnStr("llvm.mlir.zero"), body->loc);
    mlirOperationStateAddResults(&state, 1, &ptr);
    MlirOperation zero = nnBuild(body, &state);
    if (mlirOperationIsNull(zero))
      return false;
    args[n++] = mlirOperationGetResult(zero, 0);
    args[n++] = nnbConstant(body, i64, 0);
  }
  args[n++] = nnbConstant(body, f32, epilogue ? epilogue->lo : -INFINITY);
  args[n++] = nnbConstant(body, f32, epilogue ? epilogue->hi : INFINITY);
  args[n++] = accumulates;
  if (form->groupsInCall) {
    args[n++] = nnToI64(body, out.sizes[form->group[2]]);
    for (int j = 0; j < 3; ++j)
      args[n++] = nnToI64(body, operands[j]->strides[form->group[j]]);
  }
  nnBuildCall(body,
              laidOut && laidOut->layout == NN_PACK_PANELS
                  ? "nn_ukernel_conv2d_packed_f32"
                  : form->callee,
              n, args);
  for (int i = numOuter - 1; i >= 0; --i)
    nnbEndForBetween(i ? &loops[i - 1].body : &b, &loops[i], nnbIndex(&b, 0),
                     outer[i].extent, NULL, NULL, NULL);
  return true;
}

/* Transposes. */

// Whether the innermost dim of memref `v` has stride 1, statically.
static bool unitInnerStride(MlirValue v) {
  MlirType type = mlirValueGetType(v);
  intptr_t rank = mlirShapedTypeGetRank(type);
  int64_t strides[NN_MAX_RANK], offset;
  return rank >= 1 && rank <= NN_MAX_RANK &&
         mlirLogicalResultIsSuccess(
             mlirMemRefTypeGetStridesAndOffset(type, strides, &offset)) &&
         strides[rank - 1] == 1;
}

// A linalg.transpose of f32 memrefs whose output's innermost dim reads one
// of the input's outer dims, both innermost dims of unit stride: 2-D
// transposes of rows that nn_ukernel_transpose_f32 takes in 16x16 register
// blocks, in a loop over the other dims. perm[] gets its permutation.
static bool isUkernelTranspose(MlirOperation op, int64_t *perm,
                               intptr_t *rank) {
  if (!nnOpIs(op, "linalg.transpose") || mlirOperationGetNumOperands(op) != 2)
    return false;
  MlirValue in = mlirOperationGetOperand(op, 0),
            out = mlirOperationGetOperand(op, 1);
  MlirAttribute attr =
      mlirOperationGetAttributeByName(op, nnStr("permutation"));
  if (!isF32Memref(in) || !isF32Memref(out) || mlirAttributeIsNull(attr) ||
      !mlirAttributeIsADenseI64Array(attr))
    return false;
  intptr_t n = mlirDenseArrayGetNumElements(attr);
  if (n < 2 || n > NN_MAX_RANK)
    return false;
  for (intptr_t i = 0; i < n; ++i)
    perm[i] = mlirDenseI64ArrayGetElement(attr, i);
  *rank = n;
  if (perm[n - 1] == n - 1 || !unitInnerStride(in) || !unitInnerStride(out))
    return false;
  // Narrower than the 16x16 register block on a static side (3 channels
  // going last): LLVM's loops do better than the ukernel's scalar edges.
  MlirType type = mlirValueGetType(out);
  intptr_t q = 0;
  while (perm[q] != n - 1)
    ++q;
  const intptr_t sides[] = {q, n - 1};
  for (int i = 0; i < 2; ++i) {
    int64_t size = mlirShapedTypeGetDimSize(type, sides[i]);
    if (!mlirShapedTypeIsDynamicSize(size) && size < 16)
      return false;
  }
  return true;
}

// The call: the output's innermost dim L (the input's dim perm[L]) is the
// kernel's rows, the output dim q reading the input's innermost is its
// columns, every other output dim a loop moving both pointers.
static bool rewriteTranspose(MlirOperation op, const int64_t *perm,
                             intptr_t rank) {
  NnBuilder b = nnBuilderBefore(op);
  NnStrided in, out;
  if (!nnReadStrided(&b, mlirOperationGetOperand(op, 0), &in) ||
      !nnReadStrided(&b, mlirOperationGetOperand(op, 1), &out))
    return false;
  intptr_t last = rank - 1, q = 0;
  while (perm[q] != last)
    ++q;
  MlirValue inOffset = in.offset, outOffset = out.offset;
  NnForLoop loops[NN_MAX_RANK];
  MlirValue extents[NN_MAX_RANK];
  int numLoops = 0;
  NnBuilder *body = &b;
  for (intptr_t d = 0; d < rank; ++d) {
    if (d == q || d == last)
      continue;
    extents[numLoops] = out.sizes[d];
    nnbBeginFor(body, &loops[numLoops], 0, NULL);
    body = &loops[numLoops].body;
    MlirValue iv = loops[numLoops++].iv;
    inOffset = nnbOp2(body, "arith.addi", inOffset,
                      nnbOp2(body, "arith.muli", iv, in.strides[perm[d]]));
    outOffset = nnbOp2(body, "arith.addi", outOffset,
                       nnbOp2(body, "arith.muli", iv, out.strides[d]));
  }
  MlirValue args[] = {nnPointerAt(body, &in, inOffset, 4),
                      nnToI64(body, in.strides[perm[last]]),
                      nnPointerAt(body, &out, outOffset, 4),
                      nnToI64(body, out.strides[q]),
                      nnToI64(body, out.sizes[last]),
                      nnToI64(body, out.sizes[q])};
  nnBuildCall(body, "nn_ukernel_transpose_f32", 6, args);
  for (int i = numLoops - 1; i >= 0; --i)
    nnbEndForBetween(i ? &loops[i - 1].body : &b, &loops[i], nnbIndex(&b, 0),
                     extents[i], NULL, NULL, NULL);
  return true;
}

/* The declarations. */

static const struct {
  const char *name, *declaration;
} kUkernels[] = {
    {"nn_ukernel_matmul_f32",
     "func.func private @nn_ukernel_matmul_f32(!llvm.ptr, i64, i64, "
     "!llvm.ptr, i64, i64, !llvm.ptr, i64, i64, i64, i64, i64, i64)"},
    {"nn_ukernel_matmul_packed_f32",
     "func.func private @nn_ukernel_matmul_packed_f32(!llvm.ptr, i64, i64, "
     "!llvm.ptr, i64, i64, i64, i64, !llvm.ptr, i64, i64, i64, i64, i64, "
     "i64)"},
    {"nn_ukernel_conv2d_f32",
     "func.func private @nn_ukernel_conv2d_f32(!llvm.ptr, i64, i64, i64, i64, "
     "!llvm.ptr, i64, i64, i64, i64, !llvm.ptr, i64, i64, i64, i64, i64, i64, "
     "i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, i64, f32, f32, "
     "i64)"},
    {"nn_ukernel_conv2d_packed_f32",
     "func.func private @nn_ukernel_conv2d_packed_f32(!llvm.ptr, i64, i64, "
     "i64, i64, !llvm.ptr, i64, i64, i64, i64, !llvm.ptr, i64, i64, i64, i64, "
     "i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, i64, "
     "f32, f32, i64)"},
    {"nn_ukernel_depthwise_conv2d_f32",
     "func.func private @nn_ukernel_depthwise_conv2d_f32(!llvm.ptr, i64, i64, "
     "i64, i64, !llvm.ptr, i64, i64, i64, !llvm.ptr, i64, i64, i64, i64, i64, "
     "i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, "
     "!llvm.ptr, i64, f32, f32, i64)"},
    {"nn_ukernel_grouped_conv2d_f32",
     "func.func private @nn_ukernel_grouped_conv2d_f32(!llvm.ptr, i64, i64, "
     "i64, i64, !llvm.ptr, i64, i64, i64, i64, !llvm.ptr, i64, i64, i64, i64, "
     "i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, i64, "
     "f32, f32, i64, i64, i64, i64, i64)"},
    {"nn_ukernel_transpose_f32",
     "func.func private @nn_ukernel_transpose_f32(!llvm.ptr, i64, !llvm.ptr, "
     "i64, i64, i64)"},
};

enum { kNumUkernels = sizeof(kUkernels) / sizeof(kUkernels[0]) };

// The index in kUkernels of the ukernel `name`.
static int ukernelIndex(const char *name) {
  int i = 0;
  while (i + 1 < kNumUkernels && strcmp(kUkernels[i].name, name) != 0)
    ++i;
  return i;
}

// Declares the ukernels `used` in `module` unless it already has them.
static bool declare(MlirOperation module, const bool *used) {
  MlirContext ctx = mlirOperationGetContext(module);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  MlirSymbolTable table = mlirSymbolTableCreate(module);
  bool ok = true;
  for (int i = 0; ok && i < kNumUkernels; ++i) {
    if (!used[i] ||
        !mlirOperationIsNull(mlirSymbolTableLookup(
            table, mlirStringRefCreateFromCString(kUkernels[i].name))))
      continue;
    MlirOperation decl = mlirOperationCreateParse(
        ctx, mlirStringRefCreateFromCString(kUkernels[i].declaration),
        mlirStringRefCreateFromCString("ukernels"));
    ok = !mlirOperationIsNull(decl);
    if (ok)
      mlirBlockInsertOwnedOperation(body, 0, decl);
  }
  mlirSymbolTableDestroy(table);
  return ok;
}

/* The pass. */

// The output a ukernel call would replace `op`'s writes to, or null.
static MlirValue ukernelOutput(MlirOperation op) {
  NnContraction c;
  if (convForm(op))
    return mlirOperationGetOperand(op, 2);
  if (isContractionOp(op, &c))
    return c.operands[2];
  return (MlirValue){NULL};
}

typedef struct {
  NnOpList ops;   // to rewrite, in order
  NnOpList calls; // every func.call: who passes a function its weights
} Collected;

// Collects the ops to rewrite, each zero fill of one's output right before
// it (pre-order: the fill, then its body, then the op) just ahead of it,
// and the calls.
static MlirWalkResult collect(MlirOperation op, void *userData) {
  Collected *collected = userData;
  if (nnOpIs(op, "func.call"))
    return nnOpListPush(&collected->calls, op) ? MlirWalkResultAdvance
                                               : MlirWalkResultInterrupt;
  int64_t perm[NN_MAX_RANK];
  intptr_t rank;
  bool take = !mlirValueIsNull(ukernelOutput(op)) ||
              isUkernelTranspose(op, perm, &rank);
  if (!take && nnOpIs(op, "linalg.fill")) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    MlirValue out =
        mlirOperationIsNull(next) ? (MlirValue){NULL} : ukernelOutput(next);
    take = !mlirValueIsNull(out) && nnIsZeroFillOf(op, out);
  }
  if (take && !nnOpListPush(&collected->ops, op))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

/* Options. */

typedef struct {
  bool packWeights;
  int64_t panelWidth; // 0: this machine's ukernel's
} UkernelsState;

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  (void)env;
  UkernelsState *s = nnAllocArray(1, sizeof(UkernelsState));
  if (!s) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  s->packWeights = values[0].b;
  s->panelWidth = values[1].i;
  return s;
}

static void destroyState(void *state) { free(state); }

static const NnOptionDef kOptions[] = {
    NN_BOOL_OPTION("pack-weights", "true",
                   "Pack a matmul's or an NHWC convolution's constant "
                   "weight (B) at compile time into the panels the ukernel "
                   "reads, a new constant global, instead of on every call "
                   "(and pad an NCHW convolution weight's rows where the "
                   "ukernel would pack them)"),
    NN_INT_OPTION("panel-width", "0", 0, 1024,
                  "Columns per packed panel (0: the width this machine's "
                  "ukernel reads in place, 32 with AVX-512, else 16; a "
                  "library for another CPU is right with any width, and "
                  "fastest with its own)"),
};

static MlirLogicalResult run(MlirOperation module, void *state) {
  const UkernelsState *options = state;
  Collected collected = {{0}, {0}};
  mlirOperationWalk(module, collect, &collected, MlirWalkPreOrder);
  NnOpList list = collected.ops;
  NnWeightPacker *packer = NULL;
  if (options->packWeights) {
    int64_t panel = options->panelWidth ? options->panelWidth
                                        : nn_ukernel_matmul_panel_width();
    packer = nnWeightPackerCreate(module, collected.calls.ops,
                                  (intptr_t)collected.calls.count, panel);
  }
  bool used[kNumUkernels] = {false};
  bool ok = true;
  for (size_t i = 0; ok && i < list.count; ++i) {
    MlirOperation op = list.ops[i], fill = {NULL};
    if (nnOpIs(op, "linalg.fill")) {
      if (i + 1 == list.count)
        break; // the walk ran out of memory before the fill's op
      fill = op;
      op = list.ops[++i]; // the fill's op, pushed right after it
    }
    bool accumulate = mlirOperationIsNull(fill);
    int64_t perm[NN_MAX_RANK];
    intptr_t rank;
    const ConvForm *form = convForm(op);
    NnContraction c;
    NnPaddedInput pad;
    Epilogue epilogue;
    bool padded = false, fused = false, packed = false, laidOut = false;
    NnPackedWeight weight;
    if (form) {
      padded = form->depthwise &&
               nnPaddedInput(op, form->input[2], form->input[3], &pad);
      fused = fusedEpilogue(op, form, accumulate, &epilogue);
      laidOut = laidOutWeight(op, form, packer, &weight);
      ok = rewriteConv(op, form, accumulate, padded ? &pad : NULL,
                       fused ? &epilogue : NULL, laidOut ? &weight : NULL);
      used[ukernelIndex(laidOut && weight.layout == NN_PACK_PANELS
                            ? "nn_ukernel_conv2d_packed_f32"
                            : form->callee)] = true;
    } else if (isContractionOp(op, &c)) {
      ok = rewriteContraction(op, &c, accumulate, packer, &packed);
      used[ukernelIndex(packed ? "nn_ukernel_matmul_packed_f32"
                               : "nn_ukernel_matmul_f32")] = true;
    } else if (isUkernelTranspose(op, perm, &rank)) {
      ok = rewriteTranspose(op, perm, rank);
      used[ukernelIndex("nn_ukernel_transpose_f32")] = true;
    }
    // The operand a laid-out weight replaced, whose subviews may go.
    MlirValue replaced = packed    ? c.operands[1]
                         : laidOut ? mlirOperationGetOperand(op, 1)
                                   : (MlirValue){NULL};
    if (ok && fused)
      mlirOperationDestroy(epilogue.generic);
    if (ok)
      mlirOperationDestroy(op);
    if (ok && !mlirValueIsNull(replaced))
      nnEraseDeadSubviews(replaced);
    if (ok && !accumulate)
      mlirOperationDestroy(fill);
    if (ok && fused && !mlirOperationIsNull(epilogue.dealloc))
      mlirOperationDestroy(epilogue.dealloc);
    if (ok && fused)
      mlirOperationDestroy(epilogue.alloc);
    if (ok && padded)
      nnErasePaddedInput(&pad);
  }
  if (ok)
    nnWeightPackerFinish(packer);
  nnWeightPackerDestroy(packer);
  nnOpListFree(&list);
  nnOpListFree(&collected.calls);
  if (ok)
    ok = declare(module, used);
  if (!ok)
    mlirEmitError(mlirOperationGetLocation(module),
                  "nn-cpu-ukernels: cannot build a ukernel call");
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__func__();
  handles[1] = mlirGetDialectHandle__llvm__();
  handles[2] = mlirGetDialectHandle__memref__();
  handles[3] = mlirGetDialectHandle__scf__();
  handles[4] = mlirGetDialectHandle__arith__();
  return 5;
}

const NnPassDef nnCpuUkernelsPass = {
    .argument = "nn-cpu-ukernels",
    .name = "NNCpuUkernels",
    .description = "Replace f32 matmul and convolution ops on memrefs (the "
                   "tiles of a fused kernel) with calls of nn's packed, "
                   "register-tiled CPU ukernels",
    .options = kOptions,
    .numOptions = sizeof(kOptions) / sizeof(kOptions[0]),
    .createState = createState,
    .destroyState = destroyState,
    .run = run,
    .opName = "builtin.module",
    .dependentDialects = dialects,
};
