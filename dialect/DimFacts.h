//===- DimFacts.h - The sizes of a function's dims, and which are equal ---===//
//
// Shape facts: every dim of every tensor of a function as an affine
// expression of variables, d0, d1, ...: the dynamic sizes of the function's
// inputs, and sizes no rule computes (unknown). The ops' shape functions give
// the expressions (nnInferOperationDims) and the equalities their rules need.
// The facts assume those equalities, so sizes that must be equal get one
// expression (the batch of the input is the batch of every activation), and
// list each as a check that an entry makes at run time, before any kernel
// runs. Inputs name their dims with the argument attribute
// `nn.dims = ["batch", "seq", ""]` (ONNX's dim_param): dims of one name are
// one size, checked too.
//
// Calls are followed into their callees (fused groups), so the facts of a
// graph hold before and after --fuse-ops. One walk, linear in the function.
//
//===----------------------------------------------------------------------===//

#ifndef NN_DIALECT_DIMFACTS_H
#define NN_DIALECT_DIMFACTS_H

#include "mlir-c/AffineExpr.h"
#include "mlir-c/IR.h"
#include "support/StringBuffer.h"

#include <stdbool.h>

typedef struct NnDimFacts NnDimFacts;

/// A variable: the dynamic size of dim `dim` of `value`.
typedef struct {
  MlirValue value;
  intptr_t dim;
  /// The position of the function argument `value` is, or -1 for the
  /// result of an op whose rule does not say its size (unknown until run).
  intptr_t input;
  MlirStringRef name; // from `nn.dims`; empty when unnamed
} NnDimVariable;

/// Sizes that must be equal, as the rule of `op` (null: the signature's
/// names) said them, in terms of the variables.
typedef struct {
  MlirAffineExpr lhs, rhs;
  MlirOperation op;
} NnDimCheck;

/// The facts of `func` (a func.func with a body); NULL with a message in
/// `error` when an op breaks its rule or memory runs out.
NnDimFacts *nnDimFactsCompute(MlirOperation func, NnStringBuffer *error);
void nnDimFactsDestroy(NnDimFacts *facts);

/// The size of dim `dim` of `value` (a tensor of the function or of a callee
/// it reaches), simplified, in terms of the variables that the checks leave
/// free: equal sizes give equal expressions. Null when `value` is not one.
MlirAffineExpr nnDimFactsGetSize(NnDimFacts *facts, MlirValue value,
                                 intptr_t dim);

/// The func.return of `func` when its body is one block; a null op
/// otherwise (the facts follow one block).
MlirOperation nnDimFactsReturnOf(MlirOperation func);

intptr_t nnDimFactsGetNumVariables(const NnDimFacts *facts);
const NnDimVariable *nnDimFactsGetVariable(const NnDimFacts *facts,
                                           intptr_t pos);
intptr_t nnDimFactsGetNumChecks(const NnDimFacts *facts);
const NnDimCheck *nnDimFactsGetCheck(const NnDimFacts *facts, intptr_t pos);

/// Prints `size` with each variable by its name, or as "input#0[1]" (or
/// "unknown#3"); with `positions`, an input's as "input#0[1]" always,
/// followed by " (name)" when it has one.
void nnDimFactsPrintSize(const NnDimFacts *facts, MlirAffineExpr size,
                         bool positions, NnStringBuffer *out);

#endif // NN_DIALECT_DIMFACTS_H
