// --nn-lower-to-nvvm="modules=one" (conversion/gpu/GpuOneModule.c): every
// outlined kernel moves into the first gpu.module, renamed after the module
// it came from, and every launch follows it; so the program carries one
// gpu.binary. nn-compile --target cuda uses it. The default (modules=each)
// keeps upstream's module per kernel (test/lit/conversion/nvvm-examples.test).

// RUN: nn-opt %nn_src_root/examples/mlp.mlir --fuse-ops --nn-lower-to-nvvm="stage=kernels modules=one" | FileCheck %s
// CHECK-LABEL: func.func @main(
// CHECK: gpu.launch_func @main_kernel::@main_kernel blocks
// CHECK: gpu.module @main_kernel {
// CHECK: gpu.func @main_kernel(
// CHECK: gpu.func @fused_matmul_bias_add_gelu_kernel(
// CHECK: gpu.func @fused_matmul_bias_add_gelu_0_kernel(
// CHECK: gpu.func @fused_matmul_bias_add_gelu_1_kernel(
// CHECK-NOT: gpu.module
// CHECK-LABEL: func.func private @fused_matmul_bias_add_gelu(
// CHECK: gpu.launch_func @main_kernel::@fused_matmul_bias_add_gelu_kernel blocks
// CHECK-LABEL: func.func private @fused_matmul_bias_add_gelu_0(
// CHECK: gpu.launch_func @main_kernel::@fused_matmul_bias_add_gelu_0_kernel blocks
// CHECK-LABEL: func.func private @fused_matmul_bias_add_gelu_1(
// CHECK: gpu.launch_func @main_kernel::@fused_matmul_bias_add_gelu_1_kernel blocks

// Kernels of the same name in different modules (two launches in one
// function: @main_kernel in @main_kernel and in @main_kernel_0) stay apart.
// RUN: nn-opt %s --nn-lower-to-nvvm="stage=kernels modules=one" | FileCheck %s --check-prefix=SAME
// SAME: gpu.launch_func @main_kernel::@main_kernel blocks
// SAME: gpu.launch_func @main_kernel::@main_kernel_0 blocks
// SAME: gpu.module @main_kernel {
// SAME: gpu.func @main_kernel(
// SAME: gpu.func @main_kernel_0(
// SAME-NOT: gpu.module

// All the way to the binary: the transformer block's 15 launches, one
// gpu.binary; without the option, one per kernel.
// RUN: nn-opt %nn_src_root/examples/transformer_block.mlir --infer-shapes --fuse-ops --nn-lower-to-nvvm="modules=one" -o %t.mlir
// RUN: grep -c gpu.binary %t.mlir | FileCheck %s --check-prefix=ONE
// ONE: {{^}}1{{$}}
// RUN: grep -c gpu.launch_func %t.mlir | FileCheck %s --check-prefix=LAUNCHES
// LAUNCHES: {{^}}15{{$}}

// Idempotent in effect: a module that already has one gpu.module is left as
// it is (the elementwise chain has one kernel).
// RUN: nn-opt %nn_src_root/examples/elementwise_chain.mlir --nn-lower-to-nvvm="stage=kernels modules=one" | FileCheck %s --check-prefix=NOOP
// RUN: nn-opt %nn_src_root/examples/elementwise_chain.mlir --nn-lower-to-nvvm="stage=kernels" | FileCheck %s --check-prefix=NOOP
// NOOP: gpu.launch_func @main_kernel::@main_kernel blocks
// NOOP: gpu.module @main_kernel {
// NOOP-NOT: gpu.module

// RUN: not nn-opt %s --nn-lower-to-nvvm="modules=all" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'nn-lower-to-nvvm' option modules must be each or one, not 'all'

func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %w = arith.constant dense<1.0> : tensor<8x8xf32>
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.matmul"(%0, %w) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
