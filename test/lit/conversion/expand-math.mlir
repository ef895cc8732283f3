// --nn-expand-math: f32 math.exp, math.expm1, math.erf, math.tanh,
// math.log, math.log1p, math.asin, math.acos and math.atan become
// arithmetic that LLVM vectorizes.
// RUN: nn-opt %s --split-input-file --nn-expand-math | FileCheck %s
// Idempotent: nothing is left to expand the second time.
// RUN: nn-opt %s --split-input-file --nn-expand-math | nn-opt --split-input-file --nn-expand-math | FileCheck %s
// Numerics against NumPy's exp (float64, rounded to f32), within 1 ulp:
// overflow to inf, gradual underflow to subnormals and 0, signed zeros,
// infinities, NaN and a sweep of [-100, 100] (Inputs/make_expand_exp.py);
// subnormal results within one of their ulps (atol 1.5e-45).
// RUN: nn-run %s --entry exp_run --input %S/Inputs/expand_exp_in.npy --check %S/Inputs/expand_exp_out.npy --rtol 1.2e-7 --atol 1.5e-45 | FileCheck %s --check-prefix=EXEC
// erf and tanh against Python's math.erf and math.tanh (float64, rounded
// to f32), within 1 ulp: signed zeros, infinities, NaN, subnormals, both
// sides of the piece boundary and of the clamp, small magnitudes and a
// sweep of [-4.5, 4.5] (erf) or [-10, 10] (tanh)
// (Inputs/make_expand_math.py).
// RUN: nn-run %s --entry erf_run --input %S/Inputs/expand_erf_in.npy --check %S/Inputs/expand_erf_out.npy --ulp 1 | FileCheck %s --check-prefix=ERF
// RUN: nn-run %s --entry tanh_run --input %S/Inputs/expand_tanh_in.npy --check %S/Inputs/expand_tanh_out.npy --ulp 1 | FileCheck %s --check-prefix=TANH
// log likewise: zeros, negatives, infinities, NaN, subnormals, the
// reduction's boundaries, every binade and [0.5, 2] densely.
// RUN: nn-run %s --entry log_run --input %S/Inputs/expand_log_in.npy --check %S/Inputs/expand_log_out.npy --ulp 1 | FileCheck %s --check-prefix=LOG
// log1p likewise: -1 and below, infinities, NaN, signed zeros, subnormals,
// values where 1 + x rounds to 1, both signs in every binade, (-1, 3].
// RUN: nn-run %s --entry log1p_run --input %S/Inputs/expand_log1p_in.npy --check %S/Inputs/expand_log1p_out.npy --ulp 1 | FileCheck %s --check-prefix=LOG1P
// expm1 likewise: infinities, NaN, signed zeros, subnormals, tiny values,
// the reduction's boundaries, the n where -1 stops being exact, overflow,
// -1 from -17.33 down, both signs in every binade, [-18, 89].
// RUN: nn-run %s --entry expm1_run --input %S/Inputs/expand_expm1_in.npy --check %S/Inputs/expand_expm1_out.npy --ulp 1 | FileCheck %s --check-prefix=EXPM1
// asin, acos and atan likewise, within 2 f32 steps of the rounded reference
// (1.06, 1.12 and 1.24 ulp measured on every 16th or 64th float): signed
// zeros, infinities, NaN, subnormals, both sides of each piece boundary
// (1/2 for asin and acos; 1/2 and 2 for atan), 1 and beyond it (NaN for
// asin and acos), small magnitudes and a sweep.
// RUN: nn-run %s --entry asin_run --input %S/Inputs/expand_asin_in.npy --check %S/Inputs/expand_asin_out.npy --ulp 2 | FileCheck %s --check-prefix=ASIN
// RUN: nn-run %s --entry acos_run --input %S/Inputs/expand_acos_in.npy --check %S/Inputs/expand_acos_out.npy --ulp 2 | FileCheck %s --check-prefix=ACOS
// RUN: nn-run %s --entry atan_run --input %S/Inputs/expand_atan_in.npy --check %S/Inputs/expand_atan_out.npy --ulp 2 | FileCheck %s --check-prefix=ATAN
// pow, through f64: within an ulp of float64 pow (MathPow.c), every
// special pair of base and exponent included.
// RUN: nn-run %s --entry pow_run --input %S/Inputs/expand_pow_x.npy %S/Inputs/expand_pow_y.npy --check %S/Inputs/expand_pow_out.npy --ulp 1 | FileCheck %s --check-prefix=POW

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

