//===- nn-compile.c - Compile an nn module ahead of time ------------------===//
//
// nn-compile FILE.mlir --target cpu -o model.so [--emit-header model.h]
//                      [--entry NAME ...]
//
// The ahead-of-time path (DESIGN.md section 8): the module is lowered with
// nn's CPU pipeline as nn-run's JIT would lower it (Entries.h picks and
// marks the entries, passes/Pipelines.h lowers to the LLVM dialect),
// written as a host object file (Emit.h), and linked with generated C
// wrappers (Wrappers.h) into a shared library that exports a plain C ABI
// (ModelAbi.h) and needs no MLIR or LLVM at run time. `nn-run model.so`
// runs such a library.
//
// The object file and the generated source go to a temporary directory
// ($TMPDIR, else /tmp); the library is copied to the output path only once
// it is complete.
//
//===----------------------------------------------------------------------===//

#include "Emit.h"
#include "Entries.h"
#include "Link.h"
#include "Wrappers.h"
#include "passes/Pipelines.h"
#include "runtime/CpuJit.h"
#include "tools/nn-run/PrintDiagnostic.h"

#include "mlir-c/Pass.h"
#include "mlir-c/Transforms.h"
#include "nn-c/Dialect.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef NN_VERSION
#define NN_VERSION "unknown"
#endif

typedef struct {
  const char *file, *output, *header, *target, *cpu;
  const char **entries;
  int numEntries;
  int optLevel;
} Options;

static void printHelp(void) {
  printf("usage: nn-compile FILE.mlir --target cpu -o MODEL.so [options]\n\n"
         "Compiles the module ahead of time into a shared library that "
         "exports\n"
         "one C function per entry and a signature table "
         "(nn_model_get_entry),\n"
         "and needs no MLIR at run time. nn-run MODEL.so runs it.\n\n"
         "  --target cpu            What to compile for (cuda: not built "
         "yet)\n"
         "  -o MODEL.so             The shared library to write\n"
         "  --emit-header MODEL.h   Also write a C header declaring its "
         "functions\n"
         "  --entry NAME            A function to export (repeatable; "
         "default:\n"
         "                          every public function)\n"
         "  --cpu host|generic      Code for this machine's CPU (default) or "
         "for any\n"
         "                          CPU of its architecture\n"
         "  -O0 ... -O3             LLVM optimization level (default: -O2)\n"
         "  --version, --help\n");
}

// 0: go on; 1: error; 2: done (help or version printed).
static int parseOptions(int argc, char **argv, Options *o) {
  memset(o, 0, sizeof(*o));
  o->target = "cpu";
  o->optLevel = 2;
  o->entries = calloc((size_t)argc, sizeof(char *));
  if (!o->entries)
    abort();
  for (int i = 1; i < argc; ++i) {
    const char *arg = argv[i];
    if (arg[0] != '-' || !arg[1]) {
      if (o->file) {
        fprintf(stderr, "nn-compile: more than one input file: '%s' and '%s'\n",
                o->file, arg);
        return 1;
      }
      o->file = arg;
      continue;
    }
    const char *flag = arg + (arg[1] == '-' ? 2 : 1);
    if (strcmp(flag, "help") == 0 || strcmp(flag, "h") == 0) {
      printHelp();
      return 2;
    }
    if (strcmp(flag, "version") == 0) {
      printf("nn-compile version " NN_VERSION " (nn dialect on MLIR 22)\n");
      return 2;
    }
    if (strlen(flag) == 2 && flag[0] == 'O' && flag[1] >= '0' &&
        flag[1] <= '3') {
      o->optLevel = flag[1] - '0';
      continue;
    }
    // --flag=value, --flag value, -o value.
    static const char *const kValueFlags[] = {"o", "target", "emit-header",
                                              "entry", "cpu"};
    const char *value = strchr(flag, '=');
    size_t nameLength = value ? (size_t)(value - flag) : strlen(flag);
    int which = -1;
    for (int k = 0; k < 5; ++k)
      if (strlen(kValueFlags[k]) == nameLength &&
          strncmp(flag, kValueFlags[k], nameLength) == 0)
        which = k;
    if (which < 0) {
      fprintf(stderr, "nn-compile: unknown option '%s' (see --help)\n", arg);
      return 1;
    }
    if (value)
      ++value;
    else if (i + 1 < argc)
      value = argv[++i];
    else {
      fprintf(stderr, "nn-compile: %s expects a value\n", arg);
      return 1;
    }
    const char **slots[] = {&o->output, &o->target, &o->header, NULL, &o->cpu};
    if (which == 3)
      o->entries[o->numEntries++] = value;
    else
      *slots[which] = value;
  }
  if (!o->file) {
    fprintf(stderr, "nn-compile: no input file (usage: nn-compile FILE.mlir "
                    "--target cpu -o MODEL.so, see --help)\n");
    return 1;
  }
  if (strcmp(o->target, "cuda") == 0) {
    fprintf(stderr, "nn-compile: --target cuda is not built yet (available: "
                    "cpu)\n");
    return 1;
  }
  if (strcmp(o->target, "cpu") != 0) {
    fprintf(stderr,
            "nn-compile: unknown target '%s' (available: cpu; cuda is not "
            "built yet)\n",
            o->target);
    return 1;
  }
  if (o->cpu && strcmp(o->cpu, "host") != 0 && strcmp(o->cpu, "generic") != 0) {
    fprintf(stderr, "nn-compile: --cpu expects host or generic, got '%s'\n",
            o->cpu);
    return 1;
  }
  if (!o->output) {
    fprintf(stderr, "nn-compile: no output file (-o MODEL.so)\n");
    return 1;
  }
  return 0;
}

