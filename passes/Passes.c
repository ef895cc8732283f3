//===- Passes.c - The table of nn passes and their MLIR wrapper -----------===//
//
// Each table entry becomes an MLIR external pass on demand. The wrapper owns
// the option values, rebuilds the pass state when MLIR clones the pass (one
// clone per thread in a multithreaded pipeline), and verifies the IR after
// the pass has run.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "conversion/linalg/ConvertNnToLinalg.h"
#include "conversion/cpu/CpuOmpSchedule.h"
#include "conversion/cpu/ExpandExp.h"
#include "conversion/cpu/MaxnumToLlvm.h"
#include "conversion/common/TileAndFuse.h"
#include "mlir-c/Dialect/Tensor.h"
#include "nn-c/Dialect.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

static const NnPassOptionDef simplifyOptions[] = {
    {"max-iterations", "10",
     "The most rounds (a rewrite walk, then a dead-code sweep) to run while "
     "the IR keeps changing"},
};

// infer-shapes inserts tensor.cast where a refined result meets a user that
// keeps the old type; a tool that did not load the tensor dialect (stock
// mlir-opt on nn input) needs it loaded before the pass runs.
static intptr_t inferShapesDialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__tensor__();
  return 1;
}

static const NnPassDef passes[] = {
    {
        .argument = "nn-verify",
        .name = "NNVerify",
        .description = "Check every nn op against the op registry: element "
                       "types, attributes and shape rules",
        .run = nnRunVerifyPass,
        .opName = "",
        .skipsVerification = true,
    },
    {
        .argument = "infer-shapes",
        .name = "NNInferShapes",
        .description = "Refine nn result types (dynamic sizes, unranked "
                       "tensors) with the registry's shape functions",
        .run = nnRunInferShapesPass,
        .opName = "builtin.module",
        .dependentDialects = inferShapesDialects,
    },
    {
        .argument = "fuse-ops",
        .name = "NNFuseOps",
        .description = "Fuse nn ops into kernels (TVM's FuseOps) and outline "
                       "each group into a private nn.fused function",
        .options =
            (const NnPassOptionDef[]){
                {"max-depth", "256",
                 "Most ops in one group; longer chains are cut"},
                {"max-args", "0",
                 "Most arguments of one fused function (0: no limit)"},
                {"embed-constants", "false",
                 "Clone every constant into the fused function, not just "
                 "scalars"},
            },
        .numOptions = 3,
        .createState = nnCreateFuseOpsState,
        .destroyState = nnDestroyFuseOpsState,
        .run = nnRunFuseOpsPass,
        .opName = "builtin.module",
        .skipsVerification = true,
    },
    {
        .argument = "nn-simplify",
        .name = "NNSimplify",
        .description = "Canonicalize nn ops: DCE and CSE of pure nn ops, and "
                       "algebraic identities (x+0, x*1, relu(relu(x)), "
                       "transpose(transpose(x)), ...)",
        .options = simplifyOptions,
        .numOptions = 1,
        .createState = nnCreateSimplifyState,
        .destroyState = nnDestroySimplifyState,
        .run = nnRunSimplifyPass,
        .opName = "",
    },
    {
        .argument = "convert-layout",
        .name = "NNConvertLayout",
        .description = "Rewrite layout-sensitive nn ops (conv2d, pooling) to "
                       "the target layout, carry it through the ops that "
                       "can follow, transpose only at the boundaries and "
                       "fold the transposes of constants",
        .options =
            (const NnPassOptionDef[]){
                {"to", "NHWC", "The target layout: NHWC or NCHW"},
            },
        .numOptions = 1,
        .createState = nnCreateConvertLayoutState,
        .run = nnRunConvertLayoutPass,
        .opName = "func.func",
    },
    {
        .argument = "simplify-inference",
        .name = "NNSimplifyInference",
        .description = "Inference rewrites: batch_norm becomes a per-channel "
                       "scale and shift, folded into the weights and bias of "
                       "a preceding conv2d or matmul when constant; dropout "
                       "and identity are removed",
        .run = nnRunSimplifyInferencePass,
        .opName = "",
    },
    {
        .argument = "fold-constants",
        .name = "NNFoldConstants",
        .description = "Evaluate nn ops whose operands are all constants into "
                       "arith.constant, through one JIT compilation of the "
                       "CPU lowering; splats stay splats",
        .options =
            (const NnPassOptionDef[]){
                {"max-elements", "1048576",
                 "Most elements of one folded result, and of all folded "
                 "results together (splats count one)"},
            },
        .numOptions = 1,
        .createState = nnCreateFoldConstantsState,
        .destroyState = nnDestroyFoldConstantsState,
        .run = nnRunFoldConstantsPass,
        .opName = "builtin.module",
    },
    {
        .argument = "convert-nn-to-linalg",
        .name = "ConvertNNToLinalg",
        .description = "Lower nn ops to linalg (named ops or linalg.generic) "
                       "plus tensor, arith and math; static shapes only",
        .run = nnRunConvertNnToLinalgPass,
        .opName = "",
        .dependentDialects = nnConvertNnToLinalgDialects,
    },
    {
        .argument = "nn-tile-fused",
        .name = "NNTileFused",
        .description = "Make each nn.fused function of several linalg ops "
                       "one scf.forall: tile the op producing the result, "
                       "fuse its producers into the loop (transform dialect)",
        .options =
            (const NnPassOptionDef[]){
                {"tile-sizes", "",
                 "Tile size per loop of the result's op, comma-separated "
                 "(0: untiled); empty chooses them per function"},
                {"tile-elements", "4096",
                 "Output elements per tile when sizes are chosen"},
                {"row-elements", "2048",
                 "Output elements per tile when sizes are chosen and the "
                 "root keeps some dims whole (rows of a softmax, a "
                 "layer_norm, a reduction)"},
                {"caller-kernels", "true",
                 "Also tile, outside nn.fused functions, the linalg ops one "
                 "nn op became (a softmax, a layer_norm)"},
            },
        .numOptions = 4,
        .createState = nnCreateTileFusedState,
        .destroyState = nnDestroyTileFusedState,
        .run = nnRunTileFusedPass,
        .opName = "builtin.module",
        .dependentDialects = nnTileAndFuseDialects,
    },
    {
        .argument = "nn-lower-tile-bodies",
        .name = "NNLowerTileBodies",
        .description = "On buffers: lower the linalg ops inside each "
                       "scf.forall to sequential scf.for loops, so only the "
                       "forall runs in parallel",
        .options =
            (const NnPassOptionDef[]){
                {"inner-parallel", "false",
                 "Interchange a tile's matmuls and dense convolutions so "
                 "that their last parallel loop is innermost (vectorizable)"},
                {"stack-bytes", "0",
                 "Static buffers allocated in a forall body go on the "
                 "stack, up to this many bytes per forall (0: none)"},
            },
        .numOptions = 2,
        .createState = nnCreateLowerTileBodiesState,
        .destroyState = nnDestroyLowerTileBodiesState,
        .run = nnRunLowerTileBodiesPass,
        .opName = "builtin.module",
        .dependentDialects = nnTileAndFuseDialects,
    },
    {
        .argument = "nn-expand-exp",
        .name = "NNExpandExp",
        .description = "Rewrite f32 math.exp as arith (within 1 ulp) so that "
                       "loops computing it vectorize",
        .run = nnRunExpandExpPass,
        .opName = "builtin.module",
        .skipsVerification = true,
    },
    {
        .argument = "nn-maxnum-to-llvm",
        .name = "NNMaxnumToLlvm",
        .description = "Rewrite f32/f64 arith.maxnumf/minnumf as "
                       "llvm.intr.maxnum/minnum, which LLVM vectorizes as "
                       "reductions (arith-expand would make them selects)",
        .run = nnRunMaxnumToLlvmPass,
        .opName = "builtin.module",
        .skipsVerification = true,
        .dependentDialects = nnMaxnumToLlvmDialects,
    },
    {
        .argument = "nn-omp-schedule",
        .name = "NNOmpSchedule",
        .description = "Set the schedule of every omp.wsloop that has none",
        .options =
            (const NnPassOptionDef[]){
                {"kind", "guided",
                 "The OpenMP schedule: static, dynamic or guided"},
            },
        .numOptions = 1,
        .createState = nnCreateOmpScheduleState,
        .destroyState = nnDestroyOmpScheduleState,
        .run = nnRunOmpSchedulePass,
        .opName = "builtin.module",
        .skipsVerification = true,
        .dependentDialects = nnOmpScheduleDialects,
    },
};

