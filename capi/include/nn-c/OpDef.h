/*===- nn-c/OpDef.h - How an nn op is described ----------------*- C -*-===*\
|*                                                                          *|
|* An op of the nn dialect is one NnOpDef: a plain, static C description    *|
|* that is the single source of truth for its operands, attributes, types,  *|
|* shape rule, fusion kind, layout behaviour, algebra, lowering and         *|
|* documentation. The IRDL dialect, the verifier, the docs, the graph       *|
|* passes and the lowering to linalg all read these descriptions; none of   *|
|* them names an op. Frameworks describe their custom ops the same way and  *|
|* register them with nnRegisterOp (nn-c/Dialect.h).                        *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/

#ifndef NN_C_OPDEF_H
#define NN_C_OPDEF_H

#include "mlir-c/AffineExpr.h"
#include "mlir-c/IR.h"
#include "nn-c/Support.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Fusion kinds, ordered as in TVM's op patterns: a group may absorb ops of a
/// kind no greater than what its anchor allows (DESIGN.md section 6).
typedef enum {
  NN_FUSION_ELEMENTWISE,
  NN_FUSION_BROADCAST,
  NN_FUSION_INJECTIVE,
  NN_FUSION_REDUCTION,
  NN_FUSION_OUT_ELEMENTWISE_FUSABLE,
  NN_FUSION_OPAQUE,
} NnFusionKind;

/// How many values an operand or result slot holds.
typedef enum {
  NN_SINGLE,
  NN_OPTIONAL,
  NN_VARIADIC,
} NnArity;

/// Element types a tensor operand or result may have; a bit set. The bits'
/// values are ABI: new types take new bits. Unsigned integers are MLIR's
/// builtin `ui8` ... `ui64` (as in StableHLO and torch-mlir), so that an op's
/// integer semantics (division, comparison, shifts, casts) follow from its
/// operand types; the lowering to linalg turns them into signless integers
/// with the unsigned arith ops.
enum {
  NN_F16 = 1u << 0,
  NN_BF16 = 1u << 1,
  NN_F32 = 1u << 2,
  NN_F64 = 1u << 3,
  NN_I8 = 1u << 4,
  NN_I32 = 1u << 5,
  NN_I64 = 1u << 6,
  NN_I1 = 1u << 7,
  NN_I16 = 1u << 8,
  NN_UI8 = 1u << 9,
  NN_UI16 = 1u << 10,
  NN_UI32 = 1u << 11,
  NN_UI64 = 1u << 12,
  /// The number of element-type bits.
  NN_NUM_ELEMENT_BITS = 13,

  NN_FLOAT = NN_F16 | NN_BF16 | NN_F32 | NN_F64,
  /// Signless integers, which nn reads as two's-complement signed values.
  NN_SIGNED_INT = NN_I8 | NN_I16 | NN_I32 | NN_I64,
  NN_UNSIGNED_INT = NN_UI8 | NN_UI16 | NN_UI32 | NN_UI64,
  NN_INTEGER = NN_SIGNED_INT | NN_UNSIGNED_INT,
  /// Every float and integer type, signed or unsigned.
  NN_ALL_NUMERIC = NN_FLOAT | NN_INTEGER,
  /// Every element type.
  NN_ALL_ELEMENTS = NN_ALL_NUMERIC | NN_I1,

  /// The sets from before unsigned types existed, with their meaning kept:
  /// signless integers only. A custom op written against them lowers with
  /// signed arith ops, which would be wrong on unsigned values, so they do
  /// not grow to include them (i16 is signless: any such lowering handles
  /// it). New definitions say NN_SIGNED_INT, NN_INTEGER or NN_ALL_* instead.
  NN_INT = NN_SIGNED_INT,
  NN_NUMERIC = NN_FLOAT | NN_INT,
  NN_ANY_ELEMENT = NN_NUMERIC | NN_I1,
};

/// The highest tensor rank nn ops accept, as in NumPy. Shape functions may
/// rely on it to keep per-dimension scratch space on the stack: no shape
/// function runs on an operand or a declared result of a higher rank (the
/// caller reports it instead), verified IR or not.
#define NN_MAX_RANK 64

/// One operand or result slot. Every slot is a ranked tensor.
typedef struct {
  const char *name;
  NnArity arity;
  unsigned elementTypes; /* a mask of NN_F32 ... NN_UI64 */
  const char *doc;
} NnValueDef;

