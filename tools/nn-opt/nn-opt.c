//===- nn-opt.c - The nn optimizer driver ---------------------------------===//
//
// nn-opt behaves like mlir-opt with the nn dialect loaded: it reads MLIR from
// a file or stdin, as text or bytecode (tools/common/LoadModule.h), verifies
// it (MLIR's verifier, then nn's semantic one), runs the passes named on the
// command line, and prints the result, as text or, with --emit-bytecode, as
// bytecode. Text input may be split into independent chunks with
// --split-input-file, and --verify-diagnostics checks the errors against
// expected-* comments. Bytecode is one module without comments: it is one
// chunk whatever --split-input-file says (a split marker cannot be found in
// it), with no expected diagnostics. Bad input gives an error with its
// location and a non-zero exit status.
//
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"
#include "Options.h"
#include "Output.h"
#include "Pipeline.h"
#include "capi/lib/PassDocs.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "nn-c/Dialect.h"
#include "support/StringBuffer.h"
#include "tools/common/LoadModule.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef NN_VERSION
#define NN_VERSION "unknown"
#endif

static void writeToFile(MlirStringRef text, void *userData) {
  fwrite(text.data, 1, text.length, (FILE *)userData);
}

static MlirContext createContext(const NnOptOptions *options) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  // gpu-module-to-binary (--nn-lower-to-nvvm) translates kernels to LLVM IR.
  mlirRegisterAllLLVMTranslations(ctx);
  mlirContextSetAllowUnregisteredDialects(ctx, options->allowUnregistered);
  return ctx;
}

// Builds the pass manager the options describe; NULL, with a message, when a
// pass or an option is unknown. `instrument` adds timing and IR printing.
static MlirPassManager buildPassManager(MlirContext ctx,
                                        const NnOptOptions *options,
                                        bool instrument, bool *upstream) {
  MlirPassManager pm = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString("builtin.module"));
  NnStringBuffer error = {0};
  bool ok = true;
  if (options->passPipeline)
    ok = nnOptAddPipeline(pm, options->passPipeline, upstream, &error);
  for (int i = 0; ok && i < options->numPassFlags; ++i) {
    ok = nnOptAddPassFlag(pm, ctx, options->passFlags[i], upstream, &error);
    if (!ok)
      fprintf(stderr,
              "nn-opt: cannot add pass '--%s': ", options->passFlags[i].name);
  }
  if (!ok) {
    if (options->passPipeline)
      fprintf(stderr, "nn-opt: invalid pass pipeline: ");
    fprintf(stderr, "%s\n", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    mlirPassManagerDestroy(pm);
    return (MlirPassManager){NULL};
  }
  nnStringBufferFree(&error);
  mlirPassManagerEnableVerifier(pm, options->verifyEach);
  if (!instrument)
    return pm;
  if (options->timing)
    mlirPassManagerEnableTiming(pm);
  if (options->printIRBefore || options->printIRAfter) {
    MlirOpPrintingFlags flags = nnOptPrintingFlags(options);
    mlirPassManagerEnableIRPrinting(pm, options->printIRBefore,
                                    options->printIRAfter,
                                    options->printIRModuleScope, false, false,
                                    flags, mlirStringRefCreate(NULL, 0));
    mlirOpPrintingFlagsDestroy(flags);
  }
  return pm;
}

// Where `text` spells an op of `dialect` in custom form (`nn.relu(...)`
// rather than `"nn.relu"(...)`), or NULL.
static const char *findCustomForm(const char *text, size_t length,
                                  const char *dialect) {
  size_t prefix = strlen(dialect);
  for (const char *p = text; p + prefix < text + length; ++p)
    if (strncmp(p, dialect, prefix) == 0 &&
        (p == text || p[-1] == ' ' || p[-1] == '=' || p[-1] == '\n') &&
        (isalpha((unsigned char)p[prefix]) || p[prefix] == '_'))
      return p;
  return NULL;
}

// IRDL gives nn ops a parser for the custom form that fails without a word;
// say what went wrong instead of exiting silently.
static void explainSilentParseFailure(MlirContext ctx, const char *chunk,
                                      size_t length, unsigned firstLine) {
  const char *op = findCustomForm(chunk, length, "nn.");
  unsigned line = firstLine, column = 1;
  for (const char *p = chunk; op && p < op; ++p, ++column)
    if (*p == '\n')
      ++line, column = 0;
  NnStringBuffer message = {0};
  if (op) {
    int nameLength = (int)strspn(op, "abcdefghijklmnopqrstuvwxyz"
                                     "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._");
    nnStringBufferPrintf(&message,
                         "'%.*s' has no custom assembly form: nn ops are "
                         "written in the generic form, \"%.*s\"(...)",
                         nameLength, op, nameLength, op);
  } else {
    nnStringBufferPrintf(&message, "failed to parse the input");
    line = firstLine;
  }
  mlirEmitError(mlirLocationFileLineColGet(
                    ctx, mlirStringRefCreateFromCString("-"), line, column),
                nnStringBufferStr(&message));
  nnStringBufferFree(&message);
}

