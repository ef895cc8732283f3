//===- Checks.h - Checking values and attributes against their definitions===//
//
// An op's operands and results are described by slots (NnValueDef): single,
// optional or variadic, each with the element types it accepts; its
// attributes by NnAttrDefs. The verifier and result-type inference both check
// what they are given against these definitions with the functions below,
// which describe any mismatch in words for the error message.
//
//===----------------------------------------------------------------------===//

#ifndef NN_DIALECT_CHECKS_H
#define NN_DIALECT_CHECKS_H

#include "nn-c/OpDef.h"
#include "support/StringBuffer.h"

#include <stdbool.h>

/// The mask bit (nn-c/OpDef.h) of an element type; 0 for a type nn does not
/// take (si8, f8 ...).
unsigned nnElementTypeBit(MlirType type);

/// The element type of mask bit number `bit` (0 for NN_F16), or a null type.
MlirType nnElementTypeOfBit(MlirContext ctx, unsigned bit);

/// The name of mask bit number `bit` as MLIR spells the type ("ui8").
const char *nnElementTypeName(unsigned bit);

/// The slot that value `pos` of `count` values belongs to, or NULL when there
/// are more values than slots. At most one slot is optional or variadic
/// (nnRegisterOp enforces it): the values before it fill the leading slots
/// and the values after it the trailing ones.
const NnValueDef *nnSlotOf(const NnValueDef *slots, int numSlots,
                           intptr_t count, intptr_t pos);

/// True when `count` values can fill the slots.
bool nnValueCountFits(const NnValueDef *slots, int numSlots, intptr_t count);

/// True unless `type` is a ranked tensor of rank above NN_MAX_RANK; then
/// appends "<kind> #<pos> has rank 70; nn supports ranks up to 64".
bool nnCheckRank(const char *kind, intptr_t pos, MlirType type,
                 NnStringBuffer *error);

/// Checks that `type` is a ranked tensor (or, with `allowUnranked`, any
/// tensor) of rank at most NN_MAX_RANK whose element type `slot` allows (any
/// when `slot` is NULL). On failure, appends "<kind> #<pos> ('<name>') has
/// element type i32; allowed: f16, ..." or "<kind> #<pos> must be a ranked
/// tensor, but is f32" to `error`.
bool nnCheckValueType(const char *kind, intptr_t pos, const NnValueDef *slot,
                      MlirType type, bool allowUnranked, NnStringBuffer *error);

/// Checks an attribute (null when absent) against its definition: present
/// when required, of the right kind, one of the choices of an enum. The
/// verifier accepts any integer width for integers and f32 or f64 for floats.
bool nnCheckAttribute(const NnAttrDef *def, MlirAttribute attr,
                      NnStringBuffer *error);

/// Fails, describing the op's attributes, when `name` is neither one of the
/// op's attributes nor dialect-prefixed metadata ("nn.name"): a misspelled
/// attribute would otherwise silently take its default.
bool nnCheckAttributeIsKnown(const NnOpDef *def, MlirStringRef name,
                             NnStringBuffer *error);

#endif // NN_DIALECT_CHECKS_H
