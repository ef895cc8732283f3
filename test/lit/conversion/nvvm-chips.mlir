// The CUDA architectures nn compiles for (conversion/gpu/GpuChips.c). Each
// gets the PTX ISA version that knows it: 8.0, or the first that knows a
// later chip (LLVM's NVPTX back end aborted on chip=sm_100 with the 8.0 it
// was given before). The launch heuristics fill the SMs of the chip's
// reference part (132 for sm_90's H100, 16 for sm_87's Jetson Orin), or
// sm-count's: the same kernel gets other block shapes.

// RUN: nn-opt %s --nn-lower-to-nvvm="chip=sm_80" | FileCheck %s --check-prefix=SM80
// RUN: nn-opt %s --nn-lower-to-nvvm="chip=sm_90a" | FileCheck %s --check-prefix=SM90A
// RUN: nn-opt %s --nn-lower-to-nvvm="chip=sm_100" | FileCheck %s --check-prefix=SM100
// RUN: nn-opt %s --nn-lower-to-nvvm="chip=sm_100a" | FileCheck %s --check-prefix=SM100A
// RUN: nn-opt %s --nn-lower-to-nvvm="chip=sm_103" | FileCheck %s --check-prefix=SM103
// RUN: nn-opt %s --nn-lower-to-nvvm="chip=sm_110" | FileCheck %s --check-prefix=SM110
// RUN: nn-opt %s --nn-lower-to-nvvm="chip=sm_120" | FileCheck %s --check-prefix=SM120
// RUN: nn-opt %s --nn-lower-to-nvvm="chip=sm_121a" | FileCheck %s --check-prefix=SM121A
// SM80: .version 8.0
// SM80: .target sm_80
// SM90A: .version 8.0
// SM90A: .target sm_90a
// SM100: .version 8.6
// SM100: .target sm_100
// SM100A: .version 8.6
// SM100A: .target sm_100a
// SM103: .version 8.8
// SM103: .target sm_103
// SM110: .version 9.0
// SM110: .target sm_110
// SM120: .version 8.7
// SM120: .target sm_120
// SM121A: .version 8.8
// SM121A: .target sm_121a

// sm_90 (132 SMs): 64 threads a block leave 256 blocks, and the softmax's
// 512 rows of 128 one warp a block (more rows a block would leave fewer
// than two blocks per SM).
// RUN: nn-opt %s --nn-lower-to-nvvm="stage=kernels" | FileCheck %s --check-prefix=H100
// H100-LABEL: func.func @relu
// H100: gpu.launch_func @relu_kernel::@relu_kernel blocks in (%{{.*}}, %c256, %{{.*}}) threads in (%c64, %c1, %c1)
// H100-LABEL: func.func @rows
// H100: gpu.launch_func @rows_kernel::@rows_kernel blocks in (%c512, %c1, %c1) threads in (%c32, %c1, %c1)

// 16 SMs, the chip's or sm-count's: blocks of 256 threads, 8 rows a block.
// RUN: nn-opt %s --nn-lower-to-nvvm="chip=sm_87 stage=kernels" | FileCheck %s --check-prefix=ORIN
// RUN: nn-opt %s --nn-lower-to-nvvm="chip=sm_90 sm-count=16 stage=kernels" | FileCheck %s --check-prefix=ORIN
// ORIN-LABEL: func.func @relu
// ORIN: gpu.launch_func @relu_kernel::@relu_kernel blocks in (%{{.*}}, %c64, %{{.*}}) threads in (%c64, %c4, %c1)
// ORIN-LABEL: func.func @rows
// ORIN: gpu.launch_func @rows_kernel::@rows_kernel blocks in (%c64, %c1, %c1) threads in (%c32, %c8, %c1)

// 300 SMs: one warp a block, 512 of them.
// RUN: nn-opt %s --nn-lower-to-nvvm="sm-count=300 stage=kernels" | FileCheck %s --check-prefix=MANY
// MANY-LABEL: func.func @relu
// MANY: gpu.launch_func @relu_kernel::@relu_kernel blocks in (%c2, %c256, %{{.*}}) threads in (%c32, %c1, %c1)

// What nn does not compile for, and SM counts out of range.
// RUN: not nn-opt %s --nn-lower-to-nvvm="chip=sm_75" 2>&1 | FileCheck %s --check-prefix=OLD
// RUN: not nn-opt %s --nn-lower-to-nvvm="chip=sm_80a" 2>&1 | FileCheck %s --check-prefix=NOA
// RUN: not nn-opt %s --nn-lower-to-nvvm="chip=sm_101" 2>&1 | FileCheck %s --check-prefix=RENAMED
// OLD: 'nn-lower-to-nvvm' chip=sm_75: nn compiles for sm_80 sm_86 sm_87 sm_89 sm_90 sm_100 sm_103 sm_110 sm_120 sm_121 (an a suffix from sm_90 on)
// NOA: 'nn-lower-to-nvvm' chip=sm_80a: nn compiles for sm_80
// RENAMED: 'nn-lower-to-nvvm' chip=sm_101: nn compiles for sm_80
// RUN: not nn-opt %s --nn-lower-to-nvvm="sm-count=5000" 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not nn-opt %s --nn-gpu-map-loops="sm-count=-1" 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: 'nn-gpu-map-loops' option 'sm-count' must be a non-negative integer, not '{{5000|-1}}' (allowed: from 0 to 4096)

func.func @relu(%x: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %0 = "nn.relu"(%x) : (tensor<256x256xf32>) -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}

func.func @rows(%x: tensor<512x128xf32>) -> tensor<512x128xf32> {
  %0 = "nn.softmax"(%x) {axis = 1 : i64} : (tensor<512x128xf32>) -> tensor<512x128xf32>
  return %0 : tensor<512x128xf32>
}
