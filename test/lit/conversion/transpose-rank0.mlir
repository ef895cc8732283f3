// A rank-0 nn.transpose (perm = []) is its input: the lowering builds no
// linalg.transpose, which crashes every MLIR tool at rank 0 (LLVM 22).
// RUN: nn-opt %s --convert-nn-to-linalg | FileCheck %s
// RUN: nn-run %s --input %S/Inputs/scalar_in.npy --check %S/Inputs/scalar_in.npy %S/Inputs/scalar_in.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=RAN
// RUN: nn-opt %s --nn-lower-to-nvvm > /dev/null

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[X:.*]]: tensor<f32>)
// CHECK-NOT: linalg.transpose
// CHECK: return %[[X]]
// RAN-COUNT-2: ok
func.func @main(%x: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0 = "nn.transpose"(%x) {perm = array<i64>} : (tensor<f32>) -> tensor<f32>
  %1 = "nn.transpose"(%0) {perm = array<i64>} : (tensor<f32>) -> tensor<f32>
  return %0, %1 : tensor<f32>, tensor<f32>
}
