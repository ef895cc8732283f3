// --nn-maxnum-to-llvm: f32/f64 arith.maxnumf and arith.minnumf become
// llvm.intr.maxnum and llvm.intr.minnum, so that arith-expand (in the CPU
// pipeline) cannot turn them into selects that LLVM does not vectorize.
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

// Other element types, and maximumf/minimumf (NaN-propagating), stay.
// CHECK-LABEL: func.func @others
// CHECK: arith.maxnumf %{{.*}} : f16
// CHECK: arith.minnumf %{{.*}} : bf16
// CHECK: arith.maximumf %{{.*}} : f32
// CHECK: arith.minimumf %{{.*}} : f32
// CHECK-NOT: llvm.intr
func.func @others(%h: f16, %b: bf16, %x: f32) -> (f16, bf16, f32, f32) {
  %0 = arith.maxnumf %h, %h : f16
  %1 = arith.minnumf %b, %b : bf16
  %2 = arith.maximumf %x, %x : f32
  %3 = arith.minimumf %x, %x : f32
  return %0, %1, %2, %3 : f16, bf16, f32, f32
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
