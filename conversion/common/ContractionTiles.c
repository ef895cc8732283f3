//===- ContractionTiles.c - Tile sizes of a matmul or convolution kernel --===//
//
// The tiles of a kernel holding a matmul or convolution are the calls the
// CPU's ukernels make (runtime/ukernels/Contraction.c), run in parallel, one
// thread per tile at a time. The ukernels pack the right operand's columns
// (the im2col panel of a channels-first convolution, the weights of a
// matmul) once per call and sweep the tile's rows over them with a register
// tile of up to 12 rows and 32 columns. So a tile's cost is:
//
//   K * (ceil_mr(M) * ceil_32(N) + kPackCost * N + kReadCost * M) + kTileCost
//
// for its M rows and N columns in the ukernel's terms and the reduction K:
// the FMAs of the register tiles, the edges included (a 196-column tile
// computes 224), the packing of N columns of depth K, each float of which
// costs about kPackCost FMAs, reading the M rows of A (a convolution's
// weights) once more in every tile (packing them, at kPackCost per float
// and block of 128 columns, when the ukernel cannot read them in place),
// and a fixed cost per tile (the call, the offsets, the epilogue's loop).
// Packing is why tiles want many rows, the edges why some sizes beat their
// neighbours, and the threads why the count of tiles matters: the kernel takes
// ceil(tiles / threads) tile times. The model tries every tiling whose sizes
// divide their dims and fit the budget of output elements, and keeps the
// cheapest (on a tie, the fewest tiles).
//
// The columns' tile (a matmul's n, a convolution's output row) is fixed
// first, as wide as possible up to kInnerCap: it is what the ukernels sweep
// with vectors. A grouped convolution, or a kernel whose depth is unknown,
// gets the fixed shape that preceded the model (cappedTiles).
//
//===----------------------------------------------------------------------===//

#include "conversion/common/ContractionTiles.h"

enum {
  kInnerCap = 256,
  kChannelCap = 128,
  // The widest ukernel's register tile (AVX-512: 12 or 8 rows of 32
  // columns; ukGemm takes the row count that wastes less). AVX2's 6 x 16
  // and the portable 4 x 16 divide these sizes about as well.
  kKernelCols = 32,
  // Candidate sizes per dim, and tilings tried, at most: beyond them the
  // model gives way to the fixed shape.
  kMaxCandidates = 64,
  kMaxTilings = 1 << 18,
  // The reduction depth up to which the budget of output elements holds.
  kBudgetDepth = 512,
  // The ukernel's block of columns (UK_NC), for each of which it packs A
  // when A is not read in place: when A's rows are a multiple of
  // kAliasedDepth floats (4 KiB) apart (ukInPlaceA), which for a
  // row-major A or an FCHW weight is K.
  kPackedColumns = 128,
  kAliasedDepth = 1024,
  // Divisors tried per dim: a longer dim's tiles are among its small ones.
  kMaxDivisorScan = 1 << 20,
};

// Costs in FMAs (multiply-adds of one lane), from perf profiles of
// ResNet-50's convolutions on the AVX-512 kernel: packing the im2col panel
// took about 15% of the microkernel's time at about 100 rows per packed
// column, hence 16 per float; a tile's fixed costs are a few microseconds.
static const double kPackCost = 16;
static const double kReadCost = 2;
static const double kTileCost = 1e5;

static int64_t minI(int64_t a, int64_t b) { return a < b ? a : b; }
static int64_t ceilTo(int64_t x, int64_t m) { return (x + m - 1) / m * m; }

int64_t nnRoundToDivisor(int64_t t, int64_t extent) {
  for (int64_t c = t; c >= 1 && 2 * c >= t; --c)
    if (extent % c == 0)
      return c;
  return t;
}

int64_t nnTakeTile(int64_t extent, int64_t cap, int64_t *budget) {
  int64_t t = minI(minI(extent, cap), *budget);
  t = nnRoundToDivisor(t < 1 ? 1 : t, extent);
  *budget = *budget / t < 1 ? 1 : *budget / t;
  return t;
}

// The loops of the result's channel dim (-1: none, a matmul; a grouped
// convolution's groups) and of its innermost other dim (output dims are
// read through the result's map: a named op's loops need not be in the
// result's order).
static int channelLoop(const NnTileLoops *l) {
  int last = l->numOut - (l->perGroup >= 0 ? 2 : 1);
  int dim = l->kind == NN_CONTRACTION_CONV_CHANNELS_FIRST  ? 1
            : l->kind == NN_CONTRACTION_CONV_CHANNELS_LAST ? last
                                                           : -1;
  int loop = dim >= 0 && dim < l->numOut ? l->outLoop[dim] : -1;
  return loop >= 0 && l->tile[loop] ? loop : -1;
}

