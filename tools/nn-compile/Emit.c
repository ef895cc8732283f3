//===- Emit.c - LLVM-dialect module to a host object file -----------------===//
//
// mlirTranslateModuleToLLVMIR gives unoptimized IR (the ExecutionEngine
// would optimize it itself), so the default<On> pipeline runs here on a
// module that knows its triple and data layout; then the target machine
// emits the object file. The OpenMP runtime calls (__kmpc_*) appear only at
// this translation, from the omp dialect.
//
// Each entry X arrives as two functions: X, taking every memref as its
// expanded fields (two pointers, an offset, sizes and strides), and
// _mlir_ciface_X, which the library's C wrapper calls with one descriptor
// pointer per tensor and which calls X. X is inlined into _mlir_ciface_X
// first: LLVM's CalledValuePropagation takes time quadratic in the
// arguments of that call (8 s for 2,000 tensors, 10,000 arguments), and
// nothing else calls X.
//
//===----------------------------------------------------------------------===//

#include "Emit.h"

#include "mlir-c/Target/LLVMIR.h"
#include "llvm-c/Core.h"
#include "llvm-c/Support.h"
#include "llvm-c/Target.h"
#include "llvm-c/TargetMachine.h"
#include "llvm-c/Transforms/PassBuilder.h"

#include <stdio.h>
#include <string.h>

// Moves LLVM's error text into `error`.
static bool takeError(LLVMErrorRef failure, const char *what,
                      NnStringBuffer *error) {
  if (!failure)
    return true;
  char *message = LLVMGetErrorMessage(failure);
  nnStringBufferPrintf(error, "%s: %s", what, message);
  LLVMDisposeErrorMessage(message);
  return false;
}

static void hideDefinitions(LLVMModuleRef module) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn;
       fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn))
      LLVMSetVisibility(fn, LLVMHiddenVisibility);
  for (LLVMValueRef global = LLVMGetFirstGlobal(module); global;
       global = LLVMGetNextGlobal(global))
    if (!LLVMIsDeclaration(global))
      LLVMSetVisibility(global, LLVMHiddenVisibility);
}

// Makes every entry X that has a _mlir_ciface_X internal and always
// inlined, so that the first pass of the pipeline folds it into its C
// interface (a function that other entries call stays, internal).
static void inlineEntries(LLVMModuleRef module) {
  static const char kPrefix[] = "_mlir_ciface_";
  unsigned alwaysInline = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  unsigned noInline = LLVMGetEnumAttributeKindForName("noinline", 8);
  LLVMContextRef context = LLVMGetModuleContext(module);
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn;
       fn = LLVMGetNextFunction(fn)) {
    size_t length;
    const char *name = LLVMGetValueName2(fn, &length);
    if (LLVMIsDeclaration(fn) || length <= sizeof(kPrefix) - 1 ||
        strncmp(name, kPrefix, sizeof(kPrefix) - 1) != 0)
      continue;
    LLVMValueRef entry =
        LLVMGetNamedFunction(module, name + sizeof(kPrefix) - 1);
    if (!entry || LLVMIsDeclaration(entry))
      continue;
    LLVMSetLinkage(entry, LLVMInternalLinkage);
    LLVMSetVisibility(entry,
                      LLVMDefaultVisibility); // required of local symbols
    LLVMRemoveEnumAttributeAtIndex(entry, LLVMAttributeFunctionIndex, noInline);
    LLVMAddAttributeAtIndex(entry, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(context, alwaysInline, 0));
  }
}

static LLVMTargetMachineRef createTargetMachine(const NnEmitOptions *options,
                                                NnStringBuffer *error) {
  LLVMInitializeNativeTarget();
  LLVMInitializeNativeAsmPrinter();
  char *triple = LLVMGetDefaultTargetTriple();
  LLVMTargetRef target;
  char *message = NULL;
  LLVMTargetMachineRef machine = NULL;
  if (LLVMGetTargetFromTriple(triple, &target, &message)) {
    nnStringBufferPrintf(error, "no LLVM target for %s: %s", triple, message);
    LLVMDisposeMessage(message);
  } else {
    char *cpu = options->genericCpu ? NULL : LLVMGetHostCPUName();
    char *features = options->genericCpu ? NULL : LLVMGetHostCPUFeatures();
    static const LLVMCodeGenOptLevel kLevels[] = {
        LLVMCodeGenLevelNone, LLVMCodeGenLevelLess, LLVMCodeGenLevelDefault,
        LLVMCodeGenLevelAggressive};
    machine = LLVMCreateTargetMachine(
        target, triple, cpu ? cpu : "generic", features ? features : "",
        kLevels[options->optLevel], LLVMRelocPIC, LLVMCodeModelDefault);
    if (!machine)
      nnStringBufferPrintf(error, "cannot create an LLVM target machine for %s",
                           triple);
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(features);
  }
  LLVMDisposeMessage(triple);
  return machine;
}

// LLVM's options are process-wide and parsed once.
static void useLibmvec(void) {
  const char *args[] = {"nn-compile", "-vector-library=LIBMVEC"};
  LLVMParseCommandLineOptions(2, args, NULL);
}

bool nnEmitObjectFile(MlirModule module, const NnEmitOptions *options,
                      const char *path, NnStringBuffer *error) {
  if (options->useLibmvec)
    useLibmvec();
  LLVMTargetMachineRef machine = createTargetMachine(options, error);
  if (!machine)
    return false;
  LLVMContextRef llvmContext = LLVMContextCreate();
  LLVMModuleRef llvmModule =
      mlirTranslateModuleToLLVMIR(mlirModuleGetOperation(module), llvmContext);
  bool ok = llvmModule != NULL;
  if (!ok)
    nnStringBufferPrintf(error, "translation to LLVM IR failed");
  if (ok) {
    char *triple = LLVMGetTargetMachineTriple(machine);
    LLVMSetTarget(llvmModule, triple);
    LLVMDisposeMessage(triple);
    LLVMTargetDataRef layout = LLVMCreateTargetDataLayout(machine);
    LLVMSetModuleDataLayout(llvmModule, layout);
    LLVMDisposeTargetData(layout);
    hideDefinitions(llvmModule);
    inlineEntries(llvmModule);
    char passes[48];
    snprintf(passes, sizeof(passes), "always-inline,default<O%d>",
             options->optLevel);
    LLVMPassBuilderOptionsRef passOptions = LLVMCreatePassBuilderOptions();
    ok = takeError(LLVMRunPasses(llvmModule, passes, machine, passOptions),
                   "LLVM optimization failed", error);
    LLVMDisposePassBuilderOptions(passOptions);
  }
  if (ok) {
    char *message = NULL;
    // The C API takes a non-const file name.
    char *file = (char *)path;
    if (LLVMTargetMachineEmitToFile(machine, llvmModule, file, LLVMObjectFile,
                                    &message)) {
      nnStringBufferPrintf(error, "cannot emit an object file: %s", message);
      ok = false;
    }
    LLVMDisposeMessage(message);
  }
  if (llvmModule)
    LLVMDisposeModule(llvmModule);
  LLVMContextDispose(llvmContext);
  LLVMDisposeTargetMachine(machine);
  return ok;
}
