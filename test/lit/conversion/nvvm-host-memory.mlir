// Host-side buffers of --nn-lower-to-nvvm live in device memory
// (conversion/gpu/GpuHostMemory.c): an intermediate between two kernels is
// gpu.alloc'd and gpu.dealloc'd, a constant a kernel reads is its device
// copy, kept by libnnrt (nnrtResidentConstant: copied on the first call,
// freed by the module's destructor), and no memref.alloc is left in a host
// function. Through gpu-to-llvm, the allocations, launches and frees share
// one stream per host function (mgpuMemAlloc / mgpuMemFree), synchronized
// once before the function returns; nothing is copied per call.

// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm=stage=kernels | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm | FileCheck %s --check-prefix=HOST
// The pipeline's resident-constants=false copies them on every call.
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm=resident-constants=false | FileCheck %s --check-prefix=PER-CALL
// PER-CALL-LABEL: llvm.func @main(
// PER-CALL-NOT: nnrtResidentConstant
// PER-CALL: %[[S:.*]] = llvm.call @mgpuStreamCreate()
// PER-CALL: llvm.call @mgpuMemAlloc({{.*}}, %[[S]],
// PER-CALL-NEXT: llvm.call @mgpuMemcpy({{.*}}, %[[S]])
// PER-CALL: llvm.call @mgpuMemAlloc({{.*}}, %[[S]],
// PER-CALL-NEXT: llvm.call @mgpuMemcpy({{.*}}, %[[S]])
// PER-CALL-NOT: nnrtResidentConstant
// PER-CALL-NOT: global_dtors = {{.*}}nn_release

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
// CHECK-NOT: gpu.memcpy
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : i64
// CHECK-DAG: %[[OWNER:.*]] = llvm.mlir.addressof @nn_constants_owner
// CHECK: %[[W:.*]] = memref.get_global @__constant_8xf32
// CHECK-NEXT: %[[WP:.*]] = memref.extract_aligned_pointer_as_index %[[W]]
// CHECK-NEXT: %[[WI:.*]] = arith.index_cast %[[WP]] : index to i64
// CHECK-NEXT: %[[WH:.*]] = llvm.inttoptr %[[WI]]
// CHECK-NEXT: %[[WD:.*]] = call @nnrtResidentConstant(%[[OWNER]], %[[WH]], %[[C32]])
// CHECK: %[[DW:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf32>
// CHECK: %[[M:.*]] = memref.get_global @__constant_8x8xf32
// CHECK: call @nnrtResidentConstant(%{{.*}}, %{{.*}}, %{{.*}})
// CHECK: %[[DM:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<8x8xf32>
// CHECK: %[[T:.*]] = gpu.alloc () : memref<4x8xf32>
// CHECK-NOT: memref.alloc
// CHECK: gpu.launch_func @main_kernel::@main_kernel {{.*}} args({{.*}}%[[X]] : memref<4x8xf32>, %[[DW]] : memref<8xf32>, %[[T]] : memref<4x8xf32>)
// CHECK: gpu.launch_func @main_kernel_0::@main_kernel {{.*}} args({{.*}}%[[OUT]] : memref<4x8xf32>, %[[T]] : memref<4x8xf32>, %[[DM]] : memref<8x8xf32>
// CHECK-NEXT: gpu.dealloc %[[T]]
// CHECK-NOT: memref.dealloc
// CHECK-NOT: gpu.dealloc
// CHECK: return
// The module's copies are freed by its destructor.
// CHECK: func.func private @nnrtResidentConstant(!llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
// CHECK: llvm.mlir.global internal @nn_constants_owner(0 : i8)
// CHECK: llvm.func internal @nn_release_constants()
// CHECK: llvm.mlir.global_dtors dtors = [@nn_release_constants]

// HOST-LABEL: llvm.func @main(
// HOST-NOT: llvm.call @mgpuMemcpy
// HOST: llvm.call @nnrtResidentConstant(
// HOST: llvm.call @nnrtResidentConstant(
// HOST: %[[S:.*]] = llvm.call @mgpuStreamCreate()
// HOST: llvm.call @mgpuMemAlloc({{.*}}, %[[S]],
// HOST-NOT: llvm.call @mgpuMemcpy
// HOST: gpu.launch_func <%[[S]] : !llvm.ptr> @main_kernel::@main_kernel
// HOST-NEXT: gpu.launch_func <%[[S]] : !llvm.ptr> @main_kernel_0::@main_kernel
// HOST-NEXT: llvm.call @mgpuMemFree({{.*}}, %[[S]])
// HOST-NEXT: llvm.call @mgpuStreamSynchronize(%[[S]])
// HOST-NEXT: llvm.call @mgpuStreamDestroy(%[[S]])
// HOST-NEXT: llvm.return
// HOST: llvm.func internal @nn_release_constants()
// HOST: llvm.mlir.global_dtors
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
