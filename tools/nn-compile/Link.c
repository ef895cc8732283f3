//===- Link.c - Link a model's shared library with the system compiler ----===//
//
// The compiler is the one nn was built with (NN_C_COMPILER, set by CMake),
// run with posix_spawn and an argument vector: no shell, so paths with
// spaces or quotes are safe.
//
//===----------------------------------------------------------------------===//

#include "Link.h"

#include <errno.h>
#include <spawn.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

bool nnLinkSharedLibrary(const char *object, const char *source,
                         const char *output, const char *soname,
                         NnStringBuffer *error) {
  const char *args[32];
  int n = 0;
  args[n++] = NN_C_COMPILER;
  args[n++] = "-shared";
  args[n++] = "-fPIC";
  args[n++] = "-O2";
  args[n++] = "-fvisibility=hidden";
  args[n++] = "-o";
  args[n++] = output;
  args[n++] = "-x";
  args[n++] = "c";
  args[n++] = source;
  args[n++] = "-x";
  args[n++] = "none";
  args[n++] = object;
  // -Xlinker, unlike -Wl, does not split the name at commas.
  args[n++] = "-Xlinker";
  args[n++] = "-soname";
  args[n++] = "-Xlinker";
  args[n++] = soname;
  args[n++] = "-Wl,--as-needed";
  args[n++] = "-L" NN_LLVM_LIBRARY_DIR;
  args[n++] = "-Wl,-rpath," NN_LLVM_LIBRARY_DIR;
  args[n++] = "-lomp";
  if (*NN_LIBMVEC)
    args[n++] = NN_LIBMVEC;
  args[n++] = "-lm";
  args[n++] = "-Wl,-z,noexecstack";
  args[n] = NULL;

  pid_t pid;
  int spawned =
      posix_spawnp(&pid, args[0], NULL, NULL, (char *const *)args, environ);
  if (spawned != 0) {
    nnStringBufferPrintf(error, "cannot run the linker '%s': %s", args[0],
                         strerror(spawned));
    return false;
  }
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) {
      nnStringBufferPrintf(error, "cannot wait for the linker: %s",
                           strerror(errno));
      return false;
    }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
    return true;
  nnStringBufferPrintf(error, "linking the shared library with '%s' failed",
                       args[0]);
  if (WIFEXITED(status))
    nnStringBufferPrintf(error, " (exit status %d)", WEXITSTATUS(status));
  return false;
}
