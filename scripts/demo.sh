#!/usr/bin/env bash
# The main job: build if needed, then show nn at work on the example graphs:
# a verified MLP, and a transformer layer whose unranked intermediate types
# --infer-shapes fills in from the op registry's shape rules and which
# --fuse-ops then groups into kernels (one private nn.fused function each),
# compiled for the CPU and run by nn-run.
# Usage: scripts/demo.sh [examples/FILE.mlir]
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
nn_build >/dev/null
nn_opt=$NN_BUILD/bin/nn-opt

if [ $# -gt 0 ]; then
  "$nn_opt" --infer-shapes --nn-simplify --fuse-ops "$1"
  exit
fi
echo "== nn-opt examples/mlp.mlir   (parsed and verified against the op registry)"
"$nn_opt" "$NN_ROOT/examples/mlp.mlir"
echo "== nn-opt --infer-shapes --nn-simplify --fuse-ops examples/transformer_block.mlir"
echo "   (tensor<*xf32> results refined, then fused into kernels)"
fused=$(mktemp --suffix=.mlir)
trap 'rm -f "$fused"' EXIT
"$nn_opt" --infer-shapes --nn-simplify --fuse-ops "$NN_ROOT/examples/transformer_block.mlir" -o "$fused"
cat "$fused"
echo "== nn-run (the fused layer, compiled for the CPU and run on random inputs)"
"$NN_BUILD/bin/nn-run" "$fused" --random-inputs 1
