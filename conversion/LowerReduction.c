#include "Lowering.h"

MlirLogicalResult nnLowerReduce(NnLowering *l) {
  return nnLowerFail(l, "no lowering is written for it yet");
}

MlirLogicalResult nnLowerArgReduce(NnLowering *l) {
  return nnLowerFail(l, "no lowering is written for it yet");
}

MlirLogicalResult nnLowerSoftmax(NnLowering *l) {
  return nnLowerFail(l, "no lowering is written for it yet");
}

MlirLogicalResult nnLowerLayerNorm(NnLowering *l) {
  return nnLowerFail(l, "no lowering is written for it yet");
}
