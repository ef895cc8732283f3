//===- PipelineParser.c - Textual pipelines with nn passes ----------------===//
//
// A pipeline is `elements`, `element (, element)*`, where an element is
// `name`, `name{options}` or `op-name(elements)`. The parser finds element
// boundaries (balancing brackets and quotes) and decides per element: nn
// pass, nn named pipeline, nested pass manager, or text for MLIR's parser.
//
//===----------------------------------------------------------------------===//

#include "PipelineParser.h"

#include "ExternalPass.h"
#include "NamedPipelines.h"
#include "PassTable.h"
#include "nn-c/Passes.h"
#include "support/Memory.h"
#include "support/OpName.h"

#include <string.h>

typedef struct {
  const char *p, *end;
  NnStringBuffer *error;
  bool *upstream; // set when a pass is handed to MLIR's parser
  int depth;      // of nested pass managers
} Cursor;

// Pipelines nest a few levels (module, function, loop): a deeper text is an
// error, not one recursion of the parser per bracket (40,000 nested
// brackets overflowed the stack) nor one scan of the rest per level.
enum { kMaxDepth = 32 };

// Errors quote at most this much of the text they stopped at.
enum { kMaxQuoted = 40 };

// "text..." for an error: the start of what is left at c->p.
static void quoteRest(const Cursor *c, NnStringBuffer *out) {
  size_t left = (size_t)(c->end - c->p);
  nnStringBufferPrintf(out, "'%.*s%s'",
                       (int)(left > kMaxQuoted ? kMaxQuoted : left), c->p,
                       left > kMaxQuoted ? "..." : "");
}

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

// MLIR aborts on a pass added to a pass manager of another op, so that case
// is caught here (see nnPipelineAddNnElement).
static bool checkAnchor(MlirOpPassManager *pm, MlirStringRef anchor,
                        const char *name, const char *opName, bool nest,
                        NnStringBuffer *error) {
  MlirStringRef op = nnStr(opName);
  if (!op.length || mlirStringRefEqual(anchor, nnStr("any")) ||
      mlirStringRefEqual(op, anchor))
    return true;
  if (nest) {
    *pm = mlirOpPassManagerGetNestedUnder(*pm, op);
    return true;
  }
  nnStringBufferPrintf(error,
                       "'%s' runs on '%s' and cannot be nested under '%.*s'",
                       name, opName, (int)anchor.length, anchor.data);
  return false;
}

// What passes get from this layer (support/PassDef.h): fold-constants adds
// nn-lower-to-llvm to a pass manager of its own.
static MlirLogicalResult addPipeline(MlirOpPassManager pm, const char *text,
                                     NnStringBuffer *error) {
  return nnAddPipeline(pm, nnStr(text), nnStringBufferCallback, error);
}

static const NnPassEnv kEnv = {.addPipeline = addPipeline};

const NnPassEnv *nnPipelinePassEnv(void) { return &kEnv; }

NnElementResult nnPipelineAddNnElement(MlirOpPassManager pm,
                                       MlirStringRef anchor, MlirStringRef name,
                                       MlirStringRef options, bool nest,
                                       bool *upstream, NnStringBuffer *error) {
  const NnPassDef *def = nnLookupPass(name);
  if (def) {
    if (!checkAnchor(&pm, anchor, def->argument, def->opName, nest, error))
      return NN_ELEMENT_FAILED;
    MlirPass pass = nnCreatePass(def, options, &kEnv, error);
    if (!pass.ptr)
      return NN_ELEMENT_FAILED;
    mlirOpPassManagerAddOwnedPass(pm, pass);
    return NN_ELEMENT_ADDED;
  }
  const NnPipelineDef *pipeline = nnLookupPipeline(name);
  if (!pipeline)
    return NN_ELEMENT_NOT_NN;
  // Named pipelines are made of upstream passes (at least in part).
  *upstream = true;
  if (!checkAnchor(&pm, anchor, pipeline->argument, pipeline->opName, false,
                   error))
    return NN_ELEMENT_FAILED;
  NnStringBuffer steps = {0};
  bool upstreamSteps = false;
  bool ok = nnExpandNamedPipeline(pipeline, options, &steps, error) &&
            nnPipelineParse(pm, nnStr(pipeline->opName),
                            mlirStringRefCreate(steps.data, steps.length),
                            false, &upstreamSteps, error);
  nnStringBufferFree(&steps);
  return ok ? NN_ELEMENT_ADDED : NN_ELEMENT_FAILED;
}

static bool parseElements(MlirOpPassManager pm, MlirStringRef anchor,
                          Cursor *c);

