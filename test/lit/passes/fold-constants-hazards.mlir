// --fold-constants evaluates in-process, so what would be undefined there
// must not be evaluated:
//  - an integer division the hardware traps on (x / 0, the most negative
//    value / -1) used to kill the tool with SIGFPE. nn.div defines both (x /
//    0 is 0, the most negative value / -1 wraps to itself, as NumPy) and the
//    folder computes them;
//  - a gather (or gather_nd) whose constant positions fall outside the
//    data read memory outside it. Such an op (the registry's `indices` fact) is left as it
//    is; in-range positions, negative ones included, still fold.
// RUN: nn-opt %s --split-input-file --fold-constants | FileCheck %s

// CHECK-LABEL: func.func @by_zero
// CHECK-DAG: %[[Q:.*]] = arith.constant dense<[1, 0, 3, -2147483648]> : tensor<4xi32>
// CHECK-DAG: %[[S:.*]] = arith.constant dense<0> : tensor<4xi32>
// CHECK-NOT: nn.div
// CHECK: return %[[Q]], %[[S]]
func.func @by_zero() -> (tensor<4xi32>, tensor<4xi32>) {
  %a = arith.constant dense<[1, 2, 3, -2147483648]> : tensor<4xi32>
  %d = arith.constant dense<[1, 0, 1, -1]> : tensor<4xi32>
  %0 = "nn.div"(%a, %d) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %s = arith.constant dense<5> : tensor<4xi32>
  %z = arith.constant dense<0> : tensor<4xi32>
  %1 = "nn.div"(%s, %z) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0, %1 : tensor<4xi32>, tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @gather
// CHECK-DAG: %[[IN:.*]] = arith.constant dense<[3.000000e+00, 1.000000e+00]> : tensor<2xf32>
// CHECK-DAG: %[[BAD:.*]] = arith.constant dense<[0, 3]> : tensor<2xi64>
// CHECK-DAG: %[[NEG:.*]] = arith.constant dense<-4> : tensor<1xi32>
// CHECK-DAG: %[[G1:.*]] = "nn.gather"(%{{.*}}, %[[BAD]])
// CHECK-DAG: %[[G2:.*]] = "nn.gather"(%{{.*}}, %[[NEG]])
// CHECK: return %[[IN]], %[[G1]], %[[G2]]
func.func @gather() -> (tensor<2xf32>, tensor<2xf32>, tensor<1xf32>) {
  %d = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %in = arith.constant dense<[-1, 0]> : tensor<2xi64>
  %0 = "nn.gather"(%d, %in) {axis = 0 : i64} : (tensor<3xf32>, tensor<2xi64>) -> tensor<2xf32>
  %bad = arith.constant dense<[0, 3]> : tensor<2xi64>
  %1 = "nn.gather"(%d, %bad) {axis = 0 : i64} : (tensor<3xf32>, tensor<2xi64>) -> tensor<2xf32>
  %neg = arith.constant dense<-4> : tensor<1xi32>
  %2 = "nn.gather"(%d, %neg) : (tensor<3xf32>, tensor<1xi32>) -> tensor<1xf32>
  return %0, %1, %2 : tensor<2xf32>, tensor<2xf32>, tensor<1xf32>
}

// -----

// gather_nd's tuples: each component against its own dimension (rows 0..1,
// columns 0..2). [1, 2] and [-2, -3] are in range and fold; [0, 2] would
// be in range for the rows but [2, 0] is not (row 2 of 2): left as is.
// CHECK-LABEL: func.func @gather_nd
// CHECK-DAG: %[[IN:.*]] = arith.constant dense<[6.000000e+00, 1.000000e+00]> : tensor<2xf32>
// CHECK-DAG: %[[BAD:.*]] = arith.constant dense<{{\[}}[0, 2], [2, 0]]> : tensor<2x2xi64>
// CHECK-DAG: %[[G:.*]] = "nn.gather_nd"(%{{.*}}, %[[BAD]])
// CHECK: return %[[IN]], %[[G]]
func.func @gather_nd() -> (tensor<2xf32>, tensor<2xf32>) {
  %d = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %in = arith.constant dense<[[1, 2], [-2, -3]]> : tensor<2x2xi64>
  %0 = "nn.gather_nd"(%d, %in) : (tensor<2x3xf32>, tensor<2x2xi64>) -> tensor<2xf32>
  %bad = arith.constant dense<[[0, 2], [2, 0]]> : tensor<2x2xi64>
  %1 = "nn.gather_nd"(%d, %bad) : (tensor<2x3xf32>, tensor<2x2xi64>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}
