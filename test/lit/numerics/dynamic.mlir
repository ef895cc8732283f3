// Entries with dynamic dims, each compiled once and run at two shapes
// against float64 NumPy references (Inputs/make_dynamic.py): broadcasting
// against a static operand, a matmul with its epilogue, layer_norm,
// softmax, a mean and a transpose over dims that inputs' nn.dims name, a
// batched matmul and argmax along a dynamic batch, self-attention
// (reshapes into heads and back, batched matmuls over [batch, heads, seq]),
// a small CNN with a dynamic batch (convolutions, max, average and global
// pools, flatten, a matmul; reference PyTorch), masks over a dynamic
// sequence (tril, triu, tensor.concat, broadcast_to), a split, a slice
// and a pad of dynamic rows, per-channel quantize, dequantize and PReLU of
// dynamic rows, and a one-hot of ids of any shape.
// RUN: nn-run %s --entry elementwise --input %S/Inputs/dynamic/elementwise_3_{0,1,2}.npy --check %S/Inputs/dynamic/elementwise_3_3.npy | FileCheck %s
// RUN: nn-run %s --entry elementwise --input %S/Inputs/dynamic/elementwise_17_{0,1,2}.npy --check %S/Inputs/dynamic/elementwise_17_3.npy | FileCheck %s
// RUN: nn-run %s --entry block --input %S/Inputs/dynamic/block_2x5_{0,1,2,3,4}.npy --check %S/Inputs/dynamic/block_2x5_out{0,1,2}.npy --rtol 1e-4 --atol 1e-6 | FileCheck %s --check-prefix=THREE
// RUN: nn-run %s --entry block --input %S/Inputs/dynamic/block_1x9_{0,1,2,3,4}.npy --check %S/Inputs/dynamic/block_1x9_out{0,1,2}.npy --rtol 1e-4 --atol 1e-6 | FileCheck %s --check-prefix=THREE
// RUN: nn-run %s --entry batched --input %S/Inputs/dynamic/batched_1_{0,1}.npy --check %S/Inputs/dynamic/batched_1_out{0,1}.npy --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry batched --input %S/Inputs/dynamic/batched_6_{0,1}.npy --check %S/Inputs/dynamic/batched_6_out{0,1}.npy --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry attention --input %S/Inputs/dynamic/attention_2x3_0.npy --check %S/Inputs/dynamic/attention_2x3_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %s --entry attention --input %S/Inputs/dynamic/attention_1x7_0.npy --check %S/Inputs/dynamic/attention_1x7_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %s --entry cnn --input %S/Inputs/dynamic/cnn_1_{0,1,2,3,4}.npy --check %S/Inputs/dynamic/cnn_1_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s
// RUN: nn-run %s --entry cnn --input %S/Inputs/dynamic/cnn_3_{0,1,2,3,4}.npy --check %S/Inputs/dynamic/cnn_3_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s
// RUN: nn-run %s --entry masks --input %S/Inputs/dynamic/masks_3_0.npy --check %S/Inputs/dynamic/masks_3_out{0,1,2}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=THREE
// RUN: nn-run %s --entry masks --input %S/Inputs/dynamic/masks_6_0.npy --check %S/Inputs/dynamic/masks_6_out{0,1,2}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=THREE
// RUN: nn-run %s --entry embedding --input %S/Inputs/dynamic/embedding_1x5_{0,1}.npy --check %S/Inputs/dynamic/embedding_1x5_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %s --entry embedding --input %S/Inputs/dynamic/embedding_3x2_{0,1}.npy --check %S/Inputs/dynamic/embedding_3x2_out.npy --rtol 0 --atol 0 | FileCheck %s
// With static copies (nn-run --specialize): the call at 2x5 runs the copy
// for those sizes, the one at 1x9 the dynamic code; both match NumPy.
// RUN: nn-run %s --entry block --specialize "batch=2,seq=5;seq=3" --input %S/Inputs/dynamic/block_2x5_{0,1,2,3,4}.npy --check %S/Inputs/dynamic/block_2x5_out{0,1,2}.npy --rtol 1e-4 --atol 1e-6 | FileCheck %s --check-prefix=THREE
// RUN: nn-run %s --entry block --specialize "batch=2,seq=5;seq=3" --input %S/Inputs/dynamic/block_1x9_{0,1,2,3,4}.npy --check %S/Inputs/dynamic/block_1x9_out{0,1,2}.npy --rtol 1e-4 --atol 1e-6 | FileCheck %s --check-prefix=THREE
// The copy is what runs at its sizes: its kernels' bytes and FLOPs are
// counted at compile time, where the dynamic code's are '?'.
// RUN: nn-run %s --entry block --specialize "batch=2,seq=5" --input %S/Inputs/dynamic/block_2x5_{0,1,2,3,4}.npy --profile --bench 1 | FileCheck %s --check-prefix=COPY
// RUN: nn-run %s --entry block --specialize "batch=2,seq=5" --input %S/Inputs/dynamic/block_1x9_{0,1,2,3,4}.npy --profile --bench 1 | FileCheck %s --check-prefix=DYNAMIC
// COPY: {{^ +[0-9.]+ +[0-9.]+% +[0-9]+ +[0-9.]+ +[0-9.]+ +[0-9.]+ }}{{.*}}nn.matmul
// DYNAMIC: {{^ +[0-9.]+ +[0-9.]+% +[0-9]+ +[0-9.]+ +\? +\? }}{{.*}}nn.matmul
// RUN: nn-run %s --entry quantized --input %S/Inputs/dynamic/quantized_3_{0,1,2,3}.npy --check %S/Inputs/dynamic/quantized_3_out{0,1}.npy --rtol 1e-6 --atol 1e-7 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry quantized --input %S/Inputs/dynamic/quantized_8_{0,1,2,3}.npy --check %S/Inputs/dynamic/quantized_8_out{0,1}.npy --rtol 1e-6 --atol 1e-7 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %s --entry onehot --input %S/Inputs/dynamic/onehot_2x3_{0,1}.npy --check %S/Inputs/dynamic/onehot_2x3_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %s --entry onehot --input %S/Inputs/dynamic/onehot_1x6_{0,1}.npy --check %S/Inputs/dynamic/onehot_1x6_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %s --entry movement --input %S/Inputs/dynamic/movement_2_0.npy --check %S/Inputs/dynamic/movement_2_out{0,1,2}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=THREE
// RUN: nn-run %s --entry movement --input %S/Inputs/dynamic/movement_5_0.npy --check %S/Inputs/dynamic/movement_5_out{0,1,2}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=THREE
// The same entries fused (--fuse-ops), at one shape each: the groups that
// nn-tile-fused leaves whole are inlined before bufferization.
// RUN: nn-opt %s --fuse-ops -o %t.fused.mlir
// RUN: nn-run %t.fused.mlir --entry elementwise --input %S/Inputs/dynamic/elementwise_17_{0,1,2}.npy --check %S/Inputs/dynamic/elementwise_17_3.npy | FileCheck %s
// RUN: nn-run %t.fused.mlir --entry block --input %S/Inputs/dynamic/block_1x9_{0,1,2,3,4}.npy --check %S/Inputs/dynamic/block_1x9_out{0,1,2}.npy --rtol 1e-4 --atol 1e-6 | FileCheck %s --check-prefix=THREE
// RUN: nn-run %t.fused.mlir --entry batched --input %S/Inputs/dynamic/batched_6_{0,1}.npy --check %S/Inputs/dynamic/batched_6_out{0,1}.npy --rtol 1e-5 --atol 1e-5 | FileCheck %s --check-prefix=TWO
// RUN: nn-run %t.fused.mlir --entry attention --input %S/Inputs/dynamic/attention_1x7_0.npy --check %S/Inputs/dynamic/attention_1x7_out.npy --rtol 1e-5 --atol 1e-6 | FileCheck %s
// RUN: nn-run %t.fused.mlir --entry cnn --input %S/Inputs/dynamic/cnn_3_{0,1,2,3,4}.npy --check %S/Inputs/dynamic/cnn_3_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %s
// RUN: nn-run %t.fused.mlir --entry masks --input %S/Inputs/dynamic/masks_6_0.npy --check %S/Inputs/dynamic/masks_6_out{0,1,2}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=THREE
// RUN: nn-run %t.fused.mlir --entry embedding --input %S/Inputs/dynamic/embedding_3x2_{0,1}.npy --check %S/Inputs/dynamic/embedding_3x2_out.npy --rtol 0 --atol 0 | FileCheck %s
// RUN: nn-run %t.fused.mlir --entry movement --input %S/Inputs/dynamic/movement_5_0.npy --check %S/Inputs/dynamic/movement_5_out{0,1,2}.npy --rtol 0 --atol 0 | FileCheck %s --check-prefix=THREE
// CHECK: result #0: {{.*}}: ok
// TWO-COUNT-2: {{.*}}: ok
// THREE-COUNT-3: {{.*}}: ok

