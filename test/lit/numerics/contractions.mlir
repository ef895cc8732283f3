// Numerical tests of the CPU's contraction path (nn.matmul and
// nn.conv2d through --nn-cpu-ukernels and the ukernels) against
// NumPy in float64; tolerances from the f32 summation bound (see
// the generator).
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_contractions.py; do not edit.
//
// RUN: nn-run %s --entry matmul_odd --input %S/Inputs/contractions/matmul_odd_in0.npy %S/Inputs/contractions/matmul_odd_in1.npy --check %S/Inputs/contractions/matmul_odd_out.npy --rtol 1e-6 --atol 3.123283e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_k1 --input %S/Inputs/contractions/matmul_k1_in0.npy %S/Inputs/contractions/matmul_k1_in1.npy --check %S/Inputs/contractions/matmul_k1_out.npy --rtol 1e-6 --atol 2.384186e-7 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_m1 --input %S/Inputs/contractions/matmul_m1_in0.npy %S/Inputs/contractions/matmul_m1_in1.npy --check %S/Inputs/contractions/matmul_m1_out.npy --rtol 1e-6 --atol 4.768372e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_n1 --input %S/Inputs/contractions/matmul_n1_in0.npy %S/Inputs/contractions/matmul_n1_in1.npy --check %S/Inputs/contractions/matmul_n1_out.npy --rtol 1e-6 --atol 1.192093e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_m1_n1 --input %S/Inputs/contractions/matmul_m1_n1_in0.npy %S/Inputs/contractions/matmul_m1_n1_in1.npy --check %S/Inputs/contractions/matmul_m1_n1_out.npy --rtol 1e-6 --atol 1.835823e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_transpose_a --input %S/Inputs/contractions/matmul_transpose_a_in0.npy %S/Inputs/contractions/matmul_transpose_a_in1.npy --check %S/Inputs/contractions/matmul_transpose_a_out.npy --rtol 1e-6 --atol 1.192093e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_transpose_b --input %S/Inputs/contractions/matmul_transpose_b_in0.npy %S/Inputs/contractions/matmul_transpose_b_in1.npy --check %S/Inputs/contractions/matmul_transpose_b_out.npy --rtol 1e-6 --atol 1.192093e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_transpose_both --input %S/Inputs/contractions/matmul_transpose_both_in0.npy %S/Inputs/contractions/matmul_transpose_both_in1.npy --check %S/Inputs/contractions/matmul_transpose_both_out.npy --rtol 1e-6 --atol 1.192093e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_batch --input %S/Inputs/contractions/matmul_batch_in0.npy %S/Inputs/contractions/matmul_batch_in1.npy --check %S/Inputs/contractions/matmul_batch_out.npy --rtol 1e-6 --atol 7.152557e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_broadcast_rank --input %S/Inputs/contractions/matmul_broadcast_rank_in0.npy %S/Inputs/contractions/matmul_broadcast_rank_in1.npy --check %S/Inputs/contractions/matmul_broadcast_rank_out.npy --rtol 1e-6 --atol 7.152557e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_broadcast_batch --input %S/Inputs/contractions/matmul_broadcast_batch_in0.npy %S/Inputs/contractions/matmul_broadcast_batch_in1.npy --check %S/Inputs/contractions/matmul_broadcast_batch_out.npy --rtol 1e-6 --atol 7.152557e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_broadcast_both --input %S/Inputs/contractions/matmul_broadcast_both_in0.npy %S/Inputs/contractions/matmul_broadcast_both_in1.npy --check %S/Inputs/contractions/matmul_broadcast_both_out.npy --rtol 1e-6 --atol 7.152557e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_attention_transposed --input %S/Inputs/contractions/matmul_attention_transposed_in0.npy %S/Inputs/contractions/matmul_attention_transposed_in1.npy --check %S/Inputs/contractions/matmul_attention_transposed_out.npy --rtol 1e-6 --atol 3.814697e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_f16 --input %S/Inputs/contractions/matmul_f16_in0.npy %S/Inputs/contractions/matmul_f16_in1.npy --check %S/Inputs/contractions/matmul_f16_out.npy --rtol 9.765625e-4 --atol 7.295609e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_3x3 --input %S/Inputs/contractions/conv_3x3_in0.npy %S/Inputs/contractions/conv_3x3_in1.npy --check %S/Inputs/contractions/conv_3x3_out.npy --rtol 1e-6 --atol 1.072884e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_3x3_stride2_dilation2 --input %S/Inputs/contractions/conv_3x3_stride2_dilation2_in0.npy %S/Inputs/contractions/conv_3x3_stride2_dilation2_in1.npy --check %S/Inputs/contractions/conv_3x3_stride2_dilation2_out.npy --rtol 1e-6 --atol 1.28746e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_7x7_stride2 --input %S/Inputs/contractions/conv_7x7_stride2_in0.npy %S/Inputs/contractions/conv_7x7_stride2_in1.npy --check %S/Inputs/contractions/conv_7x7_stride2_out.npy --rtol 1e-6 --atol 3.504753e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_1x1 --input %S/Inputs/contractions/conv_1x1_in0.npy %S/Inputs/contractions/conv_1x1_in1.npy --check %S/Inputs/contractions/conv_1x1_out.npy --rtol 1e-6 --atol 4.768372e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_1x3_stride_2x1 --input %S/Inputs/contractions/conv_1x3_stride_2x1_in0.npy %S/Inputs/contractions/conv_1x3_stride_2x1_in1.npy --check %S/Inputs/contractions/conv_1x3_stride_2x1_out.npy --rtol 1e-6 --atol 2.861023e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_nhwc_3x3 --input %S/Inputs/contractions/conv_nhwc_3x3_in0.npy %S/Inputs/contractions/conv_nhwc_3x3_in1.npy --check %S/Inputs/contractions/conv_nhwc_3x3_out.npy --rtol 1e-6 --atol 1.072884e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry conv_nhwc_stride2 --input %S/Inputs/contractions/conv_nhwc_stride2_in0.npy %S/Inputs/contractions/conv_nhwc_stride2_in1.npy --check %S/Inputs/contractions/conv_nhwc_stride2_out.npy --rtol 1e-6 --atol 1.28746e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry depthwise_3x3 --input %S/Inputs/contractions/depthwise_3x3_in0.npy %S/Inputs/contractions/depthwise_3x3_in1.npy --check %S/Inputs/contractions/depthwise_3x3_out.npy --rtol 1e-6 --atol 2.145767e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry depthwise_3x3_stride2 --input %S/Inputs/contractions/depthwise_3x3_stride2_in0.npy %S/Inputs/contractions/depthwise_3x3_stride2_in1.npy --check %S/Inputs/contractions/depthwise_3x3_stride2_out.npy --rtol 1e-6 --atol 2.145767e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry depthwise_nhwc --input %S/Inputs/contractions/depthwise_nhwc_in0.npy %S/Inputs/contractions/depthwise_nhwc_in1.npy --check %S/Inputs/contractions/depthwise_nhwc_out.npy --rtol 1e-6 --atol 2.145767e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grouped_3x3 --input %S/Inputs/contractions/grouped_3x3_in0.npy %S/Inputs/contractions/grouped_3x3_in1.npy --check %S/Inputs/contractions/grouped_3x3_out.npy --rtol 1e-6 --atol 8.583069e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry matmul_unit_rows --input %S/Inputs/contractions/matmul_unit_rows_in0.npy %S/Inputs/contractions/matmul_unit_rows_in1.npy --check %S/Inputs/contractions/matmul_unit_rows_out.npy --rtol 1e-6 --atol 7.152557e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grouped_16_stride2 --input %S/Inputs/contractions/grouped_16_stride2_in0.npy %S/Inputs/contractions/grouped_16_stride2_in1.npy --check %S/Inputs/contractions/grouped_16_stride2_out.npy --rtol 1e-6 --atol 8.583069e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grouped_1x1_batch --input %S/Inputs/contractions/grouped_1x1_batch_in0.npy %S/Inputs/contractions/grouped_1x1_batch_in1.npy --check %S/Inputs/contractions/grouped_1x1_batch_out.npy --rtol 1e-6 --atol 9.536743e-7 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grouped_nhwc_4x4 --input %S/Inputs/contractions/grouped_nhwc_4x4_in0.npy %S/Inputs/contractions/grouped_nhwc_4x4_in1.npy --check %S/Inputs/contractions/grouped_nhwc_4x4_out.npy --rtol 1e-6 --atol 8.583069e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grouped_nhwc_stride2_batch --input %S/Inputs/contractions/grouped_nhwc_stride2_batch_in0.npy %S/Inputs/contractions/grouped_nhwc_stride2_batch_in1.npy --check %S/Inputs/contractions/grouped_nhwc_stride2_batch_out.npy --rtol 1e-6 --atol 8.583069e-6 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry grouped_nhwc_8x8_dilated --input %S/Inputs/contractions/grouped_nhwc_8x8_dilated_in0.npy %S/Inputs/contractions/grouped_nhwc_8x8_dilated_in1.npy --check %S/Inputs/contractions/grouped_nhwc_8x8_dilated_out.npy --rtol 1e-6 --atol 1.716614e-5 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @matmul_odd(%a0: tensor<67x131xf32>, %a1: tensor<131x259xf32>) -> tensor<67x259xf32> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<67x131xf32>, tensor<131x259xf32>) -> tensor<67x259xf32>
  return %0 : tensor<67x259xf32>
}

