//===- Wrappers.c - The C ABI of a compiled model library -----------------===//
//
// Text generation only. ModelAbi.h, runtime/MemrefCopy.c and ModelCall.c are
// embedded in nn-compile at build time (CMakeLists.txt), so the generated
// files carry exactly the declarations nn-run reads libraries with. The
// library source grows linearly with the number of tensors and so does
// compiling it: each wrapper is a loop over a table (ModelCall.c) and one
// call, never a statement per tensor.
//
//===----------------------------------------------------------------------===//

#include "Wrappers.h"
#include "CString.h"
#include "ShapeFunctions.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ModelAbi.inc"

enum { kDeviceCuda = 1 }; // NN_MODEL_DEVICE_CUDA
#include "ModelCall.inc"
#include "ModelRuntime.inc"
#include "tools/common/ToolMemory.h"

static const NnAotTensor *tensorAt(const NnAotEntry *entry, int i,
                                   bool output) {
  return &entry->tensors[output ? entry->numInputs + i : i];
}

static void printShape(const NnAotTensor *t, NnStringBuffer *out) {
  for (int d = 0; d < t->rank; ++d)
    nnStringBufferPrintf(out, "%s%lld", d ? ", " : "", (long long)t->shape[d]);
}

// "tensor<8x64xf32>", "tensor<?x64xf32>"
static void printType(const NnAotTensor *t, NnStringBuffer *out) {
  nnStringBufferPrintf(out, "tensor<");
  for (int d = 0; d < t->rank; ++d)
    if (t->shape[d] < 0)
      nnStringBufferPrintf(out, "?x");
    else
      nnStringBufferPrintf(out, "%lldx", (long long)t->shape[d]);
  nnStringBufferPrintf(out, "%s>", nnAotElementTypeName(t->elementType));
}

static void printSignature(const NnAotEntry *e, NnStringBuffer *out) {
  nnStringBufferPrintf(out, "@%s(", e->name);
  for (int i = 0; i < e->numInputs + e->numOutputs; ++i) {
    if (i == e->numInputs)
      nnStringBufferPrintf(out, ") -> (");
    else if (i)
      nnStringBufferPrintf(out, ", ");
    printType(&e->tensors[i], out);
  }
  nnStringBufferPrintf(out, ")");
}

static const char *const kTypeMacros[] = {
    "NN_MODEL_F32", "NN_MODEL_F64", "NN_MODEL_F16",  "NN_MODEL_BF16",
    "NN_MODEL_I64", "NN_MODEL_I32", "NN_MODEL_I8",   "NN_MODEL_I1",
    "NN_MODEL_I16", "NN_MODEL_UI8", "NN_MODEL_UI16", "NN_MODEL_UI32",
    "NN_MODEL_UI64"};

//===----------------------------------------------------------------------===//
// Library source
//===----------------------------------------------------------------------===//

// An entry's descriptors take more than this many words (32 KiB) only with
// thousands of tensors or very high ranks: they go to the heap then, so that
// a call never needs a large stack.
enum { kStackWords = 4096 };

// The words of tensor `t`'s memref descriptor (ModelCall.c).
static int64_t descriptorWords(const NnAotTensor *t) {
  return 3 + 2 * (int64_t)t->rank;
}

// The signature table of entry #k: one array of all its dimensions and one
// of its tensors (inputs, then outputs), named by the entry's position so
// that no entry name can collide with them.
static void writeTensorTable(const NnAotEntry *e, int k, NnStringBuffer *out) {
  int numTensors = e->numInputs + e->numOutputs;
  int64_t numDims = 0;
  for (int i = 0; i < numTensors; ++i)
    numDims += e->tensors[i].rank;
  if (numDims) {
    nnStringBufferPrintf(out, "static const int64_t nn__shapes_%d[] = {", k);
    for (int i = 0, n = 0; i < numTensors; ++i)
      for (int d = 0; d < e->tensors[i].rank; ++d)
        nnStringBufferPrintf(out, "%s%lld", n++ ? ", " : "",
                             (long long)e->tensors[i].shape[d]);
    nnStringBufferPrintf(out, "};\n");
  }
  if (!numTensors)
    return;
  nnStringBufferPrintf(
      out, "static const nn_model_tensor nn__tensors_%d[] = {\n", k);
  int64_t offset = 0;
  for (int i = 0; i < numTensors; ++i) {
    const NnAotTensor *t = &e->tensors[i];
    nnStringBufferPrintf(out, "    {%s, %d, ", kTypeMacros[t->elementType],
                         t->rank);
    if (t->rank)
      nnStringBufferPrintf(out, "nn__shapes_%d + %lld},\n", k,
                           (long long)offset);
    else
      nnStringBufferPrintf(out, "NULL},\n");
    offset += t->rank;
  }
  nnStringBufferPrintf(out, "};\n");
}

