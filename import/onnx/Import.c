//===- Import.c - nnImportOnnx: an ONNX model into an nn function ---------===//
//
// The import reads the model (Model.c), checks its versions, orders its
// nodes (ONNX requires a topological order; the importer sorts anyway, so
// that a model written out of order still imports, and finds undefined
// values and cycles on the way), then asks the converter table for every
// node before building anything, so that one run lists every op it cannot
// convert. Then it builds the function: graph inputs that are not
// initializers become arguments, initializers known tensors (built into
// constants where a converter needs them as values), and each node is
// converted in order with its name as the location.
//
// Linear in the size of the graph: names are hashed, the sort is Kahn's.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Func.h"
#include "nn-c/Dialect.h"
#include "support/Memory.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The newest IR version this importer knows (ONNX 1.16 to 1.17).
enum { ONNX_MAX_IR_VERSION = 10 };

// Builder errors (a shape rule the node breaks, say) belong to the node
// being converted.
static void builderError(MlirStringRef message, void *userData) {
  OnnxImporter *im = userData;
  if (im->node)
    onnxNodeError(im->node, "%.*s", (int)message.length, message.data);
  else
    onnxImportError(im, "%.*s", (int)message.length, message.data);
}

/* Ordering. */

typedef struct {
  size_t *order; // node indices, producers first
  size_t count;
} NodeOrder;

static const char *nodeLabel(const Onnx__NodeProto *node, size_t index,
                             char *buffer, size_t size) {
  if (node->name && *node->name)
    return node->name;
  snprintf(buffer, size, "%s #%zu", node->op_type ? node->op_type : "?", index);
  return buffer;
}

// Orders the nodes so that each comes after the producers of its inputs
// (Kahn's algorithm over the graph's values). Reports values nothing
// defines, values defined twice, and cycles.
static bool orderNodes(OnnxImporter *im, const Onnx__GraphProto *g,
                       const NnStringMap *outer, NodeOrder *order) {
  size_t n = g->n_node;
  NnStringMap producer = {0}; // output name -> node index
  size_t *pending = nnAllocArray(n, sizeof(size_t));
  size_t *firstUse = nnAllocArray(n, sizeof(size_t)); // CSR of consumers
  size_t *users = NULL, numEdges = 0;
  order->order = nnAllocArray(n, sizeof(size_t));
  order->count = 0;
  bool ok = pending && firstUse && order->order;
  char label[128];
  for (size_t i = 0; ok && i < n; ++i) {
    const Onnx__NodeProto *node = g->node[i];
    if (!node->op_type) {
      onnxImportError(im, "node %zu has no op type", i);
      ok = false;
    }
    for (size_t k = 0; ok && k < node->n_output; ++k) {
      const char *name = node->output[k];
      if (!*name)
        continue;
      if (nnStringMapGet(outer, name, NULL) ||
          nnStringMapGet(&producer, name, NULL)) {
        onnxImportError(im,
                        "value '%s' is defined twice (again by node "
                        "'%s')",
                        name, nodeLabel(node, i, label, sizeof(label)));
        ok = false;
      } else if (!nnStringMapSet(&producer, name, (intptr_t)i)) {
        onnxImportError(im, "out of memory");
        ok = false;
      }
    }
  }
  // Count each node's producer inputs, then list each node's consumers.
  for (size_t i = 0; ok && i < n; ++i) {
    const Onnx__NodeProto *node = g->node[i];
    for (size_t k = 0; ok && k < node->n_input; ++k) {
      const char *name = node->input[k];
      intptr_t from;
      if (!*name || nnStringMapGet(outer, name, NULL))
        continue;
      if (!nnStringMapGet(&producer, name, &from)) {
        onnxImportError(im,
                        "node '%s' (%s) uses '%s', which no node, graph "
                        "input or initializer defines",
                        nodeLabel(node, i, label, sizeof(label)), node->op_type,
                        name);
        ok = false;
        break;
      }
      ++pending[i];
      ++firstUse[from];
      ++numEdges;
    }
  }
  if (ok && !(users = nnAllocArray(numEdges ? numEdges : 1, sizeof(size_t)))) {
    onnxImportError(im, "out of memory");
    ok = false;
  }
  if (ok) {
    // firstUse[i]: from a count to the end of node i's range in `users`.
    size_t sum = 0;
    for (size_t i = 0; i < n; ++i)
      sum += firstUse[i], firstUse[i] = sum;
    for (size_t i = n; i-- > 0;) {
      const Onnx__NodeProto *node = g->node[i];
      for (size_t k = node->n_input; k-- > 0;) {
        intptr_t from;
        const char *name = node->input[k];
        if (*name && !nnStringMapGet(outer, name, NULL) &&
            nnStringMapGet(&producer, name, &from))
          users[--firstUse[from]] = i;
      }
    }
    // Ready nodes in graph order; `order` doubles as the queue.
    for (size_t i = 0; i < n; ++i)
      if (!pending[i])
        order->order[order->count++] = i;
    for (size_t head = 0; head < order->count; ++head) {
      size_t from = order->order[head];
      size_t end = from + 1 < n ? firstUse[from + 1] : numEdges;
      for (size_t e = firstUse[from]; e < end; ++e)
        if (--pending[users[e]] == 0)
          order->order[order->count++] = users[e];
    }
    if (order->count != n) {
      for (size_t i = 0; i < n; ++i)
        if (pending[i]) {
          onnxImportError(im, "the graph has a cycle through node '%s' (%s)",
                          nodeLabel(g->node[i], i, label, sizeof(label)),
                          g->node[i]->op_type);
          break;
        }
      ok = false;
    }
  }
  if (!ok && !(pending && firstUse && order->order))
    onnxImportError(im, "out of memory");
  nnStringMapFree(&producer);
  free(pending);
  free(firstUse);
  free(users);
  return ok;
}

