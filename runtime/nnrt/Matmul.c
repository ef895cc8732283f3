/* nnrtMatmul (Matmul.h) on cuBLASLt: loading the library, a handle per
 * device, the mapping of nn's matrices onto cuBLASLt's column-major ones,
 * and a cache of the plans (descriptors and the chosen algorithm) so that
 * a repeated product asks cuBLASLt's heuristic once.
 *
 * The mapping. cuBLASLt reads a matrix column-major with a leading
 * dimension; an nn matrix with column stride 1 is its transpose stored
 * column-major. D with column stride 1 (row-major, what bufferization
 * gives) is therefore computed as D^T = B^T · A^T: cuBLASLt's first operand
 * is B^T, its second A^T, its bias runs along D^T's rows, which are nn's
 * columns (a Linear layer's bias). Each operand then says whether cuBLASLt
 * must transpose it, from which of its strides is 1. */
#include "runtime/nnrt/Matmul.h"

#include "runtime/nnrt/Cublaslt.h"
#include "runtime/nnrt/MemoryCache.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
  /* cuBLASLt's recommendation for Hopper; the heuristic picks algorithms
   * that need at most this much. */
  kWorkspaceBytes = 32 << 20,
  /* Plans kept; past it the cache starts over (shapes that vary from call
   * to call, dynamic ones, would otherwise grow it without bound). */
  kMaxPlans = 1024,
  kMaxAlignment = 256,
};

/* Loading cuBLASLt, once. */

static NnrtCublasLt lt;
static const NnrtCublasLt *loadedLt;
static pthread_once_t loadOnce = PTHREAD_ONCE_INIT;
static char loadError[512];

static void load(void) {
  const char *path = getenv("NNRT_LIBCUBLASLT");
  void *handle = NULL;
  if (path && *path) {
    handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  } else {
    /* CUDA 13's, else CUDA 12's: the functions and structs used here are
     * the same in both (PyTorch's wheels bring one or the other). */
    path = "libcublasLt.so.13";
    handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!handle &&
        (handle = dlopen("libcublasLt.so.12", RTLD_NOW | RTLD_LOCAL)))
      path = "libcublasLt.so.12";
  }
  if (!handle) {
    snprintf(loadError, sizeof(loadError),
             "nnrt: cannot load %s (cuBLASLt, for the matmuls of a program "
             "compiled with matmul-library=cublaslt): %s",
             path, dlerror());
    return;
  }
