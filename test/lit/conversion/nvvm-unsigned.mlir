// Unsigned tensors through the CUDA pipeline: the kernels see signless
// integers (the host signature too) and compute with the unsigned ops that
// --convert-nn-to-linalg chose: divui (x / 0 selected away), shrui behind
// the shift-width guard, uitofp, remui.
// RUN: nn-opt %s --nn-lower-to-nvvm="stage=kernels" | FileCheck %s --implicit-check-not=ui8 --implicit-check-not=ui32
// CHECK-LABEL: func.func @main(
// CHECK-SAME: memref<64xi8>
// CHECK: gpu.module @main_kernel {
// CHECK: %[[BY_ZERO:.*]] = arith.cmpi eq
// CHECK: %[[SAFE:.*]] = arith.select %[[BY_ZERO]]
// CHECK: arith.divui %{{.*}}, %[[SAFE]] : vector<16xi8>
// CHECK: gpu.module @main_kernel_0 {
// CHECK: arith.cmpi uge
// CHECK: arith.shrui
// CHECK: gpu.module @main_kernel_1 {
// CHECK: arith.uitofp %{{.*}} : vector<{{.*}}xi8> to vector<{{.*}}xf32>
// CHECK: gpu.module @main_kernel_2 {
// CHECK: arith.remui %{{.*}} : vector<4xi32>

// The PTX assembles, with the unsigned instructions.
// REQUIRES: ptxas
// RUN: nn-opt %s --nn-lower-to-nvvm="chip=sm_90 format=isa" -o %t.mlir
// RUN: %python %S/Inputs/nvvm-ptxas.py %ptxas sm_90 %t.mlir %t.ptx | FileCheck %s --check-prefix=PTXAS
// PTXAS: 4 kernels, 0 failed
// RUN: cat %t.ptx/* | FileCheck %s --check-prefix=PTX
// PTX-DAG: div.u16
// PTX-DAG: shr.u16
// PTX-DAG: cvt.rn.f32.u32
// PTX-DAG: rem.u32

func.func @main(%a: tensor<64xui8>, %b: tensor<64xui8>, %w: tensor<64xui32>, %v: tensor<64xui32>) -> (tensor<64xui8>, tensor<64xui8>, tensor<64xf32>, tensor<64xui32>) {
  %0 = "nn.div"(%a, %b) : (tensor<64xui8>, tensor<64xui8>) -> tensor<64xui8>
  %1 = "nn.bit_shift"(%a, %b) {direction = "RIGHT"} : (tensor<64xui8>, tensor<64xui8>) -> tensor<64xui8>
  %2 = "nn.cast"(%a) : (tensor<64xui8>) -> tensor<64xf32>
  %3 = "nn.mod"(%w, %v) : (tensor<64xui32>, tensor<64xui32>) -> tensor<64xui32>
  return %0, %1, %2, %3 : tensor<64xui8>, tensor<64xui8>, tensor<64xf32>, tensor<64xui32>
}
