//===- Model.c - A loaded ONNX model and the memory its weights live in ---===//
//
// Opening a model: map the file, lift the initializers' raw data out of the
// serialized bytes (Wire.c), unpack the rest with protobuf-c through nn's
// allocator, and check what every later step relies on: a graph, and an
// opset for the default domain. External-data files are mapped when a
// tensor first names them, after checking that the path stays inside the
// model's directory.
//
//===----------------------------------------------------------------------===//

// realpath is XSI and madvise's MADV_DONTNEED Linux's (posix_madvise's
// POSIX_MADV_DONTNEED does nothing on glibc): beyond the POSIX level the
// build asks for.
#define _DEFAULT_SOURCE
#define _XOPEN_SOURCE 700

#include "Model.h"

#include "support/Memory.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static void *allocate(void *unused, size_t size) { return nnAlloc(size); }
static void release(void *unused, void *block) { free(block); }
ProtobufCAllocator onnxAllocator = {allocate, release, NULL};

// Maps the whole file at `path` read-only; a zero-length file maps to an
// empty range.
static bool mapFile(const char *path, const uint8_t **bytes, size_t *size,
                    NnStringBuffer *error) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    nnStringBufferPrintf(error, "cannot open '%s': %s", path, strerror(errno));
    return false;
  }
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    nnStringBufferPrintf(error, "'%s' is not a regular file", path);
    close(fd);
    return false;
  }
  *size = (size_t)st.st_size;
  *bytes = (const uint8_t *)"";
  if (*size) {
    void *map = mmap(NULL, *size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (map == MAP_FAILED) {
      nnStringBufferPrintf(error, "cannot map '%s': %s", path, strerror(errno));
      close(fd);
      return false;
    }
    *bytes = map;
  }
  close(fd);
  return true;
}

static void unmap(const uint8_t *bytes, size_t size) {
  if (size)
    munmap((void *)bytes, size);
}

static OnnxModel *unpack(OnnxModel *model, NnStringBuffer *error) {
  if (!onnxLiftRawData(model->bytes, model->size, &model->lifted, error))
    return NULL;
  model->proto = onnx__model_proto__unpack(&onnxAllocator, model->lifted.size,
                                           model->lifted.bytes);
  if (!model->proto) {
    nnStringBufferPrintf(error, "not a valid ONNX model (the protobuf does "
                                "not parse as a ModelProto)");
    return NULL;
  }
  if (!model->proto->graph) {
    nnStringBufferPrintf(error, "the model has no graph");
    return NULL;
  }
  if (model->lifted.numRanges != model->proto->graph->n_initializer) {
    nnStringBufferPrintf(error,
                         "not a valid ONNX model (%zu initializers "
                         "read, %zu unpacked)",
                         model->lifted.numRanges,
                         model->proto->graph->n_initializer);
    return NULL;
  }
  return model;
}

static OnnxModel *create(const char *directory, NnStringBuffer *error) {
  OnnxModel *model = nnAllocArray(1, sizeof(OnnxModel));
  if (!model) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  atomic_init(&model->refs, 1);
  if (directory) {
    char resolved[PATH_MAX];
    if (!realpath(directory, resolved)) {
      nnStringBufferPrintf(error, "external data directory '%s': %s", directory,
                           strerror(errno));
      free(model);
      return NULL;
    }
    if (!(model->directory = nnCopyString(resolved, strlen(resolved)))) {
      nnStringBufferPrintf(error, "out of memory");
      free(model);
      return NULL;
    }
  }
  return model;
}

OnnxModel *onnxModelOpenFile(const char *path, const char *directory,
                             NnStringBuffer *error) {
  char folder[PATH_MAX];
  if (!directory) {
    size_t length = strlen(path);
    const char *slash = strrchr(path, '/');
    if (!slash)
      directory = ".";
    else if (length < sizeof(folder)) {
      size_t n = slash == path ? 1 : (size_t)(slash - path);
      memcpy(folder, path, n);
      folder[n] = 0;
      directory = folder;
    }
  }
  OnnxModel *model = create(directory, error);
  if (!model)
    return NULL;
  if (!mapFile(path, &model->bytes, &model->size, error)) {
    onnxModelRelease(model);
    return NULL;
  }
  model->mapped = true;
  if (!unpack(model, error)) {
    onnxModelRelease(model);
    return NULL;
  }
  return model;
}

OnnxModel *onnxModelOpenBuffer(const void *data, size_t size,
                               const char *directory, NnStringBuffer *error) {
  OnnxModel *model = create(directory, error);
  if (!model)
    return NULL;
  model->bytes = size ? data : (const uint8_t *)"";
  model->size = size;
  model->transient = true;
  if (!unpack(model, error)) {
    onnxModelRelease(model);
    return NULL;
  }
  return model;
}

void onnxModelRetain(OnnxModel *model) { atomic_fetch_add(&model->refs, 1); }

void onnxModelRelease(OnnxModel *model) {
  if (!model || atomic_fetch_sub(&model->refs, 1) != 1)
    return;
  if (model->proto)
    onnx__model_proto__free_unpacked(model->proto, &onnxAllocator);
  onnxLiftedFree(&model->lifted);
  if (model->mapped)
    unmap(model->bytes, model->size);
  for (size_t i = 0; i < model->numExternal; ++i) {
    unmap(model->external[i].bytes, model->external[i].size);
    free(model->external[i].location);
  }
  free(model->external);
  free(model->directory);
  free(model);
}

