// 128-bit accesses in the elementwise kernels of --nn-lower-to-nvvm
// (conversion/gpu/GpuVectorize.c): when the innermost extent is a multiple of
// 16 bytes of the narrowest element (4 f32, 8 f16) and every access along
// it is contiguous and provably 16-byte aligned, a thread moves one vector:
// vector.load / vector.store {alignment = 16}, arith and math on vectors,
// operands that do not vary along the row loaded once and splat. The launch
// rule then sees the innermost extent divided by the width. Anything else
// stays scalar: a row not a multiple of the width, a transpose, a view at an
// unaligned offset, a row kernel (softmax: another file's business).
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm=stage=kernels | FileCheck %s
// The PTX (format=isa, LLVM's NVPTX back end) has the 128-bit accesses.
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm | FileCheck %s --check-prefix=PTX

// An f32 chain with a scalar operand: 256 vectors per row, one block each.
// CHECK-LABEL: func.func @chain(
// CHECK: gpu.launch_func @chain_kernel::@chain_kernel blocks in (%c1, %c256, %c1) threads in (%c256, %c1, %c1)
// CHECK: gpu.func @chain_kernel(
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[I:.*]] = arith.muli %{{.*}}, %[[C4]] : index
// CHECK: %[[X:.*]] = vector.load %[[IN:.*]][%[[ROW:.*]], %[[I]]] {alignment = 16 : i64} : memref<256x1024xf32>, vector<4xf32>
// CHECK: %[[S:.*]] = memref.load %{{.*}}[] : memref<f32>
// CHECK: %[[R:.*]] = arith.maximumf %[[X]], %{{.*}} : vector<4xf32>
// CHECK: %[[T:.*]] = math.tanh %[[R]] : vector<4xf32>
// CHECK: %[[SV:.*]] = vector.broadcast %[[S]] : f32 to vector<4xf32>
// CHECK: %[[M:.*]] = arith.mulf %[[T]], %[[SV]] fastmath<contract> : vector<4xf32>
// CHECK: vector.store %[[M]], %{{.*}}[%[[ROW]], %[[I]]] {alignment = 16 : i64} : memref<256x1024xf32>, vector<4xf32>
// CHECK-NOT: memref.store
// CHECK: gpu.return
// PTX-LABEL: gpu.binary @chain_kernel
// PTX-SAME: ld.global.v4.b32
// PTX-SAME: st.global.v4.b32
func.func @chain(%x: tensor<256x1024xf32>, %s: tensor<f32>) -> tensor<256x1024xf32> {
  %0 = "nn.relu"(%x) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %1 = "nn.tanh"(%0) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %2 = "nn.mul"(%1, %s) : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
  return %2 : tensor<256x1024xf32>
}

// -----

// f16: 8 per thread (16 bytes), 32 vectors per row.
// CHECK-LABEL: func.func @half(
// CHECK: gpu.launch_func @half_kernel::@half_kernel blocks in (%c1, %c64, %c1) threads in (%c32, %c1, %c1)
// CHECK: gpu.func @half_kernel(
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[I:.*]] = arith.muli %{{.*}}, %[[C8]] : index
// CHECK: %[[X:.*]] = vector.load %{{.*}}[%{{.*}}, %[[I]]] {alignment = 16 : i64} : memref<64x256xf16>, vector<8xf16>
// CHECK: %[[Y:.*]] = vector.load %{{.*}}[%{{.*}}, %[[I]]] {alignment = 16 : i64} : memref<64x256xf16>, vector<8xf16>
// CHECK: %[[A:.*]] = arith.addf %[[X]], %[[Y]] fastmath<contract> : vector<8xf16>
// CHECK: %[[T:.*]] = math.tanh %[[A]] : vector<8xf16>
// CHECK: vector.store %[[T]], %{{.*}}[%{{.*}}, %[[I]]] {alignment = 16 : i64} : memref<64x256xf16>, vector<8xf16>
// PTX-LABEL: gpu.binary @half_kernel
// PTX-SAME: ld.global.v4.b32
// PTX-SAME: ld.global.v4.b32
// PTX-SAME: st.global.v4.b32
func.func @half(%x: tensor<64x256xf16>, %y: tensor<64x256xf16>) -> tensor<64x256xf16> {
  %0 = "nn.add"(%x, %y) : (tensor<64x256xf16>, tensor<64x256xf16>) -> tensor<64x256xf16>
  %1 = "nn.tanh"(%0) : (tensor<64x256xf16>) -> tensor<64x256xf16>
  return %1 : tensor<64x256xf16>
}

// -----

