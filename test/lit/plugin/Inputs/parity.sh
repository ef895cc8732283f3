#!/bin/sh
# usage: parity.sh 'MLIR-OPT-COMMAND' PIPELINE INPUT
# Runs PIPELINE on INPUT (split at `// -----`) through nn-opt and through
# stock mlir-opt with libNNPlugin.so (MLIR-OPT-COMMAND: mlir-opt with its
# --irdl-file and --load-pass-plugin flags), and fails unless both succeed
# and print the same IR: the plugin registers nn's passes under nn-opt's
# names and options, so the two must agree.
set -e
mliropt=$1 pipeline=$2 input=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
nn-opt --split-input-file --pass-pipeline="$pipeline" "$input" >"$dir/nn-opt"
# Word splitting of $mliropt is intended: it is a command and its flags.
$mliropt --split-input-file --pass-pipeline="$pipeline" "$input" \
  >"$dir/mlir-opt"
test -s "$dir/mlir-opt"
diff -u "$dir/nn-opt" "$dir/mlir-opt"
echo "same: $pipeline"
