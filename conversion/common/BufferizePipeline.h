//===- BufferizePipeline.h - Tensors to buffers, for both pipelines -------===//
//
// nn-bufferize: the CPU and CUDA pipelines' common stage from tensors to
// buffers (bufferization, destination-passing style, deallocation).
// BufferizePipeline.c lists each step and says why it is there.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_BUFFERIZEPIPELINE_H
#define NN_CONVERSION_BUFFERIZEPIPELINE_H

#include "support/PassDef.h"

extern const NnPipelineDef nnBufferizePipeline;

#endif // NN_CONVERSION_BUFFERIZEPIPELINE_H