// f64: 2 per thread; the PTX has the .v2.b64 form.
// CHECK-LABEL: func.func @double(
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<64x256xf64>, vector<2xf64>
// CHECK: vector.store %{{.*}} {alignment = 16 : i64} : memref<64x256xf64>, vector<2xf64>
// PTX-LABEL: gpu.binary @double_kernel
// PTX-SAME: ld.global.v2.b64
// PTX-SAME: st.global.v2.b64
func.func @double(%x: tensor<64x256xf64>) -> tensor<64x256xf64> {
  %0 = "nn.sigmoid"(%x) : (tensor<64x256xf64>) -> tensor<64x256xf64>
  return %0 : tensor<64x256xf64>
}

// -----

// f16 in, f32 out: the width follows the narrowest element (8), so each
// f32 store is 32 bytes, two 128-bit stores.
// CHECK-LABEL: func.func @widen(
// CHECK: %[[X:.*]] = vector.load %{{.*}} {alignment = 16 : i64} : memref<64x256xf16>, vector<8xf16>
// CHECK: %[[W:.*]] = arith.extf %[[X]] : vector<8xf16> to vector<8xf32>
// CHECK: vector.store %{{.*}} {alignment = 16 : i64} : memref<64x256xf32>, vector<8xf32>
// PTX-LABEL: gpu.binary @widen_kernel
// PTX-SAME: ld.global.v4.b32
// PTX-SAME: st.global.v4.b32
// PTX-SAME: st.global.v4.b32
func.func @widen(%x: tensor<64x256xf16>) -> tensor<64x256xf32> {
  %0 = "nn.cast"(%x) : (tensor<64x256xf16>) -> tensor<64x256xf32>
  %1 = "nn.relu"(%0) : (tensor<64x256xf32>) -> tensor<64x256xf32>
  return %1 : tensor<64x256xf32>
}

// -----

// bias_add + gelu: the bias is a row, loaded as a vector at the same column.
// CHECK-LABEL: func.func @bias_gelu(
// CHECK: gpu.launch_func @bias_gelu_kernel::@bias_gelu_kernel blocks in (%c2, %c128, %c1) threads in (%c32, %c1, %c1)
// CHECK: gpu.func @bias_gelu_kernel(
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[I:.*]] = arith.muli %{{.*}}, %[[C4]] : index
// CHECK: %[[X:.*]] = vector.load %{{.*}}[%{{.*}}, %[[I]]] {alignment = 16 : i64} : memref<128x256xf32>, vector<4xf32>
// CHECK: %[[B:.*]] = vector.load %{{.*}}[%[[I]]] {alignment = 16 : i64} : memref<256xf32>, vector<4xf32>
// CHECK: arith.addf %[[X]], %[[B]] fastmath<contract> : vector<4xf32>
// CHECK: math.erf %{{.*}} : vector<4xf32>
// CHECK: vector.store %{{.*}}, %{{.*}}[%{{.*}}, %[[I]]] {alignment = 16 : i64} : memref<128x256xf32>, vector<4xf32>
// PTX-LABEL: gpu.binary @bias_gelu_kernel
// PTX-SAME: ld.global.v4.b32
// PTX-SAME: ld.global.v4.b32
// PTX-SAME: st.global.v4.b32
func.func @bias_gelu(%x: tensor<128x256xf32>, %b: tensor<256xf32>) -> tensor<128x256xf32> {
  %0 = "nn.bias_add"(%x, %b) {axis = 1 : i64} : (tensor<128x256xf32>, tensor<256xf32>) -> tensor<128x256xf32>
  %1 = "nn.gelu"(%0) : (tensor<128x256xf32>) -> tensor<128x256xf32>
  return %1 : tensor<128x256xf32>
}

// -----

