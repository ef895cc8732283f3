// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s

// The 3-D and transposed sliding-window ops (conversion/linalg/
// LowerWindow.c): the same structure as the 2-D ones, one spatial
// dimension more.

// conv3d: groups = 1 is linalg.conv_3d_ncdhw_fcdhw on the zero-padded input;
// depthwise NDHWC collapses the weight's unit input channel and runs
// linalg.depthwise_conv_3d_ndhwc_dhwc.
// CHECK-LABEL: func.func @conv3d
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[0, 0, 1, 0, 2] high[0, 0, 0, 1, 2]
// CHECK: linalg.conv_3d_ncdhw_fcdhw {dilations = dense<[1, 2, 1]> : tensor<3xi64>, strides = dense<[2, 1, 1]> : tensor<3xi64>} ins(%[[P]], %arg1 : tensor<1x3x6x6x9xf32>, tensor<4x3x2x2x3xf32>)
// CHECK-LABEL: func.func @conv3d_depthwise_ndhwc
// CHECK: %[[W:.*]] = tensor.collapse_shape %arg1 {{\[}}[0], [1], [2], [3, 4]] : tensor<3x3x3x1x4xf32> into tensor<3x3x3x4xf32>
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwc {{.*}} ins(%arg0, %[[W]] : tensor<1x5x5x5x4xf32>, tensor<3x3x3x4xf32>)
func.func @conv3d(%x: tensor<1x3x5x5x5xf32>, %w: tensor<4x3x2x2x3xf32>) -> tensor<1x4x3x4x7xf32> {
  %0 = "nn.conv3d"(%x, %w) {strides = array<i64: 2, 1, 1>, dilations = array<i64: 1, 2, 1>, padding = array<i64: 1, 0, 2, 0, 1, 2>} : (tensor<1x3x5x5x5xf32>, tensor<4x3x2x2x3xf32>) -> tensor<1x4x3x4x7xf32>
  return %0 : tensor<1x4x3x4x7xf32>
}
func.func @conv3d_depthwise_ndhwc(%x: tensor<1x5x5x5x4xf32>, %w: tensor<3x3x3x1x4xf32>) -> tensor<1x3x3x3x4xf32> {
  %0 = "nn.conv3d"(%x, %w) {groups = 4 : i64, layout = "NDHWC"} : (tensor<1x5x5x5x4xf32>, tensor<3x3x3x1x4xf32>) -> tensor<1x3x3x3x4xf32>
  return %0 : tensor<1x3x3x3x4xf32>
}

// -----

// Grouped conv3d: channels split into [groups, per group] in input, weight
// and output, one linalg.generic over (n, g, f, od, oh, ow, c, kd, kh, kw).
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d0, d1, d6, d3 + d7, d4 + d8, d5 + d9)>
// CHECK-DAG: #[[WT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d1, d2, d6, d7, d8, d9)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d0, d1, d2, d3, d4, d5)>
// CHECK-LABEL: func.func @conv3d_groups
// CHECK: %[[X:.*]] = tensor.expand_shape %arg0 {{\[}}[0], [1, 2], [3], [4], [5]] output_shape [1, 2, 2, 4, 4, 4]
// CHECK: %[[W:.*]] = tensor.expand_shape %arg1 {{\[}}[0, 1], [2], [3], [4], [5]] output_shape [2, 3, 2, 3, 3, 3]
// CHECK: %[[G:.*]] = linalg.generic {indexing_maps = [#[[IN]], #[[WT]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%[[X]], %[[W]] : {{.*}}) outs(%{{.*}} : tensor<1x2x3x2x2x2xf32>)
// CHECK: tensor.collapse_shape %[[G]] {{\[}}[0], [1, 2], [3], [4], [5]] : tensor<1x2x3x2x2x2xf32> into tensor<1x6x2x2x2xf32>
func.func @conv3d_groups(%x: tensor<1x4x4x4x4xf32>, %w: tensor<6x2x3x3x3xf32>) -> tensor<1x6x2x2x2xf32> {
  %0 = "nn.conv3d"(%x, %w) {groups = 2 : i64} : (tensor<1x4x4x4x4xf32>, tensor<6x2x3x3x3xf32>) -> tensor<1x6x2x2x2xf32>
  return %0 : tensor<1x6x2x2x2xf32>
}

