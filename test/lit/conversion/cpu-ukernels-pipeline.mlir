// The CPU pipeline calls the ukernels from each tile of a fused matmul,
// with the epilogue after the call in the same parallel loop; with
// ukernels=false it keeps MLIR loops (what a runner outside nn needs).
// RUN: nn-opt %s --fuse-ops --nn-lower-to-llvm | FileCheck %s
// RUN: nn-opt %s --fuse-ops --nn-lower-to-llvm="ukernels=false" | FileCheck %s --check-prefix=OFF
// RUN: not nn-opt %s --nn-lower-to-llvm="ukernels=maybe" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: option 'ukernels' must be true or false, not 'maybe'

// CHECK: llvm.func @nn_ukernel_matmul_f32(!llvm.ptr, i64, i64, !llvm.ptr, i64, i64, !llvm.ptr, i64, i64, i64, i64, i64, i64)
// CHECK-LABEL: llvm.func @fused_matmul_add_relu
// CHECK: omp.wsloop
// CHECK: llvm.call @nn_ukernel_matmul_f32(
// CHECK: llvm.fadd
// OFF-NOT: nn_ukernel
func.func @main(%a: tensor<256x128xf32>, %b: tensor<128x512xf32>, %bias: tensor<512xf32>) -> tensor<256x512xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<256x128xf32>, tensor<128x512xf32>) -> tensor<256x512xf32>
  %1 = "nn.add"(%0, %bias) : (tensor<256x512xf32>, tensor<512xf32>) -> tensor<256x512xf32>
  %2 = "nn.relu"(%1) : (tensor<256x512xf32>) -> tensor<256x512xf32>
  return %2 : tensor<256x512xf32>
}
