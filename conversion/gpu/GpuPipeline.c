//===- GpuPipeline.c - From nn to CUDA kernels (gpu.binary) ---------------===//
//
// The steps of nn-lower-to-nvvm, in order, one comment per step saying what
// it does and why it is there (the way IREE writes its LLVMGPU pipeline).
// A step is an nn pass of the table, a named pipeline or an upstream pass;
// the C API library resolves each name (capi/lib/NamedPipelines.c). Steps
// with `when` depend on the pipeline's options; `{chip}` and the like in a
// step's options are replaced by the options' values.
//
//===----------------------------------------------------------------------===//

#include "conversion/gpu/GpuPipeline.h"

#include "conversion/gpu/GpuChips.h"
#include "conversion/gpu/GpuKernels.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char *nnCudaToolkitPath(void) {
  const char *path = getenv("NN_CUDA_PATH");
  return path && *path ? path : "/usr/local/cuda";
}

static const NnPipelineStep kSteps[] = {
    // Tensors: one loop nest per kernel. nn ops become linalg; elementwise
    // groups become one linalg.generic; every other group, and a softmax
    // or layer_norm left in the caller, one scf.forall whose iterations are
    // work items (tile size 1: one output element of a matmul epilogue, one
    // row of a softmax; the dims a reduction needs whole stay whole), which
    // the launch configuration spreads over threads and blocks.
    // Gather indices are clamped into range, so no input reads outside the
    // data; they are not checked (no status comes back from a kernel yet).
    // A max pool keeps one loop nest per output element (one work item),
    // not the CPU's reduction over the window, which would take a fill and
    // a second launch.
    {"convert-nn-to-linalg",
     "runtime-checks=false pool-window-outside=false dynamic-dims=true "
     "conv-transpose-phases=false",
     NULL},
    {"linalg-fuse-elementwise-ops", NULL, NULL},
    // matmul-library=cublaslt: each convolution becomes a gather (im2col)
    // and a matmul, outlined for cuBLASLt below (GpuIm2col.c); before the
    // gathers, which would make its padding a kernel of its own.
    {"nn-gpu-im2col", NULL, "matmul-library=cublaslt"},
    // A group of elementwise and injective ops becomes one generic reading
    // its arguments through index arithmetic: one launch.
    {"nn-gpu-gather-groups", NULL, NULL},
    // A reduction of every dim: row partials over many blocks, then one.
    {"nn-gpu-split-reductions", NULL, NULL},
    // matmul-library=cublaslt: each f32 matmul, with the epilogue cuBLASLt
    // fuses (bias, residual, relu), moves into a function of its own, which
    // nn-tile-fused leaves whole (GpuOutlineMatmuls.c).
    {"nn-gpu-outline-matmuls", NULL, "matmul-library=cublaslt"},
    {"nn-tile-fused",
     "tile-elements=1 row-elements=1 contraction-elements=1 "
     "lone-contractions=false lone-elementwise=false lone-reductions=false "
     "reduction-elements=0",
     NULL},
    // Buffers, as on the CPU: destination-passing style, deallocation.
    // Dynamic results copied (under the size check), not written in place:
    // choosing their buffer at run time needs ownership bookkeeping on the
    // host, over device memory.
    {"nn-bufferize", "dynamic-results-in-place=false", NULL},
    // Copies become loops (GpuCopies.c says why).
    {"nn-gpu-copies-to-linalg", NULL, NULL},
    // Those functions' bodies become calls of libnnrt's nnrtMatmul
    // (GpuLibraryCalls.c).
    {"nn-gpu-library-calls", "tf32={tf32}", "matmul-library=cublaslt"},
    // Inside a work item, sequential loops.
    {"nn-lower-tile-bodies", NULL, NULL},
    // Each kernel: one outermost scf.parallel (the parallel dims, put
    // first by GpuParallelFirst.c; the reduction dims sequential inside).
    // No canonicalization before mapping: it would fold a loop of one
    // iteration into host code.
    {"nn-gpu-parallel-first", NULL, NULL},
    {"convert-linalg-to-parallel-loops", NULL, NULL},
    {"scf-forall-to-parallel", NULL, NULL},
    // Grid and block sizes per kernel (elementwise kernels first get
    // 128-bit accesses, rows one block each: GpuMapLoops.c).
    // The heuristics count the chip's SMs (sm-count, else its part's).
    {"nn-gpu-map-loops", "max-blocks={max-blocks} sm-count={sms}", NULL},
    // What is not static is mapped greedily upstream. Each mapped loop
    // becomes one gpu.launch.
    {"func.func(gpu-map-parallel-loops,convert-parallel-loops-to-gpu)", NULL,
     NULL},
    // Each gpu.launch becomes a gpu.func in its own gpu.module and a
    // gpu.launch_func.
    {"gpu-kernel-outlining", NULL, NULL},
    // The host's copies of the workgroup buffers of row kernels
    // (GpuRowKernels.c), now unused: each kernel module has its own.
    {"symbol-dce", NULL, NULL},
    // The host's buffers and constants that kernels read go to device
    // memory (GpuHostMemory.c); constants stay there from call to call.
    {"nn-gpu-host-memory", "resident-constants={resident-constants}", NULL},
    // modules=one: one gpu.module, so one binary (GpuOneModule.c).
    {"nn-gpu-one-module", NULL, "modules=one"},
    // stage=kernels stops at the outlined kernels (gpu.func) and their
    // launches, in readable form: what the tests look at.
    {"canonicalize", NULL, "stage=kernels"},
    {"cse", NULL, "stage=kernels"},
    // Kernels to NVVM and the host to LLVM: the steps of upstream
    // gpu-lower-to-nvvm-pipeline, spelled out so that gpu-module-to-binary
    // gets the toolkit path.
    //
    // The host functions of fused groups, now a launch and its buffers
    // each, inlined into their callers: one stream per entry instead of one
    // per call, and no synchronization between the kernels of a call. Each
    // nn.fused function is still exactly one launch.
    {"inline", "default-pipeline=", "stage=binary"},
    {"symbol-dce", NULL, "stage=binary"},
    // One stream per host function: its allocations, copies, launches and
    // frees chained on it, synchronized before it returns (the async form
    // is the one gpu-to-llvm lowers for gpu.alloc and gpu.memcpy).
    {"func.func(gpu-async-region)", NULL, "stage=binary"},
    // Library calls (matmul-library=cublaslt) join that stream instead of
    // waiting for it on the host (GpuLibraryStreams.c).
    {"nn-gpu-library-streams", NULL, "stage=binary"},
    // The target of every gpu.module: PTX ISA 8.0 (the first with sm_90),
    // or the first that knows a later chip (GpuChips.c).
    {"nvvm-attach-target", "chip={chip} features=+ptx{ptx} O=3",
     "stage=binary"},
    // Host code: structured control flow, functions, memref metadata,
    // affine and arith to LLVM.
    {"convert-scf-to-cf", NULL, "stage=binary"},
    {"convert-func-to-llvm", NULL, "stage=binary"},
    {"expand-strided-metadata", NULL, "stage=binary"},
    {"lower-affine", NULL, "stage=binary"},
    {"convert-arith-to-llvm", NULL, "stage=binary"},
    {"convert-index-to-llvm", NULL, "stage=binary"},
    {"canonicalize", NULL, "stage=binary"},
    {"cse", NULL, "stage=binary"},
    // Kernel bodies: gpu, math (libdevice calls), memref, arith to NVVM
    // and LLVM.
    {"gpu.module(convert-gpu-to-nvvm,canonicalize,cse,"
     "reconcile-unrealized-casts)",
     NULL, "stage=binary"},
    // Host: launches and buffers become mgpu* runtime calls.
    {"gpu-to-llvm", NULL, "stage=binary"},
    // Kernels serialized: PTX, or ptxas's cubin / fatbin.
    {"gpu-module-to-binary", "format={format} toolkit={toolkit}",
     "stage=binary"},
    // What the host lowering left: math to LLVM, casts cancelled.
    {"convert-math-to-llvm", NULL, "stage=binary"},
    {"canonicalize", NULL, "stage=binary"},
    {"cse", NULL, "stage=binary"},
    {"reconcile-unrealized-casts", NULL, "stage=binary"},
};

