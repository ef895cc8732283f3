// Transposes whose innermost output dim reads across the input's rows, at
// sizes that are not multiples of the 16x16 register block: the CPU
// pipeline tiles them in square blocks (--nn-tile-fused) and runs each
// through nn_ukernel_transpose_f32 (--nn-cpu-ukernels), edges included.
// Bit-exact against NumPy (Inputs/make_transpose_blocks.py), in every ISA
// variant of the ukernel.
// RUN: nn-run %s --entry matrix --input %S/Inputs/transpose-blocks/matrix_in.npy --check %S/Inputs/transpose-blocks/matrix_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry to_nhwc --input %S/Inputs/transpose-blocks/to_nhwc_in.npy --check %S/Inputs/transpose-blocks/to_nhwc_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry reverse --input %S/Inputs/transpose-blocks/reverse_in.npy --check %S/Inputs/transpose-blocks/reverse_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: env NN_UKERNEL_ISA=generic nn-run %s --entry matrix --input %S/Inputs/transpose-blocks/matrix_in.npy --check %S/Inputs/transpose-blocks/matrix_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: env NN_UKERNEL_ISA=generic nn-run %s --entry to_nhwc --input %S/Inputs/transpose-blocks/to_nhwc_in.npy --check %S/Inputs/transpose-blocks/to_nhwc_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// The ukernel is what runs them.
// RUN: nn-opt %s --nn-lower-to-llvm | FileCheck %s --check-prefix=CALLS
// OK: result #0: {{.*}}: ok
// CALLS-COUNT-3: llvm.call @nn_ukernel_transpose_f32(

func.func @matrix(%x: tensor<150x77xf32>) -> tensor<77x150xf32> {
  %0 = "nn.transpose"(%x) {perm = array<i64: 1, 0>} : (tensor<150x77xf32>) -> tensor<77x150xf32>
  return %0 : tensor<77x150xf32>
}
func.func @to_nhwc(%x: tensor<2x35x5x19xf32>) -> tensor<2x5x19x35xf32> {
  %0 = "nn.transpose"(%x) {perm = array<i64: 0, 2, 3, 1>} : (tensor<2x35x5x19xf32>) -> tensor<2x5x19x35xf32>
  return %0 : tensor<2x5x19x35xf32>
}
func.func @reverse(%x: tensor<17x3x40xf32>) -> tensor<40x3x17xf32> {
  %0 = "nn.transpose"(%x) {perm = array<i64: 2, 1, 0>} : (tensor<17x3x40xf32>) -> tensor<40x3x17xf32>
  return %0 : tensor<40x3x17xf32>
}
