//===- CpuOmpSchedule.c - The schedule of OpenMP loops (--nn-omp-schedule) ===//
//
// --nn-omp-schedule{kind=K} sets `schedule(K)` on every omp.wsloop that has
// no schedule yet; K is static, dynamic or guided (the OpenMP kinds that
// need no chunk). Loops that already have a schedule keep it, so the pass
// is idempotent.
//
// Why: convert-scf-to-openmp makes worksharing loops without a schedule,
// which libomp runs as static: each thread gets the same share of tiles, set
// before the loop starts, and the call ends when the slowest thread does. On
// a machine whose cores also run other work (2 cores here) one thread is
// often descheduled for a while, and a static loop then waits for it: the
// median time of a 4096x1024 softmax read 2-3.5x its minimum. `guided`
// hands out chunks that shrink as the loop runs out (libomp: remaining
// iterations / (2 x threads)), so a thread that is held up takes fewer of
// them, at a cost of a few dozen chunk requests per loop rather than one per
// iteration (`dynamic`). docs/benchmarks.md has the measurements.
//
// One walk over the module: linear.
//
//===----------------------------------------------------------------------===//

#include "conversion/Passes.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/OpenMP.h"
#include "support/OpName.h"

#include <stdlib.h>
#include <string.h>

// The option `kind`: its values, as #omp<schedulekind ...> spells them.
static const char *const kKinds[] = {"static", "dynamic", "guided", NULL};

// The state is the chosen kind's name, static.
static void *createState(const NnOptionValue *values, const NnPassEnv *env,
                         NnStringBuffer *error) {
  return (void *)kKinds[values[0].i];
}

static MlirWalkResult setSchedule(MlirOperation op, void *userData) {
  MlirAttribute *kind = userData;
  if (!nnOpIs(op, "omp.wsloop"))
    return MlirWalkResultAdvance;
  // An existing schedule stays.
  if (mlirAttributeIsNull(
          mlirOperationGetAttributeByName(op, nnStr("schedule_kind"))))
    mlirOperationSetAttributeByName(op, nnStr("schedule_kind"), *kind);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult run(MlirOperation module, void *state) {
  MlirContext ctx = mlirOperationGetContext(module);
  NnStringBuffer text = {0};
  nnStringBufferPrintf(&text, "#omp<schedulekind %s>", (const char *)state);
  MlirAttribute kind =
      mlirAttributeParseGet(ctx, nnStr(nnStringBufferStr(&text)));
  nnStringBufferFree(&text);
  if (mlirAttributeIsNull(kind)) {
    mlirEmitError(mlirOperationGetLocation(module),
                  "nn-omp-schedule: cannot build the schedule attribute");
    return mlirLogicalResultFailure();
  }
  mlirOperationWalk(module, setSchedule, &kind, MlirWalkPreOrder);
  return mlirLogicalResultSuccess();
}

static intptr_t dialects(MlirDialectHandle *handles) {
  handles[0] = mlirGetDialectHandle__omp__();
  return 1;
}

static const NnOptionDef options[] = {
    NN_ENUM_OPTION("kind", "guided", kKinds, "The OpenMP schedule"),
};

const NnPassDef nnOmpSchedulePass = {
    .argument = "nn-omp-schedule",
    .name = "NNOmpSchedule",
    .description = "Set the schedule of every omp.wsloop that has none",
    .options = options,
    .numOptions = 1,
    .createState = createState,
    .run = run,
    .opName = "builtin.module",
    .skipsVerification = true,
    .dependentDialects = dialects,
};
