// nn-opt's verifier rejects contradictions right after parsing; with it
// turned off, --infer-shapes reports them itself and fails.
// RUN: nn-opt %s --split-input-file --verify-diagnostics --mlir-very-unsafe-disable-verifier-on-parsing --infer-shapes

func.func @contradiction(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>) -> tensor<4x15xf32> {
  // expected-error@+1 {{'nn.matmul' op result #0 type tensor<4x15xf32> contradicts the inferred type tensor<4x16xf32>}}
  %0 = "nn.matmul"(%x, %w) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x15xf32>
  return %0 : tensor<4x15xf32>
}

// -----

func.func @rule_broken_after_refinement(%a: tensor<3xf32>, %b: tensor<4xf32>) -> tensor<*xf32> {
  %0 = "nn.relu"(%a) : (tensor<3xf32>) -> tensor<*xf32>
  // Once %0 is known to be tensor<3xf32>, the add cannot broadcast.
  // expected-error@+1 {{'nn.add' op operands are not broadcast-compatible: lhs dimension 0 (3) vs rhs dimension 0 (4)}}
  %1 = "nn.add"(%0, %b) : (tensor<*xf32>, tensor<4xf32>) -> tensor<*xf32>
  return %1 : tensor<*xf32>
}
