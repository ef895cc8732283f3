// RUN: nn-opt %s --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file | nn-opt --split-input-file | FileCheck %s
// RUN: nn-opt %s --split-input-file --mlir-print-op-generic | nn-opt --split-input-file | FileCheck %s

// Round trip of the unary ops added for the full op set (relu, exp, sigmoid,
// tanh and gelu are in ops.mlir): defaults omitted and spelled out, several
// element types, dynamic sizes. The declared result types are written by
// hand; the verifier accepts them only when the shape rule agrees. The
// second RUN line checks that printing is idempotent, the third that the
// generic form parses back to the same IR.

// The math functions keep the operand's type; dynamic sizes stay dynamic.
// CHECK-LABEL: func.func @math_f32(
// CHECK-SAME:    %[[X:.*]]: tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[LOG:.*]] = "nn.log"(%[[X]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[SQRT:.*]] = "nn.sqrt"(%[[LOG]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[RSQRT:.*]] = "nn.rsqrt"(%[[SQRT]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[RECIPROCAL:.*]] = "nn.reciprocal"(%[[RSQRT]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[FLOOR:.*]] = "nn.floor"(%[[RECIPROCAL]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[CEIL:.*]] = "nn.ceil"(%[[FLOOR]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[ERF:.*]] = "nn.erf"(%[[CEIL]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[SIN:.*]] = "nn.sin"(%[[ERF]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[COS:.*]] = "nn.cos"(%[[SIN]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    return %[[COS]] : tensor<2x?xf32>
func.func @math_f32(%x: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = "nn.log"(%x) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = "nn.sqrt"(%0) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %2 = "nn.rsqrt"(%1) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %3 = "nn.reciprocal"(%2) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %4 = "nn.floor"(%3) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %5 = "nn.ceil"(%4) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %6 = "nn.erf"(%5) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %7 = "nn.sin"(%6) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %8 = "nn.cos"(%7) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  return %8 : tensor<2x?xf32>
}

// -----

// The float-only ops take f16, bf16 and f64 too; rank 0 is a tensor like any.
// CHECK-LABEL: func.func @math_element_types(
// CHECK-SAME:    %[[H:.*]]: tensor<3xf16>, %[[B:.*]]: tensor<?x4xbf16>, %[[D:.*]]: tensor<f64>) -> (tensor<3xf16>, tensor<?x4xbf16>, tensor<f64>)
// CHECK-NEXT:    %[[LOG:.*]] = "nn.log"(%[[H]]) : (tensor<3xf16>) -> tensor<3xf16>
// CHECK-NEXT:    %[[ERF:.*]] = "nn.erf"(%[[LOG]]) : (tensor<3xf16>) -> tensor<3xf16>
// CHECK-NEXT:    %[[RSQRT:.*]] = "nn.rsqrt"(%[[B]]) : (tensor<?x4xbf16>) -> tensor<?x4xbf16>
// CHECK-NEXT:    %[[FLOOR:.*]] = "nn.floor"(%[[RSQRT]]) : (tensor<?x4xbf16>) -> tensor<?x4xbf16>
// CHECK-NEXT:    %[[SIN:.*]] = "nn.sin"(%[[D]]) : (tensor<f64>) -> tensor<f64>
// CHECK-NEXT:    %[[RECIPROCAL:.*]] = "nn.reciprocal"(%[[SIN]]) : (tensor<f64>) -> tensor<f64>
// CHECK-NEXT:    return %[[ERF]], %[[FLOOR]], %[[RECIPROCAL]] : tensor<3xf16>, tensor<?x4xbf16>, tensor<f64>
func.func @math_element_types(%h: tensor<3xf16>, %b: tensor<?x4xbf16>, %d: tensor<f64>) -> (tensor<3xf16>, tensor<?x4xbf16>, tensor<f64>) {
  %0 = "nn.log"(%h) : (tensor<3xf16>) -> tensor<3xf16>
  %1 = "nn.erf"(%0) : (tensor<3xf16>) -> tensor<3xf16>
  %2 = "nn.rsqrt"(%b) : (tensor<?x4xbf16>) -> tensor<?x4xbf16>
  %3 = "nn.floor"(%2) : (tensor<?x4xbf16>) -> tensor<?x4xbf16>
  %4 = "nn.sin"(%d) : (tensor<f64>) -> tensor<f64>
  %5 = "nn.reciprocal"(%4) : (tensor<f64>) -> tensor<f64>
  return %1, %3, %5 : tensor<3xf16>, tensor<?x4xbf16>, tensor<f64>
}

