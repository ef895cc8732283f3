//===- NativeChip.c - The CUDA architecture of this machine's GPU ---------===//
//
// The device is libnnrt's device 0: the first that CUDA_VISIBLE_DEVICES
// leaves. A machine without a driver or a GPU gets libnnrt's reason (no
// libcuda.so.1, no device; libnnrt prints every error it reports), a
// device nn does not compile for the list of those it does (GpuChips.c).
//
//===----------------------------------------------------------------------===//

#include "NativeChip.h"

#include "conversion/gpu/GpuChips.h"
#include "nnrt.h"

#include <stdio.h>

bool nnNativeChip(char *chip, size_t size, int *smCount,
                  NnStringBuffer *error) {
  NnrtDeviceProperties device;
  char name[256] = "?";
  // libnnrt prints its reason (no driver, no device) when it fails.
  if (!nnrtIsAvailable() || !nnrtGetDeviceProperties(0, &device)) {
    nnStringBufferPrintf(error, "--chip native reads CUDA device 0, and "
                                "there is none usable (libnnrt's reason is "
                                "above)");
    return false;
  }
  nnrtGetDeviceName(0, name, sizeof(name));
  const NnGpuChip *known = nnGpuChipOfCapability(device.major, device.minor);
  if (!known) {
    nnStringBufferPrintf(error,
                         "--chip native: device 0 (%s) has compute "
                         "capability %d.%d, which nn does not compile for "
                         "(it compiles for %s)",
                         name, device.major, device.minor, nnGpuChipList());
    return false;
  }
  if (device.multiprocessors < 1) {
    nnStringBufferPrintf(error, "--chip native: device 0 (%s) reports %d SMs",
                         name, device.multiprocessors);
    return false;
  }
  snprintf(chip, size, "%s", known->name);
  *smCount = device.multiprocessors;
  fprintf(stderr,
          "nn-compile: note: --chip native: device 0 (%s) is %s with %d SMs\n",
          name, known->name, device.multiprocessors);
  return true;
}
