# lit configuration for nn: tests mirror the source folders (dialect/,
# passes/, tools/, capi/). RUN lines see nn-opt, the C API test programs,
# FileCheck, not and stock mlir-opt on PATH.
import os

import lit.formats

config.name = "nn"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".c", ".test"]
config.excludes = ["lit.cfg.py", "lit.site.cfg.py", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.nn_obj_root, "test", "lit")

path = [config.nn_tools_dir, config.nn_test_bin_dir, config.llvm_tools_dir]
config.environment["PATH"] = os.pathsep.join(path + [config.environment.get("PATH", "")])
# In a sanitized build a report aborts the process: a signal fails even the
# tests that expect a non-zero exit (`not nn-opt ...`).
config.environment["ASAN_OPTIONS"] = "detect_leaks=1:abort_on_error=1"
config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1:abort_on_error=1"
# `REQUIRES: !sanitizers` / `UNSUPPORTED: sanitizers` for tests that cannot
# run in the sanitized build (each says why).
if config.nn_sanitizers:
    config.available_features.add("sanitizers")

config.substitutions.append(("%nn_src_root", config.nn_src_root))
config.substitutions.append(("%irdl_file", os.path.join(config.nn_obj_root, "share", "nn", "nn.irdl.mlir")))
config.substitutions.append(("%python", "python3"))
# `REQUIRES: ptxas`: tests that assemble the CUDA pipeline's PTX with the
# CUDA toolkit's ptxas (format=bin/fatbin, or ptxas over format=isa output).
if os.access("/usr/local/cuda/bin/ptxas", os.X_OK):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", "/usr/local/cuda/bin/ptxas"))
# `REQUIRES: onnx-testdata`: tests over Debian's ONNX backend test data
# (libonnx-testdata); %onnx_testdata is its data/ folder.
onnx_testdata = "/usr/share/libonnx-testdata/data"
if os.path.isdir(os.path.join(onnx_testdata, "node")):
    config.available_features.add("onnx-testdata")
    config.substitutions.append(("%onnx_testdata", onnx_testdata))
