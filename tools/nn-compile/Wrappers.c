//===- Wrappers.c - The C ABI of a compiled model library -----------------===//
//
// Text generation only. ModelAbi.h and ModelRuntime.c are embedded in
// nn-compile at build time (CMakeLists.txt), so the generated files carry
// exactly the declarations nn-run reads libraries with.
//
//===----------------------------------------------------------------------===//

#include "Wrappers.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ModelAbi.inc"

enum { kDeviceCuda = 1 }; // NN_MODEL_DEVICE_CUDA
#include "ModelRuntime.inc"

static const NnAotTensor *tensorAt(const NnAotEntry *entry, int i,
                                   bool output) {
  return &entry->tensors[output ? entry->numInputs + i : i];
}

static void printShape(const NnAotTensor *t, NnStringBuffer *out) {
  for (int d = 0; d < t->rank; ++d)
    nnStringBufferPrintf(out, "%s%lld", d ? ", " : "", (long long)t->shape[d]);
}

// "tensor<8x64xf32>"
static void printType(const NnAotTensor *t, NnStringBuffer *out) {
  nnStringBufferPrintf(out, "tensor<");
  for (int d = 0; d < t->rank; ++d)
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
    "NN_MODEL_F32", "NN_MODEL_F64", "NN_MODEL_F16", "NN_MODEL_BF16",
    "NN_MODEL_I64", "NN_MODEL_I32", "NN_MODEL_I8",  "NN_MODEL_I1"};

//===----------------------------------------------------------------------===//
// Library source
//===----------------------------------------------------------------------===//

// The table of one side (inputs or outputs) of an entry.
static void writeTensorTable(const NnAotEntry *e, bool output,
                             NnStringBuffer *out) {
  int n = output ? e->numOutputs : e->numInputs;
  const char *side = output ? "out" : "in";
  for (int i = 0; i < n; ++i) {
    const NnAotTensor *t = tensorAt(e, i, output);
    if (!t->rank)
      continue;
    nnStringBufferPrintf(out, "static const int64_t nn__%s__%s%d_shape[] = {",
                         e->name, side, i);
    printShape(t, out);
    nnStringBufferPrintf(out, "};\n");
  }
  if (!n)
    return;
  nnStringBufferPrintf(out, "static const nn_model_tensor nn__%s__%ss[] = {\n",
                       e->name, side);
  for (int i = 0; i < n; ++i) {
    const NnAotTensor *t = tensorAt(e, i, output);
    nnStringBufferPrintf(out, "    {%s, %d, ", kTypeMacros[t->elementType],
                         t->rank);
    if (t->rank)
      nnStringBufferPrintf(out, "nn__%s__%s%d_shape},\n", e->name, side, i);
    else
      nnStringBufferPrintf(out, "NULL},\n");
  }
  nnStringBufferPrintf(out, "};\n");
}

// `nn_memref<rank> name = {data, data, 0, {sizes}, {strides}};`
static void writeDescriptor(const NnAotTensor *t, const char *name,
                            const char *data, NnStringBuffer *out) {
  nnStringBufferPrintf(out, "  nn_memref%d %s = {%s, %s, 0", t->rank, name,
                       data, data);
  if (t->rank) {
    nnStringBufferPrintf(out, ", {");
    printShape(t, out);
    nnStringBufferPrintf(out, "}, {");
    int64_t stride = 1;
    int64_t strides[NN_AOT_MAX_RANK];
    for (int d = t->rank - 1; d >= 0; --d) {
      strides[d] = stride;
      stride *= t->shape[d];
    }
    for (int d = 0; d < t->rank; ++d)
      nnStringBufferPrintf(out, "%s%lld", d ? ", " : "", (long long)strides[d]);
    nnStringBufferPrintf(out, "}");
  }
  nnStringBufferPrintf(out, "};\n");
}