// -----

// conv_transpose2d, stride 2, kernel 4, pad 1 (the U-Net upsampler), by
// output phase: one input padded by 1 on each side; the weight [C, O, 4, 4]
// flipped and transposed to [O, C, 4, 4] by a gather; then for each of the
// 2 x 2 residues a stride-1 linalg.conv_2d_nchw_fchw of a 6x6 window of the
// padded input with every second tap of the flipped kernel (2x2), its 5x5
// result inserted every second row and column of the output, which the
// four phases cover (tensor.empty, no fill).
// CHECK-LABEL: func.func @conv_transpose2d
// CHECK: %[[OUT:.*]] = tensor.empty() : tensor<1x2x10x10xf32>
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: %[[W:.*]] = tensor.expand_shape %arg1 {{\[}}[0, 1], [2], [3], [4]] output_shape [1, 3, 2, 4, 4]
// CHECK: %[[F:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<1x2x3x4x4xf32>)
// CHECK: %[[K:.*]] = linalg.index 3 : index
// CHECK: %[[J:.*]] = arith.subi %{{.*}}, %[[K]] : index
// CHECK: tensor.extract %[[W]][%{{.*}}, %{{.*}}, %{{.*}}, %[[J]], %{{.*}}] : tensor<1x3x2x4x4xf32>
// CHECK: %[[FC:.*]] = tensor.collapse_shape %[[F]] {{\[}}[0, 1], [2], [3], [4]] : tensor<1x2x3x4x4xf32> into tensor<2x3x4x4xf32>
// CHECK: %[[X00:.*]] = tensor.extract_slice %[[P]][0, 0, 0, 0] [1, 3, 6, 6] [1, 1, 1, 1]
// CHECK: %[[W00:.*]] = tensor.extract_slice %[[FC]][0, 0, 0, 0] [2, 3, 2, 2] [1, 1, 2, 2]
// CHECK: %[[C00:.*]] = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[X00]], %[[W00]] : tensor<1x3x6x6xf32>, tensor<2x3x2x2xf32>) outs(%{{.*}} : tensor<1x2x5x5xf32>)
// CHECK: %[[O00:.*]] = tensor.insert_slice %[[C00]] into %[[OUT]][0, 0, 0, 0] [1, 2, 5, 5] [1, 1, 2, 2]
// CHECK: tensor.extract_slice %[[P]][0, 0, 0, 1] [1, 3, 6, 6] [1, 1, 1, 1]
// CHECK: tensor.extract_slice %[[FC]][0, 0, 0, 1] [2, 3, 2, 2] [1, 1, 2, 2]
// CHECK: %[[C01:.*]] = linalg.conv_2d_nchw_fchw
// CHECK: %[[O01:.*]] = tensor.insert_slice %[[C01]] into %[[O00]][0, 0, 0, 1] [1, 2, 5, 5] [1, 1, 2, 2]
// CHECK: %[[C10:.*]] = linalg.conv_2d_nchw_fchw
// CHECK: %[[O10:.*]] = tensor.insert_slice %[[C10]] into %[[O01]][0, 0, 1, 0] [1, 2, 5, 5] [1, 1, 2, 2]
// CHECK: %[[C11:.*]] = linalg.conv_2d_nchw_fchw
// CHECK: %[[O11:.*]] = tensor.insert_slice %[[C11]] into %[[O10]][0, 0, 1, 1] [1, 2, 5, 5] [1, 1, 2, 2]
// CHECK-NOT: linalg.conv
// CHECK: return %[[O11]]
func.func @conv_transpose2d(%x: tensor<1x3x5x5xf32>, %w: tensor<3x2x4x4xf32>) -> tensor<1x2x10x10xf32> {
  %0 = "nn.conv_transpose2d"(%x, %w) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x3x5x5xf32>, tensor<3x2x4x4xf32>) -> tensor<1x2x10x10xf32>
  return %0 : tensor<1x2x10x10xf32>
}

// -----

