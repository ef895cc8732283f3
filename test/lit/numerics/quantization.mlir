// Numerical tests of nn.quantize and nn.dequantize on the CPU
// (--convert-nn-to-linalg, the LLVM pipeline, the JIT) against ONNX's
// definition of QuantizeLinear and DequantizeLinear in NumPy.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_quantization.py; do not edit.
//
// RUN: nn-run %s --entry quantize_f32_i8_scalar --input %S/Inputs/quant/quantize_f32_i8_scalar_in0.npy %S/Inputs/quant/quantize_f32_i8_scalar_in1.npy %S/Inputs/quant/quantize_f32_i8_scalar_in2.npy --check %S/Inputs/quant/quantize_f32_i8_scalar_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i8_one_min --input %S/Inputs/quant/quantize_f32_i8_one_min_in0.npy %S/Inputs/quant/quantize_f32_i8_one_min_in1.npy %S/Inputs/quant/quantize_f32_i8_one_min_in2.npy --check %S/Inputs/quant/quantize_f32_i8_one_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i8_one_max --input %S/Inputs/quant/quantize_f32_i8_one_max_in0.npy %S/Inputs/quant/quantize_f32_i8_one_max_in1.npy %S/Inputs/quant/quantize_f32_i8_one_max_in2.npy --check %S/Inputs/quant/quantize_f32_i8_one_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i8_axis1 --input %S/Inputs/quant/quantize_f32_i8_axis1_in0.npy %S/Inputs/quant/quantize_f32_i8_axis1_in1.npy %S/Inputs/quant/quantize_f32_i8_axis1_in2.npy --check %S/Inputs/quant/quantize_f32_i8_axis1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i8_axis0 --input %S/Inputs/quant/quantize_f32_i8_axis0_in0.npy %S/Inputs/quant/quantize_f32_i8_axis0_in1.npy %S/Inputs/quant/quantize_f32_i8_axis0_in2.npy --check %S/Inputs/quant/quantize_f32_i8_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i8_axis_m1 --input %S/Inputs/quant/quantize_f32_i8_axis_m1_in0.npy %S/Inputs/quant/quantize_f32_i8_axis_m1_in1.npy %S/Inputs/quant/quantize_f32_i8_axis_m1_in2.npy --check %S/Inputs/quant/quantize_f32_i8_axis_m1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui8_scalar --input %S/Inputs/quant/quantize_f32_ui8_scalar_in0.npy %S/Inputs/quant/quantize_f32_ui8_scalar_in1.npy %S/Inputs/quant/quantize_f32_ui8_scalar_in2.npy --check %S/Inputs/quant/quantize_f32_ui8_scalar_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui8_one_min --input %S/Inputs/quant/quantize_f32_ui8_one_min_in0.npy %S/Inputs/quant/quantize_f32_ui8_one_min_in1.npy %S/Inputs/quant/quantize_f32_ui8_one_min_in2.npy --check %S/Inputs/quant/quantize_f32_ui8_one_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui8_one_max --input %S/Inputs/quant/quantize_f32_ui8_one_max_in0.npy %S/Inputs/quant/quantize_f32_ui8_one_max_in1.npy %S/Inputs/quant/quantize_f32_ui8_one_max_in2.npy --check %S/Inputs/quant/quantize_f32_ui8_one_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui8_axis1 --input %S/Inputs/quant/quantize_f32_ui8_axis1_in0.npy %S/Inputs/quant/quantize_f32_ui8_axis1_in1.npy %S/Inputs/quant/quantize_f32_ui8_axis1_in2.npy --check %S/Inputs/quant/quantize_f32_ui8_axis1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui8_axis0 --input %S/Inputs/quant/quantize_f32_ui8_axis0_in0.npy %S/Inputs/quant/quantize_f32_ui8_axis0_in1.npy %S/Inputs/quant/quantize_f32_ui8_axis0_in2.npy --check %S/Inputs/quant/quantize_f32_ui8_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui8_axis_m1 --input %S/Inputs/quant/quantize_f32_ui8_axis_m1_in0.npy %S/Inputs/quant/quantize_f32_ui8_axis_m1_in1.npy %S/Inputs/quant/quantize_f32_ui8_axis_m1_in2.npy --check %S/Inputs/quant/quantize_f32_ui8_axis_m1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i16_scalar --input %S/Inputs/quant/quantize_f32_i16_scalar_in0.npy %S/Inputs/quant/quantize_f32_i16_scalar_in1.npy %S/Inputs/quant/quantize_f32_i16_scalar_in2.npy --check %S/Inputs/quant/quantize_f32_i16_scalar_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i16_one_min --input %S/Inputs/quant/quantize_f32_i16_one_min_in0.npy %S/Inputs/quant/quantize_f32_i16_one_min_in1.npy %S/Inputs/quant/quantize_f32_i16_one_min_in2.npy --check %S/Inputs/quant/quantize_f32_i16_one_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i16_one_max --input %S/Inputs/quant/quantize_f32_i16_one_max_in0.npy %S/Inputs/quant/quantize_f32_i16_one_max_in1.npy %S/Inputs/quant/quantize_f32_i16_one_max_in2.npy --check %S/Inputs/quant/quantize_f32_i16_one_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i16_axis1 --input %S/Inputs/quant/quantize_f32_i16_axis1_in0.npy %S/Inputs/quant/quantize_f32_i16_axis1_in1.npy %S/Inputs/quant/quantize_f32_i16_axis1_in2.npy --check %S/Inputs/quant/quantize_f32_i16_axis1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i16_axis0 --input %S/Inputs/quant/quantize_f32_i16_axis0_in0.npy %S/Inputs/quant/quantize_f32_i16_axis0_in1.npy %S/Inputs/quant/quantize_f32_i16_axis0_in2.npy --check %S/Inputs/quant/quantize_f32_i16_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i16_axis_m1 --input %S/Inputs/quant/quantize_f32_i16_axis_m1_in0.npy %S/Inputs/quant/quantize_f32_i16_axis_m1_in1.npy %S/Inputs/quant/quantize_f32_i16_axis_m1_in2.npy --check %S/Inputs/quant/quantize_f32_i16_axis_m1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui16_scalar --input %S/Inputs/quant/quantize_f32_ui16_scalar_in0.npy %S/Inputs/quant/quantize_f32_ui16_scalar_in1.npy %S/Inputs/quant/quantize_f32_ui16_scalar_in2.npy --check %S/Inputs/quant/quantize_f32_ui16_scalar_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui16_one_min --input %S/Inputs/quant/quantize_f32_ui16_one_min_in0.npy %S/Inputs/quant/quantize_f32_ui16_one_min_in1.npy %S/Inputs/quant/quantize_f32_ui16_one_min_in2.npy --check %S/Inputs/quant/quantize_f32_ui16_one_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui16_one_max --input %S/Inputs/quant/quantize_f32_ui16_one_max_in0.npy %S/Inputs/quant/quantize_f32_ui16_one_max_in1.npy %S/Inputs/quant/quantize_f32_ui16_one_max_in2.npy --check %S/Inputs/quant/quantize_f32_ui16_one_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui16_axis1 --input %S/Inputs/quant/quantize_f32_ui16_axis1_in0.npy %S/Inputs/quant/quantize_f32_ui16_axis1_in1.npy %S/Inputs/quant/quantize_f32_ui16_axis1_in2.npy --check %S/Inputs/quant/quantize_f32_ui16_axis1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui16_axis0 --input %S/Inputs/quant/quantize_f32_ui16_axis0_in0.npy %S/Inputs/quant/quantize_f32_ui16_axis0_in1.npy %S/Inputs/quant/quantize_f32_ui16_axis0_in2.npy --check %S/Inputs/quant/quantize_f32_ui16_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui16_axis_m1 --input %S/Inputs/quant/quantize_f32_ui16_axis_m1_in0.npy %S/Inputs/quant/quantize_f32_ui16_axis_m1_in1.npy %S/Inputs/quant/quantize_f32_ui16_axis_m1_in2.npy --check %S/Inputs/quant/quantize_f32_ui16_axis_m1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i32_scalar --input %S/Inputs/quant/quantize_f32_i32_scalar_in0.npy %S/Inputs/quant/quantize_f32_i32_scalar_in1.npy %S/Inputs/quant/quantize_f32_i32_scalar_in2.npy --check %S/Inputs/quant/quantize_f32_i32_scalar_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i32_one_min --input %S/Inputs/quant/quantize_f32_i32_one_min_in0.npy %S/Inputs/quant/quantize_f32_i32_one_min_in1.npy %S/Inputs/quant/quantize_f32_i32_one_min_in2.npy --check %S/Inputs/quant/quantize_f32_i32_one_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i32_one_max --input %S/Inputs/quant/quantize_f32_i32_one_max_in0.npy %S/Inputs/quant/quantize_f32_i32_one_max_in1.npy %S/Inputs/quant/quantize_f32_i32_one_max_in2.npy --check %S/Inputs/quant/quantize_f32_i32_one_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i32_axis1 --input %S/Inputs/quant/quantize_f32_i32_axis1_in0.npy %S/Inputs/quant/quantize_f32_i32_axis1_in1.npy %S/Inputs/quant/quantize_f32_i32_axis1_in2.npy --check %S/Inputs/quant/quantize_f32_i32_axis1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i32_axis0 --input %S/Inputs/quant/quantize_f32_i32_axis0_in0.npy %S/Inputs/quant/quantize_f32_i32_axis0_in1.npy %S/Inputs/quant/quantize_f32_i32_axis0_in2.npy --check %S/Inputs/quant/quantize_f32_i32_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_i32_axis_m1 --input %S/Inputs/quant/quantize_f32_i32_axis_m1_in0.npy %S/Inputs/quant/quantize_f32_i32_axis_m1_in1.npy %S/Inputs/quant/quantize_f32_i32_axis_m1_in2.npy --check %S/Inputs/quant/quantize_f32_i32_axis_m1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui32_scalar --input %S/Inputs/quant/quantize_f32_ui32_scalar_in0.npy %S/Inputs/quant/quantize_f32_ui32_scalar_in1.npy %S/Inputs/quant/quantize_f32_ui32_scalar_in2.npy --check %S/Inputs/quant/quantize_f32_ui32_scalar_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui32_one_min --input %S/Inputs/quant/quantize_f32_ui32_one_min_in0.npy %S/Inputs/quant/quantize_f32_ui32_one_min_in1.npy %S/Inputs/quant/quantize_f32_ui32_one_min_in2.npy --check %S/Inputs/quant/quantize_f32_ui32_one_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui32_one_max --input %S/Inputs/quant/quantize_f32_ui32_one_max_in0.npy %S/Inputs/quant/quantize_f32_ui32_one_max_in1.npy %S/Inputs/quant/quantize_f32_ui32_one_max_in2.npy --check %S/Inputs/quant/quantize_f32_ui32_one_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui32_axis1 --input %S/Inputs/quant/quantize_f32_ui32_axis1_in0.npy %S/Inputs/quant/quantize_f32_ui32_axis1_in1.npy %S/Inputs/quant/quantize_f32_ui32_axis1_in2.npy --check %S/Inputs/quant/quantize_f32_ui32_axis1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui32_axis0 --input %S/Inputs/quant/quantize_f32_ui32_axis0_in0.npy %S/Inputs/quant/quantize_f32_ui32_axis0_in1.npy %S/Inputs/quant/quantize_f32_ui32_axis0_in2.npy --check %S/Inputs/quant/quantize_f32_ui32_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_ui32_axis_m1 --input %S/Inputs/quant/quantize_f32_ui32_axis_m1_in0.npy %S/Inputs/quant/quantize_f32_ui32_axis_m1_in1.npy %S/Inputs/quant/quantize_f32_ui32_axis_m1_in2.npy --check %S/Inputs/quant/quantize_f32_ui32_axis_m1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_rank0 --input %S/Inputs/quant/quantize_f32_rank0_in0.npy %S/Inputs/quant/quantize_f32_rank0_in1.npy %S/Inputs/quant/quantize_f32_rank0_in2.npy --check %S/Inputs/quant/quantize_f32_rank0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_axis1_size1 --input %S/Inputs/quant/quantize_f32_axis1_size1_in0.npy %S/Inputs/quant/quantize_f32_axis1_size1_in1.npy %S/Inputs/quant/quantize_f32_axis1_size1_in2.npy --check %S/Inputs/quant/quantize_f32_axis1_size1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f32_axis_unused --input %S/Inputs/quant/quantize_f32_axis_unused_in0.npy %S/Inputs/quant/quantize_f32_axis_unused_in1.npy %S/Inputs/quant/quantize_f32_axis_unused_in2.npy --check %S/Inputs/quant/quantize_f32_axis_unused_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_axis_unused --input %S/Inputs/quant/dequantize_i8_axis_unused_in0.npy %S/Inputs/quant/dequantize_i8_axis_unused_in1.npy %S/Inputs/quant/dequantize_i8_axis_unused_in2.npy --check %S/Inputs/quant/dequantize_i8_axis_unused_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f16_i8 --input %S/Inputs/quant/quantize_f16_i8_in0.npy %S/Inputs/quant/quantize_f16_i8_in1.npy %S/Inputs/quant/quantize_f16_i8_in2.npy --check %S/Inputs/quant/quantize_f16_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f16_ui8 --input %S/Inputs/quant/quantize_f16_ui8_in0.npy %S/Inputs/quant/quantize_f16_ui8_in1.npy %S/Inputs/quant/quantize_f16_ui8_in2.npy --check %S/Inputs/quant/quantize_f16_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f16_i16 --input %S/Inputs/quant/quantize_f16_i16_in0.npy %S/Inputs/quant/quantize_f16_i16_in1.npy %S/Inputs/quant/quantize_f16_i16_in2.npy --check %S/Inputs/quant/quantize_f16_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f16_ui16 --input %S/Inputs/quant/quantize_f16_ui16_in0.npy %S/Inputs/quant/quantize_f16_ui16_in1.npy %S/Inputs/quant/quantize_f16_ui16_in2.npy --check %S/Inputs/quant/quantize_f16_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f16_axis0 --input %S/Inputs/quant/quantize_f16_axis0_in0.npy %S/Inputs/quant/quantize_f16_axis0_in1.npy %S/Inputs/quant/quantize_f16_axis0_in2.npy --check %S/Inputs/quant/quantize_f16_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_bf16_i8 --input %S/Inputs/quant/quantize_bf16_i8_in0.npy %S/Inputs/quant/quantize_bf16_i8_in1.npy %S/Inputs/quant/quantize_bf16_i8_in2.npy --check %S/Inputs/quant/quantize_bf16_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_bf16_ui8 --input %S/Inputs/quant/quantize_bf16_ui8_in0.npy %S/Inputs/quant/quantize_bf16_ui8_in1.npy %S/Inputs/quant/quantize_bf16_ui8_in2.npy --check %S/Inputs/quant/quantize_bf16_ui8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_bf16_i16 --input %S/Inputs/quant/quantize_bf16_i16_in0.npy %S/Inputs/quant/quantize_bf16_i16_in1.npy %S/Inputs/quant/quantize_bf16_i16_in2.npy --check %S/Inputs/quant/quantize_bf16_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_bf16_ui16 --input %S/Inputs/quant/quantize_bf16_ui16_in0.npy %S/Inputs/quant/quantize_bf16_ui16_in1.npy %S/Inputs/quant/quantize_bf16_ui16_in2.npy --check %S/Inputs/quant/quantize_bf16_ui16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_bf16_axis0 --input %S/Inputs/quant/quantize_bf16_axis0_in0.npy %S/Inputs/quant/quantize_bf16_axis0_in1.npy %S/Inputs/quant/quantize_bf16_axis0_in2.npy --check %S/Inputs/quant/quantize_bf16_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f64_i8 --input %S/Inputs/quant/quantize_f64_i8_in0.npy %S/Inputs/quant/quantize_f64_i8_in1.npy %S/Inputs/quant/quantize_f64_i8_in2.npy --check %S/Inputs/quant/quantize_f64_i8_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f64_i16 --input %S/Inputs/quant/quantize_f64_i16_in0.npy %S/Inputs/quant/quantize_f64_i16_in1.npy %S/Inputs/quant/quantize_f64_i16_in2.npy --check %S/Inputs/quant/quantize_f64_i16_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f64_i32 --input %S/Inputs/quant/quantize_f64_i32_in0.npy %S/Inputs/quant/quantize_f64_i32_in1.npy %S/Inputs/quant/quantize_f64_i32_in2.npy --check %S/Inputs/quant/quantize_f64_i32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f64_ui32 --input %S/Inputs/quant/quantize_f64_ui32_in0.npy %S/Inputs/quant/quantize_f64_ui32_in1.npy %S/Inputs/quant/quantize_f64_ui32_in2.npy --check %S/Inputs/quant/quantize_f64_ui32_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry quantize_f64_axis0 --input %S/Inputs/quant/quantize_f64_axis0_in0.npy %S/Inputs/quant/quantize_f64_axis0_in1.npy %S/Inputs/quant/quantize_f64_axis0_in2.npy --check %S/Inputs/quant/quantize_f64_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_f16_mid --input %S/Inputs/quant/dequantize_i8_f16_mid_in0.npy %S/Inputs/quant/dequantize_i8_f16_mid_in1.npy %S/Inputs/quant/dequantize_i8_f16_mid_in2.npy --check %S/Inputs/quant/dequantize_i8_f16_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_f16_min --input %S/Inputs/quant/dequantize_i8_f16_min_in0.npy %S/Inputs/quant/dequantize_i8_f16_min_in1.npy %S/Inputs/quant/dequantize_i8_f16_min_in2.npy --check %S/Inputs/quant/dequantize_i8_f16_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_f16_max --input %S/Inputs/quant/dequantize_i8_f16_max_in0.npy %S/Inputs/quant/dequantize_i8_f16_max_in1.npy %S/Inputs/quant/dequantize_i8_f16_max_in2.npy --check %S/Inputs/quant/dequantize_i8_f16_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_bf16_mid --input %S/Inputs/quant/dequantize_i8_bf16_mid_in0.npy %S/Inputs/quant/dequantize_i8_bf16_mid_in1.npy %S/Inputs/quant/dequantize_i8_bf16_mid_in2.npy --check %S/Inputs/quant/dequantize_i8_bf16_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_bf16_min --input %S/Inputs/quant/dequantize_i8_bf16_min_in0.npy %S/Inputs/quant/dequantize_i8_bf16_min_in1.npy %S/Inputs/quant/dequantize_i8_bf16_min_in2.npy --check %S/Inputs/quant/dequantize_i8_bf16_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_bf16_max --input %S/Inputs/quant/dequantize_i8_bf16_max_in0.npy %S/Inputs/quant/dequantize_i8_bf16_max_in1.npy %S/Inputs/quant/dequantize_i8_bf16_max_in2.npy --check %S/Inputs/quant/dequantize_i8_bf16_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_f32_mid --input %S/Inputs/quant/dequantize_i8_f32_mid_in0.npy %S/Inputs/quant/dequantize_i8_f32_mid_in1.npy %S/Inputs/quant/dequantize_i8_f32_mid_in2.npy --check %S/Inputs/quant/dequantize_i8_f32_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_f32_min --input %S/Inputs/quant/dequantize_i8_f32_min_in0.npy %S/Inputs/quant/dequantize_i8_f32_min_in1.npy %S/Inputs/quant/dequantize_i8_f32_min_in2.npy --check %S/Inputs/quant/dequantize_i8_f32_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_f32_max --input %S/Inputs/quant/dequantize_i8_f32_max_in0.npy %S/Inputs/quant/dequantize_i8_f32_max_in1.npy %S/Inputs/quant/dequantize_i8_f32_max_in2.npy --check %S/Inputs/quant/dequantize_i8_f32_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_f64_mid --input %S/Inputs/quant/dequantize_i8_f64_mid_in0.npy %S/Inputs/quant/dequantize_i8_f64_mid_in1.npy %S/Inputs/quant/dequantize_i8_f64_mid_in2.npy --check %S/Inputs/quant/dequantize_i8_f64_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_f64_min --input %S/Inputs/quant/dequantize_i8_f64_min_in0.npy %S/Inputs/quant/dequantize_i8_f64_min_in1.npy %S/Inputs/quant/dequantize_i8_f64_min_in2.npy --check %S/Inputs/quant/dequantize_i8_f64_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_f64_max --input %S/Inputs/quant/dequantize_i8_f64_max_in0.npy %S/Inputs/quant/dequantize_i8_f64_max_in1.npy %S/Inputs/quant/dequantize_i8_f64_max_in2.npy --check %S/Inputs/quant/dequantize_i8_f64_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_axis0 --input %S/Inputs/quant/dequantize_i8_axis0_in0.npy %S/Inputs/quant/dequantize_i8_axis0_in1.npy %S/Inputs/quant/dequantize_i8_axis0_in2.npy --check %S/Inputs/quant/dequantize_i8_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i8_axis_m1 --input %S/Inputs/quant/dequantize_i8_axis_m1_in0.npy %S/Inputs/quant/dequantize_i8_axis_m1_in1.npy %S/Inputs/quant/dequantize_i8_axis_m1_in2.npy --check %S/Inputs/quant/dequantize_i8_axis_m1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_f16_mid --input %S/Inputs/quant/dequantize_ui8_f16_mid_in0.npy %S/Inputs/quant/dequantize_ui8_f16_mid_in1.npy %S/Inputs/quant/dequantize_ui8_f16_mid_in2.npy --check %S/Inputs/quant/dequantize_ui8_f16_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_f16_min --input %S/Inputs/quant/dequantize_ui8_f16_min_in0.npy %S/Inputs/quant/dequantize_ui8_f16_min_in1.npy %S/Inputs/quant/dequantize_ui8_f16_min_in2.npy --check %S/Inputs/quant/dequantize_ui8_f16_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_f16_max --input %S/Inputs/quant/dequantize_ui8_f16_max_in0.npy %S/Inputs/quant/dequantize_ui8_f16_max_in1.npy %S/Inputs/quant/dequantize_ui8_f16_max_in2.npy --check %S/Inputs/quant/dequantize_ui8_f16_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_bf16_mid --input %S/Inputs/quant/dequantize_ui8_bf16_mid_in0.npy %S/Inputs/quant/dequantize_ui8_bf16_mid_in1.npy %S/Inputs/quant/dequantize_ui8_bf16_mid_in2.npy --check %S/Inputs/quant/dequantize_ui8_bf16_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_bf16_min --input %S/Inputs/quant/dequantize_ui8_bf16_min_in0.npy %S/Inputs/quant/dequantize_ui8_bf16_min_in1.npy %S/Inputs/quant/dequantize_ui8_bf16_min_in2.npy --check %S/Inputs/quant/dequantize_ui8_bf16_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_bf16_max --input %S/Inputs/quant/dequantize_ui8_bf16_max_in0.npy %S/Inputs/quant/dequantize_ui8_bf16_max_in1.npy %S/Inputs/quant/dequantize_ui8_bf16_max_in2.npy --check %S/Inputs/quant/dequantize_ui8_bf16_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_f32_mid --input %S/Inputs/quant/dequantize_ui8_f32_mid_in0.npy %S/Inputs/quant/dequantize_ui8_f32_mid_in1.npy %S/Inputs/quant/dequantize_ui8_f32_mid_in2.npy --check %S/Inputs/quant/dequantize_ui8_f32_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_f32_min --input %S/Inputs/quant/dequantize_ui8_f32_min_in0.npy %S/Inputs/quant/dequantize_ui8_f32_min_in1.npy %S/Inputs/quant/dequantize_ui8_f32_min_in2.npy --check %S/Inputs/quant/dequantize_ui8_f32_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_f32_max --input %S/Inputs/quant/dequantize_ui8_f32_max_in0.npy %S/Inputs/quant/dequantize_ui8_f32_max_in1.npy %S/Inputs/quant/dequantize_ui8_f32_max_in2.npy --check %S/Inputs/quant/dequantize_ui8_f32_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_f64_mid --input %S/Inputs/quant/dequantize_ui8_f64_mid_in0.npy %S/Inputs/quant/dequantize_ui8_f64_mid_in1.npy %S/Inputs/quant/dequantize_ui8_f64_mid_in2.npy --check %S/Inputs/quant/dequantize_ui8_f64_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_f64_min --input %S/Inputs/quant/dequantize_ui8_f64_min_in0.npy %S/Inputs/quant/dequantize_ui8_f64_min_in1.npy %S/Inputs/quant/dequantize_ui8_f64_min_in2.npy --check %S/Inputs/quant/dequantize_ui8_f64_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_f64_max --input %S/Inputs/quant/dequantize_ui8_f64_max_in0.npy %S/Inputs/quant/dequantize_ui8_f64_max_in1.npy %S/Inputs/quant/dequantize_ui8_f64_max_in2.npy --check %S/Inputs/quant/dequantize_ui8_f64_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_axis0 --input %S/Inputs/quant/dequantize_ui8_axis0_in0.npy %S/Inputs/quant/dequantize_ui8_axis0_in1.npy %S/Inputs/quant/dequantize_ui8_axis0_in2.npy --check %S/Inputs/quant/dequantize_ui8_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui8_axis_m1 --input %S/Inputs/quant/dequantize_ui8_axis_m1_in0.npy %S/Inputs/quant/dequantize_ui8_axis_m1_in1.npy %S/Inputs/quant/dequantize_ui8_axis_m1_in2.npy --check %S/Inputs/quant/dequantize_ui8_axis_m1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_f16_mid --input %S/Inputs/quant/dequantize_i16_f16_mid_in0.npy %S/Inputs/quant/dequantize_i16_f16_mid_in1.npy %S/Inputs/quant/dequantize_i16_f16_mid_in2.npy --check %S/Inputs/quant/dequantize_i16_f16_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_f16_min --input %S/Inputs/quant/dequantize_i16_f16_min_in0.npy %S/Inputs/quant/dequantize_i16_f16_min_in1.npy %S/Inputs/quant/dequantize_i16_f16_min_in2.npy --check %S/Inputs/quant/dequantize_i16_f16_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_f16_max --input %S/Inputs/quant/dequantize_i16_f16_max_in0.npy %S/Inputs/quant/dequantize_i16_f16_max_in1.npy %S/Inputs/quant/dequantize_i16_f16_max_in2.npy --check %S/Inputs/quant/dequantize_i16_f16_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_bf16_mid --input %S/Inputs/quant/dequantize_i16_bf16_mid_in0.npy %S/Inputs/quant/dequantize_i16_bf16_mid_in1.npy %S/Inputs/quant/dequantize_i16_bf16_mid_in2.npy --check %S/Inputs/quant/dequantize_i16_bf16_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_bf16_min --input %S/Inputs/quant/dequantize_i16_bf16_min_in0.npy %S/Inputs/quant/dequantize_i16_bf16_min_in1.npy %S/Inputs/quant/dequantize_i16_bf16_min_in2.npy --check %S/Inputs/quant/dequantize_i16_bf16_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_bf16_max --input %S/Inputs/quant/dequantize_i16_bf16_max_in0.npy %S/Inputs/quant/dequantize_i16_bf16_max_in1.npy %S/Inputs/quant/dequantize_i16_bf16_max_in2.npy --check %S/Inputs/quant/dequantize_i16_bf16_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_f32_mid --input %S/Inputs/quant/dequantize_i16_f32_mid_in0.npy %S/Inputs/quant/dequantize_i16_f32_mid_in1.npy %S/Inputs/quant/dequantize_i16_f32_mid_in2.npy --check %S/Inputs/quant/dequantize_i16_f32_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_f32_min --input %S/Inputs/quant/dequantize_i16_f32_min_in0.npy %S/Inputs/quant/dequantize_i16_f32_min_in1.npy %S/Inputs/quant/dequantize_i16_f32_min_in2.npy --check %S/Inputs/quant/dequantize_i16_f32_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_f32_max --input %S/Inputs/quant/dequantize_i16_f32_max_in0.npy %S/Inputs/quant/dequantize_i16_f32_max_in1.npy %S/Inputs/quant/dequantize_i16_f32_max_in2.npy --check %S/Inputs/quant/dequantize_i16_f32_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_f64_mid --input %S/Inputs/quant/dequantize_i16_f64_mid_in0.npy %S/Inputs/quant/dequantize_i16_f64_mid_in1.npy %S/Inputs/quant/dequantize_i16_f64_mid_in2.npy --check %S/Inputs/quant/dequantize_i16_f64_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_f64_min --input %S/Inputs/quant/dequantize_i16_f64_min_in0.npy %S/Inputs/quant/dequantize_i16_f64_min_in1.npy %S/Inputs/quant/dequantize_i16_f64_min_in2.npy --check %S/Inputs/quant/dequantize_i16_f64_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_f64_max --input %S/Inputs/quant/dequantize_i16_f64_max_in0.npy %S/Inputs/quant/dequantize_i16_f64_max_in1.npy %S/Inputs/quant/dequantize_i16_f64_max_in2.npy --check %S/Inputs/quant/dequantize_i16_f64_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_axis0 --input %S/Inputs/quant/dequantize_i16_axis0_in0.npy %S/Inputs/quant/dequantize_i16_axis0_in1.npy %S/Inputs/quant/dequantize_i16_axis0_in2.npy --check %S/Inputs/quant/dequantize_i16_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i16_axis_m1 --input %S/Inputs/quant/dequantize_i16_axis_m1_in0.npy %S/Inputs/quant/dequantize_i16_axis_m1_in1.npy %S/Inputs/quant/dequantize_i16_axis_m1_in2.npy --check %S/Inputs/quant/dequantize_i16_axis_m1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_f16_mid --input %S/Inputs/quant/dequantize_ui16_f16_mid_in0.npy %S/Inputs/quant/dequantize_ui16_f16_mid_in1.npy %S/Inputs/quant/dequantize_ui16_f16_mid_in2.npy --check %S/Inputs/quant/dequantize_ui16_f16_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_f16_min --input %S/Inputs/quant/dequantize_ui16_f16_min_in0.npy %S/Inputs/quant/dequantize_ui16_f16_min_in1.npy %S/Inputs/quant/dequantize_ui16_f16_min_in2.npy --check %S/Inputs/quant/dequantize_ui16_f16_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_f16_max --input %S/Inputs/quant/dequantize_ui16_f16_max_in0.npy %S/Inputs/quant/dequantize_ui16_f16_max_in1.npy %S/Inputs/quant/dequantize_ui16_f16_max_in2.npy --check %S/Inputs/quant/dequantize_ui16_f16_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_bf16_mid --input %S/Inputs/quant/dequantize_ui16_bf16_mid_in0.npy %S/Inputs/quant/dequantize_ui16_bf16_mid_in1.npy %S/Inputs/quant/dequantize_ui16_bf16_mid_in2.npy --check %S/Inputs/quant/dequantize_ui16_bf16_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_bf16_min --input %S/Inputs/quant/dequantize_ui16_bf16_min_in0.npy %S/Inputs/quant/dequantize_ui16_bf16_min_in1.npy %S/Inputs/quant/dequantize_ui16_bf16_min_in2.npy --check %S/Inputs/quant/dequantize_ui16_bf16_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_bf16_max --input %S/Inputs/quant/dequantize_ui16_bf16_max_in0.npy %S/Inputs/quant/dequantize_ui16_bf16_max_in1.npy %S/Inputs/quant/dequantize_ui16_bf16_max_in2.npy --check %S/Inputs/quant/dequantize_ui16_bf16_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_f32_mid --input %S/Inputs/quant/dequantize_ui16_f32_mid_in0.npy %S/Inputs/quant/dequantize_ui16_f32_mid_in1.npy %S/Inputs/quant/dequantize_ui16_f32_mid_in2.npy --check %S/Inputs/quant/dequantize_ui16_f32_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_f32_min --input %S/Inputs/quant/dequantize_ui16_f32_min_in0.npy %S/Inputs/quant/dequantize_ui16_f32_min_in1.npy %S/Inputs/quant/dequantize_ui16_f32_min_in2.npy --check %S/Inputs/quant/dequantize_ui16_f32_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_f32_max --input %S/Inputs/quant/dequantize_ui16_f32_max_in0.npy %S/Inputs/quant/dequantize_ui16_f32_max_in1.npy %S/Inputs/quant/dequantize_ui16_f32_max_in2.npy --check %S/Inputs/quant/dequantize_ui16_f32_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_f64_mid --input %S/Inputs/quant/dequantize_ui16_f64_mid_in0.npy %S/Inputs/quant/dequantize_ui16_f64_mid_in1.npy %S/Inputs/quant/dequantize_ui16_f64_mid_in2.npy --check %S/Inputs/quant/dequantize_ui16_f64_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_f64_min --input %S/Inputs/quant/dequantize_ui16_f64_min_in0.npy %S/Inputs/quant/dequantize_ui16_f64_min_in1.npy %S/Inputs/quant/dequantize_ui16_f64_min_in2.npy --check %S/Inputs/quant/dequantize_ui16_f64_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_f64_max --input %S/Inputs/quant/dequantize_ui16_f64_max_in0.npy %S/Inputs/quant/dequantize_ui16_f64_max_in1.npy %S/Inputs/quant/dequantize_ui16_f64_max_in2.npy --check %S/Inputs/quant/dequantize_ui16_f64_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_axis0 --input %S/Inputs/quant/dequantize_ui16_axis0_in0.npy %S/Inputs/quant/dequantize_ui16_axis0_in1.npy %S/Inputs/quant/dequantize_ui16_axis0_in2.npy --check %S/Inputs/quant/dequantize_ui16_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui16_axis_m1 --input %S/Inputs/quant/dequantize_ui16_axis_m1_in0.npy %S/Inputs/quant/dequantize_ui16_axis_m1_in1.npy %S/Inputs/quant/dequantize_ui16_axis_m1_in2.npy --check %S/Inputs/quant/dequantize_ui16_axis_m1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_f16_mid --input %S/Inputs/quant/dequantize_i32_f16_mid_in0.npy %S/Inputs/quant/dequantize_i32_f16_mid_in1.npy %S/Inputs/quant/dequantize_i32_f16_mid_in2.npy --check %S/Inputs/quant/dequantize_i32_f16_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_f16_min --input %S/Inputs/quant/dequantize_i32_f16_min_in0.npy %S/Inputs/quant/dequantize_i32_f16_min_in1.npy %S/Inputs/quant/dequantize_i32_f16_min_in2.npy --check %S/Inputs/quant/dequantize_i32_f16_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_f16_max --input %S/Inputs/quant/dequantize_i32_f16_max_in0.npy %S/Inputs/quant/dequantize_i32_f16_max_in1.npy %S/Inputs/quant/dequantize_i32_f16_max_in2.npy --check %S/Inputs/quant/dequantize_i32_f16_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_bf16_mid --input %S/Inputs/quant/dequantize_i32_bf16_mid_in0.npy %S/Inputs/quant/dequantize_i32_bf16_mid_in1.npy %S/Inputs/quant/dequantize_i32_bf16_mid_in2.npy --check %S/Inputs/quant/dequantize_i32_bf16_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_bf16_min --input %S/Inputs/quant/dequantize_i32_bf16_min_in0.npy %S/Inputs/quant/dequantize_i32_bf16_min_in1.npy %S/Inputs/quant/dequantize_i32_bf16_min_in2.npy --check %S/Inputs/quant/dequantize_i32_bf16_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_bf16_max --input %S/Inputs/quant/dequantize_i32_bf16_max_in0.npy %S/Inputs/quant/dequantize_i32_bf16_max_in1.npy %S/Inputs/quant/dequantize_i32_bf16_max_in2.npy --check %S/Inputs/quant/dequantize_i32_bf16_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_f32_mid --input %S/Inputs/quant/dequantize_i32_f32_mid_in0.npy %S/Inputs/quant/dequantize_i32_f32_mid_in1.npy %S/Inputs/quant/dequantize_i32_f32_mid_in2.npy --check %S/Inputs/quant/dequantize_i32_f32_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_f32_min --input %S/Inputs/quant/dequantize_i32_f32_min_in0.npy %S/Inputs/quant/dequantize_i32_f32_min_in1.npy %S/Inputs/quant/dequantize_i32_f32_min_in2.npy --check %S/Inputs/quant/dequantize_i32_f32_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_f32_max --input %S/Inputs/quant/dequantize_i32_f32_max_in0.npy %S/Inputs/quant/dequantize_i32_f32_max_in1.npy %S/Inputs/quant/dequantize_i32_f32_max_in2.npy --check %S/Inputs/quant/dequantize_i32_f32_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_f64_mid --input %S/Inputs/quant/dequantize_i32_f64_mid_in0.npy %S/Inputs/quant/dequantize_i32_f64_mid_in1.npy %S/Inputs/quant/dequantize_i32_f64_mid_in2.npy --check %S/Inputs/quant/dequantize_i32_f64_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_f64_min --input %S/Inputs/quant/dequantize_i32_f64_min_in0.npy %S/Inputs/quant/dequantize_i32_f64_min_in1.npy %S/Inputs/quant/dequantize_i32_f64_min_in2.npy --check %S/Inputs/quant/dequantize_i32_f64_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_f64_max --input %S/Inputs/quant/dequantize_i32_f64_max_in0.npy %S/Inputs/quant/dequantize_i32_f64_max_in1.npy %S/Inputs/quant/dequantize_i32_f64_max_in2.npy --check %S/Inputs/quant/dequantize_i32_f64_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_axis0 --input %S/Inputs/quant/dequantize_i32_axis0_in0.npy %S/Inputs/quant/dequantize_i32_axis0_in1.npy %S/Inputs/quant/dequantize_i32_axis0_in2.npy --check %S/Inputs/quant/dequantize_i32_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_i32_axis_m1 --input %S/Inputs/quant/dequantize_i32_axis_m1_in0.npy %S/Inputs/quant/dequantize_i32_axis_m1_in1.npy %S/Inputs/quant/dequantize_i32_axis_m1_in2.npy --check %S/Inputs/quant/dequantize_i32_axis_m1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_f16_mid --input %S/Inputs/quant/dequantize_ui32_f16_mid_in0.npy %S/Inputs/quant/dequantize_ui32_f16_mid_in1.npy %S/Inputs/quant/dequantize_ui32_f16_mid_in2.npy --check %S/Inputs/quant/dequantize_ui32_f16_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_f16_min --input %S/Inputs/quant/dequantize_ui32_f16_min_in0.npy %S/Inputs/quant/dequantize_ui32_f16_min_in1.npy %S/Inputs/quant/dequantize_ui32_f16_min_in2.npy --check %S/Inputs/quant/dequantize_ui32_f16_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_f16_max --input %S/Inputs/quant/dequantize_ui32_f16_max_in0.npy %S/Inputs/quant/dequantize_ui32_f16_max_in1.npy %S/Inputs/quant/dequantize_ui32_f16_max_in2.npy --check %S/Inputs/quant/dequantize_ui32_f16_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_bf16_mid --input %S/Inputs/quant/dequantize_ui32_bf16_mid_in0.npy %S/Inputs/quant/dequantize_ui32_bf16_mid_in1.npy %S/Inputs/quant/dequantize_ui32_bf16_mid_in2.npy --check %S/Inputs/quant/dequantize_ui32_bf16_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_bf16_min --input %S/Inputs/quant/dequantize_ui32_bf16_min_in0.npy %S/Inputs/quant/dequantize_ui32_bf16_min_in1.npy %S/Inputs/quant/dequantize_ui32_bf16_min_in2.npy --check %S/Inputs/quant/dequantize_ui32_bf16_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_bf16_max --input %S/Inputs/quant/dequantize_ui32_bf16_max_in0.npy %S/Inputs/quant/dequantize_ui32_bf16_max_in1.npy %S/Inputs/quant/dequantize_ui32_bf16_max_in2.npy --check %S/Inputs/quant/dequantize_ui32_bf16_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_f32_mid --input %S/Inputs/quant/dequantize_ui32_f32_mid_in0.npy %S/Inputs/quant/dequantize_ui32_f32_mid_in1.npy %S/Inputs/quant/dequantize_ui32_f32_mid_in2.npy --check %S/Inputs/quant/dequantize_ui32_f32_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_f32_min --input %S/Inputs/quant/dequantize_ui32_f32_min_in0.npy %S/Inputs/quant/dequantize_ui32_f32_min_in1.npy %S/Inputs/quant/dequantize_ui32_f32_min_in2.npy --check %S/Inputs/quant/dequantize_ui32_f32_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_f32_max --input %S/Inputs/quant/dequantize_ui32_f32_max_in0.npy %S/Inputs/quant/dequantize_ui32_f32_max_in1.npy %S/Inputs/quant/dequantize_ui32_f32_max_in2.npy --check %S/Inputs/quant/dequantize_ui32_f32_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_f64_mid --input %S/Inputs/quant/dequantize_ui32_f64_mid_in0.npy %S/Inputs/quant/dequantize_ui32_f64_mid_in1.npy %S/Inputs/quant/dequantize_ui32_f64_mid_in2.npy --check %S/Inputs/quant/dequantize_ui32_f64_mid_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_f64_min --input %S/Inputs/quant/dequantize_ui32_f64_min_in0.npy %S/Inputs/quant/dequantize_ui32_f64_min_in1.npy %S/Inputs/quant/dequantize_ui32_f64_min_in2.npy --check %S/Inputs/quant/dequantize_ui32_f64_min_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_f64_max --input %S/Inputs/quant/dequantize_ui32_f64_max_in0.npy %S/Inputs/quant/dequantize_ui32_f64_max_in1.npy %S/Inputs/quant/dequantize_ui32_f64_max_in2.npy --check %S/Inputs/quant/dequantize_ui32_f64_max_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_axis0 --input %S/Inputs/quant/dequantize_ui32_axis0_in0.npy %S/Inputs/quant/dequantize_ui32_axis0_in1.npy %S/Inputs/quant/dequantize_ui32_axis0_in2.npy --check %S/Inputs/quant/dequantize_ui32_axis0_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry dequantize_ui32_axis_m1 --input %S/Inputs/quant/dequantize_ui32_axis_m1_in0.npy %S/Inputs/quant/dequantize_ui32_axis_m1_in1.npy %S/Inputs/quant/dequantize_ui32_axis_m1_in2.npy --check %S/Inputs/quant/dequantize_ui32_axis_m1_out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: {{.*}}: ok
// OK-NOT: FAILED

