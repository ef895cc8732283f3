// Tiled and fused kernels compute what NumPy computes: a matmul + bias_add +
// gelu group and a softmax + relu group, through nn-run's pipeline (which
// runs --nn-tile-fused), against Inputs/make_tile_fused.py's references.
// RUN: nn-opt %s --fuse-ops -o %t.mlir
// RUN: nn-run %t.mlir --entry matmul_bias_gelu --input %S/Inputs/tile_mbg_x.npy %S/Inputs/tile_mbg_w.npy %S/Inputs/tile_mbg_b.npy --check %S/Inputs/tile_mbg_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %t.mlir --entry softmax_relu --input %S/Inputs/tile_softmax_x.npy --check %S/Inputs/tile_softmax_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
//
// Tile sizes that divide nothing evenly (partial tiles at the edges; the
// softmax columns split too, so each tile reduces its rows again).
// RUN: nn-opt %s --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused="tile-sizes=16,32" -o %t.tiled.mlir
// RUN: FileCheck %s --check-prefix=TILED < %t.tiled.mlir
// RUN: nn-run %t.tiled.mlir --entry matmul_bias_gelu --input %S/Inputs/tile_mbg_x.npy %S/Inputs/tile_mbg_w.npy %S/Inputs/tile_mbg_b.npy --check %S/Inputs/tile_mbg_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
// RUN: nn-run %t.tiled.mlir --entry softmax_relu --input %S/Inputs/tile_softmax_x.npy --check %S/Inputs/tile_softmax_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s --check-prefix=OK
//
// On the CPU each kernel is one OpenMP parallel loop over tiles, with
// sequential loops inside (no nested parallel region).
// RUN: nn-opt %s --fuse-ops --nn-lower-to-llvm | FileCheck %s --check-prefix=LLVM

// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

// TILED-LABEL: func.func private @fused_matmul_bias_add_gelu
// TILED: scf.forall (%{{.*}}, %{{.*}}) in (4, 3)
// TILED-LABEL: func.func private @fused_softmax_relu
// TILED: scf.forall (%{{.*}}, %{{.*}}) in (3, 4)

// LLVM-LABEL: llvm.func @fused_matmul_bias_add_gelu(
// LLVM: omp.parallel
// LLVM: omp.wsloop
// LLVM-NOT: omp.parallel
// LLVM: llvm.return
// LLVM-LABEL: llvm.func @fused_softmax_relu(
// LLVM: omp.parallel
// LLVM: omp.wsloop
// LLVM-NOT: omp.parallel
// LLVM: llvm.return

func.func @matmul_bias_gelu(%x: tensor<50x30xf32>, %w: tensor<30x70xf32>, %b: tensor<70xf32>) -> tensor<50x70xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<50x30xf32>, tensor<30x70xf32>) -> tensor<50x70xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<50x70xf32>, tensor<70xf32>) -> tensor<50x70xf32>
  %2 = "nn.gelu"(%1) : (tensor<50x70xf32>) -> tensor<50x70xf32>
  return %2 : tensor<50x70xf32>
}

func.func @softmax_relu(%x: tensor<37x100xf32>) -> tensor<37x100xf32> {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<37x100xf32>) -> tensor<37x100xf32>
  %1 = "nn.relu"(%0) : (tensor<37x100xf32>) -> tensor<37x100xf32>
  return %1 : tensor<37x100xf32>
}
