// RUN: nn-opt %s --split-input-file --fold-constants | FileCheck %s

// --fold-constants evaluates through the CPU lowering, so unsigned and i16
// constants fold with that lowering's semantics: unsigned wrap-around,
// division, maximum and comparison (a signed reading of 200 or 255 would
// give other values), the floored remainder on i16, and the results keep
// their unsigned types.

// CHECK-LABEL: func.func @unsigned
// CHECK-DAG: %[[ADD:.*]] = arith.constant dense<[44, 1, 7, 129]> : tensor<4xui8>
// CHECK-DAG: %[[DIV:.*]] = arith.constant dense<[2, 127, 0, 128]> : tensor<4xui8>
// CHECK-DAG: %[[MAX:.*]] = arith.constant dense<[200, 255, 7, 128]> : tensor<4xui8>
// CHECK-DAG: %[[LESS:.*]] = arith.constant dense<[false, false, true, true]> : tensor<4xi1>
// CHECK-DAG: %[[CAST:.*]] = arith.constant dense<[2.000000e+02, 2.550000e+02, 7.000000e+00, 1.280000e+02]> : tensor<4xf32>
// CHECK-NOT: "nn.
// CHECK: return %[[ADD]], %[[DIV]], %[[MAX]], %[[LESS]], %[[CAST]]
func.func @unsigned() -> (tensor<4xui8>, tensor<4xui8>, tensor<4xui8>, tensor<4xi1>, tensor<4xf32>) {
  %a = arith.constant dense<[200, 255, 7, 128]> : tensor<4xui8>
  %b = arith.constant dense<[100, 2, 0, 1]> : tensor<4xui8>
  %0 = "nn.add"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %1 = "nn.div"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %2 = "nn.maximum"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %c150 = arith.constant dense<150> : tensor<4xui8>
  %3 = "nn.less"(%a, %c150) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %4 = "nn.cast"(%a) : (tensor<4xui8>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4 : tensor<4xui8>, tensor<4xui8>, tensor<4xui8>, tensor<4xi1>, tensor<4xf32>
}

// -----

// 64-bit unsigned values above the signed range, and a splat that stays a
// splat.
// CHECK-LABEL: func.func @unsigned_wide
// CHECK-DAG: %[[MIN:.*]] = arith.constant dense<[18446744073709551615, 3]> : tensor<2xui64>
// CHECK-DAG: %[[SPLAT:.*]] = arith.constant dense<65535> : tensor<64xui16>
// CHECK: return %[[MIN]], %[[SPLAT]]
func.func @unsigned_wide() -> (tensor<2xui64>, tensor<64xui16>) {
  %a = arith.constant dense<[18446744073709551615, 9223372036854775808]> : tensor<2xui64>
  %b = arith.constant dense<[18446744073709551615, 3]> : tensor<2xui64>
  %0 = "nn.minimum"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  %c = arith.constant dense<65534> : tensor<64xui16>
  %one = arith.constant dense<1> : tensor<64xui16>
  %1 = "nn.add"(%c, %one) : (tensor<64xui16>, tensor<64xui16>) -> tensor<64xui16>
  return %0, %1 : tensor<2xui64>, tensor<64xui16>
}

// -----

// i16: the floored remainder (the divisor's sign) and a wrapping negation.
// CHECK-LABEL: func.func @int16
// CHECK-DAG: %[[MOD:.*]] = arith.constant dense<[1, 1, 2, 1]> : tensor<4xi16>
// CHECK-DAG: %[[NEG:.*]] = arith.constant dense<[300, -7, 1, -32767]> : tensor<4xi16>
// CHECK: return %[[MOD]], %[[NEG]]
func.func @int16() -> (tensor<4xi16>, tensor<4xi16>) {
  %c = arith.constant dense<[-300, 7, -1, 32767]> : tensor<4xi16>
  %d = arith.constant dense<[7, 2, 3, 2]> : tensor<4xi16>
  %0 = "nn.mod"(%c, %d) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %1 = "nn.neg"(%c) : (tensor<4xi16>) -> tensor<4xi16>
  return %0, %1 : tensor<4xi16>, tensor<4xi16>
}
