//===- Options.c - nn-opt's command line ----------------------------------===//

#include "Options.h"

#include "capi/lib/PassDocs.h"
#include "support/Memory.h"
#include "tools/common/Args.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// nn-opt's on/off flags: `--flag`, `--flag=true` or `--flag=false`.
static const struct {
  const char *name;
  size_t offset;
} boolFlags[] = {
    {"split-input-file", offsetof(NnOptOptions, splitInputFile)},
    {"verify-diagnostics", offsetof(NnOptOptions, verifyDiagnostics)},
    {"verify-each", offsetof(NnOptOptions, verifyEach)},
    {"mlir-very-unsafe-disable-verifier-on-parsing",
     offsetof(NnOptOptions, skipParseVerifier)},
    {"mlir-print-ir-before-all", offsetof(NnOptOptions, printIRBefore)},
    {"mlir-print-ir-after-all", offsetof(NnOptOptions, printIRAfter)},
    {"mlir-print-ir-module-scope", offsetof(NnOptOptions, printIRModuleScope)},
    {"mlir-timing", offsetof(NnOptOptions, timing)},
    {"mlir-print-op-generic", offsetof(NnOptOptions, printGeneric)},
    {"mlir-print-debuginfo", offsetof(NnOptOptions, printDebugInfo)},
    {"mlir-print-local-scope", offsetof(NnOptOptions, printLocalScope)},
    {"allow-unregistered-dialect", offsetof(NnOptOptions, allowUnregistered)},
    {"emit-irdl", offsetof(NnOptOptions, emitIrdl)},
    {"emit-bytecode", offsetof(NnOptOptions, emitBytecode)},
    {"emit-op-docs", offsetof(NnOptOptions, emitOpDocs)},
    {"print-pass-docs", offsetof(NnOptOptions, emitPassDocs)},
};

static bool *findBoolFlag(NnOptOptions *o, const char *flag,
                          const char **value) {
  for (size_t i = 0; i < sizeof(boolFlags) / sizeof(boolFlags[0]); ++i)
    if (nnArgIs(flag, boolFlags[i].name, value))
      return (bool *)((char *)o + boolFlags[i].offset);
  return NULL;
}

static bool parseBool(const char *value, bool *result) {
  if (!value || strcmp(value, "true") == 0 || strcmp(value, "1") == 0)
    *result = true;
  else if (strcmp(value, "false") == 0 || strcmp(value, "0") == 0)
    *result = false;
  else
    return false;
  return true;
}

bool nnOptParseOptions(int argc, char **argv, NnOptOptions *o) {
  *o = (NnOptOptions){.inputFile = "-",
                      .outputFile = "-",
                      .verifyEach = true,
                      .errorLimit = 20,
                      .bytecodeVersion = -1};
  o->passFlags = nnAllocArray((size_t)argc, sizeof(NnPassFlag));
  if (!o->passFlags)
    return false;
  bool sawInput = false;
  for (int i = 1; i < argc; ++i) {
    const char *arg = argv[i], *value = NULL;
    // Flags take one or two leading dashes, as with LLVM's cl::opt.
    const char *flag = nnArgFlag(arg);
    if (!flag) {
      if (sawInput) {
        fprintf(stderr, "%s: more than one input file: '%s' and '%s'\n",
                argv[0], o->inputFile, arg);
        return false;
      }
      o->inputFile = arg;
      sawInput = true;
      continue;
    }
    bool *boolFlag = findBoolFlag(o, flag, &value);
    if (boolFlag) {
      if (!parseBool(value, boolFlag)) {
        fprintf(stderr, "%s: '%s' takes true or false, not '%s'\n", argv[0],
                arg, value);
        return false;
      }
    } else if (nnArgIs(flag, "o", &value)) {
      if (!(o->outputFile = nnArgTakeValue(argc, argv, &i, value))) {
        fprintf(stderr, "%s: -o needs a file name\n", argv[0]);
        return false;
      }
    } else if (nnArgIs(flag, "error-limit", &value)) {
      char *end = NULL;
      value = nnArgTakeValue(argc, argv, &i, value);
      long limit = value ? strtol(value, &end, 10) : -1;
      if (!value || *end || end == value || limit < 0 || limit > 1000000000) {
        fprintf(stderr,
                "%s: --error-limit takes a count from 0 (no limit) to "
                "1000000000, not '%s'\n",
                argv[0], value ? value : "");
        return false;
      }
      o->errorLimit = limit;
    } else if (nnArgIs(flag, "emit-bytecode-version", &value)) {
      // Which versions exist is MLIR's to say (0 to 6 in MLIR 22).
      long long version = 0;
      value = nnArgTakeValue(argc, argv, &i, value);
      if (!value || !nnArgParseInt(value, 0, 1000000, &version)) {
        fprintf(stderr,
                "%s: --emit-bytecode-version takes a bytecode version (0, 1, "
                "...), not '%s'\n",
                argv[0], value ? value : "");
        return false;
      }
      o->bytecodeVersion = (long)version;
    } else if (nnArgIs(flag, "pass-pipeline", &value)) {
      if (!(value = nnArgTakeValue(argc, argv, &i, value))) {
        fprintf(stderr, "%s: --pass-pipeline needs a pipeline\n", argv[0]);
        return false;
      }
      o->passPipeline = value;
    } else if (strcmp(flag, "h") == 0 || strcmp(flag, "help") == 0) {
      o->showHelp = true;
    } else if (strcmp(flag, "version") == 0) {
      o->showVersion = true;
    } else {
      // A pass: --name or --name=options.
      const char *equals = strchr(flag, '=');
      size_t length = equals ? (size_t)(equals - flag) : strlen(flag);
      char *name = nnCopyString(flag, length);
      if (!name)
        return false;
      o->passFlags[o->numPassFlags++] =
          (NnPassFlag){name, equals ? equals + 1 : ""};
    }
  }
  if (o->bytecodeVersion >= 0 && !o->emitBytecode) {
    fprintf(stderr, "%s: --emit-bytecode-version needs --emit-bytecode\n",
            argv[0]);
    return false;
  }
  // Text chunks are joined with "// -----" lines; bytecode is one module.
  if (o->emitBytecode && o->splitInputFile) {
    fprintf(stderr,
            "%s: --emit-bytecode writes one module, and --split-input-file "
            "makes one per chunk: use one or the other\n",
            argv[0]);
    return false;
  }
  if (o->passPipeline && o->numPassFlags) {
    fprintf(stderr,
            "%s: '--pass-pipeline' cannot be used with individual pass flags "
            "such as '--%s'\n",
            argv[0], o->passFlags[0].name);
    return false;
  }
  return true;
}