// Pads beyond dilation * (kernel - 1) crop the input; output_padding pads
// it. Height (stride 2, pads 3 and 4, out 4): residue 0 takes tap 1 and
// reads input rows 1-2, residue 1 taps 0 and 2 over rows 1-3: rows 1-3 are
// kept (tensor.extract_slice). Width (stride 1, output_padding 1, out 6):
// all 3 taps, 2 zero columns before the input and 3 after.
// CHECK-LABEL: func.func @conv_transpose2d_crop
// CHECK: %[[OUT:.*]] = tensor.empty() : tensor<1x2x4x6xf32>
// CHECK: %[[X:.*]] = tensor.extract_slice %arg0[0, 0, 1, 0] [1, 2, 3, 3] [1, 1, 1, 1]
// CHECK: %[[P:.*]] = tensor.pad %[[X]] low[0, 0, 0, 2] high[0, 0, 0, 3]
// CHECK: %[[FC:.*]] = tensor.collapse_shape
// CHECK: %[[X0:.*]] = tensor.extract_slice %[[P]][0, 0, 0, 0] [1, 2, 2, 8] [1, 1, 1, 1]
// CHECK: %[[W0:.*]] = tensor.extract_slice %[[FC]][0, 0, 1, 0] [2, 2, 1, 3] [1, 1, 2, 1]
// CHECK: %[[C0:.*]] = linalg.conv_2d_nchw_fchw {{.*}} ins(%[[X0]], %[[W0]] : tensor<1x2x2x8xf32>, tensor<2x2x1x3xf32>) outs(%{{.*}} : tensor<1x2x2x6xf32>)
// CHECK: %[[O0:.*]] = tensor.insert_slice %[[C0]] into %[[OUT]][0, 0, 0, 0] [1, 2, 2, 6] [1, 1, 2, 1]
// CHECK: %[[W1:.*]] = tensor.extract_slice %[[FC]][0, 0, 0, 0] [2, 2, 2, 3] [1, 1, 2, 1]
// CHECK: %[[C1:.*]] = linalg.conv_2d_nchw_fchw {{.*}} ins(%[[P]], %[[W1]] : tensor<1x2x3x8xf32>, tensor<2x2x2x3xf32>) outs(%{{.*}} : tensor<1x2x2x6xf32>)
// CHECK: tensor.insert_slice %[[C1]] into %[[O0]][0, 0, 1, 0] [1, 2, 2, 6] [1, 1, 2, 1]
func.func @conv_transpose2d_crop(%x: tensor<1x2x5x3xf32>, %w: tensor<2x2x3x3xf32>) -> tensor<1x2x4x6xf32> {
  %0 = "nn.conv_transpose2d"(%x, %w) {strides = array<i64: 2, 1>, padding = array<i64: 3, 0, 4, 0>, output_padding = array<i64: 0, 1>} : (tensor<1x2x5x3xf32>, tensor<2x2x3x3xf32>) -> tensor<1x2x4x6xf32>
  return %0 : tensor<1x2x4x6xf32>
}

// -----

// A kernel smaller than the stride (2 taps, stride 3): residue 2 has no tap,
// so the output starts as zeros (linalg.fill) and two phases write it.
// Stride 1 in width and a single output phase there.
// CHECK-LABEL: func.func @conv_transpose2d_small_kernel
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x1x9x4xf32>)
// CHECK: %[[C0:.*]] = linalg.conv_2d_nchw_fchw {{.*}} outs(%{{.*}} : tensor<1x1x3x4xf32>)
// CHECK: %[[O0:.*]] = tensor.insert_slice %[[C0]] into %[[Z]][0, 0, 0, 0] [1, 1, 3, 4] [1, 1, 3, 1]
// CHECK: %[[C1:.*]] = linalg.conv_2d_nchw_fchw {{.*}} outs(%{{.*}} : tensor<1x1x3x4xf32>)
// CHECK: tensor.insert_slice %[[C1]] into %[[O0]][0, 0, 1, 0] [1, 1, 3, 4] [1, 1, 3, 1]
// CHECK-NOT: linalg.conv
func.func @conv_transpose2d_small_kernel(%x: tensor<1x1x3x4xf32>, %w: tensor<1x1x2x1xf32>) -> tensor<1x1x9x4xf32> {
  %0 = "nn.conv_transpose2d"(%x, %w) {strides = array<i64: 3, 1>, output_padding = array<i64: 1, 0>} : (tensor<1x1x3x4xf32>, tensor<1x1x2x1xf32>) -> tensor<1x1x9x4xf32>
  return %0 : tensor<1x1x9x4xf32>
}

