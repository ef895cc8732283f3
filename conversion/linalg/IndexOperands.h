//===- IndexOperands.h - Positions read at run time: clamped and checked --===//
//
// An op whose registry entry names an operand of positions into its data
// (NnOpDef's `indices`: nn.gather's `indices` along `axis`) reads memory at
// places that only the run-time values say. Before such an op's own lowering
// runs, --convert-nn-to-linalg hands the positions to nnGuardIndexOperand,
// which makes every read safe and, when asked, checks the values:
//
// - the operand is replaced by a copy in range: negative positions count
//   from the end (ONNX's rule), and what is still outside [0, n) is clamped
//   into it, so the lowering never reads outside the data whatever the
//   input. Tuples (nn.gather_nd, nn.scatter_nd: NnIndexDef's `tuples`) are
//   clamped component by component, each into its own dimension; The copy is
//   one elementwise linalg.generic over the positions (nn.gather's lowering
//   reads it with tensor.extract, so that elementwise fusion leaves it apart:
//   clamped once per position, not once per element read);
// - with checks on, a reduction over the positions finds the first one
//   outside [-n, n) (the lowest row-major position), and a
//   tensor.from_elements of three i64 (1 if one was found else 0, its
//   position, its value) tagged `nn.runtime_check` carries the result and
//   what the message needs (the op, the operand, its shape, the range, and
//   the entry input it is when it is one). Tuples get one check per
//   component (a record carries one range), in component order.
//   --nn-route-runtime-checks (conversion/common/RuntimeChecks.c) takes it from
//   there to the entry's status result; untaken, it is dead code that folding
//   drops.
//
// The check is a separate loop over the positions, not a flag computed in
// the op's loop: the positions are few (an embedding lookup reads 768
// floats per position), the loop is a minimum of selects (about 0.2 us per
// 512 positions: docs/benchmarks.md), and the op's loop stays as it was.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_LINALG_INDEXOPERANDS_H
#define NN_CONVERSION_LINALG_INDEXOPERANDS_H

#include "conversion/common/RuntimeChecks.h"
#include "conversion/linalg/Lowering.h"

#include <stdbool.h>

/// Guards the positions operand of `l`'s op, if its entry has one (a no-op
/// otherwise), along `axis` of operand 0 (the value of the attribute the
/// entry names, negative counting from the end), emitting the check when
/// `check`. When the data has no
/// element along the axis every position is out of range: the results are
/// then zeros, set in l->results, and `*done` is set (the op's lowering
/// must not run). Fails (with a message in l->error) only on an entry
/// whose `indices` does not fit the op.
MlirLogicalResult nnGuardIndexOperand(NnLowering *l, int64_t axis, bool check,
                                      bool *done);

/// The tagged record of a run-time check of `l`'s op (RuntimeChecks.h):
/// `failed` (i1), then the position (i64) in the checked operand, named
/// `operand`, of shape `shape` (`rank` dims, -1 where dynamic), and its
/// value (i64), valid in [low, high). `argument`: the entry input the
/// operand is, or -1.
void nnEmitRuntimeCheck(NnLowering *l, MlirValue failed, MlirValue position,
                        MlirValue value, const char *operand, intptr_t rank,
                        const int64_t *shape, int64_t low, int64_t high,
                        int64_t argument);

/// tensor.extract of `data` at `at` (its rank of indices) in a body built
/// by `b`, when `nonEmpty` (NnLowering.indexedNonEmpty) is null; else only
/// when it holds, zero otherwise: an empty dim of dynamic size has no
/// element at the clamped position 0.
MlirValue nnReadIndexed(NnBuilder *b, MlirValue data, intptr_t rank,
                        const MlirValue *at, MlirValue nonEmpty);

/// `position` (an i32 or i64) as an i64 in [0, size) (size > 0): wrapped
/// from the end when negative, then clamped. What the guard's copy holds,
/// and what the ND gathers and scatters compute for each tuple component.
MlirValue nnClampPosition(NnBuilder *b, MlirValue position, int64_t size);

#endif // NN_CONVERSION_LINALG_INDEXOPERANDS_H
