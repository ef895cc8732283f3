// --nn-gpu-host-memory alone (conversion/gpu/GpuHostMemory.c): after kernel
// outlining, a host buffer that kernels use is gpu.alloc'd and
// gpu.dealloc'd instead, and a constant a kernel reads is its device copy
// from libnnrt (nnrtResidentConstant, keyed by the module's
// @nn_constants_owner; freed by the module's destructor); a host function
// without launches is unchanged. A second run changes nothing.
// RUN: nn-opt %s --split-input-file --nn-gpu-host-memory --verify-diagnostics | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-gpu-host-memory --verify-diagnostics | nn-opt --split-input-file --nn-gpu-host-memory | FileCheck %s
// resident-constants=false (runners without libnnrt): copied on every call.
// RUN: nn-opt %s --split-input-file --nn-gpu-host-memory=resident-constants=false | FileCheck %s --check-prefix=PER-CALL
// RUN: not nn-opt %s --nn-gpu-host-memory=all=true 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'nn-gpu-host-memory' has no option 'all'; its options are resident-constants

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[IN:.*]]: memref<8xf32>, %[[OUT:.*]]: memref<8xf32>)
// CHECK-NOT: memref.alloc
// CHECK: %[[W:.*]] = memref.get_global @weights
// CHECK-NEXT: %[[WP:.*]] = memref.extract_aligned_pointer_as_index %[[W]]
// CHECK-NEXT: %[[WI:.*]] = arith.index_cast %[[WP]] : index to i64
// CHECK-NEXT: %[[WH:.*]] = llvm.inttoptr %[[WI]] : i64 to !llvm.ptr
// CHECK-NEXT: %[[OWNER:.*]] = llvm.mlir.addressof @nn_constants_owner : !llvm.ptr
// CHECK-NEXT: %[[BYTES:.*]] = arith.constant 32 : i64
// CHECK-NEXT: %[[D:.*]] = call @nnrtResidentConstant(%[[OWNER]], %[[WH]], %[[BYTES]])
// CHECK-NEXT: %[[D0:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[D1:.*]] = llvm.insertvalue %[[D]], %[[D0]][0]
// CHECK-NEXT: %[[D2:.*]] = llvm.insertvalue %[[D]], %[[D1]][1]
// CHECK-NEXT: %[[OFFSET:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[D3:.*]] = llvm.insertvalue %[[OFFSET]], %[[D2]][2]
// CHECK-NEXT: %[[SIZE:.*]] = arith.constant 8 : i64
// CHECK-NEXT: %[[D4:.*]] = llvm.insertvalue %[[SIZE]], %[[D3]][3, 0]
// CHECK-NEXT: %[[STRIDE:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[D5:.*]] = llvm.insertvalue %[[STRIDE]], %[[D4]][4, 0]
// CHECK-NEXT: %[[DW:.*]] = builtin.unrealized_conversion_cast %[[D5]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf32>
// CHECK-NEXT: %[[T:.*]] = gpu.alloc () : memref<8xf32>
// CHECK-NEXT: gpu.launch_func @first::@first {{.*}} args(%[[IN]] : memref<8xf32>, %[[DW]] : memref<8xf32>, %[[T]] : memref<8xf32>)
// CHECK-NEXT: gpu.launch_func @second::@second {{.*}} args(%[[T]] : memref<8xf32>, %[[OUT]] : memref<8xf32>)
// CHECK-NEXT: gpu.dealloc %[[T]]
// CHECK-NEXT: return
// CHECK: func.func private @nnrtResidentConstant(!llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @nnrtReleaseConstants(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global internal @nn_constants_owner(0 : i8)
// CHECK-NEXT: llvm.func internal @nn_release_constants() {
// CHECK-NEXT: %[[O:.*]] = llvm.mlir.addressof @nn_constants_owner
// CHECK-NEXT: llvm.call @nnrtReleaseConstants(%[[O]])
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global_dtors dtors = [@nn_release_constants], priorities = [65535 : i32]
// CHECK-NOT: nnrtResidentConstant

