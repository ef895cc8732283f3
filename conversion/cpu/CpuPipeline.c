//===- CpuPipeline.c - From tensors to the LLVM dialect on the CPU --------===//

#include "conversion/cpu/CpuPipeline.h"

// One step a line, in order, in two stages: tensors to buffers, then
// buffers to LLVM (nn's own steps may go between them). Everything is
// upstream MLIR; the comment says why each step is there.
static const char *const kBufferizeSteps[] = {
    // Tensors become buffers in one pass over the whole module, function
    // signatures included (tensor arguments and results become memrefs
    // with the identity layout, so callers pass plain descriptors).
    // tensor.empty becomes memref.alloc.
    "one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map}",
    // Destination-passing style: every memref result becomes a trailing
    // out-parameter that the caller allocates (and may reuse from call to
    // call). Private functions (the nn.fused kernels) go first, so that the
    // public functions then return the buffer their callee writes, a plain
    // memref.alloc, which the second run replaces by the out-parameter itself
    // (hoist-static-allocs): the last kernel writes straight into the
    // caller's buffer, with no copy. A result that is not such an alloc (an
    // argument, a constant) is copied into its out-parameter.
    "buffer-results-to-out-params{hoist-static-allocs=true},"
    "buffer-results-to-out-params{hoist-static-allocs=true "
    "modify-public-functions=true}",
    // Frees what bufferization allocated (ownership-based deallocation,
    // with its simplifications). Functions return nothing any more, so
    // every buffer allocated inside a function is freed inside it.
    "buffer-deallocation-pipeline",
    // What deallocation leaves of the bufferization dialect (clone,
    // dealloc) becomes memref.alloc + memref.copy and memref.dealloc.
    "convert-bufferization-to-memref",
};

static const char *const kLoopSteps[] = {
    // linalg ops on memrefs become loop nests of scalar code: the parallel
    // dimensions one scf.parallel, the reduction dimensions sequential
    // scf.for loops inside it (so no loop that carries a value is split
    // between threads).
    "convert-linalg-to-parallel-loops",
    // A kernel that --nn-tile-fused made one scf.forall over tiles: the
    // forall becomes an scf.parallel, hence the OpenMP loop below (its body
    // should be sequential loops already: --nn-lower-tile-bodies).
    "scf-forall-to-parallel",
    // Each outermost scf.parallel becomes an OpenMP worksharing loop
    // (omp.parallel + omp.wsloop) whose body sits in a memref.alloca_scope;
    // a nested one would be a nested parallel region, which the OpenMP
    // runtime runs serially by default. The code then calls libomp
    // (__kmpc_*) at run time; it uses all cores unless OMP_NUM_THREADS
    // says otherwise.
    "convert-scf-to-openmp",
    // Subviews, reshapes and other strided-metadata ops become explicit
    // offset/size/stride arithmetic, which finalize-memref-to-llvm needs.
    // That arithmetic is affine.apply (a tile's subview at a loop-dependent
    // offset), so it comes before lower-affine.
    "expand-strided-metadata",
    // affine.apply/affine.min and friends (from linalg, tiling and memref
    // lowering) become arith.
    "lower-affine",
    // memref types and ops become LLVM descriptors, malloc/free, loads and
    // stores. It also inlines each memref.alloca_scope (stacksave/
    // stackrestore), which must happen before convert-scf-to-cf: a scope
    // holds one block, and a loop inside it would become several.
    "finalize-memref-to-llvm",
    // Structured control flow becomes blocks and branches.
    "convert-scf-to-cf",
    // Integer powers (math.ipowi, nn.pow on integers) have no LLVM
    // intrinsic: they become calls to a generated square-and-multiply func.
    "convert-math-to-funcs",
    // Scalar math with an LLVM intrinsic (exp, log, sqrt, ...) becomes that
    // intrinsic; the rest (erf, tanh, ...) becomes a libm call, which the
    // JIT resolves in the host process.
    "convert-math-to-llvm",
    "convert-math-to-libm",
    // f32 <-> bf16 conversions become integer bit operations (round to
    // nearest even): LLVM's x86 lowering of fptrunc to bf16 flushes
    // subnormals to zero (test/lit/tools/nn-run/bf16.mlir).
    "arith-expand{include-bf16=true}",
    // arith, func (signatures, calls, llvm.emit_c_interface wrappers) and
    // cf become LLVM ops.
    "convert-arith-to-llvm",
    "convert-func-to-llvm",
    "convert-cf-to-llvm",
    // The OpenMP ops take the LLVM types of their operands; the JIT
    // translates them to libomp calls.
    "convert-openmp-to-llvm",
    // The casts the conversions left between old and new types cancel out.
    "reconcile-unrealized-casts",
};

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

static void join(NnStringBuffer *text, const char *const *steps, size_t n) {
  for (size_t i = 0; i < n; ++i)
    nnStringBufferPrintf(text, "%s%s", text->length ? "," : "", steps[i]);
}

const char *nnLowerToLlvmPipelineText(void) {
  static NnStringBuffer text;
  if (!text.data) {
    join(&text, kBufferizeSteps, COUNT(kBufferizeSteps));
    join(&text, kLoopSteps, COUNT(kLoopSteps));
  }
  return nnStringBufferStr(&text);
}

static MlirLogicalResult addSteps(MlirOpPassManager pm,
                                  const char *const *steps, size_t n,
                                  NnStringBuffer *error) {
  NnStringBuffer text = {0};
  join(&text, steps, n);
  MlirLogicalResult result = mlirOpPassManagerAddPipeline(
      pm, mlirStringRefCreateFromCString(nnStringBufferStr(&text)),
      nnStringBufferCallback, error);
  nnStringBufferFree(&text);
  return result;
}

MlirLogicalResult nnAddCpuBufferizePipeline(MlirOpPassManager pm,
                                            NnStringBuffer *error) {
  return addSteps(pm, kBufferizeSteps, COUNT(kBufferizeSteps), error);
}

MlirLogicalResult nnAddCpuLoopsToLlvmPipeline(MlirOpPassManager pm,
                                              NnStringBuffer *error) {
  return addSteps(pm, kLoopSteps, COUNT(kLoopSteps), error);
}

MlirLogicalResult nnAddLowerToLlvmPipeline(MlirOpPassManager pm,
                                           NnStringBuffer *error) {
  if (mlirLogicalResultIsFailure(nnAddCpuBufferizePipeline(pm, error)))
    return mlirLogicalResultFailure();
  return nnAddCpuLoopsToLlvmPipeline(pm, error);
}