// The table of the checks and the function that reports one: the
// description of the first failure of the last call of this thread that
// failed one, thread-local so that calls on several threads do not mix.
static void writeChecks(const NnRuntimeChecks *checks, NnStringBuffer *out) {
  nnStringBufferPrintf(out, "\n/* The run-time checks, by id - 1. */\n");
  for (int i = 0; i < checks->count; ++i) {
    const NnRuntimeCheck *c = &checks->checks[i];
    if (!c->rank)
      continue;
    nnStringBufferPrintf(out, "static const int64_t nn__check%d_shape[] = {",
                         i);
    for (int d = 0; d < c->rank; ++d)
      nnStringBufferPrintf(out, "%s%lld", d ? ", " : "",
                           (long long)c->shape[d]);
    nnStringBufferPrintf(out, "};\n");
  }
  nnStringBufferPrintf(out, "static const nn_model_check_failure "
                            "nn__checks[] = {\n");
  for (int i = 0; i < checks->count; ++i) {
    const NnRuntimeCheck *c = &checks->checks[i];
    nnStringBufferPrintf(out, "    {");
    nnPrintCString(c->entry, out);
    nnStringBufferPrintf(out, ", ");
    nnPrintCString(c->op, out);
    nnStringBufferPrintf(out, ", ");
    nnPrintCString(c->location, out);
    nnStringBufferPrintf(out, ", ");
    nnPrintCString(c->operand, out);
    nnStringBufferPrintf(out, ", %d, %d, ", c->input, c->rank);
    if (c->rank)
      nnStringBufferPrintf(out, "nn__check%d_shape", i);
    else
      nnStringBufferPrintf(out, "NULL");
    nnStringBufferPrintf(out, ", 0, 0, %lldLL, %lldLL},\n", (long long)c->low,
                         (long long)c->high);
  }
  nnStringBufferPrintf(
      out,
      "};\n"
      "static _Thread_local nn_model_check_failure nn__last_failure;\n"
      "static _Thread_local int nn__has_failed;\n\n"
      "/* Records the failure `status` {id, position, value} of a call of\n"
      " * `entry`; returns NN_MODEL_CHECK_FAILED. */\n"
      "static int nn__check_failed(const int64_t *status, const char "
      "*entry) {\n"
      "  nn_model_check_failure f = {0};\n"
      "  if (status[0] >= 1 && status[0] <= %d)\n"
      "    f = nn__checks[status[0] - 1];\n"
      "  else\n"
      "    f.op = \"?\", f.location = \"\", f.operand = \"?\", "
      "f.input = -1;\n"
      "  /* An input number means something only for its own entry. */\n"
      "  const char *a = f.entry ? f.entry : \"\", *b = entry;\n"
      "  while (*a && *a == *b)\n    ++a, ++b;\n"
      "  if (*a != *b)\n    f.input = -1;\n"
      "  f.entry = entry;\n"
      "  f.position = status[1];\n"
      "  f.value = status[2];\n"
      "  nn__last_failure = f;\n"
      "  nn__has_failed = 1;\n"
      "  return NN_MODEL_CHECK_FAILED;\n}\n\n"
      "NN_EXPORT const nn_model_check_failure *\n"
      "nn_model_last_check_failure(void) {\n"
      "  return nn__has_failed ? &nn__last_failure : NULL;\n}\n",
      checks->count);
}