#define NNRT_CUBLASLT_LOAD(name, params)                                       \
  *(void **)&lt.name = dlsym(handle, #name);                                   \
  if (!lt.name) {                                                              \
    snprintf(loadError, sizeof(loadError), "nnrt: %s has no %s", path, #name); \
    return;                                                                    \
  }
  NNRT_CUBLASLT_FUNCTIONS(NNRT_CUBLASLT_LOAD)
#undef NNRT_CUBLASLT_LOAD
  *(void **)&lt.cublasLtGetStatusName = dlsym(handle, "cublasLtGetStatusName");
  loadedLt = &lt;
}

static const NnrtCublasLt *cublasLt(void) {
  pthread_once(&loadOnce, load);
  if (!loadedLt)
    nnrtError("%s", loadError);
  return loadedLt;
}

static bool check(NnrtLtStatus status, const char *operation) {
  if (status == NNRT_LT_SUCCESS)
    return true;
  const char *name =
      lt.cublasLtGetStatusName ? lt.cublasLtGetStatusName(status) : NULL;
  nnrtError("nnrt: %s failed: %s (cuBLAS status %d)", operation,
            name ? name : "unknown status", status);
  return false;
}

/* The mapping. */

/* One of cuBLASLt's operands: the layout of the stored matrix and whether
 * cuBLASLt transposes it. */
typedef struct {
  int64_t rows, cols, ld, batchStride;
  bool transposed;
} Operand;

/* A matrix of nn's, r×c with strides (sr, sc), as cuBLASLt stores it:
 * column-major r×c (`transposed` false: sr is 1, ld is sc), or column-major
 * c×r, its transpose (sc is 1, ld is sr). A dim of extent 1 takes any
 * stride. False when the matrix cannot be stored that way. */
static bool storedAs(int64_t r, int64_t c, int64_t sr, int64_t sc,
                     bool transposed, Operand *out) {
  if (transposed) {
    int64_t t = r;
    r = c, c = t, t = sr, sr = sc, sc = t;
  }
  if (sr != 1 && r != 1)
    return false;
  int64_t ld = c == 1 ? r : sc;
  if (ld < r)
    return false;
  *out = (Operand){.rows = r, .cols = c, .ld = ld, .transposed = transposed};
  return true;
}

static bool stored(int64_t r, int64_t c, int64_t sr, int64_t sc, Operand *out) {
  return storedAs(r, c, sr, sc, false, out) ||
         storedAs(r, c, sr, sc, true, out);
}

static int elementType(int code) {
  switch (code) {
  case NNRT_MATMUL_F32:
    return NNRT_LT_R_32F;
  case NNRT_MATMUL_F16:
    return NNRT_LT_R_16F;
  case NNRT_MATMUL_BF16:
    return NNRT_LT_R_16BF;
  default:
    return -1;
  }
}

/* The largest power of two up to kMaxAlignment dividing `p`. */
static uint32_t alignmentOf(const void *p) {
  uintptr_t address = (uintptr_t)p;
  uint32_t alignment = 1;
  while (alignment < kMaxAlignment && address % (alignment * 2) == 0)
    alignment *= 2;
  return alignment;
}

/* A plan: what a product needs besides its pointers, keyed by everything
 * that chose it. */
enum { kKeyWords = 4 + 4 * 6 };

typedef struct {
  int64_t key[kKeyWords];
  NnrtLtMatmulDesc desc;
  NnrtLtMatrixLayout layouts[4]; /* cuBLASLt's A, B, C, D */
  NnrtLtAlgo algo;
  size_t workspaceBytes;
} Plan;

typedef struct {
  int device;
  NnrtLtHandle handle;
} Handle;

static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static Plan *plans[kMaxPlans];
static int numPlans;
static Handle *handles;
static int numHandles;

static void destroyPlan(Plan *plan) {
  if (plan->desc)
    lt.cublasLtMatmulDescDestroy(plan->desc);
  for (int i = 0; i < 4; ++i)
    if (plan->layouts[i])
      lt.cublasLtMatrixLayoutDestroy(plan->layouts[i]);
  free(plan);
}

/* Under `mutex`. */
static NnrtLtHandle handleFor(int device) {
  for (int i = 0; i < numHandles; ++i)
    if (handles[i].device == device)
      return handles[i].handle;
  Handle *grown = realloc(handles, (size_t)(numHandles + 1) * sizeof(Handle));
  if (!grown) {
    nnrtError("nnrt: out of memory");
    return NULL;
  }
  handles = grown;
  NnrtLtHandle handle = NULL;
  if (!check(lt.cublasLtCreate(&handle), "cublasLtCreate"))
    return NULL;
  handles[numHandles++] = (Handle){device, handle};
  return handle;
}

static bool setLayout(NnrtLtMatrixLayout *layout, int type, const Operand *o,
                      int64_t batch) {
  int32_t count = (int32_t)batch;
  return check(lt.cublasLtMatrixLayoutCreate(layout, type, (uint64_t)o->rows,
                                             (uint64_t)o->cols, o->ld),
               "cublasLtMatrixLayoutCreate") &&
         (batch == 1 || (check(lt.cublasLtMatrixLayoutSetAttribute(
                                   *layout, NNRT_LT_LAYOUT_BATCH_COUNT, &count,
                                   sizeof(count)),
                               "cublasLtMatrixLayoutSetAttribute") &&
                         check(lt.cublasLtMatrixLayoutSetAttribute(
                                   *layout, NNRT_LT_LAYOUT_BATCH_OFFSET,
                                   &o->batchStride, sizeof(o->batchStride)),
                               "cublasLtMatrixLayoutSetAttribute")));
}

/* A new plan for `key` (nnrtMatmul builds it), its descriptors built and an
 * algorithm chosen; NULL on failure (reported). */
static Plan *newPlan(NnrtLtHandle handle, const int64_t *key,
                     const Operand operands[4], int64_t batch, int64_t flags,
                     const void *bias, const uint32_t alignments[4]) {
  bool hasBias = bias != NULL;
  Plan *plan = calloc(1, sizeof(Plan));
  if (!plan) {
    nnrtError("nnrt: out of memory");
    return NULL;
  }
  memcpy(plan->key, key, sizeof(plan->key));
  int input = elementType((int)(flags & 15)),
      output = elementType((int)((flags >> NNRT_MATMUL_OUTPUT_SHIFT) & 15));
  int activation = (int)((flags >> NNRT_MATMUL_ACTIVATION_SHIFT) & 15);
  int compute = (flags & NNRT_MATMUL_TF32) && input == NNRT_LT_R_32F
                    ? NNRT_LT_COMPUTE_32F_FAST_TF32
                    : NNRT_LT_COMPUTE_32F;
  int32_t transA = operands[0].transposed ? NNRT_LT_OP_T : NNRT_LT_OP_N,
          transB = operands[1].transposed ? NNRT_LT_OP_T : NNRT_LT_OP_N;
  uint32_t epilogue = activation == NNRT_MATMUL_RELU ? NNRT_LT_EPILOGUE_RELU
                      : activation == NNRT_MATMUL_GELU_TANH
                          ? NNRT_LT_EPILOGUE_GELU
                          : NNRT_LT_EPILOGUE_DEFAULT;
  if (hasBias)
    epilogue = epilogue == NNRT_LT_EPILOGUE_DEFAULT
                   ? NNRT_LT_EPILOGUE_BIAS
                   : epilogue | NNRT_LT_EPILOGUE_BIAS;
  int32_t biasType = output;
  uint64_t workspace = kWorkspaceBytes;
  NnrtLtPreference preference = NULL;
  bool ok =
      check(lt.cublasLtMatmulDescCreate(&plan->desc, compute, NNRT_LT_R_32F),
            "cublasLtMatmulDescCreate") &&
      check(lt.cublasLtMatmulDescSetAttribute(plan->desc, NNRT_LT_DESC_TRANSA,
                                              &transA, sizeof(transA)),
            "cublasLtMatmulDescSetAttribute") &&
      check(lt.cublasLtMatmulDescSetAttribute(plan->desc, NNRT_LT_DESC_TRANSB,
                                              &transB, sizeof(transB)),
            "cublasLtMatmulDescSetAttribute") &&
      check(lt.cublasLtMatmulDescSetAttribute(plan->desc, NNRT_LT_DESC_EPILOGUE,
                                              &epilogue, sizeof(epilogue)),
            "cublasLtMatmulDescSetAttribute") &&
      (!hasBias || check(lt.cublasLtMatmulDescSetAttribute(
                             plan->desc, NNRT_LT_DESC_BIAS_DATA_TYPE, &biasType,
                             sizeof(biasType)),
                         "cublasLtMatmulDescSetAttribute")) &&
      /* The heuristic reads the bias pointer's alignment (cublasLt.h): it
       * is set now, and its alignment is part of the key. */
      (!hasBias ||
       check(lt.cublasLtMatmulDescSetAttribute(
                 plan->desc, NNRT_LT_DESC_BIAS_POINTER, &bias, sizeof(bias)),
             "cublasLtMatmulDescSetAttribute"));
  for (int i = 0; ok && i < 4; ++i)
    ok = setLayout(&plan->layouts[i], i < 2 ? input : output, &operands[i],
                   batch);
  ok = ok && check(lt.cublasLtMatmulPreferenceCreate(&preference),
                   "cublasLtMatmulPreferenceCreate");
  ok = ok && check(lt.cublasLtMatmulPreferenceSetAttribute(
                       preference, NNRT_LT_PREF_MAX_WORKSPACE, &workspace,
                       sizeof(workspace)),
                   "cublasLtMatmulPreferenceSetAttribute");
  for (int i = 0; ok && i < 4; ++i)
    ok = check(lt.cublasLtMatmulPreferenceSetAttribute(
                   preference, NNRT_LT_PREF_ALIGNMENT_A + i, &alignments[i],
                   sizeof(alignments[i])),
               "cublasLtMatmulPreferenceSetAttribute");
  NnrtLtHeuristicResult result;
  int found = 0;
  ok = ok && check(lt.cublasLtMatmulAlgoGetHeuristic(
                       handle, plan->desc, plan->layouts[0], plan->layouts[1],
                       plan->layouts[2], plan->layouts[3], preference, 1,
                       &result, &found),
                   "cublasLtMatmulAlgoGetHeuristic");
  if (ok && (found < 1 || result.state != NNRT_LT_SUCCESS)) {
    nnrtError("nnrt: cuBLASLt has no algorithm for a %jdx%jdx%jd product "
              "(batch %jd) of these types, layouts and epilogue",
              (intmax_t)operands[3].rows, (intmax_t)operands[3].cols,
              (intmax_t)(operands[0].transposed ? operands[0].rows
                                                : operands[0].cols),
              (intmax_t)batch);
    ok = false;
  }
  if (preference)
    lt.cublasLtMatmulPreferenceDestroy(preference);
  if (!ok) {
    destroyPlan(plan);
    return NULL;
  }
  plan->algo = result.algo;
  plan->workspaceBytes = result.workspaceSize;
  return plan;
}

/* Under `mutex`: the plan for `key`, made on first use. */
static Plan *planFor(NnrtLtHandle handle, const int64_t *key,
                     const Operand operands[4], int64_t batch, int64_t flags,
                     const void *bias, const uint32_t alignments[4]) {
  for (int i = 0; i < numPlans; ++i)
    if (memcmp(plans[i]->key, key, sizeof(plans[i]->key)) == 0)
      return plans[i];
  Plan *plan = newPlan(handle, key, operands, batch, flags, bias, alignments);
  if (!plan)
    return NULL;
  if (numPlans == kMaxPlans) {
    for (int i = 0; i < numPlans; ++i)
      destroyPlan(plans[i]);
    numPlans = 0;
  }
  plans[numPlans++] = plan;
  return plan;
}

/* The entry point. */

typedef struct {
  const void *data;
  int64_t rowStride, colStride, batchStride;
} Matrix;

static bool validStrides(const Matrix *x, const char *name) {
  if (x->rowStride >= 0 && x->colStride >= 0 && x->batchStride >= 0)
    return true;
  nnrtError("nnrt: nnrtMatmul: %s has a negative stride (%jd, %jd, %jd)", name,
            (intmax_t)x->rowStride, (intmax_t)x->colStride,
            (intmax_t)x->batchStride);
  return false;
}

/* cuBLASLt's operands for D = A·B + C (Matmul.h says when there are
 * none): false, with an error, otherwise. */
static bool mapOperands(int64_t m, int64_t n, int64_t k, const Matrix *a,
                        const Matrix *b, const Matrix *c, const Matrix *d,
                        bool hasBias, Operand out[4]) {
  static const char *const names[] = {"A", "B", "C", "D"};
  Operand ad, bd;
  bool rowMajor = storedAs(m, n, d->rowStride, d->colStride, true, &out[3]);
  if (!rowMajor && !storedAs(m, n, d->rowStride, d->colStride, false, &out[3]))
    return nnrtError("nnrt: nnrtMatmul: D (%jdx%jd) has strides (%jd, %jd): "
                     "one of them must be 1",
                     (intmax_t)m, (intmax_t)n, (intmax_t)d->rowStride,
                     (intmax_t)d->colStride),
           false;
  if (hasBias && !rowMajor)
    return nnrtError("nnrt: nnrtMatmul: a bias needs D's column stride to "
                     "be 1; D (%jdx%jd) has strides (%jd, %jd)",
                     (intmax_t)m, (intmax_t)n, (intmax_t)d->rowStride,
                     (intmax_t)d->colStride),
           false;
  const Matrix *sources[2] = {a, b};
  int64_t rows[2] = {m, k}, cols[2] = {k, n};
  Operand *stores[2] = {&ad, &bd};
  for (int i = 0; i < 2; ++i)
    if (!stored(rows[i], cols[i], sources[i]->rowStride, sources[i]->colStride,
                stores[i]))
      return nnrtError("nnrt: nnrtMatmul: %s (%jdx%jd) has strides (%jd, "
                       "%jd): one of them must be 1, the other at least the "
                       "extent it steps over",
                       names[i], (intmax_t)rows[i], (intmax_t)cols[i],
                       (intmax_t)sources[i]->rowStride,
                       (intmax_t)sources[i]->colStride),
             false;
  /* Stored as X or as X^T; cuBLASLt then transposes it when its operand
   * is the other one: with D row-major, B^T and A^T; otherwise A and B. */
  ad.transposed = ad.transposed != rowMajor;
  bd.transposed = bd.transposed != rowMajor;
  out[0] = rowMajor ? bd : ad;
  out[1] = rowMajor ? ad : bd;
  out[0].batchStride = rowMajor ? b->batchStride : a->batchStride;
  out[1].batchStride = rowMajor ? a->batchStride : b->batchStride;
  out[3].batchStride = d->batchStride;
  if (c->data) {
    if (!storedAs(m, n, c->rowStride, c->colStride, rowMajor, &out[2]))
      return nnrtError("nnrt: nnrtMatmul: C (%jdx%jd) has strides (%jd, "
                       "%jd), not laid out as D's (%jd, %jd)",
                       (intmax_t)m, (intmax_t)n, (intmax_t)c->rowStride,
                       (intmax_t)c->colStride, (intmax_t)d->rowStride,
                       (intmax_t)d->colStride),
             false;
    out[2].batchStride = c->batchStride;
  } else {
    out[2] = out[3];
  }
  return true;
}

void nnrtMatmul(CUstream stream, int64_t flags, int64_t m, int64_t n, int64_t k,
                int64_t batch, const void *a, int64_t aRowStride,
                int64_t aColStride, int64_t aBatchStride, const void *b,
                int64_t bRowStride, int64_t bColStride, int64_t bBatchStride,
                const void *c, int64_t cRowStride, int64_t cColStride,
                int64_t cBatchStride, void *d, int64_t dRowStride,
                int64_t dColStride, int64_t dBatchStride, const void *bias) {
  Matrix ma = {a, aRowStride, aColStride, aBatchStride},
         mb = {b, bRowStride, bColStride, bBatchStride},
         mc = {c, cRowStride, cColStride, cBatchStride},
         md = {d, dRowStride, dColStride, dBatchStride};
  int input = (int)(flags & 15),
      output = (int)((flags >> NNRT_MATMUL_OUTPUT_SHIFT) & 15),
      activation = (int)((flags >> NNRT_MATMUL_ACTIVATION_SHIFT) & 15);
  if (flags < 0 || flags >> 13 || elementType(input) < 0 ||
      elementType(output) < 0 || activation > NNRT_MATMUL_GELU_TANH ||
      (input == NNRT_MATMUL_F32 && output != NNRT_MATMUL_F32) ||
      (input != NNRT_MATMUL_F32 && output != NNRT_MATMUL_F32 &&
       output != input)) {
    nnrtError("nnrt: nnrtMatmul: bad flags %#jx (types of A and B, of C "
              "and D, the activation)",
              (intmax_t)flags);
    return;
  }
  if (m <= 0 || n <= 0 || k <= 0 || batch <= 0 || batch > INT32_MAX) {
    nnrtError("nnrt: nnrtMatmul: sizes m=%jd n=%jd k=%jd batch=%jd must be "
              "positive",
              (intmax_t)m, (intmax_t)n, (intmax_t)k, (intmax_t)batch);
    return;
  }
  if (!a || !b || !d) {
    nnrtError("nnrt: nnrtMatmul: A, B and D must not be NULL");
    return;
  }
  if (!validStrides(&ma, "A") || !validStrides(&mb, "B") ||
      (c && !validStrides(&mc, "C")) || !validStrides(&md, "D"))
    return;
  if (batch > 1 && md.batchStride == 0) {
    nnrtError("nnrt: nnrtMatmul: D's batch stride is 0: %jd products would "
              "write one matrix",
              (intmax_t)batch);
    return;
  }
  Operand operands[4];
  if (!mapOperands(m, n, k, &ma, &mb, &mc, &md, bias != NULL, operands))
    return;
  const NnrtDriver *driver = nnrtEnter();
  const NnrtCublasLt *library = driver ? cublasLt() : NULL;
  if (!library)
    return;
  /* cuBLASLt's A, B, C and D (mapOperands). */
  bool rowMajor = operands[3].transposed;
  const void *pointers[4] = {rowMajor ? b : a, rowMajor ? a : b, c ? c : d, d};
  uint32_t alignments[4];
  for (int i = 0; i < 4; ++i)
    alignments[i] = alignmentOf(pointers[i]);
  /* The key: what newPlan reads, and the device. */
  int64_t key[kKeyWords] = {nnrtDefaultDevice(), flags, batch,
                            bias ? alignmentOf(bias) : 0};
  int at = 4;
  for (int i = 0; i < 4; ++i) {
    key[at++] = operands[i].rows;
    key[at++] = operands[i].cols;
    key[at++] = operands[i].ld;
    key[at++] = operands[i].batchStride;
    key[at++] = operands[i].transposed;
    key[at++] = alignments[i];
  }
  pthread_mutex_lock(&mutex);
  NnrtLtHandle handle = handleFor(nnrtDefaultDevice());
  Plan *plan =
      handle ? planFor(handle, key, operands, batch, flags, bias, alignments)
             : NULL;
  CUstream own = NULL;
  CUdeviceptr workspace = 0;
  bool ok = plan != NULL;
  if (ok && !stream)
    ok = nnrtCheck(driver->cuStreamCreate(&own, CU_STREAM_NON_BLOCKING),
                   "cuStreamCreate");
  CUstream on = stream ? stream : own;
  if (ok && plan->workspaceBytes)
    ok = (workspace = nnrtCacheAllocate(driver, plan->workspaceBytes, on)) != 0;
  float one = 1.0f, beta = c ? 1.0f : 0.0f;
  if (ok && bias)
    ok = check(lt.cublasLtMatmulDescSetAttribute(
                   plan->desc, NNRT_LT_DESC_BIAS_POINTER, &bias, sizeof(bias)),
               "cublasLtMatmulDescSetAttribute");
  if (ok)
    check(lt.cublasLtMatmul(
              handle, plan->desc, &one, pointers[0], plan->layouts[0],
              pointers[1], plan->layouts[1], &beta, pointers[2],
              plan->layouts[2], d, plan->layouts[3], &plan->algo,
              (void *)(uintptr_t)workspace, plan->workspaceBytes, on),
          "cublasLtMatmul");
  pthread_mutex_unlock(&mutex);
  /* The workspace goes back to the cache after the product (stream
   * ordered); on libnnrt's own stream, idle once that is synchronized. */
  if (workspace)
    nnrtCacheFree(driver, workspace, on);
  if (own) {
    if (nnrtCheck(driver->cuStreamSynchronize(own), "cuStreamSynchronize"))
      nnrtCacheStreamDone(driver, own);
    nnrtCheck(driver->cuStreamDestroy(own), "cuStreamDestroy");
  }
}

void nnrtReleaseMatmuls(void) {
  pthread_mutex_lock(&mutex);
  for (int i = 0; i < numPlans; ++i)
    destroyPlan(plans[i]);
  numPlans = 0;
  for (int i = 0; i < numHandles; ++i)
    lt.cublasLtDestroy(handles[i].handle);
  free(handles);
  handles = NULL;
  numHandles = 0;
  pthread_mutex_unlock(&mutex);
}
