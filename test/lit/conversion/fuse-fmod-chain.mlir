// RUN: nn-opt %s --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops | FileCheck %s
// RUN: nn-opt %s --fuse-ops --nn-lower-to-llvm | FileCheck %s --check-prefix=LLVM

// An elementwise chain through nn.mod with fmod stays one kernel: the
// rare path (scf.if, scf.while) lives inside the scalar body, which
// elementwise fusion merges like any other.
// CHECK-LABEL: func.func private @fused_add_mod_mul(
// CHECK:         linalg.generic
// CHECK:           arith.addf
// CHECK:           scf.if
// CHECK:           scf.while
// CHECK:           arith.mulf
// CHECK-NOT:     linalg.generic
// LLVM-COUNT-1:  omp.wsloop
// LLVM-NOT:      omp.wsloop
func.func @main(%a: tensor<4096xf32>, %b: tensor<4096xf32>, %c: tensor<4096xf32>) -> tensor<4096xf32> {
  %0 = "nn.add"(%a, %b) : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  %1 = "nn.mod"(%0, %c) {fmod = true} : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  %2 = "nn.mul"(%1, %a) : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  return %2 : tensor<4096xf32>
}
