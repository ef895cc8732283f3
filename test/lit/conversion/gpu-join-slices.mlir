// nn-gpu-gather-groups's join of slices (conversion/gpu/GpuJoinSlices.c):
// consecutive slices of one source into the same sizes that bufferization
// would copy (returned, passed to a call that stays, or reshaped in the
// body of a call that is inlined) become one linalg.generic with an output
// per slice; slices read as views, of other sizes, or not consecutive stay.
// A second run changes nothing.
// RUN: nn-opt %s --split-input-file --nn-gpu-gather-groups | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-gpu-gather-groups --nn-gpu-gather-groups | FileCheck %s

// CHECK-LABEL: func.func @returned(
// CHECK-SAME: %[[X:.*]]: tensor<4x24xf32>)
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[E0:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: %[[E1:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: %[[E2:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: %[[J:.*]]:3 = linalg.generic {{.*}} outs(%[[E0]], %[[E1]], %[[E2]] : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[K:.*]] = linalg.index 1
// CHECK: %[[A:.*]] = tensor.extract %[[X]][%[[I]], %[[K]]]
// CHECK: %[[K8:.*]] = arith.addi %[[K]], %c8
// CHECK: %[[B:.*]] = tensor.extract %[[X]][%[[I]], %[[K8]]]
// CHECK: %[[K16:.*]] = arith.addi %[[K]], %c16
// CHECK: %[[C:.*]] = tensor.extract %[[X]][%[[I]], %[[K16]]]
// CHECK: linalg.yield %[[A]], %[[B]], %[[C]]
// CHECK-NOT: tensor.extract_slice
// CHECK: return %[[J]]#0, %[[J]]#1, %[[J]]#2
func.func @returned(%x: tensor<4x24xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = tensor.extract_slice %x[0, 0] [4, 8] [1, 1] : tensor<4x24xf32> to tensor<4x8xf32>
  %1 = tensor.extract_slice %x[0, 8] [4, 8] [1, 1] : tensor<4x24xf32> to tensor<4x8xf32>
  %2 = tensor.extract_slice %x[0, 16] [4, 8] [1, 1] : tensor<4x24xf32> to tensor<4x8xf32>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// Dynamic rows, the same size value for every part; each part reshaped in
// the body of a call with a dynamic result (inlined before bufferization).
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME: %[[X:.*]]: tensor<?x16xf32>)
// CHECK: %[[N:.*]] = tensor.dim %[[X]]
// CHECK-NEXT: %[[E0:.*]] = tensor.empty(%[[N]]) : tensor<?x8xf32>
// CHECK-NEXT: %[[E1:.*]] = tensor.empty(%[[N]]) : tensor<?x8xf32>
// CHECK-NEXT: %[[J:.*]]:2 = linalg.generic {{.*}} outs(%[[E0]], %[[E1]] : tensor<?x8xf32>, tensor<?x8xf32>)
// CHECK-NOT: tensor.extract_slice
// CHECK: call @heads(%[[J]]#0)
// CHECK: call @heads(%[[J]]#1)
func.func private @heads(%p: tensor<?x8xf32>) -> tensor<?x2x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %p, %c0 : tensor<?x8xf32>
  %e = tensor.expand_shape %p [[0], [1, 2]] output_shape [%n, 2, 4] : tensor<?x8xf32> into tensor<?x2x4xf32>
  %shape = tensor.from_elements %n : tensor<1xindex>
  %f = tensor.reshape %p(%shape) : (tensor<?x8xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %e : tensor<?x2x4xf32>
}
func.func @dynamic(%x: tensor<?x16xf32>) -> (tensor<?x2x4xf32>, tensor<?x2x4xf32>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x16xf32>
  %0 = tensor.extract_slice %x[0, 0] [%n, 8] [1, 1] : tensor<?x16xf32> to tensor<?x8xf32>
  %1 = tensor.extract_slice %x[0, 8] [%n, 8] [1, 1] : tensor<?x16xf32> to tensor<?x8xf32>
  %2 = call @heads(%0) : (tensor<?x8xf32>) -> tensor<?x2x4xf32>
  %3 = call @heads(%1) : (tensor<?x8xf32>) -> tensor<?x2x4xf32>
  return %2, %3 : tensor<?x2x4xf32>, tensor<?x2x4xf32>
}

// -----

// Left alone: parts that a kernel of the function reads (views, no copy),
// parts of other sizes, and slices that other ops separate.
// CHECK-LABEL: func.func @views(
// CHECK-COUNT-2: tensor.extract_slice
// CHECK-NOT: linalg.generic {{.*}}outs({{.*}}, {{.*}})
// CHECK-LABEL: func.func @other_sizes(
// CHECK-COUNT-2: tensor.extract_slice
// CHECK-LABEL: func.func @apart(
// CHECK: tensor.extract_slice
// CHECK: arith.addf
// CHECK: tensor.extract_slice
func.func @views(%x: tensor<4x16xf32>) -> tensor<4x8xf32> {
  %0 = tensor.extract_slice %x[0, 0] [4, 8] [1, 1] : tensor<4x16xf32> to tensor<4x8xf32>
  %1 = tensor.extract_slice %x[0, 8] [4, 8] [1, 1] : tensor<4x16xf32> to tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %2 = linalg.add ins(%0, %1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}
func.func @other_sizes(%x: tensor<4x16xf32>) -> (tensor<4x8xf32>, tensor<4x4xf32>) {
  %0 = tensor.extract_slice %x[0, 0] [4, 8] [1, 1] : tensor<4x16xf32> to tensor<4x8xf32>
  %1 = tensor.extract_slice %x[0, 8] [4, 4] [1, 1] : tensor<4x16xf32> to tensor<4x4xf32>
  return %0, %1 : tensor<4x8xf32>, tensor<4x4xf32>
}
func.func @apart(%x: tensor<4x16xf32>, %a: f32) -> (tensor<4x8xf32>, tensor<4x8xf32>, f32) {
  %0 = tensor.extract_slice %x[0, 0] [4, 8] [1, 1] : tensor<4x16xf32> to tensor<4x8xf32>
  %s = arith.addf %a, %a : f32
  %1 = tensor.extract_slice %x[0, 8] [4, 8] [1, 1] : tensor<4x16xf32> to tensor<4x8xf32>
  return %0, %1, %s : tensor<4x8xf32>, tensor<4x8xf32>, f32
}