void nnOptFreeOptions(NnOptOptions *o) {
  for (int i = 0; i < o->numPassFlags; ++i)
    free((char *)o->passFlags[i].name);
  free(o->passFlags);
}

void nnOptPrintHelp(const char *program) {
  printf(
      "OVERVIEW: nn modular optimizer driver\n\n"
      "USAGE: %s [options] [input file]\n\n"
      "Reads MLIR (a file, or stdin when none or '-' is given), as text or\n"
      "bytecode, or an ONNX model (a file ending in .onnx, imported as\n"
      "nn-import-onnx does), verifies it, runs the passes named on the command "
      "line in\n"
      "order, verifies after each, and prints the result. nn passes and\n"
      "every upstream MLIR pass can be mixed, as flags or in "
      "--pass-pipeline.\n\n"
      "OPTIONS:\n"
      "  -o <file>                        Output file (default: stdout)\n"
      "  --emit-bytecode                  Write MLIR bytecode instead of "
      "text\n"
      "  --emit-bytecode-version=<n>      Write bytecode of version n (default:"
      "\n"
      "                                   the current one)\n"
      "  --pass-pipeline=<pipeline>       A textual pipeline, e.g.\n"
      "                                   'builtin.module(func.func(nn-verify),"
      "canonicalize)'\n"
      "  --split-input-file               Process chunks separated by "
      "'// -----' separately\n"
      "                                   (text input; bytecode is one "
      "chunk)\n"
      "  --verify-diagnostics             Check diagnostics against "
      "expected-* comments\n"
      "  --verify-each[=false]            Run the verifiers after each pass "
      "(default: true)\n"
      "  --error-limit=<n>                Print at most n errors per input "
      "(chunk)\n"
      "                                   (default 20; 0: all)\n"
      "  --mlir-very-unsafe-disable-verifier-on-parsing\n"
      "                                   Skip nn's verifier after parsing "
      "(MLIR's\n"
      "                                   structural checks still run)\n"
      "  --mlir-print-ir-before-all       Print the IR before each pass\n"
      "  --mlir-print-ir-after-all        Print the IR after each pass\n"
      "  --mlir-print-ir-module-scope     Print the whole module in IR dumps\n"
      "  --mlir-timing                    Report the time of each pass\n"
      "  --mlir-print-op-generic          Print ops in the generic form\n"
      "  --mlir-print-debuginfo           Print locations\n"
      "  --mlir-print-local-scope         Print types and attributes inline\n"
      "  --allow-unregistered-dialect     Accept ops of unknown dialects\n"
      "  --emit-irdl                      Print the nn dialect's IRDL module "
      "and exit\n"
      "  --emit-op-docs                   Print docs/ops.md and exit\n"
      "  --print-pass-docs                Print the generated part of "
      "docs/passes.md and exit\n"
      "  --version                        Print the version and exit\n"
      "  --help                           Print this help and exit\n\n",
      program);
  NnStringBuffer passes = {0};
  nnPrintPassHelp(&passes);
  fputs(nnStringBufferStr(&passes), stdout);
  nnStringBufferFree(&passes);
  printf("\nUPSTREAM PASSES:\n"
         "  Every pass registered with MLIR 22 is available by its mlir-opt "
         "name,\n"
         "  e.g. --canonicalize, --cse, --inline, "
         "--one-shot-bufferize=\"bufferize-function-boundaries\".\n"
         "  Passes that run on one kind of op (func.func, say) are nested "
         "for you\n  when given as flags, as mlir-opt does.\n");
}
