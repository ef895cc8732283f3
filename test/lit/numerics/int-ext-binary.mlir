// Numerical tests of the binary ops in i16 and unsigned integer (ui8 ... ui64) on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy.
// Tolerances: see the generator's docstring.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_lowp.py; do not edit.
//
// RUN: nn-run %s --entry add_i16 --input %S/Inputs/int-ext/add_i16_in0.npy %S/Inputs/int-ext/add_i16_in1.npy --check %S/Inputs/int-ext/add_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_i16_wraps --input %S/Inputs/int-ext/add_i16_wraps_in0.npy %S/Inputs/int-ext/add_i16_wraps_in1.npy --check %S/Inputs/int-ext/add_i16_wraps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_ui8 --input %S/Inputs/int-ext/add_ui8_in0.npy %S/Inputs/int-ext/add_ui8_in1.npy --check %S/Inputs/int-ext/add_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_ui8_wraps --input %S/Inputs/int-ext/add_ui8_wraps_in0.npy %S/Inputs/int-ext/add_ui8_wraps_in1.npy --check %S/Inputs/int-ext/add_ui8_wraps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_ui16 --input %S/Inputs/int-ext/add_ui16_in0.npy %S/Inputs/int-ext/add_ui16_in1.npy --check %S/Inputs/int-ext/add_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_ui16_wraps --input %S/Inputs/int-ext/add_ui16_wraps_in0.npy %S/Inputs/int-ext/add_ui16_wraps_in1.npy --check %S/Inputs/int-ext/add_ui16_wraps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_ui32 --input %S/Inputs/int-ext/add_ui32_in0.npy %S/Inputs/int-ext/add_ui32_in1.npy --check %S/Inputs/int-ext/add_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_ui32_wraps --input %S/Inputs/int-ext/add_ui32_wraps_in0.npy %S/Inputs/int-ext/add_ui32_wraps_in1.npy --check %S/Inputs/int-ext/add_ui32_wraps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_ui64 --input %S/Inputs/int-ext/add_ui64_in0.npy %S/Inputs/int-ext/add_ui64_in1.npy --check %S/Inputs/int-ext/add_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry add_ui64_wraps --input %S/Inputs/int-ext/add_ui64_wraps_in0.npy %S/Inputs/int-ext/add_ui64_wraps_in1.npy --check %S/Inputs/int-ext/add_ui64_wraps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sub_i16 --input %S/Inputs/int-ext/sub_i16_in0.npy %S/Inputs/int-ext/sub_i16_in1.npy --check %S/Inputs/int-ext/sub_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sub_ui8 --input %S/Inputs/int-ext/sub_ui8_in0.npy %S/Inputs/int-ext/sub_ui8_in1.npy --check %S/Inputs/int-ext/sub_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sub_ui16 --input %S/Inputs/int-ext/sub_ui16_in0.npy %S/Inputs/int-ext/sub_ui16_in1.npy --check %S/Inputs/int-ext/sub_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sub_ui32 --input %S/Inputs/int-ext/sub_ui32_in0.npy %S/Inputs/int-ext/sub_ui32_in1.npy --check %S/Inputs/int-ext/sub_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry sub_ui64 --input %S/Inputs/int-ext/sub_ui64_in0.npy %S/Inputs/int-ext/sub_ui64_in1.npy --check %S/Inputs/int-ext/sub_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mul_i16 --input %S/Inputs/int-ext/mul_i16_in0.npy %S/Inputs/int-ext/mul_i16_in1.npy --check %S/Inputs/int-ext/mul_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mul_ui8 --input %S/Inputs/int-ext/mul_ui8_in0.npy %S/Inputs/int-ext/mul_ui8_in1.npy --check %S/Inputs/int-ext/mul_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mul_ui16 --input %S/Inputs/int-ext/mul_ui16_in0.npy %S/Inputs/int-ext/mul_ui16_in1.npy --check %S/Inputs/int-ext/mul_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mul_ui32 --input %S/Inputs/int-ext/mul_ui32_in0.npy %S/Inputs/int-ext/mul_ui32_in1.npy --check %S/Inputs/int-ext/mul_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mul_ui64 --input %S/Inputs/int-ext/mul_ui64_in0.npy %S/Inputs/int-ext/mul_ui64_in1.npy --check %S/Inputs/int-ext/mul_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_i16 --input %S/Inputs/int-ext/div_i16_in0.npy %S/Inputs/int-ext/div_i16_in1.npy --check %S/Inputs/int-ext/div_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_i16_traps --input %S/Inputs/int-ext/div_i16_traps_in0.npy %S/Inputs/int-ext/div_i16_traps_in1.npy --check %S/Inputs/int-ext/div_i16_traps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_ui8 --input %S/Inputs/int-ext/div_ui8_in0.npy %S/Inputs/int-ext/div_ui8_in1.npy --check %S/Inputs/int-ext/div_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_ui8_high --input %S/Inputs/int-ext/div_ui8_high_in0.npy %S/Inputs/int-ext/div_ui8_high_in1.npy --check %S/Inputs/int-ext/div_ui8_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_ui16 --input %S/Inputs/int-ext/div_ui16_in0.npy %S/Inputs/int-ext/div_ui16_in1.npy --check %S/Inputs/int-ext/div_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_ui16_high --input %S/Inputs/int-ext/div_ui16_high_in0.npy %S/Inputs/int-ext/div_ui16_high_in1.npy --check %S/Inputs/int-ext/div_ui16_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_ui32 --input %S/Inputs/int-ext/div_ui32_in0.npy %S/Inputs/int-ext/div_ui32_in1.npy --check %S/Inputs/int-ext/div_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_ui32_high --input %S/Inputs/int-ext/div_ui32_high_in0.npy %S/Inputs/int-ext/div_ui32_high_in1.npy --check %S/Inputs/int-ext/div_ui32_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_ui64 --input %S/Inputs/int-ext/div_ui64_in0.npy %S/Inputs/int-ext/div_ui64_in1.npy --check %S/Inputs/int-ext/div_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry div_ui64_high --input %S/Inputs/int-ext/div_ui64_high_in0.npy %S/Inputs/int-ext/div_ui64_high_in1.npy --check %S/Inputs/int-ext/div_ui64_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_i16 --input %S/Inputs/int-ext/mod_i16_in0.npy %S/Inputs/int-ext/mod_i16_in1.npy --check %S/Inputs/int-ext/mod_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_i16_fmod --input %S/Inputs/int-ext/mod_i16_fmod_in0.npy %S/Inputs/int-ext/mod_i16_fmod_in1.npy --check %S/Inputs/int-ext/mod_i16_fmod_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_i16_traps --input %S/Inputs/int-ext/mod_i16_traps_in0.npy %S/Inputs/int-ext/mod_i16_traps_in1.npy --check %S/Inputs/int-ext/mod_i16_traps_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_ui8 --input %S/Inputs/int-ext/mod_ui8_in0.npy %S/Inputs/int-ext/mod_ui8_in1.npy --check %S/Inputs/int-ext/mod_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_ui8_fmod --input %S/Inputs/int-ext/mod_ui8_fmod_in0.npy %S/Inputs/int-ext/mod_ui8_fmod_in1.npy --check %S/Inputs/int-ext/mod_ui8_fmod_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_ui8_high --input %S/Inputs/int-ext/mod_ui8_high_in0.npy %S/Inputs/int-ext/mod_ui8_high_in1.npy --check %S/Inputs/int-ext/mod_ui8_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_ui16 --input %S/Inputs/int-ext/mod_ui16_in0.npy %S/Inputs/int-ext/mod_ui16_in1.npy --check %S/Inputs/int-ext/mod_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_ui16_fmod --input %S/Inputs/int-ext/mod_ui16_fmod_in0.npy %S/Inputs/int-ext/mod_ui16_fmod_in1.npy --check %S/Inputs/int-ext/mod_ui16_fmod_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_ui16_high --input %S/Inputs/int-ext/mod_ui16_high_in0.npy %S/Inputs/int-ext/mod_ui16_high_in1.npy --check %S/Inputs/int-ext/mod_ui16_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_ui32 --input %S/Inputs/int-ext/mod_ui32_in0.npy %S/Inputs/int-ext/mod_ui32_in1.npy --check %S/Inputs/int-ext/mod_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_ui32_fmod --input %S/Inputs/int-ext/mod_ui32_fmod_in0.npy %S/Inputs/int-ext/mod_ui32_fmod_in1.npy --check %S/Inputs/int-ext/mod_ui32_fmod_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_ui32_high --input %S/Inputs/int-ext/mod_ui32_high_in0.npy %S/Inputs/int-ext/mod_ui32_high_in1.npy --check %S/Inputs/int-ext/mod_ui32_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_ui64 --input %S/Inputs/int-ext/mod_ui64_in0.npy %S/Inputs/int-ext/mod_ui64_in1.npy --check %S/Inputs/int-ext/mod_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_ui64_fmod --input %S/Inputs/int-ext/mod_ui64_fmod_in0.npy %S/Inputs/int-ext/mod_ui64_fmod_in1.npy --check %S/Inputs/int-ext/mod_ui64_fmod_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry mod_ui64_high --input %S/Inputs/int-ext/mod_ui64_high_in0.npy %S/Inputs/int-ext/mod_ui64_high_in1.npy --check %S/Inputs/int-ext/mod_ui64_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bit_shift_ui8_left --input %S/Inputs/int-ext/bit_shift_ui8_left_in0.npy %S/Inputs/int-ext/bit_shift_ui8_left_in1.npy --check %S/Inputs/int-ext/bit_shift_ui8_left_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bit_shift_ui8_right --input %S/Inputs/int-ext/bit_shift_ui8_right_in0.npy %S/Inputs/int-ext/bit_shift_ui8_right_in1.npy --check %S/Inputs/int-ext/bit_shift_ui8_right_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bit_shift_ui16_left --input %S/Inputs/int-ext/bit_shift_ui16_left_in0.npy %S/Inputs/int-ext/bit_shift_ui16_left_in1.npy --check %S/Inputs/int-ext/bit_shift_ui16_left_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bit_shift_ui16_right --input %S/Inputs/int-ext/bit_shift_ui16_right_in0.npy %S/Inputs/int-ext/bit_shift_ui16_right_in1.npy --check %S/Inputs/int-ext/bit_shift_ui16_right_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bit_shift_ui32_left --input %S/Inputs/int-ext/bit_shift_ui32_left_in0.npy %S/Inputs/int-ext/bit_shift_ui32_left_in1.npy --check %S/Inputs/int-ext/bit_shift_ui32_left_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bit_shift_ui32_right --input %S/Inputs/int-ext/bit_shift_ui32_right_in0.npy %S/Inputs/int-ext/bit_shift_ui32_right_in1.npy --check %S/Inputs/int-ext/bit_shift_ui32_right_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bit_shift_ui64_left --input %S/Inputs/int-ext/bit_shift_ui64_left_in0.npy %S/Inputs/int-ext/bit_shift_ui64_left_in1.npy --check %S/Inputs/int-ext/bit_shift_ui64_left_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bit_shift_ui64_right --input %S/Inputs/int-ext/bit_shift_ui64_right_in0.npy %S/Inputs/int-ext/bit_shift_ui64_right_in1.npy --check %S/Inputs/int-ext/bit_shift_ui64_right_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_i16 --input %S/Inputs/int-ext/pow_i16_in0.npy %S/Inputs/int-ext/pow_i16_in1.npy --check %S/Inputs/int-ext/pow_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_ui8 --input %S/Inputs/int-ext/pow_ui8_in0.npy %S/Inputs/int-ext/pow_ui8_in1.npy --check %S/Inputs/int-ext/pow_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_ui8_high --input %S/Inputs/int-ext/pow_ui8_high_in0.npy %S/Inputs/int-ext/pow_ui8_high_in1.npy --check %S/Inputs/int-ext/pow_ui8_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_ui16 --input %S/Inputs/int-ext/pow_ui16_in0.npy %S/Inputs/int-ext/pow_ui16_in1.npy --check %S/Inputs/int-ext/pow_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_ui16_high --input %S/Inputs/int-ext/pow_ui16_high_in0.npy %S/Inputs/int-ext/pow_ui16_high_in1.npy --check %S/Inputs/int-ext/pow_ui16_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_ui32 --input %S/Inputs/int-ext/pow_ui32_in0.npy %S/Inputs/int-ext/pow_ui32_in1.npy --check %S/Inputs/int-ext/pow_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_ui32_high --input %S/Inputs/int-ext/pow_ui32_high_in0.npy %S/Inputs/int-ext/pow_ui32_high_in1.npy --check %S/Inputs/int-ext/pow_ui32_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_ui64 --input %S/Inputs/int-ext/pow_ui64_in0.npy %S/Inputs/int-ext/pow_ui64_in1.npy --check %S/Inputs/int-ext/pow_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry pow_ui64_high --input %S/Inputs/int-ext/pow_ui64_high_in0.npy %S/Inputs/int-ext/pow_ui64_high_in1.npy --check %S/Inputs/int-ext/pow_ui64_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_i16 --input %S/Inputs/int-ext/maximum_i16_in0.npy %S/Inputs/int-ext/maximum_i16_in1.npy --check %S/Inputs/int-ext/maximum_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_ui8 --input %S/Inputs/int-ext/maximum_ui8_in0.npy %S/Inputs/int-ext/maximum_ui8_in1.npy --check %S/Inputs/int-ext/maximum_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_ui8_high --input %S/Inputs/int-ext/maximum_ui8_high_in0.npy %S/Inputs/int-ext/maximum_ui8_high_in1.npy --check %S/Inputs/int-ext/maximum_ui8_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_ui16 --input %S/Inputs/int-ext/maximum_ui16_in0.npy %S/Inputs/int-ext/maximum_ui16_in1.npy --check %S/Inputs/int-ext/maximum_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_ui16_high --input %S/Inputs/int-ext/maximum_ui16_high_in0.npy %S/Inputs/int-ext/maximum_ui16_high_in1.npy --check %S/Inputs/int-ext/maximum_ui16_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_ui32 --input %S/Inputs/int-ext/maximum_ui32_in0.npy %S/Inputs/int-ext/maximum_ui32_in1.npy --check %S/Inputs/int-ext/maximum_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_ui32_high --input %S/Inputs/int-ext/maximum_ui32_high_in0.npy %S/Inputs/int-ext/maximum_ui32_high_in1.npy --check %S/Inputs/int-ext/maximum_ui32_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_ui64 --input %S/Inputs/int-ext/maximum_ui64_in0.npy %S/Inputs/int-ext/maximum_ui64_in1.npy --check %S/Inputs/int-ext/maximum_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry maximum_ui64_high --input %S/Inputs/int-ext/maximum_ui64_high_in0.npy %S/Inputs/int-ext/maximum_ui64_high_in1.npy --check %S/Inputs/int-ext/maximum_ui64_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry minimum_i16 --input %S/Inputs/int-ext/minimum_i16_in0.npy %S/Inputs/int-ext/minimum_i16_in1.npy --check %S/Inputs/int-ext/minimum_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry minimum_ui8 --input %S/Inputs/int-ext/minimum_ui8_in0.npy %S/Inputs/int-ext/minimum_ui8_in1.npy --check %S/Inputs/int-ext/minimum_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry minimum_ui16 --input %S/Inputs/int-ext/minimum_ui16_in0.npy %S/Inputs/int-ext/minimum_ui16_in1.npy --check %S/Inputs/int-ext/minimum_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry minimum_ui32 --input %S/Inputs/int-ext/minimum_ui32_in0.npy %S/Inputs/int-ext/minimum_ui32_in1.npy --check %S/Inputs/int-ext/minimum_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry minimum_ui64 --input %S/Inputs/int-ext/minimum_ui64_in0.npy %S/Inputs/int-ext/minimum_ui64_in1.npy --check %S/Inputs/int-ext/minimum_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry equal_i16 --input %S/Inputs/int-ext/equal_i16_in0.npy %S/Inputs/int-ext/equal_i16_in1.npy --check %S/Inputs/int-ext/equal_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry equal_ui8 --input %S/Inputs/int-ext/equal_ui8_in0.npy %S/Inputs/int-ext/equal_ui8_in1.npy --check %S/Inputs/int-ext/equal_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry equal_ui16 --input %S/Inputs/int-ext/equal_ui16_in0.npy %S/Inputs/int-ext/equal_ui16_in1.npy --check %S/Inputs/int-ext/equal_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry equal_ui32 --input %S/Inputs/int-ext/equal_ui32_in0.npy %S/Inputs/int-ext/equal_ui32_in1.npy --check %S/Inputs/int-ext/equal_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry equal_ui64 --input %S/Inputs/int-ext/equal_ui64_in0.npy %S/Inputs/int-ext/equal_ui64_in1.npy --check %S/Inputs/int-ext/equal_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry not_equal_i16 --input %S/Inputs/int-ext/not_equal_i16_in0.npy %S/Inputs/int-ext/not_equal_i16_in1.npy --check %S/Inputs/int-ext/not_equal_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry not_equal_ui8 --input %S/Inputs/int-ext/not_equal_ui8_in0.npy %S/Inputs/int-ext/not_equal_ui8_in1.npy --check %S/Inputs/int-ext/not_equal_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry not_equal_ui16 --input %S/Inputs/int-ext/not_equal_ui16_in0.npy %S/Inputs/int-ext/not_equal_ui16_in1.npy --check %S/Inputs/int-ext/not_equal_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry not_equal_ui32 --input %S/Inputs/int-ext/not_equal_ui32_in0.npy %S/Inputs/int-ext/not_equal_ui32_in1.npy --check %S/Inputs/int-ext/not_equal_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry not_equal_ui64 --input %S/Inputs/int-ext/not_equal_ui64_in0.npy %S/Inputs/int-ext/not_equal_ui64_in1.npy --check %S/Inputs/int-ext/not_equal_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_i16 --input %S/Inputs/int-ext/less_i16_in0.npy %S/Inputs/int-ext/less_i16_in1.npy --check %S/Inputs/int-ext/less_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_ui8 --input %S/Inputs/int-ext/less_ui8_in0.npy %S/Inputs/int-ext/less_ui8_in1.npy --check %S/Inputs/int-ext/less_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_ui8_high --input %S/Inputs/int-ext/less_ui8_high_in0.npy %S/Inputs/int-ext/less_ui8_high_in1.npy --check %S/Inputs/int-ext/less_ui8_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_ui16 --input %S/Inputs/int-ext/less_ui16_in0.npy %S/Inputs/int-ext/less_ui16_in1.npy --check %S/Inputs/int-ext/less_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_ui16_high --input %S/Inputs/int-ext/less_ui16_high_in0.npy %S/Inputs/int-ext/less_ui16_high_in1.npy --check %S/Inputs/int-ext/less_ui16_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_ui32 --input %S/Inputs/int-ext/less_ui32_in0.npy %S/Inputs/int-ext/less_ui32_in1.npy --check %S/Inputs/int-ext/less_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_ui32_high --input %S/Inputs/int-ext/less_ui32_high_in0.npy %S/Inputs/int-ext/less_ui32_high_in1.npy --check %S/Inputs/int-ext/less_ui32_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_ui64 --input %S/Inputs/int-ext/less_ui64_in0.npy %S/Inputs/int-ext/less_ui64_in1.npy --check %S/Inputs/int-ext/less_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_ui64_high --input %S/Inputs/int-ext/less_ui64_high_in0.npy %S/Inputs/int-ext/less_ui64_high_in1.npy --check %S/Inputs/int-ext/less_ui64_high_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_equal_i16 --input %S/Inputs/int-ext/less_equal_i16_in0.npy %S/Inputs/int-ext/less_equal_i16_in1.npy --check %S/Inputs/int-ext/less_equal_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_equal_ui8 --input %S/Inputs/int-ext/less_equal_ui8_in0.npy %S/Inputs/int-ext/less_equal_ui8_in1.npy --check %S/Inputs/int-ext/less_equal_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_equal_ui16 --input %S/Inputs/int-ext/less_equal_ui16_in0.npy %S/Inputs/int-ext/less_equal_ui16_in1.npy --check %S/Inputs/int-ext/less_equal_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_equal_ui32 --input %S/Inputs/int-ext/less_equal_ui32_in0.npy %S/Inputs/int-ext/less_equal_ui32_in1.npy --check %S/Inputs/int-ext/less_equal_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry less_equal_ui64 --input %S/Inputs/int-ext/less_equal_ui64_in0.npy %S/Inputs/int-ext/less_equal_ui64_in1.npy --check %S/Inputs/int-ext/less_equal_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_i16 --input %S/Inputs/int-ext/greater_i16_in0.npy %S/Inputs/int-ext/greater_i16_in1.npy --check %S/Inputs/int-ext/greater_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_ui8 --input %S/Inputs/int-ext/greater_ui8_in0.npy %S/Inputs/int-ext/greater_ui8_in1.npy --check %S/Inputs/int-ext/greater_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_ui16 --input %S/Inputs/int-ext/greater_ui16_in0.npy %S/Inputs/int-ext/greater_ui16_in1.npy --check %S/Inputs/int-ext/greater_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_ui32 --input %S/Inputs/int-ext/greater_ui32_in0.npy %S/Inputs/int-ext/greater_ui32_in1.npy --check %S/Inputs/int-ext/greater_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_ui64 --input %S/Inputs/int-ext/greater_ui64_in0.npy %S/Inputs/int-ext/greater_ui64_in1.npy --check %S/Inputs/int-ext/greater_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_equal_i16 --input %S/Inputs/int-ext/greater_equal_i16_in0.npy %S/Inputs/int-ext/greater_equal_i16_in1.npy --check %S/Inputs/int-ext/greater_equal_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_equal_ui8 --input %S/Inputs/int-ext/greater_equal_ui8_in0.npy %S/Inputs/int-ext/greater_equal_ui8_in1.npy --check %S/Inputs/int-ext/greater_equal_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_equal_ui16 --input %S/Inputs/int-ext/greater_equal_ui16_in0.npy %S/Inputs/int-ext/greater_equal_ui16_in1.npy --check %S/Inputs/int-ext/greater_equal_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_equal_ui32 --input %S/Inputs/int-ext/greater_equal_ui32_in0.npy %S/Inputs/int-ext/greater_equal_ui32_in1.npy --check %S/Inputs/int-ext/greater_equal_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry greater_equal_ui64 --input %S/Inputs/int-ext/greater_equal_ui64_in0.npy %S/Inputs/int-ext/greater_equal_ui64_in1.npy --check %S/Inputs/int-ext/greater_equal_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry where_i16 --input %S/Inputs/int-ext/where_i16_in0.npy %S/Inputs/int-ext/where_i16_in1.npy %S/Inputs/int-ext/where_i16_in2.npy --check %S/Inputs/int-ext/where_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry where_ui8 --input %S/Inputs/int-ext/where_ui8_in0.npy %S/Inputs/int-ext/where_ui8_in1.npy %S/Inputs/int-ext/where_ui8_in2.npy --check %S/Inputs/int-ext/where_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry where_ui16 --input %S/Inputs/int-ext/where_ui16_in0.npy %S/Inputs/int-ext/where_ui16_in1.npy %S/Inputs/int-ext/where_ui16_in2.npy --check %S/Inputs/int-ext/where_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry where_ui32 --input %S/Inputs/int-ext/where_ui32_in0.npy %S/Inputs/int-ext/where_ui32_in1.npy %S/Inputs/int-ext/where_ui32_in2.npy --check %S/Inputs/int-ext/where_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry where_ui64 --input %S/Inputs/int-ext/where_ui64_in0.npy %S/Inputs/int-ext/where_ui64_in1.npy %S/Inputs/int-ext/where_ui64_in2.npy --check %S/Inputs/int-ext/where_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bias_add_i16 --input %S/Inputs/int-ext/bias_add_i16_in0.npy %S/Inputs/int-ext/bias_add_i16_in1.npy --check %S/Inputs/int-ext/bias_add_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bias_add_ui8 --input %S/Inputs/int-ext/bias_add_ui8_in0.npy %S/Inputs/int-ext/bias_add_ui8_in1.npy --check %S/Inputs/int-ext/bias_add_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bias_add_ui16 --input %S/Inputs/int-ext/bias_add_ui16_in0.npy %S/Inputs/int-ext/bias_add_ui16_in1.npy --check %S/Inputs/int-ext/bias_add_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bias_add_ui32 --input %S/Inputs/int-ext/bias_add_ui32_in0.npy %S/Inputs/int-ext/bias_add_ui32_in1.npy --check %S/Inputs/int-ext/bias_add_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry bias_add_ui64 --input %S/Inputs/int-ext/bias_add_ui64_in0.npy %S/Inputs/int-ext/bias_add_ui64_in1.npy --check %S/Inputs/int-ext/bias_add_ui64_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @add_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.add"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @add_i16_wraps(%a0: tensor<6xi16>, %a1: tensor<6xi16>) -> tensor<6xi16> {
  %0 = "nn.add"(%a0, %a1) : (tensor<6xi16>, tensor<6xi16>) -> tensor<6xi16>
  return %0 : tensor<6xi16>
}

