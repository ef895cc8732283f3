#!/bin/sh
# The GPU check's dry run, for a machine without a GPU (and without
# PyTorch): what bench/gpu/prepare.sh built is run through nnrt-run against
# libnnrt's fake CUDA driver (test/lit/runtime/nnrt), which runs no kernel
# but logs every driver call. Per library it prints the kernel launches of
# one call of its entry, the device allocations and the host<->device
# copies (nnrt-run's own copies of the inputs and outputs included):
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
[ -f "$fake" ] || { echo "dry_run.sh: $fake is missing; build nn's tests first" >&2; exit 1; }
for lib in "$art"/*.so; do
  log=$(NNRT_LIBCUDA=$fake "$build/bin/nnrt-run" "$lib" --random-inputs 3 2>&1 | tr -d '\000' | grep -a '^fake: ' || true)
  count() { printf '%s\n' "$log" | grep -ac "^fake: $1" || true; }
  printf '%s: %s launches, %s allocations, %s copies\n' "$(basename "$lib" .so)" \
    "$(count cuLaunchKernel)" "$(count cuMemAlloc)" "$(count cuMemcpy)"
done
