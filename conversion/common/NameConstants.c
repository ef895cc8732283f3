//===- NameConstants.c - Constant globals named and ordered by first use --===//
//
// --nn-name-constants renames the private constant memref.globals that
// one-shot bufferization makes of tensor constants (`__constant_4xi64`,
// `__constant_4xi64_0`, ...) and reorders them, so that both follow the
// order in which the module first reads them (its memref.get_global ops, in
// walk order), not the order bufferization happened to visit functions.
//
// Why: bufferization with function boundaries visits functions in an order
// kept in a map keyed by pointers, so lowering one graph twice with one
// binary gave the same globals other names and another order (a BERT layer's
// reshape shapes: `__constant_4xi64` in one run was `__constant_4xi64_1` in
// the next). The output was otherwise identical; reproducible builds and IR
// diffs between versions need it to be byte for byte. The pass runs in
// nn-bufferize, right after bufferization.
//
// Names keep bufferization's form: the base (`__constant_` + shape + element
// type, bufferization's `_N` suffix dropped), then `_0`, `_1`, ... for later
// globals of one base. Only private constant globals named `__constant_*`
// are touched, and only when no other symbol of the module has that prefix
// (a user's symbol could then clash with a new name: the pass leaves such a
// module as it is). Every reference must be a memref.get_global, as
// bufferization leaves them.
//
// Two walks of the module and one pass over the globals: linear.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"

#include "mlir-c/BuiltinAttributes.h"
#include "support/Memory.h"
#include "support/OpList.h"
#include "support/OpName.h"
#include "support/OutOfMemory.h"
#include "support/PointerMap.h"
#include "support/StringBuffer.h"
#include "support/StringMap.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static const char kPrefix[] = "__constant_";

static MlirStringRef symbolName(MlirOperation op) {
  MlirAttribute name = mlirOperationGetAttributeByName(
      op, mlirSymbolTableGetSymbolAttributeName());
  return mlirAttributeIsAString(name) ? mlirStringAttrGetValue(name)
                                      : (MlirStringRef){NULL, 0};
}

static bool hasPrefix(MlirStringRef name) {
  return name.data && name.length >= sizeof(kPrefix) - 1 &&
         memcmp(name.data, kPrefix, sizeof(kPrefix) - 1) == 0;
}

// A global bufferization made of a tensor constant.
static bool isConstantGlobal(MlirOperation op) {
  if (!nnOpIs(op, "memref.global"))
    return false;
  MlirAttribute visibility = mlirOperationGetAttributeByName(
      op, mlirSymbolTableGetVisibilityAttributeName());
  return mlirOperationGetAttributeByName(op, nnStr("constant")).ptr &&
         mlirAttributeIsAString(visibility) &&
         mlirStringRefEqual(mlirStringAttrGetValue(visibility),
                            nnStr("private"));
}

typedef struct {
  NnOpList globals;  // in first-use order once ordered
  NnPointerMap rank; // sym_name attribute -> index in `globals`, or -1 - i
                     // until first read (i: its place in the module)
  size_t ordered;    // globals[0..ordered) are in first-use order
  bool failed;
} Constants;

static MlirAttribute getGlobalName(MlirOperation op) {
  MlirAttribute ref = mlirOperationGetAttributeByName(op, nnStr("name"));
  if (!mlirAttributeIsAFlatSymbolRef(ref))
    return (MlirAttribute){NULL};
  return mlirStringAttrGet(mlirOperationGetContext(op),
                           mlirFlatSymbolRefAttrGetValue(ref));
}

