#!/bin/sh
# usage: parity.sh IRDL PLUGIN PIPELINE INPUT
# Runs PIPELINE on INPUT (split at `// -----`) through nn-opt and through
# stock mlir-opt with libNNPlugin.so, and fails unless both succeed and print
# the same IR: the plugin registers nn's passes under nn-opt's names and
# options, so the two must agree.
set -e
irdl=$1 plugin=$2 pipeline=$3 input=$4
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
nn-opt --split-input-file --pass-pipeline="$pipeline" "$input" >"$dir/nn-opt"
mlir-opt --irdl-file="$irdl" --load-pass-plugin="$plugin" --split-input-file \
  --pass-pipeline="$pipeline" "$input" >"$dir/mlir-opt"
test -s "$dir/mlir-opt"
diff -u "$dir/nn-opt" "$dir/mlir-opt"
echo "same: $pipeline"
