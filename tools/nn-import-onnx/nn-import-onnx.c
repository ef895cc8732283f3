//===- nn-import-onnx.c - An ONNX model into an nn module -----------------===//
//
//   nn-import-onnx MODEL.onnx [-o OUT.mlir] [--input-shape NAME=1x3x224x224]
//                  [--input-value NAME=VALUE.pb] [--entry NAME]
//                  [--emit-bytecode] [--time]
//
// Imports the model with nnImportOnnxFile and prints the module (generic
// syntax, as nn IR is written), or writes it as MLIR bytecode. When the
// model cannot be imported, every error is printed ("nn-import-onnx:
// MODEL: ...") and the exit status is 1; a model with ops nn cannot convert
// lists them all at once.
//
//===----------------------------------------------------------------------===//

#include "nn-c/Dialect.h"
#include "nn-c/Import.h"
#include "support/Memory.h"
#include "support/StringBuffer.h"
#include "tools/common/Args.h"
#include "tools/common/PrintDiagnostic.h"
#include "tools/common/ToolMemory.h"

#include "mlir-c/IR.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

static const char *const program = "nn-import-onnx";

static void usage(FILE *out) {
  fprintf(out,
          "usage: nn-import-onnx MODEL.onnx [options]\n"
          "\n"
          "Imports an ONNX model into an nn module holding one function.\n"
          "\n"
          "  -o FILE                    write the module to FILE (default: "
          "stdout)\n"
          "  --input-shape NAME=DIMS    fix the dims of graph input NAME, "
          "e.g. 1x3x224x224;\n"
          "                             '?' keeps a dim dynamic (repeatable)\n"
          "  --input-value NAME=FILE    make graph input NAME the constant in "
          "FILE, a\n"
          "                             serialized ONNX TensorProto "
          "(repeatable)\n"
          "  --entry NAME               the function's name (default: main)\n"
          "  --emit-bytecode            write MLIR bytecode instead of text\n"
          "  --time                     print to stderr the seconds the "
          "import and the\n"
          "                             writing took, and the peak memory "
          "after each\n"
          "  -h, --help                 print this help\n");
}

typedef struct {
  const char *model, *output, *entry;
  bool bytecode, time;
  NnImportInputShape *shapes;
  int64_t (*dims)[NN_MAX_RANK];
  int numShapes;
  NnImportInputValue *values;
  void **valueBytes;
  int numValues;
} Options;

// "NAME=1x3x?x224" into `shape` (dims in `dims`).
static bool parseShape(const char *text, NnImportInputShape *shape,
                       int64_t *dims) {
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
  const char *p = eq + 1;
  if (!*p) // rank 0: "NAME="
    return true;
  for (;;) {
    if (shape->rank == NN_MAX_RANK) {
      nnToolError(program, "--input-shape %s: more than %d dims\n", name,
                  NN_MAX_RANK);
      return false;
    }
    const char *end = strchr(p, 'x');
    size_t length = end ? (size_t)(end - p) : strlen(p);
    char dim[32];
    long long value;
    if (length == 1 && *p == '?')
      value = -1;
    else if (length == 0 || length >= sizeof(dim) ||
             (memcpy(dim, p, length), dim[length] = 0,
              !nnArgParseInt(dim, 0, INT64_MAX, &value))) {
      nnToolError(program,
                  "--input-shape %s: '%.*s' is not a dim (a size >= 0, or "
                  "'?')\n",
                  name, (int)length, p);
      return false;
    }
    dims[shape->rank++] = value;
    if (!end)
      return true;
    p = end + 1;
  }
}

