//===- nn-compile.c - Compile an nn module ahead of time ------------------===//
//
// nn-compile FILE.mlir --target cpu|cuda [--chip sm_90|native] -o model.so
//                      [--emit-header model.h] [--entry NAME ...]
//
// FILE.mlir is MLIR text, bytecode or an ONNX model
// (tools/common/LoadModule.h).
//
// The ahead-of-time path (DESIGN.md section 8): the module is lowered with
// nn's CPU pipeline as nn-run's JIT would lower it (Entries.h picks and
// marks the entries, nn-lower-to-llvm lowers to the LLVM dialect),
// written as a host object file (Emit.h), and linked with generated C
// wrappers (Wrappers.h) into a shared library that exports a plain C ABI
// (ModelAbi.h) and needs no MLIR or LLVM at run time. `nn-run model.so`
// runs such a library.
//
// --target cuda lowers with the CUDA pipeline instead
// (nn-lower-to-nvvm, conversion/gpu/GpuPipeline.c): the kernels become a
// gpu.binary, a fatbin (cubin for the chip plus its PTX) when the toolkit has
// ptxas and fatbinary, else PTX that the driver compiles when the library
// loads. The translation to LLVM IR embeds the binary (upstream's
// #gpu.select_object) with a constructor that loads it and launches that call
// libnnrt's mgpu* functions; the library links libnnrt (runtime/nnrt), which
// dlopens the driver.
//
// The object file and the generated source go to a temporary directory
// ($TMPDIR, else /tmp), created only once the module is lowered; the
// library is copied to the output path only once it is complete. SIGINT,
// SIGTERM, SIGHUP and crashes remove the directory and an output cut short
// (Cleanup.h); SIGKILL leaves $TMPDIR/nn-compile-XXXXXX behind.
//
//===----------------------------------------------------------------------===//

#include "Cleanup.h"
#include "Emit.h"
#include "Entries.h"
#include "Link.h"
#include "NativeChip.h"
#include "Wrappers.h"
#include "conversion/gpu/GpuChips.h"
#include "conversion/gpu/GpuPipeline.h"
#include "runtime/CpuJit.h"
#include "tools/common/Args.h"
#include "tools/common/LoadModule.h"
#include "tools/common/PrintDiagnostic.h"
#include "tools/common/Specialize.h"

#include "mlir-c/Pass.h"
#include "mlir-c/Transforms.h"
#include "nn-c/Dialect.h"
#include "nn-c/Passes.h"
#include "tools/common/ToolMemory.h"

// kUkernelsObject: the CPU ukernels (runtime/ukernels), compiled when nn was
// built, which every CPU library links.
#include "UkernelsObject.inc"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef NN_VERSION
#define NN_VERSION "unknown"
#endif

typedef struct {
  const char *file, *output, *header, *target, *cpu, *chip, *specialize;
  const char *matmulLibrary, *tf32;
  const char *smCountText; // --sm-count
  int smCount; // --sm-count, or native's; 0: the chip's reference part's
  char nativeChip[16];
  const char **entries;
  int numEntries;
  int optLevel;
  bool runtimeChecks;
} Options;

