// RUN: nn-unit-expected-diagnostics | FileCheck %s
//
// Unit test of nn-opt's --verify-diagnostics matcher (ExpectedDiagnostics.h).
// Every message the matcher reports goes to stdout, between the lines this
// test prints, so FileCheck sees them in order.

#include "ExpectedDiagnostics.h"

#include <stdio.h>
#include <string.h>

static NnExpectedDiagnostics *begin(const char *name, const char *text,
                                    unsigned firstLine) {
  printf("== %s\n", name);
  return nnExpectedDiagnosticsCreate("test.mlir", text, strlen(text), firstLine,
                                     stdout);
}

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
  return "?";
}

static void consume(NnExpectedDiagnostics *expected, NnDiagSeverity severity,
                    unsigned line, unsigned column, const char *message) {
  bool met =
      nnExpectedDiagnosticsConsume(expected, severity, line, column, message);
  printf("consume %s@%u '%s' -> %s\n", severityName(severity), line, message,
         met ? "met" : "unexpected");
}

static void finish(NnExpectedDiagnostics *expected) {
  printf("finish -> %s\n",
         nnExpectedDiagnosticsFinish(expected) ? "pass" : "fail");
}

int main(void) {
  NnExpectedDiagnostics *e;

  // CHECK-LABEL: == substring
  // CHECK-NEXT: consume error@1 'the contracting dimensions differ' -> met
  // CHECK-NEXT: finish -> pass
  e = begin("substring",
            "%0 = nn.matmul %a, %b // expected-error {{contracting dim}}\n", 1);
  consume(e, NN_DIAG_ERROR, 1, 6, "the contracting dimensions differ");
  finish(e);

  // CHECK-LABEL: == relative
  // CHECK-NEXT: consume error@2 'below me' -> met
  // CHECK-NEXT: consume warning@2 'above me' -> met
  // CHECK-NEXT: finish -> pass
  e = begin("relative",
            "// expected-error@+1 {{below me}}\n"
            "nn.op\n"
            "// expected-warning@-1 {{above me}}\n",
            1);
  consume(e, NN_DIAG_ERROR, 2, 1, "below me");
  consume(e, NN_DIAG_WARNING, 2, 1, "above me");
  finish(e);

  // @above skips lines that themselves hold directives.
  // CHECK-LABEL: == above
  // CHECK-NEXT: consume error@1 'first' -> met
  // CHECK-NEXT: consume note@1 'second' -> met
  // CHECK-NEXT: finish -> pass
  e = begin("above",
            "nn.op\n"
            "// expected-error@above {{first}}\n"
            "// expected-note @above {{second}}\n",
            1);
  consume(e, NN_DIAG_ERROR, 1, 1, "first");
  consume(e, NN_DIAG_NOTE, 1, 1, "second");
  finish(e);

  // Stacked @below directives all name the next plain line.
  // CHECK-LABEL: == below
  // CHECK-NEXT: consume error@3 'one' -> met
  // CHECK-NEXT: consume remark@3 'two' -> met
  // CHECK-NEXT: finish -> pass
  e = begin("below",
            "// expected-error@below {{one}}\n"
            "// expected-remark@below {{two}}\n"
            "nn.op\n",
            1);
  consume(e, NN_DIAG_ERROR, 3, 1, "one");
  consume(e, NN_DIAG_REMARK, 3, 1, "two");
  finish(e);

  // @unknown only matches diagnostics without a location (line 0).
  // CHECK-LABEL: == unknown
  // CHECK-NEXT: test.mlir:1:1: error: unexpected error: no location here
  // CHECK-NEXT: consume error@1 'no location here' -> unexpected
  // CHECK-NEXT: consume error@0 'no location here' -> met
  // CHECK-NEXT: finish -> fail
  e = begin("unknown", "// expected-error@unknown {{no location}}\n", 1);
  consume(e, NN_DIAG_ERROR, 1, 1, "no location here");
  consume(e, NN_DIAG_ERROR, 0, 0, "no location here");
  finish(e);

  // Outside {{...}} blocks a -re message is literal, parentheses included.
  // CHECK-LABEL: == regex
  // CHECK-NEXT: consume error@2 'op result 12 is wrong (really) here' -> met
  // CHECK-NEXT: test.mlir:2:1: error: unexpected error: result x is wrong
  // CHECK-SAME: (really)
  // CHECK-NEXT: consume error@2 'result x is wrong (really)' -> unexpected
  // CHECK-NEXT: finish -> fail
  e = begin("regex",
            "// expected-error-re@+1 {{result {{[0-9]+}} is wrong (really)}}\n"
            "nn.op\n",
            1);
  consume(e, NN_DIAG_ERROR, 2, 1, "op result 12 is wrong (really) here");
  consume(e, NN_DIAG_ERROR, 2, 1, "result x is wrong (really)");
  finish(e);

  // Unmet expectations are reported at the directive, message as written.
  // CHECK-LABEL: == unmet
  // CHECK-NEXT: test.mlir:1:10: error: expected error "never" was not produced
  // CHECK-NEXT: test.mlir:2:4: error: expected warning
  // CHECK-SAME: "w {{[{][{]}}.*{{[}][}]}}" was not produced
  // CHECK-NEXT: test.mlir:3:4: error: expected note "nowhere" was not produced
  // CHECK-NEXT: finish -> fail
  e = begin("unmet",
            "nn.op // expected-error {{never}}\n"
            "// expected-warning-re@-1 {{w {{.*}}}}\n"
            "// expected-note@unknown {{nowhere}}\n",
            1);
  finish(e);

  // CHECK-LABEL: == unexpected
  // CHECK-NEXT: test.mlir:3:7: error: unexpected warning: stray
  // CHECK-NEXT: consume warning@3 'stray' -> unexpected
  // CHECK-NEXT: test.mlir:0:0: error: unexpected note: lost
  // CHECK-NEXT: consume note@0 'lost' -> unexpected
  // CHECK-NEXT: finish -> fail
  e = begin("unexpected", "a\nb\nc\n", 1);
  consume(e, NN_DIAG_WARNING, 3, 7, "stray");
  consume(e, NN_DIAG_NOTE, 0, 0, "lost");
  finish(e);

  // Right message and line, wrong severity: MLIR's near-miss report.
  // CHECK-LABEL: == near-miss
  // CHECK-NEXT: test.mlir:1:10: error: 'note' diagnostic emitted when
  // CHECK-SAME: expecting a 'error'
  // CHECK-NEXT: consume note@1 'bad op' -> unexpected
  // CHECK-NEXT: test.mlir:1:10: error: expected error "bad" was not produced
  // CHECK-NEXT: finish -> fail
  e = begin("near-miss", "nn.op // expected-error {{bad}}\n", 1);
  consume(e, NN_DIAG_NOTE, 1, 1, "bad op");
  finish(e);

  // Prose that merely mentions expected-errors is left alone.
  // CHECK-LABEL: == malformed
  // CHECK-NEXT: test.mlir:1:4: error: malformed expected-error directive:
  // CHECK-SAME: expected '{{[{][{]}}MESSAGE{{[}][}]}}' at the end of the line
  // CHECK-NEXT: test.mlir:2:4: error: malformed expected-note directive
  // CHECK-NEXT: test.mlir:3:4: error: malformed expected-error directive
  // CHECK-NEXT: test.mlir:4:4: error: invalid regex: {{.+}}
  // CHECK-NEXT: test.mlir:5:4: error: found start of regex with no end
  // CHECK-SAME: '{{[}][}]}}'
  // CHECK-NEXT: test.mlir:6:4: error: invalid regex: empty (sub)expression
  // CHECK-NEXT: test.mlir:7:4: error: invalid line offset '9999999999' in
  // CHECK-SAME: expected-error directive
  // CHECK-NEXT: consume error@9 'fine' -> met
  // CHECK-NEXT: finish -> fail
  e = begin("malformed",
            "// expected-error {{unterminated\n"
            "// expected-note@sideways {{x}}\n"
            "// expected-error {{x}} trailing text\n"
            "// expected-error-re {{bad {{[}} regex}}\n"
            "// expected-error-re {{open {{ regex}}\n"
            "// expected-error-re {{empty {{}} regex}}\n"
            "// expected-error@+9999999999 {{too far}}\n"
            "// the expected-errors of this file, unexpected-error: prose\n"
            "nn.op // expected-error {{fine}}\n",
            1);
  consume(e, NN_DIAG_ERROR, 9, 1, "fine");
  finish(e);

  // firstLine shifts every line number, designators included. A line with
  // code and a directive counts as a directive line for @above/@below.
  // CHECK-LABEL: == first-line
  // CHECK-NEXT: consume error@12 'above' -> met
  // CHECK-NEXT: consume error@14 'same' -> met
  // CHECK-NEXT: consume error@16 'zero' -> met
  // CHECK-NEXT: consume error@15 'skips' -> met
  // CHECK-NEXT: test.mlir:17:4: error: expected error "missing" was not
  // CHECK-SAME: produced
  // CHECK-NEXT: finish -> fail
  e = begin("first-line",
            "\n"
            "\n"
            "nn.op\n"
            "// expected-error@above {{above}}\n"
            "nn.op // expected-error {{same}}\n"
            "\n"
            "nn.op // expected-error@+0 {{zero}}\n"
            "// expected-error {{missing}}\n"
            "// expected-error@above {{skips}}\n",
            10);
  consume(e, NN_DIAG_ERROR, 12, 1, "above");
  consume(e, NN_DIAG_ERROR, 14, 1, "same");
  consume(e, NN_DIAG_ERROR, 16, 1, "zero");
  consume(e, NN_DIAG_ERROR, 15, 1, "skips");
  finish(e);

  // Two identical directives for one line each claim one diagnostic; a
  // further repeat is accepted like in MLIR.
  // CHECK-LABEL: == repeats
  // CHECK-NEXT: consume error@2 'dup' -> met
  // CHECK-NEXT: consume error@2 'dup' -> met
  // CHECK-NEXT: consume error@2 'dup' -> met
  // CHECK-NEXT: finish -> pass
  e = begin("repeats",
            "// expected-error@+1 {{dup}}\n"
            "nn.op // expected-error {{dup}}\n",
            1);
  consume(e, NN_DIAG_ERROR, 2, 1, "dup");
  consume(e, NN_DIAG_ERROR, 2, 1, "dup");
  consume(e, NN_DIAG_ERROR, 2, 1, "dup");
  finish(e);

  // With no line below, @below stays on the last line and goes unmet; a
  // trailing newline provides an empty last line, as in MLIR.
  // CHECK-LABEL: == dangling-below
  // CHECK-NEXT: test.mlir:2:4: error: expected error "dangling" was not
  // CHECK-SAME: produced
  // CHECK-NEXT: finish -> fail
  // CHECK-LABEL: == below-trailing-newline
  // CHECK-NEXT: consume error@3 'end' -> met
  // CHECK-NEXT: finish -> pass
  e = begin("dangling-below", "nn.op\n// expected-error@below {{dangling}}", 1);
  finish(e);
  e = begin("below-trailing-newline",
            "nn.op\n// expected-error@below {{end}}\n", 1);
  consume(e, NN_DIAG_ERROR, 3, 1, "end");
  finish(e);

  // The message runs from the first {{ to the }} that ends the line.
  // CHECK-LABEL: == last-braces
  // CHECK-NEXT: consume error@1 'a{{[}][}]}} expected-note {{[{][{]}}b' -> met
  // CHECK-NEXT: finish -> pass
  e = begin("last-braces", "// expected-error {{a}} expected-note {{b}}  \r\n",
            1);
  consume(e, NN_DIAG_ERROR, 1, 1, "a}} expected-note {{b");
  finish(e);

  return 0;
}
