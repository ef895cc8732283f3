// The dialect is generated from the registry as an IRDL module. Stock
// mlir-opt loads the installed copy and parses and verifies nn graphs with
// it, structural rules (operand counts, tensor types, required attributes)
// included.
// RUN: nn-opt --emit-irdl | FileCheck %s --check-prefix=IRDL
// RUN: nn-opt --emit-irdl | diff - %irdl_file
// RUN: mlir-opt --irdl-file=%irdl_file %s --split-input-file | FileCheck %s
// RUN: mlir-opt --irdl-file=%irdl_file %s --split-input-file | mlir-opt --irdl-file=%irdl_file --split-input-file | FileCheck %s
// RUN: not mlir-opt --irdl-file=%irdl_file %S/Inputs/irdl-invalid.mlir --split-input-file 2>&1 | FileCheck %s --check-prefix=INVALID

// IRDL: irdl.dialect @nn {
// IRDL:   irdl.operation @add {
// IRDL:     irdl.operands(lhs: %{{.*}}, rhs: %{{.*}})
// IRDL:     irdl.results(output: %{{.*}})
// IRDL:   irdl.operation @transpose {
// IRDL:     irdl.attributes {"perm" = %{{.*}}}
// Upstream ops that the registry describes are not part of the dialect.
// IRDL-NOT: irdl.operation @concat

// INVALID: irdl-invalid.mlir:4:8: error: op expects exactly 1 operands, but got 2
// INVALID: irdl-invalid.mlir:11:8: error: 'f32' does not satisfy the constraint
// INVALID: irdl-invalid.mlir:18:8: error: 'nn.transpose' op attribute "perm" is expected but not provided

// CHECK-LABEL: func.func @mlp
// CHECK-SAME: (%[[X:.*]]: tensor<8x64xf32>, %[[W:.*]]: tensor<64x32xf32>, %[[B:.*]]: tensor<32xf32>)
// CHECK: %[[MM:.*]] = "nn.matmul"(%[[X]], %[[W]])
// CHECK: %[[BA:.*]] = "nn.bias_add"(%[[MM]], %[[B]]) {axis = 1 : i64}
// CHECK: %[[G:.*]] = "nn.gelu"(%[[BA]])
// CHECK: %[[T:.*]] = "nn.transpose"(%[[G]]) {perm = array<i64: 1, 0>}
// CHECK: %[[S:.*]] = "nn.reduce_sum"(%[[T]])
// CHECK: return %[[S]]
func.func @mlp(%x: tensor<8x64xf32>, %w: tensor<64x32xf32>, %b: tensor<32xf32>) -> tensor<32xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<8x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
  %2 = "nn.gelu"(%1) : (tensor<8x32xf32>) -> tensor<8x32xf32>
  %3 = "nn.transpose"(%2) {perm = array<i64: 1, 0>} : (tensor<8x32xf32>) -> tensor<32x8xf32>
  %4 = "nn.reduce_sum"(%3) {axes = array<i64: 1>} : (tensor<32x8xf32>) -> tensor<32xf32>
  return %4 : tensor<32xf32>
}

// -----

// CHECK-LABEL: func.func @concat
// CHECK: tensor.concat dim(1)
func.func @concat(%a: tensor<2x3xf32>, %b: tensor<2x5xf32>) -> tensor<2x8xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
  %1 = "nn.relu"(%0) : (tensor<2x8xf32>) -> tensor<2x8xf32>
  return %1 : tensor<2x8xf32>
}
