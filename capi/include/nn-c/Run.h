/*===- nn-c/Run.h - Call an executable's entries on caller buffers -*- C
-*-===*\
|*                                                                          *|
|* Runs an entry function of an executable from nn-c/Compile.h. Buffers are *|
|* the caller's: dense row-major arrays described by NnTensor. An entry     *|
|* `(A0..An) -> (R0..Rm)` reads its inputs and writes its results into the  *|
|* output buffers, which the caller allocates (the query functions give     *|
|* their element types and shapes) and may reuse from call to call.         *|
|* Every buffer is checked against the entry's signature before the call,   *|
|* and a mismatch is an error message, never a call on bad memory.          *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/

#ifndef NN_C_RUN_H
#define NN_C_RUN_H

#include "mlir-c/IR.h"
#include "nn-c/Compile.h"
#include "nn-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The element types an entry may take or return, with their storage: IEEE
/// floats, bfloat16 as its 16 bits, two's complement integers, and i1 as
/// one byte holding 0 or 1.
typedef enum {
  NN_ELEMENT_F32 = 0,
  NN_ELEMENT_F64,
  NN_ELEMENT_F16,
  NN_ELEMENT_BF16,
  NN_ELEMENT_I64,
  NN_ELEMENT_I32,
  NN_ELEMENT_I8,
  NN_ELEMENT_I1,
  NN_ELEMENT_I16,
  NN_ELEMENT_UI8,
  NN_ELEMENT_UI16,
  NN_ELEMENT_UI32,
  NN_ELEMENT_UI64
} NnElementType;

/// The MLIR spelling ("f32", "i1") and the size in bytes of one element.
NN_CAPI_EXPORTED MlirStringRef nnElementTypeGetName(NnElementType type);
NN_CAPI_EXPORTED intptr_t nnElementTypeGetSize(NnElementType type);

/// A dense row-major tensor in caller-owned memory. `shape` holds `rank`
/// sizes (it may be NULL for rank 0) and is only read during a call.
typedef struct {
  void *data;
  NnElementType elementType;
  intptr_t rank;
  const int64_t *shape;
} NnTensor;

/// The entries of `executable`, in module order.
NN_CAPI_EXPORTED intptr_t nnExecutableGetNumEntries(NnExecutable executable);
NN_CAPI_EXPORTED MlirStringRef nnExecutableGetEntryName(NnExecutable executable,
                                                        intptr_t pos);

/// The number of inputs and outputs of `entry`; -1 when there is no such
/// entry.
NN_CAPI_EXPORTED intptr_t nnExecutableGetNumInputs(NnExecutable executable,
                                                   MlirStringRef entry);
NN_CAPI_EXPORTED intptr_t nnExecutableGetNumOutputs(NnExecutable executable,
                                                    MlirStringRef entry);

/// Describes input (or output) `pos` of `entry` in `*tensor`: element type,
/// rank and a shape owned by the executable, where a dynamic size is -1;
/// `data` is set to NULL. Fails when there is no such entry or position.
NN_CAPI_EXPORTED MlirLogicalResult nnExecutableGetInput(NnExecutable executable,
                                                        MlirStringRef entry,
                                                        intptr_t pos,
                                                        NnTensor *tensor);
NN_CAPI_EXPORTED MlirLogicalResult
nnExecutableGetOutput(NnExecutable executable, MlirStringRef entry,
                      intptr_t pos, NnTensor *tensor);

/// The tensor type of input (or output) `pos` of `entry`, in the module's
/// context; a null type when there is no such entry or position.
NN_CAPI_EXPORTED MlirType nnExecutableGetInputType(NnExecutable executable,
                                                   MlirStringRef entry,
                                                   intptr_t pos);
NN_CAPI_EXPORTED MlirType nnExecutableGetOutputType(NnExecutable executable,
                                                    MlirStringRef entry,
                                                    intptr_t pos);

/// The output shapes of `entry` for inputs of these shapes (their data is
/// not read and may be NULL): writes output j's sizes into `shapes[j]`,
/// which has room for the output's rank. An entry with dynamic dims is
/// compiled once for all sizes; its inputs may have any size where the
/// signature says -1. The sizes must agree as the entry's ops need (the
/// operands of nn.add, a matmul's reduced dims, the dims its inputs' nn.dims
/// attributes give one name): otherwise it fails, naming the sizes, the op
/// and its location:
///   @main: the inputs' sizes disagree: input#1[0] is 5, input#0[0] is 4,
///   and 'nn.add' at model.mlir:3:8 needs them equal
/// A dynamic size is never broadcast: where it meets a static size other
/// than 1 it must equal that size. nnExecutableRun makes the same checks.
NN_CAPI_EXPORTED MlirLogicalResult nnExecutableInferOutputShapes(
    NnExecutable executable, MlirStringRef entry, intptr_t numInputs,
    const NnTensor *inputs, intptr_t numOutputs, int64_t *const *shapes,
    MlirStringCallback errorCallback, void *userData);

/// Calls `entry` on `numInputs` input buffers, writing its results into
/// `numOutputs` output buffers. Checks the counts, and the element type and
/// shape of every buffer, first (for an entry with dynamic dims, the output
/// shapes nnExecutableInferOutputShapes gives); on a mismatch or a failed
/// call, passes one message to `errorCallback` (when not NULL) and fails.
///
/// Buffers may overlap, with one rule. Inputs may share memory with each
/// other. An output may share memory with inputs, wholly (in place, as
/// `x = f(x)`) or in part: the call then computes that output into a
/// temporary buffer and copies it over once every input has been read, so
/// the result is the same as with separate buffers, at the cost of one
/// copy of that output. Two outputs whose bytes overlap are an error that
/// names both, and nothing is called.
///
/// It also fails when the inputs fail a run-time check (with
/// NnCompileOptions.runtimeChecks, the default): a gather index outside
/// [-n, n) for an axis of size n. The call then ran to the end, reading
/// clamped indices (never memory outside the data), and the message says
/// which check failed first, where and on what:
///   @main: input #1 failed a run-time check: 'nn.gather' at model.mlir:4:8:
///   indices[1, 2] = 7 is out of range [-5, 5)
/// The outputs then hold no meaningful result. Integer division by zero is
/// not an error: nn.div defines it (docs/ops.md).
NN_CAPI_EXPORTED MlirLogicalResult nnExecutableRun(
    NnExecutable executable, MlirStringRef entry, intptr_t numInputs,
    const NnTensor *inputs, intptr_t numOutputs, NnTensor *outputs,
    MlirStringCallback errorCallback, void *userData);

/// How a call ended. The values are those of the model ABI of nn-compile's
/// libraries (tools/nn-compile/ModelAbi.h), where 2 is a CUDA error.
typedef enum {
  NN_RUN_OK = 0,
  NN_RUN_ERROR = 1,        ///< bad arguments, or the call itself failed
  NN_RUN_CHECK_FAILED = 3, ///< the inputs failed a run-time check
} NnRunStatus;

/// nnExecutableRun, saying why it failed: the same checks, call and message.
NN_CAPI_EXPORTED NnRunStatus nnExecutableRunWithStatus(
    NnExecutable executable, MlirStringRef entry, intptr_t numInputs,
    const NnTensor *inputs, intptr_t numOutputs, NnTensor *outputs,
    MlirStringCallback errorCallback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* NN_C_RUN_H */
