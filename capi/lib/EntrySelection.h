//===- EntrySelection.h - Which functions of a module are entries ---------===//
//
// Compiling a module for callers outside MLIR (nnCompile's JIT, nn-compile's
// shared libraries) starts the same way: pick the functions callers may
// call, make every other one private so that the lowering may inline or
// drop it, and mark the entries for MLIR's C interface. Each caller then
// records the entries' signatures in its own form.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CAPI_LIB_ENTRYSELECTION_H
#define NN_CAPI_LIB_ENTRYSELECTION_H

#include "mlir-c/IR.h"
#include "support/StringBuffer.h"

#include <stdbool.h>

/// Chooses the entries of `module`: the functions named in names[0..numNames)
/// (each must exist and have a body) and their copies for sizes
/// (`nn.specializes`, passes/Specialize.c), or, with no names, every public
/// function with a body. Every other func.func becomes private and every
/// entry gets llvm.emit_c_interface. On success *entries (malloc'd; the
/// caller frees it) holds the entries in module order, *numEntries >= 1.
/// On failure, nothing is changed and `error` says why: a missing name
/// lists the module's functions; no entry at all is "the module has no
/// public function to `verb`". One walk over the module and one name
/// comparison per requested name and function.
bool nnSelectEntries(MlirModule module, intptr_t numNames,
                     const MlirStringRef *names, const char *verb,
                     MlirOperation **entries, intptr_t *numEntries,
                     NnStringBuffer *error);

/// The bound dims of a copy for sizes (`nn.specialized_dims`,
/// passes/Specialize.c): *count (input, dim, size) triples in *bound, which
/// the caller frees. True with *bound NULL when `func` is no such copy;
/// false only when memory runs out.
bool nnReadSpecializedDims(MlirOperation func, int64_t **bound,
                           intptr_t *count);

/// The symbol name of a func.func.
MlirStringRef nnFuncName(MlirOperation func);

#endif // NN_CAPI_LIB_ENTRYSELECTION_H
