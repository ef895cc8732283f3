/* A fake cuBLASLt for libnnrt's tests on machines without a GPU: the
 * functions of cublasLt.h that libnnrt's matmul (runtime/nnrt/Matmul.c)
 * loads, computing on the host what the real library computes on the
 * device, with the fake CUDA driver's "device" memory being host memory.
 *
 * It is written from cuBLASLt's documentation (cublasLt.h, cublas_api.h,
 * library_types.h of CUDA 13), not from libnnrt, so that it checks
 * libnnrt's mapping of nn's row-major, strided matrices onto cuBLASLt's
 * column-major ones independently: D = epilogue(alpha op(A) op(B) +
 * beta C) with column-major layouts (element (r, c) at r + c * ld, or
 * r * ld + c in CUBLASLT_ORDER_ROW), strided batches, the bias, relu and
 * gelu epilogues, f32, f16 and bf16 data and the 32F and 32F_FAST_TF32
 * compute types. It refuses what the real library refuses (a leading
 * dimension below the rows, shapes that do not agree, batch counts that
 * differ, a type or epilogue it cannot do) and, stricter than the real
 * one, what would go wrong there only sometimes: an algorithm used with
 * another problem than the heuristic chose it for, a workspace smaller
 * than the algorithm's, a pointer less aligned than the preference
 * promised (or than the bias pointer the heuristic saw).
 *
 * Each heuristic query and each matmul prints a line on stdout, as the
 * fake driver prints its calls, so that a test can count the queries (a
 * cache should skip repeated ones) and check what was asked for; a refused
 * call prints why. FAKE_CUBLASLT_NO_ALGO=1 makes the heuristic find no
 * algorithm; FAKE_CUBLASLT_LOG_ONLY=1 leaves D alone (the calls are only
 * logged and checked). The types are declared here with cublasLt.h's ABI: the
 * build needs no CUDA toolkit. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

typedef int cublasStatus_t;
enum {
  CUBLAS_STATUS_SUCCESS = 0,
  CUBLAS_STATUS_NOT_INITIALIZED = 1,
  CUBLAS_STATUS_ALLOC_FAILED = 3,
  CUBLAS_STATUS_INVALID_VALUE = 7,
  CUBLAS_STATUS_NOT_SUPPORTED = 15,
};

/* cudaDataType_t and cublasComputeType_t values. */
enum {
  CUDA_R_32F = 0,
  CUDA_R_16F = 2,
  CUDA_R_16BF = 14,
  CUBLAS_COMPUTE_32F = 68,
  CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
};

enum { CUBLAS_OP_N = 0, CUBLAS_OP_T = 1 };
enum { CUBLASLT_ORDER_COL = 0, CUBLASLT_ORDER_ROW = 1 };
enum { CUBLASLT_POINTER_MODE_HOST = 0 };

enum {
  CUBLASLT_EPILOGUE_DEFAULT = 1,
  CUBLASLT_EPILOGUE_RELU = 2,
  CUBLASLT_EPILOGUE_BIAS = 4,
  CUBLASLT_EPILOGUE_RELU_BIAS = 6,
  CUBLASLT_EPILOGUE_GELU = 32,
  CUBLASLT_EPILOGUE_GELU_BIAS = 36,
};

/* cublasLtMatmulDescAttributes_t */
enum {
  DESC_COMPUTE_TYPE = 0,
  DESC_SCALE_TYPE = 1,
  DESC_POINTER_MODE = 2,
  DESC_TRANSA = 3,
  DESC_TRANSB = 4,
  DESC_TRANSC = 5,
  DESC_EPILOGUE = 7,
  DESC_BIAS_POINTER = 8,
  DESC_BIAS_BATCH_STRIDE = 10,
  DESC_BIAS_DATA_TYPE = 26,
};

/* cublasLtMatrixLayoutAttribute_t */
enum {
  LAYOUT_TYPE = 0,
  LAYOUT_ORDER = 1,
  LAYOUT_ROWS = 2,
  LAYOUT_COLS = 3,
  LAYOUT_LD = 4,
  LAYOUT_BATCH_COUNT = 5,
  LAYOUT_STRIDED_BATCH_OFFSET = 6,
};

/* cublasLtMatmulPreferenceAttributes_t */
enum {
  PREF_MAX_WORKSPACE_BYTES = 1,
  PREF_MIN_ALIGNMENT_A_BYTES = 5,
  PREF_MIN_ALIGNMENT_D_BYTES = 8,
};

typedef struct {
  uint64_t data[8];
} cublasLtMatmulAlgo_t;

typedef struct {
  cublasLtMatmulAlgo_t algo;
  size_t workspaceSize;
  cublasStatus_t state;
  float wavesCount;
  int reserved[4];
} cublasLtMatmulHeuristicResult_t;

