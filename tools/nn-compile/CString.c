//===- CString.c - C string literals in generated source ------------------===//

#include "CString.h"

void nnPrintCString(const char *text, NnStringBuffer *out) {
  nnStringBufferPrintf(out, "\"");
  for (const unsigned char *c = (const unsigned char *)text; *c; ++c) {
    if (*c == '"' || *c == '\\')
      nnStringBufferPrintf(out, "\\%c", *c);
    else if (*c >= 0x20 && *c < 0x7f && *c != '?') // '?': no trigraphs
      nnStringBufferPrintf(out, "%c", *c);
    else
      nnStringBufferPrintf(out, "\\%03o", *c);
  }
  nnStringBufferPrintf(out, "\"");
}