static void printHelp(void) {
  printf("usage: nn-compile FILE.mlir --target cpu|cuda -o MODEL.so "
         "[options]\n\n"
         "FILE.mlir is MLIR text or bytecode (nn-opt --emit-bytecode), or "
         "an ONNX\nmodel (MODEL.onnx, imported in-process).\n"
         "Compiles the module ahead of time into a shared library that "
         "exports\n"
         "one C function per entry and a signature table "
         "(nn_model_get_entry),\n"
         "and needs no MLIR at run time. nn-run MODEL.so runs it.\n\n"
         "  --target cpu|cuda       What to compile for (default: cpu). A "
         "cuda library\n"
         "                          takes device pointers, needs libnnrt "
         "and the CUDA\n"
         "                          driver, and embeds its kernels as a "
         "fatbin (cubin\n"
         "                          and PTX) when $NN_CUDA_PATH (default\n"
         "                          /usr/local/cuda) has bin/ptxas and "
         "bin/fatbinary,\n"
         "                          else as PTX the driver compiles at "
         "load\n"
         "  --chip sm_NN|native     The CUDA architecture (cuda only; "
         "default: sm_90;\n"
         "                          sm_80 to sm_121). The library also "
         "embeds PTX,\n"
         "                          which the driver compiles for newer "
         "GPUs: one built\n"
         "                          for sm_80 runs on sm_90, not the other "
         "way round.\n"
         "                          native: that of CUDA device 0, and its "
         "SM count\n"
         "  --sm-count N            The SMs the kernels' launch "
         "configurations aim to\n"
         "                          fill (cuda only; default: the device's "
         "with native,\n"
         "                          else the chip's reference part's: 132 "
         "for sm_90)\n"
         "  --matmul-library none|cublaslt\n"
         "                          cublaslt: matmuls and convolutions "
         "(an im2col\n"
         "                          gather, then a matmul) and their bias, "
         "residual\n"
         "                          and relu run on cuBLASLt "
         "(libcublasLt.so.13 at\n"
         "                          run time; cuda only; default: none, "
         "kernels)\n"
         "  --tf32=true             With cublaslt, f32 matmuls may round "
         "inputs to TF32\n"
         "  -o MODEL.so             The shared library to write\n"
         "  --emit-header MODEL.h   Also write a C header declaring its "
         "functions\n"
         "  --entry NAME            A function to export (repeatable; "
         "default:\n"
         "                          every public function)\n"
         "  --cpu host|generic      Code for this machine's CPU (default) or "
         "for any\n"
         "                          CPU of its architecture\n"
         "  -O0 ... -O3             LLVM optimization level (default: -O2)\n"
         "  --specialize SIZES      Also compile static copies of each entry "
         "with\n"
         "                          dynamic dims for sizes of the dims its "
         "inputs'\n"
         "                          nn.dims name ('seq=128;batch=1,seq=384',\n"
         "                          nn-specialize; cpu): a call whose inputs "
         "have\n"
         "                          them runs the copy\n"
         "  --runtime-checks=false  Do not check inputs at run time (cpu; "
         "on by\n"
         "                          default: an entry returns 3 when a "
         "gather index\n"
         "                          is out of range; off, indices are "
         "clamped)\n"
         "  --version, --help\n");
}

