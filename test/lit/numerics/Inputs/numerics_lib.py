"""Shared pieces of the numerical-test generators (make_numerics*.py): NumPy
inputs, MLIR type names, and writing a lit test of one function per case
with its .npy inputs and expected outputs."""
import math
import os

import numpy as np

MLIR_TYPE = {np.float32: "f32", np.float64: "f64", np.int32: "i32",
             np.int64: "i64", np.bool_: "i1"}
erf = np.vectorize(math.erf)


def t(shape, dtype="f32"):
    dims = "x".join(str(d) for d in shape)
    return "tensor<%s%s%s>" % (dims, "x" if shape else "", dtype)


class Cases:
    """Collects cases (one nn op each) and writes them as a lit test."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)
        self.cases = []

    def rand(self, shape, dtype=np.float32, low=-2.0, high=2.0):
        if np.issubdtype(dtype, np.integer):
            return self.rng.integers(-5, 6, size=shape).astype(dtype)
        return self.rng.uniform(low, high, size=shape).astype(dtype)

    def add(self, name, op, inputs, expected, attrs=""):
        self.cases.append((name, op, inputs, np.asarray(expected), attrs))

    def write(self, folder, test_name, title):
        """Writes <test_name>.mlir next to `folder` and the .npy files in it."""
        lines = ["// %s" % line for line in title] + [
            "// Generated with its inputs and expected outputs by",
            "// Inputs/%s; do not edit." % os.path.basename(
                __import__("__main__").__file__),
            "//"]
        funcs = []
        for name, op, inputs, expected, attrs in self.cases:
            arg_types = [t(a.shape, MLIR_TYPE[a.dtype.type]) for a in inputs]
            res = t(expected.shape, MLIR_TYPE[expected.dtype.type])
            files = []
            for i, a in enumerate(inputs):
                np.save(os.path.join(folder, "%s_in%d.npy" % (name, i)), a)
                files.append("%%S/Inputs/%s_in%d.npy" % (name, i))
            np.save(os.path.join(folder, "%s_out.npy" % name), expected)
            lines.append(
                "// RUN: nn-run %%s --entry %s --input %s --check "
                "%%S/Inputs/%s_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %%s "
                "--check-prefix=OK" % (name, " ".join(files), name))
            params = ", ".join("%%a%d: %s" % (i, ty)
                               for i, ty in enumerate(arg_types))
            operands = ", ".join("%%a%d" % i for i in range(len(inputs)))
            funcs.append("func.func @%s(%s) -> %s {\n"
                         "  %%0 = \"nn.%s\"(%s)%s : (%s) -> %s\n"
                         "  return %%0 : %s\n}\n"
                         % (name, params, res, op, operands,
                            (" " + attrs) if attrs else "",
                            ", ".join(arg_types), res, res))
        lines += ["// OK: result #0: {{.*}}: ok", "// OK-NOT: FAILED", ""]
        with open(os.path.join(folder, "..", test_name + ".mlir"), "w") as out:
            out.write("\n".join(lines) + "\n" + "\n".join(funcs))
        print("%s: %d cases" % (test_name, len(self.cases)))
