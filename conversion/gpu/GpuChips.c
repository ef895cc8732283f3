//===- GpuChips.c - The CUDA architectures nn compiles for ----------------===//
//
// From sm_80 (Ampere) on: the range is sm_80 to sm_100, kernels
// use bf16 conversions that sm_80 introduced, and CUDA 13 is the toolkit
// nn is tested with (it still accepts sm_75, nn does not). The minimum PTX
// versions are those LLVM 22's NVPTX back end requires (checked against it
// and against CUDA 13's ptxas, which rejects sm_101, renamed sm_110). The
// SM counts are those of each architecture's part named beside it; a
// smaller part of the same architecture (an H100 PCIe has 114) only moves
// a threshold of the heuristics, and `nn-compile --chip native` or the
// pipeline's sm-count option give the device's own.
//
//===----------------------------------------------------------------------===//

#include "conversion/gpu/GpuChips.h"

#include <string.h>

// name, compute capability, PTX ISA, SMs, their part, an `a` variant.
#define NN_GPU_CHIPS(X)                                                        \
  X("sm_80", 8, 0, 80, 108, "A100", false)                                     \
  X("sm_86", 8, 6, 80, 84, "A40", false)                                       \
  X("sm_87", 8, 7, 80, 16, "Jetson AGX Orin", false)                           \
  X("sm_89", 8, 9, 80, 142, "L40S", false)                                     \
  X("sm_90", 9, 0, 80, 132, "H100 SXM, H200", true)                            \
  X("sm_100", 10, 0, 86, 148, "B200", true)                                    \
  X("sm_103", 10, 3, 88, 148, "B300, counted as B200", true)                   \
  X("sm_110", 11, 0, 90, 20, "Jetson Thor", true)                              \
  X("sm_120", 12, 0, 87, 170, "RTX 5090", true)                                \
  X("sm_121", 12, 1, 88, 48, "DGX Spark (GB10)", true)

#define NN_GPU_CHIP_ENTRY(name, major, minor, ptx, sms, part, a)               \
  {name, major, minor, ptx, sms, part, a},
#define NN_GPU_CHIP_NAME(name, major, minor, ptx, sms, part, a) " " name

static const NnGpuChip kChips[] = {NN_GPU_CHIPS(NN_GPU_CHIP_ENTRY)};

enum { kNumChips = sizeof(kChips) / sizeof(kChips[0]) };

const NnGpuChip *nnGpuFindChip(const char *name) {
  size_t length = strlen(name);
  bool a = length > 0 && name[length - 1] == 'a';
  for (int i = 0; i < kNumChips; ++i) {
    size_t base = strlen(kChips[i].name);
    if (length == base + a && strncmp(name, kChips[i].name, base) == 0 &&
        (!a || kChips[i].hasA))
      return &kChips[i];
  }
  return NULL;
}

const NnGpuChip *nnGpuChipOfCapability(int major, int minor) {
  for (int i = 0; i < kNumChips; ++i)
    if (kChips[i].major == major && kChips[i].minor == minor)
      return &kChips[i];
  return NULL;
}

int nnGpuSmCount(int64_t option) {
  return option > 0 ? (int)option : nnGpuFindChip(NN_GPU_DEFAULT_CHIP)->smCount;
}

const char *nnGpuChipList(void) {
  // Each name comes with a space before it: skip the first.
  return &(NN_GPU_CHIPS(NN_GPU_CHIP_NAME) " (an a suffix from sm_90 on)")[1];
}
