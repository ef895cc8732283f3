// One --pass-pipeline mixing nn passes with upstream ones in stock mlir-opt:
// cse merges the duplicate weights (nn ops have no traits, so upstream cse
// leaves them alone; nn-simplify merges those), canonicalize folds the
// arith ops, fuse-ops groups what is left into kernels.
// RUN: %mlir_opt_nn %s --pass-pipeline='builtin.module(func.func(cse, canonicalize, nn-simplify), fuse-ops{max-depth=8}, cse)' | FileCheck %s

// CHECK-LABEL: func.func @mixed
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[N:.*]]: index)
// CHECK-NEXT: %[[W:.*]] = arith.constant dense<2.000000e+00> : tensor<4x8xf32>
// CHECK-NEXT: %[[R:.*]] = call @fused_mul_relu_add(%[[X]], %[[W]])
// CHECK-NEXT: return %[[R]], %[[N]]
// CHECK: func.func private @fused_mul_relu_add(%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[M:.*]] = "nn.mul"(%[[A]], %[[B]])
// CHECK-NEXT: %[[Y:.*]] = "nn.relu"(%[[M]])
// CHECK-NEXT: %[[S:.*]] = "nn.add"(%[[Y]], %[[Y]])
// CHECK-NEXT: return %[[S]]
// CHECK-NOT: "nn.relu"
func.func @mixed(%x: tensor<4x8xf32>, %n: index) -> (tensor<4x8xf32>, index) {
  %w0 = arith.constant dense<2.0> : tensor<4x8xf32>
  %w1 = arith.constant dense<2.0> : tensor<4x8xf32>
  %zero = arith.constant 0 : index
  %m = arith.addi %n, %zero : index
  %0 = "nn.mul"(%x, %w0) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.relu"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "nn.relu"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = "nn.mul"(%x, %w1) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = "nn.relu"(%3) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = "nn.add"(%2, %4) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %5, %m : tensor<4x8xf32>, index
}
