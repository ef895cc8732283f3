//===- PassDocs.h - nn-opt --help and docs/passes.md, from the table ------===//
//
// The pass list of `nn-opt --help` and the reference section of
// docs/passes.md are printed from the pass table (PassTable.h): every pass
// and named pipeline, its summary, and each option's type, range or
// allowed values, and default. test/lit/docs/passes-md.test fails when the
// committed docs/passes.md section is stale.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CAPI_PASSDOCS_H
#define NN_CAPI_PASSDOCS_H

#include "support/StringBuffer.h"

/// The "nn PASSES:" and "nn PIPELINES:" sections of nn-opt --help.
void nnPrintPassHelp(NnStringBuffer *out);

/// The generated part of docs/passes.md, its begin and end markers
/// included.
void nnPrintPassDocs(NnStringBuffer *out);

#endif // NN_CAPI_PASSDOCS_H
