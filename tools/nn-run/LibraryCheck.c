//===- LibraryCheck.c - A library's file and tables, checked --------------===//
//
// The image is found with dlinfo (the library's link map: its load address
// and name) and dl_iterate_phdr (the program headers of that object): its
// PT_LOAD segments are the only memory a table may point into.
//
//===----------------------------------------------------------------------===//

// dlinfo and dl_iterate_phdr are GNU extensions.
#define _GNU_SOURCE

#include "LibraryCheck.h"

#include "support/Checked.h"
#include "tools/common/ToolMemory.h"
#include "tools/nn-run/Options.h"

#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct NnLibrarySegment {
  uintptr_t begin, end;
  bool code;
};

//===----------------------------------------------------------------------===//
// The file
//===----------------------------------------------------------------------===//

// *end = offset + size, false when it overflows or passes `fileSize`.
static bool within(uint64_t offset, uint64_t size, uint64_t fileSize,
                   uint64_t *end) {
  return !__builtin_add_overflow(offset, size, end) && *end <= fileSize;
}

static bool truncated(const char *name, uint64_t needed, uint64_t fileSize,
                      const char *what) {
  nnRunError("'%s' is truncated: its ELF headers place %s up to byte %llu, "
             "the file has %llu bytes (a copy cut short?)\n",
             name, what, (unsigned long long)needed,
             (unsigned long long)fileSize);
  return false;
}

bool nnLibraryCheckFile(const char *path, const char *name) {
  FILE *file = fopen(path, "rb");
  if (!file) {
    nnRunError("cannot load '%s': %s\n", name, strerror(errno));
    return false;
  }
  bool ok = true;
  Elf64_Ehdr header;
  Elf64_Phdr *segments = NULL;
  long size = fseek(file, 0, SEEK_END) == 0 ? ftell(file) : -1;
  if (size < 0 || fseek(file, 0, SEEK_SET) != 0) {
    nnRunError("cannot load '%s': %s\n", name, strerror(errno));
    ok = false;
    goto done;
  }
  uint64_t fileSize = (uint64_t)size, end;
  // Not a 64-bit little-endian ELF file: dlopen says what it is not.
  if (fread(&header, sizeof(header), 1, file) != 1 ||
      memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 ||
      header.e_ident[EI_CLASS] != ELFCLASS64 ||
      header.e_ident[EI_DATA] != ELFDATA2LSB)
    goto done;
  if (header.e_phentsize != sizeof(Elf64_Phdr) ||
      !within(header.e_phoff, (uint64_t)header.e_phnum * sizeof(Elf64_Phdr),
              fileSize, &end)) {
    ok = header.e_phentsize == sizeof(Elf64_Phdr)
             ? truncated(name, end, fileSize, "the program headers")
             : (nnRunError("'%s' has program headers of %u bytes, not %zu\n",
                           name, (unsigned)header.e_phentsize,
                           sizeof(Elf64_Phdr)),
                false);
    goto done;
  }
  if (header.e_shoff &&
      !within(header.e_shoff, (uint64_t)header.e_shnum * header.e_shentsize,
              fileSize, &end)) {
    ok = truncated(name, end, fileSize, "the section headers");
    goto done;
  }
  segments = nnToolAllocArray(nnRunProgram, (size_t)header.e_phnum + 1,
                              sizeof(Elf64_Phdr));
  if (fseek(file, (long)header.e_phoff, SEEK_SET) != 0 ||
      fread(segments, sizeof(Elf64_Phdr), header.e_phnum, file) !=
          header.e_phnum) {
    nnRunError("cannot read the program headers of '%s'\n", name);
    ok = false;
    goto done;
  }
  for (int i = 0; i < header.e_phnum && ok; ++i)
    if (!within(segments[i].p_offset, segments[i].p_filesz, fileSize, &end))
      ok = truncated(name, end, fileSize, "a segment");
done:
  free(segments);
  fclose(file);
  return ok;
}

//===----------------------------------------------------------------------===//
// The image
//===----------------------------------------------------------------------===//

typedef struct {
  const struct link_map *map;
  NnLibraryImage *image;
  bool found;
} FindImage;

static int findImage(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  FindImage *find = data;
  if (info->dlpi_addr != find->map->l_addr || !info->dlpi_name ||
      strcmp(info->dlpi_name, find->map->l_name) != 0)
    return 0;
  NnLibraryImage *image = find->image;
  image->segments = nnToolAllocArray(nnRunProgram, (size_t)info->dlpi_phnum + 1,
                                     sizeof(struct NnLibrarySegment));
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr) *p = &info->dlpi_phdr[i];
    if (p->p_type != PT_LOAD || !(p->p_flags & PF_R))
      continue;
    struct NnLibrarySegment *s = &image->segments[image->numSegments++];
    s->begin = info->dlpi_addr + p->p_vaddr;
    s->end = s->begin + p->p_memsz;
    s->code = (p->p_flags & PF_X) != 0;
  }
  find->found = true;
  return 1;
}