/// Kinds of attributes, and what the verifier accepts for each: an integer of
/// any width (NN_ATTR_INT), an f32 or f64 float (NN_ATTR_FLOAT), a bool,
/// array<i64: ...> (NN_ATTR_INT_ARRAY), a string from a fixed set
/// (NN_ATTR_ENUM; `enumValues` lists the choices separated by '|'), or
/// array<f32: ...> (NN_ATTR_FLOAT_ARRAY: per-axis factors, such as the
/// scales a resize was given).
typedef enum {
  NN_ATTR_INT,
  NN_ATTR_FLOAT,
  NN_ATTR_BOOL,
  NN_ATTR_INT_ARRAY,
  NN_ATTR_ENUM,
  NN_ATTR_FLOAT_ARRAY,
} NnAttrKind;

typedef struct {
  const char *name;
  NnAttrKind kind;
  /// The value used when the attribute is absent, in MLIR attribute syntax
  /// ("1 : i64", "array<i64: 1, 1>", "\"NCHW\""). NULL makes it required.
  const char *defaultValue;
  const char *enumValues;
  const char *doc;
} NnAttrDef;

/// How an op reacts when --convert-layout changes the layout of its 4-D
/// operands between NCHW and NHWC. An op without a description (the zero
/// value) is a barrier: it receives its operands in their original layout.
typedef enum {
  /// Needs its operands in the original layout.
  NN_LAYOUT_BARRIER = 0,
  /// Computes each element from the elements at the same position, under
  /// NumPy broadcasting: it works in any layout once every operand is
  /// permuted alike (a lower-rank operand is first aligned at the right).
  NN_LAYOUT_AGNOSTIC,
  /// Has an enum attribute (`attributes`) "NCHW" or "NHWC" saying how its
  /// first operand is laid out; other 4-D operands are filters, OIHW with
  /// NCHW and HWIO with NHWC.
  NN_LAYOUT_ATTRIBUTE,
  /// An integer attribute names one dimension (a channel axis, a softmax
  /// axis, a concat dimension); 4-D operands follow the layout, others (1-D
  /// per-channel operands) are unaffected.
  NN_LAYOUT_AXIS,
  /// An array attribute lists dimensions (reduction axes); as NN_LAYOUT_AXIS.
  NN_LAYOUT_AXES,
  /// Array attributes hold one entry per dimension, or several blocks of one
  /// entry per dimension (slice starts, pad begins then ends).
  NN_LAYOUT_PER_DIMENSION,
  /// The attribute is a permutation of the dimensions (nn.transpose).
  NN_LAYOUT_PERMUTATION,
} NnLayoutKind;

/// The op's layout behaviour: a kind and the attributes it concerns, named
/// and separated by '|' ("starts|ends|steps"); NULL for none.
typedef struct {
  NnLayoutKind kind;
  const char *attributes;
} NnLayoutDef;

/// The state a shape function reads: operand types and attributes. Opaque so
/// that the verifier, the graph builder and the passes can all provide one.
typedef struct NnShapeContext NnShapeContext;

/// Computes the op's result types from its operands and attributes, writing
/// nnShapeGetNumResults(ctx) types into `results`. Operands are ranked
/// tensors of rank at most NN_MAX_RANK whose element types the op's slots
/// allow; a result rank the function computes, it checks against NN_MAX_RANK
/// itself. On a rule violation it returns nnShapeError(...), whose message
/// names the rule and the numbers.
typedef MlirLogicalResult (*NnShapeFn)(NnShapeContext *ctx, MlirType *results);

/// Special values an algebraic fact can name, per element type.
typedef enum {
  NN_VALUE_NONE = 0,
  /// +0.0; integer 0; false.
  NN_VALUE_ZERO,
  /// -0.0 (x + -0.0 is x for every x; x + +0.0 is not, at x = -0.0);
  /// integer 0.
  NN_VALUE_NEG_ZERO,
  /// 1.0; integer 1; true.
  NN_VALUE_ONE,
  /// -inf; the smallest integer of the type.
  NN_VALUE_LOWEST,
  /// +inf; the largest integer of the type.
  NN_VALUE_HIGHEST,
} NnSpecialValue;

