//===- npy.c - Fuzzing the .npy reader ------------------------------------===//
//
// The bytes are a .npy file, read from memory (fmemopen) by the reader that
// nn-run and nnrt-run use on their --input and --check files
// (support/Npy.c). A file the reader accepts must describe itself
// consistently: its byte count is what its dtype and shape need, every
// element converts to a double, and writing it back and reading that gives
// the same array. Otherwise the reader must fail with a message; it must
// never crash, read out of bounds, or allocate more than the file could
// fill (run with -malloc_limit_mb, scripts/fuzz.sh).
//
//===----------------------------------------------------------------------===//

#include "support/Npy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// A failed invariant is a crash that libFuzzer records.
#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "npy fuzz: %s failed\n", #cond);                         \
      abort();                                                                 \
    }                                                                          \
  } while (0)

static char roundTripPath[256];

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  const char *dir = getenv("TMPDIR");
  snprintf(roundTripPath, sizeof(roundTripPath), "%s/nn-fuzz-npy-%ld.npy",
           dir && *dir ? dir : "/tmp", (long)getpid());
  return 0;
}

static void checkAccepted(const NnNpyArray *array) {
  size_t bytes = 0;
  CHECK(array->rank >= 0 && array->rank <= NN_NPY_MAX_RANK);
  CHECK(nnNpyByteSize(array->dtype, array->rank, array->shape, &bytes));
  CHECK(bytes == array->numBytes);
  CHECK(array->numBytes == 0 || array->data);
  char what[160];
  nnNpyDescribe(array, what, sizeof(what));
  int64_t n = nnNpyNumElements(array);
  double sum = 0;
  for (int64_t i = 0; i < n; ++i)
    sum += nnNpyGetDouble(array, i);
  (void)sum;

  // What was read, written and read again, is the same array.
  char error[512];
  CHECK(nnNpyWrite(roundTripPath, array, error, sizeof(error)));
  NnNpyArray again;
  CHECK(nnNpyRead(roundTripPath, &again, error, sizeof(error)));
  CHECK(again.dtype == array->dtype && again.rank == array->rank);
  CHECK(memcmp(again.shape, array->shape,
               (size_t)array->rank * sizeof(array->shape[0])) == 0);
  CHECK(again.numBytes == array->numBytes);
  CHECK(array->numBytes == 0 ||
        memcmp(again.data, array->data, array->numBytes) == 0);
  nnNpyFree(&again);
  unlink(roundTripPath);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // fmemopen takes no empty buffer; an empty file is one byte short of the
  // shortest header, which a one-byte stream tests as well.
  static const uint8_t kOneByte[1] = {0x93};
  FILE *file = size ? fmemopen((void *)data, size, "rb")
                    : fmemopen((void *)kOneByte, 1, "rb");
  CHECK(file);
  NnNpyArray array;
  char error[512];
  if (nnNpyReadStream(file, "input.npy", &array, error, sizeof(error))) {
    checkAccepted(&array);
    nnNpyFree(&array);
  } else {
    // A failure says why, and leaves nothing to free.
    CHECK(error[0] != '\0');
    CHECK(array.data == NULL);
  }
  fclose(file);
  return 0;
}
