//===- FuseOutline.c - --fuse-ops: one function per group
//------------------===//
//
// Every group of two or more ops becomes a private func.func marked nn.fused,
// with nn.fusion_kind = its widest kind, and the block calls it (DESIGN.md
// section 6: one nn.fused function is one kernel). The function's arguments
// are the values the group reads from outside, in order of first use;
// constants that are scalars (or, with embed-constants, all constants) are
// cloned into it instead. Its results are the group's values used outside.
//
// A group's last op is its post-dominator, which every other member reaches,
// so the call takes that op's place: everything the group reads is defined
// before it and everything it produces is used after it. The members move
// into the function; only the scalar constants are copied.
//
//===----------------------------------------------------------------------===//

#include "FuseOps.h"

#include "nn-c/Dialect.h"

#include "support/PointerMap.h"
#include "support/StringBuffer.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "support/Memory.h"
#include "support/OpName.h"

#include <stdlib.h>
#include <string.h>

static bool isOp(MlirOperation op, const char *name) {
  return nnOpIs(op, name);
}

bool nnFuseClonesConstant(MlirValue value, const NnFuseOptions *options) {
  if (!mlirValueIsAOpResult(value) ||
      !isOp(mlirOpResultGetOwner(value), "arith.constant"))
    return false;
  if (options->embedConstants)
    return true;
  MlirType type = mlirValueGetType(value);
  if (!mlirTypeIsAShaped(type))
    return true;
  if (!mlirShapedTypeHasStaticShape(type))
    return false;
  int64_t elements = 1;
  for (intptr_t i = 0, rank = mlirShapedTypeGetRank(type); i < rank; ++i)
    elements *= mlirShapedTypeGetDimSize(type, i);
  return elements == 1;
}

/* Growable arrays of values. */

typedef struct {
  MlirValue *data;
  size_t count, capacity;
} Values;

// False when out of memory.
static bool push(Values *values, MlirValue value) {
  MlirValue *data = nnGrowForOneMore(values->data, &values->capacity,
                                     values->count, sizeof(*data));
  if (!data)
    return false;
  values->data = data;
  values->data[values->count++] = value;
  return true;
}

static void typesOf(const Values *values, MlirType *types) {
  for (size_t i = 0; i < values->count; ++i)
    types[i] = mlirValueGetType(values->data[i]);
}

// Tables reused from group to group: outlining allocates nothing per group
// but the IR it builds.
typedef struct {
  NnPointerMap members, seen, remap;
  Values inputs, constants, outputs;
} Scratch;

static void resetScratch(Scratch *scratch) {
  nnPointerMapClear(&scratch->members);
  nnPointerMapClear(&scratch->seen);
  nnPointerMapClear(&scratch->remap);
  scratch->inputs.count = scratch->constants.count = scratch->outputs.count = 0;
}

static void freeScratch(Scratch *scratch) {
  nnPointerMapFree(&scratch->members);
  nnPointerMapFree(&scratch->seen);
  nnPointerMapFree(&scratch->remap);
  free(scratch->inputs.data);
  free(scratch->constants.data);
  free(scratch->outputs.data);
}

/* One group. */

typedef struct {
  const MlirOperation *ops; // in block order
  intptr_t count;
  NnFusionKind kind;
} Group;

// "fused_conv2d_bias_add_relu"; long groups keep their first three op names
// and say how many more follow.
static void groupName(const Group *group, NnStringBuffer *name) {
  nnStringBufferPrintf(name, "fused");
  intptr_t shown = group->count <= 4 ? group->count : 3;
  for (intptr_t i = 0; i < shown; ++i) {
    MlirStringRef op = mlirIdentifierStr(mlirOperationGetName(group->ops[i]));
    const char *dot = memchr(op.data, '.', op.length);
    size_t skip = dot ? (size_t)(dot - op.data) + 1 : 0;
    nnStringBufferPrintf(name, "_%.*s", (int)(op.length - skip),
                         op.data + skip);
  }
  if (shown < group->count)
    nnStringBufferPrintf(name, "_and_%lld_more",
                         (long long)(group->count - shown));
}

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute value) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, nnStr(name)), value);
}

