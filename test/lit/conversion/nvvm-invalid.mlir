// --nn-lower-to-nvvm's errors: an op the GPU path cannot run is an error at
// the op (never a crash), and bad options or a missing ptxas are reported
// before anything runs. nn-opt exits non-zero in each case.
// RUN: nn-opt %s --split-input-file --verify-diagnostics --nn-lower-to-nvvm

// A scalar read on the host and used by a kernel: no kernel holds the
// read (GpuSingleItem.c keeps only runs whose results stay inside), and the
// host cannot read device memory.
func.func @host_read(%x: tensor<4xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{nn-lower-to-nvvm: the GPU path cannot run this op: its result is used outside any kernel, so 'memref.load' would run on the host over device memory}}
  %e = tensor.extract %x[%c0] : tensor<4xf32>
  %0 = tensor.empty() : tensor<8xf32>
  %1 = linalg.fill ins(%e : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// An op whose lowering refuses a dynamic dim (top_k along a dynamic axis)
// stops at the lowering to linalg, at the op, as on the CPU.
func.func @dynamic(%x: tensor<4x?xf32>) -> tensor<4x2xf32> {
  // expected-error@+1 {{'nn.top_k' op cannot be lowered to linalg: its axis (dim 1 of operand #0) must be static; dynamic ones do not lower yet}}
  %0:2 = "nn.top_k"(%x) {k = 2 : i64} : (tensor<4x?xf32>) -> (tensor<4x2xf32>, tensor<4x2xi64>)
  return %0#0 : tensor<4x2xf32>
}

// RUN: not nn-opt %s --split-input-file --nn-lower-to-nvvm="chip=sm90" 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: 'nn-lower-to-nvvm' option chip must name a CUDA architecture such as sm_90, not 'sm90'
// RUN: not nn-opt %s --split-input-file --nn-lower-to-nvvm="format=cubin" 2>&1 | FileCheck %s --check-prefix=FORMAT
// FORMAT: 'nn-lower-to-nvvm' option format must be isa, bin or fatbin, not 'cubin'
// RUN: not nn-opt %s --split-input-file --nn-lower-to-nvvm="tile=4" 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: 'nn-lower-to-nvvm' has no option 'tile'; its options are chip (default sm_90), format (isa, bin or fatbin; default isa) and stage (kernels or binary; default binary); also modules (each or one; default each), resident-constants (true or false; default true), matmul-library (none or cublaslt; default none), tf32 (true or false; default false), sm-count (default 0: the chip's) and, for tests, max-blocks (blocks per grid dim beyond which kernels loop; default 0: CUDA's limits)
// RUN: not nn-opt %s --split-input-file --nn-lower-to-nvvm="stage=llvm" 2>&1 | FileCheck %s --check-prefix=STAGE
// STAGE: 'nn-lower-to-nvvm' option stage must be kernels or binary, not 'llvm'

// Without ptxas, format=bin and fatbin are refused up front (format=isa
// needs no toolkit: LLVM's NVPTX back end writes the PTX).
// RUN: env NN_CUDA_PATH=%t.no-cuda not nn-opt %s --split-input-file --nn-lower-to-nvvm="format=bin" 2>&1 | FileCheck %s --check-prefix=NOPTXAS
// RUN: env NN_CUDA_PATH=%t.no-cuda not nn-opt %s --split-input-file --nn-lower-to-nvvm="format=fatbin" 2>&1 | FileCheck %s --check-prefix=NOPTXAS
// NOPTXAS: 'nn-lower-to-nvvm' format={{(fat)?}}bin needs ptxas from the CUDA toolkit, and {{.*}}no-cuda/bin/ptxas is missing (set NN_CUDA_PATH to the toolkit, or use format=isa for PTX)
// RUN: not nn-opt %s --split-input-file --nn-lower-to-nvvm="max-blocks=-1" 2>&1 | FileCheck %s --check-prefix=MAXBLOCKS
// MAXBLOCKS: 'nn-gpu-map-loops' option 'max-blocks' must be a non-negative integer, not '-1'