func.func @add_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.add"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @add_ui8_wraps(%a0: tensor<6xui8>, %a1: tensor<6xui8>) -> tensor<6xui8> {
  %0 = "nn.add"(%a0, %a1) : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xui8>
  return %0 : tensor<6xui8>
}

func.func @add_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.add"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @add_ui16_wraps(%a0: tensor<6xui16>, %a1: tensor<6xui16>) -> tensor<6xui16> {
  %0 = "nn.add"(%a0, %a1) : (tensor<6xui16>, tensor<6xui16>) -> tensor<6xui16>
  return %0 : tensor<6xui16>
}

func.func @add_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.add"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @add_ui32_wraps(%a0: tensor<6xui32>, %a1: tensor<6xui32>) -> tensor<6xui32> {
  %0 = "nn.add"(%a0, %a1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  return %0 : tensor<6xui32>
}

func.func @add_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.add"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @add_ui64_wraps(%a0: tensor<6xui64>, %a1: tensor<6xui64>) -> tensor<6xui64> {
  %0 = "nn.add"(%a0, %a1) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  return %0 : tensor<6xui64>
}

func.func @sub_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.sub"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @sub_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.sub"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @sub_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.sub"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @sub_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.sub"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @sub_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.sub"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @mul_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.mul"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @mul_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.mul"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @mul_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.mul"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @mul_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.mul"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @mul_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.mul"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @div_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.div"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @div_i16_traps(%a0: tensor<6xi16>, %a1: tensor<6xi16>) -> tensor<6xi16> {
  %0 = "nn.div"(%a0, %a1) : (tensor<6xi16>, tensor<6xi16>) -> tensor<6xi16>
  return %0 : tensor<6xi16>
}

