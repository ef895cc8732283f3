// A concatenation large enough for --nn-parallel-copies (two 2 MiB
// operands, copied into their halves of the result in blocks of rows on
// every thread), checked against the values it must hold: each operand is
// made from its indices (a[i, j] = 512 i + j, b[i, j] = -(512 i + j) - 1,
// exact in f32), and the function counts the elements of the result that
// differ from that formula. Along dim 1 (each row of the result from both
// operands) and dim 0 (row blocks one after the other).
// RUN: nn-run %s --entry along_columns | FileCheck %s
// RUN: nn-run %s --entry along_rows | FileCheck %s
// RUN: nn-opt %s --nn-lower-to-llvm | FileCheck %s --check-prefix=PARALLEL
// CHECK: result #0: int64 []: 0{{$}}
// PARALLEL: omp.wsloop
// PARALLEL: llvm.call @memrefCopy

#id = affine_map<(d0, d1) -> (d0, d1)>
#all = affine_map<(d0, d1) -> ()>

// a[i, j] = 512 i + j, or its negative minus 1.
func.func private @ramp(%negative: i1) -> tensor<1024x512xf32> {
  %e = tensor.empty() : tensor<1024x512xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<1024x512xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c512 = arith.constant 512 : index
    %k = arith.muli %i, %c512 : index
    %n = arith.addi %k, %j : index
    %ni = arith.index_cast %n : index to i64
    %v = arith.sitofp %ni : i64 to f32
    %m1 = arith.constant -1.0 : f32
    %neg = arith.negf %v : f32
    %w = arith.addf %neg, %m1 : f32
    %s = arith.select %negative, %w, %v : f32
    linalg.yield %s : f32
  } -> tensor<1024x512xf32>
  return %r : tensor<1024x512xf32>
}

// The number of elements of `c` (rows x cols) that are not
// f(row-major position within its operand).
func.func private @mismatches(%c: tensor<?x?xf32>, %split_dim: index) -> tensor<i64> {
  %z = arith.constant 0 : i64
  %e = tensor.empty() : tensor<i64>
  %init = linalg.fill ins(%z : i64) outs(%e : tensor<i64>) -> tensor<i64>
  %r = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]} ins(%c : tensor<?x?xf32>) outs(%init : tensor<i64>) {
  ^bb0(%x: f32, %acc: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c1024 = arith.constant 1024 : index
    // Along columns: j >= 512 is b at (i, j - 512); along rows: i >= 1024
    // is b at (i - 1024, j).
    %cols = arith.cmpi eq, %split_dim, %c0 : index
    %inB_c = arith.cmpi sge, %j, %c512 : index
    %inB_r = arith.cmpi sge, %i, %c1024 : index
    %inB = arith.select %cols, %inB_c, %inB_r : i1
    %jb = arith.subi %j, %c512 : index
    %ib = arith.subi %i, %c1024 : index
    %i2 = arith.select %cols, %i, %ib : index
    %j2 = arith.select %cols, %jb, %j : index
    %ia = arith.select %inB, %i2, %i : index
    %ja = arith.select %inB, %j2, %j : index
    %k = arith.muli %ia, %c512 : index
    %n = arith.addi %k, %ja : index
    %ni = arith.index_cast %n : index to i64
    %v = arith.sitofp %ni : i64 to f32
    %m1 = arith.constant -1.0 : f32
    %neg = arith.negf %v : f32
    %w = arith.addf %neg, %m1 : f32
    %expected = arith.select %inB, %w, %v : f32
    %bad = arith.cmpf une, %x, %expected : f32
    %one = arith.extui %bad : i1 to i64
    %sum = arith.addi %acc, %one : i64
    linalg.yield %sum : i64
  } -> tensor<i64>
  return %r : tensor<i64>
}

func.func @along_columns() -> tensor<i64> {
  %f = arith.constant false
  %t = arith.constant true
  %a = call @ramp(%f) : (i1) -> tensor<1024x512xf32>
  %b = call @ramp(%t) : (i1) -> tensor<1024x512xf32>
  %c = tensor.concat dim(1) %a, %b : (tensor<1024x512xf32>, tensor<1024x512xf32>) -> tensor<1024x1024xf32>
  %d = tensor.cast %c : tensor<1024x1024xf32> to tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %r = call @mismatches(%d, %c0) : (tensor<?x?xf32>, index) -> tensor<i64>
  return %r : tensor<i64>
}

func.func @along_rows() -> tensor<i64> {
  %f = arith.constant false
  %t = arith.constant true
  %a = call @ramp(%f) : (i1) -> tensor<1024x512xf32>
  %b = call @ramp(%t) : (i1) -> tensor<1024x512xf32>
  %c = tensor.concat dim(0) %a, %b : (tensor<1024x512xf32>, tensor<1024x512xf32>) -> tensor<2048x512xf32>
  %d = tensor.cast %c : tensor<2048x512xf32> to tensor<?x?xf32>
  %c1 = arith.constant 1 : index
  %r = call @mismatches(%d, %c1) : (tensor<?x?xf32>, index) -> tensor<i64>
  return %r : tensor<i64>
}