static int innerLoop(const NnTileLoops *l, int channel) {
  for (int r = l->numOut - 1; r >= 0; --r) {
    int d = l->outLoop[r];
    if (d >= 0 && l->tile[d] && d != channel && d != l->perGroup)
      return d;
  }
  return -1;
}

/* The fixed shape: grouped convolutions, unknown depth. */

// Wide in the kernel's columns up to kInnerCap, then, for a convolution,
// deep in channels (the kernel's rows) up to kChannelCap, then as large
// along the other dims, innermost first, as the budget leaves. A grouped
// convolution keeps each group's channels whole (the ukernel's M, one call
// per group) and takes groups up to kChannelCap channels.
static void cappedTiles(const NnTileLoops *l, int64_t budget, int64_t *out) {
  int order[NN_TILE_MAX_LOOPS], n = 0;
  int64_t cap[NN_TILE_MAX_LOOPS];
  int channel = channelLoop(l), inner = innerLoop(l, channel);
  int perGroup = channel >= 0 ? l->perGroup : -1;
  int64_t channelCap = kChannelCap;
  if (perGroup >= 0) {
    order[n] = perGroup, cap[n++] = INT64_MAX;
    channelCap = l->size[perGroup] > 0 && l->size[perGroup] < kChannelCap
                     ? kChannelCap / l->size[perGroup]
                     : 1;
  }
  // Channels last are the innermost dim: they come first there.
  if (channel >= 0 && l->kind == NN_CONTRACTION_CONV_CHANNELS_LAST)
    order[n] = channel, cap[n++] = channelCap;
  if (inner >= 0)
    order[n] = inner, cap[n++] = kInnerCap;
  if (channel >= 0 && l->kind == NN_CONTRACTION_CONV_CHANNELS_FIRST)
    order[n] = channel, cap[n++] = channelCap;
  for (int r = l->numOut - 1; r >= 0; --r) {
    int d = l->outLoop[r];
    if (d >= 0 && l->tile[d] && d != inner && d != channel && d != perGroup)
      order[n] = d, cap[n++] = INT64_MAX;
  }
  for (int i = 0; i < n; ++i)
    out[order[i]] = nnTakeTile(l->size[order[i]], cap[i], &budget);
}

// The columns' tile of a matmul, as nnTakeTile takes it up to kInnerCap,
// but on the 32-column panels that a constant weight is packed into at
// compile time: a tile starting off a panel packs its block of the weight
// on every call. 1000 columns (a classifier's) make tiles of 256 (the last
// one 232), not of 250.
static int64_t panelColumns(int64_t extent, int64_t *budget) {
  int64_t before = *budget;
  int64_t t = nnTakeTile(extent, kInnerCap, budget);
  int64_t aligned = minI(kInnerCap, before) / kKernelCols * kKernelCols;
  if (t == extent || t % kKernelCols == 0 || aligned == 0)
    return t;
  *budget = before / aligned < 1 ? 1 : before / aligned;
  return aligned;
}

/* The cost model. */

typedef struct {
  const NnTileLoops *l;
  int channel, inner;
  int rows; // a matmul's m loop (-1: none)
  int threads;
  int dims[NN_TILE_MAX_LOOPS]; // the loops searched
  int numDims;
  int64_t cand[NN_TILE_MAX_LOOPS][kMaxCandidates];
  int numCand[NN_TILE_MAX_LOOPS];
  int64_t cur[NN_TILE_MAX_LOOPS]; // the tiling being tried
  int64_t best[NN_TILE_MAX_LOOPS];
  double bestCost;
  int64_t bestTiles;
} Search;

// The size of loop d's tiles under `t` (0: whole).
static int64_t extentOf(const NnTileLoops *l, const int64_t *t, int d) {
  return t[d] ? t[d] : l->size[d];
}

