//===- Args.h - Command-line pieces every nn tool parses the same way -----===//
//
// nn-opt, nn-run, nnrt-run and nn-compile read argv by hand (LLVM's
// cl::opt is C++); the pieces they share live here once: what counts as a
// flag (one or two dashes; "-" alone is stdin), `--name`, `--name=value`
// and `--name value`, flags followed by several values, -O0..-O3, integers
// with a range, and "tool: message" errors. Plain C and libc only:
// nnrt-run links it without MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef NN_TOOLS_COMMON_ARGS_H
#define NN_TOOLS_COMMON_ARGS_H

#include <stdbool.h>
#include <stdint.h>

/// The flag in `arg` with its one or two leading dashes stripped
/// ("pass-pipeline=x", "o"), or NULL when `arg` is not a flag (a file, or
/// "-" for stdin).
const char *nnArgFlag(const char *arg);

/// Whether `flag` (dashes stripped) is `name` or `name=value`; `*value` is
/// then the text after '=', or NULL.
bool nnArgIs(const char *flag, const char *name, const char **value);

/// Whether `flag` is -O0 .. -O3; sets `*level`.
bool nnArgOptLevel(const char *flag, int *level);

/// The value of a flag that takes one: `inlineValue` (the text after '=')
/// when there was one, else the next argument (advancing `*i`); NULL when
/// argv ends first.
const char *nnArgTakeValue(int argc, char **argv, int *i,
                           const char *inlineValue);

/// After a flag that takes several values ("--input a.npy b.npy"): appends
/// the arguments that follow to list[*count], up to the next flag or an
/// argument `stop` accepts (a file of the tool's own), advancing `*i`.
void nnArgTakeMore(int argc, char **argv, int *i, const char **list, int *count,
                   bool (*stop)(const char *arg));

/// Whether `text` ends with `suffix` (".mlir", ".so").
bool nnArgEndsWith(const char *text, const char *suffix);

/// A whole decimal integer in [min, max]; false on anything else, overflow
/// included.
bool nnArgParseInt(const char *text, long long min, long long max,
                   long long *out);

/// Prints "<program>: " and the message on stderr; `format` ends in "\n".
/// Parses "1x3x?x224" (dims joined by 'x'; '?' is -1; "" is rank 0) into
/// at most `maxRank` entries of `dims`, setting `*rank`; false, with
/// `*bad` pointing at the offending dim, otherwise.
bool nnArgParseDims(const char *text, int64_t *dims, int maxRank, int *rank,
                    const char **bad);

void nnToolError(const char *program, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

#endif // NN_TOOLS_COMMON_ARGS_H
