// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s --implicit-check-not=arith.remf
// RUN: nn-opt %s --split-input-file --nn-lower-to-llvm | FileCheck %s --check-prefix=LLVM --implicit-check-not=llvm.frem --implicit-check-not=@fmodf --implicit-check-not='@fmod('

// nn.mod with fmod on floats is C's fmod without arith.remf (one fmodf
// call per element on the CPU, illegal as a vector on NVVM):
// conversion/linalg/FloatMod.c. The common path, for quotients below 2^p
// (2^24 for f32), is one division, a truncation through an integer, one
// fma and a correction; huge quotients and special values take an scf.if
// whose rare branch holds an scf.while, which LLVM does not if-convert
// into every element's path (an frem there did: commit e5020fb).
// No fmod call and no frem reach LLVM, in any branch.

// CHECK-LABEL: func.func @fmod_f32(
// CHECK:         linalg.generic
// CHECK:         ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK:           %[[A:.*]] = math.absf %[[X]] : f32
// CHECK:           %[[Z:.*]] = math.absf %[[Y]] : f32
// CHECK:           %[[Q:.*]] = arith.divf %[[A]], %[[Z]] : f32
// CHECK:           %[[BOUND:.*]] = arith.constant 0x4B800000 : f32
// CHECK:           %[[FAST:.*]] = arith.cmpf olt, %[[Q]], %[[BOUND]] : f32
// CHECK:           %[[R:.*]] = scf.if %[[FAST]] -> (f32) {
// CHECK:             %[[SAFE:.*]] = arith.select %[[FAST]], %[[Q]], %{{.*}} : f32
// CHECK:             %[[QI:.*]] = arith.fptosi %[[SAFE]] : f32 to i64
// CHECK:             %[[QF:.*]] = arith.sitofp %[[QI]] : i64 to f32
// CHECK:             %[[NQ:.*]] = arith.negf %[[QF]] : f32
// CHECK:             %[[REM:.*]] = math.fma %[[NQ]], %[[Z]], %[[A]] : f32
// CHECK:             arith.cmpf olt, %[[REM]]
// CHECK:             arith.addf %[[REM]], %[[Z]] : f32
// CHECK:             math.copysign %{{.*}}, %[[X]] : f32
// CHECK:             scf.yield
// CHECK:           } else {
// CHECK:             scf.while
// CHECK:               scf.condition
// CHECK:             } do {
// CHECK:               arith.divf
// CHECK:               math.fma
// CHECK:               scf.yield
// CHECK:             }
// CHECK:             arith.divf
// CHECK:             math.fma
// CHECK:             scf.yield
// CHECK:           }
// CHECK:           linalg.yield %[[R]] : f32

// LLVM-LABEL: llvm.func @fmod_f32(
// LLVM:         llvm.fdiv
// LLVM:         llvm.intr.fma
func.func @fmod_f32(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  %0 = "nn.mod"(%a, %b) {fmod = true} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}

// -----

// f64 computes in f64 (bound 2^53), f16 and bf16 in f32; the bf16 result
// is the f32 one's top half (exact), not a truncf (which LLVM vectorized
// into vcvtneps2bf16 here, flushing subnormals).
// CHECK-LABEL: func.func @fmod_f64(
// CHECK:         arith.constant 0x4340000000000000 : f64
// CHECK:         scf.if
// CHECK:         math.fma %{{.*}} : f64
// CHECK:         scf.while
// CHECK-LABEL: func.func @fmod_f16(
// CHECK:         arith.extf %{{.*}} : f16 to f32
// CHECK:         arith.extf %{{.*}} : f16 to f32
// CHECK:         math.fma %{{.*}} : f32
// CHECK:         scf.while
// CHECK:         arith.truncf %{{.*}} : f32 to f16
// CHECK-LABEL: func.func @fmod_bf16(
// CHECK:         arith.extf %{{.*}} : bf16 to f32
// CHECK:         arith.shrui
// CHECK:         arith.trunci %{{.*}} : i32 to i16
// CHECK:         arith.bitcast %{{.*}} : i16 to bf16

// LLVM-LABEL: llvm.func @fmod_f64(
// LLVM:         llvm.intr.fma
// LLVM-LABEL: llvm.func @fmod_f16(
// LLVM:         llvm.intr.fma
// LLVM-LABEL: llvm.func @fmod_bf16(
// LLVM:         llvm.intr.fma
func.func @fmod_f64(%a: tensor<64xf64>, %b: tensor<64xf64>) -> tensor<64xf64> {
  %0 = "nn.mod"(%a, %b) {fmod = true} : (tensor<64xf64>, tensor<64xf64>) -> tensor<64xf64>
  return %0 : tensor<64xf64>
}
func.func @fmod_f16(%a: tensor<64xf16>, %b: tensor<64xf16>) -> tensor<64xf16> {
  %0 = "nn.mod"(%a, %b) {fmod = true} : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
  return %0 : tensor<64xf16>
}
func.func @fmod_bf16(%a: tensor<64xbf16>, %b: tensor<64xbf16>) -> tensor<64xbf16> {
  %0 = "nn.mod"(%a, %b) {fmod = true} : (tensor<64xbf16>, tensor<64xbf16>) -> tensor<64xbf16>
  return %0 : tensor<64xbf16>
}
