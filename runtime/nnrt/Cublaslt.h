/* The part of cuBLASLt libnnrt uses (Matmul.c), declared here rather than
 * taken from cublasLt.h, as the driver's is in Driver.h: nothing in the
 * build needs the CUDA toolkit, and the library is loaded with dlopen on
 * first use. The values and struct layouts are cublasLt.h's, cublas_api.h's
 * and library_types.h's (CUDA 13.0; checked with _Static_asserts against
 * those headers when this was written). */
#ifndef NNRT_CUBLASLT_H
#define NNRT_CUBLASLT_H

#include <stddef.h>
#include <stdint.h>

typedef int NnrtLtStatus;
typedef struct NnrtLtContext *NnrtLtHandle;
typedef struct NnrtLtMatmulDescOpaque *NnrtLtMatmulDesc;
typedef struct NnrtLtMatrixLayoutOpaque *NnrtLtMatrixLayout;
typedef struct NnrtLtPreferenceOpaque *NnrtLtPreference;

/* cublasLtMatmulAlgo_t and cublasLtMatmulHeuristicResult_t. */
typedef struct {
  uint64_t data[8];
} NnrtLtAlgo;

typedef struct {
  NnrtLtAlgo algo;
  size_t workspaceSize;
  NnrtLtStatus state;
  float wavesCount;
  int reserved[4];
} NnrtLtHeuristicResult;

enum {
  NNRT_LT_SUCCESS = 0,                /* CUBLAS_STATUS_SUCCESS */
  NNRT_LT_R_32F = 0,                  /* cudaDataType CUDA_R_32F */
  NNRT_LT_R_16F = 2,                  /* CUDA_R_16F */
  NNRT_LT_R_16BF = 14,                /* CUDA_R_16BF */
  NNRT_LT_COMPUTE_32F = 68,           /* CUBLAS_COMPUTE_32F */
  NNRT_LT_COMPUTE_32F_FAST_TF32 = 77, /* CUBLAS_COMPUTE_32F_FAST_TF32 */
  NNRT_LT_OP_N = 0,                   /* CUBLAS_OP_N */
  NNRT_LT_OP_T = 1,                   /* CUBLAS_OP_T */
  NNRT_LT_DESC_TRANSA = 3,            /* CUBLASLT_MATMUL_DESC_TRANSA */
  NNRT_LT_DESC_TRANSB = 4,            /* CUBLASLT_MATMUL_DESC_TRANSB */
  NNRT_LT_DESC_EPILOGUE = 7,          /* CUBLASLT_MATMUL_DESC_EPILOGUE */
  NNRT_LT_DESC_BIAS_POINTER = 8,      /* CUBLASLT_MATMUL_DESC_BIAS_POINTER */
  NNRT_LT_DESC_BIAS_DATA_TYPE = 26,   /* .._DESC_BIAS_DATA_TYPE */
  NNRT_LT_LAYOUT_BATCH_COUNT = 5,     /* CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT */
  NNRT_LT_LAYOUT_BATCH_OFFSET = 6,    /* .._STRIDED_BATCH_OFFSET */
  NNRT_LT_PREF_MAX_WORKSPACE = 1,     /* .._PREF_MAX_WORKSPACE_BYTES */
  NNRT_LT_PREF_ALIGNMENT_A = 5,       /* .._PREF_MIN_ALIGNMENT_A_BYTES */
  NNRT_LT_PREF_ALIGNMENT_B = 6,       /* .._B_BYTES */
  NNRT_LT_PREF_ALIGNMENT_C = 7,       /* .._C_BYTES */
  NNRT_LT_PREF_ALIGNMENT_D = 8,       /* .._D_BYTES */
  NNRT_LT_EPILOGUE_DEFAULT = 1,       /* CUBLASLT_EPILOGUE_DEFAULT */
  NNRT_LT_EPILOGUE_RELU = 2,          /* CUBLASLT_EPILOGUE_RELU */
  NNRT_LT_EPILOGUE_BIAS = 4,          /* CUBLASLT_EPILOGUE_BIAS */
  NNRT_LT_EPILOGUE_GELU = 32,         /* CUBLASLT_EPILOGUE_GELU */
};

/* Every cuBLASLt function libnnrt calls: X(field, parameters). */
#define NNRT_CUBLASLT_FUNCTIONS(X)                                             \
  X(cublasLtCreate, (NnrtLtHandle * handle))                                   \
  X(cublasLtDestroy, (NnrtLtHandle handle))                                    \
  X(cublasLtMatmulDescCreate,                                                  \
    (NnrtLtMatmulDesc * desc, int computeType, int scaleType))                 \
  X(cublasLtMatmulDescDestroy, (NnrtLtMatmulDesc desc))                        \
  X(cublasLtMatmulDescSetAttribute,                                            \
    (NnrtLtMatmulDesc desc, int attribute, const void *buf, size_t size))      \
  X(cublasLtMatrixLayoutCreate, (NnrtLtMatrixLayout * layout, int type,        \
                                 uint64_t rows, uint64_t cols, int64_t ld))    \
  X(cublasLtMatrixLayoutDestroy, (NnrtLtMatrixLayout layout))                  \
  X(cublasLtMatrixLayoutSetAttribute,                                          \
    (NnrtLtMatrixLayout layout, int attribute, const void *buf, size_t size))  \
  X(cublasLtMatmulPreferenceCreate, (NnrtLtPreference * preference))           \
  X(cublasLtMatmulPreferenceDestroy, (NnrtLtPreference preference))            \
  X(cublasLtMatmulPreferenceSetAttribute,                                      \
    (NnrtLtPreference preference, int attribute, const void *buf,              \
     size_t size))                                                             \
  X(cublasLtMatmulAlgoGetHeuristic,                                            \
    (NnrtLtHandle handle, NnrtLtMatmulDesc desc, NnrtLtMatrixLayout a,         \
     NnrtLtMatrixLayout b, NnrtLtMatrixLayout c, NnrtLtMatrixLayout d,         \
     NnrtLtPreference preference, int requested,                               \
     NnrtLtHeuristicResult *results, int *returned))                           \
  X(cublasLtMatmul,                                                            \
    (NnrtLtHandle handle, NnrtLtMatmulDesc desc, const void *alpha,            \
     const void *a, NnrtLtMatrixLayout aLayout, const void *b,                 \
     NnrtLtMatrixLayout bLayout, const void *beta, const void *c,              \
     NnrtLtMatrixLayout cLayout, void *d, NnrtLtMatrixLayout dLayout,          \
     const NnrtLtAlgo *algo, void *workspace, size_t workspaceSize,            \
     void *stream))

typedef struct NnrtCublasLt {
#define NNRT_CUBLASLT_FIELD(name, params) NnrtLtStatus(*name) params;
  NNRT_CUBLASLT_FUNCTIONS(NNRT_CUBLASLT_FIELD)
#undef NNRT_CUBLASLT_FIELD
  const char *(*cublasLtGetStatusName)(NnrtLtStatus status);
} NnrtCublasLt;

#endif /* NNRT_CUBLASLT_H */
