#!/bin/sh
# The GPU check's dry run, for a machine without a GPU (and without
# PyTorch): what bench/gpu/prepare.sh built is run through nnrt-run against
# libnnrt's fake CUDA driver and fake cuBLASLt (test/lit/runtime/nnrt),
# which run no kernel or matmul but log every call. Per library it prints the kernel launches and the cuBLASLt matmuls
# of one call of its entry, and what a repeated call asks of the driver besides
# its launches: device allocations (libnnrt's block cache serves a repeated
# call's buffers) and host-to-device copies (nnrt-run --bench keeps the
# inputs and outputs on the device, and constants stay there after the
# first call: a repeated call should copy nothing):
#
#   bench/gpu/dry_run.sh [BUILD_DIR [ARTIFACTS]]
#
# The libraries were compiled with nn-compile --target cuda, which assembles
# the kernels with ptxas when the toolkit has it. The test command runs this
# (test/lit/tools/nn-compile/gpu-dry-run.test) and checks the counts; with
# PyTorch, dry_run.py runs the whole of gpu_bench.py the same way.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build}
art=${2:-$root/.gpubench}
fake=$build/test/bin/libnnrt_fake_cuda.so
fake_lt=$build/test/bin/libnnrt_fake_cublaslt.so
for f in "$fake" "$fake_lt"; do
  [ -f "$f" ] || { echo "dry_run.sh: $f is missing; build nn's tests first" >&2; exit 1; }
done
# The calls starting with $2 in the log of nnrt-run's $1 (options).
calls() {
  NNRT_LIBCUDA=$fake NNRT_LIBCUBLASLT=$fake_lt FAKE_CUBLASLT_LOG_ONLY=1 \
    "$build/bin/nnrt-run" "$lib" \
    --random-inputs 3 $1 2>&1 | tr -d '\000' | grep -ac "^$2" || true
}
for lib in "$art"/*.so "$art"/models/*/model.so; do
  [ -f "$lib" ] || continue # no models prepared
  # One call, then a warm-up and one call: the second's share is the
  # difference.
  launches=$(calls "" "fake: cuLaunchKernel")
  matmuls=$(calls "" "fake-cublaslt: matmul")
  allocs=$(($(calls "--bench 1" "fake: cuMemAlloc") - $(calls "" "fake: cuMemAlloc")))
  copies=$(($(calls "--bench 1" "fake: cuMemcpy") - $(calls "" "fake: cuMemcpy")))
  name=$(basename "$lib" .so)
  [ "$name" = model ] && name=$(basename "$(dirname "$lib")")
  if [ "$matmuls" -gt 0 ]; then
    launches="$launches launches and $matmuls cuBLASLt matmuls"
  else
    launches="$launches launches"
  fi
  printf '%s: %s per call; a repeated call: %s allocations, %s copies\n' \
    "$name" "$launches" "$allocs" "$copies"
done