// One element: `name`, `name{options}` or `anchor(elements)`.
static bool parseElement(MlirOpPassManager pm, MlirStringRef anchor,
                         Cursor *c) {
  skipSpace(c);
  const char *name = c->p;
  while (c->p < c->end && isNameChar(*c->p))
    ++c->p;
  MlirStringRef nameRef = mlirStringRefCreate(name, (size_t)(c->p - name));
  if (!nameRef.length) {
    nnStringBufferPrintf(c->error, "expected a pass or an op name at ");
    quoteRest(c, c->error);
    return false;
  }
  skipSpace(c);
  if (c->p < c->end && *c->p == '(') {
    if (c->depth >= kMaxDepth) {
      nnStringBufferPrintf(c->error,
                           "the pipeline nests pass managers more than %d "
                           "deep (at '%.*s')",
                           kMaxDepth, (int)nameRef.length, name);
      return false;
    }
    const char *open = c->p;
    if (!skipBalanced(c, '(', ')')) {
      nnStringBufferPrintf(c->error, "unbalanced '(' after '%.*s'",
                           (int)nameRef.length, name);
      return false;
    }
    Cursor inner = {open + 1, c->p - 1, c->error, c->upstream, c->depth + 1};
    MlirOpPassManager nested = mlirOpPassManagerGetNestedUnder(pm, nameRef);
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
  switch (nnPipelineAddNnElement(pm, anchor, nameRef, options, false,
                                 c->upstream, c->error)) {
  case NN_ELEMENT_ADDED:
    return true;
  case NN_ELEMENT_FAILED:
    return false;
  case NN_ELEMENT_NOT_NN:
    break;
  }
  *c->upstream = true;
  MlirStringRef element =
      mlirStringRefCreate(name, (size_t)(elementEnd - name));
  return mlirLogicalResultIsSuccess(mlirOpPassManagerAddPipeline(
      pm, element, nnStringBufferCallback, c->error));
}

static bool parseElements(MlirOpPassManager pm, MlirStringRef anchor,
                          Cursor *c) {
  skipSpace(c);
  while (c->p < c->end) {
    if (!parseElement(pm, anchor, c))
      return false;
    skipSpace(c);
    if (c->p < c->end) {
      if (*c->p != ',') {
        nnStringBufferPrintf(c->error, "expected ',' at ");
        quoteRest(c, c->error);
        return false;
      }
      ++c->p;
    }
  }
  return true;
}

// Narrows `c` to the inside of `anchor(...)` when that is the whole text.
// Otherwise leaves `c` alone; that is an error only when `required`.
static bool stripAnchor(Cursor *c, MlirStringRef anchor, bool required) {
  Cursor probe = *c;
  skipSpace(&probe);
  size_t left = (size_t)(probe.end - probe.p);
  bool named = left >= anchor.length &&
               strncmp(probe.p, anchor.data, anchor.length) == 0 &&
               (left == anchor.length || !isNameChar(probe.p[anchor.length]));
  if (named) {
    probe.p += anchor.length;
    skipSpace(&probe);
  }
  const char *open = probe.p;
  if (!named || probe.p == probe.end || *probe.p != '(') {
    if (!required)
      return true;
    nnStringBufferPrintf(c->error,
                         "the pipeline must be anchored on the top-level op: "
                         "'%.*s(...)', got ",
                         (int)anchor.length, anchor.data);
    quoteRest(c, c->error);
    return false;
  }
  if (!skipBalanced(&probe, '(', ')')) {
    if (!required)
      return true;
    nnStringBufferPrintf(c->error, "expected '%.*s(...)', got ",
                         (int)anchor.length, anchor.data);
    quoteRest(c, c->error);
    return false;
  }
  const char *close = probe.p - 1;
  skipSpace(&probe);
  if (probe.p != probe.end) {
    if (!required)
      return true;
    nnStringBufferPrintf(c->error, "unexpected text after the pipeline: ");
    quoteRest(&probe, c->error);
    return false;
  }
  c->p = open + 1;
  c->end = close;
  return true;
}

bool nnPipelineParse(MlirOpPassManager pm, MlirStringRef anchor,
                     MlirStringRef text, bool requireAnchor, bool *upstream,
                     NnStringBuffer *error) {
  Cursor c = {text.data, text.data + text.length, error, upstream, 0};
  return stripAnchor(&c, anchor, requireAnchor) &&
         parseElements(pm, anchor, &c);
}

/* The public entry point. */

MlirLogicalResult nnAddPipeline(MlirOpPassManager pm, MlirStringRef pipeline,
                                MlirStringCallback errorCallback,
                                void *userData) {
  if (!pm.ptr || (pipeline.length && !pipeline.data)) {
    if (errorCallback)
      errorCallback(mlirStringRefCreateFromCString(
                        "nnAddPipeline: a null pass manager or pipeline"),
                    userData);
    return mlirLogicalResultFailure();
  }
  // The op `pm` runs on: MLIR prints a pass manager as "op-name(passes)",
  // and the C API has no other way to ask.
  NnStringBuffer printed = {0}, error = {0};
  uint64_t failures = nnMemoryFailures(); // support/Memory.h
  mlirPrintPassPipeline(pm, nnStringBufferCallback, &printed);
  const char *text = nnStringBufferStr(&printed);
  const char *paren = strchr(text, '(');
  MlirStringRef anchor =
      mlirStringRefCreate(text, paren ? (size_t)(paren - text) : strlen(text));
  bool upstream = false;
  bool ok = nnPipelineParse(pm, anchor, pipeline, false, &upstream, &error);
  if (ok && nnMemoryFailures() != failures) {
    nnStringBufferPrintf(&error, "nnAddPipeline: out of memory");
    ok = false;
  }
  if (!ok && errorCallback)
    errorCallback(mlirStringRefCreate(nnStringBufferStr(&error), error.length),
                  userData);
  nnStringBufferFree(&printed);
  nnStringBufferFree(&error);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}
