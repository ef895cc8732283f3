#!/usr/bin/env bash
# Builds nn and runs the whole test suite (lit + FileCheck) twice: in build/,
# and in build-asan/ under AddressSanitizer and UBSan, where any sanitizer
# report fails the test that triggered it; then runs each fuzz target for a
# bounded number of inputs in build-fuzz/ (clang, libFuzzer, ASan and UBSan;
# scripts/fuzz.sh --check), where a crash, a sanitizer report, a hang or an
# unbounded allocation fails. --no-sanitize skips the last two builds.
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

nn_build
cmake --build "$NN_BUILD" --target check-nn

if [ "${1:-}" != "--no-sanitize" ]; then
  NN_BUILD=$NN_ROOT/build-asan
  nn_build -DNN_ENABLE_SANITIZERS=ON
  cmake --build "$NN_BUILD" --target check-nn

  "$NN_ROOT/scripts/fuzz.sh" --check
fi