func.func @matmul_k1(%a0: tensor<33x1xf32>, %a1: tensor<1x40xf32>) -> tensor<33x40xf32> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<33x1xf32>, tensor<1x40xf32>) -> tensor<33x40xf32>
  return %0 : tensor<33x40xf32>
}

func.func @matmul_m1(%a0: tensor<1x200xf32>, %a1: tensor<200x300xf32>) -> tensor<1x300xf32> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<1x200xf32>, tensor<200x300xf32>) -> tensor<1x300xf32>
  return %0 : tensor<1x300xf32>
}

func.func @matmul_n1(%a0: tensor<70x50xf32>, %a1: tensor<50x1xf32>) -> tensor<70x1xf32> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<70x50xf32>, tensor<50x1xf32>) -> tensor<70x1xf32>
  return %0 : tensor<70x1xf32>
}

func.func @matmul_m1_n1(%a0: tensor<1x77xf32>, %a1: tensor<77x1xf32>) -> tensor<1x1xf32> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<1x77xf32>, tensor<77x1xf32>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}

func.func @matmul_transpose_a(%a0: tensor<50x70xf32>, %a1: tensor<50x90xf32>) -> tensor<70x90xf32> {
  %0 = "nn.matmul"(%a0, %a1) {transpose_a = true} : (tensor<50x70xf32>, tensor<50x90xf32>) -> tensor<70x90xf32>
  return %0 : tensor<70x90xf32>
}

