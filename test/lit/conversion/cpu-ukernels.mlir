// --nn-cpu-ukernels: f32 contractions on memrefs become ukernel calls with
// each operand's pointer and element strides; what it leaves alone; running
// it twice changes nothing more.
// RUN: nn-opt %s --split-input-file --nn-cpu-ukernels --canonicalize | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-cpu-ukernels --canonicalize --nn-cpu-ukernels --canonicalize | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-cpu-ukernels | FileCheck %s --check-prefix=DECL

// A matmul: (a, a's row and column strides, b, ..., c, ..., m, n, k,
// accumulate). The declarations come once per module, for the ukernels
// used.
// DECL-LABEL: module
// DECL-NEXT: func.func private @nn_ukernel_matmul_f32(!llvm.ptr, i64, i64, !llvm.ptr, i64, i64, !llvm.ptr, i64, i64, i64, i64, i64, i64)
// DECL-NEXT: func.func @matmul
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: memref<8x4xf32>, %[[B:.*]]: memref<4x16xf32>, %[[C:.*]]: memref<8x16xf32>)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i64
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i64
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : i64
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : i64
// CHECK: %[[BA:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %[[A]]
// CHECK: %[[IA:.*]] = memref.extract_aligned_pointer_as_index %[[BA]]
// CHECK: %[[XA:.*]] = arith.index_cast %[[IA]] : index to i64
// CHECK: %[[PA:.*]] = llvm.inttoptr %[[XA]] : i64 to !llvm.ptr
// CHECK: %[[PB:.*]] = llvm.inttoptr
// CHECK: %[[PC:.*]] = llvm.inttoptr
// CHECK: call @nn_ukernel_matmul_f32(%[[PA]], %[[C4]], %[[C1]], %[[PB]], %[[C16]], %[[C1]], %[[PC]], %[[C16]], %[[C1]], %[[C8]], %[[C16]], %[[C4]], %[[C1]])
// CHECK-NOT: linalg.matmul
func.func @matmul(%a: memref<8x4xf32>, %b: memref<4x16xf32>, %c: memref<8x16xf32>) {
  linalg.matmul ins(%a, %b : memref<8x4xf32>, memref<4x16xf32>) outs(%c : memref<8x16xf32>)
  return
}

// -----

// A tile of a bigger matrix: its offset moves the pointer, its strides are
// the parent's.
// CHECK-LABEL: func.func @subview
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : i64
// CHECK: %[[BA:.*]], %[[OFF:.*]], %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %{{.*}} : memref<4x4xf32, strided<[64, 1], offset: ?>>
// CHECK: %[[IA:.*]] = memref.extract_aligned_pointer_as_index %[[BA]]
// CHECK: %[[BYTES:.*]] = arith.muli %[[OFF]], %{{.*}} : index
// CHECK: %[[ADDR:.*]] = arith.addi %[[IA]], %[[BYTES]] : index
// CHECK: %[[XA:.*]] = arith.index_cast %[[ADDR]]
// CHECK: %[[PA:.*]] = llvm.inttoptr %[[XA]]
// CHECK: call @nn_ukernel_matmul_f32(%[[PA]], %[[C64]],
func.func @subview(%a: memref<64x64xf32>, %b: memref<4x4xf32>, %c: memref<4x4xf32>, %i: index) {
  %t = memref.subview %a[%i, %i] [4, 4] [1, 1] : memref<64x64xf32> to memref<4x4xf32, strided<[64, 1], offset: ?>>
  linalg.matmul ins(%t, %b : memref<4x4xf32, strided<[64, 1], offset: ?>>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  return
}

// -----

// A batch matmul: one call per batch index, each operand advanced by its
// batch stride (elements 32, 64, 128; bytes 128, 256, 512).
// CHECK-LABEL: func.func @batch
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK-DAG: %[[C512:.*]] = arith.constant 512 : index
// CHECK: scf.for %[[I:.*]] = %[[C0]] to %[[C2]]
// CHECK: arith.muli %[[I]], %[[C128]]
// CHECK: arith.muli %[[I]], %[[C256]]
// CHECK: arith.muli %[[I]], %[[C512]]
// CHECK: func.call @nn_ukernel_matmul_f32(
// CHECK-NEXT: }
func.func @batch(%a: memref<2x8x4xf32>, %b: memref<2x4x16xf32>, %c: memref<2x8x16xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x8x4xf32>, memref<2x4x16xf32>) outs(%c : memref<2x8x16xf32>)
  return
}

// -----

