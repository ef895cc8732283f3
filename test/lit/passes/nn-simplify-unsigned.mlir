// RUN: nn-opt %s --split-input-file --nn-simplify | FileCheck %s

// The identity elements of maximum and minimum (the registry's LOWEST and
// HIGHEST) on unsigned integers are 0 and 2^n - 1. The bits of the signed
// extremes (128 and 127 in ui8) are ordinary values there: maximum(x, 128)
// and minimum(x, 127) stay.

// CHECK-LABEL: func.func @unsigned_identities
// CHECK-SAME: (%[[X:.*]]: tensor<4xui8>, %[[Y:.*]]: tensor<4xui64>)
// CHECK-DAG: %[[C128:.*]] = arith.constant dense<128> : tensor<4xui8>
// CHECK-DAG: %[[C127:.*]] = arith.constant dense<127> : tensor<4xui8>
// CHECK-DAG: %[[MAX:.*]] = "nn.maximum"(%[[X]], %[[C128]])
// CHECK-DAG: %[[MIN:.*]] = "nn.minimum"(%[[X]], %[[C127]])
// CHECK: return %[[MAX]], %[[MIN]], %[[X]], %[[X]], %[[Y]], %[[Y]]
func.func @unsigned_identities(%x: tensor<4xui8>, %y: tensor<4xui64>) -> (tensor<4xui8>, tensor<4xui8>, tensor<4xui8>, tensor<4xui8>, tensor<4xui64>, tensor<4xui64>) {
  %c128 = arith.constant dense<128> : tensor<4xui8>
  %c127 = arith.constant dense<127> : tensor<4xui8>
  %c0 = arith.constant dense<0> : tensor<4xui8>
  %c255 = arith.constant dense<255> : tensor<4xui8>
  %w0 = arith.constant dense<0> : tensor<4xui64>
  %wmax = arith.constant dense<18446744073709551615> : tensor<4xui64>
  %0 = "nn.maximum"(%x, %c128) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %1 = "nn.minimum"(%x, %c127) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %2 = "nn.maximum"(%x, %c0) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %3 = "nn.minimum"(%x, %c255) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %4 = "nn.maximum"(%y, %w0) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
  %5 = "nn.minimum"(%y, %wmax) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
  return %0, %1, %2, %3, %4, %5 : tensor<4xui8>, tensor<4xui8>, tensor<4xui8>, tensor<4xui8>, tensor<4xui64>, tensor<4xui64>
}

// -----

// The signed extremes stay identities on signless integers (i16 here).
// CHECK-LABEL: func.func @signed_identities
// CHECK-SAME: (%[[X:.*]]: tensor<4xi16>)
// CHECK-NOT: "nn.
// CHECK: return %[[X]], %[[X]]
func.func @signed_identities(%x: tensor<4xi16>) -> (tensor<4xi16>, tensor<4xi16>) {
  %lo = arith.constant dense<-32768> : tensor<4xi16>
  %hi = arith.constant dense<32767> : tensor<4xi16>
  %0 = "nn.maximum"(%x, %lo) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %1 = "nn.minimum"(%x, %hi) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0, %1 : tensor<4xi16>, tensor<4xi16>
}
