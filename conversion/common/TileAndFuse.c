//===- TileAndFuse.c - One scf.forall per fused kernel (--nn-tile-fused) --===//
//
// DESIGN.md promises one loop nest per nn.fused function. Upstream
// elementwise fusion gives that for elementwise groups; a group anchored on a
// matmul, a convolution or a reduction stays several linalg ops (fill,
// matmul, epilogue; max, exp, sum, divide). This pass tiles the op that
// produces the returned value (the root) with
// transform.structured.tile_using_forall and fuses every other linalg op of
// the function (and tensor.pad) into the loop with
// transform.structured.fuse_into_containing_op, consumers first, so the
// function becomes one scf.forall computing an anchor tile and its epilogue
// together.
//
// The transform script is text, built per function (tile sizes differ) and
// applied with mlirTransformApplyNamedSequence. We chose that over the
// transform-interpreter pass: a pass in a pipeline cannot be handed a script
// built at run time (it reads a file or the payload module), and the C call
// lets us apply it to one function, look at the result and throw it away.
//
// Kernels: a root and the producers only it uses (findCones). In an
// nn.fused function that is normally the whole group, rooted at the op
// producing the returned value. Elsewhere (the caller, option
// caller-kernels) an op only joins a kernel whose root has its location:
// the linalg ops one nn op became (a softmax left in the caller as a
// single-op kernel) become one loop, and ops of different nn ops stay
// apart, as --fuse-ops left them.
//
// Ops are found by tags (discardable attributes nn.tile_root and
// nn.tile_producer) rather than by walking handles; one match gets all
// roots and one all producers, in block order, and split_handle hands them
// out; each kernel's producers are fused in reverse block order (a consumer
// must be fused before its producers, or the producer's second use is
// missed). Fusing a value used twice in the tile clones its producer twice;
// CSE of the loop after each fusion merges the clones before their own
// producers are fused, so work is never duplicated. That CSE makes a
// kernel's cost quadratic in its size, which --fuse-ops caps (max-depth);
// over the module the pass stays linear.
//
// Tile sizes come from the root's iteration space: dims the root reduces
// over, and dims along which it broadcasts a value computed in the function
// (the row maximum of a softmax), stay whole, since tiling them would
// recompute that value in every tile; the other parallel dims share a budget
// of output elements (`tile-elements`, or `row-elements` when some dims stay
// whole: smaller, since the rows' intermediates and the output rows of a
// tile should fit in L1 together), square-ish and innermost first, each
// rounded down to a divisor of its extent when one is near, then halved
// until there are a few tiles (a loop of one iteration would be folded
// away). A softmax over rows thus gets a few whole rows per tile. A
// kernel reducing into every dim it keeps (a sum over any axes, a mean, a
// global pool) counts the input elements its tiles read instead
// (`reduction-elements`, and two tiles per thread), innermost kept dims
// first.
// Kernels holding a matmul or convolution get their sizes from a cost model
// of the CPU's ukernels instead (ContractionTiles.c).
//
// All or nothing: the script runs on a clone of the function, with its
// diagnostics silenced. Only when it succeeds and leaves none of the tagged
// ops outside a loop does the clone's body replace the original's.
// Otherwise (an op the transform cannot tile or fuse, dynamic shapes, a
// root with several results) the function keeps its ops as they were:
// correct, just several loop nests. Kernels of a single linalg op (not
// counting linalg.fill and tensor.pad) are left alone, except a matmul or a
// convolution (option lone-contractions): its tiles are what the CPU's
// ukernels compute in parallel; a large elementwise op or transpose of
// rank 2 or more (option lone-elementwise), tiled in whole inner rows of its
// result: untiled, OpenMP would run its loops as one collapsed loop dividing
// the index per element; and a reduction (option lone-reductions), tiled
// along the dims it keeps: untiled, a reduction over a leading axis would
// fork and join the threads once per reduced row.
//
//===----------------------------------------------------------------------===//

#include "conversion/common/TileAndFuse.h"
#include "conversion/Passes.h"
#include "conversion/common/ContractionTiles.h"
#include "conversion/common/Contractions.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Affine.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/Tensor.h"
#include "mlir-c/Dialect/Transform.h"
#include "mlir-c/Dialect/Transform/Interpreter.h"
#include "support/Location.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"
#include "support/PointerMap.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum {
  // The loops of a root this tiles (ContractionTiles.h).
  kMaxLoops = NN_TILE_MAX_LOOPS,
  // Fewer tiles than this and chosen sizes are halved (not a contraction's
  // chosen by the cost model, which counts the threads).
  kMinTiles = 4,
};

typedef struct {
  int64_t sizes[kMaxLoops]; // the tile-sizes option; numSizes == 0: choose
  int numSizes;
  int64_t tileElements;
  int64_t rowElements; // the budget when some dims stay whole (rows)
  bool callerKernels;
  int64_t contractionElements; // the budget of a matmul's or conv's tile
  bool loneContractions;
  bool printTiling;
  bool loneElementwise;
  int threads; // the threads that run a kernel's tiles (cost model)
  bool loneReductions;
  int64_t reductionElements; // input elements per tile of a lone reduction
  int64_t dynamicExtent;     // what tile sizes take a dynamic extent to be
} TileState;

/* Options. */

static void *createTileFusedState(const NnOptionValue *values,
                                  const NnPassEnv *env, NnStringBuffer *error) {
  TileState *s = nnAllocArray(1, sizeof(TileState));
  if (!s) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  for (int i = 0; i < values[0].count; ++i)
    s->sizes[s->numSizes++] = values[0].list[i];
  s->tileElements = values[1].i;
  s->rowElements = values[2].i;
  s->callerKernels = values[3].b;
  s->contractionElements = values[4].i;
  s->loneContractions = values[5].b;
  s->printTiling = values[6].b;
  s->threads = (int)values[7].i;
  s->loneElementwise = values[8].b;
  s->loneReductions = values[9].b;
  s->reductionElements = values[10].i;
  s->dynamicExtent = values[11].i;
  if (s->threads == 0) {
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    s->threads = cpus > 0 && cpus < 4096 ? (int)cpus : 1;
  }
  return s;
}