// A contraction written as a linalg.generic: a broadcast batch (the right
// operand has none: it does not move in the loop) and a transposed right
// operand (its k stride is 1, its n stride 4).
// CHECK-LABEL: func.func @broadcast_transposed
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i64
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i64
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[C3]]
// CHECK: llvm.inttoptr
// CHECK: %[[PB:.*]] = llvm.inttoptr
// CHECK: func.call @nn_ukernel_matmul_f32(%{{.*}}, %[[C4]], %[[C1]], %[[PB]], %[[C1]], %[[C4]],
// CHECK-NOT: linalg.generic
#lhs = affine_map<(b, m, n, k) -> (b, m, k)>
#rhsT = affine_map<(b, m, n, k) -> (n, k)>
#out = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @broadcast_transposed(%a: memref<3x8x4xf32>, %b: memref<16x4xf32>, %c: memref<3x8x16xf32>) {
  linalg.generic {indexing_maps = [#lhs, #rhsT, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : memref<3x8x4xf32>, memref<16x4xf32>) outs(%c : memref<3x8x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Rows in two loops, the inner one of extent 1 (a [sequence, batch, hidden]
// activation): the kernel's m is the loop of 4, not the unit one, so it is
// one call of 4 rows rather than 4 calls of one.
// CHECK-LABEL: func.func @unit_rows
// CHECK-NOT: scf.for
// CHECK: call @nn_ukernel_matmul_f32(%{{.*}}, %c8_i64, %c1_i64, %{{.*}}, %c16_i64, %c1_i64, %{{.*}}, %c16_i64, %c1_i64, %c4_i64, %c16_i64, %c8_i64, %c1_i64)
#sbk = affine_map<(s, b, n, k) -> (s, b, k)>
#kn4 = affine_map<(s, b, n, k) -> (k, n)>
#sbn = affine_map<(s, b, n, k) -> (s, b, n)>
func.func @unit_rows(%a: memref<4x1x8xf32>, %b: memref<8x16xf32>, %c: memref<4x1x16xf32>) {
  linalg.generic {indexing_maps = [#sbk, #kn4, #sbn], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : memref<4x1x8xf32>, memref<8x16xf32>) outs(%c : memref<4x1x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A matrix-vector product: no column loop, so n = 1 with zero strides.
// CHECK-LABEL: func.func @matvec
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i64
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i64
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : i64
// CHECK: call @nn_ukernel_matmul_f32(%{{.*}}, %[[C4]], %[[C1]], %{{.*}}, %[[C1]], %[[C0]], %{{.*}}, %[[C1]], %[[C0]], %[[C8]], %[[C1]], %[[C4]], %[[C1]])
#mk = affine_map<(m, k) -> (m, k)>
#k = affine_map<(m, k) -> (k)>
#m = affine_map<(m, k) -> (m)>
func.func @matvec(%a: memref<8x4xf32>, %v: memref<4xf32>, %y: memref<8xf32>) {
  linalg.generic {indexing_maps = [#mk, #k, #m], iterator_types = ["parallel", "reduction"]} ins(%a, %v : memref<8x4xf32>, memref<4xf32>) outs(%y : memref<8xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %p = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Convolutions: one call, strides per logical dim. NCHW input (300, 100,
// 10, 1), FCHW weight (27, 9, 3, 1), output (128, 16, 4, 1); sizes n = 1,
// f = 8, 4x4 outputs, c = 3, 3x3 kernel; stride 2, dilation 1.
// CHECK-LABEL: func.func @conv_nchw
// CHECK: call @nn_ukernel_conv2d_f32(%{{.*}}, %c300_i64, %c100_i64, %c10_i64, %c1_i64, %{{.*}}, %c27_i64, %c9_i64, %c3_i64, %c1_i64, %{{.*}}, %c128_i64, %c16_i64, %c4_i64, %c1_i64, %c1_i64, %c8_i64, %c4_i64, %c4_i64, %c3_i64, %c3_i64, %c3_i64, %c2_i64, %c2_i64, %c1_i64, %c1_i64, %{{.*}}, %c0_i64, %{{.*}}, %{{.*}}, %c1_i64)
func.func @conv_nchw(%x: memref<1x3x10x10xf32>, %w: memref<8x3x3x3xf32>, %y: memref<1x8x4x4xf32>) {
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : memref<1x3x10x10xf32>, memref<8x3x3x3xf32>) outs(%y : memref<1x8x4x4xf32>)
  return
}

// -----

// NHWC input (300, 1, 30, 3), HWCF weight (1, 8, 72, 24), output (384, 1,
// 64, 8); dilation 2 along h.
// CHECK-LABEL: func.func @conv_nhwc
// CHECK: call @nn_ukernel_conv2d_f32(%{{.*}}, %c300_i64, %c1_i64, %c30_i64, %c3_i64, %{{.*}}, %c1_i64, %c8_i64, %c72_i64, %c24_i64, %{{.*}}, %c384_i64, %c1_i64, %c64_i64, %c8_i64, %c1_i64, %c8_i64, %c6_i64, %c8_i64, %c3_i64, %c3_i64, %c3_i64, %c1_i64, %c1_i64, %c2_i64, %c1_i64, %{{.*}}, %c0_i64, %{{.*}}, %{{.*}}, %c1_i64)
func.func @conv_nhwc(%x: memref<1x10x10x3xf32>, %w: memref<3x3x3x8xf32>, %y: memref<1x6x8x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%y : memref<1x6x8x8xf32>)
  return
}

// -----

// Depthwise, NHWC with an HWC weight: the weight's strides are given as
// (c, h, w) = (1, 9, 3).
// CHECK-LABEL: func.func @depthwise_nhwc
// CHECK: call @nn_ukernel_depthwise_conv2d_f32(%{{.*}}, %c300_i64, %c1_i64, %c30_i64, %c3_i64, %{{.*}}, %c1_i64, %c9_i64, %c3_i64, %{{.*}}, %c192_i64, %c1_i64, %c24_i64, %c3_i64, %c1_i64, %c3_i64, %c8_i64, %c8_i64, %c3_i64, %c3_i64, %c1_i64, %c1_i64, %c1_i64, %c1_i64, %c0_i64, %c0_i64, %c10_i64, %c10_i64, %{{.*}}, %c0_i64, %{{.*}}, %{{.*}}, %c1_i64)
func.func @depthwise_nhwc(%x: memref<1x10x10x3xf32>, %w: memref<3x3x3xf32>, %y: memref<1x8x8x3xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : memref<1x10x10x3xf32>, memref<3x3x3xf32>) outs(%y : memref<1x8x8x3xf32>)
  return
}

// -----

// A padded input built in the tile (tensor.pad bufferized: a buffer filled
// with +0.0, the source copied into its interior) is read in place: the call
// takes the source, the top and left pads and the source's H and W; the
// buffer, its fill, the copy and the dealloc go.
// CHECK-LABEL: func.func @depthwise_padded
// CHECK-SAME: (%[[X:.*]]: memref<1x3x8x8xf32>, %{{.*}}: memref<3x3x3xf32>, %{{.*}}: memref<1x3x7x8xf32>)
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.copy
// CHECK: memref.extract_strided_metadata %[[X]]
// CHECK: call @nn_ukernel_depthwise_conv2d_f32(%{{.*}}, %c192_i64, %c64_i64, %c8_i64, %c1_i64, %{{.*}}, %c9_i64, %c3_i64, %c1_i64, %{{.*}}, %c168_i64, %c56_i64, %c8_i64, %c1_i64, %c1_i64, %c3_i64, %c7_i64, %c8_i64, %c3_i64, %c3_i64, %c1_i64, %c1_i64, %c1_i64, %c1_i64, %c2_i64, %c1_i64, %c8_i64, %c8_i64, %{{.*}}, %c0_i64, %{{.*}}, %{{.*}}, %c1_i64)
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @depthwise_padded(%x: memref<1x3x8x8xf32>, %w: memref<3x3x3xf32>, %y: memref<1x3x7x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = memref.alloc() : memref<1x3x11x10xf32>
  linalg.map outs(%p : memref<1x3x11x10xf32>) (%init: f32) {
    linalg.yield %zero : f32
  }
  %in = memref.subview %p[0, 0, 2, 1] [1, 3, 8, 8] [1, 1, 1, 1] : memref<1x3x11x10xf32> to memref<1x3x8x8xf32, strided<[330, 110, 10, 1], offset: 21>>
  memref.copy %x, %in : memref<1x3x8x8xf32> to memref<1x3x8x8xf32, strided<[330, 110, 10, 1], offset: 21>>
  linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : memref<1x3x11x10xf32>, memref<3x3x3xf32>) outs(%y : memref<1x3x7x8xf32>)
  memref.dealloc %p : memref<1x3x11x10xf32>
  return
}

// -----

// Padding that is not zeros, a padded buffer read by something else too,
// a copy after the convolution and a fill after the copy keep the buffer:
// the call reads it.
// CHECK-LABEL: func.func @depthwise_padded_kept
// CHECK-COUNT-4: memref.alloc
// CHECK-COUNT-4: call @nn_ukernel_depthwise_conv2d_f32({{.*}}, %c0_i64, %c0_i64, %c10_i64, %c10_i64, %{{.*}}, %c0_i64, %{{.*}}, %{{.*}}, %c1_i64)
// CHECK: return
func.func @depthwise_padded_kept(%x: memref<1x3x8x8xf32>, %w: memref<3x3x3xf32>, %y: memref<1x3x8x8xf32>, %z: memref<1x3x10x10xf32>) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %p = memref.alloc() : memref<1x3x10x10xf32>
  %q = memref.alloc() : memref<1x3x10x10xf32>
  %r = memref.alloc() : memref<1x3x10x10xf32>
  %s = memref.alloc() : memref<1x3x10x10xf32>
  linalg.fill ins(%one : f32) outs(%p : memref<1x3x10x10xf32>)
  %in = memref.subview %p[0, 0, 1, 1] [1, 3, 8, 8] [1, 1, 1, 1] : memref<1x3x10x10xf32> to memref<1x3x8x8xf32, strided<[300, 100, 10, 1], offset: 11>>
  memref.copy %x, %in : memref<1x3x8x8xf32> to memref<1x3x8x8xf32, strided<[300, 100, 10, 1], offset: 11>>
  linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : memref<1x3x10x10xf32>, memref<3x3x3xf32>) outs(%y : memref<1x3x8x8xf32>)
  linalg.fill ins(%zero : f32) outs(%q : memref<1x3x10x10xf32>)
  %qin = memref.subview %q[0, 0, 1, 1] [1, 3, 8, 8] [1, 1, 1, 1] : memref<1x3x10x10xf32> to memref<1x3x8x8xf32, strided<[300, 100, 10, 1], offset: 11>>
  memref.copy %x, %qin : memref<1x3x8x8xf32> to memref<1x3x8x8xf32, strided<[300, 100, 10, 1], offset: 11>>
  linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%q, %w : memref<1x3x10x10xf32>, memref<3x3x3xf32>) outs(%y : memref<1x3x8x8xf32>)
  memref.copy %q, %z : memref<1x3x10x10xf32> to memref<1x3x10x10xf32>
  %rin = memref.subview %r[0, 0, 1, 1] [1, 3, 8, 8] [1, 1, 1, 1] : memref<1x3x10x10xf32> to memref<1x3x8x8xf32, strided<[300, 100, 10, 1], offset: 11>>
  linalg.fill ins(%zero : f32) outs(%r : memref<1x3x10x10xf32>)
  linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%r, %w : memref<1x3x10x10xf32>, memref<3x3x3xf32>) outs(%y : memref<1x3x8x8xf32>)
  memref.copy %x, %rin : memref<1x3x8x8xf32> to memref<1x3x8x8xf32, strided<[300, 100, 10, 1], offset: 11>>
  %sin = memref.subview %s[0, 0, 1, 1] [1, 3, 8, 8] [1, 1, 1, 1] : memref<1x3x10x10xf32> to memref<1x3x8x8xf32, strided<[300, 100, 10, 1], offset: 11>>
  memref.copy %x, %sin : memref<1x3x8x8xf32> to memref<1x3x8x8xf32, strided<[300, 100, 10, 1], offset: 11>>
  linalg.fill ins(%zero : f32) outs(%s : memref<1x3x10x10xf32>)
  linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%s, %w : memref<1x3x10x10xf32>, memref<3x3x3xf32>) outs(%y : memref<1x3x8x8xf32>)
  return
}

