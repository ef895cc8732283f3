// nn.prelu with one slope on an input without a channel dimension (a vector,
// a scalar), which its shape rule allows: the slope is read at index 0 for
// every element. (The lowering used to read dimension 1 of the input, which
// a vector has not, and crashed.) Expected values from NumPy.
// RUN: nn-run %s --entry vector --input %S/Inputs/prelu_vector_in0.npy %S/Inputs/prelu_vector_in1.npy --check %S/Inputs/prelu_vector_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %s --entry scalar --input %S/Inputs/prelu_scalar_in0.npy %S/Inputs/prelu_vector_in1.npy --check %S/Inputs/prelu_scalar_out.npy --rtol 0 --atol 0 | FileCheck %s
// CHECK: ok

func.func @vector(%x: tensor<5xf32>, %a: tensor<1xf32>) -> tensor<5xf32> {
  %0 = "nn.prelu"(%x, %a) : (tensor<5xf32>, tensor<1xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

func.func @scalar(%x: tensor<f32>, %a: tensor<1xf32>) -> tensor<f32> {
  %0 = "nn.prelu"(%x, %a) : (tensor<f32>, tensor<1xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}
