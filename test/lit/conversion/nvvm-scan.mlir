// The scans and sorts and the inverse trigonometric ops go through the CUDA
// pipeline: cumsum's and top_k's loops along the axis stay sequential
// (scf.for) inside kernels whose work items are tiles (top_k: rows) of the
// other dims (their scf.forall), atan maps to libdevice.
// RUN: nn-opt %S/Inputs/scan.mlir --fuse-ops --nn-lower-to-nvvm="stage=kernels" | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: gpu.launch_func
// CHECK: gpu.module
// CHECK: scf.for
// CHECK: math.atan

// The PTX assembles.
// REQUIRES: ptxas
// RUN: nn-opt %S/Inputs/scan.mlir --fuse-ops --nn-lower-to-nvvm="chip=sm_90 format=isa" -o %t.mlir
// RUN: %python %S/Inputs/nvvm-ptxas.py %ptxas sm_90 %t.mlir %t.ptx | FileCheck %s --check-prefix=PTXAS
// PTXAS: 5 kernels, 0 failed
