// nn.reduce_max and nn.reduce_min (and below, nn.argmax and nn.argmin) on
// the values an order of floats can get wrong, in rows long enough that the CPU pipeline reduces them as vectors
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
// nn.argmax and nn.argmin on the same rows, as PyTorch's: a NaN wins (the
// first NaN's index), +0 and -0 tie, ties give the first index, or the last
// with select_last_index (the lowering: the best value, then the first or
// last index holding it, two reductions that vectorize).
// RUN: nn-run %s --entry arg_rows --input %S/Inputs/reduce-special/rows.npy | FileCheck %s --check-prefix=ARGROWS
// RUN: nn-run %s --entry arg_columns --input %S/Inputs/reduce-special/columns.npy | FileCheck %s --check-prefix=ARGCOLUMNS

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

// ARGROWS: result #0: int64 [6]: 150 5 257 0 0 0{{$}}
// ARGROWS: result #1: int64 [6]: 3 5 257 0 0 0{{$}}
// ARGROWS: result #2: int64 [6]: 150 5 257 258 258 0{{$}}
func.func @arg_rows(%x: tensor<6x259xf32>) -> (tensor<6xi64>, tensor<6xi64>, tensor<6xi64>) {
  %max = "nn.argmax"(%x) {axis = 1 : i64, keepdims = false} : (tensor<6x259xf32>) -> tensor<6xi64>
  %min = "nn.argmin"(%x) {axis = 1 : i64, keepdims = false} : (tensor<6x259xf32>) -> tensor<6xi64>
  %last = "nn.argmax"(%x) {axis = 1 : i64, keepdims = false, select_last_index = true} : (tensor<6x259xf32>) -> tensor<6xi64>
  return %max, %min, %last : tensor<6xi64>, tensor<6xi64>, tensor<6xi64>
}

// ARGCOLUMNS: result #0: int64 [64]: 150 5 257 0 0 0 {{[0-9]+ [0-9]+}} ...{{$}}
// ARGCOLUMNS: result #1: int64 [64]: 3 5 257 0 0 0 {{[0-9]+ [0-9]+}} ...{{$}}
func.func @arg_columns(%x: tensor<259x64xf32>) -> (tensor<64xi64>, tensor<64xi64>) {
  %max = "nn.argmax"(%x) {axis = 0 : i64, keepdims = false} : (tensor<259x64xf32>) -> tensor<64xi64>
  %min = "nn.argmin"(%x) {axis = 0 : i64, keepdims = false} : (tensor<259x64xf32>) -> tensor<64xi64>
  return %max, %min : tensor<64xi64>, tensor<64xi64>
}