/* The census of unsupported ops. */

static const char *domainOf(const Onnx__NodeProto *node) {
  const char *d = node->domain ? node->domain : "";
  return !strcmp(d, "ai.onnx") ? "" : d;
}

typedef struct {
  const char *domain, *opType, *firstNode;
  int64_t opset;
  size_t count;
  // The next entry of the same op type in another domain (an index into
  // the census), or SIZE_MAX: custom domains reuse op type names.
  size_t sameType;
} Unsupported;

// Finds every node's converter; reports every op type that has none, all
// at once.
static bool checkSupport(OnnxImporter *im, const Onnx__GraphProto *g) {
  NnStringMap seen = {0}; // op type -> index in `missing`
  Unsupported *missing = NULL;
  size_t numMissing = 0, capacity = 0;
  bool ok = true;
  char label[128];
  for (size_t i = 0; ok && i < g->n_node; ++i) {
    const Onnx__NodeProto *node = g->node[i];
    if (!node->op_type || !*node->op_type) {
      // (An absent op_type is NULL: nothing below may see it.)
      onnxImportError(im, "node '%s' has no op_type",
                      nodeLabel(node, i, label, sizeof(label)));
      ok = false;
      break;
    }
    const char *domain = domainOf(node);
    int64_t opset = onnxModelOpset(im->model, domain);
    if (opset >= 0 && onnxFindConverter(domain, node->op_type, opset))
      continue;
    intptr_t at;
    size_t last = SIZE_MAX; // the entry of this op type to link a new one to
    if (nnStringMapGet(&seen, node->op_type, &at)) {
      last = (size_t)at;
      while (strcmp(missing[last].domain, domain) &&
             missing[last].sameType != SIZE_MAX)
        last = missing[last].sameType;
      if (!strcmp(missing[last].domain, domain)) {
        ++missing[last].count;
        continue;
      }
    }
    Unsupported *grown =
        nnGrowForOneMore(missing, &capacity, numMissing, sizeof(Unsupported));
    if (!grown || (last == SIZE_MAX && !nnStringMapSet(&seen, node->op_type,
                                                       (intptr_t)numMissing))) {
      missing = grown ? grown : missing;
      onnxImportError(im, "out of memory");
      ok = false;
      break;
    }
    missing = grown;
    if (last != SIZE_MAX)
      missing[last].sameType = numMissing;
    missing[numMissing++] =
        (Unsupported){domain,
                      node->op_type,
                      node->name && *node->name ? node->name : NULL,
                      opset,
                      1,
                      SIZE_MAX};
    if (!missing[numMissing - 1].firstNode) {
      // A generated label must outlive the loop: use the first output.
      missing[numMissing - 1].firstNode = node->n_output ? node->output[0] : "";
    }
  }
  if (ok && numMissing) {
    NnStringBuffer text = {0};
    nnStringBufferPrintf(&text,
                         "the model uses %zu op type%s that nn cannot "
                         "import:",
                         numMissing, numMissing == 1 ? "" : "s");
    for (size_t i = 0; i < numMissing; ++i) {
      const Unsupported *u = &missing[i];
      const char *domain = *u->domain ? u->domain : "ai.onnx";
      if (u->opset < 0)
        nnStringBufferPrintf(&text,
                             "\n  %s (domain %s, which the model imports no "
                             "opset of): %zu node%s, first '%s'",
                             u->opType, domain, u->count,
                             u->count == 1 ? "" : "s", u->firstNode);
      else
        nnStringBufferPrintf(&text,
                             "\n  %s (domain %s, opset %lld): %zu node%s, "
                             "first '%s'",
                             u->opType, domain, (long long)u->opset, u->count,
                             u->count == 1 ? "" : "s", u->firstNode);
    }
    onnxImportError(im, "%s", nnStringBufferStr(&text));
    nnStringBufferFree(&text);
    ok = false;
  }
  nnStringMapFree(&seen);
  free(missing);
  return ok;
}

