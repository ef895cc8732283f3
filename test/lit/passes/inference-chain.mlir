// --simplify-inference then --fold-constants on a conv + bias + batch_norm +
// dropout + relu block whose variance is itself computed from constants
// (var = sd * sd): simplify-inference cannot see constant statistics, so it
// emits nn ops computing the scale and shift; fold-constants then evaluates
// them, and the weights of the conv were left alone. The rewritten graph
// computes what the original did (run both with nn-run on one random input).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: nn-opt %s --simplify-inference --fold-constants -o %t/folded.mlir
// RUN: FileCheck %s --input-file=%t/folded.mlir
// RUN: nn-run %s --random-inputs 5 --output %t/ref.npy
// RUN: nn-run %t/folded.mlir --random-inputs 5 --check %t/ref.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x6x6xf32>)
// CHECK: %[[C:.*]] = "nn.conv2d"(%[[X]], %{{.*}})
// CHECK-NEXT: %[[B:.*]] = "nn.bias_add"(%[[C]], %{{.*}})
// CHECK-DAG: %[[S:.*]] = arith.constant dense<{{.*}}> : tensor<4x1x1xf32>
// CHECK-DAG: %[[T:.*]] = arith.constant dense<{{.*}}> : tensor<4xf32>
// CHECK: %[[M:.*]] = "nn.mul"(%[[B]], %[[S]])
// CHECK-NEXT: %[[Y:.*]] = "nn.bias_add"(%[[M]], %[[T]]) {axis = 1 : i64}
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[Y]])
// CHECK-NEXT: return %[[R]]
func.func @main(%x: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %w = arith.constant dense<[[[[0.250191, 0.794428, 0.551371], [-0.549586, -0.399667, 0.747107], [-0.989469, 0.642457, 0.594139]], [[-0.0641301, -0.393935, -0.443149], [-0.490261, -0.109847, 0.00909652], [0.106995, 0.991001, 0.585324]], [[0.244358, 0.97792, -0.569383], [-0.679576, 0.225079, -0.912116], [-0.928639, 0.0297776, -0.0675879]], [[0.834336, 0.258453, 0.0282353], [-0.00625313, -0.50497, -0.976412], [-0.615196, 0.384064, -0.598787]]], [[[-0.260927, -0.992532, 0.660095], [-0.691078, -0.464801, 0.760664], [0.0195816, 0.6943, 0.279434]], [[0.483542, -0.817009, 0.0822876], [0.0155445, 0.742679, -0.277472], [0.196368, -0.881497, -0.224736]], [[-0.353927, -0.699601, 0.632676], [-0.241108, 0.957496, 0.179983], [0.210113, 0.275993, 0.3529]], [[-0.698424, -0.119373, -0.520872], [-0.195003, -0.806592, 0.935656], [-0.569992, 0.34353, -0.39916]]], [[[0.748154, 0.324429, -0.736768], [0.690149, 0.889896, 0.807834], [0.139438, -0.70908, -0.615073]], [[0.855811, 0.104653, -0.638895], [0.768114, 0.283143, 0.139389], [-0.247424, -0.178089, -0.521022]], [[-0.923885, 0.752438, -0.0645396], [0.0952704, -0.355673, 0.50265], [-0.949606, -0.255629, -0.939299]], [[-0.754216, 0.934296, 0.315521], [-0.14356, 0.0474802, 0.745618], [-0.311579, 0.180582, 0.367369]]], [[[-0.289172, 0.038197, 0.530495], [0.818359, -0.697875, 0.866839], [-0.989642, 0.505955, 0.621054]], [[-0.726472, -0.162193, 0.630513], [-0.971458, 0.256924, 0.586047], [0.0260072, 0.451699, -0.547153]], [[-0.602958, -0.273746, -0.641188], [-0.307877, 0.896248, 0.146665], [-0.319864, -0.456951, 0.904079]], [[-0.111044, 0.96079, 0.0310453], [0.0423323, 0.793081, 0.485535], [0.161306, -0.146701, 0.756376]]]]> : tensor<4x4x3x3xf32>
  %b = arith.constant dense<[-0.176708, 0.845519, -0.862569, -0.140006]> : tensor<4xf32>
  %scale = arith.constant dense<[1.27927, 1.92641, 0.876499, 1.70906]> : tensor<4xf32>
  %bias = arith.constant dense<[0.352942, 0.434172, 0.259244, 0.943121]> : tensor<4xf32>
  %mean = arith.constant dense<[-0.167319, -0.101724, -0.297088, -0.449296]> : tensor<4xf32>
  %sd = arith.constant dense<[0.55549, 1.39856, 1.3082, 0.434887]> : tensor<4xf32>
  %var = "nn.mul"(%sd, %sd) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x4x6x6xf32>, tensor<4x4x3x3xf32>) -> tensor<1x4x6x6xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<1x4x6x6xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  %2 = "nn.batch_norm"(%1, %scale, %bias, %mean, %var) : (tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  %3 = "nn.dropout"(%2) : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %4 = "nn.relu"(%3) : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %4 : tensor<1x4x6x6xf32>
}
