#!/usr/bin/env bash
# Runs the libFuzzer targets of test/fuzz (docs/testing.md) from the fuzz
# build, build-fuzz/ (clang-22, libFuzzer, ASan and UBSan; configured, and its
# packages installed, when missing).
#
#   scripts/fuzz.sh SECONDS [TARGET...]   fuzz each target for SECONDS
#   scripts/fuzz.sh --check [TARGET...]   the test command's bounded run
#
# TARGET is parse_pipeline, npy, register_op, builder or import_onnx
# (default: all).
# A long run starts from the committed seeds (test/fuzz/corpus/TARGET) and
# the inputs earlier runs kept (build-fuzz/fuzz/corpus/TARGET, where new ones
# go), and saves what fails in build-fuzz/fuzz/crashes/TARGET/ (crash-*,
# timeout-*, oom-*, leak-*); replay one with
# build-fuzz/test/bin/nn-fuzz-TARGET FILE. --check runs a fixed number of
# inputs per target from a fixed seed, into a scratch corpus, so the
# committed one stays as it is; about a minute in all. Either way the script
# fails when a target failed: a crash, a sanitizer report, an input running
# over the time limit or an allocation over the memory limits below.
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

ALL_TARGETS=(parse_pipeline npy register_op builder import_onnx)
# --check: inputs per target, sized for ~15 s each on the CI's two cores
# (docs/testing.md has the rates); -max_total_time caps a slow machine.
declare -A CHECK_RUNS=([parse_pipeline]=1500 [npy]=200000 [register_op]=3000
                       [builder]=1200 [import_onnx]=10000)

mode=${1:?usage: scripts/fuzz.sh SECONDS|--check [TARGET...]}
shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${ALL_TARGETS[@]}")
if [ "$mode" != --check ] && ! [[ "$mode" =~ ^[0-9]+$ ]]; then
  echo "scripts/fuzz.sh: SECONDS must be a number, or --check" >&2
  exit 2
fi

NN_BUILD=${NN_FUZZ_BUILD:-$NN_ROOT/build-fuzz}
nn_install_packages "${NN_FUZZ_PACKAGES[@]}"
nn_build -DNN_ENABLE_FUZZING=ON

# Per input: 25 s before it counts as a hang (fold-constants JIT-compiles
# under ASan), 1 GiB in one allocation and 3 GiB in all before it counts as
# unbounded allocation.
limits=(-timeout=25 -malloc_limit_mb=1024 -rss_limit_mb=3072 -print_final_stats=1)
work=$NN_BUILD/fuzz
failed=()
for target in "${targets[@]}"; do
  fuzzer=$NN_BUILD/test/bin/nn-fuzz-${target//_/-}
  seeds=$NN_ROOT/test/fuzz/corpus/$target
  if [ ! -x "$fuzzer" ] || [ ! -d "$seeds" ]; then
    echo "scripts/fuzz.sh: no target '$target' (${ALL_TARGETS[*]})" >&2
    exit 2
  fi
  crashes=$work/crashes/$target
  mkdir -p "$crashes" "$work/logs"
  log=$work/logs/$target.log
  if [ "$mode" = --check ]; then
    corpus=$(mktemp -d)
    args=(-seed=1 -runs="${CHECK_RUNS[$target]}" -max_total_time=45)
  else
    corpus=$work/corpus/$target
    mkdir -p "$corpus"
    args=(-max_total_time="$mode")
  fi
  # A target's dictionary: syntax byte mutations rarely make.
  dict=$NN_ROOT/test/fuzz/$target.dict
  [ -f "$dict" ] && args+=(-dict="$dict")
  status=0
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
    "$fuzzer" "${limits[@]}" "${args[@]}" -artifact_prefix="$crashes/" \
    "$corpus" "$seeds" >"$log" 2>&1 || status=$?
  [ "$mode" = --check ] && rm -rf "$corpus"
  # libFuzzer's summary: runs, coverage and speed.
  stats=$(grep -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE)' "$log" | tail -1 |
          sed -E 's/^#([0-9]+)[^c]*(cov: [0-9]+ ft: [0-9]+).*(exec\/s: [0-9]+).*/\1 inputs, \2, \3/')
  if [ $status -ne 0 ]; then
    echo "$target: FAILED (exit $status) after $stats; see $log and $crashes/"
    grep -m3 -E 'ERROR|SUMMARY|runtime error|failed$' "$log" | sed 's/^/  /'
    failed+=("$target")
  else
    echo "$target: ok, $stats"
  fi
done
[ ${#failed[@]} -eq 0 ] || { echo "fuzz targets failed: ${failed[*]}" >&2; exit 1; }