static bool isChip(const char *chip) {
  if (strncmp(chip, "sm_", 3) != 0 || !chip[3])
    return false;
  const char *p = chip + 3;
  while (*p >= '0' && *p <= '9')
    ++p;
  return p > chip + 3 && (!*p || (p[0] == 'a' && !p[1]));
}

static const char *const kFormats[] = {"isa", "bin", "fatbin", NULL};
static const char *const kStages[] = {"kernels", "binary", NULL};
static const char *const kModules[] = {"each", "one", NULL};
static const char *const kLibraries[] = {"none", "cublaslt", NULL};

// The messages of nn-lower-to-nvvm's options keep their first wording
// (option names unquoted): scripts and tests match them.
static const NnOptionDef kOptions[] = {
    {.name = "chip",
     .kind = NN_OPTION_STRING,
     .defaultValue = NN_GPU_DEFAULT_CHIP,
     .check = isChip,
     .expected = "name a CUDA architecture such as sm_90",
     .bareName = true,
     .doc = "CUDA architecture"},
    {.name = "format",
     .kind = NN_OPTION_ENUM,
     .defaultValue = "isa",
     .values = kFormats,
     .bareName = true,
     .doc = "isa (PTX), bin (cubin) or fatbin; bin and fatbin need ptxas"},
    {.name = "stage",
     .kind = NN_OPTION_ENUM,
     .defaultValue = "binary",
     .values = kStages,
     .bareName = true,
     .doc = "kernels (stop after outlining) or binary"},
    {.name = "modules",
     .kind = NN_OPTION_ENUM,
     .defaultValue = "each",
     .values = kModules,
     .bareName = true,
     .doc = "each (a gpu.module per kernel) or one (all kernels in one: one "
            "binary)"},
    NN_GPU_MAX_BLOCKS_OPTION,
    NN_GPU_SM_COUNT_OPTION,
    NN_BOOL_OPTION("resident-constants", "true",
                   "Constants kernels read stay in device memory from call "
                   "to call (libnnrt); false copies them on every call, for "
                   "runners without libnnrt"),
    {.name = "matmul-library",
     .kind = NN_OPTION_ENUM,
     .defaultValue = "none",
     .values = kLibraries,
     .bareName = true,
     .doc = "none (matmuls are kernels of their own) or cublaslt (f32 "
            "and 16-bit matmuls and their bias, residual and relu "
            "epilogue call cuBLASLt through libnnrt's nnrtMatmul; "
            "convolutions too, as an im2col gather and a matmul)"},
    NN_BOOL_OPTION("tf32", "false",
                   "With matmul-library=cublaslt, f32 matmuls may round "
                   "their inputs to TF32 on the tensor cores; false computes "
                   "exact f32"),
};

