//===- CpuPipeline.c - From nn to the LLVM dialect on the CPU -------------===//
//
// The steps of nn-lower-to-llvm, in order, one comment per step saying what
// it does and why it is there (the way IREE writes its LLVMCPU pipeline).
// A step is an nn pass of the table or an upstream pass; the C API library
// resolves each name (capi/lib/NamedPipelines.c).
//
//===----------------------------------------------------------------------===//

#include "conversion/cpu/CpuPipeline.h"

static const NnPipelineStep kSteps[] = {
    // With profile=true, each kernel of an entry between calls that time
    // it at run time, and the module a table of the kernels (names, source
    // locations, bytes): on nn ops, where a kernel is still one op or one
    // call (common/ProfileKernels.h).
    {"nn-profile-kernels", NULL, "profile=true"},
    // nn ops become linalg (named ops or linalg.generic), tensor, arith and
    // math, inside each nn.fused function and in the callers. Positions
    // read from tensors (a gather's indices) are clamped into range and,
    // with runtime-checks, checked (conversion/linalg/IndexOperands.h).
    {"convert-nn-to-linalg", "runtime-checks={runtime-checks}", NULL},
    // The checks' results reach the entries: each gets a status result,
    // and the module a table of the checks (common/RuntimeChecks.h). Right
    // after the conversion: until taken here, the checks are dead code that
    // the next step's folding would drop.
    {"nn-route-runtime-checks", NULL, "runtime-checks=true"},
    // With profile=true, each kernel's FLOPs from its linalg ops, before
    // fusion and tiling make their loops harder to read.
    {"nn-profile-flops", NULL, "profile=true"},
    // The linalg.generic ops of an elementwise group become one loop nest.
    {"linalg-fuse-elementwise-ops", NULL, NULL},
    // A group anchored on a matmul, a convolution or a reduction becomes
    // one scf.forall over tiles of its result.
    {"nn-tile-fused", NULL, NULL},
    // A kernel left whole whose parallel loops all have extent 1 (a sum of
    // every element with keepdims) gets them outermost: inside its
    // reduction each would be an OpenMP region per reduced element.
    {"nn-gpu-parallel-first", "unit-only=true", NULL},
    // A kernel whose body has a rare path (nn.mod's huge quotients: a loop
    // in an scf.if, which keeps LLVM from vectorizing it) becomes a
    // branch-free copy that flags the elements needing it, and the
    // original run on those alone when any is flagged (RarePaths.c).
    {"nn-version-rare-paths", NULL, NULL},
    // Tensors to buffers, destination-passing style (BufferizePipeline.c).
    {"nn-bufferize", NULL, NULL},
    // A large copy left at a function's top level (a concatenation's, into
    // its slice of the result) runs on every thread, in blocks of rows
    // (ParallelCopies.c); inside a tile, copies are parallel already.
    {"nn-parallel-copies", NULL, NULL},
    // Each f32 matmul and convolution (a tile of one, or a lone one)
    // becomes a call of a packed, register-tiled C ukernel
    // (runtime/ukernels/); the epilogue after it in the tile stays MLIR
    // (Ukernels.c). Before the tile bodies become loops, while the ops are
    // still named.
    // A matmul's or NHWC convolution's constant weight is packed here,
    // once, into the panels the ukernel reads (PackedWeights.c), instead
    // of on every call.
    {"nn-cpu-ukernels", "pack-weights={pack-weights}", "ukernels=true"},
    // Inside each tile, sequential loops: the forall is the parallel one.
    // A matmul's or convolution's last parallel loop goes innermost, where
    // LLVM vectorizes it, and a tile's buffers go on the stack, where LLVM
    // sees they alias nothing (TileAndFuseLoops.c). 64 KiB per tile: a
    // matmul tile's accumulator or a softmax tile's rows, and far below an
    // OpenMP thread's stack (4 MiB by default).
    {"nn-lower-tile-bodies", "inner-parallel=true stack-bytes=65536", NULL},
    // The buffers each function allocates in its body share one arena by
    // their lifetimes, so that a call touches what is alive at once, not
    // the sum of its activations, and the same bytes every call
    // (PlanBuffers.c).
    {"nn-plan-buffers", NULL, "plan-buffers=true"},
    // exp, erf, tanh, log, asin and their kin as arithmetic (f32, and f16
    // and bf16 through it): a libm call would keep its loops scalar.
    {"nn-expand-math", NULL, NULL},
    // maxnum/minnum as LLVM intrinsics, which arith-expand (below) leaves
    // alone: LLVM vectorizes a maxnum reduction (softmax's row maximum),
    // not the select chain arith-expand makes of it.
    {"nn-maxnum-to-llvm", NULL, NULL},
    // Elementwise row loops of tiles prefetch what they read a few KiB
    // ahead, in blocks of a cache line: a long body (the tanh GELU,
    // softplus) otherwise keeps too few loads in flight to stream from
    // memory (PrefetchStreams.c).
    {"nn-prefetch-streams", NULL, NULL},
    // linalg ops on memrefs become loop nests of scalar code: the parallel
    // dimensions one scf.parallel, the reduction dimensions sequential
    // scf.for loops inside it (so no loop that carries a value is split
    // between threads).
    {"convert-linalg-to-parallel-loops", NULL, NULL},
    // A kernel that nn-tile-fused made one scf.forall over tiles: the
    // forall becomes an scf.parallel, hence the OpenMP loop below (its body
    // is sequential loops already: nn-lower-tile-bodies).
    {"scf-forall-to-parallel", NULL, NULL},
    // Each outermost scf.parallel becomes an OpenMP worksharing loop
    // (omp.parallel + omp.wsloop) whose body sits in a memref.alloca_scope;
    // a nested one would be a nested parallel region, which the OpenMP
    // runtime runs serially by default. The code then calls libomp
    // (__kmpc_*) at run time; it uses all cores unless OMP_NUM_THREADS
    // says otherwise.
    {"convert-scf-to-openmp", NULL, NULL},
    // Subviews, reshapes and other strided-metadata ops become explicit
    // offset/size/stride arithmetic, which finalize-memref-to-llvm needs.
    // That arithmetic is affine.apply (a tile's subview at a loop-dependent
    // offset), so it comes before lower-affine.
    {"expand-strided-metadata", NULL, NULL},
    // affine.apply/affine.min and friends (from linalg, tiling and memref
    // lowering) become arith.
    {"lower-affine", NULL, NULL},
    // memref types and ops become LLVM descriptors, malloc/free, loads and
    // stores. It also inlines each memref.alloca_scope (stacksave/
    // stackrestore), which must happen before convert-scf-to-cf: a scope
    // holds one block, and a loop inside it would become several. With
    // buffer-cache, allocations call nn's caching allocator
    // (runtime/BufferCache.c) instead of malloc and free: freed blocks are
    // kept for the next call rather than faulted in afresh.
    {"finalize-memref-to-llvm", "use-generic-functions={buffer-cache}", NULL},
    // Structured control flow becomes blocks and branches.
    {"convert-scf-to-cf", NULL, NULL},
    // Integer powers (math.ipowi, nn.pow on integers) have no LLVM
    // intrinsic: they become calls to a generated square-and-multiply func.
    {"convert-math-to-funcs", NULL, NULL},
    // Scalar math with an LLVM intrinsic (exp, log, sqrt, ...) becomes that
    // intrinsic; the rest (erf, tanh, ...) becomes a libm call, which the
    // JIT resolves in the host process.
    {"convert-math-to-llvm", NULL, NULL},
    {"convert-math-to-libm", NULL, NULL},
    // f32 <-> bf16 conversions become integer bit operations (round to
    // nearest even): LLVM's x86 lowering of fptrunc to bf16 flushes
    // subnormals to zero (test/lit/tools/nn-run/bf16.mlir).
    {"arith-expand", "include-bf16=true", NULL},
    // arith, func (signatures, calls, llvm.emit_c_interface wrappers) and
    // cf become LLVM ops.
    {"convert-arith-to-llvm", NULL, NULL},
    {"convert-func-to-llvm", NULL, NULL},
    {"convert-cf-to-llvm", NULL, NULL},
    // The OpenMP ops take the LLVM types of their operands; the JIT
    // translates them to libomp calls.
    {"convert-openmp-to-llvm", NULL, NULL},
    // The casts the conversions left between old and new types cancel out.
    {"reconcile-unrealized-casts", NULL, NULL},
    // Constant globals (the weights) as flat arrays: the translation to
    // LLVM IR makes one constant per innermost row of a nested array type,
    // and a 1x1 convolution's weight has one float per row
    // (FlattenConstants.c).
    {"nn-flatten-llvm-constants", NULL, NULL},
    // How tiles are handed to threads (CpuOmpSchedule.c). Static by
    // default: each thread runs the same tiles on every call, and the
    // tiles of consecutive kernels tiled alike, so a kernel finds its
    // input in the core's own cache (guided scheduling made MobileNetV2
    // 4-12% slower, and a depthwise kernel alone 4.5x slower, than static).
    {"nn-omp-schedule", "kind={omp-schedule}", NULL},
    // Vectors as wide as the machine's: LLVM otherwise vectorizes for 256
    // bits on AVX-512 CPUs, and a compute-bound elementwise kernel
    // (softplus, the tanh GELU) runs at half speed (VectorWidth.c).
    {"nn-vector-width", "bits={vector-width}", NULL},
};

