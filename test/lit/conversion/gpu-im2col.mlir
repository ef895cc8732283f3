// --nn-gpu-im2col (conversion/gpu/GpuIm2col.c): each f32 NCHW convolution
// accumulating into a zero fill, static, becomes a gather (im2col: its
// zero padding a bounds check on the tensor.pad's source) and a matmul
// contraction over reshapes, the filter broadcast along the images; a
// pointwise one (1x1, stride 1, no padding) needs no gather. 16-bit
// operands are gathered as they are and extended after the reshapes, the
// form nn-gpu-outline-matmuls hands cuBLASLt. Everything else is left alone.
// A second run changes nothing.
// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg --nn-gpu-im2col | FileCheck %s
// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg --nn-gpu-im2col > %t.once.mlir
// RUN: nn-opt %t.once.mlir --split-input-file --nn-gpu-im2col | FileCheck %s
// RUN: not nn-opt %s --nn-gpu-im2col=all=true 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'nn-gpu-im2col' has no option 'all'; it takes no options

// Padded (1 above and below, 2 left, 1 right), strides 2, dilations (1, 2):
// col[n, j, p] with j = (c, r, s), p = (oh, ow), split by division by
// constants, = x[n, c, 2oh + r - 1, 2ow + 2s - 2] inside x, else 0;
// y[n, k, p] = sum_j w[k, j] col[n, j, p].
// CHECK-DAG: #[[ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[W:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[Y:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @padded(
// CHECK-SAME: %[[X:.*]]: tensor<2x3x9x10xf32>, %[[F:.*]]: tensor<8x3x3x3xf32>)
// CHECK-NOT: tensor.pad
// CHECK: %[[GATHER:.*]] = linalg.generic {indexing_maps = [#[[ID3]]], iterator_types = ["parallel", "parallel", "parallel"]} outs(%{{.*}} : tensor<2x27x25xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[N:.*]] = linalg.index 0
// CHECK-NEXT: %[[J:.*]] = linalg.index 1
// CHECK-NEXT: %[[P:.*]] = linalg.index 2
// CHECK-NEXT: %[[NINE:.*]] = arith.constant 9 : index
// CHECK-NEXT: %[[C:.*]] = arith.divui %[[J]], %[[NINE]]
// CHECK-NEXT: arith.constant 3 : index
// CHECK-NEXT: %[[J3:.*]] = arith.divui %[[J]],
// CHECK-NEXT: arith.constant 3 : index
// CHECK-NEXT: %[[R:.*]] = arith.remui %[[J3]],
// CHECK-NEXT: arith.constant 3 : index
// CHECK-NEXT: %[[S:.*]] = arith.remui %[[J]],
// CHECK-NEXT: arith.constant 5 : index
// CHECK-NEXT: %[[OH:.*]] = arith.divui %[[P]],
// CHECK-NEXT: arith.constant 5 : index
// CHECK-NEXT: %[[OW:.*]] = arith.remui %[[P]],
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[OH2:.*]] = arith.muli %[[OH]], %[[TWO]]
// CHECK-NEXT: %[[H0:.*]] = arith.addi %[[OH2]], %[[R]]
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[H:.*]] = arith.subi %[[H0]], %[[ONE]]
// CHECK-NEXT: %[[NINE2:.*]] = arith.constant 9 : index
// CHECK-NEXT: %[[HIN:.*]] = arith.cmpi ult, %[[H]], %[[NINE2]]
// CHECK-NEXT: arith.constant 2 : index
// CHECK-NEXT: %[[OW2:.*]] = arith.muli %[[OW]],
// CHECK-NEXT: arith.constant 2 : index
// CHECK-NEXT: %[[S2:.*]] = arith.muli %[[S]],
// CHECK-NEXT: %[[W0:.*]] = arith.addi %[[OW2]], %[[S2]]
// CHECK-NEXT: %[[LEFT:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[WI:.*]] = arith.subi %[[W0]], %[[LEFT]]
// CHECK-NEXT: %[[TEN:.*]] = arith.constant 10 : index
// CHECK-NEXT: %[[WIN:.*]] = arith.cmpi ult, %[[WI]], %[[TEN]]
// CHECK-NEXT: %[[IN:.*]] = arith.andi %[[HIN]], %[[WIN]]
// CHECK: scf.if %[[IN]] -> (f32) {
// CHECK-NEXT: tensor.extract %[[X]][%[[N]], %[[C]], %[[H]], %[[WI]]] : tensor<2x3x9x10xf32>
// CHECK: } else {
// CHECK-NEXT: arith.constant 0.000000e+00 : f32
// CHECK: %[[WM:.*]] = tensor.reshape %[[F]](%{{.*}}) : (tensor<8x3x3x3xf32>, tensor<2xi64>) -> tensor<8x27xf32>
// CHECK: %[[ACC:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x8x25xf32>)
// CHECK: %[[PROD:.*]] = linalg.generic {indexing_maps = [#[[W]], #[[COL]], #[[Y]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[WM]], %[[GATHER]] : tensor<8x27xf32>, tensor<2x27x25xf32>) outs(%[[ACC]] : tensor<2x8x25xf32>)
// CHECK: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK: %[[OUT:.*]] = tensor.reshape %[[PROD]](%{{.*}}) : (tensor<2x8x25xf32>, tensor<4xi64>) -> tensor<2x8x5x5xf32>
// CHECK-NEXT: return %[[OUT]]
func.func @padded(%x: tensor<2x3x9x10xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<2x8x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 2] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x3x9x10xf32> to tensor<2x3x11x13xf32>
  %e = tensor.empty() : tensor<2x8x5x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<2x3x11x13xf32>, tensor<8x3x3x3xf32>) outs(%f : tensor<2x8x5x5xf32>) -> tensor<2x8x5x5xf32>
  return %c : tensor<2x8x5x5xf32>
}