static bool writeFile(const char *path, const void *data, size_t size,
                      NnStringBuffer *error) {
  FILE *file = fopen(path, "wb");
  bool ok = file && fwrite(data, 1, size, file) == size;
  if (file && fclose(file) != 0)
    ok = false;
  if (!ok)
    nnStringBufferPrintf(error, "cannot write '%s': %s", path, strerror(errno));
  return ok;
}

static bool copyFile(const char *from, const char *to, NnStringBuffer *error) {
  FILE *file = fopen(from, "rb");
  if (!file) {
    nnStringBufferPrintf(error, "cannot read '%s': %s", from, strerror(errno));
    return false;
  }
  NnStringBuffer data = {0};
  char chunk[1 << 16];
  size_t length;
  while ((length = fread(chunk, 1, sizeof(chunk), file)) > 0)
    nnStringBufferAppend(&data, chunk, length);
  fclose(file);
  bool ok = writeFile(to, data.data, data.length, error);
  nnStringBufferFree(&data);
  return ok;
}

static bool lowerToLlvm(MlirModule module) {
  MlirContext ctx = mlirModuleGetContext(module);
  MlirPassManager pm = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString("builtin.module"));
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsSymbolDCE());
  NnStringBuffer error = {0};
  bool ok = mlirLogicalResultIsSuccess(nnAddNnLowerToLlvmPipeline(
      mlirPassManagerGetAsOpPassManager(pm), &error));
  if (!ok)
    fprintf(stderr, "nn-compile: %s\n", nnStringBufferStr(&error));
  else
    ok = mlirLogicalResultIsSuccess(
        mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)));
  nnStringBufferFree(&error);
  mlirPassManagerDestroy(pm);
  return ok;
}

// The base name of `path`, for the header's include guard.
static const char *baseName(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

// Compiles the parsed, verified module into o->output (and o->header).
static bool compile(MlirModule module, const Options *o, const char *dir,
                    NnStringBuffer *error) {
  NnAotEntries entries;
  bool ok =
      nnAotSelectEntries(module, o->numEntries, o->entries, &entries, error);
  if (ok && !lowerToLlvm(module)) {
    nnStringBufferPrintf(error, "%s: lowering to the LLVM dialect failed",
                         o->file);
    ok = false;
  }
  NnStringBuffer object = {0}, source = {0}, library = {0}, text = {0};
  nnStringBufferPrintf(&object, "%s/model.o", dir);
  nnStringBufferPrintf(&source, "%s/model.c", dir);
  nnStringBufferPrintf(&library, "%s/model.so", dir);
  NnEmitOptions emit = {o->optLevel, o->cpu && strcmp(o->cpu, "generic") == 0,
                        *NN_LIBMVEC != '\0'};
  ok = ok && nnEmitObjectFile(module, &emit, object.data, error);
  if (ok) {
    nnWriteLibrarySource(&entries, o->file, &text);
    ok = writeFile(source.data, text.data, text.length, error) &&
         nnLinkSharedLibrary(object.data, source.data, library.data,
                             baseName(o->output), error) &&
         copyFile(library.data, o->output, error);
  }
  if (ok && o->header) {
    nnStringBufferClear(&text);
    nnWriteHeader(&entries, o->file, baseName(o->header), &text);
    ok = writeFile(o->header, text.data, text.length, error);
  }
  unlink(object.data);
  unlink(source.data);
  unlink(library.data);
  nnStringBufferFree(&object);
  nnStringBufferFree(&source);
  nnStringBufferFree(&library);
  nnStringBufferFree(&text);
  nnAotFreeEntries(&entries);
  return ok;
}

int main(int argc, char **argv) {
  Options o;
  int parsed = parseOptions(argc, argv, &o);
  if (parsed) {
    free(o.entries);
    return parsed == 2 ? 0 : 1;
  }
  int status = 1;
  NnStringBuffer error = {0};
  MlirModule module = {NULL};
  NnStringBuffer dir = {0};
  const char *tmp = getenv("TMPDIR");
  nnStringBufferPrintf(&dir, "%s/nn-compile-XXXXXX",
                       tmp && *tmp ? tmp : "/tmp");
  bool haveDir = false;

  MlirContext ctx = nnCpuJitContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, nnPrintDiagnostic, NULL, NULL);
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx))) {
    fprintf(stderr, "nn-compile: cannot load the nn dialect\n");
    goto done;
  }
  if (access(o.file, R_OK) != 0) {
    fprintf(stderr, "nn-compile: cannot open input file '%s': %s\n", o.file,
            strerror(errno));
    goto done;
  }
  module = mlirModuleCreateParseFromFile(
      ctx, mlirStringRefCreateFromCString(o.file));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "nn-compile: cannot parse '%s'\n", o.file);
    goto done;
  }
  if (mlirLogicalResultIsFailure(nnVerify(mlirModuleGetOperation(module))))
    goto done;
  if (!mkdtemp(dir.data)) {
    fprintf(stderr, "nn-compile: cannot create a temporary directory: %s\n",
            strerror(errno));
    goto done;
  }
  haveDir = true;
  if (compile(module, &o, dir.data, &error))
    status = 0;
  else
    fprintf(stderr, "nn-compile: %s\n", nnStringBufferStr(&error));

done:
  if (haveDir)
    rmdir(dir.data);
  nnStringBufferFree(&dir);
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  nnStringBufferFree(&error);
  free(o.entries);
  return status;
}
