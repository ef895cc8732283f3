// --ulp U: float results of --check within U units in the last place of the
// expected value, measured in the result's own type (Inputs/make_ulp.py:
// values moved by up to 2 ulps, at and below a power of two, subnormal,
// zero, negative; equal infinities and NaNs).
// RUN: nn-run %s --input %S/Inputs/ulp_x.npy --check %S/Inputs/ulp_moved.npy --ulp 2 | FileCheck %s --check-prefix=OK
// RUN: not nn-run %s --input %S/Inputs/ulp_x.npy --check %S/Inputs/ulp_moved.npy --ulp 1.5 | FileCheck %s --check-prefix=TIGHT
// 1 against 2 is 2^23 ulps of 2; a finite value is never within ulps of inf.
// RUN: not nn-run %s --input %S/Inputs/ulp_x.npy --check %S/Inputs/ulp_far.npy --ulp 1000000 | FileCheck %s --check-prefix=FAR
// RUN: not nn-run %s --input %S/Inputs/ulp_x.npy --check %S/Inputs/ulp_moved.npy --ulp 0 2>&1 | FileCheck %s --check-prefix=ZERO

// OK: result #0: max abs error {{.*}}, max error 2 ulp (ulp 2): ok
// TIGHT: result #0: max abs error {{.*}}, max error 2 ulp (ulp 1.5): FAILED (3 of 8 elements out of tolerance)
// TIGHT: result #0: first mismatch at [2]: 0.75, expected 0.749999881
// FAR: result #0: {{.*}}, max error inf ulp (ulp 1e+06): FAILED (2 of 8 elements out of tolerance)
// FAR: first mismatch at [0]: 1, expected 2
// ZERO: nn-run: --ulp expects a positive number, got '0'

func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "nn.identity"(%x) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
