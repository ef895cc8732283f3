//===- Link.c - Link a model's shared library with the system compiler ----===//
//
// The compiler is the one nn was built with (NN_C_COMPILER, set by CMake),
// run with posix_spawn and an argument vector: no shell, so paths with
// spaces or quotes are safe. (A path with a colon cannot be in a RUNPATH;
// libnnrt's directory is the build's or the installation's.)
//
//===----------------------------------------------------------------------===//

// realpath is XSI.
#define _XOPEN_SOURCE 700

#include "Link.h"
#include "Cleanup.h"

#include <errno.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

// True, with `dir` made absolute in `found`, when dir has libnnrt.so.
static bool hasNnrt(const char *dir, char *found) {
  NnStringBuffer library = {0};
  nnStringBufferPrintf(&library, "%s/libnnrt.so", dir);
  bool ok = access(library.data, R_OK) == 0 && realpath(dir, found);
  nnStringBufferFree(&library);
  return ok;
}

const char *nnFindNnrtDirectory(void) {
  static char found[PATH_MAX];
  char exe[PATH_MAX];
  ssize_t length = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
  char *slash = length > 0 ? (exe[length] = 0, strrchr(exe, '/')) : NULL;
  if (slash) {
    *slash = 0; // nn-compile's bin directory
    const char *const kSiblings[] = {NN_INSTALL_LIBDIR, "lib"};
    for (int i = 0; i < 2; ++i) {
      NnStringBuffer dir = {0};
      nnStringBufferPrintf(&dir, "%s/../%s", exe, kSiblings[i]);
      bool ok = hasNnrt(dir.data, found);
      nnStringBufferFree(&dir);
      if (ok)
        return found;
    }
  }
  return hasNnrt(NN_NNRT_BUILD_DIR, found) ? found : NULL;
}

bool nnLinkSharedLibrary(const char *object, const char *source,
                         const char *ukernels, const char *output,
                         const char *soname, const char *nnrtDir,
                         NnStringBuffer *error) {
  const char *args[40];
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
  if (ukernels)
    args[n++] = ukernels;
  // -Xlinker, unlike -Wl, does not split the name at commas.
  args[n++] = "-Xlinker";
  args[n++] = "-soname";
  args[n++] = "-Xlinker";
  args[n++] = soname;
  args[n++] = "-Wl,--as-needed";
  NnStringBuffer search = {0}, runpath = {0};
  if (nnrtDir) {
    // The host code calls only libnnrt (mgpu*); $ORIGIN first, so that a
    // libnnrt carried beside the model wins.
    nnStringBufferPrintf(&search, "-L%s", nnrtDir);
    nnStringBufferPrintf(&runpath, "$ORIGIN:%s", nnrtDir);
    args[n++] = search.data;
    args[n++] = "-Xlinker";
    args[n++] = "-rpath";
    args[n++] = "-Xlinker";
    args[n++] = runpath.data;
    args[n++] = "-lnnrt";
  } else {
    args[n++] = "-L" NN_LLVM_LIBRARY_DIR;
    args[n++] = "-Wl,-rpath," NN_LLVM_LIBRARY_DIR;
    args[n++] = "-lomp";
    if (*NN_LIBMVEC)
      args[n++] = NN_LIBMVEC;
  }
  args[n++] = "-lm";
  args[n++] = "-Wl,-z,noexecstack";
  args[n] = NULL;

  // Its own process group, so that a signal that stops nn-compile stops
  // every process the compiler driver started (Cleanup.h).
  pid_t pid;
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attributes, 0);
  int spawned = posix_spawnp(&pid, args[0], NULL, &attributes,
                             (char *const *)args, environ);
  posix_spawnattr_destroy(&attributes);
  if (spawned == 0)
    nnCleanupSetChild(pid);
  nnStringBufferFree(&search);
  nnStringBufferFree(&runpath);
  if (spawned != 0) {
    nnStringBufferPrintf(error, "cannot run the linker '%s': %s", args[0],
                         strerror(spawned));
    return false;
  }
  int status;
  int waited;
  while ((waited = waitpid(pid, &status, 0)) < 0 && errno == EINTR)
    ;
  nnCleanupSetChild(0);
  if (waited < 0) {
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
