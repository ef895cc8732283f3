//===- Link.h - Link a model's shared library with the system compiler ----===//
//
// `cc -shared` over the object file of the lowered code and the generated C
// source (Wrappers.h), against the OpenMP runtime (LLVM's libomp, found
// through an rpath), libmvec and libm, each kept only if the code calls it
// (--as-needed). No libMLIR or libLLVM: the library runs on its own.
//
//===----------------------------------------------------------------------===//

#ifndef NN_COMPILE_LINK_H
#define NN_COMPILE_LINK_H

#include "support/StringBuffer.h"

#include <stdbool.h>

/// Links `object` and the C file `source` into the shared library `output`
/// with the DT_SONAME `soname` (the base name of the file the user asked
/// for, so that programs linked with it record that name). The compiler's
/// own messages go to stderr.
bool nnLinkSharedLibrary(const char *object, const char *source,
                         const char *output, const char *soname,
                         NnStringBuffer *error);

#endif // NN_COMPILE_LINK_H
