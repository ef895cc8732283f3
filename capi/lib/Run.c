//===- Run.c - nnExecutableRun and the signature queries ------------------===//
//
// Checks the caller's buffers against the signature nnCompile recorded (a
// buffer of the wrong size would have the compiled code read or write out
// of bounds, so nothing is called before every buffer matches), then calls
// the entry through runtime/CpuJit.h's destination-passing convention:
// the inputs, then one buffer per output. Outputs that overlap each other
// are refused; an output that overlaps an input is computed into a
// temporary buffer and copied (findOverlaps).
//
//===----------------------------------------------------------------------===//

#include "Executable.h"
#include "runtime/OutputSizes.h"
#include "runtime/Profile.h"
#include "support/CheckMessage.h"
#include "support/Checked.h"
#include "support/Memory.h"
#include "support/StringBuffer.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  const char *name;
  intptr_t size;
} ElementInfo;

static const ElementInfo kElements[] = {
    [NN_ELEMENT_F32] = {"f32", 4},   [NN_ELEMENT_F64] = {"f64", 8},
    [NN_ELEMENT_F16] = {"f16", 2},   [NN_ELEMENT_BF16] = {"bf16", 2},
    [NN_ELEMENT_I64] = {"i64", 8},   [NN_ELEMENT_I32] = {"i32", 4},
    [NN_ELEMENT_I8] = {"i8", 1},     [NN_ELEMENT_I1] = {"i1", 1},
    [NN_ELEMENT_I16] = {"i16", 2},   [NN_ELEMENT_UI8] = {"ui8", 1},
    [NN_ELEMENT_UI16] = {"ui16", 2}, [NN_ELEMENT_UI32] = {"ui32", 4},
    [NN_ELEMENT_UI64] = {"ui64", 8},
};
enum { kNumElements = sizeof(kElements) / sizeof(kElements[0]) };

static bool isElementType(NnElementType type) {
  return (int)type >= 0 && (int)type < kNumElements;
}

MlirStringRef nnElementTypeGetName(NnElementType type) {
  if (!isElementType(type))
    return mlirStringRefCreate(NULL, 0);
  return mlirStringRefCreateFromCString(kElements[type].name);
}

intptr_t nnElementTypeGetSize(NnElementType type) {
  return isElementType(type) ? kElements[type].size : 0;
}

// A copy for sizes is called through its entry, which checks the inputs
// and picks it (passes/Specialize.c); false with the message otherwise.
static bool isCallable(const NnExecutableImpl *impl, const NnEntry *e,
                       NnStringBuffer *error) {
  if (e->specializes < 0)
    return true;
  nnStringBufferPrintf(error,
                       "@%s is @%s's copy for given sizes: call @%s, which "
                       "calls it when the inputs have them",
                       e->name, impl->entries[e->specializes].name,
                       impl->entries[e->specializes].name);
  return false;
}

// The function to call for `e` on inputs of these (checked) shapes: its
// first copy for sizes that the inputs have, else its own.
static const char *calleeFor(const NnExecutableImpl *impl, const NnEntry *e,
                             const NnTensor *inputs) {
  for (intptr_t c = 0; c < e->numCopies; ++c) {
    const NnEntry *copy = &impl->entries[e->copies[c]];
    bool fits = true;
    for (intptr_t k = 0; fits && k < copy->numBound; ++k)
      fits = inputs[copy->bound[3 * k]].shape[copy->bound[3 * k + 1]] ==
             copy->bound[3 * k + 2];
    if (fits)
      return copy->name;
  }
  return e->name;
}

