//===- ExpectedDiagnostics.c - mlir-opt's --verify-diagnostics in C -------===//
//
// Implements ExpectedDiagnostics.h: finds the expected-* directives of an input
// the way MLIR's SourceMgrDiagnosticVerifierHandler does, matches nn-opt's
// diagnostics against them and reports whatever was missing or unexpected.
//
//===----------------------------------------------------------------------===//

#include "ExpectedDiagnostics.h"

#include "support/Memory.h"
#include "support/StringBuffer.h"

#include <ctype.h>
#include <limits.h>
#include <regex.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

//===----------------------------------------------------------------------===//
// Memory helpers
//===----------------------------------------------------------------------===//

// The header promises never to return NULL, and a verifier that silently
// dropped expectations would let broken tests pass, so running out of memory
// ends nn-opt with an error (exit status 1).
static void *xrealloc(void *pointer, size_t size) {
  void *result = nnGrowArray(pointer, size ? size : 1, 1);
  if (!result) {
    fputs("nn-opt: out of memory while verifying diagnostics\n", stderr);
    exit(1);
  }
  return result;
}

static char *copyString(const char *text, size_t length) {
  char *copy = xrealloc(NULL, length + 1);
  if (length)
    memcpy(copy, text, length);
  copy[length] = '\0';
  return copy;
}

//===----------------------------------------------------------------------===//
// Expectations
//===----------------------------------------------------------------------===//

static const char *severityName(NnDiagSeverity severity) {
  switch (severity) {
  case NN_DIAG_ERROR:
    return "error";
  case NN_DIAG_WARNING:
    return "warning";
  case NN_DIAG_NOTE:
    return "note";
  case NN_DIAG_REMARK:
    return "remark";
  }
  return "diagnostic";
}

typedef struct {
  NnDiagSeverity severity;
  /// @unknown: only diagnostics without a file location (line 0) match.
  bool unknownLocation;
  /// The line the diagnostic is expected on. Signed and wide because @-N may
  /// point before the first line, where nothing can match.
  long long line;
  /// Where the directive itself is, for reporting it unmet.
  unsigned long long directiveLine;
  size_t directiveColumn;
  /// The text between {{ and }}, as written (also for -re).
  char *message;
  bool isRegex;
  regex_t regex;
  bool matched;
} Expectation;

struct NnExpectedDiagnostics {
  char *fileName;
  FILE *errors;
  Expectation *expectations;
  size_t count;
  size_t capacity;
  bool failed;
};

static void report(NnExpectedDiagnostics *expected, unsigned long long line,
                   unsigned long long column, const char *format, ...) {
  expected->failed = true;
  if (!expected->errors)
    return;
  fprintf(expected->errors, "%s:%llu:%llu: error: ", expected->fileName, line,
          column);
  va_list arguments;
  va_start(arguments, format);
  vfprintf(expected->errors, format, arguments);
  va_end(arguments);
  fputc('\n', expected->errors);
}

static bool expectationMatches(const Expectation *expectation,
                               const char *message) {
  if (expectation->isRegex)
    return regexec(&expectation->regex, message, 0, NULL, 0) == 0;
  return strstr(message, expectation->message) != NULL;
}

//===----------------------------------------------------------------------===//
// Directive parsing
//===----------------------------------------------------------------------===//

typedef enum {
  DESIGNATOR_NONE,
  DESIGNATOR_OFFSET,
  DESIGNATOR_ABOVE,
  DESIGNATOR_BELOW,
  DESIGNATOR_UNKNOWN,
} Designator;

typedef struct {
  size_t column; // 0-based offset of "expected-" in the line.
  NnDiagSeverity severity;
  bool isRegex;
  Designator designator;
  bool negative;      // @-N rather than @+N.
  const char *digits; // N of @+N / @-N.
  size_t digitCount;
  const char *message;
  size_t messageLength;
} Directive;

static const char kPrefix[] = "expected-";
#define PREFIX_LENGTH (sizeof(kPrefix) - 1)

