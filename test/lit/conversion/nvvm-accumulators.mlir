// A kernel of one thread per output element walking its reduction (a
// matmul, a convolution) carries its accumulator through the reduction
// loop (GpuAccumulators.c: one load before, one store after, instead of a
// load and a store of the output every iteration: LLVM cannot move the
// store out, not knowing that the output does not alias the inputs), and
// its float multiplies and adds may contract (GpuContract.c): in the PTX
// the inner step is one fma.rn.f32, not mul.rn and add.rn.
// RUN: nn-opt %s --fuse-ops --nn-lower-to-nvvm=stage=kernels | FileCheck %s
// RUN: %if ptxas %{ nn-opt %s --fuse-ops --nn-lower-to-nvvm="format=isa" -o %t.mlir %}
// RUN: %if ptxas %{ %python %S/Inputs/nvvm-ptxas.py %ptxas sm_90 %t.mlir %t.ptx | FileCheck %s --check-prefix=PTXAS %}
// RUN: %if ptxas %{ cat %t.ptx/* | FileCheck %s --check-prefix=PTX %}

// A matmul alone: its output in global memory, stored once per element.
// CHECK-LABEL: gpu.func @lone_kernel(
// CHECK: memref.store %{{.*}}, %[[OUT:.*]][%[[I:.*]], %[[J:.*]]] : memref<64x32xf32>
// CHECK-NEXT: %[[INIT:.*]] = memref.load %[[OUT]][%[[I]], %[[J]]]
// CHECK-NEXT: %[[SUM:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// CHECK-NEXT: memref.load
// CHECK-NEXT: memref.load
// CHECK-NEXT: %[[P:.*]] = arith.mulf %{{.*}}, %{{.*}} fastmath<contract> : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[P]] fastmath<contract> : f32
// CHECK-NEXT: scf.yield %[[S]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %[[SUM]], %[[OUT]][%[[I]], %[[J]]]
// CHECK-NEXT: gpu.return

// With an epilogue: the accumulator of the work item is private (alloca),
// carried through the loop the same way.
// CHECK-LABEL: gpu.func @fused_matmul_relu_kernel(
// CHECK: %[[INIT:.*]] = memref.load %[[PRIV:.*]][%[[I:.*]], %[[J:.*]]] : memref<1x1xf32>
// CHECK-NEXT: %[[SUM:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// CHECK: arith.addf %[[ACC]], %{{.*}} fastmath<contract> : f32
// CHECK: memref.store %[[SUM]], %[[PRIV]][%[[I]], %[[J]]]
// CHECK: arith.maximumf

// PTXAS: 2 kernels, 0 failed
// PTX-NOT: mul.rn.f32
// PTX-NOT: add.rn.f32
// PTX: fma.rn.f32
// PTX-NOT: mul.rn.f32
// PTX-NOT: add.rn.f32
// PTX: fma.rn.f32
// PTX-NOT: mul.rn.f32
// PTX-NOT: add.rn.f32
func.func @lone(%a: tensor<64x128xf32>, %b: tensor<128x32xf32>) -> tensor<64x32xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}
func.func @fused(%a: tensor<64x128xf32>, %b: tensor<128x32xf32>) -> tensor<64x32xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
  %1 = "nn.relu"(%0) : (tensor<64x32xf32>) -> tensor<64x32xf32>
  return %1 : tensor<64x32xf32>
}
