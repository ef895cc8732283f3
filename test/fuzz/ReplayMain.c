//===- ReplayMain.c - Runs a fuzz target on given inputs, without libFuzzer
//===//
//
// Outside the fuzz build (NN_ENABLE_FUZZING, which needs clang) a fuzz target
// links this main() instead of libFuzzer's: it runs the target once on each
// file named on the command line, and on each file of each directory named,
// in sorted order, then prints how many it ran. lit runs it over the seed
// corpora and the crashes found so far, so that every build compiles the
// targets and replays what they once failed on.
//
//===----------------------------------------------------------------------===//

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv) __attribute__((weak));

static int runFile(const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file) {
    fprintf(stderr, "cannot open %s\n", path);
    return 1;
  }
  size_t capacity = 4096, size = 0;
  uint8_t *data = malloc(capacity);
  size_t got;
  while (data && (got = fread(data + size, 1, capacity - size, file)) > 0) {
    size += got;
    if (size == capacity) {
      uint8_t *bigger = realloc(data, capacity * 2);
      if (!bigger) {
        free(data);
        data = NULL;
        break;
      }
      data = bigger;
      capacity *= 2;
    }
  }
  fclose(file);
  if (!data) {
    fprintf(stderr, "out of memory reading %s\n", path);
    return 1;
  }
  LLVMFuzzerTestOneInput(data, size);
  free(data);
  return 0;
}

static int compareNames(const void *lhs, const void *rhs) {
  return strcmp(*(char *const *)lhs, *(char *const *)rhs);
}

// Runs every regular file of `dir`, sorted by name; adds them to `count`.
static int runDirectory(const char *dir, long *count) {
  DIR *d = opendir(dir);
  if (!d) {
    fprintf(stderr, "cannot open %s\n", dir);
    return 1;
  }
  char **names = NULL;
  size_t numNames = 0;
  struct dirent *entry;
  int status = 0;
  while ((entry = readdir(d)) && status == 0) {
    if (entry->d_name[0] == '.')
      continue;
    char **grown = realloc(names, (numNames + 1) * sizeof(*names));
    size_t length = strlen(dir) + strlen(entry->d_name) + 2;
    char *path = grown ? malloc(length) : NULL;
    if (!path) {
      names = grown ? grown : names;
      status = 1;
      break;
    }
    names = grown;
    snprintf(path, length, "%s/%s", dir, entry->d_name);
    names[numNames++] = path;
  }
  closedir(d);
  if (numNames)
    qsort(names, numNames, sizeof(*names), compareNames);
  for (size_t i = 0; i < numNames; ++i) {
    struct stat info;
    if (status == 0 && stat(names[i], &info) == 0 && S_ISREG(info.st_mode)) {
      status = runFile(names[i]);
      ++*count;
    }
    free(names[i]);
  }
  free(names);
  return status;
}

int main(int argc, char **argv) {
  if (LLVMFuzzerInitialize)
    LLVMFuzzerInitialize(&argc, &argv);
  long count = 0;
  for (int i = 1; i < argc; ++i) {
    struct stat info;
    if (stat(argv[i], &info) != 0) {
      fprintf(stderr, "cannot open %s\n", argv[i]);
      return 1;
    }
    int status = S_ISDIR(info.st_mode) ? runDirectory(argv[i], &count)
                                       : (++count, runFile(argv[i]));
    if (status)
      return status;
  }
  printf("ran %ld inputs\n", count);
  return 0;
}
