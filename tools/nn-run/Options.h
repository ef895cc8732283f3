//===- Options.h - nn-run's command line ----------------------------------===//
//
// What nn-run is asked to do: the file and function, where the inputs come
// from, what to do with the results.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUN_OPTIONS_H
#define NN_RUN_OPTIONS_H

#include <stdbool.h>

typedef struct {
  const char *file, *entry, *device;
  const char **inputs, **outputs, **checks;
  int numInputs, numOutputs, numChecks;
  bool randomInputs;
  unsigned long long seed;
  double rtol, atol;
  long bench; // 0: no benchmark
  int optLevel;
} NnRunOptions;

/// Parses argv. Returns 0 to go on, 2 after printing --help or --version
/// (stop with success), or 1 after printing a usage error.
int nnRunParseOptions(int argc, char **argv, NnRunOptions *o);
void nnRunFreeOptions(NnRunOptions *o);

#endif // NN_RUN_OPTIONS_H
