//===- GpuPipeline.c - From nn to CUDA kernels (gpu.binary) ---------------===//

#include "conversion/gpu/GpuPipeline.h"

#include "conversion/cpu/CpuPipeline.h"
#include "passes/Passes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char *nnCudaToolkitPath(void) {
  const char *path = getenv("NN_CUDA_PATH");
  return path && *path ? path : "/usr/local/cuda";
}

// The launch-configuration pass: not in nn's pass table (it only makes sense
// at one point of this pipeline), but wrapped the same way.
static const NnPassOptionDef kGpuMapLoopsOptions[] = {
    {"max-blocks", "0",
     "Most blocks per grid dim, beyond which a kernel loops (grid stride); "
     "0: CUDA's limits. For tests"},
};

static const NnPassDef kGpuMapLoops = {
    .argument = "nn-gpu-map-loops",
    .name = "NNGpuMapLoops",
    .description = "Choose each kernel loop's grid and block sizes and map "
                   "it to GPU blocks and threads",
    .options = kGpuMapLoopsOptions,
    .numOptions = 1,
    .createState = nnCreateGpuMapLoopsState,
    .destroyState = nnDestroyGpuMapLoopsState,
    .run = nnRunGpuMapLoopsPass,
    .opName = "builtin.module",
    .skipsVerification = true,
    .dependentDialects = nnGpuMapLoopsDialects,
};

static const NnPassDef kGpuHostMemory = {
    .argument = "nn-gpu-host-memory",
    .name = "NNGpuHostMemory",
    .description = "Host-side buffers and constants that kernels read go to "
                   "device memory (gpu.alloc, gpu.memcpy, gpu.dealloc)",
    .run = nnRunGpuHostMemoryPass,
    .opName = "builtin.module",
    .dependentDialects = nnGpuHostMemoryDialects,
};

static const NnPassDef kGpuOneModule = {
    .argument = "nn-gpu-one-module",
    .name = "NNGpuOneModule",
    .description = "Every outlined kernel in one gpu.module",
    .run = nnRunGpuOneModulePass,
    .opName = "builtin.module",
};

static const NnPassDef kGpuCopies = {
    .argument = "nn-gpu-copies-to-linalg",
    .name = "NNGpuCopiesToLinalg",
    .description = "memref.copy becomes linalg.copy (loops on the GPU)",
    .run = nnRunGpuCopiesPass,
    .opName = "builtin.module",
    .skipsVerification = true,
    .dependentDialects = nnGpuCopiesDialects,
};

static const NnPassDef kGpuParallelFirst = {
    .argument = "nn-gpu-parallel-first",
    .name = "NNGpuParallelFirst",
    .description = "Top-level linalg.generic loops: parallel dims before "
                   "reduction dims (a kernel is its outermost parallel loop)",
    .run = nnRunGpuParallelFirstPass,
    .opName = "builtin.module",
    .skipsVerification = true,
    .dependentDialects = nnGpuParallelFirstDialects,
};

typedef struct {
  char chip[32];
  char format[16];
  char stage[16];
  char maxBlocks[24];
  char modules[8];
} Options;

static bool isChip(const char *chip) {
  if (strncmp(chip, "sm_", 3) != 0 || !chip[3])
    return false;
  const char *p = chip + 3;
  while (*p >= '0' && *p <= '9')
    ++p;
  return p > chip + 3 && (!*p || (p[0] == 'a' && !p[1]));
}

