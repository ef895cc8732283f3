// Parse errors are reported at their location, including the one MLIR's IRDL
// support leaves silent: an nn op written in custom form.
// RUN: nn-opt %s --split-input-file --verify-diagnostics

func.func @custom_form(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'nn.relu' has no custom assembly form: nn ops are written in the generic form, "nn.relu"(...)}}
  %0 = nn.relu(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @custom_form_as_operand(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'nn.matmul' has no custom assembly form}}
  return nn.matmul : tensor<2xf32>
}

// -----

func.func @unknown_nn_op(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{custom op 'nn.frobnicate' is unknown}}
  %0 = nn.frobnicate(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @plain_syntax_error(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{expected SSA operand}}
  %0 = "nn.relu"(%x, ) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