func.func @matmul_transpose_b(%a0: tensor<70x50xf32>, %a1: tensor<90x50xf32>) -> tensor<70x90xf32> {
  %0 = "nn.matmul"(%a0, %a1) {transpose_b = true} : (tensor<70x50xf32>, tensor<90x50xf32>) -> tensor<70x90xf32>
  return %0 : tensor<70x90xf32>
}

func.func @matmul_transpose_both(%a0: tensor<50x70xf32>, %a1: tensor<90x50xf32>) -> tensor<70x90xf32> {
  %0 = "nn.matmul"(%a0, %a1) {transpose_a = true, transpose_b = true} : (tensor<50x70xf32>, tensor<90x50xf32>) -> tensor<70x90xf32>
  return %0 : tensor<70x90xf32>
}

func.func @matmul_batch(%a0: tensor<3x20x30xf32>, %a1: tensor<3x30x41xf32>) -> tensor<3x20x41xf32> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<3x20x30xf32>, tensor<3x30x41xf32>) -> tensor<3x20x41xf32>
  return %0 : tensor<3x20x41xf32>
}

func.func @matmul_broadcast_rank(%a0: tensor<2x3x20x30xf32>, %a1: tensor<30x41xf32>) -> tensor<2x3x20x41xf32> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<2x3x20x30xf32>, tensor<30x41xf32>) -> tensor<2x3x20x41xf32>
  return %0 : tensor<2x3x20x41xf32>
}

func.func @matmul_broadcast_batch(%a0: tensor<1x20x30xf32>, %a1: tensor<4x30x41xf32>) -> tensor<4x20x41xf32> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<1x20x30xf32>, tensor<4x30x41xf32>) -> tensor<4x20x41xf32>
  return %0 : tensor<4x20x41xf32>
}