// Parses one chunk of text: `chunk` starts at line `firstLine` of the
// input; blank lines are put in front so that diagnostics carry the line
// numbers of the whole file.
static MlirModule parseTextChunk(MlirContext ctx,
                                 NnDiagnosticState *diagnostics,
                                 const char *chunk, size_t length,
                                 unsigned firstLine) {
  NnStringBuffer padded = {0};
  for (unsigned i = 1; i < firstLine; ++i)
    nnStringBufferAppend(&padded, "\n", 1);
  nnStringBufferAppend(&padded, chunk, length);
  if (nnStringBufferFailed(&padded)) {
    fprintf(stderr, "nn-opt: out of memory reading the input\n");
    nnStringBufferFree(&padded);
    return (MlirModule){NULL};
  }
  MlirModule module = nnToolParseBytes(ctx, NN_TOOL_FORMAT_TEXT, padded.data,
                                       padded.length, diagnostics->fileName);
  nnStringBufferFree(&padded);
  if (mlirModuleIsNull(module) && !diagnostics->sawError)
    explainSilentParseFailure(ctx, chunk, length, firstLine);
  return module;
}

// Parses, verifies, transforms and prints one chunk of the input: a chunk
// of text, or the whole of a bytecode input.
static bool processChunk(MlirContext ctx, const NnOptOptions *options,
                         NnDiagnosticState *diagnostics, NnToolFormat format,
                         const char *chunk, size_t length, unsigned firstLine,
                         FILE *output) {
  diagnostics->sawError = false;
  MlirModule module =
      format == NN_TOOL_FORMAT_TEXT
          ? parseTextChunk(ctx, diagnostics, chunk, length, firstLine)
          : nnToolParseBytes(ctx, format, chunk, length, diagnostics->fileName);
  if (mlirModuleIsNull(module)) {
    if (format != NN_TOOL_FORMAT_TEXT)
      fprintf(stderr, "nn-opt: cannot parse '%s' (%s)\n", diagnostics->fileName,
              nnToolFormatName(format));
    return false;
  }

  MlirOperation op = mlirModuleGetOperation(module);
  bool ok =
      options->skipParseVerifier || mlirLogicalResultIsSuccess(nnVerify(op));
  if (ok && (options->passPipeline || options->numPassFlags)) {
    // nn passes verify their own output; what upstream passes did to nn
    // ops is checked once the pipeline is done.
    bool upstream = false;
    MlirPassManager pm = buildPassManager(ctx, options, true, &upstream);
    ok = !mlirPassManagerIsNull(pm) &&
         mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op)) &&
         (!options->verifyEach || !upstream ||
          mlirLogicalResultIsSuccess(nnVerify(op)));
    if (!mlirPassManagerIsNull(pm))
      mlirPassManagerDestroy(pm);
  }
  if (ok)
    ok = nnOptWriteOperation(op, options, output);
  mlirModuleDestroy(module);
  return ok;
}

// A chunk boundary is a line holding only "// -----" (trailing dashes and
// spaces allowed), as in mlir-opt.
static bool isSplitMarker(const char *line, size_t length) {
  while (length && (line[length - 1] == ' ' || line[length - 1] == '\r'))
    --length;
  return length >= 8 && strncmp(line, "// -----", 8) == 0 &&
         strspn(line + 8, "-") == length - 8;
}

// Runs one chunk against its expected diagnostics (those in its text) and
// its own error limit, as each chunk is a file of its own.
static bool runChunk(MlirContext ctx, const NnOptOptions *options,
                     NnDiagnosticState *diagnostics, NnToolFormat format,
                     const char *chunk, size_t length, unsigned chunkLine,
                     FILE *output) {
  bool text = format == NN_TOOL_FORMAT_TEXT;
  if (options->verifyDiagnostics)
    diagnostics->expected =
        nnExpectedDiagnosticsCreate(diagnostics->fileName, text ? chunk : "",
                                    text ? length : 0, chunkLine, stderr);
  bool ok = processChunk(ctx, options, diagnostics, format, chunk, length,
                         chunkLine, output);
  nnOptReportDroppedErrors(diagnostics, "nn-opt");
  diagnostics->errorsPrinted = diagnostics->errorsDropped = 0;
  if (options->verifyDiagnostics) {
    ok = nnExpectedDiagnosticsFinish(diagnostics->expected);
    diagnostics->expected = NULL;
  }
  return ok;
}

