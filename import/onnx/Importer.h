//===- Importer.h - The state of one ONNX import --------------------------===//
//
// Shared by the graph walk (Import.c), the node API converters use
// (Node.c) and the converter table (Table.c). Every ONNX value name maps to
// a slot: the MLIR value built for it, and/or the tensor known for it at
// import time.
//
//===----------------------------------------------------------------------===//

#ifndef NN_IMPORT_ONNX_IMPORTER_H
#define NN_IMPORT_ONNX_IMPORTER_H

#include "Converter.h"
#include "Sizes.h"

#include "nn-c/Import.h"
#include "support/StringMap.h"

typedef struct {
  const char *name;     // borrowed from the model or the options
  MlirValue value;      // null until built
  OnnxTensor *constant; // known at import time, or NULL
  // A graph input's value, given for uses that need a constant while the
  // input stays an argument (NnImportInputValue.keepArgument); never
  // folded with, since the argument may be passed another value.
  OnnxTensor *promised;
  // Its constant holds sizes known only at run time (Sizes.h): it is never
  // built into the graph.
  bool symbolic;
} OnnxSlot;

typedef struct OnnxImporter {
  MlirContext ctx;
  OnnxModel *model;
  const NnImportOptions *options;
  NnGraphBuilder builder;
  NnStringMap names; // value name -> slot index
  OnnxSlot *slots;
  size_t numSlots, capacitySlots;
  MlirStringCallback errorCallback;
  void *userData;
  int errors;
  MlirLocation location; // of the node being converted
  OnnxNode *node;        // being converted, for builder errors
  OnnxTensor **promised; // per options->inputValues, until attached
  // What the codes of symbolic slots stand for (Sizes.h).
  OnnxSizeSymbol *symbols;
  size_t numSymbols, capacitySymbols;
  // While a converter takes sizes as data (their values built, Sizes.h):
  // symbolic slots are not known tensors to it.
  bool sizesAsData;
} OnnxImporter;

struct OnnxNode {
  OnnxImporter *importer;
  const Onnx__NodeProto *proto;
  const OnnxConverter *row;
  int64_t opset;
  char name[256]; // for messages: the node's name, or "OpType #index"
};

/// Reports an error of the import (not of one node).
void onnxImportError(OnnxImporter *importer, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/// The slot of input `i` of `node`, or -1 when the node has no such input.
intptr_t onnxNodeInputSlot(OnnxNode *node, intptr_t i);

/// The slot of `name`, or -1.
intptr_t onnxImporterLookup(const OnnxImporter *importer, const char *name);
/// A new slot for `name` (borrowed; it must outlive the import); fails on
/// a name defined twice or out of memory, after reporting.
intptr_t onnxImporterDefine(OnnxImporter *importer, const char *name,
                            const char *definedBy);
/// Makes `name` another name of slot `slot`; fails as onnxImporterDefine.
bool onnxImporterAlias(OnnxImporter *importer, const char *name, intptr_t slot,
                       const char *definedBy);
/// The MLIR value of slot `slot`, built from its constant when needed.
MlirValue onnxImporterValue(OnnxImporter *importer, intptr_t slot);

/// The converter row for (domain, op type) at `opset`, or NULL.
const OnnxConverter *onnxFindConverter(const char *domain, const char *opType,
                                       int64_t opset);
/// Every row, for docs.
const OnnxConverter *const *onnxConverterTables(const size_t *const **counts,
                                                size_t *numTables);

/// docs/onnx-ops.md: the table as Markdown, and the ONNX ops it lacks
/// (Docs.c). False when out of memory.
bool onnxWriteOpDocs(NnStringBuffer *out);

#endif // NN_IMPORT_ONNX_IMPORTER_H
