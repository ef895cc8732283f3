//===- BufferizePipeline.c - Tensors to buffers, for both pipelines -------===//
//
// One step a line, in order; the nn-* steps are nn's, the rest upstream. The
// result is in destination-passing style: a function `(A0, ..., An) -> (R0,
// ..., Rm)` on tensors becomes a function on memrefs `(A0, ..., An, R0, ...,
// Rm) -> ()`, whose caller allocates every result buffer (contiguous, identity
// layout).
//
//===----------------------------------------------------------------------===//

#include "conversion/common/BufferizePipeline.h"

static const NnPipelineStep kSteps[] = {
    // A call with results of dynamic sizes becomes its callee's body: only
    // the callee can size them (InlineDynamicCalls.c); the callees it
    // leaves without calls go.
    {"nn-inline-dynamic-calls", NULL, NULL},
    {"symbol-dce", NULL, NULL},
    // A value returned in two positions gets a copy for the second: each
    // result will be a buffer of its own (DistinctResults.c).
    {"nn-distinct-results", NULL, NULL},
    // A fill that several ops accumulate into is filled again for each:
    // bufferization would copy it (DistinctInits.c).
    {"nn-distinct-inits", NULL, NULL},
    // Tensors become buffers in one pass over the whole module, function
    // signatures included (tensor arguments and results become memrefs
    // with the identity layout, so callers pass plain descriptors).
    // tensor.empty becomes memref.alloc.
    {"one-shot-bufferize",
     "bufferize-function-boundaries "
     "function-boundary-type-conversion=identity-layout-map",
     NULL},
    // The constant globals bufferization made, named and ordered by first
    // read: its function order is not deterministic (NameConstants.c).
    {"nn-name-constants", NULL, NULL},
    // A function returning one of its arguments (a library call's function
    // writing into the caller's buffer, InlineDynamicCalls.c) returns it no
    // more: its callers read the operand. Results of dynamic sizes then
    // need no out-parameter, which the next step could not make.
    {"drop-equivalent-buffer-results", NULL, NULL},
    // Destination-passing style: every memref result becomes a trailing
    // out-parameter that the caller allocates (and may reuse from call to
    // call). Private functions (the nn.fused kernels) go first, so that the
    // public functions then return the buffer their callee writes, a plain
    // memref.alloc, which the second run replaces by the out-parameter itself
    // (hoist-static-allocs): the last kernel writes straight into the
    // caller's buffer, with no copy. A result that is not such an alloc (an
    // argument, a constant) is copied into its out-parameter.
    {"buffer-results-to-out-params", "hoist-static-allocs=true", NULL},
    {"buffer-results-to-out-params",
     "hoist-static-allocs=true modify-public-functions=true", NULL},
    // An entry's result of dynamic shape is written into its out-parameter
    // too, when the sizes agree, and reported when not
    // (DynamicResultsInPlace.c).
    {"nn-dynamic-results-in-place", "in-place={dynamic-results-in-place}",
     NULL},
    // Frees what bufferization allocated (ownership-based deallocation,
    // with its simplifications). Functions return nothing any more, so
    // every buffer allocated inside a function is freed inside it.
    {"buffer-deallocation-pipeline", NULL, NULL},
    // What deallocation leaves of the bufferization dialect (clone,
    // dealloc) becomes memref.alloc + memref.copy and memref.dealloc.
    {"convert-bufferization-to-memref", NULL, NULL},
};

static const NnOptionDef kOptions[] = {
    NN_BOOL_OPTION("dynamic-results-in-place", "true",
                   "Write an entry's results of dynamic shape into the "
                   "caller's buffers (false: copy them there, as the CUDA "
                   "pipeline does)"),
};

const NnPipelineDef nnBufferizePipeline = {
    .argument = "nn-bufferize",
    .description = "Tensors to buffers, as both nn pipelines do it: "
                   "one-shot bufferization, destination-passing style "
                   "(results become out-parameters), deallocation",
    .opName = "builtin.module",
    .options = kOptions,
    .numOptions = 1,
    .steps = kSteps,
    .numSteps = sizeof(kSteps) / sizeof(kSteps[0]),
};
