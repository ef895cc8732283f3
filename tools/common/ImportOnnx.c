//===- ImportOnnx.c - A tool's ONNX model, imported in-process ------------===//
//
// Turns the command line's spellings into NnImportOptions (parsing the
// dims, reading the TensorProto files), calls nnImportOnnxFile and frees
// what it built. Offering the --input files as values needs the graph's
// input names (the importer refuses a value for a name that is not a graph
// input), so then the model is opened once more, for its names only.
//
//===----------------------------------------------------------------------===//

#include "ImportOnnx.h"

#include "Args.h"
#include "TensorProto.h"
#include "import/onnx/Model.h"
#include "nn-c/OpDef.h"
#include "support/Memory.h"
#include "support/StringBuffer.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const NnToolImportArgs *args;
  const char *path;
  NnImportInputShape *shapes;
  int64_t (*dims)[NN_MAX_RANK];
  NnImportInputValue *values;
  void **bytes; // each value's file, owned
  int numShapes, numValues;
} Request;

// "NAME=1x3x?x224" into `shape` (dims in `dims`); "NAME=" is rank 0.
static bool parseShape(const char *program, const char *text,
                       NnImportInputShape *shape, int64_t *dims) {
  const char *eq = strrchr(text, '=');
  if (!eq || eq == text) {
    nnToolError(program, "--input-shape wants NAME=DIMS, not '%s'\n", text);
    return false;
  }
  char *name = nnCopyString(text, (size_t)(eq - text));
  if (!name) {
    nnToolError(program, "out of memory\n");
    return false;
  }
  shape->name = name;
  shape->rank = 0;
  shape->dims = dims;
  int rank;
  const char *bad;
  if (!nnArgParseDims(eq + 1, dims, NN_MAX_RANK, &rank, &bad)) {
    const char *end = strchr(bad, 'x');
    if (rank == NN_MAX_RANK)
      nnToolError(program, "--input-shape %s: more than %d dims\n", name,
                  NN_MAX_RANK);
    else
      nnToolError(program,
                  "--input-shape %s: '%.*s' is not a dim (a size >= 0, or "
                  "'?')\n",
                  name, (int)(end ? end - bad : (long)strlen(bad)), bad);
    return false;
  }
  shape->rank = rank;
  return true;
}

static bool readFile(const char *program, const char *path, void **bytes,
                     size_t *size) {
  FILE *file = fopen(path, "rb");
  if (!file) {
    nnToolError(program, "cannot read '%s': %s\n", path, strerror(errno));
    return false;
  }
  NnStringBuffer buffer = {0};
  bool ok =
      nnStringBufferAppendFile(&buffer, file) && !nnStringBufferFailed(&buffer);
  fclose(file);
  if (!ok) {
    nnToolError(program, "cannot read '%s'\n", path);
    nnStringBufferFree(&buffer);
    return false;
  }
  *bytes = buffer.data;
  *size = buffer.length;
  return true;
}

// One more value: `name` (copied) from the TensorProto file at `file`.
static bool addValue(Request *r, const char *name, size_t nameLength,
                     const char *file, bool keepArgument) {
  NnImportInputValue *value = &r->values[r->numValues];
  void **bytes = &r->bytes[r->numValues];
  if (!(value->name = nnCopyString(name, nameLength))) {
    nnToolError(r->args->program, "out of memory\n");
    return false;
  }
  ++r->numValues; // freed with the others from here on
  value->keepArgument = keepArgument;
  if (!readFile(r->args->program, file, bytes, &value->size))
    return false;
  value->data = *bytes;
  return true;
}

static bool parseValue(Request *r, const char *text) {
  const char *eq = strchr(text, '=');
  if (!eq || eq == text || !eq[1]) {
    nnToolError(r->args->program, "--input-value wants NAME=FILE, not '%s'\n",
                text);
    return false;
  }
  return addValue(r, text, (size_t)(eq - text), eq + 1, false);
}

// The name of the TensorProto at `path`, or NULL when it is not one (a
// .npy file, or a bad file: reading it as an input reports that later).
static char *tensorName(const char *path) {
  if (!nnTensorFileIsProto(path))
    return NULL;
  NnNpyArray array;
  char *name = NULL, error[16];
  if (!nnTensorProtoRead(path, &array, &name, error, sizeof(error)))
    return NULL;
  nnNpyFree(&array);
  return name;
}

// Each --input TensorProto named as a graph input, as that input's value.
static bool offerInputs(Request *r) {
  NnStringBuffer error = {0};
  OnnxModel *model = onnxModelOpenFile(r->path, NULL, &error);
  if (!model) { // the import reports it
    nnStringBufferFree(&error);
    return true;
  }
  const Onnx__GraphProto *g = model->proto->graph;
  bool ok = true;
  for (int i = 0; ok && g && i < r->args->numInputFiles; ++i) {
    const char *file = r->args->inputFiles[i];
    char *name = tensorName(file);
    bool isInput = false;
    for (size_t k = 0; name && *name && k < g->n_input; ++k)
      isInput |= g->input[k]->name && !strcmp(g->input[k]->name, name);
    if (isInput)
      ok = addValue(r, name, strlen(name), file, true);
    free(name);
  }
  onnxModelRelease(model);
  nnStringBufferFree(&error);
  return ok;
}

static void printError(MlirStringRef message, void *userData) {
  const Request *r = userData;
  fprintf(stderr, "%s: %s: %.*s\n", r->args->program, r->path,
          (int)message.length, message.data);
}

MlirModule nnToolImportOnnx(MlirContext ctx, const char *path,
                            const NnToolImportArgs *args) {
  MlirModule module = {NULL};
  Request r = {args, path, NULL, NULL, NULL, NULL, 0, 0};
  size_t values = (size_t)args->numInputValues + (size_t)args->numInputFiles;
  r.shapes = nnAllocArray((size_t)args->numInputShapes + 1, sizeof(*r.shapes));
  r.dims = nnAllocArray((size_t)args->numInputShapes + 1, sizeof(*r.dims));
  r.values = nnAllocArray(values + 1, sizeof(*r.values));
  r.bytes = nnAllocArray(values + 1, sizeof(void *));
  bool ok = r.shapes && r.dims && r.values && r.bytes;
  if (!ok)
    nnToolError(args->program, "out of memory\n");
  for (int i = 0; ok && i < args->numInputShapes; ++i) {
    ok = parseShape(args->program, args->inputShapes[i], &r.shapes[i],
                    r.dims[i]);
    r.numShapes = i + 1; // the name is freed below even on failure
  }
  for (int i = 0; ok && i < args->numInputValues; ++i)
    ok = parseValue(&r, args->inputValues[i]);
  if (ok && args->valuesFromInputs)
    ok = offerInputs(&r);
  if (ok) {
    NnImportOptions options = nnImportOptionsGetDefault();
    options.entryName = args->entry;
    options.numInputShapes = r.numShapes;
    options.inputShapes = r.shapes;
    options.numInputValues = r.numValues;
    options.inputValues = r.values;
    module = nnImportOnnxFile(ctx, path, &options, printError, &r);
  }
  for (int i = 0; i < r.numShapes; ++i)
    free((void *)r.shapes[i].name);
  for (int i = 0; i < r.numValues; ++i) {
    free((void *)r.values[i].name);
    free(r.bytes[i]);
  }
  free(r.shapes);
  free(r.dims);
  free(r.values);
  free(r.bytes);
  return module;
}
