//===- Link.h - Link a model's shared library with the system compiler ----===//
//
// `cc -shared` over the object file of the lowered code, the generated C
// source (Wrappers.h) and, for the CPU, the ukernels' object file, against
// the OpenMP runtime (LLVM's libomp, found through an rpath), libmvec and
// libm, each kept only if the code calls it (--as-needed). A CUDA library links
// libnnrt instead, with a RUNPATH of $ORIGIN (a libnnrt.so carried next to the
// model) and then the directory it was found in. No libMLIR or libLLVM: the
// library runs on its own.
//
//===----------------------------------------------------------------------===//

#ifndef NN_COMPILE_LINK_H
#define NN_COMPILE_LINK_H

#include "support/StringBuffer.h"

#include <stdbool.h>

/// Links `object`, the C file `source` and `ukernels` (an object file, or
/// NULL) into the shared library `output` with the DT_SONAME `soname` (the
/// base name of the file the user asked for, so that programs linked with
/// it record that name). The compiler's own messages go to stderr.
/// `nnrtDir`: NULL for a CPU library, else the directory of libnnrt.so for
/// a CUDA one.
bool nnLinkSharedLibrary(const char *object, const char *source,
                         const char *ukernels, const char *output,
                         const char *soname, const char *nnrtDir,
                         NnStringBuffer *error);

/// The directory holding libnnrt.so for nn-compile's CUDA libraries: next
/// to nn-compile's own lib directory (installed, or the build tree), else
/// the build tree's; NULL when none has it.
const char *nnFindNnrtDirectory(void);

#endif // NN_COMPILE_LINK_H
