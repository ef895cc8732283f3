// --nn-gpu-parallel-first alone (conversion/gpu/GpuParallelFirst.c): a
// top-level linalg.generic whose reduction dim comes first gets its loops
// interchanged, parallel dims first (the indexing maps composed with the
// permutation); one already in that order is unchanged.
// RUN: nn-opt %s --split-input-file --nn-gpu-parallel-first | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-gpu-parallel-first --nn-gpu-parallel-first | FileCheck %s
// RUN: not nn-opt %s --nn-gpu-parallel-first=order=1 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'nn-gpu-parallel-first' has no option 'order'; its options are unit-only
// With unit-only (the CPU pipeline) only a generic whose parallel loops all
// have extent 1 is interchanged: the column sum keeps its order.
// RUN: nn-opt %s --split-input-file --nn-gpu-parallel-first=unit-only=true | FileCheck %s --check-prefix=UNIT

// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1) -> (d0)>
// UNIT-LABEL: func.func @column_sum(
// UNIT-NEXT: linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]
// CHECK-LABEL: func.func @column_sum(
// CHECK-SAME: %[[A:.*]]: memref<64x16xf32>, %[[S:.*]]: memref<16xf32>)
// CHECK-NEXT: linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["parallel", "reduction"]} ins(%[[A]] : memref<64x16xf32>) outs(%[[S]] : memref<16xf32>)
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d1)>
func.func @column_sum(%a: memref<64x16xf32>, %out: memref<16xf32>) {
  linalg.generic {indexing_maps = [#in, #out], iterator_types = ["reduction", "parallel"]} ins(%a : memref<64x16xf32>) outs(%out : memref<16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @row_sum(
// CHECK-NEXT: linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["parallel", "reduction"]}
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @row_sum(%a: memref<64x16xf32>, %out: memref<64xf32>) {
  linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]} ins(%a : memref<64x16xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A sum of every element keeping both dims (keepdims): its unit loops go
// outermost, in both modes (on the CPU each was an OpenMP region per
// reduced element).
// CHECK-LABEL: func.func @sum_keepdims(
// CHECK-NEXT: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]
// UNIT-LABEL: func.func @sum_keepdims(
// UNIT-NEXT: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]
#in3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#out3 = affine_map<(d0, d1, d2) -> (d2, d1)>
func.func @sum_keepdims(%a: memref<384x1xf32>, %out: memref<1x1xf32>) {
  linalg.generic {indexing_maps = [#in3, #out3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%a : memref<384x1xf32>) outs(%out : memref<1x1xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  return
}
