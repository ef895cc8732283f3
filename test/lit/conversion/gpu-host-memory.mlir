// --nn-gpu-host-memory alone (conversion/gpu/GpuHostMemory.c): after kernel
// outlining, a host buffer that kernels use is gpu.alloc'd and
// gpu.dealloc'd instead, and a constant a kernel reads is copied to device
// memory once per call; a host function without launches is unchanged.
// RUN: nn-opt %s --split-input-file --nn-gpu-host-memory | FileCheck %s
// RUN: not nn-opt %s --nn-gpu-host-memory=all=true 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'nn-gpu-host-memory' has no option 'all'; it takes no options

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[IN:.*]]: memref<8xf32>, %[[OUT:.*]]: memref<8xf32>)
// CHECK-NOT: memref.alloc
// CHECK: %[[W:.*]] = memref.get_global @weights
// CHECK-NEXT: %[[DW:.*]] = gpu.alloc () : memref<8xf32>
// CHECK-NEXT: gpu.memcpy %[[DW]], %[[W]] : memref<8xf32>, memref<8xf32>
// CHECK-NEXT: %[[T:.*]] = gpu.alloc () : memref<8xf32>
// CHECK-NEXT: gpu.launch_func @first::@first {{.*}} args(%[[IN]] : memref<8xf32>, %[[DW]] : memref<8xf32>, %[[T]] : memref<8xf32>)
// CHECK-NEXT: gpu.launch_func @second::@second {{.*}} args(%[[T]] : memref<8xf32>, %[[OUT]] : memref<8xf32>)
// CHECK-NEXT: gpu.dealloc %[[T]]
// CHECK-NEXT: gpu.dealloc %[[DW]]
// CHECK-NEXT: return
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
