/*===- nn-c/Support.h - Conventions shared by nn's C API --------*- C -*-===*\
|*                                                                          *|
|* Every public nn header includes this one. It follows mlir-c/Support.h:   *|
|* NN_CAPI_EXPORTED marks the functions a shared libnn exports (everything  *|
|* else may be hidden), and the API version lets a framework check at run   *|
|* time that the library it loaded is the one it was compiled against.     *|
|* Strings cross the API as MlirStringRef, status as MlirLogicalResult and  *|
|* messages through an MlirStringCallback, as in MLIR's own C API.          *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/

#ifndef NN_C_SUPPORT_H
#define NN_C_SUPPORT_H

#include "mlir-c/Support.h"

#include <stdint.h>

#if (defined(_WIN32) || defined(__CYGWIN__)) &&                                \
    !defined(NN_CAPI_ENABLE_WINDOWS_DLL_DECLSPEC)
/* Visibility annotations disabled. */
#define NN_CAPI_EXPORTED
#elif defined(_WIN32) || defined(__CYGWIN__)
#if NN_CAPI_BUILDING_LIBRARY
#define NN_CAPI_EXPORTED __declspec(dllexport)
#else
#define NN_CAPI_EXPORTED __declspec(dllimport)
#endif
#else
#define NN_CAPI_EXPORTED __attribute__((visibility("default")))
#endif

/* The API version is MAJOR * 10000 + MINOR * 100 + PATCH. MAJOR changes when
 * a declaration in nn-c/ changes incompatibly (a removed function, a changed
 * signature or struct layout, such as NnOpDef's); MINOR when functions or
 * enumerators are added; PATCH for fixes that change no declaration. Code
 * built against version V runs with a library of version L when both have
 * the same MAJOR and L >= V. */
/* 1.0.0: nnRegisterOp reports errors through a callback instead of stderr
 * (a new signature); NnOpDef carries an op's lowering and algebra (new
 * fields, nn-c/Lowering.h); nnLoadDialect also loads the upstream dialects
 * that nn IR and nn-opt's output use, and attaches nn's inliner interface. */
/* 2.0.0: NnCompileOptions has a new field, runtimeChecks (a larger
 * struct); nnExecutableRun fails when the inputs fail a run-time check. */
/* 3.0.0: NnIndexDef, NnOpDef's last field, has a new field, tuples (a
 * larger NnOpDef); the element-type masks NN_I16, NN_UI8 ... NN_UI64 and
 * their groups (NN_INTEGER, NN_ALL_NUMERIC, ...) are new (2.1.0 in effect,
 * not announced then). */
/* 4.0.0: NnOpDef has a new last field, quantization (NnQuantRole: a larger
 * NnOpDef); nnCreateFuseQuantizedPass and nnCreateVersionRarePathsPass are
 * new. */
/* 4.1.0: nnCreateCpuUkernelsPass is new; the CPU pipeline's lowered code
 * calls nn's ukernels (option ukernels of nn-lower-to-llvm). */
#define NN_API_VERSION_MAJOR 4
#define NN_API_VERSION_MINOR 1
#define NN_API_VERSION_PATCH 0
#define NN_API_VERSION                                                         \
  (NN_API_VERSION_MAJOR * 10000 + NN_API_VERSION_MINOR * 100 +                 \
   NN_API_VERSION_PATCH)

#endif /* NN_C_SUPPORT_H */
