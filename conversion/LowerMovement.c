#include "Lowering.h"

MlirLogicalResult nnLowerTranspose(NnLowering *l) {
  return nnLowerFail(l, "no lowering is written for it yet");
}

MlirLogicalResult nnLowerReshape(NnLowering *l) {
  return nnLowerFail(l, "no lowering is written for it yet");
}
