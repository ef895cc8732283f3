//===- nn-run.c - Run a function on the CPU or a library on a device ------===//
//
// nn-run FILE.mlir compiles one function of an MLIR file (nn dialect and
// every upstream dialect) for the CPU and calls it (JitPath.c), as it does
// an ONNX model, FILE.onnx, imported in-process first; nn-run
// MODEL.so calls one entry of a shared library from nn-compile, on the CPU
// or, for `--target cuda` libraries, on a CUDA device (LibraryPath.c).
// Either way the inputs are .npy files, ONNX TensorProto files or random
// ones, and the results can be written as such files, compared with expected
// ones, or the call timed (Runner.h); result buffers are allocated once and
// reused for every call, as a framework would. nnrt-run is the same runner
// without the MLIR path.
//
//===----------------------------------------------------------------------===//

#include "Paths.h"
#include "Runner.h"
#include "tools/common/TensorProto.h"

int main(int argc, char **argv) {
  nnRunReadTensor = nnTensorFileRead;
  nnRunWriteTensor = nnTensorFileWrite;
  return nnRunMain(argc, argv, "nn-run", nnRunJit);
}