func.func @quantize_f32_i8_scalar(%a0: tensor<1x29xf32>, %a1: tensor<f32>, %a2: tensor<i8>) -> tensor<1x29xi8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<f32>, tensor<i8>) -> tensor<1x29xi8>
  return %0 : tensor<1x29xi8>
}

func.func @quantize_f32_i8_one_min(%a0: tensor<1x29xf32>, %a1: tensor<1xf32>, %a2: tensor<1xi8>) -> tensor<1x29xi8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<1x29xi8>
  return %0 : tensor<1x29xi8>
}

func.func @quantize_f32_i8_one_max(%a0: tensor<1x29xf32>, %a1: tensor<1xf32>, %a2: tensor<1xi8>) -> tensor<1x29xi8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<1x29xi8>
  return %0 : tensor<1x29xi8>
}

func.func @quantize_f32_i8_axis1(%a0: tensor<29x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xi8>) -> tensor<29x3xi8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<29x3xf32>, tensor<3xf32>, tensor<3xi8>) -> tensor<29x3xi8>
  return %0 : tensor<29x3xi8>
}

func.func @quantize_f32_i8_axis0(%a0: tensor<3x2x4xf32>, %a1: tensor<3xf32>, %a2: tensor<3xi8>) -> tensor<3x2x4xi8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xi8>) -> tensor<3x2x4xi8>
  return %0 : tensor<3x2x4xi8>
}

