// The indexing ops on the GPU path. The gathers and one_hot are one
// parallel kernel each (gather_elements' clamping of its positions fuses
// into its kernel, one position per thread; gather_nd reads its clamped
// tuples through tensor.extract, so their copy is a kernel of its own, one
// thread per component, as for nn.gather). A scatter's loop over its
// updates is sequential (later updates see earlier ones): it runs as one
// single-thread kernel between the copy of the data and the copy into the
// result, correct but slow; a parallel scatter (atomics for the
// reductions, an order for "none") is left for later.
// RUN: nn-opt %S/Inputs/indexing-ops.mlir --fuse-ops --nn-lower-to-nvvm="stage=kernels" | FileCheck %s
// CHECK-NOT: nn.runtime_check
// CHECK-LABEL: func.func @gather_elements
// CHECK-NEXT: arith.constant
// CHECK-NOT: gpu.launch_func
// CHECK: gpu.launch_func @gather_elements_kernel::@gather_elements_kernel blocks in ({{.*}}) threads in (%c5, %c3, %c1)
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: func.func @scatter_elements
// CHECK: gpu.launch_func {{.*}} threads in (%c1, %c1, %c1) {{.*}} %arg2 : memref<2x4xf32>
// CHECK-LABEL: func.func @gather_nd
// CHECK: gpu.launch_func @gather_nd_kernel::@gather_nd_kernel blocks in ({{.*}}) threads in (%c1, %c5, %c2)
// CHECK: gpu.launch_func @gather_nd_kernel_3::@gather_nd_kernel blocks in ({{.*}}) threads in (%c3, %c5, %c2)
// CHECK-LABEL: func.func @scatter_nd
// CHECK: gpu.launch_func {{.*}} threads in (%c1, %c1, %c1) {{.*}} %arg2 : memref<2x3xi32>
// CHECK-LABEL: func.func @one_hot
// CHECK: gpu.launch_func @one_hot_kernel::@one_hot_kernel blocks in ({{.*}}) threads in (%c3, %c5, %c1)
// The scatter's kernel is its loop nest.
// RUN: nn-opt %S/Inputs/indexing-ops.mlir --fuse-ops --nn-lower-to-nvvm="stage=kernels" | FileCheck %s --check-prefix=LOOP
// LOOP-LABEL: gpu.module @scatter_elements_kernel_1
// LOOP: scf.for
// LOOP: scf.for
// LOOP: arith.addf
// LOOP: memref.store

// The PTX of every kernel assembles.
// REQUIRES: ptxas
// RUN: nn-opt %S/Inputs/indexing-ops.mlir --fuse-ops --nn-lower-to-nvvm="chip=sm_90 format=isa" -o %t.mlir
// RUN: %python %S/Inputs/nvvm-ptxas.py %ptxas sm_90 %t.mlir %t.ptx | FileCheck %s --check-prefix=PTXAS
// PTXAS: 12 kernels, 0 failed
