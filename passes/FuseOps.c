//===- FuseOps.c - --fuse-ops: TVM's operator fusion
//-----------------------===//
//
// Groups the nn ops of each block into kernels, following TVM's FuseOps
// (DESIGN.md section 6). The block's ops that the registry describes form a
// dataflow graph; each op's fusion kind comes from the registry, ordered
// elementwise < broadcast < injective < reduction < out_elementwise_fusable
// < opaque. A post-dominator tree over the graph says, for each op, the
// nearest op that every path from it passes through; an op only ever fuses
// into that post-dominator, together with everything on the paths between
// them, so a group never creates a cycle or duplicates work. Groups live in
// a union-find.
//
//   Phase 0: an out_elementwise_fusable op (conv2d, matmul, pooling, softmax,
//   norms) fuses into its post-dominator when every op on the paths is
//   broadcast or below and every edge is elementwise. A broadcast consumer
//   whose operand has the consumer's result shape (element types aside;
//   dynamic sizes equal by the function's shape facts) is an elementwise
//   edge: that is what lets conv2d + bias_add + relu fuse.
//   Phases 0 and 1: an elementwise or broadcast op fuses into its
//   post-dominator when the ops on the paths are injective or below; the
//   post-dominator's group may be a reduction or be anchored on an
//   out_elementwise_fusable op.
//   Phase 1: an injective op fuses when everything on the paths, the
//   post-dominator included, is injective or below.
//
// Reductions only end groups; opaque ops never fuse; two
// out_elementwise_fusable ops never meet in a group, and an op used outside
// the graph (by a return, a call, another dialect) has no post-dominator, so
// it can end a group but never sit inside one. A group never exceeds
// max-depth ops (counting every op on every path) nor max-args arguments.
//
// Cost: building the graph and the post-dominator tree visits each use once
// (plus the walks of a lowest common ancestor); each fusion attempt visits
// only ops that would join a group, stopping past max-depth, so the pass is
// linear in the graph for a fixed max-depth.
//
//===----------------------------------------------------------------------===//

#include "FuseOps.h"
#include "Passes.h"

#include "dialect/DimFacts.h"
#include "nn-c/Dialect.h"
#include "support/PointerMap.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"
#include "support/OutOfMemory.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define ROOT (-1) // the post-dominator of ops whose results leave the graph

typedef struct {
  int to;
  NnFusionKind pattern;
} Edge;

typedef struct {
  const NnFuseOptions *options;
  // The shape facts of the function whose body is the block, computed when
  // an edge first needs them; null when the block is no function's body or
  // the facts fail (the edge patterns then trust static sizes only).
  MlirOperation func;
  NnDimFacts *facts;
  bool factsTried;
  intptr_t n;
  NnFusionKind *kind;
  int *firstEdge; // node i's consumer edges are edges[firstEdge[i] ..
  Edge *edges;    //                               firstEdge[i + 1])
  bool *external; // some result is used outside the graph
  int *parent;    // post-dominator, or ROOT
  int *depth;
  NnFusionKind *domPattern; // the widest pattern of the node's own edges
  // Union-find of groups, with member lists for counting arguments.
  int *leader, *size, *next, *last;
  NnFusionKind *groupKind;
  // Visit marks: a node (or, in groupMark, a group leader) is visited when
  // its mark equals `stamp`.
  unsigned *mark, *groupMark, stamp;
  int *stack;
} Graph;

static void freeGraph(Graph *g) {
  nnDimFactsDestroy(g->facts);
  free(g->kind);
  free(g->firstEdge);
  free(g->edges);
  free(g->external);
  free(g->parent);
  free(g->depth);
  free(g->domPattern);
  free(g->leader);
  free(g->size);
  free(g->next);
  free(g->last);
  free(g->groupKind);
  free(g->mark);
  free(g->groupMark);
  free(g->stack);
}

static NnFusionKind maxKind(NnFusionKind a, NnFusionKind b) {
  return a > b ? a : b;
}

/* The dataflow graph and its post-dominator tree. */