// The schedules of nn-omp-schedule.
static const char *const kSchedules[] = {"static", "dynamic", "guided", NULL};

static const NnOptionDef kOptions[] = {
    NN_BOOL_OPTION("runtime-checks", "true",
                   "Check at run time what only the inputs decide (gather "
                   "indices in range): every entry then writes a status "
                   "after its results. false keeps the reads safe (indices "
                   "clamped into range) but reports nothing"),
    NN_BOOL_OPTION("ukernels", "true",
                   "Run f32 matmuls and convolutions through nn's CPU "
                   "ukernels (calls that nn-run's JIT and nn-compile's "
                   "libraries resolve); false keeps them MLIR loops, for "
                   "runners outside nn such as mlir-runner"),
    NN_BOOL_OPTION("pack-weights", "true",
                   "Lay out each matmul's and convolution's constant weight "
                   "at compile time as the CPU ukernel reads it "
                   "(nn-cpu-ukernels' pack-weights); false packs it on "
                   "every call"),
    NN_BOOL_OPTION("buffer-cache", "true",
                   "Allocate buffers through nn's caching allocator "
                   "(_mlir_memref_to_llvm_alloc and _free, which nn-run's "
                   "JIT and nn-compile's libraries resolve), which keeps "
                   "freed blocks for the next call; false calls malloc and "
                   "free, for runners outside nn such as mlir-runner"),
    NN_BOOL_OPTION("plan-buffers", "true",
                   "Place each function's intermediate buffers in one arena "
                   "by their lifetimes (nn-plan-buffers); false allocates "
                   "each on its own, alive to the end of the function"),
    NN_BOOL_OPTION("profile", "false",
                   "Time each kernel of every entry at run time "
                   "(nn-profile-kernels): the code calls nn_profile_begin "
                   "and nn_profile_end around each kernel, which nn-run's "
                   "JIT resolves (nn-run --profile)"),
    NN_INT_OPTION("vector-width", "512", 0, 4096,
                  "The vector width, in bits, LLVM's vectorizer should "
                  "prefer (nn-vector-width); 0 leaves LLVM's choice (256 "
                  "on AVX-512 CPUs)"),
    NN_ENUM_OPTION("omp-schedule", "static", kSchedules,
                   "The OpenMP schedule of the parallel tile loops: static "
                   "(each thread the same tiles on every call: data stays "
                   "in its core's cache), or guided or dynamic (tiles to "
                   "whichever thread is free: better where other work "
                   "often holds a core up)"),
};

const NnPipelineDef nnLowerToLlvmPipeline = {
    .argument = "nn-lower-to-llvm",
    .description = "The CPU pipeline: nn to linalg, elementwise fusion, "
                   "bufferization, loops and the LLVM dialect (what nn-run "
                   "compiles with)",
    .opName = "builtin.module",
    .options = kOptions,
    .numOptions = sizeof(kOptions) / sizeof(kOptions[0]),
    .steps = kSteps,
    .numSteps = sizeof(kSteps) / sizeof(kSteps[0]),
};