static bool startsWith(const char *text, size_t length, const char *literal) {
  size_t literalLength = strlen(literal);
  return length >= literalLength && memcmp(text, literal, literalLength) == 0;
}

static bool isIdentifierChar(char c) {
  return isalnum((unsigned char)c) || c == '_';
}

/// Parses error|note|remark|warning; returns how many bytes it used (0: none).
static size_t parseSeverity(const char *text, size_t length,
                            NnDiagSeverity *severity) {
  static const struct {
    const char *word;
    NnDiagSeverity severity;
  } kWords[] = {{"error", NN_DIAG_ERROR},
                {"note", NN_DIAG_NOTE},
                {"remark", NN_DIAG_REMARK},
                {"warning", NN_DIAG_WARNING}};
  for (size_t i = 0; i < sizeof(kWords) / sizeof(kWords[0]); ++i) {
    if (startsWith(text, length, kWords[i].word)) {
      *severity = kWords[i].severity;
      return strlen(kWords[i].word);
    }
  }
  return 0;
}

/// Does MLIR's regex
///   expected-(error|note|remark|warning)(-re)? *
///   (@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$
/// match the (right-trimmed) line when started at `start`? None of its
/// optional parts can succeed by backtracking where the greedy choice failed,
/// so a straight scan decides it.
static bool matchDirectiveAt(const char *line, size_t length, size_t start,
                             Directive *directive) {
  size_t i = start + PREFIX_LENGTH;
  size_t word = parseSeverity(line + i, length - i, &directive->severity);
  if (!word)
    return false;
  i += word;
  directive->isRegex = startsWith(line + i, length - i, "-re");
  if (directive->isRegex)
    i += 3;
  while (i < length && line[i] == ' ')
    ++i;

  directive->designator = DESIGNATOR_NONE;
  if (i < length && line[i] == '@') {
    ++i;
    if (i < length && (line[i] == '+' || line[i] == '-')) {
      directive->negative = line[i] == '-';
      size_t first = ++i;
      while (i < length && line[i] >= '0' && line[i] <= '9')
        ++i;
      if (i == first)
        return false;
      directive->digits = line + first;
      directive->digitCount = i - first;
      directive->designator = DESIGNATOR_OFFSET;
    } else if (startsWith(line + i, length - i, "above")) {
      directive->designator = DESIGNATOR_ABOVE;
      i += 5;
    } else if (startsWith(line + i, length - i, "below")) {
      directive->designator = DESIGNATOR_BELOW;
      i += 5;
    } else if (startsWith(line + i, length - i, "unknown")) {
      directive->designator = DESIGNATOR_UNKNOWN;
      i += 7;
    } else {
      return false;
    }
  }
  while (i < length && line[i] == ' ')
    ++i;

  // `{{(.*)}}$`: the greedy `.*` runs to the "}}" that ends the line.
  if (length - i < 4 || line[i] != '{' || line[i + 1] != '{' ||
      line[length - 2] != '}' || line[length - 1] != '}')
    return false;
  directive->message = line + i + 2;
  directive->messageLength = length - i - 4;
  directive->column = start;
  return true;
}

typedef enum { LINE_PLAIN, LINE_DIRECTIVE, LINE_MALFORMED } LineKind;

/// Classifies one right-trimmed line. Like the regex search MLIR does, the
/// leftmost "expected-" that forms a whole directive wins. MLIR silently
/// ignores lines where none does; we report the first word-like
/// "expected-<severity>" on such a line (column in `directive->column`)
/// because a typo there would otherwise turn a test into a no-op.
static LineKind classifyLine(const char *line, size_t length,
                             Directive *directive) {
  for (size_t start = 0; start + PREFIX_LENGTH <= length; ++start)
    if (line[start] == 'e' &&
        memcmp(line + start, kPrefix, PREFIX_LENGTH) == 0 &&
        matchDirectiveAt(line, length, start, directive))
      return LINE_DIRECTIVE;

  for (size_t start = 0; start + PREFIX_LENGTH <= length; ++start) {
    if (line[start] != 'e' ||
        memcmp(line + start, kPrefix, PREFIX_LENGTH) != 0 ||
        (start > 0 && isIdentifierChar(line[start - 1])))
      continue;
    size_t i = start + PREFIX_LENGTH;
    size_t word = parseSeverity(line + i, length - i, &directive->severity);
    if (word && (i + word == length || !isIdentifierChar(line[i + word]))) {
      directive->column = start;
      return LINE_MALFORMED;
    }
  }
  return LINE_PLAIN;
}

