//===- LinalgBuilder.h - Building linalg, tensor, arith and math ops ------===//
//
// Small helpers over the MLIR C API so that each nn op's lowering reads like
// its definition: tensors to write into (tensor.empty, linalg.fill),
// linalg.generic with indexing maps, iterator types and a body built by a
// callback, the named ops (linalg.matmul, linalg.transpose), arith and math
// scalar ops, constants, and the NumPy broadcasting indexing maps.
//
// An NnBuilder inserts every op it creates before one op (the nn op being
// lowered) or at the end of a block (a linalg body), at one location.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_LINALGBUILDER_H
#define NN_CONVERSION_LINALGBUILDER_H

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"
#include "nn-c/OpDef.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct NnBuilder NnBuilder;

/// Where the dynamic sizes of the tensors a builder creates come from: the
/// lowering of an op with dynamic dims gives its builder one
/// (conversion/linalg/OpSizes.h). `size` returns the size of dynamic dim
/// `dim` of a new tensor of type `type` as an index value, or a null value
/// when it cannot tell, and then sets `failed`.
typedef struct NnSizeSource {
  MlirValue (*size)(struct NnSizeSource *source, NnBuilder *b, MlirType type,
                    intptr_t dim);
  bool failed;
} NnSizeSource;

struct NnBuilder {
  MlirContext ctx;
  MlirLocation loc;
  MlirBlock block;
  MlirOperation before; // insert before this op; null appends to `block`
  NnSizeSource *sizes;  // for tensors of dynamic shape; may be NULL
};

/// A builder that inserts before `op`, at its location.
NnBuilder nnBuilderBefore(MlirOperation op);

/// Inserts the op described by `state` and returns it; a null op, inserting
/// nothing, when MLIR cannot create it (it then emits why).
MlirOperation nnBuild(NnBuilder *b, MlirOperationState *state);

/* Types. */
MlirType nnbElementType(MlirValue value);
bool nnbIsFloat(MlirType element);
/// An integer of more than one bit (i1 is a boolean).
bool nnbIsInt(MlirType element);
bool nnbIsBool(MlirType element);
/// An unsigned integer (ui8 ... ui64), or a shaped type of them.
bool nnbIsUnsigned(MlirType type);
/// The unsigned form of a signed integer op ("arith.divsi" -> "arith.divui",
/// "arith.extsi" -> "arith.extui", "arith.fptosi" -> "arith.fptoui"), or
/// `name` itself. Lowerings spell integer ops in their signed form:
/// nnbOp1/2/3, nnbConvert, nnbCmpi and nnLoweringScalarOp build the twin
/// when the operands (for fptosi, the result) are unsigned, and predicates
/// slt/sle/sgt/sge become ult/ule/ugt/uge; math.absi of an unsigned value
/// is the value.
const char *nnbUnsignedTwin(const char *name);
/// The ranked tensor `like` with another element type.
MlirType nnbWithElement(MlirType like, MlirType element);
/// `tensor` without the dimensions flagged in `drop` (keepdims = false).
MlirType nnbDropDims(MlirType tensor, const bool *drop);

/* Scalars. */
/// arith.constant of `element` (a float or integer type) holding `value`;
/// integers truncate toward zero and saturate to their type's range.
MlirValue nnbConstant(NnBuilder *b, MlirType element, double value);
/// arith.constant of a dense elements attribute (its type is the result's):
/// tables a lowering computes at compile time.
MlirValue nnbDenseConstant(NnBuilder *b, MlirAttribute dense);
/// A one-operand, two-operand or three-operand op whose result type MLIR
/// infers (arith.addf, math.exp, arith.select, ...).
MlirValue nnbOp1(NnBuilder *b, const char *name, MlirValue x);
MlirValue nnbOp2(NnBuilder *b, const char *name, MlirValue x, MlirValue y);
MlirValue nnbOp3(NnBuilder *b, const char *name, MlirValue x, MlirValue y,
                 MlirValue z);
/// A conversion op (arith.extf, arith.sitofp, ...) to `type`.
MlirValue nnbConvert(NnBuilder *b, const char *name, MlirValue x,
                     MlirType type);
