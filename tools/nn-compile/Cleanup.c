//===- Cleanup.c - What nn-compile removes when it is stopped -------------===//
//
// Everything the signal handler reads is in static arrays, written before
// the flag that lets the handler use it, so that a signal at any moment
// sees either nothing to do or a complete path.
//
//===----------------------------------------------------------------------===//

#include "Cleanup.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { kNumFiles = 4 };
static const char *const kFiles[kNumFiles] = {"model.o", "model.c", "model.so",
                                              "ukernels.o"};

static char directory[PATH_MAX];
static char files[kNumFiles][PATH_MAX + 16]; // directory + "/ukernels.o"
static char partial[PATH_MAX];
static volatile sig_atomic_t haveDirectory, havePartial, child;

static void removeDirectory(void) {
  if (!haveDirectory)
    return;
  for (int i = 0; i < kNumFiles; ++i)
    unlink(files[i]);
  rmdir(directory);
}

static void onSignal(int signal) {
  int saved = errno;
  pid_t group = (pid_t)child;
  if (group > 0) {
    kill(-group, SIGTERM);
    waitpid(group, NULL, 0);
  }
  removeDirectory();
  if (havePartial)
    unlink(partial);
  // Die of the same signal: it is delivered again once the handler returns
  // (a fault re-executes the faulting instruction).
  struct sigaction action;
  memset(&action, 0, sizeof(action));
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(signal, &action, NULL);
  raise(signal);
  errno = saved;
}

// Handles the signals whose disposition is still the default: an ignored
// SIGHUP (nohup) stays ignored, and a sanitizer's fault handler keeps
// reporting.
static void installHandlers(void) {
  static const int kSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGSEGV,
                                 SIGBUS, SIGILL,  SIGFPE, SIGABRT};
  for (size_t i = 0; i < sizeof(kSignals) / sizeof(kSignals[0]); ++i) {
    struct sigaction old;
    if (sigaction(kSignals[i], NULL, &old) != 0 || old.sa_handler != SIG_DFL ||
        (old.sa_flags & SA_SIGINFO))
      continue;
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    sigaction(kSignals[i], &action, NULL);
  }
}

// Six letters or digits, different from call to call and process to
// process, as mkdtemp would choose.
static void randomName(char *out) {
  static const char kLetters[] = "abcdefghijklmnopqrstuvwxyz"
                                 "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  static uint64_t state;
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  state += (uint64_t)now.tv_nsec ^ ((uint64_t)getpid() << 32) ^
           0x9e3779b97f4a7c15ull;
  uint64_t z = state;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  for (int i = 0; i < 6; ++i, z /= sizeof(kLetters) - 1)
    out[i] = kLetters[z % (sizeof(kLetters) - 1)];
  out[6] = '\0';
}

// The directory is named, and its paths are written where the handler
// reads them, before it is created: a signal at any moment finds either
// nothing or the complete paths of a directory that may exist (mkdtemp
// would create it before returning its name).
bool nnCleanupCreateDirectory(NnStringBuffer *error) {
  const char *tmp = getenv("TMPDIR");
  if (!tmp || !*tmp)
    tmp = "/tmp";
  if (strlen(tmp) + 32 >= sizeof(directory)) {
    nnStringBufferPrintf(error,
                         "cannot create a temporary directory: $TMPDIR is "
                         "too long (%zu characters)",
                         strlen(tmp));
    return false;
  }
  installHandlers();
  for (int attempt = 0; attempt < 100; ++attempt) {
    char name[8];
    randomName(name);
    haveDirectory = 0;
    snprintf(directory, sizeof(directory), "%s/nn-compile-%s", tmp, name);
    for (int i = 0; i < kNumFiles; ++i)
      snprintf(files[i], sizeof(files[i]), "%s/%s", directory, kFiles[i]);
    haveDirectory = 1;
    if (mkdir(directory, 0700) == 0)
      return true;
    haveDirectory = 0;
    if (errno != EEXIST)
      break;
  }
  nnStringBufferPrintf(error, "cannot create a temporary directory in %s: %s",
                       tmp, strerror(errno));
  return false;
}

const char *nnCleanupDirectory(void) { return directory; }

void nnCleanupRemoveDirectory(void) {
  removeDirectory();
  haveDirectory = 0;
}

void nnCleanupSetChild(pid_t group) { child = (sig_atomic_t)group; }

void nnCleanupSetPartialOutput(const char *path) {
  havePartial = 0;
  struct stat status;
  if (!path || strlen(path) >= sizeof(partial) || lstat(path, &status) != 0 ||
      !S_ISREG(status.st_mode))
    return;
  strcpy(partial, path);
  havePartial = 1;
}
