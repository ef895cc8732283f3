// Row kernels of --nn-lower-to-nvvm (GpuRowKernels.c, docs/passes.md): a
// kernel whose work items walk rows (softmax, layer_norm, a reduction over
// the innermost dim, a fused reduction group) runs one block per row, the
// row loops strided over the block's threads (i = t, t + T, ...), each
// reduction a private partial combined by gpu.all_reduce, row-sized
// intermediates in workgroup memory. T is a power of two near a quarter of
// the row, from one warp (rows under 256 elements) to 256. Kernels that do
// not walk rows that way keep one thread per work item.
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm=stage=kernels | FileCheck %s

// Softmax, rows of 1024: 64 blocks of 256 threads. The row maximum and the
// sum of exponentials are block reductions; the exponentials stay in a
// workgroup buffer between the loops that write and read them (each thread
// reads back only the elements it wrote: no barrier needed). x is read from
// global memory once: the max loop also keeps it in that buffer, which the
// exponentials' loop reads and overwrites, element by element.
// CHECK-LABEL: func.func @softmax(
// CHECK: gpu.launch_func @softmax_kernel::@softmax_kernel blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.func @softmax_kernel(
// CHECK-DAG: %[[T:.*]] = arith.constant 256 : index
// CHECK-DAG: %[[ROW:.*]] = gpu.block_id x
// CHECK-DAG: %[[TID:.*]] = gpu.thread_id x
// CHECK: %[[TI:.*]] = affine.apply #{{.*}}()[%{{.*}}, %{{.*}}, %[[TID]]]
// CHECK: %[[ROWBUF:.*]] = memref.get_global @__nn_row_buffer_0 : memref<1x1024xf32, #gpu.address_space<workgroup>>
// CHECK: %[[X:.*]] = memref.subview %{{.*}}[%{{.*}}, 0] [1, 1024] [1, 1]
// CHECK: memref.store %{{.*}}, %[[PMAX:.*]][] : memref<f32>
// CHECK: scf.for %[[I:.*]] = %[[TI]] to %{{.*}} step %[[T]] {
// CHECK: %[[XI:.*]] = memref.load %[[X]][%{{.*}}, %[[I]]]
// CHECK: memref.store %[[XI]], %[[ROWBUF]][%{{.*}}, %[[I]]]
// CHECK: arith.maxnumf %[[XI]], %{{.*}} fastmath<reassoc> : f32
// CHECK: memref.store %{{.*}}, %[[PMAX]][] : memref<f32>
// CHECK: }
// CHECK: %[[MINE:.*]] = memref.load %[[PMAX]][] : memref<f32>
// CHECK: %[[MAX:.*]] = gpu.all_reduce maxnumf %[[MINE]] uniform {
// CHECK: arith.maxnumf %[[MAX]], %{{.*}} fastmath<reassoc> : f32
// CHECK: scf.for %[[J:.*]] = %[[TI]] to %{{.*}} step %[[T]] {
// CHECK-NOT: memref.load %[[X]]
// CHECK: memref.load %[[ROWBUF]][%{{.*}}, %[[J]]]
// CHECK-NOT: memref.load %[[X]]
// CHECK: math.exp
// CHECK: memref.store %{{.*}}, %[[ROWBUF]][%{{.*}}, %[[J]]] : memref<1x1024xf32, #gpu.address_space<workgroup>>
// CHECK: scf.for %[[K:.*]] = %[[TI]] to %{{.*}} step %[[T]] {
// CHECK: memref.load %[[ROWBUF]][%{{.*}}, %[[K]]]
// CHECK: gpu.all_reduce add
// CHECK: scf.for %[[L:.*]] = %[[TI]] to %{{.*}} step %[[T]] {
// CHECK: arith.divf
// CHECK: memref.store %{{.*}}[%{{.*}}, %[[L]]] : memref<1x1024xf32, strided<[1024, 1], offset: ?>>
// CHECK-NOT: memref.alloc(
// CHECK: gpu.return
// CHECK: memref.global "private" @__nn_row_buffer_0 : memref<1x1024xf32, #gpu.address_space<workgroup>> {alignment = 16 : i64}
// CHECK-NOT: @__nn_row_buffer_1
func.func @softmax(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %0 = "nn.softmax"(%x) {axis = -1 : i64} : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
  return %0 : tensor<64x1024xf32>
}

