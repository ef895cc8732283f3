//===- Paths.h - The ways a runner gets code to call ----------------------===//
//
// An MLIR file is compiled in-process (JitPath.c, nn-run only); a shared
// library from nn-compile is loaded with dlopen (LibraryPath.c) and runs on
// the CPU or, through libnnrt, on a CUDA device. Each hands the call to
// Runner.h and returns the exit status. Main.c picks one from the file name.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUN_PATHS_H
#define NN_RUN_PATHS_H

#include "Options.h"

typedef int (*NnRunPath)(const NnRunOptions *o);

int nnRunJit(const NnRunOptions *o);
int nnRunLibrary(const NnRunOptions *o);

/// The runners' main: parses the command line as `program`, then runs a
/// library, or an MLIR file through `runMlir` (NULL for nnrt-run, which runs
/// libraries only). Returns the exit status.
int nnRunMain(int argc, char **argv, const char *program, NnRunPath runMlir);

#endif // NN_RUN_PATHS_H