func.func @quantize_f32_i8_axis_m1(%a0: tensor<3x2x4xf32>, %a1: tensor<4xf32>, %a2: tensor<4xi8>) -> tensor<3x2x4xi8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = -1 : i64} : (tensor<3x2x4xf32>, tensor<4xf32>, tensor<4xi8>) -> tensor<3x2x4xi8>
  return %0 : tensor<3x2x4xi8>
}

func.func @quantize_f32_ui8_scalar(%a0: tensor<1x29xf32>, %a1: tensor<f32>, %a2: tensor<ui8>) -> tensor<1x29xui8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<f32>, tensor<ui8>) -> tensor<1x29xui8>
  return %0 : tensor<1x29xui8>
}

func.func @quantize_f32_ui8_one_min(%a0: tensor<1x29xf32>, %a1: tensor<1xf32>, %a2: tensor<1xui8>) -> tensor<1x29xui8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<1xf32>, tensor<1xui8>) -> tensor<1x29xui8>
  return %0 : tensor<1x29xui8>
}

func.func @quantize_f32_ui8_one_max(%a0: tensor<1x29xf32>, %a1: tensor<1xf32>, %a2: tensor<1xui8>) -> tensor<1x29xui8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<1xf32>, tensor<1xui8>) -> tensor<1x29xui8>
  return %0 : tensor<1x29xui8>
}