static double tilingCost(const Search *s, const int64_t *t, int64_t *tiles) {
  const NnTileLoops *l = s->l;
  *tiles = 1;
  for (int d = 0; d < l->n; ++d)
    if (t[d])
      *tiles *= (l->size[d] + t[d] - 1) / t[d];
  // The ukernel's M and N of one call, and the calls per tile (a batched
  // matmul's batch).
  int64_t m = 1, n = 1, calls = 1;
  for (int r = 0; r < l->numOut; ++r) {
    int d = l->outLoop[r];
    if (d < 0)
      continue;
    int64_t e = extentOf(l, t, d);
    bool isChannel = d == s->channel;
    switch (l->kind) {
    case NN_CONTRACTION_CONV_CHANNELS_FIRST:
      *(isChannel ? &m : &n) *= e;
      break;
    case NN_CONTRACTION_CONV_CHANNELS_LAST:
      *(isChannel ? &n : &m) *= e;
      break;
    default:
      *(d == s->inner ? &n : d == s->rows ? &m : &calls) *= e;
      break;
    }
  }
  double k = (double)l->depth, work;
  if (l->direct) {
    work = k * (double)m * (double)n;
  } else {
    // A is read where it lies, unless its rows are 4 KiB apart: then each
    // block of kPackedColumns columns packs it again.
    double a =
        l->depth % kAliasedDepth == 0
            ? kPackCost * (double)((n + kPackedColumns - 1) / kPackedColumns)
            : kReadCost;
    // A channels-last convolution's B is its weight, which the CPU
    // pipeline packs at compile time into panels of kKernelCols channels
    // (a constant: an inference graph's): read in place by tiles whose
    // channels start on a panel (all of them, or a multiple of its width),
    // packed on every call by the others (160 channels: 5 tiles of 32 or
    // one, not 2 of 80).
    // A matmul's B may be a weight, packed likewise, or activations,
    // packed on every call: a tile off the panels packs either way, and
    // is charged twice, so that among tilings alike the aligned one wins.
    int c = s->channel, i = s->inner;
    bool conv = l->kind == NN_CONTRACTION_CONV_CHANNELS_LAST && c >= 0;
    bool matmul = l->kind == NN_CONTRACTION_MATMUL && i >= 0;
    int d = conv ? c : i;
    bool onPanels = (conv || matmul) && (extentOf(l, t, d) == l->size[d] ||
                                         extentOf(l, t, d) % kKernelCols == 0);
    double packs = conv     ? (onPanels ? 0.0 : 1.0)
                   : matmul ? (onPanels ? 1.0 : 2.0)
                            : 1.0;
    int64_t rows = minI(ceilTo(m, 8), ceilTo(m, 12));
    work = k * ((double)rows * (double)ceilTo(n, kKernelCols) +
                packs * kPackCost * (double)n + a * (double)m);
  }
  double rounds = (double)((*tiles + s->threads - 1) / s->threads);
  return rounds * ((double)calls * work + kTileCost);
}

static void consider(Search *s) {
  int64_t tiles;
  double cost = tilingCost(s, s->cur, &tiles);
  // One tile is a loop of one iteration, which is folded away: any
  // tiling into several beats it.
  bool better = s->bestTiles == 0 || (s->bestTiles == 1 && tiles > 1) ||
                (tiles > 1 && (cost < s->bestCost ||
                               (cost == s->bestCost && tiles < s->bestTiles)));
  if (!better)
    return;
  s->bestCost = cost;
  s->bestTiles = tiles;
  for (int d = 0; d < s->l->n; ++d)
    s->best[d] = s->cur[d];
}

static void search(Search *s, int i, int64_t budget) {
  if (i == s->numDims) {
    consider(s);
    return;
  }
  int d = s->dims[i];
  for (int c = 0; c < s->numCand[i]; ++c) {
    int64_t t = s->cand[i][c];
    if (t > budget)
      break; // ascending
    s->cur[d] = t;
    search(s, i + 1, budget / t);
  }
}

// The divisors of `extent` up to `limit`, ascending, at most
// kMaxCandidates; false when there are more.
static bool divisors(int64_t extent, int64_t limit, int64_t *out, int *count) {
  *count = 0;
  int64_t last = minI(minI(extent, limit), kMaxDivisorScan);
  for (int64_t t = 1; t <= last; ++t) {
    if (extent % t)
      continue;
    if (*count == kMaxCandidates)
      return false;
    out[(*count)++] = t;
  }
  return *count > 0;
}