/* Graph inputs. */

// The type of graph input `info`, with the user's fixed dims applied.
static MlirType inputType(OnnxImporter *im, const Onnx__ValueInfoProto *info) {
  const Onnx__TypeProto *type = info->type;
  if (!type || type->value_case != ONNX__TYPE_PROTO__VALUE_TENSOR_TYPE ||
      !type->tensor_type) {
    onnxImportError(im, "graph input '%s' is not a tensor", info->name);
    return (MlirType){NULL};
  }
  const Onnx__TypeProto__Tensor *tensor = type->tensor_type;
  MlirType element = onnxElementType(im->ctx, tensor->elem_type);
  if (mlirTypeIsNull(element)) {
    onnxImportError(im,
                    "graph input '%s' has element type %s, which nn does not "
                    "support",
                    info->name, onnxDataTypeName(tensor->elem_type));
    return (MlirType){NULL};
  }
  const NnImportInputShape *fixed = NULL;
  for (intptr_t i = 0; i < im->options->numInputShapes; ++i)
    if (!strcmp(im->options->inputShapes[i].name, info->name))
      fixed = &im->options->inputShapes[i];
  if (!tensor->shape && !fixed) {
    onnxImportError(im,
                    "graph input '%s' has no shape (not even a rank): give "
                    "one with --input-shape %s=DIMS",
                    info->name, info->name);
    return (MlirType){NULL};
  }
  int64_t rank = tensor->shape ? (int64_t)tensor->shape->n_dim : fixed->rank;
  if (rank > NN_MAX_RANK) {
    onnxImportError(im, "graph input '%s' has rank %lld; nn allows %d",
                    info->name, (long long)rank, NN_MAX_RANK);
    return (MlirType){NULL};
  }
  if (fixed && fixed->rank != rank) {
    onnxImportError(im,
                    "--input-shape gives '%s' rank %ld, but the model says "
                    "%lld",
                    info->name, (long)fixed->rank, (long long)rank);
    return (MlirType){NULL};
  }
  int64_t dims[NN_MAX_RANK];
  for (int64_t i = 0; i < rank; ++i) {
    const Onnx__TensorShapeProto__Dimension *d =
        tensor->shape ? tensor->shape->dim[i] : NULL;
    bool known = d && d->value_case ==
                          ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_VALUE;
    dims[i] = known ? d->dim_value : mlirShapedTypeGetDynamicSize();
    if (known && d->dim_value < 0) {
      onnxImportError(im, "graph input '%s' has a negative dim (%lld)",
                      info->name, (long long)d->dim_value);
      return (MlirType){NULL};
    }
    if (fixed && fixed->dims[i] >= 0) {
      if (known && fixed->dims[i] != d->dim_value) {
        onnxImportError(im,
                        "--input-shape gives '%s' dim %lld size %lld, but "
                        "the model fixes it to %lld",
                        info->name, (long long)i, (long long)fixed->dims[i],
                        (long long)d->dim_value);
        return (MlirType){NULL};
      }
      dims[i] = fixed->dims[i];
    }
  }
  return onnxTensorType(im->ctx, rank, dims, element);
}

