//===- nn-run.c - Run a function on the CPU -------------------------------===//
//
// nn-run FILE.mlir compiles one function of an MLIR file (nn dialect and
// every upstream dialect) for the CPU and calls it (JitPath.c); nn-run
// MODEL.so calls one entry of a shared library from `nn-compile --target
// cpu` (LibraryPath.c). Either way the inputs are .npy files or random
// ones, and the results can be written as .npy files, compared with
// expected ones, or the call timed (Runner.h); result buffers are allocated
// once and reused for every call, as a framework would.
//
//===----------------------------------------------------------------------===//

#include "Options.h"
#include "Paths.h"

#include <stdbool.h>
#include <string.h>

// A shared library: "model.so" or a versioned "libmodel.so.1".
static bool isSharedLibrary(const char *path) {
  const char *slash = strrchr(path, '/');
  const char *base = slash ? slash + 1 : path;
  size_t n = strlen(base);
  return (n >= 3 && strcmp(base + n - 3, ".so") == 0) ||
         strstr(base, ".so.") != NULL;
}

int main(int argc, char **argv) {
  NnRunOptions o;
  int parsed = nnRunParseOptions(argc, argv, &o);
  if (parsed) {
    nnRunFreeOptions(&o);
    return parsed == 2 ? 0 : 1;
  }
  int status = isSharedLibrary(o.file) ? nnRunLibrary(&o) : nnRunJit(&o);
  nnRunFreeOptions(&o);
  return status;
}
