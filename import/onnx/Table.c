//===- Table.c - The converter table --------------------------------------===//
//
// The rows of every family (ops/*.c), searched by (domain, op type, opset).
// A row covers the opsets [since, until] of its domain; an op whose
// semantics changed at some opset has one row per range. The table is a
// few hundred rows, so a lookup scans it: constant per node, whatever the
// graph's size.
//
//===----------------------------------------------------------------------===//

#include "Importer.h"
#include "ops/Ops.h"

#include <string.h>

static const OnnxConverter *const tables[] = {
    onnxElementwiseConverters, onnxNeuralConverters,    onnxShapeConverters,
    onnxMovementConverters,    onnxReductionConverters, onnxComposedConverters,
    onnxLegacyConverters,      onnxSignalConverters,    onnxQuantizeConverters,
    onnxIndexingConverters,    onnxLossConverters,      onnxResampleConverters,
    onnxWindowConverters,      onnxScanConverters,      onnxMathConverters,
    onnxLegacyConverters,      onnxRecurrentConverters, onnxSelectionConverters,
};
static const size_t *const counts[] = {
    &onnxNumElementwiseConverters, &onnxNumNeuralConverters,
    &onnxNumShapeConverters,       &onnxNumMovementConverters,
    &onnxNumReductionConverters,   &onnxNumComposedConverters,
    &onnxNumLegacyConverters,      &onnxNumSignalConverters,
    &onnxNumQuantizeConverters,    &onnxNumIndexingConverters,
    &onnxNumLossConverters,        &onnxNumResampleConverters,
    &onnxNumWindowConverters,      &onnxNumScanConverters,
    &onnxNumMathConverters,        &onnxNumLegacyConverters,
    &onnxNumRecurrentConverters,   &onnxNumSelectionConverters,
};
enum { NUM_TABLES = sizeof(tables) / sizeof(tables[0]) };

const OnnxConverter *onnxFindConverter(const char *domain, const char *opType,
                                       int64_t opset) {
  for (size_t t = 0; t < NUM_TABLES; ++t)
    for (size_t i = 0; i < *counts[t]; ++i) {
      const OnnxConverter *row = &tables[t][i];
      if (opset >= row->since && opset <= row->until &&
          !strcmp(row->opType, opType) && !strcmp(row->domain, domain))
        return row;
    }
  return NULL;
}

const OnnxConverter *const *onnxConverterTables(const size_t *const **sizes,
                                                size_t *numTables) {
  *sizes = counts;
  *numTables = NUM_TABLES;
  return tables;
}
