// An elementwise linalg.generic on tensors, run on the CPU and compared with
// NumPy (Inputs/make_reference.py).
// RUN: nn-run %s --input %S/Inputs/add_a.npy %S/Inputs/add_b.npy --check %S/Inputs/add_expected.npy | FileCheck %s
// RUN: nn-run %s --input %S/Inputs/add_a_v2.npy --input %S/Inputs/add_b.npy --check=%S/Inputs/add_expected.npy --rtol 1e-6 --atol 0 | FileCheck %s --check-prefix=TIGHT
// RUN: nn-run %s -O0 --entry main --device cpu --input %S/Inputs/add_a.npy %S/Inputs/add_b.npy | FileCheck %s --check-prefix=PRINT

// CHECK: result #0: max abs error {{.*}}, max rel error {{.*}} (rtol 1e-5, atol 1e-6): ok
// TIGHT: result #0: {{.*}} (rtol 1e-6, atol 0): ok
// PRINT: result #0: float32 [4, 8]: {{([-0-9.e]+ )+}}...

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = math.exp %s : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
