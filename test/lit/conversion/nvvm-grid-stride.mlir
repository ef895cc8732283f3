// The grid-stride fallback of --nn-lower-to-nvvm (conversion/gpu/GpuMapLoops.c):
// a grid dim that needs more blocks than a launch may have (CUDA: 2^31-1
// along x, 65535 along y and z) gets that many, and each block loops over
// block ids b, b + grid, ... (scf.for around the index computation, guard
// and body). The max-blocks option lowers the limit so that small shapes
// exercise the loop.
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm=stage=kernels | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm="stage=kernels max-blocks=4" | FileCheck %s --check-prefix=MAX4
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm="stage=kernels max-blocks=2" | FileCheck %s --check-prefix=MAX2
// No-op: a limit above what each kernel needs changes nothing.
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm="stage=kernels max-blocks=100000" | FileCheck %s

// 4194304 rows of one element: 64 threads along z (CUDA's most), 65536
// blocks of them, one more than z allows: 65535 blocks, the first looping
// twice.
// CHECK-LABEL: func.func @huge(
// CHECK: gpu.launch_func @huge_kernel::@huge_kernel blocks in (%c1, %c1, %c65535) threads in (%c1, %c1, %c64) args({{.*}}, %c65536 : index, %c65535 : index)
// CHECK: gpu.func @huge_kernel({{.*}}, %[[BLOCKS:.*]]: index, %[[GRID:.*]]: index) kernel
// CHECK: %[[BZ:.*]] = gpu.block_id z
// CHECK: %[[B0:.*]] = affine.apply #{{.*}}[{{.*}}, %[[BZ]]]
// CHECK: scf.for %[[B:.*]] = %[[B0]] to %[[BLOCKS]] step %[[GRID]] {
// CHECK: %[[ROW0:.*]] = arith.muli %[[B]], %{{.*}} : index
// CHECK: %[[ROW:.*]] = arith.addi %[[ROW0]], %{{.*}} : index
// CHECK: memref.load %{{.*}}[%[[ROW]], %{{.*}}, %{{.*}}] : memref<4194304x1x1xf32>
// CHECK: memref.store
// CHECK: }
// CHECK-NEXT: gpu.return
// MAX4-LABEL: func.func @huge(
// MAX4: gpu.launch_func @huge_kernel::@huge_kernel blocks in (%c1, %c1, %c4) threads in (%c1, %c1, %c64)
// MAX2-LABEL: func.func @huge(
// MAX2: gpu.launch_func @huge_kernel::@huge_kernel blocks in (%c1, %c1, %c2) threads in (%c1, %c1, %c64)
func.func @huge(%x: tensor<4194304x1x1xf32>) -> tensor<4194304x1x1xf32> {
  %0 = "nn.relu"(%x) : (tensor<4194304x1x1xf32>) -> tensor<4194304x1x1xf32>
  return %0 : tensor<4194304x1x1xf32>
}

// -----