func.func @div_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.div"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @div_ui8_high(%a0: tensor<6xui8>, %a1: tensor<6xui8>) -> tensor<6xui8> {
  %0 = "nn.div"(%a0, %a1) : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xui8>
  return %0 : tensor<6xui8>
}

func.func @div_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.div"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @div_ui16_high(%a0: tensor<6xui16>, %a1: tensor<6xui16>) -> tensor<6xui16> {
  %0 = "nn.div"(%a0, %a1) : (tensor<6xui16>, tensor<6xui16>) -> tensor<6xui16>
  return %0 : tensor<6xui16>
}

func.func @div_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.div"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @div_ui32_high(%a0: tensor<6xui32>, %a1: tensor<6xui32>) -> tensor<6xui32> {
  %0 = "nn.div"(%a0, %a1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  return %0 : tensor<6xui32>
}

func.func @div_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.div"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @div_ui64_high(%a0: tensor<6xui64>, %a1: tensor<6xui64>) -> tensor<6xui64> {
  %0 = "nn.div"(%a0, %a1) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  return %0 : tensor<6xui64>
}

func.func @mod_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @mod_i16_fmod(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.mod"(%a0, %a1) {fmod = true} : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @mod_i16_traps(%a0: tensor<6xi16>, %a1: tensor<6xi16>) -> tensor<6xi16> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<6xi16>, tensor<6xi16>) -> tensor<6xi16>
  return %0 : tensor<6xi16>
}