/// Reads N of @+N/@-N like llvm::StringRef::getAsInteger(0, int&), which MLIR
/// uses: a leading 0 followed by more digits means octal. Fails on digits
/// outside the radix and on values that do not fit an int.
static bool parseOffset(const char *digits, size_t count, long long *value) {
  unsigned radix = 10;
  if (count > 1 && digits[0] == '0') {
    radix = 8;
    ++digits;
    --count;
  }
  long long result = 0;
  for (size_t i = 0; i < count; ++i) {
    unsigned digit = (unsigned)(digits[i] - '0');
    if (digit >= radix)
      return false;
    result = result * radix + digit;
    if (result > INT_MAX)
      return false;
  }
  *value = result;
  return true;
}

/// Compiles `pattern` as a POSIX ERE into `regex`, or reports why it is not
/// one. llvm::Regex rejects an empty (sub)expression while glibc accepts it,
/// so that is checked by hand.
static bool compileChecked(NnExpectedDiagnostics *expected,
                           unsigned long long line, size_t column,
                           const char *pattern, regex_t *regex) {
  if (!*pattern) {
    report(expected, line, column, "invalid regex: empty (sub)expression");
    return false;
  }
  int code = regcomp(regex, pattern, REG_EXTENDED | REG_NOSUB);
  if (code == 0)
    return true;
  size_t size = regerror(code, regex, NULL, 0);
  char *text = xrealloc(NULL, size);
  regerror(code, regex, text, size);
  report(expected, line, column, "invalid regex: %s", text);
  free(text);
  return false;
}

/// Compiles a -re message the way MLIR's ExpectedDiag::computeRegex builds it:
/// each {{...}} block becomes a parenthesized regex, the text between blocks is
/// escaped, and the result must match somewhere in the diagnostic.
static bool compileRegex(NnExpectedDiagnostics *expected,
                         Expectation *expectation) {
  static const char kMeta[] = "()^$|*+?.[]\\{}";
  unsigned long long line = expectation->directiveLine;
  size_t column = expectation->directiveColumn;
  const char *rest = expectation->message;
  NnStringBuffer pattern = {0};
  bool ok = true;
  while (*rest) {
    const char *open = strstr(rest, "{{");
    const char *literalEnd = open ? open : rest + strlen(rest);
    for (; rest < literalEnd; ++rest) {
      if (strchr(kMeta, *rest))
        nnStringBufferAppend(&pattern, "\\", 1);
      nnStringBufferAppend(&pattern, rest, 1);
    }
    if (!open)
      break;
    rest = open + 2;
    const char *close = strstr(rest, "}}");
    if (!close) {
      report(expected, line, column, "found start of regex with no end '}}'");
      ok = false;
      break;
    }
    // Like MLIR, validate each block on its own so the error names it.
    char *block = copyString(rest, (size_t)(close - rest));
    regex_t blockRegex;
    ok = compileChecked(expected, line, column, block, &blockRegex);
    if (ok)
      regfree(&blockRegex);
    nnStringBufferAppend(&pattern, "(", 1);
    nnStringBufferAppend(&pattern, block, strlen(block));
    nnStringBufferAppend(&pattern, ")", 1);
    free(block);
    if (!ok)
      break;
    rest = close + 2;
  }
  // Valid blocks can still combine into an invalid whole (say, a
  // back-reference to a group of another block), hence the final check.
  if (ok)
    ok = compileChecked(expected, line, column, nnStringBufferStr(&pattern),
                        &expectation->regex);
  nnStringBufferFree(&pattern);
  return ok;
}