// A column broadcast (one value per row): loaded once, scalar, and splat.
// CHECK-LABEL: func.func @per_row(
// CHECK: gpu.func @per_row_kernel(
// CHECK: %[[X:.*]] = vector.load %{{.*}} : memref<128x256xf32>, vector<4xf32>
// CHECK: %[[C:.*]] = memref.load %{{.*}} : memref<128x1xf32>
// CHECK: %[[CV:.*]] = vector.broadcast %[[C]] : f32 to vector<4xf32>
// CHECK: %[[D:.*]] = arith.subf %[[X]], %[[CV]] fastmath<contract> : vector<4xf32>
// CHECK: vector.store %[[D]], %{{.*}} : memref<128x256xf32>, vector<4xf32>
// PTX-LABEL: gpu.binary @per_row_kernel
// PTX-SAME: ld.global.v4.b32
// PTX-SAME: ld.global.b32
// PTX-SAME: st.global.v4.b32
func.func @per_row(%x: tensor<128x256xf32>, %c: tensor<128x1xf32>) -> tensor<128x256xf32> {
  %0 = "nn.sub"(%x, %c) : (tensor<128x256xf32>, tensor<128x1xf32>) -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// -----

// Rows of 10 f32 are not a multiple of 4: scalar.
// CHECK-LABEL: func.func @odd(
// CHECK: gpu.launch_func @odd_kernel::@odd_kernel blocks in (%c1, %c4, %c1) threads in (%c10, %c2, %c1)
// CHECK: gpu.func @odd_kernel(
// CHECK-NOT: vector.
// CHECK: memref.load %{{.*}} : memref<8x10xf32>
// CHECK-NOT: vector.
// CHECK: memref.store %{{.*}} : memref<8x10xf32>
// CHECK: gpu.return
// PTX-LABEL: gpu.binary @odd_kernel
// PTX-SAME: ld.global.b32
// PTX-NOT: .v4.
// PTX: // -----
func.func @odd(%x: tensor<8x10xf32>) -> tensor<8x10xf32> {
  %0 = "nn.relu"(%x) : (tensor<8x10xf32>) -> tensor<8x10xf32>
  return %0 : tensor<8x10xf32>
}

// -----

// A transpose reads along a column: scalar. The relu after it (its own
// kernel here, without --fuse-ops) reads rows: vectors.
// CHECK-LABEL: func.func @transpose(
// CHECK: gpu.func @transpose_kernel(
// CHECK-NOT: vector.
// CHECK: %[[V:.*]] = memref.load %{{.*}}[%[[J:.*]], %[[I:.*]]] : memref<64x128xf32>
// CHECK-NOT: vector.
// CHECK: memref.store %[[V]], %{{.*}}[%[[I]], %[[J]]] : memref<128x64xf32>
// CHECK: gpu.return
// CHECK: gpu.func @transpose_kernel(
// CHECK: vector.load %{{.*}} : memref<128x64xf32>, vector<4xf32>
// CHECK: vector.store %{{.*}} : memref<128x64xf32>, vector<4xf32>
// PTX-LABEL: gpu.binary @transpose_kernel
// PTX-NOT: .v4.
// PTX: gpu.binary @transpose_kernel_0
// PTX-SAME: ld.global.v4.b32
func.func @transpose(%x: tensor<64x128xf32>) -> tensor<128x64xf32> {
  %0 = "nn.transpose"(%x) {perm = array<i64: 1, 0>} : (tensor<64x128xf32>) -> tensor<128x64xf32>
  %1 = "nn.relu"(%0) : (tensor<128x64xf32>) -> tensor<128x64xf32>
  return %1 : tensor<128x64xf32>
}

// -----

// A view at offset 1 is not 16-byte aligned at any column multiple of 4:
// scalar, though its rows (132) and the slice (128) are multiples of 4.
// CHECK-LABEL: func.func @unaligned(
// CHECK: gpu.func @unaligned_kernel(
// CHECK-NOT: vector.
// CHECK: memref.load %{{.*}} : memref<64x128xf32, strided<[132, 1], offset: 1>>
// CHECK: gpu.return
func.func @unaligned(%x: tensor<64x132xf32>) -> tensor<64x128xf32> {
  %0 = "nn.slice"(%x) {starts = array<i64: 0, 1>, ends = array<i64: 64, 129>, steps = array<i64: 1, 1>} : (tensor<64x132xf32>) -> tensor<64x128xf32>
  %1 = "nn.relu"(%0) : (tensor<64x128xf32>) -> tensor<64x128xf32>
  return %1 : tensor<64x128xf32>
}

// -----

// At offset 4 the same view is aligned: vectors.
// CHECK-LABEL: func.func @aligned(
// CHECK: gpu.func @aligned_kernel(
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<64x128xf32, strided<[132, 1], offset: 4>>, vector<4xf32>
// CHECK: gpu.return
func.func @aligned(%x: tensor<64x132xf32>) -> tensor<64x128xf32> {
  %0 = "nn.slice"(%x) {starts = array<i64: 0, 4>, ends = array<i64: 64, 132>, steps = array<i64: 1, 1>} : (tensor<64x132xf32>) -> tensor<64x128xf32>
  %1 = "nn.relu"(%0) : (tensor<64x128xf32>) -> tensor<64x128xf32>
  return %1 : tensor<64x128xf32>
}

// -----

// A row kernel (softmax: sequential loops over the row in each work item)
// is not elementwise: scalar.
// CHECK-LABEL: func.func @softmax(
// CHECK: gpu.func @softmax_kernel(
// CHECK-NOT: vector.
// CHECK: gpu.return
func.func @softmax(%x: tensor<32x128xf32>) -> tensor<32x128xf32> {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<32x128xf32>) -> tensor<32x128xf32>
  return %0 : tensor<32x128xf32>
}