bool nnLibraryImageInit(void *handle, const char *file, NnLibraryImage *image) {
  memset(image, 0, sizeof(*image));
  FindImage find = {NULL, image, false};
  struct link_map *map = NULL;
  if (dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map) {
    find.map = map;
    dl_iterate_phdr(findImage, &find);
  }
  if (!find.found)
    nnRunError("cannot find the loaded segments of '%s'\n", file);
  return find.found;
}

void nnLibraryImageFree(NnLibraryImage *image) {
  free(image->segments);
  memset(image, 0, sizeof(*image));
}

bool nnLibraryImageHas(const NnLibraryImage *image, const void *p,
                       uint64_t size, size_t align, bool code) {
  uintptr_t begin = (uintptr_t)p, end;
  if (!p || (align > 1 && begin % align) ||
      __builtin_add_overflow(begin, size, &end))
    return false;
  for (int i = 0; i < image->numSegments; ++i) {
    const struct NnLibrarySegment *s = &image->segments[i];
    if (begin >= s->begin && end <= s->end && (!code || s->code))
      return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

// The bytes of `count` items of `size`, false when the product overflows.
static bool arrayBytes(int64_t count, size_t size, uint64_t *bytes) {
  int64_t product;
  if (count < 0 || !nnCheckedMul(count, (int64_t)size, &product))
    return false;
  *bytes = (uint64_t)product;
  return true;
}

// A NUL-terminated name of at most NN_LIBRARY_MAX_NAME bytes in the image,
// read one byte at a time so that no byte outside it is touched.
static bool isName(const NnLibraryImage *image, const char *name) {
  for (size_t i = 0; i <= NN_LIBRARY_MAX_NAME; ++i) {
    if (!nnLibraryImageHas(image, name + i, 1, 1, false))
      return false;
    if (!name[i])
      return i > 0;
  }
  return false;
}

size_t nnLibraryEntrySize(int32_t version) {
  return version >= 2 ? sizeof(nn_model_entry) : offsetof(nn_model_entry, run);
}

bool nnLibraryCheckNumEntries(const NnLibraryImage *image, int32_t count,
                              int32_t version, const char *file) {
  uint64_t bytes = 0;
  for (int i = 0; i < image->numSegments; ++i)
    bytes += image->segments[i].end - image->segments[i].begin;
  if (count >= 0 && (uint64_t)count <= bytes / nnLibraryEntrySize(version))
    return true;
  nnRunError("'%s': nn_model_num_entries() is %d, %s\n", file, (int)count,
             count < 0 ? "negative"
                       : "more entries than the library's image could hold");
  return false;
}

// Whether the function pointer `fn` (of any type, `size` bytes) points to
// code of the library.
static bool isCode(const NnLibraryImage *image, const void *fn, size_t size) {
  const void *address;
  _Static_assert(sizeof(address) == sizeof(nn_model_fn),
                 "function pointers are words");
  if (size != sizeof(address))
    return false;
  memcpy(&address, fn, sizeof(address));
  return nnLibraryImageHas(image, address, 1, 1, true);
}

bool nnLibraryCheckEntry(const NnLibraryImage *image, const nn_model_entry *e,
                         int32_t index, int32_t version, const char *file) {
  if (!e) {
    nnRunError("'%s': nn_model_get_entry(%d) is NULL, below "
               "nn_model_num_entries()\n",
               file, (int)index);
    return false;
  }
  if (!nnLibraryImageHas(image, e, nnLibraryEntrySize(version),
                         _Alignof(nn_model_entry), false)) {
    nnRunError("'%s': nn_model_get_entry(%d) points outside the library "
               "(%p)\n",
               file, (int)index, (const void *)e);
    return false;
  }
  if (!isName(image, e->name)) {
    nnRunError("'%s': entry #%d has no name: NULL, empty, outside the "
               "library or longer than %d bytes\n",
               file, (int)index, NN_LIBRARY_MAX_NAME);
    return false;
  }
  const char *problem = NULL;
  uint64_t inputBytes = 0, outputBytes = 0;
  // Version 2 calls `run`; fn is NULL for an entry with dynamic sizes.
  if (version < 2 && !isCode(image, &e->fn, sizeof(e->fn)))
    problem = "a function that is NULL or not code of the library";
  else if (version >= 2 && e->fn && !isCode(image, &e->fn, sizeof(e->fn)))
    problem = "a function that is not code of the library";
  else if (version >= 2 &&
           (!isCode(image, &e->run, sizeof(e->run)) ||
            !isCode(image, &e->output_shapes, sizeof(e->output_shapes))))
    problem = "a run or output_shapes function that is NULL or not code of "
              "the library";
  else if (!arrayBytes(e->num_inputs, sizeof(nn_model_tensor), &inputBytes) ||
           !arrayBytes(e->num_outputs, sizeof(nn_model_tensor), &outputBytes))
    problem = "a negative number of inputs or outputs";
  else if (e->num_inputs &&
           !nnLibraryImageHas(image, e->inputs, inputBytes,
                              _Alignof(nn_model_tensor), false))
    problem = "an array of inputs that is NULL or not all in the library";
  else if (e->num_outputs &&
           !nnLibraryImageHas(image, e->outputs, outputBytes,
                              _Alignof(nn_model_tensor), false))
    problem = "an array of outputs that is NULL or not all in the library";
  if (problem) {
    nnRunError("'%s': entry @%s (%d inputs, %d outputs) has %s\n", file,
               e->name, (int)e->num_inputs, (int)e->num_outputs, problem);
    return false;
  }
  return true;
}

// ModelAbi.h's element types: bytes, and Npy.h's terms.
static const struct {
  int bytes;
  NnNpyDType dtype;
} kElements[] = {
    [NN_MODEL_F32] = {4, NN_NPY_F32},  [NN_MODEL_F64] = {8, NN_NPY_F64},
    [NN_MODEL_F16] = {2, NN_NPY_F16},  [NN_MODEL_BF16] = {2, NN_NPY_BF16},
    [NN_MODEL_I64] = {8, NN_NPY_I64},  [NN_MODEL_I32] = {4, NN_NPY_I32},
    [NN_MODEL_I8] = {1, NN_NPY_I8},    [NN_MODEL_I1] = {1, NN_NPY_BOOL},
    [NN_MODEL_I16] = {2, NN_NPY_I16},  [NN_MODEL_UI8] = {1, NN_NPY_U8},
    [NN_MODEL_UI16] = {2, NN_NPY_U16}, [NN_MODEL_UI32] = {4, NN_NPY_U32},
    [NN_MODEL_UI64] = {8, NN_NPY_U64},
};

bool nnLibraryCheckTensor(const NnLibraryImage *image, const nn_model_entry *e,
                          bool output, int index, int32_t version,
                          const char *file, NnRunTensor *out) {
  const nn_model_tensor *t = output ? &e->outputs[index] : &e->inputs[index];
  const char *what = output ? "result" : "argument";
  int64_t count = 0, bytes = 0;
  if (t->element_type < 0 || t->element_type > NN_MODEL_UI64) {
    nnRunError("'%s': %s #%d of @%s has element type %d, which is none of "
               "ModelAbi.h's (0 to %d)\n",
               file, what, index, e->name, (int)t->element_type, NN_MODEL_UI64);
    return false;
  }
  if (t->rank < 0 || t->rank > NN_NPY_MAX_RANK) {
    nnRunError("'%s': %s #%d of @%s has rank %d (%s takes ranks 0 to %d)\n",
               file, what, index, e->name, (int)t->rank, nnRunProgram,
               NN_NPY_MAX_RANK);
    return false;
  }
  if (t->rank &&
      !nnLibraryImageHas(image, t->shape, (uint64_t)t->rank * sizeof(int64_t),
                         _Alignof(int64_t), false)) {
    nnRunError("'%s': %s #%d of @%s has rank %d and a shape that is NULL or "
               "not all in the library\n",
               file, what, index, e->name, (int)t->rank);
    return false;
  }
  // The static sizes: a dynamic one (-1) is checked when the call has it.
  int64_t sizes[NN_NPY_MAX_RANK];
  int numSizes = 0;
  const char *problem = NULL;
  for (int i = 0; i < t->rank && !problem; ++i)
    if (t->shape[i] >= 0)
      sizes[numSizes++] = t->shape[i];
    else if (t->shape[i] != -1 || version < 2)
      problem = "a negative size";
  if (!problem && !nnCheckedCount(numSizes, sizes, &count))
    problem = "an element count that does not fit in 64 bits";
  if (!problem &&
      !nnCheckedBytes(count, kElements[t->element_type].bytes, &bytes))
    problem = "a byte size that does not fit in 64 bits";
  if (problem) {
    nnRunError("'%s': %s #%d of @%s has shape [", file, what, index, e->name);
    for (int i = 0; i < t->rank; ++i)
      fprintf(stderr, "%s%lld", i ? ", " : "", (long long)t->shape[i]);
    fprintf(stderr, "], with %s\n", problem);
    return false;
  }
  out->dtype = kElements[t->element_type].dtype;
  out->rank = t->rank;
  for (int i = 0; i < t->rank; ++i)
    out->shape[i] = t->shape[i];
  return true;
}
