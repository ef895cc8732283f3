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
  intptr_t count, capacity;
} Values;

static void push(Values *values, MlirValue value) {
  if (values->count == values->capacity) {
    values->capacity = values->capacity ? 2 * values->capacity : 8;
    values->data =
        realloc(values->data, (size_t)values->capacity * sizeof(MlirValue));
    if (!values->data)
      abort();
  }
  values->data[values->count++] = value;
}

static void typesOf(const Values *values, MlirType *types) {
  for (intptr_t i = 0; i < values->count; ++i)
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
  NnPointerMap *map = &scratch->remap;
  for (intptr_t i = 0; i < inputs->count; ++i)
    nnPointerMapSet(map, inputs->data[i].ptr,
                    (intptr_t)mlirBlockGetArgument(body, i).ptr);
  for (intptr_t i = 0; i < constants->count; ++i) {
    MlirOperation clone =
        mlirOperationClone(mlirOpResultGetOwner(constants->data[i]));
    mlirBlockAppendOwnedOperation(body, clone);
    nnPointerMapSet(map, constants->data[i].ptr,
                    (intptr_t)mlirOperationGetResult(
                        clone, mlirOpResultGetResultNumber(constants->data[i]))
                        .ptr);
  }
  MlirOperationState state = mlirOperationStateGet(
      nnStr("func.return"),
      mlirOperationGetLocation(group->ops[group->count - 1]));
  mlirOperationStateAddOperands(&state, outputs->count, outputs->data);
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

// An empty private function with the group's signature.
static MlirOperation createFunction(const Group *group, const Values *inputs,
                                    const Values *outputs) {
  MlirOperation sink = group->ops[group->count - 1];
  MlirContext ctx = mlirOperationGetContext(sink);
  MlirLocation loc = mlirOperationGetLocation(sink);
  // A group may have any number of inputs and outputs: on the heap.
  MlirType *inputTypes = calloc((size_t)inputs->count + 1, sizeof(MlirType));
  MlirType *outputTypes = calloc((size_t)outputs->count + 1, sizeof(MlirType));
  MlirLocation *argLocs =
      calloc((size_t)inputs->count + 1, sizeof(MlirLocation));
  if (!inputTypes || !outputTypes || !argLocs)
    abort();
  typesOf(inputs, inputTypes);
  typesOf(outputs, outputTypes);
  for (intptr_t i = 0; i < inputs->count; ++i)
    argLocs[i] = loc;
  MlirType type = mlirFunctionTypeGet(ctx, inputs->count, inputTypes,
                                      outputs->count, outputTypes);
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
  MlirBlock body = mlirBlockCreate(inputs->count, inputTypes, argLocs);
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
static void replaceUsesOutside(MlirValue value, MlirValue replacement,
                               const NnPointerMap *members) {
  intptr_t unused, count = 0;
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use))
    ++count;
  MlirOperation *users = calloc((size_t)count + 1, sizeof(MlirOperation));
  unsigned *positions = calloc((size_t)count + 1, sizeof(unsigned));
  if (!users || !positions)
    abort();
  intptr_t n = 0;
  for (MlirOpOperand use = mlirValueGetFirstUse(value);
       !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use))
    if (!nnPointerMapGet(members, mlirOpOperandGetOwner(use).ptr, &unused)) {
      users[n] = mlirOpOperandGetOwner(use);
      positions[n++] = mlirOpOperandGetOperandNumber(use);
    }
  for (intptr_t i = 0; i < n; ++i)
    mlirOperationSetOperand(users[i], positions[i], replacement);
  free(users);
  free(positions);
}

