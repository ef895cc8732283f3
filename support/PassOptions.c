//===- PassOptions.c - The one parser of pass and pipeline options --------===//
//
// Every nn pass and named pipeline takes its options as MLIR writes them
// inside a pass's braces, "key=value key='quoted value' key={nested}", and
// every one is read here, into typed values (PassDef.h): nn-opt's flags,
// --pass-pipeline, nnAddPipeline and the mlir-opt plugin all come through
// this file, so a value is accepted or refused the same way everywhere.
// Integers are checked for overflow and range; an error names the rule and
// the allowed values, or lists the options when the name is unknown.
//
//===----------------------------------------------------------------------===//

#include "support/Memory.h"
#include "support/PassDef.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

// What parsing one value gives.
typedef enum { PARSED, BAD_VALUE, NO_MEMORY } Parse;

static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n'; }

int nnFindOption(const NnOptionDef *options, int numOptions, const char *name,
                 size_t length) {
  for (int i = 0; i < numOptions; ++i)
    if (strlen(options[i].name) == length &&
        strncmp(options[i].name, name, length) == 0)
      return i;
  return -1;
}

/* What an option allows, in words. */

static const char *integers(const NnOptionDef *o, bool plural) {
  if (o->min == 0)
    return plural ? "non-negative integers" : "a non-negative integer";
  if (o->min == 1)
    return plural ? "positive integers" : "a positive integer";
  return plural ? "integers" : "an integer";
}

// "a, b or c"
static void listValues(const char *const *values, NnStringBuffer *out) {
  for (int i = 0; values[i]; ++i)
    nnStringBufferPrintf(out, "%s%s",
                         i == 0          ? ""
                         : values[i + 1] ? ", "
                                         : " or ",
                         values[i]);
}

// "from 1 to 64", or ">= 1" when only int64_t bounds it.
static void printRange(const NnOptionDef *o, NnStringBuffer *out) {
  if (o->max == INT64_MAX)
    nnStringBufferPrintf(out, ">= %lld", (long long)o->min);
  else
    nnStringBufferPrintf(out, "from %lld to %lld", (long long)o->min,
                         (long long)o->max);
}

void nnDescribeOption(const NnOptionDef *o, NnStringBuffer *out) {
  switch (o->kind) {
  case NN_OPTION_INT:
    nnStringBufferPrintf(out, "integer ");
    printRange(o, out);
    break;
  case NN_OPTION_BOOL:
    nnStringBufferPrintf(out, "true or false");
    break;
  case NN_OPTION_ENUM:
    listValues(o->values, out);
    break;
  case NN_OPTION_STRING:
    nnStringBufferPrintf(out, "string");
    break;
  case NN_OPTION_INT_LIST:
    nnStringBufferPrintf(out, "up to %d comma-separated integers, each ",
                         o->maxCount);
    printRange(o, out);
    break;
  }
}

// "'fuse-ops' option 'max-depth' must be a positive integer, not 'x'" and,
// for numbers, the range.
static void badValue(const char *owner, const NnOptionDef *o, const char *text,
                     NnStringBuffer *error) {
  const char *quote = o->bareName ? "" : "'";
  nnStringBufferPrintf(error, "'%s' option %s%s%s must ",
                       o->owner ? o->owner : owner, quote, o->name, quote);
  if (o->expected)
    nnStringBufferPrintf(error, "%s", o->expected);
  else if (o->kind == NN_OPTION_INT)
    nnStringBufferPrintf(error, "be %s", integers(o, false));
  else if (o->kind == NN_OPTION_INT_LIST)
    nnStringBufferPrintf(error, "be at most %d %s separated by commas",
                         o->maxCount, integers(o, true));
  else {
    nnStringBufferPrintf(error, "be ");
    nnDescribeOption(o, error);
  }
  nnStringBufferPrintf(error, ", not '%s'", text);
  if (o->kind == NN_OPTION_INT || o->kind == NN_OPTION_INT_LIST) {
    nnStringBufferPrintf(error, " (allowed: ");
    if (o->kind == NN_OPTION_INT_LIST)
      nnStringBufferPrintf(error, "each ");
    printRange(o, error);
    nnStringBufferPrintf(error, ")");
  }
}

/* Values. */

// One decimal integer in [min, max] from text[0..length); overflow is out
// of range, not a wrapped value.
static bool parseInt(const NnOptionDef *o, const char *text, size_t length,
                     int64_t *out) {
  char buffer[64];
  if (length == 0 || length >= sizeof(buffer))
    return false;
  memcpy(buffer, text, length);
  buffer[length] = '\0';
  char *end;
  errno = 0;
  long long value = strtoll(buffer, &end, 10);
  if (*end || errno || isSpace(buffer[0]) || value < o->min || value > o->max)
    return false;
  *out = value;
  return true;
}

