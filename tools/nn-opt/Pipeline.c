//===- Pipeline.c - Building nn-opt's pass manager ------------------------===//

#include "Pipeline.h"

#include "passes/Passes.h"
#include "passes/Pipelines.h"

#include <string.h>

typedef struct {
  const char *p, *end;
  NnStringBuffer *error;
  bool *upstream; // set when a pass is handed to MLIR's parser
} Cursor;

static void skipSpace(Cursor *c) {
  while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n'))
    ++c->p;
}

static bool isNameChar(char ch) {
  return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
         (ch >= '0' && ch <= '9') || ch == '_' || ch == '-' || ch == '.' ||
         ch == '$';
}

// Advances past the bracket that closes the one at c->p, honouring quotes
// and nesting; returns false when there is none.
static bool skipBalanced(Cursor *c, char open, char close) {
  int depth = 0;
  char quote = 0;
  for (; c->p < c->end; ++c->p) {
    char ch = *c->p;
    if (quote) {
      quote = ch == quote ? 0 : quote;
    } else if (ch == '"' || ch == '\'') {
      quote = ch;
    } else if (ch == open) {
      ++depth;
    } else if (ch == close && --depth == 0) {
      ++c->p;
      return true;
    }
  }
  return false;
}

static void appendMlirError(MlirStringRef text, void *userData) {
  nnStringBufferCallback(text, userData);
}

// Adds an nn pass to `opm`, whose ops are `anchor` ("builtin.module",
// "func.func", or "any"). MLIR aborts on a pass added to a pass manager of
// another op, so that case is caught here: with `nest` (passes given as
// flags, on the top-level pass manager) the pass is nested under its op, as
// mlir-opt does; in an explicit pipeline it is an error.
static bool addNnPass(MlirOpPassManager opm, MlirStringRef anchor,
                      const NnPassDef *def, MlirStringRef options, bool nest,
                      NnStringBuffer *error) {
  MlirStringRef opName = mlirStringRefCreateFromCString(def->opName);
  bool anyAnchor =
      mlirStringRefEqual(anchor, mlirStringRefCreateFromCString("any"));
  if (opName.length && !anyAnchor && !mlirStringRefEqual(opName, anchor)) {
    if (!nest) {
      nnStringBufferPrintf(error,
                           "'%s' runs on '%s' and cannot be nested under "
                           "'%.*s'",
                           def->argument, def->opName, (int)anchor.length,
                           anchor.data);
      return false;
    }
    opm = mlirOpPassManagerGetNestedUnder(opm, opName);
  }
  MlirPass pass = nnCreatePass(def, options, error);
  if (!pass.ptr)
    return false;
  mlirOpPassManagerAddOwnedPass(opm, pass);
  return true;
}

static bool parseElements(MlirOpPassManager opm, MlirStringRef anchor,
                          Cursor *c);

// Named pipelines: nn-lower-to-llvm is a sequence of upstream passes on
// builtin.module (conversion/CpuPipeline.h). Returns false when `name` is
// not one; otherwise adds it to `opm` and sets `*ok`.
static bool addNamedPipeline(MlirOpPassManager opm, MlirStringRef anchor,
                             MlirStringRef name, MlirStringRef options,
                             bool *upstream, NnStringBuffer *error, bool *ok) {
  if (!mlirStringRefEqual(name,
                          mlirStringRefCreateFromCString("nn-lower-to-llvm")))
    return false;
  *upstream = true;
  *ok = false;
  if (options.length)
    nnStringBufferPrintf(error, "'nn-lower-to-llvm' takes no options");
  else if (!mlirStringRefEqual(
               anchor, mlirStringRefCreateFromCString("builtin.module")))
    nnStringBufferPrintf(error,
                         "'nn-lower-to-llvm' runs on 'builtin.module' and "
                         "cannot be nested under '%.*s'",
                         (int)anchor.length, anchor.data);
  else
    *ok = mlirLogicalResultIsSuccess(nnAddNnLowerToLlvmPipeline(opm, error));
  return true;
}

// One element: `name`, `name{options}` or `anchor(elements)`.
static bool parseElement(MlirOpPassManager opm, MlirStringRef anchor,
                         Cursor *c) {
  skipSpace(c);
  const char *name = c->p;
  while (c->p < c->end && isNameChar(*c->p))
    ++c->p;
  MlirStringRef nameRef = mlirStringRefCreate(name, (size_t)(c->p - name));
  if (!nameRef.length) {
    nnStringBufferPrintf(c->error, "expected a pass or an op name at '%.*s'",
                         (int)(c->end - c->p), c->p);
    return false;
  }
  skipSpace(c);
  if (c->p < c->end && *c->p == '(') {
    const char *open = c->p;
    if (!skipBalanced(c, '(', ')')) {
      nnStringBufferPrintf(c->error, "unbalanced '(' after '%.*s'",
                           (int)nameRef.length, name);
      return false;
    }
    Cursor inner = {open + 1, c->p - 1, c->error, c->upstream};
    MlirOpPassManager nested = mlirOpPassManagerGetNestedUnder(opm, nameRef);
    return parseElements(nested, nameRef, &inner);
  }
  MlirStringRef options = {"", 0};
  const char *elementEnd = c->p;
  if (c->p < c->end && *c->p == '{') {
    const char *open = c->p;
    if (!skipBalanced(c, '{', '}')) {
      nnStringBufferPrintf(c->error, "unbalanced '{' after '%.*s'",
                           (int)nameRef.length, name);
      return false;
    }
    options = mlirStringRefCreate(open + 1, (size_t)(c->p - open - 2));
    elementEnd = c->p;
  }
  bool named;
  if (addNamedPipeline(opm, anchor, nameRef, options, c->upstream, c->error,
                       &named))
    return named;
  const NnPassDef *def = nnLookupPass(nameRef);
  if (def)
    return addNnPass(opm, anchor, def, options, false, c->error);
  MlirStringRef element =
      mlirStringRefCreate(name, (size_t)(elementEnd - name));
  *c->upstream = true;
  return mlirLogicalResultIsSuccess(
      mlirOpPassManagerAddPipeline(opm, element, appendMlirError, c->error));
}