// nn_<name>: the descriptors from the table (ModelCall.c's loop), then one
// call with a pointer into them per tensor. For a CUDA library the call
// also returns 2 when libnnrt reported an error meanwhile (the mlir* and
// mgpu* functions the lowered code calls return nothing). With run-time
// checks, the entry also writes a status {check id, position, value} into a
// descriptor of its own, after its results. An entry with dynamic sizes
// takes its inputs' shapes, checks them and computes its outputs' with
// nn_<name>_output_shapes before anything else; the descriptors then take
// those sizes.
static void writeCall(const NnAotEntries *entries, int k, int device,
                      bool checked, NnStringBuffer *out) {
  const NnAotEntry *e = &entries->entries[k];
  int numTensors = e->numInputs + e->numOutputs;
  int64_t words = 0, dims = 0;
  for (int i = 0; i < numTensors; ++i)
    words += descriptorWords(&e->tensors[i]);
  for (int j = 0; j < e->numOutputs; ++j)
    dims += tensorAt(e, j, true)->rank;
  // Dynamic sizes also need the outputs' sizes and a pointer per output.
  int64_t scratch = e->dynamic ? dims + e->numOutputs : 0;
  bool heap = words + scratch > kStackWords;
  if (e->dynamic)
    nnStringBufferPrintf(out,
                         "NN_EXPORT int nn_%s(void *const *inputs, "
                         "const int64_t *const *input_shapes,\n"
                         "    void *const *outputs) {\n",
                         e->name);
  else
    nnStringBufferPrintf(out,
                         "NN_EXPORT int nn_%s(void *const *inputs, "
                         "void *const *outputs) {\n",
                         e->name);
  if (heap) {
    // One block: words, then the sizes, then the pointers (all 8 bytes).
    nnStringBufferPrintf(out,
                         "  nn__call_word *words = malloc(%lld * "
                         "sizeof(nn__call_word));\n"
                         "  if (!words)\n    return 1;\n",
                         (long long)(words + scratch));
    if (e->dynamic)
      nnStringBufferPrintf(out,
                           "  int64_t *dims = (int64_t *)(words + %lld);\n"
                           "  int64_t **shapes = (int64_t **)(dims + %lld);\n",
                           (long long)words, (long long)dims);
  } else {
    nnStringBufferPrintf(out, "  nn__call_word words[%lld];\n",
                         (long long)(words ? words : 1));
    if (e->dynamic)
      nnStringBufferPrintf(
          out, "  int64_t dims[%lld];\n  int64_t *shapes[%d];\n",
          (long long)(dims ? dims : 1), e->numOutputs ? e->numOutputs : 1);
  }
  const char *table = numTensors ? "nn__tensors_" : "NULL";
  char tableIndex[16] = "";
  if (numTensors)
    snprintf(tableIndex, sizeof(tableIndex), "%d", k);
  if (e->dynamic)
    nnStringBufferPrintf(
        out,
        "  nn__shape_pointers(%s%s + %d, %d, dims, shapes);\n"
        "  int status = nn_%s_output_shapes(input_shapes, shapes);\n"
        "  if (!status)\n"
        "    status = nn__call_describe(%s%s, %d, %d, inputs, outputs, "
        "input_shapes,\n        shapes, words);\n",
        table, tableIndex, e->numInputs, e->numOutputs, e->name, table,
        tableIndex, e->numInputs, e->numOutputs);
  else
    nnStringBufferPrintf(out,
                         "  int status = nn__call_describe(%s%s, %d, %d, "
                         "inputs, outputs, NULL, NULL,\n      words);\n",
                         table, tableIndex, e->numInputs, e->numOutputs);
  // Without a usable driver libnnrt fails soft, reporting only once.
  bool cuda = device == kDeviceCuda;
  if (cuda)
    nnStringBufferPrintf(out, "  if (!status && !nnrtIsAvailable())\n"
                              "    status = 2;\n");
  nnStringBufferPrintf(out, "  if (!status) {\n");
  if (cuda)
    nnStringBufferPrintf(out,
                         "    unsigned long errors = nnrtGetErrorCount();\n");
  if (checked)
    nnStringBufferPrintf(
        out, "    int64_t nn__status[3] = {0, 0, 0};\n"
             "    nn__call_word nn__check[5] = {{.pointer = "
             "nn__status}, {.pointer = nn__status}, {.integer = 0}, "
             "{.integer = 3}, {.integer = 1}};\n");
  // The arguments of the call: a pointer into the words per tensor.
  NnStringBuffer args = {0};
  int64_t offset = 0;
  for (int i = 0; i < numTensors; ++i) {
    nnStringBufferPrintf(&args, "%swords + %lld", i ? ", " : "",
                         (long long)offset);
    offset += descriptorWords(&e->tensors[i]);
  }
  if (checked)
    nnStringBufferPrintf(&args, "%snn__check", numTensors ? ", " : "");
  // Copies for sizes (passes/Specialize.c) first, for inputs of theirs.
  bool copies = false;
  for (int c = 0; e->dynamic && c < entries->numEntries; ++c) {
    if (entries->entries[c].copyOf != k)
      continue;
    nnStringBufferPrintf(out,
                         "    %sif (nn__has_sizes(input_shapes, nn__bound_%d, "
                         "%d))\n      _mlir_ciface_%s(%s);\n",
                         copies ? "else " : "", c, entries->entries[c].numBound,
                         entries->entries[c].name, nnStringBufferStr(&args));
    copies = true;
  }
  nnStringBufferPrintf(out, "    %s_mlir_ciface_%s(%s);\n",
                       copies ? "else\n      " : "", e->name,
                       nnStringBufferStr(&args));
  nnStringBufferFree(&args);
  if (cuda)
    nnStringBufferPrintf(
        out, "    status = nnrtGetErrorCount() != errors ? 2 : 0;\n");
  // An output the code sized otherwise than the shape rules was not
  // written (runtime/OutputSizes.h).
  if (e->dynamic)
    nnStringBufferPrintf(
        out,
        "    int64_t unwritten = nn__rt_take_output_size_mismatch();\n"
        "    if (unwritten >= 0)\n"
        "      status = nn__shape_fail(\"@%%s: internal error: the code "
        "computed output #%%lld at a shape other than its shape rules give "
        "(a lowering disagrees with its op's shape function) and left it "
        "unwritten\", \"%s\", "
        "(long long)(unwritten - %d));\n",
        e->name, e->numInputs);
  if (checked)
    nnStringBufferPrintf(
        out,
        "    if (nn__status[0] != 0)\n"
        "      status = nn__check_failed(nn__status, \"%s\");\n",
        e->name);
  nnStringBufferPrintf(out, "  }\n%s  return status;\n}\n",
                       heap ? "  free(words);\n" : "");
}

