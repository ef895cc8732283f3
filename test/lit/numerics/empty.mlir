// Tensors without elements, through ops that compute nothing (their result
// is empty too: a slice, a softmax over an empty axis, a split) and through
// reductions over an empty axis (whose result is not empty), against NumPy:
// the sum is 0 and the mean NaN. These used to fail to lower ("offset 0 is
// out-of-bounds") or crash in tiling.
// RUN: nn-run %s --entry slice --input %S/Inputs/empty_0x4.npy --check %S/Inputs/empty_0x2.npy | FileCheck %s
// RUN: nn-run %s --entry softmax --input %S/Inputs/empty_3x0.npy --check %S/Inputs/empty_3x0.npy | FileCheck %s
// RUN: nn-run %s --entry split --input %S/Inputs/empty_0x4.npy --check %S/Inputs/empty_0x2.npy %S/Inputs/empty_0x2.npy | FileCheck %s
// RUN: nn-run %s --entry sum --input %S/Inputs/empty_3x0.npy --check %S/Inputs/empty_sum.npy | FileCheck %s
// RUN: nn-run %s --entry mean --input %S/Inputs/empty_3x0.npy --output %t.mean.npy
// RUN: %python -c "import math, struct, sys; v = struct.unpack('<3f', open(sys.argv[1], 'rb').read()[-12:]); sys.exit(not all(map(math.isnan, v)))" %t.mean.npy
// RUN: nn-opt %s --nn-lower-to-nvvm > /dev/null
// CHECK: ok

func.func @slice(%x: tensor<0x4xf32>) -> tensor<0x2xf32> {
  %0 = "nn.slice"(%x) {starts = array<i64: 0, 1>, ends = array<i64: 0, 3>} : (tensor<0x4xf32>) -> tensor<0x2xf32>
  return %0 : tensor<0x2xf32>
}

func.func @softmax(%x: tensor<3x0xf32>) -> tensor<3x0xf32> {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<3x0xf32>) -> tensor<3x0xf32>
  return %0 : tensor<3x0xf32>
}

func.func @split(%x: tensor<0x4xf32>) -> (tensor<0x2xf32>, tensor<0x2xf32>) {
  %0:2 = "nn.split"(%x) {axis = 1 : i64} : (tensor<0x4xf32>) -> (tensor<0x2xf32>, tensor<0x2xf32>)
  return %0#0, %0#1 : tensor<0x2xf32>, tensor<0x2xf32>
}

func.func @sum(%x: tensor<3x0xf32>) -> tensor<3xf32> {
  %0 = "nn.reduce_sum"(%x) {axes = array<i64: 1>} : (tensor<3x0xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @mean(%x: tensor<3x0xf32>) -> tensor<3xf32> {
  %0 = "nn.reduce_mean"(%x) {axes = array<i64: 1>} : (tensor<3x0xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
