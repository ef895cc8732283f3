// nn.sin and nn.cos lower without a libm call on their common path
// (conversion/linalg/SinCos.c): f32 extended to f64, |x| < 2^20 reduced by
// pi/2 in three parts and two polynomials selected by the quadrant, the
// rest (|x| >= 2^20, infinities, NaN) on a rare path through libm's f64
// function, the result rounded to f32 once. f64 keeps math.sin (libm's).
// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s
// In the CPU pipeline the kernel is tiled in rows and each tile versioned
// (cpu/RarePaths.c): a branch-free copy flags the rare elements, the
// original runs only when one is flagged.
// RUN: nn-opt %s --split-input-file --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-tile-fused=threads=2 --nn-version-rare-paths | FileCheck %s --check-prefix=TILED

// CHECK-LABEL: func.func @sin
// CHECK: linalg.generic
// CHECK: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[D:.*]] = arith.extf %[[X]] : f32 to f64
// CHECK: %[[BOUND:.*]] = arith.constant 0x4130000000000000 : f64
// CHECK: %[[A:.*]] = math.absf %[[D]] : f64
// CHECK: %[[COMMON:.*]] = arith.cmpf olt, %[[A]], %[[BOUND]] : f64
// CHECK: %[[R:.*]] = scf.if %[[COMMON]] -> (f64) {
// CHECK: %[[SHIFTED:.*]] = math.fma %[[D]], %{{.*}}, %{{.*}} : f64
// CHECK: %[[K:.*]] = arith.subf %[[SHIFTED]], %{{.*}} : f64
// CHECK: %[[R1:.*]] = math.fma %[[K]], %{{.*}}, %[[D]] : f64
// CHECK: math.fma %[[K]], %{{.*}}, %[[R1]] : f64
// CHECK-NOT: math.sin
// CHECK: arith.bitcast %[[SHIFTED]] : f64 to i64
// CHECK-NOT: math.sin
// CHECK: } else {
// CHECK-NEXT: %[[LIBM:.*]] = math.sin %[[D]] : f64
// CHECK-NEXT: scf.yield %[[LIBM]] : f64
// CHECK-NEXT: } {nn.rare_path}
// CHECK-NEXT: %[[F:.*]] = arith.truncf %[[R]] : f64 to f32
// CHECK-NEXT: linalg.yield %[[F]] : f32
func.func @sin(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.sin"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// f16 through f64 and f32; f64 is libm's.
// CHECK-LABEL: func.func @narrow_and_wide
// CHECK: arith.extf %{{.*}} : f16 to f64
// CHECK: math.cos %{{.*}} : f64
// CHECK: arith.truncf %{{.*}} : f64 to f32
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: linalg.generic
// CHECK-NOT: scf.if
// CHECK: math.cos %{{.*}} : f64
// CHECK-NEXT: linalg.yield
func.func @narrow_and_wide(%h: tensor<4xf16>, %d: tensor<4xf64>) -> (tensor<4xf16>, tensor<4xf64>) {
  %0 = "nn.cos"(%h) : (tensor<4xf16>) -> tensor<4xf16>
  %1 = "nn.cos"(%d) : (tensor<4xf64>) -> tensor<4xf64>
  return %0, %1 : tensor<4xf16>, tensor<4xf64>
}

// -----

// TILED-LABEL: func.func @rows
// TILED: scf.forall (%{{.*}}) in (64)
// TILED: %[[FAST:.*]]:2 = linalg.generic {{.*}} outs(%{{.*}}, %{{.*}} : tensor<1x4096xf32>, tensor<1x4096xi8>)
// TILED-NOT: scf.if
// TILED-NOT: math.cos
// TILED: linalg.yield %{{.*}}, %{{.*}} : f32, i8
// TILED: linalg.generic {{.*}}iterator_types = ["reduction", "reduction"]{{.*}} ins(%[[FAST]]#1 : tensor<1x4096xi8>)
// TILED: scf.if
// TILED: linalg.generic {{.*}} outs(%[[FAST]]#0 : tensor<1x4096xf32>)
// TILED: math.cos %{{.*}} : f64
// TILED: } {nn.rare_path}
// TILED: scf.forall.in_parallel
func.func @rows(%x: tensor<64x4096xf32>) -> tensor<64x4096xf32> {
  %0 = "nn.cos"(%x) : (tensor<64x4096xf32>) -> tensor<64x4096xf32>
  return %0 : tensor<64x4096xf32>
}