// Version 2's functions of an entry whose shapes are all static: `run`
// checks the shapes it is given against the signature and calls nn_<name>.
static void writeStaticShapeFunctions(const NnAotEntry *e, int k,
                                      NnStringBuffer *out) {
  char table[32] = "NULL";
  if (e->numInputs + e->numOutputs)
    snprintf(table, sizeof(table), "nn__tensors_%d", k);
  nnStringBufferPrintf(out,
                       "static int nn__output_shapes_%d(const int64_t *const "
                       "*input_shapes,\n    int64_t *const *output_shapes) {\n"
                       "  return nn__static_output_shapes(",
                       k);
  nnPrintCString(e->name, out);
  nnStringBufferPrintf(out,
                       ", %s, %d, %d, input_shapes,\n"
                       "                                  output_shapes);\n}\n"
                       "static int nn__run_%d(void *const *inputs, const "
                       "int64_t *const *input_shapes,\n"
                       "    void *const *outputs) {\n"
                       "  int status = nn__check_input_shapes(",
                       table, e->numInputs, e->numOutputs, k);
  nnPrintCString(e->name, out);
  nnStringBufferPrintf(
      out,
      ", %s, %d, input_shapes);\n"
      "  return status ? status : nn_%s(inputs, outputs);\n}\n",
      table, e->numInputs, e->name);
}

