//===- Diagnostics.c - How nn-opt reports diagnostics ---------------------===//

#include "Diagnostics.h"

#include "mlir-c/Diagnostics.h"
#include "support/Memory.h"
#include "support/StringBuffer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  bool inSource; // the location points into the input buffer
  NnStringBuffer file;
  unsigned line, column;
} ResolvedLocation;

// Finds the file:line:col inside name, call-site and fused locations. IR
// parsed from the input has file name "-", which stands for the input file.
static bool resolve(MlirLocation loc, ResolvedLocation *out) {
  if (mlirLocationIsAFileLineColRange(loc)) {
    MlirStringRef file =
        mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc));
    out->inSource = file.length == 1 && file.data[0] == '-';
    nnStringBufferAppend(&out->file, file.data, file.length);
    out->line = (unsigned)mlirLocationFileLineColRangeGetStartLine(loc);
    out->column = (unsigned)mlirLocationFileLineColRangeGetStartColumn(loc);
    return true;
  }
  if (mlirLocationIsAName(loc))
    return resolve(mlirLocationNameGetChildLoc(loc), out);
  if (mlirLocationIsACallSite(loc))
    return resolve(mlirLocationCallSiteGetCallee(loc), out);
  if (mlirLocationIsAFused(loc)) {
    unsigned count = mlirLocationFusedGetNumLocations(loc);
    // A fused location may have any number of parts: on the heap (out of
    // memory, the message goes without a location).
    MlirLocation *parts = nnAllocArray((size_t)count + 1, sizeof(MlirLocation));
    if (!parts)
      return false;
    mlirLocationFusedGetLocations(loc, parts);
    bool found = false;
    for (unsigned i = 0; i < count && !found; ++i)
      found = resolve(parts[i], out);
    free(parts);
    return found;
  }
  return false;
}

static const char *severityName(MlirDiagnosticSeverity severity) {
  switch (severity) {
  case MlirDiagnosticError:
    return "error";
  case MlirDiagnosticWarning:
    return "warning";
  case MlirDiagnosticNote:
    return "note";
  case MlirDiagnosticRemark:
    return "remark";
  }
  return "error";
}

// The most characters of a source line a diagnostic quotes: a graph on one
// line (a generated or minified file) is quoted around the column only.
enum { kMaxQuoted = 160 };

// Prints line `line` of the input and a caret under `column`.
static void printSourceLine(const NnDiagnosticState *state, unsigned line,
                            unsigned column) {
  if (line == 0) // "file:0:0", the whole input (a module's location)
    return;
  const char *p = state->source, *end = state->source + state->sourceLength;
  for (unsigned i = 1; i < line && p < end; ++i) {
    const char *newline = memchr(p, '\n', (size_t)(end - p));
    p = newline ? newline + 1 : end;
  }
  if (p >= end)
    return;
  const char *lineEnd = memchr(p, '\n', (size_t)(end - p));
  size_t length = (size_t)((lineEnd ? lineEnd : end) - p);
  size_t caret = column > 0 ? column - 1 : 0;
  if (caret > length)
    caret = length;
  size_t start = caret > kMaxQuoted / 2 ? caret - kMaxQuoted / 2 : 0;
  size_t stop = length - start > kMaxQuoted ? start + kMaxQuoted : length;
  const char *before = start > 0 ? "..." : "";
  fprintf(stderr, "%s%.*s%s\n%*s^\n", before, (int)(stop - start), p + start,
          stop < length ? "..." : "", (int)(strlen(before) + caret - start),
          "");
}

static void handleOne(NnDiagnosticState *state, MlirDiagnostic diagnostic) {
  MlirDiagnosticSeverity severity = mlirDiagnosticGetSeverity(diagnostic);
  NnStringBuffer message = {0};
  mlirDiagnosticPrint(diagnostic, nnStringBufferCallback, &message);
  ResolvedLocation where = {0};
  bool known = resolve(mlirDiagnosticGetLocation(diagnostic), &where);
  // "-" in bytecode is the text it was written from, not this input.
  where.inSource = where.inSource && state->source;
  if (severity == MlirDiagnosticError)
    state->sawError = true;

  if (state->expected) {
    // MLIR adds this note to every op verification error; mlir-opt turns it
    // off under --verify-diagnostics, and nn-opt drops it likewise.
    static const char seeOp[] = "see current operation: ";
    bool opDump =
        severity == MlirDiagnosticNote &&
        strncmp(nnStringBufferStr(&message), seeOp, sizeof(seeOp) - 1) == 0;
    // Locations outside the input can only match @unknown.
    unsigned line = known && where.inSource ? where.line : 0;
    if (!opDump)
      nnExpectedDiagnosticsConsume(state->expected, (NnDiagSeverity)severity,
                                   line, where.column,
                                   nnStringBufferStr(&message));
  } else {
    const char *file = !known           ? NULL
                       : where.inSource ? state->fileName
                                        : nnStringBufferStr(&where.file);
    MlirLocation loc = mlirDiagnosticGetLocation(diagnostic);
    if (file) {
      fprintf(stderr, "%s:%u:%u: ", file, where.line, where.column);
    } else if (mlirLocationEqual(
                   loc, mlirLocationUnknownGet(mlirLocationGetContext(loc)))) {
      fprintf(stderr, "<unknown>: ");
    } else { // a name without a file (loc("conv1")): the name says where
      NnStringBuffer text = {0};
      mlirLocationPrint(loc, nnStringBufferCallback, &text);
      fprintf(stderr, "%s: ", nnStringBufferStr(&text));
      nnStringBufferFree(&text);
    }
    fprintf(stderr, "%s: %s\n", severityName(severity),
            nnStringBufferStr(&message));
    if (known && where.inSource)
      printSourceLine(state, where.line, where.column);
  }
  nnStringBufferFree(&message);
  nnStringBufferFree(&where.file);

  for (intptr_t i = 0, n = mlirDiagnosticGetNumNotes(diagnostic); i < n; ++i)
    handleOne(state, mlirDiagnosticGetNote(diagnostic, i));
}

static MlirLogicalResult handler(MlirDiagnostic diagnostic, void *userData) {
  NnDiagnosticState *state = userData;
  // Past the limit, printed diagnostics (not expected ones) are dropped,
  // notes and warnings with them; the errors are still counted.
  bool isError = mlirDiagnosticGetSeverity(diagnostic) == MlirDiagnosticError;
  if (!state->expected && state->errorLimit > 0 &&
      state->errorsPrinted >= state->errorLimit) {
    state->sawError = state->sawError || isError;
    state->errorsDropped += isError;
    return mlirLogicalResultSuccess();
  }
  state->errorsPrinted += isError;
  handleOne(state, diagnostic);
  return mlirLogicalResultSuccess();
}

void nnOptReportDroppedErrors(const NnDiagnosticState *state,
                              const char *program) {
  if (state->errorsDropped)
    fprintf(stderr,
            "%s: %ld more errors not shown (--error-limit=%ld; 0 shows "
            "all)\n",
            program, state->errorsDropped, state->errorLimit);
}

void nnOptAttachDiagnostics(MlirContext ctx, NnDiagnosticState *state) {
  mlirContextAttachDiagnosticHandler(ctx, handler, state, NULL);
}
