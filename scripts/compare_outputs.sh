#!/usr/bin/env bash
# compare_outputs.sh snapshot BUILD DIR: records what a build of nn makes of
# every test input and example: the output of each graph pass, the linalg
# and LLVM lowering of every .mlir file under test/lit and examples/, and
# nn-run's results on the examples (fixed random inputs, before and after
# --fuse-ops).
# compare_outputs.sh compare DIR1 DIR2: says which of those differ.
#
# For refactorings that must not change what the compiler does: snapshot a
# build of the base commit and one of the change, then compare. Module-level
# constants (llvm.mlir.global) are compared as a set with their names
# dropped: bufferization numbers them in the order its threads reach them,
# which varies from run to run.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PASSES=(--convert-nn-to-linalg --nn-simplify --fold-constants --fuse-ops
        --simplify-inference --convert-layout=to=NHWC --infer-shapes)

snapshot() {
  local bin=$1/bin out=$2
  mkdir -p "$out"
  cd "$ROOT"
  for f in $(find test/lit examples -name '*.mlir' | sort); do
    local tag=${f//\//_}
    for p in "${PASSES[@]}"; do
      "$bin"/nn-opt "$f" --split-input-file "$p" > "$out/$tag.$p" 2>/dev/null ||
        echo FAIL > "$out/$tag.$p"
    done
    "$bin"/nn-opt "$f" --split-input-file --fuse-ops --convert-nn-to-linalg \
      --nn-lower-to-llvm > "$out/$tag.llvm" 2>/dev/null ||
      echo FAIL > "$out/$tag.llvm"
  done
  local tmp
  tmp=$(mktemp -d)
  for e in examples/*.mlir; do
    local name
    name=$(basename "$e" .mlir)
    "$bin"/nn-opt "$e" --infer-shapes -o "$tmp/$name.mlir"
    "$bin"/nn-opt "$tmp/$name.mlir" --fuse-ops -o "$tmp/$name.fused.mlir"
    for form in "$name" "$name.fused"; do
      "$bin"/nn-run "$tmp/$form.mlir" --random-inputs 7 \
        --output "$out/$form.npy" > /dev/null 2>&1 || echo FAIL > "$out/$form.npy"
    done
  done
  rm -rf "$tmp"
}

# The file without its constants, their names dropped; and the constants.
body() { grep -v 'global private constant' "$1" | sed 's/@__constant[_0-9a-z]*/@C/g'; }
globals() { grep 'global private constant' "$1" | sed 's/@__constant[_0-9a-z]*//' | sort; }

compare() {
  local a=$1 b=$2 differ=0 total=0
  for f in $(ls "$a"); do
    total=$((total + 1))
    if [[ ! -f $b/$f ]]; then
      echo "only in $a: $f"; differ=$((differ + 1)); continue
    fi
    if [[ $f == *.npy ]]; then
      cmp -s "$a/$f" "$b/$f" || { echo "differs: $f"; differ=$((differ + 1)); }
    elif ! diff -q <(body "$a/$f") <(body "$b/$f") > /dev/null ||
         ! diff -q <(globals "$a/$f") <(globals "$b/$f") > /dev/null; then
      echo "differs: $f"; differ=$((differ + 1))
    fi
  done
  echo "$total outputs, $differ differ"
  [[ $differ -eq 0 ]]
}

case "${1:-}" in
  snapshot) snapshot "$(cd "$2" && pwd)" "$3" ;;
  compare) compare "$2" "$3" ;;
  *) sed -n '2,13p' "$0" >&2; exit 2 ;;
esac