// The declaration of the lowered function _mlir_ciface_<name>.
static void declareLowered(const NnAotEntry *e, bool checked,
                           NnStringBuffer *out) {
  int numTensors = e->numInputs + e->numOutputs;
  nnStringBufferPrintf(out, "\n/* ");
  printSignature(e, out);
  nnStringBufferPrintf(out, " */\nvoid _mlir_ciface_%s(", e->name);
  for (int i = 0; i < numTensors; ++i)
    nnStringBufferPrintf(out, "%svoid *", i ? ", " : "");
  if (checked)
    nnStringBufferPrintf(out, "%svoid *", numTensors ? ", " : "");
  nnStringBufferPrintf(out, "%s);\n", numTensors || checked ? "" : "void");
}

// A copy for sizes: its lowered function and the sizes its entry's
// function picks it for, (input, dim, size) triples.
static void writeCopy(const NnAotEntry *e, int k, bool checked,
                      NnStringBuffer *out) {
  declareLowered(e, checked, out);
  nnStringBufferPrintf(out, "static const int64_t nn__bound_%d[] = {", k);
  for (int i = 0; i < 3 * e->numBound; ++i)
    nnStringBufferPrintf(out, "%s%lld", i ? ", " : "", (long long)e->bound[i]);
  nnStringBufferPrintf(out, "};\n");
}

static bool writeWrapper(const NnAotEntries *entries, int k, int device,
                         bool checked, NnStringBuffer *out,
                         NnStringBuffer *error) {
  const NnAotEntry *e = &entries->entries[k];
  declareLowered(e, checked, out);
  writeTensorTable(e, k, out);
  if (e->dynamic && !nnWriteShapeFunction(e, k, out, error))
    return false;
  writeCall(entries, k, device, checked, out);
  if (!e->dynamic)
    writeStaticShapeFunctions(e, k, out);
  return true;
}

bool nnWriteLibrarySource(const NnAotEntries *entries,
                          const NnRuntimeChecks *checks, const char *source,
                          int device, NnStringBuffer *out,
                          NnStringBuffer *error) {
  bool checked = checks && checks->count > 0;
  nnStringBufferPrintf(out,
                       "/* Generated by nn-compile from %s: the exported "
                       "functions of the model. */\n",
                       source);
  nnStringBufferPrintf(out, "%s\n%s\n%s\n", kModelAbi, kModelRuntime,
                       kModelCall);
  nnStringBufferPrintf(out, "#include <stddef.h>\n\n"
                            "#define NN_EXPORT "
                            "__attribute__((visibility(\"default\")))\n");
  if (device == kDeviceCuda)
    nnStringBufferPrintf(out, "\n/* libnnrt (runtime/nnrt/nnrt.h). */\n"
                              "_Bool nnrtIsAvailable(void);\n"
                              "unsigned long nnrtGetErrorCount(void);\n");
  if (checked)
    writeChecks(checks, out);
  // Copies first: their entries' functions call them.
  int exported = 0;
  for (int e = 0; e < entries->numEntries; ++e)
    if (entries->entries[e].copyOf >= 0)
      writeCopy(&entries->entries[e], e, checked, out);
    else
      ++exported;
  for (int e = 0; e < entries->numEntries; ++e)
    if (entries->entries[e].copyOf < 0 &&
        !writeWrapper(entries, e, device, checked, out, error))
      return false;

  nnStringBufferPrintf(out,
                       "\nstatic const nn_model_entry nn__entries[] = {\n");
  for (int e = 0; e < entries->numEntries; ++e) {
    const NnAotEntry *entry = &entries->entries[e];
    if (entry->copyOf >= 0)
      continue;
    if (entry->dynamic)
      nnStringBufferPrintf(out, "    {\"%s\", NULL, %d, %d, ", entry->name,
                           entry->numInputs, entry->numOutputs);
    else
      nnStringBufferPrintf(out, "    {\"%s\", nn_%s, %d, %d, ", entry->name,
                           entry->name, entry->numInputs, entry->numOutputs);
    if (entry->numInputs)
      nnStringBufferPrintf(out, "nn__tensors_%d, ", e);
    else
      nnStringBufferPrintf(out, "NULL, ");
    if (entry->numOutputs)
      nnStringBufferPrintf(out, "nn__tensors_%d + %d,\n     ", e,
                           entry->numInputs);
    else
      nnStringBufferPrintf(out, "NULL,\n     ");
    if (entry->dynamic)
      nnStringBufferPrintf(out, "nn_%s, nn_%s_output_shapes},\n", entry->name,
                           entry->name);
    else
      nnStringBufferPrintf(out, "nn__run_%d, nn__output_shapes_%d},\n", e, e);
  }
  nnStringBufferPrintf(
      out,
      "};\n\n"
      "NN_EXPORT int32_t nn_model_abi_version(void) {\n"
      "  return NN_MODEL_ABI_VERSION;\n}\n"
      "NN_EXPORT int32_t nn_model_num_entries(void) { return %d; }\n"
      "NN_EXPORT const nn_model_entry *nn_model_get_entry(int32_t i) {\n"
      "  return i >= 0 && i < %d ? &nn__entries[i] : NULL;\n}\n"
      "NN_EXPORT int32_t nn_model_device(void) { return %s; }\n",
      exported, exported,
      device == kDeviceCuda ? "NN_MODEL_DEVICE_CUDA" : "NN_MODEL_DEVICE_CPU");
  return true;
}