// -----

// A convolution's epilogue (a bias per output channel, then relu6) over
// the fresh, zero-filled buffer it wrote becomes the call's: the call writes
// the epilogue's destination with the bias pointer and stride and the
// bounds; the generic and the buffer go.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-LABEL: func.func @conv_epilogue
// CHECK-SAME: (%{{.*}}: memref<1x3x10x10xf32>, %{{.*}}: memref<4x3x3x3xf32>, %[[B:.*]]: memref<4xf32>, %[[Y:.*]]: memref<1x4x8x8xf32>)
// CHECK-DAG: %[[LO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant 6.000000e+00 : f32
// CHECK-NOT: memref.alloc
// CHECK-NOT: linalg.
// CHECK: memref.extract_strided_metadata %[[Y]]
// CHECK: memref.extract_strided_metadata %[[B]]
// CHECK: call @nn_ukernel_conv2d_f32({{.*}}, %{{.*}}, %c1_i64, %[[LO]], %[[HI]], %c0_i64)
// CHECK-NOT: linalg.
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @conv_epilogue(%x: memref<1x3x10x10xf32>, %w: memref<4x3x3x3xf32>, %b: memref<4xf32>, %y: memref<1x4x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %acc = memref.alloc() : memref<1x4x8x8xf32>
  linalg.fill ins(%zero : f32) outs(%acc : memref<1x4x8x8xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : memref<1x3x10x10xf32>, memref<4x3x3x3xf32>) outs(%acc : memref<1x4x8x8xf32>)
  linalg.generic {indexing_maps = [#id, #chan, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%acc, %b : memref<1x4x8x8xf32>, memref<4xf32>) outs(%y : memref<1x4x8x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %m = arith.maximumf %s, %zero : f32
    %n = arith.minimumf %m, %six : f32
    linalg.yield %n : f32
  }
  memref.dealloc %acc : memref<1x4x8x8xf32>
  return
}

// -----

// Epilogues the call cannot take stay after it: a bias along W, a body
// that multiplies, and a buffer read again afterwards. Those calls get no
// bias (a null pointer) and infinite bounds.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#col = affine_map<(d0, d1, d2, d3) -> (d3)>
#chan = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-LABEL: func.func @conv_epilogue_kept
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-COUNT-3: memref.alloc
// CHECK: call @nn_ukernel_conv2d_f32({{.*}}, %[[NULL]], %c0_i64, %cst{{.*}}, %cst{{.*}}, %c0_i64)
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK: call @nn_ukernel_conv2d_f32
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK: call @nn_ukernel_conv2d_f32
// CHECK: linalg.generic
// CHECK: memref.copy
func.func @conv_epilogue_kept(%x: memref<1x3x10x10xf32>, %w: memref<4x3x3x3xf32>, %b: memref<4xf32>, %bw: memref<8xf32>,
                              %y: memref<1x4x8x8xf32>, %z: memref<1x4x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = memref.alloc() : memref<1x4x8x8xf32>
  %q = memref.alloc() : memref<1x4x8x8xf32>
  %r = memref.alloc() : memref<1x4x8x8xf32>
  linalg.fill ins(%zero : f32) outs(%p : memref<1x4x8x8xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : memref<1x3x10x10xf32>, memref<4x3x3x3xf32>) outs(%p : memref<1x4x8x8xf32>)
  linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p, %bw : memref<1x4x8x8xf32>, memref<8xf32>) outs(%y : memref<1x4x8x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%q : memref<1x4x8x8xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : memref<1x3x10x10xf32>, memref<4x3x3x3xf32>) outs(%q : memref<1x4x8x8xf32>)
  linalg.generic {indexing_maps = [#id, #chan, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %b : memref<1x4x8x8xf32>, memref<4xf32>) outs(%y : memref<1x4x8x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.mulf %a, %c : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%r : memref<1x4x8x8xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : memref<1x3x10x10xf32>, memref<4x3x3x3xf32>) outs(%r : memref<1x4x8x8xf32>)
  linalg.generic {indexing_maps = [#id, #chan, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r, %b : memref<1x4x8x8xf32>, memref<4xf32>) outs(%y : memref<1x4x8x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  }
  memref.copy %r, %z : memref<1x4x8x8xf32> to memref<1x4x8x8xf32>
  return
}

// -----

// CHECK-LABEL: func.func @depthwise_nchw
// CHECK: call @nn_ukernel_depthwise_conv2d_f32(%{{.*}}, %c300_i64, %c100_i64, %c10_i64, %c1_i64, %{{.*}}, %c9_i64, %c3_i64, %c1_i64,
func.func @depthwise_nchw(%x: memref<1x3x10x10xf32>, %w: memref<3x3x3xf32>, %y: memref<1x3x8x8xf32>) {
  linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : memref<1x3x10x10xf32>, memref<3x3x3xf32>) outs(%y : memref<1x3x8x8xf32>)
  return
}

// -----

// A tile along H pads by its position, so tiling builds its input in an
// scf.if: all zeros when the tile's slice of the source is empty, else the
// slice copied at a dynamic row offset. The call reads the slice (moved out
// of the if) with that offset as its top pad and the slice's rows as its
// H; the if and the freeing of its buffer go.
// CHECK-LABEL: func.func @depthwise_padded_if
// CHECK-SAME: (%[[X:.*]]: memref<1x3x8x8xf32>, %{{.*}}: memref<3x3x3xf32>, %{{.*}}: memref<1x3x4x8xf32>, %[[ROW:.*]]: index, %[[ROWS:.*]]: index, %[[TOP:.*]]: index, %[[EMPTY:.*]]: i1)
// CHECK-NOT: scf.if
// CHECK: %[[SRC:.*]] = memref.subview %[[X]][0, 0, %[[ROW]], 0] [1, 3, %[[ROWS]], 8] [1, 1, 1, 1]
// CHECK-NOT: scf.if
// CHECK: %[[T:.*]] = arith.index_cast %[[TOP]] : index to i64
// CHECK: call @nn_ukernel_depthwise_conv2d_f32({{.*}}, %[[T]], %c1_i64, %{{.*}}, %c8_i64,
// CHECK-NOT: memref.copy
// CHECK-NOT: memref.dealloc
func.func @depthwise_padded_if(%x: memref<1x3x8x8xf32>, %w: memref<3x3x3xf32>, %y: memref<1x3x4x8xf32>, %row: index, %rows: index, %top: index, %empty: i1) {
  %zero = arith.constant 0.0 : f32
  %in = scf.if %empty -> (memref<1x3x6x10xf32>) {
    %a = memref.alloc() {alignment = 64 : i64} : memref<1x3x6x10xf32>
    linalg.fill ins(%zero : f32) outs(%a : memref<1x3x6x10xf32>)
    scf.yield %a : memref<1x3x6x10xf32>
  } else {
    %src = memref.subview %x[0, 0, %row, 0] [1, 3, %rows, 8] [1, 1, 1, 1] : memref<1x3x8x8xf32> to memref<1x3x?x8xf32, strided<[192, 64, 8, 1], offset: ?>>
    %a = memref.alloc() {alignment = 64 : i64} : memref<1x3x6x10xf32>
    linalg.fill ins(%zero : f32) outs(%a : memref<1x3x6x10xf32>)
    %dst = memref.subview %a[0, 0, %top, 1] [1, 3, %rows, 8] [1, 1, 1, 1] : memref<1x3x6x10xf32> to memref<1x3x?x8xf32, strided<[180, 60, 10, 1], offset: ?>>
    memref.copy %src, %dst : memref<1x3x?x8xf32, strided<[192, 64, 8, 1], offset: ?>> to memref<1x3x?x8xf32, strided<[180, 60, 10, 1], offset: ?>>
    scf.yield %a : memref<1x3x6x10xf32>
  }
  linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %w : memref<1x3x6x10xf32>, memref<3x3x3xf32>) outs(%y : memref<1x3x4x8xf32>)
  %base, %off, %sizes:4, %strides:4 = memref.extract_strided_metadata %in : memref<1x3x6x10xf32> -> memref<f32>, index, index, index, index, index, index, index, index, index
  memref.dealloc %base : memref<f32>
  return
}

// -----

// Kept: an scf.if whose empty branch is not all zeros.
// CHECK-LABEL: func.func @depthwise_padded_if_kept
// CHECK: scf.if
// CHECK: memref.copy
// CHECK: call @nn_ukernel_depthwise_conv2d_f32(
func.func @depthwise_padded_if_kept(%x: memref<1x3x8x8xf32>, %w: memref<3x3x3xf32>, %y: memref<1x3x4x8xf32>, %row: index, %rows: index, %top: index, %empty: i1) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %in = scf.if %empty -> (memref<1x3x6x10xf32>) {
    %a = memref.alloc() {alignment = 64 : i64} : memref<1x3x6x10xf32>
    linalg.fill ins(%one : f32) outs(%a : memref<1x3x6x10xf32>)
    scf.yield %a : memref<1x3x6x10xf32>
  } else {
    %src = memref.subview %x[0, 0, %row, 0] [1, 3, %rows, 8] [1, 1, 1, 1] : memref<1x3x8x8xf32> to memref<1x3x?x8xf32, strided<[192, 64, 8, 1], offset: ?>>
    %a = memref.alloc() {alignment = 64 : i64} : memref<1x3x6x10xf32>
    linalg.fill ins(%zero : f32) outs(%a : memref<1x3x6x10xf32>)
    %dst = memref.subview %a[0, 0, %top, 1] [1, 3, %rows, 8] [1, 1, 1, 1] : memref<1x3x6x10xf32> to memref<1x3x?x8xf32, strided<[180, 60, 10, 1], offset: ?>>
    memref.copy %src, %dst : memref<1x3x?x8xf32, strided<[192, 64, 8, 1], offset: ?>> to memref<1x3x?x8xf32, strided<[180, 60, 10, 1], offset: ?>>
    scf.yield %a : memref<1x3x6x10xf32>
  }
  linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %w : memref<1x3x6x10xf32>, memref<3x3x3xf32>) outs(%y : memref<1x3x4x8xf32>)
  return
}