// Whether dim `dim` of `a` and of `b` (ranked tensors) are one size: equal
// static sizes, or dynamic ones that the shape facts prove equal.
static bool sameSize(Graph *g, MlirValue a, MlirValue b, intptr_t dim) {
  MlirType at = mlirValueGetType(a), bt = mlirValueGetType(b);
  if (!mlirShapedTypeIsDynamicDim(at, dim) &&
      !mlirShapedTypeIsDynamicDim(bt, dim))
    return mlirShapedTypeGetDimSize(at, dim) ==
           mlirShapedTypeGetDimSize(bt, dim);
  if (!g->factsTried && !mlirOperationIsNull(g->func)) {
    g->factsTried = true;
    NnStringBuffer ignored = {0};
    g->facts = nnDimFactsCompute(g->func, &ignored);
    nnStringBufferFree(&ignored);
  }
  if (!g->facts)
    return false;
  MlirAffineExpr as = nnDimFactsGetSize(g->facts, a, dim);
  MlirAffineExpr bs = nnDimFactsGetSize(g->facts, b, dim);
  return !mlirAffineExprIsNull(as) && !mlirAffineExprIsNull(bs) &&
         mlirAffineExprEqual(as, bs);
}

// Whether two ranked tensors have one shape (element types aside).
static bool sameShape(Graph *g, MlirValue a, MlirValue b) {
  MlirType at = mlirValueGetType(a), bt = mlirValueGetType(b);
  if (!mlirTypeIsARankedTensor(at) || !mlirTypeIsARankedTensor(bt) ||
      mlirShapedTypeGetRank(at) != mlirShapedTypeGetRank(bt))
    return false;
  for (intptr_t i = 0; i < mlirShapedTypeGetRank(at); ++i)
    if (!sameSize(g, a, b, i))
      return false;
  return true;
}

// The pattern of the edge into `consumer` through operand `pos`: the
// consumer's kind, except that a broadcast consumer reading an operand of
// its own result shape does not broadcast it (nn.bias_add's input; the i32
// sums nn.dequantize turns into floats; a softmax's probabilities compared
// into an i1 mask).
static NnFusionKind edgePattern(const NnFusionPlan *plan, Graph *g,
                                int consumer, intptr_t pos) {
  NnFusionKind kind = g->kind[consumer];
  MlirOperation op = plan->ops[consumer];
  if (kind == NN_FUSION_BROADCAST && mlirOperationGetNumResults(op) == 1 &&
      sameShape(g, mlirOperationGetOperand(op, pos),
                mlirOperationGetResult(op, 0)))
    return NN_FUSION_ELEMENTWISE;
  return kind;
}

// False when out of memory.
static bool buildEdges(const NnFusionPlan *plan, Graph *g) {
  NnPointerMap index = {0};
  size_t numEdges = 0, capacity = (size_t)g->n + 16;
  g->edges = nnAllocArray(capacity, sizeof(Edge));
  bool ok = g->edges && nnPointerMapReserve(&index, (size_t)g->n);
  for (intptr_t i = 0; ok && i < g->n; ++i)
    ok = nnPointerMapSet(&index, plan->ops[i].ptr, i);
  if (!ok) {
    nnPointerMapFree(&index);
    return false;
  }
  for (intptr_t i = 0; i < g->n; ++i) {
    g->firstEdge[i] = (int)numEdges;
    MlirOperation op = plan->ops[i];
    for (intptr_t r = 0, nr = mlirOperationGetNumResults(op); r < nr; ++r)
      for (MlirOpOperand use =
               mlirValueGetFirstUse(mlirOperationGetResult(op, r));
           !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use)) {
        intptr_t consumer;
        if (!nnPointerMapGet(&index, mlirOpOperandGetOwner(use).ptr,
                             &consumer)) {
          g->external[i] = true;
          continue;
        }
        Edge *edges =
            nnGrowForOneMore(g->edges, &capacity, numEdges, sizeof(Edge));
        if (!edges) {
          nnPointerMapFree(&index);
          return false;
        }
        g->edges = edges;
        g->edges[numEdges++] =
            (Edge){(int)consumer,
                   edgePattern(plan, g, (int)consumer,
                               (intptr_t)mlirOpOperandGetOperandNumber(use))};
      }
  }
  g->firstEdge[g->n] = (int)numEdges;
  nnPointerMapFree(&index);
  return true;
}

static int lowestCommonAncestor(const Graph *g, int a, int b) {
  while (a != b) {
    if (a == ROOT || b == ROOT)
      return ROOT;
    if (g->depth[a] < g->depth[b]) {
      int swap = a;
      a = b;
      b = swap;
    }
    a = g->parent[a];
  }
  return a;
}

