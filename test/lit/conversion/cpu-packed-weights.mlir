// --nn-cpu-ukernels packs a matmul's constant weight at compile time into
// the panels the ukernel reads (conversion/cpu/PackedWeights.c): a new
// constant global, read by nn_ukernel_matmul_packed_f32 with the block's
// row and column in the weight; the weight's own global goes when nothing
// else reads it. Panels of 4 columns here, so that the blobs stay short.
// Convolution weights: padded rows (NCHW) and panels (NHWC), at the end.
// RUN: nn-opt %s --split-input-file --nn-cpu-ukernels="panel-width=4" --canonicalize | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-cpu-ukernels="panel-width=4" --canonicalize --nn-cpu-ukernels="panel-width=4" --canonicalize | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-cpu-ukernels="pack-weights=false" | FileCheck %s --check-prefix=OFF

// A column tile of a 2x3 weight: panel 0 holds its 3 columns and a zero
// column, row by row; the call reads the tile at row 0, column %j.
// CHECK-LABEL: module
// CHECK-NOT: memref.global "private" constant @w :
// CHECK: memref.global "private" constant @w_packed : memref<8xf32> = dense_resource<[[BLOB:.*]]> {alignment = 64 : i64}
// CHECK-NOT: memref.global "private" constant @w :
// CHECK-LABEL: func.func @tile
// CHECK-SAME: %[[J:[a-z0-9]+]]: index)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i64
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i64
// CHECK: %[[J64:.*]] = arith.index_cast %[[J]] : index to i64
// CHECK: %[[G:.*]] = memref.get_global @w_packed : memref<8xf32>
// CHECK: %[[I:.*]] = memref.extract_aligned_pointer_as_index %[[G]]
// CHECK: %[[X:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK: %[[P:.*]] = llvm.inttoptr %[[X]]
// CHECK: call @nn_ukernel_matmul_packed_f32(%{{.*}}, %{{.*}}, %{{.*}}, %[[P]], %[[C4]], %[[C2]], %[[C0]], %[[J64]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[C2]], %[[C2]], %{{.*}})
// CHECK-NOT: linalg.matmul
// CHECK: [[BLOB]]: "0x400000000000803F000000400000404000000000000080400000A0400000C04000000000"
// OFF-LABEL: func.func @tile
// OFF: memref.get_global @w
// OFF: call @nn_ukernel_matmul_f32(
memref.global "private" constant @w : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
func.func @tile(%a: memref<4x2xf32>, %c: memref<4x2xf32>, %j: index) {
  %w = memref.get_global @w : memref<2x3xf32>
  %t = memref.subview %w[0, %j] [2, 2] [1, 1] : memref<2x3xf32> to memref<2x2xf32, strided<[3, 1], offset: ?>>
  linalg.matmul ins(%a, %t : memref<4x2xf32>, memref<2x2xf32, strided<[3, 1], offset: ?>>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// A transposed weight (B = W^T, K along W's columns) is packed transposed:
// the same panels as above. A row tile: the call reads row %k.
// CHECK-LABEL: module
// CHECK: memref.global "private" constant @wt_packed : memref<8xf32> = dense_resource<[[BLOB:.*]]>
// CHECK-LABEL: func.func @transposed
// CHECK-SAME: %[[K:[a-z0-9]+]]: index)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i64
// CHECK: %[[K64:.*]] = arith.index_cast %[[K]] : index to i64
// CHECK: call @nn_ukernel_matmul_packed_f32(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[K64]], %[[C0]],
// CHECK: [[BLOB]]: "0x400000000000803F000000400000404000000000000080400000A0400000C04000000000"
memref.global "private" constant @wt : memref<3x2xf32> = dense<[[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]>
func.func @transposed(%a: memref<4x1xf32>, %c: memref<4x3xf32>, %k: index) {
  %w = memref.get_global @wt : memref<3x2xf32>
  %t = memref.subview %w[0, %k] [3, 1] [1, 1] : memref<3x2xf32> to memref<3x1xf32, strided<[2, 1], offset: ?>>
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
    ins(%a, %t : memref<4x1xf32>, memref<3x1xf32, strided<[2, 1], offset: ?>>) outs(%c : memref<4x3xf32>)
  return
}

// -----

// A weight that every call passes a private function (an nn.fused
// function's argument): packed, and the argument, the calls' operand, the
// caller's get_global and the weight's global all go.
// CHECK-LABEL: module
// CHECK-NOT: @w :
// CHECK: memref.global "private" constant @w_packed : memref<8xf32>
// CHECK-NOT: @w :
// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[A:.*]]: memref<4x2xf32>, %[[C:.*]]: memref<4x3xf32>)
// CHECK-NOT: memref.get_global
// CHECK: call @fused(%[[A]], %[[C]]) : (memref<4x2xf32>, memref<4x3xf32>) -> ()
// CHECK-NEXT: call @fused(%[[A]], %[[C]]) : (memref<4x2xf32>, memref<4x3xf32>) -> ()
// CHECK-LABEL: func.func private @fused
// CHECK-SAME: (%{{.*}}: memref<4x2xf32>, %{{.*}}: memref<4x3xf32>)
// CHECK: memref.get_global @w_packed
// CHECK: call @nn_ukernel_matmul_packed_f32(
memref.global "private" constant @w : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
func.func @caller(%a: memref<4x2xf32>, %c: memref<4x3xf32>) {
  %w = memref.get_global @w : memref<2x3xf32>
  call @fused(%a, %w, %c) : (memref<4x2xf32>, memref<2x3xf32>, memref<4x3xf32>) -> ()
  call @fused(%a, %w, %c) : (memref<4x2xf32>, memref<2x3xf32>, memref<4x3xf32>) -> ()
  return
}
func.func private @fused(%a: memref<4x2xf32>, %w: memref<2x3xf32>, %c: memref<4x3xf32>) {
  linalg.matmul ins(%a, %w : memref<4x2xf32>, memref<2x3xf32>) outs(%c : memref<4x3xf32>)
  return
}

// -----

// Two matmuls of one weight share its packing; a weight also read by
// another op keeps its own global.
// CHECK-LABEL: module
// CHECK: memref.global "private" constant @w_packed : memref<8xf32>
// CHECK-NOT: @w_packed_
// CHECK: memref.global "private" constant @w : memref<2x3xf32>
// CHECK-LABEL: func.func @shared
// CHECK: call @nn_ukernel_matmul_packed_f32(
// CHECK: call @nn_ukernel_matmul_packed_f32(
// CHECK: memref.copy
memref.global "private" constant @w : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
func.func @shared(%a: memref<4x2xf32>, %c: memref<4x3xf32>, %d: memref<4x3xf32>, %e: memref<2x3xf32>) {
  %w = memref.get_global @w : memref<2x3xf32>
  linalg.matmul ins(%a, %w : memref<4x2xf32>, memref<2x3xf32>) outs(%c : memref<4x3xf32>)
  linalg.matmul ins(%a, %w : memref<4x2xf32>, memref<2x3xf32>) outs(%d : memref<4x3xf32>)
  memref.copy %w, %e : memref<2x3xf32> to memref<2x3xf32>
  return
}

// -----

// Not weights: a public function's argument (its callers are unknown), a
// private function's argument that its calls fill with different weights,
// a global that is not constant, and a weight read with a stride.
// CHECK-LABEL: module
// CHECK-NOT: _packed
// CHECK-LABEL: func.func @public
// CHECK: call @nn_ukernel_matmul_f32(
// CHECK-LABEL: func.func private @mixed
// CHECK: call @nn_ukernel_matmul_f32(
// CHECK-LABEL: func.func @mutable
// CHECK: call @nn_ukernel_matmul_f32(
// CHECK-LABEL: func.func @strided
// CHECK: call @nn_ukernel_matmul_f32(
// CHECK-NOT: nn_ukernel_matmul_packed_f32
memref.global "private" constant @w1 : memref<2x3xf32> = dense<1.0>
memref.global "private" constant @w2 : memref<2x3xf32> = dense<2.0>
memref.global "private" @v : memref<2x3xf32> = dense<3.0>
memref.global "private" constant @w4 : memref<4x3xf32> = dense<4.0>
func.func @public(%a: memref<4x2xf32>, %w: memref<2x3xf32>, %c: memref<4x3xf32>) {
  linalg.matmul ins(%a, %w : memref<4x2xf32>, memref<2x3xf32>) outs(%c : memref<4x3xf32>)
  return
}
func.func @callers(%a: memref<4x2xf32>, %c: memref<4x3xf32>) {
  %w1 = memref.get_global @w1 : memref<2x3xf32>
  %w2 = memref.get_global @w2 : memref<2x3xf32>
  call @mixed(%a, %w1, %c) : (memref<4x2xf32>, memref<2x3xf32>, memref<4x3xf32>) -> ()
  call @mixed(%a, %w2, %c) : (memref<4x2xf32>, memref<2x3xf32>, memref<4x3xf32>) -> ()
  return
}
func.func private @mixed(%a: memref<4x2xf32>, %w: memref<2x3xf32>, %c: memref<4x3xf32>) {
  linalg.matmul ins(%a, %w : memref<4x2xf32>, memref<2x3xf32>) outs(%c : memref<4x3xf32>)
  return
}
func.func @mutable(%a: memref<4x2xf32>, %c: memref<4x3xf32>) {
  %v = memref.get_global @v : memref<2x3xf32>
  linalg.matmul ins(%a, %v : memref<4x2xf32>, memref<2x3xf32>) outs(%c : memref<4x3xf32>)
  return
}
func.func @strided(%a: memref<4x2xf32>, %c: memref<4x3xf32>) {
  %w = memref.get_global @w4 : memref<4x3xf32>
  %t = memref.subview %w[0, 0] [2, 3] [2, 1] : memref<4x3xf32> to memref<2x3xf32, strided<[6, 1]>>
  linalg.matmul ins(%a, %t : memref<4x2xf32>, memref<2x3xf32, strided<[6, 1]>>) outs(%c : memref<4x3xf32>)
  return
}

// -----

// A convolution's weight read in place as the GEMM's A, whose rows (C * KH
// * KW = 1024 floats, 4 KiB) the ukernel would pack on every call: laid out
// with rows 1040 floats apart, the tile at row %f; the weight goes.
// CHECK-LABEL: module
// CHECK-NOT: @cw :
// CHECK: memref.global "private" constant @cw_padded : memref<8320xf32> = dense_resource<
// CHECK-NOT: @cw :
// CHECK-LABEL: func.func @conv_rows
// CHECK-SAME: %[[F:[a-z0-9]+]]: index)
// CHECK-DAG: %[[C1040:.*]] = arith.constant 1040 : i64
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i64
// CHECK-DAG: %[[ROW:.*]] = arith.constant 4160 : index
// CHECK: %[[G:.*]] = memref.get_global @cw_padded : memref<8320xf32>
// CHECK: %[[I:.*]] = memref.extract_aligned_pointer_as_index %[[G]]
// CHECK: %[[SHIFT:.*]] = arith.muli %[[F]], %[[ROW]] : index
// CHECK: %[[AT:.*]] = arith.addi %[[I]], %[[SHIFT]] : index
// CHECK: %[[X:.*]] = arith.index_cast %[[AT]] : index to i64
// CHECK: %[[P:.*]] = llvm.inttoptr %[[X]]
// CHECK: call @nn_ukernel_conv2d_f32(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[P]], %[[C1040]], %[[C1]], %[[C1]], %[[C1]],
// OFF-LABEL: func.func @conv_rows
// OFF: memref.get_global @cw :
memref.global "private" constant @cw : memref<8x1024x1x1xf32> = dense<1.0>
func.func @conv_rows(%x: memref<1x1024x2x2xf32>, %y: memref<1x4x2x2xf32>, %f: index) {
  %w = memref.get_global @cw : memref<8x1024x1x1xf32>
  %t = memref.subview %w[%f, 0, 0, 0] [4, 1024, 1, 1] [1, 1, 1, 1] : memref<8x1024x1x1xf32> to memref<4x1024x1x1xf32, strided<[1024, 1, 1, 1], offset: ?>>
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %t : memref<1x1024x2x2xf32>, memref<4x1024x1x1xf32, strided<[1024, 1, 1, 1], offset: ?>>) outs(%y : memref<1x4x2x2xf32>)
  return
}

// -----

// Rows the ukernel reads in place already (C * KH * KW = 576) stay as
// they are.
// CHECK-LABEL: module
// CHECK-NOT: _padded
// CHECK: memref.global "private" constant @cw
// CHECK-LABEL: func.func @conv_kept
// CHECK: memref.get_global @cw
// CHECK: call @nn_ukernel_conv2d_f32(
memref.global "private" constant @cw : memref<4x64x3x3xf32> = dense<1.0>
func.func @conv_kept(%x: memref<1x64x4x4xf32>, %y: memref<1x4x2x2xf32>) {
  %w = memref.get_global @cw : memref<4x64x3x3xf32>
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x64x4x4xf32>, memref<4x64x3x3xf32>) outs(%y : memref<1x4x2x2xf32>)
  return
}

// -----

// An NHWC convolution's HWCF weight is the GEMM's B, K = (h, w, c) by F:
// packed into panels as a matmul's (K = 1 * 2 * 2 rows of 3 channels and
// a zero), read by nn_ukernel_conv2d_packed_f32 with the panels' width and
// depth, K's origin 0 and the tile's first channel %f; the weight goes.
// CHECK-LABEL: module
// CHECK-NOT: @hw :
// CHECK: memref.global "private" constant @hw_packed : memref<16xf32> = dense_resource<[[BLOB:.*]]> {alignment = 64 : i64}
// CHECK-NOT: @hw :
// CHECK-LABEL: func.func @conv_nhwc
// CHECK-SAME: %[[F:[a-z0-9]+]]: index)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i64
// CHECK: %[[G:.*]] = memref.get_global @hw_packed : memref<16xf32>
// CHECK: %[[I:.*]] = memref.extract_aligned_pointer_as_index %[[G]]
// CHECK: %[[X:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK: %[[P:.*]] = llvm.inttoptr %[[X]]
// CHECK: %[[F64:.*]] = arith.index_cast %[[F]] : index to i64
// CHECK: call @nn_ukernel_conv2d_packed_f32(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[P]], %[[C4]], %[[C4]], %[[C0]], %[[F64]],
// CHECK-NOT: linalg.conv
// CHECK: [[BLOB]]: "0x400000000000803F000000400000404000000000000080400000A0400000C040000000000000E04000000041000010410000000000002041000030410000404100000000"
// OFF-LABEL: func.func @conv_nhwc
// OFF: memref.get_global @hw :
// OFF: call @nn_ukernel_conv2d_f32(
memref.global "private" constant @hw : memref<1x2x2x3xf32> = dense<[[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[7.0, 8.0, 9.0], [10.0, 11.0, 12.0]]]]>
func.func @conv_nhwc(%x: memref<1x2x3x2xf32>, %y: memref<1x2x2x2xf32>, %f: index) {
  %w = memref.get_global @hw : memref<1x2x2x3xf32>
  %t = memref.subview %w[0, 0, 0, %f] [1, 2, 2, 2] [1, 1, 1, 1] : memref<1x2x2x3xf32> to memref<1x2x2x2xf32, strided<[12, 6, 3, 1], offset: ?>>
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %t : memref<1x2x3x2xf32>, memref<1x2x2x2xf32, strided<[12, 6, 3, 1], offset: ?>>) outs(%y : memref<1x2x2x2xf32>)
  return
}

// -----

// An NHWC convolution whose weight is not a constant (a public function's
// argument) keeps the unpacked call, its weight read where it lies.
// CHECK-LABEL: func.func @conv_nhwc_argument
// CHECK-NOT: nn_ukernel_conv2d_packed_f32
// CHECK: call @nn_ukernel_conv2d_f32(
// CHECK-NOT: nn_ukernel_conv2d_packed_f32
func.func @conv_nhwc_argument(%x: memref<1x2x3x2xf32>, %w: memref<1x2x2x2xf32>, %y: memref<1x2x2x2xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x2x3x2xf32>, memref<1x2x2x2xf32>) outs(%y : memref<1x2x2x2xf32>)
  return
}