// -----

// No-op: other element types, tensors (before bufferization), a generic
// that is not a multiply-accumulate, a contraction over two reduction
// loops, and a 3-D convolution in f16 keep their ops, and no declaration is
// added.
// DECL: func.func @depthwise_padded_if_kept
// DECL: module {
// DECL-NEXT: func.func @left_alone
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: call
// CHECK: linalg.matmul ins(%{{.*}} : memref<8x4xi32>
// CHECK: linalg.matmul ins(%{{.*}} : memref<8x4xf16>
// CHECK: linalg.matmul ins(%{{.*}} : tensor<8x4xf32>
// CHECK: linalg.generic
// CHECK: arith.subf
// CHECK: linalg.generic
// CHECK: linalg.conv_3d_ncdhw_fcdhw
// CHECK-NOT: call
#mk2 = affine_map<(m, n, k) -> (m, k)>
#kn2 = affine_map<(m, n, k) -> (k, n)>
#mn2 = affine_map<(m, n, k) -> (m, n)>
#a3 = affine_map<(m, k, l) -> (m, k, l)>
#b3 = affine_map<(m, k, l) -> (k, l)>
#o3 = affine_map<(m, k, l) -> (m)>
func.func @left_alone(%ai: memref<8x4xi32>, %bi: memref<4x16xi32>, %ci: memref<8x16xi32>,
                      %ah: memref<8x4xf16>, %bh: memref<4x16xf16>, %ch: memref<8x16xf16>,
                      %at: tensor<8x4xf32>, %bt: tensor<4x16xf32>, %ct: tensor<8x16xf32>,
                      %a: memref<8x4xf32>, %b: memref<4x16xf32>, %c: memref<8x16xf32>,
                      %a3: memref<8x4x2xf32>, %b3: memref<4x2xf32>, %c3: memref<8xf32>,
                      %x: memref<1x2x6x6x6xf16>, %w: memref<4x2x3x3x3xf16>, %y: memref<1x4x4x4x4xf16>) -> tensor<8x16xf32> {
  linalg.matmul ins(%ai, %bi : memref<8x4xi32>, memref<4x16xi32>) outs(%ci : memref<8x16xi32>)
  linalg.matmul ins(%ah, %bh : memref<8x4xf16>, memref<4x16xf16>) outs(%ch : memref<8x16xf16>)
  %t = linalg.matmul ins(%at, %bt : tensor<8x4xf32>, tensor<4x16xf32>) outs(%ct : tensor<8x16xf32>) -> tensor<8x16xf32>
  linalg.generic {indexing_maps = [#mk2, #kn2, #mn2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : memref<8x4xf32>, memref<4x16xf32>) outs(%c : memref<8x16xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.subf %acc, %m : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#a3, #b3, #o3], iterator_types = ["parallel", "reduction", "reduction"]} ins(%a3, %b3 : memref<8x4x2xf32>, memref<4x2xf32>) outs(%c3 : memref<8xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%x, %w : memref<1x2x6x6x6xf16>, memref<4x2x3x3x3xf16>) outs(%y : memref<1x4x4x4x4xf16>)
  return %t : tensor<8x16xf32>
}

// -----

// A zero fill of the output right before the contraction (a tile's
// accumulator) goes: the ukernel overwrites the output (accumulate = 0).
// A fill of -0.0, a fill of another buffer and a fill with an op in between
// stay, and those calls accumulate.
// CHECK-LABEL: func.func @zero_fills
// CHECK-SAME: (%[[A:.*]]: memref<8x4xf32>, %[[B:.*]]: memref<4x16xf32>, %[[C:.*]]: memref<8x16xf32>, %[[D:.*]]: memref<8x16xf32>, %[[X:.*]]: memref<1x3x10x10xf32>, %[[W:.*]]: memref<3x3x3xf32>, %[[Y:.*]]: memref<1x3x8x8xf32>)
// CHECK-DAG: %[[ACC:.*]] = arith.constant 1 : i64
// CHECK-DAG: %[[OVER:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[NEG:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NOT: linalg.fill
// CHECK: call @nn_ukernel_matmul_f32({{.*}}, %[[OVER]]) :
// CHECK-NOT: linalg.fill
// CHECK: call @nn_ukernel_depthwise_conv2d_f32({{.*}}, %[[OVER]]) :
// CHECK: linalg.fill ins(%[[NEG]] : f32) outs(%[[C]]
// CHECK: call @nn_ukernel_matmul_f32({{.*}}, %[[ACC]]) :
// CHECK: linalg.fill ins(%[[ZERO]] : f32) outs(%[[D]]
// CHECK: call @nn_ukernel_matmul_f32({{.*}}, %[[ACC]]) :
// CHECK: linalg.fill ins(%[[ZERO]] : f32) outs(%[[C]]
// CHECK: memref.copy %[[C]], %[[D]]
// CHECK: call @nn_ukernel_matmul_f32({{.*}}, %[[ACC]]) :
func.func @zero_fills(%a: memref<8x4xf32>, %b: memref<4x16xf32>, %c: memref<8x16xf32>, %d: memref<8x16xf32>,
                      %x: memref<1x3x10x10xf32>, %w: memref<3x3x3xf32>, %y: memref<1x3x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %negzero = arith.constant -0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<8x16xf32>)
  linalg.matmul ins(%a, %b : memref<8x4xf32>, memref<4x16xf32>) outs(%c : memref<8x16xf32>)
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x8x8xf32>)
  linalg.depthwise_conv_2d_nchw_chw ins(%x, %w : memref<1x3x10x10xf32>, memref<3x3x3xf32>) outs(%y : memref<1x3x8x8xf32>)
  linalg.fill ins(%negzero : f32) outs(%c : memref<8x16xf32>)
  linalg.matmul ins(%a, %b : memref<8x4xf32>, memref<4x16xf32>) outs(%c : memref<8x16xf32>)
  linalg.fill ins(%zero : f32) outs(%d : memref<8x16xf32>)
  linalg.matmul ins(%a, %b : memref<8x4xf32>, memref<4x16xf32>) outs(%c : memref<8x16xf32>)
  linalg.fill ins(%zero : f32) outs(%c : memref<8x16xf32>)
  memref.copy %c, %d : memref<8x16xf32> to memref<8x16xf32>
  linalg.matmul ins(%a, %b : memref<8x4xf32>, memref<4x16xf32>) outs(%c : memref<8x16xf32>)
  return
}