static MlirValue lookup(NnPointerMap *map, MlirValue value) {
  intptr_t mapped;
  return nnPointerMapGet(map, value.ptr, &mapped) ? (MlirValue){(void *)mapped}
                                                  : value;
}

// Moves the members into the function's body, after clones of the constants
// they read and before a return of the group's outputs, and points their
// operands from outside at the arguments and the clones.
static void fillBody(MlirBlock body, const Group *group, Scratch *scratch) {
  const Values *inputs = &scratch->inputs, *constants = &scratch->constants,
               *outputs = &scratch->outputs;
  // The map has room for all of them (outlineGroup reserved it): setting
  // cannot fail.
  NnPointerMap *map = &scratch->remap;
  bool set = true;
  for (size_t i = 0; i < inputs->count; ++i)
    set &=
        nnPointerMapSet(map, inputs->data[i].ptr,
                        (intptr_t)mlirBlockGetArgument(body, (intptr_t)i).ptr);
  for (size_t i = 0; i < constants->count; ++i) {
    MlirOperation clone =
        mlirOperationClone(mlirOpResultGetOwner(constants->data[i]));
    mlirBlockAppendOwnedOperation(body, clone);
    set &= nnPointerMapSet(
        map, constants->data[i].ptr,
        (intptr_t)mlirOperationGetResult(
            clone, mlirOpResultGetResultNumber(constants->data[i]))
            .ptr);
  }
  (void)set;
  MlirOperationState state = mlirOperationStateGet(
      nnStr("func.return"),
      mlirOperationGetLocation(group->ops[group->count - 1]));
  mlirOperationStateAddOperands(&state, (intptr_t)outputs->count,
                                outputs->data);
  MlirOperation ret = mlirOperationCreate(&state);
  mlirBlockAppendOwnedOperation(body, ret);
  for (intptr_t m = 0; m < group->count; ++m) {
    MlirOperation op = group->ops[m];
    mlirOperationMoveBefore(op, ret);
    for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; ++i)
      mlirOperationSetOperand(op, i,
                              lookup(map, mlirOperationGetOperand(op, i)));
  }
}

// An empty private function with the group's signature; null when out of
// memory.
static MlirOperation createFunction(const Group *group, const Values *inputs,
                                    const Values *outputs) {
  MlirOperation sink = group->ops[group->count - 1];
  MlirContext ctx = mlirOperationGetContext(sink);
  MlirLocation loc = mlirOperationGetLocation(sink);
  // A group may have any number of inputs and outputs: on the heap.
  MlirType *inputTypes = nnAllocArray(inputs->count + 1, sizeof(MlirType));
  MlirType *outputTypes = nnAllocArray(outputs->count + 1, sizeof(MlirType));
  MlirLocation *argLocs = nnAllocArray(inputs->count + 1, sizeof(MlirLocation));
  if (!inputTypes || !outputTypes || !argLocs) {
    free(inputTypes);
    free(outputTypes);
    free(argLocs);
    return (MlirOperation){NULL};
  }
  typesOf(inputs, inputTypes);
  typesOf(outputs, outputTypes);
  for (size_t i = 0; i < inputs->count; ++i)
    argLocs[i] = loc;
  MlirType type = mlirFunctionTypeGet(ctx, (intptr_t)inputs->count, inputTypes,
                                      (intptr_t)outputs->count, outputTypes);
  NnStringBuffer name = {0};
  groupName(group, &name);
  MlirNamedAttribute attrs[] = {
      named(ctx, "sym_name",
            mlirStringAttrGet(ctx, nnStr(nnStringBufferStr(&name)))),
      named(ctx, "function_type", mlirTypeAttrGet(type)),
      named(ctx, "sym_visibility", mlirStringAttrGet(ctx, nnStr("private"))),
      named(ctx, "nn.fused", mlirUnitAttrGet(ctx)),
      named(ctx, "nn.fusion_kind",
            mlirStringAttrGet(ctx, nnStr(nnFusionKindName(group->kind)))),
  };
  MlirRegion region = mlirRegionCreate();
  MlirBlock body =
      mlirBlockCreate((intptr_t)inputs->count, inputTypes, argLocs);
  mlirRegionAppendOwnedBlock(region, body);
  MlirOperationState state = mlirOperationStateGet(nnStr("func.func"), loc);
  mlirOperationStateAddAttributes(&state, sizeof(attrs) / sizeof(attrs[0]),
                                  attrs);
  mlirOperationStateAddOwnedRegions(&state, 1, &region);
  MlirOperation function = mlirOperationCreate(&state);
  nnStringBufferFree(&name);
  free(inputTypes);
  free(outputTypes);
  free(argLocs);
  return function;
}

