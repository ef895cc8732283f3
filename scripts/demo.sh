#!/usr/bin/env bash
# The main job: build if needed, then show nn at work on the example graphs:
# a verified MLP, and a transformer layer whose unranked intermediate types
# --infer-shapes fills in from the op registry's shape rules and which
# --fuse-ops then groups into kernels (one private nn.fused function each),
# compiled for the CPU and run by nn-run, then lowered to CUDA kernels and
# (when the CUDA toolkit is there) compiled into a library with nn-compile.
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
echo "== nn-opt --nn-lower-to-nvvm (the same layer as CUDA kernels: one launch per fused group or leftover op)"
"$nn_opt" --nn-lower-to-nvvm=stage=kernels "$fused" | grep -o 'gpu.launch_func *@[A-Za-z0-9_]*::@[A-Za-z0-9_]* blocks in ([^)]*) threads in ([^)]*)'
if [ -d "${NN_CUDA_PATH:-/usr/local/cuda}/nvvm/libdevice" ]; then
  echo "== nn-compile --target cuda (a self-contained library: kernels embedded, needs only libnnrt and the driver)"
  library=$(mktemp --suffix=.so)
  trap 'rm -f "$fused" "$library"' EXIT
  "$NN_BUILD/bin/nn-compile" "$fused" --target cuda -o "$library"
  ls -l "$library" | awk '{print $5 " bytes"}'
  readelf -d "$library" | grep NEEDED
fi
