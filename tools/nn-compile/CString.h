//===- CString.h - C string literals in generated source ------------------===//
//
// The generated library source quotes names from the module (entries, ops,
// locations): printed as C string literals they cannot break the source
// around them, whatever bytes they hold.
//
//===----------------------------------------------------------------------===//

#ifndef NN_COMPILE_CSTRING_H
#define NN_COMPILE_CSTRING_H

#include "support/StringBuffer.h"

/// `text` as a C string literal: printable ASCII as it is (quotes and
/// backslashes escaped), any other byte in octal.
void nnPrintCString(const char *text, NnStringBuffer *out);

#endif // NN_COMPILE_CSTRING_H
