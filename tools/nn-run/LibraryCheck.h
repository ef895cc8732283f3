//===- LibraryCheck.h - A library's file and tables, checked --------------===//
//
// The runners read a model library's signature table (ModelAbi.h) and size
// buffers by it, so nothing in it is trusted: a library cut short, from
// another tool or forged must give a message, not a crash. Before dlopen
// the file is checked to be whole (a truncated library faults with SIGBUS
// inside dlopen); after it, every pointer read from the table must lie in
// the library's own loaded image (data where data is read, code where code
// is called), and every count, rank, size and type must be in range, with
// element counts and byte sizes computed by support/Checked.h.
//
// This is not a sandbox: loading a library runs its code. It catches
// corrupt and mismatched tables, which is what a runner can promise.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUN_LIBRARYCHECK_H
#define NN_RUN_LIBRARYCHECK_H

#include "Runner.h"
#include "tools/nn-compile/ModelAbi.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// The longest entry name a runner accepts, in bytes.
#define NN_LIBRARY_MAX_NAME 1024

/// Checks that `path` is not cut short: every segment, and the section
/// table, that its ELF headers describe lies within the file. Files that
/// are not 64-bit ELF are left to dlopen's own message. Prints what is
/// wrong, naming the file `name`, and fails otherwise.
bool nnLibraryCheckFile(const char *path, const char *name);

/// The address ranges of a loaded library's segments.
typedef struct {
  int numSegments;
  struct NnLibrarySegment *segments;
} NnLibraryImage;

/// Finds the segments of the library `handle` (from dlopen). Prints what is
/// wrong and fails otherwise.
bool nnLibraryImageInit(void *handle, const char *file, NnLibraryImage *image);
void nnLibraryImageFree(NnLibraryImage *image);

/// True when [p, p + size) lies in one segment of the image, p is aligned
/// to `align`, and, for `code`, the segment is executable.
bool nnLibraryImageHas(const NnLibraryImage *image, const void *p,
                       uint64_t size, size_t align, bool code);

/// The bytes of an nn_model_entry of ABI `version`: version 1's struct
/// ends before the fields version 2 added.
size_t nnLibraryEntrySize(int32_t version);

/// Checks nn_model_num_entries(): at least 0, and no more entries than
/// the image could hold (each is an nn_model_entry of `version` in it).
bool nnLibraryCheckNumEntries(const NnLibraryImage *image, int32_t count,
                              int32_t version, const char *file);

/// Checks entry #index as returned by nn_model_get_entry from a library of
/// ABI `version`: the struct, its name (NUL-terminated within
/// NN_LIBRARY_MAX_NAME bytes), its functions (version 1: fn; version 2: run
/// and output_shapes, and fn unless it is NULL) and its tensor arrays.
/// Prints what is wrong and fails otherwise.
bool nnLibraryCheckEntry(const NnLibraryImage *image, const nn_model_entry *e,
                         int32_t index, int32_t version, const char *file);

/// Converts input (or output) `index` of a checked entry to the runner's
/// form: element type in range, rank from 0 to NN_NPY_MAX_RANK, shape in
/// the image, sizes non-negative (or -1, a dynamic size, from version 2
/// on), element count and byte size of the static sizes within int64.
/// Prints what is wrong and fails otherwise.
bool nnLibraryCheckTensor(const NnLibraryImage *image, const nn_model_entry *e,
                          bool output, int index, int32_t version,
                          const char *file, NnRunTensor *out);

#endif // NN_RUN_LIBRARYCHECK_H
