//===- TileAndFuseLoops.c - Tile bodies as sequential loops ---------------===//
//
// --nn-lower-tile-bodies runs on buffers, after bufferization. Each
// scf.forall made by --nn-tile-fused becomes the kernel's parallel loop
// (scf-forall-to-parallel, then OpenMP); the linalg ops inside it compute one
// tile and must run sequentially in the thread that owns the tile.
// convert-linalg-to-parallel-loops would make each of them an scf.parallel
// nested in the forall, which convert-scf-to-openmp turns into a nested
// omp.parallel: a serialized parallel region entered once per op and tile.
// So this pass lowers exactly those linalg ops to scf.for nests first, with
// transform.structured.convert_to_loops, and leaves every linalg op outside a
// forall to the parallel-loop lowering. One walk finds the foralls, one walk
// of each finds its linalg ops: linear in the module.
//
//===----------------------------------------------------------------------===//

#include "TileAndFuse.h"

// structured.match wants one op to look in, hence the foreach.
static const char kScript[] =
    "module attributes {transform.with_named_sequence} {\n"
    "transform.named_sequence @nn_lower_tile_bodies(%m: !transform.any_op "
    "{transform.readonly}) {\n"
    "  %loops = transform.structured.match ops{[\"scf.forall\"]} in %m : "
    "(!transform.any_op) -> !transform.any_op\n"
    "  transform.foreach %loops : !transform.any_op {\n"
    "  ^bb0(%loop: !transform.any_op):\n"
    "    %inner = transform.structured.match interface{LinalgOp} in %loop : "
    "(!transform.any_op) -> !transform.any_op\n"
    "    %scalar = transform.structured.convert_to_loops %inner : "
    "(!transform.any_op) -> !transform.any_op\n"
    "  }\n"
    "  transform.yield\n}\n}\n";

MlirLogicalResult nnRunLowerTileBodiesPass(MlirOperation module, void *state) {
  (void)state;
  return nnApplyTransformScript(module, kScript, "nn_lower_tile_bodies", false);
}
