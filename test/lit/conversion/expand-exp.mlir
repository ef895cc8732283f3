// --nn-expand-exp: f32 math.exp becomes arithmetic that LLVM vectorizes.
// RUN: nn-opt %s --split-input-file --nn-expand-exp | FileCheck %s
// Idempotent: nothing is left to expand the second time.
// RUN: nn-opt %s --split-input-file --nn-expand-exp | nn-opt --split-input-file --nn-expand-exp | FileCheck %s
// Numerics against NumPy's exp (float64, rounded to f32), within 1 ulp:
// overflow to inf, gradual underflow to subnormals and 0, signed zeros,
// infinities, NaN and a sweep of [-100, 100] (Inputs/make_expand_exp.py);
// subnormal results within one of their ulps (atol 1.5e-45).
// RUN: nn-run %s --entry exp_run --input %S/Inputs/expand_exp_in.npy --check %S/Inputs/expand_exp_out.npy --rtol 1.2e-7 --atol 1.5e-45 | FileCheck %s --check-prefix=EXEC

// Rounding to an integer by the 1.5 * 2^23 shifter, whose bits then give
// n: no float-to-int conversion, which a NaN would make poison.
// CHECK-LABEL: func.func @scalar
// CHECK-NOT: math.exp
// CHECK-NOT: arith.fptosi
// CHECK: %[[SHIFTED:.*]] = arith.addf %{{.*}}, %{{.*}} fastmath<contract> : f32
// CHECK: %[[BITS:.*]] = arith.bitcast %[[SHIFTED]] : f32 to i32
// CHECK: arith.subi %[[BITS]], %{{.*}} : i32
// CHECK-NOT: arith.fptosi
// CHECK: return
func.func @scalar(%x: f32) -> f32 {
  %0 = math.exp %x : f32
  return %0 : f32
}

// -----

// f64 (and f16, bf16, which LLVM extends to f32 itself) stay math.exp.
// CHECK-LABEL: func.func @other_types
// CHECK: math.exp %{{.*}} : f64
// CHECK: math.exp %{{.*}} : f16
func.func @other_types(%x: f64, %y: f16) -> (f64, f16) {
  %0 = math.exp %x : f64
  %1 = math.exp %y : f16
  return %0, %1 : f64, f16
}

// -----

// No exp: nothing changes.
// CHECK-LABEL: func.func @none
// CHECK-NEXT: arith.addf
// CHECK-NEXT: return
func.func @none(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  return %0 : f32
}

// -----

// EXEC: result #0: max abs error {{.*}}: ok
func.func @exp_run(%x: tensor<4096xf32>) -> tensor<4096xf32> {
  %0 = "nn.exp"(%x) : (tensor<4096xf32>) -> tensor<4096xf32>
  return %0 : tensor<4096xf32>
}
