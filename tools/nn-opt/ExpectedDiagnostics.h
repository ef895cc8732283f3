//===- ExpectedDiagnostics.h - mlir-opt's --verify-diagnostics in C -------===//
//
// nn-opt's --verify-diagnostics. The input text carries comments such as
//
//   // expected-error@+1 {{contracting dimensions differ}}
//   // expected-note@above {{see this op}}
//   // expected-error-re@below {{result {{[0-9]+}} is wrong}}
//
// with exactly the syntax and matching rules of MLIR's
// SourceMgrDiagnosticVerifierHandler: a severity (error, warning, note,
// remark), an optional "-re" suffix, an optional location designator (@+N,
// @-N, @above, @below, @unknown) and a message in {{...}}. A plain message
// matches when it is a substring of the diagnostic; in a "-re" message, text
// inside nested {{...}} is a POSIX extended regular expression and the rest is
// literal. @above names the closest line before the comment that holds no
// expected-* directive, @below the closest such line after it.
//
// This module knows nothing about MLIR: nn-opt feeds it every diagnostic it
// receives and asks at the end which expectations were never met.
//
//===----------------------------------------------------------------------===//

#ifndef NN_OPT_EXPECTED_DIAGNOSTICS_H
#define NN_OPT_EXPECTED_DIAGNOSTICS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef enum {
  NN_DIAG_ERROR,
  NN_DIAG_WARNING,
  NN_DIAG_NOTE,
  NN_DIAG_REMARK,
} NnDiagSeverity;

typedef struct NnExpectedDiagnostics NnExpectedDiagnostics;

/// Scans `text` (`length` bytes, not necessarily NUL-terminated) for expected-*
/// directives. `firstLine` is the 1-based line number of the first byte of
/// `text` in the file called `fileName` (chunks of --split-input-file start
/// later in the file). A malformed directive (say, an unterminated {{ or a bad
/// regex) is reported on `errors` as "file:line:col: error: ..." and makes
/// nnExpectedDiagnosticsFinish fail. Never returns NULL.
NnExpectedDiagnostics *
nnExpectedDiagnosticsCreate(const char *fileName, const char *text,
                            size_t length, unsigned firstLine, FILE *errors);

/// Offers one diagnostic produced by the tool. `line` is 1-based, or 0 when the
/// diagnostic has no file location (it can only match @unknown). Returns true
/// when it met an expectation (each expectation is met at most once). An
/// unexpected diagnostic is reported on `errors` as
/// "file:line:col: error: unexpected error: MESSAGE" (warning/note/remark
/// alike) and remembered as a failure.
bool nnExpectedDiagnosticsConsume(NnExpectedDiagnostics *expected,
                                  NnDiagSeverity severity, unsigned line,
                                  unsigned column, const char *message);

/// Reports every expectation not met, as
/// "file:line:col: error: expected error \"MESSAGE\" was not produced", frees
/// `expected` and returns true when everything matched: no unmet expectation,
/// no unexpected diagnostic, no malformed directive.
bool nnExpectedDiagnosticsFinish(NnExpectedDiagnostics *expected);

#endif // NN_OPT_EXPECTED_DIAGNOSTICS_H