// -----

// A grouped convolution: one call per group in an scf.for, each operand's
// pointer moved by the group's stride (input 200, weight 54, output 192
// elements: 800, 216 and 768 bytes), the strides and sizes those of one
// group.
// CHECK-LABEL: func.func @grouped
// CHECK: scf.for %[[G:.*]] = %{{.*}} to %{{.*}} step
// CHECK-DAG: arith.muli %[[G]], %c800 : index
// CHECK-DAG: arith.muli %[[G]], %c216 : index
// CHECK-DAG: arith.muli %[[G]], %c768 : index
// CHECK: call @nn_ukernel_conv2d_f32(%{{.*}}, %c800_i64, %c100_i64, %c10_i64, %c1_i64, %{{.*}}, %c18_i64, %c9_i64, %c3_i64, %c1_i64, %{{.*}}, %c768_i64, %c64_i64, %c8_i64, %c1_i64, %c1_i64, %c3_i64, %c8_i64, %c8_i64, %c2_i64, %c3_i64, %c3_i64, %c1_i64, %c1_i64, %c1_i64, %c1_i64, %{{.*}}, %c0_i64, %{{.*}}, %{{.*}}, %c1_i64)
// CHECK-NEXT: }
// CHECK-NOT: linalg.conv
func.func @grouped(%x: memref<1x4x2x10x10xf32>, %w: memref<4x3x2x3x3xf32>, %y: memref<1x4x3x8x8xf32>) {
  linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : memref<1x4x2x10x10xf32>, memref<4x3x2x3x3xf32>) outs(%y : memref<1x4x3x8x8xf32>)
  return
}

