// --nn-gpu-one-module alone (conversion/gpu/GpuOneModule.c): every outlined
// kernel moves into the first gpu.module, and each launch names it; a
// module with one gpu.module is unchanged.
// RUN: nn-opt %s --split-input-file --nn-gpu-one-module | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-gpu-one-module --nn-gpu-one-module | FileCheck %s
// RUN: not nn-opt %s --nn-gpu-one-module=name=k 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'nn-gpu-one-module' has no option 'name'; it takes no options

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %[[IN:.*]]: memref<8xf32>, %[[OUT:.*]]: memref<8xf32>)
// CHECK: gpu.launch_func @first::@first {{.*}} args(%[[IN]] : memref<8xf32>, %[[T:.*]] : memref<8xf32>)
// CHECK-NEXT: gpu.launch_func @first::@second {{.*}} args(%[[T]] : memref<8xf32>, %[[OUT]] : memref<8xf32>)
// CHECK: gpu.module @first {
// CHECK-NEXT: gpu.func @first(
// CHECK: gpu.func @second(
// CHECK-NOT: gpu.module
module attributes {gpu.container_module} {
  func.func @main(%in: memref<8xf32>, %out: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %tmp = memref.alloc() : memref<8xf32>
    gpu.launch_func @first::@first blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%in : memref<8xf32>, %tmp : memref<8xf32>)
    gpu.launch_func @second::@second blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%tmp : memref<8xf32>, %out : memref<8xf32>)
    memref.dealloc %tmp : memref<8xf32>
    return
  }
  gpu.module @first {
    gpu.func @first(%a: memref<8xf32>, %b: memref<8xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<8xf32>
      memref.store %x, %b[%i] : memref<8xf32>
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

// CHECK-LABEL: func.func @single(
// CHECK: gpu.launch_func @only::@only
// CHECK: gpu.module @only {
module attributes {gpu.container_module} {
  func.func @single(%in: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @only::@only blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%in : memref<8xf32>)
    return
  }
  gpu.module @only {
    gpu.func @only(%a: memref<8xf32>) kernel {
      gpu.return
    }
  }
}