// Consumers come after their producers in a block, so one backward sweep
// sees every consumer's place in the tree before the producer's.
static void buildPostDominators(Graph *g) {
  for (intptr_t i = g->n - 1; i >= 0; --i) {
    int parent = ROOT;
    NnFusionKind pattern = NN_FUSION_ELEMENTWISE;
    if (g->external[i] || g->firstEdge[i] == g->firstEdge[i + 1]) {
      parent = ROOT;
    } else {
      parent = g->edges[g->firstEdge[i]].to;
      for (int e = g->firstEdge[i]; e < g->firstEdge[i + 1]; ++e) {
        parent = lowestCommonAncestor(g, parent, g->edges[e].to);
        pattern = maxKind(pattern, g->edges[e].pattern);
      }
    }
    g->parent[i] = parent;
    g->depth[i] = parent == ROOT ? 1 : g->depth[parent] + 1;
    g->domPattern[i] = pattern;
  }
}

/* Groups. */

static int find(Graph *g, int x) {
  int root = x;
  while (g->leader[root] != root)
    root = g->leader[root];
  while (g->leader[x] != root) {
    int up = g->leader[x];
    g->leader[x] = root;
    x = up;
  }
  return root;
}

static void merge(Graph *g, int from, int into) {
  from = find(g, from);
  into = find(g, into);
  if (from == into)
    return;
  g->leader[from] = into;
  g->size[into] += g->size[from];
  g->groupKind[into] = maxKind(g->groupKind[into], g->groupKind[from]);
  g->next[g->last[into]] = from;
  g->last[into] = g->last[from];
}

static void newStamp(Graph *g) {
  if (++g->stamp == 0) { // wrapped: forget every old mark
    memset(g->mark, 0, (size_t)g->n * sizeof(*g->mark));
    memset(g->groupMark, 0, (size_t)g->n * sizeof(*g->groupMark));
    g->stamp = 1;
  }
}

// The size of the group that fusing `src` into `sink`'s group would make:
// the sink's group plus the groups of every op on every path from src.
// Stops counting past `limit`.
static int fusedSize(Graph *g, int src, int sink, int limit) {
  newStamp(g);
  int sinkGroup = find(g, sink), total = g->size[sinkGroup], top = 0;
  g->stack[top++] = src;
  g->mark[src] = g->stamp;
  while (top && total <= limit) {
    int v = g->stack[--top], group = find(g, v);
    if (group != sinkGroup && g->groupMark[group] != g->stamp) {
      total += g->size[group];
      g->groupMark[group] = g->stamp;
    }
    for (int e = g->firstEdge[v]; e < g->firstEdge[v + 1]; ++e) {
      int to = g->edges[e].to;
      if (to != sink && g->mark[to] != g->stamp) {
        g->mark[to] = g->stamp;
        g->stack[top++] = to;
      }
    }
  }
  return total;
}

typedef enum {
  PATH_OUT_ELEMENTWISE, // phase 0 anchors: broadcast or below, elementwise
                        // edges
  PATH_ELEMENTWISE, // injective or below inside; anything but opaque at the end
  PATH_INJECTIVE,   // injective or below, the end included
} PathRule;

static bool allowed(PathRule rule, NnFusionKind kind, bool isSink) {
  switch (rule) {
  case PATH_OUT_ELEMENTWISE:
    return kind <= NN_FUSION_BROADCAST;
  case PATH_ELEMENTWISE:
    return isSink ? kind != NN_FUSION_OPAQUE : kind <= NN_FUSION_INJECTIVE;
  case PATH_INJECTIVE:
    return kind <= NN_FUSION_INJECTIVE;
  }
  return false;
}