// -----

// The channels-last grouped form: one call for all groups (the ukernel's
// vectors may run across them), the group count and each operand's group
// stride (input 2 channels, weight 54 elements, output 3 channels) after
// the arguments of a per-group call, whose strides and sizes are one
// group's.
// CHECK-LABEL: func.func @grouped_nhwc
// CHECK-NOT: scf.for
// CHECK: call @nn_ukernel_grouped_conv2d_f32(%{{.*}}, %c800_i64, %c1_i64, %c80_i64, %c8_i64, %{{.*}}, %c18_i64, %c1_i64, %c6_i64, %c2_i64, %{{.*}}, %c768_i64, %c1_i64, %c96_i64, %c12_i64, %c1_i64, %c3_i64, %c8_i64, %c8_i64, %c2_i64, %c3_i64, %c3_i64, %c1_i64, %c1_i64, %c1_i64, %c1_i64, %{{.*}}, %c0_i64, %{{.*}}, %{{.*}}, %c1_i64, %c4_i64, %c2_i64, %c54_i64, %c3_i64)
// CHECK-NOT: linalg.conv
func.func @grouped_nhwc(%x: memref<1x10x10x4x2xf32>, %w: memref<4x3x3x3x2xf32>, %y: memref<1x8x8x4x3xf32>) {
  linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : memref<1x10x10x4x2xf32>, memref<4x3x3x3x2xf32>) outs(%y : memref<1x8x8x4x3xf32>)
  return
}

