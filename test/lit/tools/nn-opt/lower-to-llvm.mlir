// RUN: nn-opt %s --nn-lower-to-llvm | FileCheck %s
// RUN: nn-opt %s --pass-pipeline='builtin.module(nn-lower-to-llvm)' | FileCheck %s
// RUN: not nn-opt %s --pass-pipeline='builtin.module(func.func(nn-lower-to-llvm))' 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not nn-opt %s --nn-lower-to-llvm=x=1 2>&1 | FileCheck %s --check-prefix=OPTIONS

// The CPU pipeline takes linalg on tensors to the LLVM dialect: nothing of
// linalg, tensor, memref, scf or func is left. The parallel loop nest is
// one OpenMP worksharing loop over both dimensions, scheduled static
// (--nn-omp-schedule). The result is an
// out-parameter: @main takes three memref descriptors (5 fields each for
// rank 2), returns nothing, and allocates nothing, since the generic writes
// straight into the caller's buffer.

// CHECK-NOT: linalg.
// CHECK-NOT: tensor.
// CHECK-NOT: llvm.func @{{malloc|_mlir_memref_to_llvm_alloc}}
// CHECK: llvm.func @main(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %[[OUT:.*]]: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64) attributes
// CHECK-NOT: llvm.call @{{malloc|_mlir_memref_to_llvm_alloc}}
// CHECK: omp.parallel {
// CHECK: omp.wsloop schedule(static) {
// CHECK: omp.loop_nest ({{.*}}, {{.*}}) : i64 = {{.*}} collapse(2) {
// f32 exp is arithmetic (--nn-expand-math), not a libm call, so the loop
// vectorizes: the exponent bits of 2^n built by integer shifts, and no
// call to expf.
// CHECK-NOT: llvm.call @expf
// CHECK: llvm.shl
// CHECK-NOT: llvm.intr.exp
// CHECK: omp.yield
// CHECK: omp.terminator
// CHECK: llvm.return{{$}}
// CHECK: llvm.func @_mlir_ciface_main(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)
// CHECK-NOT: memref.
// CHECK-NOT: scf.
// CHECK-NOT: func.func

// NESTED: 'nn-lower-to-llvm' runs on 'builtin.module' and cannot be nested under 'func.func'
// OPTIONS: 'nn-lower-to-llvm' has no option

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> attributes {llvm.emit_c_interface} {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = math.exp %s : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
