/* libnnrt's declarations of cuBLASLt (runtime/nnrt/Cublaslt.h) against the
 * CUDA toolkit's cublasLt.h: compiled with -fsyntax-only by
 * cublaslt-abi.test, each fact a _Static_assert. */
#include "runtime/nnrt/Cublaslt.h"

#include <cublasLt.h>
#include <stddef.h>

#define SAME(ours, theirs)                                                     \
  _Static_assert((long long)(ours) == (long long)(theirs), #ours " is"         \
                                                                 " " #theirs)

SAME(NNRT_LT_SUCCESS, CUBLAS_STATUS_SUCCESS);
SAME(NNRT_LT_R_32F, CUDA_R_32F);
SAME(NNRT_LT_R_16F, CUDA_R_16F);
SAME(NNRT_LT_R_16BF, CUDA_R_16BF);
SAME(NNRT_LT_COMPUTE_32F, CUBLAS_COMPUTE_32F);
SAME(NNRT_LT_COMPUTE_32F_FAST_TF32, CUBLAS_COMPUTE_32F_FAST_TF32);
SAME(NNRT_LT_OP_N, CUBLAS_OP_N);
SAME(NNRT_LT_OP_T, CUBLAS_OP_T);
SAME(NNRT_LT_DESC_TRANSA, CUBLASLT_MATMUL_DESC_TRANSA);
SAME(NNRT_LT_DESC_TRANSB, CUBLASLT_MATMUL_DESC_TRANSB);
SAME(NNRT_LT_DESC_EPILOGUE, CUBLASLT_MATMUL_DESC_EPILOGUE);
SAME(NNRT_LT_DESC_BIAS_POINTER, CUBLASLT_MATMUL_DESC_BIAS_POINTER);
SAME(NNRT_LT_DESC_BIAS_DATA_TYPE, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE);
SAME(NNRT_LT_LAYOUT_BATCH_COUNT, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT);
SAME(NNRT_LT_LAYOUT_BATCH_OFFSET, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET);
SAME(NNRT_LT_PREF_MAX_WORKSPACE, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES);
SAME(NNRT_LT_PREF_ALIGNMENT_A, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES);
SAME(NNRT_LT_PREF_ALIGNMENT_B, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES);
SAME(NNRT_LT_PREF_ALIGNMENT_C, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES);
SAME(NNRT_LT_PREF_ALIGNMENT_D, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES);
SAME(NNRT_LT_EPILOGUE_DEFAULT, CUBLASLT_EPILOGUE_DEFAULT);
SAME(NNRT_LT_EPILOGUE_RELU, CUBLASLT_EPILOGUE_RELU);
SAME(NNRT_LT_EPILOGUE_BIAS, CUBLASLT_EPILOGUE_BIAS);
SAME(NNRT_LT_EPILOGUE_GELU, CUBLASLT_EPILOGUE_GELU);
/* libnnrt ors RELU and BIAS for a biased relu. */
SAME(NNRT_LT_EPILOGUE_RELU | NNRT_LT_EPILOGUE_BIAS,
     CUBLASLT_EPILOGUE_RELU_BIAS);

/* The algorithm and the heuristic's result, which libnnrt allocates. */
SAME(sizeof(NnrtLtAlgo), sizeof(cublasLtMatmulAlgo_t));
SAME(sizeof(NnrtLtHeuristicResult), sizeof(cublasLtMatmulHeuristicResult_t));
SAME(offsetof(NnrtLtHeuristicResult, algo),
     offsetof(cublasLtMatmulHeuristicResult_t, algo));
SAME(offsetof(NnrtLtHeuristicResult, workspaceSize),
     offsetof(cublasLtMatmulHeuristicResult_t, workspaceSize));
SAME(offsetof(NnrtLtHeuristicResult, state),
     offsetof(cublasLtMatmulHeuristicResult_t, state));
SAME(offsetof(NnrtLtHeuristicResult, wavesCount),
     offsetof(cublasLtMatmulHeuristicResult_t, wavesCount));

/* The types of the attribute values libnnrt passes (runtime/nnrt/Matmul.c:
 * int32_t operations, batch count and bias type, uint32_t epilogue and
 * alignments, int64_t batch offset, uint64_t workspace), as cublasLt.h
 * documents them: the enums are int-sized. */
SAME(sizeof(cublasOperation_t), sizeof(int32_t));
SAME(sizeof(cublasLtEpilogue_t), sizeof(uint32_t));
SAME(sizeof(cudaDataType), sizeof(int32_t));