intptr_t nnGetNumPasses(void) {
  return (intptr_t)(sizeof(passes) / sizeof(passes[0]));
}

const NnPassDef *nnGetPass(intptr_t pos) {
  return pos >= 0 && pos < nnGetNumPasses() ? &passes[pos] : NULL;
}

const NnPassDef *nnLookupPass(MlirStringRef name) {
  for (intptr_t i = 0; i < nnGetNumPasses(); ++i)
    if (mlirStringRefEqual(name,
                           mlirStringRefCreateFromCString(passes[i].argument)))
      return &passes[i];
  return NULL;
}

/* Options: "key=value key='quoted value' key={nested}". */

typedef struct {
  const NnPassDef *def;
  char **values; // one per option, owned
  void *state;
} PassInstance;

static char *copyString(const char *text, size_t length) {
  char *copy = malloc(length + 1);
  if (!copy)
    abort();
  memcpy(copy, text, length);
  copy[length] = '\0';
  return copy;
}

static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n'; }

// Parses `text` into per-option value strings, starting from the defaults.
static bool parseOptions(const NnPassDef *def, MlirStringRef text,
                         char **values, NnStringBuffer *error) {
  for (int i = 0; i < def->numOptions; ++i)
    values[i] = copyString(def->options[i].defaultValue,
                           strlen(def->options[i].defaultValue));
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
    const char *value = p, *valueEnd = p;
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
    int option = -1;
    for (int i = 0; i < def->numOptions; ++i)
      if (strlen(def->options[i].name) == keyLength &&
          strncmp(def->options[i].name, key, keyLength) == 0)
        option = i;
    if (option < 0) {
      nnStringBufferPrintf(error, "'%s' has no option '%.*s'", def->argument,
                           (int)keyLength, key);
      if (def->numOptions) {
        nnStringBufferPrintf(error, "; its options are");
        for (int i = 0; i < def->numOptions; ++i)
          nnStringBufferPrintf(error, " %s", def->options[i].name);
      }
      return false;
    }
    free(values[option]);
    values[option] = copyString(value, (size_t)(valueEnd - value));
  }
  return true;
}

