//===- FuseOps.h - The two halves of --fuse-ops
//----------------------------===//
//
// --fuse-ops first plans the groups of each block (FuseOps.c: TVM's FuseOps
// on the dataflow graph of the block's nn ops) and then outlines every group
// of two or more ops into a private function (FuseOutline.c).
//
//===----------------------------------------------------------------------===//

#ifndef NN_PASSES_FUSEOPS_H
#define NN_PASSES_FUSEOPS_H

#include "nn-c/OpDef.h"

#include "mlir-c/IR.h"

#include <stdbool.h>

typedef struct {
  int maxDepth;        // most ops in one group
  int maxArgs;         // most arguments of one fused function; 0: no limit
  bool embedConstants; // clone every constant into the group, not just scalars
} NnFuseOptions;

/// The groups of one block. Nodes are the block's ops that the registry
/// describes, in block order; group[i] is the node that represents node i's
/// group.
typedef struct {
  intptr_t numNodes;
  MlirOperation *ops;
  const NnOpDef **defs;
  int *group;
} NnFusionPlan;

/// Plans the groups of `block`, the body of `func` (whose shape facts then
/// prove dynamic sizes equal) or, with a null `func`, a nested block; false
/// (and an empty plan) when out of memory.
bool nnPlanFusion(MlirBlock block, MlirOperation func,
                  const NnFuseOptions *options, NnFusionPlan *plan);
void nnFreeFusionPlan(NnFusionPlan *plan);

/// True when `value` is a constant the fused function gets its own copy of,
/// rather than an argument: a scalar (rank 0 or one element), or any constant
/// with embed-constants.
bool nnFuseClonesConstant(MlirValue value, const NnFuseOptions *options);

/// Outlines the plan's groups of two or more ops into private functions
/// placed after `*insertAfter` (which is updated), and calls them from the
/// block. False when out of memory (the groups outlined so far stay).
bool nnOutlineGroups(const NnFusionPlan *plan, const NnFuseOptions *options,
                     MlirBlock moduleBody, MlirSymbolTable symbols,
                     MlirOperation *insertAfter);

#endif // NN_PASSES_FUSEOPS_H
