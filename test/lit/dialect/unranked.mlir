// nn values may be unranked tensors: results that --infer-shapes has yet to
// refine, and what flows from them. The verifier checks element types and
// leaves shapes alone where ranks are unknown.
// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file | nn-opt --split-input-file | FileCheck %s
// RUN: nn-opt %S/Inputs/unranked-invalid.mlir --split-input-file --verify-diagnostics

// CHECK-LABEL: func.func @unranked_result
// CHECK: "nn.relu"(%{{.*}}) : (tensor<4x8xf32>) -> tensor<*xf32>
func.func @unranked_result(%x: tensor<4x8xf32>) -> tensor<*xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// CHECK-LABEL: func.func @unranked_chain
// CHECK: "nn.add"(%{{.*}}, %{{.*}}) : (tensor<*xf32>, tensor<4xf32>) -> tensor<*xf32>
// CHECK: "nn.matmul"(%{{.*}}, %{{.*}}) : (tensor<*xf32>, tensor<*xf32>) -> tensor<?x?xf32>
func.func @unranked_chain(%x: tensor<*xf32>, %b: tensor<4xf32>) -> tensor<?x?xf32> {
  %0 = "nn.add"(%x, %b) : (tensor<*xf32>, tensor<4xf32>) -> tensor<*xf32>
  %1 = "nn.matmul"(%0, %0) : (tensor<*xf32>, tensor<*xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
