// --nn-dynamic-results-in-place (conversion/common/DynamicResultsInPlace.c):
// an entry's result of dynamic shape, computed into an allocation and copied
// into its out-parameter, is computed in the out-parameter itself when the
// sizes agree; when they do not, into the allocation, and the copy becomes
// a call to nn_output_size_mismatch with the out-parameter's argument
// number.
// RUN: nn-opt %s --split-input-file --nn-dynamic-results-in-place | FileCheck %s
// Idempotence: no copy is left to rewrite.
// RUN: nn-opt %s --split-input-file --nn-dynamic-results-in-place --nn-dynamic-results-in-place | FileCheck %s
// in-place=false (the CUDA pipeline): the copy stays, clamped to the
// smaller sizes, and sizes that differ are reported.
// RUN: nn-opt %s --split-input-file --nn-dynamic-results-in-place=in-place=false | FileCheck %s --check-prefix=CLAMP

// CHECK-LABEL: func.func @entry(
// CHECK-SAME: %[[X:.*]]: memref<?x?xf32>, %[[OUT:.*]]: memref<?x?xf32>)
// CHECK: %[[N:.*]] = memref.dim %[[X]], %{{.*}}
// CHECK: %[[M:.*]] = memref.dim %[[X]], %{{.*}}
// CHECK: %[[D0:.*]] = memref.dim %[[OUT]], %{{.*}}
// CHECK: %[[E0:.*]] = arith.cmpi eq, %[[N]], %[[D0]]
// CHECK: %[[D1:.*]] = memref.dim %[[OUT]], %{{.*}}
// CHECK: %[[E1:.*]] = arith.cmpi eq, %[[M]], %[[D1]]
// CHECK: %[[SAME:.*]] = arith.andi %[[E0]], %[[E1]]
// CHECK: %[[BUF:.*]] = scf.if %[[SAME]] -> (memref<?x?xf32>) {
// CHECK-NEXT: scf.yield %[[OUT]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%[[N]], %[[M]]) {alignment = 64 : i64}
// CHECK-NEXT: scf.yield %[[A]]
// CHECK: linalg.copy ins(%[[X]] : memref<?x?xf32>) outs(%[[BUF]] : memref<?x?xf32>)
// CHECK-NOT: memref.copy
// CHECK: scf.if %[[SAME]] {
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[ARG:.*]] = arith.constant 1 : i64
// CHECK-NEXT: func.call @nn_output_size_mismatch(%[[ARG]]) : (i64) -> ()
// CHECK: return
// CHECK: func.func private @nn_output_size_mismatch(i64)
// CLAMP-LABEL: func.func @entry(
// CLAMP-SAME: %[[X:.*]]: memref<?x?xf32>, %[[OUT:.*]]: memref<?x?xf32>)
// CLAMP: %[[A:.*]] = memref.alloc
// CLAMP: linalg.copy
// CLAMP: %[[N:.*]] = memref.dim %[[A]], %{{.*}}
// CLAMP: %[[G:.*]] = memref.dim %[[OUT]], %{{.*}}
// CLAMP: %[[M:.*]] = arith.minui %[[N]], %[[G]]
// CLAMP: %[[FROM:.*]] = memref.subview %[[A]][0, 0] [%[[M]], %{{.*}}] [1, 1]
// CLAMP: %[[TO:.*]] = memref.subview %[[OUT]][0, 0] [%[[M]], %{{.*}}] [1, 1]
// CLAMP: memref.copy %[[FROM]], %[[TO]]
// CLAMP: func.call @nn_output_size_mismatch
func.func @entry(%x: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?x?xf32>
  %m = memref.dim %x, %c1 : memref<?x?xf32>
  %a = memref.alloc(%n, %m) {alignment = 64 : i64} : memref<?x?xf32>
  linalg.copy ins(%x : memref<?x?xf32>) outs(%a : memref<?x?xf32>)
  memref.copy %a, %out : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

// A copy for sizes (nn-specialize) computes its result at static sizes and
// casts it to the out-parameter's type: the out-parameter, cast to the
// static sizes, is the buffer when its size is the static one.
// CHECK-LABEL: func.func @static_copy(
// CHECK-SAME: %[[X:.*]]: memref<?x8xf32>, %[[OUT:.*]]: memref<?x8xf32>)
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[D:.*]] = memref.dim %[[OUT]], %{{.*}}
// CHECK: %[[SAME:.*]] = arith.cmpi eq, %[[C4]], %[[D]]
// CHECK: %[[BUF:.*]] = scf.if %[[SAME]] -> (memref<4x8xf32>) {
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[OUT]] : memref<?x8xf32> to memref<4x8xf32>
// CHECK-NEXT: scf.yield %[[C]]
// CHECK: linalg.copy ins(%{{.*}} : memref<4x8xf32>) outs(%[[BUF]] : memref<4x8xf32>)
// CHECK-NOT: memref.copy
// CHECK: func.call @nn_output_size_mismatch
func.func @static_copy(%x: memref<?x8xf32>, %out: memref<?x8xf32>) {
  %s = memref.cast %x : memref<?x8xf32> to memref<4x8xf32>
  %a = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
  linalg.copy ins(%s : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  %c = memref.cast %a : memref<4x8xf32> to memref<?x8xf32>
  memref.copy %c, %out : memref<?x8xf32> to memref<?x8xf32>
  return
}

// -----

// Left alone: a static result (hoisted upstream already), a private
// function (its out-parameters are its callers'), an allocation read after
// the copy, a copy from an argument.
// CHECK-LABEL: func.func @static(
// CHECK: memref.copy
// CHECK-LABEL: func.func private @private(
// CHECK: memref.copy
// CHECK-LABEL: func.func @read_after(
// CHECK: memref.copy
// CHECK-LABEL: func.func @from_argument(
// CHECK: memref.copy
// CHECK-NOT: nn_output_size_mismatch
func.func @static(%x: memref<4xf32>, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  linalg.copy ins(%x : memref<4xf32>) outs(%a : memref<4xf32>)
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  return
}
func.func private @private(%x: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.copy ins(%x : memref<?xf32>) outs(%a : memref<?xf32>)
  memref.copy %a, %out : memref<?xf32> to memref<?xf32>
  return
}
func.func @read_after(%x: memref<?xf32>, %out: memref<?xf32>, %again: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.copy ins(%x : memref<?xf32>) outs(%a : memref<?xf32>)
  memref.copy %a, %out : memref<?xf32> to memref<?xf32>
  linalg.copy ins(%a : memref<?xf32>) outs(%again : memref<?xf32>)
  return
}
func.func @from_argument(%x: memref<?xf32>, %out: memref<?xf32>) {
  memref.copy %x, %out : memref<?xf32> to memref<?xf32>
  return
}
