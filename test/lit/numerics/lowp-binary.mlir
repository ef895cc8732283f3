// Numerical tests of the binary ops in f16 and bf16 on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry add_f16 --input %S/Inputs/lowp/add_f16_in0.npy %S/Inputs/lowp/add_f16_in1.npy --check %S/Inputs/lowp/add_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_bf16 --input %S/Inputs/lowp/add_bf16_in0.npy %S/Inputs/lowp/add_bf16_in1.npy --check %S/Inputs/lowp/add_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sub_f16 --input %S/Inputs/lowp/sub_f16_in0.npy %S/Inputs/lowp/sub_f16_in1.npy --check %S/Inputs/lowp/sub_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sub_bf16 --input %S/Inputs/lowp/sub_bf16_in0.npy %S/Inputs/lowp/sub_bf16_in1.npy --check %S/Inputs/lowp/sub_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mul_f16 --input %S/Inputs/lowp/mul_f16_in0.npy %S/Inputs/lowp/mul_f16_in1.npy --check %S/Inputs/lowp/mul_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mul_bf16 --input %S/Inputs/lowp/mul_bf16_in0.npy %S/Inputs/lowp/mul_bf16_in1.npy --check %S/Inputs/lowp/mul_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_f16 --input %S/Inputs/lowp/div_f16_in0.npy %S/Inputs/lowp/div_f16_in1.npy --check %S/Inputs/lowp/div_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_bf16 --input %S/Inputs/lowp/div_bf16_in0.npy %S/Inputs/lowp/div_bf16_in1.npy --check %S/Inputs/lowp/div_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_f16 --input %S/Inputs/lowp/mod_f16_in0.npy %S/Inputs/lowp/mod_f16_in1.npy --check %S/Inputs/lowp/mod_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_bf16 --input %S/Inputs/lowp/mod_bf16_in0.npy %S/Inputs/lowp/mod_bf16_in1.npy --check %S/Inputs/lowp/mod_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_f16 --input %S/Inputs/lowp/pow_f16_in0.npy %S/Inputs/lowp/pow_f16_in1.npy --check %S/Inputs/lowp/pow_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_bf16 --input %S/Inputs/lowp/pow_bf16_in0.npy %S/Inputs/lowp/pow_bf16_in1.npy --check %S/Inputs/lowp/pow_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_f16 --input %S/Inputs/lowp/maximum_f16_in0.npy %S/Inputs/lowp/maximum_f16_in1.npy --check %S/Inputs/lowp/maximum_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_bf16 --input %S/Inputs/lowp/maximum_bf16_in0.npy %S/Inputs/lowp/maximum_bf16_in1.npy --check %S/Inputs/lowp/maximum_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry minimum_f16 --input %S/Inputs/lowp/minimum_f16_in0.npy %S/Inputs/lowp/minimum_f16_in1.npy --check %S/Inputs/lowp/minimum_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry minimum_bf16 --input %S/Inputs/lowp/minimum_bf16_in0.npy %S/Inputs/lowp/minimum_bf16_in1.npy --check %S/Inputs/lowp/minimum_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry equal_f16 --input %S/Inputs/lowp/equal_f16_in0.npy %S/Inputs/lowp/equal_f16_in1.npy --check %S/Inputs/lowp/equal_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry equal_bf16 --input %S/Inputs/lowp/equal_bf16_in0.npy %S/Inputs/lowp/equal_bf16_in1.npy --check %S/Inputs/lowp/equal_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry not_equal_f16 --input %S/Inputs/lowp/not_equal_f16_in0.npy %S/Inputs/lowp/not_equal_f16_in1.npy --check %S/Inputs/lowp/not_equal_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry not_equal_bf16 --input %S/Inputs/lowp/not_equal_bf16_in0.npy %S/Inputs/lowp/not_equal_bf16_in1.npy --check %S/Inputs/lowp/not_equal_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_f16 --input %S/Inputs/lowp/less_f16_in0.npy %S/Inputs/lowp/less_f16_in1.npy --check %S/Inputs/lowp/less_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_bf16 --input %S/Inputs/lowp/less_bf16_in0.npy %S/Inputs/lowp/less_bf16_in1.npy --check %S/Inputs/lowp/less_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_equal_f16 --input %S/Inputs/lowp/less_equal_f16_in0.npy %S/Inputs/lowp/less_equal_f16_in1.npy --check %S/Inputs/lowp/less_equal_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_equal_bf16 --input %S/Inputs/lowp/less_equal_bf16_in0.npy %S/Inputs/lowp/less_equal_bf16_in1.npy --check %S/Inputs/lowp/less_equal_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_f16 --input %S/Inputs/lowp/greater_f16_in0.npy %S/Inputs/lowp/greater_f16_in1.npy --check %S/Inputs/lowp/greater_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_bf16 --input %S/Inputs/lowp/greater_bf16_in0.npy %S/Inputs/lowp/greater_bf16_in1.npy --check %S/Inputs/lowp/greater_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_equal_f16 --input %S/Inputs/lowp/greater_equal_f16_in0.npy %S/Inputs/lowp/greater_equal_f16_in1.npy --check %S/Inputs/lowp/greater_equal_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_equal_bf16 --input %S/Inputs/lowp/greater_equal_bf16_in0.npy %S/Inputs/lowp/greater_equal_bf16_in1.npy --check %S/Inputs/lowp/greater_equal_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry where_f16 --input %S/Inputs/lowp/where_f16_in0.npy %S/Inputs/lowp/where_f16_in1.npy %S/Inputs/lowp/where_f16_in2.npy --check %S/Inputs/lowp/where_f16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry where_bf16 --input %S/Inputs/lowp/where_bf16_in0.npy %S/Inputs/lowp/where_bf16_in1.npy %S/Inputs/lowp/where_bf16_in2.npy --check %S/Inputs/lowp/where_bf16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bias_add_f16 --input %S/Inputs/lowp/bias_add_f16_in0.npy %S/Inputs/lowp/bias_add_f16_in1.npy --check %S/Inputs/lowp/bias_add_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bias_add_bf16 --input %S/Inputs/lowp/bias_add_bf16_in0.npy %S/Inputs/lowp/bias_add_bf16_in1.npy --check %S/Inputs/lowp/bias_add_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry prelu_f16 --input %S/Inputs/lowp/prelu_f16_in0.npy %S/Inputs/lowp/prelu_f16_in1.npy --check %S/Inputs/lowp/prelu_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry prelu_bf16 --input %S/Inputs/lowp/prelu_bf16_in0.npy %S/Inputs/lowp/prelu_bf16_in1.npy --check %S/Inputs/lowp/prelu_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry batch_norm_f16 --input %S/Inputs/lowp/batch_norm_f16_in0.npy %S/Inputs/lowp/batch_norm_f16_in1.npy %S/Inputs/lowp/batch_norm_f16_in2.npy %S/Inputs/lowp/batch_norm_f16_in3.npy %S/Inputs/lowp/batch_norm_f16_in4.npy --check %S/Inputs/lowp/batch_norm_f16_out.npy --rtol 4e-3 --atol 2e-3 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry batch_norm_bf16 --input %S/Inputs/lowp/batch_norm_bf16_in0.npy %S/Inputs/lowp/batch_norm_bf16_in1.npy %S/Inputs/lowp/batch_norm_bf16_in2.npy %S/Inputs/lowp/batch_norm_bf16_in3.npy %S/Inputs/lowp/batch_norm_bf16_in4.npy --check %S/Inputs/lowp/batch_norm_bf16_out.npy --rtol 3e-2 --atol 1.5e-2 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @add_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.add"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @add_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.add"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @sub_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.sub"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @sub_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.sub"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @mul_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.mul"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @mul_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.mul"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @div_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.div"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @div_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.div"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @mod_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.mod"(%a0, %a1) {fmod = true} : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @mod_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.mod"(%a0, %a1) {fmod = true} : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @pow_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @pow_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @maximum_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @maximum_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @minimum_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.minimum"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @minimum_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.minimum"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @equal_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xi1> {
  %0 = "nn.equal"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @equal_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xi1> {
  %0 = "nn.equal"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @not_equal_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xi1> {
  %0 = "nn.not_equal"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @not_equal_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xi1> {
  %0 = "nn.not_equal"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_equal_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xi1> {
  %0 = "nn.less_equal"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_equal_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xi1> {
  %0 = "nn.less_equal"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xi1> {
  %0 = "nn.greater"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xi1> {
  %0 = "nn.greater"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_equal_f16(%a0: tensor<4x8xf16>, %a1: tensor<8xf16>) -> tensor<4x8xi1> {
  %0 = "nn.greater_equal"(%a0, %a1) : (tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_equal_bf16(%a0: tensor<4x8xbf16>, %a1: tensor<8xbf16>) -> tensor<4x8xi1> {
  %0 = "nn.greater_equal"(%a0, %a1) : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @where_f16(%a0: tensor<4x8xi1>, %a1: tensor<4x8xf16>, %a2: tensor<8xf16>) -> tensor<4x8xf16> {
  %0 = "nn.where"(%a0, %a1, %a2) : (tensor<4x8xi1>, tensor<4x8xf16>, tensor<8xf16>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

func.func @where_bf16(%a0: tensor<4x8xi1>, %a1: tensor<4x8xbf16>, %a2: tensor<8xbf16>) -> tensor<4x8xbf16> {
  %0 = "nn.where"(%a0, %a1, %a2) : (tensor<4x8xi1>, tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

func.func @bias_add_f16(%a0: tensor<2x3x4xf16>, %a1: tensor<3xf16>) -> tensor<2x3x4xf16> {
  %0 = "nn.bias_add"(%a0, %a1) : (tensor<2x3x4xf16>, tensor<3xf16>) -> tensor<2x3x4xf16>
  return %0 : tensor<2x3x4xf16>
}

func.func @bias_add_bf16(%a0: tensor<2x3x4xbf16>, %a1: tensor<3xbf16>) -> tensor<2x3x4xbf16> {
  %0 = "nn.bias_add"(%a0, %a1) : (tensor<2x3x4xbf16>, tensor<3xbf16>) -> tensor<2x3x4xbf16>
  return %0 : tensor<2x3x4xbf16>
}

func.func @prelu_f16(%a0: tensor<2x3x4xf16>, %a1: tensor<3xf16>) -> tensor<2x3x4xf16> {
  %0 = "nn.prelu"(%a0, %a1) : (tensor<2x3x4xf16>, tensor<3xf16>) -> tensor<2x3x4xf16>
  return %0 : tensor<2x3x4xf16>
}

func.func @prelu_bf16(%a0: tensor<2x3x4xbf16>, %a1: tensor<3xbf16>) -> tensor<2x3x4xbf16> {
  %0 = "nn.prelu"(%a0, %a1) : (tensor<2x3x4xbf16>, tensor<3xbf16>) -> tensor<2x3x4xbf16>
  return %0 : tensor<2x3x4xbf16>
}

func.func @batch_norm_f16(%a0: tensor<2x3x2x2xf16>, %a1: tensor<3xf16>, %a2: tensor<3xf16>, %a3: tensor<3xf16>, %a4: tensor<3xf16>) -> tensor<2x3x2x2xf16> {
  %0 = "nn.batch_norm"(%a0, %a1, %a2, %a3, %a4) : (tensor<2x3x2x2xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>) -> tensor<2x3x2x2xf16>
  return %0 : tensor<2x3x2x2xf16>
}

func.func @batch_norm_bf16(%a0: tensor<2x3x2x2xbf16>, %a1: tensor<3xbf16>, %a2: tensor<3xbf16>, %a3: tensor<3xbf16>, %a4: tensor<3xbf16>) -> tensor<2x3x2x2xbf16> {
  %0 = "nn.batch_norm"(%a0, %a1, %a2, %a3, %a4) : (tensor<2x3x2x2xbf16>, tensor<3xbf16>, tensor<3xbf16>, tensor<3xbf16>, tensor<3xbf16>) -> tensor<2x3x2x2xbf16>
  return %0 : tensor<2x3x2x2xbf16>
}