// "key=value key=value": chip and format.
static bool parseOptions(MlirStringRef text, Options *o,
                         NnStringBuffer *error) {
  strcpy(o->chip, "sm_90");
  strcpy(o->format, "isa");
  strcpy(o->stage, "binary");
  strcpy(o->maxBlocks, "0");
  strcpy(o->modules, "each");
  const char *p = text.data, *end = text.data + text.length;
  while (p < end) {
    while (p < end && (*p == ' ' || *p == ','))
      ++p;
    if (p == end)
      break;
    const char *word = p;
    while (p < end && *p != ' ' && *p != ',')
      ++p;
    const char *eq = memchr(word, '=', (size_t)(p - word));
    size_t keyLength = eq ? (size_t)(eq - word) : 0;
    size_t valueLength = eq ? (size_t)(p - eq - 1) : 0;
    char *target = NULL;
    size_t capacity = 0;
    if (eq && keyLength == 4 && strncmp(word, "chip", 4) == 0)
      target = o->chip, capacity = sizeof(o->chip);
    else if (eq && keyLength == 6 && strncmp(word, "format", 6) == 0)
      target = o->format, capacity = sizeof(o->format);
    else if (eq && keyLength == 5 && strncmp(word, "stage", 5) == 0)
      target = o->stage, capacity = sizeof(o->stage);
    else if (eq && keyLength == 10 && strncmp(word, "max-blocks", 10) == 0)
      target = o->maxBlocks, capacity = sizeof(o->maxBlocks);
    else if (eq && keyLength == 7 && strncmp(word, "modules", 7) == 0)
      target = o->modules, capacity = sizeof(o->modules);
    if (!target) {
      nnStringBufferPrintf(error,
                           "'nn-lower-to-nvvm' has no option '%.*s'; its "
                           "options are chip (default sm_90), format "
                           "(isa, bin or fatbin; default isa) and stage "
                           "(kernels or binary; default binary); also "
                           "modules (each or one; default each) and, for "
                           "tests, max-blocks (blocks per grid dim beyond "
                           "which kernels loop; default 0: CUDA's limits)",
                           (int)(eq ? keyLength : (size_t)(p - word)), word);
      return false;
    }
    if (valueLength >= capacity)
      valueLength = capacity - 1;
    memcpy(target, eq + 1, valueLength);
    target[valueLength] = 0;
  }
  if (!isChip(o->chip)) {
    nnStringBufferPrintf(error,
                         "'nn-lower-to-nvvm' option chip must name a CUDA "
                         "architecture such as sm_90, not '%s'",
                         o->chip);
    return false;
  }
  if (strcmp(o->format, "isa") && strcmp(o->format, "bin") &&
      strcmp(o->format, "fatbin")) {
    nnStringBufferPrintf(error,
                         "'nn-lower-to-nvvm' option format must be isa, bin "
                         "or fatbin, not '%s'",
                         o->format);
    return false;
  }
  if (strcmp(o->modules, "each") && strcmp(o->modules, "one")) {
    nnStringBufferPrintf(error,
                         "'nn-lower-to-nvvm' option modules must be each or "
                         "one, not '%s'",
                         o->modules);
    return false;
  }
  if (strcmp(o->stage, "kernels") && strcmp(o->stage, "binary")) {
    nnStringBufferPrintf(error,
                         "'nn-lower-to-nvvm' option stage must be kernels or "
                         "binary, not '%s'",
                         o->stage);
    return false;
  }
  return true;
}

static MlirLogicalResult addText(MlirOpPassManager pm, const char *text,
                                 NnStringBuffer *error) {
  return mlirOpPassManagerAddPipeline(pm, mlirStringRefCreateFromCString(text),
                                      nnStringBufferCallback, error);
}

static MlirLogicalResult addPass(MlirOpPassManager pm, const NnPassDef *def,
                                 const char *options, NnStringBuffer *error) {
  return nnAddPass(pm, def, options, "nn-lower-to-nvvm", error);
}

static const NnPassDef *nnPass(const char *name) {
  return nnLookupPass(mlirStringRefCreateFromCString(name));
}