static void destroyTileFusedState(void *state) { free(state); }

/* Which ops take part. */

// The ops the transform can tile and fuse: linalg's structured ops and
// tensor.pad (a padded convolution input).
static bool isTileable(MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (name.length > 7 && strncmp(name.data, "linalg.", 7) == 0)
    return !nnOpIs(op, "linalg.yield") && !nnOpIs(op, "linalg.index");
  return nnOpIs(op, "tensor.pad");
}

static bool isDefinedIn(MlirValue value, MlirBlock block) {
  return mlirValueIsAOpResult(value) &&
         mlirBlockEqual(mlirOperationGetBlock(mlirOpResultGetOwner(value)),
                        block);
}

/* The root's iteration space and its tile sizes. */

typedef NnTileLoops Loops;

// Loop extents of a linalg op from its indexing maps (a named op's too: its
// loops need not be its result's dims in order, as depthwise_conv_2d_nchw_chw
// runs (n, oh, ow, c, kh, kw)) and operand shapes.
// `dynamicExtent`: the extent a dynamic loop is taken to have, which tile
// sizes are chosen for (the loop's last tile is partial at run time).
static bool linalgLoops(MlirOperation root, MlirBlock body,
                        int64_t dynamicExtent, Loops *l) {
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(root);
  bool contraction = nnContractionKind(root) != NN_NOT_CONTRACTION;
  intptr_t numOperands = mlirOperationGetNumOperands(root);
  if (mlirAttributeIsNull(maps) || !mlirAttributeIsAArray(maps) ||
      mlirArrayAttrGetNumElements(maps) != numOperands ||
      mlirOperationGetNumResults(root) != 1 || numOperands < 1)
    return false;
  l->n = (int)mlirAffineMapGetNumDims(
      mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, 0)));
  if (l->n > kMaxLoops)
    return false;
  for (int d = 0; d < l->n; ++d)
    l->size[d] = -1, l->parallel[d] = false, l->tile[d] = true;
  for (intptr_t i = 0; i < numOperands; ++i) {
    MlirAffineMap map =
        mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
    MlirValue operand = mlirOperationGetOperand(root, i);
    MlirType type = mlirValueGetType(operand);
    if (!mlirTypeIsARankedTensor(type))
      return false;
    bool output = i == numOperands - 1;
    bool seen[kMaxLoops] = {false};
    if (output) {
      l->numOut = (int)mlirAffineMapGetNumResults(map);
      if (l->numOut > kMaxLoops)
        return false;
    }
    for (intptr_t r = 0; r < mlirAffineMapGetNumResults(map); ++r) {
      MlirAffineExpr e = mlirAffineMapGetResult(map, r);
      if (output)
        l->outLoop[r] =
            mlirAffineExprIsADim(e) ? (int)mlirAffineDimExprGetPosition(e) : -1;
      if (!mlirAffineExprIsADim(e)) {
        // A window's position (oh * stride + kh) reads along both loops.
        for (int d = 0; d < l->n; ++d)
          seen[d] |= mlirAffineExprIsFunctionOfDim(e, d);
        continue;
      }
      intptr_t d = mlirAffineDimExprGetPosition(e);
      int64_t extent = mlirShapedTypeGetDimSize(type, r);
      if (!mlirShapedTypeIsDynamicSize(extent)) {
        l->size[d] = extent;
        l->dynamic[d] = false;
      } else if (l->size[d] < 0 && dynamicExtent > 0) {
        l->size[d] = dynamicExtent;
        l->dynamic[d] = true;
      }
      seen[d] = true;
      l->parallel[d] |= output;
    }
    // A value this function computes, read along fewer dims than the loop
    // has: it was reduced over the missing dims, which must stay whole. Not
    // for a contraction's operands, which it reads along fewer dims by
    // nature (a matmul's lhs has no n, a convolution's input no f): their
    // producer is recomputed per tile, as any fused producer is.
    if (!output && !contraction && isDefinedIn(operand, body) &&
        isTileable(mlirOpResultGetOwner(operand)))
      for (int d = 0; d < l->n; ++d)
        l->tile[d] &= seen[d];
  }
  for (int d = 0; d < l->n; ++d) {
    if (l->size[d] < 0)
      return false;
    l->tile[d] &= l->parallel[d];
  }
  return true;
}

// A linalg.generic or linalg.transpose of two or more loops, all parallel
// (the result indexed by every loop, in order), each input read along some
// of the loops (or at 0 along a dim of size 1: a broadcast keeping its
// rank, as an attention mask of ?x1x?x? added to ?x12x?x? scores): an
// elementwise op over rows, with broadcasts, or a transpose. Tiled in whole
// inner rows of its result, its innermost loop writes contiguously; an input
// read in loop order is read contiguously too, a transposed one strided. Either
// way no index is divided per element, as OpenMP's one collapsed loop over the
// untiled op does (a 1x3x224x224 -> NHWC input transpose ran at 2 GB/s that
// way).
static bool isStreaming(MlirOperation op) {
  if (!(nnOpIs(op, "linalg.generic") || nnOpIs(op, "linalg.transpose")) ||
      mlirOperationGetNumResults(op) != 1)
    return false;
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(op);
  intptr_t count = mlirAttributeIsNull(maps) || !mlirAttributeIsAArray(maps)
                       ? 0
                       : mlirArrayAttrGetNumElements(maps);
  if (count < 1)
    return false;
  for (intptr_t i = 0; i < count; ++i) {
    MlirAffineMap map =
        mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, i));
    intptr_t dims = mlirAffineMapGetNumDims(map);
    intptr_t results = mlirAffineMapGetNumResults(map);
    bool output = i == count - 1;
    if (dims < 2 || (output && results != dims))
      return false;
    intptr_t last = -1;
    for (intptr_t r = 0; r < results; ++r) {
      MlirAffineExpr e = mlirAffineMapGetResult(map, r);
      if (!output && mlirAffineExprIsAConstant(e) &&
          mlirAffineConstantExprGetValue(e) == 0)
        continue;
      if (!mlirAffineExprIsADim(e) ||
          (output && mlirAffineDimExprGetPosition(e) <= last))
        return false;
      last = mlirAffineDimExprGetPosition(e);
    }
  }
  return true;
}

