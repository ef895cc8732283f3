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
 * contiguous innermost row at a time where both are unit-stride there. */
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
  if (rank == 0) {
    memcpy(to, from, (size_t)element_size);
    return;
  }
  for (int64_t i = 0; i < rank; ++i)
    if (sizes[i] == 0)
      return;
  int64_t inner = sizes[rank - 1];
  int rows = src_strides[rank - 1] == 1 && dst_strides[rank - 1] == 1;
  /* nn's rank limit (NN_MAX_RANK; this file is compiled alone, without
   * nn's headers): nn-compile accepts no higher rank. */
  int64_t index[64] = {0};
  if (rank > 64)
    return;
  for (;;) {
    int64_t from_offset = 0, to_offset = 0;
    for (int64_t i = 0; i < rank - 1; ++i) {
      from_offset += index[i] * src_strides[i];
      to_offset += index[i] * dst_strides[i];
    }
    if (rows) {
      memcpy(to + to_offset * element_size, from + from_offset * element_size,
             (size_t)(inner * element_size));
    } else {
      for (int64_t j = 0; j < inner; ++j)
        memcpy(to + (to_offset + j * dst_strides[rank - 1]) * element_size,
               from + (from_offset + j * src_strides[rank - 1]) * element_size,
               (size_t)element_size);
    }
    /* The next row: an odometer over the outer dimensions. */
    int64_t dim = rank - 2;
    while (dim >= 0 && ++index[dim] == sizes[dim])
      index[dim--] = 0;
    if (dim < 0)
      return;
  }
}