static Expectation *appendExpectation(NnExpectedDiagnostics *expected) {
  if (expected->count == expected->capacity) {
    expected->capacity = expected->capacity ? expected->capacity * 2 : 8;
    expected->expectations =
        xrealloc(expected->expectations,
                 expected->capacity * sizeof(*expected->expectations));
  }
  Expectation *expectation = &expected->expectations[expected->count++];
  memset(expectation, 0, sizeof(*expectation));
  return expectation;
}

static size_t rightTrimmedLength(const char *line, size_t length) {
  while (length > 0 && strchr(" \t\n\v\f\r", line[length - 1]) &&
         line[length - 1] != '\0')
    --length;
  return length;
}

//===----------------------------------------------------------------------===//
// API
//===----------------------------------------------------------------------===//

NnExpectedDiagnostics *
nnExpectedDiagnosticsCreate(const char *fileName, const char *text,
                            size_t length, unsigned firstLine, FILE *errors) {
  NnExpectedDiagnostics *expected = xrealloc(NULL, sizeof(*expected));
  memset(expected, 0, sizeof(*expected));
  if (!fileName)
    fileName = "<unknown>";
  expected->fileName = copyString(fileName, strlen(fileName));
  expected->errors = errors;
  // Line 0 means "no location" in this API, so the text starts at line 1 at
  // the earliest.
  if (firstLine == 0)
    firstLine = 1;
  if (!text)
    length = 0;

  // Indices of the @below expectations waiting for the next plain line.
  size_t *pendingBelow = NULL;
  size_t pendingCount = 0, pendingCapacity = 0;
  // 0-based index of the last line holding no directive; MLIR starts it at 0,
  // so an @above with nothing above it names the first line.
  size_t lastPlainIndex = 0;
  size_t index = 0;

  // Like StringRef::split('\n'), a trailing '\n' yields a last, empty line.
  const char *cursor = length ? text : "";
  const char *end = cursor + length;
  for (;; ++index) {
    const char *newline = memchr(cursor, '\n', (size_t)(end - cursor));
    const char *lineEnd = newline ? newline : end;
    size_t lineLength = rightTrimmedLength(cursor, (size_t)(lineEnd - cursor));
    unsigned long long lineNumber = (unsigned long long)firstLine + index;

    Directive directive = {0};
    LineKind kind = classifyLine(cursor, lineLength, &directive);
    if (kind == LINE_PLAIN) {
      for (size_t i = 0; i < pendingCount; ++i)
        expected->expectations[pendingBelow[i]].line = (long long)lineNumber;
      pendingCount = 0;
      lastPlainIndex = index;
    } else if (kind == LINE_MALFORMED) {
      report(expected, lineNumber, directive.column + 1,
             "malformed expected-%s directive: expected "
             "'{{MESSAGE}}' at the end of the line",
             severityName(directive.severity));
    } else {
      size_t column = directive.column + 1;
      long long offset = 0;
      if (directive.designator == DESIGNATOR_OFFSET &&
          !parseOffset(directive.digits, directive.digitCount, &offset)) {
        report(expected, lineNumber, column,
               "invalid line offset '%.*s' in expected-%s directive",
               (int)directive.digitCount, directive.digits,
               severityName(directive.severity));
      } else {
        Expectation *expectation = appendExpectation(expected);
        expectation->severity = directive.severity;
        expectation->line = (long long)lineNumber;
        expectation->directiveLine = lineNumber;
        expectation->directiveColumn = column;
        expectation->message =
            copyString(directive.message, directive.messageLength);
        expectation->isRegex = directive.isRegex;
        if (directive.isRegex && !compileRegex(expected, expectation)) {
          // As in MLIR, a directive with a bad regex is dropped; the error
          // already reported makes the verification fail.
          expectation->isRegex = false;
          free(expectation->message);
          --expected->count;
        } else {
          switch (directive.designator) {
          case DESIGNATOR_NONE:
            break;
          case DESIGNATOR_OFFSET:
            expectation->line += directive.negative ? -offset : offset;
            break;
          case DESIGNATOR_ABOVE:
            expectation->line =
                (long long)((unsigned long long)firstLine + lastPlainIndex);
            break;
          case DESIGNATOR_BELOW:
            if (pendingCount == pendingCapacity) {
              pendingCapacity = pendingCapacity ? pendingCapacity * 2 : 4;
              pendingBelow = xrealloc(pendingBelow,
                                      pendingCapacity * sizeof(*pendingBelow));
            }
            pendingBelow[pendingCount++] = expected->count - 1;
            break;
          case DESIGNATOR_UNKNOWN:
            expectation->unknownLocation = true;
            expectation->line = 0;
            break;
          }
        }
      }
    }
    if (!newline)
      break;
    cursor = newline + 1;
  }

  // A dangling @below keeps the last line, as in MLIR. That line holds a
  // directive, so the expectation ends up reported as not produced.
  for (size_t i = 0; i < pendingCount; ++i)
    expected->expectations[pendingBelow[i]].line =
        (long long)((unsigned long long)firstLine + index);
  free(pendingBelow);
  return expected;
}

