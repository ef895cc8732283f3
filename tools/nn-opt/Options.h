//===- Options.h - nn-opt's command line ----------------------------------===//
//
// nn-opt takes mlir-opt's flags. Anything that is not one of its own options
// is a pass: `--canonicalize`, `--nn-verify`, `--one-shot-bufferize="..."`,
// kept in command-line order.
//
//===----------------------------------------------------------------------===//

#ifndef NN_OPT_OPTIONS_H
#define NN_OPT_OPTIONS_H

#include <stdbool.h>

typedef struct {
  const char *name;    // "canonicalize"
  const char *options; // "max-iterations=2", or "" when none
} NnPassFlag;

typedef struct {
  const char *inputFile; // "-" for stdin
  const char *outputFile;
  const char *passPipeline; // NULL unless --pass-pipeline was given
  NnPassFlag *passFlags;
  int numPassFlags;
  bool splitInputFile;
  bool verifyDiagnostics;
  bool verifyEach;
  bool skipParseVerifier; // --mlir-very-unsafe-disable-verifier-on-parsing
  bool printIRBefore, printIRAfter, printIRModuleScope;
  bool timing;
  bool printGeneric, printDebugInfo, printLocalScope;
  bool allowUnregistered;
  bool emitIrdl, emitOpDocs, emitPassDocs;
  bool emitBytecode;    // write MLIR bytecode rather than text
  long bytecodeVersion; // --emit-bytecode-version; -1: the current one
  bool showHelp, showVersion;
  long errorLimit; // errors printed before the rest are dropped; 0: all
} NnOptOptions;

/// Parses argv. On a usage error, prints it to stderr and returns false.
bool nnOptParseOptions(int argc, char **argv, NnOptOptions *options);
void nnOptFreeOptions(NnOptOptions *options);
void nnOptPrintHelp(const char *program);

#endif // NN_OPT_OPTIONS_H
