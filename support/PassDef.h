//===- PassDef.h - What an nn pass or named pipeline is, as data ----------===//
//
// LLVM 22's C API cannot register a pass written in C with MLIR's textual
// pipeline parser, so nn describes its passes itself: each pass file defines
// one `const NnPassDef` next to its run function, and each pipeline file one
// `const NnPipelineDef`, an annotated array of steps. The table that lists
// them all, the MLIR wrapper that runs them (with nn's verifier after each)
// and the code that resolves a pipeline's steps sit in the C API library
// (capi/lib/PassTable.c, ExternalPass.c, NamedPipelines.c), above passes/
// and conversion/, which define passes without knowing each other.
//
// Options are typed: each has a kind, a default, a range or allowed values
// and a line of documentation. nnParseOptions (PassOptions.c) is the one
// parser of "key=value key=value" text; a pass's createState gets the typed
// values. `nn-opt --help` and docs/passes.md are printed from these tables.
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_PASSDEF_H
#define NN_SUPPORT_PASSDEF_H

#include "mlir-c/Pass.h"
#include "support/StringBuffer.h"

#include <stdbool.h>
#include <stdint.h>

typedef enum {
  NN_OPTION_INT,      // a decimal integer in [min, max]
  NN_OPTION_BOOL,     // true/false (also 1/0); a bare `name` means true
  NN_OPTION_ENUM,     // one of `values`
  NN_OPTION_STRING,   // any text that `check` accepts (all, without one)
  NN_OPTION_INT_LIST, // at most `maxCount` integers in [min, max], "1,2,3"
} NnOptionKind;

typedef struct {
  const char *name;
  NnOptionKind kind;
  const char *defaultValue;  // as it would be written: "256", "false", ""
  int64_t min, max;          // int and int-list
  const char *const *values; // enum: the allowed values, NULL-terminated
  int maxCount;              // int-list
  bool (*check)(const char *value); // string: the rule it must follow
  /// The rule as an error states it after "must " ("name a CUDA
  /// architecture such as sm_90"), where the wording made from the kind
  /// and range ("be a positive integer") is not the one users know.
  const char *expected;
  /// Errors name the option without quotes, as this option's older
  /// messages did (scripts and tests match them).
  bool bareName;
  /// Errors name this pass instead of the one being parsed: a pipeline's
  /// option that only passes a step's option on (nn-lower-to-nvvm's
  /// max-blocks is nn-gpu-map-loops's). NULL: the one being parsed.
  const char *owner;
  const char *doc;
} NnOptionDef;

/// Option definitions, short: NN_INT_OPTION("max-depth", "256", 1, INT_MAX,
/// "Most ops in one group").
#define NN_INT_OPTION(n, d, lo, hi, text)                                      \
  {.name = n,                                                                  \
   .kind = NN_OPTION_INT,                                                      \
   .defaultValue = d,                                                          \
   .min = lo,                                                                  \
   .max = hi,                                                                  \
   .doc = text}
#define NN_BOOL_OPTION(n, d, text)                                             \
  {.name = n, .kind = NN_OPTION_BOOL, .defaultValue = d, .doc = text}
#define NN_ENUM_OPTION(n, d, allowed, text)                                    \
  {.name = n,                                                                  \
   .kind = NN_OPTION_ENUM,                                                     \
   .defaultValue = d,                                                          \
   .values = allowed,                                                          \
   .doc = text}

/// One option's parsed value; which field holds it depends on the kind.
typedef struct {
  int64_t i;           // int; enum: the index in `values`
  bool b;              // bool
  const char *s;       // string and enum: the text, owned by the parsed values
  const int64_t *list; // int-list, `count` items
  int count;
} NnOptionValue;

/// What the layer that holds the pass table offers to passes below it:
/// fold-constants compiles through the CPU pipeline, which passes/ cannot
/// name (conversion/ is its peer, not below it).
typedef struct {
  /// Adds `pipeline` (textual, nn and upstream passes mixed, as
  /// nnAddPipeline takes it) to `pm`.
  MlirLogicalResult (*addPipeline)(MlirOpPassManager pm, const char *pipeline,
                                   NnStringBuffer *error);
} NnPassEnv;