static Parse parseValue(const NnOptionDef *o, const char *text,
                        NnOptionValue *v) {
  switch (o->kind) {
  case NN_OPTION_INT:
    return parseInt(o, text, strlen(text), &v->i) ? PARSED : BAD_VALUE;
  case NN_OPTION_BOOL:
    if (strcmp(text, "true") == 0 || strcmp(text, "1") == 0)
      v->b = true;
    else if (strcmp(text, "false") == 0 || strcmp(text, "0") == 0)
      v->b = false;
    else
      return BAD_VALUE;
    return PARSED;
  case NN_OPTION_ENUM:
    for (int i = 0; o->values[i]; ++i)
      if (strcmp(text, o->values[i]) == 0) {
        v->i = i;
        v->s = o->values[i];
        return PARSED;
      }
    return BAD_VALUE;
  case NN_OPTION_STRING:
    if (o->check && !o->check(text))
      return BAD_VALUE;
    v->s = nnCopyString(text, strlen(text));
    return v->s ? PARSED : NO_MEMORY;
  case NN_OPTION_INT_LIST: {
    int64_t *items = nnAllocArray((size_t)o->maxCount + 1, sizeof(int64_t));
    if (!items)
      return NO_MEMORY;
    int count = 0;
    for (const char *p = text; *p;) {
      const char *comma = strchr(p, ',');
      size_t length = comma ? (size_t)(comma - p) : strlen(p);
      if (count == o->maxCount || !parseInt(o, p, length, &items[count])) {
        free(items);
        return BAD_VALUE;
      }
      ++count;
      p += length + (comma ? 1 : 0);
      if (comma && !*p) { // a trailing comma
        free(items);
        return BAD_VALUE;
      }
    }
    v->list = items;
    v->count = count;
    return PARSED;
  }
  }
  return BAD_VALUE;
}

static void freeValue(const NnOptionDef *o, NnOptionValue *v) {
  if (o->kind == NN_OPTION_STRING)
    free((char *)v->s);
  if (o->kind == NN_OPTION_INT_LIST)
    free((int64_t *)v->list);
  *v = (NnOptionValue){0};
}

void nnFreeOptionValues(const NnOptionDef *options, int numOptions,
                        NnOptionValue *values) {
  for (int i = 0; i < numOptions; ++i)
    freeValue(&options[i], &values[i]);
}

// Sets option `i` from `text`; false (and the error) when it is bad.
static bool setValue(const char *owner, const NnOptionDef *options, int i,
                     const char *text, NnOptionValue *values,
                     NnStringBuffer *error) {
  NnOptionValue value = {0};
  Parse parse = parseValue(&options[i], text, &value);
  if (parse == NO_MEMORY)
    nnStringBufferPrintf(error, "out of memory parsing the options of '%s'",
                         owner);
  else if (parse == BAD_VALUE)
    badValue(owner, &options[i], text, error);
  if (parse != PARSED)
    return false;
  freeValue(&options[i], &values[i]);
  values[i] = value;
  return true;
}

/* The text. */

static void unknownOption(const char *owner, const NnOptionDef *options,
                          int numOptions, const char *listing, const char *key,
                          size_t keyLength, NnStringBuffer *error) {
  nnStringBufferPrintf(error, "'%s' has no option '%.*s'", owner,
                       (int)keyLength, key);
  if (listing)
    nnStringBufferPrintf(error, "; its options are %s", listing);
  else if (numOptions) {
    nnStringBufferPrintf(error, "; its options are");
    for (int i = 0; i < numOptions; ++i)
      nnStringBufferPrintf(error, " %s", options[i].name);
  } else
    nnStringBufferPrintf(error, "; it takes no options");
}

bool nnParseOptions(const char *owner, const NnOptionDef *options,
                    int numOptions, const char *listing, MlirStringRef text,
                    NnOptionValue *values, NnStringBuffer *error) {
  for (int i = 0; i < numOptions; ++i)
    values[i] = (NnOptionValue){0};
  // A default fails only when memory runs out, or when the option refuses
  // its own default (a bug in a table, which the error then names).
  for (int i = 0; i < numOptions; ++i)
    if (!setValue(owner, options, i, options[i].defaultValue, values, error)) {
      nnFreeOptionValues(options, numOptions, values);
      return false;
    }
  const char *p = text.data, *end = text.data + text.length;
  while (p < end) {
    if (isSpace(*p)) {
      ++p;
      continue;
    }
    const char *key = p;
    while (p < end && *p != '=' && !isSpace(*p))
      ++p;
    size_t keyLength = (size_t)(p - key);
    const char *value = NULL, *valueEnd = NULL;
    if (p < end && *p == '=') {
      value = ++p;
      int depth = 0;
      char quote = 0;
      while (p < end && (depth > 0 || quote || !isSpace(*p))) {
        if (quote)
          quote = *p == quote ? 0 : quote;
        else if (*p == '\'' || *p == '"')
          quote = *p;
        else if (*p == '{')
          ++depth;
        else if (*p == '}')
          --depth;
        ++p;
      }
      valueEnd = p;
      // Strip one level of quotes or braces, as MLIR's option parser does.
      if (valueEnd - value >= 2 && ((*value == '\'' && valueEnd[-1] == '\'') ||
                                    (*value == '"' && valueEnd[-1] == '"') ||
                                    (*value == '{' && valueEnd[-1] == '}'))) {
        ++value;
        --valueEnd;
      }
    }
    int i = nnFindOption(options, numOptions, key, keyLength);
    if (i < 0) {
      unknownOption(owner, options, numOptions, listing, key, keyLength, error);
      nnFreeOptionValues(options, numOptions, values);
      return false;
    }
    // A bare `flag` sets a bool, as in MLIR; anything else needs a value.
    char *copy = value ? nnCopyString(value, (size_t)(valueEnd - value))
                 : options[i].kind == NN_OPTION_BOOL ? nnCopyString("true", 4)
                                                     : nnCopyString("", 0);
    if (!copy)
      nnStringBufferPrintf(error, "out of memory parsing the options of '%s'",
                           owner);
    bool ok = copy && setValue(owner, options, i, copy, values, error);
    free(copy);
    if (!ok) {
      nnFreeOptionValues(options, numOptions, values);
      return false;
    }
  }
  return true;
}