// Initializers and baked-in inputs become known tensors.
static bool defineConstants(OnnxImporter *im, const Onnx__GraphProto *g) {
  for (size_t i = 0; i < g->n_initializer; ++i) {
    const Onnx__TensorProto *proto = g->initializer[i];
    if (!proto->name || !*proto->name) {
      onnxImportError(im, "initializer %zu has no name", i);
      return false;
    }
    OnnxTensor *t = nnAlloc(sizeof(OnnxTensor));
    NnStringBuffer error = {0};
    intptr_t slot = -1;
    if (!t)
      onnxImportError(im, "out of memory");
    else if (!onnxTensorDecode(im->ctx, im->model, proto,
                               &im->model->lifted.ranges[i], t, &error))
      onnxImportError(im, "%s", nnStringBufferStr(&error));
    else if ((slot = onnxImporterDefine(im, proto->name, "an initializer")) < 0)
      onnxTensorFree(t);
    nnStringBufferFree(&error);
    if (slot < 0) {
      free(t);
      return false;
    }
    im->slots[slot].constant = t;
  }
  for (intptr_t i = 0; i < im->options->numInputValues; ++i) {
    const NnImportInputValue *v = &im->options->inputValues[i];
    bool isInput = false;
    for (size_t k = 0; k < g->n_input; ++k)
      isInput |= g->input[k]->name && !strcmp(g->input[k]->name, v->name);
    if (!isInput) {
      onnxImportError(im,
                      "a value is given for '%s', which is not a graph "
                      "input",
                      v->name);
      return false;
    }
    if (onnxImporterLookup(im, v->name) >= 0)
      continue; // an initializer already: the model's value stands
    Onnx__TensorProto *proto =
        onnx__tensor_proto__unpack(&onnxAllocator, v->size, v->data);
    OnnxTensor *t = proto ? nnAlloc(sizeof(OnnxTensor)) : NULL;
    NnStringBuffer error = {0};
    bool ok = false;
    if (!proto)
      onnxImportError(im, "the value given for '%s' is not a TensorProto",
                      v->name);
    else if (!t)
      onnxImportError(im, "out of memory");
    else if (!onnxTensorDecode(im->ctx, NULL, proto, NULL, t, &error))
      onnxImportError(im, "the value given for '%s': %s", v->name,
                      nnStringBufferStr(&error));
    else
      ok = true;
    nnStringBufferFree(&error);
    if (proto)
      onnx__tensor_proto__free_unpacked(proto, &onnxAllocator);
    if (!ok) {
      free(t);
      return false;
    }
    if (v->keepArgument) {
      // Attached to the argument's slot by beginFunction.
      im->promised[i] = t;
      continue;
    }
    intptr_t slot = onnxImporterDefine(im, v->name, "a given value");
    if (slot < 0) {
      onnxTensorFree(t);
      free(t);
      return false;
    }
    im->slots[slot].constant = t;
  }
  return true;
}

