// RUN: nn-opt %s --split-input-file --fuse-ops | FileCheck %s
// Idempotence: fused functions are left alone, and nothing else can fuse.
// RUN: nn-opt %s --split-input-file --fuse-ops | nn-opt --split-input-file --fuse-ops | FileCheck %s

// A chain of elementwise ops becomes one kernel.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[R:.*]] = call @fused_relu_exp_tanh_sigmoid(%[[X]]) : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %[[R]]
// CHECK: func.func private @fused_relu_exp_tanh_sigmoid(%[[A:.*]]: tensor<4x8xf32>) -> tensor<4x8xf32> attributes {nn.fused, nn.fusion_kind = "elementwise"}
// CHECK-NEXT: %[[V0:.*]] = "nn.relu"(%[[A]])
// CHECK-NEXT: %[[V1:.*]] = "nn.exp"(%[[V0]])
// CHECK-NEXT: %[[V2:.*]] = "nn.tanh"(%[[V1]])
// CHECK-NEXT: %[[V3:.*]] = "nn.sigmoid"(%[[V2]])
// CHECK-NEXT: return %[[V3]]
func.func @chain(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.exp"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "nn.tanh"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = "nn.sigmoid"(%2) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}

// -----

// conv2d takes its bias and activation as an epilogue: bias_add reads the
// conv result at the conv's own shape, an elementwise edge.
// CHECK-LABEL: func.func @conv_bias_relu
// CHECK-SAME: (%[[X:.*]]: tensor<1x3x8x8xf32>, %[[W:.*]]: tensor<4x3x3x3xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: call @fused_conv2d_bias_add_relu(%[[X]], %[[W]], %[[B]])
// CHECK: func.func private @fused_conv2d_bias_add_relu({{.*}}) -> tensor<1x4x6x6xf32> attributes {nn.fused, nn.fusion_kind = "out_elementwise_fusable"}
// CHECK-NEXT: "nn.conv2d"
// CHECK-NEXT: "nn.bias_add"
// CHECK-NEXT: "nn.relu"
// CHECK-NEXT: return
func.func @conv_bias_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32>
  %1 = "nn.bias_add"(%0, %b) : (tensor<1x4x6x6xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  %2 = "nn.relu"(%1) : (tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %2 : tensor<1x4x6x6xf32>
}

// -----

// The same with an element type change: dequantize reads the i32 sums at
// their own shape (an elementwise edge whatever the types), quantize the
// floats; the whole int8 conv is one kernel.
// CHECK-LABEL: func.func @conv_dequantize_quantize
// CHECK-NEXT: call @fused_conv2d_dequantize_quantize(
// CHECK: func.func private @fused_conv2d_dequantize_quantize({{.*}}) -> tensor<1x4x6x6xi8> attributes {nn.fused, nn.fusion_kind = "out_elementwise_fusable"}
// CHECK-NEXT: "nn.conv2d"
// CHECK-NEXT: "nn.dequantize"
// CHECK-NEXT: "nn.quantize"
// CHECK-NEXT: return
func.func @conv_dequantize_quantize(%x: tensor<1x3x8x8xi32>, %w: tensor<4x3x3x3xi32>, %s: tensor<4xf32>, %z: tensor<4xi32>, %sy: tensor<f32>, %zy: tensor<i8>) -> tensor<1x4x6x6xi8> {
  %0 = "nn.conv2d"(%x, %w) : (tensor<1x3x8x8xi32>, tensor<4x3x3x3xi32>) -> tensor<1x4x6x6xi32>
  %1 = "nn.dequantize"(%0, %s, %z) : (tensor<1x4x6x6xi32>, tensor<4xf32>, tensor<4xi32>) -> tensor<1x4x6x6xf32>
  %2 = "nn.quantize"(%1, %sy, %zy) : (tensor<1x4x6x6xf32>, tensor<f32>, tensor<i8>) -> tensor<1x4x6x6xi8>
  return %2 : tensor<1x4x6x6xi8>
}

// -----

// CHECK-LABEL: func.func @matmul_bias_gelu
// CHECK-NEXT: call @fused_matmul_bias_add_gelu
// CHECK-NEXT: return
// CHECK: func.func private @fused_matmul_bias_add_gelu({{.*}}) -> tensor<8x32xf32> attributes {nn.fused, nn.fusion_kind = "out_elementwise_fusable"}
func.func @matmul_bias_gelu(%x: tensor<8x64xf32>, %w: tensor<64x32xf32>, %b: tensor<32xf32>) -> tensor<8x32xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<8x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
  %2 = "nn.gelu"(%1) : (tensor<8x32xf32>) -> tensor<8x32xf32>
  return %2 : tensor<8x32xf32>
}

// -----

// A diamond that reconverges fuses whole: both paths end at the add.
// CHECK-LABEL: func.func @diamond
// CHECK-NEXT: call @fused_relu_exp_tanh_add
// CHECK-NEXT: return
// CHECK: func.func private @fused_relu_exp_tanh_add({{.*}}) -> {{.*}} attributes {nn.fused, nn.fusion_kind = "broadcast"}
// CHECK-NEXT: %[[R:.*]] = "nn.relu"
// CHECK-NEXT: %[[E:.*]] = "nn.exp"(%[[R]])
// CHECK-NEXT: %[[T:.*]] = "nn.tanh"(%[[R]])
// CHECK-NEXT: %[[S:.*]] = "nn.add"(%[[E]], %[[T]])
// CHECK-NEXT: return %[[S]]
func.func @diamond(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.exp"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "nn.tanh"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = "nn.add"(%1, %2) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %3 : tensor<4x8xf32>
}

// -----

// %1 has two consumers whose paths never meet again: it ends its group,
// which both later groups read; tanh stays alone since its result leaves.
// CHECK-LABEL: func.func @two_consumers
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[W:.*]]: tensor<8x8xf32>)
// CHECK-NEXT: %[[G:.*]] = call @fused_relu_exp(%[[X]])
// CHECK-NEXT: %[[T:.*]] = "nn.tanh"(%[[G]])
// CHECK-NEXT: %[[M:.*]] = call @fused_matmul_sigmoid(%[[G]], %[[W]])
// CHECK-NEXT: return %[[T]], %[[M]]
func.func @two_consumers(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.exp"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "nn.tanh"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = "nn.matmul"(%1, %w) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %4 = "nn.sigmoid"(%3) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2, %4 : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// A reduction takes its elementwise producers and ends the group.
// CHECK-LABEL: func.func @reduction
// CHECK-NEXT: %[[S:.*]] = call @fused_exp_mul_reduce_sum
// CHECK-NEXT: "nn.sqrt"(%[[S]])
// CHECK: func.func private @fused_exp_mul_reduce_sum({{.*}}) -> tensor<4xf32> attributes {nn.fused, nn.fusion_kind = "reduction"}
func.func @reduction(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %0 = "nn.exp"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.mul"(%0, %0) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "nn.reduce_sum"(%1) {axes = array<i64: 1>} : (tensor<4x8xf32>) -> tensor<4xf32>
  %3 = "nn.sqrt"(%2) : (tensor<4xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}

// -----

// An injective op between elementwise ops joins them.
// CHECK-LABEL: func.func @injective_between
// CHECK: func.func private @fused_relu_transpose_exp({{.*}}) -> tensor<8x4xf32> attributes {nn.fused, nn.fusion_kind = "injective"}
func.func @injective_between(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.transpose"(%0) {perm = array<i64: 1, 0>} : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %2 = "nn.exp"(%1) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %2 : tensor<8x4xf32>
}

// -----

// softmax takes an elementwise epilogue, here a cast.
// CHECK-LABEL: func.func @softmax_cast
// CHECK: func.func private @fused_softmax_cast({{.*}}) -> tensor<4x8xf16> attributes {nn.fused, nn.fusion_kind = "out_elementwise_fusable"}
func.func @softmax_cast(%x: tensor<4x8xf32>) -> tensor<4x8xf16> {
  %0 = "nn.softmax"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.cast"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf16>
  return %1 : tensor<4x8xf16>
}

// -----

// Data movement fuses among itself, tensor.concat included; long groups get
// shortened names.
// CHECK-LABEL: func.func @movement
// CHECK-NEXT: call @fused_transpose_transpose_concat_and_2_more
// CHECK: func.func private @fused_transpose_transpose_concat_and_2_more({{.*}}) -> tensor<4x4xf32> attributes {nn.fused, nn.fusion_kind = "injective"}
// CHECK-NEXT: "nn.transpose"
// CHECK-NEXT: "nn.transpose"
// CHECK-NEXT: tensor.concat
// CHECK-NEXT: "nn.reshape"
// CHECK-NEXT: "nn.relu"
func.func @movement(%a: tensor<2x3xf32>, %b: tensor<2x5xf32>) -> tensor<4x4xf32> {
  %0 = "nn.transpose"(%a) {perm = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = "nn.transpose"(%b) {perm = array<i64: 1, 0>} : (tensor<2x5xf32>) -> tensor<5x2xf32>
  %2 = tensor.concat dim(0) %0, %1 : (tensor<3x2xf32>, tensor<5x2xf32>) -> tensor<8x2xf32>
  %3 = "nn.reshape"(%2) : (tensor<8x2xf32>) -> tensor<4x4xf32>
  %4 = "nn.relu"(%3) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %4 : tensor<4x4xf32>
}

// -----

// Out_elementwise_fusable ops never share a group, and a conv epilogue stops
// before an injective or reduction consumer.
// CHECK-LABEL: func.func @two_anchors
// CHECK-NEXT: %[[C:.*]] = call @fused_matmul_relu(
// CHECK-NEXT: %[[T:.*]] = "nn.transpose"(%[[C]])
// CHECK-NEXT: %[[M:.*]] = "nn.matmul"(%[[T]],
// CHECK-NEXT: %[[S:.*]] = "nn.softmax"(%[[M]])
// CHECK-NEXT: return %[[S]]
func.func @two_anchors(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = "nn.relu"(%0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = "nn.transpose"(%1) {perm = array<i64: 1, 0>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = "nn.matmul"(%2, %w) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %4 = "nn.softmax"(%3) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %4 : tensor<4x4xf32>
}

// -----

// Scalar constants are cloned into the kernel; larger ones are arguments, in
// order of first use.
// CHECK-LABEL: func.func @constants
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[BIG:.*]] = arith.constant dense<1.000000e+00> : tensor<4x8xf32>
// CHECK-NEXT: call @fused_mul_add_relu(%[[X]], %[[BIG]])
// CHECK-NOT: arith.constant
// CHECK: func.func private @fused_mul_add_relu(%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[S:.*]] = arith.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[M:.*]] = "nn.mul"(%[[A]], %[[S]])
// CHECK-NEXT: "nn.add"(%[[M]], %[[B]])
func.func @constants(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = arith.constant dense<2.0> : tensor<f32>
  %big = arith.constant dense<1.0> : tensor<4x8xf32>
  %0 = "nn.mul"(%x, %s) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %1 = "nn.add"(%0, %big) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "nn.relu"(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// -----

// Two functions in one module are both fused; names stay unique.
// CHECK-LABEL: func.func @first
// CHECK-NEXT: call @fused_relu_exp(
// CHECK-LABEL: func.func private @fused_relu_exp(
// CHECK-LABEL: func.func @second
// CHECK-NEXT: call @fused_relu_exp_0(
// CHECK-LABEL: func.func private @fused_relu_exp_0(
func.func @first(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "nn.exp"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @second(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "nn.exp"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// No-ops: single ops stay in place, functions without nn ops and functions
// already marked nn.fused are left alone.
// CHECK-LABEL: func.func @single
// CHECK-NEXT: "nn.relu"
// CHECK-NEXT: return
// CHECK-LABEL: func.func @no_nn
// CHECK-NEXT: arith.addf
// CHECK-LABEL: func.func private @already_fused
// CHECK-NEXT: "nn.relu"
// CHECK-NEXT: "nn.exp"
// CHECK-NEXT: return
// CHECK-NOT: func.func
func.func @single(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @no_nn(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  return %0 : f32
}
func.func private @already_fused(%x: tensor<4xf32>) -> tensor<4xf32> attributes {nn.fused, nn.fusion_kind = "elementwise"} {
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "nn.exp"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// An op with several results (nn.split) fuses like any other.
// CHECK-LABEL: func.func @split
// CHECK-NEXT: call @fused_relu_split_add_exp(
// CHECK: func.func private @fused_relu_split_add_exp({{.*}}) -> {{.*}} attributes {nn.fused, nn.fusion_kind = "injective"}
// CHECK-NEXT: "nn.relu"
// CHECK-NEXT: %[[S:.*]]:2 = "nn.split"
// CHECK-NEXT: "nn.add"(%[[S]]#0, %[[S]]#1)
func.func @split(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1:2 = "nn.split"(%0) {axis = 1 : i64} : (tensor<4x8xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  %2 = "nn.add"(%1#0, %1#1) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = "nn.exp"(%2) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %3 : tensor<4x4xf32>
}

// -----

// Each block is a graph of its own: the body of a loop and the blocks of a
// CFG fuse separately, and values crossing into them are arguments.
// CHECK-LABEL: func.func @regions
// CHECK: %[[R:.*]] = "nn.relu"
// CHECK: scf.for {{.*}} iter_args(%[[A:.*]] = %[[R]])
// CHECK-NEXT: %[[F:.*]] = func.call @fused_exp_tanh(%[[A]])
// CHECK-NEXT: scf.yield %[[F]]
// CHECK: "nn.sigmoid"
// CHECK: ^bb1:
// CHECK-NEXT: call @fused_exp_tanh_0(%[[R]])
func.func @regions(%x: tensor<4xf32>, %n: index, %c: i1) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = "nn.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> tensor<4xf32> {
    %1 = "nn.exp"(%a) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "nn.tanh"(%1) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %2 : tensor<4xf32>
  }
  %3 = "nn.sigmoid"(%r) : (tensor<4xf32>) -> tensor<4xf32>
  cf.cond_br %c, ^a, ^b
^a:
  %4 = "nn.exp"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %5 = "nn.tanh"(%4) : (tensor<4xf32>) -> tensor<4xf32>
  return %5 : tensor<4xf32>
^b:
  return %3 : tensor<4xf32>
}

// -----

// A group whose results nothing reads is left in place for --nn-simplify to
// remove: outlined, its call would keep dead work alive.
// CHECK-LABEL: func.func @dead_group
// CHECK-NEXT: %[[R:.*]] = call @fused_relu_tanh(
// CHECK-NEXT: "nn.transpose"
// CHECK-NEXT: "nn.exp"
// CHECK-NEXT: return %[[R]]
func.func @dead_group(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "nn.relu"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = "nn.tanh"(%0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = "nn.transpose"(%1) {perm = array<i64: 1, 0>} : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %3 = "nn.exp"(%2) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %1 : tensor<4x8xf32>
}