/* The handles: cublasLt.h's are opaque pointers; a magic number tells a
 * live object of the right kind from anything else. */
enum {
  kHandleMagic = 0x4c744831,
  kDescMagic = 0x4c744431,
  kLayoutMagic = 0x4c744c31,
  kPrefMagic = 0x4c745031,
  kAlgoMagic = 0x4c744131,
};

typedef struct Handle {
  uint32_t magic;
} Handle;

typedef struct Desc {
  uint32_t magic;
  int32_t computeType, scaleType, pointerMode;
  int32_t transa, transb, transc;
  uint32_t epilogue;
  const void *bias;
  int64_t biasBatchStride;
  int32_t biasType; // -1: D's type
} Desc;

typedef struct Layout {
  uint32_t magic;
  uint32_t type;
  int32_t order;
  uint64_t rows, cols;
  int64_t ld;
  int32_t batchCount;
  int64_t batchStride;
} Layout;

typedef struct Pref {
  uint32_t magic;
  uint64_t maxWorkspace;
  uint32_t minAlignment[4]; // A, B, C, D
} Pref;

// The workspace every algorithm asks for when the preference allows it.
enum { kWorkspaceBytes = 4096, kDefaultAlignment = 256 };

/* ---- Numbers ------------------------------------------------------------ */

static uint32_t floatBits(float f) {
  uint32_t x;
  memcpy(&x, &f, sizeof(x));
  return x;
}
static float bitsFloat(uint32_t x) {
  float f;
  memcpy(&f, &x, sizeof(f));
  return f;
}

static float halfToFloat(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000) << 16;
  uint32_t exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
  if (exponent == 0x1f) // infinity or NaN
    return bitsFloat(sign | 0x7f800000 | mantissa << 13);
  if (exponent == 0) { // zero or subnormal: mantissa * 2^-24, exact
    float magnitude = ldexpf((float)mantissa, -24);
    return sign ? -magnitude : magnitude;
  }
  return bitsFloat(sign | (exponent + 112) << 23 | mantissa << 13);
}

// Rounds to nearest, ties to even, as the GPU's conversions do.
static uint16_t floatToHalf(float f) {
  uint32_t x = floatBits(f);
  uint16_t sign = (uint16_t)((x >> 16) & 0x8000);
  uint32_t magnitude = x & 0x7fffffff;
  if (magnitude > 0x7f800000) // NaN: keep it quiet
    return sign | 0x7e00 | (uint16_t)((magnitude >> 13) & 0x3ff);
  // 65520 and above round to infinity (65504 is the largest half).
  if (magnitude >= 0x477ff000)
    return sign | 0x7c00;
  int exponent = (int)(magnitude >> 23) - 127;
  uint32_t significand = (magnitude & 0x7fffff) | 0x800000;
  if (exponent >= -14) { // a normal half: drop 13 bits
    uint32_t h = (uint32_t)(exponent + 15) << 10 | (magnitude & 0x7fffff) >> 13;
    uint32_t rest = magnitude & 0x1fff;
    if (rest > 0x1000 || (rest == 0x1000 && (h & 1)))
      ++h; // a carry into the exponent is the right result too
    return sign | (uint16_t)h;
  }
  // A subnormal half counts units of 2^-24: significand * 2^(exponent + 1).
  int shift = -(exponent + 1);
  if (shift > 24)
    return sign; // below half of the smallest subnormal
  uint32_t h = significand >> shift;
  uint32_t rest = significand & ((1u << shift) - 1), half = 1u << (shift - 1);
  if (rest > half || (rest == half && (h & 1)))
    ++h;
  return sign | (uint16_t)h;
}

static float bfloat16ToFloat(uint16_t b) {
  return bitsFloat((uint32_t)b << 16);
}

static uint16_t floatToBfloat16(float f) {
  uint32_t x = floatBits(f);
  if ((x & 0x7fffffff) > 0x7f800000)
    return (uint16_t)(x >> 16 | 0x40);
  return (uint16_t)((x + 0x7fff + ((x >> 16) & 1)) >> 16);
}

// TF32 keeps 10 of f32's 23 mantissa bits.
static float roundToTf32(float f) {
  uint32_t x = floatBits(f);
  if ((x & 0x7f800000) == 0x7f800000)
    return f;
  return bitsFloat((x + 0xfff + ((x >> 13) & 1)) & ~0x1fffu);
}

static float load(const void *base, int64_t index, uint32_t type) {
  if (type == CUDA_R_32F)
    return ((const float *)base)[index];
  uint16_t bits = ((const uint16_t *)base)[index];
  return type == CUDA_R_16F ? halfToFloat(bits) : bfloat16ToFloat(bits);
}

