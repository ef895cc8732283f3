//===- Inliner.cpp - Letting MLIR's inliner move nn ops -------------------===//
//
// MLIR's inliner moves an op into its caller only when the op's dialect has a
// DialectInlinerInterface that allows it, and IRDL dialects carry no
// interfaces: so `--inline` left every call to a `--fuse-ops` group in place,
// and `nn-opt --fuse-ops | nn-opt --inline` could not give back the unfused
// graph. Interfaces are C++ classes, with no C API, so this is the dialect's
// one C++ file (the plugin's NNPlugin.cpp and the CPU pipeline's
// DenseResource.cpp are the project's others), kept to the interface
// and the registry extension that attaches it.
//
// Every nn op is legal to inline: nn ops have no regions and nothing in their
// meaning depends on the function they sit in (an op's semantics are its
// operands and attributes). Calls and function bodies are func's business;
// its own inliner extension (in mlirRegisterAllDialects) handles them.
//
// The interface is attached through a DialectRegistry extension, keyed on the
// dialect's name, rather than to a loaded dialect directly, so that it also
// reaches an nn dialect that stock mlir-opt loads from nn.irdl.mlir: the
// plugin hands the same extension to mlir-opt's registry
// (--load-dialect-plugin).
//
//===----------------------------------------------------------------------===//

#include "Inliner.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/InliningUtils.h"

#include <memory>

// A named namespace, not an anonymous one: MLIR identifies the extension by
// its type's name (TypeID::get), which must be the same in every copy of
// this code (libnn.so, the tools, the plugin) for a registry to hold it once.
namespace nn {

class InlinerInterface final : public mlir::DialectInlinerInterface {
public:
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(mlir::Operation *, mlir::Region *, bool,
                       mlir::IRMapping &) const override {
    return true;
  }
};

class InlinerExtension final : public mlir::DialectExtensionBase {
public:
  InlinerExtension() : DialectExtensionBase({"nn"}) {}

  void apply(mlir::MLIRContext *,
             llvm::MutableArrayRef<mlir::Dialect *> dialects) const override {
    mlir::Dialect *nn = dialects.front();
    // Registries appended one after the other may each apply it.
    if (!nn->getRegisteredInterface<mlir::DialectInlinerInterface>())
      nn->addInterface(std::make_unique<InlinerInterface>(nn));
  }

  std::unique_ptr<mlir::DialectExtensionBase> clone() const override {
    return std::make_unique<InlinerExtension>(*this);
  }
};

} // namespace nn

void nnRegisterInlinerExtension(MlirDialectRegistry registry) {
  unwrap(registry)->addExtension(mlir::TypeID::get<nn::InlinerExtension>(),
                                 std::make_unique<nn::InlinerExtension>());
}