/// What an op's algebra lets passes rewrite (--nn-simplify) and lowerings
/// assume. Facts hold for every element type the op takes, NaN included,
/// except `associative`, which holds for floats up to rounding (as every
/// framework's reductions assume).
typedef struct {
  /// Binary: op(x, y) = op(y, x).
  bool commutative;
  /// Binary: op(op(x, y), z) = op(x, op(y, z)).
  bool associative;
  /// Unary: op(op(x)) = op(x), both with the same attributes. Binary:
  /// op(x, x) = x.
  bool idempotent;
  /// Unary: op(op(x)) = x, both with the same attributes.
  bool involution;
  /// Binary: op(x, e) = x for this e (and op(e, x) = x when commutative).
  /// Reduction: the value of reducing no element, where its accumulator
  /// starts.
  NnSpecialValue identity;
  /// Binary: op(x, z) = z for this z (and op(z, x) = z when commutative).
  NnSpecialValue absorbing;
  /// Unary: the result is the operand whenever their types are equal (a
  /// cast to the operand's own type).
  bool sameTypeIsIdentity;
} NnAlgebra;

/* Lowering to linalg (nn-c/Lowering.h has what a lowering may call). */

/// The state of one op's lowering: the op, its attributes, where new ops go
/// and the values that replace its results.
typedef struct NnLowering NnLowering;

/// Lowers the op of `lowering` to linalg, tensor, arith and math ops built
/// before it, and gives each of its results a replacement with
/// nnLoweringSetResult. An op it cannot handle (an element type, an
/// attribute value) returns nnLoweringFail(...) before building anything.
typedef MlirLogicalResult (*NnLowerFn)(NnLowering *lowering);

/// Builds one element of an elementwise op from one element of each operand
/// (`args`, in operand order) and returns it; the ops it creates go through
/// nnLoweringInsert (or nnLoweringScalarOp).
typedef MlirValue (*NnScalarFn)(NnLowering *lowering, const MlirValue *args);

/// The formula of one element of an elementwise op, in the spirit of
/// StableHLO's MapStablehloOpToScalarOp: the arith or math op computing it
/// for float elements and for integer ones (NULL where the op has no such
/// form), with its predicate for arith.cmpf/arith.cmpi ("olt", "slt"); or a
/// function for formulas of several ops (`build`, which takes precedence).
/// The element kind is that of the first operand whose elements are not i1,
/// or integer when all are i1 (logical ops).
typedef struct {
  const char *floatOp;
  const char *intOp;
  const char *floatPredicate;
  const char *intPredicate;
  NnScalarFn build;
} NnScalarDef;

/// For an op linear in its operand 1, a weight, whose every output channel
/// is computed from one slice of that weight (conv2d, matmul): writes the
/// result dimension that holds the channels and the weight dimension of the
/// slices, so that scaling weight slice c scales result channel c. Returns
/// false when the operand types and attributes do not say.
typedef bool (*NnOutputChannelsFn)(NnShapeContext *ctx, int64_t *resultDim,
                                   int64_t *weightDim);

/// Per-channel facts: what --simplify-inference folds batch norms with.
typedef struct {
  /// Where the output channels of an op linear in its weight are; NULL for
  /// other ops.
  NnOutputChannelsFn outputChannels;
  /// The op adds operand 1, a 1-D tensor, along the dimension its `axis`
  /// attribute names (nn.bias_add).
  bool addsBias;
  /// The op is an inference normalization: operands (input, scale, bias,
  /// mean, var), attributes `epsilon` and `axis`, and the result
  /// scale[c] * (input - mean[c]) / sqrt(var[c] + epsilon) + bias[c] along
  /// `axis`: a per-channel affine map (nn.batch_norm).
  bool normalizes;
} NnChannelDef;

/// An operand that holds positions along a dimension of operand 0, which an
/// integer attribute names (nn.gather's `indices` along `axis`); negative
/// positions count from the end. Positions out of range have no meaning:
/// --fold-constants leaves such an op as it is, and --convert-nn-to-linalg
/// hands the op's lowering a copy clamped into range (so that no input
/// reads outside operand 0) and checks the positions at run time, unless
/// its option runtime-checks is false.
///
/// With `tuples`, the positions are tuples along the operand's last
/// dimension (nn.gather_nd, nn.scatter_nd): component j of each tuple
/// indexes dimension a + j of operand 0, where a is the value of the
/// attribute `axis` names (gather_nd's `batch_dims`), or 0 when `axis` is
/// NULL.
typedef struct {
  int operand; // 0: none (operand 0 is the data)
  const char *axis;
  bool tuples;
} NnIndexDef;

