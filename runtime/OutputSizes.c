/* nn_output_size_mismatch, which lowered code calls when the size it
 * computed for a dynamic output is not the size of the caller's buffer
 * (runtime/OutputSizes.h), and the record the runtime takes after the
 * call. Thread-local: calls on several threads do not mix. nn-compile
 * embeds this file's text in every CPU library; hidden there. */
#include <stdint.h>

static _Thread_local int64_t nn__rt_mismatch = -1;

__attribute__((visibility("hidden"))) void
nn_output_size_mismatch(int64_t argument) {
  if (nn__rt_mismatch < 0)
    nn__rt_mismatch = argument;
}

__attribute__((visibility("hidden"))) int64_t
nn__rt_take_output_size_mismatch(void) {
  int64_t argument = nn__rt_mismatch;
  nn__rt_mismatch = -1;
  return argument;
}