// erf: both pieces computed, one selected by |x| < 1.05 (a branch would
// not vectorize), then x's sign put back. No call is left.
// CHECK-LABEL: func.func @erf
// CHECK-NOT: math.erf
// CHECK: %[[ABS:.*]] = math.absf %[[X:.*]] : f32
// CHECK: %[[A:.*]] = arith.minimumf %[[ABS]], %{{.*}} : f32
// CHECK: %[[SMALL:.*]] = arith.addf %{{.*}}, %[[A]] fastmath<contract> : f32
// CHECK: arith.subf %[[A]], %{{.*}} : f32
// CHECK: %[[LARGE:.*]] = arith.subf %{{.*}}, %{{.*}} : f32
// CHECK: %[[IS_SMALL:.*]] = arith.cmpf olt, %[[A]], %{{.*}} : f32
// CHECK: %[[Y:.*]] = arith.select %[[IS_SMALL]], %[[SMALL]], %[[LARGE]] : f32
// CHECK: %[[Y1:.*]] = arith.minimumf %[[Y]], %{{.*}} : f32
// From the clamp on, exactly 1.
// CHECK: %[[BEYOND:.*]] = arith.cmpf oge, %[[A]], %{{.*}} : f32
// CHECK: %[[Y2:.*]] = arith.select %[[BEYOND]], %{{.*}}, %[[Y1]] : f32
// CHECK: %[[R:.*]] = math.copysign %[[Y2]], %[[X]] : f32
// CHECK: return %[[R]]
func.func @erf(%x: f32) -> f32 {
  %0 = math.erf %x : f32
  return %0 : f32
}

// -----

// tanh: a polynomial below 0.7, 1 - 2 / (exp(2a) + 1) above, exp itself
// expanded (no call), x's sign put back.
// CHECK-LABEL: func.func @tanh
// CHECK-NOT: math.tanh
// CHECK-NOT: math.exp
// CHECK: %[[ABS:.*]] = math.absf %[[X:.*]] : f32
// CHECK: %[[A:.*]] = arith.minimumf %[[ABS]], %{{.*}} : f32
// CHECK: %[[SMALL:.*]] = arith.addf %{{.*}}, %[[A]] fastmath<contract> : f32
// CHECK: %[[TWO_A:.*]] = arith.addf %[[A]], %[[A]] : f32
// CHECK: %[[Q:.*]] = arith.divf
// CHECK: %[[LARGE:.*]] = arith.subf %{{.*}}, %[[Q]] : f32
// CHECK: %[[IS_SMALL:.*]] = arith.cmpf olt, %[[A]], %{{.*}} : f32
// CHECK: %[[Y:.*]] = arith.select %[[IS_SMALL]], %[[SMALL]], %[[LARGE]] : f32
// CHECK: %[[R:.*]] = math.copysign %[[Y]], %[[X]] : f32
// CHECK: return %[[R]]
func.func @tanh(%x: f32) -> f32 {
  %0 = math.tanh %x : f32
  return %0 : f32
}

// -----

