/* memrefCopy, the one MLIR runtime helper lowered nn code calls (a
 * memref.copy between memrefs of different layouts, e.g. into a padded
 * buffer), with the signature of MLIR's runner utils: it copies a
 * contiguous innermost row at a time where both sides are unit-stride there,
 * where the runner utils' copy goes element by element. nn-compile embeds
 * this file's text in every CPU library (so a library needs no
 * libmlir_c_runner_utils.so), and the JIT resolves the lowered code's calls
 * to libnn's copy (runtime/CpuJit.c). Hidden: a library exports only its
 * nn_* functions. */
#include <stdint.h>
#include <string.h>

/* MLIR's UnrankedMemRefType: the rank and a pointer to a ranked descriptor
 * { allocated, aligned, offset, sizes[rank], strides[rank] }. */
typedef struct nn__rt_unranked_memref {
  int64_t rank;
  void *descriptor;
} nn__rt_unranked_memref;

typedef struct {
  char *allocated, *aligned;
  int64_t offset;
  int64_t sizes_and_strides[]; /* sizes[rank], then strides[rank] */
} nn__rt_strided_memref;

/* Copies every element of `src` to `dst` (same rank and sizes), one
 * contiguous innermost row at a time where both are unit-stride there.
 * Dimensions of size 1 drop out, and a dimension that continues the next
 * inner one in both (its stride that one's size times its stride) merges
 * into it: a tile of NHWC rows copied into a padded buffer is one memcpy
 * per row of W x C floats, not one per pixel's C (3 for a network's
 * input, where the copy took longer than the convolution). */
__attribute__((visibility("hidden"))) void
memrefCopy(int64_t element_size, nn__rt_unranked_memref *src,
           nn__rt_unranked_memref *dst) {
  const nn__rt_strided_memref *s = src->descriptor, *d = dst->descriptor;
  int64_t rank = src->rank;
  const int64_t *sizes = s->sizes_and_strides;
  const int64_t *src_strides = s->sizes_and_strides + rank;
  const int64_t *dst_strides = d->sizes_and_strides + rank;
  char *from = s->aligned + s->offset * element_size;
  char *to = d->aligned + d->offset * element_size;
  /* nn's rank limit (NN_MAX_RANK; this file is compiled alone, without
   * nn's headers): nn-compile accepts no higher rank. */
  if (rank > 64)
    return;
  for (int64_t i = 0; i < rank; ++i)
    if (sizes[i] == 0)
      return;
  /* The dimensions that remain, innermost first. */
  int64_t size[64], from_stride[64], to_stride[64], n = 0;
  for (int64_t i = rank - 1; i >= 0; --i) {
    if (sizes[i] == 1)
      continue;
    if (n > 0 && src_strides[i] == size[n - 1] * from_stride[n - 1] &&
        dst_strides[i] == size[n - 1] * to_stride[n - 1]) {
      size[n - 1] *= sizes[i];
      continue;
    }
    size[n] = sizes[i], from_stride[n] = src_strides[i];
    to_stride[n] = dst_strides[i], ++n;
  }
  if (n == 0) {
    memcpy(to, from, (size_t)element_size);
    return;
  }
  int64_t inner = size[0];
  int rows = from_stride[0] == 1 && to_stride[0] == 1;
  int64_t index[64] = {0};
  int64_t from_offset = 0, to_offset = 0;
  for (;;) {
    if (rows) {
      memcpy(to + to_offset * element_size, from + from_offset * element_size,
             (size_t)(inner * element_size));
    } else {
      for (int64_t j = 0; j < inner; ++j)
        memcpy(to + (to_offset + j * to_stride[0]) * element_size,
               from + (from_offset + j * from_stride[0]) * element_size,
               (size_t)element_size);
    }
    /* The next row: an odometer over the outer dimensions, the offsets
     * kept up to date as it turns. */
    int64_t dim = 1;
    for (; dim < n; ++dim) {
      from_offset += from_stride[dim];
      to_offset += to_stride[dim];
      if (++index[dim] < size[dim])
        break;
      from_offset -= size[dim] * from_stride[dim];
      to_offset -= size[dim] * to_stride[dim];
      index[dim] = 0;
    }
    if (dim == n)
      return;
  }
}