// Checks every op (by its group's kind) and edge on every path from src to
// sink against `rule`.
static bool checkPaths(Graph *g, int src, int sink, PathRule rule) {
  newStamp(g);
  int top = 0;
  for (int e = g->firstEdge[src]; e < g->firstEdge[src + 1]; ++e) {
    if (rule == PATH_OUT_ELEMENTWISE &&
        g->edges[e].pattern != NN_FUSION_ELEMENTWISE)
      return false;
    int to = g->edges[e].to;
    if (g->mark[to] != g->stamp) {
      g->mark[to] = g->stamp;
      g->stack[top++] = to;
    }
  }
  while (top) {
    int v = g->stack[--top];
    if (!allowed(rule, g->groupKind[find(g, v)], v == sink))
      return false;
    if (v == sink)
      continue;
    for (int e = g->firstEdge[v]; e < g->firstEdge[v + 1]; ++e) {
      if (rule == PATH_OUT_ELEMENTWISE &&
          g->edges[e].pattern != NN_FUSION_ELEMENTWISE)
        return false;
      int to = g->edges[e].to;
      if (g->mark[to] != g->stamp) {
        g->mark[to] = g->stamp;
        g->stack[top++] = to;
      }
    }
  }
  return true;
}

// Merges src and every op on the paths to sink into sink's group.
static void commit(Graph *g, int src, int sink) {
  newStamp(g);
  int into = find(g, sink), top = 0;
  g->stack[top++] = src;
  g->mark[src] = g->stamp;
  while (top) {
    int v = g->stack[--top];
    merge(g, v, into);
    into = find(g, into);
    for (int e = g->firstEdge[v]; e < g->firstEdge[v + 1]; ++e) {
      int to = g->edges[e].to;
      if (to != sink && g->mark[to] != g->stamp) {
        g->mark[to] = g->stamp;
        g->stack[top++] = to;
      }
    }
  }
}

// The number of arguments the function of src's group, the sink's group and
// the ops between would take. Only computed when max-args is set.
static int argumentCount(Graph *g, const NnFusionPlan *plan, int src,
                         int sink) {
  // Mark the members-to-be, then count the distinct values they read from
  // outside.
  // Out of memory, the count is INT_MAX: the groups stay apart.
  NnPointerMap members = {0}, seen = {0};
  bool ok = true;
  int groups[2] = {find(g, src), find(g, sink)};
  newStamp(g);
  int top = 0;
  g->stack[top++] = src;
  g->mark[src] = g->stamp;
  while (top) {
    int v = g->stack[--top];
    for (int e = g->firstEdge[v]; v != sink && e < g->firstEdge[v + 1]; ++e)
      if (g->mark[g->edges[e].to] != g->stamp) {
        g->mark[g->edges[e].to] = g->stamp;
        g->stack[top++] = g->edges[e].to;
      }
    for (int m = find(g, v); m >= 0; m = g->next[m])
      ok = ok && nnPointerMapSet(&members, plan->ops[m].ptr, 1);
  }
  for (int k = 0; k < 2; ++k)
    for (int m = groups[k]; m >= 0; m = g->next[m])
      ok = ok && nnPointerMapSet(&members, plan->ops[m].ptr, 1);
  int count = 0;
  intptr_t unused;
  for (size_t slot = 0; ok && slot < members.capacity; ++slot) {
    if (!members.keys[slot])
      continue;
    MlirOperation op = {(void *)members.keys[slot]};
    for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; ++i) {
      MlirValue value = mlirOperationGetOperand(op, i);
      bool inside =
          mlirValueIsAOpResult(value) &&
          nnPointerMapGet(&members, mlirOpResultGetOwner(value).ptr, &unused);
      if (inside || nnFuseClonesConstant(value, g->options) ||
          nnPointerMapGet(&seen, value.ptr, &unused))
        continue;
      ok = ok && nnPointerMapSet(&seen, value.ptr, 1);
      ++count;
    }
  }
  nnPointerMapFree(&members);
  nnPointerMapFree(&seen);
  return ok ? count : INT_MAX;
}

