// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s --check-prefix=LOWER
// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg=runtime-checks=false | FileCheck %s --check-prefix=OFF
// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg --nn-route-runtime-checks | FileCheck %s --check-prefix=ROUTE
// RUN: nn-opt %s --split-input-file --nn-lower-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: nn-opt %s --split-input-file --nn-lower-to-llvm=runtime-checks=false | FileCheck %s --check-prefix=LLVM-OFF

// A gather's indices are checked by a reduction of their own: the lowest
// row-major position of an index outside [-5, 5), INT64_MAX when there is
// none; then a record of (failed, position, value) tagged with what the
// message needs. Without checks, no record; the indices are clamped either
// way (convert-nn-to-linalg.mlir).
// LOWER-DAG: #[[ALL:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// LOWER-DAG: #[[NONE:.*]] = affine_map<(d0, d1) -> ()>
// LOWER-LABEL: func.func @gather
// LOWER: %[[MAX:.*]] = arith.constant 9223372036854775807 : i64
// LOWER: %[[INIT:.*]] = linalg.fill ins(%[[MAX]] : i64)
// LOWER: %[[FIRST:.*]] = linalg.generic {indexing_maps = [#[[ALL]], #[[NONE]]], iterator_types = ["reduction", "reduction"]} ins(%arg1 : tensor<2x3xi32>) outs(%[[INIT]] : tensor<i64>)
// LOWER: ^bb0(%[[IN:.*]]: i32, %[[ACC:.*]]: i64):
// LOWER: %[[V:.*]] = arith.extsi %[[IN]] : i32 to i64
// LOWER: %[[LOW:.*]] = arith.constant -5 : i64
// LOWER: %[[BELOW:.*]] = arith.cmpi slt, %[[V]], %[[LOW]]
// LOWER: %[[HIGH:.*]] = arith.constant 5 : i64
// LOWER: %[[ABOVE:.*]] = arith.cmpi sge, %[[V]], %[[HIGH]]
// LOWER: %[[BAD:.*]] = arith.ori %[[BELOW]], %[[ABOVE]]
// LOWER: %[[POS:.*]] = arith.index_cast %{{.*}} : index to i64
// LOWER: %[[CAND:.*]] = arith.select %[[BAD]], %[[POS]], %{{.*}} : i64
// LOWER: arith.minsi %[[ACC]], %[[CAND]] : i64
// LOWER: %[[AT:.*]] = tensor.extract %[[FIRST]][] : tensor<i64>
// LOWER: %[[FOUND:.*]] = arith.cmpi ne, %[[AT]]
// LOWER: %[[P:.*]] = arith.select %[[FOUND]], %[[AT]]
// LOWER: %[[VAL:.*]] = tensor.extract %arg1[%{{.*}}, %{{.*}}] : tensor<2x3xi32>
// LOWER: %[[VAL64:.*]] = arith.extsi %[[VAL]] : i32 to i64
// LOWER: %[[FLAG:.*]] = arith.extui %[[FOUND]] : i1 to i64
// LOWER: tensor.from_elements %[[FLAG]], %[[P]], %[[VAL64]] {nn.runtime_check = {argument = 1 : i64, high = 5 : i64, low = -5 : i64, op = "nn.gather", operand = "indices", shape = array<i64: 2, 3>}} : tensor<3xi64>
// OFF-LABEL: func.func @gather
// OFF-NOT: nn.runtime_check
// OFF-NOT: iterator_types = ["reduction"
// OFF: return

// Routed: the entry returns the status after its result, and the module
// holds the table of checks.
// ROUTE: module attributes {nn.runtime_checks = [{entry = "gather", high = 5 : i64, input = 1 : i64, location = "{{.*}}:{{[0-9]+}}:{{[0-9]+}}", low = -5 : i64, op = "nn.gather", operand = "indices", shape = array<i64: 2, 3>}]}
// ROUTE-LABEL: func.func @gather
// ROUTE-SAME: -> (tensor<2x3x4xf32>, tensor<3xi64>)
// ROUTE-NOT: nn.runtime_check =
// ROUTE: %[[ID:.*]] = arith.muli %{{.*}}, %c1_i64
// ROUTE: %[[S:.*]] = tensor.from_elements %[[ID]], %{{.*}}, %{{.*}} : tensor<3xi64>
// ROUTE: return %{{.*}}, %[[S]] : tensor<2x3x4xf32>, tensor<3xi64>