// -----

// A 3-D convolution: a 2-D call per output depth (od) and kernel depth
// (kd), the input moved by od + kd depth planes (100 elements), the weight
// by kd (9 elements: 36 bytes), the output by od (64: 256 bytes). Its
// accumulator's zero fill goes: the first kernel depth overwrites, the
// others add (accumulate = kd != 0). The depthwise form likewise, always
// adding without a fill.
// CHECK-LABEL: func.func @conv3d
// CHECK-NOT: linalg.fill
// CHECK: scf.for %[[OD:.*]] = %{{.*}} to %c4 step
// CHECK: arith.muli %[[OD]], %c100 : index
// CHECK: scf.for %[[KD:.*]] = %{{.*}} to %c3 step
// CHECK: arith.muli %[[KD]], %c100 : index
// CHECK: %[[LATER:.*]] = arith.cmpi ne, %[[KD]], %c0 : index
// CHECK: %[[ACC:.*]] = arith.extui %[[LATER]] : i1 to i64
// CHECK: arith.muli %[[KD]], %c36 : index
// CHECK: arith.muli %[[OD]], %c256 : index
// CHECK: call @nn_ukernel_conv2d_f32(%{{.*}}, %c1200_i64, %c600_i64, %c10_i64, %c1_i64, %{{.*}}, %c54_i64, %c27_i64, %c3_i64, %c1_i64, %{{.*}}, %c768_i64, %c256_i64, %c8_i64, %c1_i64, %c1_i64, %c3_i64, %c8_i64, %c8_i64, %c2_i64, %c3_i64, %c3_i64, %c1_i64, %c1_i64, %c1_i64, %c1_i64, %{{.*}}, %c0_i64, %{{.*}}, %{{.*}}, %[[ACC]])
// CHECK-LABEL: func.func @depthwise3d
// CHECK: scf.for
// CHECK: scf.for
// CHECK: call @nn_ukernel_depthwise_conv2d_f32(%{{.*}}, %c1200_i64, %c600_i64, %c10_i64, %c1_i64, %{{.*}}, %c27_i64, %c3_i64, %c1_i64, %{{.*}}, %c512_i64, %c256_i64, %c8_i64, %c1_i64, %c1_i64, %c2_i64, %c8_i64, %c8_i64, %c3_i64, %c3_i64, %c1_i64, %c1_i64, %c1_i64, %c1_i64, %c0_i64, %c0_i64, %c10_i64, %c10_i64, %{{.*}}, %c0_i64, %{{.*}}, %{{.*}}, %c1_i64)
func.func @conv3d(%x: memref<1x2x6x10x10xf32>, %w: memref<3x2x3x3x3xf32>, %y: memref<1x3x4x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<1x3x4x8x8xf32>)
  linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%x, %w : memref<1x2x6x10x10xf32>, memref<3x2x3x3x3xf32>) outs(%y : memref<1x3x4x8x8xf32>)
  return
}
func.func @depthwise3d(%x: memref<1x2x6x10x10xf32>, %w: memref<2x3x3x3xf32>, %y: memref<1x2x4x8x8xf32>) {
  linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%x, %w : memref<1x2x6x10x10xf32>, memref<2x3x3x3xf32>) outs(%y : memref<1x2x4x8x8xf32>)
  return
}