// Sizes that disagree are an error before any kernel runs, naming the op.
// RUN: not nn-run %s --entry elementwise --input %S/Inputs/dynamic/elementwise_3_0.npy %S/Inputs/dynamic/elementwise_17_1.npy %S/Inputs/dynamic/elementwise_3_2.npy 2>&1 | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: nn-run: @elementwise: the inputs' sizes disagree: input#0[0] is 3, input#1[0] is 17, and 'nn.add' at {{.*}}dynamic.mlir:[[@LINE+9]]:8 needs them equal

// An id out of range in positions of dynamic shape: the run-time check
// names it by the input's own shape, and nn-run exits with 3.
// RUN: not nn-run %s --entry embedding --input %S/Inputs/dynamic/embedding_1x5_0.npy %S/Inputs/dynamic/embedding_bad.npy 2>&1 | FileCheck %s --check-prefix=BAD-ID
// BAD-ID: nn-run: @embedding: input #1 failed a run-time check: 'nn.gather' at {{.*}}: indices[1, 2] = 50 is out of range [-50, 50)

func.func @elementwise(%x: tensor<?x64xf32>, %y: tensor<?x64xf32>,
                       %b: tensor<64xf32>) -> tensor<?x64xf32> {
  %0 = "nn.add"(%x, %y) : (tensor<?x64xf32>, tensor<?x64xf32>) -> tensor<?x64xf32>
  %1 = "nn.relu"(%0) : (tensor<?x64xf32>) -> tensor<?x64xf32>
  %2 = "nn.mul"(%1, %b) : (tensor<?x64xf32>, tensor<64xf32>) -> tensor<?x64xf32>
  return %2 : tensor<?x64xf32>
}

