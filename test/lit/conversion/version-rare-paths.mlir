// RUN: nn-opt %s --split-input-file --nn-version-rare-paths | FileCheck %s

// A generic with two marked ifs and two results: the fast copy inlines
// both then regions and flags an element when either condition fails; the
// guarded original yields both results of the fast copy where unflagged.
#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @two_rare_paths(
// CHECK:         %[[FAST:.*]]:3 = linalg.generic
// CHECK-SAME:      outs(%{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi8>)
// CHECK:         ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32, %{{.*}}: f32, %{{.*}}: i8):
// CHECK-NOT:       scf.if
// CHECK:           %[[P:.*]] = arith.cmpf olt, %[[A]], %[[B]]
// CHECK:           %[[Q:.*]] = arith.cmpf ogt, %[[A]], %[[B]]
// CHECK:           %[[S:.*]] = arith.addf %[[A]], %[[B]]
// CHECK:           %[[M:.*]] = arith.mulf %[[A]], %[[B]]
// CHECK:           %[[NP:.*]] = arith.xori %[[P]], %{{.*}} : i1
// CHECK:           %[[NQ:.*]] = arith.xori %[[Q]], %{{.*}} : i1
// CHECK:           %[[EITHER:.*]] = arith.ori %[[NP]], %[[NQ]] : i1
// CHECK:           %[[FLAG:.*]] = arith.extui %[[EITHER]] : i1 to i8
// CHECK:           linalg.yield %[[S]], %[[M]], %[[FLAG]] : f32, f32, i8
// CHECK:         linalg.generic {{.*}}iterator_types = ["reduction", "reduction"]{{.*}} ins(%[[FAST]]#2 : tensor<4x8xi8>)
// CHECK:         %[[R:.*]]:2 = scf.if
// CHECK:           %[[FIX:.*]]:2 = linalg.generic
// CHECK-SAME:        ins(%{{.*}}, %{{.*}}, %[[FAST]]#2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi8>) outs(%[[FAST]]#0, %[[FAST]]#1 : tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK:           ^bb0(%{{.*}}: f32, %{{.*}}: f32, %[[F:.*]]: i8, %[[O0:.*]]: f32, %[[O1:.*]]: f32):
// CHECK:             %[[SET:.*]] = arith.cmpi ne, %[[F]]
// CHECK:             %[[G:.*]]:2 = scf.if %[[SET]] -> (f32, f32) {
// CHECK:               arith.subf
// CHECK:               } {nn.rare_path}
// CHECK:               arith.divf
// CHECK:               } {nn.rare_path}
// CHECK:             } else {
// CHECK:               scf.yield %[[O0]], %[[O1]] : f32, f32
// CHECK:             linalg.yield %[[G]]#0, %[[G]]#1
// CHECK:           scf.yield %[[FIX]]#0, %[[FIX]]#1
// CHECK:         } else {
// CHECK:           scf.yield %[[FAST]]#0, %[[FAST]]#1
// CHECK:         return %[[R]]#0, %[[R]]#1
func.func @two_rare_paths(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %r:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e, %e : tensor<4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o0: f32, %o1: f32):
    %p = arith.cmpf olt, %x, %y : f32
    %q = arith.cmpf ogt, %x, %y : f32
    %s = scf.if %p -> (f32) {
      %t = arith.addf %x, %y : f32
      scf.yield %t : f32
    } else {
      %t = arith.subf %x, %y : f32
      scf.yield %t : f32
    } {nn.rare_path}
    %m = scf.if %q -> (f32) {
      %t = arith.mulf %x, %y : f32
      scf.yield %t : f32
    } else {
      %t = arith.divf %x, %y : f32
      scf.yield %t : f32
    } {nn.rare_path}
    linalg.yield %s, %m : f32, f32
  } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  return %r#0, %r#1 : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// Left alone: an unmarked if, and a marked one under a result map that is
// not the identity (the flags take the iteration space's shape from it).
#map = affine_map<(d0, d1) -> (d0, d1)>
#transposed = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT:     xi8>
// CHECK-NOT:     iterator_types = ["reduction"
// CHECK:         return
func.func @left_alone(%a: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<8x4xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %c = arith.cmpf olt, %x, %x : f32
    %s = scf.if %c -> (f32) {
      scf.yield %x : f32
    } else {
      scf.yield %o : f32
    }
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %t = tensor.empty() : tensor<8x4xf32>
  %1 = linalg.generic {indexing_maps = [#map, #transposed], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %c = arith.cmpf olt, %x, %x : f32
    %s = scf.if %c -> (f32) {
      scf.yield %x : f32
    } else {
      scf.yield %o : f32
    } {nn.rare_path}
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %0, %1 : tensor<4x8xf32>, tensor<8x4xf32>
}