func.func @quantize_f32_ui8_axis1(%a0: tensor<29x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xui8>) -> tensor<29x3xui8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<29x3xf32>, tensor<3xf32>, tensor<3xui8>) -> tensor<29x3xui8>
  return %0 : tensor<29x3xui8>
}

func.func @quantize_f32_ui8_axis0(%a0: tensor<3x2x4xf32>, %a1: tensor<3xf32>, %a2: tensor<3xui8>) -> tensor<3x2x4xui8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xui8>) -> tensor<3x2x4xui8>
  return %0 : tensor<3x2x4xui8>
}

func.func @quantize_f32_ui8_axis_m1(%a0: tensor<3x2x4xf32>, %a1: tensor<4xf32>, %a2: tensor<4xui8>) -> tensor<3x2x4xui8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = -1 : i64} : (tensor<3x2x4xf32>, tensor<4xf32>, tensor<4xui8>) -> tensor<3x2x4xui8>
  return %0 : tensor<3x2x4xui8>
}

func.func @quantize_f32_i16_scalar(%a0: tensor<1x29xf32>, %a1: tensor<f32>, %a2: tensor<i16>) -> tensor<1x29xi16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<f32>, tensor<i16>) -> tensor<1x29xi16>
  return %0 : tensor<1x29xi16>
}