// -----

// Stride 1: one phase, the whole output; the convolution is the result.
// CHECK-LABEL: func.func @conv_transpose2d_stride1
// CHECK: %[[C:.*]] = linalg.conv_2d_nchw_fchw
// CHECK-NOT: tensor.insert_slice
// CHECK: return %[[C]]
func.func @conv_transpose2d_stride1(%x: tensor<1x2x4x4xf32>, %w: tensor<2x3x3x3xf32>) -> tensor<1x3x6x6xf32> {
  %0 = "nn.conv_transpose2d"(%x, %w) : (tensor<1x2x4x4xf32>, tensor<2x3x3x3xf32>) -> tensor<1x3x6x6xf32>
  return %0 : tensor<1x3x6x6xf32>
}

// -----

// max_pool3d (conversion/linalg/LowerMaxPool.c): one linalg.generic
// parallel over (n, c, od, oh, ow), walking each window clipped to the
// input in three nested scf.for loops (no padded copy, no reduction loops);
// the last dimension's dilation 2 steps the input position by 2.
// CHECK-LABEL: func.func @max_pool3d
// CHECK-SAME:    (%[[X:.*]]: tensor<1x2x5x6x6xf32>)
// CHECK-NOT:     tensor.pad
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%{{.*}} : tensor<1x2x3x3x2xf32>)
// CHECK:           %[[N:.*]] = linalg.index 0 : index
// CHECK:           %[[C:.*]] = linalg.index 1 : index
// CHECK:           scf.for %{{.*}} -> (i32, i32)
// CHECK:             %[[D:.*]] = arith.addi
// CHECK:             scf.for %{{.*}} -> (i32, i32)
// CHECK:               %[[H:.*]] = arith.addi
// CHECK:               scf.for %[[KW:[^ ]*]] = %{{.*}} -> (i32, i32)
// CHECK:                 %[[DW:.*]] = arith.muli %[[KW]], %c2
// CHECK:                 %[[W:.*]] = arith.addi %{{.*}}, %[[DW]] : index
// CHECK:                 tensor.extract %[[X]][%[[N]], %[[C]], %[[D]], %[[H]], %[[W]]] : tensor<1x2x5x6x6xf32>
// CHECK:                 arith.cmpi sgt
// CHECK-NOT:     arith.maximumf
// CHECK-NOT:     tensor.pad
// CHECK-LABEL: func.func @avg_pool3d_ndhwc
// CHECK: %[[S:.*]] = linalg.pooling_ndhwc_sum {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>}
// CHECK: %[[C:.*]] = arith.constant dense<{{.*}}> : tensor<2x2x2xf32>
// CHECK: linalg.generic {{.*}} ins(%[[S]], %[[C]] : tensor<1x2x2x2x3xf32>, tensor<2x2x2xf32>)
// CHECK: arith.divf
func.func @max_pool3d(%x: tensor<1x2x5x6x6xf32>) -> tensor<1x2x3x3x2xf32> {
  %0 = "nn.max_pool3d"(%x) {kernel = array<i64: 3, 3, 2>, strides = array<i64: 2, 2, 2>, dilations = array<i64: 1, 1, 2>, padding = array<i64: 1, 1, 0, 1, 1, 0>} : (tensor<1x2x5x6x6xf32>) -> tensor<1x2x3x3x2xf32>
  return %0 : tensor<1x2x3x3x2xf32>
}
func.func @avg_pool3d_ndhwc(%x: tensor<1x4x4x4x3xf32>) -> tensor<1x2x2x2x3xf32> {
  %0 = "nn.avg_pool3d"(%x) {kernel = array<i64: 2, 2, 2>, strides = array<i64: 2, 2, 2>, layout = "NDHWC"} : (tensor<1x4x4x4x3xf32>) -> tensor<1x2x2x2x3xf32>
  return %0 : tensor<1x2x2x2x3xf32>
}