// Points every use of `value` by an op outside `members` at `replacement`.
// Each use is let go of only after the walk has stepped past it, as MLIR's
// replaceUsesWithIf does.
static void replaceUsesOutside(MlirValue value, MlirValue replacement,
                               const NnPointerMap *members) {
  intptr_t unused;
  for (MlirOpOperand use = mlirValueGetFirstUse(value), next;
       !mlirOpOperandIsNull(use); use = next) {
    next = mlirOpOperandGetNextUse(use);
    MlirOperation user = mlirOpOperandGetOwner(use);
    if (!nnPointerMapGet(members, user.ptr, &unused))
      mlirOperationSetOperand(user, mlirOpOperandGetOperandNumber(use),
                              replacement);
  }
}

// Outlines one group; false when out of memory, before the IR changes
// (every allocation comes first).
static bool outlineGroup(const Group *group, const NnFuseOptions *options,
                         MlirBlock moduleBody, MlirSymbolTable symbols,
                         MlirOperation *insertAfter, Scratch *scratch) {
  resetScratch(scratch);
  NnPointerMap *members = &scratch->members, *seen = &scratch->seen;
  Values *inputs = &scratch->inputs, *constants = &scratch->constants,
         *outputs = &scratch->outputs;
  for (intptr_t m = 0; m < group->count; ++m)
    if (!nnPointerMapSet(members, group->ops[m].ptr, 1))
      return false;
  intptr_t unused;
  for (intptr_t m = 0; m < group->count; ++m) {
    MlirOperation op = group->ops[m];
    for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; ++i) {
      MlirValue value = mlirOperationGetOperand(op, i);
      if ((mlirValueIsAOpResult(value) &&
           nnPointerMapGet(members, mlirOpResultGetOwner(value).ptr,
                           &unused)) ||
          nnPointerMapGet(seen, value.ptr, &unused))
        continue;
      if (!nnPointerMapSet(seen, value.ptr, 1) ||
          !push(nnFuseClonesConstant(value, options) ? constants : inputs,
                value))
        return false;
    }
    for (intptr_t r = 0, n = mlirOperationGetNumResults(op); r < n; ++r) {
      MlirValue result = mlirOperationGetResult(op, r);
      for (MlirOpOperand use = mlirValueGetFirstUse(result);
           !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use))
        if (!nnPointerMapGet(members, mlirOpOperandGetOwner(use).ptr,
                             &unused)) {
          if (!push(outputs, result))
            return false;
          break;
        }
    }
  }

  // A group nothing reads is dead code: a call would keep it alive, while
  // left in place --nn-simplify removes it.
  if (!outputs->count)
    return true;

  MlirType *outputTypes = nnAllocArray(outputs->count + 1, sizeof(MlirType));
  MlirOperation function = createFunction(group, inputs, outputs);
  if (!outputTypes || mlirOperationIsNull(function) ||
      !nnPointerMapReserve(&scratch->remap, inputs->count + constants->count)) {
    free(outputTypes);
    if (!mlirOperationIsNull(function))
      mlirOperationDestroy(function);
    return false;
  }
  mlirBlockInsertOwnedOperationAfter(moduleBody, *insertAfter, function);
  *insertAfter = function;
  // Renames the function when its name is taken, keeping names unique.
  MlirAttribute name = mlirSymbolTableInsert(symbols, function);

  MlirOperation sink = group->ops[group->count - 1];
  typesOf(outputs, outputTypes);
  MlirContext ctx = mlirOperationGetContext(sink);
  MlirNamedAttribute callee =
      named(ctx, "callee",
            mlirFlatSymbolRefAttrGet(ctx, mlirStringAttrGetValue(name)));
  MlirOperationState state =
      mlirOperationStateGet(nnStr("func.call"), mlirOperationGetLocation(sink));
  mlirOperationStateAddOperands(&state, (intptr_t)inputs->count, inputs->data);
  mlirOperationStateAddResults(&state, (intptr_t)outputs->count, outputTypes);
  mlirOperationStateAddAttributes(&state, 1, &callee);
  MlirOperation call = mlirOperationCreate(&state);
  free(outputTypes);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(sink), sink, call);
  // Uses outside the group now read the call.
  for (size_t i = 0; i < outputs->count; ++i)
    replaceUsesOutside(outputs->data[i],
                       mlirOperationGetResult(call, (intptr_t)i), members);
  fillBody(mlirRegionGetFirstBlock(mlirOperationGetRegion(function, 0)), group,
           scratch);
  // Constants now cloned into the function may have no other user left.
  for (size_t i = 0; i < constants->count; ++i) {
    MlirOperation constant = mlirOpResultGetOwner(constants->data[i]);
    if (mlirOpOperandIsNull(mlirValueGetFirstUse(constants->data[i])) &&
        mlirOperationGetNumResults(constant) == 1)
      mlirOperationDestroy(constant);
  }
  return true;
}

