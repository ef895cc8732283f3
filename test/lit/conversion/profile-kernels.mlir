// --nn-profile-kernels: each kernel of an entry (a call of a fused group, an
// op left in the entry) between nn_profile_begin(id) and nn_profile_end(id),
// and the module's table of kernels (entry, name, locations, bytes); views,
// constants and private functions' bodies are left alone.
// RUN: nn-opt %s --split-input-file --verify-diagnostics --nn-profile-kernels | FileCheck %s
// Idempotent: a module with a table is profiled already.
// RUN: nn-opt %s --split-input-file --verify-diagnostics --nn-profile-kernels | nn-opt --split-input-file --nn-profile-kernels | FileCheck %s
// --nn-profile-flops fills in the FLOPs from the linalg ops.
// RUN: nn-opt %s --split-input-file --verify-diagnostics --nn-profile-kernels --convert-nn-to-linalg --nn-profile-flops | FileCheck %s --check-prefix=FLOPS
// --nn-profile-flops alone, on a module without the table: nothing to do.
// RUN: nn-opt %s --split-input-file --convert-nn-to-linalg --nn-profile-flops | FileCheck %s --check-prefix=UNPROFILED
// UNPROFILED-NOT: nn.profile_kernels
// UNPROFILED-NOT: nn_profile_begin
// UNPROFILED: func.func @main

// The table, in id order: matmul + bias_add + relu in one group
// (2*8*64*32 + 256 + 256 FLOPs), then the softmax left in the entry
// (max, subtract, exp, sum, divide: 5 per element), then the transpose (no
// arithmetic). Bytes: operands and results once each (x 2048, w 8192, b 128,
// result 1024; the reshape is a view and no kernel).
// CHECK: module attributes {nn.profile_kernels = [
// CHECK-SAME: {bytes = 11392 : i64, entry = "main", flops = -1 : i64, locations = "{{[^",]*}}:{{[0-9]+}}:{{[0-9]+}}, {{[^",]*}}:{{[0-9]+}}:{{[0-9]+}}, {{[^",]*}}:{{[0-9]+}}:{{[0-9]+}}", name = "fused_matmul_bias_add_relu"},
// CHECK-SAME: {bytes = 2048 : i64, entry = "main", flops = -1 : i64, locations = "softmax", name = "nn.softmax"},
// CHECK-SAME: {bytes = 2048 : i64, entry = "main", flops = -1 : i64, locations = "{{[^",]*}}:{{[0-9]+}}:{{[0-9]+}}", name = "nn.transpose"}]}
// CHECK-DAG: func.func private @nn_profile_begin(i32)
// CHECK-DAG: func.func private @nn_profile_end(i32)
// CHECK-LABEL: func.func @main
// CHECK: %[[ID0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: call @nn_profile_begin(%[[ID0]])
// CHECK-NEXT: %[[Y:.*]] = call @fused_matmul_bias_add_relu
// CHECK-NEXT: call @nn_profile_end(%[[ID0]])
// CHECK-NEXT: %[[ID1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: call @nn_profile_begin(%[[ID1]])
// CHECK-NEXT: %[[S:.*]] = "nn.softmax"(%[[Y]])
// CHECK-NEXT: call @nn_profile_end(%[[ID1]])
// CHECK-NEXT: %[[R:.*]] = "nn.reshape"(%[[S]])
// CHECK-NEXT: %[[ID2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: call @nn_profile_begin(%[[ID2]])
// CHECK-NEXT: %[[T:.*]] = "nn.transpose"(%[[R]])
// CHECK-NEXT: call @nn_profile_end(%[[ID2]])
// CHECK-NEXT: return %[[T]]
// CHECK-LABEL: func.func private @fused_matmul_bias_add_relu
// CHECK-NOT: nn_profile
// CHECK: return
// FLOPS: nn.profile_kernels = [
// FLOPS-SAME: flops = 33280 : i64
// FLOPS-SAME: flops = 1280 : i64
// FLOPS-SAME: flops = 0 : i64
func.func @main(%x: tensor<8x64xf32>, %w: tensor<64x32xf32>, %b: tensor<32xf32>) -> tensor<32x8xf32> {
  %0 = call @fused_matmul_bias_add_relu(%x, %w, %b) : (tensor<8x64xf32>, tensor<64x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
  %1 = "nn.softmax"(%0) {axis = 1 : i64} : (tensor<8x32xf32>) -> tensor<8x32xf32> loc("softmax")
  %2 = "nn.reshape"(%1) : (tensor<8x32xf32>) -> tensor<8x32xf32>
  %3 = "nn.transpose"(%2) {perm = array<i64: 1, 0>} : (tensor<8x32xf32>) -> tensor<32x8xf32>
  return %3 : tensor<32x8xf32>
}
func.func private @fused_matmul_bias_add_relu(%x: tensor<8x64xf32>, %w: tensor<64x32xf32>, %b: tensor<32xf32>) -> tensor<8x32xf32> attributes {nn.fused, nn.fusion_kind = "out_elementwise_fusable"} {
  %0 = "nn.matmul"(%x, %w) : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 1 : i64} : (tensor<8x32xf32>, tensor<32xf32>) -> tensor<8x32xf32>
  %2 = "nn.relu"(%1) : (tensor<8x32xf32>) -> tensor<8x32xf32>
  return %2 : tensor<8x32xf32>
}

