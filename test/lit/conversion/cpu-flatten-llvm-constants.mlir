// --nn-flatten-llvm-constants: constant globals of rank-2+ tensors get a flat
// !llvm.array<N x T> type and a rank-1 value (a dense_resource keeps its
// blob), so that the translation to LLVM IR makes one constant per global,
// not one per innermost row.
// RUN: nn-opt %s --nn-flatten-llvm-constants | FileCheck %s
// Idempotent: a flat global stays as it is.
// RUN: nn-opt %s --nn-flatten-llvm-constants | nn-opt --nn-flatten-llvm-constants | FileCheck %s
// The same bytes reach LLVM IR, now as one flat constant.
// RUN: nn-opt %s --nn-flatten-llvm-constants | mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM
// The CPU pipeline flattens a 1x1 convolution's weight.
// RUN: nn-opt %S/Inputs/cpu-conv1x1-resource.mlir --nn-lower-to-llvm | FileCheck %s --check-prefix=PIPE

// CHECK-LABEL: module
// CHECK: llvm.mlir.global private constant @w(dense_resource<weights> : tensor<4xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<4 x f32>
// CHECK: llvm.mlir.global private constant @d(dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>) {addr_space = 0 : i32} : !llvm.array<6 x i32>
// Rank 1 and initializer regions are left alone.
// CHECK: llvm.mlir.global private constant @v(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x f32>
// CHECK: llvm.mlir.global internal @r() {addr_space = 0 : i32} : !llvm.array<1 x array<1 x f32>>
// The addresses and their GEPs are untouched: opaque pointers.
// CHECK: llvm.mlir.addressof @w : !llvm.ptr
// CHECK-NEXT: llvm.getelementptr %{{.*}}[0, 1, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x array<1 x array<1 x f32>>>>
// LLVM: @w = private constant [4 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00], align 64
// LLVM: @d = private constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6]
module {
  llvm.mlir.global private constant @w(dense_resource<weights> : tensor<2x2x1x1xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x array<2 x array<1 x array<1 x f32>>>>
  llvm.mlir.global private constant @d(dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x i32>>
  llvm.mlir.global private constant @v(dense<[1.0, 2.0]> : tensor<2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x f32>
  llvm.mlir.global internal @r() {addr_space = 0 : i32} : !llvm.array<1 x array<1 x f32>> {
    %0 = llvm.mlir.zero : !llvm.array<1 x array<1 x f32>>
    llvm.return %0 : !llvm.array<1 x array<1 x f32>>
  }
  llvm.func @second() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @w : !llvm.ptr
    %1 = llvm.getelementptr %0[0, 1, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x array<1 x array<1 x f32>>>>
    llvm.return %1 : !llvm.ptr
  }
}

{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F000000400000404000008040"
    }
  }
#-}

// PIPE-LABEL: module
// PIPE: llvm.mlir.global private constant @{{.*}}(dense_resource<weights> : tensor<1024xf32>) {{.*}} : !llvm.array<1024 x f32>
// The GEPs keep their own (nested) element type: only the bytes matter.
// PIPE: llvm.getelementptr %{{.*}}[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x array<1 x array<1 x f32>>>>