static void tryFuse(Graph *g, const NnFusionPlan *plan, int i, int phase) {
  int dom = g->parent[i], group = find(g, i);
  NnFusionKind kind = g->groupKind[group];
  if (dom == ROOT || kind == NN_FUSION_OPAQUE || group == find(g, dom))
    return;
  PathRule rule;
  if (kind == NN_FUSION_OUT_ELEMENTWISE_FUSABLE) {
    if (phase != 0 || g->domPattern[i] != NN_FUSION_ELEMENTWISE)
      return;
    rule = PATH_OUT_ELEMENTWISE;
  } else if (kind <= NN_FUSION_BROADCAST) {
    if (g->domPattern[i] > NN_FUSION_INJECTIVE &&
        g->domPattern[i] != NN_FUSION_REDUCTION)
      return;
    rule = PATH_ELEMENTWISE;
  } else if (kind == NN_FUSION_INJECTIVE) {
    // After phase 0, so that conv2d and matmul have their epilogues first.
    if (phase != 1)
      return;
    rule = PATH_INJECTIVE;
  } else {
    return; // reductions only end groups
  }
  int limit = g->options->maxDepth;
  if (fusedSize(g, i, dom, limit) > limit || !checkPaths(g, i, dom, rule))
    return;
  if (g->options->maxArgs > 0 &&
      argumentCount(g, plan, i, dom) > g->options->maxArgs)
    return;
  commit(g, i, dom);
}

static void initGraph(const NnFusionPlan *plan, Graph *g) {
  for (intptr_t i = 0; i < g->n; ++i) {
    g->kind[i] = g->groupKind[i] = plan->defs[i]->fusionKind;
    g->leader[i] = g->last[i] = (int)i;
    g->size[i] = 1;
    g->next[i] = -1;
  }
}

bool nnPlanFusion(MlirBlock block, MlirOperation func,
                  const NnFuseOptions *options, NnFusionPlan *plan) {
  *plan = (NnFusionPlan){0};
  size_t opsCapacity = 0, defsCapacity = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    const NnOpDef *def =
        nnLookupOp(mlirIdentifierStr(mlirOperationGetName(op)));
    if (!def)
      continue;
    size_t count = (size_t)plan->numNodes;
    MlirOperation *ops =
        nnGrowForOneMore(plan->ops, &opsCapacity, count, sizeof(*ops));
    if (ops)
      plan->ops = ops;
    const NnOpDef **defs =
        nnGrowForOneMore(plan->defs, &defsCapacity, count, sizeof(*defs));
    if (defs)
      plan->defs = defs;
    if (!ops || !defs || plan->numNodes >= INT_MAX / 2) {
      nnFreeFusionPlan(plan);
      return false;
    }
    plan->ops[plan->numNodes] = op;
    plan->defs[plan->numNodes++] = def;
  }
  intptr_t n = plan->numNodes;
  size_t m = (size_t)n + 1;
  plan->group = nnAllocArray(m, sizeof(int));

  Graph g = {.options = options, .func = func, .n = n};
  g.kind = nnAllocArray(m, sizeof(NnFusionKind));
  g.firstEdge = nnAllocArray(m, sizeof(int));
  g.external = nnAllocArray(m, sizeof(bool));
  g.parent = nnAllocArray(m, sizeof(int));
  g.depth = nnAllocArray(m, sizeof(int));
  g.domPattern = nnAllocArray(m, sizeof(NnFusionKind));
  g.leader = nnAllocArray(m, sizeof(int));
  g.size = nnAllocArray(m, sizeof(int));
  g.next = nnAllocArray(m, sizeof(int));
  g.last = nnAllocArray(m, sizeof(int));
  g.groupKind = nnAllocArray(m, sizeof(NnFusionKind));
  g.mark = nnAllocArray(m, sizeof(unsigned));
  g.groupMark = nnAllocArray(m, sizeof(unsigned));
  g.stack = nnAllocArray(m, sizeof(int));
  bool ok = plan->group && g.kind && g.firstEdge && g.external && g.parent &&
            g.depth && g.domPattern && g.leader && g.size && g.next && g.last &&
            g.groupKind && g.mark && g.groupMark && g.stack;
  if (ok) {
    initGraph(plan, &g);
    ok = buildEdges(plan, &g);
  }
  if (!ok) {
    freeGraph(&g);
    nnFreeFusionPlan(plan);
    return false;
  }
  buildPostDominators(&g);
  for (int phase = 0; phase < 2; ++phase)
    for (intptr_t i = 0; i < n; ++i)
      tryFuse(&g, plan, (int)i, phase);
  for (intptr_t i = 0; i < n; ++i)
    plan->group[i] = find(&g, (int)i);
  freeGraph(&g);
  return true;
}

void nnFreeFusionPlan(NnFusionPlan *plan) {
  free(plan->ops);
  free(plan->defs);
  free(plan->group);
  *plan = (NnFusionPlan){0};
}

/* The pass. */

