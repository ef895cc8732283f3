#!/usr/bin/env bash
# Builds nn and runs the whole test suite (lit + FileCheck) twice: in build/,
# and in build-asan/ under AddressSanitizer and UBSan, where any sanitizer
# report fails the test that triggered it. --no-sanitize skips the second run.
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

nn_build
cmake --build "$NN_BUILD" --target check-nn

if [ "${1:-}" != "--no-sanitize" ]; then
  NN_BUILD=$NN_ROOT/build-asan
  nn_build -DNN_ENABLE_SANITIZERS=ON
  cmake --build "$NN_BUILD" --target check-nn
fi