// For a linalg.transpose of `n` loops: the loop reading the input's
// innermost dim when it is not the last loop, else -1.
static int transposedLoop(MlirOperation op, int n) {
  if (!nnOpIs(op, "linalg.transpose"))
    return -1;
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(op);
  if (mlirAttributeIsNull(maps) || !mlirAttributeIsAArray(maps) ||
      mlirArrayAttrGetNumElements(maps) < 1)
    return -1;
  MlirAffineMap input =
      mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(maps, 0));
  intptr_t results = mlirAffineMapGetNumResults(input);
  if (results != n)
    return -1;
  MlirAffineExpr last = mlirAffineMapGetResult(input, results - 1);
  if (!mlirAffineExprIsADim(last))
    return -1;
  int loop = (int)mlirAffineDimExprGetPosition(last);
  return loop == n - 1 ? -1 : loop;
}

// transposedLoop, when the input's rows are 64 long or more and the
// output's 16 or more (the ukernel's register block). Shorter input rows
// keep tiles of whole output rows: a tile then spans the input's whole
// rows, so each line it reads serves the 16 output rows the line's floats
// go to while it is in L1 (NCHW -> NHWC at 28x28 ran at 34 GB/s that way,
// 30 GB/s in blocks; an image's 3 channels going last could not fill a
// block at all).
static int blockTransposedLoop(MlirOperation op, const Loops *l) {
  int q = transposedLoop(op, l->n);
  return q >= 0 && l->size[q] >= 64 && l->size[l->n - 1] >= 16 ? q : -1;
}

// The product of a linalg op's reduction loops (K of a contraction's GEMM,
// the elements a reduction combines per output), 1 when it has none, 0 when
// unknown.
static int64_t reductionVolume(MlirOperation op, MlirBlock body,
                               int64_t dynamicExtent) {
  Loops l = {0};
  if (!linalgLoops(op, body, dynamicExtent, &l))
    return 0;
  int64_t volume = 1;
  for (int d = 0; d < l.n; ++d)
    if (!l.parallel[d])
      volume = l.size[d] > 0 && volume <= INT64_MAX / l.size[d]
                   ? volume * l.size[d]
                   : 0;
  return volume;
}

// tensor.pad: its loops are the result's dims, in order.
static bool padLoops(MlirOperation root, Loops *l) {
  if (mlirOperationGetNumResults(root) != 1)
    return false;
  MlirType type = mlirValueGetType(mlirOperationGetResult(root, 0));
  if (!mlirTypeIsARankedTensor(type) || !mlirShapedTypeHasStaticShape(type) ||
      mlirShapedTypeGetRank(type) > kMaxLoops)
    return false;
  l->n = (int)mlirShapedTypeGetRank(type);
  l->numOut = l->n;
  for (int d = 0; d < l->n; ++d) {
    l->size[d] = mlirShapedTypeGetDimSize(type, d);
    l->parallel[d] = l->tile[d] = true;
    l->outLoop[d] = d;
  }
  return true;
}

// The largest t with t^k <= budget.
static int64_t rootOf(int64_t budget, int k) {
  int64_t t = (int64_t)floor(pow((double)budget, 1.0 / k) + 1e-9);
  return t < 1 ? 1 : t;
}

// With print-tiling: one line per tiled root on stderr, `LOC: nn-tile-fused:
// OP KIND, loops [EXTENTS], tiles [SIZES] (0: whole), COUNT tiles`, which is
// how a user sees what the sizes chosen from the budgets are.
static void printTiling(MlirOperation root, const Loops *l,
                        const int64_t *sizes) {
  static const char *const kinds[] = {"", " (contraction: matmul)",
                                      " (contraction: channels-first conv)",
                                      " (contraction: channels-last conv)"};
  NnStringBuffer line = {0};
  mlirLocationPrint(mlirOperationGetLocation(root), nnStringBufferCallback,
                    &line);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(root));
  nnStringBufferPrintf(&line, ": nn-tile-fused: %.*s%s, loops [",
                       (int)name.length, name.data, kinds[l->kind]);
  int64_t tiles = 1;
  for (int d = 0; d < l->n; ++d) {
    nnStringBufferPrintf(&line, "%s%lld", d ? ", " : "", (long long)l->size[d]);
    if (sizes[d])
      tiles *= (l->size[d] + sizes[d] - 1) / sizes[d];
  }
  nnStringBufferPrintf(&line, "], tiles [");
  for (int d = 0; d < l->n; ++d)
    nnStringBufferPrintf(&line, "%s%lld", d ? ", " : "", (long long)sizes[d]);
  nnStringBufferPrintf(&line, "], %lld tiles\n", (long long)tiles);
  fputs(nnStringBufferStr(&line), stderr);
  nnStringBufferFree(&line);
}