/// How an op behaves on quantized tensors: what --fuse-quantized may do
/// with the nn.dequantize ops that feed it (docs/passes.md).
typedef enum {
  /// Nothing known: the op computes on the dequantized floats.
  NN_QUANT_NONE = 0,
  /// Operands (input, scale, zero_point), attribute `axis`: float input to
  /// the zero point's integer type (nn.quantize).
  NN_QUANT_QUANTIZE,
  /// Operands (input, scale, zero_point), attribute `axis`: integer input
  /// (the zero point's type) to the scale's float type (nn.dequantize).
  NN_QUANT_DEQUANTIZE,
  /// The op sums products of an element of operand 0 and an element of
  /// operand 1 and nothing else, and runs on integers, accumulating in its
  /// result type (nn.matmul, the convolutions); the output channels of
  /// operand 1 are where `channels.outputChannels` says. On dequantized
  /// operands it can run on the integers less their zero points, with one
  /// dequantize of the i32 sums.
  NN_QUANT_BILINEAR,
  /// Every result element is an element of operand 0, picked by position
  /// or as the largest or smallest of some (reshape, transpose, slice,
  /// max pooling, reduce_max), and the op takes integers: it commutes with
  /// an increasing map, so it can run on the integers before a per-tensor
  /// dequantize.
  NN_QUANT_SELECTS,
} NnQuantRole;

typedef struct NnOpDef {
  /// Full op name. Ops named "nn.*" belong to the nn dialect; any other name
  /// (such as "tensor.concat") describes an upstream op for nn's passes.
  const char *name;
  const char *summary;
  const char *description;
  /// How the result types follow from the operands, in words, for the docs.
  const char *shapeRule;
  const NnValueDef *operands;
  int numOperands;
  const NnValueDef *results;
  int numResults;
  const NnAttrDef *attributes;
  int numAttributes;
  NnFusionKind fusionKind;
  bool pure;
  NnShapeFn inferShape;
  /// How the op follows a layout change; a barrier when left zero.
  NnLayoutDef layout;
  /// Algebraic facts; none when left zero.
  NnAlgebra algebra;
  /// Every result element is a copy of an element of the first operand,
  /// picked by shapes and attributes alone (transpose, slice, broadcast_to):
  /// a splat gives a splat.
  bool movesDataOnly;
  /// The result holds the first operand's elements in the same row-major
  /// order, in the result type's shape (reshape, squeeze, identity): a view
  /// of the same buffer, decided by the result type alone.
  bool isView;
  /// How the op lowers to linalg: `lower` when set; otherwise, for an
  /// elementwise op with a `scalar` formula, one linalg.generic under NumPy
  /// broadcasting computing it; otherwise the op does not lower.
  NnLowerFn lower;
  NnScalarDef scalar;
  /// The binary op whose repeated application this op is ("nn.add" for
  /// nn.reduce_sum): its scalar formula combines, its identity starts, and
  /// its associativity lets the reduction be reordered.
  const char *combiner;
  /// Per-channel facts; none when left zero.
  NnChannelDef channels;
  /// The operand of positions into operand 0, if any.
  NnIndexDef indices;
  /// How the op behaves on quantized tensors; nothing known when left zero.
  NnQuantRole quantization;
  /// The lowering handles dynamic dims: it sizes the tensors it creates
  /// from its operands' sizes at run time (nnLoweringGetResultSize, or the
  /// builders of nn-c/Lowering.h, which do it), and the shape function says
  /// what every dynamic result size is (see "Dynamic sizes" below). Ops without
  /// it lower at static shapes only. The scalar formula's lowering always
  /// handles them.
  bool lowersDynamicDims;
  /// The attribute naming the dim along which the result lays its operands
  /// end to end, in order (tensor.concat's "dim"); NULL for other ops. What
  /// reads the result at an index reads one operand, at that index less the
  /// sizes of the operands before it along that dim.
  const char *joinsAlong;
} NnOpDef;

/* Shape-function helpers. */

NN_CAPI_EXPORTED MlirContext nnShapeGetContext(NnShapeContext *ctx);
NN_CAPI_EXPORTED const NnOpDef *nnShapeGetOpDef(NnShapeContext *ctx);
NN_CAPI_EXPORTED intptr_t nnShapeGetNumOperands(NnShapeContext *ctx);
/// The operand's type; a ranked tensor whose element type the verifier has
/// already checked against the operand's NnValueDef.
NN_CAPI_EXPORTED MlirType nnShapeGetOperandType(NnShapeContext *ctx,
                                                intptr_t pos);
