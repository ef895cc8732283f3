//===- Memory.h - The one allocation path ---------------------------------===//
//
// Every heap allocation of libnn and its tools goes through these functions,
// as every allocation of SQLite goes through sqlite3Malloc and Lua's through
// lmem.c, for two reasons:
//
//   - Sizes are checked. An array's byte size is count * size, and counts
//     come from users' graphs; nnAllocArray and nnGrowArray return NULL when
//     the product does not fit in size_t instead of allocating a wrapped-
//     around small block that a loop then overruns.
//   - Failure can be tested. A failed allocation must become an error that
//     the caller returns (a diagnostic, a failed pass, a NULL handle with a
//     message), never a NULL dereference or an abort(). Code paths that only
//     run when memory runs out are never exercised by ordinary tests, so a
//     test build makes the Nth allocation fail, for every N
//     (nnMemoryFailAt, test/lit/support/allocation-failures.c).
//
// Deep helpers that have no error return (IR builders returning a value)
// do as SQLite does with db->mallocFailed: on a failed allocation they
// return a harmless placeholder and go on, and the boundary above them (a
// pass, one op's lowering, a C API call) compares nnMemoryFailures() before
// and after and turns a difference into its error.
//
// Blocks are plain malloc blocks: release them with free(), and blocks that
// other code allocated may be grown here. Zero-byte requests return a valid
// unique pointer (one byte is allocated), so NULL always means failure.
//
// MLIR's own C++ allocations do not come here: LLVM reports its out-of-
// memory conditions itself (report_bad_alloc_error).
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_MEMORY_H
#define NN_SUPPORT_MEMORY_H

#include <stddef.h>
#include <stdint.h>

#if defined(__GNUC__)
#define NN_MUST_CHECK __attribute__((warn_unused_result))
#else
#define NN_MUST_CHECK
#endif

/// `size` bytes, uninitialized; NULL on failure.
NN_MUST_CHECK void *nnAlloc(size_t size);
/// `count` zeroed elements of `size` bytes; NULL on failure or when
/// count * size overflows.
NN_MUST_CHECK void *nnAllocArray(size_t count, size_t size);
/// `block` (NULL for a new one) resized to `count` elements of `size`
/// bytes, the new ones uninitialized; NULL on failure or overflow, and then
/// `block` is untouched and still owned by the caller.
NN_MUST_CHECK void *nnGrowArray(void *block, size_t count, size_t size);
/// A NUL-terminated copy of `length` bytes of `text`; NULL on failure.
NN_MUST_CHECK char *nnCopyString(const char *text, size_t length);

/// Room for one more element in an array of `count` elements of `size`
/// bytes that has room for `*capacity`: `items` itself when it is not full,
/// else `items` grown (doubling, from 16) with `*capacity` updated. NULL on
/// failure, with `items` and `*capacity` untouched. The one growth rule of
/// nn's growable arrays:
///
///   MlirOperation *grown = nnGrowForOneMore(list->ops, &list->capacity,
///                                           list->count, sizeof(*grown));
///   if (!grown)
///     return false;
///   list->ops = grown;
NN_MUST_CHECK void *nnGrowForOneMore(void *items, size_t *capacity,
                                     size_t count, size_t size);

/// How many allocations have failed on this thread so far.
uint64_t nnMemoryFailures(void);

/// Allocation-failure injection, for tests: the `n`th allocation from now
/// (1 is the next one) fails, once; 0 turns injection off. Allocations are
/// counted across threads.
void nnMemoryFailAt(int64_t n);
/// Whether the injected failure has happened since the last nnMemoryFailAt.
int nnMemoryFailureHappened(void);

#endif // NN_SUPPORT_MEMORY_H
