#include "Lowering.h"

MlirLogicalResult nnLowerMatmul(NnLowering *l) {
  return nnLowerFail(l, "no lowering is written for it yet");
}
