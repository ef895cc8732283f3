// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg | FileCheck %s
// RUN: nn-opt %s --convert-nn-to-linalg | mlir-opt --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops | FileCheck %s --check-prefix=LOOPS
// pool-window-outside=false (the GPU pipeline's): every max pool walks each
// output's window, one loop nest per output element.
// RUN: nn-opt %s --split-input-file '--convert-nn-to-linalg=pool-window-outside=false' | FileCheck %s --check-prefix=INSIDE

// The lowered IR bufferizes and becomes loops, with no nn op left (nn ops
// print in generic form, "nn.name"; the nn.rare_path mark of sin and cos
// is an attribute).
// LOOPS-LABEL: func.func @relu
// LOOPS: scf.for
// LOOPS-NOT: "nn.

// Nested on functions, the pass runs on several threads; its dialects were
// loaded up front.
// RUN: nn-opt %s --pass-pipeline='builtin.module(func.func(convert-nn-to-linalg))' | FileCheck %s --check-prefix=NESTED
// NESTED-LABEL: func.func @relu
// NESTED: linalg.generic
// NESTED-NOT: "nn.{{[a-z0-9_]+}}"(

// CHECK-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @relu
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID2]], #[[ID2]]], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%[[E]] : tensor<4x8xf32>)
// CHECK: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[MAX:.*]] = arith.maximumf %[[IN]], %[[ZERO]] : f32
// CHECK: linalg.yield %[[MAX]] : f32
// CHECK-NOT: nn.
func.func @relu(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// Every float unary op: one linalg.generic each, with its formula.
// CHECK-LABEL: func.func @all_unary
// CHECK: math.exp
// CHECK: arith.negf
// CHECK: math.exp
// CHECK: arith.addf
// CHECK: arith.divf
// CHECK: math.tanh
// CHECK: math.erf
// CHECK: arith.negf
// CHECK: math.absf
// CHECK: arith.divf
// CHECK: math.floor
// CHECK: math.ceil
// CHECK: math.log
// CHECK: math.sqrt
// CHECK: math.rsqrt
// CHECK: math.erf
// CHECK: math.sin
// CHECK: math.cos
// silu
// CHECK: math.exp
// CHECK: arith.mulf
// softplus
// CHECK: math.absf
// CHECK: math.exp
// CHECK: arith.maximumf
// CHECK: math.log1p
// CHECK: arith.addf
// hardswish
// CHECK: arith.constant 3.0
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: arith.divf
// CHECK: arith.mulf
// hardsigmoid
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: arith.divf
// leaky_relu
// CHECK: arith.constant 0.0099999
// CHECK: arith.cmpf oge
// CHECK: arith.select
// elu
// CHECK: math.expm1
// CHECK: arith.cmpf ogt
// CHECK: arith.select
// clip
// CHECK: arith.constant -1.0
// CHECK: arith.maximumf
// CHECK: arith.constant 2.0
// CHECK: arith.minimumf
// scale
// CHECK: arith.mulf
// CHECK: arith.addf
// relu
// CHECK: arith.maximumf
// CHECK: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @all_unary(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "nn.exp"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "nn.sigmoid"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = "nn.tanh"(%1) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = "nn.gelu"(%2) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = "nn.neg"(%3) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = "nn.abs"(%4) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %6 = "nn.reciprocal"(%5) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = "nn.floor"(%6) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %8 = "nn.ceil"(%7) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %9 = "nn.log"(%8) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %10 = "nn.sqrt"(%9) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %11 = "nn.rsqrt"(%10) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %12 = "nn.erf"(%11) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %13 = "nn.sin"(%12) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %14 = "nn.cos"(%13) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %15 = "nn.silu"(%14) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %16 = "nn.softplus"(%15) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %17 = "nn.hardswish"(%16) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %18 = "nn.hardsigmoid"(%17) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %19 = "nn.leaky_relu"(%18) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %20 = "nn.elu"(%19) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %21 = "nn.clip"(%20) {min = -1.0 : f32, max = 2.0 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %22 = "nn.scale"(%21) {scale = 2.0 : f32, bias = 1.0 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %23 = "nn.relu"(%22) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %23 : tensor<2x3xf32>
}

// -----