// 64 rows of 256 vectors of 4: 64 threads, 4 x 64 blocks. With max-blocks=4
// the rows loop; with 2, the columns too (nested loops, y outside).
// CHECK-LABEL: func.func @rows(
// CHECK: gpu.launch_func @rows_kernel::@rows_kernel blocks in (%c4, %c64, %c1) threads in (%c64, %c1, %c1)
// CHECK-NOT: scf.for
// CHECK: gpu.return
// MAX4-LABEL: func.func @rows(
// MAX4: gpu.launch_func @rows_kernel::@rows_kernel blocks in (%c4, %c4, %c1) threads in (%c64, %c1, %c1) args({{.*}}, %c64 : index, %c4 : index)
// MAX4: gpu.func @rows_kernel({{.*}}, %[[BLOCKS:.*]]: index, %[[GRID:.*]]: index) kernel
// MAX4: scf.for %[[B:.*]] = %{{.*}} to %[[BLOCKS]] step %[[GRID]] {
// MAX4-NOT: scf.for
// MAX4: %[[ROW0:.*]] = arith.muli %[[B]], %{{.*}} : index
// MAX4: %[[ROW:.*]] = arith.addi %[[ROW0]], %{{.*}} : index
// MAX4: %[[V:.*]] = vector.load %{{.*}}[%[[ROW]], %{{.*}}] {alignment = 16 : i64} : memref<64x1024xf32>, vector<4xf32>
// MAX4: vector.store %{{.*}}, %{{.*}}[%[[ROW]], %{{.*}}] {alignment = 16 : i64} : memref<64x1024xf32>, vector<4xf32>
// MAX4-NEXT: {{^ *}}}{{$}}
// MAX4-NEXT: gpu.return
// MAX2-LABEL: func.func @rows(
// MAX2: gpu.launch_func @rows_kernel::@rows_kernel blocks in (%c2, %c2, %c1) threads in (%c64, %c1, %c1)
// MAX2: gpu.func @rows_kernel(
// MAX2: %[[BY:.*]] = gpu.block_id y
// MAX2: %[[Y0:.*]] = affine.apply #{{.*}}[{{.*}}, %[[BY]]]
// MAX2: %[[X0:.*]] = affine.apply #{{.*}}[{{.*}}, %block_id_x]
// MAX2: scf.for %[[B:.*]] = %[[Y0]] to %{{.*}} step %{{.*}} {
// MAX2-NEXT: scf.for %[[C:.*]] = %[[X0]] to %{{.*}} step %{{.*}} {
// MAX2: arith.muli %[[B]], %{{.*}} : index
// MAX2: arith.muli %[[C]], %{{.*}} : index
// MAX2: vector.load
// MAX2: vector.store
// MAX2-NEXT: {{^ *}}}{{$}}
// MAX2-NEXT: {{^ *}}}{{$}}
// MAX2-NEXT: gpu.return
func.func @rows(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %0 = "nn.relu"(%x) : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
  return %0 : tensor<64x1024xf32>
}

// -----

// A partial last block: the guard is inside the loop, so the blocks a
// block stands for are each checked.
// CHECK-LABEL: func.func @prime(
// CHECK: gpu.launch_func @prime_kernel::@prime_kernel blocks in (%c1, %c10, %c1) threads in (%c3, %c10, %c1)
// CHECK-NOT: scf.for
// CHECK: gpu.return
// MAX4-LABEL: func.func @prime(
// MAX4: gpu.launch_func @prime_kernel::@prime_kernel blocks in (%c1, %c4, %c1) threads in (%c3, %c10, %c1)
// MAX4: gpu.func @prime_kernel(
// MAX4: scf.for %[[B:.*]] =
// MAX4: %[[ROW0:.*]] = arith.muli %[[B]], %{{.*}} : index
// MAX4: %[[ROW:.*]] = arith.addi %[[ROW0]], %{{.*}} : index
// MAX4: %[[IN:.*]] = arith.cmpi ult, %[[ROW]], %{{.*}} : index
// MAX4: scf.if %[[IN]] {
// MAX4: memref.load %{{.*}}[%[[ROW]], %{{.*}}] : memref<97x3xf32>
// MAX4: }
// MAX4-NEXT: {{^ *}}}{{$}}
// MAX4-NEXT: gpu.return
func.func @prime(%x: tensor<97x3xf32>) -> tensor<97x3xf32> {
  %0 = "nn.relu"(%x) : (tensor<97x3xf32>) -> tensor<97x3xf32>
  return %0 : tensor<97x3xf32>
}

// A work-item kernel (a matmul epilogue, one output element per thread) with
// a private buffer: the buffer (memref.alloca) is made once per thread,
// before the grid-stride loops, not on every trip.
// RUN: nn-opt %nn_src_root/examples/mlp.mlir --infer-shapes --fuse-ops --nn-lower-to-nvvm="stage=kernels max-blocks=2" | FileCheck %s --check-prefix=EPILOGUE
// EPILOGUE-LABEL: func.func private @fused_matmul_bias_add_gelu(
// EPILOGUE: gpu.launch_func @fused_matmul_bias_add_gelu_kernel::@fused_matmul_bias_add_gelu_kernel blocks in (%c2, %c2, %c1) threads in (%c32, %c1, %c1)
// EPILOGUE: gpu.func @fused_matmul_bias_add_gelu_kernel(
// EPILOGUE-NOT: scf.for
// EPILOGUE: %[[ACC:.*]] = memref.alloca() : memref<1x1xf32>
// EPILOGUE-NEXT: scf.for
// EPILOGUE-NEXT: scf.for
// EPILOGUE-NOT: memref.alloca
// EPILOGUE: memref.store %{{.*}}, %[[ACC]]
// EPILOGUE-NOT: memref.alloca
// EPILOGUE: gpu.return
