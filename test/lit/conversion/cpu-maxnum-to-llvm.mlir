// --nn-maxnum-to-llvm: f32/f64 arith.maxnumf, minnumf, maximumf and
// minimumf become llvm.intr.maxnum, minnum, maximum and minimum, so that
// arith-expand (in the CPU pipeline) cannot turn them into selects that
// LLVM does not vectorize.
// RUN: nn-opt %s --split-input-file --nn-maxnum-to-llvm | FileCheck %s
// Idempotent: nothing is left to rewrite the second time.
// RUN: nn-opt %s --split-input-file --nn-maxnum-to-llvm | nn-opt --split-input-file --nn-maxnum-to-llvm | FileCheck %s
// The CPU pipeline keeps softmax's row maximum an intrinsic all the way to
// the LLVM dialect (a select chain there means the reduction runs scalar).
// RUN: nn-opt %S/Inputs/cpu-softmax.mlir --nn-lower-to-llvm | FileCheck %s --check-prefix=PIPE

// CHECK-LABEL: func.func @scalar
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f32)
// CHECK: %[[MAX:.*]] = llvm.intr.maxnum(%[[X]], %[[Y]]) {fastmathFlags = #llvm.fastmath<reassoc>} : (f32, f32) -> f32
// CHECK: %[[MIN:.*]] = llvm.intr.minnum(%[[MAX]], %[[Y]]) : (f32, f32) -> f32
// CHECK: return %[[MIN]]
func.func @scalar(%x: f32, %y: f32) -> f32 {
  %0 = arith.maxnumf %x, %y fastmath<reassoc> : f32
  %1 = arith.minnumf %0, %y : f32
  return %1 : f32
}

// -----

// CHECK-LABEL: func.func @vector_and_f64
// CHECK: llvm.intr.maxnum(%{{.*}}, %{{.*}}) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// CHECK: llvm.intr.minnum(%{{.*}}, %{{.*}}) : (f64, f64) -> f64
func.func @vector_and_f64(%x: vector<16xf32>, %a: f64) -> (vector<16xf32>, f64) {
  %0 = arith.maxnumf %x, %x fastmath<nnan,ninf> : vector<16xf32>
  %1 = arith.minnumf %a, %a : f64
  return %0, %1 : vector<16xf32>, f64
}

// -----

// maximumf/minimumf (NaN-propagating) become maximum/minimum, the
// intrinsics with their semantics.
// CHECK-LABEL: func.func @nan_propagating
// CHECK-SAME: (%[[X:.*]]: f32, %[[V:.*]]: vector<16xf64>)
// CHECK: %[[MAX:.*]] = llvm.intr.maximum(%[[X]], %[[X]]) {fastmathFlags = #llvm.fastmath<reassoc>} : (f32, f32) -> f32
// CHECK: %[[MIN:.*]] = llvm.intr.minimum(%[[V]], %[[V]]) : (vector<16xf64>, vector<16xf64>) -> vector<16xf64>
// CHECK: return %[[MAX]], %[[MIN]]
func.func @nan_propagating(%x: f32, %v: vector<16xf64>) -> (f32, vector<16xf64>) {
  %0 = arith.maximumf %x, %x fastmath<reassoc> : f32
  %1 = arith.minimumf %v, %v : vector<16xf64>
  return %0, %1 : f32, vector<16xf64>
}

// -----

// Other element types stay.
// CHECK-LABEL: func.func @others
// CHECK: arith.maxnumf %{{.*}} : f16
// CHECK: arith.minnumf %{{.*}} : bf16
// CHECK: arith.maximumf %{{.*}} : f16
// CHECK: arith.minimumf %{{.*}} : bf16
// CHECK-NOT: llvm.intr
func.func @others(%h: f16, %b: bf16) -> (f16, bf16, f16, bf16) {
  %0 = arith.maxnumf %h, %h : f16
  %1 = arith.minnumf %b, %b : bf16
  %2 = arith.maximumf %h, %h : f16
  %3 = arith.minimumf %b, %b : bf16
  return %0, %1, %2, %3 : f16, bf16, f16, bf16
}

// -----

// Nothing to rewrite: nothing changes.
// CHECK-LABEL: func.func @none
// CHECK-NEXT: arith.addf
// CHECK-NEXT: return
func.func @none(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  return %0 : f32
}

// PIPE-LABEL: llvm.func @main
// PIPE: llvm.intr.maxnum({{.*}}) {fastmathFlags = #llvm.fastmath<reassoc>} : (f32, f32) -> f32