static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  NnFuseOptions *options = nnAllocArray(1, sizeof(NnFuseOptions));
  if (!options) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  options->maxDepth = (int)values[0].i;
  options->maxArgs = (int)values[1].i;
  options->embedConstants = values[2].b;
  return options;
}

static void destroyState(void *state) { free(state); }

// Fuses every block of `op`'s regions, and of the regions nested in them
// (loop bodies, say): each block is a dataflow graph of its own. `func` is
// `op` when it is the function (its body's shape facts apply), else null.
// False when out of memory.
static bool fuseRegions(MlirOperation op, MlirOperation func,
                        const NnFuseOptions *options, MlirBlock moduleBody,
                        MlirSymbolTable symbols, MlirOperation *insertAfter) {
  for (intptr_t r = 0, n = mlirOperationGetNumRegions(op); r < n; ++r)
    for (MlirBlock block =
             mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(block); block = mlirBlockGetNextInRegion(block)) {
      bool oneBlockBody = !mlirOperationIsNull(func) &&
                          mlirBlockIsNull(mlirBlockGetNextInRegion(block));
      NnFusionPlan plan;
      if (!nnPlanFusion(block, oneBlockBody ? func : (MlirOperation){NULL},
                        options, &plan))
        return false;
      bool outlined =
          nnOutlineGroups(&plan, options, moduleBody, symbols, insertAfter);
      nnFreeFusionPlan(&plan);
      if (!outlined)
        return false;
      // Ops left in the block (never fused nn ops, which have no regions).
      for (MlirOperation nested = mlirBlockGetFirstOperation(block);
           !mlirOperationIsNull(nested);
           nested = mlirOperationGetNextInBlock(nested))
        if (mlirOperationGetNumRegions(nested) &&
            !fuseRegions(nested, (MlirOperation){NULL}, options, moduleBody,
                         symbols, insertAfter))
          return false;
    }
  return true;
}

static bool isFused(MlirOperation function) {
  return !mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(
      function, mlirStringRefCreateFromCString("nn.fused")));
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  const NnFuseOptions *options = state;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  MlirSymbolTable symbols = mlirSymbolTableCreate(module);
  // The functions to fuse, collected first: outlining adds functions.
  intptr_t count = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    ++count;
  MlirOperation *functions =
      nnAllocArray((size_t)count + 1, sizeof(MlirOperation));
  if (!functions) {
    mlirSymbolTableDestroy(symbols);
    return nnOutOfMemory(module, "fuse-ops");
  }
  count = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(op)),
                           mlirStringRefCreateFromCString("func.func")) &&
        !isFused(op))
      functions[count++] = op;

  bool ok = true;
  for (intptr_t f = 0; ok && f < count; ++f) {
    MlirOperation insertAfter = functions[f];
    ok = fuseRegions(functions[f], functions[f], options, body, symbols,
                     &insertAfter);
  }
  free(functions);
  mlirSymbolTableDestroy(symbols);
  return ok ? mlirLogicalResultSuccess() : nnOutOfMemory(module, "fuse-ops");
}

// The option errors of fuse-ops keep their first wording ("option max-depth
// must be an integer >= 1"): scripts and tests match it.
static const NnOptionDef options[] = {
    {.name = "max-depth",
     .kind = NN_OPTION_INT,
     .defaultValue = "256",
     .min = 1,
     .max = INT_MAX,
     .expected = "be an integer >= 1",
     .bareName = true,
     .doc = "Most ops in one group; longer chains are cut"},
    {.name = "max-args",
     .kind = NN_OPTION_INT,
     .defaultValue = "0",
     .min = 0,
     .max = INT_MAX,
     .expected = "be an integer >= 0",
     .bareName = true,
     .doc = "Most arguments of one fused function (0: no limit)"},
    {.name = "embed-constants",
     .kind = NN_OPTION_BOOL,
     .defaultValue = "false",
     .bareName = true,
     .doc = "Clone every constant into the fused function, not just scalars"},
};

const NnPassDef nnFuseOpsPass = {
    .argument = "fuse-ops",
    .name = "NNFuseOps",
    .description = "Fuse nn ops into kernels (TVM's FuseOps) and outline "
                   "each group into a private nn.fused function",
    .options = options,
    .numOptions = 3,
    .createState = createState,
    .destroyState = destroyState,
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
};