func.func @mod_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @mod_ui8_fmod(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.mod"(%a0, %a1) {fmod = true} : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @mod_ui8_high(%a0: tensor<6xui8>, %a1: tensor<6xui8>) -> tensor<6xui8> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xui8>
  return %0 : tensor<6xui8>
}

func.func @mod_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @mod_ui16_fmod(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.mod"(%a0, %a1) {fmod = true} : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @mod_ui16_high(%a0: tensor<6xui16>, %a1: tensor<6xui16>) -> tensor<6xui16> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<6xui16>, tensor<6xui16>) -> tensor<6xui16>
  return %0 : tensor<6xui16>
}

func.func @mod_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @mod_ui32_fmod(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.mod"(%a0, %a1) {fmod = true} : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @mod_ui32_high(%a0: tensor<6xui32>, %a1: tensor<6xui32>) -> tensor<6xui32> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  return %0 : tensor<6xui32>
}

func.func @mod_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @mod_ui64_fmod(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.mod"(%a0, %a1) {fmod = true} : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @mod_ui64_high(%a0: tensor<6xui64>, %a1: tensor<6xui64>) -> tensor<6xui64> {
  %0 = "nn.mod"(%a0, %a1) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  return %0 : tensor<6xui64>
}

func.func @bit_shift_ui8_left(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.bit_shift"(%a0, %a1) {direction = "LEFT"} : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @bit_shift_ui8_right(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.bit_shift"(%a0, %a1) {direction = "RIGHT"} : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @bit_shift_ui16_left(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.bit_shift"(%a0, %a1) {direction = "LEFT"} : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @bit_shift_ui16_right(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.bit_shift"(%a0, %a1) {direction = "RIGHT"} : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @bit_shift_ui32_left(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.bit_shift"(%a0, %a1) {direction = "LEFT"} : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @bit_shift_ui32_right(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.bit_shift"(%a0, %a1) {direction = "RIGHT"} : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @bit_shift_ui64_left(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.bit_shift"(%a0, %a1) {direction = "LEFT"} : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @bit_shift_ui64_right(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.bit_shift"(%a0, %a1) {direction = "RIGHT"} : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @pow_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @pow_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @pow_ui8_high(%a0: tensor<6xui8>, %a1: tensor<6xui8>) -> tensor<6xui8> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xui8>
  return %0 : tensor<6xui8>
}

func.func @pow_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @pow_ui16_high(%a0: tensor<6xui16>, %a1: tensor<6xui16>) -> tensor<6xui16> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<6xui16>, tensor<6xui16>) -> tensor<6xui16>
  return %0 : tensor<6xui16>
}

func.func @pow_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @pow_ui32_high(%a0: tensor<6xui32>, %a1: tensor<6xui32>) -> tensor<6xui32> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  return %0 : tensor<6xui32>
}