// -----

// Two entries, a constant and a convolution: ids run on across entries; a
// constant is no kernel, but the bytes of a kernel count the constant it
// reads (x 768, w 432, result 1024 bytes). conv 1x3x8x8 by 4x3x3x3
// (padding 1): 2*4*8*8*27 FLOPs.
// CHECK: nn.profile_kernels = [
// CHECK-SAME: {bytes = 2224 : i64, entry = "conv", flops = -1 : i64, locations = "conv", name = "nn.conv2d"},
// CHECK-SAME: {bytes = 24 : i64, entry = "relu", flops = -1 : i64, locations = "relu", name = "nn.relu"},
// CHECK-SAME: {bytes = 48 : i64, entry = "ints", flops = -1 : i64, locations = "iadd", name = "nn.add"}]
// CHECK-LABEL: func.func @conv
// CHECK: arith.constant dense
// CHECK-NEXT: arith.constant 0 : i32
// CHECK-NEXT: call @nn_profile_begin
// CHECK-NEXT: "nn.conv2d"
// CHECK-NEXT: call @nn_profile_end
// CHECK-LABEL: func.func @relu
// CHECK: arith.constant 1 : i32
// FLOPS: nn.profile_kernels = [
// FLOPS-SAME: flops = 13824 : i64
// FLOPS-SAME: flops = 3 : i64
// Integer arithmetic is no floating-point op.
// FLOPS-SAME: flops = 0 : i64
func.func @conv(%x: tensor<1x3x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %w = arith.constant dense<1.0> : tensor<4x3x3x3xf32>
  %0 = "nn.conv2d"(%x, %w) {padding = array<i64: 1, 1, 1, 1>} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> loc("conv")
  return %0 : tensor<1x4x8x8xf32>
}
func.func @relu(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "nn.relu"(%x) : (tensor<3xf32>) -> tensor<3xf32> loc("relu")
  return %0 : tensor<3xf32>
}
func.func @ints(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "nn.add"(%x, %y) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc("iadd")
  return %0 : tensor<4xi32>
}

// -----

// No entry: an empty table, and nothing else changes.
// CHECK: module attributes {nn.profile_kernels = []}
// CHECK-LABEL: func.func private @helper
// CHECK-NOT: nn_profile_begin(
// CHECK: "nn.relu"
func.func private @helper(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "nn.relu"(%x) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// The markers' names are taken: an error at the symbol that holds one.
// expected-error@+1 {{'@nn_profile_begin' is a name --nn-profile-kernels needs for its markers: rename this symbol}}
func.func @nn_profile_begin(%x: i32) {
  return
}
