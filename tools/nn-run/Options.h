//===- Options.h - nn-run's command line ----------------------------------===//
//
// What the runner is asked to do: the file and function, the device, where
// the inputs come from, what to do with the results. Shared by nn-run and
// nnrt-run (the runner without MLIR), which differ only in the program name
// and in whether MLIR files can be run.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUN_OPTIONS_H
#define NN_RUN_OPTIONS_H

#include <stdbool.h>

typedef struct {
  const char *file, *entry;
  const char *device; // "cpu", "cuda", or NULL: the library's own
  const char **inputs, **outputs, **checks;
  int numInputs, numOutputs, numChecks;
  // Importing a FILE.onnx (nn-run only): --input-shape NAME=DIMS and
  // --input-value NAME=FILE.pb as nn-import-onnx takes them, and whether
  // every --input TensorProto named as a graph input is offered to the
  // importer as that input's value (keeping the argument).
  const char **inputShapes, **inputValues;
  int numInputShapes, numInputValues;
  bool valuesFromInputs;
  bool randomInputs;
  unsigned long long seed;
  double rtol, atol; // ONNX's 1e-3 and 1e-7 for ONNX files, see Options.c
  double ulp;        // --ulp: float results within this many ulps; 0: off
  long bench;        // 0: no benchmark
  // --profile (nn-run on FILE.mlir or MODEL.onnx): time each kernel over
  // `bench` calls (10 without --bench) and print the table; --profile-json
  // FILE also writes a Chrome trace there (and implies --profile).
  bool profile;
  const char *profileJson;
  const char *specialize; // --specialize SIZES (passes/Specialize.c), or NULL
  int optLevel;
  int runtimeChecks; // --runtime-checks: 1, 0, or -1 when not given (on)
} NnRunOptions;

/// The program's name, for messages: "nn-run" or "nnrt-run".
extern const char *nnRunProgram;

/// Prints "<program>: " and the message on stderr; `format` ends in "\n".
void nnRunError(const char *format, ...) __attribute__((format(printf, 1, 2)));

/// Parses argv. `jit` says whether this runner compiles MLIR files (the help
/// text and -O differ). Returns 0 to go on, 2 after printing --help or
/// --version (stop with success), or 1 after printing a usage error.
int nnRunParseOptions(int argc, char **argv, bool jit, NnRunOptions *o);
void nnRunFreeOptions(NnRunOptions *o);

#endif // NN_RUN_OPTIONS_H
