//===- Npy.h - Reading and writing NumPy .npy files -----------------------===//
//
// The .npy format: a magic string, a version, a Python dict literal that
// gives the dtype, the order and the shape, then the raw data. Versions 1.0,
// 2.0 and 3.0 of the header are read; 1.0 is written (2.0 when the header
// would not fit). Only little-endian data in C order is handled, with the
// dtypes below, rank 0 to NN_NPY_MAX_RANK. Pure C: no MLIR.
//
// Errors are sentences that name the file and what is wrong with it,
// written into the caller's buffer.
//
// bfloat16. NumPy has no bfloat16; the `ml_dtypes` package (JAX, TensorFlow)
// adds one, and `np.save` writes its arrays with the descr '<V2' (two raw
// bytes). That is the convention here: '<V2' data is read and written as
// bfloat16 (NN_NPY_BF16), the upper half of an IEEE float32. In Python:
//   np.save("x.npy", x.astype(ml_dtypes.bfloat16))        # write
//   np.load("x.npy").view(ml_dtypes.bfloat16)              # read back
// Without ml_dtypes, `(f32.view(np.uint32) >> 16).astype(np.uint16)
// .view('V2')` makes such a file (truncating; round first for nearest).
//
//===----------------------------------------------------------------------===//

#ifndef NN_SUPPORT_NPY_H
#define NN_SUPPORT_NPY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/// The highest rank read or written: nn's own (NN_MAX_RANK, nn-c/OpDef.h,
/// which this MLIR-free file does not include; tools/nn-run checks that the
/// two agree), so that the runners take every tensor nn verifies.
#define NN_NPY_MAX_RANK 64

typedef enum {
  NN_NPY_F32,  // '<f4'
  NN_NPY_F64,  // '<f8'
  NN_NPY_F16,  // '<f2', kept as raw 16-bit IEEE halves
  NN_NPY_I64,  // '<i8'
  NN_NPY_I32,  // '<i4'
  NN_NPY_I8,   // '|i1'
  NN_NPY_BOOL, // '|b1', one byte per element, 0 or 1
  NN_NPY_BF16, // '<V2', raw bfloat16 bits as ml_dtypes saves them (above)
  NN_NPY_I16,  // '<i2'
  NN_NPY_U8,   // '|u1'
  NN_NPY_U16,  // '<u2'
  NN_NPY_U32,  // '<u4'
  NN_NPY_U64,  // '<u8'
} NnNpyDType;

typedef struct {
  NnNpyDType dtype;
  int rank;
  int64_t shape[NN_NPY_MAX_RANK];
  void *data; // C order, host (little-endian) byte order; owned
  size_t numBytes;
} NnNpyArray;

/// NumPy's name of the dtype: "float32", "int64", "bool", ...
const char *nnNpyDTypeName(NnNpyDType dtype);
int64_t nnNpyNumElements(const NnNpyArray *array);
/// Writes "float32 [4, 8]" into `out`.
void nnNpyDescribe(const NnNpyArray *array, char *out, size_t outSize);

/// Allocates a zeroed array, aligned to 64 bytes; false if the size
/// overflows or memory runs out.
bool nnNpyAllocate(NnNpyArray *array, NnNpyDType dtype, int rank,
                   const int64_t *shape);
void nnNpyFree(NnNpyArray *array);

/// Reads `path` into `array`. On failure, `array` holds nothing to free and
/// `error` says what is wrong, naming the file.
bool nnNpyRead(const char *path, NnNpyArray *array, char *error,
               size_t errorSize);
/// As nnNpyRead, from an open, seekable stream (a file, or memory through
/// fmemopen, as the .npy fuzz target reads), naming it `path` in errors. The
/// stream is read to its end and left open.
bool nnNpyReadStream(FILE *file, const char *path, NnNpyArray *array,
                     char *error, size_t errorSize);
/// The bytes an array of `dtype` and `shape` takes; false when the rank or a
/// size is out of range or the product overflows.
bool nnNpyByteSize(NnNpyDType dtype, int rank, const int64_t *shape,
                   size_t *bytes);
bool nnNpyWrite(const char *path, const NnNpyArray *array, char *error,
                size_t errorSize);

/// Element `i` as a double (halves and bfloat16s converted, bools as 0/1).
double nnNpyGetDouble(const NnNpyArray *array, int64_t i);
/// Stores `value` in element `i`, converted to the dtype (rounded to the
/// nearest half or bfloat16, ties to even; truncated towards zero for
/// integers).
void nnNpySetDouble(NnNpyArray *array, int64_t i, double value);

#endif // NN_SUPPORT_NPY_H
