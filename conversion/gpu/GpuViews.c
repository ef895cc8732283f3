//===- GpuViews.c - The memref ops that only make a view ------------------===//
//
// Several GPU steps look through views to the buffer underneath: to know
// what the host may keep (GpuMapLoops.c), which buffers kernels read
// (GpuHostMemory.c), whether an access is aligned (GpuVectorize.c), what a
// row kernel may contain (GpuRowKernels.c), which copies fold away
// (GpuCopies.c). Each asks for the views with the property it relies on;
// the ops are named once, here.
//
//===----------------------------------------------------------------------===//

#include "conversion/gpu/GpuKernels.h"

#include "support/OpName.h"

static const struct {
  const char *name;
  unsigned kinds;
} kViews[] = {
    {"memref.subview", NN_GPU_VIEW | NN_GPU_VIEW_IN_TYPE},
    {"memref.cast", NN_GPU_VIEW | NN_GPU_VIEW_IN_TYPE},
    {"memref.collapse_shape",
     NN_GPU_VIEW | NN_GPU_VIEW_IN_TYPE | NN_GPU_VIEW_RESHAPE},
    {"memref.expand_shape",
     NN_GPU_VIEW | NN_GPU_VIEW_IN_TYPE | NN_GPU_VIEW_RESHAPE},
    {"memref.reinterpret_cast", NN_GPU_VIEW | NN_GPU_VIEW_IN_TYPE},
    {"memref.transpose", NN_GPU_VIEW | NN_GPU_VIEW_IN_TYPE},
    // Its shape is an operand: the result type says nothing of the offset.
    {"memref.reshape", NN_GPU_VIEW | NN_GPU_VIEW_RESHAPE},
    // A byte shift operand: the offset is not in the type.
    {"memref.view", NN_GPU_VIEW},
    {"memref.assume_alignment", NN_GPU_VIEW},
    {"memref.memory_space_cast", NN_GPU_VIEW},
};

bool nnGpuIsView(MlirOperation op, unsigned kinds) {
  for (size_t i = 0; i < sizeof(kViews) / sizeof(kViews[0]); ++i)
    if (nnOpIs(op, kViews[i].name))
      return (kViews[i].kinds & kinds) == kinds;
  return false;
}
