// What --nn-tile-fused leaves alone, and its option errors.
// RUN: nn-opt %s --split-input-file --nn-tile-fused | FileCheck %s
// RUN: not nn-opt %s --nn-tile-fused="tile-sizes=4,x" 2>&1 | FileCheck %s --check-prefix=SIZES
// RUN: not nn-opt %s --nn-tile-fused="tile-elements=0" 2>&1 | FileCheck %s --check-prefix=ELEMENTS
// RUN: not nn-opt %s --nn-tile-fused="row-elements=-2" 2>&1 | FileCheck %s --check-prefix=ROWS
// RUN: not nn-opt %s --nn-tile-fused="caller-kernels=maybe" 2>&1 | FileCheck %s --check-prefix=CALLER
// SIZES: 'nn-tile-fused' option 'tile-sizes' must be at most 16 non-negative integers separated by commas, not '4,x'
// ELEMENTS: 'nn-tile-fused' option 'tile-elements' must be a positive integer, not '0'
// ROWS: 'nn-tile-fused' option 'row-elements' must be a positive integer, not '-2'
// CALLER: 'nn-tile-fused' option 'caller-kernels' must be true or false, not 'maybe'

// A reshape between the matmul and its epilogue: tensor.collapse_shape is
// not fused, so the matmul's result is needed outside any loop. The matmul
// is tiled alone (a contraction is worth a loop even without an epilogue);
// the reshape and the epilogue stay after the loop, untouched, with no
// diagnostic.
// CHECK-LABEL: func.func private @reshape_between
// CHECK: %[[LOOP:.*]] = scf.forall
// CHECK: %[[FILL:.*]] = linalg.fill
// CHECK: linalg.matmul {{.*}} outs(%[[FILL]] :
// CHECK-NOT: linalg.generic
// CHECK: scf.forall.in_parallel
// CHECK: %[[FLAT:.*]] = tensor.collapse_shape %[[LOOP]]
// CHECK-NOT: scf.forall
// CHECK: %[[OUT:.*]] = linalg.generic {{.*}} ins(%[[FLAT]] :
// CHECK: return %[[OUT]]
#id = affine_map<(d0) -> (d0)>
func.func private @reshape_between(%x: tensor<8x4xf32>, %w: tensor<4x8xf32>) -> tensor<64xf32> attributes {nn.fused, nn.fusion_kind = "out_elementwise_fusable"} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %flat = tensor.collapse_shape %m [[0, 1]] : tensor<8x8xf32> into tensor<64xf32>
  %e2 = tensor.empty() : tensor<64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%flat : tensor<64xf32>) outs(%e2 : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.maximumf %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

// A softmax over a vector: the only dim is the one the reductions run
// along, so no tile can be smaller than the whole; left alone.
// CHECK-LABEL: func.func private @vector_softmax
// CHECK-NOT: scf.forall
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: return
#id = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>
func.func private @vector_softmax(%x: tensor<16xf32>) -> tensor<16xf32> attributes {nn.fused, nn.fusion_kind = "out_elementwise_fusable"} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]} ins(%x : tensor<16xf32>) outs(%f : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %e2 = tensor.empty() : tensor<16xf32>
  %r = linalg.generic {indexing_maps = [#id, #all, #id], iterator_types = ["parallel"]} ins(%x, %sum : tensor<16xf32>, tensor<f32>) outs(%e2 : tensor<16xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %d = arith.divf %in, %s : f32
    linalg.yield %d : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// Outside nn.fused functions, only the ops that one nn op became (one
// location) make a kernel: a matmul and an epilogue written on different
// lines stay apart, as --fuse-ops left them.
// CHECK-LABEL: func.func @not_fused
// CHECK-NOT: scf.forall
// CHECK: linalg.fill
// CHECK: linalg.matmul
// CHECK: linalg.generic
// CHECK: return
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @not_fused(%x: tensor<8x4xf32>, %w: tensor<4x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.maximumf %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
