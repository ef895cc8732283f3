// --nn-gpu-gather-groups: an nn.fused function of elementwise, broadcast and
// injective ops becomes one linalg.generic over its result that computes
// each element from the function's arguments. A second run changes nothing
// (the function is then one generic).
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg=runtime-checks=false --linalg-fuse-elementwise-ops --nn-gpu-gather-groups | FileCheck %s
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg=runtime-checks=false --linalg-fuse-elementwise-ops --nn-gpu-gather-groups --nn-gpu-gather-groups | FileCheck %s

// A concat: a choice on the row, only the chosen operand read (and its
// producer computed) in each branch.
// CHECK-LABEL: func.func private @fused_relu_exp_concat_tanh(
// CHECK-SAME: %[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<4x8xf32>)
// CHECK: %[[R:.*]] = linalg.generic
// CHECK-SAME: outs(
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[J:.*]] = linalg.index 1
// CHECK: %[[FIRST:.*]] = arith.cmpi ult, %[[I]], %c4
// CHECK: %[[V:.*]] = scf.if %[[FIRST]] -> (f32) {
// CHECK: tensor.extract %[[A]][%[[I]], %[[J]]]
// CHECK: arith.maximumf
// CHECK: } else {
// CHECK: %[[ROW:.*]] = arith.addi %[[I]], %c-4
// CHECK: tensor.extract %[[B]][%[[ROW]], %[[J]]]
// CHECK: math.exp
// CHECK: }
// CHECK: math.tanh %[[V]]
// CHECK-NOT: tensor.concat
// CHECK: return %[[R]]
func.func @concat(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<8x8xf32> {
  %0 = "nn.relu"(%a) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.exp"(%b) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "tensor.concat"(%0, %1) {dim = 0 : i64} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %3 = "nn.tanh"(%2) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----

// A pad: the element where the index minus the low padding falls inside
// the input (one unsigned compare per dim), else the pad value.
// CHECK-LABEL: func.func private @fused_pad_exp(
// CHECK-SAME: %[[X:.*]]: tensor<3x4xf32>)
// CHECK-DAG: %[[PAD:.*]] = arith.constant 5.000000e-01 : f32
// CHECK: linalg.generic
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[J:.*]] = linalg.index 1
// CHECK: %[[I0:.*]] = arith.addi %[[I]], %c-1
// CHECK: %[[IN0:.*]] = arith.cmpi ult, %[[I0]], %c3
// CHECK: %[[J0:.*]] = arith.addi %[[J]], %c-2
// CHECK: %[[IN1:.*]] = arith.cmpi ult, %[[J0]], %c4
// CHECK: %[[IN:.*]] = arith.andi %[[IN0]], %[[IN1]]
// CHECK: %[[V:.*]] = scf.if %[[IN]] -> (f32) {
// CHECK: tensor.extract %[[X]][%[[I0]], %[[J0]]]
// CHECK: } else {
// CHECK: scf.yield %[[PAD]]
// CHECK: math.exp %[[V]]
// CHECK-NOT: tensor.pad
func.func @pad(%x: tensor<3x4xf32>) -> tensor<5x7xf32> {
  %0 = "nn.pad"(%x) {pads = array<i64: 1, 2, 1, 1>, value = 0.5 : f32} : (tensor<3x4xf32>) -> tensor<5x7xf32>
  %1 = "nn.exp"(%0) : (tensor<5x7xf32>) -> tensor<5x7xf32>
  return %1 : tensor<5x7xf32>
}

// -----

// A strided slice, transposed, and a reshape: the slice an offset and a
// stride, the transpose swapped indices, the reshape the index linearized
// in the result and split in the input.
// CHECK-LABEL: func.func private @fused_slice_transpose_reshape_exp(
// CHECK-SAME: %[[Y:.*]]: tensor<5x6xf32>)
// CHECK: linalg.generic
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[J:.*]] = linalg.index 1
// CHECK: %[[ROWS:.*]] = arith.muli %[[I]], %c2
// CHECK: %[[LIN:.*]] = arith.addi %[[ROWS]], %[[J]]
// CHECK: %[[COL:.*]] = arith.remui %[[LIN]], %c5
// CHECK: %[[ROW:.*]] = arith.divui %[[LIN]], %c5
// CHECK: %[[STRIDED:.*]] = arith.muli %[[ROW]], %c3
// CHECK: tensor.extract %[[Y]][%[[COL]], %[[STRIDED]]]
// CHECK: math.exp
// CHECK-NOT: linalg.transpose
func.func @slice(%y: tensor<5x6xf32>) -> tensor<5x2xf32> {
  %s = "nn.slice"(%y) {starts = array<i64: 0, 0>, ends = array<i64: 5, 6>, steps = array<i64: 1, 3>} : (tensor<5x6xf32>) -> tensor<5x2xf32>
  %t = "nn.transpose"(%s) {perm = array<i64: 1, 0>} : (tensor<5x2xf32>) -> tensor<2x5xf32>
  %r = "nn.reshape"(%t) : (tensor<2x5xf32>) -> tensor<5x2xf32>
  %e = "nn.exp"(%r) : (tensor<5x2xf32>) -> tensor<5x2xf32>
  return %e : tensor<5x2xf32>
}

// -----

// No-op: a group with a reduction (a softmax) keeps its ops; a group that
// is one generic already is left alone.
// CHECK-LABEL: func.func private @fused_softmax_relu(
// CHECK: linalg.generic {{.*}}"reduction"
// CHECK-LABEL: func.func private @fused_relu_exp(
// CHECK-NOT: linalg.index
// CHECK: return
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.relu"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @chain(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.exp"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// A concat fused with nothing (after two softmaxes, which end groups) is
// one generic reading the softmaxes' results as they are: they are not
// recomputed per element.
// CHECK-LABEL: func.func @lone(
// CHECK: linalg.generic {{.*}}"reduction"
// CHECK: linalg.generic {{.*}}"reduction"
// CHECK: linalg.generic {indexing_maps = [#{{.*}}], iterator_types = ["parallel", "parallel"]} outs(%{{.*}} : tensor<6x8xf32>)
// CHECK-NOT: "reduction"
// CHECK: scf.if
// CHECK: tensor.extract %{{.*}} : tensor<4x8xf32>
// CHECK: } else {
// CHECK: tensor.extract %{{.*}} : tensor<2x8xf32>
// CHECK-NOT: tensor.concat
// CHECK: return
func.func @lone(%x: tensor<4x8xf32>, %y: tensor<2x8xf32>) -> tensor<6x8xf32> {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.softmax"(%y) {axis = 1 : i64} : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %2 = "tensor.concat"(%0, %1) {dim = 0 : i64} : (tensor<4x8xf32>, tensor<2x8xf32>) -> tensor<6x8xf32>
  return %2 : tensor<6x8xf32>
}