// Fills `out` (one size per loop, 0: not tiled); false if nothing tiles.
static bool chooseTileSizes(const Loops *l, const TileState *s, int64_t *out) {
  if (s->numSizes) {
    bool any = false;
    for (int d = 0; d < l->n; ++d) {
      out[d] = d < s->numSizes && l->parallel[d] ? s->sizes[d] : 0;
      any |= out[d] > 0;
    }
    return any;
  }
  int64_t whole = 1;
  int k = 0;
  bool wholeParallel = false; // a parallel dim that must stay whole
  for (int d = 0; d < l->n; ++d) {
    out[d] = 0;
    if (l->tile[d])
      ++k;
    else if (l->size[d] > 0)
      whole *= l->size[d];
    wholeParallel |= l->parallel[d] && !l->tile[d] && l->size[d] > 1;
  }
  // Every parallel dim must stay whole (a softmax over a vector): one tile
  // would be a loop of one iteration, which canonicalization folds away.
  if (k == 0)
    return false;
  bool modelled = false;
  if (l->kind != NN_NOT_CONTRACTION && !wholeParallel) {
    // A convolution's dynamic batch is sized as one image: its tiles split
    // each image, and more images only make more tiles.
    Loops sized = *l;
    int batch = l->numOut > 0 ? l->outLoop[0] : -1;
    if (l->kind != NN_CONTRACTION_MATMUL && batch >= 0 && l->dynamic[batch]) {
      sized.size[batch] = 1; // the fewest tiles: the model balances them
      sized.dynamic[batch] = false;
    }
    modelled =
        nnContractionTiles(&sized, s->contractionElements, s->threads, out);
    nnBalanceDynamicTiles(&sized, s->threads, out);
  } else if (l->streaming && l->transposed >= 0) {
    // A transpose whose innermost loop reads across the input's rows:
    // square blocks of that loop and of the one reading along them, the
    // other loops one at a time. The CPU's ukernel transposes a block in
    // registers, 16x16 at a time, reading and writing whole lines; in
    // whole output rows, each tile read one float of every input row (a
    // 4096x4096 transpose: 2 GB/s).
    int64_t budget = s->tileElements;
    int64_t side = rootOf(budget, 2);
    for (int d = 0; d < l->n; ++d)
      out[d] = 1;
    out[l->n - 1] = nnTakeTile(l->size[l->n - 1], side, &budget);
    out[l->transposed] = nnTakeTile(l->size[l->transposed], INT64_MAX, &budget);
  } else if (l->streaming) {
    // Whole inner rows, as many as the budget holds: the tile's innermost
    // loop is long and contiguous in every operand, which LLVM vectorizes.
    int64_t budget = s->tileElements;
    for (int d = l->n - 1; d >= 0; --d)
      out[d] = nnTakeTile(l->size[d], INT64_MAX, &budget);
  } else if (l->reduced > 1 && !wholeParallel && s->reductionElements > 0) {
    // A reduction (alone, or with an epilogue: a mean, a global pool): each
    // tile reads the whole reduced extent for each output it keeps, so the
    // budget counts input elements: two tiles per thread, or
    // reduction-elements when larger (a small reduction is not split finer
    // than is worth a tile). Innermost kept dims first, so that a sum over
    // leading rows reads long runs of each row (4096x4096 over axis 0:
    // runs of 64 floats took 2.5 ms, of 1024 floats 1.7 ms) and a
    // channels-last global pool whole pixels (tiles of 8 channels read
    // 32-byte pieces of each pixel: 3x slower).
    int64_t kept = 1;
    for (int d = 0; d < l->n; ++d)
      if (l->tile[d])
        kept = kept <= INT64_MAX / l->size[d] ? kept * l->size[d] : INT64_MAX;
    int64_t share = kept / (2 * s->threads);
    int64_t budget = share > s->reductionElements / l->reduced
                         ? share
                         : s->reductionElements / l->reduced;
    if (budget < 1)
      budget = 1;
    for (int d = l->n - 1; d >= 0; --d)
      if (l->tile[d])
        out[d] = nnTakeTile(l->size[d], INT64_MAX, &budget);
  } else {
    // Rows (some dims whole) carry row-sized intermediates through the tile
    // (a softmax's exponentials), so they get their own, smaller budget.
    // Rows take it on static dims first, dynamic ones what is left (mostly
    // 1): a tile of more than one along a dynamic dim has a size known only
    // at run time (its last tile is partial), and so has every row
    // intermediate in it (a softmax over ?x12x?x384 in tiles of 2 batches:
    // 1.3x slower than in tiles of 2 heads). Other kernels keep square-ish
    // tiles, which a transpose needs more (in whole heads, ?x?x12x64 ->
    // ?x12x64x? ran 3x slower).
    int64_t budget = (whole > 1 ? s->rowElements : s->tileElements) / whole;
    if (budget < 1)
      budget = 1;
    bool staticFirst = whole > 1;
    int numStatic = 0;
    for (int d = 0; d < l->n; ++d)
      numStatic += l->tile[d] && (!l->dynamic[d] || !staticFirst);
    for (int pass = 0; pass < 2; ++pass) {
      int left = pass == 0 ? numStatic : k - numStatic;
      for (int d = l->n - 1; d >= 0; --d) {
        if (!l->tile[d] || (staticFirst && l->dynamic[d]) != (pass == 1))
          continue;
        int64_t t = rootOf(budget, left--);
        if (t > l->size[d])
          t = l->size[d];
        t = nnRoundToDivisor(t, l->size[d]);
        out[d] = t < 1 ? 1 : t;
        budget = budget / out[d] < 1 ? 1 : budget / out[d];
      }
    }
  }
  // A small kernel fits one tile, but a loop of one iteration is folded
  // away (and gives no parallelism): halve the largest tile until there are
  // a few.
  for (;;) {
    int64_t tiles = 1;
    int widest = -1;
    for (int d = 0; d < l->n; ++d) {
      if (!out[d])
        continue;
      tiles *= (l->size[d] + out[d] - 1) / out[d];
      if (out[d] > 1 && (widest < 0 || out[d] > out[widest]))
        widest = d;
    }
    // An elementwise op alone that fits one tile is too small to gain from
    // threads: it stays untiled.
    if (modelled || l->streaming || tiles >= kMinTiles || widest < 0)
      return tiles > 1;
    out[widest] = nnRoundToDivisor((out[widest] + 1) / 2, l->size[widest]);
  }
}

