// QDQ graphs as written and after --fuse-quantized, against NumPy:
// the rewritten graph computes the exact integer sums and must match
// exactly; the graph as written sums dequantized floats and must come
// within one output step. Generated with its inputs and expected
// outputs by Inputs/make_numerics_fuse_quantized.py; do not edit.
//
// RUN: nn-run %s --entry conv --input %S/Inputs/fuse_quantized/conv_in0.npy %S/Inputs/fuse_quantized/conv_in1.npy --check %S/Inputs/fuse_quantized/conv_out.npy --rtol 0 --atol 1 | FileCheck %s --check-prefix=OK
// RUN: nn-opt %s --fuse-quantized --fold-constants --fuse-ops | nn-run - --entry conv --input %S/Inputs/fuse_quantized/conv_in0.npy %S/Inputs/fuse_quantized/conv_in1.npy --check %S/Inputs/fuse_quantized/conv_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul --input %S/Inputs/fuse_quantized/matmul_in0.npy %S/Inputs/fuse_quantized/matmul_in1.npy --check %S/Inputs/fuse_quantized/matmul_out.npy --rtol 0 --atol 1 | FileCheck %s --check-prefix=OK
// RUN: nn-opt %s --fuse-quantized --fold-constants --fuse-ops | nn-run - --entry matmul --input %S/Inputs/fuse_quantized/matmul_in0.npy %S/Inputs/fuse_quantized/matmul_in1.npy --check %S/Inputs/fuse_quantized/matmul_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry selections --input %S/Inputs/fuse_quantized/selections_in0.npy --check %S/Inputs/fuse_quantized/selections_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-opt %s --fuse-quantized --fold-constants --fuse-ops | nn-run - --entry selections --input %S/Inputs/fuse_quantized/selections_in0.npy --check %S/Inputs/fuse_quantized/selections_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @conv(%x: tensor<1x3x9x9xi8>, %w: tensor<4x3x3x3xi8>) -> tensor<1x4x5x5xi8> {
  %sx = arith.constant dense<0.05> : tensor<f32>
  %zx = arith.constant dense<-3> : tensor<i8>
  %sw = arith.constant dense<[0.01, 0.02, 0.03, 0.04]> : tensor<4xf32>
  %zw = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi8>
  %sy = arith.constant dense<0.5> : tensor<f32>
  %zy = arith.constant dense<5> : tensor<i8>
  %b = arith.constant dense<[0.1, -0.2, 0.3, 0.0]> : tensor<4xf32>
  %0 = "nn.dequantize"(%x, %sx, %zx) : (tensor<1x3x9x9xi8>, tensor<f32>, tensor<i8>) -> tensor<1x3x9x9xf32>
  %1 = "nn.dequantize"(%w, %sw, %zw) {axis = 0 : i64} : (tensor<4x3x3x3xi8>, tensor<4xf32>, tensor<4xi8>) -> tensor<4x3x3x3xf32>
  %2 = "nn.conv2d"(%0, %1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x5x5xf32>
  %3 = "nn.bias_add"(%2, %b) : (tensor<1x4x5x5xf32>, tensor<4xf32>) -> tensor<1x4x5x5xf32>
  %4 = "nn.quantize"(%3, %sy, %zy) : (tensor<1x4x5x5xf32>, tensor<f32>, tensor<i8>) -> tensor<1x4x5x5xi8>
  return %4 : tensor<1x4x5x5xi8>
}

func.func @matmul(%a: tensor<8x256xui8>, %b: tensor<256x16xi8>) -> tensor<8x16xui8> {
  %sa = arith.constant dense<0.02> : tensor<f32>
  %za = arith.constant dense<128> : tensor<ui8>
  %sb = arith.constant dense<0.004> : tensor<f32>
  %zb = arith.constant dense<-1> : tensor<i8>
  %sy = arith.constant dense<0.25> : tensor<f32>
  %zy = arith.constant dense<100> : tensor<ui8>
  %0 = "nn.dequantize"(%a, %sa, %za) : (tensor<8x256xui8>, tensor<f32>, tensor<ui8>) -> tensor<8x256xf32>
  %1 = "nn.dequantize"(%b, %sb, %zb) : (tensor<256x16xi8>, tensor<f32>, tensor<i8>) -> tensor<256x16xf32>
  %2 = "nn.matmul"(%0, %1) : (tensor<8x256xf32>, tensor<256x16xf32>) -> tensor<8x16xf32>
  %3 = "nn.quantize"(%2, %sy, %zy) : (tensor<8x16xf32>, tensor<f32>, tensor<ui8>) -> tensor<8x16xui8>
  return %3 : tensor<8x16xui8>
}

func.func @selections(%x: tensor<1x2x6x6xi8>) -> tensor<1x18xi8> {
  %s = arith.constant dense<0.0625> : tensor<f32>
  %z = arith.constant dense<7> : tensor<i8>
  %0 = "nn.dequantize"(%x, %s, %z) : (tensor<1x2x6x6xi8>, tensor<f32>, tensor<i8>) -> tensor<1x2x6x6xf32>
  %1 = "nn.max_pool2d"(%0) {kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x2x6x6xf32>) -> tensor<1x2x3x3xf32>
  %2 = "nn.flatten"(%1) : (tensor<1x2x3x3xf32>) -> tensor<1x18xf32>
  %3 = "nn.quantize"(%2, %s, %z) : (tensor<1x18xf32>, tensor<f32>, tensor<i8>) -> tensor<1x18xi8>
  return %3 : tensor<1x18xi8>
}
