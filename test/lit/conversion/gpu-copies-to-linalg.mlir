// --nn-gpu-copies-to-linalg alone (conversion/gpu/GpuCopies.c): a
// memref.copy becomes a linalg.copy, a loop nest and so a kernel on the GPU
// path; a function without copies is unchanged. The pass takes no options.
// RUN: nn-opt %s --split-input-file --nn-gpu-copies-to-linalg | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-gpu-copies-to-linalg --nn-gpu-copies-to-linalg | FileCheck %s
// RUN: not nn-opt %s --nn-gpu-copies-to-linalg=x=1 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'nn-gpu-copies-to-linalg' has no option 'x'; it takes no options

// CHECK-LABEL: func.func @copy(
// CHECK-SAME: %[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<4x8xf32>)
// CHECK-NEXT: linalg.copy ins(%[[A]] : memref<4x8xf32>) outs(%[[B]] : memref<4x8xf32>)
// CHECK-NEXT: return
func.func @copy(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32>
  return
}

// -----

// CHECK-LABEL: func.func @no_copy(
// CHECK-SAME: %[[A:.*]]: memref<4x8xf32>)
// CHECK-NEXT: return %[[A]]
func.func @no_copy(%a: memref<4x8xf32>) -> memref<4x8xf32> {
  return %a : memref<4x8xf32>
}