// Lowered, the C interface takes the status buffer after the result buffer.
// LLVM: module attributes {nn.runtime_checks =
// LLVM: llvm.func @_mlir_ciface_gather(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)
// LLVM-OFF-NOT: nn.runtime_checks
// LLVM-OFF: llvm.func @_mlir_ciface_gather(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)
func.func @gather(%d: tensor<5x4xf32>, %i: tensor<2x3xi32>) -> tensor<2x3x4xf32> attributes {llvm.emit_c_interface} {
  %0 = "nn.gather"(%d, %i) {axis = 0 : i64} : (tensor<5x4xf32>, tensor<2x3xi32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// Through calls: a private (fused) function returns its status as three
// i64, which its caller combines with its own checks in program order (the
// call first); a public function returns a tensor<3xi64>, which a caller
// reads back; a public function without checks returns zeros; result
// attributes stay aligned. The table follows the index of a fused
// function's gather to the entry's input #1, through the one call.
// ROUTE: module attributes {nn.runtime_checks = [{entry = "entry", {{.*}}input = 2 : i64, location = "second", {{.*}}}, {entry = "entry", {{.*}}input = 1 : i64, location = "first", {{.*}}}]}
// ROUTE-LABEL: func.func @entry
// ROUTE-SAME: -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3xi64>)
// ROUTE: %[[CALL:.*]]:4 = call @fused(%arg1, %arg0) : (tensor<3xi64>, tensor<5x4xf32>) -> (tensor<3x4xf32>, i64, i64, i64)
// ROUTE: %[[OWN:.*]] = arith.muli %{{.*}}, %c1_i64
// ROUTE: %[[EARLIER:.*]] = arith.cmpi ne, %[[CALL]]#1, %{{.*}} : i64
// ROUTE: %[[ID:.*]] = arith.select %[[EARLIER]], %[[CALL]]#1, %[[OWN]] : i64
// ROUTE: %[[POS:.*]] = arith.select %[[EARLIER]], %[[CALL]]#2, %{{.*}} : i64
// ROUTE: %[[VAL:.*]] = arith.select %[[EARLIER]], %[[CALL]]#3, %{{.*}} : i64
// ROUTE: %[[S:.*]] = tensor.from_elements %[[ID]], %[[POS]], %[[VAL]] : tensor<3xi64>
// ROUTE: return %[[CALL]]#0, %{{.*}}, %[[S]]
// ROUTE-LABEL: func.func private @fused
// ROUTE-SAME: -> (tensor<3x4xf32> {llvm.noalias}, i64, i64, i64)
// ROUTE: %[[FID:.*]] = arith.muli %{{.*}}, %c2_i64
// ROUTE: return %{{.*}}, %[[FID]], %{{.*}}, %{{.*}} : tensor<3x4xf32>, i64, i64, i64
// ROUTE-LABEL: func.func @plain
// ROUTE-SAME: -> (tensor<4xf32>, tensor<3xi64>)
// ROUTE: %[[ZERO:.*]] = arith.constant 0 : i64
// ROUTE: tensor.from_elements %[[ZERO]], %{{.*}}, %{{.*}} : tensor<3xi64>
// ROUTE-LABEL: func.func @caller
// ROUTE: %[[E:.*]]:3 = call @entry(%arg0, %arg1, %arg2) : {{.*}} -> (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3xi64>)
// ROUTE: tensor.extract %[[E]]#2[%{{.*}}] : tensor<3xi64>
// ROUTE: return %[[E]]#1, %{{.*}} : tensor<3x4xf32>, tensor<3xi64>
func.func @entry(%d: tensor<5x4xf32>, %i: tensor<3xi64>, %j: tensor<3xi64>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %0 = call @fused(%i, %d) : (tensor<3xi64>, tensor<5x4xf32>) -> tensor<3x4xf32>
  %1 = "nn.gather"(%d, %j) : (tensor<5x4xf32>, tensor<3xi64>) -> tensor<3x4xf32> loc("second")
  return %0, %1 : tensor<3x4xf32>, tensor<3x4xf32>
}
func.func private @fused(%i: tensor<3xi64>, %d: tensor<5x4xf32>) -> (tensor<3x4xf32> {llvm.noalias}) attributes {nn.fused} {
  %0 = "nn.gather"(%d, %i) : (tensor<5x4xf32>, tensor<3xi64>) -> tensor<3x4xf32> loc("first")
  %1 = "nn.relu"(%0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}
func.func @plain(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @caller(%d: tensor<5x4xf32>, %i: tensor<3xi64>, %j: tensor<3xi64>) -> tensor<3x4xf32> {
  %0:2 = call @entry(%d, %i, %j) : (tensor<5x4xf32>, tensor<3xi64>, tensor<3xi64>) -> (tensor<3x4xf32>, tensor<3x4xf32>)
  return %0#1 : tensor<3x4xf32>
}

// -----

// Data with no element along the axis: every index is out of range, the
// check stays, and the result is zeros without reading the data.
// LOWER-LABEL: func.func @empty_axis
// LOWER: tensor.from_elements {{.*}}high = 0 : i64, low = 0 : i64
// LOWER: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x4xf32>)
// LOWER-NOT: tensor.extract %arg0
// LOWER: return %[[Z]]
func.func @empty_axis(%d: tensor<0x4xf32>, %i: tensor<2xi64>) -> tensor<2x4xf32> {
  %0 = "nn.gather"(%d, %i) : (tensor<0x4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// A module without checks is left as it is: no table, no status.
// ROUTE: {{^}}module {{{$}}
// ROUTE-NEXT: func.func @unchecked
// ROUTE-SAME: -> tensor<4xf32>
func.func @unchecked(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
