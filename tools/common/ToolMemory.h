//===- ToolMemory.h - Allocation in the tools -----------------------------===//
//
// The tools' own bookkeeping (argument lists, buffer tables) allocates
// through the one allocation path (support/Memory.h); when that fails there
// is nothing useful left to do but say so and exit with status 1, which is
// what a tool does with any error. Not for libnn: the library returns its
// errors.
//
//===----------------------------------------------------------------------===//

#ifndef NN_TOOLS_COMMON_TOOLMEMORY_H
#define NN_TOOLS_COMMON_TOOLMEMORY_H

#include <stddef.h>

/// `count` zeroed elements of `size` bytes; on failure prints
/// "<program>: out of memory (...)" and exits with status 1.
void *nnToolAllocArray(const char *program, size_t count, size_t size);

#endif // NN_TOOLS_COMMON_TOOLMEMORY_H
