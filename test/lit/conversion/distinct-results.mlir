// --nn-distinct-results (conversion/common/DistinctResults.c): a value a
// function returns in several positions is copied for each position after
// the first, so that every result has a buffer of its own in
// destination-passing style. Distinct results are left alone.
// RUN: nn-opt %s --split-input-file --nn-distinct-results | FileCheck %s
// Idempotence: the copies are distinct values already.
// RUN: nn-opt %s --split-input-file --nn-distinct-results --nn-distinct-results | FileCheck %s
// RUN: not nn-opt %s --nn-distinct-results=copies=2 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: 'nn-distinct-results' has no option 'copies'; it takes no options
//
// End to end: both pipelines bufferize such a function (upstream
// buffer-results-to-out-params crashed on it), and both outputs are
// written.
// RUN: nn-opt %s --split-input-file --nn-lower-to-llvm > /dev/null
// RUN: nn-opt %s --split-input-file --nn-lower-to-nvvm > /dev/null
// RUN: nn-run %s --entry twice --input %S/Inputs/distinct_in.npy --output %t.0.npy %t.1.npy %t.2.npy
// RUN: %python -c "import sys; d = [open('%t.%%d.npy' %% i, 'rb').read() for i in range(3)]; sys.exit(not (d[0] == d[1] == d[2]))"
// RUN: cmp %t.0.npy %S/Inputs/distinct_out.npy

// CHECK-LABEL: func.func @twice(
// CHECK-SAME: %[[X:.*]]: tensor<4xf32>)
// CHECK: %[[R:.*]] = "nn.relu"(%[[X]])
// CHECK: %[[C1:.*]] = linalg.generic {{.*}} ins(%[[R]] : tensor<4xf32>)
// CHECK: %[[C2:.*]] = linalg.generic {{.*}} ins(%[[R]] : tensor<4xf32>)
// CHECK: return %[[R]], %[[C1]], %[[C2]] : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
func.func @twice(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %0, %0 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// An argument returned twice is copied too; distinct values are not.
// CHECK-LABEL: func.func @argument(
// CHECK-SAME: %[[X:.*]]: tensor<2x3xi32>, %[[Y:.*]]: tensor<2x3xi32>)
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<2x3xi32>
// CHECK-NEXT: %[[C:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<2x3xi32>) outs(%[[E]] : tensor<2x3xi32>)
// CHECK: return %[[X]], %[[Y]], %[[C]]
func.func @argument(%x: tensor<2x3xi32>, %y: tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) {
  return %x, %y, %x : tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>
}

// -----

// Nothing to do: the function is unchanged.
// CHECK-LABEL: func.func @distinct(
// CHECK-SAME: %[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[R:.*]] = "nn.relu"(%[[X]])
// CHECK-NEXT: return %[[X]], %[[R]]
func.func @distinct(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %x, %0 : tensor<4xf32>, tensor<4xf32>
}
