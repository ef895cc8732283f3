//===- Main.c - The command line of nn-run and nnrt-run -------------------===//
//
// Both runners parse the same options and pick the path from the file name:
// a shared library goes to LibraryPath.c, anything else is an MLIR file,
// which only nn-run (linked with MLIR) can compile.
//
//===----------------------------------------------------------------------===//

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

int nnRunMain(int argc, char **argv, const char *program, NnRunPath runMlir) {
  nnRunProgram = program;
  NnRunOptions o;
  int parsed = nnRunParseOptions(argc, argv, runMlir != NULL, &o);
  int status;
  if (parsed)
    status = parsed == 2 ? 0 : 1;
  else if (isSharedLibrary(o.file))
    status = nnRunLibrary(&o);
  else if (runMlir)
    status = runMlir(&o);
  else {
    nnRunError("'%s' is not a shared library: %s runs only libraries from "
               "nn-compile (MODEL.so); run MLIR files with nn-run\n",
               o.file, program);
    status = 1;
  }
  nnRunFreeOptions(&o);
  return status;
}
