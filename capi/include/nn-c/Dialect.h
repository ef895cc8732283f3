/*===- nn-c/Dialect.h - Loading and extending the nn dialect ---*- C -*-===*\
|*                                                                          *|
|* The nn dialect is generated at load time: nnLoadDialect turns the op     *|
|* registry (the built-in ops plus any registered with nnRegisterOp) into   *|
|* an `irdl.dialect @nn` module and loads it into a context, with the       *|
|* upstream dialects nn IR uses. nnVerify runs the semantic checks IRDL     *|
|* cannot express (shapes, element types, attribute values) on every nn op  *|
|* under an operation.                                                      *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/

#ifndef NN_C_DIALECT_H
#define NN_C_DIALECT_H

#include "mlir-c/IR.h"
#include "nn-c/OpDef.h"
#include "nn-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The version of the library's API, NN_API_VERSION as it was built (see
/// nn-c/Support.h for the scheme). Compare with the NN_API_VERSION a caller
/// was compiled with.
NN_CAPI_EXPORTED int nnGetApiVersion(void);

/// Adds an op to the registry. `def` must stay valid for the life of the
/// program (a static table, typically) and be registered before the dialect is
/// loaded into a context. Fails when the name is taken or malformed, or when
/// the description is inconsistent, passing the reason ("nnRegisterOp: cannot
/// register 'nn.x': an op of that name is already registered") to
/// `errorCallback` when it is not NULL; nothing is printed.
///
/// Threads: the registry's queries (nnGetNumOps, nnLookupOp, ...), the
/// verifier and nnLoadDialect (each on its own context) may run in any number
/// of threads at once, and nnRegisterOp calls are serialised with each other;
/// but registering while another thread uses the registry is a data race.
/// Register every op before the registry is shared, i.e. before loading the
/// dialect anywhere.
/// (Before API version 1.0.0 this took only `def` and printed on stderr.)
NN_CAPI_EXPORTED MlirLogicalResult nnRegisterOp(
    const NnOpDef *def, MlirStringCallback errorCallback, void *userData);

/// Number of ops in the registry, and the op at `pos` (sorted by name).
NN_CAPI_EXPORTED intptr_t nnGetNumOps(void);
NN_CAPI_EXPORTED const NnOpDef *nnGetOp(intptr_t pos);
/// The op called `name` ("nn.relu", "tensor.concat"), or NULL.
NN_CAPI_EXPORTED const NnOpDef *nnLookupOp(MlirStringRef name);

/// Accessors over an op's description, so that callers need not depend on
/// NnOpDef's layout: its full name ("nn.relu"), its fusion kind, and whether
/// it is pure (no side effects: unused results may be erased, equal ops
/// merged).
NN_CAPI_EXPORTED MlirStringRef nnOpGetName(const NnOpDef *def);
NN_CAPI_EXPORTED NnFusionKind nnOpGetFusionKind(const NnOpDef *def);
NN_CAPI_EXPORTED bool nnOpIsPure(const NnOpDef *def);

/// Builds the `irdl.dialect @nn` module for the registry's nn ops. The
/// caller owns the module. The context must have the irdl dialect loaded.
NN_CAPI_EXPORTED MlirModule nnBuildIrdlModule(MlirContext ctx);

/// Loads the nn dialect (and the irdl dialect it is defined with) into `ctx`,
/// with every dialect that nn IR and nn-opt's output use, so that a program
/// parses what nn-opt writes at any stage with this one call:
///
///   func, arith, tensor        nn graphs and --fuse-ops' output
///   linalg, math               --convert-nn-to-linalg
///   scf, affine, bufferization,
///   memref, vector, cf         the lowering pipelines' intermediate steps
///   llvm, omp                  --nn-lower-to-llvm (the CPU)
///   gpu, nvvm                  --nn-lower-to-nvvm (CUDA)
///
/// The context also gets every other upstream dialect and extension
/// registered (mlirRegisterAllDialects: loaded when first parsed, with the
/// interfaces upstream passes need), and nn an inliner interface, so that
/// MLIR's inliner inlines nn ops (`--inline` undoes `--fuse-ops`).
/// Loading again into the same context does nothing more; a context whose nn
/// dialect came from elsewhere (nn.irdl.mlir) gets the rest. Fails, with an
/// error diagnostic on the context, when a registered op's default attribute
/// value does not parse.
NN_CAPI_EXPORTED MlirLogicalResult nnLoadDialect(MlirContext ctx);

/// Checks every registered op nested in `root` (root included) against its
/// description, reporting each violation as an error diagnostic at the op's
/// location. Succeeds when there is none.
NN_CAPI_EXPORTED MlirLogicalResult nnVerify(MlirOperation root);

/// Computes the `numResults` result types of op `def` (its number of result
/// slots, or the chosen count for an op with a variadic result such as
/// nn.split) from ranked operand types and attributes (absent attributes take
/// their defaults) by running its shape function. Fails when the operands or
/// attributes break a rule, passing the message ("'nn.matmul' op contracting
/// dimensions differ: lhs has 64, rhs has 32") to `errorCallback` when it is
/// not NULL. Ops whose result type is their input, such as nn.reshape, cannot
/// be inferred.
NN_CAPI_EXPORTED MlirLogicalResult nnInferResultTypes(
    const NnOpDef *def, MlirContext ctx, intptr_t numOperands,
    const MlirType *operandTypes, intptr_t numAttributes,
    const MlirNamedAttribute *attributes, intptr_t numResults,
    MlirType *results, MlirStringCallback errorCallback, void *userData);

/// Writes the Markdown op reference (docs/ops.md) through `callback`.
NN_CAPI_EXPORTED void nnPrintOpDocs(MlirStringCallback callback,
                                    void *userData);

/// The name a fusion kind has in IR and docs ("elementwise", ...).
NN_CAPI_EXPORTED const char *nnFusionKindName(NnFusionKind kind);

#ifdef __cplusplus
}
#endif

#endif /* NN_C_DIALECT_H */