/* The transform script. */

static MlirLogicalResult dropDiagnostic(MlirDiagnostic diagnostic,
                                        void *userData) {
  (void)diagnostic;
  (void)userData;
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnApplyTransformScript(MlirOperation payload,
                                         const char *script, const char *entry,
                                         bool quiet) {
  MlirContext ctx = mlirOperationGetContext(payload);
  MlirDiagnosticHandlerID handler = 0;
  if (quiet)
    handler =
        mlirContextAttachDiagnosticHandler(ctx, dropDiagnostic, NULL, NULL);
  MlirLogicalResult result = mlirLogicalResultFailure();
  MlirModule module = mlirModuleCreateParse(ctx, nnStr(script));
  if (!mlirModuleIsNull(module)) {
    MlirOperation sequence = {NULL};
    MlirBlock body = mlirModuleGetBody(module);
    for (MlirOperation op = mlirBlockGetFirstOperation(body);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
      MlirAttribute name = mlirOperationGetAttributeByName(
          op, mlirSymbolTableGetSymbolAttributeName());
      if (!mlirAttributeIsNull(name) &&
          mlirStringRefEqual(mlirStringAttrGetValue(name), nnStr(entry)))
        sequence = op;
    }
    if (!mlirOperationIsNull(sequence)) {
      MlirTransformOptions options = mlirTransformOptionsCreate();
      // Handle checks walk the payload after every transform: quadratic.
      mlirTransformOptionsEnableExpensiveChecks(options, false);
      result = mlirTransformApplyNamedSequence(
          payload, sequence, mlirModuleGetOperation(module), options);
      mlirTransformOptionsDestroy(options);
    }
    mlirModuleDestroy(module);
  }
  if (quiet)
    mlirContextDetachDiagnosticHandler(ctx, handler);
  return result;
}

static const char *const kAnyOp = "!transform.any_op";

/* Kernels: a root and the producers only it uses. */

// The top-level tileable ops of a function body in block order, split into
// kernels. cone[i] is the index of op i's kernel root; a root's producers
// are linked from first[root] through next[], last in block order first
// (consumers are fused before their producers).
typedef struct {
  MlirOperation *ops;
  int *cone, *first, *last, *next, *kernels;
  int count;
} Cones;

static void freeCones(Cones *c) {
  free(c->ops);
  free(c->cone);
  free(c->first);
  free(c->last);
  free(c->next);
  free(c->kernels);
}

// Whether `a` and `b` were lowered from one nn op: one location, or one is
// a fused location with the other's among its parts (elementwise fusion
// folds a splat constant, gamma of ones say, into the generic reading it,
// which then has the nn op's location fused with the constant's).
static bool sameNnOp(MlirOperation a, MlirOperation b) {
  MlirLocation la = mlirOperationGetLocation(a);
  MlirLocation lb = mlirOperationGetLocation(b);
  return nnLocationContains(la, lb) || nnLocationContains(lb, la);
}

// An op joins the kernel of its users when all of them are top-level
// tileable ops of one kernel (outside nn.fused functions, also only when it
// has the root's location: the ops one nn op was lowered to). Otherwise it
// roots a kernel of its own. One backward pass; each use is visited once.
// False when out of memory (`c` is then freed).
static bool findCones(MlirBlock body, bool fused, Cones *c) {
  *c = (Cones){0};
  NnOpList ops = {0};
  NnPointerMap index = {0};
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       ok && !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!isTileable(op))
      continue;
    ok = nnPointerMapSet(&index, op.ptr, c->count) && nnOpListPush(&ops, op);
    c->count += ok;
  }
  c->ops = ops.ops;
  size_t n = (size_t)c->count + 1;
  c->cone = nnAllocArray(n, sizeof(int));
  c->first = nnAllocArray(n, sizeof(int));
  c->last = nnAllocArray(n, sizeof(int));
  c->next = nnAllocArray(n, sizeof(int));
  c->kernels = nnAllocArray(n, sizeof(int));
  if (!ok || !c->cone || !c->first || !c->last || !c->next || !c->kernels) {
    nnPointerMapFree(&index);
    freeCones(c);
    return false;
  }
  for (int i = c->count - 1; i >= 0; --i) {
    MlirOperation op = c->ops[i];
    int root = -1;
    bool joins = true;
    for (intptr_t r = 0; joins && r < mlirOperationGetNumResults(op); ++r)
      for (MlirOpOperand use =
               mlirValueGetFirstUse(mlirOperationGetResult(op, r));
           joins && !mlirOpOperandIsNull(use);
           use = mlirOpOperandGetNextUse(use)) {
        intptr_t user;
        if (!nnPointerMapGet(&index, mlirOpOperandGetOwner(use).ptr, &user))
          joins = false;
        else if (root < 0)
          root = c->cone[user];
        else
          joins = root == c->cone[user];
      }
    if (!joins || root < 0 || (!fused && !sameNnOp(op, c->ops[root])))
      root = i;
    c->cone[i] = root;
    c->next[i] = -1;
    if (root == i)
      c->first[i] = c->last[i] = -1;
    else if (c->last[root] < 0)
      c->first[root] = c->last[root] = i;
    else
      c->last[root] = c->next[c->last[root]] = i;
    c->kernels[root] += !nnOpIs(op, "linalg.fill") && !nnOpIs(op, "tensor.pad");
  }
  nnPointerMapFree(&index);
  return true;
}

