// --nn-gpu-split-reductions: a generic reducing every dim of N elements
// becomes row partials over [N / C, C] (C the largest divisor of N in
// [256, 4096]) from the combiner's identity, then their combination into
// the original init. A second run changes nothing (the partials have a
// parallel dim; their combination is short).
// RUN: nn-opt %s --split-input-file --nn-gpu-split-reductions | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-gpu-split-reductions --nn-gpu-split-reductions | FileCheck %s

// CHECK-LABEL: func.func @sum_squares(
// CHECK-SAME: %[[X:.*]]: tensor<1024x1024xf32>
// CHECK: %[[FLAT:.*]] = tensor.reshape %[[X]](%{{.*}}) : (tensor<1024x1024xf32>, tensor<1xi64>) -> tensor<1048576xf32>
// CHECK: %[[ROWS:.*]] = tensor.reshape %[[FLAT]](%{{.*}}) : (tensor<1048576xf32>, tensor<2xi64>) -> tensor<256x4096xf32>
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[P0:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%{{.*}} : tensor<256xf32>)
// CHECK: %[[PARTIALS:.*]] = linalg.generic {indexing_maps = [#[[MAP:.*]], #[[ROW:.*]]], iterator_types = ["parallel", "reduction"]} ins(%[[ROWS]] : tensor<256x4096xf32>) outs(%[[P0]] : tensor<256xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf {{.*}} fastmath<reassoc>
// The init's fill moves next to the loop it starts (it joins its kernel).
// CHECK: %[[INIT:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<f32>)
// CHECK: %[[TOTAL:.*]] = linalg.generic {{.*}}iterator_types = ["reduction"]} ins(%[[PARTIALS]] : tensor<256xf32>) outs(%[[INIT]] : tensor<f32>)
// CHECK: arith.addf {{.*}} fastmath<reassoc>
// CHECK: return %[[TOTAL]]
#all = affine_map<(d0, d1) -> (d0, d1)>
#none = affine_map<(d0, d1) -> ()>
func.func @sum_squares(%x: tensor<1024x1024xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [#all, #none], iterator_types = ["reduction", "reduction"]} ins(%x : tensor<1024x1024xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %sq = arith.mulf %in, %in : f32
    %s = arith.addf %sq, %out fastmath<reassoc> : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// A maximum: the partials start from -inf; a scalar input stays a scalar.
// CHECK-LABEL: func.func @max_scaled(
// CHECK: arith.constant 0xFF800000 : f32
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<16x4096xf32>, tensor<f32>)
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction"]}
// CHECK: arith.maximumf
#v = affine_map<(d0) -> (d0)>
#s = affine_map<(d0) -> ()>
func.func @max_scaled(%x: tensor<65536xf32>, %k: tensor<f32>) -> tensor<f32> {
  %low = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%low : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [#v, #s, #s], iterator_types = ["reduction"]} ins(%x, %k : tensor<65536xf32>, tensor<f32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %scale: f32, %out: f32):
    %p = arith.mulf %in, %scale : f32
    %m = arith.maximumf %p, %out fastmath<reassoc> : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// No-op: too few elements to split (8192); a prime count (65537: no row
// length divides it); a float sum without the permission to reorder; a
// reduction that keeps a dim.
// CHECK-LABEL: func.func @small(
// CHECK-COUNT-1: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK-LABEL: func.func @prime(
// CHECK-COUNT-1: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK-LABEL: func.func @ordered(
// CHECK-COUNT-1: linalg.generic
// CHECK-NOT: linalg.generic
// CHECK-LABEL: func.func @rows(
// CHECK-COUNT-1: linalg.generic
// CHECK-NOT: linalg.generic
#v = affine_map<(d0) -> (d0)>
#s = affine_map<(d0) -> ()>
#rc = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @small(%x: tensor<8192xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [#v, #s], iterator_types = ["reduction"]} ins(%x : tensor<8192xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out fastmath<reassoc> : f32
    linalg.yield %a : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
func.func @prime(%x: tensor<65537xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [#v, #s], iterator_types = ["reduction"]} ins(%x : tensor<65537xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out fastmath<reassoc> : f32
    linalg.yield %a : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
func.func @ordered(%x: tensor<65536xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [#v, #s], iterator_types = ["reduction"]} ins(%x : tensor<65536xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
func.func @rows(%x: tensor<64x1024xf32>, %init: tensor<64xf32>) -> tensor<64xf32> {
  %r = linalg.generic {indexing_maps = [#rc, #r], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<64x1024xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out fastmath<reassoc> : f32
    linalg.yield %a : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}
