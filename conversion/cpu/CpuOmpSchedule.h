//===- CpuOmpSchedule.h - --nn-omp-schedule -------------------------------===//
//
// Sets the schedule of every OpenMP worksharing loop (CpuOmpSchedule.c says
// why).
//
//===----------------------------------------------------------------------===//

#ifndef NN_CONVERSION_CPUOMPSCHEDULE_H
#define NN_CONVERSION_CPUOMPSCHEDULE_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
#include "support/StringBuffer.h"

void *nnCreateOmpScheduleState(const char *const *values,
                               NnStringBuffer *error);
void nnDestroyOmpScheduleState(void *state);
MlirLogicalResult nnRunOmpSchedulePass(MlirOperation module, void *state);
intptr_t nnOmpScheduleDialects(MlirDialectHandle *handles);

#endif // NN_CONVERSION_CPUOMPSCHEDULE_H