bool nnExpectedDiagnosticsConsume(NnExpectedDiagnostics *expected,
                                  NnDiagSeverity severity, unsigned line,
                                  unsigned column, const char *message) {
  if (!message)
    message = "";
  bool unknownLocation = line == 0;

  // MLIR takes the first expectation on the line whose message matches, even
  // one already met. Preferring one not met yet lets two identical directives
  // for the same line each claim a diagnostic; falling back to a met one keeps
  // accepting repeats of a diagnostic, as MLIR does.
  Expectation *repeat = NULL;
  Expectation *nearMiss = NULL;
  for (size_t i = 0; i < expected->count; ++i) {
    Expectation *expectation = &expected->expectations[i];
    if (expectation->unknownLocation != unknownLocation)
      continue;
    if (!unknownLocation && expectation->line != (long long)line)
      continue;
    if (!expectationMatches(expectation, message))
      continue;
    if (expectation->severity != severity) {
      nearMiss = expectation;
      continue;
    }
    if (!expectation->matched) {
      expectation->matched = true;
      return true;
    }
    if (!repeat)
      repeat = expectation;
  }
  if (repeat)
    return true;

  // Same message on the same line but another severity: point at the
  // directive, the way MLIR reports a near miss.
  if (nearMiss)
    report(expected, nearMiss->directiveLine, nearMiss->directiveColumn,
           "'%s' diagnostic emitted when expecting a '%s'",
           severityName(severity), severityName(nearMiss->severity));
  else
    report(expected, line, column, "unexpected %s: %s", severityName(severity),
           message);
  return false;
}

bool nnExpectedDiagnosticsFinish(NnExpectedDiagnostics *expected) {
  // MLIR lists the expectations with a file location before @unknown ones.
  for (int pass = 0; pass < 2; ++pass) {
    for (size_t i = 0; i < expected->count; ++i) {
      Expectation *expectation = &expected->expectations[i];
      if (expectation->unknownLocation != (pass == 1) || expectation->matched)
        continue;
      report(expected, expectation->directiveLine, expectation->directiveColumn,
             "expected %s \"%s\" was not produced",
             severityName(expectation->severity), expectation->message);
    }
  }

  bool ok = !expected->failed;
  for (size_t i = 0; i < expected->count; ++i) {
    if (expected->expectations[i].isRegex)
      regfree(&expected->expectations[i].regex);
    free(expected->expectations[i].message);
  }
  free(expected->expectations);
  free(expected->fileName);
  free(expected);
  return ok;
}
