//===- GpuPipeline.h - From nn to CUDA kernels (gpu.binary) ---------------===//
//
// The CUDA pipeline, --nn-lower-to-nvvm="chip=sm_90 format=isa|bin|fatbin":
// nn to linalg, one loop nest per kernel (elementwise fusion and
// --nn-tile-fused), bufferization (as on the CPU: destination-passing
// style), one outermost scf.parallel per kernel, a launch configuration per
// kernel (GpuMapLoops.c), gpu.launch, outlined kernels, NVVM, and the
// kernels serialized into gpu.binary ops (PTX for format=isa; a cubin or
// fatbin built by ptxas from the CUDA toolkit for bin and fatbin). The host
// code calls the mgpu* runtime functions. GpuPipeline.c lists each step and
// says why it is there.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_GPUPIPELINE_H
#define NN_CONVERSION_GPUPIPELINE_H

#include "support/PassDef.h"

/// The pipeline, on builtin.module. Options: chip=sm_90, format=isa|bin|
/// fatbin (bin and fatbin need ptxas), stage=kernels|binary (kernels stops
/// after kernel outlining, before NVVM), modules=each|one (one gpu.module,
/// hence one binary), max-blocks=N (nn-gpu-map-loops's, for tests).
extern const NnPipelineDef nnLowerToNvvmPipeline;

/// The CUDA toolkit the pipeline uses: $NN_CUDA_PATH, else /usr/local/cuda.
const char *nnCudaToolkitPath(void);

#endif // NN_CONVERSION_GPUPIPELINE_H