// PER-CALL-LABEL: func.func @main(
// PER-CALL: %[[W:.*]] = memref.get_global @weights
// PER-CALL-NEXT: %[[DW:.*]] = gpu.alloc () : memref<8xf32>
// PER-CALL-NEXT: gpu.memcpy %[[DW]], %[[W]] : memref<8xf32>, memref<8xf32>
// PER-CALL-NEXT: %[[T:.*]] = gpu.alloc () : memref<8xf32>
// PER-CALL-NEXT: gpu.launch_func @first::@first {{.*}}, %[[DW]] : memref<8xf32>, %[[T]] : memref<8xf32>)
// PER-CALL-NEXT: gpu.launch_func @second::@second
// PER-CALL-NEXT: gpu.dealloc %[[T]]
// PER-CALL-NEXT: gpu.dealloc %[[DW]]
// PER-CALL-NEXT: return
// PER-CALL-NOT: nnrt
module attributes {gpu.container_module} {
  func.func @main(%in: memref<8xf32>, %out: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %w = memref.get_global @weights : memref<8xf32>
    %tmp = memref.alloc() : memref<8xf32>
    gpu.launch_func @first::@first blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%in : memref<8xf32>, %w : memref<8xf32>, %tmp : memref<8xf32>)
    gpu.launch_func @second::@second blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%tmp : memref<8xf32>, %out : memref<8xf32>)
    memref.dealloc %tmp : memref<8xf32>
    return
  }
  memref.global "private" constant @weights : memref<8xf32> = dense<2.0>
  gpu.module @first {
    gpu.func @first(%a: memref<8xf32>, %w: memref<8xf32>, %b: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<8xf32>
      %y = memref.load %w[%i] : memref<8xf32>
      %z = arith.mulf %x, %y : f32
      memref.store %z, %b[%i] : memref<8xf32>
      gpu.return
    }
  }
  gpu.module @second {
    gpu.func @second(%a: memref<8xf32>, %b: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<8xf32>
      memref.store %x, %b[%i] : memref<8xf32>
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: func.func @host_only(
// CHECK-NEXT: %[[T:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.dealloc %[[T]]
func.func @host_only() {
  %tmp = memref.alloc() : memref<8xf32>
  memref.dealloc %tmp : memref<8xf32>
  return
}

// -----

// A 2-D constant read through a view, and a scalar: the descriptors carry
// the sizes and strides of the constant's type (rank 0: pointers and offset
// only); the view reads the copy.

// CHECK-LABEL: func.func @view_and_scalar(
// CHECK: %[[M:.*]] = memref.get_global @matrix : memref<2x3xf32>
// CHECK: call @nnrtResidentConstant(%{{.*}}, %{{.*}}, %{{.*}})
// CHECK: llvm.insertvalue %{{.*}}[3, 0]
// CHECK: llvm.insertvalue %{{.*}}[3, 1]
// CHECK: llvm.insertvalue %{{.*}}[4, 0]
// CHECK: llvm.insertvalue %{{.*}}[4, 1]
// CHECK-NEXT: %[[DM:.*]] = builtin.unrealized_conversion_cast %{{.*}} to memref<2x3xf32>
// CHECK: %[[S:.*]] = memref.get_global @scalar : memref<i64>
// CHECK: arith.constant 8 : i64
// CHECK: call @nnrtResidentConstant(
// CHECK-NEXT: llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-COUNT-3: llvm.insertvalue
// CHECK-NEXT: %[[DS:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64)> to memref<i64>
// CHECK: %[[V:.*]] = memref.collapse_shape %[[DM]]
// CHECK: gpu.launch_func @k::@k {{.*}} args(%[[V]] : memref<6xf32>, %[[DS]] : memref<i64>)
module attributes {gpu.container_module} {
  func.func @view_and_scalar() {
    %c1 = arith.constant 1 : index
    %m = memref.get_global @matrix : memref<2x3xf32>
    %s = memref.get_global @scalar : memref<i64>
    %v = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%v : memref<6xf32>, %s : memref<i64>)
    return
  }
  memref.global "private" constant @matrix : memref<2x3xf32> = dense<1.0>
  memref.global "private" constant @scalar : memref<i64> = dense<7>
  gpu.module @k {
    gpu.func @k(%a: memref<6xf32>, %b: memref<i64>) kernel {
      gpu.return
    }
  }
}

// -----

// A module with a symbol of one of the names the constants need: an error
// at that symbol.

module attributes {gpu.container_module} {
  // expected-error @+1 {{nn-gpu-host-memory needs the symbols nnrtResidentConstant, nnrtReleaseConstants, nn_constants_owner and nn_release_constants for the constants kernels read: rename this one}}
  func.func private @nn_constants_owner()
  func.func @clash() {
    %c1 = arith.constant 1 : index
    %w = memref.get_global @w : memref<4xf32>
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%w : memref<4xf32>)
    return
  }
  memref.global "private" constant @w : memref<4xf32> = dense<1.0>
  gpu.module @k {
    gpu.func @k(%a: memref<4xf32>) kernel {
      gpu.return
    }
  }
}

// -----

// An i1 constant is resident (a byte per element); a constant whose type
// memrefOver cannot describe (a layout given as an affine map) is copied on
// every call instead.
// CHECK-LABEL: func.func @odd(
// CHECK: memref.get_global @w : memref<4xi1>
// CHECK: arith.constant 4 : i64
// CHECK: call @nnrtResidentConstant(
// CHECK: %[[V:.*]] = memref.get_global @v
// CHECK-NEXT: %[[DV:.*]] = gpu.alloc () : memref<2x2xf32, #{{.*}}>
// CHECK-NEXT: gpu.memcpy %[[DV]], %[[V]]
// CHECK: gpu.launch_func @k::@k {{.*}}, %[[DV]] : memref<2x2xf32, #{{.*}}>)
// CHECK-NEXT: gpu.dealloc %[[DV]]
module attributes {gpu.container_module} {
  func.func @odd() {
    %c1 = arith.constant 1 : index
    %w = memref.get_global @w : memref<4xi1>
    %v = memref.get_global @v : memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%w : memref<4xi1>, %v : memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>)
    return
  }
  memref.global "private" constant @w : memref<4xi1> = dense<true>
  memref.global "private" constant @v : memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>> = dense<1.0>
  gpu.module @k {
    gpu.func @k(%a: memref<4xi1>, %b: memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>) kernel {
      gpu.return
    }
  }
}