/// arith.cmpf or arith.cmpi with its predicate, as the arith dialect numbers
/// it (cmpf: oeq 1, ogt 2, oge 3, olt 4, ole 5, une 13; cmpi: eq 0, ne 1,
/// slt 2, sle 3, sgt 4, sge 5).
MlirValue nnbCmpf(NnBuilder *b, int64_t predicate, MlirValue x, MlirValue y);
MlirValue nnbCmpi(NnBuilder *b, int64_t predicate, MlirValue x, MlirValue y);
/// A registry special value (an algebra's identity) as a double, for
/// nnbConstant: -0.0, 1, -inf and +inf (saturated to an integer type's
/// extremes there), 0 otherwise.
double nnbSpecialValue(NnSpecialValue value);
/// arith.constant of type index.
MlirValue nnbIndex(NnBuilder *b, int64_t value);
/// linalg.index: the current iteration index of loop `dim` (an index value).
MlirValue nnbLoopIndex(NnBuilder *b, int64_t dim);

/// Lets LLVM reassociate the float op defining `value` (arith fastmath
/// `reassoc`); no-op for integer ops. For the combiner of a reduction: the
/// loop vectorizer may then keep several partial sums, which it may not do
/// otherwise (the order of a framework's reduction is unspecified anyway).
MlirValue nnbReassociable(MlirValue value);

/// Float or integer arithmetic picked by the element type: "add", "sub",
/// "mul", "div", "max", "min" become arith.addf / arith.addi, ... (signed
/// integers; maximumf and minimumf propagate NaN).
MlirValue nnbArith(NnBuilder *b, const char *what, MlirValue x, MlirValue y);

/* Tensors. */
/// tensor.empty of a tensor type; dynamic sizes come from `b->sizes` (a
/// size it cannot tell becomes 0 and marks it failed).
MlirValue nnbEmpty(NnBuilder *b, MlirType tensor);
/// A size source (for NnBuilder.sizes) giving dynamic dim i of a tensor it
/// sizes the size of dim `from[i]` of `value`: for tensors shaped after an
/// operand, such as a reduction's accumulator.
typedef struct {
  NnSizeSource source;
  MlirValue value;
  const int64_t *from;
} NnSizesFrom;
void nnbSizesFromInit(NnSizesFrom *sizes, MlirValue value, const int64_t *from);
/// tensor.empty of `tensor` sized by nnbSizesFromInit(source, from).
MlirValue nnbEmptyFrom(NnBuilder *b, MlirType tensor, MlirValue source,
                       const int64_t *from);
/// tensor.dim: the size of dim `dim` of `tensor` (a constant when static).
MlirValue nnbDim(NnBuilder *b, MlirValue tensor, intptr_t dim);
/// The index value of `size`, an affine expression whose dim k stands for
/// `dims[k]` (index values), built from arith ops.
MlirValue nnbAffineValue(NnBuilder *b, MlirAffineExpr size,
                         const MlirValue *dims);
/// linalg.fill of `init` with `scalar`.
MlirValue nnbFill(NnBuilder *b, MlirValue scalar, MlirValue init);
/// tensor.empty of `tensor` filled with the constant `value`.
MlirValue nnbFilled(NnBuilder *b, MlirType tensor, double value);

/// tensor.extract_slice of `source` with static offsets and strides and the
/// sizes of `result` (one per dimension); its dynamic sizes come from
/// `b->sizes`, as nnbEmpty's.
MlirValue nnbExtractSlice(NnBuilder *b, MlirValue source, MlirType result,
                          const int64_t *offsets, const int64_t *strides);
/// tensor.insert_slice of all of `source` into `dest` at static `offsets`,
/// every `strides`-th position (one per dimension); returns the new tensor.
MlirValue nnbInsertSlice(NnBuilder *b, MlirValue source, MlirValue dest,
                         const int64_t *offsets, const int64_t *strides);
/// tensor.extract of the element of `source` at `indices` (index values).
MlirValue nnbExtract(NnBuilder *b, MlirValue source, intptr_t rank,
                     const MlirValue *indices);

/* linalg.generic. */

/// Builds a linalg.generic body: `args` holds the block arguments (one per
/// input, then one per output); write one value per output into `yields`.
typedef void (*NnBodyFn)(NnBuilder *body, const MlirValue *args,
                         MlirValue *yields, void *userData);

typedef struct {
  intptr_t numInputs;
  const MlirValue *inputs;
  intptr_t numOutputs;
  const MlirValue *outputs;  // the inits; their types are the result types
  const MlirAffineMap *maps; // inputs, then outputs
  intptr_t numLoops;
  const bool *reduction; // per loop; NULL: all parallel
  NnBodyFn body;
  void *userData;
} NnGeneric;

