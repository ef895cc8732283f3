//===- Lowering.h - The state of one op's lowering, inside nn -------------===//
//
// NnLowering is opaque to users (nn-c/Lowering.h); nn's own lowerings, one
// file per op family, see its fields and build with the NnBuilder helpers
// of conversion/common/LinalgBuilder.h. ConvertNnToLinalg.c creates one per
// op and finds the op's lowering in its registry entry.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_LINALG_LOWERING_H
#define NN_CONVERSION_LINALG_LOWERING_H

#include "conversion/common/LinalgBuilder.h"
#include "dialect/ops/Lowerings.h"
#include "nn-c/Lowering.h"
#include "support/StringBuffer.h"

struct NnLowering {
  /// Where new ops go: before the op, or into the scalar body being built.
  NnBuilder b;
  MlirOperation op;
  const NnOpDef *def;
  MlirValue *results; // one per op result, written by the lowering
  NnStringBuffer *error;
  /// The sizes of an op with dynamic dims (OpSizes.h); NULL when static.
  struct NnOpSizes *sizes;
  /// Max pools on floats loop over the window outside the output's
  /// innermost dim (convert-nn-to-linalg's pool-window-outside).
  bool poolWindowOutside;
  /// Values known only at run time are checked (convert-nn-to-linalg's
  /// runtime-checks): IndexOperands.h.
  bool runtimeChecks;
  /// Set by nnGuardIndexOperand when the dim its positions index has a
  /// dynamic size: i1, that dim is not empty. The op's reads of its data
  /// branch on it (nnReadIndexed).
  MlirValue indexedNonEmpty;
  /// Transposed convolutions split by output phase into dense convolutions
  /// (convert-nn-to-linalg's conv-transpose-phases); false: one generic
  /// gathering each output element's taps (LowerConvTransposeGather.c).
  bool convTransposePhases;
};

/// Fails naming the element type unless it is a float (or, with `ints`, an
/// integer of more than one bit): for lowerings that take fewer element
/// types than the op does.
MlirLogicalResult nnLoweringRequireNumeric(NnLowering *l, MlirType element,
                                           bool ints);

/// Fails unless dims [first, first + count) of operand `pos` are static:
/// for lowerings that handle some dynamic dims (a batch) and not others
/// (a convolution's spatial dims).
MlirLogicalResult nnLoweringRequireStaticDims(NnLowering *l, intptr_t pos,
                                              int64_t first, int64_t count,
                                              const char *what);

/// The lowering of an op without `lower` whose `scalar` formula is set: one
/// elementwise linalg.generic (LowerElementwise.c).
MlirLogicalResult nnLowerScalarFormula(NnLowering *l);

/// nn.conv_transpose as one linalg.generic over the output and the taps
/// that reach it (LowerConvTransposeGather.c), writing l->results[0]; false,
/// building nothing, for the forms it does not take (channels last,
/// dynamic shapes).
bool nnLowerConvTransposeGather(NnLowering *l, const int64_t *strides,
                                const int64_t *dilations,
                                const int64_t *padding, int64_t groups);

/// The greatest common divisor of two positive numbers: the transposed
/// convolutions' taps of one output phase are every
/// stride / gcd(stride, dilation)-th (LowerWindow.c, and the gather form).
static inline int64_t nnGcd(int64_t a, int64_t b) {
  while (b) {
    int64_t r = a % b;
    a = b;
    b = r;
  }
  return a;
}

#endif // NN_CONVERSION_LINALG_LOWERING_H
