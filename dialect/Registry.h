//===- Registry.h - The op registry's internals ---------------------------===//
//
// The registry holds the built-in op table (ops/*.c) and the ops frameworks add
// with nnRegisterOp. The public queries are in nn-c/Dialect.h; this header
// adds what the rest of the dialect library shares.
//
//===----------------------------------------------------------------------===//

#ifndef NN_DIALECT_REGISTRY_H
#define NN_DIALECT_REGISTRY_H

#include "nn-c/Dialect.h"

#include <stdbool.h>

/// A category of built-in ops (dialect/ops/*.c): one part of the registry's
/// table, and one section of docs/ops.md.
typedef struct {
  const char *name;
  const char *description;
  const NnOpDef *ops;
  int numOps;
} NnOpCategory;

/// The built-in ops, category by category.
extern const NnOpCategory *const nnOpCategories[];
extern const int nnNumOpCategories;

/// Ops registered with nnRegisterOp, in registration order.
/// Whether the built-in ops are in the table (filling it takes memory).
bool nnRegistryReady(void);
intptr_t nnGetNumCustomOps(void);
const NnOpDef *nnGetCustomOp(intptr_t pos);

/// Removes every op registered with nnRegisterOp, leaving the built-in ones,
/// so that a test or a fuzz input (test/fuzz/register_op.c) starts from the
/// same registry each time instead of growing it without end. Only when no
/// other thread uses the registry and no live context has the dialect loaded
/// with those ops: afterwards nothing refers to their definitions.
void nnForgetCustomOps(void);

/// Why the facts of `def` (algebra, formula, layout, channels) contradict
/// its operands or each other, or NULL when they are consistent. nnRegisterOp
/// checks custom ops with it; a test checks the built-in ones.
const char *nnCheckOpFacts(const NnOpDef *def);

/// True when the op belongs to the nn dialect (its name starts with "nn.").
bool nnOpIsInDialect(const NnOpDef *def);

/// The op name without its dialect prefix ("relu" for "nn.relu").
const char *nnOpShortName(const NnOpDef *def);

/// The index of the only optional or variadic slot, or -1 when every slot is
/// single. nnRegisterOp guarantees there is at most one.
int nnVariadicSlot(const NnValueDef *slots, int numSlots);

#endif // NN_DIALECT_REGISTRY_H