// Begins the function with the graph inputs that are not known tensors.
// ONNX's dim_param names on the dynamic dims of a graph input become the
// argument's `nn.dims` (dialect/DimFacts.h): dims of one name are one size,
// which the shape facts know and entries check at run time.
static void nameDims(const Onnx__ValueInfoProto *info, MlirValue argument) {
  MlirType type = mlirValueGetType(argument);
  const Onnx__TensorShapeProto *shape = info->type && info->type->tensor_type
                                            ? info->type->tensor_type->shape
                                            : NULL;
  intptr_t rank = mlirShapedTypeGetRank(type);
  if (!shape || (intptr_t)shape->n_dim != rank)
    return;
  MlirContext ctx = mlirTypeGetContext(type);
  MlirAttribute names[NN_MAX_RANK];
  bool any = false;
  for (intptr_t i = 0; i < rank; ++i) {
    const Onnx__TensorShapeProto__Dimension *d = shape->dim[i];
    bool named =
        d && mlirShapedTypeIsDynamicDim(type, i) &&
        d->value_case == ONNX__TENSOR_SHAPE_PROTO__DIMENSION__VALUE_DIM_PARAM &&
        d->dim_param && *d->dim_param;
    names[i] = mlirStringAttrGet(
        ctx, mlirStringRefCreateFromCString(named ? d->dim_param : ""));
    any |= named;
  }
  if (!any)
    return;
  MlirOperation func =
      mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(argument));
  mlirFuncSetArgAttr(func, mlirBlockArgumentGetArgNumber(argument),
                     mlirStringRefCreateFromCString("nn.dims"),
                     mlirArrayAttrGet(ctx, rank, names));
}

static bool beginFunction(OnnxImporter *im, const Onnx__GraphProto *g) {
  MlirType *types = nnAllocArray(g->n_input ? g->n_input : 1, sizeof(MlirType));
  size_t *inputOf = nnAllocArray(g->n_input ? g->n_input : 1, sizeof(size_t));
  size_t count = 0;
  bool ok = types && inputOf;
  if (!ok)
    onnxImportError(im, "out of memory");
  for (size_t i = 0; ok && i < g->n_input; ++i) {
    if (!g->input[i]->name || !*g->input[i]->name) {
      onnxImportError(im, "graph input %zu has no name", i);
      ok = false;
    } else if (onnxImporterLookup(im, g->input[i]->name) < 0) {
      types[count] = inputType(im, g->input[i]);
      inputOf[count++] = i;
      ok = !mlirTypeIsNull(types[count - 1]);
    }
  }
  for (intptr_t i = 0; ok && i < im->options->numInputShapes; ++i) {
    bool found = false;
    for (size_t k = 0; k < count; ++k)
      found |=
          !strcmp(g->input[inputOf[k]]->name, im->options->inputShapes[i].name);
    if (!found) {
      onnxImportError(im,
                      "--input-shape names '%s', which is not a graph "
                      "input",
                      im->options->inputShapes[i].name);
      ok = false;
    }
  }
  const char *entry = im->options->entryName ? im->options->entryName : "main";
  ok = ok && mlirLogicalResultIsSuccess(nnGraphBuilderBeginFunction(
                 im->builder, mlirStringRefCreateFromCString(entry),
                 (intptr_t)count, types));
  for (size_t k = 0; ok && k < count; ++k) {
    const char *name = g->input[inputOf[k]]->name;
    intptr_t slot = onnxImporterDefine(im, name, "a graph input");
    if (slot < 0) {
      ok = false;
      break;
    }
    MlirValue argument = nnGraphBuilderGetArgument(im->builder, (intptr_t)k);
    im->slots[slot].value = argument;
    nameDims(g->input[inputOf[k]], argument);

    for (intptr_t i = 0; i < im->options->numInputValues; ++i)
      if (im->promised[i] && !strcmp(im->options->inputValues[i].name, name)) {
        im->slots[slot].promised = im->promised[i];
        im->promised[i] = NULL;
      }
  }
  free(types);
  free(inputOf);
  return ok;
}

