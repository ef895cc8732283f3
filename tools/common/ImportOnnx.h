//===- ImportOnnx.h - A tool's ONNX model, imported in-process ------------===//
//
// The tools that take a MODEL.onnx where they take an MLIR file (nn-run;
// nn-import-onnx itself) import it here with nnImportOnnxFile, from the
// options as the command line spells them: --input-shape NAME=DIMS,
// --input-value NAME=FILE.pb, and, for test harnesses, every --input
// TensorProto named as a graph input offered as that input's value with
// its argument kept (nn-c/Import.h: keepArgument), so a model that passes
// a Reshape's shape as an input runs on its own test data unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef NN_TOOLS_COMMON_IMPORTONNX_H
#define NN_TOOLS_COMMON_IMPORTONNX_H

#include "nn-c/Import.h"

#include "mlir-c/IR.h"

#include <stdbool.h>

typedef struct {
  const char *program; // for messages: "<program>: <model>: <message>"
  const char *entry;   // the function's name; NULL: main
  const char *const *inputShapes; // "NAME=1x3x?x224"
  int numInputShapes;
  const char *const *inputValues; // "NAME=FILE.pb": a constant, no argument
  int numInputValues;
  // With valuesFromInputs, each TensorProto among `inputFiles` whose name
  // is a graph input's is offered as its value, keeping the argument.
  const char *const *inputFiles;
  int numInputFiles;
  bool valuesFromInputs;
} NnToolImportArgs;

/// Imports the ONNX model at `path` into `ctx` (which must outlive the
/// module: the weights reference the mapped file). Prints every error on
/// stderr and returns a null module on failure.
MlirModule nnToolImportOnnx(MlirContext ctx, const char *path,
                            const NnToolImportArgs *args);

#endif // NN_TOOLS_COMMON_IMPORTONNX_H
