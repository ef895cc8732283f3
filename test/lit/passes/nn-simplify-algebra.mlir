// The identities --nn-simplify derives from the registry's algebraic facts
// (NnOpDef's `algebra`, `isView`, layout permutation), beyond the classic
// ones of nn-simplify.mlir: every rewrite here comes from a fact, not from
// an op name.
// RUN: nn-opt %s --split-input-file --nn-simplify | FileCheck %s
// Idempotence: a second run changes nothing.
// RUN: nn-opt %s --split-input-file --nn-simplify | nn-opt --split-input-file --nn-simplify | FileCheck %s

// Identity elements: -inf for maximum, the largest integer for minimum,
// true for and, false for or, 1 on the right of pow.
// CHECK-LABEL: func.func @identity_elements
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xi8>, %[[B:.*]]: tensor<4xi1>)
// CHECK-NOT: "nn.
// CHECK: return %[[X]], %[[I]], %[[B]], %[[B]], %[[X]]
func.func @identity_elements(%x: tensor<4xf32>, %i: tensor<4xi8>, %b: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xi8>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>) {
  %ninf = arith.constant dense<0xFF800000> : tensor<4xf32>
  %imax = arith.constant dense<127> : tensor<4xi8>
  %true = arith.constant dense<true> : tensor<4xi1>
  %false = arith.constant dense<false> : tensor<4xi1>
  %one = arith.constant dense<1.0> : tensor<f32>
  %0 = "nn.maximum"(%ninf, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "nn.minimum"(%i, %imax) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %2 = "nn.and"(%true, %b) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %3 = "nn.or"(%b, %false) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %4 = "nn.pow"(%x, %one) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xi8>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>
}

// -----

// Not identities: +inf for maximum, 127 for an i32 minimum (not its
// largest), 1 on the left of pow (pow is not commutative).
// CHECK-LABEL: func.func @not_identity_elements
// CHECK: "nn.maximum"
// CHECK: "nn.minimum"
// CHECK: "nn.pow"
func.func @not_identity_elements(%x: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xf32>) {
  %inf = arith.constant dense<0x7F800000> : tensor<4xf32>
  %c127 = arith.constant dense<127> : tensor<4xi32>
  %one = arith.constant dense<1.0> : tensor<4xf32>
  %0 = "nn.maximum"(%x, %inf) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "nn.minimum"(%i, %c127) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = "nn.pow"(%one, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xi32>, tensor<4xf32>
}

// -----

// Absorbing elements: and with false is false, or with true is true, on
// either side (both commute), when the constant has the result's type.
// CHECK-LABEL: func.func @absorbing
// CHECK-SAME: (%[[B:.*]]: tensor<4xi1>)
// CHECK-DAG: %[[F:.*]] = arith.constant dense<false> : tensor<4xi1>
// CHECK-DAG: %[[T:.*]] = arith.constant dense<true> : tensor<4xi1>
// CHECK-DAG: %[[S:.*]] = arith.constant dense<false> : tensor<i1>
// CHECK: %[[K:.*]] = "nn.and"(%[[B]], %[[S]])
// CHECK: return %[[F]], %[[T]], %[[K]]
func.func @absorbing(%b: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %false = arith.constant dense<false> : tensor<4xi1>
  %true = arith.constant dense<true> : tensor<4xi1>
  %sfalse = arith.constant dense<false> : tensor<i1>
  %0 = "nn.and"(%b, %false) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %1 = "nn.or"(%true, %b) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  // A scalar false would have to be broadcast: kept.
  %2 = "nn.and"(%b, %sfalse) : (tensor<4xi1>, tensor<i1>) -> tensor<4xi1>
  return %0, %1, %2 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// Idempotent binary ops of one operand twice are that operand.
// CHECK-LABEL: func.func @idempotent_binary
// CHECK-SAME: (%[[X:.*]]: tensor<3xi32>, %[[B:.*]]: tensor<3xi1>)
// CHECK-NEXT: %[[A:.*]] = "nn.add"(%[[X]], %[[X]])
// CHECK-NEXT: return %[[X]], %[[X]], %[[B]], %[[A]]
func.func @idempotent_binary(%x: tensor<3xi32>, %b: tensor<3xi1>) -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3xi32>) {
  %0 = "nn.maximum"(%x, %x) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %1 = "nn.minimum"(%x, %x) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %2 = "nn.or"(%b, %b) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  %3 = "nn.add"(%x, %x) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  return %0, %1, %2, %3 : tensor<3xi32>, tensor<3xi32>, tensor<3xi1>, tensor<3xi32>
}

// -----

// Idempotent unary ops (abs, floor, clip) collapse, but only with equal
// attributes; not is an involution.
// CHECK-LABEL: func.func @unary_facts
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xi1>)
// CHECK-NEXT: %[[A:.*]] = "nn.abs"(%[[X]])
// CHECK-NEXT: %[[F:.*]] = "nn.floor"(%[[X]])
// CHECK-NEXT: %[[C:.*]] = "nn.clip"(%[[X]]) {max = 6.000000e+00 : f32, min = 0.000000e+00 : f32}
// CHECK-NEXT: %[[D:.*]] = "nn.clip"(%[[C]]) {max = 2.000000e+00 : f32, min = 1.000000e+00 : f32}
// CHECK-NEXT: return %[[A]], %[[F]], %[[C]], %[[D]], %[[B]]
func.func @unary_facts(%x: tensor<4xf32>, %b: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>) {
  %a1 = "nn.abs"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %a2 = "nn.abs"(%a1) : (tensor<4xf32>) -> tensor<4xf32>
  %f1 = "nn.floor"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %f2 = "nn.floor"(%f1) : (tensor<4xf32>) -> tensor<4xf32>
  %c1 = "nn.clip"(%x) {min = 0.0 : f32, max = 6.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %c2 = "nn.clip"(%c1) {min = 0.0 : f32, max = 6.0 : f32, nn.name = "second"} : (tensor<4xf32>) -> tensor<4xf32>
  %c3 = "nn.clip"(%c2) {min = 1.0 : f32, max = 2.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %n1 = "nn.not"(%b) : (tensor<4xi1>) -> tensor<4xi1>
  %n2 = "nn.not"(%n1) : (tensor<4xi1>) -> tensor<4xi1>
  return %a2, %f2, %c2, %c3, %n2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>
}

// -----

// Views (reshape, squeeze, unsqueeze, flatten: the operand's elements in
// row-major order) of views read the inner view's operand when the outer
// op's shape rule still holds; a view back to its operand's type is that
// operand. squeeze(reshape(x)) keeps its reshape: the squeeze's axis would
// name another dimension of x.
// CHECK-LABEL: func.func @views
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<1x6xf32>)
// CHECK-NEXT: %[[R:.*]] = "nn.reshape"(%[[X]]) : (tensor<2x3xf32>) -> tensor<1x6xf32>
// CHECK-NEXT: %[[S:.*]] = "nn.squeeze"(%[[R]]) {axes = array<i64: 0>} : (tensor<1x6xf32>) -> tensor<6xf32>
// CHECK-NEXT: %[[T:.*]] = "nn.reshape"(%[[Y]]) : (tensor<1x6xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: return %[[X]], %[[S]], %[[X]], %[[T]]
func.func @views(%x: tensor<2x3xf32>, %y: tensor<1x6xf32>) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<2x3xf32>, tensor<3x2xf32>) {
  %0 = "nn.unsqueeze"(%x) {axes = array<i64: 2>} : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
  %1 = "nn.flatten"(%0) {axis = 1 : i64} : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
  %2 = "nn.reshape"(%x) : (tensor<2x3xf32>) -> tensor<1x6xf32>
  %3 = "nn.squeeze"(%2) {axes = array<i64: 0>} : (tensor<1x6xf32>) -> tensor<6xf32>
  %4 = "nn.squeeze"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = "nn.squeeze"(%y) {axes = array<i64: 0>} : (tensor<1x6xf32>) -> tensor<6xf32>
  %6 = "nn.reshape"(%5) : (tensor<6xf32>) -> tensor<3x2xf32>
  return %1, %3, %4, %6 : tensor<2x3xf32>, tensor<6xf32>, tensor<2x3xf32>, tensor<3x2xf32>
}
