// Reductions with two results (f64 sum, i32 max), and a third result that
// is an argument returned as is (the caller still owns a copy).
// RUN: nn-run %s --input %S/Inputs/reduce_x.npy %S/Inputs/reduce_i.npy --check %S/Inputs/reduce_sum.npy %S/Inputs/reduce_max.npy %S/Inputs/reduce_i.npy | FileCheck %s

// CHECK: result #0: max abs error {{.*}}: ok
// CHECK-NEXT: result #1: max abs error 0, max rel error 0 (rtol 1e-5, atol 1e-6): ok
// CHECK-NEXT: result #2: max abs error 0, max rel error 0 (rtol 1e-5, atol 1e-6): ok

func.func @main(%x: tensor<4x8xf64>, %i: tensor<4x8xi32>) -> (tensor<4xf64>, tensor<4xi32>, tensor<4x8xi32>) {
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<4xf64>
  %f = linalg.fill ins(%zero : f64) outs(%e : tensor<4xf64>) -> tensor<4xf64>
  %sum = linalg.reduce ins(%x : tensor<4x8xf64>) outs(%f : tensor<4xf64>) dimensions = [1]
    (%in: f64, %acc: f64) {
      %s = arith.addf %in, %acc : f64
      linalg.yield %s : f64
    }
  %min = arith.constant -2147483648 : i32
  %ei = tensor.empty() : tensor<4xi32>
  %fi = linalg.fill ins(%min : i32) outs(%ei : tensor<4xi32>) -> tensor<4xi32>
  %max = linalg.reduce ins(%i : tensor<4x8xi32>) outs(%fi : tensor<4xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %m = arith.maxsi %in, %acc : i32
      linalg.yield %m : i32
    }
  return %sum, %max, %i : tensor<4xf64>, tensor<4xi32>, tensor<4x8xi32>
}