// -----

// neg and abs take integers too.
// CHECK-LABEL: func.func @neg_abs(
// CHECK-SAME:    %[[I8:.*]]: tensor<4xi8>, %[[I32:.*]]: tensor<?xi32>, %[[I64:.*]]: tensor<2x2xi64>, %[[F16:.*]]: tensor<4xf16>) -> (tensor<4xi8>, tensor<?xi32>, tensor<2x2xi64>, tensor<4xf16>)
// CHECK-NEXT:    %[[NEG:.*]] = "nn.neg"(%[[I8]]) : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:    %[[ABS:.*]] = "nn.abs"(%[[I32]]) : (tensor<?xi32>) -> tensor<?xi32>
// CHECK-NEXT:    %[[NEG_1:.*]] = "nn.neg"(%[[I64]]) : (tensor<2x2xi64>) -> tensor<2x2xi64>
// CHECK-NEXT:    %[[ABS_1:.*]] = "nn.abs"(%[[NEG_1]]) : (tensor<2x2xi64>) -> tensor<2x2xi64>
// CHECK-NEXT:    %[[ABS_2:.*]] = "nn.abs"(%[[F16]]) : (tensor<4xf16>) -> tensor<4xf16>
// CHECK-NEXT:    %[[NEG_2:.*]] = "nn.neg"(%[[ABS_2]]) : (tensor<4xf16>) -> tensor<4xf16>
// CHECK-NEXT:    return %[[NEG]], %[[ABS]], %[[ABS_1]], %[[NEG_2]] : tensor<4xi8>, tensor<?xi32>, tensor<2x2xi64>, tensor<4xf16>
func.func @neg_abs(%i8: tensor<4xi8>, %i32: tensor<?xi32>, %i64: tensor<2x2xi64>, %f16: tensor<4xf16>) -> (tensor<4xi8>, tensor<?xi32>, tensor<2x2xi64>, tensor<4xf16>) {
  %0 = "nn.neg"(%i8) : (tensor<4xi8>) -> tensor<4xi8>
  %1 = "nn.abs"(%i32) : (tensor<?xi32>) -> tensor<?xi32>
  %2 = "nn.neg"(%i64) : (tensor<2x2xi64>) -> tensor<2x2xi64>
  %3 = "nn.abs"(%2) : (tensor<2x2xi64>) -> tensor<2x2xi64>
  %4 = "nn.abs"(%f16) : (tensor<4xf16>) -> tensor<4xf16>
  %5 = "nn.neg"(%4) : (tensor<4xf16>) -> tensor<4xf16>
  return %0, %1, %3, %5 : tensor<4xi8>, tensor<?xi32>, tensor<2x2xi64>, tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @activations(
// CHECK-SAME:    %[[X:.*]]: tensor<1x8x?x?xf32>, %[[H:.*]]: tensor<16xf16>) -> (tensor<1x8x?x?xf32>, tensor<16xf16>)
// CHECK-NEXT:    %[[SILU:.*]] = "nn.silu"(%[[X]]) : (tensor<1x8x?x?xf32>) -> tensor<1x8x?x?xf32>
// CHECK-NEXT:    %[[SOFTPLUS:.*]] = "nn.softplus"(%[[SILU]]) : (tensor<1x8x?x?xf32>) -> tensor<1x8x?x?xf32>
// CHECK-NEXT:    %[[HARDSWISH:.*]] = "nn.hardswish"(%[[SOFTPLUS]]) : (tensor<1x8x?x?xf32>) -> tensor<1x8x?x?xf32>
// CHECK-NEXT:    %[[HARDSIGMOID:.*]] = "nn.hardsigmoid"(%[[HARDSWISH]]) : (tensor<1x8x?x?xf32>) -> tensor<1x8x?x?xf32>
// CHECK-NEXT:    %[[SILU_1:.*]] = "nn.silu"(%[[H]]) : (tensor<16xf16>) -> tensor<16xf16>
// CHECK-NEXT:    %[[HARDSWISH_1:.*]] = "nn.hardswish"(%[[SILU_1]]) : (tensor<16xf16>) -> tensor<16xf16>
// CHECK-NEXT:    return %[[HARDSIGMOID]], %[[HARDSWISH_1]] : tensor<1x8x?x?xf32>, tensor<16xf16>
func.func @activations(%x: tensor<1x8x?x?xf32>, %h: tensor<16xf16>) -> (tensor<1x8x?x?xf32>, tensor<16xf16>) {
  %0 = "nn.silu"(%x) : (tensor<1x8x?x?xf32>) -> tensor<1x8x?x?xf32>
  %1 = "nn.softplus"(%0) : (tensor<1x8x?x?xf32>) -> tensor<1x8x?x?xf32>
  %2 = "nn.hardswish"(%1) : (tensor<1x8x?x?xf32>) -> tensor<1x8x?x?xf32>
  %3 = "nn.hardsigmoid"(%2) : (tensor<1x8x?x?xf32>) -> tensor<1x8x?x?xf32>
  %4 = "nn.silu"(%h) : (tensor<16xf16>) -> tensor<16xf16>
  %5 = "nn.hardswish"(%4) : (tensor<16xf16>) -> tensor<16xf16>
  return %3, %5 : tensor<1x8x?x?xf32>, tensor<16xf16>
}

// -----

// leaky_relu's alpha defaults to 0.01 and elu's to 1.0; an f64 attribute
// does as well as an f32 one.
// CHECK-LABEL: func.func @leaky_relu_elu(
// CHECK-SAME:    %[[X:.*]]: tensor<4x?xf32>, %[[B:.*]]: tensor<8xbf16>) -> (tensor<4x?xf32>, tensor<8xbf16>)
// CHECK-NEXT:    %[[LEAKY_RELU:.*]] = "nn.leaky_relu"(%[[X]]) : (tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT:    %[[LEAKY_RELU_1:.*]] = "nn.leaky_relu"(%[[LEAKY_RELU]]) {alpha = 0.00999999977 : f32} : (tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT:    %[[LEAKY_RELU_2:.*]] = "nn.leaky_relu"(%[[LEAKY_RELU_1]]) {alpha = 2.000000e-01 : f64} : (tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT:    %[[ELU:.*]] = "nn.elu"(%[[LEAKY_RELU_2]]) : (tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT:    %[[ELU_1:.*]] = "nn.elu"(%[[ELU]]) {alpha = 1.000000e+00 : f32} : (tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK-NEXT:    %[[ELU_2:.*]] = "nn.elu"(%[[B]]) {alpha = 5.000000e-01 : f32} : (tensor<8xbf16>) -> tensor<8xbf16>
// CHECK-NEXT:    %[[LEAKY_RELU_3:.*]] = "nn.leaky_relu"(%[[ELU_2]]) {alpha = -1.500000e+00 : f32} : (tensor<8xbf16>) -> tensor<8xbf16>
// CHECK-NEXT:    return %[[ELU_1]], %[[LEAKY_RELU_3]] : tensor<4x?xf32>, tensor<8xbf16>
func.func @leaky_relu_elu(%x: tensor<4x?xf32>, %b: tensor<8xbf16>) -> (tensor<4x?xf32>, tensor<8xbf16>) {
  %0 = "nn.leaky_relu"(%x) : (tensor<4x?xf32>) -> tensor<4x?xf32>
  %1 = "nn.leaky_relu"(%0) {alpha = 0.01 : f32} : (tensor<4x?xf32>) -> tensor<4x?xf32>
  %2 = "nn.leaky_relu"(%1) {alpha = 0.2 : f64} : (tensor<4x?xf32>) -> tensor<4x?xf32>
  %3 = "nn.elu"(%2) : (tensor<4x?xf32>) -> tensor<4x?xf32>
  %4 = "nn.elu"(%3) {alpha = 1.0 : f32} : (tensor<4x?xf32>) -> tensor<4x?xf32>
  %5 = "nn.elu"(%b) {alpha = 0.5 : f32} : (tensor<8xbf16>) -> tensor<8xbf16>
  %6 = "nn.leaky_relu"(%5) {alpha = -1.5 : f32} : (tensor<8xbf16>) -> tensor<8xbf16>
  return %4, %6 : tensor<4x?xf32>, tensor<8xbf16>
}

// -----

// clip's bounds default to -inf and +inf (the f32 bit patterns 0xFF800000
// and 0x7F800000); either may be given alone, and they may be equal.
// CHECK-LABEL: func.func @clip_float(
// CHECK-SAME:    %[[X:.*]]: tensor<2x?xf32>, %[[H:.*]]: tensor<3xf16>) -> (tensor<2x?xf32>, tensor<3xf16>)
// CHECK-NEXT:    %[[CLIP:.*]] = "nn.clip"(%[[X]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[CLIP_1:.*]] = "nn.clip"(%[[CLIP]]) {max = 0x7F800000 : f32, min = 0xFF800000 : f32} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[CLIP_2:.*]] = "nn.clip"(%[[CLIP_1]]) {min = 0.000000e+00 : f32} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[CLIP_3:.*]] = "nn.clip"(%[[CLIP_2]]) {max = 6.000000e+00 : f32} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[CLIP_4:.*]] = "nn.clip"(%[[CLIP_3]]) {max = 1.000000e+00 : f64, min = -1.000000e+00 : f64} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[CLIP_5:.*]] = "nn.clip"(%[[CLIP_4]]) {max = 5.000000e-01 : f32, min = 5.000000e-01 : f32} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[CLIP_6:.*]] = "nn.clip"(%[[H]]) {max = 2.500000e+00 : f32, min = -2.500000e+00 : f32} : (tensor<3xf16>) -> tensor<3xf16>
// CHECK-NEXT:    return %[[CLIP_5]], %[[CLIP_6]] : tensor<2x?xf32>, tensor<3xf16>
func.func @clip_float(%x: tensor<2x?xf32>, %h: tensor<3xf16>) -> (tensor<2x?xf32>, tensor<3xf16>) {
  %0 = "nn.clip"(%x) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = "nn.clip"(%0) {min = 0xFF800000 : f32, max = 0x7F800000 : f32} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %2 = "nn.clip"(%1) {min = 0.0 : f32} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %3 = "nn.clip"(%2) {max = 6.0 : f32} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %4 = "nn.clip"(%3) {min = -1.0 : f64, max = 1.0 : f64} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %5 = "nn.clip"(%4) {min = 0.5 : f32, max = 0.5 : f32} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %6 = "nn.clip"(%h) {min = -2.5 : f32, max = 2.5 : f32} : (tensor<3xf16>) -> tensor<3xf16>
  return %5, %6 : tensor<2x?xf32>, tensor<3xf16>
}

// -----

// On integers the bounds are whole numbers, or infinite.
// CHECK-LABEL: func.func @clip_integer(
// CHECK-SAME:    %[[I8:.*]]: tensor<4xi8>, %[[I32:.*]]: tensor<?x2xi32>, %[[I64:.*]]: tensor<i64>) -> (tensor<4xi8>, tensor<?x2xi32>, tensor<i64>)
// CHECK-NEXT:    %[[CLIP:.*]] = "nn.clip"(%[[I8]]) {max = 1.270000e+02 : f32, min = -1.280000e+02 : f32} : (tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT:    %[[CLIP_1:.*]] = "nn.clip"(%[[I32]]) {min = 0.000000e+00 : f32} : (tensor<?x2xi32>) -> tensor<?x2xi32>
// CHECK-NEXT:    %[[CLIP_2:.*]] = "nn.clip"(%[[CLIP_1]]) {max = 1.000000e+10 : f64, min = 0xFF800000 : f32} : (tensor<?x2xi32>) -> tensor<?x2xi32>
// CHECK-NEXT:    %[[CLIP_3:.*]] = "nn.clip"(%[[I64]]) : (tensor<i64>) -> tensor<i64>
// CHECK-NEXT:    return %[[CLIP]], %[[CLIP_2]], %[[CLIP_3]] : tensor<4xi8>, tensor<?x2xi32>, tensor<i64>
func.func @clip_integer(%i8: tensor<4xi8>, %i32: tensor<?x2xi32>, %i64: tensor<i64>) -> (tensor<4xi8>, tensor<?x2xi32>, tensor<i64>) {
  %0 = "nn.clip"(%i8) {min = -128.0 : f32, max = 127.0 : f32} : (tensor<4xi8>) -> tensor<4xi8>
  %1 = "nn.clip"(%i32) {min = 0.0 : f32} : (tensor<?x2xi32>) -> tensor<?x2xi32>
  %2 = "nn.clip"(%1) {min = 0xFF800000 : f32, max = 1.0e+10 : f64} : (tensor<?x2xi32>) -> tensor<?x2xi32>
  %3 = "nn.clip"(%i64) : (tensor<i64>) -> tensor<i64>
  return %0, %2, %3 : tensor<4xi8>, tensor<?x2xi32>, tensor<i64>
}

// -----

// scale defaults to 1 and bias to 0; on integers both are whole numbers.
// CHECK-LABEL: func.func @scale(
// CHECK-SAME:    %[[X:.*]]: tensor<2x?xf32>, %[[I:.*]]: tensor<5xi32>, %[[B:.*]]: tensor<5xbf16>) -> (tensor<2x?xf32>, tensor<5xi32>, tensor<5xbf16>)
// CHECK-NEXT:    %[[SCALE:.*]] = "nn.scale"(%[[X]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[SCALE_1:.*]] = "nn.scale"(%[[SCALE]]) {bias = 0.000000e+00 : f32, scale = 1.000000e+00 : f32} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[SCALE_2:.*]] = "nn.scale"(%[[SCALE_1]]) {scale = 1.250000e-01 : f32} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[SCALE_3:.*]] = "nn.scale"(%[[SCALE_2]]) {bias = -5.000000e-01 : f64} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[SCALE_4:.*]] = "nn.scale"(%[[I]]) {bias = -7.000000e+00 : f32, scale = 3.000000e+00 : f32} : (tensor<5xi32>) -> tensor<5xi32>
// CHECK-NEXT:    %[[SCALE_5:.*]] = "nn.scale"(%[[B]]) {bias = 3.000000e+00 : f32, scale = 5.000000e-01 : f32} : (tensor<5xbf16>) -> tensor<5xbf16>
// CHECK-NEXT:    return %[[SCALE_3]], %[[SCALE_4]], %[[SCALE_5]] : tensor<2x?xf32>, tensor<5xi32>, tensor<5xbf16>
func.func @scale(%x: tensor<2x?xf32>, %i: tensor<5xi32>, %b: tensor<5xbf16>) -> (tensor<2x?xf32>, tensor<5xi32>, tensor<5xbf16>) {
  %0 = "nn.scale"(%x) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = "nn.scale"(%0) {scale = 1.0 : f32, bias = 0.0 : f32} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %2 = "nn.scale"(%1) {scale = 0.125 : f32} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %3 = "nn.scale"(%2) {bias = -0.5 : f64} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %4 = "nn.scale"(%i) {scale = 3.0 : f32, bias = -7.0 : f32} : (tensor<5xi32>) -> tensor<5xi32>
  %5 = "nn.scale"(%b) {scale = 0.5 : f32, bias = 3.0 : f32} : (tensor<5xbf16>) -> tensor<5xbf16>
  return %3, %4, %5 : tensor<2x?xf32>, tensor<5xi32>, tensor<5xbf16>
}

// -----

// CHECK-LABEL: func.func @not(
// CHECK-SAME:    %[[X:.*]]: tensor<2x?xi1>, %[[S:.*]]: tensor<i1>) -> (tensor<2x?xi1>, tensor<i1>)
// CHECK-NEXT:    %[[NOT:.*]] = "nn.not"(%[[X]]) : (tensor<2x?xi1>) -> tensor<2x?xi1>
// CHECK-NEXT:    %[[NOT_1:.*]] = "nn.not"(%[[S]]) : (tensor<i1>) -> tensor<i1>
// CHECK-NEXT:    return %[[NOT]], %[[NOT_1]] : tensor<2x?xi1>, tensor<i1>
func.func @not(%x: tensor<2x?xi1>, %s: tensor<i1>) -> (tensor<2x?xi1>, tensor<i1>) {
  %0 = "nn.not"(%x) : (tensor<2x?xi1>) -> tensor<2x?xi1>
  %1 = "nn.not"(%s) : (tensor<i1>) -> tensor<i1>
  return %0, %1 : tensor<2x?xi1>, tensor<i1>
}

// -----

// cast keeps the shape and takes its element type from the result type:
// any element type to any other, or to the same one.
// CHECK-LABEL: func.func @cast(
// CHECK-SAME:    %[[X:.*]]: tensor<2x?xf32>, %[[I:.*]]: tensor<4xi64>, %[[B:.*]]: tensor<3x1xi1>, %[[S:.*]]: tensor<bf16>) -> (tensor<2x?xf16>, tensor<2x?xi32>, tensor<2x?xf32>, tensor<4xi1>, tensor<4xf64>, tensor<3x1xf32>, tensor<3x1xi8>, tensor<i64>)
// CHECK-NEXT:    %[[CAST:.*]] = "nn.cast"(%[[X]]) : (tensor<2x?xf32>) -> tensor<2x?xf16>
// CHECK-NEXT:    %[[CAST_1:.*]] = "nn.cast"(%[[X]]) : (tensor<2x?xf32>) -> tensor<2x?xi32>
// CHECK-NEXT:    %[[CAST_2:.*]] = "nn.cast"(%[[X]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[CAST_3:.*]] = "nn.cast"(%[[I]]) : (tensor<4xi64>) -> tensor<4xi1>
// CHECK-NEXT:    %[[CAST_4:.*]] = "nn.cast"(%[[I]]) : (tensor<4xi64>) -> tensor<4xf64>
// CHECK-NEXT:    %[[CAST_5:.*]] = "nn.cast"(%[[B]]) : (tensor<3x1xi1>) -> tensor<3x1xf32>
// CHECK-NEXT:    %[[CAST_6:.*]] = "nn.cast"(%[[B]]) : (tensor<3x1xi1>) -> tensor<3x1xi8>
// CHECK-NEXT:    %[[CAST_7:.*]] = "nn.cast"(%[[S]]) : (tensor<bf16>) -> tensor<i64>
// CHECK-NEXT:    return %[[CAST]], %[[CAST_1]], %[[CAST_2]], %[[CAST_3]], %[[CAST_4]], %[[CAST_5]], %[[CAST_6]], %[[CAST_7]] : tensor<2x?xf16>, tensor<2x?xi32>, tensor<2x?xf32>, tensor<4xi1>, tensor<4xf64>, tensor<3x1xf32>, tensor<3x1xi8>, tensor<i64>
func.func @cast(%x: tensor<2x?xf32>, %i: tensor<4xi64>, %b: tensor<3x1xi1>, %s: tensor<bf16>) -> (tensor<2x?xf16>, tensor<2x?xi32>, tensor<2x?xf32>, tensor<4xi1>, tensor<4xf64>, tensor<3x1xf32>, tensor<3x1xi8>, tensor<i64>) {
  %0 = "nn.cast"(%x) : (tensor<2x?xf32>) -> tensor<2x?xf16>
  %1 = "nn.cast"(%x) : (tensor<2x?xf32>) -> tensor<2x?xi32>
  %2 = "nn.cast"(%x) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %3 = "nn.cast"(%i) : (tensor<4xi64>) -> tensor<4xi1>
  %4 = "nn.cast"(%i) : (tensor<4xi64>) -> tensor<4xf64>
  %5 = "nn.cast"(%b) : (tensor<3x1xi1>) -> tensor<3x1xf32>
  %6 = "nn.cast"(%b) : (tensor<3x1xi1>) -> tensor<3x1xi8>
  %7 = "nn.cast"(%s) : (tensor<bf16>) -> tensor<i64>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2x?xf16>, tensor<2x?xi32>, tensor<2x?xf32>, tensor<4xi1>, tensor<4xf64>, tensor<3x1xf32>, tensor<3x1xi8>, tensor<i64>
}

// -----

// The result may know more than the rule (a static size for a dynamic one)
// or less (an unranked tensor); its element type is the target either way.
// CHECK-LABEL: func.func @cast_declared_shapes(
// CHECK-SAME:    %[[X:.*]]: tensor<2x?xf32>) -> (tensor<2x5xi8>, tensor<*xf16>)
// CHECK-NEXT:    %[[CAST:.*]] = "nn.cast"(%[[X]]) : (tensor<2x?xf32>) -> tensor<2x5xi8>
// CHECK-NEXT:    %[[CAST_1:.*]] = "nn.cast"(%[[X]]) : (tensor<2x?xf32>) -> tensor<*xf16>
// CHECK-NEXT:    return %[[CAST]], %[[CAST_1]] : tensor<2x5xi8>, tensor<*xf16>
func.func @cast_declared_shapes(%x: tensor<2x?xf32>) -> (tensor<2x5xi8>, tensor<*xf16>) {
  %0 = "nn.cast"(%x) : (tensor<2x?xf32>) -> tensor<2x5xi8>
  %1 = "nn.cast"(%x) : (tensor<2x?xf32>) -> tensor<*xf16>
  return %0, %1 : tensor<2x5xi8>, tensor<*xf16>
}

// -----

// identity takes every element type.
// CHECK-LABEL: func.func @identity(
// CHECK-SAME:    %[[F:.*]]: tensor<2x?xf32>, %[[I:.*]]: tensor<3xi8>, %[[B:.*]]: tensor<i1>) -> (tensor<2x?xf32>, tensor<3xi8>, tensor<i1>)
// CHECK-NEXT:    %[[IDENTITY:.*]] = "nn.identity"(%[[F]]) : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:    %[[IDENTITY_1:.*]] = "nn.identity"(%[[I]]) : (tensor<3xi8>) -> tensor<3xi8>
// CHECK-NEXT:    %[[IDENTITY_2:.*]] = "nn.identity"(%[[B]]) : (tensor<i1>) -> tensor<i1>
// CHECK-NEXT:    return %[[IDENTITY]], %[[IDENTITY_1]], %[[IDENTITY_2]] : tensor<2x?xf32>, tensor<3xi8>, tensor<i1>
func.func @identity(%f: tensor<2x?xf32>, %i: tensor<3xi8>, %b: tensor<i1>) -> (tensor<2x?xf32>, tensor<3xi8>, tensor<i1>) {
  %0 = "nn.identity"(%f) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = "nn.identity"(%i) : (tensor<3xi8>) -> tensor<3xi8>
  %2 = "nn.identity"(%b) : (tensor<i1>) -> tensor<i1>
  return %0, %1, %2 : tensor<2x?xf32>, tensor<3xi8>, tensor<i1>
}

// -----

// dropout's rate defaults to 0.5 and lies in [0, 1); 0 is allowed.
// CHECK-LABEL: func.func @dropout(
// CHECK-SAME:    %[[X:.*]]: tensor<8x?xf32>, %[[H:.*]]: tensor<4xf16>) -> (tensor<8x?xf32>, tensor<4xf16>)
// CHECK-NEXT:    %[[DROPOUT:.*]] = "nn.dropout"(%[[X]]) : (tensor<8x?xf32>) -> tensor<8x?xf32>
// CHECK-NEXT:    %[[DROPOUT_1:.*]] = "nn.dropout"(%[[DROPOUT]]) {rate = 5.000000e-01 : f32} : (tensor<8x?xf32>) -> tensor<8x?xf32>
// CHECK-NEXT:    %[[DROPOUT_2:.*]] = "nn.dropout"(%[[DROPOUT_1]]) {rate = 0.000000e+00 : f32} : (tensor<8x?xf32>) -> tensor<8x?xf32>
// CHECK-NEXT:    %[[DROPOUT_3:.*]] = "nn.dropout"(%[[H]]) {rate = 9.000000e-01 : f64} : (tensor<4xf16>) -> tensor<4xf16>
// CHECK-NEXT:    return %[[DROPOUT_2]], %[[DROPOUT_3]] : tensor<8x?xf32>, tensor<4xf16>
func.func @dropout(%x: tensor<8x?xf32>, %h: tensor<4xf16>) -> (tensor<8x?xf32>, tensor<4xf16>) {
  %0 = "nn.dropout"(%x) : (tensor<8x?xf32>) -> tensor<8x?xf32>
  %1 = "nn.dropout"(%0) {rate = 0.5 : f32} : (tensor<8x?xf32>) -> tensor<8x?xf32>
  %2 = "nn.dropout"(%1) {rate = 0.0 : f32} : (tensor<8x?xf32>) -> tensor<8x?xf32>
  %3 = "nn.dropout"(%h) {rate = 0.9 : f64} : (tensor<4xf16>) -> tensor<4xf16>
  return %2, %3 : tensor<8x?xf32>, tensor<4xf16>
}