MlirLogicalResult nnAddNnLowerToNvvmPipeline(MlirOpPassManager pm,
                                             MlirStringRef options,
                                             NnStringBuffer *error) {
  Options o;
  if (!parseOptions(options, &o, error))
    return mlirLogicalResultFailure();
  char ptxas[4096];
  snprintf(ptxas, sizeof(ptxas), "%s/bin/ptxas", nnCudaToolkitPath());
  if (strcmp(o.format, "isa") != 0 && access(ptxas, X_OK) != 0) {
    nnStringBufferPrintf(error,
                         "'nn-lower-to-nvvm' format=%s needs ptxas from the "
                         "CUDA toolkit, and %s is missing (set NN_CUDA_PATH "
                         "to the toolkit, or use format=isa for PTX)",
                         o.format, ptxas);
    return mlirLogicalResultFailure();
  }

  char maxBlocksOption[48];
  snprintf(maxBlocksOption, sizeof(maxBlocksOption), "max-blocks=%s",
           o.maxBlocks);

  // Tensors: one loop nest per kernel. Elementwise groups become one
  // linalg.generic; every other group, and a softmax or layer_norm left in
  // the caller, one scf.forall whose iterations are work items (tile size
  // 1: one output element of a matmul epilogue, one row of a softmax; the
  // dims a reduction needs whole stay whole), which the launch
  // configuration spreads over threads and blocks.
  if (mlirLogicalResultIsFailure(
          addPass(pm, nnPass("convert-nn-to-linalg"), "", error)) ||
      mlirLogicalResultIsFailure(
          addText(pm, "linalg-fuse-elementwise-ops", error)) ||
      mlirLogicalResultIsFailure(addPass(pm, nnPass("nn-tile-fused"),
                                         "tile-elements=1 row-elements=1",
                                         error)) ||
      // Buffers, as on the CPU: destination-passing style, deallocation.
      mlirLogicalResultIsFailure(nnAddCpuBufferizePipeline(pm, error)) ||
      // Copies become loops (GpuCopies.c says why).
      mlirLogicalResultIsFailure(addPass(pm, &kGpuCopies, "", error)) ||
      // Inside a work item, sequential loops.
      mlirLogicalResultIsFailure(
          addPass(pm, nnPass("nn-lower-tile-bodies"), "", error)) ||
      // Each kernel: one outermost scf.parallel (the parallel dims, put
      // first by GpuParallelFirst.c; the reduction dims sequential
      // inside). No canonicalization before
      // mapping: it would fold a loop of one iteration into host code.
      mlirLogicalResultIsFailure(addPass(pm, &kGpuParallelFirst, "", error)) ||
      mlirLogicalResultIsFailure(
          addText(pm, "convert-linalg-to-parallel-loops,scf-forall-to-parallel",
                  error)) ||
      // Grid and block sizes per kernel; what is not static is mapped
      // greedily upstream. Each mapped loop becomes one gpu.launch.
      // Elementwise kernels first get 128-bit accesses (GpuVectorize.c).
      mlirLogicalResultIsFailure(
          addPass(pm, &kGpuMapLoops, maxBlocksOption, error)) ||
      mlirLogicalResultIsFailure(addText(
          pm, "func.func(gpu-map-parallel-loops,convert-parallel-loops-to-gpu)",
          error)))
    return mlirLogicalResultFailure();

  // stage=kernels stops at the outlined kernels (gpu.func) and their
  // launches, in readable form: what the tests look at.
  // Each gpu.launch becomes a gpu.func in its own gpu.module and a
  // gpu.launch_func; the host's buffers and constants that kernels read go
  // to device memory (GpuHostMemory.c).
  if (mlirLogicalResultIsFailure(
          addText(pm,
                  // The host's copies of the workgroup buffers of row
                  // kernels (GpuRowKernels.c), now unused: each kernel
                  // module has its own.
                  "gpu-kernel-outlining,symbol-dce", error)) ||
      mlirLogicalResultIsFailure(addPass(pm, &kGpuHostMemory, "", error)) ||
      // modules=one: one gpu.module, so one binary (GpuOneModule.c).
      (strcmp(o.modules, "one") == 0 &&
       mlirLogicalResultIsFailure(addPass(pm, &kGpuOneModule, "", error))))
    return mlirLogicalResultFailure();
  if (strcmp(o.stage, "kernels") == 0)
    return addText(pm, "canonicalize,cse", error);

  // Kernels to NVVM and the host to LLVM: the steps of upstream
  // gpu-lower-to-nvvm-pipeline, spelled out so that gpu-module-to-binary
  // gets the toolkit path. PTX ISA 8.0 is the first with sm_90.
  NnStringBuffer text = {0};
  nnStringBufferPrintf(
      &text,
      // The host functions of fused groups, now a launch and its buffers
      // each, inlined into their callers: one stream per entry instead of
      // one per call, and no synchronization between the kernels of a
      // call. Each nn.fused function is still exactly one launch.
      "inline{default-pipeline=},symbol-dce,"
      // One stream per host function: its allocations, copies, launches
      // and frees chained on it, synchronized before it returns (the async
      // form is the one gpu-to-llvm lowers for gpu.alloc and gpu.memcpy).
      "func.func(gpu-async-region),"
      "nvvm-attach-target{chip=%s features=+ptx80 O=3},"
      "convert-scf-to-cf,convert-func-to-llvm,expand-strided-metadata,"
      "lower-affine,convert-arith-to-llvm,convert-index-to-llvm,"
      "canonicalize,cse,"
      // Kernel bodies: gpu, math (libdevice calls), memref, arith to NVVM
      // and LLVM.
      "gpu.module(convert-gpu-to-nvvm,canonicalize,cse,"
      "reconcile-unrealized-casts),"
      // Host: launches and buffers become mgpu* runtime calls.
      "gpu-to-llvm,"
      // Kernels serialized: PTX, or ptxas's cubin / fatbin.
      "gpu-module-to-binary{format=%s toolkit=%s},"
      "convert-math-to-llvm,canonicalize,cse,reconcile-unrealized-casts",
      o.chip, o.format, nnCudaToolkitPath());
  MlirLogicalResult result = addText(pm, nnStringBufferStr(&text), error);
  nnStringBufferFree(&text);
  return result;
}
