//===- Options.c - nn-run's command line ----------------------------------===//

#include "Options.h"

#include "tools/common/Args.h"
#include "tools/common/ToolMemory.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef NN_VERSION
#define NN_VERSION "unknown"
#endif

const char *nnRunProgram = "nn-run";

void nnRunError(const char *format, ...) {
  va_list args;
  va_start(args, format);
  char message[1024];
  vsnprintf(message, sizeof(message), format, args);
  va_end(args);
  nnToolError(nnRunProgram, "%s", message);
}

static void printHelp(bool jit) {
  if (jit)
    printf("usage: %s FILE.mlir [options]\n"
           "       %s MODEL.onnx [options]\n"
           "       %s MODEL.so [options]\n\n"
           "Lowers FILE.mlir to LLVM, JIT-compiles it and calls one function "
           "on the\nCPU; or calls one entry of a library from nn-compile. "
           "FILE.mlir may be\nMLIR text or bytecode (FILE.mlirbc, from "
           "nn-opt --emit-bytecode), or an\nONNX model (MODEL.onnx, "
           "imported in-process as nn-import-onnx does).\n\n",
           nnRunProgram, nnRunProgram, nnRunProgram);
  else
    printf("usage: %s MODEL.so [options]\n\n"
           "Calls one entry of a library from nn-compile (--target cpu or "
           "cuda).\nNeeds only libnnrt: no MLIR, no LLVM (run FILE.mlir with "
           "nn-run).\n\n",
           nnRunProgram);
  printf(
      "  --entry NAME            The function to call (default: main)\n"
      "  --device cpu|cuda       Where to run (default: the library's own%s)\n"
      "  --input A.npy ...       One file per argument, in order%s\n"
      "  --random-inputs SEED    Uniform values in [-1, 1] instead\n"
      "  --output R.npy ...      Write each result to a file%s\n"
      "  --check E.npy ...       Compare each result with an expected one\n"
      "  --rtol R --atol A       Tolerances of --check: |r - e| <= A + R*|e|,\n"
      "                          NaN equal to NaN (default: rtol 1e-5, atol "
      "1e-6%s)\n"
      "  --ulp U                 Float results of --check within U units in\n"
      "                          the last place of the expected value, in\n"
      "                          the result's type (instead of rtol/atol)\n"
      "  --bench N               Time N calls after one warm-up (on cuda:\n"
      "                          the calls alone, data stays on the device)\n"
      "%s"
      "%s"
      "%s"
      "  --version, --help\n\n"
      "Several files may follow --input, --output and --check (up to the "
      "next\noption or %s file), or the option may be repeated.\n\n"
      "Element types and .npy dtypes must match: f32 <f4, f64 <f8, f16 <f2,\n"
      "i64 <i8, i32 <i4, i16 <i2, i8 |i1, ui64 <u8, ui32 <u4, ui16 <u2,\n"
      "ui8 |u1, i1 |b1, and bf16 <V2 (NumPy has no bfloat16;\n"
      "<V2 is what np.save writes for ml_dtypes.bfloat16 arrays; read one\n"
      "back with np.load(f).view(ml_dtypes.bfloat16)).\n",
      jit ? ";\n                          cpu only for FILE.mlir" : "",
      jit ? ": .npy, or an ONNX\n                          TensorProto (.pb, "
            "or by its content)"
          : " (.npy)",
      jit ? ", .npy or .pb by its name" : " (.npy)",
      jit ? ";\n                          ONNX's rtol 1e-3, atol 1e-7 for a "
            "MODEL.onnx or\n                          .pb files to --check"
          : "",
      jit ? "  --profile               Time each kernel over the --bench "
            "calls\n"
            "                          (10 without it): per kernel its calls,\n"
            "                          time, share, bytes, FLOPs, GB/s, "
            "GFLOP/s\n"
            "                          and bound against this machine's\n"
            "                          measured memcpy and FMA peaks\n"
            "  --profile-json FILE     Also write the kernels' runs to FILE "
            "as\n"
            "                          a Chrome trace (Perfetto, "
            "chrome://tracing)\n"
          : "",
      jit ? "  -O0 ... -O3             LLVM optimization level (default: -O2;\n"
            "                          FILE.mlir only)\n"
            "  --runtime-checks=false  Do not check inputs at run time "
            "(gather\n"
            "                          indices in range; FILE.mlir only, a\n"
            "                          library's are nn-compile's choice). On "
            "by\n"
            "                          default: a failed check exits with 3\n"
          : "  A library's run-time checks failing exit with 3.\n",
      jit ? "  --input-shape NAME=DIMS MODEL.onnx: fix the dims of graph input "
            "NAME,\n"
            "                          e.g. 1x3x224x224 ('?' keeps one "
            "dynamic);\n"
            "                          FILE.mlir, MODEL.so: NAME is an "
            "argument number, DIMS\n"
            "                          the shape of its --random-inputs "
            "(dynamic dims)\n"
            "  --specialize SIZES        Also compile static copies of the "
            "entry "
            "for\n"
            "                          sizes of the dims its inputs' nn.dims "
            "name,\n"
            "                          called when the inputs have them:\n"
            "                          'seq=128;batch=1,seq=384' "
            "(nn-specialize)\n"
            "  --input-value NAME=F.pb MODEL.onnx: make graph input NAME the\n"
            "                          constant in F.pb (no longer an "
            "argument)\n"
            "  --onnx-input-values-from-inputs\n"
            "                          MODEL.onnx: offer each --input .pb "
            "named as a\n"
            "                          graph input to the importer as its "
            "value, for\n"
            "                          where nn needs one at compile time (a "
            "Reshape's\n"
            "                          shape); the input stays an argument\n"
          : "  --input-shape I=DIMS    The shape of --random-inputs argument "
            "I where\n"
            "                          the signature has dynamic dims\n",
      jit ? ".mlir, .mlirbc, .onnx or .so" : ".so");
}

