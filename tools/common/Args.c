//===- Args.c - Command-line pieces every nn tool parses the same way -----===//

#include "tools/common/Args.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *nnArgFlag(const char *arg) {
  if (arg[0] != '-' || !arg[1])
    return NULL;
  return arg + (arg[1] == '-' ? 2 : 1);
}

bool nnArgIs(const char *flag, const char *name, const char **value) {
  size_t length = strlen(name);
  if (strncmp(flag, name, length) != 0)
    return false;
  if (flag[length] == '\0') {
    *value = NULL;
    return true;
  }
  if (flag[length] == '=') {
    *value = flag + length + 1;
    return true;
  }
  return false;
}

bool nnArgOptLevel(const char *flag, int *level) {
  if (strlen(flag) != 2 || flag[0] != 'O' || flag[1] < '0' || flag[1] > '3')
    return false;
  *level = flag[1] - '0';
  return true;
}

const char *nnArgTakeValue(int argc, char **argv, int *i,
                           const char *inlineValue) {
  if (inlineValue)
    return inlineValue;
  if (*i + 1 < argc)
    return argv[++*i];
  return NULL;
}

void nnArgTakeMore(int argc, char **argv, int *i, const char **list, int *count,
                   bool (*stop)(const char *arg)) {
  while (*i + 1 < argc && argv[*i + 1][0] != '-' && !stop(argv[*i + 1]))
    list[(*count)++] = argv[++*i];
}

bool nnArgEndsWith(const char *text, const char *suffix) {
  size_t n = strlen(text), m = strlen(suffix);
  return n >= m && strcmp(text + n - m, suffix) == 0;
}

bool nnArgParseInt(const char *text, long long min, long long max,
                   long long *out) {
  char *end;
  errno = 0;
  long long value = strtoll(text, &end, 10);
  if (end == text || *end || errno || value < min || value > max)
    return false;
  *out = value;
  return true;
}

void nnToolError(const char *program, const char *format, ...) {
  va_list args;
  va_start(args, format);
  fprintf(stderr, "%s: ", program);
  vfprintf(stderr, format, args);
  va_end(args);
}

bool nnArgParseDims(const char *text, int64_t *dims, int maxRank, int *rank,
                    const char **bad) {
  *rank = 0;
  for (const char *p = text; *p;) {
    const char *end = strchr(p, 'x');
    size_t length = end ? (size_t)(end - p) : strlen(p);
    char dim[32];
    long long value = -1;
    *bad = p;
    if (*rank == maxRank)
      return false;
    if (!(length == 1 && *p == '?') &&
        (length == 0 || length >= sizeof(dim) ||
         (memcpy(dim, p, length), dim[length] = 0,
          !nnArgParseInt(dim, 0, INT64_MAX, &value))))
      return false;
    dims[(*rank)++] = value;
    if (!end)
      break;
    p = end + 1;
    if (!*p) // "4x": a dim is missing at the end
      return false;
  }
  return true;
}