func.func @quantize_f32_i16_one_min(%a0: tensor<1x29xf32>, %a1: tensor<1xf32>, %a2: tensor<1xi16>) -> tensor<1x29xi16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<1xf32>, tensor<1xi16>) -> tensor<1x29xi16>
  return %0 : tensor<1x29xi16>
}

func.func @quantize_f32_i16_one_max(%a0: tensor<1x29xf32>, %a1: tensor<1xf32>, %a2: tensor<1xi16>) -> tensor<1x29xi16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<1xf32>, tensor<1xi16>) -> tensor<1x29xi16>
  return %0 : tensor<1x29xi16>
}

func.func @quantize_f32_i16_axis1(%a0: tensor<29x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xi16>) -> tensor<29x3xi16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<29x3xf32>, tensor<3xf32>, tensor<3xi16>) -> tensor<29x3xi16>
  return %0 : tensor<29x3xi16>
}

func.func @quantize_f32_i16_axis0(%a0: tensor<3x2x4xf32>, %a1: tensor<3xf32>, %a2: tensor<3xi16>) -> tensor<3x2x4xi16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xi16>) -> tensor<3x2x4xi16>
  return %0 : tensor<3x2x4xi16>
}

func.func @quantize_f32_i16_axis_m1(%a0: tensor<3x2x4xf32>, %a1: tensor<4xf32>, %a2: tensor<4xi16>) -> tensor<3x2x4xi16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = -1 : i64} : (tensor<3x2x4xf32>, tensor<4xf32>, tensor<4xi16>) -> tensor<3x2x4xi16>
  return %0 : tensor<3x2x4xi16>
}

func.func @quantize_f32_ui16_scalar(%a0: tensor<1x29xf32>, %a1: tensor<f32>, %a2: tensor<ui16>) -> tensor<1x29xui16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<f32>, tensor<ui16>) -> tensor<1x29xui16>
  return %0 : tensor<1x29xui16>
}

func.func @quantize_f32_ui16_one_min(%a0: tensor<1x29xf32>, %a1: tensor<1xf32>, %a2: tensor<1xui16>) -> tensor<1x29xui16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<1xf32>, tensor<1xui16>) -> tensor<1x29xui16>
  return %0 : tensor<1x29xui16>
}