// -----

// No padding: no bounds check, the taps read x directly.
// CHECK-LABEL: func.func @valid(
// CHECK-SAME: %[[X:.*]]: tensor<1x2x6x6xf32>
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<1x18x16xf32>)
// CHECK-NOT: scf.if
// CHECK: tensor.extract %[[X]]
// CHECK-NOT: scf.if
// CHECK: tensor.reshape
func.func @valid(%x: tensor<1x2x6x6xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x6x6xf32>, tensor<4x2x3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %c : tensor<1x4x4x4xf32>
}

// -----

// Pointwise: x is the matrix, reshaped; no gather.
// CHECK-LABEL: func.func @pointwise(
// CHECK-SAME: %[[X:.*]]: tensor<3x16x7x7xf32>, %[[F:.*]]: tensor<32x16x1x1xf32>)
// CHECK: %[[COL:.*]] = arith.constant dense<[3, 16, 49]> : tensor<3xi64>
// CHECK-NEXT: %[[XM:.*]] = tensor.reshape %[[X]](%[[COL]]) : (tensor<3x16x7x7xf32>, tensor<3xi64>) -> tensor<3x16x49xf32>
// CHECK-NEXT: %[[WS:.*]] = arith.constant dense<[32, 16]> : tensor<2xi64>
// CHECK-NEXT: %[[WM:.*]] = tensor.reshape %[[F]](%[[WS]]) : (tensor<32x16x1x1xf32>, tensor<2xi64>) -> tensor<32x16xf32>
// CHECK: linalg.generic {{.*}} ins(%[[WM]], %[[XM]] : tensor<32x16xf32>, tensor<3x16x49xf32>) outs(%{{.*}} : tensor<3x32x49xf32>)
// CHECK: tensor.reshape {{.*}} -> tensor<3x32x7x7xf32>
func.func @pointwise(%x: tensor<3x16x7x7xf32>, %w: tensor<32x16x1x1xf32>) -> tensor<3x32x7x7xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x32x7x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x32x7x7xf32>) -> tensor<3x32x7x7xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<3x16x7x7xf32>, tensor<32x16x1x1xf32>) outs(%f : tensor<3x32x7x7xf32>) -> tensor<3x32x7x7xf32>
  return %c : tensor<3x32x7x7xf32>
}

