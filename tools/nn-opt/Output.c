//===- Output.c - How nn-opt writes its result: text or bytecode ----------===//

#include "Output.h"

#include "support/StringBuffer.h"

#include "mlir-c/Diagnostics.h"

MlirOpPrintingFlags nnOptPrintingFlags(const NnOptOptions *options) {
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  if (options->printGeneric)
    mlirOpPrintingFlagsPrintGenericOpForm(flags);
  if (options->printDebugInfo)
    mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  if (options->printLocalScope)
    mlirOpPrintingFlagsUseLocalScope(flags);
  return flags;
}

// MLIR prints a token at a time; collecting the text first and writing it in
// large pieces keeps stdio's per-call locking out of the profile.
typedef struct {
  FILE *file;
  NnStringBuffer pending;
} BufferedOutput;

static void writeBuffered(MlirStringRef text, void *userData) {
  BufferedOutput *out = userData;
  nnStringBufferAppend(&out->pending, text.data, text.length);
  if (out->pending.length >= (1u << 16)) {
    fwrite(out->pending.data, 1, out->pending.length, out->file);
    nnStringBufferClear(&out->pending);
  }
}

void nnOptPrintOperation(MlirOperation op, MlirOpPrintingFlags flags,
                         FILE *file) {
  BufferedOutput out = {file, {0}};
  mlirOperationPrintWithFlags(op, flags, writeBuffered, &out);
  fwrite(nnStringBufferStr(&out.pending), 1, out.pending.length, file);
  fputc('\n', file);
  nnStringBufferFree(&out.pending);
}

// Writes `op` as MLIR bytecode, of the version asked for (else the
// current one). False when MLIR cannot write that version: it says why,
// through the diagnostics, before writing anything.
static bool writeBytecode(MlirOperation op, const NnOptOptions *options,
                          FILE *file) {
  BufferedOutput out = {file, {0}};
  bool ok = true;
  if (options->bytecodeVersion >= 0) {
    MlirBytecodeWriterConfig config = mlirBytecodeWriterConfigCreate();
    mlirBytecodeWriterConfigDesiredEmitVersion(config,
                                               options->bytecodeVersion);
    ok = mlirLogicalResultIsSuccess(
        mlirOperationWriteBytecodeWithConfig(op, config, writeBuffered, &out));
    mlirBytecodeWriterConfigDestroy(config);
  } else {
    mlirOperationWriteBytecode(op, writeBuffered, &out);
  }
  if (nnStringBufferFailed(&out.pending)) {
    fprintf(stderr, "nn-opt: out of memory writing bytecode\n");
    ok = false;
  }
  // No newline after it: bytecode is binary, every byte counts.
  fwrite(nnStringBufferStr(&out.pending), 1, out.pending.length, file);
  nnStringBufferFree(&out.pending);
  return ok;
}

static MlirLogicalResult keepMessage(MlirDiagnostic diagnostic,
                                     void *userData) {
  NnStringBuffer *message = userData;
  if (!message->length)
    mlirDiagnosticPrint(diagnostic, nnStringBufferCallback, message);
  return mlirLogicalResultSuccess(); // handled: not printed
}

bool nnOptCheckBytecodeVersion(MlirContext ctx, const NnOptOptions *options) {
  if (!options->emitBytecode || options->bytecodeVersion < 0)
    return true;
  NnStringBuffer message = {0}, sink = {0};
  MlirDiagnosticHandlerID id =
      mlirContextAttachDiagnosticHandler(ctx, keepMessage, &message, NULL);
  MlirModule probe = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  MlirBytecodeWriterConfig config = mlirBytecodeWriterConfigCreate();
  mlirBytecodeWriterConfigDesiredEmitVersion(config, options->bytecodeVersion);
  bool ok = mlirLogicalResultIsSuccess(mlirOperationWriteBytecodeWithConfig(
      mlirModuleGetOperation(probe), config, nnStringBufferCallback, &sink));
  mlirBytecodeWriterConfigDestroy(config);
  mlirModuleDestroy(probe);
  mlirContextDetachDiagnosticHandler(ctx, id);
  if (!ok)
    fprintf(stderr, "nn-opt: --emit-bytecode-version=%ld: %s\n",
            options->bytecodeVersion, nnStringBufferStr(&message));
  nnStringBufferFree(&message);
  nnStringBufferFree(&sink);
  return ok;
}

bool nnOptWriteOperation(MlirOperation op, const NnOptOptions *options,
                         FILE *file) {
  if (options->emitBytecode)
    return writeBytecode(op, options, file);
  MlirOpPrintingFlags flags = nnOptPrintingFlags(options);
  nnOptPrintOperation(op, flags, file);
  mlirOpPrintingFlagsDestroy(flags);
  return true;
}