static void store(void *base, int64_t index, uint32_t type, float value) {
  if (type == CUDA_R_32F)
    ((float *)base)[index] = value;
  else
    ((uint16_t *)base)[index] =
        type == CUDA_R_16F ? floatToHalf(value) : floatToBfloat16(value);
}

static const char *typeName(uint32_t type) {
  switch (type) {
  case CUDA_R_32F:
    return "f32";
  case CUDA_R_16F:
    return "f16";
  case CUDA_R_16BF:
    return "bf16";
  default:
    return "?";
  }
}

static const char *epilogueName(uint32_t epilogue) {
  switch (epilogue) {
  case CUBLASLT_EPILOGUE_DEFAULT:
    return "DEFAULT";
  case CUBLASLT_EPILOGUE_RELU:
    return "RELU";
  case CUBLASLT_EPILOGUE_BIAS:
    return "BIAS";
  case CUBLASLT_EPILOGUE_RELU_BIAS:
    return "RELU_BIAS";
  case CUBLASLT_EPILOGUE_GELU:
    return "GELU";
  case CUBLASLT_EPILOGUE_GELU_BIAS:
    return "GELU_BIAS";
  default:
    return "?";
  }
}

/* ---- Status names and handles ------------------------------------------- */

EXPORT const char *cublasLtGetStatusName(cublasStatus_t status) {
  switch (status) {
  case CUBLAS_STATUS_SUCCESS:
    return "CUBLAS_STATUS_SUCCESS";
  case CUBLAS_STATUS_NOT_INITIALIZED:
    return "CUBLAS_STATUS_NOT_INITIALIZED";
  case CUBLAS_STATUS_ALLOC_FAILED:
    return "CUBLAS_STATUS_ALLOC_FAILED";
  case CUBLAS_STATUS_INVALID_VALUE:
    return "CUBLAS_STATUS_INVALID_VALUE";
  case CUBLAS_STATUS_NOT_SUPPORTED:
    return "CUBLAS_STATUS_NOT_SUPPORTED";
  default:
    return "<unknown>";
  }
}

EXPORT const char *cublasLtGetStatusString(cublasStatus_t status) {
  switch (status) {
  case CUBLAS_STATUS_SUCCESS:
    return "success";
  case CUBLAS_STATUS_NOT_INITIALIZED:
    return "the library was not initialized";
  case CUBLAS_STATUS_ALLOC_FAILED:
    return "the resource allocation failed";
  case CUBLAS_STATUS_INVALID_VALUE:
    return "an invalid numeric value was used as an argument";
  case CUBLAS_STATUS_NOT_SUPPORTED:
    return "the functionality requested is not supported";
  default:
    return "<unknown>";
  }
}

EXPORT cublasStatus_t cublasLtCreate(Handle **handle) {
  if (!handle)
    return CUBLAS_STATUS_INVALID_VALUE;
  *handle = malloc(sizeof(Handle));
  if (!*handle)
    return CUBLAS_STATUS_ALLOC_FAILED;
  (*handle)->magic = kHandleMagic;
  printf("fake-cublaslt: create\n");
  return CUBLAS_STATUS_SUCCESS;
}

EXPORT cublasStatus_t cublasLtDestroy(Handle *handle) {
  if (!handle || handle->magic != kHandleMagic)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  handle->magic = 0;
  free(handle);
  printf("fake-cublaslt: destroy\n");
  return CUBLAS_STATUS_SUCCESS;
}

/* ---- Descriptors -------------------------------------------------------- */

EXPORT cublasStatus_t cublasLtMatmulDescCreate(Desc **desc, int32_t computeType,
                                               int32_t scaleType) {
  if (!desc)
    return CUBLAS_STATUS_INVALID_VALUE;
  *desc = calloc(1, sizeof(Desc));
  if (!*desc)
    return CUBLAS_STATUS_ALLOC_FAILED;
  (*desc)->magic = kDescMagic;
  (*desc)->computeType = computeType;
  (*desc)->scaleType = scaleType;
  (*desc)->pointerMode = CUBLASLT_POINTER_MODE_HOST;
  (*desc)->transa = (*desc)->transb = (*desc)->transc = CUBLAS_OP_N;
  (*desc)->epilogue = CUBLASLT_EPILOGUE_DEFAULT;
  (*desc)->biasType = -1;
  return CUBLAS_STATUS_SUCCESS;
}

EXPORT cublasStatus_t cublasLtMatmulDescDestroy(Desc *desc) {
  if (desc && desc->magic != kDescMagic)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (desc)
    desc->magic = 0;
  free(desc);
  return CUBLAS_STATUS_SUCCESS;
}