// -----

// f16 operands extended to f32 (nn's lowering of an f16 convolution): the
// gather reads and writes f16 (its padding an f16 zero), and the matrices
// are extended after the reshapes; the extensions of x and w go.
// CHECK-LABEL: func.func @half(
// CHECK-SAME: %[[X:.*]]: tensor<1x4x8x8xf16>, %[[F:.*]]: tensor<8x4x3x3xf16>)
// CHECK-NOT: tensor<1x4x8x8xf32>
// CHECK: %[[GATHER:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<1x36x64xf16>)
// CHECK: tensor.extract %[[X]]
// CHECK: arith.constant 0.000000e+00 : f16
// CHECK: %[[COL32:.*]] = linalg.generic {{.*}} ins(%[[GATHER]] : tensor<1x36x64xf16>) outs(%{{.*}} : tensor<1x36x64xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.extf
// CHECK: %[[WM:.*]] = tensor.reshape %[[F]]({{.*}}) -> tensor<8x36xf16>
// CHECK: %[[W32:.*]] = linalg.generic {{.*}} ins(%[[WM]] : tensor<8x36xf16>) outs(%{{.*}} : tensor<8x36xf32>)
// CHECK: %[[MM:.*]] = linalg.generic {{.*}} ins(%[[W32]], %[[COL32]] : tensor<8x36xf32>, tensor<1x36x64xf32>) outs(%{{.*}} : tensor<1x8x64xf32>)
// The rounding to f16, rebuilt over the product's [1, 8, 64]: the epilogue
// the outlining pass fuses.
// CHECK: %[[ROUND:.*]] = linalg.generic {{.*}} ins(%[[MM]] : tensor<1x8x64xf32>) outs(%{{.*}} : tensor<1x8x64xf16>)
// CHECK: arith.truncf
// CHECK: tensor.reshape %[[ROUND]]({{.*}}) -> tensor<1x8x8x8xf16>
func.func @half(%x: tensor<1x4x8x8xf16>, %w: tensor<8x4x3x3xf16>) -> tensor<1x8x8x8xf16> {
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x4x8x8xf16>, tensor<8x4x3x3xf16>) -> tensor<1x8x8x8xf16>
  return %0 : tensor<1x8x8x8xf16>
}

// -----