/* The transform script. */

static void printSplit(NnStringBuffer *s, const char *name, const char *tag,
                       int count) {
  nnStringBufferPrintf(s,
                       "  %%%s_all = transform.structured.match "
                       "attributes{%s} in %%f : (%s) -> %s\n"
                       "  %%%s:%d = transform.split_handle %%%s_all : (%s) "
                       "-> (",
                       name, tag, kAnyOp, kAnyOp, name, count, name, kAnyOp);
  for (int i = 0; i < count; ++i)
    nnStringBufferPrintf(s, "%s%s", i ? ", " : "", kAnyOp);
  nnStringBufferPrintf(s, ")\n");
}

static void beginScript(NnStringBuffer *s, int numRoots, int numProducers) {
  nnStringBufferPrintf(s,
                       "module attributes {transform.with_named_sequence} {\n"
                       "transform.named_sequence @nn_tile_fused(%%f: %s "
                       "{transform.readonly}) {\n",
                       kAnyOp);
  printSplit(s, "r", "nn.tile_root", numRoots);
  // A handle cannot be split into no handles (an elementwise op alone has
  // no producers).
  if (numProducers)
    printSplit(s, "p", "nn.tile_producer", numProducers);
}

// Tiles root handle %r#root and fuses producer handles %p#producers[i], in
// the order given, into its loop.
static void addKernel(NnStringBuffer *s, int root, const int64_t *tileSizes,
                      int n, const int *producers, int numProducers) {
  nnStringBufferPrintf(s,
                       "  %%t%d, %%l%d_0 = transform.structured."
                       "tile_using_forall %%r#%d tile_sizes [",
                       root, root, root);
  for (int d = 0; d < n; ++d)
    nnStringBufferPrintf(s, "%s%lld", d ? ", " : "", (long long)tileSizes[d]);
  nnStringBufferPrintf(s, "] : (%s) -> (%s, %s)\n", kAnyOp, kAnyOp, kAnyOp);
  for (int j = 1; j <= numProducers; ++j)
    nnStringBufferPrintf(
        s,
        "  %%u%d_%d, %%l%d_%d = transform.structured.fuse_into_containing_op "
        "%%p#%d into %%l%d_%d : (%s, %s) -> (%s, %s)\n"
        "  transform.apply_cse to %%l%d_%d : %s\n",
        root, j, root, j, producers[j - 1], root, j - 1, kAnyOp, kAnyOp, kAnyOp,
        kAnyOp, root, j, kAnyOp);
}

// The closing patterns: a loop over a dynamic extent reads the size off
// the root's operand (tensor.dim of a fused tensor.pad); resolving such
// sizes to the sizes they were made from leaves the fused producers dead.
static void endScript(NnStringBuffer *s) {
  nnStringBufferPrintf(s,
                       "  transform.apply_patterns to %%f {\n"
                       "    transform.apply_patterns.memref."
                       "resolve_ranked_shaped_type_result_dims\n"
                       "    transform.apply_patterns.canonicalization\n"
                       "  } : %s\n"
                       "  transform.apply_cse to %%f : %s\n"
                       "  transform.yield\n}\n}\n",
                       kAnyOp, kAnyOp);
}

/* One function. */

static MlirWalkResult untag(MlirOperation op, void *userData) {
  (void)userData;
  mlirOperationRemoveDiscardableAttributeByName(op, nnStr("nn.tile_root"));
  mlirOperationRemoveDiscardableAttributeByName(op, nnStr("nn.tile_producer"));
  return MlirWalkResultAdvance;
}

static bool isTagged(MlirOperation op) {
  return !mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(
             op, nnStr("nn.tile_root"))) ||
         !mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(
             op, nnStr("nn.tile_producer")));
}

// Every tagged op went into a loop: none is left at the top level (a loop
// folded for having one iteration would leave its ops there, tags and all).
static bool allInLoops(MlirBlock body) {
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (isTagged(op))
      return false;
  return true;
}

// Whether `op` reads or writes a tensor without elements. A kernel with one
// is not tiled: there is little to split, and upstream tiling and fusion
// crash on loops of no iterations (a reduction over an empty axis).
static bool touchesEmpty(MlirOperation op) {
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; ++i) {
    MlirType type = mlirValueGetType(mlirOperationGetOperand(op, i));
    for (intptr_t d = 0;
         mlirTypeIsARankedTensor(type) && d < mlirShapedTypeGetRank(type); ++d)
      if (mlirShapedTypeGetDimSize(type, d) == 0)
        return true;
  }
  return false;
}

