//===- Output.h - How nn-opt writes its result: text or bytecode ----------===//
//
// nn-opt prints its result as MLIR text, shaped by the --mlir-print-*
// flags, or with --emit-bytecode writes it as MLIR bytecode (of
// --emit-bytecode-version, else the current version), which nn-opt,
// nn-run, nn-compile and mlir-opt read back (tools/common/LoadModule.h),
// half the size of text when the module holds weights. Bytecode is binary:
// it is written as it is, to a terminal too, as mlir-opt does.
//
//===----------------------------------------------------------------------===//

#ifndef NN_OPT_OUTPUT_H
#define NN_OPT_OUTPUT_H

#include "Options.h"

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdio.h>

/// The printing flags of the --mlir-print-* options; destroy them after.
MlirOpPrintingFlags nnOptPrintingFlags(const NnOptOptions *options);

/// Prints `op` as text, then a newline.
void nnOptPrintOperation(MlirOperation op, MlirOpPrintingFlags flags,
                         FILE *file);

/// Writes `op` as the options say: text, or bytecode. False when MLIR
/// cannot write the bytecode version asked for, or memory runs out.
bool nnOptWriteOperation(MlirOperation op, const NnOptOptions *options,
                         FILE *file);

/// Whether MLIR writes the version --emit-bytecode-version asks for (which
/// versions it writes is its own to say, so an empty module is written to
/// find out); else prints its reason, as one line. Asked before any input
/// is read, as a bad pipeline is, so that the answer is not an error at the
/// input's first op.
bool nnOptCheckBytecodeVersion(MlirContext ctx, const NnOptOptions *options);

#endif // NN_OPT_OUTPUT_H