/* Nodes. */

static bool convertNode(OnnxImporter *im, const Onnx__NodeProto *proto,
                        size_t index) {
  OnnxNode node = {.importer = im, .proto = proto};
  const char *domain = domainOf(proto);
  node.opset = onnxModelOpset(im->model, domain);
  node.row = onnxFindConverter(domain, proto->op_type, node.opset);
  const char *label = nodeLabel(proto, index, node.name, sizeof(node.name));
  if (label != node.name)
    snprintf(node.name, sizeof(node.name), "%s", label);
  im->location =
      mlirLocationNameGet(im->ctx, mlirStringRefCreateFromCString(node.name),
                          mlirLocationUnknownGet(im->ctx));
  nnGraphBuilderSetLocation(im->builder, im->location);
  im->node = &node;
  bool sizes = false;
  for (size_t k = 0; k < proto->n_input && !sizes; ++k)
    sizes = onnxNodeInputIsSizes(&node, (intptr_t)k);
  bool ok = sizes ? onnxConvertWithSizes(&node) : node.row->convert(&node);
  for (size_t k = 0; ok && k < proto->n_output; ++k)
    if (*proto->output[k] && onnxImporterLookup(im, proto->output[k]) < 0)
      ok = onnxNodeError(&node,
                         "output %zu ('%s') was not produced (an "
                         "nn importer bug)",
                         k, proto->output[k]);
  im->node = NULL;
  return ok && !im->errors;
}

static bool endFunction(OnnxImporter *im, const Onnx__GraphProto *g) {
  MlirValue *results =
      nnAllocArray(g->n_output ? g->n_output : 1, sizeof(MlirValue));
  bool ok = results != NULL;
  if (!ok)
    onnxImportError(im, "out of memory");
  im->location = mlirLocationUnknownGet(im->ctx);
  nnGraphBuilderSetLocation(im->builder, im->location);
  for (size_t i = 0; ok && i < g->n_output; ++i) {
    const char *name = g->output[i]->name ? g->output[i]->name : "";
    intptr_t slot = onnxImporterLookup(im, name);
    if (slot < 0) {
      onnxImportError(im,
                      "graph output '%s' is not defined by any node, "
                      "input or initializer",
                      name);
      ok = false;
    } else {
      results[i] = onnxImporterValue(im, slot);
      ok = !mlirValueIsNull(results[i]);
    }
  }
  ok = ok && mlirLogicalResultIsSuccess(nnGraphBuilderEndFunction(
                 im->builder, (intptr_t)g->n_output, results));
  free(results);
  return ok;
}

// Checks the model's versions: what the converter table was written for.
static bool checkVersions(OnnxImporter *im) {
  const Onnx__ModelProto *m = im->model->proto;
  if (m->has_ir_version && m->ir_version > ONNX_MAX_IR_VERSION) {
    onnxImportError(im,
                    "the model has IR version %lld; nn imports IR versions "
                    "up to %d",
                    (long long)m->ir_version, ONNX_MAX_IR_VERSION);
    return false;
  }
  int64_t opset = onnxModelOpset(im->model, "");
  if (opset < 0) {
    onnxImportError(im, "the model imports no opset of the default domain "
                        "(ai.onnx): its opset_import is missing");
    return false;
  }
  if (opset < ONNX_MIN_OPSET || opset > ONNX_MAX_OPSET) {
    onnxImportError(im,
                    "the model uses opset %lld of ai.onnx; nn imports opsets "
                    "%d to %d",
                    (long long)opset, ONNX_MIN_OPSET, ONNX_MAX_OPSET);
    return false;
  }
  return true;
}