// Tiles the kernels of `func`; false when out of memory (the function is
// then left as it was).
static bool tileFunction(MlirOperation func, bool fused, const TileState *s) {
  MlirRegion region = mlirOperationGetRegion(func, 0);
  MlirBlock body = mlirRegionGetFirstBlock(region);
  if (mlirBlockIsNull(body) || !mlirBlockIsNull(mlirBlockGetNextInRegion(body)))
    return true;
  Cones c;
  if (!findCones(body, fused, &c))
    return false;
  // Script indices of the kernels chosen, in block order.
  size_t n = (size_t)c.count + 1;
  int *rootIndex = nnAllocArray(n, sizeof(int));
  int *producerIndex = nnAllocArray(n, sizeof(int));
  int *order = nnAllocArray(n, sizeof(int));
  int64_t(*sizes)[kMaxLoops] = nnAllocArray(n, sizeof(*sizes));
  int *numLoops = nnAllocArray(n, sizeof(int));
  bool *empty = nnAllocArray(n, sizeof(bool));
  NnContractionKind *kinds = nnAllocArray(n, sizeof(NnContractionKind));
  bool *grouped = nnAllocArray(n, sizeof(bool));       // has a grouped conv
  bool *direct = nnAllocArray(n, sizeof(bool));        // has a depthwise conv
  int64_t *depth = nnAllocArray(n, sizeof(int64_t));   // its reduction
  int64_t *reduced = nnAllocArray(n, sizeof(int64_t)); // NnTileLoops.reduced
  bool allocated = rootIndex && producerIndex && order && sizes && numLoops &&
                   empty && kinds && grouped && direct && depth && reduced;
  int numRoots = 0, numProducers = 0;
  // A kernel with a matmul or convolution (its epilogue is the root) is
  // tiled for the contraction.
  for (int i = 0; i < c.count && allocated; ++i) {
    empty[c.cone[i]] = empty[c.cone[i]] || touchesEmpty(c.ops[i]);
    NnContractionKind kind = nnContractionKind(c.ops[i]);
    if (kind != NN_NOT_CONTRACTION) {
      kinds[c.cone[i]] = kind;
      depth[c.cone[i]] = reductionVolume(c.ops[i], body, s->dynamicExtent);
      direct[c.cone[i]] = nnIsDepthwiseConv(c.ops[i]);
    } else if (nnOpIs(c.ops[i], "linalg.generic")) {
      int64_t volume = reductionVolume(c.ops[i], body, s->dynamicExtent);
      if (volume > reduced[c.cone[i]])
        reduced[c.cone[i]] = volume;
    }
    grouped[c.cone[i]] = grouped[c.cone[i]] || nnIsGroupedConv(c.ops[i]);
  }
  for (int i = 0; i < c.count && allocated; ++i) {
    rootIndex[i] = -1;
    MlirOperation root = c.ops[i];
    // A matmul or convolution alone (with its fill) is tiled like a fused
    // kernel: its tiles are what the CPU's ukernels compute, in parallel.
    NnContractionKind kind = c.cone[i] == i ? kinds[i] : NN_NOT_CONTRACTION;
    bool lone = kind != NN_NOT_CONTRACTION && s->loneContractions;
    // An elementwise op alone, of rank 2 or more, is tiled too: untiled, its
    // loops become one OpenMP loop over the collapsed index space, which
    // divides the index back into coordinates for every element and stays
    // scalar (a residual add + relu ran at 7-11 GB/s, its 1-D form at 65).
    bool alone = c.cone[i] == i && c.kernels[i] == 1 && !lone;
    bool streaming = alone && s->loneElementwise && isStreaming(root);
    // A reduction alone (with its fill) is tiled along the dims it keeps:
    // threads split those, each tile reduces whole. Untiled,
    // convert-linalg-to-parallel-loops puts its parallel loops in an
    // scf.parallel inside its reduction loops when a reduced dim comes
    // first: a sum over the leading axis of 4096x4096 forked and joined
    // OpenMP's threads 4096 times per call (10.4 ms; tiled, 1.8 ms).
    bool reduction = alone && !streaming && s->loneReductions;
    if (c.cone[i] != i ||
        (c.kernels[i] < 2 && !lone && !streaming && !reduction) ||
        nnOpIs(root, "linalg.fill") || empty[i])
      continue;
    Loops loops = {0};
    bool known = nnOpIs(root, "tensor.pad")
                     ? padLoops(root, &loops)
                     : linalgLoops(root, body, s->dynamicExtent, &loops);
    if (reduction && reduced[i] < 2)
      continue;
    loops.reduced = reduced[i];
    loops.streaming = streaming;
    loops.transposed =
        streaming && known ? blockTransposedLoop(root, &loops) : -1;
    loops.kind = kind;
    // The root of a grouped convolution's kernel (it, or an epilogue on its
    // (n, g, f, h, w) or (n, h, w, g, f) result) keeps each group's
    // channels f whole.
    int fDim = kind == NN_CONTRACTION_CONV_CHANNELS_LAST ? 4 : 2;
    loops.perGroup = grouped[i] && loops.numOut == 5 ? loops.outLoop[fDim] : -1;
    loops.depth = depth[i];
    loops.direct = direct[i];
    if (!known || !chooseTileSizes(&loops, s, sizes[i]))
      continue;
    if (s->printTiling)
      printTiling(root, &loops, sizes[i]);
    numLoops[i] = loops.n;
    rootIndex[i] = numRoots++;
  }
  if (numRoots) {
    MlirAttribute unit = mlirUnitAttrGet(mlirOperationGetContext(func));
    for (int i = 0; i < c.count; ++i) {
      if (rootIndex[c.cone[i]] < 0)
        continue;
      bool isRoot = c.cone[i] == i;
      if (!isRoot)
        producerIndex[i] = numProducers++;
      mlirOperationSetDiscardableAttributeByName(
          c.ops[i], nnStr(isRoot ? "nn.tile_root" : "nn.tile_producer"), unit);
    }
    NnStringBuffer script = {0};
    beginScript(&script, numRoots, numProducers);
    for (int i = 0; i < c.count; ++i) {
      if (c.cone[i] != i || rootIndex[i] < 0)
        continue;
      int n = 0;
      for (int j = c.first[i]; j >= 0; j = c.next[j])
        order[n++] = producerIndex[j];
      addKernel(&script, rootIndex[i], sizes[i], numLoops[i], order, n);
    }
    endScript(&script);

    // All or nothing, on a copy.
    MlirOperation clone = mlirOperationClone(func);
    mlirOperationWalk(func, untag, NULL, MlirWalkPreOrder);
    MlirRegion cloneRegion = mlirOperationGetRegion(clone, 0);
    bool ok = mlirLogicalResultIsSuccess(nnApplyTransformScript(
                  clone, nnStringBufferStr(&script), "nn_tile_fused", true)) &&
              allInLoops(mlirRegionGetFirstBlock(cloneRegion)) &&
              mlirOperationVerify(clone);
    nnStringBufferFree(&script);
    if (ok) {
      mlirOperationWalk(clone, untag, NULL, MlirWalkPreOrder);
      mlirRegionTakeBody(region, cloneRegion);
    }
    mlirOperationDestroy(clone);
  }
  free(rootIndex);
  free(producerIndex);
  free(order);
  free(sizes);
  free(numLoops);
  free(empty);
  free(kinds);
  free(grouped);
  free(direct);
  free(depth);
  free(reduced);
  freeCones(&c);
  return allocated;
}

