// Chunks separated by "// -----" are parsed, verified and printed on their
// own; the output keeps the separators. An error in one chunk does not stop
// the others, but fails the run.
// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file | nn-opt --split-input-file | FileCheck %s
// RUN: not nn-opt %s 2>&1 | FileCheck %s --check-prefix=WHOLE
// RUN: not nn-opt %S/Inputs/split-with-error.mlir --split-input-file 2>&1 | FileCheck %s --check-prefix=ERR

// Without splitting, the file is one module and @f is defined twice.
// WHOLE: split-input-file.mlir:[[# @LINE + 14]]:1: error: redefinition of symbol named 'f'

// CHECK-LABEL: func.func @f
// CHECK: "nn.relu"
// CHECK: // -----
// CHECK-LABEL: func.func @f
// CHECK: "nn.tanh"
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.tanh"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Line numbers in errors are those of the whole file.
// ERR: split-with-error.mlir:10:8: error: 'nn.transpose' op 'perm' must be a permutation of 0..1, but value 1 is 0
// ERR: func.func @ok_after