// -----

// Layer norm on 8192 rows of 4096 (the issue's size): 8192 blocks of 256,
// two block sums (mean, variance), the centred row (16 KiB) in workgroup
// memory, scale and bias read at the same strided positions. x is read
// from global memory once, by the mean's loop, which keeps it in that
// buffer; the centring loop reads it there and overwrites it.
// CHECK-LABEL: func.func @layer_norm(
// CHECK: gpu.launch_func @layer_norm_kernel::@layer_norm_kernel blocks in (%c8192, %c1, %c1) threads in (%c256, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.func @layer_norm_kernel(
// CHECK: %[[T:.*]] = arith.constant 256 : index
// CHECK: %[[TI:.*]] = affine.apply #{{.*}}()[%{{.*}}, %{{.*}}, %thread_id_x]
// CHECK: %[[ROWBUF:.*]] = memref.get_global @__nn_row_buffer_0 : memref<1x4096xf32, #gpu.address_space<workgroup>>
// CHECK: %[[X:.*]] = memref.subview
// CHECK: scf.for %[[I:.*]] = %[[TI]] to %{{.*}} step %[[T]] {
// CHECK: %[[XI:.*]] = memref.load %[[X]][%{{.*}}, %[[I]]]
// CHECK: memref.store %[[XI]], %[[ROWBUF]][%{{.*}}, %[[I]]]
// CHECK: gpu.all_reduce add
// CHECK: scf.for %[[J:.*]] = %[[TI]] to %{{.*}} step %[[T]] {
// CHECK-NOT: memref.load %[[X]]
// CHECK: memref.load %[[ROWBUF]][%{{.*}}, %[[J]]]
// CHECK-NOT: memref.load %[[X]]
// CHECK: memref.store %{{.*}}, %[[ROWBUF]][%{{.*}}, %[[J]]]
// CHECK: scf.for %{{.*}} = %[[TI]] to %{{.*}} step %[[T]] {
// CHECK: gpu.all_reduce add
// CHECK: scf.for %[[I:.*]] = %[[TI]] to %{{.*}} step %[[T]] {
// CHECK: memref.load %{{.*}}[%[[I]]] : memref<4096xf32>
// CHECK: math.rsqrt
// CHECK: gpu.return
// CHECK: memref.global "private" @__nn_row_buffer_0 : memref<1x4096xf32, #gpu.address_space<workgroup>>
// CHECK-NOT: @__nn_row_buffer_1
func.func @layer_norm(%x: tensor<8192x4096xf32>, %s: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<8192x4096xf32> {
  %0 = "nn.layer_norm"(%x, %s, %b) {axis = -1 : i64} : (tensor<8192x4096xf32>, tensor<4096xf32>, tensor<4096xf32>) -> tensor<8192x4096xf32>
  return %0 : tensor<8192x4096xf32>
}

// -----

// A reduction over the innermost dim, its fill joined to it: rows of 1000,
// 128 threads. The accumulator is the output in global memory: every thread
// fills it (the same value), thread 0 alone stores the block's sum, after a
// barrier (every thread has read the initial value by then).
// CHECK-LABEL: func.func @reduce_sum(
// CHECK: gpu.launch_func @reduce_sum_kernel::@reduce_sum_kernel blocks in (%c256, %c1, %c1) threads in (%c128, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.func @reduce_sum_kernel(
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[T:.*]] = arith.constant 128 : index
// CHECK: %[[ROW:.*]] = affine.apply #{{.*}}()[%{{.*}}, %{{.*}}, %block_id_x]
// CHECK: %[[TI:.*]] = affine.apply #{{.*}}()[%{{.*}}, %{{.*}}, %thread_id_x]
// CHECK: %[[P:.*]] = memref.alloca() : memref<f32>
// CHECK: memref.store %{{.*}}, %[[OUT:.*]][%[[ROW]]] : memref<256xf32>
// CHECK: scf.for %[[I:.*]] = %[[TI]] to %{{.*}} step %[[T]] {
// CHECK: memref.load %{{.*}}[%[[ROW]], %[[I]]] : memref<256x1000xf32>
// CHECK: }
// CHECK: %[[SUM:.*]] = gpu.all_reduce add
// CHECK: %[[INIT:.*]] = memref.load %[[OUT]][%[[ROW]]]
// CHECK: %[[NEW:.*]] = arith.addf %[[SUM]], %[[INIT]] fastmath<reassoc,contract> : f32
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[TI]], %[[C0]] : index
// CHECK: gpu.barrier
// CHECK: scf.if %[[FIRST]] {
// CHECK: memref.store %[[NEW]], %[[OUT]][%[[ROW]]] : memref<256xf32>
// CHECK: }
// CHECK-NEXT: gpu.return
func.func @reduce_sum(%x: tensor<256x1000xf32>) -> tensor<256xf32> {
  %0 = "nn.reduce_sum"(%x) {axes = array<i64: 1>} : (tensor<256x1000xf32>) -> tensor<256xf32>
  return %0 : tensor<256xf32>
}