static bool parseNumber(const char *flag, const char *text, double *out) {
  char *end;
  *out = strtod(text, &end);
  if (end == text || *end) {
    nnRunError("%s expects a number, got '%s'\n", flag, text);
    return false;
  }
  return true;
}

// The files a runner takes: the end of a list of tensor files.
static bool isRunnable(const char *arg) {
  return nnArgEndsWith(arg, ".mlir") || nnArgEndsWith(arg, ".mlirbc") ||
         nnArgEndsWith(arg, ".onnx") || nnArgEndsWith(arg, ".so");
}

// The tolerances ONNX's backend test runner uses; nn-run's own (1e-5, 1e-6)
// are tighter, for MLIR files checked against NumPy.
static void defaultTolerances(NnRunOptions *o, bool rtolGiven, bool atolGiven) {
  bool onnx = nnArgEndsWith(o->file, ".onnx");
  for (int i = 0; i < o->numChecks; ++i)
    onnx |= nnArgEndsWith(o->checks[i], ".pb");
  if (!rtolGiven)
    o->rtol = onnx ? 1e-3 : 1e-5;
  if (!atolGiven)
    o->atol = onnx ? 1e-7 : 1e-6;
}

// 0: go on; 1: error; 2: done (help or version printed).
int nnRunParseOptions(int argc, char **argv, bool jit, NnRunOptions *o) {
  memset(o, 0, sizeof(*o));
  o->entry = "main";
  o->optLevel = 2;
  o->runtimeChecks = -1;
  o->inputs = nnToolAllocArray(nnRunProgram, (size_t)argc, sizeof(char *));
  o->outputs = nnToolAllocArray(nnRunProgram, (size_t)argc, sizeof(char *));
  o->checks = nnToolAllocArray(nnRunProgram, (size_t)argc, sizeof(char *));
  o->inputShapes = nnToolAllocArray(nnRunProgram, (size_t)argc, sizeof(char *));
  o->inputValues = nnToolAllocArray(nnRunProgram, (size_t)argc, sizeof(char *));
  bool rtolGiven = false, atolGiven = false;
  for (int i = 1; i < argc; ++i) {
    const char *arg = argv[i], *flag = nnArgFlag(arg);
    if (!flag) {
      if (o->file) {
        nnRunError("more than one input file: '%s' and '%s'\n", o->file, arg);
        return 1;
      }
      o->file = arg;
      continue;
    }
    if (strcmp(flag, "help") == 0 || strcmp(flag, "h") == 0) {
      printHelp(jit);
      return 2;
    }
    if (strcmp(flag, "version") == 0) {
      printf("%s version " NN_VERSION " (%s)\n", nnRunProgram,
             jit ? "nn dialect on MLIR 22" : "libnnrt, no MLIR");
      return 2;
    }
    if (jit && nnArgOptLevel(flag, &o->optLevel))
      continue;
    if (jit && strcmp(flag, "onnx-input-values-from-inputs") == 0) {
      o->valuesFromInputs = true;
      continue;
    }
    if (jit && strcmp(flag, "profile") == 0) {
      o->profile = true;
      continue;
    }
    // --flag=value or --flag value.
    static const char *const kValueFlags[] = {
        "input",       "output",        "check",          "entry",
        "device",      "random-inputs", "rtol",           "atol",
        "ulp",         "bench",         "runtime-checks", "input-shape",
        "input-value", "profile-json",  "specialize"};
    const char *name = NULL, *value = NULL;
    for (size_t k = 0; k < sizeof(kValueFlags) / sizeof(kValueFlags[0]); ++k)
      if (nnArgIs(flag, kValueFlags[k], &value))
        name = kValueFlags[k];
    if (!name || (!jit && (strcmp(name, "input-value") == 0 ||
                           strcmp(name, "profile-json") == 0 ||
                           strcmp(name, "specialize") == 0))) {
      nnRunError("unknown option '%s' (see --help)\n", arg);
      return 1;
    }
    if (!(value = nnArgTakeValue(argc, argv, &i, value))) {
      nnRunError("%s expects a value\n", arg);
      return 1;
    }
    const char **list = NULL;
    int *count = NULL;
    if (strcmp(name, "input") == 0)
      list = o->inputs, count = &o->numInputs;
    else if (strcmp(name, "output") == 0)
      list = o->outputs, count = &o->numOutputs;
    else if (strcmp(name, "check") == 0)
      list = o->checks, count = &o->numChecks;
    if (list) {
      list[(*count)++] = value;
      nnArgTakeMore(argc, argv, &i, list, count, isRunnable);
      continue;
    }
    double number;
    if (strcmp(name, "input-shape") == 0) {
      o->inputShapes[o->numInputShapes++] = value;
    } else if (strcmp(name, "input-value") == 0) {
      o->inputValues[o->numInputValues++] = value;
    } else if (strcmp(name, "entry") == 0) {
      o->entry = value;
    } else if (strcmp(name, "device") == 0) {
      o->device = value;
    } else if (strcmp(name, "specialize") == 0) {
      o->specialize = value;
    } else if (strcmp(name, "profile-json") == 0) {
      o->profileJson = value;
      o->profile = true;
    } else if (strcmp(name, "random-inputs") == 0) {
      char *end;
      o->seed = strtoull(value, &end, 10);
      if (end == value || *end) {
        nnRunError("--random-inputs expects a seed, got '%s'\n", value);
        return 1;
      }
      o->randomInputs = true;
    } else if (strcmp(name, "rtol") == 0 || strcmp(name, "atol") == 0) {
      if (!parseNumber(arg, value, &number))
        return 1;
      *(name[0] == 'r' ? &o->rtol : &o->atol) = number;
      *(name[0] == 'r' ? &rtolGiven : &atolGiven) = true;
    } else if (strcmp(name, "ulp") == 0) {
      if (!parseNumber(arg, value, &number))
        return 1;
      if (!(number > 0)) {
        nnRunError("--ulp expects a positive number, got '%s'\n", value);
        return 1;
      }
      o->ulp = number;
    } else if (strcmp(name, "bench") == 0) {
      long long runs;
      if (!nnArgParseInt(value, 1, 1000000000, &runs)) {
        nnRunError("--bench expects a count of runs >= 1, not '%s'\n", value);
        return 1;
      }
      o->bench = (long)runs;
    } else if (jit && strcmp(name, "runtime-checks") == 0) {
      if (strcmp(value, "true") != 0 && strcmp(value, "false") != 0) {
        nnRunError("--runtime-checks expects true or false, not '%s'\n", value);
        return 1;
      }
      o->runtimeChecks = strcmp(value, "true") == 0;
    } else {
      nnRunError("unknown option '%s' (see --help)\n", arg);
      return 1;
    }
  }
  if (!o->file) {
    if (jit)
      nnRunError("no input file (usage: %s FILE.mlir [options] or %s "
                 "MODEL.so [options], see --help)\n",
                 nnRunProgram, nnRunProgram);
    else
      nnRunError("no input file (usage: %s MODEL.so [options], see --help)\n",
                 nnRunProgram);
    return 1;
  }
  if (o->device && strcmp(o->device, "cpu") != 0 &&
      strcmp(o->device, "cuda") != 0) {
    nnRunError("unknown device '%s' (--device cpu or cuda)\n", o->device);
    return 1;
  }
  if (o->randomInputs && o->numInputs) {
    nnRunError("--input and --random-inputs exclude each "
               "other\n");
    return 1;
  }
  if ((o->numInputValues || o->valuesFromInputs) &&
      !nnArgEndsWith(o->file, ".onnx")) {
    nnRunError("--input-value and --onnx-input-values-from-inputs are for "
               "ONNX models (MODEL.onnx), not '%s'\n",
               o->file);
    return 1;
  }
  if (o->specialize && nnArgEndsWith(o->file, ".so")) {
    nnRunError("--specialize is for code nn-run compiles (FILE.mlir, "
               "MODEL.onnx); a library has the copies nn-compile made: "
               "nn-compile --specialize\n");
    return 1;
  }
  if (o->profile && nnArgEndsWith(o->file, ".so")) {
    nnRunError("--profile times the kernels of code nn-run compiles "
               "(FILE.mlir, MODEL.onnx); a library from nn-compile is not "
               "instrumented: run its source instead\n");
    return 1;
  }
  defaultTolerances(o, rtolGiven, atolGiven);
  return 0;
}

void nnRunFreeOptions(NnRunOptions *o) {
  free(o->inputs);
  free(o->outputs);
  free(o->checks);
  free(o->inputShapes);
  free(o->inputValues);
}