int64_t onnxModelOpset(const OnnxModel *model, const char *domain) {
  bool onnx = !*domain || !strcmp(domain, "ai.onnx");
  for (size_t i = 0; i < model->proto->n_opset_import; ++i) {
    const char *d = model->proto->opset_import[i]->domain;
    d = d ? d : "";
    if (onnx ? (!*d || !strcmp(d, "ai.onnx")) : !strcmp(d, domain))
      return model->proto->opset_import[i]->version;
  }
  return -1;
}

// A relative path of plain components: no "..", not absolute, not empty.
static bool plainRelativePath(const char *path) {
  if (!*path || *path == '/')
    return false;
  for (const char *p = path; *p;) {
    const char *end = strchr(p, '/');
    size_t n = end ? (size_t)(end - p) : strlen(p);
    if (n == 2 && p[0] == '.' && p[1] == '.')
      return false;
    p += n;
    while (*p == '/')
      ++p;
  }
  return true;
}

static OnnxExternalFile *externalFile(OnnxModel *model, const char *tensor,
                                      const char *location,
                                      NnStringBuffer *error) {
  for (size_t i = 0; i < model->numExternal; ++i)
    if (!strcmp(model->external[i].location, location))
      return &model->external[i];
  if (!model->directory) {
    nnStringBufferPrintf(error,
                         "tensor '%s' has external data ('%s'), but a model "
                         "read from memory needs an external data directory",
                         tensor, location);
    return NULL;
  }
  if (!plainRelativePath(location)) {
    nnStringBufferPrintf(error,
                         "tensor '%s': external data location '%s' leaves the "
                         "model's directory (absolute or '..')",
                         tensor, location);
    return NULL;
  }
  char joined[PATH_MAX], resolved[PATH_MAX];
  int n = snprintf(joined, sizeof(joined), "%s/%s", model->directory, location);
  if (n < 0 || (size_t)n >= sizeof(joined) || !realpath(joined, resolved)) {
    nnStringBufferPrintf(error, "tensor '%s': cannot read external data '%s'",
                         tensor, location);
    return NULL;
  }
  size_t prefix = strlen(model->directory);
  if (strncmp(resolved, model->directory, prefix) != 0 ||
      (resolved[prefix] != '/' && strcmp(model->directory, "/") != 0)) {
    nnStringBufferPrintf(error,
                         "tensor '%s': external data '%s' is a link out of "
                         "the model's directory",
                         tensor, location);
    return NULL;
  }
  OnnxExternalFile *grown =
      nnGrowForOneMore(model->external, &model->capacityExternal,
                       model->numExternal, sizeof(OnnxExternalFile));
  if (!grown) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  model->external = grown;
  OnnxExternalFile *file = &grown[model->numExternal];
  if (!(file->location = nnCopyString(location, strlen(location)))) {
    nnStringBufferPrintf(error, "out of memory");
    return NULL;
  }
  if (!mapFile(resolved, &file->bytes, &file->size, error)) {
    free(file->location);
    return NULL;
  }
  ++model->numExternal;
  return file;
}

bool onnxModelExternalData(OnnxModel *model, const char *tensor,
                           const char *location, int64_t offset, int64_t length,
                           const uint8_t **bytes, size_t *size,
                           NnStringBuffer *error) {
  OnnxExternalFile *file = externalFile(model, tensor, location, error);
  if (!file)
    return false;
  if (offset < 0 || (uint64_t)offset > file->size ||
      (length >= 0 && (uint64_t)length > file->size - (uint64_t)offset)) {
    nnStringBufferPrintf(error,
                         "tensor '%s': external data at offset %lld, length "
                         "%lld, is outside '%s' (%zu bytes)",
                         tensor, (long long)offset, (long long)length, location,
                         file->size);
    return false;
  }
  *bytes = file->bytes + offset;
  *size = length >= 0 ? (size_t)length : file->size - (size_t)offset;
  return true;
}

static bool inside(const uint8_t *bytes, size_t size, const uint8_t *base,
                   size_t length) {
  return length && bytes >= base && (size_t)(bytes - base) <= length &&
         size <= length - (size_t)(bytes - base);
}

void onnxModelDropPages(const OnnxModel *model, const void *bytes,
                        size_t size) {
  bool mapped = model->mapped && inside(bytes, size, model->bytes, model->size);
  for (size_t i = 0; !mapped && i < model->numExternal; ++i)
    mapped =
        inside(bytes, size, model->external[i].bytes, model->external[i].size);
  long page = sysconf(_SC_PAGESIZE);
  if (!mapped || page <= 0)
    return;
  uintptr_t begin =
      ((uintptr_t)bytes + (uintptr_t)page - 1) & ~((uintptr_t)page - 1);
  uintptr_t end = ((uintptr_t)bytes + size) & ~((uintptr_t)page - 1);
  if (end > begin)
    madvise((void *)begin, end - begin, MADV_DONTNEED);
}