static bool modelTiles(const NnTileLoops *l, int64_t budget, int threads,
                       int64_t *out) {
  Search *s = &(Search){.l = l, .threads = threads < 1 ? 1 : threads};
  s->channel = channelLoop(l);
  s->inner = innerLoop(l, s->channel);
  s->rows = l->kind == NN_CONTRACTION_MATMUL && l->numOut >= 2
                ? l->outLoop[l->numOut - 2]
                : -1;
  for (int d = 0; d < l->n; ++d)
    s->cur[d] = 0;
  // The budget bounds a tile's output so that its epilogue finds it in
  // L2; a deep reduction does K multiply-adds per output element, next to
  // which that epilogue weighs little and the packing larger tiles save
  // weighs more: the budget grows with K beyond kBudgetDepth.
  if (l->depth > kBudgetDepth && budget > 1)
    budget = budget <= INT64_MAX / (l->depth / kBudgetDepth)
                 ? budget * (l->depth / kBudgetDepth)
                 : INT64_MAX;
  int64_t tilings = 1;
  if (s->inner >= 0 && s->rows >= 0 && l->size[s->rows] <= budget / kInnerCap) {
    // A matmul whose rows all fit a tile of kInnerCap columns (a
    // transformer's tokens) has its columns searched too, from 64 (two
    // register tiles) up: more tiles over the columns pack no column of B
    // twice (BERT's 128 x 768 x 768 product: 4 tiles of 128 x 192,
    // not 6 of 64 x 256, which pack each column of B twice). With more rows
    // the columns stay kInnerCap wide: measured, 2048^3 ran at 64% of the
    // peak in the 1024 x 128 tiles the model prefers, 74% in 512 x 256.
    int i = s->numDims++;
    s->dims[i] = s->inner;
    int64_t all[kMaxCandidates];
    int count;
    if (!divisors(l->size[s->inner], minI(kInnerCap, budget), all, &count))
      return false;
    // Those from two register tiles up (and the largest), and the
    // multiples of the panel width that divide nothing (the last tile
    // partial), ascending.
    int64_t cap = minI(minI(kInnerCap, budget), l->size[s->inner]);
    s->numCand[i] = 0;
    for (int64_t t = 1; t <= cap && s->numCand[i] < kMaxCandidates; ++t) {
      bool wide = t >= 2 * kKernelCols;
      if ((l->size[s->inner] % t == 0 && (wide || t == all[count - 1])) ||
          (wide && t % kKernelCols == 0))
        s->cand[i][s->numCand[i]++] = t;
    }
    tilings *= s->numCand[i];
  } else if (s->inner >= 0) {
    s->cur[s->inner] = l->kind == NN_CONTRACTION_MATMUL
                           ? panelColumns(l->size[s->inner], &budget)
                           : nnTakeTile(l->size[s->inner], kInnerCap, &budget);
  }
  // A channels-last depthwise convolution keeps its channels whole where a
  // row of them fits the budget: it reuses no weight across channels, and
  // a tile of some channels reads each pixel's run of them in pieces (a
  // 96-channel convolution in tiles of 32 read 128 of every 384 bytes, on
  // each of three passes over the rows; MobileNetV2's ran 1.4-2x slower).
  int wholeChannels = -1;
  if (l->direct && l->kind == NN_CONTRACTION_CONV_CHANNELS_LAST &&
      s->channel >= 0 && l->size[s->channel] <= budget) {
    wholeChannels = s->channel;
    s->cur[wholeChannels] = 0;
    budget /= l->size[wholeChannels];
  }
  for (int r = 0; r < l->numOut; ++r) {
    int d = l->outLoop[r];
    if (d < 0 || !l->tile[d] || d == s->inner || d == wholeChannels)
      continue;
    int i = s->numDims++;
    s->dims[i] = d;
    if (!divisors(l->size[d], budget, s->cand[i], &s->numCand[i]))
      return false;
    tilings *= s->numCand[i];
    if (tilings > kMaxTilings)
      return false;
  }
  search(s, 0, budget);
  if (!s->bestTiles)
    return false;
  for (int d = 0; d < l->n; ++d)
    out[d] = s->best[d];
  return true;
}

bool nnContractionTiles(const NnTileLoops *l, int64_t budget, int threads,
                        int64_t *out) {
  bool grouped = channelLoop(l) >= 0 && l->perGroup >= 0;
  if (!grouped && l->depth > 0 && modelTiles(l, budget, threads, out))
    return true;
  cappedTiles(l, budget, out);
  return false;
}

/* Dynamic loops. */

// Halving the columns' tile narrows the ukernel's sweep (in its 32-column
// steps, down to 64); halving another loop's tile (a convolution's output
// rows) keeps it whole. The channels are the convolution's GEMM rows: split,
// each tile would pack the same im2col panel again.
void nnBalanceDynamicTiles(const NnTileLoops *l, int threads, int64_t *out) {
  bool dynamic = false;
  int64_t tiles = 1;
  for (int d = 0; d < l->n; ++d) {
    dynamic |= l->dynamic[d] && l->parallel[d];
    if (!l->dynamic[d] && out[d] > 0)
      tiles *= (l->size[d] + out[d] - 1) / out[d];
  }
  if (!dynamic)
    return;
  int channel = channelLoop(l), inner = innerLoop(l, channel);
  while (tiles < 2 * threads) {
    // The static loop with the widest tile, other than the columns.
    int widest = -1;
    for (int d = 0; d < l->n; ++d)
      if (!l->dynamic[d] && l->tile[d] && d != inner && d != channel &&
          out[d] > 1 && (widest < 0 || out[d] > out[widest]))
        widest = d;
    int d = widest >= 0 ? widest : inner;
    if (d < 0 || l->dynamic[d] || out[d] <= 0 ||
        (d == inner && (widest >= 0 || out[d] < 128)))
      return;
    int64_t before = (l->size[d] + out[d] - 1) / out[d];
    out[d] =
        d == inner ? out[d] / 2 / kKernelCols * kKernelCols : (out[d] + 1) / 2;
    tiles = tiles / before * ((l->size[d] + out[d] - 1) / out[d]);
  }
}
