//===- Passes.h - The table of nn passes ----------------------------------===//
//
// LLVM 22's C API cannot register a pass written in C with MLIR's textual
// pipeline parser, so nn keeps its own table of passes. nn-opt looks pass
// names up here before handing anything else to MLIR's parser. Adding a pass
// is one NnPassDef in Passes.c plus the file that implements it.
//
// Every nn pass is wrapped in an MLIR external pass that runs the nn verifier
// on its output, so a pass that breaks a shape rule fails at once, named.
//
//===----------------------------------------------------------------------===//

#ifndef NN_PASSES_PASSES_H
#define NN_PASSES_PASSES_H

#include "mlir-c/Pass.h"
#include "nn-c/Passes.h" // nnGetNumPasses is public: its export attribute
#include "support/StringBuffer.h"

#include <stdbool.h>

typedef struct {
  const char *name;
  const char *defaultValue;
  const char *description;
} NnPassOptionDef;

typedef struct NnPassDef {
  const char *argument; // the flag and pipeline name: "nn-verify"
  const char *name;     // shown by --mlir-timing and IR dumps: "NNVerify"
  const char *description;
  const char *opName; // the op it runs on ("func.func"), or "" for any op
  const NnPassOptionDef *options;
  int numOptions;
  /// Builds the pass's state from its option values (values[i] is the text
  /// of options[i]); returns NULL and fills `error` when a value is bad.
  /// May be NULL for a pass without state.
  void *(*createState)(const char *const *values, NnStringBuffer *error);
  void (*destroyState)(void *state);
  MlirLogicalResult (*run)(MlirOperation op, void *state);
  /// No nn verification after the pass: it is the verifier itself, or it
  /// only moves nn ops without changing them (their operand, result and
  /// attribute values stay as verified). MLIR's verifier still runs.
  bool skipsVerification;
  /// Writes the handles of the dialects whose ops the pass creates (at most
  /// 8) and returns how many; MLIR loads them before the pass runs. May be
  /// NULL.
  intptr_t (*dependentDialects)(MlirDialectHandle *handles);
} NnPassDef;

intptr_t nnGetNumPasses(void);
const NnPassDef *nnGetPass(intptr_t pos);
/// The pass whose argument is `name`, or NULL.
const NnPassDef *nnLookupPass(MlirStringRef name);

/// Creates the pass with its options given as "key=value key=value". On a bad
/// option, returns a null pass and describes the problem in `error`.
MlirPass nnCreatePass(const NnPassDef *def, MlirStringRef options,
                      NnStringBuffer *error);

/// Creates the pass `def` with `options` ("key=value ...") and adds it to
/// `pm`: what the named pipelines do for each of their nn steps. Fails, as
/// nnCreatePass, on a bad option, and when `def` is NULL (a pass missing
/// from the table), naming `pipeline` in the message.
MlirLogicalResult nnAddPass(MlirOpPassManager pm, const NnPassDef *def,
                            const char *options, const char *pipeline,
                            NnStringBuffer *error);

/// Option values of nn passes: an integer in [minimum, INT_MAX], or
/// true/false (also 1/0). False when the text is not one.
bool nnParseIntOption(const char *text, int minimum, int *value);
bool nnParseBoolOption(const char *text, bool *value);

/* The passes. */
MlirLogicalResult nnRunVerifyPass(MlirOperation op, void *state);
MlirLogicalResult nnRunInferShapesPass(MlirOperation module, void *state);
void *nnCreateFuseOpsState(const char *const *values, NnStringBuffer *error);
void nnDestroyFuseOpsState(void *state);
MlirLogicalResult nnRunFuseOpsPass(MlirOperation module, void *state);
void *nnCreateSimplifyState(const char *const *values, NnStringBuffer *error);
void nnDestroySimplifyState(void *state);
MlirLogicalResult nnRunSimplifyPass(MlirOperation op, void *state);
void *nnCreateConvertLayoutState(const char *const *values,
                                 NnStringBuffer *error);
MlirLogicalResult nnRunConvertLayoutPass(MlirOperation function, void *state);

MlirLogicalResult nnRunSimplifyInferencePass(MlirOperation op, void *state);

void *nnCreateFoldConstantsState(const char *const *values,
                                 NnStringBuffer *error);
void nnDestroyFoldConstantsState(void *state);
MlirLogicalResult nnRunFoldConstantsPass(MlirOperation module, void *state);

#endif // NN_PASSES_PASSES_H
