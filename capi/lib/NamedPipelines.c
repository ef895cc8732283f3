//===- NamedPipelines.c - Adding a named pipeline's steps -----------------===//

#include "NamedPipelines.h"
#include "support/Memory.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

// The value of option `o` as a pipeline would spell it.
static void printValue(const NnOptionDef *o, const NnOptionValue *v,
                       NnStringBuffer *out) {
  switch (o->kind) {
  case NN_OPTION_INT:
    nnStringBufferPrintf(out, "%" PRId64, v->i);
    break;
  case NN_OPTION_BOOL:
    nnStringBufferPrintf(out, "%s", v->b ? "true" : "false");
    break;
  case NN_OPTION_ENUM:
  case NN_OPTION_STRING:
    nnStringBufferPrintf(out, "%s", v->s);
    break;
  case NN_OPTION_INT_LIST:
    for (int i = 0; i < v->count; ++i)
      nnStringBufferPrintf(out, "%s%" PRId64, i ? "," : "", v->list[i]);
    break;
  }
}

// Appends the value of `{name}` (an option of `def`, or its variable);
// false when `def` has neither.
static bool printReference(const NnPipelineDef *def,
                           const NnOptionValue *values, const char *name,
                           size_t length, NnStringBuffer *out) {
  int i = nnFindOption(def->options, def->numOptions, name, length);
  if (i >= 0) {
    printValue(&def->options[i], &values[i], out);
    return true;
  }
  char key[64];
  if (!def->variable || length >= sizeof(key))
    return false;
  memcpy(key, name, length);
  key[length] = '\0';
  return def->variable(key, values, out);
}

// Whether the step's `when` ("option=value") holds.
static bool holds(const NnPipelineDef *def, const NnOptionValue *values,
                  const char *when) {
  if (!when)
    return true;
  const char *equals = strchr(when, '=');
  NnStringBuffer value = {0};
  bool known = equals && printReference(def, values, when,
                                        (size_t)(equals - when), &value);
  bool result = known && strcmp(nnStringBufferStr(&value), equals + 1) == 0;
  nnStringBufferFree(&value);
  return result;
}

// The step as one pipeline element: `pass{options}` with references filled.
static bool stepText(const NnPipelineDef *def, const NnOptionValue *values,
                     const NnPipelineStep *step, NnStringBuffer *text,
                     NnStringBuffer *error) {
  nnStringBufferPrintf(text, "%s", step->pass);
  if (!step->options)
    return true;
  nnStringBufferPrintf(text, "{");
  for (const char *p = step->options; *p; ++p) {
    const char *close = *p == '{' ? strchr(p, '}') : NULL;
    if (!close) {
      nnStringBufferAppend(text, p, 1);
      continue;
    }
    if (!printReference(def, values, p + 1, (size_t)(close - p - 1), text)) {
      nnStringBufferPrintf(error,
                           "'%s' step '%s' refers to '%.*s', which is "
                           "not an option of the pipeline",
                           def->argument, step->pass, (int)(close - p + 1), p);
      return false;
    }
    p = close;
  }
  nnStringBufferPrintf(text, "}");
  return true;
}

bool nnExpandNamedPipeline(const NnPipelineDef *def, MlirStringRef options,
                           NnStringBuffer *elements, NnStringBuffer *error) {
  // What users of option-less pipelines have always been told.
  if (!def->numOptions && options.length) {
    nnStringBufferPrintf(error, "'%s' takes no options", def->argument);
    return false;
  }
  NnOptionValue *values =
      nnAllocArray((size_t)def->numOptions + 1, sizeof(NnOptionValue));
  if (!values) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  if (!nnParseOptions(def->argument, def->options, def->numOptions,
                      def->optionsListing, options, values, error)) {
    free(values);
    return false;
  }
  bool ok = !def->check || def->check(values, error);
  for (int i = 0; ok && i < def->numSteps; ++i) {
    const NnPipelineStep *step = &def->steps[i];
    if (!holds(def, values, step->when))
      continue;
    if (elements->length)
      nnStringBufferPrintf(elements, ",");
    ok = stepText(def, values, step, elements, error);
  }
  nnFreeOptionValues(def->options, def->numOptions, values);
  free(values);
  return ok;
}
