#!/bin/sh
# Builds, here (where nn is built), everything the GPU check runs on a GPU
# machine that has neither MLIR nor this toolchain: the libnnrt-only runner
# and libnnrt, every example graph, the CI's small ONNX models and every
# benchmark graph compiled with `nn-compile --target cuda`, and the results
# they are checked against (the examples' on the CPU, the models' from
# PyTorch). All of it goes into one folder (default .gpubench/, git-ignored),
# small enough to carry (a few MB); bench/gpu/gpu_bench.py runs it there.
#
#   bench/gpu/prepare.sh [BUILD_DIR [OUT_DIR]]      (NN_CHIP=sm_90 by default:
#                                                    H100, H200; sm_100: B200)
#
# Matmuls: the benchmark graphs named *_cublaslt, the CI model
# onnx_tiny_transformer_op17_cublaslt and the NN_GPU_MODELS models call
# cuBLASLt (nn-compile --matmul-library cublaslt; NN_MATMUL_LIBRARY=none
# makes the models kernels only); everything else is nn's own kernels.
#
# With NN_GPU_MODELS=DIR (what bench/onnx/export_models.py wrote), the
# models named in NN_GPU_MODEL_NAMES (default: transformer, bert_layer and
# mobilenet_v2; their libraries embed the weights, about 47 MB together,
# within the device tool's 64 MiB; resnet18 alone is 47 MB) are compiled
# too, fused, with their exported input and PyTorch's output, into
# OUT_DIR/models/NAME/.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build}
out=${2:-$root/.gpubench}
chip=${NN_CHIP:-sm_90}
bin=$build/bin

for tool in nn-opt nn-run nn-compile nnrt-run; do
  [ -x "$bin/$tool" ] || { echo "prepare.sh: $bin/$tool is missing; build nn first" >&2; exit 1; }
done
rm -rf "$out"
mkdir -p "$out"

# The runner and its runtime side by side: both carry an RPATH of $ORIGIN.
cp "$bin/nnrt-run" "$out/"
for lib in "$build"/lib/libnnrt.so.*; do
  cp -L "$lib" "$out/"
done

library=${NN_MATMUL_LIBRARY:-cublaslt}

compile() { # NAME [LIBRARY]: $out/NAME.mlir (fused already) -> $out/NAME.so
  "$bin/nn-compile" "$out/$1.mlir" --target cuda --chip "$chip" \
    --matmul-library "${2:-none}" -o "$out/$1.so"
}

# MODEL.onnx NAME [LIBRARY]: imported, simplified and fused as a user would,
# then compiled into $out/NAME.so (nn-compile alone would not fuse). With
# cuBLASLt, convolutions go NHWC first (--convert-layout): there cuBLASLt
# fuses their bias, residual and relu (a no-op on models without
# convolutions).
compile_onnx() {
  "$bin/nn-import-onnx" "$1" -o "$out/$2.imported.mlir"
  layout=
  [ "${3:-none}" = cublaslt ] && layout=--convert-layout
  "$bin/nn-opt" "$out/$2.imported.mlir" --simplify-inference $layout --fuse-ops -o "$out/$2.mlir"
  rm "$out/$2.imported.mlir"
  compile "$2" "${3:-none}"
  rm "$out/$2.mlir"
}

# Examples: fused as examples.test fuses them; the expected outputs come from
# the unfused graph on the CPU, with the runners' --random-inputs 3 inputs.
for path in "$root"/examples/*.mlir; do
  name=ex_$(basename "$path" .mlir)
  "$bin/nn-opt" "$path" --infer-shapes -o "$out/$name.cpu.mlir"
  "$bin/nn-opt" "$out/$name.cpu.mlir" --nn-simplify --fuse-ops -o "$out/$name.mlir"
  "$bin/nn-run" "$out/$name.cpu.mlir" --random-inputs 3 --output "$out/$name.expected.npy" >/dev/null
  rm "$out/$name.cpu.mlir"
  compile "$name"
done

# The small ONNX models CI commits (test/lit/import/Inputs/models), whose
# weights are constants (resident on the device after the first call),
# imported, simplified and fused as a user would, with the exporter's input
# and PyTorch's output.
for name in tiny_cnn tiny_transformer_op17 tiny_gpt2 tiny_unet tiny_lstm_lm; do
  src=$root/test/lit/import/Inputs/models/$name
  compile_onnx "$src/model.onnx" "onnx_$name"
  cp "$src/test_data_set_0/input_0.npy" "$out/onnx_$name.input.npy"
  cp "$src/test_data_set_0/output_0.npy" "$out/onnx_$name.expected.npy"
done
# A transformer's matmuls and a CNN's convolutions (NHWC, an im2col gather
# and a call each) on cuBLASLt, checked against PyTorch like the rest.
for name in tiny_transformer_op17 tiny_cnn; do
  compile_onnx "$root/test/lit/import/Inputs/models/$name/model.onnx" "onnx_${name}_cublaslt" cublaslt
  cp "$out/onnx_$name.input.npy" "$out/onnx_${name}_cublaslt.input.npy"
  cp "$out/onnx_$name.expected.npy" "$out/onnx_${name}_cublaslt.expected.npy"
done

# The benchmark graphs (bench/graphs.py), fused.
python3 "$root/bench/graphs.py" --write "$out/graphs"
for path in "$out"/graphs/*.mlir; do
  name=$(basename "$path" .mlir)
  "$bin/nn-opt" "$path" --fuse-ops -o "$out/$name.mlir"
  case $name in
  *_cublaslt) compile "$name" cublaslt ;;
  *) compile "$name" ;;
  esac
done
rm -rf "$out/graphs"

# Whole models from ONNX, with the exporter's test data.
if [ -n "${NN_GPU_MODELS:-}" ]; then
  for name in ${NN_GPU_MODEL_NAMES:-transformer bert_layer mobilenet_v2}; do
    src=$NN_GPU_MODELS/$name
    [ -f "$src/model.onnx" ] || { echo "prepare.sh: no $src/model.onnx" >&2; exit 1; }
    mkdir -p "$out/models/$name"
    compile_onnx "$src/model.onnx" "models/$name/model" "$library"
    cp "$src/test_data_set_0/input_0.npy" "$src/test_data_set_0/output_0.npy" "$out/models/$name/"
  done
fi

git -C "$root" describe --always --dirty >"$out/REVISION" 2>/dev/null || echo unknown >"$out/REVISION"
echo "$chip" >"$out/CHIP"
du -sh "$out"
