//===- NNPlugin.cpp - nn passes for stock mlir-opt ------------------------===//
//
// libNNPlugin.so lets stock tools run nn passes:
//
//   mlir-opt --irdl-file=share/nn/nn.irdl.mlir
//            --load-pass-plugin=lib/libNNPlugin.so
//            --pass-pipeline='builtin.module(fuse-ops{max-depth=8}, cse)'
//
// MLIR's plugin ABI is C++, so this is the project's one C++ file, and it
// only forwards: every entry of nn's pass table and every named pipeline is
// registered under its nn-opt name as a pass pipeline whose builder hands
// `name{options}` to nnAddPipeline (nn-c/Passes.h). Option parsing, anchor
// checks and the passes themselves are the C code nn-opt runs. The IRDL file
// gives mlir-opt the ops; nn's verifier and shape rules come from the C op
// registry linked in here.
//
// Loaded as a dialect plugin as well (--load-dialect-plugin, the same file),
// it adds nn's inliner interface (dialect/Inliner.cpp) to mlir-opt's registry,
// so that the nn dialect mlir-opt loads from the IRDL file gets it and
// `--inline` can inline nn ops, as in nn-opt.
//
//===----------------------------------------------------------------------===//

#include "dialect/Inliner.h"
#include "nn-c/Passes.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

#include <string>

static llvm::StringRef unwrapString(MlirStringRef text) {
  return llvm::StringRef(text.data, text.length);
}

static void appendError(MlirStringRef text, void *userData) {
  static_cast<std::string *>(userData)->append(text.data, text.length);
}

static void registerElement(MlirStringRef argument, MlirStringRef description) {
  llvm::StringRef name = unwrapString(argument);
  mlir::registerPassPipeline(
      name, unwrapString(description),
      [name](mlir::OpPassManager &pm, llvm::StringRef options,
             llvm::function_ref<llvm::LogicalResult(const llvm::Twine &)>
                 errorHandler) -> llvm::LogicalResult {
        std::string element = name.str();
        if (!options.empty())
          element += "{" + options.str() + "}";
        std::string error;
        if (mlirLogicalResultIsFailure(
                nnAddPipeline(wrap(&pm), {element.data(), element.size()},
                              appendError, &error)))
          return errorHandler(error);
        return llvm::success();
      },
      // nn options are not MLIR PassOptions; --help lists none.
      [](llvm::function_ref<void(const mlir::detail::PassOptions &)>) {});
}

static void registerNnPasses() {
  for (intptr_t i = 0; i < nnGetNumPasses(); ++i)
    registerElement(nnGetPassArgument(i), nnGetPassDescription(i));
  for (intptr_t i = 0; i < nnGetNumPipelines(); ++i)
    registerElement(nnGetPipelineArgument(i), nnGetPipelineDescription(i));
}

extern "C" LLVM_ATTRIBUTE_WEAK
    LLVM_ATTRIBUTE_VISIBILITY_DEFAULT mlir::PassPluginLibraryInfo
    mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "NNPlugin", NN_VERSION, registerNnPasses};
}

static void registerNnDialectExtensions(mlir::DialectRegistry *registry) {
  nnRegisterInlinerExtension(wrap(registry));
}

extern "C" LLVM_ATTRIBUTE_WEAK
    LLVM_ATTRIBUTE_VISIBILITY_DEFAULT mlir::DialectPluginLibraryInfo
    mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "NNPlugin", NN_VERSION,
          registerNnDialectExtensions};
}