// `text` as a C string literal: printable ASCII as it is (quotes and
// backslashes escaped), any other byte in octal.
static void printCString(const char *text, NnStringBuffer *out) {
  nnStringBufferPrintf(out, "\"");
  for (const unsigned char *c = (const unsigned char *)text; *c; ++c) {
    if (*c == '"' || *c == '\\')
      nnStringBufferPrintf(out, "\\%c", *c);
    else if (*c >= 0x20 && *c < 0x7f && *c != '?') // '?': no trigraphs
      nnStringBufferPrintf(out, "%c", *c);
    else
      nnStringBufferPrintf(out, "\\%03o", *c);
  }
  nnStringBufferPrintf(out, "\"");
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
    printCString(c->entry, out);
    nnStringBufferPrintf(out, ", ");
    printCString(c->op, out);
    nnStringBufferPrintf(out, ", ");
    printCString(c->location, out);
    nnStringBufferPrintf(out, ", ");
    printCString(c->operand, out);
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

// For a CUDA library the call also returns 2 when libnnrt reported an error
// meanwhile (the mgpu* functions the lowered code calls return nothing).
// With run-time checks, the entry writes a status after its results.
static void writeWrapper(const NnAotEntry *e, int device, bool checked,
                         NnStringBuffer *out) {
  int numTensors = e->numInputs + e->numOutputs;
  nnStringBufferPrintf(out, "\n/* ");
  printSignature(e, out);
  nnStringBufferPrintf(out, " */\nvoid _mlir_ciface_%s(", e->name);
  for (int i = 0; i < numTensors; ++i)
    nnStringBufferPrintf(out, "%snn_memref%d *", i ? ", " : "",
                         e->tensors[i].rank);
  if (checked)
    nnStringBufferPrintf(out, "%snn_memref1 *", numTensors ? ", " : "");
  nnStringBufferPrintf(out, "%s);\n", numTensors || checked ? "" : "void");
  writeTensorTable(e, false, out);
  writeTensorTable(e, true, out);

  nnStringBufferPrintf(out,
                       "NN_EXPORT int nn_%s(void *const *inputs, "
                       "void *const *outputs) {\n"
                       "  if (!inputs || !outputs)\n    return 1;\n",
                       e->name);
  for (int i = 0; i < numTensors; ++i) {
    bool output = i >= e->numInputs;
    int index = output ? i - e->numInputs : i;
    nnStringBufferPrintf(out, "  if (!%s[%d])\n    return 1;\n",
                         output ? "outputs" : "inputs", index);
  }
  for (int i = 0; i < numTensors; ++i) {
    bool output = i >= e->numInputs;
    int index = output ? i - e->numInputs : i;
    char name[32], data[32];
    snprintf(name, sizeof(name), "%s%d", output ? "r" : "a", index);
    snprintf(data, sizeof(data), "%s[%d]", output ? "outputs" : "inputs",
             index);
    writeDescriptor(&e->tensors[i], name, data, out);
  }
  bool cuda = device == kDeviceCuda;
  // Without a usable driver libnnrt fails soft, reporting only once.
  if (cuda)
    nnStringBufferPrintf(out,
                         "  if (!nnrtIsAvailable())\n    return 2;\n"
                         "  unsigned long errors = nnrtGetErrorCount();\n");
  if (checked)
    nnStringBufferPrintf(out, "  int64_t status[3] = {0, 0, 0};\n"
                              "  nn_memref1 st = {status, status, 0, {3}, "
                              "{1}};\n");
  nnStringBufferPrintf(out, "  _mlir_ciface_%s(", e->name);
  for (int i = 0; i < numTensors; ++i) {
    bool output = i >= e->numInputs;
    nnStringBufferPrintf(out, "%s&%s%d", i ? ", " : "", output ? "r" : "a",
                         output ? i - e->numInputs : i);
  }
  if (checked)
    nnStringBufferPrintf(out, "%s&st", numTensors ? ", " : "");
  nnStringBufferPrintf(out, ");\n");
  if (checked)
    nnStringBufferPrintf(out,
                         "  if (status[0] != 0)\n"
                         "    return nn__check_failed(status, \"%s\");\n",
                         e->name);
  nnStringBufferPrintf(out, "  return %s;\n}\n",
                       cuda ? "nnrtGetErrorCount() != errors ? 2 : 0" : "0");
}

void nnWriteLibrarySource(const NnAotEntries *entries,
                          const NnRuntimeChecks *checks, const char *source,
                          int device, NnStringBuffer *out) {
  bool checked = checks && checks->count > 0;
  nnStringBufferPrintf(out,
                       "/* Generated by nn-compile from %s: the exported "
                       "functions of the model. */\n",
                       source);
  nnStringBufferPrintf(out, "%s\n%s\n", kModelAbi, kModelRuntime);
  nnStringBufferPrintf(out, "#include <stddef.h>\n\n"
                            "#define NN_EXPORT "
                            "__attribute__((visibility(\"default\")))\n\n"
                            "/* Memref descriptors by rank. */\n");
  if (device == kDeviceCuda)
    nnStringBufferPrintf(out, "/* libnnrt (runtime/nnrt/nnrt.h). */\n"
                              "_Bool nnrtIsAvailable(void);\n"
                              "unsigned long nnrtGetErrorCount(void);\n");
  bool ranks[NN_AOT_MAX_RANK + 1] = {false};
  ranks[1] = checked; // the status buffer
  for (int e = 0; e < entries->numEntries; ++e) {
    const NnAotEntry *entry = &entries->entries[e];
    for (int i = 0; i < entry->numInputs + entry->numOutputs; ++i)
      ranks[entry->tensors[i].rank] = true;
  }
  for (int r = 0; r <= NN_AOT_MAX_RANK; ++r) {
    if (!ranks[r])
      continue;
    nnStringBufferPrintf(out, "typedef struct {\n  void *allocated, *aligned;\n"
                              "  int64_t offset;\n");
    if (r)
      nnStringBufferPrintf(out, "  int64_t sizes[%d], strides[%d];\n", r, r);
    nnStringBufferPrintf(out, "} nn_memref%d;\n", r);
  }
  if (checked)
    writeChecks(checks, out);
  for (int e = 0; e < entries->numEntries; ++e)
    writeWrapper(&entries->entries[e], device, checked, out);

  nnStringBufferPrintf(out,
                       "\nstatic const nn_model_entry nn__entries[] = {\n");
  for (int e = 0; e < entries->numEntries; ++e) {
    const NnAotEntry *entry = &entries->entries[e];
    nnStringBufferPrintf(out, "    {\"%s\", nn_%s, %d, %d, ", entry->name,
                         entry->name, entry->numInputs, entry->numOutputs);
    if (entry->numInputs)
      nnStringBufferPrintf(out, "nn__%s__ins, ", entry->name);
    else
      nnStringBufferPrintf(out, "NULL, ");
    if (entry->numOutputs)
      nnStringBufferPrintf(out, "nn__%s__outs},\n", entry->name);
    else
      nnStringBufferPrintf(out, "NULL},\n");
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
      entries->numEntries, entries->numEntries,
      device == kDeviceCuda ? "NN_MODEL_DEVICE_CUDA" : "NN_MODEL_DEVICE_CPU");
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
    for (int d = 0; d < t->rank; ++d)
      count *= t->shape[d];
    nnStringBufferPrintf(out, "/* %s #%d: ", output ? "output" : "input", i);
    printType(t, out);
    nnStringBufferPrintf(out, " */\n#define %s_TYPE %s\n", p,
                         kTypeMacros[t->elementType]);
    nnStringBufferPrintf(out, "#define %s_RANK %d\n", p, t->rank);
    nnStringBufferPrintf(out, "#define %s_SHAPE {", p);
    printShape(t, out);
    nnStringBufferPrintf(out, "}\n#define %s_NUM_ELEMENTS %lld\n", p,
                         (long long)count);
    nnStringBufferFree(&prefix);
  }
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
    nnStringBufferPrintf(out, "\n/* ");
    printSignature(entry, out);
    nnStringBufferPrintf(out, " */\n#define NN_");
    upper(entry->name, out);
    nnStringBufferPrintf(out, "_NUM_INPUTS %d\n#define NN_", entry->numInputs);
    upper(entry->name, out);
    nnStringBufferPrintf(out, "_NUM_OUTPUTS %d\n", entry->numOutputs);
    writeMacros(entry, false, out);
    writeMacros(entry, true, out);
    nnStringBufferPrintf(
        out, "int nn_%s(void *const *inputs, void *const *outputs);\n",
        entry->name);
  }
  nnStringBufferPrintf(out,
                       "\n/* The signature table (see above). */\n"
                       "int32_t nn_model_abi_version(void);\n"
                       "int32_t nn_model_num_entries(void);\n"
                       "const nn_model_entry *nn_model_get_entry(int32_t i);\n"
                       "int32_t nn_model_device(void);\n");
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