/// How many result types to compute: the op's result count, which for an op
/// with a variadic result (nn.split) is chosen by the IR or the builder.
NN_CAPI_EXPORTED intptr_t nnShapeGetNumResults(NnShapeContext *ctx);
/// The result type written in the IR, or a null type when there is none yet
/// (an op being built). Ops whose result type is their own attribute, such as
/// nn.reshape, read it here.
NN_CAPI_EXPORTED MlirType nnShapeGetDeclaredResultType(NnShapeContext *ctx,
                                                       intptr_t pos);
/// The attribute, or its parsed default when absent, or a null attribute.
NN_CAPI_EXPORTED MlirAttribute nnShapeGetAttr(NnShapeContext *ctx,
                                              const char *name);
NN_CAPI_EXPORTED int64_t nnShapeGetInt(NnShapeContext *ctx, const char *name);
NN_CAPI_EXPORTED double nnShapeGetFloat(NnShapeContext *ctx, const char *name);
NN_CAPI_EXPORTED bool nnShapeGetBool(NnShapeContext *ctx, const char *name);
/// Copies up to `capacity` elements into `values` and returns the array's
/// size (0 when absent); a first call with capacity 0 sizes the buffer.
NN_CAPI_EXPORTED intptr_t nnShapeGetIntArray(NnShapeContext *ctx,
                                             const char *name, int64_t *values,
                                             intptr_t capacity);
/// As nnShapeGetIntArray, for an array<f32> attribute.
NN_CAPI_EXPORTED intptr_t nnShapeGetFloatArray(NnShapeContext *ctx,
                                               const char *name, float *values,
                                               intptr_t capacity);
/// True when the enum attribute equals `value`.
NN_CAPI_EXPORTED bool nnShapeAttrIs(NnShapeContext *ctx, const char *name,
                                    const char *value);
/// Records a printf-style error message and returns failure.
NN_CAPI_EXPORTED MlirLogicalResult nnShapeError(NnShapeContext *ctx,
                                                const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Dynamic sizes. Besides the result types, a shape function says what each
 * dynamic size of its results is, as an affine expression of its operands'
 * sizes, and which sizes its rule needs equal. Shape facts (which `?` dims
 * of a function are equal) and the lowering of ops with dynamic dims ask for
 * them; when nobody asks, the functions below return null expressions and
 * record nothing, so a shape function calls them unconditionally. A result
 * size nobody set is unknown: the op then does not lower at that shape.
 * Expressions are built with mlir-c/AffineExpr.h (semi-affine forms such as
 * the product of two sizes are fine). */

/// The size of dimension `dim` of operand `pos`: a constant for a static
/// size, an expression of the asker's variables for a dynamic one; a null
/// expression when nobody asks.
NN_CAPI_EXPORTED MlirAffineExpr nnShapeGetOperandDim(NnShapeContext *ctx,
                                                     intptr_t pos,
                                                     intptr_t dim);
/// Says that dimension `dim` of result `pos` has size `size`; ignored for a
/// null `size`, a position out of range, or when nobody asks.
NN_CAPI_EXPORTED void nnShapeSetResultDim(NnShapeContext *ctx, intptr_t pos,
                                          intptr_t dim, MlirAffineExpr size);
/// Sets every dimension of result `pos` to the size of the same dimension
/// of operand `operand` (results of their operand's shape).
NN_CAPI_EXPORTED void nnShapeSetResultDimsFrom(NnShapeContext *ctx,
                                               intptr_t pos, intptr_t operand);
/// Says that the op's rule holds only when sizes `a` and `b` are equal: two
/// dynamic sizes the rule compares (a matmul's reduced dims), or a dynamic
/// size broadcast against a static one other than 1. Where the sizes are
/// not known equal, entries check it at run time, before any kernel runs:
/// a dynamic size is never broadcast at run time.
NN_CAPI_EXPORTED void nnShapeRequireEqualDims(NnShapeContext *ctx,
                                              MlirAffineExpr a,
                                              MlirAffineExpr b);

#ifdef __cplusplus
}
#endif

#endif /* NN_C_OPDEF_H */