// -----

// A fused reduction group (as --fuse-ops makes it): the product and its row
// maximum in one kernel, 128 threads per row of 512. The kept dim is a unit
// loop of the reduction (nnbReductionLoops), so the fill has the kernel's
// item loops and joins it: one launch, items over (row, 1) a 2-D grid,
// every thread storing the same identity before the block reduction's
// barriers.
// CHECK-LABEL: func.func private @fused_mul_reduce_max(
// CHECK: gpu.launch_func @fused_mul_reduce_max_kernel::@fused_mul_reduce_max_kernel blocks in (%c1, %c128, %c1) threads in (%c128, %c1, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.func @fused_mul_reduce_max_kernel(
// CHECK: memref.store %{{.*}}, %[[OUT:.*]][%[[ROW:.*]], %[[ONE:.*]]] : memref<128x1xf32>
// CHECK: scf.for
// CHECK: arith.mulf
// CHECK: arith.maximumf
// CHECK: gpu.all_reduce maximumf
// CHECK: gpu.barrier
// CHECK: scf.if
func.func @fused(%x: tensor<128x512xf32>, %y: tensor<128x512xf32>) -> tensor<128x1xf32> {
  %0 = call @fused_mul_reduce_max(%x, %y) : (tensor<128x512xf32>, tensor<128x512xf32>) -> tensor<128x1xf32>
  return %0 : tensor<128x1xf32>
}
func.func private @fused_mul_reduce_max(%x: tensor<128x512xf32>, %y: tensor<128x512xf32>) -> tensor<128x1xf32> attributes {nn.fused, nn.fusion_kind = "reduction"} {
  %0 = "nn.mul"(%x, %y) : (tensor<128x512xf32>, tensor<128x512xf32>) -> tensor<128x512xf32>
  %1 = "nn.reduce_max"(%0) {axes = array<i64: 1>, keepdims = true} : (tensor<128x512xf32>) -> tensor<128x1xf32>
  return %1 : tensor<128x1xf32>
}

// -----

