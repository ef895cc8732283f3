#!/usr/bin/env bash
# Builds nn and runs the whole test suite (lit + FileCheck).
# With --sanitize, does the same in build-asan/ under AddressSanitizer+UBSan.
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cmake_args=()
if [ "${1:-}" = "--sanitize" ]; then
  NN_BUILD=$NN_ROOT/build-asan
  cmake_args=(-DNN_ENABLE_SANITIZERS=ON)
fi
nn_build "${cmake_args[@]}"
cmake --build "$NN_BUILD" --target check-nn