NnEntry *nnExecutableFindEntry(NnExecutableImpl *impl, MlirStringRef name) {
  if (!impl)
    return NULL;
  for (intptr_t i = 0; i < impl->numEntries; ++i)
    if (mlirStringRefEqual(
            mlirStringRefCreateFromCString(impl->entries[i].name), name))
      return &impl->entries[i];
  return NULL;
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

intptr_t nnExecutableGetNumEntries(NnExecutable executable) {
  NnExecutableImpl *impl = nnExecutableUnwrap(executable);
  return impl ? impl->numEntries : 0;
}

MlirStringRef nnExecutableGetEntryName(NnExecutable executable, intptr_t pos) {
  NnExecutableImpl *impl = nnExecutableUnwrap(executable);
  if (!impl || pos < 0 || pos >= impl->numEntries)
    return mlirStringRefCreate(NULL, 0);
  return mlirStringRefCreateFromCString(impl->entries[pos].name);
}

intptr_t nnExecutableGetNumInputs(NnExecutable executable,
                                  MlirStringRef entry) {
  NnEntry *e = nnExecutableFindEntry(nnExecutableUnwrap(executable), entry);
  return e ? e->numInputs : -1;
}

intptr_t nnExecutableGetNumOutputs(NnExecutable executable,
                                   MlirStringRef entry) {
  NnEntry *e = nnExecutableFindEntry(nnExecutableUnwrap(executable), entry);
  return e ? e->numOutputs : -1;
}

// Input `pos`, or output `pos` when `output`; NULL when there is none.
static const NnTensorSig *findSig(NnExecutable executable, MlirStringRef entry,
                                  intptr_t pos, bool output) {
  NnEntry *e = nnExecutableFindEntry(nnExecutableUnwrap(executable), entry);
  intptr_t count = !e ? 0 : output ? e->numOutputs : e->numInputs;
  if (pos < 0 || pos >= count)
    return NULL;
  return &e->sigs[(output ? e->numInputs : 0) + pos];
}

static MlirLogicalResult describe(const NnTensorSig *sig, NnTensor *tensor) {
  if (!sig || !tensor)
    return mlirLogicalResultFailure();
  tensor->data = NULL;
  tensor->elementType = sig->elementType;
  tensor->rank = sig->rank;
  tensor->shape = sig->shape;
  return mlirLogicalResultSuccess();
}

MlirLogicalResult nnExecutableGetInput(NnExecutable executable,
                                       MlirStringRef entry, intptr_t pos,
                                       NnTensor *tensor) {
  return describe(findSig(executable, entry, pos, false), tensor);
}

MlirLogicalResult nnExecutableGetOutput(NnExecutable executable,
                                        MlirStringRef entry, intptr_t pos,
                                        NnTensor *tensor) {
  return describe(findSig(executable, entry, pos, true), tensor);
}

MlirType nnExecutableGetInputType(NnExecutable executable, MlirStringRef entry,
                                  intptr_t pos) {
  const NnTensorSig *sig = findSig(executable, entry, pos, false);
  return sig ? sig->type : (MlirType){NULL};
}

MlirType nnExecutableGetOutputType(NnExecutable executable, MlirStringRef entry,
                                   intptr_t pos) {
  const NnTensorSig *sig = findSig(executable, entry, pos, true);
  return sig ? sig->type : (MlirType){NULL};
}

//===----------------------------------------------------------------------===//
// Checking and calling
//===----------------------------------------------------------------------===//

static void printShape(NnStringBuffer *out, intptr_t rank,
                       const int64_t *shape) {
  nnStringBufferPrintf(out, "[");
  for (intptr_t i = 0; i < rank; ++i)
    if (shape[i] < 0)
      nnStringBufferPrintf(out, "%s?", i ? ", " : "");
    else
      nnStringBufferPrintf(out, "%s%lld", i ? ", " : "", (long long)shape[i]);
  nnStringBufferPrintf(out, "]");
}

// Whether `t` has `expected`'s rank and sizes (-1: any size) and a byte size
// within int64.
static bool hasShape(const NnTensor *t, intptr_t rank,
                     const int64_t *expected) {
  if (t->rank != rank || (t->rank > 0 && !t->shape))
    return false;
  for (intptr_t i = 0; i < rank; ++i)
    if (t->shape[i] < 0 || (expected[i] >= 0 && t->shape[i] != expected[i]))
      return false;
  int64_t count, bytes;
  return nnCheckedCount(rank, t->shape, &count) &&
         nnCheckedBytes(count, kElements[t->elementType].size, &bytes);
}

static bool checkTensor(const NnEntry *e, const char *what, intptr_t index,
                        const NnTensorSig *sig, const int64_t *expected,
                        const NnTensor *t, bool needData,
                        NnStringBuffer *error);

// "input #1 of @main expects f32 [4, 8], the buffer is f64 [4, 8]"; the
// shape is `expected` (-1 for any size).
static bool checkBuffer(const NnEntry *e, const char *what, intptr_t index,
                        const NnTensorSig *sig, const int64_t *expected,
                        const NnTensor *t, NnStringBuffer *error) {
  return checkTensor(e, what, index, sig, expected, t, true, error);
}

// checkBuffer, for a buffer that may lack its data unless `needData`.
static bool checkTensor(const NnEntry *e, const char *what, intptr_t index,
                        const NnTensorSig *sig, const int64_t *expected,
                        const NnTensor *t, bool needData,
                        NnStringBuffer *error) {
  bool sameType = t->elementType == sig->elementType;
  if (sameType && (t->data || !needData) && hasShape(t, sig->rank, expected))
    return true;
  nnStringBufferPrintf(error, "%s #%ld of @%s ", what, (long)index, e->name);
  if (!t->data && needData) {
    nnStringBufferPrintf(error, "has a null data pointer");
    return false;
  }
  nnStringBufferPrintf(error, "expects %s ", kElements[sig->elementType].name);
  printShape(error, sig->rank, expected);
  nnStringBufferPrintf(error, ", the buffer is ");
  if (isElementType(t->elementType))
    nnStringBufferPrintf(error, "%s ", kElements[t->elementType].name);
  else
    nnStringBufferPrintf(error, "of unknown element type %d ",
                         (int)t->elementType);
  if (t->rank < 0 || (t->rank > 0 && !t->shape)) {
    nnStringBufferPrintf(error, "of rank %ld%s", (long)t->rank,
                         t->shape ? "" : " with a null shape");
    return false;
  }
  for (intptr_t i = 0; i < t->rank; ++i)
    if (t->shape[i] < 0) {
      nnStringBufferPrintf(error, "of negative size %lld in dim %ld",
                           (long long)t->shape[i], (long)i);
      return false;
    }
  printShape(error, t->rank, t->shape);
  if (sameType && t->rank == sig->rank)
    nnStringBufferPrintf(error, " (too many bytes)");
  return false;
}

static bool checkCount(const NnEntry *e, const char *what, intptr_t expected,
                       intptr_t given, bool haveArray, NnStringBuffer *error) {
  if (given == expected && (given == 0 || haveArray))
    return true;
  nnStringBufferPrintf(error, "@%s has %ld %s%s, %ld buffer%s given%s", e->name,
                       (long)expected, what, expected == 1 ? "" : "s",
                       (long)given, given == 1 ? "" : "s",
                       haveArray || given == 0 ? "" : " (as a NULL array)");
  return false;
}

//===----------------------------------------------------------------------===//
// Overlapping buffers
//===----------------------------------------------------------------------===//

// The bytes of buffer `index` (inputs, then outputs) of a checked call.
typedef struct {
  uintptr_t begin, end;
  intptr_t index;
} Extent;

static int compareExtents(const void *a, const void *b) {
  const Extent *x = a, *y = b;
  if (x->begin != y->begin)
    return x->begin < y->begin ? -1 : 1;
  return (x->index > y->index) - (x->index < y->index);
}

// The bytes of a checked buffer: its size fits in int64 (hasShape).
static uintptr_t byteSize(const NnTensor *t) {
  uintptr_t bytes = (uintptr_t)kElements[t->elementType].size;
  for (intptr_t d = 0; d < t->rank; ++d)
    bytes *= (uintptr_t)t->shape[d];
  return bytes;
}

// Marks in `viaCopy` the outputs whose bytes overlap an input's, and fails
// naming two outputs whose bytes overlap each other. One sort and one sweep
// over the buffers sorted by address: outputs that pass are disjoint, so
// at most one output (the one reaching furthest) covers any address.
static bool findOverlaps(const NnEntry *e, const NnTensor *inputs,
                         const NnTensor *outputs, bool *viaCopy,
                         NnStringBuffer *error) {
  intptr_t numBuffers = e->numInputs + e->numOutputs, n = 0;
  Extent *extents = nnAllocArray((size_t)numBuffers + 1, sizeof(Extent));
  if (!extents) {
    nnStringBufferPrintf(error, "out of memory");
    return false;
  }
  for (intptr_t i = 0; i < numBuffers; ++i) {
    const NnTensor *t =
        i < e->numInputs ? &inputs[i] : &outputs[i - e->numInputs];
    uintptr_t bytes = byteSize(t);
    if (bytes)
      extents[n++] =
          (Extent){(uintptr_t)t->data, (uintptr_t)t->data + bytes, i};
  }
  qsort(extents, (size_t)n, sizeof(Extent), compareExtents);
  uintptr_t inputEnd = 0, outputEnd = 0;
  intptr_t lastOutput = -1;
  bool ok = true;
  for (intptr_t k = 0; k < n && ok; ++k) {
    const Extent *x = &extents[k];
    bool isOutput = x->index >= e->numInputs;
    if (isOutput && x->begin < outputEnd) {
      intptr_t a = lastOutput - e->numInputs, b = x->index - e->numInputs;
      nnStringBufferPrintf(error,
                           "outputs #%ld and #%ld of @%s overlap in memory "
                           "(outputs need buffers of their own; an output may "
                           "share an input's)",
                           (long)(a < b ? a : b), (long)(a < b ? b : a),
                           e->name);
      ok = false;
    } else if (isOutput) {
      if (x->begin < inputEnd)
        viaCopy[x->index - e->numInputs] = true;
      outputEnd = x->end;
      lastOutput = x->index;
    } else {
      if (x->begin < outputEnd)
        viaCopy[lastOutput - e->numInputs] = true;
      if (x->end > inputEnd)
        inputEnd = x->end;
    }
  }
  free(extents);
  return ok;
}

static bool checkInputs(const NnEntry *e, const NnTensor *inputs,
                        NnStringBuffer *error) {
  for (intptr_t i = 0; i < e->numInputs; ++i)
    if (!checkBuffer(e, "input", i, &e->sigs[i], e->sigs[i].shape, &inputs[i],
                     error))
      return false;
  return true;
}

// The output shapes for checked inputs: the signature's, or those the
// entry's sizes give (then checking the equalities its ops assume). The
// shapes live in one block the caller frees.
static int64_t **outputShapes(const NnEntry *e, const NnTensor *inputs,
                              NnStringBuffer *error) {
  size_t total = 0;
  for (intptr_t j = 0; j < e->numOutputs; ++j)
    total += (size_t)e->sigs[e->numInputs + j].rank;
  size_t pointers = ((size_t)e->numOutputs + 1) * sizeof(int64_t *);
  int64_t **shapes = nnAlloc(pointers + (total + 1) * sizeof(int64_t));
  if (!shapes) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  int64_t *next = (int64_t *)((char *)shapes + pointers);
  for (intptr_t j = 0; j < e->numOutputs; ++j) {
    const NnTensorSig *sig = &e->sigs[e->numInputs + j];
    shapes[j] = next;
    memcpy(next, sig->shape, (size_t)sig->rank * sizeof(int64_t));
    next += sig->rank;
  }
  if (e->dynamic &&
      !nnEntryShapesEvaluate(&e->shapes, e->name, inputs, shapes, error)) {
    free(shapes);
    return NULL;
  }
  return shapes;
}

static bool checkOutputs(const NnEntry *e, const NnTensor *inputs,
                         const NnTensor *outputs, NnStringBuffer *error) {
  if (!e->dynamic) { // the signature's shapes: nothing to compute per call
    for (intptr_t j = 0; j < e->numOutputs; ++j)
      if (!checkBuffer(e, "output", j, &e->sigs[e->numInputs + j],
                       e->sigs[e->numInputs + j].shape, &outputs[j], error))
        return false;
    return true;
  }
  int64_t **shapes = outputShapes(e, inputs, error);
  bool ok = shapes != NULL;
  for (intptr_t j = 0; ok && j < e->numOutputs; ++j)
    ok = checkBuffer(e, "output", j, &e->sigs[e->numInputs + j], shapes[j],
                     &outputs[j], error);
  free(shapes);
  return ok;
}

MlirLogicalResult nnExecutableInferOutputShapes(
    NnExecutable executable, MlirStringRef entry, intptr_t numInputs,
    const NnTensor *inputs, intptr_t numOutputs, int64_t *const *shapes,
    MlirStringCallback errorCallback, void *userData) {
  NnExecutableImpl *impl = nnExecutableUnwrap(executable);
  NnEntry *e = nnExecutableFindEntry(impl, entry);
  NnStringBuffer error = {0};
  bool ok = false;
  if (!e) {
    nnStringBufferPrintf(&error, "the executable has no entry @%.*s",
                         (int)entry.length, entry.data ? entry.data : "");
  } else if (isCallable(impl, e, &error) &&
             checkCount(e, "input", e->numInputs, numInputs, inputs != NULL,
                        &error) &&
             checkCount(e, "output", e->numOutputs, numOutputs, shapes != NULL,
                        &error)) {
    // Only the shapes are read: inputs may have no data yet.
    ok = true;
    for (intptr_t i = 0; ok && i < numInputs; ++i)
      ok = checkTensor(e, "input", i, &e->sigs[i], e->sigs[i].shape, &inputs[i],
                       false, &error);
    int64_t **computed = ok ? outputShapes(e, inputs, &error) : NULL;
    ok = computed != NULL;
    for (intptr_t j = 0; ok && j < numOutputs; ++j) {
      if (!shapes[j] && e->sigs[e->numInputs + j].rank > 0) {
        nnStringBufferPrintf(&error, "output shape #%ld is a NULL array",
                             (long)j);
        ok = false;
      } else if (e->sigs[e->numInputs + j].rank > 0) {
        memcpy(shapes[j], computed[j],
               (size_t)e->sigs[e->numInputs + j].rank * sizeof(int64_t));
      }
    }
    free(computed);
  }
  if (!ok && errorCallback)
    errorCallback(mlirStringRefCreate(nnStringBufferStr(&error), error.length),
                  userData);
  nnStringBufferFree(&error);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

// The message of a failed run-time check (support/CheckMessage.h); always
// false.
static bool reportCheck(const NnExecutableImpl *impl, const NnEntry *e,
                        const NnTensor *inputs, const int64_t *status,
                        NnStringBuffer *error) {
  nnStringBufferPrintf(error, "@%s: ", e->name);
  if (status[0] < 1 || status[0] > impl->checks.count) {
    nnStringBufferPrintf(error, "a run-time check failed (unknown check %lld)",
                         (long long)status[0]);
    return false;
  }
  const NnRuntimeCheck *c = &impl->checks.checks[status[0] - 1];
  // The input number means something only for the entry it belongs to.
  bool ours = strcmp(c->entry, e->name) == 0;
  NnCheckFailure f = {c->op,   c->location, c->operand, ours ? c->input : -1,
                      c->rank, c->shape,    status[1],  status[2],
                      c->low,  c->high};
  // Positions of dynamic shape: the input's own shape says their index.
  if (f.input >= 0 && f.input < e->numInputs && inputs[f.input].rank == c->rank)
    f.shape = inputs[f.input].shape;
  char message[4096];
  nnFormatCheckFailure(&f, message, sizeof(message));
  nnStringBufferPrintf(error, "%s", message);
  return false;
}

MlirLogicalResult nnExecutableRun(NnExecutable executable, MlirStringRef entry,
                                  intptr_t numInputs, const NnTensor *inputs,
                                  intptr_t numOutputs, NnTensor *outputs,
                                  MlirStringCallback errorCallback,
                                  void *userData) {
  return nnExecutableRunWithStatus(executable, entry, numInputs, inputs,
                                   numOutputs, outputs, errorCallback,
                                   userData) == NN_RUN_OK
             ? mlirLogicalResultSuccess()
             : mlirLogicalResultFailure();
}

NnRunStatus nnExecutableRunWithStatus(NnExecutable executable,
                                      MlirStringRef entry, intptr_t numInputs,
                                      const NnTensor *inputs,
                                      intptr_t numOutputs, NnTensor *outputs,
                                      MlirStringCallback errorCallback,
                                      void *userData) {
  NnExecutableImpl *impl = nnExecutableUnwrap(executable);
  NnStringBuffer error = {0};
  NnEntry *e = nnExecutableFindEntry(impl, entry);
  bool ok = false, checkFailed = false;
  if (!impl) {
    nnStringBufferPrintf(&error, "cannot run a null executable");
  } else if (!e) {
    nnStringBufferPrintf(&error, "the executable has no entry @%.*s (entries:",
                         (int)entry.length, entry.data ? entry.data : "");
    for (intptr_t i = 0; i < impl->numEntries; ++i)
      nnStringBufferPrintf(&error, "%s @%s", i ? "," : "",
                           impl->entries[i].name);
    nnStringBufferPrintf(&error, ")");
  } else if (isCallable(impl, e, &error) &&
             checkCount(e, "input", e->numInputs, numInputs, inputs != NULL,
                        &error) &&
             checkCount(e, "output", e->numOutputs, numOutputs, outputs != NULL,
                        &error)) {
    ok = checkInputs(e, inputs, &error) &&
         checkOutputs(e, inputs, outputs, &error);
  }
  // An output that overlaps an input is written to a buffer of its own and
  // copied after the call: the compiled code reads its inputs while it
  // writes its outputs, so it must never write over one.
  bool *viaCopy = NULL;
  void **copies = NULL;
  if (ok) {
    viaCopy = nnAllocArray((size_t)numOutputs + 1, sizeof(bool));
    copies = nnAllocArray((size_t)numOutputs + 1, sizeof(void *));
    if (!viaCopy || !copies) {
      nnStringBufferPrintf(&error, "out of memory");
      ok = false;
    } else {
      ok = findOverlaps(e, inputs, outputs, viaCopy, &error);
    }
  }
  for (intptr_t i = 0; ok && i < numOutputs; ++i)
    if (viaCopy[i] && !(copies[i] = nnAlloc(byteSize(&outputs[i])))) {
      nnStringBufferPrintf(&error,
                           "no memory for a copy of output #%ld of @%s, "
                           "which overlaps an input (%llu bytes)",
                           (long)i, e->name,
                           (unsigned long long)byteSize(&outputs[i]));
      ok = false;
    }
  if (ok) {
    // With run-time checks, the entry writes its status after the outputs.
    bool checked = impl->checks.count > 0;
    int64_t status[NN_RUNTIME_STATUS_SIZE] = {0};
    int64_t statusSize = NN_RUNTIME_STATUS_SIZE;
    intptr_t numBuffers = numInputs + numOutputs + (checked ? 1 : 0);
    NnCpuBuffer *buffers =
        nnAllocArray((size_t)numBuffers + 1, sizeof(NnCpuBuffer));
    if (!buffers)
      nnStringBufferPrintf(&error, "out of memory");
    for (intptr_t i = 0; buffers && i < numInputs + numOutputs; ++i) {
      const NnTensor *t = i < numInputs ? &inputs[i] : &outputs[i - numInputs];
      void *data = i < numInputs || !copies[i - numInputs]
                       ? t->data
                       : copies[i - numInputs];
      nnCpuBufferInitContiguous(&buffers[i], data, (int)t->rank, t->shape);
    }
    if (buffers && checked)
      nnCpuBufferInitContiguous(&buffers[numBuffers - 1], status, 1,
                                &statusSize);
    // A profiled executable's markers report to the caller's callback,
    // through this thread's recorder (runtime/Profile.h).
    NnProfileRecorder recorder = {impl->kernelCallback, impl->kernelUserData,
                                  0};
    NnProfileRecorder *previous =
        nnProfileSetRecorder(impl->kernelCallback ? &recorder : NULL);
    ok = buffers && nnCpuJitCall(impl->jit, calleeFor(impl, e, inputs),
                                 (int)numBuffers, buffers, &error);
    nnProfileSetRecorder(previous);
    free(buffers);
    // An output of dynamic shape the code sized otherwise than the shape
    // facts did was not written (runtime/OutputSizes.h).
    int64_t unwritten = nn__rt_take_output_size_mismatch();
    if (ok && unwritten >= 0) {
      nnStringBufferPrintf(&error,
                           "@%s: internal error: the code computed output "
                           "#%lld at a shape other than its shape rules give "
                           "(a lowering disagrees with its op's shape "
                           "function) and left it unwritten",
                           e->name, (long long)(unwritten - numInputs));
      ok = false;
    }
    if (ok && status[0] != 0)
      ok = reportCheck(impl, e, inputs, status, &error), checkFailed = true;
    for (intptr_t i = 0; ok && i < numOutputs; ++i)
      if (copies[i])
        memcpy(outputs[i].data, copies[i], byteSize(&outputs[i]));
  }
  for (intptr_t i = 0; copies && i < numOutputs; ++i)
    free(copies[i]);
  free(copies);
  free(viaCopy);
  if (!ok && errorCallback)
    errorCallback(mlirStringRefCreate(nnStringBufferStr(&error), error.length),
                  userData);
  nnStringBufferFree(&error);
  return ok ? NN_RUN_OK : checkFailed ? NN_RUN_CHECK_FAILED : NN_RUN_ERROR;
}

//===----------------------------------------------------------------------===//
// Profiles (nn-c/Profile.h)
//===----------------------------------------------------------------------===//

static MlirStringRef ref(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

intptr_t nnExecutableGetNumKernels(NnExecutable executable) {
  NnExecutableImpl *impl = nnExecutableUnwrap(executable);
  return impl ? impl->kernels.count : 0;
}

MlirLogicalResult nnExecutableGetKernel(NnExecutable executable, intptr_t pos,
                                        NnKernelInfo *info) {
  NnExecutableImpl *impl = nnExecutableUnwrap(executable);
  if (!impl || !info || pos < 0 || pos >= impl->kernels.count)
    return mlirLogicalResultFailure();
  const NnKernelRecord *k = &impl->kernels.kernels[pos];
  *info = (NnKernelInfo){ref(k->entry), ref(k->name), ref(k->locations),
                         k->bytes, k->flops};
  return mlirLogicalResultSuccess();
}

void nnExecutableSetKernelTimeCallback(NnExecutable executable,
                                       NnKernelTimeCallback callback,
                                       void *userData) {
  NnExecutableImpl *impl = nnExecutableUnwrap(executable);
  if (!impl)
    return;
  impl->kernelCallback = callback;
  impl->kernelUserData = userData;
}