func.func @quantize_f32_ui16_one_max(%a0: tensor<1x29xf32>, %a1: tensor<1xf32>, %a2: tensor<1xui16>) -> tensor<1x29xui16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<1xf32>, tensor<1xui16>) -> tensor<1x29xui16>
  return %0 : tensor<1x29xui16>
}

func.func @quantize_f32_ui16_axis1(%a0: tensor<29x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xui16>) -> tensor<29x3xui16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<29x3xf32>, tensor<3xf32>, tensor<3xui16>) -> tensor<29x3xui16>
  return %0 : tensor<29x3xui16>
}

func.func @quantize_f32_ui16_axis0(%a0: tensor<3x2x4xf32>, %a1: tensor<3xf32>, %a2: tensor<3xui16>) -> tensor<3x2x4xui16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xui16>) -> tensor<3x2x4xui16>
  return %0 : tensor<3x2x4xui16>
}

func.func @quantize_f32_ui16_axis_m1(%a0: tensor<3x2x4xf32>, %a1: tensor<4xf32>, %a2: tensor<4xui16>) -> tensor<3x2x4xui16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = -1 : i64} : (tensor<3x2x4xf32>, tensor<4xf32>, tensor<4xui16>) -> tensor<3x2x4xui16>
  return %0 : tensor<3x2x4xui16>
}

func.func @quantize_f32_i32_scalar(%a0: tensor<1x29xf32>, %a1: tensor<f32>, %a2: tensor<i32>) -> tensor<1x29xi32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<f32>, tensor<i32>) -> tensor<1x29xi32>
  return %0 : tensor<1x29xi32>
}

func.func @quantize_f32_i32_one_min(%a0: tensor<1x29xf32>, %a1: tensor<1xf32>, %a2: tensor<1xi32>) -> tensor<1x29xi32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<1xf32>, tensor<1xi32>) -> tensor<1x29xi32>
  return %0 : tensor<1x29xi32>
}

func.func @quantize_f32_i32_one_max(%a0: tensor<1x29xf32>, %a1: tensor<1xf32>, %a2: tensor<1xi32>) -> tensor<1x29xi32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<1xf32>, tensor<1xi32>) -> tensor<1x29xi32>
  return %0 : tensor<1x29xi32>
}

func.func @quantize_f32_i32_axis1(%a0: tensor<29x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xi32>) -> tensor<29x3xi32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<29x3xf32>, tensor<3xf32>, tensor<3xi32>) -> tensor<29x3xi32>
  return %0 : tensor<29x3xi32>
}

func.func @quantize_f32_i32_axis0(%a0: tensor<3x2x4xf32>, %a1: tensor<3xf32>, %a2: tensor<3xi32>) -> tensor<3x2x4xi32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xi32>) -> tensor<3x2x4xi32>
  return %0 : tensor<3x2x4xi32>
}

func.func @quantize_f32_i32_axis_m1(%a0: tensor<3x2x4xf32>, %a1: tensor<4xf32>, %a2: tensor<4xi32>) -> tensor<3x2x4xi32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = -1 : i64} : (tensor<3x2x4xf32>, tensor<4xf32>, tensor<4xi32>) -> tensor<3x2x4xi32>
  return %0 : tensor<3x2x4xi32>
}

func.func @quantize_f32_ui32_scalar(%a0: tensor<1x29xf32>, %a1: tensor<f32>, %a2: tensor<ui32>) -> tensor<1x29xui32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<f32>, tensor<ui32>) -> tensor<1x29xui32>
  return %0 : tensor<1x29xui32>
}

func.func @quantize_f32_ui32_one_min(%a0: tensor<1x29xf32>, %a1: tensor<1xf32>, %a2: tensor<1xui32>) -> tensor<1x29xui32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<1xf32>, tensor<1xui32>) -> tensor<1x29xui32>
  return %0 : tensor<1x29xui32>
}

func.func @quantize_f32_ui32_one_max(%a0: tensor<1x29xf32>, %a1: tensor<1xf32>, %a2: tensor<1xui32>) -> tensor<1x29xui32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf32>, tensor<1xf32>, tensor<1xui32>) -> tensor<1x29xui32>
  return %0 : tensor<1x29xui32>
}

func.func @quantize_f32_ui32_axis1(%a0: tensor<29x3xf32>, %a1: tensor<3xf32>, %a2: tensor<3xui32>) -> tensor<29x3xui32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<29x3xf32>, tensor<3xf32>, tensor<3xui32>) -> tensor<29x3xui32>
  return %0 : tensor<29x3xui32>
}

func.func @quantize_f32_ui32_axis0(%a0: tensor<3x2x4xf32>, %a1: tensor<3xf32>, %a2: tensor<3xui32>) -> tensor<3x2x4xui32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<3x2x4xf32>, tensor<3xf32>, tensor<3xui32>) -> tensor<3x2x4xui32>
  return %0 : tensor<3x2x4xui32>
}

func.func @quantize_f32_ui32_axis_m1(%a0: tensor<3x2x4xf32>, %a1: tensor<4xf32>, %a2: tensor<4xui32>) -> tensor<3x2x4xui32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = -1 : i64} : (tensor<3x2x4xf32>, tensor<4xf32>, tensor<4xui32>) -> tensor<3x2x4xui32>
  return %0 : tensor<3x2x4xui32>
}

func.func @quantize_f32_rank0(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<i8>) -> tensor<i8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<f32>, tensor<f32>, tensor<i8>) -> tensor<i8>
  return %0 : tensor<i8>
}

func.func @quantize_f32_axis1_size1(%a0: tensor<3x1xf32>, %a1: tensor<1xf32>, %a2: tensor<1xi8>) -> tensor<3x1xi8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<3x1xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<3x1xi8>
  return %0 : tensor<3x1xi8>
}

func.func @quantize_f32_axis_unused(%a0: tensor<2x3xf32>, %a1: tensor<1xf32>, %a2: tensor<1xui8>) -> tensor<2x3xui8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = -5 : i64} : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xui8>) -> tensor<2x3xui8>
  return %0 : tensor<2x3xui8>
}

func.func @dequantize_i8_axis_unused(%a0: tensor<2x3xi8>, %a1: tensor<1xf32>, %a2: tensor<1xi8>) -> tensor<2x3xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) {axis = 7 : i64} : (tensor<2x3xi8>, tensor<1xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

func.func @quantize_f16_i8(%a0: tensor<1x29xf16>, %a1: tensor<f16>, %a2: tensor<i8>) -> tensor<1x29xi8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf16>, tensor<f16>, tensor<i8>) -> tensor<1x29xi8>
  return %0 : tensor<1x29xi8>
}

func.func @quantize_f16_ui8(%a0: tensor<1x29xf16>, %a1: tensor<f16>, %a2: tensor<ui8>) -> tensor<1x29xui8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf16>, tensor<f16>, tensor<ui8>) -> tensor<1x29xui8>
  return %0 : tensor<1x29xui8>
}

func.func @quantize_f16_i16(%a0: tensor<1x29xf16>, %a1: tensor<f16>, %a2: tensor<i16>) -> tensor<1x29xi16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf16>, tensor<f16>, tensor<i16>) -> tensor<1x29xi16>
  return %0 : tensor<1x29xi16>
}

func.func @quantize_f16_ui16(%a0: tensor<1x29xf16>, %a1: tensor<f16>, %a2: tensor<ui16>) -> tensor<1x29xui16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf16>, tensor<f16>, tensor<ui16>) -> tensor<1x29xui16>
  return %0 : tensor<1x29xui16>
}

func.func @quantize_f16_axis0(%a0: tensor<2x3xf16>, %a1: tensor<2xf16>, %a2: tensor<2xi8>) -> tensor<2x3xi8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<2x3xf16>, tensor<2xf16>, tensor<2xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

func.func @quantize_bf16_i8(%a0: tensor<1x29xbf16>, %a1: tensor<bf16>, %a2: tensor<i8>) -> tensor<1x29xi8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xbf16>, tensor<bf16>, tensor<i8>) -> tensor<1x29xi8>
  return %0 : tensor<1x29xi8>
}

func.func @quantize_bf16_ui8(%a0: tensor<1x29xbf16>, %a1: tensor<bf16>, %a2: tensor<ui8>) -> tensor<1x29xui8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xbf16>, tensor<bf16>, tensor<ui8>) -> tensor<1x29xui8>
  return %0 : tensor<1x29xui8>
}

func.func @quantize_bf16_i16(%a0: tensor<1x29xbf16>, %a1: tensor<bf16>, %a2: tensor<i16>) -> tensor<1x29xi16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xbf16>, tensor<bf16>, tensor<i16>) -> tensor<1x29xi16>
  return %0 : tensor<1x29xi16>
}

func.func @quantize_bf16_ui16(%a0: tensor<1x29xbf16>, %a1: tensor<bf16>, %a2: tensor<ui16>) -> tensor<1x29xui16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xbf16>, tensor<bf16>, tensor<ui16>) -> tensor<1x29xui16>
  return %0 : tensor<1x29xui16>
}

func.func @quantize_bf16_axis0(%a0: tensor<2x3xbf16>, %a1: tensor<2xbf16>, %a2: tensor<2xi8>) -> tensor<2x3xi8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<2x3xbf16>, tensor<2xbf16>, tensor<2xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

func.func @quantize_f64_i8(%a0: tensor<1x29xf64>, %a1: tensor<f64>, %a2: tensor<i8>) -> tensor<1x29xi8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf64>, tensor<f64>, tensor<i8>) -> tensor<1x29xi8>
  return %0 : tensor<1x29xi8>
}

func.func @quantize_f64_i16(%a0: tensor<1x29xf64>, %a1: tensor<f64>, %a2: tensor<i16>) -> tensor<1x29xi16> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf64>, tensor<f64>, tensor<i16>) -> tensor<1x29xi16>
  return %0 : tensor<1x29xi16>
}

