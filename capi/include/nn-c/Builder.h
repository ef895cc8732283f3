/*===- nn-c/Builder.h - Building nn graphs from a framework -----*- C -*-===*\
|*                                                                          *|
|* The graph builder is what a framework calls to emit an nn graph: begin   *|
|* a function with typed arguments, add ops by their registry name, add     *|
|* constants from host buffers, end the function with its results, and     *|
|* take the module. Result types come from the ops' shape functions, and    *|
|* attributes may be plain C values converted with the registry's attribute *|
|* kinds, so a framework never computes a type or spells MLIR syntax.       *|
|*                                                                          *|
|* Errors never abort. Each one (an unknown op, a wrong operand count or    *|
|* type, a bad attribute, a broken shape rule, a call out of order) is      *|
|* passed to the error callback given at creation, with the verifier's     *|
|* message ("'nn.matmul' op contracting dimensions differ: lhs has 64, rhs  *|
|* has 32"), and the call returns a failure or a null value. The first      *|
|* error is sticky: every later call on that builder does nothing and fails *|
|* (reported once), so a framework may check once, at the end.              *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/

#ifndef NN_C_BUILDER_H
#define NN_C_BUILDER_H

#include "mlir-c/IR.h"
#include "nn-c/Support.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A graph builder: an opaque handle, null when `ptr` is NULL. Every function
/// given a null builder does nothing and returns a failure or a null value.
typedef struct NnGraphBuilder {
  void *ptr;
} NnGraphBuilder;

static inline bool nnGraphBuilderIsNull(NnGraphBuilder builder) {
  return builder.ptr == NULL;
}

/* Attributes as plain C values. */

/// The kinds of C values an attribute may be given as. Each is converted to
/// what the op's attribute definition asks for (nn-c/OpDef.h): NN_VALUE_INT
/// to an i64 IntegerAttr (NN_ATTR_INT), NN_VALUE_FLOAT to an f32 FloatAttr
/// (NN_ATTR_FLOAT), NN_VALUE_BOOL to a BoolAttr (NN_ATTR_BOOL),
/// NN_VALUE_INT_ARRAY to a DenseI64ArrayAttr (NN_ATTR_INT_ARRAY),
/// NN_VALUE_STRING to a StringAttr (NN_ATTR_ENUM) and NN_VALUE_FLOAT_ARRAY
/// to a DenseF32ArrayAttr (NN_ATTR_FLOAT_ARRAY). Any other pairing is an
/// error, as is a name the op does not have. Dialect-prefixed metadata
/// ("nn.name") has no definition and takes the natural conversion.
typedef enum {
  NN_VALUE_INT,
  NN_VALUE_FLOAT,
  NN_VALUE_BOOL,
  NN_VALUE_STRING,
  NN_VALUE_INT_ARRAY,
  NN_VALUE_FLOAT_ARRAY,
} NnAttrValueKind;

/// A named attribute as a C value. Strings and arrays are borrowed for the
/// duration of the call they are passed to.
typedef struct NnAttrValue {
  const char *name;
  NnAttrValueKind kind;
  union {
    int64_t i;
    double f;
    bool b;
    MlirStringRef s;
    struct {
      const int64_t *data;
      intptr_t size;
    } array;
    struct {
      const float *data;
      intptr_t size;
    } floatArray;
  } value;
} NnAttrValue;

NN_CAPI_EXPORTED NnAttrValue nnAttrInt(const char *name, int64_t value);
NN_CAPI_EXPORTED NnAttrValue nnAttrFloat(const char *name, double value);
NN_CAPI_EXPORTED NnAttrValue nnAttrBool(const char *name, bool value);
/// `value` is NUL-terminated ("NHWC").
NN_CAPI_EXPORTED NnAttrValue nnAttrString(const char *name, const char *value);
NN_CAPI_EXPORTED NnAttrValue nnAttrIntArray(const char *name, intptr_t size,
                                            const int64_t *values);
NN_CAPI_EXPORTED NnAttrValue nnAttrFloatArray(const char *name, intptr_t size,
                                              const float *values);

/* Creation. */

/// Creates a builder that emits into a new module in `ctx`, loading the nn
/// dialect and the upstream dialects the graph uses (func, arith, tensor).
/// Errors go to `errorCallback` (may be NULL) with `userData`. Returns a null
/// builder, after reporting why, when the dialect cannot be loaded.
NN_CAPI_EXPORTED NnGraphBuilder nnGraphBuilderCreate(
    MlirContext ctx, MlirStringCallback errorCallback, void *userData);

/// Destroys the builder and the module it holds, unless it was taken.
NN_CAPI_EXPORTED void nnGraphBuilderDestroy(NnGraphBuilder builder);

/// True when a call has failed on this builder (or it is null).
NN_CAPI_EXPORTED bool nnGraphBuilderHasFailed(NnGraphBuilder builder);

/// Sets the location of the ops created from now on (unknown by default); a
/// framework passes its node's name as a NameLoc, say.
NN_CAPI_EXPORTED void nnGraphBuilderSetLocation(NnGraphBuilder builder,
                                                MlirLocation location);

/* Functions. */

