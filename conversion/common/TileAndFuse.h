//===- TileAndFuse.h - One scf.forall per fused kernel --------------------===//
//
// After --convert-nn-to-linalg and upstream elementwise fusion, an nn.fused
// function whose group holds a matmul, a convolution or a reduction is still
// several linalg ops. --nn-tile-fused tiles the op producing the returned
// value and fuses every producer into the tile loop, so the function becomes
// one scf.forall (TileAndFuse.c); so does a softmax left in a caller. On the
// CPU, --nn-lower-tile-bodies later turns the linalg ops inside each forall
// into sequential loops, so only the forall becomes the parallel loop
// (TileAndFuseLoops.c). Both drive the transform dialect through its C API
// (nnApplyTransformScript).
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_TILEANDFUSE_H
#define NN_CONVERSION_TILEANDFUSE_H

#include "mlir-c/IR.h"
#include "support/StringBuffer.h"

#include <stdbool.h>

// The passes themselves, nnTileFusedPass and nnLowerTileBodiesPass, are
// declared with the other conversion passes (conversion/Passes.h).

/// The dialects both passes create ops of (and the transform dialect that
/// runs them), as dialect handles; returns how many (at most 8).
intptr_t nnTileAndFuseDialects(MlirDialectHandle *handles);

/// Parses `script` (a module holding the transform.named_sequence `entry`)
/// and applies it to `payload`. With `quiet`, the diagnostics the transform
/// emits are dropped (the caller falls back); otherwise they go to the
/// context's handlers. Fails if the script does not parse or apply.
MlirLogicalResult nnApplyTransformScript(MlirOperation payload,
                                         const char *script, const char *entry,
                                         bool quiet);

#endif // NN_CONVERSION_TILEANDFUSE_H
