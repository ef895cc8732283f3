//===- nn-import-onnx.c - An ONNX model into an nn module -----------------===//
//
//   nn-import-onnx MODEL.onnx [-o OUT.mlir] [--input-shape NAME=1x3x224x224]
//                  [--input-value NAME=VALUE.pb] [--entry NAME]
//                  [--emit-bytecode] [--mlir-print-debuginfo] [--time]
//   nn-import-onnx --emit-op-docs [-o docs/onnx-ops.md]
//
// Imports the model with nnImportOnnxFile (tools/common/ImportOnnx.h, as
// nn-run imports a MODEL.onnx) and prints the module (generic
// syntax, as nn IR is written), or writes it as MLIR bytecode. When the
// model cannot be imported, every error is printed ("nn-import-onnx:
// MODEL: ...") and the exit status is 1; a model with ops nn cannot convert
// lists them all at once.
//
//===----------------------------------------------------------------------===//

#include "import/onnx/Importer.h"
#include "nn-c/Dialect.h"
#include "nn-c/Import.h"
#include "support/StringBuffer.h"
#include "tools/common/Args.h"
#include "tools/common/ImportOnnx.h"
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
          "  -o FILE                    write the module to FILE ('-' or "
          "absent: stdout)\n"
          "  --input-shape NAME=DIMS    fix the dims of graph input NAME, "
          "e.g. 1x3x224x224;\n"
          "                             '?' keeps a dim dynamic (repeatable)\n"
          "  --input-value NAME=FILE    make graph input NAME the constant in "
          "FILE, a\n"
          "                             serialized ONNX TensorProto "
          "(repeatable)\n"
          "  --entry NAME               the function's name (default: main)\n"
          "  --emit-bytecode            write MLIR bytecode instead of text\n"
          "  --mlir-print-debuginfo     print locations (the ONNX node "
          "names)\n"
          "  --time                     print to stderr the seconds the "
          "import and the\n"
          "                             writing took, and the peak memory "
          "after each\n"
          "  --emit-op-docs             print the ONNX ops the importer "
          "converts (docs/onnx-ops.md)\n"
          "  -h, --help                 print this help\n");
}

typedef struct {
  const char *model, *output, *entry;
  bool bytecode, opDocs, debugInfo, time;
  const char **shapes, **values; // as given: NAME=DIMS, NAME=FILE
  int numShapes, numValues;
} Options;

static int parseArgs(int argc, char **argv, Options *o) {
  o->shapes = nnToolAllocArray(program, (size_t)argc, sizeof(char *));
  o->values = nnToolAllocArray(program, (size_t)argc, sizeof(char *));
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
        o->output = strcmp(value, "-") ? value : NULL; // "-": stdout
      else if (name[0] == 'e')
        o->entry = value;
      else if (!strncmp(name, "input-shape", 11))
        o->shapes[o->numShapes++] = value;
      else
        o->values[o->numValues++] = value;
    } else if (!strcmp(flag, "mlir-print-debuginfo")) {
      o->debugInfo = true;
    } else if (!strcmp(flag, "emit-op-docs")) {
      o->opDocs = true;
    } else if (!strcmp(flag, "emit-bytecode")) {
      o->bytecode = true;
    } else if (!strcmp(flag, "time")) {
      o->time = true;
    } else {
      nnToolError(program, "unknown option '%s' (see --help)\n", argv[i]);
      return 1;
    }
  }
  if (!o->model && !o->opDocs) {
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

static void writeText(MlirStringRef text, void *userData) {
  fwrite(text.data, 1, text.length, userData);
}

static int emitOpDocs(const char *path) {
  NnStringBuffer docs = {0};
  bool ok = onnxWriteOpDocs(&docs);
  FILE *out = path ? fopen(path, "w") : stdout;
  ok = ok && out && fwrite(docs.data, 1, docs.length, out) == docs.length;
  if (out && out != stdout)
    ok = fclose(out) == 0 && ok;
  nnStringBufferFree(&docs);
  if (!ok)
    nnToolError(program, "cannot write the op docs\n");
  return ok ? 0 : 1;
}

int main(int argc, char **argv) {
  Options o = {0};
  int status = parseArgs(argc, argv, &o);
  if (!status && o.opDocs)
    status = emitOpDocs(o.output);
  if (status || o.opDocs) {
    free(o.shapes);
    free(o.values);
    return status < 0 ? 0 : status;
  }

  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, nnPrintDiagnostic, NULL, NULL);
  NnToolImportArgs args = {.program = program,
                           .entry = o.entry,
                           .inputShapes = o.shapes,
                           .numInputShapes = o.numShapes,
                           .inputValues = o.values,
                           .numInputValues = o.numValues};
  double start = seconds();
  MlirModule module = nnToolImportOnnx(ctx, o.model, &args);
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
        mlirOpPrintingFlagsEnableDebugInfo(flags, o.debugInfo, false);
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
  free(o.shapes);
  free(o.values);
  return status;
}