func.func @matmul_broadcast_both(%a0: tensor<2x1x20x30xf32>, %a1: tensor<1x3x30x41xf32>) -> tensor<2x3x20x41xf32> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<2x1x20x30xf32>, tensor<1x3x30x41xf32>) -> tensor<2x3x20x41xf32>
  return %0 : tensor<2x3x20x41xf32>
}

func.func @matmul_attention_transposed(%a0: tensor<1x4x33x16xf32>, %a1: tensor<1x4x33x16xf32>) -> tensor<1x4x33x33xf32> {
  %0 = "nn.matmul"(%a0, %a1) {transpose_b = true} : (tensor<1x4x33x16xf32>, tensor<1x4x33x16xf32>) -> tensor<1x4x33x33xf32>
  return %0 : tensor<1x4x33x33xf32>
}

func.func @matmul_f16(%a0: tensor<40x50xf16>, %a1: tensor<50x60xf16>) -> tensor<40x60xf16> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<40x50xf16>, tensor<50x60xf16>) -> tensor<40x60xf16>
  return %0 : tensor<40x60xf16>
}

func.func @conv_3x3(%a0: tensor<2x5x17x19xf32>, %a1: tensor<7x5x3x3xf32>) -> tensor<2x7x17x19xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<2x5x17x19xf32>, tensor<7x5x3x3xf32>) -> tensor<2x7x17x19xf32>
  return %0 : tensor<2x7x17x19xf32>
}

func.func @conv_3x3_stride2_dilation2(%a0: tensor<1x6x21x18xf32>, %a1: tensor<9x6x3x3xf32>) -> tensor<1x9x10x9xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 2, 1, 0, 2>, dilations = array<i64: 2, 2>, groups = 1 : i64} : (tensor<1x6x21x18xf32>, tensor<9x6x3x3xf32>) -> tensor<1x9x10x9xf32>
  return %0 : tensor<1x9x10x9xf32>
}

func.func @conv_7x7_stride2(%a0: tensor<1x3x33x35xf32>, %a1: tensor<16x3x7x7xf32>) -> tensor<1x16x17x18xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 3, 3, 3, 3>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<1x3x33x35xf32>, tensor<16x3x7x7xf32>) -> tensor<1x16x17x18xf32>
  return %0 : tensor<1x16x17x18xf32>
}

func.func @conv_1x1(%a0: tensor<1x20x9x11xf32>, %a1: tensor<30x20x1x1xf32>) -> tensor<1x30x9x11xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<1x20x9x11xf32>, tensor<30x20x1x1xf32>) -> tensor<1x30x9x11xf32>
  return %0 : tensor<1x30x9x11xf32>
}

func.func @conv_1x3_stride_2x1(%a0: tensor<1x4x10x13xf32>, %a1: tensor<5x4x1x3xf32>) -> tensor<1x5x5x11xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 2, 1>, padding = array<i64: 0, 0, 0, 0>, dilations = array<i64: 1, 1>, groups = 1 : i64} : (tensor<1x4x10x13xf32>, tensor<5x4x1x3xf32>) -> tensor<1x5x5x11xf32>
  return %0 : tensor<1x5x5x11xf32>
}

func.func @conv_nhwc_3x3(%a0: tensor<2x17x19x5xf32>, %a1: tensor<3x3x5x7xf32>) -> tensor<2x17x19x7xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 1 : i64, layout = "NHWC"} : (tensor<2x17x19x5xf32>, tensor<3x3x5x7xf32>) -> tensor<2x17x19x7xf32>
  return %0 : tensor<2x17x19x7xf32>
}

func.func @conv_nhwc_stride2(%a0: tensor<1x21x18x6xf32>, %a1: tensor<3x3x6x9xf32>) -> tensor<1x11x8x9xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 2>, groups = 1 : i64, layout = "NHWC"} : (tensor<1x21x18x6xf32>, tensor<3x3x6x9xf32>) -> tensor<1x11x8x9xf32>
  return %0 : tensor<1x11x8x9xf32>
}