// 0: go on; 1: error; 2: done (help or version printed).
static int parseOptions(int argc, char **argv, Options *o) {
  memset(o, 0, sizeof(*o));
  o->target = "cpu";
  o->chip = NULL;
  o->optLevel = 2;
  o->runtimeChecks = true;
  o->entries = nnToolAllocArray("nn-compile", (size_t)argc, sizeof(char *));
  for (int i = 1; i < argc; ++i) {
    const char *arg = argv[i], *flag = nnArgFlag(arg);
    if (!flag) {
      if (o->file) {
        nnToolError("nn-compile", "more than one input file: '%s' and '%s'\n",
                    o->file, arg);
        return 1;
      }
      o->file = arg;
      continue;
    }
    if (strcmp(flag, "help") == 0 || strcmp(flag, "h") == 0) {
      printHelp();
      return 2;
    }
    if (strcmp(flag, "version") == 0) {
      printf("nn-compile version " NN_VERSION " (nn dialect on MLIR 22)\n");
      return 2;
    }
    if (nnArgOptLevel(flag, &o->optLevel))
      continue;
    // --flag=value, --flag value, -o value.
    static const char *const kValueFlags[] = {
        "o",       "target",         "emit-header", "entry",          "cpu",
        "chip",    "runtime-checks", "specialize",  "matmul-library", "tf32",
        "sm-count"};
    enum { kNumValueFlags = sizeof(kValueFlags) / sizeof(kValueFlags[0]) };
    const char *value = NULL;
    int which = -1;
    for (int k = 0; k < kNumValueFlags; ++k)
      if (nnArgIs(flag, kValueFlags[k], &value))
        which = k;
    if (which < 0) {
      nnToolError("nn-compile", "unknown option '%s' (see --help)\n", arg);
      return 1;
    }
    if (!(value = nnArgTakeValue(argc, argv, &i, value))) {
      nnToolError("nn-compile", "%s expects a value\n", arg);
      return 1;
    }
    const char **slots[] = {&o->output, &o->target,     &o->header,
                            NULL,       &o->cpu,        &o->chip,
                            NULL,       &o->specialize, &o->matmulLibrary,
                            &o->tf32,   &o->smCountText};
    if (which == 6) {
      if (strcmp(value, "true") != 0 && strcmp(value, "false") != 0) {
        nnToolError("nn-compile",
                    "--runtime-checks expects true or false, "
                    "not '%s'\n",
                    value);
        return 1;
      }
      o->runtimeChecks = strcmp(value, "true") == 0;
    } else if (which == 3)
      o->entries[o->numEntries++] = value;
    else
      *slots[which] = value;
  }
  if (!o->file) {
    fprintf(stderr, "nn-compile: no input file (usage: nn-compile FILE.mlir "
                    "--target cpu -o MODEL.so, see --help)\n");
    return 1;
  }
  if (strcmp(o->target, "cpu") != 0 && strcmp(o->target, "cuda") != 0) {
    fprintf(stderr, "nn-compile: unknown target '%s' (available: cpu, cuda)\n",
            o->target);
    return 1;
  }
  if (o->chip && strcmp(o->target, "cuda") != 0) {
    fprintf(stderr, "nn-compile: --chip applies to --target cuda only\n");
    return 1;
  }
  if ((o->matmulLibrary || o->tf32) && strcmp(o->target, "cuda") != 0) {
    fprintf(stderr, "nn-compile: --%s applies to --target cuda only\n",
            o->matmulLibrary ? "matmul-library" : "tf32");
    return 1;
  }
  if (o->matmulLibrary && strcmp(o->matmulLibrary, "none") != 0 &&
      strcmp(o->matmulLibrary, "cublaslt") != 0) {
    fprintf(stderr,
            "nn-compile: --matmul-library expects none or cublaslt, got "
            "'%s'\n",
            o->matmulLibrary);
    return 1;
  }
  if (o->tf32 && strcmp(o->tf32, "true") != 0 &&
      strcmp(o->tf32, "false") != 0) {
    fprintf(stderr, "nn-compile: --tf32 expects true or false, not '%s'\n",
            o->tf32);
    return 1;
  }
  if (o->chip && strcmp(o->chip, "native") != 0 && !nnGpuFindChip(o->chip)) {
    fprintf(stderr,
            "nn-compile: --chip expects native or a CUDA architecture nn "
            "compiles for, %s; got '%s'\n",
            nnGpuChipList(), o->chip);
    return 1;
  }
  if (o->smCountText) {
    char *end;
    long count = strtol(o->smCountText, &end, 10);
    if (strcmp(o->target, "cuda") != 0) {
      fprintf(stderr, "nn-compile: --sm-count applies to --target cuda only\n");
      return 1;
    }
    if (end == o->smCountText || *end || count < 1 ||
        count > NN_GPU_MAX_SM_COUNT) {
      fprintf(stderr,
              "nn-compile: --sm-count expects a number of SMs from 1 to %d, "
              "not '%s'\n",
              NN_GPU_MAX_SM_COUNT, o->smCountText);
      return 1;
    }
    o->smCount = (int)count;
  }
  if (o->cpu && strcmp(o->cpu, "host") != 0 && strcmp(o->cpu, "generic") != 0) {
    fprintf(stderr, "nn-compile: --cpu expects host or generic, got '%s'\n",
            o->cpu);
    return 1;
  }
  if (!o->output) {
    fprintf(stderr, "nn-compile: no output file (-o MODEL.so)\n");
    return 1;
  }
  return 0;
}

// Writes `path` whole or not at all: a file cut short, by an error or by a
// signal meanwhile (Cleanup.h), is removed.
static bool writeFile(const char *path, const void *data, size_t size,
                      NnStringBuffer *error) {
  FILE *file = fopen(path, "wb");
  nnCleanupSetPartialOutput(file ? path : NULL);
  bool ok = file && fwrite(data, 1, size, file) == size;
  if (file && fclose(file) != 0)
    ok = false;
  if (!ok)
    nnStringBufferPrintf(error, "cannot write '%s': %s", path, strerror(errno));
  if (!ok && file)
    unlink(path);
  nnCleanupSetPartialOutput(NULL);
  return ok;
}

static bool copyFile(const char *from, const char *to, NnStringBuffer *error) {
  FILE *file = fopen(from, "rb");
  if (!file) {
    nnStringBufferPrintf(error, "cannot read '%s': %s", from, strerror(errno));
    return false;
  }
  NnStringBuffer data = {0};
  bool ok = nnStringBufferAppendFile(&data, file);
  fclose(file);
  if (!ok)
    nnStringBufferPrintf(error, "cannot read '%s'", from);
  else
    ok = writeFile(to, data.data, data.length, error);
  nnStringBufferFree(&data);
  return ok;
}

