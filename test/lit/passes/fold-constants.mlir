// RUN: nn-opt %s --split-input-file --fold-constants | FileCheck %s
// Idempotence: a second run changes nothing.
// RUN: nn-opt %s --split-input-file --fold-constants | nn-opt --split-input-file --fold-constants | FileCheck %s
// In a pipeline, with the option spelled out at its default.
// RUN: nn-opt %s --split-input-file --pass-pipeline='builtin.module(fold-constants{max-elements=1048576})' | FileCheck %s

// A chain: mul, then transpose of the product; only the value the function
// returns becomes a constant, the intermediate product does not.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[\[}}2.000000e+00, 8.000000e+00], [4.000000e+00, 1.000000e+01], [6.000000e+00, 1.200000e+01]]> : tensor<3x2xf32>
// CHECK-NEXT: return %[[C]]
func.func @chain() -> tensor<3x2xf32> {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<2.0> : tensor<2x3xf32>
  %0 = "nn.mul"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "nn.transpose"(%0) {perm = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}

// -----

// Many op kinds in one run (one compilation): matmul, a reduction, a
// convolution, a comparison (i1), a cast to i32 and softmax.
// CHECK-LABEL: func.func @kinds
// CHECK-DAG: %[[MM:.*]] = arith.constant dense<{{\[\[}}1.900000e+01, 2.200000e+01], [4.300000e+01, 5.000000e+01]]> : tensor<2x2xf32>
// CHECK-DAG: %[[SUM:.*]] = arith.constant dense<[3.000000e+00, 7.000000e+00]> : tensor<2xf32>
// CHECK-DAG: %[[CONV:.*]] = arith.constant dense<3.000000e+01> : tensor<1x1x1x1xf32>
// CHECK-DAG: %[[LESS:.*]] = arith.constant dense<{{\[\[}}true, false], [false, false]]> : tensor<2x2xi1>
// CHECK-DAG: %[[CAST:.*]] = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-DAG: %[[SOFT:.*]] = arith.constant dense<5.000000e-01> : tensor<2x2xf32>
// CHECK-NOT: "nn.
// CHECK: return %[[MM]], %[[SUM]], %[[CONV]], %[[LESS]], %[[CAST]], %[[SOFT]]
func.func @kinds() -> (tensor<2x2xf32>, tensor<2xf32>, tensor<1x1x1x1xf32>, tensor<2x2xi1>, tensor<2x2xi32>, tensor<2x2xf32>) {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>
  %two = arith.constant dense<2.0> : tensor<2x2xf32>
  %0 = "nn.matmul"(%a, %b) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = "nn.reduce_sum"(%a) {axes = array<i64: 1>} : (tensor<2x2xf32>) -> tensor<2xf32>
  %x = "nn.reshape"(%a) : (tensor<2x2xf32>) -> tensor<1x1x2x2xf32>
  %w = "nn.reshape"(%a) : (tensor<2x2xf32>) -> tensor<1x1x2x2xf32>
  %2 = "nn.conv2d"(%x, %w) : (tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>) -> tensor<1x1x1x1xf32>
  %3 = "nn.less"(%a, %two) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
  %4 = "nn.cast"(%a) : (tensor<2x2xf32>) -> tensor<2x2xi32>
  %5 = "nn.softmax"(%two) {axis = 1 : i64} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<2x2xf32>, tensor<2xf32>, tensor<1x1x1x1xf32>, tensor<2x2xi1>, tensor<2x2xi32>, tensor<2x2xf32>
}

// -----

// An op with a non-constant operand stays; its constant operand chain folds.
// CHECK-LABEL: func.func @partial
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00]> : tensor<4xf32>
// CHECK-NEXT: %[[Y:.*]] = "nn.add"(%[[X]], %[[C]])
// CHECK-NEXT: return %[[Y]]
func.func @partial(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = "nn.add"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "nn.add"(%x, %0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Splats stay splats: exp of a splat is one element evaluated by the JIT;
// the transpose, reshape and broadcast_to of a splat need no JIT at all.
// Nothing of size 1000x1000 is ever materialized.
// CHECK-LABEL: func.func @splats
// CHECK-DAG: %[[E:.*]] = arith.constant dense<7.3890562> : tensor<1000x1000xf32>
// CHECK-DAG: %[[T:.*]] = arith.constant dense<3.000000e+00> : tensor<4x2xf16>
// CHECK-DAG: %[[B:.*]] = arith.constant dense<-1> : tensor<8x2x3xi32>
// CHECK-DAG: %[[F:.*]] = arith.constant dense<2.000000e+00> : tensor<6xf16>
// CHECK-NOT: "nn.
// CHECK: return %[[E]], %[[T]], %[[B]], %[[F]]
func.func @splats() -> (tensor<1000x1000xf32>, tensor<4x2xf16>, tensor<8x2x3xi32>, tensor<6xf16>) {
  %two = arith.constant dense<2.0> : tensor<1000x1000xf32>
  %three = arith.constant dense<3.0> : tensor<2x4xf16>
  %m1 = arith.constant dense<-1> : tensor<3xi32>
  %0 = "nn.exp"(%two) : (tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
  %1 = "nn.transpose"(%three) {perm = array<i64: 1, 0>} : (tensor<2x4xf16>) -> tensor<4x2xf16>
  %2 = "nn.broadcast_to"(%m1) : (tensor<3xi32>) -> tensor<8x2x3xi32>
  %one = arith.constant dense<1.0> : tensor<2x3xf16>
  %3 = "nn.add"(%one, %one) : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
  %4 = "nn.reshape"(%3) : (tensor<2x3xf16>) -> tensor<6xf16>
  return %0, %1, %2, %4 : tensor<1000x1000xf32>, tensor<4x2xf16>, tensor<8x2x3xi32>, tensor<6xf16>
}

// -----

// A splat feeding a non-elementwise op (a reduction) is used at full size
// inside the generated function: sum of 5 x 0.5 per row.
// CHECK-LABEL: func.func @splat_reduce
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<2.500000e+00> : tensor<3xf32>
// CHECK-NEXT: return %[[C]]
func.func @splat_reduce() -> tensor<3xf32> {
  %h = arith.constant dense<0.25> : tensor<3x5xf32>
  %0 = "nn.add"(%h, %h) : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xf32>
  %1 = "nn.reduce_sum"(%0) {axes = array<i64: 1>} : (tensor<3x5xf32>) -> tensor<3xf32>
  return %1 : tensor<3xf32>
}

// -----

// broadcast_to of a non-splat is not materialized: it stays, reading the
// folded (small) operand.
// CHECK-LABEL: func.func @broadcast_stays
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %[[B:.*]] = "nn.broadcast_to"(%[[C]]) : (tensor<2xf32>) -> tensor<64x2xf32>
// CHECK-NEXT: return %[[B]]
func.func @broadcast_stays() -> tensor<64x2xf32> {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = "nn.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = "nn.broadcast_to"(%0) : (tensor<2xf32>) -> tensor<64x2xf32>
  return %1 : tensor<64x2xf32>
}

// -----

// A broadcast_to consumed by another folded op is only an intermediate.
// CHECK-LABEL: func.func @broadcast_inside
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[3.000000e+00, 6.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: return %[[C]]
func.func @broadcast_inside() -> tensor<2xf32> {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = "nn.broadcast_to"(%a) : (tensor<2xf32>) -> tensor<3x2xf32>
  %1 = "nn.reduce_sum"(%0) {axes = array<i64: 0>} : (tensor<3x2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

// -----

// Several results (split) and folding inside every function of the module.
// CHECK-LABEL: func.func @split
// CHECK-DAG: %[[A:.*]] = arith.constant dense<[1, 2]> : tensor<2xi64>
// CHECK-DAG: %[[B:.*]] = arith.constant dense<[3, 4]> : tensor<2xi64>
// CHECK: return %[[A]], %[[B]]
// CHECK-LABEL: func.func @other
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[-1, -2]> : tensor<2xi64>
// CHECK-NEXT: return %[[C]]
func.func @split() -> (tensor<2xi64>, tensor<2xi64>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %0:2 = "nn.split"(%a) {axis = 0 : i64} : (tensor<4xi64>) -> (tensor<2xi64>, tensor<2xi64>)
  return %0#0, %0#1 : tensor<2xi64>, tensor<2xi64>
}
func.func @other() -> tensor<2xi64> {
  %a = arith.constant dense<[1, 2]> : tensor<2xi64>
  %0 = "nn.neg"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// No-op: no op has only constant operands.
// CHECK-LABEL: func.func @noop
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[C:.*]] = arith.constant
// CHECK-NEXT: %[[Y:.*]] = "nn.mul"(%[[X]], %[[C]])
// CHECK-NEXT: %[[Z:.*]] = "nn.relu"(%[[Y]])
// CHECK-NEXT: return %[[Z]]
func.func @noop(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = "nn.mul"(%x, %c) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "nn.relu"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Upstream ops that the registry describes fold too: tensor.concat.
// CHECK-LABEL: func.func @concat
// (exp through --nn-expand-math: 54.5981483 is exp(4) correctly rounded.)
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[2.71828175, 7.3890562, 20.085537, 54.5981483]> : tensor<4xf32>
// CHECK-NEXT: return %[[C]]
func.func @concat() -> tensor<4xf32> {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %0 = tensor.concat dim(0) %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  %1 = "nn.exp"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// A broadcast_to of a non-splat that a folded op also reads is folded and
// materialized (within the cap): its folded reader needs it.
// CHECK-LABEL: func.func @broadcast_both
// CHECK-DAG: %[[B:.*]] = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [1.000000e+00, 2.000000e+00]]> : tensor<2x2xf32>
// CHECK-DAG: %[[S:.*]] = arith.constant dense<[2.000000e+00, 4.000000e+00]> : tensor<2xf32>
// CHECK-NOT: "nn.
// CHECK: return %[[B]], %[[S]]
func.func @broadcast_both() -> (tensor<2x2xf32>, tensor<2xf32>) {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = "nn.broadcast_to"(%a) : (tensor<2xf32>) -> tensor<2x2xf32>
  %1 = "nn.reduce_sum"(%0) {axes = array<i64: 0>} : (tensor<2x2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<2x2xf32>, tensor<2xf32>
}