typedef struct NnPassDef {
  const char *argument; // the flag and pipeline name: "nn-verify"
  const char *name;     // shown by --mlir-timing and IR dumps: "NNVerify"
  const char *description;
  const char *opName; // the op it runs on ("func.func"), or "" for any op
  const NnOptionDef *options;
  int numOptions;
  /// Builds the pass's state from its typed option values (values[i] is
  /// options[i]'s, valid as long as the pass); returns NULL and fills
  /// `error` when the values are bad together. NULL for a pass without
  /// state.
  void *(*createState)(const NnOptionValue *values, const NnPassEnv *env,
                       NnStringBuffer *error);
  void (*destroyState)(void *state);
  MlirLogicalResult (*run)(MlirOperation op, void *state);
  /// No nn verification after the pass: it is the verifier itself, or it
  /// only moves nn ops without changing them (their operand, result and
  /// attribute values stay as verified), or it runs after the nn ops are
  /// gone. MLIR's verifier still runs.
  bool skipsVerification;
  /// Writes the handles of the dialects whose ops the pass creates (at most
  /// 8) and returns how many; MLIR loads them before the pass runs. May be
  /// NULL.
  intptr_t (*dependentDialects)(MlirDialectHandle *handles);
} NnPassDef;

/// One step of a named pipeline: an nn pass of the table or an upstream
/// pipeline element ("canonicalize", "func.func(gpu-async-region)").
typedef struct {
  const char *pass;
  /// Its options, "key=value ..."; `{name}` is replaced by the value of the
  /// pipeline's option `name` (or of the pipeline's variable). NULL: none.
  const char *options;
  /// "option=value": the step is added only when the pipeline's option has
  /// that value. NULL: always.
  const char *when;
} NnPipelineStep;

typedef struct NnPipelineDef {
  const char *argument; // "nn-lower-to-llvm"
  const char *description;
  const char *opName; // the op its pass manager must run on
  const NnOptionDef *options;
  int numOptions;
  /// How an unknown-option error lists the options, where the plain list of
  /// names says less than the message users know. NULL: the names.
  const char *optionsListing;
  const NnPipelineStep *steps;
  int numSteps;
  /// Checks the option values together and against the machine (a tool the
  /// pipeline needs); fills `error` and returns false when they will not
  /// do. May be NULL.
  bool (*check)(const NnOptionValue *values, NnStringBuffer *error);
  /// Appends to `out` the value of `{name}` in step options when `name` is
  /// not an option (the CUDA toolkit's path, or a value the options
  /// imply), given the options' values; false when it has none. May be
  /// NULL.
  bool (*variable)(const char *name, const NnOptionValue *values,
                   NnStringBuffer *out);
} NnPipelineDef;

/// Parses `text` ("key=value key='quoted value' key={nested}") against the
/// options of `owner` (a pass or pipeline name, for messages) into
/// values[0..numOptions), starting from the defaults. On an unknown option
/// or a bad value, describes it in `error` (naming the allowed values or
/// the range, or listing the options: `listing`, or their names when NULL)
/// and returns false; the values are freed then. Otherwise the caller frees
/// them with nnFreeOptionValues.
bool nnParseOptions(const char *owner, const NnOptionDef *options,
                    int numOptions, const char *listing, MlirStringRef text,
                    NnOptionValue *values, NnStringBuffer *error);
void nnFreeOptionValues(const NnOptionDef *options, int numOptions,
                        NnOptionValue *values);

/// The allowed values of `option` as documentation shows them: "integer
/// from 1 to 2147483647", "true or false", "NHWC or NCHW".
void nnDescribeOption(const NnOptionDef *option, NnStringBuffer *out);

/// The index of the option called `name` (length `length`), or -1.
int nnFindOption(const NnOptionDef *options, int numOptions, const char *name,
                 size_t length);

#endif // NN_SUPPORT_PASSDEF_H
