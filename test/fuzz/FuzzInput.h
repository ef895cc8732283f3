//===- FuzzInput.h - Decoding a fuzzer's bytes into choices ---------------===//
//
// The fuzz targets turn libFuzzer's bytes into decisions (which op, which
// shape, which attribute value) by reading them front to back, as LLVM's
// FuzzedDataProvider does. Reads past the end give zeros, so every input,
// the empty one included, decodes to something, and a short input decodes to
// the simplest choices. Choices are small integers taken modulo their range,
// so that libFuzzer's byte mutations move between neighbouring choices.
//
//===----------------------------------------------------------------------===//

#ifndef NN_TEST_FUZZ_FUZZINPUT_H
#define NN_TEST_FUZZ_FUZZINPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
  const uint8_t *data;
  size_t size;
} NnFuzzInput;

/// The next byte, or 0 once the input is used up.
uint8_t nnFuzzByte(NnFuzzInput *in);
/// True when every byte has been read.
bool nnFuzzDone(const NnFuzzInput *in);
/// A value in [0, n) from one byte (two when n > 256); 0 when n is 0.
uint32_t nnFuzzRange(NnFuzzInput *in, uint32_t n);
bool nnFuzzBool(NnFuzzInput *in);
/// An integer that is usually small ([-2, 13]) and sometimes one of the
/// values at which arithmetic breaks (0, 1, -1, 2^31, 2^32, INT64_MAX,
/// INT64_MIN, ...) or eight raw bytes.
int64_t nnFuzzInt(NnFuzzInput *in);
/// A tensor dimension: mostly 0 to 8, sometimes large, rarely dynamic (-1 for
/// `?` where `dynamic` is true).
int64_t nnFuzzDim(NnFuzzInput *in, bool dynamic);
/// Up to `capacity - 1` bytes as a NUL-terminated string, the length taken
/// from one byte; the bytes are used as they are (any value but NUL).
void nnFuzzString(NnFuzzInput *in, char *out, size_t capacity);

/// Counts an outcome ("registered", "built"); with NN_FUZZ_STATS set in the
/// environment, the counts are printed at exit, to see how deep inputs get.
void nnFuzzCount(const char *outcome);

#endif // NN_TEST_FUZZ_FUZZINPUT_H
