//===- DenseValues.h - Reading and writing dense float constants ----------===//
//
// The graph passes that compute new weights in C (--simplify-inference's
// conv+bn fold, --fold-constants' splat folding) read `dense<...>` element
// attributes as doubles and write doubles back in the tensor's own float
// type. Doubles hold f16, bf16 and f32 exactly, so the only rounding is the
// final one to the element type (to nearest even, as the JIT would).
//
//===----------------------------------------------------------------------===//

#ifndef NN_PASSES_DENSEVALUES_H
#define NN_PASSES_DENSEVALUES_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

/// Whether `type` is a float type the helpers read and write: f16, bf16,
/// f32 or f64.
bool nnIsDenseFloatType(MlirType element);

/// The dense attribute held by `value` when an arith.constant defines it,
/// or a null attribute. A dense_resource blob of f32, f64, i32 or i64
/// elements is read into an equivalent dense attribute (a copy).
MlirAttribute nnConstantDenseValue(MlirValue value);

/// Reads the `n` elements of a dense float elements attribute (a splat
/// repeats its value). False when the type is not one of the float types
/// above or the attribute holds another number of elements.
bool nnDenseReadDoubles(MlirAttribute attr, double *out, int64_t n);

/// A dense attribute of the static tensor type `type` (f16, bf16, f32 or
/// f64 elements) holding `values` rounded to that type.
MlirAttribute nnDenseFromDoubles(MlirType type, const double *values);

#endif // NN_PASSES_DENSEVALUES_H