static void freeValues(const NnPassDef *def, char **values) {
  for (int i = 0; i < def->numOptions; ++i)
    free(values[i]);
  free(values);
}

static PassInstance *createInstance(const NnPassDef *def, char **values,
                                    NnStringBuffer *error) {
  PassInstance *instance = calloc(1, sizeof(PassInstance));
  if (!instance)
    abort();
  instance->def = def;
  instance->values = values;
  if (def->createState) {
    instance->state = def->createState((const char *const *)values, error);
    if (!instance->state) {
      freeValues(def, values);
      free(instance);
      return NULL;
    }
  }
  return instance;
}

/* The external-pass callbacks. */

static void construct(void *userData) { (void)userData; }

static void destruct(void *userData) {
  PassInstance *instance = userData;
  if (instance->def->destroyState)
    instance->def->destroyState(instance->state);
  freeValues(instance->def, instance->values);
  free(instance);
}

static void *clonePass(void *userData) {
  PassInstance *instance = userData;
  const NnPassDef *def = instance->def;
  char **values = calloc((size_t)def->numOptions + 1, sizeof(char *));
  if (!values)
    abort();
  for (int i = 0; i < def->numOptions; ++i)
    values[i] = copyString(instance->values[i], strlen(instance->values[i]));
  NnStringBuffer error = {0};
  // The options parsed once already, so the state builds again.
  PassInstance *clone = createInstance(def, values, &error);
  nnStringBufferFree(&error);
  return clone;
}

static void runPass(MlirOperation op, MlirExternalPass pass, void *userData) {
  PassInstance *instance = userData;
  if (mlirLogicalResultIsFailure(instance->def->run(op, instance->state)) ||
      (!instance->def->skipsVerification &&
       mlirLogicalResultIsFailure(nnVerify(op))))
    mlirExternalPassSignalFailure(pass);
}

MlirPass nnCreatePass(const NnPassDef *def, MlirStringRef options,
                      NnStringBuffer *error) {
  char **values = calloc((size_t)def->numOptions + 1, sizeof(char *));
  if (!values)
    abort();
  if (!parseOptions(def, options, values, error)) {
    freeValues(def, values);
    return (MlirPass){NULL};
  }
  PassInstance *instance = createInstance(def, values, error);
  if (!instance)
    return (MlirPass){NULL};
  MlirExternalPassCallbacks callbacks = {construct, destruct, NULL, clonePass,
                                         runPass};
  MlirDialectHandle dialects[8];
  intptr_t numDialects =
      def->dependentDialects ? def->dependentDialects(dialects) : 0;
  // The definition's address is unique and static: a fine TypeID.
  return mlirCreateExternalPass(
      mlirTypeIDCreate(def), mlirStringRefCreateFromCString(def->name),
      mlirStringRefCreateFromCString(def->argument),
      mlirStringRefCreateFromCString(def->description),
      mlirStringRefCreateFromCString(def->opName), numDialects, dialects,
      callbacks, instance);
}

MlirLogicalResult nnAddPass(MlirOpPassManager pm, const NnPassDef *def,
                            const char *options, const char *pipeline,
                            NnStringBuffer *error) {
  if (!def) {
    nnStringBufferPrintf(error, "a pass of %s is missing from the pass table",
                         pipeline);
    return mlirLogicalResultFailure();
  }
  MlirPass pass =
      nnCreatePass(def, mlirStringRefCreateFromCString(options), error);
  if (!pass.ptr)
    return mlirLogicalResultFailure();
  mlirOpPassManagerAddOwnedPass(pm, pass);
  return mlirLogicalResultSuccess();
}

bool nnParseIntOption(const char *text, int minimum, int *value) {
  char *end;
  errno = 0;
  long parsed = strtol(text, &end, 10);
  if (!*text || *end || errno || parsed < minimum || parsed > INT_MAX)
    return false;
  *value = (int)parsed;
  return true;
}

bool nnParseBoolOption(const char *text, bool *value) {
  if (strcmp(text, "true") == 0 || strcmp(text, "1") == 0)
    *value = true;
  else if (strcmp(text, "false") == 0 || strcmp(text, "0") == 0)
    *value = false;
  else
    return false;
  return true;
}