// Short rows (128): one warp per row, its reductions a butterfly of warp
// shuffles (every lane ends with the result; no workgroup memory, no
// barrier). Items over two dims: a 2-D grid, innermost dim x. Two rows
// share a block (four would leave 256 blocks, under two per SM): thread y
// is the row within the block, item = block x * 2 + y, and each row has
// its part of the workgroup row buffer (x kept by the max loop, then the
// exponentials).
// CHECK-LABEL: func.func @warp(
// CHECK: gpu.launch_func @warp_kernel::@warp_kernel blocks in (%c256, %c2, %c1) threads in (%c32, %c2, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.func @warp_kernel(
// CHECK-DAG: %[[BX:.*]] = gpu.block_id x
// CHECK-DAG: %[[TY:.*]] = gpu.thread_id y
// CHECK-DAG: %[[TWO:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[T:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[W:.*]] = arith.constant 32 : i32
// CHECK-DAG: %[[O16:.*]] = arith.constant 16 : i32
// CHECK-DAG: %[[O1:.*]] = arith.constant 1 : i32
// CHECK: %[[ROW0:.*]] = affine.apply #{{.*}}()[%{{.*}}, %{{.*}}, %[[BX]]]
// CHECK: %[[Y:.*]] = affine.apply #{{.*}}()[%{{.*}}, %{{.*}}, %[[TY]]]
// CHECK: %[[SCALED:.*]] = arith.muli %[[ROW0]], %[[TWO]] : index
// CHECK-NEXT: %[[ITEM:.*]] = arith.addi %[[SCALED]], %[[Y]] : index
// CHECK: %[[XROWS:.*]] = memref.get_global @__nn_row_buffer_0 : memref<2x1x128xf32, #gpu.address_space<workgroup>>
// CHECK: %[[XROW:.*]] = memref.subview %[[XROWS]][%[[Y]], 0, 0] [1, 1, 128]
// CHECK: %[[X:.*]] = memref.subview %{{.*}}[%{{.*}}, %[[ITEM]], 0]
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %[[T]] {
// CHECK: %[[XI:.*]] = memref.load %[[X]][%{{.*}}, %{{.*}}, %[[I]]]
// CHECK: memref.store %[[XI]], %[[XROW]][%{{.*}}, %{{.*}}, %[[I]]]
// CHECK: }
// CHECK-NEXT: %[[MINE:.*]] = memref.load %{{.*}}[] : memref<f32>
// CHECK-NEXT: %[[S16:.*]], %{{.*}} = gpu.shuffle xor %[[MINE]], %[[O16]], %[[W]] : f32
// CHECK: %[[M16:.*]] = arith.maxnumf %[[MINE]], %[[S16]] fastmath<reassoc> : f32
// CHECK: gpu.shuffle xor %[[M16]], %{{.*}}, %[[W]] : f32
// CHECK: gpu.shuffle xor
// CHECK: gpu.shuffle xor
// CHECK: %[[S1:.*]], %{{.*}} = gpu.shuffle xor %[[M2:.*]], %[[O1]], %[[W]] : f32
// CHECK: %[[MAX:.*]] = arith.maxnumf %[[M2]], %[[S1]] fastmath<reassoc> : f32
// CHECK: arith.maxnumf %[[MAX]], %{{.*}} fastmath<reassoc> : f32
// CHECK: memref.store %{{.*}}, %[[XROW]][%{{.*}}, %{{.*}}, %{{.*}}] : memref<1x1x128xf32, strided<[128, 128, 1], offset: ?>, #gpu.address_space<workgroup>>
// CHECK-COUNT-5: gpu.shuffle xor
// CHECK-NOT: gpu.all_reduce
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
func.func @warp(%x: tensor<2x512x128xf32>) -> tensor<2x512x128xf32> {
  %0 = "nn.softmax"(%x) {axis = -1 : i64} : (tensor<2x512x128xf32>) -> tensor<2x512x128xf32>
  return %0 : tensor<2x512x128xf32>
}

// -----

// Many short rows: 8 warps a block (256 threads), 512 blocks; a layer_norm's
// row buffer, one per row of the block. Few rows: a warp a block, so that
// the rows still spread over the SMs.
// CHECK-LABEL: func.func @many_rows(
// CHECK: gpu.launch_func @many_rows_kernel::@many_rows_kernel blocks in (%c512, %c1, %c1) threads in (%c32, %c8, %c1)
// CHECK: gpu.func @many_rows_kernel(
// CHECK: memref.get_global @__nn_row_buffer_{{[0-9]+}} : memref<8x128xf32, #gpu.address_space<workgroup>>
// CHECK-NOT: gpu.all_reduce
// CHECK: gpu.return
// CHECK-LABEL: func.func @few_rows(
// CHECK: gpu.launch_func @few_rows_kernel::@few_rows_kernel blocks in (%c64, %c1, %c1) threads in (%c32, %c1, %c1)
// CHECK: gpu.func @few_rows_kernel(
// CHECK: memref.get_global @__nn_row_buffer_{{[0-9]+}} : memref<1x128xf32, #gpu.address_space<workgroup>>
func.func @many_rows(%x: tensor<4096x128xf32>, %g: tensor<128xf32>, %b: tensor<128xf32>) -> tensor<4096x128xf32> {
  %0 = "nn.layer_norm"(%x, %g, %b) {axis = 1 : i64, epsilon = 1.0e-5 : f32} : (tensor<4096x128xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<4096x128xf32>
  return %0 : tensor<4096x128xf32>
}
func.func @few_rows(%x: tensor<64x128xf32>, %g: tensor<128xf32>, %b: tensor<128xf32>) -> tensor<64x128xf32> {
  %0 = "nn.layer_norm"(%x, %g, %b) {axis = 1 : i64, epsilon = 1.0e-5 : f32} : (tensor<64x128xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<64x128xf32>
  return %0 : tensor<64x128xf32>
}

// -----

// Rows of 8192: x's copy is the exponentials' buffer (32 KiB), x read once.
// A log_softmax keeps no row of its own: its x is kept in a new buffer
// when it fits (rows of 1024), else read from global memory by each of its
// three loops (rows of 16384: 64 KiB).
// CHECK-LABEL: func.func @wide(
// CHECK: gpu.func @wide_kernel(
// CHECK: %[[ROWBUF:.*]] = memref.get_global @__nn_row_buffer_0 : memref<1x8192xf32, #gpu.address_space<workgroup>>
// CHECK: %[[X:.*]] = memref.subview %{{.*}}[%{{.*}}, 0] [1, 8192] [1, 1]
// CHECK: memref.load %[[X]]
// CHECK-NEXT: memref.store %{{.*}}, %[[ROWBUF]]
// CHECK-NOT: memref.load %[[X]]
// CHECK-NOT: @__nn_row_buffer_1
// CHECK: gpu.return
// CHECK-LABEL: func.func @log_softmax(
// CHECK: gpu.func @log_softmax_kernel(
// CHECK: %[[ROWBUF:.*]] = memref.get_global @__nn_row_buffer_{{[0-9]+}} : memref<1x1024xf32, #gpu.address_space<workgroup>>
// CHECK: %[[X:.*]] = memref.subview %{{.*}}[%{{.*}}, 0] [1, 1024] [1, 1]
// CHECK: memref.load %[[X]]
// CHECK-NEXT: memref.store %{{.*}}, %[[ROWBUF]]
// CHECK-NOT: memref.load %[[X]]
// CHECK: gpu.return
// CHECK-LABEL: func.func @log_softmax_no_room(
// CHECK: gpu.func @log_softmax_no_room_kernel(
// CHECK-NOT: memref.get_global
// CHECK: %[[X:.*]] = memref.subview %{{.*}}[%{{.*}}, 0] [1, 16384] [1, 1]
// CHECK-COUNT-3: memref.load %[[X]]
// CHECK-NOT: memref.get_global
// CHECK: gpu.return
func.func @wide(%x: tensor<16x8192xf32>) -> tensor<16x8192xf32> {
  %0 = "nn.softmax"(%x) {axis = -1 : i64} : (tensor<16x8192xf32>) -> tensor<16x8192xf32>
  return %0 : tensor<16x8192xf32>
}
func.func @log_softmax(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %0 = "nn.log_softmax"(%x) {axis = -1 : i64} : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
  return %0 : tensor<64x1024xf32>
}
func.func @log_softmax_no_room(%x: tensor<16x16384xf32>) -> tensor<16x16384xf32> {
  %0 = "nn.log_softmax"(%x) {axis = -1 : i64} : (tensor<16x16384xf32>) -> tensor<16x16384xf32>
  return %0 : tensor<16x16384xf32>
}

// -----

// Not row kernels. Rows of 16 are too short to share: one thread per row,
// as before.
// CHECK-LABEL: func.func @short(
// CHECK: gpu.launch_func @short_kernel::@short_kernel blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
// CHECK-NOT: gpu.all_reduce
// CHECK-NOT: memref.global
// CHECK: gpu.return
func.func @short(%x: tensor<64x16xf32>) -> tensor<64x16xf32> {
  %0 = "nn.softmax"(%x) {axis = -1 : i64} : (tensor<64x16xf32>) -> tensor<64x16xf32>
  return %0 : tensor<64x16xf32>
}

// -----

// A matmul walks a column of its right operand (the loop index is not the
// innermost one there): one thread per output element, as before.
// CHECK-LABEL: func.func @matmul(
// CHECK: gpu.launch_func @matmul_kernel::@matmul_kernel blocks in (%c2, %c64, %c1) threads in (%c32, %c1, %c1)
// CHECK-NOT: gpu.all_reduce
// CHECK: gpu.return
func.func @matmul(%a: tensor<64x512xf32>, %b: tensor<512x64xf32>) -> tensor<64x64xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<64x512xf32>, tensor<512x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----

// Rows of 16384 floats: the exponentials (64 KiB) would not fit the 40 KiB
// of workgroup memory a row kernel may use, so each thread keeps only its
// own 16384 / 256 = 64 of them in a private buffer: element i (= t + k*256)
// at k = i / 256.
// CHECK-LABEL: func.func @long(
// CHECK: gpu.launch_func @long_kernel::@long_kernel blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1)
// CHECK: gpu.func @long_kernel(
// CHECK: %[[T:.*]] = arith.constant 256 : index
// CHECK: %[[MINE:.*]] = memref.alloca() : memref<1x64xf32>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %[[T]] {
// CHECK: math.exp
// CHECK: %[[K:.*]] = arith.divui %[[I]], %[[T]] : index
// CHECK: memref.store %{{.*}}, %[[MINE]][%{{.*}}, %[[K]]] : memref<1x64xf32>
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %[[T]] {
// CHECK: %[[L:.*]] = arith.divui %[[J]], %[[T]] : index
// CHECK: memref.load %[[MINE]][%{{.*}}, %[[L]]] : memref<1x64xf32>
// CHECK: gpu.all_reduce add
// CHECK-NOT: memref.global
// CHECK: gpu.return
func.func @long(%x: tensor<16x16384xf32>) -> tensor<16x16384xf32> {
  %0 = "nn.softmax"(%x) {axis = -1 : i64} : (tensor<16x16384xf32>) -> tensor<16x16384xf32>
  return %0 : tensor<16x16384xf32>
}

// -----

// Rows of 300000 floats fit neither (a thread's share would be 4.6 KiB):
// one thread per row, as before.
// CHECK-LABEL: func.func @huge(
// CHECK: gpu.launch_func @huge_kernel::@huge_kernel blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
// CHECK-NOT: gpu.all_reduce
// CHECK-NOT: memref.global
// CHECK: gpu.return
func.func @huge(%x: tensor<4x300000xf32>) -> tensor<4x300000xf32> {
  %0 = "nn.softmax"(%x) {axis = -1 : i64} : (tensor<4x300000xf32>) -> tensor<4x300000xf32>
  return %0 : tensor<4x300000xf32>
}