// NHWC: col[i, j], i = (n, oh, ow), j = (r, s, c): one matmul over the 18
// pixels of both
// images (linalg.matmul, the filter HWCF reshaped to [27, 8]). The
// epilogue (bias along C, residual, relu) is rebuilt over the product's
// [18, 8], its residual reshaped, its body moved as it was: the matmul's
// only user, which nn-gpu-outline-matmuls fuses into the call.
// CHECK-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[COLS:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @nhwc(
// CHECK-SAME: %[[X:.*]]: tensor<2x6x5x3xf32>, %[[F:.*]]: tensor<3x3x3x8xf32>, %[[B:.*]]: tensor<8xf32>, %[[RES:.*]]: tensor<2x3x3x8xf32>)
// CHECK: %[[GATHER:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<18x27xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[I:.*]] = linalg.index 0
// CHECK-NEXT: %[[J:.*]] = linalg.index 1
// CHECK-NEXT: arith.constant 9 : index
// CHECK-NEXT: %[[N:.*]] = arith.divui %[[I]],
// CHECK: %[[C:.*]] = arith.remui %[[J]],
// CHECK: scf.if
// CHECK-NEXT: tensor.extract %[[X]][%[[N]], %{{.*}}, %{{.*}}, %[[C]]] : tensor<2x6x5x3xf32>
// CHECK: %[[WM:.*]] = tensor.reshape %[[F]]({{.*}}) -> tensor<27x8xf32>
// CHECK: %[[ACC:.*]] = linalg.fill {{.*}} -> tensor<18x8xf32>
// CHECK: %[[MM:.*]] = linalg.matmul ins(%[[GATHER]], %[[WM]] : tensor<18x27xf32>, tensor<27x8xf32>) outs(%[[ACC]] : tensor<18x8xf32>)
// CHECK: %[[R2:.*]] = tensor.reshape %[[RES]]({{.*}}) -> tensor<18x8xf32>
// CHECK: %[[EPI:.*]] = linalg.generic {indexing_maps = [#[[ID2]], #[[COLS]], #[[ID2]], #[[ID2]]], iterator_types = ["parallel", "parallel"]} ins(%[[MM]], %[[B]], %[[R2]] : tensor<18x8xf32>, tensor<8xf32>, tensor<18x8xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[BI:.*]]: f32, %[[RI:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[S1:.*]] = arith.addf %[[IN]], %[[BI]]
// CHECK-NEXT: %[[S2:.*]] = arith.addf %[[S1]], %[[RI]]
// CHECK-NEXT: %[[RELU:.*]] = arith.maximumf %[[S2]]
// CHECK-NEXT: linalg.yield %[[RELU]]
// CHECK: %[[OUT:.*]] = tensor.reshape %[[EPI]]({{.*}}) -> tensor<2x3x3x8xf32>
// CHECK-NEXT: return %[[OUT]]
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#c = affine_map<(d0, d1, d2, d3) -> (d3)>
func.func @nhwc(%x: tensor<2x6x5x3xf32>, %w: tensor<3x3x3x8xf32>, %b: tensor<8xf32>, %r: tensor<2x3x3x8xf32>) -> tensor<2x3x3x8xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 0, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x6x5x3xf32> to tensor<2x7x7x3xf32>
  %e = tensor.empty() : tensor<2x3x3x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x3x8xf32>) -> tensor<2x3x3x8xf32>
  %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<2x7x7x3xf32>, tensor<3x3x3x8xf32>) outs(%f : tensor<2x3x3x8xf32>) -> tensor<2x3x3x8xf32>
  %e2 = tensor.empty() : tensor<2x3x3x8xf32>
  %out = linalg.generic {indexing_maps = [#id, #c, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y, %b, %r : tensor<2x3x3x8xf32>, tensor<8xf32>, tensor<2x3x3x8xf32>) outs(%e2 : tensor<2x3x3x8xf32>) {
  ^bb0(%in: f32, %bias: f32, %res: f32, %o: f32):
    %0 = arith.addf %in, %bias : f32
    %1 = arith.addf %0, %res : f32
    %2 = arith.maximumf %1, %zero : f32
    linalg.yield %2 : f32
  } -> tensor<2x3x3x8xf32>
  return %out : tensor<2x3x3x8xf32>
}

// -----

// An epilogue that reads along another dim (a vector along H) or asks for
// its indices stays 4-D, reading the product's reshape.
// CHECK-LABEL: func.func @nhwc_other_epilogue(
// CHECK: %[[MM:.*]] = linalg.matmul
// CHECK: %[[Y:.*]] = tensor.reshape %[[MM]]({{.*}}) -> tensor<1x4x4x8xf32>
// CHECK: linalg.generic {{.*}} ins(%[[Y]], %{{.*}} : tensor<1x4x4x8xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<1x4x4x8xf32>)
// CHECK-LABEL: func.func @nhwc_index_epilogue(
// CHECK: %[[MM:.*]] = linalg.matmul
// CHECK: %[[Y:.*]] = tensor.reshape %[[MM]]({{.*}}) -> tensor<1x4x4x8xf32>
// CHECK: linalg.generic {{.*}} ins(%[[Y]] : tensor<1x4x4x8xf32>) outs(%{{.*}} : tensor<1x4x4x8xf32>)
// CHECK: linalg.index
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#h = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @nhwc_other_epilogue(%x: tensor<1x4x4x3xf32>, %w: tensor<1x1x3x8xf32>, %v: tensor<4xf32>) -> tensor<1x4x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x4x4x3xf32>, tensor<1x1x3x8xf32>) outs(%f : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %e2 = tensor.empty() : tensor<1x4x4x8xf32>
  %out = linalg.generic {indexing_maps = [#id, #h, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y, %v : tensor<1x4x4x8xf32>, tensor<4xf32>) outs(%e2 : tensor<1x4x4x8xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x4x8xf32>
  return %out : tensor<1x4x4x8xf32>
}
func.func @nhwc_index_epilogue(%x: tensor<1x4x4x3xf32>, %w: tensor<1x1x3x8xf32>) -> tensor<1x4x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %y = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x4x4x3xf32>, tensor<1x1x3x8xf32>) outs(%f : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %e2 = tensor.empty() : tensor<1x4x4x8xf32>
  %out = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y : tensor<1x4x4x8xf32>) outs(%e2 : tensor<1x4x4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    %cf = arith.sitofp %c : i64 to f32
    %0 = arith.mulf %in, %cf : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x4x8xf32>
  return %out : tensor<1x4x4x8xf32>
}