// The tanh GELU as x / (1 + e^(-2u)), u = sqrt(2/pi) (x + 0.044715 x^3):
// 0.5 x (1 + tanh(u)) without the cancellation for negative u.
// CHECK-LABEL: func.func @gelu_tanh
// CHECK: linalg.generic
// CHECK: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK: arith.constant 4.471500e-02 : f32
// CHECK: %[[INNER:.*]] = arith.addf %[[X]], %{{.*}} : f32
// CHECK: arith.constant -1.59576917 : f32
// CHECK: %[[M2U:.*]] = arith.mulf %{{.*}}, %[[INNER]] : f32
// CHECK: %[[E:.*]] = math.exp %[[M2U]] : f32
// CHECK: %[[D:.*]] = arith.addf %{{.*}}, %[[E]] : f32
// CHECK: %[[R:.*]] = arith.divf %[[X]], %[[D]] : f32
// CHECK-NOT: math.tanh
// CHECK: linalg.yield %[[R]]
func.func @gelu_tanh(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.gelu"(%x) {approximate = "tanh"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// NumPy broadcasting: a size-1 dimension reads index 0, a missing one is
// dropped from the map. One linalg.generic per op.
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @broadcast
// CHECK: %[[E0:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: %[[ADD:.*]] = linalg.generic {indexing_maps = [#[[COL]], #[[ROW]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x1xf32>, tensor<8xf32>) outs(%[[E0]] : tensor<4x8xf32>)
// CHECK: arith.addf
// CHECK: %[[E1:.*]] = tensor.empty() : tensor<4x8xi1>
// CHECK: %[[LT:.*]] = linalg.generic {indexing_maps = [#[[COL]], #[[ROW]], #[[ID]]], {{.*}} outs(%[[E1]] : tensor<4x8xi1>)
// CHECK: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: i1):
// CHECK: arith.cmpf olt
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ROW]], #[[ID]]], {{.*}} ins(%[[LT]], %[[ADD]], %arg1 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<8xf32>)
// CHECK: arith.select
func.func @broadcast(%x: tensor<4x1xf32>, %y: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.add"(%x, %y) : (tensor<4x1xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %1 = "nn.less"(%x, %y) : (tensor<4x1xf32>, tensor<8xf32>) -> tensor<4x8xi1>
  %2 = "nn.where"(%1, %0, %y) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @binary
// CHECK: arith.subf
// CHECK: arith.mulf
// CHECK: arith.divf
// CHECK: math.powf
// CHECK: arith.maximumf
// CHECK: arith.minimumf
// CHECK: arith.cmpf oeq
// CHECK: arith.cmpf une
// CHECK: arith.cmpf ole
// CHECK: arith.cmpf ogt
// CHECK: arith.cmpf oge
// CHECK: arith.andi
// CHECK: arith.ori
func.func @binary(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xi1> {
  %0 = "nn.sub"(%x, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %1 = "nn.mul"(%0, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %2 = "nn.div"(%1, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %3 = "nn.pow"(%2, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %4 = "nn.maximum"(%3, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %5 = "nn.minimum"(%4, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %6 = "nn.equal"(%5, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %7 = "nn.not_equal"(%5, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %8 = "nn.less_equal"(%5, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %9 = "nn.greater"(%5, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %10 = "nn.greater_equal"(%5, %y) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %11 = "nn.and"(%6, %7) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  %12 = "nn.or"(%11, %8) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  %13 = "nn.or"(%12, %9) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  %14 = "nn.or"(%13, %10) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  return %14 : tensor<3xi1>
}

// -----

// Per-channel operands are read along their axis; a size-1 slope at 0.
// CHECK-DAG: #[[ID4:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[CH:.*]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-DAG: #[[ZERO:.*]] = affine_map<(d0, d1, d2, d3) -> (0)>
// CHECK-LABEL: func.func @per_channel
// CHECK: linalg.generic {indexing_maps = [#[[ID4]], #[[CH]], #[[ID4]]]
// CHECK: arith.addf
// CHECK: linalg.generic {indexing_maps = [#[[ID4]], #[[ZERO]], #[[ID4]]]
// CHECK: arith.cmpf oge
// CHECK: arith.select
// CHECK: linalg.generic {indexing_maps = [#[[ID4]], #[[CH]], #[[CH]], #[[CH]], #[[CH]], #[[ID4]]]
// CHECK: ^bb0(%[[X:.*]]: f32, %[[S:.*]]: f32, %[[B:.*]]: f32, %[[M:.*]]: f32, %[[V:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[EPS:.*]] = arith.constant 1.000000e-03 : f32
// CHECK: %[[VE:.*]] = arith.addf %[[V]], %[[EPS]]
// CHECK: %[[INV:.*]] = math.rsqrt %[[VE]]
// CHECK: %[[D:.*]] = arith.subf %[[X]], %[[M]]
// CHECK: %[[N:.*]] = arith.mulf %[[D]], %[[INV]]
// CHECK: %[[SN:.*]] = arith.mulf %[[S]], %[[N]]
// CHECK: arith.addf %[[SN]], %[[B]]
func.func @per_channel(%x: tensor<2x3x4x4xf32>, %b: tensor<3xf32>, %a: tensor<1xf32>) -> tensor<2x3x4x4xf32> {
  %0 = "nn.bias_add"(%x, %b) {axis = 1 : i64} : (tensor<2x3x4x4xf32>, tensor<3xf32>) -> tensor<2x3x4x4xf32>
  %1 = "nn.prelu"(%0, %a) : (tensor<2x3x4x4xf32>, tensor<1xf32>) -> tensor<2x3x4x4xf32>
  %2 = "nn.batch_norm"(%1, %b, %b, %b, %b) {epsilon = 1.0e-3 : f32} : (tensor<2x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4x4xf32>
  return %2 : tensor<2x3x4x4xf32>
}

// -----

// Integers, booleans and casts; identity forwards its input.
// CHECK-LABEL: func.func @ints
// CHECK: arith.maxsi
// CHECK: arith.divsi
// CHECK: arith.subi
// CHECK: math.absi
// CHECK: arith.muli
// CHECK: arith.addi
// CHECK: arith.extsi %{{.*}} : i32 to i64
// CHECK: arith.trunci %{{.*}} : i64 to i8
// CHECK: arith.sitofp %{{.*}} : i8 to f32
// CHECK: arith.cmpf une
// CHECK: arith.xori
// CHECK: arith.uitofp %{{.*}} : i1 to f16
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: arith.fptosi %{{.*}} : f32 to i32
// CHECK: linalg.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @ints(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "nn.relu"(%x) : (tensor<4xi32>) -> tensor<4xi32>
  %1 = "nn.div"(%0, %y) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = "nn.neg"(%1) : (tensor<4xi32>) -> tensor<4xi32>
  %3 = "nn.abs"(%2) : (tensor<4xi32>) -> tensor<4xi32>
  %4 = "nn.scale"(%3) {scale = 3.0 : f32, bias = 1.0 : f32} : (tensor<4xi32>) -> tensor<4xi32>
  %5 = "nn.cast"(%4) : (tensor<4xi32>) -> tensor<4xi64>
  %6 = "nn.cast"(%5) : (tensor<4xi64>) -> tensor<4xi8>
  %7 = "nn.cast"(%6) : (tensor<4xi8>) -> tensor<4xf32>
  %8 = "nn.cast"(%7) : (tensor<4xf32>) -> tensor<4xi1>
  %9 = "nn.not"(%8) : (tensor<4xi1>) -> tensor<4xi1>
  %10 = "nn.cast"(%9) : (tensor<4xi1>) -> tensor<4xf16>
  %11 = "nn.cast"(%10) : (tensor<4xf16>) -> tensor<4xf32>
  %12 = "nn.dropout"(%11) : (tensor<4xf32>) -> tensor<4xf32>
  %13 = "nn.identity"(%12) : (tensor<4xf32>) -> tensor<4xf32>
  %14 = "nn.cast"(%13) : (tensor<4xf32>) -> tensor<4xi32>
  return %14 : tensor<4xi32>
}

// -----

// Plain products become named ops accumulating into a fill of zero.
// CHECK-LABEL: func.func @matmul
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<8x4xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<8x4xf32>)
// CHECK: linalg.matmul ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<16x4xf32>) outs(%[[F]] : tensor<8x4xf32>)
// CHECK-LABEL: func.func @batch_matmul
// CHECK: linalg.fill
// CHECK: linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x8x16xf32>, tensor<2x16x4xf32>)
// CHECK-LABEL: func.func @int_matmul
// CHECK: arith.constant 0 : i32
// CHECK: linalg.matmul
func.func @matmul(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
func.func @batch_matmul(%a: tensor<2x8x16xf32>, %b: tensor<2x16x4xf32>) -> tensor<2x8x4xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<2x8x16xf32>, tensor<2x16x4xf32>) -> tensor<2x8x4xf32>
  return %0 : tensor<2x8x4xf32>
}
func.func @int_matmul(%a: tensor<8x16xi32>, %b: tensor<16x4xi32>) -> tensor<8x4xi32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<8x16xi32>, tensor<16x4xi32>) -> tensor<8x4xi32>
  return %0 : tensor<8x4xi32>
}

// -----

// A transposed operand: one linalg.contract over (m, n, k), whose maps do the
// transposing (a named op, which elementwise fusion leaves alone).
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[BT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @matmul_transposed
// CHECK: %[[F:.*]] = linalg.fill
// CHECK: linalg.contract indexing_maps = [#[[A]], #[[BT]], #[[C]]] ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<4x16xf32>) outs(%[[F]] : tensor<8x4xf32>)
func.func @matmul_transposed(%a: tensor<8x16xf32>, %b: tensor<4x16xf32>) -> tensor<8x4xf32> {
  %0 = "nn.matmul"(%a, %b) {transpose_b = true} : (tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

// A size-1 batch dimension broadcast against a larger one is read at index
// 0, which linalg.contract's maps cannot say: transposes and broadcast batch
// dimensions then go into the indexing maps of one linalg.generic over
// (batch..., m, n, k).
// CHECK-DAG: #[[LHS:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, 0, d4, d2)>
// CHECK-DAG: #[[RHS:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @matmul_broadcast_transposed
// CHECK: %[[F:.*]] = linalg.fill
// CHECK: linalg.generic {indexing_maps = [#[[LHS]], #[[RHS]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<3x1x16x8xf32>, tensor<5x4x16xf32>) outs(%[[F]] : tensor<3x5x8x4xf32>)
// CHECK: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32):
// CHECK: %[[P:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK: %[[S:.*]] = arith.addf %[[C]], %[[P]] : f32
// CHECK: linalg.yield %[[S]] : f32
func.func @matmul_broadcast_transposed(%a: tensor<3x1x16x8xf32>, %b: tensor<5x4x16xf32>) -> tensor<3x5x8x4xf32> {
  %0 = "nn.matmul"(%a, %b) {transpose_a = true, transpose_b = true} : (tensor<3x1x16x8xf32>, tensor<5x4x16xf32>) -> tensor<3x5x8x4xf32>
  return %0 : tensor<3x5x8x4xf32>
}

// -----

// Reductions: reduction iterators on the reduced loops, a fill of the
// identity; keepdims gives each kept size-1 dimension a unit parallel loop
// after the input's (a projected permutation, so tiling can slice it).
// CHECK-DAG: #[[ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[IN5:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// CHECK-DAG: #[[KEEP:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
// CHECK-DAG: #[[ALL:.*]] = affine_map<(d0, d1, d2) -> ()>
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<() -> ()>
// CHECK-DAG: #[[MID:.*]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @reduce
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%{{.*}} : tensor<2x1x1xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[IN5]], #[[KEEP]]], iterator_types = ["parallel", "reduction", "reduction", "parallel", "parallel"]} ins(%arg0 : tensor<2x3x4xf32>) outs(%[[F]] : tensor<2x1x1xf32>)
// CHECK: arith.addf
// mean: the sum over everything, then divided by 24
// CHECK: linalg.generic {indexing_maps = [#[[ID3]], #[[ALL]]], iterator_types = ["reduction", "reduction", "reduction"]}
// CHECK: arith.addf
// CHECK: linalg.generic {indexing_maps = [#[[SCALAR]], #[[SCALAR]]], iterator_types = []}
// CHECK: arith.constant 2.400000e+01 : f32
// CHECK: arith.divf
// CHECK: arith.constant 0xFF800000 : f32
// CHECK: linalg.generic {indexing_maps = [#[[ID3]], #[[MID]]], iterator_types = ["reduction", "parallel", "reduction"]}
// CHECK: arith.maximumf
func.func @reduce(%x: tensor<2x3x4xf32>) -> (tensor<2x1x1xf32>, tensor<f32>, tensor<3xf32>) {
  %0 = "nn.reduce_sum"(%x) {axes = array<i64: 1, -1>, keepdims = true} : (tensor<2x3x4xf32>) -> tensor<2x1x1xf32>
  %1 = "nn.reduce_mean"(%x) : (tensor<2x3x4xf32>) -> tensor<f32>
  %2 = "nn.reduce_max"(%x) {axes = array<i64: 0, 2>} : (tensor<2x3x4xf32>) -> tensor<3xf32>
  return %0, %1, %2 : tensor<2x1x1xf32>, tensor<f32>, tensor<3xf32>
}

// -----

// Integer identities, and argmax/argmin as two reductions: the best value,
// then the first (last) index holding it, in i32 with the non-matching
// indices pushed out of the min (max) by bit operations, then widened to
// i64.
// CHECK-LABEL: func.func @int_reduce
// CHECK: arith.constant 2147483647 : i32
// CHECK: arith.minsi
// CHECK: arith.constant 1 : i32
// CHECK: arith.muli
// CHECK: %[[LOW:.*]] = arith.constant -2147483648 : i32
// CHECK: %[[V:.*]] = linalg.fill ins(%[[LOW]] : i32) outs(%{{.*}} : tensor<2x1xi32>)
// CHECK: %[[BEST:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<2x3xi32>) outs(%[[V]] : tensor<2x1xi32>)
// CHECK: arith.maxsi
// CHECK: %[[NONE:.*]] = linalg.fill ins(%{{.*}} : i32) outs(%{{.*}} : tensor<2x1xi32>)
// CHECK: %[[FIRST:.*]] = linalg.generic {{.*}} ins(%arg0, %[[BEST]] : tensor<2x3xi32>, tensor<2x1xi32>) outs(%[[NONE]] : tensor<2x1xi32>)
// CHECK: ^bb0(%[[X:.*]]: i32, %[[B:.*]]: i32, %[[ACC:.*]]: i32):
// CHECK: %[[IDX:.*]] = linalg.index 1 : index
// CHECK: %[[IDX32:.*]] = arith.index_cast %[[IDX]] : index to i32
// CHECK: %[[EQ:.*]] = arith.cmpi eq, %[[X]], %[[B]] : i32
// CHECK: %[[MISS:.*]] = arith.xori %[[EQ]], %{{.*}} : i1
// CHECK: %[[ALL:.*]] = arith.extsi %[[MISS]] : i1 to i32
// CHECK: %[[HIGH:.*]] = arith.andi %[[ALL]], %{{.*}} : i32
// CHECK: %[[CAND:.*]] = arith.ori %[[IDX32]], %[[HIGH]] : i32
// CHECK: %[[MIN:.*]] = arith.minsi %[[CAND]], %[[ACC]] : i32
// CHECK: linalg.yield %[[MIN]] : i32
// CHECK: %[[ARGMAX:.*]] = linalg.generic {{.*}} ins(%[[FIRST]] : tensor<2x1xi32>) outs(%{{.*}} : tensor<2x1xi64>)
// CHECK: arith.extsi %{{.*}} : i32 to i64
// CHECK: arith.minsi
// CHECK: linalg.index 0 : index
// CHECK: arith.maxsi
// CHECK: %[[ARGMIN:.*]] = linalg.generic
// CHECK: arith.extsi %{{.*}} : i32 to i64
// CHECK: return %{{.*}}, %{{.*}}, %[[ARGMAX]], %[[ARGMIN]]
func.func @int_reduce(%x: tensor<2x3xi32>) -> (tensor<2xi32>, tensor<3xi32>, tensor<2x1xi64>, tensor<3xi64>) {
  %0 = "nn.reduce_min"(%x) {axes = array<i64: 1>} : (tensor<2x3xi32>) -> tensor<2xi32>
  %1 = "nn.reduce_prod"(%x) {axes = array<i64: 0>} : (tensor<2x3xi32>) -> tensor<3xi32>
  %2 = "nn.argmax"(%x) {axis = 1 : i64} : (tensor<2x3xi32>) -> tensor<2x1xi64>
  %3 = "nn.argmin"(%x) {axis = 0 : i64, keepdims = false, select_last_index = true} : (tensor<2x3xi32>) -> tensor<3xi64>
  return %0, %1, %2, %3 : tensor<2xi32>, tensor<3xi32>, tensor<2x1xi64>, tensor<3xi64>
}

// -----

// softmax: max, exp(x - max), sum, divide; log_softmax: (x - max) - log(sum).
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROWS:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[COLS:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @softmax
// CHECK: %[[MAX:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROWS]]], iterator_types = ["parallel", "reduction"]}
// CHECK: arith.maxnumf
// CHECK: %[[EXP:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROWS]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%arg0, %[[MAX]] :
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: %[[SUM:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROWS]]], iterator_types = ["parallel", "reduction"]} ins(%[[EXP]] :
// CHECK: arith.addf
// CHECK: %[[SOFTMAX:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROWS]], #[[ID]]], {{.*}} ins(%[[EXP]], %[[SUM]] :
// CHECK: arith.divf
// CHECK: iterator_types = ["reduction", "parallel"]
// CHECK: arith.maxnumf
// CHECK: math.exp
// CHECK: iterator_types = ["reduction", "parallel"]
// CHECK: arith.addf
// CHECK: %[[LOGSOFTMAX:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[COLS]], #[[COLS]], #[[ID]]]
// CHECK: arith.subf
// CHECK: math.log
// CHECK: arith.subf
// CHECK: return %[[SOFTMAX]], %[[LOGSOFTMAX]]
func.func @softmax(%x: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
  %0 = "nn.softmax"(%x) : (tensor<2x8xf32>) -> tensor<2x8xf32>
  %1 = "nn.log_softmax"(%x) {axis = 0 : i64} : (tensor<2x8xf32>) -> tensor<2x8xf32>
  return %0, %1 : tensor<2x8xf32>, tensor<2x8xf32>
}

// -----

// layer_norm: sum, center, sum of squares, normalise with scale and bias read
// through the trailing dimensions; rms_norm skips the centering.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[BATCH:.*]] = affine_map<(d0, d1, d2) -> (d0)>
// CHECK-DAG: #[[TRAIL2:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[LEAD2:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[TRAIL1:.*]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-LABEL: func.func @norms
// CHECK: %[[SUM:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[BATCH]]], iterator_types = ["parallel", "reduction", "reduction"]}
// CHECK: %[[CENTERED:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[BATCH]], #[[ID]]], {{.*}} ins(%arg0, %[[SUM]] :
// CHECK: arith.constant 1.200000e+01 : f32
// CHECK: arith.divf
// CHECK: arith.subf
// CHECK: %[[SQ:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[BATCH]]], iterator_types = ["parallel", "reduction", "reduction"]} ins(%[[CENTERED]] :
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[BATCH]], #[[TRAIL2]], #[[TRAIL2]], #[[ID]]], {{.*}} ins(%[[CENTERED]], %[[SQ]], %arg1, %arg1 :
// CHECK: math.rsqrt
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: %[[SQ2:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[LEAD2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 :
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[LEAD2]], #[[TRAIL1]], #[[ID]]], {{.*}} ins(%arg0, %[[SQ2]], %arg2 :
// CHECK: arith.constant 4.000000e+00 : f32
// CHECK: math.rsqrt
func.func @norms(%x: tensor<2x3x4xf32>, %s: tensor<3x4xf32>, %t: tensor<4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  %0 = "nn.layer_norm"(%x, %s, %s) {axis = 1 : i64} : (tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  %1 = "nn.rms_norm"(%x, %t) : (tensor<2x3x4xf32>, tensor<4xf32>) -> tensor<2x3x4xf32>
  return %0, %1 : tensor<2x3x4xf32>, tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @movement
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x2x3xf32>
// CHECK: %[[T:.*]] = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%[[E]] : tensor<4x2x3xf32>) permutation = [2, 0, 1]
// CHECK: %[[SHAPE:.*]] = arith.constant dense<[4, 6]> : tensor<2xi64>
// CHECK: %[[R:.*]] = tensor.reshape %[[T]](%[[SHAPE]]) : (tensor<4x2x3xf32>, tensor<2xi64>) -> tensor<4x6xf32>
// CHECK: return %[[R]]
// LOOPS-LABEL: func.func @movement
// LOOPS: scf.for
// LOOPS: memref.reshape
func.func @movement(%x: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %0 = "nn.transpose"(%x) {perm = array<i64: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %1 = "nn.reshape"(%0) : (tensor<4x2x3xf32>) -> tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}

// -----

// squeeze, unsqueeze and flatten are reshapes; broadcast_to copies through
// the broadcasting map.
// CHECK-DAG: #[[BMAP:.*]] = affine_map<(d0, d1, d2) -> (0, d2)>
// CHECK-DAG: #[[BID:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @reshapes
// CHECK: tensor.reshape %arg0(%{{.*}}) : (tensor<2x1x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
// CHECK: tensor.reshape %{{.*}}(%{{.*}}) : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<2x3x1xf32>
// CHECK: tensor.reshape %{{.*}}(%{{.*}}) : (tensor<2x3x1xf32>, tensor<2xi64>) -> tensor<2x3xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x5x3xf32>
// CHECK: linalg.generic {indexing_maps = [#[[BMAP]], #[[BID]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x3xf32>) outs(%[[E]] : tensor<4x5x3xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[IN]] : f32
func.func @reshapes(%x: tensor<2x1x3xf32>, %y: tensor<1x3xf32>) -> (tensor<2x3xf32>, tensor<4x5x3xf32>) {
  %0 = "nn.squeeze"(%x) {axes = array<i64: 1>} : (tensor<2x1x3xf32>) -> tensor<2x3xf32>
  %1 = "nn.unsqueeze"(%0) {axes = array<i64: 2>} : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
  %2 = "nn.flatten"(%1) {axis = 1 : i64} : (tensor<2x3x1xf32>) -> tensor<2x3xf32>
  %3 = "nn.broadcast_to"(%y) : (tensor<1x3xf32>) -> tensor<4x5x3xf32>
  return %2, %3 : tensor<2x3xf32>, tensor<4x5x3xf32>
}

// -----

// split is one extract_slice per part.
// CHECK-LABEL: func.func @split
// CHECK: %[[P0:.*]] = tensor.extract_slice %arg0[0, 0] [2, 4] [1, 1] : tensor<6x4xi64> to tensor<2x4xi64>
// CHECK: %[[P1:.*]] = tensor.extract_slice %arg0[2, 0] [2, 4] [1, 1] : tensor<6x4xi64> to tensor<2x4xi64>
// CHECK: %[[P2:.*]] = tensor.extract_slice %arg0[4, 0] [2, 4] [1, 1] : tensor<6x4xi64> to tensor<2x4xi64>
// CHECK: return %[[P0]], %[[P1]], %[[P2]]
func.func @split(%x: tensor<6x4xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>) {
  %0:3 = "nn.split"(%x) : (tensor<6x4xi64>) -> (tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>)
  return %0#0, %0#1, %0#2 : tensor<2x4xi64>, tensor<2x4xi64>, tensor<2x4xi64>
}

// -----

// Positive steps: one strided extract_slice, its starts clamped as ONNX
// Slice clamps them. A negative step: a generic reading start + i * step.
// CHECK-LABEL: func.func @slice
// CHECK: %[[S:.*]] = tensor.extract_slice %arg0[0, 2] [3, 2] [2, 2] : tensor<6x5xi32> to tensor<3x2xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<6x3xi32>
// CHECK: linalg.generic {{.*}} outs(%[[E]] : tensor<6x3xi32>)
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[M1:.*]] = arith.constant -1 : index
// CHECK: %[[R:.*]] = arith.muli %[[I]], %[[M1]] : index
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[ROW:.*]] = arith.addi %[[R]], %[[C5]] : index
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: %[[M2:.*]] = arith.constant -2 : index
// CHECK: %[[C:.*]] = arith.muli %[[J]], %[[M2]] : index
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[COL:.*]] = arith.addi %[[C]], %[[C4]] : index
// CHECK: %[[X:.*]] = tensor.extract %arg0[%[[ROW]], %[[COL]]] : tensor<6x5xi32>
// CHECK: linalg.yield %[[X]] : i32
func.func @slice(%x: tensor<6x5xi32>) -> (tensor<3x2xi32>, tensor<6x3xi32>) {
  %0 = "nn.slice"(%x) {starts = array<i64: -100, -3>, ends = array<i64: 9223372036854775807, 9223372036854775807>, steps = array<i64: 2, 2>} : (tensor<6x5xi32>) -> tensor<3x2xi32>
  %1 = "nn.slice"(%x) {starts = array<i64: 100, 4>, ends = array<i64: -9223372036854775808, -9223372036854775808>, steps = array<i64: -1, -2>} : (tensor<6x5xi32>) -> tensor<6x3xi32>
  return %0, %1 : tensor<3x2xi32>, tensor<6x3xi32>
}

// -----

// constant: negative pads crop, then tensor.pad yields the value.
// reflect mirrors the index, edge clamps it.
// CHECK-LABEL: func.func @pad
// CHECK: %[[CROP:.*]] = tensor.extract_slice %arg0[0, 1] [2, 3] [1, 1] : tensor<3x4xf32> to tensor<2x3xf32>
// CHECK: %[[V:.*]] = arith.constant 1.500000e+00 : f32
// CHECK: %[[P:.*]] = tensor.pad %[[CROP]] low[2, 0] high[0, 2]
// CHECK: tensor.yield %[[V]] : f32
// CHECK: } : tensor<2x3xf32> to tensor<4x5xf32>
// CHECK: linalg.generic
// CHECK: arith.cmpi slt
// CHECK: arith.select
// CHECK: arith.cmpi sgt
// CHECK: arith.select
// CHECK: tensor.extract %arg0
// CHECK: linalg.generic
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: tensor.extract %arg0
func.func @pad(%x: tensor<3x4xf32>) -> (tensor<4x5xf32>, tensor<5x8xf32>, tensor<5x8xf32>) {
  %0 = "nn.pad"(%x) {pads = array<i64: 2, -1, -1, 2>, value = 1.5 : f32} : (tensor<3x4xf32>) -> tensor<4x5xf32>
  %1 = "nn.pad"(%x) {pads = array<i64: 1, 2, 1, 2>, mode = "reflect"} : (tensor<3x4xf32>) -> tensor<5x8xf32>
  %2 = "nn.pad"(%x) {pads = array<i64: 1, 2, 1, 2>, mode = "edge"} : (tensor<3x4xf32>) -> tensor<5x8xf32>
  return %0, %1, %2 : tensor<4x5xf32>, tensor<5x8xf32>, tensor<5x8xf32>
}

// -----

// gather is a generic over the result without inputs: it reads the index
// from a copy of the operand, wrapped (negative ones count from the end) and
// clamped into [0, 4) by one elementwise generic before it (IndexOperands.h;
// the check itself: runtime-checks.mlir), then data at that index. The copy
// is no input of the gather's generic, so elementwise fusion keeps it apart:
// clamped once per index, not once per element read.
// CHECK-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @gather
// CHECK: %[[SAFE:.*]] = linalg.generic {indexing_maps = [#[[ID2]], #[[ID2]]], {{.*}} ins(%arg1 : tensor<2x2xi32>) outs(%{{.*}} : tensor<2x2xi64>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: i32, %{{.*}}: i64):
// CHECK-NEXT: %[[V:.*]] = arith.extsi %[[IN]] : i32 to i64
// CHECK: %[[C4:.*]] = arith.constant 4 : i64
// CHECK: %[[C3:.*]] = arith.constant 3 : i64
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[V]]
// CHECK: %[[W:.*]] = arith.addi %[[V]], %[[C4]] : i64
// CHECK: %[[POS:.*]] = arith.select %[[NEG]], %[[W]], %[[V]] : i64
// CHECK: %[[LOW:.*]] = arith.maxsi %[[POS]], %{{.*}} : i64
// CHECK: arith.minsi %[[LOW]], %[[C3]] : i64
// CHECK: linalg.generic {indexing_maps = [#[[OUT]]], iterator_types = ["parallel", "parallel", "parallel"]} outs(
// CHECK-NEXT: ^bb0(%{{.*}}: f32):
// CHECK-NEXT: %[[J1:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[J2:.*]] = linalg.index 2 : index
// CHECK-NEXT: %[[AT:.*]] = tensor.extract %[[SAFE]][%[[J1]], %[[J2]]] : tensor<2x2xi64>
// CHECK-NEXT: %[[I0:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[I1:.*]] = arith.index_cast %[[AT]] : i64 to index
// CHECK-NEXT: tensor.extract %arg0[%[[I0]], %[[I1]]] : tensor<3x4xf32>
func.func @gather(%x: tensor<3x4xf32>, %i: tensor<2x2xi32>) -> tensor<3x2x2xf32> {
  %0 = "nn.gather"(%x, %i) {axis = -1 : i64} : (tensor<3x4xf32>, tensor<2x2xi32>) -> tensor<3x2x2xf32>
  return %0 : tensor<3x2x2xf32>
}

// -----

// tril keeps col - row <= diagonal, triu col - row >= diagonal.
// CHECK-LABEL: func.func @triangles
// CHECK: linalg.generic
// CHECK: %[[R:.*]] = linalg.index 1 : index
// CHECK: %[[C:.*]] = linalg.index 2 : index
// CHECK: %[[D:.*]] = arith.subi %[[C]], %[[R]] : index
// CHECK: %[[K:.*]] = arith.constant -1 : index
// CHECK: %[[KEEP:.*]] = arith.cmpi sle, %[[D]], %[[K]] : index
// CHECK: arith.select %[[KEEP]], %{{.*}}, %false : i1
// CHECK: linalg.generic
// CHECK: arith.constant 1 : index
// CHECK: arith.cmpi sge
// CHECK: arith.select {{.*}} : f32
func.func @triangles(%x: tensor<2x3x3xi1>, %y: tensor<4x5xf32>) -> (tensor<2x3x3xi1>, tensor<4x5xf32>) {
  %0 = "nn.tril"(%x) {diagonal = -1 : i64} : (tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
  %1 = "nn.triu"(%y) {diagonal = 1 : i64} : (tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0, %1 : tensor<2x3x3xi1>, tensor<4x5xf32>
}

// -----

// conv2d with groups = 1: the input padded with zero, a zero fill, the named
// convolution of its layout with strides and dilations.
// CHECK-LABEL: func.func @conv2d_plain
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: tensor.yield %[[Z]] : f32
// CHECK: } : tensor<1x3x7x7xf32> to tensor<1x3x9x9xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x4x4x4xf32>)
// CHECK: linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[P]], %arg1 : tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%[[F]] : tensor<1x4x4x4xf32>)
// CHECK-LABEL: func.func @conv2d_nhwc
// CHECK-NOT: tensor.pad
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x7x7x3xf32>, tensor<3x3x3x4xf32>)
func.func @conv2d_plain(%x: tensor<1x3x7x7xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x4x4xf32> {
  %0 = "nn.conv2d"(%x, %w) {strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x3x7x7xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}
func.func @conv2d_nhwc(%x: tensor<1x7x7x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
  %0 = "nn.conv2d"(%x, %w) {dilations = array<i64: 2, 2>, layout = "NHWC"} : (tensor<1x7x7x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %0 : tensor<1x3x3x4xf32>
}

// -----

// Depthwise: the weight loses its size-1 input channel, then the named
// depthwise convolution. Other groups: channels expanded into [groups, per
// group], one named op over (n, g, f, oh, ow, c, kh, kw), collapsed back:
// NCHW's linalg.conv_2d_ngchw_gfchw, NHWC's linalg.conv_2d_nhwgc_gfhwc,
// whose (g, f, kh, kw, c) weight is the HWIO weight transposed.
// CHECK-LABEL: func.func @conv2d_depthwise
// CHECK: %[[W:.*]] = tensor.collapse_shape %arg1 {{\[}}[0, 1], [2], [3]] : tensor<3x1x3x3xf32> into tensor<3x3x3xf32>
// CHECK: linalg.depthwise_conv_2d_nchw_chw {{.*}} ins(%arg0, %[[W]] : tensor<1x3x7x7xf32>, tensor<3x3x3xf32>)
// CHECK-LABEL: func.func @conv2d_depthwise_nhwc
// CHECK: tensor.collapse_shape %arg1 {{\[}}[0], [1], [2, 3]] : tensor<3x3x1x3xf32> into tensor<3x3x3xf32>
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc
// CHECK-LABEL: func.func @conv2d_groups
// CHECK: %[[I:.*]] = tensor.expand_shape %arg0 {{\[}}[0], [1, 2], [3], [4]] output_shape [1, 3, 2, 5, 5] : tensor<1x6x5x5xf32> into tensor<1x3x2x5x5xf32>
// CHECK: %[[K:.*]] = tensor.expand_shape %arg1 {{\[}}[0, 1], [2], [3], [4]] output_shape [3, 2, 2, 3, 3] : tensor<6x2x3x3xf32> into tensor<3x2x2x3x3xf32>
// CHECK: %[[G:.*]] = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[I]], %[[K]] : tensor<1x3x2x5x5xf32>, tensor<3x2x2x3x3xf32>) outs(%{{.*}} : tensor<1x3x2x3x3xf32>)
// CHECK: tensor.collapse_shape %[[G]] {{\[}}[0], [1, 2], [3], [4]] : tensor<1x3x2x3x3xf32> into tensor<1x6x3x3xf32>
// CHECK-LABEL: func.func @conv2d_groups_nhwc
// CHECK: %[[I:.*]] = tensor.expand_shape %arg0 {{\[}}[0], [1], [2], [3, 4]] output_shape [1, 5, 5, 3, 2] : tensor<1x5x5x6xf32> into tensor<1x5x5x3x2xf32>
// CHECK: %[[K:.*]] = tensor.expand_shape %arg1 {{\[}}[0], [1], [2], [3, 4]] output_shape [3, 3, 2, 3, 2] : tensor<3x3x2x6xf32> into tensor<3x3x2x3x2xf32>
// CHECK: %[[KT:.*]] = linalg.transpose ins(%[[K]] : tensor<3x3x2x3x2xf32>) outs(%{{.*}} : tensor<3x2x3x3x2xf32>) permutation = [3, 4, 0, 1, 2]
// CHECK: %[[G:.*]] = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%[[I]], %[[KT]] : tensor<1x5x5x3x2xf32>, tensor<3x2x3x3x2xf32>) outs(%{{.*}} : tensor<1x3x3x3x2xf32>)
// CHECK: tensor.collapse_shape %[[G]] {{\[}}[0], [1], [2], [3, 4]] : tensor<1x3x3x3x2xf32> into tensor<1x3x3x6xf32>
func.func @conv2d_depthwise(%x: tensor<1x3x7x7xf32>, %w: tensor<3x1x3x3xf32>) -> tensor<1x3x5x5xf32> {
  %0 = "nn.conv2d"(%x, %w) {groups = 3 : i64} : (tensor<1x3x7x7xf32>, tensor<3x1x3x3xf32>) -> tensor<1x3x5x5xf32>
  return %0 : tensor<1x3x5x5xf32>
}
func.func @conv2d_depthwise_nhwc(%x: tensor<1x7x7x3xf32>, %w: tensor<3x3x1x3xf32>) -> tensor<1x5x5x3xf32> {
  %0 = "nn.conv2d"(%x, %w) {groups = 3 : i64, layout = "NHWC"} : (tensor<1x7x7x3xf32>, tensor<3x3x1x3xf32>) -> tensor<1x5x5x3xf32>
  return %0 : tensor<1x5x5x3xf32>
}
func.func @conv2d_groups(%x: tensor<1x6x5x5xf32>, %w: tensor<6x2x3x3xf32>) -> tensor<1x6x3x3xf32> {
  %0 = "nn.conv2d"(%x, %w) {groups = 3 : i64} : (tensor<1x6x5x5xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x3x3xf32>
  return %0 : tensor<1x6x3x3xf32>
}
func.func @conv2d_groups_nhwc(%x: tensor<1x5x5x6xf32>, %w: tensor<3x3x2x6xf32>) -> tensor<1x3x3x6xf32> {
  %0 = "nn.conv2d"(%x, %w) {groups = 3 : i64, layout = "NHWC"} : (tensor<1x5x5x6xf32>, tensor<3x3x2x6xf32>) -> tensor<1x3x3x6xf32>
  return %0 : tensor<1x3x3x6xf32>
}

// -----

// max_pool2d (conversion/linalg/LowerMaxPool.c) on floats, without
// dilations, every window holding an input element: no padded copy, no
// named pooling op; one linalg.generic over (n, c, oh, kh, kw, ow), the
// window's loops before the output's innermost dim (here ow, in NCHW),
// reading the input with tensor.extract. ceil_mode's last window (3 rows
// from row 6 of 8) reads row 7 again for the row past the input (clamped,
// so the same window's element), not -inf padding.
// CHECK-DAG: #[[WIN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4)>
// CHECK-DAG: #[[OUTMAP:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>
// INSIDE-LABEL: func.func @max_pool2d_ceil
// INSIDE-NOT:    linalg.fill
// INSIDE:        linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
// INSIDE:          scf.for
// INSIDE-LABEL: func.func @max_pool2d_nhwc_f32
// INSIDE:        linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
// INSIDE:          scf.for
// CHECK-LABEL: func.func @max_pool2d_ceil
// CHECK-SAME:    (%[[X:.*]]: tensor<1x2x8x8xf32>)
// CHECK-NOT:     tensor.pad
// CHECK:         %[[INIT:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x2x4x4xf32>)
// CHECK:         linalg.generic {indexing_maps = [#[[WIN]], #[[OUTMAP]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "parallel"]} ins(%{{.*}} : tensor<3x3xf32>) outs(%[[INIT]] : tensor<1x2x4x4xf32>)
// CHECK:           %[[N:.*]] = linalg.index 0 : index
// CHECK:           %[[C:.*]] = linalg.index 1 : index
// CHECK:           %[[OH:.*]] = linalg.index 2 : index
// CHECK:           %[[H0:.*]] = arith.muli %[[OH]], %c2
// CHECK:           %[[KH:.*]] = linalg.index 3 : index
// CHECK:           %[[H:.*]] = arith.addi %[[H0]], %[[KH]] : index
// CHECK-NOT:       arith.maxsi
// CHECK:           %[[HC:.*]] = arith.minsi %[[H]], %c7
// CHECK:           %[[OW:.*]] = linalg.index 5 : index
// CHECK:           %[[W0:.*]] = arith.muli %[[OW]], %c2
// CHECK:           %[[KW:.*]] = linalg.index 4 : index
// CHECK:           %[[W:.*]] = arith.addi %[[W0]], %[[KW]] : index
// CHECK:           %[[WC:.*]] = arith.minsi %[[W]], %c7
// CHECK:           tensor.extract %[[X]][%[[N]], %[[C]], %[[HC]], %[[WC]]] : tensor<1x2x8x8xf32>
// CHECK:           arith.cmpf ogt
// CHECK-NOT:     linalg.pooling
// CHECK:         return
// Channels last: the loops are (n, oh, ow, c) and the input is read at
// (n, h, w, c); padding 1 and dilation 2 start the rows at ceil(max(0,
// 1 - oh) / 2); integers compare themselves from the type's minimum.
// CHECK-LABEL: func.func @max_pool2d_nhwc_i32
// CHECK-SAME:    (%[[X:.*]]: tensor<1x6x6x2xi32>)
// CHECK-NOT:     tensor.pad
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%{{.*}} : tensor<1x6x6x2xi32>)
// CHECK:           %[[N:.*]] = linalg.index 0 : index
// CHECK:           %[[C:.*]] = linalg.index 3 : index
// CHECK:           %[[OH:.*]] = linalg.index 1 : index
// CHECK:           %[[H0:.*]] = arith.subi %[[OH]], %c1
// CHECK:           %[[OW:.*]] = linalg.index 2 : index
// CHECK:           %[[W0:.*]] = arith.subi %[[OW]], %c1
// CHECK:           scf.for %[[KH:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %c-2147483648_i32) -> (i32)
// CHECK:             %[[DH:.*]] = arith.muli %[[KH]], %c2
// CHECK:             %[[H:.*]] = arith.addi %[[H0]], %[[DH]] : index
// CHECK:             scf.for %[[KW:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[BEST:.*]] = %{{.*}}) -> (i32)
// CHECK:               %[[DW:.*]] = arith.muli %[[KW]], %c2
// CHECK:               %[[W:.*]] = arith.addi %[[W0]], %[[DW]] : index
// CHECK:               %[[V:.*]] = tensor.extract %[[X]][%[[N]], %[[H]], %[[W]], %[[C]]] : tensor<1x6x6x2xi32>
// CHECK-NEXT:          %[[TAKE:.*]] = arith.cmpi sgt, %[[V]], %[[BEST]] : i32
// CHECK-NEXT:          arith.select %[[TAKE]], %[[V]], %[[BEST]] : i32
// CHECK-NOT:     linalg.pooling
// CHECK:         return
func.func @max_pool2d_ceil(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %0 = "nn.max_pool2d"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, ceil_mode = true} : (tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}
func.func @max_pool2d_nhwc_i32(%x: tensor<1x6x6x2xi32>) -> tensor<1x6x6x2xi32> {
  %0 = "nn.max_pool2d"(%x) {kernel = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, dilations = array<i64: 2, 2>, layout = "NHWC"} : (tensor<1x6x6x2xi32>) -> tensor<1x6x6x2xi32>
  return %0 : tensor<1x6x6x2xi32>
}

// -----

// Channels last on floats, no dilation, every window holding an input
// element: the window's loops go outside the channel loop, (n, oh, ow, kh,
// kw, c), so that the channels are the innermost loop; a window position in
// the padding reads the nearest input row or column (clamped, no test), and
// a later value replaces the maximum when greater or the first NaN.
// CHECK-DAG: #[[WIN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d5)>
// CHECK-LABEL: func.func @max_pool2d_nhwc_f32
// CHECK-SAME:    (%[[X:.*]]: tensor<1x8x8x16xf32>)
// CHECK-NOT:     tensor.pad
// CHECK:         %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK:         %[[INIT:.*]] = linalg.fill ins(%[[NEGINF]] : f32) outs(%{{.*}} : tensor<1x4x4x16xf32>)
// CHECK:         %[[WINDOW:.*]] = tensor.empty() : tensor<3x3xf32>
// CHECK:         linalg.generic {indexing_maps = [#[[WIN]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "parallel"]} ins(%[[WINDOW]] : tensor<3x3xf32>) outs(%[[INIT]] : tensor<1x4x4x16xf32>)
// CHECK-NEXT:    ^bb0(%{{.*}}: f32, %[[BEST:.*]]: f32):
// CHECK:           %[[OH:.*]] = linalg.index 1 : index
// CHECK:           %[[KH:.*]] = linalg.index 3 : index
// CHECK:           %[[H:.*]] = arith.addi %{{.*}}, %[[KH]] : index
// CHECK:           %[[HLO:.*]] = arith.maxsi %[[H]], %c0
// CHECK:           %[[HC:.*]] = arith.minsi %[[HLO]], %c7
// CHECK:           %[[V:.*]] = tensor.extract %[[X]][%{{.*}}, %[[HC]], %{{.*}}, %{{.*}}] : tensor<1x8x8x16xf32>
// CHECK-NEXT:      %[[GT:.*]] = arith.cmpf ogt, %[[V]], %[[BEST]] : f32
// CHECK-NEXT:      %[[VNAN:.*]] = arith.cmpf uno, %[[V]], %[[V]] : f32
// CHECK-NEXT:      %[[BNUM:.*]] = arith.cmpf ord, %[[BEST]], %[[BEST]] : f32
// CHECK-NEXT:      %[[NAN:.*]] = arith.andi %[[VNAN]], %[[BNUM]] : i1
// CHECK-NEXT:      %[[TAKE:.*]] = arith.ori %[[GT]], %[[NAN]] : i1
// CHECK-NEXT:      %[[R:.*]] = arith.select %[[TAKE]], %[[V]], %[[BEST]] : f32
// CHECK-NEXT:      linalg.yield %[[R]] : f32
// Dilated: the window-inside form, which clips each window instead.
// CHECK-LABEL: func.func @max_pool2d_nhwc_dilated
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
// CHECK:           scf.for
func.func @max_pool2d_nhwc_f32(%x: tensor<1x8x8x16xf32>) -> tensor<1x4x4x16xf32> {
  %0 = "nn.max_pool2d"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, layout = "NHWC"} : (tensor<1x8x8x16xf32>) -> tensor<1x4x4x16xf32>
  return %0 : tensor<1x4x4x16xf32>
}
func.func @max_pool2d_nhwc_dilated(%x: tensor<1x8x8x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = "nn.max_pool2d"(%x) {kernel = array<i64: 2, 2>, dilations = array<i64: 2, 2>, layout = "NHWC"} : (tensor<1x8x8x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<1x6x6x16xf32>
}

// -----

// avg_pool2d sums the zero-padded input, then divides by each window's
// divisor: the padding is not counted (corners 4, edges 6) or, with
// count_include_pad, is (9 everywhere).
// CHECK-DAG: #[[ID4:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[HW:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK-LABEL: func.func @avg_pool2d
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: %[[S:.*]] = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[P]], %{{.*}} : tensor<1x2x8x8xf32>, tensor<3x3xf32>)
// CHECK: %[[C:.*]] = arith.constant dense<{{\[}}[4.000000e+00, 6.000000e+00, 6.000000e+00], [6.000000e+00, 9.000000e+00, 9.000000e+00], [6.000000e+00, 9.000000e+00, 9.000000e+00]]> : tensor<3x3xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID4]], #[[HW]], #[[ID4]]], {{.*}}} ins(%[[S]], %[[C]] : tensor<1x2x3x3xf32>, tensor<3x3xf32>)
// CHECK: arith.divf
// CHECK: arith.constant dense<9.000000e+00> : tensor<3x3xf32>
func.func @avg_pool2d(%x: tensor<1x2x6x6xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>) {
  %0 = "nn.avg_pool2d"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x2x6x6xf32>) -> tensor<1x2x3x3xf32>
  %1 = "nn.avg_pool2d"(%x) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>, count_include_pad = true} : (tensor<1x2x6x6xf32>) -> tensor<1x2x3x3xf32>
  return %0, %1 : tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>
}

// -----

// global_avg_pool2d: H and W merged (tensor.reshape, which elementwise
// fusion does not fold back into loops of their own), a reduction over them
// into an [N, C] zero fill, then a division by H * W into the result, the
// sum read at (n, c).
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[SUM:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[READ:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @global_avg_pool2d
// CHECK: %[[FLAT:.*]] = tensor.reshape %{{.*}}(%{{.*}}) : (tensor<1x5x4x3xf32>, tensor<3xi64>) -> tensor<1x20x3xf32>
// CHECK: %[[ZERO:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x3xf32>)
// CHECK: %[[S:.*]] = linalg.generic {indexing_maps = [#[[IN]], #[[SUM]]], iterator_types = ["parallel", "reduction", "parallel"]} ins(%[[FLAT]] : tensor<1x20x3xf32>) outs(%[[ZERO]] : tensor<1x3xf32>)
// CHECK: arith.addf %{{.*}}, %{{.*}} fastmath<reassoc>
// CHECK: linalg.generic {indexing_maps = [#[[READ]], #[[OUT]]], {{.*}} ins(%[[S]] : tensor<1x3xf32>) outs(%{{.*}} : tensor<1x1x1x3xf32>)
// CHECK: arith.constant 2.000000e+01 : f32
// CHECK: arith.divf
func.func @global_avg_pool2d(%x: tensor<1x5x4x3xf32>) -> tensor<1x1x1x3xf32> {
  %0 = "nn.global_avg_pool2d"(%x) {layout = "NHWC"} : (tensor<1x5x4x3xf32>) -> tensor<1x1x1x3xf32>
  return %0 : tensor<1x1x1x3xf32>
}