// Copies an attribute's value if its size is the attribute type's, as the
// real library's setters check.
#define SET_ATTRIBUTE(field)                                                   \
  do {                                                                         \
    if (size != sizeof(field))                                                 \
      return CUBLAS_STATUS_INVALID_VALUE;                                      \
    memcpy(&(field), buf, size);                                               \
  } while (0)

EXPORT cublasStatus_t cublasLtMatmulDescSetAttribute(Desc *desc, int attr,
                                                     const void *buf,
                                                     size_t size) {
  if (!desc || desc->magic != kDescMagic || !buf)
    return CUBLAS_STATUS_INVALID_VALUE;
  switch (attr) {
  case DESC_COMPUTE_TYPE:
    SET_ATTRIBUTE(desc->computeType);
    break;
  case DESC_SCALE_TYPE:
    SET_ATTRIBUTE(desc->scaleType);
    break;
  case DESC_POINTER_MODE:
    SET_ATTRIBUTE(desc->pointerMode);
    break;
  case DESC_TRANSA:
    SET_ATTRIBUTE(desc->transa);
    break;
  case DESC_TRANSB:
    SET_ATTRIBUTE(desc->transb);
    break;
  case DESC_TRANSC:
    SET_ATTRIBUTE(desc->transc);
    break;
  case DESC_EPILOGUE:
    SET_ATTRIBUTE(desc->epilogue);
    break;
  case DESC_BIAS_POINTER:
    SET_ATTRIBUTE(desc->bias);
    break;
  case DESC_BIAS_BATCH_STRIDE:
    SET_ATTRIBUTE(desc->biasBatchStride);
    break;
  case DESC_BIAS_DATA_TYPE:
    SET_ATTRIBUTE(desc->biasType);
    break;
  default: // not used by the epilogues faked here
    break;
  }
  return CUBLAS_STATUS_SUCCESS;
}

EXPORT cublasStatus_t cublasLtMatrixLayoutCreate(Layout **layout, uint32_t type,
                                                 uint64_t rows, uint64_t cols,
                                                 int64_t ld) {
  if (!layout)
    return CUBLAS_STATUS_INVALID_VALUE;
  *layout = calloc(1, sizeof(Layout));
  if (!*layout)
    return CUBLAS_STATUS_ALLOC_FAILED;
  **layout = (Layout){.magic = kLayoutMagic,
                      .type = type,
                      .order = CUBLASLT_ORDER_COL,
                      .rows = rows,
                      .cols = cols,
                      .ld = ld,
                      .batchCount = 1,
                      .batchStride = 0};
  return CUBLAS_STATUS_SUCCESS;
}

EXPORT cublasStatus_t cublasLtMatrixLayoutDestroy(Layout *layout) {
  if (layout && layout->magic != kLayoutMagic)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (layout)
    layout->magic = 0;
  free(layout);
  return CUBLAS_STATUS_SUCCESS;
}