static bool isCuda(const Options *o) { return strcmp(o->target, "cuda") == 0; }

// "fatbin" when the toolkit can make one, else "isa" (PTX).
static const char *cudaFormat(void) {
  char path[4096];
  snprintf(path, sizeof(path), "%s/bin/ptxas", nnCudaToolkitPath());
  if (access(path, X_OK) != 0)
    return "isa";
  snprintf(path, sizeof(path), "%s/bin/fatbinary", nnCudaToolkitPath());
  return access(path, X_OK) == 0 ? "fatbin" : "isa";
}

// Lowers the module to the LLVM dialect: the CPU pipeline, or for cuda the
// CUDA pipeline (host code in the LLVM dialect, kernels in gpu.binary).
static bool lowerToLlvm(MlirModule module, const Options *o) {
  MlirContext ctx = mlirModuleGetContext(module);
  MlirPassManager pm = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString("builtin.module"));
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsSymbolDCE());
  NnStringBuffer error = {0};
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  bool ok;
  if (isCuda(o)) {
    NnStringBuffer pipeline = {0};
    // One gpu.module, so one image that the library loads once.
    nnStringBufferPrintf(&pipeline,
                         "nn-lower-to-nvvm{chip=%s format=%s modules=one "
                         "matmul-library=%s tf32=%s sm-count=%d}",
                         o->chip ? o->chip : NN_GPU_DEFAULT_CHIP, cudaFormat(),
                         o->matmulLibrary ? o->matmulLibrary : "none",
                         o->tf32 ? o->tf32 : "false", o->smCount);
    ok = mlirLogicalResultIsSuccess(
        nnAddPipeline(opm, mlirStringRefCreate(pipeline.data, pipeline.length),
                      nnStringBufferCallback, &error));
    nnStringBufferFree(&pipeline);
  } else {
    ok = mlirLogicalResultIsSuccess(nnAddPipeline(
        opm,
        mlirStringRefCreateFromCString(
            o->runtimeChecks ? "nn-lower-to-llvm"
                             : "nn-lower-to-llvm{runtime-checks=false}"),
        nnStringBufferCallback, &error));
  }
  if (!ok)
    fprintf(stderr, "nn-compile: %s\n", nnStringBufferStr(&error));
  else
    ok = mlirLogicalResultIsSuccess(
        mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)));
  nnStringBufferFree(&error);
  mlirPassManagerDestroy(pm);
  return ok;
}

