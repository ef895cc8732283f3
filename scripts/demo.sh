#!/usr/bin/env bash
# The main job: build if needed, then show nn at work on an example graph.
# Usage: scripts/demo.sh [examples/FILE.mlir]
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
nn_build >/dev/null

example=${1:-$NN_ROOT/examples/mlp.mlir}
echo "== nn-opt --nn-verify $(realpath --relative-to="$NN_ROOT" "$example")"
"$NN_BUILD/bin/nn-opt" --nn-verify "$example"