EXPORT cublasStatus_t cublasLtMatrixLayoutSetAttribute(Layout *layout, int attr,
                                                       const void *buf,
                                                       size_t size) {
  if (!layout || layout->magic != kLayoutMagic || !buf)
    return CUBLAS_STATUS_INVALID_VALUE;
  switch (attr) {
  case LAYOUT_TYPE:
    SET_ATTRIBUTE(layout->type);
    break;
  case LAYOUT_ORDER:
    SET_ATTRIBUTE(layout->order);
    break;
  case LAYOUT_ROWS:
    SET_ATTRIBUTE(layout->rows);
    break;
  case LAYOUT_COLS:
    SET_ATTRIBUTE(layout->cols);
    break;
  case LAYOUT_LD:
    SET_ATTRIBUTE(layout->ld);
    break;
  case LAYOUT_BATCH_COUNT:
    SET_ATTRIBUTE(layout->batchCount);
    break;
  case LAYOUT_STRIDED_BATCH_OFFSET:
    SET_ATTRIBUTE(layout->batchStride);
    break;
  default: // planar complex and pointer-array batches: not faked
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  return CUBLAS_STATUS_SUCCESS;
}

EXPORT cublasStatus_t cublasLtMatmulPreferenceCreate(Pref **pref) {
  if (!pref)
    return CUBLAS_STATUS_INVALID_VALUE;
  *pref = calloc(1, sizeof(Pref));
  if (!*pref)
    return CUBLAS_STATUS_ALLOC_FAILED;
  (*pref)->magic = kPrefMagic;
  for (int i = 0; i < 4; ++i) // cublasLt.h: "default: 256"
    (*pref)->minAlignment[i] = kDefaultAlignment;
  return CUBLAS_STATUS_SUCCESS;
}

EXPORT cublasStatus_t cublasLtMatmulPreferenceDestroy(Pref *pref) {
  if (pref && pref->magic != kPrefMagic)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (pref)
    pref->magic = 0;
  free(pref);
  return CUBLAS_STATUS_SUCCESS;
}

EXPORT cublasStatus_t cublasLtMatmulPreferenceSetAttribute(Pref *pref, int attr,
                                                           const void *buf,
                                                           size_t size) {
  if (!pref || pref->magic != kPrefMagic || !buf)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (attr == PREF_MAX_WORKSPACE_BYTES)
    SET_ATTRIBUTE(pref->maxWorkspace);
  else if (attr >= PREF_MIN_ALIGNMENT_A_BYTES &&
           attr <= PREF_MIN_ALIGNMENT_D_BYTES)
    SET_ATTRIBUTE(pref->minAlignment[attr - PREF_MIN_ALIGNMENT_A_BYTES]);
  return CUBLAS_STATUS_SUCCESS; // others only steer the search
}

/* ---- The problem -------------------------------------------------------- */

// A product as the descriptors describe it, checked.
typedef struct Problem {
  const Desc *desc;
  const Layout *a, *b, *c, *d;
  uint64_t m, n, k;
  int32_t batch;
  uint32_t biasType;
} Problem;

static cublasStatus_t refuse(cublasStatus_t status, const char *why) {
  printf("fake-cublaslt: refused (%s): %s\n", cublasLtGetStatusName(status),
         why);
  return status;
}

static int liveLayout(const Layout *l) { return l && l->magic == kLayoutMagic; }

// The rows and columns of op(X), X stored as `l` says.
static void opShape(const Layout *l, int32_t trans, uint64_t *rows,
                    uint64_t *cols) {
  *rows = trans == CUBLAS_OP_N ? l->rows : l->cols;
  *cols = trans == CUBLAS_OP_N ? l->cols : l->rows;
}

// cublasLt.h: the leading dimension "must be large enough so that matrix
// memory locations are not overlapping (e.g. greater or equal to
// CUBLASLT_MATRIX_LAYOUT_ROWS in case of CUBLASLT_ORDER_COL)".
static int validLd(const Layout *l) {
  uint64_t extent = l->order == CUBLASLT_ORDER_COL ? l->rows : l->cols;
  return l->ld >= 0 && (uint64_t)l->ld >= (extent ? extent : 1);
}

// The element types cublasLtMatmul supports with a 32F scale type (the
// cuBLAS documentation's table of cublasLtMatmul's data types), of those
// faked here: A and B alike, C and D alike; f16 and bf16 inputs with their
// own type or f32 out; FAST_TF32 with f32 only.
static int supportedTypes(int32_t compute, uint32_t ab, uint32_t cd) {
  if (compute == CUBLAS_COMPUTE_32F_FAST_TF32)
    return ab == CUDA_R_32F && cd == CUDA_R_32F;
  if (compute != CUBLAS_COMPUTE_32F)
    return 0;
  if (ab == CUDA_R_32F)
    return cd == CUDA_R_32F;
  return (ab == CUDA_R_16F || ab == CUDA_R_16BF) &&
         (cd == ab || cd == CUDA_R_32F);
}

static cublasStatus_t checkProblem(Problem *p, const Desc *desc,
                                   const Layout *a, const Layout *b,
                                   const Layout *c, const Layout *d) {
  if (!desc || desc->magic != kDescMagic || !liveLayout(a) || !liveLayout(b) ||
      !liveLayout(d) || (c && !liveLayout(c)))
    return refuse(CUBLAS_STATUS_INVALID_VALUE, "a descriptor is missing");
  if (!c) // cuBLAS: "If Cdesc is omitted, it is assumed equal to Ddesc"
    c = d;
  *p = (Problem){.desc = desc, .a = a, .b = b, .c = c, .d = d};
  if (desc->scaleType != CUDA_R_32F ||
      desc->pointerMode != CUBLASLT_POINTER_MODE_HOST)
    return refuse(CUBLAS_STATUS_NOT_SUPPORTED, "scale type or pointer mode");
  if ((desc->transa != CUBLAS_OP_N && desc->transa != CUBLAS_OP_T) ||
      (desc->transb != CUBLAS_OP_N && desc->transb != CUBLAS_OP_T) ||
      desc->transc != CUBLAS_OP_N)
    return refuse(CUBLAS_STATUS_NOT_SUPPORTED, "a transpose not faked");
  if (a->type != b->type || c->type != d->type ||
      !supportedTypes(desc->computeType, a->type, d->type))
    return refuse(CUBLAS_STATUS_NOT_SUPPORTED, "types");

  const Layout *all[4] = {a, b, c, d};
  for (int i = 0; i < 4; ++i) {
    const Layout *l = all[i];
    if (l->order != CUBLASLT_ORDER_COL && l->order != CUBLASLT_ORDER_ROW)
      return refuse(CUBLAS_STATUS_NOT_SUPPORTED, "a layout order not faked");
    // C may have a leading dimension of 0 (a broadcast row or column)
    // unless it is D itself.
    if (!validLd(l) && !(l == c && c != d && l->ld == 0))
      return refuse(CUBLAS_STATUS_INVALID_VALUE,
                    "a leading dimension below the rows");
    if (l->batchCount < 1 || l->batchStride < 0)
      return refuse(CUBLAS_STATUS_INVALID_VALUE, "a batch");
    if (l->batchCount != d->batchCount)
      return refuse(CUBLAS_STATUS_INVALID_VALUE,
                    "batch counts differ"); // the real log's words too
    if (l->rows > INT32_MAX || l->cols > INT32_MAX)
      return refuse(CUBLAS_STATUS_NOT_SUPPORTED, "a dimension past int32");
  }

  uint64_t aRows, aCols, bRows, bCols;
  opShape(a, desc->transa, &aRows, &aCols);
  opShape(b, desc->transb, &bRows, &bCols);
  p->m = d->rows;
  p->n = d->cols;
  p->k = aCols;
  p->batch = d->batchCount;
  if (aRows != p->m || bCols != p->n || bRows != p->k || c->rows != p->m ||
      c->cols != p->n || c->order != d->order)
    return refuse(CUBLAS_STATUS_INVALID_VALUE, "shapes do not agree");
  if (!p->m || !p->n || !p->k)
    return refuse(CUBLAS_STATUS_INVALID_VALUE, "an empty matrix");

  switch (desc->epilogue) {
  case CUBLASLT_EPILOGUE_DEFAULT:
  case CUBLASLT_EPILOGUE_RELU:
  case CUBLASLT_EPILOGUE_GELU:
  case CUBLASLT_EPILOGUE_BIAS:
  case CUBLASLT_EPILOGUE_RELU_BIAS:
  case CUBLASLT_EPILOGUE_GELU_BIAS:
    break;
  default:
    return refuse(CUBLAS_STATUS_NOT_SUPPORTED, "an epilogue not faked");
  }
  // cublasLt.h: bias elements are of D's type (but for int8 and fp8).
  p->biasType = desc->biasType == -1 ? d->type : (uint32_t)desc->biasType;
  if ((desc->epilogue & CUBLASLT_EPILOGUE_BIAS) && p->biasType != d->type)
    return refuse(CUBLAS_STATUS_NOT_SUPPORTED, "a bias type other than D's");
  if (desc->biasBatchStride < 0)
    return refuse(CUBLAS_STATUS_INVALID_VALUE, "a bias batch stride");
  return CUBLAS_STATUS_SUCCESS;
}

// What an algorithm is for: everything of the problem but the pointers
// (FNV-1a over the fields), so that an algorithm cannot be used for
// another problem than the heuristic chose it for.
static uint64_t fingerprint(const Problem *p) {
  const Desc *e = p->desc;
  int64_t fields[40] = {e->computeType, e->scaleType, e->transa,
                        e->transb,      e->epilogue,  e->biasBatchStride,
                        p->biasType,    p->c == p->d};
  int count = 8;
  const Layout *all[4] = {p->a, p->b, p->c, p->d};
  for (int i = 0; i < 4; ++i) {
    int64_t layout[7] = {
        all[i]->type,          all[i]->order, (int64_t)all[i]->rows,
        (int64_t)all[i]->cols, all[i]->ld,    all[i]->batchCount,
        all[i]->batchStride};
    memcpy(fields + count, layout, sizeof(layout));
    count += 7;
  }
  uint64_t hash = 0xcbf29ce484222325ull;
  const unsigned char *bytes = (const unsigned char *)fields;
  for (size_t i = 0; i < count * sizeof(int64_t); ++i)
    hash = (hash ^ bytes[i]) * 0x100000001b3ull;
  return hash;
}

// The largest power of two dividing the address, up to 256 (NULL: 256).
static uint64_t alignmentOf(const void *ptr) {
  uintptr_t address = (uintptr_t)ptr;
  uint64_t alignment = 1;
  while (alignment < kDefaultAlignment && !(address & alignment))
    alignment <<= 1;
  return alignment;
}

static const char *computeName(int32_t compute) {
  return compute == CUBLAS_COMPUTE_32F_FAST_TF32 ? "32F_FAST_TF32" : "32F";
}

/* ---- The heuristic ------------------------------------------------------ */

/* One algorithm: algo.data holds a magic number, the problem's fingerprint,
 * the workspace it needs, the alignments the preference promised for A, B,
 * C and D, and the bias pointer's alignment (cublasLt.h: the heuristic
 * "depend[s] on its value to determine expected pointer alignment"). */
EXPORT cublasStatus_t cublasLtMatmulAlgoGetHeuristic(
    Handle *handle, Desc *desc, Layout *a, Layout *b, Layout *c, Layout *d,
    Pref *pref, int requested, cublasLtMatmulHeuristicResult_t results[],
    int *returned) {
  if (!handle || handle->magic != kHandleMagic)
    return refuse(CUBLAS_STATUS_NOT_INITIALIZED, "no handle");
  if (!pref || pref->magic != kPrefMagic || requested <= 0 || !results ||
      !returned)
    return refuse(CUBLAS_STATUS_INVALID_VALUE, "heuristic arguments");
  *returned = 0;
  Problem p;
  cublasStatus_t status = checkProblem(&p, desc, a, b, c, d);
  if (status != CUBLAS_STATUS_SUCCESS)
    return status;
  printf("fake-cublaslt: heuristic m=%llu n=%llu k=%llu batch=%d transa=%c "
         "transb=%c epilogue=%s compute=%s types=%s,%s,%s,%s "
         "align=%u,%u,%u,%u max-workspace=%llu\n",
         (unsigned long long)p.m, (unsigned long long)p.n,
         (unsigned long long)p.k, p.batch, desc->transa ? 'T' : 'N',
         desc->transb ? 'T' : 'N', epilogueName(desc->epilogue),
         computeName(desc->computeType), typeName(a->type), typeName(b->type),
         typeName(p.c->type), typeName(d->type), pref->minAlignment[0],
         pref->minAlignment[1], pref->minAlignment[2], pref->minAlignment[3],
         (unsigned long long)pref->maxWorkspace);
  const char *noAlgo = getenv("FAKE_CUBLASLT_NO_ALGO");
  if (noAlgo && strcmp(noAlgo, "1") == 0)
    return refuse(CUBLAS_STATUS_NOT_SUPPORTED, "no algorithm (as asked)");

  memset(&results[0], 0, sizeof(results[0]));
  uint64_t *data = results[0].algo.data;
  data[0] = kAlgoMagic;
  data[1] = fingerprint(&p);
  data[2] = pref->maxWorkspace >= kWorkspaceBytes ? kWorkspaceBytes : 0;
  for (int i = 0; i < 4; ++i)
    data[3 + i] = pref->minAlignment[i];
  data[7] = alignmentOf(desc->bias);
  results[0].workspaceSize = data[2];
  results[0].state = CUBLAS_STATUS_SUCCESS;
  results[0].wavesCount = 1.0f;
  *returned = 1;
  return CUBLAS_STATUS_SUCCESS;
}

/* ---- The product -------------------------------------------------------- */

// Element (r, c) of batch item `item` of the matrix at `base`.
static int64_t offsetOf(const Layout *l, int32_t item, uint64_t r, uint64_t c) {
  int64_t rr = (int64_t)r, cc = (int64_t)c;
  return item * l->batchStride +
         (l->order == CUBLASLT_ORDER_COL ? rr + cc * l->ld : rr * l->ld + cc);
}

static double gelu(double x) {
  const double kSqrt2OverPi = 0.7978845608028654;
  return 0.5 * x * (1 + tanh(kSqrt2OverPi * (x + 0.044715 * x * x * x)));
}

EXPORT cublasStatus_t cublasLtMatmul(
    Handle *handle, Desc *desc, const void *alpha, const void *A, Layout *a,
    const void *B, Layout *b, const void *beta, const void *C, Layout *c,
    void *D, Layout *d, const cublasLtMatmulAlgo_t *algo, void *workspace,
    size_t workspaceSize, void *stream) {
  if (!handle || handle->magic != kHandleMagic)
    return refuse(CUBLAS_STATUS_NOT_INITIALIZED, "no handle");
  Problem p;
  cublasStatus_t status = checkProblem(&p, desc, a, b, c, d);
  if (status != CUBLAS_STATUS_SUCCESS)
    return status;
  printf("fake-cublaslt: matmul m=%llu n=%llu k=%llu batch=%d lda=%lld "
         "ldb=%lld ldc=%lld ldd=%lld transa=%c transb=%c epilogue=%s "
         "compute=%s types=%s,%s,%s,%s stream=%s workspace=%zu "
         "batch-strides=%lld,%lld,%lld,%lld\n",
         (unsigned long long)p.m, (unsigned long long)p.n,
         (unsigned long long)p.k, p.batch, (long long)a->ld, (long long)b->ld,
         (long long)p.c->ld, (long long)d->ld, desc->transa ? 'T' : 'N',
         desc->transb ? 'T' : 'N', epilogueName(desc->epilogue),
         computeName(desc->computeType), typeName(a->type), typeName(b->type),
         typeName(p.c->type), typeName(d->type), stream ? "set" : "null",
         workspaceSize, (long long)a->batchStride, (long long)b->batchStride,
         (long long)p.c->batchStride, (long long)d->batchStride);

  if (!alpha || !beta || !A || !B || !D)
    return refuse(CUBLAS_STATUS_INVALID_VALUE, "a NULL pointer");
  float alphaValue = *(const float *)alpha, betaValue = *(const float *)beta;
  // BLAS: with beta 0, C is not read (and may be anything).
  if (betaValue != 0 && !C)
    return refuse(CUBLAS_STATUS_INVALID_VALUE, "no C with a nonzero beta");
  // cuBLAS: in place (C == D) needs C's layout to be D's.
  if (C == D && betaValue != 0 &&
      (p.c->ld != d->ld || p.c->batchStride != d->batchStride ||
       p.c->type != d->type))
    return refuse(CUBLAS_STATUS_INVALID_VALUE, "C is D with another layout");
  int hasBias = (desc->epilogue & CUBLASLT_EPILOGUE_BIAS) != 0;
  if (hasBias && !desc->bias)
    return refuse(CUBLAS_STATUS_INVALID_VALUE, "a bias epilogue, no bias");

  if (algo) { // NULL: the library runs its heuristic itself
    const uint64_t *data = algo->data;
    if (data[0] != kAlgoMagic)
      return refuse(CUBLAS_STATUS_INVALID_VALUE, "not an algorithm");
    if (data[1] != fingerprint(&p))
      return refuse(CUBLAS_STATUS_INVALID_VALUE,
                    "an algorithm chosen for another problem");
    if (data[2] && (!workspace || workspaceSize < data[2]))
      return refuse(CUBLAS_STATUS_INVALID_VALUE,
                    "less workspace than the algorithm needs");
    const void *pointers[4] = {A, B, betaValue != 0 ? C : NULL, D};
    for (int i = 0; i < 4; ++i)
      if (pointers[i] && alignmentOf(pointers[i]) < data[3 + i])
        return refuse(CUBLAS_STATUS_INVALID_VALUE,
                      "a pointer less aligned than the preference promised");
    if (hasBias && alignmentOf(desc->bias) < data[7])
      return refuse(CUBLAS_STATUS_INVALID_VALUE,
                    "a bias less aligned than the heuristic's");
  }

  // FAKE_CUBLASLT_LOG_ONLY=1: the call is logged and checked, not computed
  // (the GPU check's dry run, whose 4096^3 matmul would take minutes).
  const char *logOnly = getenv("FAKE_CUBLASLT_LOG_ONLY");
  if (logOnly && strcmp(logOnly, "1") == 0)
    return CUBLAS_STATUS_SUCCESS;

  // The whole result first, then D: C may be D.
  size_t count = (size_t)p.batch * p.m * p.n;
  float *result = malloc(count * sizeof(float));
  if (!result)
    return CUBLAS_STATUS_ALLOC_FAILED;
  int tf32 = desc->computeType == CUBLAS_COMPUTE_32F_FAST_TF32;
  for (int32_t item = 0; item < p.batch; ++item)
    for (uint64_t row = 0; row < p.m; ++row)
      for (uint64_t col = 0; col < p.n; ++col) {
        double sum = 0;
        for (uint64_t i = 0; i < p.k; ++i) {
          // op(A)(row, i) and op(B)(i, col).
          int64_t ai = desc->transa == CUBLAS_OP_N ? offsetOf(a, item, row, i)
                                                   : offsetOf(a, item, i, row);
          int64_t bi = desc->transb == CUBLAS_OP_N ? offsetOf(b, item, i, col)
                                                   : offsetOf(b, item, col, i);
          float x = load(A, ai, a->type), y = load(B, bi, b->type);
          if (tf32) {
            x = roundToTf32(x);
            y = roundToTf32(y);
          }
          sum += (double)x * y;
        }
        double value = alphaValue * (double)(float)sum;
        if (betaValue != 0)
          value += betaValue *
                   (double)load(C, offsetOf(p.c, item, row, col), p.c->type);
        if (hasBias) // one per row of D, over its columns
          value += load(desc->bias, item * desc->biasBatchStride + (int64_t)row,
                        p.biasType);
        if (desc->epilogue & CUBLASLT_EPILOGUE_RELU)
          value = value > 0 ? value : 0;
        if (desc->epilogue & CUBLASLT_EPILOGUE_GELU)
          value = gelu(value);
        result[((size_t)item * p.m + row) * p.n + col] = (float)value;
      }
  for (int32_t item = 0; item < p.batch; ++item)
    for (uint64_t row = 0; row < p.m; ++row)
      for (uint64_t col = 0; col < p.n; ++col)
        store(D, offsetOf(d, item, row, col), d->type,
              result[((size_t)item * p.m + row) * p.n + col]);
  free(result);
  return CUBLAS_STATUS_SUCCESS;
}
