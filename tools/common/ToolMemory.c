//===- ToolMemory.c - Allocation in the tools -----------------------------===//

#include "ToolMemory.h"

#include "support/Memory.h"

#include <stdio.h>
#include <stdlib.h>

void *nnToolAllocArray(const char *program, size_t count, size_t size) {
  void *block = nnAllocArray(count, size);
  if (block)
    return block;
  fprintf(stderr, "%s: out of memory (%zu elements of %zu bytes)\n", program,
          count, size);
  exit(1);
}