static bool processInput(MlirContext ctx, const NnOptOptions *options,
                         NnDiagnosticState *diagnostics,
                         const NnToolInput *input, FILE *output) {
  if (input->format != NN_TOOL_FORMAT_TEXT)
    return runChunk(ctx, options, diagnostics, input->format, input->data,
                    input->size, 1, output);
  const char *text = input->data;
  const char *end = text + input->size;
  const char *chunk = text, *p = text;
  unsigned line = 1, chunkLine = 1;
  bool ok = true, first = true;
  for (;;) {
    const char *lineEnd = memchr(p, '\n', (size_t)(end - p));
    const char *next = lineEnd ? lineEnd + 1 : end;
    bool marker = options->splitInputFile &&
                  isSplitMarker(p, (size_t)((lineEnd ? lineEnd : end) - p));
    if (marker || p == end) {
      if (!first)
        fputs("// -----\n", output);
      first = false;
      ok &= runChunk(ctx, options, diagnostics, NN_TOOL_FORMAT_TEXT, chunk,
                     (size_t)(p - chunk), chunkLine, output);
      chunk = next;
      chunkLine = line + 1;
    }
    if (p == end)
      break;
    p = next;
    ++line;
  }
  return ok;
}

int main(int argc, char **argv) {
  NnOptOptions options;
  if (!nnOptParseOptions(argc, argv, &options)) {
    nnOptFreeOptions(&options);
    return 1;
  }
  int status = 0;
  if (options.showHelp || options.showVersion) {
    if (options.showHelp)
      nnOptPrintHelp(argv[0]);
    else
      printf("nn-opt version " NN_VERSION " (nn dialect on MLIR 22)\n");
    nnOptFreeOptions(&options);
    return 0;
  }

  MlirContext ctx = createContext(&options);
  mlirRegisterAllPasses();
  NnToolInput input = {0};
  NnDiagnosticState diagnostics = {.fileName = options.inputFile,
                                   .errorLimit = options.errorLimit};
  nnOptAttachDiagnostics(ctx, &diagnostics);
  FILE *output = stdout;

  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx))) {
    fprintf(stderr, "nn-opt: cannot load the nn dialect\n");
    status = 1;
    goto done;
  }
  if (!nnOptCheckBytecodeVersion(ctx, &options)) {
    status = 1;
    goto done;
  }
  if (strcmp(options.outputFile, "-") != 0 &&
      !(output = fopen(options.outputFile, "wb"))) {
    fprintf(stderr, "nn-opt: cannot open output file '%s'\n",
            options.outputFile);
    output = stdout;
    status = 1;
    goto done;
  }
  if (options.emitOpDocs) {
    nnPrintOpDocs(writeToFile, output);
    goto done;
  }
  if (options.emitPassDocs) {
    NnStringBuffer docs = {0};
    nnPrintPassDocs(&docs);
    fputs(nnStringBufferStr(&docs), output);
    nnStringBufferFree(&docs);
    goto done;
  }
  if (options.emitIrdl) {
    MlirModule irdl = nnBuildIrdlModule(ctx);
    if (mlirModuleIsNull(irdl)) {
      fprintf(stderr, "nn-opt: out of memory building the IRDL module\n");
      status = 1;
      goto done;
    }
    if (!nnOptWriteOperation(mlirModuleGetOperation(irdl), &options, output))
      status = 1;
    mlirModuleDestroy(irdl);
    goto done;
  }

  // A bad pipeline is reported once, before any input is read.
  if (options.passPipeline || options.numPassFlags) {
    bool upstream = false;
    MlirPassManager pm = buildPassManager(ctx, &options, false, &upstream);
    if (mlirPassManagerIsNull(pm)) {
      status = 1;
      goto done;
    }
    mlirPassManagerDestroy(pm);
  }
  if (!nnToolReadInput("nn-opt", options.inputFile, &input)) {
    status = 1;
    goto done;
  }
  diagnostics.fileName = input.name;
  // Locations in bytecode point into the text it was written from, which
  // is not this input: no lines of it are quoted.
  if (input.format == NN_TOOL_FORMAT_TEXT) {
    diagnostics.source = input.data;
    diagnostics.sourceLength = input.size;
  }
  status = processInput(ctx, &options, &diagnostics, &input, output) ? 0 : 1;

done:
  nnOptReportDroppedErrors(&diagnostics, "nn-opt");
  if (output != stdout && fclose(output) != 0) {
    fprintf(stderr, "nn-opt: cannot write output file '%s'\n",
            options.outputFile);
    status = 1;
  }
  nnToolFreeInput(&input);
  mlirContextDestroy(ctx);
  nnOptFreeOptions(&options);
  return status;
}
