// --nn-distinct-results on dynamic shapes: the copy of a value returned
// twice is sized after the value, dim for dim (tensor.dim of it). The CUDA
// pipeline takes static shapes only, so this file is apart from
// distinct-results.mlir.
// RUN: nn-opt %s --nn-distinct-results | FileCheck %s
// RUN: nn-opt %s --nn-distinct-results --nn-distinct-results | FileCheck %s
//
// End to end: the CPU pipeline bufferizes it, and both outputs are written.
// RUN: nn-run %s --entry twice --random-inputs 3 --input-shape 0=3x5 | FileCheck %s --check-prefix=EXEC
// RUN: nn-run %s --entry twice --random-inputs 3 --input-shape 0=3x5 --output %t.0.npy %t.1.npy
// RUN: cmp %t.0.npy %t.1.npy
// EXEC-COUNT-2: float32 [3, 5]

// CHECK-LABEL: func.func @twice(
// CHECK-SAME: %[[X:.*]]: tensor<?x5xf32>)
// CHECK: %[[R:.*]] = "nn.relu"(%[[X]])
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[D:.*]] = tensor.dim %[[R]], %[[C0]]
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?x5xf32>
// CHECK: %[[C:.*]] = linalg.generic {{.*}} ins(%[[R]] : tensor<?x5xf32>) outs(%[[E]] : tensor<?x5xf32>)
// CHECK: return %[[R]], %[[C]] : tensor<?x5xf32>, tensor<?x5xf32>
func.func @twice(%x: tensor<?x5xf32>) -> (tensor<?x5xf32>, tensor<?x5xf32>) {
  %0 = "nn.relu"(%x) : (tensor<?x5xf32>) -> tensor<?x5xf32>
  return %0, %0 : tensor<?x5xf32>, tensor<?x5xf32>
}
