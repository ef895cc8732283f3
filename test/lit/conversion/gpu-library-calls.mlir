// nn-gpu-library-calls on buffers: the body of a function marked
// nn.library_call (as nn-gpu-outline-matmuls writes it, bufferized) becomes
// one nnrtMatmul call; a caller's copy of its result into a buffer defined
// before the call is folded into the call, unless the call reads that
// buffer; a body it does not recognize stays.
// RUN: nn-opt %s --split-input-file --nn-gpu-library-calls --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @forwarded(
// CHECK-SAME: %[[A:[^:]*]]: memref<4x8xf32>, %[[B:[^:]*]]: memref<8x4xf32>, %[[OUT:[^:]*]]: memref<4x4xf32>)
// CHECK-NEXT: call @mm(%[[A]], %[[B]], %[[OUT]])
// CHECK-NEXT: return
// CHECK-LABEL: func.func @reads_target(
// CHECK-SAME: %[[A:[^:]*]]: memref<4x4xf32>, %[[B:[^:]*]]: memref<4x4xf32>)
// CHECK: %[[TMP:.*]] = memref.alloc
// CHECK-NEXT: call @mm4(%[[A]], %[[B]], %[[TMP]])
// CHECK-NEXT: linalg.copy ins(%[[TMP]] : memref<4x4xf32>) outs(%[[A]] : memref<4x4xf32>)
// CHECK-LABEL: func.func private @mm(
// CHECK-NOT: linalg.
// CHECK: call @nnrtMatmul(
// CHECK-NOT: linalg.
// CHECK: return
module {
  func.func @forwarded(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %out: memref<4x4xf32>) {
    %tmp = memref.alloc() : memref<4x4xf32>
    call @mm(%a, %b, %tmp) : (memref<4x8xf32>, memref<8x4xf32>, memref<4x4xf32>) -> ()
    linalg.copy ins(%tmp : memref<4x4xf32>) outs(%out : memref<4x4xf32>)
    memref.dealloc %tmp : memref<4x4xf32>
    return
  }
  // The result goes into A, which the call reads: the copy stays.
  func.func @reads_target(%a: memref<4x4xf32>, %b: memref<4x4xf32>) {
    %tmp = memref.alloc() : memref<4x4xf32>
    call @mm4(%a, %b, %tmp) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
    linalg.copy ins(%tmp : memref<4x4xf32>) outs(%a : memref<4x4xf32>)
    memref.dealloc %tmp : memref<4x4xf32>
    return
  }
  func.func private @mm(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %d: memref<4x4xf32>) attributes {nn.library_call = "cublaslt", nn.matmul_epilogue = []} {
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%d : memref<4x4xf32>)
    linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%d : memref<4x4xf32>)
    return
  }
  func.func private @mm4(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %d: memref<4x4xf32>) attributes {nn.library_call = "cublaslt", nn.matmul_epilogue = []} {
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%d : memref<4x4xf32>)
    linalg.matmul ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%d : memref<4x4xf32>)
    return
  }
}

// -----

// A body with an op the pass does not expect (a copy) stays as it is: it
// runs as kernels. No declaration of nnrtMatmul is added.
// CHECK-LABEL: func.func private @unknown(
// CHECK: linalg.matmul
// CHECK: memref.copy
// CHECK-NOT: nnrtMatmul
module {
  func.func private @unknown(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %d: memref<4x4xf32>) attributes {nn.library_call = "cublaslt", nn.matmul_epilogue = []} {
    %cst = arith.constant 0.000000e+00 : f32
    %tmp = memref.alloc() : memref<4x4xf32>
    linalg.fill ins(%cst : f32) outs(%tmp : memref<4x4xf32>)
    linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%tmp : memref<4x4xf32>)
    memref.copy %tmp, %d : memref<4x4xf32> to memref<4x4xf32>
    return
  }
}

// -----

// A symbol nnrtMatmul that is not libnnrt's: an error at it.
module {
  // expected-error @below {{nn-gpu-library-calls needs the symbol nnrtMatmul for libnnrt's matmul (runtime/nnrt/Matmul.h): rename this one}}
  func.func private @nnrtMatmul(i32)
  func.func private @mm(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %d: memref<4x4xf32>) attributes {nn.library_call = "cublaslt", nn.matmul_epilogue = []} {
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%d : memref<4x4xf32>)
    linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%d : memref<4x4xf32>)
    return
  }
}