func.func @depthwise_3x3(%a0: tensor<1x8x15x17xf32>, %a1: tensor<8x1x3x3xf32>) -> tensor<1x8x15x17xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 8 : i64} : (tensor<1x8x15x17xf32>, tensor<8x1x3x3xf32>) -> tensor<1x8x15x17xf32>
  return %0 : tensor<1x8x15x17xf32>
}

func.func @depthwise_3x3_stride2(%a0: tensor<2x8x15x17xf32>, %a1: tensor<8x1x3x3xf32>) -> tensor<2x8x8x9xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 8 : i64} : (tensor<2x8x15x17xf32>, tensor<8x1x3x3xf32>) -> tensor<2x8x8x9xf32>
  return %0 : tensor<2x8x8x9xf32>
}

func.func @depthwise_nhwc(%a0: tensor<1x15x17x8xf32>, %a1: tensor<3x3x1x8xf32>) -> tensor<1x15x17x8xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 8 : i64, layout = "NHWC"} : (tensor<1x15x17x8xf32>, tensor<3x3x1x8xf32>) -> tensor<1x15x17x8xf32>
  return %0 : tensor<1x15x17x8xf32>
}

func.func @grouped_3x3(%a0: tensor<1x8x11x13xf32>, %a1: tensor<12x4x3x3xf32>) -> tensor<1x12x11x13xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 2 : i64} : (tensor<1x8x11x13xf32>, tensor<12x4x3x3xf32>) -> tensor<1x12x11x13xf32>
  return %0 : tensor<1x12x11x13xf32>
}

func.func @matmul_unit_rows(%a0: tensor<5x1x30xf32>, %a1: tensor<30x41xf32>) -> tensor<5x1x41xf32> {
  %0 = "nn.matmul"(%a0, %a1) : (tensor<5x1x30xf32>, tensor<30x41xf32>) -> tensor<5x1x41xf32>
  return %0 : tensor<5x1x41xf32>
}

func.func @grouped_16_stride2(%a0: tensor<1x64x13x15xf32>, %a1: tensor<64x4x3x3xf32>) -> tensor<1x64x7x8xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 16 : i64} : (tensor<1x64x13x15xf32>, tensor<64x4x3x3xf32>) -> tensor<1x64x7x8xf32>
  return %0 : tensor<1x64x7x8xf32>
}

func.func @grouped_1x1_batch(%a0: tensor<2x12x9x7xf32>, %a1: tensor<18x4x1x1xf32>) -> tensor<2x18x9x7xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, dilations = array<i64: 1, 1>, groups = 3 : i64} : (tensor<2x12x9x7xf32>, tensor<18x4x1x1xf32>) -> tensor<2x18x9x7xf32>
  return %0 : tensor<2x18x9x7xf32>
}

func.func @grouped_nhwc_4x4(%a0: tensor<1x9x11x64xf32>, %a1: tensor<3x3x4x64xf32>) -> tensor<1x9x11x64xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 16 : i64, layout = "NHWC"} : (tensor<1x9x11x64xf32>, tensor<3x3x4x64xf32>) -> tensor<1x9x11x64xf32>
  return %0 : tensor<1x9x11x64xf32>
}

func.func @grouped_nhwc_stride2_batch(%a0: tensor<2x13x10x24xf32>, %a1: tensor<3x3x4x36xf32>) -> tensor<2x7x5x36xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 1, 1>, groups = 6 : i64, layout = "NHWC"} : (tensor<2x13x10x24xf32>, tensor<3x3x4x36xf32>) -> tensor<2x7x5x36xf32>
  return %0 : tensor<2x7x5x36xf32>
}

func.func @grouped_nhwc_8x8_dilated(%a0: tensor<1x12x10x48xf32>, %a1: tensor<3x3x8x48xf32>) -> tensor<1x12x10x48xf32> {
  %0 = "nn.conv2d"(%a0, %a1) {strides = array<i64: 1, 1>, padding = array<i64: 2, 2, 2, 2>, dilations = array<i64: 2, 2>, groups = 6 : i64, layout = "NHWC"} : (tensor<1x12x10x48xf32>, tensor<3x3x8x48xf32>) -> tensor<1x12x10x48xf32>
  return %0 : tensor<1x12x10x48xf32>
}
