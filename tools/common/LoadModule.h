//===- LoadModule.h - How every nn tool reads its input module ------------===//
//
// nn-opt, nn-run and nn-compile read their module here, in any format a
// tool accepts, so that a format added once is read by all of them:
//
//   - MLIR text;
//   - MLIR bytecode (mlir-opt --emit-bytecode, nn-opt --emit-bytecode),
//     recognised by its magic "ML\xEFR" whatever the file is called. Its
//     weights are raw bytes, not hex strings: half the size, and faster to
//     read;
//   - an ONNX model (a file ending in ".onnx"), imported in-process with
//     nnImportOnnxFile (docs/onnx.md): from a file, its weights stay in the
//     mapped file; read from memory (nn-opt), they are copied.
//
// A format is chosen by nnToolDetectFormat from the path and the first
// bytes, and parsed by one branch of nnToolParseBytes; a new format is one
// more NnToolFormat and one more branch in each.
//
// Parsing goes through the MLIR C API alone. mlirModuleCreateParse detects
// bytecode by its magic as MLIR's parseSourceString does, and reads the
// bytes by their length (bytecode holds NULs), but names every location of
// text "-" and every bytecode error "-:0:0"; mlirOperationCreateParse names
// them, but takes exactly one top-level op, which a bytecode module is and
// a text file (functions and #map aliases at top level) is not. So text
// files parse with mlirModuleCreateParseFromFile (locations name the file,
// as nn-run's run-time check messages and diagnostics need), and bytecode
// from memory with mlirOperationCreateParse.
//
// Failures are reported, never fatal: MLIR's parse errors go to the
// context's diagnostic handler, and a plain message follows on stderr
// ("nn-run: cannot read 'x.mlir': No such file or directory").
//
//===----------------------------------------------------------------------===//

#ifndef NN_TOOLS_COMMON_LOADMODULE_H
#define NN_TOOLS_COMMON_LOADMODULE_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>

typedef enum {
  NN_TOOL_FORMAT_TEXT,     // MLIR assembly (anything that is not another)
  NN_TOOL_FORMAT_BYTECODE, // MLIR bytecode: begins with "ML\xEFR"
  NN_TOOL_FORMAT_ONNX,     // an ONNX model, by its ".onnx" extension
} NnToolFormat;

/// The first bytes of MLIR bytecode.
#define NN_TOOL_BYTECODE_MAGIC "ML\xEFR"

/// The bytes nnToolDetectFormat needs to see: a file's first bytes suffice.
enum { NN_TOOL_FORMAT_HEAD_SIZE = 4 };

/// The format of an input from its path (NULL or "-" for stdin; formats
/// without a magic go by the extension) and its first `size` bytes, which
/// may be all of it or only NN_TOOL_FORMAT_HEAD_SIZE of it.
NnToolFormat nnToolDetectFormat(const char *path, const void *bytes,
                                size_t size);

/// "MLIR text", "MLIR bytecode": for messages.
const char *nnToolFormatName(NnToolFormat format);

/// A whole input in memory.
typedef struct {
  const char *path; // as given: "-" for stdin
  const char *name; // for messages: the path, or "<stdin>"
  const char *data; // the bytes, aligned for bytecode (below)
  size_t size;      // data may hold NULs: always use the size
  NnToolFormat format;
  void *block; // the allocation behind data
} NnToolInput;

/// Reads all of `path` ("-": stdin) into `input`, at an address aligned for
/// any blob in MLIR bytecode, and detects its format. False, with
/// "<program>: cannot read '<path>': <reason>" on stderr, when it cannot.
bool nnToolReadInput(const char *program, const char *path, NnToolInput *input);
void nnToolFreeInput(NnToolInput *input);

/// Parses `size` bytes of `format` into a module (a bytecode op other than
/// builtin.module is wrapped in one, as the text parser wraps top-level
/// ops). Text parsed from memory has locations in file "-" (the C API names
/// them no other way); bytecode keeps the locations it was written with,
/// and `name` names its decoding errors. Bytecode that is not aligned for
/// its blobs is copied first. A null module on failure, the reasons sent to
/// the context's diagnostics; nothing is printed here.
MlirModule nnToolParseBytes(MlirContext ctx, NnToolFormat format,
                            const char *bytes, size_t size, const char *name);

/// The module in `path` ("-" for stdin), in whichever format it is: the one
/// call nn-run and nn-compile make. Text from a regular file keeps the file
/// name in its locations; stdin and other streams are read whole first.
/// Null on failure, after "<program>: cannot read ..." or the parser's
/// diagnostics and "<program>: cannot parse '<path>'".
MlirModule nnToolLoadModule(MlirContext ctx, const char *program,
                            const char *path);

#endif // NN_TOOLS_COMMON_LOADMODULE_H