// log: k and m read off the bits (no float-to-int conversion), the
// polynomial in f = m - 1, k ln 2 added in two parts, then the special
// values selected: inf, negatives (NaN), zeros (-inf), NaN.
// CHECK-LABEL: func.func @log
// CHECK-NOT: math.log
// CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK: %[[K:.*]] = arith.shrsi %{{.*}}, %{{.*}} : i32
// CHECK: arith.sitofp %[[K]] : i32 to f32
// CHECK-NOT: arith.fptosi
// CHECK: %[[INF:.*]] = arith.cmpf oeq, %[[X:.*]], %{{.*}} : f32
// CHECK: arith.select %[[INF]], %[[X]], %{{.*}} : f32
// CHECK: %[[NEG:.*]] = arith.cmpf olt, %[[X]], %{{.*}} : f32
// CHECK: %[[ZERO:.*]] = arith.cmpf oeq, %[[X]], %{{.*}} : f32
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK: %[[R:.*]] = arith.select %[[NAN]], %[[X]], %{{.*}} : f32
// CHECK: return %[[R]]
func.func @log(%x: f32) -> f32 {
  %0 = math.log %x : f32
  return %0 : f32
}

// -----

// log1p: one reduction and one polynomial. Near 0 (x in [sqrt(1/2) - 1,
// sqrt(2) - 1)) the polynomial takes x itself with k = 0; elsewhere u = 1 +
// x reduced, plus u's rounding error over u. Then the special values of u
// and x: NaN below -1, -inf at -1, inf, NaN.
// CHECK-LABEL: func.func @log1p
// CHECK-NOT: math.log
// CHECK: %[[U:.*]] = arith.addf %{{.*}}, %[[X:.*]] : f32
// CHECK: %[[NEAR0:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK: %[[UM1:.*]] = arith.subf %[[U]], %{{.*}} : f32
// CHECK: %[[D:.*]] = arith.subf %[[X]], %[[UM1]] : f32
// CHECK: %[[Q:.*]] = arith.divf %[[D]], %[[U]] : f32
// CHECK: %[[C:.*]] = arith.select %[[NEAR0]], %{{.*}}, %[[Q]] : f32
// CHECK: arith.select %[[NEAR0]], %[[X]], %{{.*}} : f32
// CHECK: arith.addf %{{.*}}, %[[C]] : f32
// CHECK: arith.cmpf olt, %[[U]], %{{.*}} : f32
// CHECK: arith.cmpf oeq, %[[U]], %{{.*}} : f32
// CHECK: arith.cmpf oeq, %[[X]], %{{.*}} : f32
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK: %[[R:.*]] = arith.select %[[NAN]], %[[X]], %{{.*}} : f32
// CHECK: return %[[R]]
func.func @log1p(%x: f32) -> f32 {
  %0 = math.log1p %x : f32
  return %0 : f32
}

// -----

// expm1: exp's reduction by the shifter, a polynomial for expm1(r), then
// 2^n expm1(r) + (2^n - 1) in one FMA for n <= 24, 2^n expm1(r) + 2^n above;
// ±0 and NaN are x itself.
// CHECK-LABEL: func.func @expm1
// CHECK-NOT: math.expm1
// CHECK-NOT: math.exp
// CHECK: %[[SHIFTED:.*]] = arith.addf %{{.*}}, %{{.*}} fastmath<contract> : f32
// CHECK: arith.bitcast %[[SHIFTED]] : f32 to i32
// CHECK: %[[T:.*]] = arith.bitcast %{{.*}} : i32 to f32
// CHECK: %[[TM1:.*]] = arith.subf %[[T]], %{{.*}} : f32
// CHECK: %[[SMALL:.*]] = arith.addf %{{.*}}, %[[TM1]] fastmath<contract> : f32
// CHECK: %[[Y:.*]] = arith.select %{{.*}}, %{{.*}}, %[[SMALL]] : f32
// CHECK: %[[ZERO:.*]] = arith.cmpf oeq, %[[X:.*]], %{{.*}} : f32
// CHECK: arith.select %[[ZERO]], %[[X]], %[[Y]] : f32
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK: %[[R:.*]] = arith.select %[[NAN]], %[[X]], %{{.*}} : f32
// CHECK: return %[[R]]
func.func @expm1(%x: f32) -> f32 {
  %0 = math.expm1 %x : f32
  return %0 : f32
}

// -----

