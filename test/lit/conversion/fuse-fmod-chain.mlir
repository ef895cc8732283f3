// RUN: nn-opt %s --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops | FileCheck %s
// RUN: nn-opt %s --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-version-rare-paths | FileCheck %s --check-prefix=VERSIONED
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

// The CPU pipeline then versions that kernel (cpu/RarePaths.c): the whole
// chain without the branch (what LLVM vectorizes) and the flags, their or,
// and the whole chain again, guarded per element, only when a flag is set.
// VERSIONED-LABEL: func.func private @fused_add_mod_mul(
// VERSIONED:         %[[FAST:.*]]:2 = linalg.generic
// VERSIONED-SAME:      outs(%{{.*}}, %{{.*}} : tensor<4096xf32>, tensor<4096xi8>)
// VERSIONED-NOT:       scf.
// VERSIONED:           arith.addf
// VERSIONED-NOT:       scf.
// VERSIONED:           arith.mulf
// VERSIONED-NOT:       scf.
// VERSIONED:           linalg.yield %{{.*}}, %{{.*}} : f32, i8
// VERSIONED:         %[[ANY:.*]] = linalg.generic
// VERSIONED-SAME:      iterator_types = ["reduction"]
// VERSIONED-SAME:      ins(%[[FAST]]#1 : tensor<4096xi8>)
// VERSIONED:           arith.ori
// VERSIONED:         %[[FLAG:.*]] = tensor.extract %[[ANY]][]
// VERSIONED:         %[[SET:.*]] = arith.cmpi ne, %[[FLAG]]
// VERSIONED:         %[[R:.*]] = scf.if %[[SET]] -> (tensor<4096xf32>) {
// VERSIONED:           %[[FIX:.*]] = linalg.generic
// VERSIONED-SAME:        %[[FAST]]#1 : {{.*}}tensor<4096xi8>) outs(%[[FAST]]#0 : tensor<4096xf32>)
// VERSIONED:             scf.if
// VERSIONED:               arith.addf
// VERSIONED:               scf.while
// VERSIONED:               arith.mulf
// VERSIONED:           scf.yield %[[FIX]]
// VERSIONED:         } else {
// VERSIONED:           scf.yield %[[FAST]]#0
// VERSIONED:         return %[[R]]

// Lowered: the fast loop and the fix-up loop are the two OpenMP loops.
// LLVM-COUNT-2:  omp.wsloop
// LLVM-NOT:      omp.wsloop
func.func @main(%a: tensor<4096xf32>, %b: tensor<4096xf32>, %c: tensor<4096xf32>) -> tensor<4096xf32> {
  %0 = "nn.add"(%a, %b) : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  %1 = "nn.mod"(%0, %c) {fmod = true} : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  %2 = "nn.mul"(%1, %a) : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  return %2 : tensor<4096xf32>
}
