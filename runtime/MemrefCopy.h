//===- MemrefCopy.h - memrefCopy, for the JIT to resolve ------------------===//
//
// The declaration of MemrefCopy.c's memrefCopy, which the JIT registers in
// place of MLIR's runner utils' (CpuJit.c). MemrefCopy.c is self-contained
// text that nn-compile embeds; libnn compiles it with this header forced
// in, which checks the two agree.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUNTIME_MEMREFCOPY_H
#define NN_RUNTIME_MEMREFCOPY_H

#include <stdint.h>

/// MLIR's UnrankedMemRefType descriptor (rank and a pointer to a ranked
/// descriptor), defined in MemrefCopy.c.
struct nn__rt_unranked_memref;

/// Copies every element of `src` to `dst` (same rank and sizes), as MLIR's
/// runner utils' memrefCopy.
void memrefCopy(int64_t element_size, struct nn__rt_unranked_memref *src,
                struct nn__rt_unranked_memref *dst);

#endif // NN_RUNTIME_MEMREFCOPY_H