// Scalars only: the CPU pipeline's loops are scalar until LLVM vectorizes
// them, so a vector math op (from elsewhere) is left to LLVM.
// CHECK-LABEL: func.func @vector
// CHECK-NEXT: math.erf %{{.*}} : vector<16xf32>
func.func @vector(%x: vector<16xf32>) -> vector<16xf32> {
  %0 = math.erf %x : vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

// asin: one polynomial, at |x| or at sqrt((1 - |x|) / 2), selected by
// |x| > 1/2; above it pi/2 - 2 asin(s) with s split into its leading 12
// bits and the rest (one division); x's sign put back. acos shares the
// pieces. atan: one division of selected operands (t = a, (a - 1) / (a +
// 1) or 1 / a), one polynomial, a base of 0, pi/4 or pi/2. No call left.
// CHECK-LABEL: func.func @inverse_trig
// CHECK-NOT: math.asin
// CHECK: %[[A:.*]] = math.absf %[[X:.*]] : f32
// CHECK: %[[LARGE:.*]] = arith.cmpf ogt, %[[A]], %{{.*}} : f32
// CHECK: math.sqrt
// CHECK: arith.andi %{{.*}}, %{{.*}} : i32
// CHECK: arith.divf
// CHECK: %[[Y:.*]] = arith.select %[[LARGE]], %{{.*}}, %{{.*}} : f32
// CHECK: math.copysign %[[Y]], %[[X]] : f32
// CHECK-NOT: math.acos
// CHECK: math.sqrt
// CHECK: arith.cmpf olt, %[[X]], %{{.*}} : f32
// CHECK-NOT: math.atan
// CHECK: %[[T:.*]] = arith.divf %{{.*}}, %{{.*}} : f32
// CHECK-NOT: arith.divf
// CHECK: math.copysign
// CHECK-NOT: math.a
// CHECK: return
func.func @inverse_trig(%x: f32) -> (f32, f32, f32) {
  %0 = math.asin %x : f32
  %1 = math.acos %x : f32
  %2 = math.atan %x : f32
  return %0, %1, %2 : f32, f32, f32
}

// -----

// powf: log2 |x| and 2^t in f64 (one f64 division, the exponent built in
// f64 bits), rounded to f32 once; the sign from y's parity; f16 operands
// both extended to f32. No call left.
// CHECK-LABEL: func.func @pow
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[H:.*]]: f16, %[[G:.*]]: f16)
// CHECK-NOT: math.powf
// CHECK: arith.divf %{{.*}}, %{{.*}} : f64
// CHECK: arith.extf %[[Y]] : f32 to f64
// CHECK: arith.bitcast %{{.*}} : f64 to i64
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK: math.floor %[[Y]] : f32
// CHECK: arith.fptosi %{{.*}} : f32 to i32
// CHECK: %[[HX:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK: %[[GY:.*]] = arith.extf %[[G]] : f16 to f32
// CHECK-NOT: math.powf
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: return
func.func @pow(%x: f32, %y: f32, %h: f16, %g: f16) -> (f32, f16) {
  %0 = math.powf %x, %y : f32
  %1 = math.powf %h, %g : f16
  return %0, %1 : f32, f16
}

// -----

// f64 stays a math op, and so do functions without an expansion; f16 and
// bf16 are expanded in f32 and rounded back.
// CHECK-LABEL: func.func @other_types
// CHECK: math.exp %{{.*}} : f64
// CHECK: %[[H:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK-NOT: math.exp
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: math.erf %{{.*}} : f64
// CHECK: math.tanh %{{.*}} : f64
// CHECK: math.sin %{{.*}} : f32
// CHECK: %[[B:.*]] = arith.extf %{{.*}} : bf16 to f32
// CHECK-NOT: math.atan
// CHECK: arith.truncf %{{.*}} : f32 to bf16
func.func @other_types(%x: f64, %y: f16, %z: f32, %w: bf16) -> (f64, f16, f64, f64, f32, bf16) {
  %0 = math.exp %x : f64
  %1 = math.exp %y : f16
  %2 = math.erf %x : f64
  %3 = math.tanh %x : f64
  %4 = math.sin %z : f32
  %5 = math.atan %w : bf16
  return %0, %1, %2, %3, %4, %5 : f64, f16, f64, f64, f32, bf16
}

