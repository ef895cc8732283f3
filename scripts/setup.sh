#!/usr/bin/env bash
# Shared set-up of the two Quick-start commands: install the Debian packages
# the build needs (only those missing; apt-get update only then), configure
# once, and build incrementally. Sourced by demo.sh and test.sh.
set -euo pipefail

NN_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
NN_BUILD=${NN_BUILD:-$NN_ROOT/build}
# protobuf-c and Debian's onnx.proto build the ONNX importer; the ONNX
# backend test data is what its test suite runs.
NN_PACKAGES=(cmake ninja-build gcc python3 libmlir-22-dev mlir-22-tools
             llvm-22-dev llvm-22-tools libomp-22-dev
             libprotobuf-c-dev protobuf-c-compiler libonnx-dev
             libonnx-testdata)
# Only the fuzz build (scripts/fuzz.sh) needs clang and its libFuzzer.
NN_FUZZ_PACKAGES=(clang-22 libclang-rt-22-dev)

# nn_install_packages [PACKAGE...]: those missing of the list (default:
# NN_PACKAGES).
nn_install_packages() {
  local missing=() wanted=("$@")
  [ ${#wanted[@]} -gt 0 ] || wanted=("${NN_PACKAGES[@]}")
  for package in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null |
      grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

# nn_build [extra cmake arguments]: configure when needed, then build.
nn_build() {
  nn_install_packages
  if [ ! -f "$NN_BUILD/build.ninja" ]; then
    cmake -S "$NN_ROOT" -B "$NN_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
  fi
  cmake --build "$NN_BUILD"
}