func.func @block(%x: tensor<?x?x64xf32> {nn.dims = ["batch", "seq", ""]},
                 %w: tensor<64x32xf32>, %b: tensor<32xf32>,
                 %g: tensor<32xf32>, %be: tensor<32xf32>)
    -> (tensor<?x?x32xf32>, tensor<?x32xf32>, tensor<?x?xf32>) {
  %0 = "nn.matmul"(%x, %w) : (tensor<?x?x64xf32>, tensor<64x32xf32>) -> tensor<?x?x32xf32>
  %1 = "nn.bias_add"(%0, %b) {axis = 2 : i64} : (tensor<?x?x32xf32>, tensor<32xf32>) -> tensor<?x?x32xf32>
  %2 = "nn.gelu"(%1) : (tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  %3 = "nn.layer_norm"(%2, %g, %be) {axis = 2 : i64, epsilon = 1.0e-5 : f32} : (tensor<?x?x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<?x?x32xf32>
  %4 = "nn.softmax"(%3) {axis = 1 : i64} : (tensor<?x?x32xf32>) -> tensor<?x?x32xf32>
  %5 = "nn.reduce_mean"(%4) {axes = array<i64: 1>, keepdims = false} : (tensor<?x?x32xf32>) -> tensor<?x32xf32>
  %6 = "nn.transpose"(%4) {perm = array<i64: 0, 2, 1>} : (tensor<?x?x32xf32>) -> tensor<?x32x?xf32>
  %7 = "nn.reduce_max"(%6) {axes = array<i64: 1>, keepdims = false} : (tensor<?x32x?xf32>) -> tensor<?x?xf32>
  return %4, %5, %7 : tensor<?x?x32xf32>, tensor<?x32xf32>, tensor<?x?xf32>
}

func.func @batched(%a: tensor<?x7x12xf32>, %c: tensor<?x12x5xf32>)
    -> (tensor<?x7x5xf32>, tensor<7x5xi64>) {
  %0 = "nn.matmul"(%a, %c) : (tensor<?x7x12xf32>, tensor<?x12x5xf32>) -> tensor<?x7x5xf32>
  %1 = "nn.argmax"(%0) {axis = 0 : i64, keepdims = false} : (tensor<?x7x5xf32>) -> tensor<7x5xi64>
  return %0, %1 : tensor<?x7x5xf32>, tensor<7x5xi64>
}

func.func @attention(%x: tensor<?x?x64xf32> {nn.dims = ["batch", "seq", ""]})
    -> tensor<?x?x64xf32> {
  %0 = "nn.reshape"(%x) : (tensor<?x?x64xf32>) -> tensor<?x?x4x16xf32>
  %h = "nn.transpose"(%0) {perm = array<i64: 0, 2, 1, 3>} : (tensor<?x?x4x16xf32>) -> tensor<?x4x?x16xf32>
  %ht = "nn.transpose"(%0) {perm = array<i64: 0, 2, 3, 1>} : (tensor<?x?x4x16xf32>) -> tensor<?x4x16x?xf32>
  %s = "nn.matmul"(%h, %ht) : (tensor<?x4x?x16xf32>, tensor<?x4x16x?xf32>) -> tensor<?x4x?x?xf32>
  %scaled = "nn.scale"(%s) {scale = 0.25 : f32} : (tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
  %p = "nn.softmax"(%scaled) {axis = -1 : i64} : (tensor<?x4x?x?xf32>) -> tensor<?x4x?x?xf32>
  %c = "nn.matmul"(%p, %h) : (tensor<?x4x?x?xf32>, tensor<?x4x?x16xf32>) -> tensor<?x4x?x16xf32>
  %ct = "nn.transpose"(%c) {perm = array<i64: 0, 2, 1, 3>} : (tensor<?x4x?x16xf32>) -> tensor<?x?x4x16xf32>
  %r = "nn.reshape"(%ct) : (tensor<?x?x4x16xf32>) -> tensor<?x?x64xf32>
  return %r : tensor<?x?x64xf32>
}

func.func @cnn(%x: tensor<?x3x16x16xf32>, %w1: tensor<8x3x3x3xf32>,
               %b1: tensor<8xf32>, %w2: tensor<8x8x3x3xf32>,
               %fc: tensor<8x5xf32>) -> tensor<?x5xf32> {
  %0 = "nn.conv2d"(%x, %w1) {padding = array<i64: 1, 1, 1, 1>} : (tensor<?x3x16x16xf32>, tensor<8x3x3x3xf32>) -> tensor<?x8x16x16xf32>
  %1 = "nn.bias_add"(%0, %b1) {axis = 1 : i64} : (tensor<?x8x16x16xf32>, tensor<8xf32>) -> tensor<?x8x16x16xf32>
  %2 = "nn.relu"(%1) : (tensor<?x8x16x16xf32>) -> tensor<?x8x16x16xf32>
  %3 = "nn.max_pool2d"(%2) {kernel = array<i64: 3, 3>, strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>} : (tensor<?x8x16x16xf32>) -> tensor<?x8x8x8xf32>
  %4 = "nn.conv2d"(%3, %w2) {strides = array<i64: 2, 2>} : (tensor<?x8x8x8xf32>, tensor<8x8x3x3xf32>) -> tensor<?x8x3x3xf32>
  %5 = "nn.avg_pool2d"(%4) {kernel = array<i64: 2, 2>} : (tensor<?x8x3x3xf32>) -> tensor<?x8x2x2xf32>
  %6 = "nn.global_avg_pool2d"(%5) : (tensor<?x8x2x2xf32>) -> tensor<?x8x1x1xf32>
  %7 = "nn.flatten"(%6) {axis = 1 : i64} : (tensor<?x8x1x1xf32>) -> tensor<?x8xf32>
  %8 = "nn.matmul"(%7, %fc) : (tensor<?x8xf32>, tensor<8x5xf32>) -> tensor<?x5xf32>
  return %8 : tensor<?x5xf32>
}

func.func @masks(%x: tensor<?x?xf32> {nn.dims = ["seq", "seq"]})
    -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<2x?x?xf32>) {
  %0 = "nn.tril"(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = "nn.triu"(%x) {diagonal = 1 : i64} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = tensor.concat dim(0) %x, %1 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %3 = "nn.broadcast_to"(%x) : (tensor<?x?xf32>) -> tensor<2x?x?xf32>
  return %0, %2, %3 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<2x?x?xf32>
}

func.func @embedding(%table: tensor<50x16xf32>,
                     %ids: tensor<?x?xi64> {nn.dims = ["batch", "seq"]})
    -> tensor<?x?x16xf32> {
  %0 = "nn.gather"(%table, %ids) {axis = 0 : i64} : (tensor<50x16xf32>, tensor<?x?xi64>) -> tensor<?x?x16xf32>
  return %0 : tensor<?x?x16xf32>
}

func.func @movement(%x: tensor<?x12xf32>)
    -> (tensor<?x4xf32>, tensor<?x8xf32>, tensor<?x9xf32>) {
  %p:3 = "nn.split"(%x) {axis = 1 : i64} : (tensor<?x12xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>, tensor<?x4xf32>)
  %0 = "nn.add"(%p#0, %p#2) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = "nn.slice"(%x) {starts = array<i64: 0, 2>, ends = array<i64: 9223372036854775807, 10>} : (tensor<?x12xf32>) -> tensor<?x8xf32>
  %2 = "nn.pad"(%p#1) {pads = array<i64: 1, 2, 0, 3>, value = 5.000000e-01 : f32} : (tensor<?x4xf32>) -> tensor<?x9xf32>
  return %0, %1, %2 : tensor<?x4xf32>, tensor<?x8xf32>, tensor<?x9xf32>
}

func.func @quantized(%x: tensor<?x6xf32>, %scale: tensor<6xf32>,
                     %zero: tensor<6xi8>, %slope: tensor<6xf32>)
    -> (tensor<?x6xi8>, tensor<?x6xf32>) {
  %q = "nn.quantize"(%x, %scale, %zero) : (tensor<?x6xf32>, tensor<6xf32>, tensor<6xi8>) -> tensor<?x6xi8>
  %d = "nn.dequantize"(%q, %scale, %zero) : (tensor<?x6xi8>, tensor<6xf32>, tensor<6xi8>) -> tensor<?x6xf32>
  %y = "nn.prelu"(%d, %slope) : (tensor<?x6xf32>, tensor<6xf32>) -> tensor<?x6xf32>
  return %q, %y : tensor<?x6xi8>, tensor<?x6xf32>
}

func.func @onehot(%ids: tensor<?x?xi64>, %values: tensor<2xf32>) -> tensor<?x?x5xf32> {
  %0 = "nn.one_hot"(%ids, %values) {depth = 5 : i64, axis = -1 : i64} : (tensor<?x?xi64>, tensor<2xf32>) -> tensor<?x?x5xf32>
  return %0 : tensor<?x?x5xf32>
}
