// --nn-omp-schedule: every omp.wsloop without a schedule gets
// schedule(<kind>) (guided by default); a loop with a schedule keeps it.
// RUN: nn-opt %s --split-input-file --nn-omp-schedule | FileCheck %s
// Idempotent: the second run finds every loop scheduled.
// RUN: nn-opt %s --split-input-file --nn-omp-schedule | nn-opt --split-input-file --nn-omp-schedule | FileCheck %s
// RUN: nn-opt %s --split-input-file --nn-omp-schedule=kind=dynamic | FileCheck %s --check-prefix=DYN
// RUN: not nn-opt %s --split-input-file --nn-omp-schedule=kind=auto 2>&1 | FileCheck %s --check-prefix=BAD
// The CPU pipeline schedules its tile loops static (each thread the same
// tiles on every call), or as its option omp-schedule says.
// RUN: nn-opt %S/Inputs/cpu-softmax.mlir --nn-lower-to-llvm | FileCheck %s --check-prefix=PIPE
// RUN: nn-opt %S/Inputs/cpu-softmax.mlir --nn-lower-to-llvm=omp-schedule=guided | FileCheck %s --check-prefix=PIPE-GUIDED
// RUN: not nn-opt %S/Inputs/cpu-softmax.mlir --nn-lower-to-llvm=omp-schedule=auto 2>&1 | FileCheck %s --check-prefix=PIPE-BAD

// BAD: 'nn-omp-schedule' option 'kind' must be static, dynamic or guided, not 'auto'

// PIPE: omp.parallel
// PIPE: omp.wsloop schedule(static) {
// PIPE-NOT: omp.wsloop {

// PIPE-GUIDED: omp.parallel
// PIPE-GUIDED: omp.wsloop schedule(guided) {
// PIPE-GUIDED-NOT: omp.wsloop {

// PIPE-BAD: option 'omp-schedule' must be static, dynamic or guided, not 'auto'

// CHECK-LABEL: func.func @unscheduled
// CHECK: omp.wsloop schedule(guided) {
// CHECK-NEXT: omp.loop_nest
// DYN-LABEL: func.func @unscheduled
// DYN: omp.wsloop schedule(dynamic) {
func.func @unscheduled(%n: index, %m: memref<?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.store %v, %m[%i] : memref<?xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A schedule already there stays, chunk included.
// CHECK-LABEL: func.func @scheduled
// CHECK: omp.wsloop schedule(static = %{{.*}} : i32) {
// DYN-LABEL: func.func @scheduled
// DYN: omp.wsloop schedule(static = %{{.*}} : i32) {
func.func @scheduled(%n: index, %m: memref<?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %chunk = arith.constant 4 : i32
  omp.parallel {
    omp.wsloop schedule(static = %chunk : i32) {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.store %v, %m[%i] : memref<?xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// No OpenMP loop: nothing changes.
// CHECK-LABEL: func.func @none
// CHECK-NEXT: %[[R:.*]] = arith.addf
// CHECK-NEXT: return %[[R]]
func.func @none(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  return %0 : f32
}
