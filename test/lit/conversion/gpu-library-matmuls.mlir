// nn-lower-to-nvvm with matmul-library=cublaslt: each f32 matmul, with the
// epilogue cuBLASLt fuses (bias, residual, relu), moves into a function of
// its own (nn-gpu-outline-matmuls), whose body becomes one call of libnnrt's
// nnrtMatmul (nn-gpu-library-calls): no kernel. Operands are pointers and
// strides in elements along rows, columns and the batch: a transposed B is
// only other strides. Another epilogue stays a kernel after the call.
// RUN: nn-opt %s --fuse-ops --nn-lower-to-nvvm="stage=kernels matmul-library=cublaslt" | FileCheck %s
// Without the option (the default): kernels, no call.
// RUN: nn-opt %s --fuse-ops --nn-lower-to-nvvm=stage=kernels | FileCheck %s --check-prefix=NONE
// Each pass twice is each pass once.
// RUN: nn-opt %s --fuse-ops --convert-nn-to-linalg --linalg-fuse-elementwise-ops --nn-gpu-outline-matmuls > %t.once.mlir
// RUN: nn-opt %t.once.mlir --nn-gpu-outline-matmuls | diff %t.once.mlir -
// RUN: nn-opt %t.once.mlir --nn-bufferize --nn-gpu-library-calls > %t.calls.mlir
// RUN: nn-opt %t.calls.mlir --nn-gpu-library-calls | diff %t.calls.mlir -
// RUN: FileCheck %s --check-prefix=OUTLINE < %t.once.mlir
// The binary: the call survives gpu-to-llvm.
// RUN: nn-opt %s --fuse-ops --nn-lower-to-nvvm="matmul-library=cublaslt" | FileCheck %s --check-prefix=LLVM

// NONE-NOT: nnrtMatmul
// LLVM: llvm.call @nnrtMatmul(
// LLVM: llvm.func @nnrtMatmul(!llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, i64, i64, i64, !llvm.ptr, i64, i64, i64, !llvm.ptr, i64, i64, i64, !llvm.ptr, i64, i64, i64, !llvm.ptr)

// A Linear layer and its relu: flags 256 (f32, relu), m n k = 64 32 128,
// batch 1; A (128, 1), B (32, 1), no C, D (32, 1), the bias.
// CHECK-LABEL: func.func @linear_relu(
// CHECK-NOT: gpu.launch_func
// CHECK-LABEL: func.func private @fused_matmul_add_relu_cublaslt(
// CHECK-SAME: nn.library_call = "cublaslt", nn.matmul_epilogue = ["bias", "relu"]
// CHECK-DAG: %[[FLAGS:.*]] = arith.constant 256 : i64
// CHECK-DAG: %[[M:.*]] = arith.constant 64 : i64
// CHECK-DAG: %[[N:.*]] = arith.constant 32 : i64
// CHECK-DAG: %[[K:.*]] = arith.constant 128 : i64
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: call @nnrtMatmul(%[[NULL]], %[[FLAGS]], %[[M]], %[[N]], %[[K]], %[[ONE]], %{{.*}}, %[[K]], %[[ONE]], %[[ZERO]], %{{.*}}, %[[N]], %[[ONE]], %[[ZERO]], %[[NULL]], %[[ZERO]], %[[ZERO]], %[[ZERO]], %{{.*}}, %[[N]], %[[ONE]], %[[ZERO]], %[[BIAS:.*]]) :
// CHECK-NOT: %[[NULL]]) :
// NONE-LABEL: func.func private @fused_matmul_add_relu(
// NONE: gpu.launch_func
// OUTLINE-LABEL: func.func private @fused_matmul_add_relu(
// OUTLINE: %[[R:.*]] = call @fused_matmul_add_relu_cublaslt(%arg0, %arg1, %arg2)
// OUTLINE-NEXT: return %[[R]]
// OUTLINE-LABEL: func.func private @fused_matmul_add_relu_cublaslt(
// OUTLINE: linalg.fill
// OUTLINE: linalg.matmul
// OUTLINE: linalg.generic
// OUTLINE: arith.addf
// OUTLINE: arith.maximumf
func.func @linear_relu(%x: tensor<64x128xf32>, %w: tensor<128x32xf32>, %b: tensor<32xf32>) -> tensor<64x32xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
  %1 = "nn.add"(%0, %b) : (tensor<64x32xf32>, tensor<32xf32>) -> tensor<64x32xf32>
  %2 = "nn.relu"(%1) : (tensor<64x32xf32>) -> tensor<64x32xf32>
  return %2 : tensor<64x32xf32>
}

