// linalg.matmul into a linalg.fill, then a bias of 1, against NumPy.
// RUN: nn-run %s --input %S/Inputs/matmul_x.npy %S/Inputs/matmul_w.npy --check %S/Inputs/matmul_expected.npy | FileCheck %s
// A wrong answer fails: the expected file of another function.
// RUN: not nn-run %s --input %S/Inputs/matmul_x.npy %S/Inputs/matmul_w.npy --check %S/Inputs/add_expected.npy 2>&1 | FileCheck %s --check-prefix=SHAPE

// CHECK: result #0: max abs error {{.*}} (rtol 1e-5, atol 1e-6): ok
// SHAPE: nn-run: result #0 is tensor<3x5xf32>, {{.*}}add_expected.npy holds float32 [4, 8]

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<3x6xf32>, %w: tensor<6x5xf32>) -> tensor<3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %m = linalg.matmul ins(%x, %w : tensor<3x6xf32>, tensor<6x5xf32>) outs(%f : tensor<3x5xf32>) -> tensor<3x5xf32>
  %r = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]}
      outs(%m : tensor<3x5xf32>) {
  ^bb0(%o: f32):
    %s = arith.addf %o, %one : f32
    linalg.yield %s : f32
  } -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}
