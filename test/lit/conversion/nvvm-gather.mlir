// The CUDA pipeline makes no run-time checks yet (no status comes back
// from a kernel), but gather indices are clamped into range there too, so
// no input makes a kernel read outside its data: the clamp is in each
// kernel (a max with 0, a min with n - 1), and no check reduction is left.
// RUN: nn-opt %S/../tools/nn-run/Inputs/gather.mlir --fuse-ops --nn-lower-to-nvvm="stage=kernels" | FileCheck %s
// CHECK-NOT: nn.runtime_check
// CHECK-LABEL: gpu.func @main_kernel
// CHECK: %[[LOW:.*]] = arith.maxsi %{{.*}}, %{{.*}} : i64
// CHECK: %[[ROW:.*]] = arith.minsi %[[LOW]], %{{.*}} : i64
// CHECK: %[[I:.*]] = arith.index_cast %[[ROW]] : i64 to index
// CHECK: vector.load %{{.*}}[%[[I]], %{{.*}}]
// CHECK-LABEL: gpu.func @fused_gather_relu_kernel
// CHECK: %[[LOW2:.*]] = arith.maxsi %{{.*}}, %{{.*}} : i64
// CHECK: arith.minsi %[[LOW2]], %{{.*}} : i64

// The PTX assembles, with the clamp as max.s64 and min.s64.
// REQUIRES: ptxas
// RUN: nn-opt %S/../tools/nn-run/Inputs/gather.mlir --fuse-ops --nn-lower-to-nvvm="chip=sm_90 format=isa" -o %t.mlir
// RUN: %python %S/Inputs/nvvm-ptxas.py %ptxas sm_90 %t.mlir %t.ptx | FileCheck %s --check-prefix=PTXAS
// PTXAS: 2 kernels, 0 failed
// RUN: cat %t.ptx/* | FileCheck %s --check-prefix=PTX
// PTX: max.s64
// PTX: min.s64
