// nn.mod with fmod through the CUDA pipeline, on all four float types. It
// used to fail there: arith.remf became a vector llvm.frem, which NVVM
// cannot lower. The call-free form (conversion/linalg/FloatMod.c) is a
// division, an fma and, for huge quotients, a loop inside the kernel.
// RUN: nn-opt %s --nn-lower-to-nvvm="stage=kernels" | FileCheck %s --implicit-check-not=arith.remf
// CHECK: gpu.module @main_kernel {
// CHECK:   scf.if %{{.*}} -> (f32)
// CHECK:     math.fma %{{.*}} : f32
// CHECK:     scf.while
// CHECK: gpu.module @main_kernel_0 {
// CHECK:   scf.if %{{.*}} -> (f64)
// CHECK:     math.fma %{{.*}} : f64
// CHECK:     scf.while
// CHECK: gpu.module @main_kernel_1 {
// CHECK:   memref<256xf16>
// CHECK:   scf.if %{{.*}} -> (f32)
// CHECK: gpu.module @main_kernel_2 {
// CHECK:   memref<256xbf16>
// CHECK:   scf.if %{{.*}} -> (f32)

// The PTX assembles; its divisions round to nearest and its fmas do not
// flush subnormals (the proof needs both).
// REQUIRES: ptxas
// RUN: nn-opt %s --nn-lower-to-nvvm="chip=sm_90 format=isa" -o %t.mlir
// RUN: %python %S/Inputs/nvvm-ptxas.py %ptxas sm_90 %t.mlir %t.ptx | FileCheck %s --check-prefix=PTXAS
// PTXAS: 4 kernels, 0 failed
// RUN: cat %t.ptx/* | FileCheck %s --check-prefix=PTX --implicit-check-not=ftz
// PTX-DAG: div.rn.f32
// PTX-DAG: fma.rn.f32
// PTX-DAG: div.rn.f64
// PTX-DAG: fma.rn.f64

func.func @main(%a: tensor<256xf32>, %b: tensor<256xf32>, %c: tensor<256xf64>, %d: tensor<256xf64>, %e: tensor<256xf16>, %f: tensor<256xf16>, %g: tensor<256xbf16>, %h: tensor<256xbf16>) -> (tensor<256xf32>, tensor<256xf64>, tensor<256xf16>, tensor<256xbf16>) {
  %0 = "nn.mod"(%a, %b) {fmod = true} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %1 = "nn.mod"(%c, %d) {fmod = true} : (tensor<256xf64>, tensor<256xf64>) -> tensor<256xf64>
  %2 = "nn.mod"(%e, %f) {fmod = true} : (tensor<256xf16>, tensor<256xf16>) -> tensor<256xf16>
  %3 = "nn.mod"(%g, %h) {fmod = true} : (tensor<256xbf16>, tensor<256xbf16>) -> tensor<256xbf16>
  return %0, %1, %2, %3 : tensor<256xf32>, tensor<256xf64>, tensor<256xf16>, tensor<256xbf16>
}