static void outlineGroup(const Group *group, const NnFuseOptions *options,
                         MlirBlock moduleBody, MlirSymbolTable symbols,
                         MlirOperation *insertAfter, Scratch *scratch) {
  resetScratch(scratch);
  NnPointerMap *members = &scratch->members, *seen = &scratch->seen;
  Values *inputs = &scratch->inputs, *constants = &scratch->constants,
         *outputs = &scratch->outputs;
  for (intptr_t m = 0; m < group->count; ++m)
    nnPointerMapSet(members, group->ops[m].ptr, 1);
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
      nnPointerMapSet(seen, value.ptr, 1);
      push(nnFuseClonesConstant(value, options) ? constants : inputs, value);
    }
    for (intptr_t r = 0, n = mlirOperationGetNumResults(op); r < n; ++r) {
      MlirValue result = mlirOperationGetResult(op, r);
      for (MlirOpOperand use = mlirValueGetFirstUse(result);
           !mlirOpOperandIsNull(use); use = mlirOpOperandGetNextUse(use))
        if (!nnPointerMapGet(members, mlirOpOperandGetOwner(use).ptr,
                             &unused)) {
          push(outputs, result);
          break;
        }
    }
  }

  // A group nothing reads is dead code: a call would keep it alive, while
  // left in place --nn-simplify removes it.
  if (!outputs->count)
    return;

  MlirOperation function = createFunction(group, inputs, outputs);
  mlirBlockInsertOwnedOperationAfter(moduleBody, *insertAfter, function);
  *insertAfter = function;
  // Renames the function when its name is taken, keeping names unique.
  MlirAttribute name = mlirSymbolTableInsert(symbols, function);

  MlirOperation sink = group->ops[group->count - 1];
  MlirType *outputTypes = calloc((size_t)outputs->count + 1, sizeof(MlirType));
  if (!outputTypes)
    abort();
  typesOf(outputs, outputTypes);
  MlirContext ctx = mlirOperationGetContext(sink);
  MlirNamedAttribute callee =
      named(ctx, "callee",
            mlirFlatSymbolRefAttrGet(ctx, mlirStringAttrGetValue(name)));
  MlirOperationState state =
      mlirOperationStateGet(nnStr("func.call"), mlirOperationGetLocation(sink));
  mlirOperationStateAddOperands(&state, inputs->count, inputs->data);
  mlirOperationStateAddResults(&state, outputs->count, outputTypes);
  mlirOperationStateAddAttributes(&state, 1, &callee);
  MlirOperation call = mlirOperationCreate(&state);
  free(outputTypes);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(sink), sink, call);
  // Uses outside the group now read the call.
  for (intptr_t i = 0; i < outputs->count; ++i)
    replaceUsesOutside(outputs->data[i], mlirOperationGetResult(call, i),
                       members);
  fillBody(mlirRegionGetFirstBlock(mlirOperationGetRegion(function, 0)), group,
           scratch);
  // Constants now cloned into the function may have no other user left.
  for (intptr_t i = 0; i < constants->count; ++i) {
    MlirOperation constant = mlirOpResultGetOwner(constants->data[i]);
    if (mlirOpOperandIsNull(mlirValueGetFirstUse(constants->data[i])) &&
        mlirOperationGetNumResults(constant) == 1)
      mlirOperationDestroy(constant);
  }
}

void nnOutlineGroups(const NnFusionPlan *plan, const NnFuseOptions *options,
                     MlirBlock moduleBody, MlirSymbolTable symbols,
                     MlirOperation *insertAfter) {
  intptr_t n = plan->numNodes;
  // Bucket the nodes by group, keeping block order within each group.
  intptr_t *start = calloc((size_t)n + 1, sizeof(intptr_t));
  MlirOperation *ordered = calloc((size_t)n + 1, sizeof(MlirOperation));
  NnFusionKind *kind = calloc((size_t)n + 1, sizeof(NnFusionKind));
  intptr_t *fill = calloc((size_t)n + 1, sizeof(intptr_t));
  if (!start || !ordered || !kind || !fill)
    abort();
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
  for (intptr_t i = 0; i < n; ++i) {
    intptr_t g = plan->group[i];
    Group group = {ordered + start[g], fill[g], kind[g]};
    if (group.count < 2 || !mlirOperationEqual(group.ops[0], plan->ops[i]))
      continue;
    outlineGroup(&group, options, moduleBody, symbols, insertAfter, &scratch);
  }
  freeScratch(&scratch);
  free(start);
  free(ordered);
  free(kind);
  free(fill);
}