/// Builds the linalg.generic and returns its result #`result` (the results
/// have the outputs' types). When memory runs out it builds nothing and
/// returns outputs[result], a placeholder of the right type: the boundary
/// above sees nnMemoryFailures() grow (support/Memory.h).
MlirValue nnbGeneric(NnBuilder *b, const NnGeneric *generic, intptr_t result);

/// A named linalg op of two inputs and one init (linalg.matmul,
/// linalg.conv_2d_nchw_fchw, linalg.pooling_nchw_max, ...) with `attrs` after
/// its operand segment sizes, its body filled in by MLIR; returns its result.
MlirValue nnbNamedOp(NnBuilder *b, const char *name, MlirValue lhs,
                     MlirValue rhs, MlirValue init, intptr_t numAttrs,
                     const MlirNamedAttribute *attrs);

/// linalg.transpose of `input` (rank >= 1) by `perm` into a new tensor of
/// type `result`: result dim i is input dim perm[i].
MlirValue nnbTranspose(NnBuilder *b, MlirValue input, const int64_t *perm,
                       MlirType result);

/// tensor.reshape of `input` to the static type `result`, the shape an i64
/// constant. Not tensor.collapse_shape or expand_shape: those,
/// linalg-fuse-elementwise-ops folds into a linalg.generic next to them,
/// giving the generic the loops the reshape was there to merge.
MlirValue nnbReshape(NnBuilder *b, MlirValue input, MlirType result);

/// The body of a contraction written as a linalg.generic: acc + lhs * rhs
/// (args: lhs, rhs, acc).
void nnbMultiplyAccumulate(NnBuilder *b, const MlirValue *args,
                           MlirValue *yields, void *userData);

/// An elementwise linalg.generic over the shape of `resultType`: each input
/// is read through its NumPy broadcasting map, the output is a new tensor.
MlirValue nnbElementwise(NnBuilder *b, MlirType resultType, intptr_t numInputs,
                         const MlirValue *inputs, NnBodyFn body,
                         void *userData);

/* Accumulating in 16-bit floats. */

/// The element type that sums and products of `element` accumulate in: f32
/// for f16 and bf16, whose 11 and 8 significant bits stop a running sum of
/// ones at 2048 and 256; `element` itself otherwise. PyTorch and ONNX
/// Runtime accumulate 16-bit floats in f32 too.
MlirType nnbAccumulatorType(MlirType element);
/// `x` with its elements converted to the float type `element` (arith.extf or
/// arith.truncf in an elementwise generic); `x` itself when it has it.
MlirValue nnbConvertElements(NnBuilder *b, MlirValue x, MlirType element);

/* Indexing maps over `numLoops` loops. */
MlirAffineMap nnbIdentityMap(MlirContext ctx, intptr_t numLoops);
/// The NumPy broadcasting map of an operand of type `operand` into loops over
/// `numLoops` result dimensions: the operand's dimensions align at the right,
/// and a size-1 dimension facing a larger one reads index 0.
MlirAffineMap nnbBroadcastMap(MlirContext ctx, MlirType operand,
                              intptr_t numLoops, const int64_t *loopSizes);
/// The loops of a reduction of a rank-`rank` input over the `reduced` dims:
/// the input's loops, then with `keepdims` one unit parallel loop per reduced
/// dim, which indexes that size-1 dim of the result. The result's map is then
/// a projected permutation, as tiling a consumer and fusing the reduction
/// into its tile needs (a constant 0 in the map would make every tile
/// recompute the whole reduction). Writes the input's and the result's maps
/// and the loops' iterator kinds (true: reduction; NN_MAX_RANK * 2 entries at
/// most); returns the number of loops.
intptr_t nnbReductionLoops(MlirContext ctx, intptr_t rank, const bool *reduced,
                           bool keepdims, MlirAffineMap *inputMap,
                           MlirAffineMap *resultMap, bool *reduction);
/// Result i of the map is loop dims[i], or the constant 0 where dims[i] < 0.
MlirAffineMap nnbSelectMap(MlirContext ctx, intptr_t numLoops, intptr_t count,
                           const int64_t *dims);

#endif // NN_CONVERSION_LINALGBUILDER_H
