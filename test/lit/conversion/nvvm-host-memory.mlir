// Host-side buffers of --nn-lower-to-nvvm live in device memory
// (conversion/gpu/GpuHostMemory.c): an intermediate between two kernels is
// gpu.alloc'd and gpu.dealloc'd, a constant a kernel reads is copied once
// per call into a gpu.alloc'd buffer that the kernel reads instead, and no
// memref.alloc is left in a host function. Through gpu-to-llvm, the
// allocations, copies, launches and frees share one stream per host function
// (mgpuMemAlloc / mgpuMemcpy host-to-device only / mgpuMemFree), synchronized
// once before the function returns.

// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm=stage=kernels | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm | FileCheck %s --check-prefix=HOST

// The examples after --fuse-ops: every intermediate of the host functions
// is device memory, no memref.alloc is left (kernels allocate nothing).
// RUN: nn-opt %nn_src_root/examples/mlp.mlir --fuse-ops --nn-lower-to-nvvm=stage=kernels | FileCheck %s --check-prefix=MLP
// MLP-NOT: memref.alloc(
// MLP-LABEL: func.func @main(
// MLP-COUNT-3: gpu.alloc () : memref<
// MLP: gpu.launch_func
// MLP-COUNT-3: gpu.dealloc
// MLP-NOT: memref.alloc(
// RUN: nn-opt %nn_src_root/examples/transformer_block.mlir --infer-shapes --fuse-ops --nn-lower-to-nvvm=stage=kernels | FileCheck %s --check-prefix=XFMR
// XFMR-NOT: memref.alloc(
// XFMR-COUNT-13: gpu.alloc () : memref<
// XFMR-NOT: memref.alloc(
// RUN: nn-opt %nn_src_root/examples/conv_block.mlir --infer-shapes --fuse-ops --nn-lower-to-nvvm=stage=kernels | FileCheck %s --check-prefix=CONV
// CONV-NOT: memref.alloc(
// CONV-COUNT-2: gpu.alloc () : memref<1x16x32x32xf32>
// CONV-NOT: memref.alloc(

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[X:.*]]: memref<4x8xf32>, %[[OUT:.*]]: memref<4x8xf32>)
// CHECK-NOT: memref.alloc
// CHECK: %[[W:.*]] = memref.get_global @__constant_8xf32
// CHECK-NEXT: %[[DW:.*]] = gpu.alloc () : memref<8xf32>
// CHECK-NEXT: gpu.memcpy %[[DW]], %[[W]] : memref<8xf32>, memref<8xf32>
// CHECK: %[[M:.*]] = memref.get_global @__constant_8x8xf32
// CHECK-NEXT: %[[DM:.*]] = gpu.alloc () : memref<8x8xf32>
// CHECK-NEXT: gpu.memcpy %[[DM]], %[[M]]
// CHECK: %[[T:.*]] = gpu.alloc () : memref<4x8xf32>
// CHECK-NOT: memref.alloc
// CHECK: gpu.launch_func @main_kernel::@main_kernel {{.*}} args({{.*}}%[[X]] : memref<4x8xf32>, %[[DW]] : memref<8xf32>, %[[T]] : memref<4x8xf32>)
// CHECK: gpu.launch_func @main_kernel_0::@main_kernel {{.*}} args({{.*}}%[[OUT]] : memref<4x8xf32>, %[[T]] : memref<4x8xf32>, %[[DM]] : memref<8x8xf32>
// CHECK-DAG: gpu.dealloc %[[T]]
// CHECK-DAG: gpu.dealloc %[[DW]]
// CHECK-DAG: gpu.dealloc %[[DM]]
// CHECK-NOT: memref.dealloc
// CHECK: return

// HOST-LABEL: llvm.func @main(
// HOST: %[[S:.*]] = llvm.call @mgpuStreamCreate()
// HOST: llvm.call @mgpuMemAlloc({{.*}}, %[[S]],
// HOST: llvm.call @mgpuMemcpy({{.*}}, %[[S]])
// HOST: llvm.call @mgpuMemAlloc({{.*}}, %[[S]],
// HOST: llvm.call @mgpuMemcpy({{.*}}, %[[S]])
// HOST: llvm.call @mgpuMemAlloc({{.*}}, %[[S]],
// HOST-NOT: llvm.call @mgpuMemcpy
// HOST: gpu.launch_func <%[[S]] : !llvm.ptr> @main_kernel::@main_kernel
// HOST-NEXT: gpu.launch_func <%[[S]] : !llvm.ptr> @main_kernel_0::@main_kernel
// HOST-NOT: llvm.call @mgpuMemcpy
// HOST-COUNT-3: llvm.call @mgpuMemFree({{.*}}, %[[S]])
// HOST-NEXT: llvm.call @mgpuStreamSynchronize(%[[S]])
// HOST-NEXT: llvm.call @mgpuStreamDestroy(%[[S]])
// HOST-NEXT: llvm.return
func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %w = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %m = arith.constant dense<1.0> : tensor<8x8xf32>
  %0 = "nn.add"(%x, %w) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %1 = "nn.matmul"(%0, %m) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// A constant only the host reads (a reshape's shape) stays a host global;
// one elementwise kernel needs no buffer at all.

// CHECK-LABEL: func.func @reshape(
// CHECK-NOT: gpu.alloc
// CHECK-NOT: gpu.memcpy
// CHECK: memref.get_global
// CHECK-NOT: gpu.memcpy
// CHECK: gpu.launch_func
// CHECK-NOT: gpu.alloc
// CHECK: return
// HOST-LABEL: llvm.func @reshape(
// HOST-NOT: llvm.call @mgpuMem
// HOST: llvm.return
func.func @reshape(%x: tensor<4x8xf32>) -> tensor<32xf32> {
  %0 = "nn.reshape"(%x) : (tensor<4x8xf32>) -> tensor<32xf32>
  %1 = "nn.relu"(%0) : (tensor<32xf32>) -> tensor<32xf32>
  return %1 : tensor<32xf32>
}