static MlirModule importModel(OnnxImporter *im) {
  MlirModule module = {NULL};
  const Onnx__GraphProto *g = im->model->proto->graph;
  NodeOrder order = {0};
  if (!checkVersions(im) || !defineConstants(im, g))
    return module;
  // Graph inputs are defined before nodes are ordered: the order needs
  // every name that no node produces.
  im->builder = nnGraphBuilderCreate(im->ctx, builderError, im);
  if (nnGraphBuilderIsNull(im->builder) || !checkSupport(im, g) ||
      !beginFunction(im, g) || !orderNodes(im, g, &im->names, &order)) {
    free(order.order);
    return module;
  }
  bool ok = true;
  for (size_t i = 0; ok && i < order.count; ++i)
    ok = convertNode(im, g->node[order.order[i]], order.order[i]);
  free(order.order);
  if (ok && endFunction(im, g))
    module = nnGraphBuilderTakeModule(im->builder);
  return module;
}

static void freeTensor(OnnxTensor *tensor) {
  if (tensor) {
    onnxTensorFree(tensor);
    free(tensor);
  }
}

static MlirModule run(MlirContext ctx, OnnxModel *model,
                      const NnImportOptions *options,
                      MlirStringCallback errorCallback, void *userData,
                      const NnStringBuffer *openError) {
  NnImportOptions defaults = nnImportOptionsGetDefault();
  OnnxImporter im = {.ctx = ctx,
                     .model = model,
                     .options = options ? options : &defaults,
                     .errorCallback = errorCallback,
                     .userData = userData,
                     .location = mlirLocationUnknownGet(ctx)};
  MlirModule module = {NULL};
  im.promised = nnAllocArray((size_t)im.options->numInputValues + 1,
                             sizeof(OnnxTensor *));
  if (!model)
    onnxImportError(&im, "%s", nnStringBufferStr(openError));
  else if (!im.promised)
    onnxImportError(&im, "out of memory");
  else if (mlirLogicalResultIsFailure(nnLoadDialect(ctx)))
    onnxImportError(&im, "cannot load the nn dialect");
  else
    module = importModel(&im);
  if (!mlirModuleIsNull(module) && im.errors) {
    mlirModuleDestroy(module);
    module = (MlirModule){NULL};
  }
  nnGraphBuilderDestroy(im.builder);
  for (size_t i = 0; i < im.numSlots; ++i) {
    freeTensor(im.slots[i].constant);
    freeTensor(im.slots[i].promised);
  }
  for (intptr_t i = 0; im.promised && i < im.options->numInputValues; ++i)
    freeTensor(im.promised[i]);
  free(im.promised);
  free(im.slots);
  free(im.symbols);
  nnStringMapFree(&im.names);
  onnxModelRelease(model);
  return module;
}

NnImportOptions nnImportOptionsGetDefault(void) {
  NnImportOptions options = {0};
  return options;
}

MlirModule nnImportOnnxFile(MlirContext ctx, const char *path,
                            const NnImportOptions *options,
                            MlirStringCallback errorCallback, void *userData) {
  NnStringBuffer error = {0};
  OnnxModel *model = onnxModelOpenFile(
      path, options ? options->externalDataDirectory : NULL, &error);
  MlirModule module = run(ctx, model, options, errorCallback, userData, &error);
  nnStringBufferFree(&error);
  return module;
}

MlirModule nnImportOnnxBuffer(MlirContext ctx, const void *data, size_t size,
                              const NnImportOptions *options,
                              MlirStringCallback errorCallback,
                              void *userData) {
  NnStringBuffer error = {0};
  OnnxModel *model = onnxModelOpenBuffer(
      data, size, options ? options->externalDataDirectory : NULL, &error);
  MlirModule module = run(ctx, model, options, errorCallback, userData, &error);
  nnStringBufferFree(&error);
  return module;
}
