// --nn-gpu-parallel-first alone (conversion/gpu/GpuParallelFirst.c): a
// top-level linalg.generic whose reduction dim comes first gets its loops
// interchanged, parallel dims first (the indexing maps composed with the
// permutation); one already in that order is unchanged.
// RUN: nn-opt %s --split-input-file --nn-gpu-parallel-first | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-gpu-parallel-first --nn-gpu-parallel-first | FileCheck %s
// RUN: not nn-opt %s --nn-gpu-parallel-first=order=1 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'nn-gpu-parallel-first' has no option 'order'; it takes no options

// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1) -> (d0)>
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