// The base name of `path`, for the header's include guard.
static const char *baseName(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

// Compiles the parsed, verified module into o->output (and o->header).
static bool compile(MlirModule module, const Options *o,
                    NnStringBuffer *error) {
  NnAotEntries entries;
  bool ok =
      nnAotSelectEntries(module, o->numEntries, o->entries, &entries, error) &&
      (!o->header || nnCheckHeaderNames(&entries, error));
  const char *nnrtDir = NULL;
  if (ok && isCuda(o) && !(nnrtDir = nnFindNnrtDirectory())) {
    nnStringBufferPrintf(error, "cannot find libnnrt.so, which a --target "
                                "cuda library links (nn-compile looks next "
                                "to its own lib directory)");
    ok = false;
  }
  // Kernels call libdevice for math functions (erf, tanh, exp): without it
  // upstream's serialization fails on some graphs and merely complains on
  // others, so nn-compile asks for it up front.
  NnStringBuffer libdevice = {0};
  nnStringBufferPrintf(&libdevice, "%s/nvvm/libdevice/libdevice.10.bc",
                       nnCudaToolkitPath());
  if (ok && isCuda(o) && access(libdevice.data, R_OK) != 0) {
    nnStringBufferPrintf(error,
                         "--target cuda needs the CUDA toolkit's libdevice, "
                         "and %s is missing (set NN_CUDA_PATH to the CUDA "
                         "toolkit)",
                         libdevice.data);
    ok = false;
  }
  nnStringBufferFree(&libdevice);
  if (ok && isCuda(o) && strcmp(cudaFormat(), "isa") == 0)
    fprintf(stderr,
            "nn-compile: note: %s/bin has no ptxas and fatbinary: the "
            "library embeds PTX, which the CUDA driver compiles when it "
            "loads the library\n",
            nnCudaToolkitPath());
  if (ok && !lowerToLlvm(module, o)) {
    nnStringBufferPrintf(error, "%s: lowering to the LLVM dialect failed",
                         o->file);
    ok = false;
  }
  // The temporary directory exists only from here on: a crash in the
  // lowering cannot leave it behind.
  ok = ok && nnCleanupCreateDirectory(error);
  const char *dir = nnCleanupDirectory();
  NnStringBuffer object = {0}, source = {0}, library = {0}, text = {0},
                 ukernels = {0};
  nnStringBufferPrintf(&object, "%s/model.o", dir);
  nnStringBufferPrintf(&source, "%s/model.c", dir);
  nnStringBufferPrintf(&library, "%s/model.so", dir);
  nnStringBufferPrintf(&ukernels, "%s/ukernels.o", dir);
  // Host code of a CUDA library has no loops to vectorize.
  NnEmitOptions emit = {o->optLevel, o->cpu && strcmp(o->cpu, "generic") == 0,
                        !isCuda(o) && *NN_LIBMVEC != '\0'};
  int device = isCuda(o) ? 1 : 0; // NN_MODEL_DEVICE_* (ModelAbi.h)
  ok = ok && nnEmitObjectFile(module, &emit, object.data, error);
  // The checks the lowering made (none for cuda), which the wrappers report.
  NnRuntimeChecks checks = {0, NULL};
  if (ok && !nnReadRuntimeChecks(module, &checks)) {
    nnStringBufferPrintf(error, "out of memory reading the run-time checks");
    ok = false;
  }
  ok = ok &&
       nnWriteLibrarySource(&entries, &checks, o->file, device, &text, error);
  if (ok) {
    // The CPU code calls the ukernels; the library carries its own copy,
    // hidden like the rest.
    ok = writeFile(source.data, text.data, text.length, error) &&
         (isCuda(o) || writeFile(ukernels.data, kUkernelsObject,
                                 sizeof(kUkernelsObject), error)) &&
         nnLinkSharedLibrary(object.data, source.data,
                             isCuda(o) ? NULL : ukernels.data, library.data,
                             baseName(o->output), nnrtDir, error) &&
         copyFile(library.data, o->output, error);
  }
  if (ok && o->header) {
    nnStringBufferClear(&text);
    nnWriteHeader(&entries, o->file, baseName(o->header), device,
                  checks.count > 0, &text);
    ok = writeFile(o->header, text.data, text.length, error);
  }
  nnCleanupRemoveDirectory();
  nnStringBufferFree(&object);
  nnStringBufferFree(&source);
  nnStringBufferFree(&library);
  nnStringBufferFree(&ukernels);
  nnStringBufferFree(&text);
  nnAotFreeEntries(&entries);
  nnFreeRuntimeChecks(&checks);
  return ok;
}

int main(int argc, char **argv) {
  Options o;
  int parsed = parseOptions(argc, argv, &o);
  if (parsed) {
    free(o.entries);
    return parsed == 2 ? 0 : 1;
  }
  int status = 1;
  NnStringBuffer error = {0};
  MlirModule module = {NULL};
  // The device's architecture and SMs; --sm-count still wins.
  if (o.chip && strcmp(o.chip, "native") == 0) {
    int smCount;
    if (!nnNativeChip(o.nativeChip, sizeof(o.nativeChip), &smCount, &error)) {
      fprintf(stderr, "nn-compile: %s\n", nnStringBufferStr(&error));
      nnStringBufferFree(&error);
      free(o.entries);
      return 1;
    }
    o.chip = o.nativeChip;
    if (!o.smCount)
      o.smCount = smCount;
  }

  MlirContext ctx = nnCpuJitContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, nnPrintDiagnostic, NULL, NULL);
  if (mlirLogicalResultIsFailure(nnLoadDialect(ctx))) {
    fprintf(stderr, "nn-compile: cannot load the nn dialect\n");
    goto done;
  }
  // MLIR text or bytecode; the loader says what went wrong.
  module = nnToolLoadModule(ctx, "nn-compile", o.file);
  if (mlirModuleIsNull(module))
    goto done;
  if (mlirLogicalResultIsFailure(nnVerify(mlirModuleGetOperation(module))) ||
      (o.specialize && !nnToolSpecialize(module, "nn-compile", o.specialize)))
    goto done;
  if (compile(module, &o, &error))
    status = 0;
  else
    fprintf(stderr, "nn-compile: %s\n", nnStringBufferStr(&error));

done:
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  nnStringBufferFree(&error);
  free(o.entries);
  return status;
}
