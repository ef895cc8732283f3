// --fold-constants evaluates in-process, so an integer division the
// hardware traps on (x / 0, the most negative value / -1) used to kill the
// tool with SIGFPE. nn.div defines both (x / 0 is 0, the most negative
// value / -1 wraps to itself, as NumPy) and the folder computes them.
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
