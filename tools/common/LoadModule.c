//===- LoadModule.c - How every nn tool reads its input module ------------===//

#include "tools/common/LoadModule.h"

#include "nn-c/Import.h"
#include "support/Memory.h"
#include "tools/common/Args.h"

#include "mlir-c/Diagnostics.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

// MLIR's bytecode reader checks the address of each section against the
// alignment its resource blobs ask for ("expected section alignment 64 but
// bytecode buffer ... is not aligned"), and malloc promises 16. Blobs ask
// for their element size or for more (64, for wide vector loads); a page
// covers any of them, for 4 KB of slack per input. (LLVM's own file reading
// gives 16, so mlir-opt and mlirModuleCreateParseFromFile fail on small
// bytecode files with 64-aligned blobs.)
enum { kAlignment = 4096 };

static char *alignUp(void *block) {
  uintptr_t address = (uintptr_t)block;
  return (char *)((address + kAlignment - 1) & ~(uintptr_t)(kAlignment - 1));
}

NnToolFormat nnToolDetectFormat(const char *path, const void *bytes,
                                size_t size) {
  // ONNX by the extension: a protobuf has no magic.
  if (path && nnArgEndsWith(path, ".onnx"))
    return NN_TOOL_FORMAT_ONNX;
  const size_t magic = sizeof(NN_TOOL_BYTECODE_MAGIC) - 1;
  if (size >= magic && memcmp(bytes, NN_TOOL_BYTECODE_MAGIC, magic) == 0)
    return NN_TOOL_FORMAT_BYTECODE;
  return NN_TOOL_FORMAT_TEXT;
}

const char *nnToolFormatName(NnToolFormat format) {
  switch (format) {
  case NN_TOOL_FORMAT_TEXT:
    return "MLIR text";
  case NN_TOOL_FORMAT_BYTECODE:
    return "MLIR bytecode";
  case NN_TOOL_FORMAT_ONNX:
    return "ONNX";
  }
  return "unknown format";
}

// Makes room for `capacity` bytes at an aligned address, keeping the
// `length` bytes read so far. realloc may move the block to an address with
// another offset to the next page: the bytes then move to the new one.
static bool reserve(NnToolInput *input, size_t *capacity, size_t wanted) {
  if (wanted > SIZE_MAX - kAlignment)
    return false;
  size_t offset =
      input->block ? (size_t)(input->data - (char *)input->block) : 0;
  char *block = nnGrowArray(input->block, wanted + kAlignment, 1);
  if (!block)
    return false;
  char *data = alignUp(block);
  if ((size_t)(data - block) != offset)
    memmove(data, block + offset, input->size);
  input->block = block;
  input->data = data;
  *capacity = wanted;
  return true;
}

// Reads what is left of `file`; `hint` is its size when known (a regular
// file), so that it is read into one block of the right size.
static bool readAll(FILE *file, size_t hint, NnToolInput *input,
                    const char **reason) {
  size_t capacity = 0;
  if (!reserve(input, &capacity, hint ? hint + 1 : (size_t)1 << 16)) {
    *reason = "out of memory";
    return false;
  }
  for (;;) {
    if (input->size == capacity &&
        (capacity > SIZE_MAX / 2 || !reserve(input, &capacity, capacity * 2))) {
      *reason = "out of memory";
      return false;
    }
    char *data = (char *)input->data;
    size_t read = fread(data + input->size, 1, capacity - input->size, file);
    input->size += read;
    if (read == 0) {
      if (ferror(file)) {
        *reason = strerror(errno ? errno : EIO);
        return false;
      }
      return true;
    }
  }
}

bool nnToolReadInput(const char *program, const char *path,
                     NnToolInput *input) {
  bool isStdin = strcmp(path, "-") == 0;
  *input = (NnToolInput){.path = path, .name = isStdin ? "<stdin>" : path};
  const char *reason = NULL;
  FILE *file = isStdin ? stdin : fopen(path, "rb");
  if (!file) {
    reason = strerror(errno);
  } else {
    struct stat status;
    size_t hint = 0;
    if (fstat(fileno(file), &status) == 0 && S_ISREG(status.st_mode) &&
        (uintmax_t)status.st_size < SIZE_MAX / 2)
      hint = (size_t)status.st_size;
    errno = 0;
    readAll(file, hint, input, &reason);
    if (file != stdin)
      fclose(file);
  }
  if (reason) {
    fprintf(stderr, "%s: cannot read '%s': %s\n", program, input->name, reason);
    nnToolFreeInput(input);
    return false;
  }
  input->format = nnToolDetectFormat(path, input->data, input->size);
  return true;
}

void nnToolFreeInput(NnToolInput *input) {
  free(input->block);
  input->block = NULL;
  input->data = NULL;
  input->size = 0;
}

