// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s

// Unsigned tensors lower to signless ones with the unsigned arith ops; the
// signed spellings are left to signless (signed) tensors.

// CHECK-LABEL: func.func @unsigned_ops(
// CHECK-SAME:    %{{.*}}: tensor<4xi8>, %{{.*}}: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>, tensor<4xi1>, tensor<4xi32>, tensor<4xf32>)
// CHECK:         arith.maxui %{{.*}}, %{{.*}} : i8
// CHECK:         %[[BY_ZERO:.*]] = arith.cmpi eq, %[[D:.*]], %{{.*}} : i8
// CHECK-NEXT:    %[[SAFE:.*]] = arith.select %[[BY_ZERO]], %{{.*}}, %[[D]] : i8
// CHECK-NEXT:    arith.divui %{{.*}}, %[[SAFE]] : i8
// CHECK:         arith.cmpi ult, %{{.*}}, %{{.*}} : i8
// CHECK:         arith.extui %{{.*}} : i8 to i32
// CHECK:         arith.uitofp %{{.*}} : i8 to f32
// CHECK-NOT:     ui8
func.func @unsigned_ops(%a: tensor<4xui8>, %b: tensor<4xui8>) -> (tensor<4xui8>, tensor<4xui8>, tensor<4xi1>, tensor<4xi32>, tensor<4xf32>) {
  %0 = "nn.maximum"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %1 = "nn.div"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %2 = "nn.less"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %3 = "nn.cast"(%a) : (tensor<4xui8>) -> tensor<4xi32>
  %4 = "nn.cast"(%a) : (tensor<4xui8>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4 : tensor<4xui8>, tensor<4xui8>, tensor<4xi1>, tensor<4xi32>, tensor<4xf32>
}

// -----

// The same ops on i8 keep their signed forms.
// CHECK-LABEL: func.func @signed_ops(
// CHECK:         arith.maxsi
// CHECK:         arith.cmpi slt
// CHECK:         arith.extsi
func.func @signed_ops(%a: tensor<4xi8>, %b: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi1>, tensor<4xi32>) {
  %0 = "nn.maximum"(%a, %b) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %1 = "nn.less"(%a, %b) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  %2 = "nn.cast"(%a) : (tensor<4xi8>) -> tensor<4xi32>
  return %0, %1, %2 : tensor<4xi8>, tensor<4xi1>, tensor<4xi32>
}

// -----

// Float to unsigned saturates: range checks around arith.fptoui.
// CHECK-LABEL: func.func @to_unsigned(
// CHECK:         arith.cmpf oge
// CHECK:         arith.cmpf olt
// CHECK:         arith.fptoui %{{.*}} : f32 to i16
// CHECK:         arith.select
func.func @to_unsigned(%a: tensor<4xf32>) -> tensor<4xui16> {
  %0 = "nn.cast"(%a) : (tensor<4xf32>) -> tensor<4xui16>
  return %0 : tensor<4xui16>
}

// -----

// A reduction's identity in the unsigned range: reduce_max starts at 0,
// reduce_min at 2^32 - 1 (-1 as signless bits).
// CHECK-LABEL: func.func @reduce_unsigned(
// CHECK-SAME:    %{{.*}}: tensor<4x8xi32>) -> (tensor<4xi32>, tensor<4xi32>)
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK:         linalg.fill ins(%[[ZERO]] : i32)
// CHECK:         arith.maxui %{{.*}}, %{{.*}} : i32
// CHECK:         %[[ONES:.*]] = arith.constant -1 : i32
// CHECK:         linalg.fill ins(%[[ONES]] : i32)
// CHECK:         arith.minui %{{.*}}, %{{.*}} : i32
func.func @reduce_unsigned(%a: tensor<4x8xui32>) -> (tensor<4xui32>, tensor<4xui32>) {
  %0 = "nn.reduce_max"(%a) {axes = array<i64: 1>} : (tensor<4x8xui32>) -> tensor<4xui32>
  %1 = "nn.reduce_min"(%a) {axes = array<i64: 1>} : (tensor<4x8xui32>) -> tensor<4xui32>
  return %0, %1 : tensor<4xui32>, tensor<4xui32>
}

// -----

// nn.mod: the trapping divisors become 1 before arith.remsi; the floored
// remainder moves by one divisor where the signs differ (floats:
// convert-nn-to-linalg-fmod.mlir).
// CHECK-LABEL: func.func @mod(
// CHECK:         arith.select
// CHECK:         arith.remsi
// CHECK:         arith.xori
// CHECK:         arith.addi
// CHECK-LABEL: func.func @mod_unsigned(
// CHECK:         arith.remui
func.func @mod(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "nn.mod"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @mod_unsigned(%a: tensor<4xui32>, %b: tensor<4xui32>) -> tensor<4xui32> {
  %0 = "nn.mod"(%a, %b) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  return %0 : tensor<4xui32>
}

// -----

// nn.bit_shift: amounts of the width or more select 0 around the shift.
// CHECK-LABEL: func.func @bit_shift(
// CHECK:         %[[W:.*]] = arith.constant 8 : i8
// CHECK:         arith.cmpi uge, %{{.*}}, %[[W]] : i8
// CHECK:         arith.shrui
// CHECK:         arith.shli
func.func @bit_shift(%a: tensor<4xui8>, %b: tensor<4xui8>) -> (tensor<4xui8>, tensor<4xui8>) {
  %0 = "nn.bit_shift"(%a, %b) {direction = "RIGHT"} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %1 = "nn.bit_shift"(%a, %b) {direction = "LEFT"} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  return %0, %1 : tensor<4xui8>, tensor<4xui8>
}