static MlirLogicalResult runTileFused(MlirOperation module, void *state) {
  const TileState *s = state;
  MlirRegion region = mlirOperationGetRegion(module, 0);
  for (MlirBlock block = mlirRegionGetFirstBlock(region);
       !mlirBlockIsNull(block); block = mlirBlockGetNextInRegion(block))
    for (MlirOperation op = mlirBlockGetFirstOperation(block);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
      if (!nnOpIs(op, "func.func"))
        continue;
      bool fused = !mlirAttributeIsNull(
          mlirOperationGetAttributeByName(op, nnStr("nn.fused")));
      // A matmul moved out for a library (GpuOutlineMatmuls.c) stays whole.
      if (!mlirAttributeIsNull(
              mlirOperationGetAttributeByName(op, nnStr(NN_LIBRARY_CALL_ATTR))))
        continue;
      if ((fused || s->callerKernels) && !tileFunction(op, fused, s))
        return nnOutOfMemory(op, "nn-tile-fused");
    }
  return mlirLogicalResultSuccess();
}

intptr_t nnTileAndFuseDialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__transform__();
  handles[1] = mlirGetDialectHandle__scf__();
  handles[2] = mlirGetDialectHandle__tensor__();
  handles[3] = mlirGetDialectHandle__affine__();
  handles[4] = mlirGetDialectHandle__arith__();
  handles[5] = mlirGetDialectHandle__linalg__();
  return 6;
}

static const NnOptionDef tileFusedOptions[] = {
    {.name = "tile-sizes",
     .kind = NN_OPTION_INT_LIST,
     .defaultValue = "",
     .min = 0,
     .max = INT64_MAX,
     .maxCount = kMaxLoops,
     .doc = "Tile size per loop of the result's op, comma-separated (0: "
            "untiled); empty chooses them per function"},
    NN_INT_OPTION("tile-elements", "4096", 1, INT64_MAX,
                  "Output elements per tile when sizes are chosen"),
    NN_INT_OPTION("row-elements", "2048", 1, INT64_MAX,
                  "Output elements per tile when sizes are chosen and the "
                  "root keeps some dims whole (rows of a softmax, a "
                  "layer_norm, a reduction)"),
    NN_BOOL_OPTION("caller-kernels", "true",
                   "Also tile, outside nn.fused functions, the linalg ops "
                   "one nn op became (a softmax, a layer_norm)"),
    NN_INT_OPTION("contraction-elements", "32768", 1, INT64_MAX,
                  "Output elements per tile of a matmul or convolution when "
                  "sizes are chosen, at most (times K / 512 for a reduction "
                  "K deeper than 512)"),
    NN_BOOL_OPTION("lone-contractions", "true",
                   "Also tile a matmul or convolution that is a kernel of its "
                   "own (the CPU's ukernels run its tiles in parallel; the "
                   "CUDA pipeline maps it to threads untiled)"),
    NN_BOOL_OPTION("print-tiling", "false",
                   "Print each tiled root's loops and chosen tile sizes on "
                   "stderr, one line each"),
    NN_INT_OPTION("threads", "0", 0, 4096,
                  "Threads that run a matmul's or convolution's tiles, which "
                  "the tile cost model balances (0: this machine's CPUs)"),
    NN_BOOL_OPTION("lone-elementwise", "true",
                   "Also tile an elementwise op or transpose of rank 2 or "
                   "more that is a kernel of its own, in tiles of whole "
                   "inner rows (its "
                   "loops otherwise become one parallel loop with a division "
                   "per element; the CUDA pipeline sets false)"),
    NN_BOOL_OPTION("lone-reductions", "true",
                   "Also tile a reduction that is a kernel of its own along "
                   "the dims it keeps (untiled, a reduction over a leading "
                   "axis forks threads once per reduced row; the CUDA "
                   "pipeline sets false)"),
    NN_INT_OPTION("reduction-elements", "65536", 0, INT64_MAX,
                  "Input elements per tile of a reduction kernel that keeps "
                  "no dim whole (a sum, a mean, a global pool) when sizes "
                  "are chosen, at least (sizes aim at two tiles per thread); "
                  "0 sizes them by tile-elements like other kernels (the "
                  "CUDA pipeline: a work item per output)"),
    NN_INT_OPTION("dynamic-extent", "1024", 0, INT64_MAX,
                  "The extent sizes are chosen for along a dynamic dim (a "
                  "batch, a sequence): its tiles keep static sizes, the last "
                  "one partial at run time; 0 leaves kernels with dynamic "
                  "dims untiled"),
};

const NnPassDef nnTileFusedPass = {
    .argument = "nn-tile-fused",
    .name = "NNTileFused",
    .description = "Make each nn.fused function of several linalg ops one "
                   "scf.forall: tile the op producing the result, fuse its "
                   "producers into the loop (transform dialect)",
    .options = tileFusedOptions,
    .numOptions = sizeof(tileFusedOptions) / sizeof(tileFusedOptions[0]),
    .createState = createTileFusedState,
    .destroyState = destroyTileFusedState,
    .run = runTileFused,
    .opName = "builtin.module",
    .dependentDialects = nnTileAndFuseDialects,
};
