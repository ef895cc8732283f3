// bf16 tensors in nn-run: NumPy has no bfloat16, so nn-run reads and writes
// the '<V2' files that np.save makes of ml_dtypes.bfloat16 arrays
// (support/Npy.h); Inputs/make_bf16.py made these with ml_dtypes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: nn-run %s --entry twice --input %S/Inputs/bf16_x.npy --check %S/Inputs/bf16_sum.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// OK: result #0: max abs error 0, max rel error 0 (rtol 0, atol 0): ok

// Round to nearest even in the kernel's f32 -> bf16 truncation, checked
// bit-exactly against ml_dtypes.
// RUN: nn-run %s --entry narrow --input %S/Inputs/bf16_f32.npy --check %S/Inputs/bf16_rounded.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK

// What nn-run writes reads back, and says '<V2'.
// RUN: nn-run %s --entry twice --input %S/Inputs/bf16_x.npy --output %t/out.npy
// RUN: nn-run %s --entry twice --input %S/Inputs/bf16_x.npy --check %t/out.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: head -c 128 %t/out.npy | FileCheck %s --check-prefix=HEADER
// HEADER: {'descr': '<V2', 'fortran_order': False, 'shape': (2, 4), }
// RUN: nn-run %s --entry twice --input %S/Inputs/bf16_x.npy | FileCheck %s --check-prefix=PRINT
// PRINT: result #0: bfloat16 [2, 4]: 3 -4.5 0.200195 6 -0 131072 0.0019989 -15

// '|V2' (NumPy's own spelling for a 'V2' view) reads the same; random
// inputs are rounded to bf16.
// RUN: nn-run %s --entry twice --input %S/Inputs/bf16_x_void.npy --check %S/Inputs/bf16_sum.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=OK
// RUN: nn-run %s --entry twice --random-inputs 7 | FileCheck %s --check-prefix=RANDOM
// RANDOM: result #0: bfloat16 [2, 4]: {{([-0-9.e]+ ){7}[-0-9.e]+$}}

// A float32 file for a bf16 argument, and a bf16 file for an f16 one.
// RUN: not nn-run %s --entry twice --input %S/Inputs/bf16_f32.npy 2>&1 | FileCheck %s --check-prefix=F32
// F32: nn-run: argument #0 expects tensor<2x4xbf16>, {{.*}}bf16_f32.npy holds float32 [8] (bf16 tensors are '<V2' .npy files, as np.save writes ml_dtypes.bfloat16 arrays)
// RUN: not nn-run %s --entry half --input %S/Inputs/bf16_x.npy 2>&1 | FileCheck %s --check-prefix=HALF
// HALF: nn-run: argument #0 expects tensor<2x4xf16>, {{.*}}bf16_x.npy holds bfloat16 [2, 4] (bf16 tensors are '<V2' .npy files

func.func @twice(%x: tensor<2x4xbf16>) -> tensor<2x4xbf16> {
  %0 = "nn.add"(%x, %x) : (tensor<2x4xbf16>, tensor<2x4xbf16>) -> tensor<2x4xbf16>
  return %0 : tensor<2x4xbf16>
}

func.func @narrow(%x: tensor<8xf32>) -> tensor<8xbf16> {
  %0 = "nn.cast"(%x) : (tensor<8xf32>) -> tensor<8xbf16>
  return %0 : tensor<8xbf16>
}

func.func @half(%x: tensor<2x4xf16>) -> tensor<2x4xf16> {
  return %x : tensor<2x4xf16>
}