bool nnOutlineGroups(const NnFusionPlan *plan, const NnFuseOptions *options,
                     MlirBlock moduleBody, MlirSymbolTable symbols,
                     MlirOperation *insertAfter) {
  intptr_t n = plan->numNodes;
  // Bucket the nodes by group, keeping block order within each group.
  intptr_t *start = nnAllocArray((size_t)n + 1, sizeof(intptr_t));
  MlirOperation *ordered = nnAllocArray((size_t)n + 1, sizeof(MlirOperation));
  NnFusionKind *kind = nnAllocArray((size_t)n + 1, sizeof(NnFusionKind));
  intptr_t *fill = nnAllocArray((size_t)n + 1, sizeof(intptr_t));
  bool ok = start && ordered && kind && fill;
  if (!ok)
    n = 0;
  for (intptr_t i = 0; i < n; ++i)
    ++start[plan->group[i] + 1];
  for (intptr_t i = 0; i < n; ++i)
    start[i + 1] += start[i];
  for (intptr_t i = 0; i < n; ++i) {
    intptr_t g = plan->group[i];
    ordered[start[g] + fill[g]++] = plan->ops[i];
    if (plan->defs[i]->fusionKind > kind[g])
      kind[g] = plan->defs[i]->fusionKind;
  }
  // Outline in the order of each group's first op, for deterministic names.
  Scratch scratch = {0};
  for (intptr_t i = 0; ok && i < n; ++i) {
    intptr_t g = plan->group[i];
    Group group = {ordered + start[g], fill[g], kind[g]};
    if (group.count < 2 || !mlirOperationEqual(group.ops[0], plan->ops[i]))
      continue;
    ok = outlineGroup(&group, options, moduleBody, symbols, insertAfter,
                      &scratch);
  }
  freeScratch(&scratch);
  free(start);
  free(ordered);
  free(kind);
  free(fill);
  return ok;
}