// Bytecode from memory. The reader copies every blob it keeps (no owner of
// the buffer is given to it), so the buffer may go once this returns.
static MlirModule parseBytecode(MlirContext ctx, const char *bytes, size_t size,
                                const char *name) {
  MlirLocation fileLoc = mlirLocationFileLineColGet(
      ctx, mlirStringRefCreateFromCString(name), 0, 0);
  void *copy = NULL;
  if ((uintptr_t)bytes % kAlignment != 0) {
    if (size > SIZE_MAX - kAlignment || !(copy = nnAlloc(size + kAlignment))) {
      mlirEmitError(fileLoc, "out of memory reading the bytecode");
      return (MlirModule){NULL};
    }
    bytes = memcpy(alignUp(copy), bytes, size);
  }
  MlirOperation op =
      mlirOperationCreateParse(ctx, mlirStringRefCreate(bytes, size),
                               mlirStringRefCreateFromCString(name));
  free(copy);
  if (mlirOperationIsNull(op))
    return (MlirModule){NULL};
  MlirModule module = mlirModuleFromOperation(op);
  if (!mlirModuleIsNull(module))
    return module;
  // Bytecode of one function, say: into a module, as text at top level.
  module = mlirModuleCreateEmpty(fileLoc);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(module), op);
  return module;
}

// Import errors name the input: "model.onnx: node '/Conv' (Conv, ...)".
static void printImportError(MlirStringRef message, void *name) {
  fprintf(stderr, "%s: %.*s\n", (const char *)name, (int)message.length,
          message.data);
}

// An ONNX model from memory; external data is looked up next to `name`.
static MlirModule importOnnxBytes(MlirContext ctx, const char *bytes,
                                  size_t size, const char *name) {
  char directory[4096] = ".";
  const char *slash = strrchr(name, '/');
  if (slash && (size_t)(slash - name) < sizeof(directory))
    snprintf(directory, sizeof(directory), "%.*s",
             slash == name ? 1 : (int)(slash - name), name);
  NnImportOptions options = nnImportOptionsGetDefault();
  options.externalDataDirectory = directory;
  return nnImportOnnxBuffer(ctx, bytes, size, &options, printImportError,
                            (void *)name);
}

MlirModule nnToolParseBytes(MlirContext ctx, NnToolFormat format,
                            const char *bytes, size_t size, const char *name) {
  switch (format) {
  case NN_TOOL_FORMAT_ONNX:
    return importOnnxBytes(ctx, bytes, size, name);
  case NN_TOOL_FORMAT_TEXT:
    return mlirModuleCreateParse(ctx, mlirStringRefCreate(bytes, size));
  case NN_TOOL_FORMAT_BYTECODE:
    return parseBytecode(ctx, bytes, size, name);
  }
  return (MlirModule){NULL};
}

// Whether `path` is a regular file of MLIR text, which MLIR then reads
// itself (naming its locations after the file). False also when it cannot
// be opened: nnToolReadInput then says why.
static bool isTextFile(const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file)
    return false;
  struct stat status;
  char head[NN_TOOL_FORMAT_HEAD_SIZE];
  bool text =
      fstat(fileno(file), &status) == 0 && S_ISREG(status.st_mode) &&
      nnToolDetectFormat(path, head, fread(head, 1, sizeof(head), file)) ==
          NN_TOOL_FORMAT_TEXT &&
      !ferror(file);
  fclose(file);
  return text;
}

MlirModule nnToolLoadModule(MlirContext ctx, const char *program,
                            const char *path) {
  MlirModule module = {NULL};
  const char *name = path;
  NnToolFormat format = NN_TOOL_FORMAT_TEXT;
  if (strcmp(path, "-") != 0 &&
      nnToolDetectFormat(path, "", 0) == NN_TOOL_FORMAT_ONNX) {
    // Mapped, not read: the weights stay in the file.
    format = NN_TOOL_FORMAT_ONNX;
    module = nnImportOnnxFile(ctx, path, NULL, printImportError, (void *)path);
  } else if (strcmp(path, "-") != 0 && isTextFile(path)) {
    module = mlirModuleCreateParseFromFile(
        ctx, mlirStringRefCreateFromCString(path));
  } else {
    NnToolInput input;
    if (!nnToolReadInput(program, path, &input))
      return module;
    name = input.name;
    format = input.format;
    module = nnToolParseBytes(ctx, input.format, input.data, input.size, name);
    nnToolFreeInput(&input);
  }
  // Text errors say enough with their locations; a bytecode error is at
  // offset 0 of a file that may be called anything.
  if (mlirModuleIsNull(module) && format == NN_TOOL_FORMAT_TEXT)
    fprintf(stderr, "%s: cannot parse '%s'\n", program, name);
  else if (mlirModuleIsNull(module))
    fprintf(stderr, "%s: cannot parse '%s' (%s)\n", program, name,
            nnToolFormatName(format));
  return module;
}
