//===- GpuChips.h - The CUDA architectures nn compiles for ----------------===//
//
// One table (GpuChips.c) says which `sm_NN` names the CUDA pipeline
// accepts, the PTX ISA version it writes for each, and how many SMs the
// launch heuristics assume when nothing says otherwise. nn-lower-to-nvvm's
// `chip` option, nn-compile's `--chip` (native included) and the SM count
// nn-gpu-map-loops is given all read it, so that a name is accepted, and
// its facts are known, in one place.
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_GPUCHIPS_H
#define NN_CONVERSION_GPUCHIPS_H

#include <stdbool.h>
#include <stdint.h>

/// The chip nn-lower-to-nvvm and nn-compile compile for unless told.
#define NN_GPU_DEFAULT_CHIP "sm_90"

/// The largest SM count the options accept (today's parts have under 200).
#define NN_GPU_MAX_SM_COUNT 4096

typedef struct {
  /// The architecture's name without an `a` suffix: "sm_90".
  const char *name;
  /// Compute capability, major and minor.
  int major, minor;
  /// The PTX ISA version written for it, 10 * major + minor (80: PTX 8.0):
  /// 8.0, or the first version that knows the architecture when that is
  /// later (LLVM's NVPTX back end aborts below it).
  int ptx;
  /// The SMs of the part named in `part`, which the launch heuristics
  /// assume unless given the device's own count (docs/passes.md).
  int smCount;
  const char *part;
  /// Whether CUDA has an architecture-specific variant (`sm_90a`).
  bool hasA;
} NnGpuChip;

/// The table entry of `name` ("sm_90", or "sm_90a" where the architecture
/// has that variant), or NULL when nn does not compile for it.
const NnGpuChip *nnGpuFindChip(const char *name);

/// The entry of a device of compute capability major.minor, or NULL.
const NnGpuChip *nnGpuChipOfCapability(int major, int minor);

/// The SM count the launch heuristics assume: `option` when positive, else
/// that of NN_GPU_DEFAULT_CHIP's part.
int nnGpuSmCount(int64_t option);

/// The accepted names, for error messages: "sm_80 sm_86 ... (an a suffix
/// from sm_90 on)".
const char *nnGpuChipList(void);

#endif // NN_CONVERSION_GPUCHIPS_H
