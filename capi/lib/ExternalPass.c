//===- ExternalPass.c - An nn pass as an MLIR pass ------------------------===//
//
// The wrapper owns the option text and its typed values, rebuilds the pass
// state when MLIR clones the pass (one clone per thread in a multithreaded
// pipeline), and verifies the IR after the pass has run.
//
//===----------------------------------------------------------------------===//

#include "ExternalPass.h"

#include "nn-c/Dialect.h"
#include "support/Memory.h"
#include "support/OutOfMemory.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  const NnPassDef *def;
  const NnPassEnv *env;
  char *options; // the text, to parse again for a clone
  NnOptionValue *values;
  void *state;
} PassInstance;

static void destroyInstance(PassInstance *instance) {
  if (!instance)
    return;
  const NnPassDef *def = instance->def;
  if (def->destroyState && instance->state)
    def->destroyState(instance->state);
  nnFreeOptionValues(def->options, def->numOptions, instance->values);
  free(instance->values);
  free(instance->options);
  free(instance);
}

static PassInstance *createInstance(const NnPassDef *def, MlirStringRef options,
                                    const NnPassEnv *env,
                                    NnStringBuffer *error) {
  PassInstance *instance = nnAllocArray(1, sizeof(PassInstance));
  char *text = nnCopyString(options.data, options.length);
  NnOptionValue *values =
      nnAllocArray((size_t)def->numOptions + 1, sizeof(NnOptionValue));
  if (!instance || !text || !values) {
    free(instance);
    free(text);
    free(values);
    nnStringBufferPrintf(error, "out of memory creating pass '%s'",
                         def->argument);
    return NULL;
  }
  *instance = (PassInstance){def, env, text, values, NULL};
  if (!nnParseOptions(def->argument, def->options, def->numOptions, NULL,
                      options, values, error)) {
    free(values);
    free(text);
    free(instance);
    return NULL;
  }
  if (def->createState) {
    instance->state = def->createState(values, env, error);
    if (!instance->state) {
      destroyInstance(instance);
      return NULL;
    }
  }
  return instance;
}

/* The external-pass callbacks. */

static void construct(void *userData) { (void)userData; }

static void destruct(void *userData) { destroyInstance(userData); }

static void *clonePass(void *userData) {
  PassInstance *instance = userData;
  NnStringBuffer error = {0};
  // The options parsed once already, so they parse again.
  PassInstance *clone = createInstance(
      instance->def, mlirStringRefCreateFromCString(instance->options),
      instance->env, &error);
  nnStringBufferFree(&error);
  return clone;
}

// Runs the pass; also the boundary of the one allocation path
// (support/Memory.h): an allocation that failed anywhere in the pass, even
// in a helper that could only leave a placeholder, fails the pass.
static void runPass(MlirOperation op, MlirExternalPass pass, void *userData) {
  PassInstance *instance = userData;
  if (!instance) { // its clone ran out of memory
    nnOutOfMemory(op, "a copy of an nn pass for another thread");
    mlirExternalPassSignalFailure(pass);
    return;
  }
  uint64_t failures = nnMemoryFailures();
  bool ok = mlirLogicalResultIsSuccess(instance->def->run(op, instance->state));
  if (ok && nnMemoryFailures() != failures) {
    nnOutOfMemory(op, instance->def->argument);
    ok = false;
  }
  if (!ok || (!instance->def->skipsVerification &&
              mlirLogicalResultIsFailure(nnVerify(op))))
    mlirExternalPassSignalFailure(pass);
}

MlirPass nnCreatePass(const NnPassDef *def, MlirStringRef options,
                      const NnPassEnv *env, NnStringBuffer *error) {
  PassInstance *instance = createInstance(def, options, env, error);
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
