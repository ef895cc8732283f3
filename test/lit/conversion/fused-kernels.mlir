// One nn.fused function is one kernel: after --convert-nn-to-linalg and
// upstream elementwise fusion (both part of --nn-lower-to-llvm), an
// elementwise or broadcast group is a single linalg.generic.
// RUN: nn-opt %s --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops | FileCheck %s
// The named pipeline takes nn IR all the way to the LLVM dialect.
// RUN: nn-opt %s --fuse-ops --nn-lower-to-llvm | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @main
// CHECK-NEXT: call @fused_relu_add_tanh(
// CHECK-LABEL: func.func private @fused_relu_add_tanh
// CHECK-SAME: nn.fusion_kind = "broadcast"
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel"]
// CHECK: arith.maximumf
// CHECK: arith.addf
// CHECK: math.tanh
// CHECK: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK: return

// LLVM: llvm.func @main(
// LLVM: llvm.call @fused_relu_add_tanh(
// LLVM: llvm.func @fused_relu_add_tanh(
// LLVM-NOT: "nn.
func.func @main(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.add"(%0, %b) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %2 = "nn.tanh"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}