//===----------------------------------------------------------------------===//
// Header
//===----------------------------------------------------------------------===//

static void upper(const char *text, NnStringBuffer *out) {
  for (const char *c = text; *c; ++c)
    nnStringBufferPrintf(
        out, "%c",
        isalnum((unsigned char)*c) ? (char)toupper((unsigned char)*c) : '_');
}

static void writeMacros(const NnAotEntry *e, bool output, NnStringBuffer *out) {
  int n = output ? e->numOutputs : e->numInputs;
  const char *side = output ? "OUTPUT" : "INPUT";
  for (int i = 0; i < n; ++i) {
    const NnAotTensor *t = tensorAt(e, i, output);
    NnStringBuffer prefix = {0};
    nnStringBufferPrintf(&prefix, "NN_");
    upper(e->name, &prefix);
    nnStringBufferPrintf(&prefix, "_%s_%d", side, i);
    const char *p = nnStringBufferStr(&prefix);
    int64_t count = 1;
    for (int d = 0; d < t->rank && count >= 0; ++d)
      count = t->shape[d] < 0 ? -1 : count * t->shape[d];
    nnStringBufferPrintf(out, "/* %s #%d: ", output ? "output" : "input", i);
    printType(t, out);
    nnStringBufferPrintf(out, " */\n#define %s_TYPE %s\n", p,
                         kTypeMacros[t->elementType]);
    nnStringBufferPrintf(out, "#define %s_RANK %d\n", p, t->rank);
    nnStringBufferPrintf(out, "#define %s_SHAPE {", p);
    printShape(t, out);
    nnStringBufferPrintf(out, "}\n");
    // A dynamic size (-1 in _SHAPE) leaves the count to the call.
    if (count >= 0)
      nnStringBufferPrintf(out, "#define %s_NUM_ELEMENTS %lld\n", p,
                           (long long)count);
    nnStringBufferFree(&prefix);
  }
}

// Entries in the order of their macro prefixes (case folded), then in
// module order, so that a message names the first of two first.
static int compareFolded(const void *a, const void *b) {
  const NnAotEntry *x = *(const NnAotEntry *const *)a;
  const NnAotEntry *y = *(const NnAotEntry *const *)b;
  int order = strcasecmp(x->name, y->name);
  return order ? order : (x > y) - (x < y);
}

