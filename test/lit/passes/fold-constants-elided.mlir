// A dense_resource whose blob is missing (elided when the IR was printed, or
// a name the file never gave) is not a value --fold-constants can read: the
// op that uses it stays, and nothing crashes (the C API's element readers
// would dereference the missing blob; passes/DenseValues.c asks
// support/DenseResource.h whether it is there).
// RUN: nn-opt %s --fold-constants | FileCheck %s

// CHECK-LABEL: func.func @elided
// CHECK: %[[C:.*]] = arith.constant dense_resource<__elided__> : tensor<4xf32>
// CHECK: %[[R:.*]] = "nn.relu"(%[[C]])
// CHECK: return %[[R]]
func.func @elided() -> tensor<4xf32> {
  %0 = arith.constant dense_resource<__elided__> : tensor<4xf32>
  %1 = "nn.relu"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// CHECK-LABEL: func.func @present
// CHECK: %[[C:.*]] = arith.constant dense<[0.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK: return %[[C]]
func.func @present() -> tensor<2xf32> {
  %0 = arith.constant dense_resource<blob> : tensor<2xf32>
  %1 = "nn.relu"(%0) : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x04000000000080BF00000040"
    }
  }
#-}
