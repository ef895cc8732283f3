// RUN: nn-opt %s --split-input-file --verify-diagnostics --nn-specialize="sizes=seq=8;batch=1,seq=8;seq=3" | FileCheck %s
// Idempotence: the copies exist already, and copies are not copied.
// RUN: nn-opt %s --split-input-file --verify-diagnostics --nn-specialize="sizes=seq=8;batch=1,seq=8;seq=3" --nn-specialize="sizes=seq=8;batch=1,seq=8;seq=3" | FileCheck %s
// No sizes, no copies: the module is unchanged.
// RUN: nn-opt %s --split-input-file --nn-specialize | FileCheck %s --check-prefix=NONE
// NONE-NOT: nn.specializes
// RUN: not nn-opt %s --nn-specialize="sizes=seq=-1" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not nn-opt %s --nn-specialize="sizes=seq" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: must list specializations: NAME=SIZE[,NAME=SIZE...] joined by ';', NAME a dim the inputs' nn.dims name, SIZE positive
// End to end (the copies called for their sizes): numerics/dynamic.mlir.

// --nn-specialize (passes/Specialize.c): each entry with dims its inputs'
// nn.dims name gets a copy per specialization naming them all, its bound
// arguments cast to static types and every value given the size the shape
// facts give it.

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %{{.*}}: tensor<?x?x4xf32> {nn.dims = ["batch", "seq", ""]}
// CHECK: "nn.matmul"{{.*}} -> tensor<?x?x4xf32>
// CHECK: func.func @main__seq8(%[[X:.*]]: tensor<?x?x4xf32> {nn.dims = ["batch", "seq", ""]}, %[[W:.*]]: tensor<4x4xf32>) -> tensor<?x?x4xf32> attributes {nn.specialized_dims = array<i64: 0, 1, 8>, nn.specializes = "main"}
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[X]] : tensor<?x?x4xf32> to tensor<?x8x4xf32>
// CHECK-NEXT: %[[M:.*]] = "nn.matmul"(%[[C]], %[[W]]) : (tensor<?x8x4xf32>, tensor<4x4xf32>) -> tensor<?x8x4xf32>
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[M]]) : (tensor<?x8x4xf32>) -> tensor<?x8x4xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[R]] : tensor<?x8x4xf32> to tensor<?x?x4xf32>
// CHECK-NEXT: return %[[B]]
// CHECK: func.func @main__batch1_seq8(
// CHECK-SAME: attributes {nn.specialized_dims = array<i64: 0, 0, 1, 0, 1, 8>, nn.specializes = "main"}
// CHECK-NEXT: tensor.cast %{{.*}} : tensor<?x?x4xf32> to tensor<1x8x4xf32>
// CHECK-NEXT: "nn.matmul"{{.*}} -> tensor<1x8x4xf32>
// CHECK: func.func @main__seq3(
// CHECK-NOT: func.func @main__
func.func @main(%x: tensor<?x?x4xf32> {nn.dims = ["batch", "seq", ""]},
                %w: tensor<4x4xf32>) -> tensor<?x?x4xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<?x?x4xf32>, tensor<4x4xf32>) -> tensor<?x?x4xf32>
  %1 = "nn.relu"(%0) : (tensor<?x?x4xf32>) -> tensor<?x?x4xf32>
  return %1 : tensor<?x?x4xf32>
}

// -----

// A fused entry: the copy calls a copy of its group, whose signature has
// the static types.
// CHECK-LABEL: func.func @fused(
// CHECK: call @fused_relu(
// CHECK: func.func private @fused_relu(%{{.*}}: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {nn.fused}
// CHECK: func.func @fused__seq8(
// CHECK-NEXT: %[[C:.*]] = tensor.cast %{{.*}} : tensor<?x?xf32> to tensor<?x8xf32>
// CHECK-NEXT: %[[E:.*]] = "nn.exp"(%[[C]]) : (tensor<?x8xf32>) -> tensor<?x8xf32>
// CHECK-NEXT: %[[R:.*]] = call @fused_relu__seq8(%[[E]]) : (tensor<?x8xf32>) -> tensor<?x8xf32>
// CHECK-NEXT: %[[D:.*]] = tensor.cast %[[R]] : tensor<?x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[D]]
// CHECK: func.func private @fused_relu__seq8(%[[A:.*]]: tensor<?x8xf32>) -> tensor<?x8xf32> attributes {nn.fused}
// CHECK-NEXT: "nn.relu"(%[[A]]) : (tensor<?x8xf32>) -> tensor<?x8xf32>
func.func @fused(%x: tensor<?x?xf32> {nn.dims = ["batch", "seq"]}) -> tensor<?x?xf32> {
  %0 = "nn.exp"(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = call @fused_relu(%0) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func private @fused_relu(%a: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {nn.fused} {
  %0 = "nn.relu"(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// expected-error@below {{nn-specialize: no entry names every dim of the specialization 'seq=8' as a dynamic input dim (nn.dims)}}
module {
  func.func @unnamed(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %0 = "nn.relu"(%x) : (tensor<?x4xf32>) -> tensor<?x4xf32>
    return %0 : tensor<?x4xf32>
  }
}

// -----

// A reshape into dims whose types are `?`: the facts keep the sizes it has
// in the dynamic entry (the heads' split of seq x 64), where its type rule
// alone would not tell them.
// CHECK-LABEL: func.func @heads__seq3(
// CHECK: "nn.reshape"(%{{.*}}) : (tensor<?x3x64xf32>) -> tensor<?x3x4x16xf32>
// CHECK: "nn.transpose"{{.*}} -> tensor<?x4x3x16xf32>
func.func @heads(%x: tensor<?x?x64xf32> {nn.dims = ["batch", "seq", ""]}) -> tensor<?x4x?x16xf32> {
  %0 = "nn.reshape"(%x) : (tensor<?x?x64xf32>) -> tensor<?x?x4x16xf32>
  %1 = "nn.transpose"(%0) {perm = array<i64: 0, 2, 1, 3>} : (tensor<?x?x4x16xf32>) -> tensor<?x4x?x16xf32>
  return %1 : tensor<?x4x?x16xf32>
}
