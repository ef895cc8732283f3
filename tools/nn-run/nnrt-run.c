//===- nnrt-run.c - Run a library from nn-compile, without MLIR -----------===//
//
// nnrt-run MODEL.so is nn-run's library path alone: the same options,
// messages and results, linked with libnnrt, libc, libm and libdl only. It
// is what goes to a machine that has a GPU but not the toolchain, together
// with libnnrt.so (found next to it through its RPATH, $ORIGIN) and the
// model libraries.
//
//===----------------------------------------------------------------------===//

#include "Paths.h"

#include <stddef.h>

int main(int argc, char **argv) {
  return nnRunMain(argc, argv, "nnrt-run", NULL);
}