// Moves each global to its first read, in walk order: globals[ordered] is
// swapped with the one first read now.
static MlirWalkResult orderByFirstRead(MlirOperation op, void *userData) {
  Constants *c = userData;
  if (!nnOpIs(op, "memref.get_global"))
    return MlirWalkResultAdvance;
  MlirAttribute name = getGlobalName(op);
  intptr_t at;
  if (!name.ptr || !nnPointerMapGet(&c->rank, name.ptr, &at) || at >= 0)
    return MlirWalkResultAdvance; // not ours, or placed already
  size_t from = (size_t)(-1 - at), to = c->ordered++;
  MlirOperation moved = c->globals.ops[from], other = c->globals.ops[to];
  c->globals.ops[to] = moved;
  c->globals.ops[from] = other;
  MlirAttribute otherName = mlirOperationGetAttributeByName(
      other, mlirSymbolTableGetSymbolAttributeName());
  if (!nnPointerMapSet(&c->rank, name.ptr, (intptr_t)to) ||
      (from != to &&
       !nnPointerMapSet(&c->rank, otherName.ptr, -1 - (intptr_t)from))) {
    c->failed = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

// Points each read at the global's new name.
typedef struct {
  const Constants *constants;
  MlirAttribute *newNames; // FlatSymbolRefAttr per index
} Renaming;

static MlirWalkResult renameReads(MlirOperation op, void *userData) {
  const Renaming *r = userData;
  if (!nnOpIs(op, "memref.get_global"))
    return MlirWalkResultAdvance;
  MlirAttribute name = getGlobalName(op);
  intptr_t at;
  if (name.ptr && nnPointerMapGet(&r->constants->rank, name.ptr, &at))
    mlirOperationSetAttributeByName(op, nnStr("name"), r->newNames[at]);
  return MlirWalkResultAdvance;
}

// The length of `name` without bufferization's `_N` suffix.
static size_t baseLength(MlirStringRef name) {
  size_t end = name.length;
  while (end > 0 && isdigit((unsigned char)name.data[end - 1]))
    --end;
  if (end < name.length && end > sizeof(kPrefix) - 1 &&
      name.data[end - 1] == '_')
    return end - 1;
  return name.length;
}

// Gives globals[i] its new name, in order: a base's first keeps the base,
// the next ones take _0, _1, ...
static bool renameGlobals(MlirOperation module, Constants *c) {
  MlirContext ctx = mlirOperationGetContext(module);
  size_t n = c->globals.count;
  MlirAttribute *refs = nnAllocArray(n + 1, sizeof(*refs));
  char **bases = nnAllocArray(n + 1, sizeof(*bases));
  NnStringMap seen = {0};
  NnStringBuffer text = {0};
  bool ok = refs && bases;
  for (size_t i = 0; ok && i < n; ++i) {
    MlirStringRef old = symbolName(c->globals.ops[i]);
    size_t length = baseLength(old);
    if (!(ok = (bases[i] = nnCopyString(old.data, length)) != NULL))
      break;
    intptr_t count = 0;
    nnStringMapGet(&seen, bases[i], &count);
    if (!(ok = nnStringMapSet(&seen, bases[i], count + 1)))
      break;
    nnStringBufferClear(&text);
    if (count == 0)
      nnStringBufferAppend(&text, bases[i], length);
    else
      nnStringBufferPrintf(&text, "%s_%ld", bases[i], (long)(count - 1));
    if (!(ok = !nnStringBufferFailed(&text)))
      break;
    MlirStringRef name = nnStr(nnStringBufferStr(&text));
    refs[i] = mlirFlatSymbolRefAttrGet(ctx, name);
    // mlirStringAttrGet copies the name into the context.
    mlirOperationSetAttributeByName(c->globals.ops[i],
                                    mlirSymbolTableGetSymbolAttributeName(),
                                    mlirStringAttrGet(ctx, name));
  }
  if (ok) {
    Renaming r = {c, refs};
    mlirOperationWalk(module, renameReads, &r, MlirWalkPreOrder);
  }
  for (size_t i = 0; bases && i < n; ++i)
    free(bases[i]);
  free(bases);
  free(refs);
  nnStringMapFree(&seen);
  nnStringBufferFree(&text);
  return ok;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  (void)state;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  Constants c = {0};
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       ok && !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!hasPrefix(symbolName(op)))
      continue;
    if (!isConstantGlobal(op)) {
      nnOpListFree(&c.globals);
      nnPointerMapFree(&c.rank);
      return mlirLogicalResultSuccess(); // a symbol of the user's: leave all
    }
    MlirAttribute name = mlirOperationGetAttributeByName(
        op, mlirSymbolTableGetSymbolAttributeName());
    ok = nnOpListPush(&c.globals, op) &&
         nnPointerMapSet(&c.rank, name.ptr, -(intptr_t)c.globals.count);
  }
  if (ok && c.globals.count > 0) {
    MlirOperation anchor = c.globals.ops[0]; // the first one in the module
    mlirOperationWalk(module, orderByFirstRead, &c, MlirWalkPreOrder);
    ok = !c.failed && renameGlobals(module, &c);
    // In the new order, where the first of them was: the others go before
    // it, then it goes before its successor in the new order.
    size_t at = 0;
    for (size_t i = 0; ok && i < c.globals.count; ++i) {
      if (mlirOperationEqual(c.globals.ops[i], anchor))
        at = i;
      else
        mlirOperationMoveBefore(c.globals.ops[i], anchor);
    }
    if (ok && at + 1 < c.globals.count)
      mlirOperationMoveBefore(anchor, c.globals.ops[at + 1]);
  }
  nnOpListFree(&c.globals);
  nnPointerMapFree(&c.rank);
  return ok ? mlirLogicalResultSuccess()
            : nnOutOfMemory(module, "nn-name-constants");
}

const NnPassDef nnNameConstantsPass = {
    .argument = "nn-name-constants",
    .name = "NNNameConstants",
    .description = "Names and orders the constant globals of bufferization "
                   "by their first read, so that lowering is deterministic",
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
};