// -----

// A transpose whose innermost output dim reads across the input's rows:
// one nn_ukernel_transpose_f32 call per index of the other dims (src,
// its row stride along the dim the output's innermost reads, dst, dst's
// row stride, rows = the output's innermost extent, cols = the extent of
// the output dim reading the input's innermost). NCHW -> NHWC of a
// 2x32x4x16 tile: a loop over n and h (2 x 4), each a 16 x 32 block: src
// rows 4 * 16 = 64 apart along c, dst rows 32 apart along w; the input
// moves by 2048 (n) and 16 (h), the output by 2048 and 512.
// CHECK-LABEL: func.func @transpose_to_nhwc
// CHECK: scf.for %[[N:.*]] = %c0 to %c2 step %c1
// CHECK: scf.for %[[H:.*]] = %c0 to %c4 step %c1
// CHECK: call @nn_ukernel_transpose_f32(%{{.*}}, %c64_i64, %{{.*}}, %c32_i64, %c32_i64, %c16_i64)
// CHECK-NOT: linalg.transpose
// Left alone: the innermost dim stays innermost (a copy of rows), and a
// side narrower than the register block (3 channels going last).
// CHECK-LABEL: func.func @transpose_left_alone
// CHECK-NOT: call
// CHECK: linalg.transpose
// CHECK: linalg.transpose
// CHECK-NOT: call
func.func @transpose_to_nhwc(%x: memref<2x32x4x16xf32>, %y: memref<2x4x16x32xf32>) {
  linalg.transpose ins(%x : memref<2x32x4x16xf32>) outs(%y : memref<2x4x16x32xf32>) permutation = [0, 2, 3, 1]
  return
}
func.func @transpose_left_alone(%x: memref<4x8x16xf32>, %y: memref<8x4x16xf32>, %i: memref<1x3x16x16xf32>, %o: memref<1x16x16x3xf32>) {
  linalg.transpose ins(%x : memref<4x8x16xf32>) outs(%y : memref<8x4x16xf32>) permutation = [1, 0, 2]
  linalg.transpose ins(%i : memref<1x3x16x16xf32>) outs(%o : memref<1x16x16x3xf32>) permutation = [0, 2, 3, 1]
  return
}