func.func @pow_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @pow_ui64_high(%a0: tensor<6xui64>, %a1: tensor<6xui64>) -> tensor<6xui64> {
  %0 = "nn.pow"(%a0, %a1) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  return %0 : tensor<6xui64>
}

func.func @maximum_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @maximum_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @maximum_ui8_high(%a0: tensor<6xui8>, %a1: tensor<6xui8>) -> tensor<6xui8> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xui8>
  return %0 : tensor<6xui8>
}

func.func @maximum_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @maximum_ui16_high(%a0: tensor<6xui16>, %a1: tensor<6xui16>) -> tensor<6xui16> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<6xui16>, tensor<6xui16>) -> tensor<6xui16>
  return %0 : tensor<6xui16>
}

func.func @maximum_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @maximum_ui32_high(%a0: tensor<6xui32>, %a1: tensor<6xui32>) -> tensor<6xui32> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
  return %0 : tensor<6xui32>
}

func.func @maximum_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @maximum_ui64_high(%a0: tensor<6xui64>, %a1: tensor<6xui64>) -> tensor<6xui64> {
  %0 = "nn.maximum"(%a0, %a1) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
  return %0 : tensor<6xui64>
}

func.func @minimum_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.minimum"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @minimum_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.minimum"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @minimum_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.minimum"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @minimum_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.minimum"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @minimum_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.minimum"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @equal_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi1> {
  %0 = "nn.equal"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @equal_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xi1> {
  %0 = "nn.equal"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @equal_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xi1> {
  %0 = "nn.equal"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @equal_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xi1> {
  %0 = "nn.equal"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @equal_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xi1> {
  %0 = "nn.equal"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @not_equal_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi1> {
  %0 = "nn.not_equal"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @not_equal_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xi1> {
  %0 = "nn.not_equal"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @not_equal_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xi1> {
  %0 = "nn.not_equal"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @not_equal_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xi1> {
  %0 = "nn.not_equal"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @not_equal_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xi1> {
  %0 = "nn.not_equal"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_ui8_high(%a0: tensor<6xui8>, %a1: tensor<6xui8>) -> tensor<6xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<6xui8>, tensor<6xui8>) -> tensor<6xi1>
  return %0 : tensor<6xi1>
}

func.func @less_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_ui16_high(%a0: tensor<6xui16>, %a1: tensor<6xui16>) -> tensor<6xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<6xui16>, tensor<6xui16>) -> tensor<6xi1>
  return %0 : tensor<6xi1>
}

func.func @less_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_ui32_high(%a0: tensor<6xui32>, %a1: tensor<6xui32>) -> tensor<6xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xi1>
  return %0 : tensor<6xi1>
}

func.func @less_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_ui64_high(%a0: tensor<6xui64>, %a1: tensor<6xui64>) -> tensor<6xi1> {
  %0 = "nn.less"(%a0, %a1) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xi1>
  return %0 : tensor<6xi1>
}

func.func @less_equal_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi1> {
  %0 = "nn.less_equal"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_equal_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xi1> {
  %0 = "nn.less_equal"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_equal_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xi1> {
  %0 = "nn.less_equal"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_equal_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xi1> {
  %0 = "nn.less_equal"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @less_equal_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xi1> {
  %0 = "nn.less_equal"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi1> {
  %0 = "nn.greater"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xi1> {
  %0 = "nn.greater"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xi1> {
  %0 = "nn.greater"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xi1> {
  %0 = "nn.greater"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xi1> {
  %0 = "nn.greater"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_equal_i16(%a0: tensor<4x8xi16>, %a1: tensor<8xi16>) -> tensor<4x8xi1> {
  %0 = "nn.greater_equal"(%a0, %a1) : (tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_equal_ui8(%a0: tensor<4x8xui8>, %a1: tensor<8xui8>) -> tensor<4x8xi1> {
  %0 = "nn.greater_equal"(%a0, %a1) : (tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_equal_ui16(%a0: tensor<4x8xui16>, %a1: tensor<8xui16>) -> tensor<4x8xi1> {
  %0 = "nn.greater_equal"(%a0, %a1) : (tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_equal_ui32(%a0: tensor<4x8xui32>, %a1: tensor<8xui32>) -> tensor<4x8xi1> {
  %0 = "nn.greater_equal"(%a0, %a1) : (tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @greater_equal_ui64(%a0: tensor<4x8xui64>, %a1: tensor<8xui64>) -> tensor<4x8xi1> {
  %0 = "nn.greater_equal"(%a0, %a1) : (tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

func.func @where_i16(%a0: tensor<4x8xi1>, %a1: tensor<4x8xi16>, %a2: tensor<8xi16>) -> tensor<4x8xi16> {
  %0 = "nn.where"(%a0, %a1, %a2) : (tensor<4x8xi1>, tensor<4x8xi16>, tensor<8xi16>) -> tensor<4x8xi16>
  return %0 : tensor<4x8xi16>
}

func.func @where_ui8(%a0: tensor<4x8xi1>, %a1: tensor<4x8xui8>, %a2: tensor<8xui8>) -> tensor<4x8xui8> {
  %0 = "nn.where"(%a0, %a1, %a2) : (tensor<4x8xi1>, tensor<4x8xui8>, tensor<8xui8>) -> tensor<4x8xui8>
  return %0 : tensor<4x8xui8>
}

func.func @where_ui16(%a0: tensor<4x8xi1>, %a1: tensor<4x8xui16>, %a2: tensor<8xui16>) -> tensor<4x8xui16> {
  %0 = "nn.where"(%a0, %a1, %a2) : (tensor<4x8xi1>, tensor<4x8xui16>, tensor<8xui16>) -> tensor<4x8xui16>
  return %0 : tensor<4x8xui16>
}

func.func @where_ui32(%a0: tensor<4x8xi1>, %a1: tensor<4x8xui32>, %a2: tensor<8xui32>) -> tensor<4x8xui32> {
  %0 = "nn.where"(%a0, %a1, %a2) : (tensor<4x8xi1>, tensor<4x8xui32>, tensor<8xui32>) -> tensor<4x8xui32>
  return %0 : tensor<4x8xui32>
}

func.func @where_ui64(%a0: tensor<4x8xi1>, %a1: tensor<4x8xui64>, %a2: tensor<8xui64>) -> tensor<4x8xui64> {
  %0 = "nn.where"(%a0, %a1, %a2) : (tensor<4x8xi1>, tensor<4x8xui64>, tensor<8xui64>) -> tensor<4x8xui64>
  return %0 : tensor<4x8xui64>
}

func.func @bias_add_i16(%a0: tensor<2x3x4xi16>, %a1: tensor<3xi16>) -> tensor<2x3x4xi16> {
  %0 = "nn.bias_add"(%a0, %a1) : (tensor<2x3x4xi16>, tensor<3xi16>) -> tensor<2x3x4xi16>
  return %0 : tensor<2x3x4xi16>
}

func.func @bias_add_ui8(%a0: tensor<2x3x4xui8>, %a1: tensor<3xui8>) -> tensor<2x3x4xui8> {
  %0 = "nn.bias_add"(%a0, %a1) : (tensor<2x3x4xui8>, tensor<3xui8>) -> tensor<2x3x4xui8>
  return %0 : tensor<2x3x4xui8>
}

func.func @bias_add_ui16(%a0: tensor<2x3x4xui16>, %a1: tensor<3xui16>) -> tensor<2x3x4xui16> {
  %0 = "nn.bias_add"(%a0, %a1) : (tensor<2x3x4xui16>, tensor<3xui16>) -> tensor<2x3x4xui16>
  return %0 : tensor<2x3x4xui16>
}

func.func @bias_add_ui32(%a0: tensor<2x3x4xui32>, %a1: tensor<3xui32>) -> tensor<2x3x4xui32> {
  %0 = "nn.bias_add"(%a0, %a1) : (tensor<2x3x4xui32>, tensor<3xui32>) -> tensor<2x3x4xui32>
  return %0 : tensor<2x3x4xui32>
}

func.func @bias_add_ui64(%a0: tensor<2x3x4xui64>, %a1: tensor<3xui64>) -> tensor<2x3x4xui64> {
  %0 = "nn.bias_add"(%a0, %a1) : (tensor<2x3x4xui64>, tensor<3xui64>) -> tensor<2x3x4xui64>
  return %0 : tensor<2x3x4xui64>
}
