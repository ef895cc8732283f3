/* nn model ABI, version 2: what a shared library from `nn-compile --target
 * cpu|cuda` exports. nn-compile copies this block verbatim into every header it
 * writes (--emit-header), and nn-run reads libraries through it, so a
 * library can be used without MLIR or nn.
 *
 * Per entry function E of the module whose shapes are all static, the
 * library exports
 *
 *   int nn_E(void *const *inputs, void *const *outputs);
 *
 * and per entry with dynamic sizes (version 2; a -1 in the signature's
 * shapes, see below)
 *
 *   int nn_E(void *const *inputs, const int64_t *const *input_shapes,
 *            void *const *outputs);
 *   int nn_E_output_shapes(const int64_t *const *input_shapes,
 *                          int64_t *const *output_shapes);
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
 * nn_model_last_check_failure. Callers that treat any nonzero return as
 * failure need no change: the code and the function were additions to
 * version 1. CUDA libraries make no checks yet.
 *
 * Dynamic sizes (version 2). An entry compiled once for every size of its
 * dynamic dims takes the shape of each input: input_shapes[i] points to
 * input i's rank sizes (NULL for rank 0), equal to the signature's where
 * that is not -1 and non-negative. nn_E_output_shapes, given the same
 * shapes, writes output j's rank sizes into output_shapes[j], without
 * data, so that the caller can allocate the outputs; nn_E computes the
 * same shapes and takes each outputs[j] to have them. Both first check
 * what the graph's ops need of the sizes: sizes that must be equal (a
 * dynamic size is never broadcast at run time; it must equal the size it
 * meets, except a static 1) and results that fit in 64 bits. When a check
 * fails they return 4 (NN_MODEL_SHAPE_MISMATCH) without touching any
 * buffer, and nn_model_last_shape_error() says which sizes disagree and
 * the op that needs them equal: "@main: the inputs' sizes disagree:
 * input#0[0] is 3, input#1[0] is 17, and 'nn.add' at model.mlir:2:8 needs
 * them equal" (thread-local, valid until the next failure on the thread;
 * NULL when there was none). Each also returns 1 for a NULL array or a
 * NULL shape of positive rank. The shape arrays are host memory in every
 * library, a CUDA one included (only its buffers are device memory).
 *
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
 *   const char *nn_model_last_shape_error(void);     version 2
 *
 * Version 2 adds to each nn_model_entry, after the fields of version 1,
 * `run` and `output_shapes`: every entry's functions of the forms above,
 * static or not (for a static entry, `run` checks the shapes against the
 * signature and calls fn), so that a runner can call every entry one way.
 * An entry with dynamic sizes has -1 for them in its tensors' shapes and
 * a NULL fn. A version-1 library has neither field (its entry structs end
 * before them), no -1 sizes, and loads as before: runners read
 * nn_model_abi_version() first, and read `run` and `output_shapes` only
 * from version 2 on.
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
#define NN_MODEL_ABI_VERSION 2

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
  NN_MODEL_CHECK_FAILED = 3,
  NN_MODEL_SHAPE_MISMATCH = 4 /* version 2 */
};

/* Where the buffers of a library's entries live (nn_model_device). */
enum { NN_MODEL_DEVICE_CPU = 0, NN_MODEL_DEVICE_CUDA = 1 };

typedef struct {
  int32_t element_type; /* NN_MODEL_* */
  int32_t rank;
  const int64_t *shape; /* rank sizes, -1 where dynamic; NULL for rank 0 */
} nn_model_tensor;

typedef int (*nn_model_fn)(void *const *inputs, void *const *outputs);
/* Version 2. */
typedef int (*nn_model_run_fn)(void *const *inputs,
                               const int64_t *const *input_shapes,
                               void *const *outputs);
typedef int (*nn_model_shapes_fn)(const int64_t *const *input_shapes,
                                  int64_t *const *output_shapes);

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
  nn_model_fn fn;   /* NULL for an entry with dynamic sizes */
  int32_t num_inputs, num_outputs;
  const nn_model_tensor *inputs, *outputs;
  /* Version 2 on: */
  nn_model_run_fn run;
  nn_model_shapes_fn output_shapes;
} nn_model_entry;

#endif /* NN_MODEL_ABI_VERSION */
