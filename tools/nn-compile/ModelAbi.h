/* nn model ABI, version 1: what a shared library from `nn-compile --target
 * cpu|cuda` exports. nn-compile copies this block verbatim into every header it
 * writes (--emit-header), and nn-run reads libraries through it, so a
 * library can be used without MLIR or nn.
 *
 * Per entry function E of the module, the library exports
 *
 *   int nn_E(void *const *inputs, void *const *outputs);
 *
 * E is a C identifier that begins neither with '_' nor with 'model_' in any
 * case: nn_model_* (and a header's NN_MODEL_*) are this table's, nn__* the
 * library's own names, and nn-compile refuses such entries.
 * inputs[i] points to the dense row-major data of input i, outputs[j] to a
 * caller-allocated buffer for result j, with the element type and static
 * shape of the signature. The call writes every output and returns 0
 * (NN_MODEL_OK); it returns 1 (NN_MODEL_NULL_ARGUMENT), touching nothing,
 * when an array or a buffer pointer is NULL (or when the memref
 * descriptors of an entry of thousands of tensors, over 32 KiB, which it
 * allocates, find no memory).
 *
 * It returns 3 (NN_MODEL_CHECK_FAILED) when an input failed a run-time
 * check: a gather index outside [-n, n) for an axis of size n. The call
 * still ran to the end without reading outside any buffer (indices are
 * clamped into range), but the outputs hold no meaningful result.
 * nn_model_last_check_failure() then describes the first failed check of
 * that call (first in program order): the op, its source location, the
 * element, its value and the valid range. It describes the last call on
 * the calling thread that returned 3 (thread-local; valid until the next
 * such call on the thread); NULL when none has. Libraries compiled with
 * `nn-compile --runtime-checks=false` make no checks (indices are still
 * clamped) and never return 3; a library from before checks existed lacks
 * nn_model_last_check_failure. Callers of version 1 that treat any nonzero
 * return as failure need no change: the code and the function are
 * additions, so the version stays 1. CUDA libraries make no checks yet.
 * Buffers may be reused from call to call; outputs must not alias inputs.
 * Element types are stored as: IEEE floats, bfloat16 as its 16 bits, two's
 * complement integers, i1 as one byte holding 0 or 1.
 *
 * The signature table describes every entry:
 *
 *   int32_t nn_model_abi_version(void);             NN_MODEL_ABI_VERSION
 *   int32_t nn_model_num_entries(void);
 *   const nn_model_entry *nn_model_get_entry(int32_t i);  NULL if out of range
 *   int32_t nn_model_device(void);                  NN_MODEL_DEVICE_*
 *   const nn_model_check_failure *nn_model_last_check_failure(void);
 *
 * The table, the names and the shapes it points to are constant data of
 * the library, and each fn is its code: runners (nn-run, nnrt-run) check
 * that every pointer they read from the table points into the library's
 * own loaded image, and that counts, ranks (0 to 64), sizes (non-negative,
 * element counts and byte sizes within int64) and element types are in
 * range, and report a table that is not, as they report a file cut short.
 *
 * nn_model_device says where the entries' buffers live. A library without
 * it (from before it was added) is a CPU library. For
 * NN_MODEL_DEVICE_CPU, the pointers are host memory, aligned to their
 * element type at least; 64-byte (cache-line) alignment, which nn-run and
 * PyTorch's allocator give, is the fast case (a vector access then never
 * straddles two lines: a 4096x1024 softmax ran 20% slower on calloc's
 * 16-byte buffers). For
 * NN_MODEL_DEVICE_CUDA (`--target cuda`), every inputs[i] and outputs[j] is
 * a CUDA device address (a CUdeviceptr cast to void *, 16-byte aligned) in
 * the current device's memory, as cuMemAlloc returns; the library runs its
 * kernels through libnnrt on the device libnnrt uses (mgpuSetDefaultDevice,
 * default 0). The call returns when every result is written; it returns 2
 * when CUDA is unavailable (no driver or no device) or libnnrt reported a
 * CUDA error during the call (nnrtGetLastError() says which; the results
 * are then undefined). libnnrt's error count is process-wide, so an error
 * another thread meets during the call also makes it return 2.
 */
#ifndef NN_MODEL_ABI_VERSION
#define NN_MODEL_ABI_VERSION 1

#include <stdint.h>

/* Element types (the values of nn-c/Run.h's NnElementType). */
enum {
  NN_MODEL_F32 = 0,
  NN_MODEL_F64 = 1,
  NN_MODEL_F16 = 2,
  NN_MODEL_BF16 = 3,
  NN_MODEL_I64 = 4,
  NN_MODEL_I32 = 5,
  NN_MODEL_I8 = 6,
  NN_MODEL_I1 = 7,
  NN_MODEL_I16 = 8,
  NN_MODEL_UI8 = 9,
  NN_MODEL_UI16 = 10,
  NN_MODEL_UI32 = 11,
  NN_MODEL_UI64 = 12
};

/* What nn_<entry> returns. */
enum {
  NN_MODEL_OK = 0,
  NN_MODEL_NULL_ARGUMENT = 1,
  NN_MODEL_CUDA_ERROR = 2,
  NN_MODEL_CHECK_FAILED = 3
};

/* Where the buffers of a library's entries live (nn_model_device). */
enum { NN_MODEL_DEVICE_CPU = 0, NN_MODEL_DEVICE_CUDA = 1 };

typedef struct {
  int32_t element_type; /* NN_MODEL_* */
  int32_t rank;
  const int64_t *shape; /* rank sizes; NULL for rank 0 */
} nn_model_tensor;

typedef int (*nn_model_fn)(void *const *inputs, void *const *outputs);

/* The first run-time check a call failed (nn_model_last_check_failure). */
typedef struct {
  const char *entry;    /* the entry called: nn_<entry> */
  const char *op;       /* the checking op: "nn.gather" */
  const char *location; /* where it is in the source: "model.mlir:4:8" */
  const char *operand;  /* the checked operand: "indices" */
  int32_t input;        /* the entry's input that operand is, or -1 */
  int32_t rank;         /* of the operand */
  const int64_t *shape; /* rank sizes */
  int64_t position;     /* row-major position of the bad element */
  int64_t value;        /* its value */
  int64_t low, high;    /* the valid range: [low, high) */
} nn_model_check_failure;

typedef struct {
  const char *name; /* the MLIR function's name: nn_<name> is the function */
  nn_model_fn fn;
  int32_t num_inputs, num_outputs;
  const nn_model_tensor *inputs, *outputs;
} nn_model_entry;

#endif /* NN_MODEL_ABI_VERSION */
