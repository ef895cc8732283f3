// nn.reduce_max and nn.reduce_min on the values an order of floats can get
// wrong, in rows long enough that the CPU pipeline reduces them as vectors
// (arith.maximumf/minimumf become llvm.intr.maximum/minimum,
// --nn-maxnum-to-llvm): a NaN anywhere in a row, in the vector body, the
// last vector or the scalar remainder, makes the result NaN (PyTorch's amax
// and amin); +0 is above -0; infinities. Over the last axis (a reduction
// loop per row) and over the leading axis (a lone reduction tiled along the
// kept columns, --nn-tile-fused, vectorized across them). The inputs and
// their cases are in Inputs/make_reduce_special.py. nn-run prints the
// values (the first eight of a result), so FileCheck sees the sign of a
// zero, which --check does not; the sign of a NaN result is not part of the
// contract.
// RUN: nn-run %s --entry rows --input %S/Inputs/reduce-special/rows.npy | FileCheck %s --check-prefix=ROWS
// RUN: nn-opt %s --fuse-ops | nn-run - --entry rows --input %S/Inputs/reduce-special/rows.npy | FileCheck %s --check-prefix=ROWS
// RUN: nn-run %s --entry columns --input %S/Inputs/reduce-special/columns.npy | FileCheck %s --check-prefix=COLUMNS

// ROWS: result #0: float32 [6]: 7.5 {{-?}}nan {{-?}}nan 0 -inf {{-?}}nan{{$}}
// ROWS: result #1: float32 [6]: -7.5 {{-?}}nan {{-?}}nan -0 -inf {{-?}}nan{{$}}
func.func @rows(%x: tensor<6x259xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %max = "nn.reduce_max"(%x) {axes = array<i64: 1>} : (tensor<6x259xf32>) -> tensor<6xf32>
  %min = "nn.reduce_min"(%x) {axes = array<i64: 1>} : (tensor<6x259xf32>) -> tensor<6xf32>
  return %max, %min : tensor<6xf32>, tensor<6xf32>
}

// COLUMNS: result #0: float32 [64]: 7.5 {{-?}}nan {{-?}}nan 0 -inf {{-?}}nan {{[0-9.]+ [0-9.]+}} ...{{$}}
// COLUMNS: result #1: float32 [64]: -7.5 {{-?}}nan {{-?}}nan -0 -inf {{-?}}nan {{-[0-9.]+ -[0-9.]+}} ...{{$}}
func.func @columns(%x: tensor<259x64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %max = "nn.reduce_max"(%x) {axes = array<i64: 0>} : (tensor<259x64xf32>) -> tensor<64xf32>
  %min = "nn.reduce_min"(%x) {axes = array<i64: 0>} : (tensor<259x64xf32>) -> tensor<64xf32>
  return %max, %min : tensor<64xf32>, tensor<64xf32>
}
