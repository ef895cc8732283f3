//===- RuntimeChecks.h - Run-time checks: from the ops to the entries -----===//
//
// A lowering that checks a value only known at run time (a gather's
// indices: conversion/linalg/IndexOperands.h) leaves a tagged record of three
// i64 where the check is made: 1 when it failed, then the failing element's
// row-major position and its value. --nn-route-runtime-checks brings the
// records to the callers, so that a call can say which input was bad:
//
// - each check gets an id, 1, 2, ... in module order, and the module a
//   table, the attribute `nn.runtime_checks`: per id, a dictionary of what
//   the message says (op, operand, location, shape, low and high: the valid
//   range [low, high), and entry and input when the checked value is an
//   input of an entry);
// - every function that makes a check, or calls one that does, returns a
//   status after its results: three i64 (private functions) or one
//   tensor<3xi64> (public ones, the entries: a buffer the caller passes in,
//   like every result) holding the failed check's id (0: none failed), the
//   position and the value. The first failure in program order wins;
// - when the module makes any check, every public function with a body
//   gets the status, so a runtime knows the convention from the table
//   alone. A module without checks is left as it was.
//
// Runtimes (capi/lib/Run.c, nn-compile's wrappers) pass a buffer of
// NN_RUNTIME_STATUS_SIZE i64 after the results, and on a nonzero id look
// the check up in the table they read with nnReadRuntimeChecks.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_COMMON_RUNTIMECHECKS_H
#define NN_CONVERSION_COMMON_RUNTIMECHECKS_H

#include "mlir-c/IR.h"
#include "nn-c/OpDef.h"

#include <stdbool.h>
#include <stdint.h>

/// The tag of a check's record (a discardable attribute holding what the
/// message needs).
#define NN_RUNTIME_CHECK_ATTR "nn.runtime_check"
/// The module attribute holding the table.
#define NN_RUNTIME_CHECKS_ATTR "nn.runtime_checks"
/// low and high of a range whose bound is a size known only at run time
/// (a gather along a dynamic dim): the message then says so.
#define NN_CHECK_RANGE_DYNAMIC INT64_MIN

/// The status an entry writes: the id of the failed check (0: none), the
/// position and the value.
#define NN_RUNTIME_STATUS_SIZE 3

typedef struct {
  char *op, *operand, *location;
  char *entry; // the entry whose input is checked, or ""
  int input;   // that input, or -1
  int rank;
  int64_t shape[NN_MAX_RANK];
  int64_t low, high;
} NnRuntimeCheck;

typedef struct {
  int count;
  NnRuntimeCheck *checks; // checks[id - 1]
} NnRuntimeChecks;

/// Reads the table of a routed module (before or after lowering to LLVM).
/// The table is empty when the module makes no checks; false (and an empty
/// table) only when memory runs out.
bool nnReadRuntimeChecks(MlirModule module, NnRuntimeChecks *checks);
void nnFreeRuntimeChecks(NnRuntimeChecks *checks);

#endif // NN_CONVERSION_COMMON_RUNTIMECHECKS_H