static bool parseElements(MlirOpPassManager opm, MlirStringRef anchor,
                          Cursor *c) {
  skipSpace(c);
  while (c->p < c->end) {
    if (!parseElement(opm, anchor, c))
      return false;
    skipSpace(c);
    if (c->p < c->end) {
      if (*c->p != ',') {
        nnStringBufferPrintf(c->error, "expected ',' at '%.*s'",
                             (int)(c->end - c->p), c->p);
        return false;
      }
      ++c->p;
    }
  }
  return true;
}

bool nnOptAddPipeline(MlirPassManager pm, const char *pipeline, bool *upstream,
                      NnStringBuffer *error) {
  Cursor c = {pipeline, pipeline + strlen(pipeline), error, upstream};
  skipSpace(&c);
  const char *anchor = "builtin.module";
  size_t anchorLength = strlen(anchor);
  if ((size_t)(c.end - c.p) < anchorLength ||
      strncmp(c.p, anchor, anchorLength) != 0 ||
      (c.p[anchorLength] != '(' && c.p[anchorLength] != ' ')) {
    nnStringBufferPrintf(error,
                         "the pipeline must be anchored on the top-level op: "
                         "'builtin.module(...)', got '%s'",
                         pipeline);
    return false;
  }
  c.p += anchorLength;
  skipSpace(&c);
  const char *open = c.p;
  if (c.p == c.end || *c.p != '(' || !skipBalanced(&c, '(', ')')) {
    nnStringBufferPrintf(error, "expected 'builtin.module(...)', got '%s'",
                         pipeline);
    return false;
  }
  const char *close = c.p - 1;
  skipSpace(&c);
  if (c.p != c.end) {
    nnStringBufferPrintf(error, "unexpected text after the pipeline: '%s'",
                         c.p);
    return false;
  }
  Cursor inner = {open + 1, close, error, upstream};
  return parseElements(mlirPassManagerGetAsOpPassManager(pm),
                       mlirStringRefCreateFromCString(anchor), &inner);
}

// Finds the op name in MLIR's "Can't add pass 'X' restricted to 'func.func'
// on a PassManager intended to run on 'builtin.module'" message.
static bool restrictedOpName(const char *message, NnStringBuffer *opName) {
  const char *key = "restricted to '";
  const char *start = strstr(message, key);
  if (!start)
    return false;
  start += strlen(key);
  const char *end = strchr(start, '\'');
  if (!end)
    return false;
  nnStringBufferAppend(opName, start, (size_t)(end - start));
  return true;
}

bool nnOptAddPassFlag(MlirPassManager pm, MlirContext ctx, NnPassFlag flag,
                      bool *upstream, NnStringBuffer *error) {
  MlirStringRef name = mlirStringRefCreateFromCString(flag.name);
  const NnPassDef *def = nnLookupPass(name);
  if (def)
    return addNnPass(mlirPassManagerGetAsOpPassManager(pm),
                     mlirStringRefCreateFromCString("builtin.module"), def,
                     mlirStringRefCreateFromCString(flag.options), true, error);
  bool named;
  if (addNamedPipeline(mlirPassManagerGetAsOpPassManager(pm),
                       mlirStringRefCreateFromCString("builtin.module"), name,
                       mlirStringRefCreateFromCString(flag.options), upstream,
                       error, &named))
    return named;

  *upstream = true;
  NnStringBuffer element = {0}, probeError = {0}, opName = {0};
  nnStringBufferPrintf(&element, "%s", flag.name);
  if (*flag.options)
    nnStringBufferPrintf(&element, "{%s}", flag.options);
  MlirStringRef text = mlirStringRefCreate(element.data, element.length);

  // MLIR's parser rejects, with a message, an op-specific pass on a module
  // pass manager; try a scratch one first to learn where the pass belongs.
  MlirPassManager probe = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString("builtin.module"));
  bool onModule = mlirLogicalResultIsSuccess(
      mlirOpPassManagerAddPipeline(mlirPassManagerGetAsOpPassManager(probe),
                                   text, appendMlirError, &probeError));
  mlirPassManagerDestroy(probe);

  bool ok;
  if (onModule)
    ok = mlirLogicalResultIsSuccess(mlirOpPassManagerAddPipeline(
        mlirPassManagerGetAsOpPassManager(pm), text, appendMlirError, error));
  else if (restrictedOpName(nnStringBufferStr(&probeError), &opName))
    ok = mlirLogicalResultIsSuccess(mlirOpPassManagerAddPipeline(
        mlirPassManagerGetNestedUnder(
            pm, mlirStringRefCreate(opName.data, opName.length)),
        text, appendMlirError, error));
  else {
    nnStringBufferAppend(error, probeError.data ? probeError.data : "",
                         probeError.length);
    ok = false;
  }
  nnStringBufferFree(&element);
  nnStringBufferFree(&probeError);
  nnStringBufferFree(&opName);
  return ok;
}
