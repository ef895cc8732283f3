// The CUDA pipeline with dynamic dims (conversion/gpu/GpuMapLoops.c): a
// kernel over a dynamic extent gets a full block of threads along it, its
// blocks computed at launch from the size (ceil(n / threads), at most the
// grid's limit, a grid stride over the rest), and a guard for the last,
// partial block; sizes are computed on the host. Every entry of
// numerics/dynamic.mlir and numerics/dynamic-ops.mlir lowers to PTX, and
// ptxas accepts it.
// RUN: nn-opt %s --nn-lower-to-nvvm="stage=kernels" | FileCheck %s
// RUN: nn-opt %S/../numerics/dynamic.mlir --nn-lower-to-nvvm -o /dev/null
// RUN: %if ptxas %{ nn-opt %S/../numerics/dynamic.mlir --nn-lower-to-nvvm="format=bin" -o /dev/null %}
// RUN: nn-opt %S/../numerics/dynamic-ops.mlir --nn-lower-to-nvvm -o /dev/null
// RUN: %if ptxas %{ nn-opt %S/../numerics/dynamic-ops.mlir --nn-lower-to-nvvm="format=bin" -o /dev/null %}

// CHECK-LABEL: func.func @rows(
// CHECK-SAME: %[[X:.*]]: memref<?x4xf32>, %[[Y:.*]]: memref<?x4xf32>, %[[OUT:.*]]: memref<?x4xf32>)
// CHECK: %[[N:.*]] = memref.dim %[[X]], %{{.*}} : memref<?x4xf32>
// CHECK: %[[UP:.*]] = arith.addi %[[N]], %c63 : index
// CHECK: %[[BLOCKS:.*]] = arith.divui %[[UP]], %c64 : index
// CHECK: %[[GRID:.*]] = arith.minui %[[BLOCKS]], %c65535 : index
// CHECK: gpu.launch_func @rows_kernel::@rows_kernel blocks in (%c1, %[[GRID]], %c1) threads in (%c4, %c64, %c1)
// CHECK: gpu.func @rows_kernel(
// CHECK: scf.for
// CHECK: arith.cmpi ult
// CHECK: scf.if
func.func @rows(%x: tensor<?x4xf32>, %y: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = "nn.add"(%x, %y) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = "nn.relu"(%0) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}

// Two dynamic reshapes in a row fold into one, whose shape buffer is built
// on the host from the first one's, which is then only written and read:
// a shape buffer all the same (it failed as "used outside any kernel").
// The one kernel copies the view into the result.
// CHECK-LABEL: func.func @reshapes(
// CHECK: %[[FIRST:.*]] = memref.alloc() {{.*}} : memref<3xi64>
// CHECK: %[[SHAPE:.*]] = memref.alloc() {{.*}} : memref<4xi64>
// CHECK: memref.reshape %{{.*}}(%[[SHAPE]])
// CHECK: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK: return
func.func @reshapes(%a: tensor<?x?xf32>) -> tensor<?x1x1x?xf32> {
  %0 = "nn.reshape"(%a) : (tensor<?x?xf32>) -> tensor<?x1x?xf32>
  %1 = "nn.reshape"(%0) : (tensor<?x1x?xf32>) -> tensor<?x1x1x?xf32>
  return %1 : tensor<?x1x1x?xf32>
}
