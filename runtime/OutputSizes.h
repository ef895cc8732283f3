//===- OutputSizes.h - Outputs whose computed size is not the caller's ----===//
//
// An entry with dynamic dims writes each result straight into the caller's
// buffer, sized by the entry's shape facts, when the size the code computed
// agrees; otherwise it computes into a buffer of its own, leaves the
// caller's untouched and calls nn_output_size_mismatch
// (conversion/common/DynamicResultsInPlace.c). Both come from the same
// shape functions, so this is a compiler bug caught, not an input error:
// the runtimes (capi/lib/Run.c, nn-compile's wrappers) take the record
// after the call and report it. OutputSizes.c is self-contained text that
// nn-compile embeds; libnn compiles it with this header forced in.
//
//===----------------------------------------------------------------------===//

#ifndef NN_RUNTIME_OUTPUTSIZES_H
#define NN_RUNTIME_OUTPUTSIZES_H

#include <stdint.h>

/// Called by lowered code: the out-parameter at `argument` (the entry's
/// arguments after bufferization: inputs, then outputs) was not written.
void nn_output_size_mismatch(int64_t argument);

/// The argument of this thread's first mismatch since the last take, or
/// -1; clears it.
int64_t nn__rt_take_output_size_mismatch(void);

#endif // NN_RUNTIME_OUTPUTSIZES_H