// Options by position in kOptions.
enum {
  kChipValue,
  kFormatValue,
  kStageValue,
  kModulesValue,
  kMaxBlocksValue,
  kSmCountValue
};

// The chip must be one nn compiles for (GpuChips.c; the option's own check
// only knows the form sm_NN). format=bin and fatbin need ptxas: refused up
// front when it is missing, rather than at the last step.
static bool check(const NnOptionValue *values, NnStringBuffer *error) {
  if (!nnGpuFindChip(values[kChipValue].s)) {
    nnStringBufferPrintf(error,
                         "'nn-lower-to-nvvm' chip=%s: nn compiles for %s",
                         values[kChipValue].s, nnGpuChipList());
    return false;
  }
  const char *format = values[kFormatValue].s;
  char ptxas[4096];
  snprintf(ptxas, sizeof(ptxas), "%s/bin/ptxas", nnCudaToolkitPath());
  if (strcmp(format, "isa") == 0 || access(ptxas, X_OK) == 0)
    return true;
  nnStringBufferPrintf(error,
                       "'nn-lower-to-nvvm' format=%s needs ptxas from the "
                       "CUDA toolkit, and %s is missing (set NN_CUDA_PATH to "
                       "the toolkit, or use format=isa for PTX)",
                       format, ptxas);
  return false;
}

// {toolkit}: the CUDA toolkit; {ptx}: the chip's PTX ISA version; {sms}:
// the SM count, the option's or the chip's part's. check() ran first.
static bool variable(const char *name, const NnOptionValue *values,
                     NnStringBuffer *out) {
  const NnGpuChip *chip = nnGpuFindChip(values[kChipValue].s);
  if (strcmp(name, "toolkit") == 0)
    nnStringBufferPrintf(out, "%s", nnCudaToolkitPath());
  else if (strcmp(name, "ptx") == 0 && chip)
    nnStringBufferPrintf(out, "%d", chip->ptx);
  else if (strcmp(name, "sms") == 0 && chip)
    nnStringBufferPrintf(out, "%lld",
                         values[kSmCountValue].i
                             ? (long long)values[kSmCountValue].i
                             : (long long)chip->smCount);
  else
    return false;
  return true;
}

const NnPipelineDef nnLowerToNvvmPipeline = {
    .argument = "nn-lower-to-nvvm",
    .description = "The CUDA pipeline: nn to linalg, one loop nest per "
                   "kernel, bufferization, a launch configuration per "
                   "kernel, gpu.launch_func and NVVM, kernels serialized to "
                   "gpu.binary",
    .opName = "builtin.module",
    .options = kOptions,
    .numOptions = sizeof(kOptions) / sizeof(kOptions[0]),
    .optionsListing =
        "chip (default sm_90), format (isa, bin or fatbin; default isa) and "
        "stage (kernels or binary; default binary); also modules (each or "
        "one; default each), resident-constants (true or false; default "
        "true), matmul-library (none or cublaslt; default none), tf32 (true "
        "or false; default false), sm-count (default 0: the chip's) and, for "
        "tests, max-blocks (blocks per "
        "grid dim "
        "beyond which kernels loop; default 0: CUDA's limits)",
    .steps = kSteps,
    .numSteps = sizeof(kSteps) / sizeof(kSteps[0]),
    .check = check,
    .variable = variable,
};