// -----

// No function to expand: nothing changes.
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

// -----

// ERF: result #0: max abs error {{.*}}, max error {{.*}} ulp (ulp 1): ok
func.func @erf_run(%x: tensor<16384xf32>) -> tensor<16384xf32> {
  %0 = "nn.erf"(%x) : (tensor<16384xf32>) -> tensor<16384xf32>
  return %0 : tensor<16384xf32>
}

// -----

// TANH: result #0: max abs error {{.*}}, max error {{.*}} ulp (ulp 1): ok
func.func @tanh_run(%x: tensor<16384xf32>) -> tensor<16384xf32> {
  %0 = "nn.tanh"(%x) : (tensor<16384xf32>) -> tensor<16384xf32>
  return %0 : tensor<16384xf32>
}

// -----

// LOG: result #0: max abs error {{.*}}, max error {{.*}} ulp (ulp 1): ok
func.func @log_run(%x: tensor<16384xf32>) -> tensor<16384xf32> {
  %0 = "nn.log"(%x) : (tensor<16384xf32>) -> tensor<16384xf32>
  return %0 : tensor<16384xf32>
}

// -----

// LOG1P: result #0: max abs error {{.*}}, max error {{.*}} ulp (ulp 1): ok
// (nn has no log1p op: softplus's lowering makes math.log1p, written here
// as it comes.)
#map = affine_map<(d0) -> (d0)>
func.func @log1p_run(%x: tensor<16384xf32>) -> tensor<16384xf32> {
  %e = tensor.empty() : tensor<16384xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<16384xf32>) outs(%e : tensor<16384xf32>) {
  ^bb0(%a: f32, %o: f32):
    %l = math.log1p %a : f32
    linalg.yield %l : f32
  } -> tensor<16384xf32>
  return %0 : tensor<16384xf32>
}

// -----

// EXPM1: result #0: max abs error {{.*}}, max error {{.*}} ulp (ulp 1): ok
// (elu's lowering makes math.expm1; written here directly.)
#map1 = affine_map<(d0) -> (d0)>
func.func @expm1_run(%x: tensor<16384xf32>) -> tensor<16384xf32> {
  %e = tensor.empty() : tensor<16384xf32>
  %0 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]}
      ins(%x : tensor<16384xf32>) outs(%e : tensor<16384xf32>) {
  ^bb0(%a: f32, %o: f32):
    %l = math.expm1 %a : f32
    linalg.yield %l : f32
  } -> tensor<16384xf32>
  return %0 : tensor<16384xf32>
}

// -----

// ASIN: result #0: max abs error {{.*}}, max error {{.*}} ulp (ulp 2): ok
func.func @asin_run(%x: tensor<16384xf32>) -> tensor<16384xf32> {
  %0 = "nn.asin"(%x) : (tensor<16384xf32>) -> tensor<16384xf32>
  return %0 : tensor<16384xf32>
}

// -----

// ACOS: result #0: max abs error {{.*}}, max error {{.*}} ulp (ulp 2): ok
func.func @acos_run(%x: tensor<16384xf32>) -> tensor<16384xf32> {
  %0 = "nn.acos"(%x) : (tensor<16384xf32>) -> tensor<16384xf32>
  return %0 : tensor<16384xf32>
}

// -----

// ATAN: result #0: max abs error {{.*}}, max error {{.*}} ulp (ulp 2): ok
func.func @atan_run(%x: tensor<16384xf32>) -> tensor<16384xf32> {
  %0 = "nn.atan"(%x) : (tensor<16384xf32>) -> tensor<16384xf32>
  return %0 : tensor<16384xf32>
}

// -----

// POW: result #0: max abs error {{.*}}, max error {{.*}} ulp (ulp 1): ok
func.func @pow_run(%x: tensor<16384xf32>, %y: tensor<16384xf32>) -> tensor<16384xf32> {
  %0 = "nn.pow"(%x, %y) : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
  return %0 : tensor<16384xf32>
}
