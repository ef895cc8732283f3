//===- Paths.h - The two ways nn-run gets code to call --------------------===//
//
// An MLIR file is compiled in-process (JitPath.c); a shared library from
// nn-compile is loaded with dlopen (LibraryPath.c). Both hand the call to
// Runner.h and return nn-run's exit status.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUN_PATHS_H
#define NN_RUN_PATHS_H

#include "Options.h"

int nnRunJit(const NnRunOptions *o);
int nnRunLibrary(const NnRunOptions *o);

#endif // NN_RUN_PATHS_H
