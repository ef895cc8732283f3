//===- Cleanup.h - What nn-compile removes when it is stopped -------------===//
//
// nn-compile writes model.o, model.c, ukernels.o and model.so into a
// temporary directory, runs the C compiler on them, and then writes the
// library and the header to their paths. Stopped by SIGINT, SIGTERM or SIGHUP,
// or by a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT) where no other
// handler (a sanitizer's) has claimed the signal, it removes that directory,
// stops the C compiler (its whole process group) and removes an output it was
// in the middle of writing, then dies of the same signal. SIGKILL cannot be
// caught: it leaves $TMPDIR/nn-compile-XXXXXX behind, which is safe to
// delete, as is an output file cut short.
//
// The handler only calls async-signal-safe functions (unlink, rmdir, kill,
// waitpid, sigaction, raise) on paths prepared beforehand in static arrays.
//
//===----------------------------------------------------------------------===//

#ifndef NN_COMPILE_CLEANUP_H
#define NN_COMPILE_CLEANUP_H

#include "support/StringBuffer.h"

#include <stdbool.h>
#include <sys/types.h>

/// Installs the handlers and creates ($TMPDIR, else /tmp)/nn-compile-XXXXXX;
/// its path is nnCleanupDirectory(). On failure says why in `error`.
bool nnCleanupCreateDirectory(NnStringBuffer *error);
const char *nnCleanupDirectory(void);

/// Removes the directory's files (model.o, model.c, ukernels.o, model.so)
/// and the directory itself, if created. Idempotent.
void nnCleanupRemoveDirectory(void);

/// The process group of the running C compiler (its leader's pid), or 0.
void nnCleanupSetChild(pid_t group);

/// The output being written (removed if nn-compile is stopped meanwhile),
/// or NULL. Only regular files are registered (never /dev/null).
void nnCleanupSetPartialOutput(const char *path);

#endif // NN_COMPILE_CLEANUP_H