bool nnCheckHeaderNames(const NnAotEntries *entries, NnStringBuffer *error) {
  const NnAotEntry **sorted = nnToolAllocArray(
      "nn-compile", (size_t)entries->numEntries + 1, sizeof(NnAotEntry *));
  int count = 0;
  for (int e = 0; e < entries->numEntries; ++e)
    if (entries->entries[e].copyOf < 0)
      sorted[count++] = &entries->entries[e];
  qsort(sorted, (size_t)count, sizeof(NnAotEntry *), compareFolded);
  bool ok = true;
  for (int e = 1; e < count && ok; ++e) {
    if (strcasecmp(sorted[e - 1]->name, sorted[e]->name) != 0)
      continue;
    nnStringBufferPrintf(error,
                         "@%s and @%s cannot both be in a header: names that "
                         "differ only in case give the same macros (NN_",
                         sorted[e - 1]->name, sorted[e]->name);
    upper(sorted[e]->name, error);
    nnStringBufferPrintf(error, "_*)");
    ok = false;
  }
  free(sorted);
  return ok;
}

void nnWriteHeader(const NnAotEntries *entries, const char *source,
                   const char *guard, int device, bool checked,
                   NnStringBuffer *out) {
  NnStringBuffer guardMacro = {0};
  nnStringBufferPrintf(&guardMacro, "NN_MODEL_HEADER_");
  upper(guard, &guardMacro);
  const char *g = nnStringBufferStr(&guardMacro);
  nnStringBufferPrintf(out,
                       "/* Generated by nn-compile from %s: the functions of "
                       "the model's shared\n * library. Link with the "
                       "library; it needs no MLIR at run time. */\n"
                       "#ifndef %s\n#define %s\n\n%s\n"
                       "#ifdef __cplusplus\nextern \"C\" {\n#endif\n",
                       source, g, g, kModelAbi);
  if (device == kDeviceCuda)
    nnStringBufferPrintf(
        out, "\n/* A CUDA library (nn_model_device() == NN_MODEL_DEVICE_CUDA):"
             " every pointer\n * in inputs and outputs is a device address "
             "(a CUdeviceptr cast to\n * void *, 16-byte aligned), and a call "
             "returns 2 when libnnrt reported a\n * CUDA error during it. "
             "Link with the library and libnnrt. */\n");
  for (int e = 0; e < entries->numEntries; ++e) {
    const NnAotEntry *entry = &entries->entries[e];
    if (entry->copyOf >= 0) // called through its entry, not exported
      continue;
    nnStringBufferPrintf(out, "\n/* ");
    printSignature(entry, out);
    nnStringBufferPrintf(out, " */\n#define NN_");
    upper(entry->name, out);
    nnStringBufferPrintf(out, "_NUM_INPUTS %d\n#define NN_", entry->numInputs);
    upper(entry->name, out);
    nnStringBufferPrintf(out, "_NUM_OUTPUTS %d\n", entry->numOutputs);
    writeMacros(entry, false, out);
    writeMacros(entry, true, out);
    if (entry->dynamic)
      nnStringBufferPrintf(
          out,
          "int nn_%s(void *const *inputs, const int64_t *const "
          "*input_shapes,\n    void *const *outputs);\n"
          "int nn_%s_output_shapes(const int64_t *const *input_shapes,\n"
          "    int64_t *const *output_shapes);\n",
          entry->name, entry->name);
    else
      nnStringBufferPrintf(
          out, "int nn_%s(void *const *inputs, void *const *outputs);\n",
          entry->name);
  }
  nnStringBufferPrintf(out,
                       "\n/* The signature table (see above). */\n"
                       "int32_t nn_model_abi_version(void);\n"
                       "int32_t nn_model_num_entries(void);\n"
                       "const nn_model_entry *nn_model_get_entry(int32_t i);\n"
                       "int32_t nn_model_device(void);\n"
                       "const char *nn_model_last_shape_error(void);\n");
  if (checked)
    nnStringBufferPrintf(out, "/* The entries check their inputs at run time "
                              "and return\n * NN_MODEL_CHECK_FAILED when one "
                              "fails (see above). */\n"
                              "const nn_model_check_failure "
                              "*nn_model_last_check_failure(void);\n");
  nnStringBufferPrintf(
      out, "\n#ifdef __cplusplus\n}\n#endif\n\n#endif /* %s */\n", g);
  nnStringBufferFree(&guardMacro);
}