/// Begins a public `func.func @name` with `numArguments` arguments of the
/// given tensor types. Fails when a function is already open, the name is
/// taken, or a type is null or not a ranked tensor.
NN_CAPI_EXPORTED MlirLogicalResult
nnGraphBuilderBeginFunction(NnGraphBuilder builder, MlirStringRef name,
                            intptr_t numArguments, const MlirType *types);

/// The argument at `pos` of the open function, or a null value.
NN_CAPI_EXPORTED MlirValue nnGraphBuilderGetArgument(NnGraphBuilder builder,
                                                     intptr_t pos);

/// Ends the open function, returning `results`, which become its result
/// types. Fails when no function is open (ended twice, say) or a result is
/// null or does not belong to the function.
NN_CAPI_EXPORTED MlirLogicalResult nnGraphBuilderEndFunction(
    NnGraphBuilder builder, intptr_t numResults, const MlirValue *results);

/// Gives the module to the caller, who must destroy it. Fails, returning a
/// null module, when a function is still open or an error occurred; the
/// returned module passes mlirOperationVerify and nnVerify. The builder may
/// not be used afterwards except to be destroyed.
NN_CAPI_EXPORTED MlirModule nnGraphBuilderTakeModule(NnGraphBuilder builder);

/* Ops. */

/// Everything about one op to add. Zero-initialise it, or start from
/// nnOpSpecGet, then set what the op needs.
typedef struct NnOpSpec {
  /// The registry name: "nn.conv2d", or an upstream op the registry
  /// describes, such as "tensor.concat".
  MlirStringRef name;
  intptr_t numOperands;
  const MlirValue *operands;
  /// Attributes as MLIR attributes, taken as they are...
  intptr_t numAttributes;
  const MlirNamedAttribute *attributes;
  /// ...and as C values, converted with the registry's kinds. A name may
  /// appear only once over both lists; absent attributes take defaults.
  intptr_t numValues;
  const NnAttrValue *values;
  /// 0 for the op's own count; for an op with a variadic result (nn.split)
  /// the number of results to create.
  intptr_t numResults;
  /// NULL: the result types are inferred with the op's shape function.
  /// Otherwise `numResults` (or the op's count) types, checked by the
  /// verifier; needed by ops whose result type is their input, such as
  /// nn.reshape (the new shape) and nn.cast (the target element type).
  const MlirType *resultTypes;
} NnOpSpec;

NN_CAPI_EXPORTED NnOpSpec nnOpSpecGet(MlirStringRef name, intptr_t numOperands,
                                      const MlirValue *operands);

/// Adds the op at the end of the open function. Returns it (its results are
/// mlirOperationGetResult(op, i)), or a null operation after reporting why.
NN_CAPI_EXPORTED MlirOperation nnGraphBuilderAddOp(NnGraphBuilder builder,
                                                   const NnOpSpec *spec);

/// The common case: op `name` (NUL-terminated) with inferred result types
/// and C-value attributes. Returns its only result, or a null value.
NN_CAPI_EXPORTED MlirValue nnGraphBuilderOp(
    NnGraphBuilder builder, const char *name, intptr_t numOperands,
    const MlirValue *operands, intptr_t numValues, const NnAttrValue *values);

/* Constants: `arith.constant` ops in the open function. */

/// Constants with more bytes than this become `dense_resource` blobs, which
/// keep the IR small and are printed once, at the end of the module; smaller
/// ones are inline `dense<...>` attributes that passes fold and print.
#define NN_GRAPH_BUILDER_INLINE_LIMIT 1024

/// A constant of statically shaped tensor `type` from `size` bytes at `data`:
/// its elements in row-major order, in the element type's host layout (f16
/// and bf16 as their 16-bit patterns, i1 as one byte per element, 0 or 1).
/// The bytes are copied: the caller may free them on return. A copied blob
/// lives as long as the context (MLIR frees resource blobs with it). i1
/// tensors are always inline. Fails when `size` is not the tensor's size.
NN_CAPI_EXPORTED MlirValue nnGraphBuilderConstant(NnGraphBuilder builder,
                                                  MlirType type,
                                                  const void *data,
                                                  size_t size);

/// As nnGraphBuilderConstant, but always a `dense_resource` blob that uses
/// `data` in place, without copying: the bytes (aligned for the element
/// type) must stay valid and unchanged until MLIR calls `deleter` (which may
/// be NULL) with `userData`, when the context is destroyed. For weights the
/// framework already holds, mapped from a file say. If the call fails, the
/// deleter is called before it returns.
NN_CAPI_EXPORTED MlirValue nnGraphBuilderConstantNoCopy(
    NnGraphBuilder builder, MlirType type, const void *data, size_t size,
    void (*deleter)(void *userData, const void *data, size_t size,
                    size_t align),
    void *userData);

/// A constant of `type` with every element `value` (converted to the element
/// type: truncated toward zero for integers, nonzero is true for i1).
NN_CAPI_EXPORTED MlirValue nnGraphBuilderSplat(NnGraphBuilder builder,
                                               MlirType type, double value);

/// A constant holding any elements attribute (dense, splat, resource).
NN_CAPI_EXPORTED MlirValue nnGraphBuilderConstantAttr(NnGraphBuilder builder,
                                                      MlirAttribute value);

#ifdef __cplusplus
}
#endif

#endif /* NN_C_BUILDER_H */