func.func @quantize_f64_i32(%a0: tensor<1x29xf64>, %a1: tensor<f64>, %a2: tensor<i32>) -> tensor<1x29xi32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf64>, tensor<f64>, tensor<i32>) -> tensor<1x29xi32>
  return %0 : tensor<1x29xi32>
}

func.func @quantize_f64_ui32(%a0: tensor<1x29xf64>, %a1: tensor<f64>, %a2: tensor<ui32>) -> tensor<1x29xui32> {
  %0 = "nn.quantize"(%a0, %a1, %a2) : (tensor<1x29xf64>, tensor<f64>, tensor<ui32>) -> tensor<1x29xui32>
  return %0 : tensor<1x29xui32>
}

func.func @quantize_f64_axis0(%a0: tensor<2x3xf64>, %a1: tensor<2xf64>, %a2: tensor<2xi8>) -> tensor<2x3xi8> {
  %0 = "nn.quantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<2x3xf64>, tensor<2xf64>, tensor<2xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

func.func @dequantize_i8_f16_mid(%a0: tensor<1x9xi8>, %a1: tensor<f16>, %a2: tensor<i8>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi8>, tensor<f16>, tensor<i8>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_i8_f16_min(%a0: tensor<1x9xi8>, %a1: tensor<1xf16>, %a2: tensor<1xi8>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi8>, tensor<1xf16>, tensor<1xi8>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_i8_f16_max(%a0: tensor<1x9xi8>, %a1: tensor<1xf16>, %a2: tensor<1xi8>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi8>, tensor<1xf16>, tensor<1xi8>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_i8_bf16_mid(%a0: tensor<1x9xi8>, %a1: tensor<bf16>, %a2: tensor<i8>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi8>, tensor<bf16>, tensor<i8>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_i8_bf16_min(%a0: tensor<1x9xi8>, %a1: tensor<1xbf16>, %a2: tensor<1xi8>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi8>, tensor<1xbf16>, tensor<1xi8>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_i8_bf16_max(%a0: tensor<1x9xi8>, %a1: tensor<1xbf16>, %a2: tensor<1xi8>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi8>, tensor<1xbf16>, tensor<1xi8>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_i8_f32_mid(%a0: tensor<1x9xi8>, %a1: tensor<f32>, %a2: tensor<i8>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi8>, tensor<f32>, tensor<i8>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_i8_f32_min(%a0: tensor<1x9xi8>, %a1: tensor<1xf32>, %a2: tensor<1xi8>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi8>, tensor<1xf32>, tensor<1xi8>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_i8_f32_max(%a0: tensor<1x9xi8>, %a1: tensor<1xf32>, %a2: tensor<1xi8>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi8>, tensor<1xf32>, tensor<1xi8>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_i8_f64_mid(%a0: tensor<1x9xi8>, %a1: tensor<f64>, %a2: tensor<i8>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi8>, tensor<f64>, tensor<i8>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_i8_f64_min(%a0: tensor<1x9xi8>, %a1: tensor<1xf64>, %a2: tensor<1xi8>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi8>, tensor<1xf64>, tensor<1xi8>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_i8_f64_max(%a0: tensor<1x9xi8>, %a1: tensor<1xf64>, %a2: tensor<1xi8>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi8>, tensor<1xf64>, tensor<1xi8>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_i8_axis0(%a0: tensor<3x9xi8>, %a1: tensor<3xf32>, %a2: tensor<3xi8>) -> tensor<3x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<3x9xi8>, tensor<3xf32>, tensor<3xi8>) -> tensor<3x9xf32>
  return %0 : tensor<3x9xf32>
}

func.func @dequantize_i8_axis_m1(%a0: tensor<2x3x4xi8>, %a1: tensor<4xf16>, %a2: tensor<4xi8>) -> tensor<2x3x4xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) {axis = -1 : i64} : (tensor<2x3x4xi8>, tensor<4xf16>, tensor<4xi8>) -> tensor<2x3x4xf16>
  return %0 : tensor<2x3x4xf16>
}

func.func @dequantize_ui8_f16_mid(%a0: tensor<1x9xui8>, %a1: tensor<f16>, %a2: tensor<ui8>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui8>, tensor<f16>, tensor<ui8>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_ui8_f16_min(%a0: tensor<1x9xui8>, %a1: tensor<1xf16>, %a2: tensor<1xui8>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui8>, tensor<1xf16>, tensor<1xui8>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_ui8_f16_max(%a0: tensor<1x9xui8>, %a1: tensor<1xf16>, %a2: tensor<1xui8>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui8>, tensor<1xf16>, tensor<1xui8>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_ui8_bf16_mid(%a0: tensor<1x9xui8>, %a1: tensor<bf16>, %a2: tensor<ui8>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui8>, tensor<bf16>, tensor<ui8>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_ui8_bf16_min(%a0: tensor<1x9xui8>, %a1: tensor<1xbf16>, %a2: tensor<1xui8>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui8>, tensor<1xbf16>, tensor<1xui8>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_ui8_bf16_max(%a0: tensor<1x9xui8>, %a1: tensor<1xbf16>, %a2: tensor<1xui8>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui8>, tensor<1xbf16>, tensor<1xui8>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_ui8_f32_mid(%a0: tensor<1x9xui8>, %a1: tensor<f32>, %a2: tensor<ui8>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui8>, tensor<f32>, tensor<ui8>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_ui8_f32_min(%a0: tensor<1x9xui8>, %a1: tensor<1xf32>, %a2: tensor<1xui8>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui8>, tensor<1xf32>, tensor<1xui8>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_ui8_f32_max(%a0: tensor<1x9xui8>, %a1: tensor<1xf32>, %a2: tensor<1xui8>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui8>, tensor<1xf32>, tensor<1xui8>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_ui8_f64_mid(%a0: tensor<1x9xui8>, %a1: tensor<f64>, %a2: tensor<ui8>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui8>, tensor<f64>, tensor<ui8>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_ui8_f64_min(%a0: tensor<1x9xui8>, %a1: tensor<1xf64>, %a2: tensor<1xui8>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui8>, tensor<1xf64>, tensor<1xui8>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_ui8_f64_max(%a0: tensor<1x9xui8>, %a1: tensor<1xf64>, %a2: tensor<1xui8>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui8>, tensor<1xf64>, tensor<1xui8>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_ui8_axis0(%a0: tensor<3x9xui8>, %a1: tensor<3xf32>, %a2: tensor<3xui8>) -> tensor<3x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<3x9xui8>, tensor<3xf32>, tensor<3xui8>) -> tensor<3x9xf32>
  return %0 : tensor<3x9xf32>
}

func.func @dequantize_ui8_axis_m1(%a0: tensor<2x3x4xui8>, %a1: tensor<4xf16>, %a2: tensor<4xui8>) -> tensor<2x3x4xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) {axis = -1 : i64} : (tensor<2x3x4xui8>, tensor<4xf16>, tensor<4xui8>) -> tensor<2x3x4xf16>
  return %0 : tensor<2x3x4xf16>
}

func.func @dequantize_i16_f16_mid(%a0: tensor<1x9xi16>, %a1: tensor<f16>, %a2: tensor<i16>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi16>, tensor<f16>, tensor<i16>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_i16_f16_min(%a0: tensor<1x9xi16>, %a1: tensor<1xf16>, %a2: tensor<1xi16>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi16>, tensor<1xf16>, tensor<1xi16>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_i16_f16_max(%a0: tensor<1x9xi16>, %a1: tensor<1xf16>, %a2: tensor<1xi16>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi16>, tensor<1xf16>, tensor<1xi16>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_i16_bf16_mid(%a0: tensor<1x9xi16>, %a1: tensor<bf16>, %a2: tensor<i16>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi16>, tensor<bf16>, tensor<i16>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_i16_bf16_min(%a0: tensor<1x9xi16>, %a1: tensor<1xbf16>, %a2: tensor<1xi16>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi16>, tensor<1xbf16>, tensor<1xi16>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_i16_bf16_max(%a0: tensor<1x9xi16>, %a1: tensor<1xbf16>, %a2: tensor<1xi16>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi16>, tensor<1xbf16>, tensor<1xi16>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_i16_f32_mid(%a0: tensor<1x9xi16>, %a1: tensor<f32>, %a2: tensor<i16>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi16>, tensor<f32>, tensor<i16>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_i16_f32_min(%a0: tensor<1x9xi16>, %a1: tensor<1xf32>, %a2: tensor<1xi16>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi16>, tensor<1xf32>, tensor<1xi16>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_i16_f32_max(%a0: tensor<1x9xi16>, %a1: tensor<1xf32>, %a2: tensor<1xi16>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi16>, tensor<1xf32>, tensor<1xi16>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_i16_f64_mid(%a0: tensor<1x9xi16>, %a1: tensor<f64>, %a2: tensor<i16>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi16>, tensor<f64>, tensor<i16>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_i16_f64_min(%a0: tensor<1x9xi16>, %a1: tensor<1xf64>, %a2: tensor<1xi16>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi16>, tensor<1xf64>, tensor<1xi16>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_i16_f64_max(%a0: tensor<1x9xi16>, %a1: tensor<1xf64>, %a2: tensor<1xi16>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi16>, tensor<1xf64>, tensor<1xi16>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_i16_axis0(%a0: tensor<3x9xi16>, %a1: tensor<3xf32>, %a2: tensor<3xi16>) -> tensor<3x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<3x9xi16>, tensor<3xf32>, tensor<3xi16>) -> tensor<3x9xf32>
  return %0 : tensor<3x9xf32>
}

func.func @dequantize_i16_axis_m1(%a0: tensor<2x3x4xi16>, %a1: tensor<4xf16>, %a2: tensor<4xi16>) -> tensor<2x3x4xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) {axis = -1 : i64} : (tensor<2x3x4xi16>, tensor<4xf16>, tensor<4xi16>) -> tensor<2x3x4xf16>
  return %0 : tensor<2x3x4xf16>
}

func.func @dequantize_ui16_f16_mid(%a0: tensor<1x9xui16>, %a1: tensor<f16>, %a2: tensor<ui16>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui16>, tensor<f16>, tensor<ui16>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_ui16_f16_min(%a0: tensor<1x9xui16>, %a1: tensor<1xf16>, %a2: tensor<1xui16>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui16>, tensor<1xf16>, tensor<1xui16>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_ui16_f16_max(%a0: tensor<1x9xui16>, %a1: tensor<1xf16>, %a2: tensor<1xui16>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui16>, tensor<1xf16>, tensor<1xui16>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_ui16_bf16_mid(%a0: tensor<1x9xui16>, %a1: tensor<bf16>, %a2: tensor<ui16>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui16>, tensor<bf16>, tensor<ui16>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_ui16_bf16_min(%a0: tensor<1x9xui16>, %a1: tensor<1xbf16>, %a2: tensor<1xui16>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui16>, tensor<1xbf16>, tensor<1xui16>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_ui16_bf16_max(%a0: tensor<1x9xui16>, %a1: tensor<1xbf16>, %a2: tensor<1xui16>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui16>, tensor<1xbf16>, tensor<1xui16>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_ui16_f32_mid(%a0: tensor<1x9xui16>, %a1: tensor<f32>, %a2: tensor<ui16>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui16>, tensor<f32>, tensor<ui16>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_ui16_f32_min(%a0: tensor<1x9xui16>, %a1: tensor<1xf32>, %a2: tensor<1xui16>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui16>, tensor<1xf32>, tensor<1xui16>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_ui16_f32_max(%a0: tensor<1x9xui16>, %a1: tensor<1xf32>, %a2: tensor<1xui16>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui16>, tensor<1xf32>, tensor<1xui16>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_ui16_f64_mid(%a0: tensor<1x9xui16>, %a1: tensor<f64>, %a2: tensor<ui16>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui16>, tensor<f64>, tensor<ui16>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_ui16_f64_min(%a0: tensor<1x9xui16>, %a1: tensor<1xf64>, %a2: tensor<1xui16>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui16>, tensor<1xf64>, tensor<1xui16>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_ui16_f64_max(%a0: tensor<1x9xui16>, %a1: tensor<1xf64>, %a2: tensor<1xui16>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui16>, tensor<1xf64>, tensor<1xui16>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_ui16_axis0(%a0: tensor<3x9xui16>, %a1: tensor<3xf32>, %a2: tensor<3xui16>) -> tensor<3x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<3x9xui16>, tensor<3xf32>, tensor<3xui16>) -> tensor<3x9xf32>
  return %0 : tensor<3x9xf32>
}

func.func @dequantize_ui16_axis_m1(%a0: tensor<2x3x4xui16>, %a1: tensor<4xf16>, %a2: tensor<4xui16>) -> tensor<2x3x4xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) {axis = -1 : i64} : (tensor<2x3x4xui16>, tensor<4xf16>, tensor<4xui16>) -> tensor<2x3x4xf16>
  return %0 : tensor<2x3x4xf16>
}

func.func @dequantize_i32_f16_mid(%a0: tensor<1x9xi32>, %a1: tensor<f16>, %a2: tensor<i32>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi32>, tensor<f16>, tensor<i32>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_i32_f16_min(%a0: tensor<1x9xi32>, %a1: tensor<1xf16>, %a2: tensor<1xi32>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi32>, tensor<1xf16>, tensor<1xi32>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_i32_f16_max(%a0: tensor<1x9xi32>, %a1: tensor<1xf16>, %a2: tensor<1xi32>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi32>, tensor<1xf16>, tensor<1xi32>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_i32_bf16_mid(%a0: tensor<1x9xi32>, %a1: tensor<bf16>, %a2: tensor<i32>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi32>, tensor<bf16>, tensor<i32>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_i32_bf16_min(%a0: tensor<1x9xi32>, %a1: tensor<1xbf16>, %a2: tensor<1xi32>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi32>, tensor<1xbf16>, tensor<1xi32>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_i32_bf16_max(%a0: tensor<1x9xi32>, %a1: tensor<1xbf16>, %a2: tensor<1xi32>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi32>, tensor<1xbf16>, tensor<1xi32>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_i32_f32_mid(%a0: tensor<1x9xi32>, %a1: tensor<f32>, %a2: tensor<i32>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi32>, tensor<f32>, tensor<i32>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_i32_f32_min(%a0: tensor<1x9xi32>, %a1: tensor<1xf32>, %a2: tensor<1xi32>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi32>, tensor<1xf32>, tensor<1xi32>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_i32_f32_max(%a0: tensor<1x9xi32>, %a1: tensor<1xf32>, %a2: tensor<1xi32>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi32>, tensor<1xf32>, tensor<1xi32>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_i32_f64_mid(%a0: tensor<1x9xi32>, %a1: tensor<f64>, %a2: tensor<i32>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi32>, tensor<f64>, tensor<i32>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_i32_f64_min(%a0: tensor<1x9xi32>, %a1: tensor<1xf64>, %a2: tensor<1xi32>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi32>, tensor<1xf64>, tensor<1xi32>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_i32_f64_max(%a0: tensor<1x9xi32>, %a1: tensor<1xf64>, %a2: tensor<1xi32>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xi32>, tensor<1xf64>, tensor<1xi32>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_i32_axis0(%a0: tensor<3x9xi32>, %a1: tensor<3xf32>, %a2: tensor<3xi32>) -> tensor<3x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<3x9xi32>, tensor<3xf32>, tensor<3xi32>) -> tensor<3x9xf32>
  return %0 : tensor<3x9xf32>
}

func.func @dequantize_i32_axis_m1(%a0: tensor<2x3x4xi32>, %a1: tensor<4xf16>, %a2: tensor<4xi32>) -> tensor<2x3x4xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) {axis = -1 : i64} : (tensor<2x3x4xi32>, tensor<4xf16>, tensor<4xi32>) -> tensor<2x3x4xf16>
  return %0 : tensor<2x3x4xf16>
}

func.func @dequantize_ui32_f16_mid(%a0: tensor<1x9xui32>, %a1: tensor<f16>, %a2: tensor<ui32>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui32>, tensor<f16>, tensor<ui32>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_ui32_f16_min(%a0: tensor<1x9xui32>, %a1: tensor<1xf16>, %a2: tensor<1xui32>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui32>, tensor<1xf16>, tensor<1xui32>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_ui32_f16_max(%a0: tensor<1x9xui32>, %a1: tensor<1xf16>, %a2: tensor<1xui32>) -> tensor<1x9xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui32>, tensor<1xf16>, tensor<1xui32>) -> tensor<1x9xf16>
  return %0 : tensor<1x9xf16>
}

func.func @dequantize_ui32_bf16_mid(%a0: tensor<1x9xui32>, %a1: tensor<bf16>, %a2: tensor<ui32>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui32>, tensor<bf16>, tensor<ui32>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_ui32_bf16_min(%a0: tensor<1x9xui32>, %a1: tensor<1xbf16>, %a2: tensor<1xui32>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui32>, tensor<1xbf16>, tensor<1xui32>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_ui32_bf16_max(%a0: tensor<1x9xui32>, %a1: tensor<1xbf16>, %a2: tensor<1xui32>) -> tensor<1x9xbf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui32>, tensor<1xbf16>, tensor<1xui32>) -> tensor<1x9xbf16>
  return %0 : tensor<1x9xbf16>
}

func.func @dequantize_ui32_f32_mid(%a0: tensor<1x9xui32>, %a1: tensor<f32>, %a2: tensor<ui32>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui32>, tensor<f32>, tensor<ui32>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_ui32_f32_min(%a0: tensor<1x9xui32>, %a1: tensor<1xf32>, %a2: tensor<1xui32>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui32>, tensor<1xf32>, tensor<1xui32>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_ui32_f32_max(%a0: tensor<1x9xui32>, %a1: tensor<1xf32>, %a2: tensor<1xui32>) -> tensor<1x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui32>, tensor<1xf32>, tensor<1xui32>) -> tensor<1x9xf32>
  return %0 : tensor<1x9xf32>
}

func.func @dequantize_ui32_f64_mid(%a0: tensor<1x9xui32>, %a1: tensor<f64>, %a2: tensor<ui32>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui32>, tensor<f64>, tensor<ui32>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_ui32_f64_min(%a0: tensor<1x9xui32>, %a1: tensor<1xf64>, %a2: tensor<1xui32>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui32>, tensor<1xf64>, tensor<1xui32>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_ui32_f64_max(%a0: tensor<1x9xui32>, %a1: tensor<1xf64>, %a2: tensor<1xui32>) -> tensor<1x9xf64> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) : (tensor<1x9xui32>, tensor<1xf64>, tensor<1xui32>) -> tensor<1x9xf64>
  return %0 : tensor<1x9xf64>
}

func.func @dequantize_ui32_axis0(%a0: tensor<3x9xui32>, %a1: tensor<3xf32>, %a2: tensor<3xui32>) -> tensor<3x9xf32> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) {axis = 0 : i64} : (tensor<3x9xui32>, tensor<3xf32>, tensor<3xui32>) -> tensor<3x9xf32>
  return %0 : tensor<3x9xf32>
}

func.func @dequantize_ui32_axis_m1(%a0: tensor<2x3x4xui32>, %a1: tensor<4xf16>, %a2: tensor<4xui32>) -> tensor<2x3x4xf16> {
  %0 = "nn.dequantize"(%a0, %a1, %a2) {axis = -1 : i64} : (tensor<2x3x4xui32>, tensor<4xf16>, tensor<4xui32>) -> tensor<2x3x4xf16>
  return %0 : tensor<2x3x4xf16>
}