// A bias and a residual: flags 0, C is the residual (the fifth argument of
// the function, the fourth of the body's).
// CHECK-LABEL: func.func private @fused_matmul_add_add_cublaslt(
// CHECK-SAME: %[[X:[^:]*]]: memref<8x16xf32>, %[[W:[^:]*]]: memref<16x16xf32>, %[[B:[^:]*]]: memref<16xf32>, %[[R:[^:]*]]: memref<8x16xf32>, %[[D:[^:]*]]: memref<8x16xf32>)
// CHECK-SAME: nn.matmul_epilogue = ["bias", "residual"]
// CHECK: memref.extract_strided_metadata %[[R]]
// CHECK: call @nnrtMatmul(%{{[^,]*}}, %c0_i64,
func.func @residual(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>, %b: tensor<16xf32>, %r: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = "nn.matmul"(%x, %w) : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %1 = "nn.add"(%0, %b) : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>
  %2 = "nn.add"(%1, %r) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// B transposed (rhs [N, K]): B's strides along k and n are 1 and 16. The
// gelu is no epilogue of cuBLASLt's (its GELU is the tanh form): the
// product is a call, the gelu a kernel after it.
// CHECK-LABEL: func.func private @fused_matmul_gelu(
// CHECK: call @fused_matmul_gelu_cublaslt(
// CHECK-NEXT: gpu.launch_func
// CHECK-LABEL: func.func private @fused_matmul_gelu_cublaslt(
// CHECK-SAME: nn.matmul_epilogue = []
// CHECK-DAG: %[[K16:.*]] = arith.constant 16 : i64
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK: call @nnrtMatmul(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[K16]], %[[ONE]], %{{.*}}, %{{.*}}, %[[ONE]], %[[K16]],
func.func @gelu(%x: tensor<8x16xf32>, %w: tensor<32x16xf32>) -> tensor<8x32xf32> {
  %0 = "nn.matmul"(%x, %w) {transpose_b = true} : (tensor<8x16xf32>, tensor<32x16xf32>) -> tensor<8x32xf32>
  %1 = "nn.gelu"(%0) : (tensor<8x32xf32>) -> tensor<8x32xf32>
  return %1 : tensor<8x32xf32>
}

// Two contiguous batch dims: one batch of 8 for cuBLASLt (strides 128,
// 128, 64), no loop.
// CHECK-LABEL: func.func private @batched_cublaslt(
// CHECK-NOT: gpu.launch_func
// CHECK-NOT: scf.for
// CHECK: call @nnrtMatmul(%{{.*}}, %{{.*}}, %c8_i64, %c8_i64, %c16_i64, %c8_i64, %{{.*}}, %c16_i64, %c1_i64, %c128_i64, %{{.*}}, %c8_i64, %c1_i64, %c128_i64, %{{.*}}, %c0_i64, %c0_i64, %c0_i64, %{{.*}}, %c8_i64, %c1_i64, %c64_i64,
func.func @batched(%q: tensor<2x4x8x16xf32>, %k: tensor<2x4x16x8xf32>) -> tensor<2x4x8x8xf32> {
  %0 = "nn.matmul"(%q, %k) : (tensor<2x4x8x16xf32>, tensor<2x4x16x8xf32>) -> tensor<2x4x8x8xf32>
  return %0 : tensor<2x4x8x8xf32>
}

// B broadcast along the outer batch dim only: its strides along the two
// (0, 128) are no single batch stride. cuBLASLt's batch is the dim B does
// not read (2, B's batch stride 0), the other an scf.for of 4 on the host
// around the call.
// CHECK-LABEL: func.func private @broadcast_outer_cublaslt(
// CHECK-NOT: gpu.launch_func
// CHECK: scf.for %{{.*}} = %c0 to %c4 step %c1
// CHECK: call @nnrtMatmul(%{{.*}}, %{{.*}}, %c8_i64, %c8_i64, %c16_i64, %c2_i64, %{{.*}}, %c16_i64, %c1_i64, %c512_i64, %{{.*}}, %c8_i64, %c1_i64, %c0_i64,
func.func @broadcast_outer(%q: tensor<2x4x8x16xf32>, %k: tensor<4x16x8xf32>) -> tensor<2x4x8x8xf32> {
  %0 = "nn.matmul"(%q, %k) : (tensor<2x4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<2x4x8x8xf32>
  return %0 : tensor<2x4x8x8xf32>
}

// f16 inputs, as nn.matmul takes them (extended to f32, accumulated in
// f32): the function takes the f16 tensors, flags 17 (f16 in, f16 out); no
// conversion kernel is left.
// CHECK-LABEL: func.func private @half_cublaslt(
// CHECK-SAME: memref<8x16xf16>, %{{.*}}: memref<16x8xf16>, %{{.*}}: memref<8x8xf16>)
// CHECK-NOT: gpu.launch_func
// CHECK: call @nnrtMatmul(%{{[^,]*}}, %c17_i64,
func.func @half(%a: tensor<8x16xf16>, %b: tensor<16x8xf16>) -> tensor<8x8xf16> {
  %0 = "nn.matmul"(%a, %b) : (tensor<8x16xf16>, tensor<16x8xf16>) -> tensor<8x8xf16>
  return %0 : tensor<8x8xf16>
}

// f16 with an epilogue cuBLASLt does not fuse: the call writes f32 (flags
// 1: f16 in, f32 out), the kernel after it computes the gelu and rounds.
// CHECK-LABEL: func.func private @fused_matmul_gelu_0(
// CHECK: call @fused_matmul_gelu_0_cublaslt(%{{.*}}, %{{.*}}, %[[ACC:.*]]) : (memref<8x16xf16>, memref<16x32xf16>, memref<8x32xf32>) -> ()
// CHECK-NEXT: gpu.launch_func {{.*}} args({{.*}}%[[ACC]] : memref<8x32xf32>
// CHECK-LABEL: func.func private @fused_matmul_gelu_0_cublaslt(
// CHECK: call @nnrtMatmul(%{{[^,]*}}, %c1_i64,
func.func @half_gelu(%x: tensor<8x16xf16>, %w: tensor<16x32xf16>) -> tensor<8x32xf16> {
  %0 = "nn.matmul"(%x, %w) : (tensor<8x16xf16>, tensor<16x32xf16>) -> tensor<8x32xf16>
  %1 = "nn.gelu"(%0) : (tensor<8x32xf16>) -> tensor<8x32xf16>
  return %1 : tensor<8x32xf16>
}

// Dynamic sizes: the outlined function takes the caller's buffer (its
// result's tensor.empty, sized by the caller) and writes into it, so the
// call needs no out-parameter the caller could not size; m reaches
// nnrtMatmul as a value read from A's sizes. (The copy into the entry's
// buffer after it is the CUDA pipeline's for every dynamic result.)
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME: %[[A:.*]]: memref<?x16xf32>, %[[B:.*]]: memref<16x8xf32>, %[[OUT:.*]]: memref<?x8xf32>)
// CHECK: %[[M:.*]] = memref.dim %[[A]], %c0
// CHECK-NEXT: %[[BUF:.*]] = gpu.alloc  (%[[M]]) : memref<?x8xf32>
// CHECK-NEXT: call @dynamic_cublaslt(%[[A]], %[[B]], %[[BUF]]) : (memref<?x16xf32>, memref<16x8xf32>, memref<?x8xf32>) -> ()
// CHECK-LABEL: func.func private @dynamic_cublaslt(
// CHECK-SAME: nn.library_call = "cublaslt"
// CHECK: %{{.*}}, %{{.*}}, %[[SIZES:.*]]:2, %{{.*}}:2 = memref.extract_strided_metadata %arg0
// CHECK: %[[M64:.*]] = arith.index_cast %[[SIZES]]#0 : index to i64
// CHECK: call @nnrtMatmul(%{{[^,]*}}, %c0_i64, %[[M64]], %c8_i64, %c16_i64, %c1_i64,
// CHECK-NOT: linalg.
// CHECK: return

// Not for the library: integers.
// CHECK-LABEL: func.func @integers(
// CHECK-NOT: nnrtMatmul
// CHECK: gpu.launch_func
func.func @dynamic(%a: tensor<?x16xf32>, %b: tensor<16x8xf32>) -> tensor<?x8xf32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<?x16xf32>, tensor<16x8xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
func.func @integers(%a: tensor<8x16xi32>, %b: tensor<16x8xi32>) -> tensor<8x8xi32> {
  %0 = "nn.matmul"(%a, %b) : (tensor<8x16xi32>, tensor<16x8xi32>) -> tensor<8x8xi32>
  return %0 : tensor<8x8xi32>
}
