// nn-gpu-library-streams: after gpu-async-region, each nnrtMatmul call
// takes its host function's stream (the token it waited for on the host)
// and the chain after it continues that token; no host wait around it.
// RUN: nn-opt %s --split-input-file --nn-gpu-library-streams | FileCheck %s
// Idempotent.
// RUN: nn-opt %s --split-input-file --nn-gpu-library-streams > %t.once.mlir
// RUN: nn-opt %t.once.mlir --split-input-file --nn-gpu-library-streams | diff %t.once.mlir -

module attributes {gpu.container_module} {
func.func private @nnrtMatmul(!llvm.ptr, i64)

// Between two launches: the host wait goes, the call gets the token as its
// stream, the next launch depends on that token.
// CHECK-LABEL: func.func @between(
// CHECK: %[[T:.*]] = gpu.launch_func async
// CHECK-NOT: gpu.wait
// CHECK: %[[S:.*]] = builtin.unrealized_conversion_cast %[[T]] : !gpu.async.token to !llvm.ptr
// CHECK-NEXT: call @nnrtMatmul(%[[S]],
// CHECK-NEXT: %{{.*}} = arith.constant 4 : index
// CHECK-NEXT: %[[U:.*]] = gpu.launch_func async [%[[T]]]
// CHECK-NEXT: gpu.wait [%[[U]]]
// CHECK-NEXT: return
gpu.module @k {
  gpu.func @k() kernel { gpu.return }
}
func.func @between(%flags: i64) {
  %c1 = arith.constant 1 : index
  %0 = gpu.wait async
  %1 = gpu.launch_func async [%0] @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
  %null = llvm.mlir.zero : !llvm.ptr
  gpu.wait [%1]
  call @nnrtMatmul(%null, %flags) : (!llvm.ptr, i64) -> ()
  %c4 = arith.constant 4 : index
  %2 = gpu.wait async
  %3 = gpu.launch_func async [%2] @k::@k blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1)
  gpu.wait [%3]
  return
}
}

// -----

module attributes {gpu.container_module} {
func.func private @nnrtMatmul(!llvm.ptr, i64)

// The last GPU work of the function: the host wait moves after the call.
// CHECK-LABEL: func.func @last(
// CHECK: %[[T:.*]] = gpu.launch_func async
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.zero
// CHECK-NEXT: %[[S:.*]] = builtin.unrealized_conversion_cast %[[T]]
// CHECK-NEXT: call @nnrtMatmul(%[[S]],
// CHECK-NEXT: gpu.wait [%[[T]]]
// CHECK-NEXT: return
gpu.module @k {
  gpu.func @k() kernel { gpu.return }
}
func.func @last(%flags: i64) {
  %c1 = arith.constant 1 : index
  %0 = gpu.wait async
  %1 = gpu.launch_func async [%0] @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
  %null = llvm.mlir.zero : !llvm.ptr
  gpu.wait [%1]
  call @nnrtMatmul(%null, %flags) : (!llvm.ptr, i64) -> ()
  return
}
}

// -----

module attributes {gpu.container_module} {
func.func private @nnrtMatmul(!llvm.ptr, i64)

// The first: a chain starts for it, and ends after it.
// CHECK-LABEL: func.func @alone(
// CHECK: %[[T:.*]] = gpu.wait async
// CHECK-NEXT: %[[S:.*]] = builtin.unrealized_conversion_cast %[[T]]
// CHECK-NEXT: call @nnrtMatmul(%[[S]],
// CHECK-NEXT: gpu.wait [%[[T]]]
func.func @alone(%flags: i64) {
  %null = llvm.mlir.zero : !llvm.ptr
  call @nnrtMatmul(%null, %flags) : (!llvm.ptr, i64) -> ()
  return
}
}

// -----

module attributes {gpu.container_module} {
func.func private @nnrtMatmul(!llvm.ptr, i64)

// A loop of calls (batch dims that are not one strided batch): handled as
// one call, every call in it on the stream, the chain continued after it.
// CHECK-LABEL: func.func @loop(
// CHECK: %[[T:.*]] = gpu.launch_func async
// CHECK-NOT: gpu.wait
// CHECK: %[[S:.*]] = builtin.unrealized_conversion_cast %[[T]]
// CHECK-NEXT: scf.for
// CHECK-NEXT: func.call @nnrtMatmul(%[[S]],
// CHECK: gpu.wait [%[[T]]]
// CHECK-NEXT: return
func.func @loop(%flags: i64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = gpu.wait async
  %1 = gpu.launch_func async [%0] @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
  %null = llvm.mlir.zero : !llvm.ptr
  gpu.wait [%1]
  scf.for %i = %c0 to %n step %c1 {
    func.call @nnrtMatmul(%null, %flags) : (!llvm.ptr, i64) -> ()
  }
  return
}

// A loop with anything else in it (here a store on the host): unchanged,
// its calls on libnnrt's own stream.
// CHECK-LABEL: func.func @other_loop(
// CHECK: gpu.wait [
// CHECK: scf.for
// CHECK: func.call @nnrtMatmul(%{{.*}}, %{{.*}}) : (!llvm.ptr, i64) -> ()
// CHECK-NOT: unrealized_conversion_cast
// CHECK: return
func.func @other_loop(%flags: i64, %n: index, %m: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = gpu.wait async
  %1 = gpu.launch_func async [%0] @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
  %null = llvm.mlir.zero : !llvm.ptr
  gpu.wait [%1]
  scf.for %i = %c0 to %n step %c1 {
    memref.store %flags, %m[%c0] : memref<4xi64>
    func.call @nnrtMatmul(%null, %flags) : (!llvm.ptr, i64) -> ()
  }
  return
}
gpu.module @k {
  gpu.func @k() kernel { gpu.return }
}
}
