// Upstream passes run on nn graphs like on any other IR; nn ops survive them
// and are verified again afterwards.
// RUN: nn-opt %s --split-input-file --symbol-dce --canonicalize --nn-verify | FileCheck %s
// RUN: nn-opt %s --split-input-file --pass-pipeline='builtin.module(symbol-dce, func.func(canonicalize, nn-verify))' | FileCheck %s
// RUN: nn-opt %s --split-input-file --inline | FileCheck %s --check-prefix=INLINE
// RUN: nn-opt %S/Inputs/bufferize.mlir --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUFFER

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[X]])
// CHECK-NEXT: %[[E:.*]] = "nn.exp"(%[[R]])
// CHECK-NEXT: return %[[E]]
// CHECK-NOT: func.func private @unused
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant 1 : index
  %d = arith.addi %c, %c : index
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "nn.exp"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @unused(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.tanh"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// IRDL gives dialects no interfaces, but nnLoadDialect attaches an inliner
// interface to nn (dialect/Inliner.cpp): MLIR's inliner inlines functions
// holding nn ops, and erases them once they are dead.
// INLINE-LABEL: func.func @caller
// INLINE-SAME: (%[[X:.*]]: tensor<4xf32>)
// INLINE-NEXT: %[[R:.*]] = "nn.relu"(%[[X]])
// INLINE-NEXT: return %[[R]]
// INLINE-NOT: call
// INLINE-NOT: func.func private @block
func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @block(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @block(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// BUFFER-LABEL: func.func @copy
// BUFFER-SAME: (%{{.*}}: memref<4xf32{{.*}}>) -> memref<4xf32{{.*}}>
