//===- Registry.h - The op registry's internals ---------------------------===//
//
// The registry holds the built-in op table (Ops.c) and the ops frameworks add
// with nnRegisterOp. The public queries are in nn-c/Dialect.h; this header
// adds what the rest of the dialect library shares.
//
//===----------------------------------------------------------------------===//

#ifndef NN_DIALECT_REGISTRY_H
#define NN_DIALECT_REGISTRY_H

#include "nn-c/Dialect.h"

#include <stdbool.h>

/// The built-in op table, defined in Ops.c.
extern const NnOpDef nnBuiltinOps[];
extern const int nnNumBuiltinOps;

/// True when the op belongs to the nn dialect (its name starts with "nn.").
bool nnOpIsInDialect(const NnOpDef *def);

/// The op name without its dialect prefix ("relu" for "nn.relu").
const char *nnOpShortName(const NnOpDef *def);

/// The index of the only optional or variadic slot, or -1 when every slot is
/// single. nnRegisterOp guarantees there is at most one.
int nnVariadicSlot(const NnValueDef *slots, int numSlots);

#endif // NN_DIALECT_REGISTRY_H