static bool readFile(const char *path, void **bytes, size_t *size) {
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

static bool parseValue(const char *text, NnImportInputValue *value,
                       void **bytes) {
  const char *eq = strchr(text, '=');
  if (!eq || eq == text || !eq[1]) {
    nnToolError(program, "--input-value wants NAME=FILE, not '%s'\n", text);
    return false;
  }
  char *name = nnCopyString(text, (size_t)(eq - text));
  if (!name) {
    nnToolError(program, "out of memory\n");
    return false;
  }
  value->name = name;
  *bytes = NULL;
  if (!readFile(eq + 1, bytes, &value->size))
    return false;
  value->data = *bytes;
  return true;
}

static int parseArgs(int argc, char **argv, Options *o) {
  o->shapes = nnToolAllocArray(program, (size_t)argc, sizeof(*o->shapes));
  o->dims = nnToolAllocArray(program, (size_t)argc, sizeof(*o->dims));
  o->values = nnToolAllocArray(program, (size_t)argc, sizeof(*o->values));
  o->valueBytes = nnToolAllocArray(program, (size_t)argc, sizeof(void *));
  for (int i = 1; i < argc; ++i) {
    const char *flag = nnArgFlag(argv[i]), *value;
    if (!flag) {
      if (o->model) {
        nnToolError(program, "more than one model: '%s' and '%s'\n", o->model,
                    argv[i]);
        return 1;
      }
      o->model = argv[i];
    } else if (!strcmp(flag, "h") || !strcmp(flag, "help")) {
      usage(stdout);
      return -1;
    } else if (nnArgIs(flag, "o", &value) || nnArgIs(flag, "entry", &value) ||
               nnArgIs(flag, "input-shape", &value) ||
               nnArgIs(flag, "input-value", &value)) {
      const char *name = flag;
      if (!(value = nnArgTakeValue(argc, argv, &i, value))) {
        nnToolError(program, "%s needs a value\n", argv[i]);
        return 1;
      }
      if (name[0] == 'o')
        o->output = value;
      else if (name[0] == 'e')
        o->entry = value;
      else if (!strncmp(name, "input-shape", 11)) {
        if (!parseShape(value, &o->shapes[o->numShapes], o->dims[o->numShapes]))
          return 1;
        ++o->numShapes;
      } else {
        if (!parseValue(value, &o->values[o->numValues],
                        &o->valueBytes[o->numValues]))
          return 1;
        ++o->numValues;
      }
    } else if (!strcmp(flag, "emit-bytecode")) {
      o->bytecode = true;
    } else if (!strcmp(flag, "time")) {
      o->time = true;
    } else {
      nnToolError(program, "unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    }
  }
  if (!o->model) {
    usage(stderr);
    return 1;
  }
  return 0;
}

// --time: one line per stage, the import apart from the writing (printing
// 100 MB of weights as hex text is slow by nature; the import is not).
static double seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void printStage(const char *stage, double start) {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  fprintf(stderr, "%s: %s: %.3f s, peak RSS %.1f MB\n", program, stage,
          seconds() - start, (double)usage.ru_maxrss / 1024.0);
}

typedef struct {
  const char *model;
} ErrorContext;

static void printError(MlirStringRef message, void *userData) {
  const ErrorContext *context = userData;
  fprintf(stderr, "%s: %s: %.*s\n", program, context->model,
          (int)message.length, message.data);
}

static void writeText(MlirStringRef text, void *userData) {
  fwrite(text.data, 1, text.length, userData);
}

// Also after --help or a bad argument (parseArgs allocates first). The
// arrays are zeroed and have a slot past the last complete entry: a name
// parsed before its value failed sits there.
static void freeOptions(Options *o) {
  for (int i = 0; o->shapes && i <= o->numShapes; ++i)
    free((void *)o->shapes[i].name);
  for (int i = 0; o->values && i <= o->numValues; ++i) {
    free((void *)o->values[i].name);
    free(o->valueBytes[i]);
  }
  free(o->shapes);
  free(o->dims);
  free(o->values);
  free(o->valueBytes);
}

int main(int argc, char **argv) {
  Options o = {0};
  int status = parseArgs(argc, argv, &o);
  if (status) {
    freeOptions(&o);
    return status < 0 ? 0 : status;
  }

  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, nnPrintDiagnostic, NULL, NULL);
  NnImportOptions options = nnImportOptionsGetDefault();
  options.entryName = o.entry;
  options.numInputShapes = o.numShapes;
  options.inputShapes = o.shapes;
  options.numInputValues = o.numValues;
  options.inputValues = o.values;
  ErrorContext context = {o.model};
  double start = seconds();
  MlirModule module =
      nnImportOnnxFile(ctx, o.model, &options, printError, &context);
  status = mlirModuleIsNull(module) ? 1 : 0;
  if (o.time)
    printStage("import", start);
  if (!status) {
    start = seconds();
    FILE *out = o.output ? fopen(o.output, o.bytecode ? "wb" : "w") : stdout;
    if (!out) {
      nnToolError(program, "cannot write '%s': %s\n", o.output,
                  strerror(errno));
      status = 1;
    } else {
      MlirOperation op = mlirModuleGetOperation(module);
      if (o.bytecode) {
        mlirOperationWriteBytecode(op, writeText, out);
      } else {
        MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
        mlirOpPrintingFlagsPrintGenericOpForm(flags);
        mlirOperationPrintWithFlags(op, flags, writeText, out);
        mlirOpPrintingFlagsDestroy(flags);
        fputc('\n', out);
      }
      if ((out != stdout && fclose(out) != 0) ||
          (out == stdout && fflush(stdout) != 0)) {
        nnToolError(program, "cannot write the module\n");
        status = 1;
      }
      if (o.time)
        printStage(o.bytecode ? "write bytecode" : "write text", start);
    }
    mlirModuleDestroy(module);
  }
  mlirContextDestroy(ctx);
  freeOptions(&o);
  return status;
}