// -----

// A dynamic batch: the gather, the product and the reshapes sized from x
// at run time.
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME: %[[X:.*]]: tensor<?x2x6x6xf32>
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x2x6x6xf32>
// CHECK-NEXT: %[[COL:.*]] = tensor.empty(%[[N]]) : tensor<?x18x16xf32>
// CHECK: %[[GATHER:.*]] = linalg.generic {{.*}} outs(%[[COL]] : tensor<?x18x16xf32>)
// CHECK: %[[N2:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x2x6x6xf32>
// CHECK-NEXT: %[[ACC:.*]] = tensor.empty(%[[N2]]) : tensor<?x4x16xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[GATHER]] : tensor<4x18xf32>, tensor<?x18x16xf32>)
// CHECK: tensor.reshape {{.*}} -> tensor<?x4x4x4xf32>
func.func @dynamic(%x: tensor<?x2x6x6xf32>, %w: tensor<4x2x3x3xf32>, %n: index) -> tensor<?x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?x4x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x4x4x4xf32>) -> tensor<?x4x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<?x2x6x6xf32>, tensor<4x2x3x3xf32>) outs(%f : tensor<?x4x4x4xf32>) -> tensor<?x4x4x4xf32>
  return %c : tensor<?x4x4x4xf32>
}

// -----

// Left alone: an init that is not a zero fill (it accumulates onto %acc),
// a grouped convolution, integers, a dynamic size other than the batch.
// CHECK-LABEL: func.func @accumulates(
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-LABEL: func.func @grouped(
// CHECK: linalg.conv_2d_ngchw_gfchw
// CHECK-LABEL: func.func @integers(
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-LABEL: func.func @dynamic_height(
// CHECK: linalg.conv_2d_nchw_fchw
func.func @accumulates(%x: tensor<1x2x6x6xf32>, %w: tensor<4x2x3x3xf32>, %acc: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x6x6xf32>, tensor<4x2x3x3xf32>) outs(%acc : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %c : tensor<1x4x4x4xf32>
}
func.func @grouped(%x: tensor<1x2x2x6x6xf32>, %w: tensor<2x4x2x3x3xf32>) -> tensor<1x2x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x4x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32>
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x2x6x6xf32>, tensor<2x4x2x3x3xf32>) outs(%f : tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32>
  return %c : tensor<1x2x4x4x4xf32>
}
func.func @integers(%x: tensor<1x2x6x6xi32>, %w: tensor<4x2x3x3xi32>) -> tensor<1x4x4x4xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x4x4x4xi32>
  %f = linalg.fill ins(%zero : i32) outs(%e : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x6x6xi32>, tensor<4x2x3x3xi32>) outs(%f : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
  return %c : tensor<1x4x4x4xi32>
}
func.func @dynamic_height(%x: tensor<1x2x?x6xf32>, %w: tensor<4x2x3x3xf32>, %h: index) -> tensor<1x4x?x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%h) : tensor<1x4x?x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x?x4xf32>) -> tensor<1x4x?x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x?x6xf32>, tensor<4x2x3x3xf32>) outs(%f : tensor<1x4x?x4xf32>) -> tensor<1x4x?x4xf32>
  return %c : tensor<1x4x?x4xf32>
}
