"""Shared pieces of the numerical-test generators (make_numerics*.py): NumPy
inputs, MLIR type names, and writing a lit test of one function per case
with its .npy inputs and expected outputs."""
import math
import os

import numpy as np

MLIR_TYPE = {np.float32: "f32", np.float64: "f64", np.float16: "f16",
             np.int32: "i32", np.int64: "i64", np.int8: "i8", np.bool_: "i1",
             np.int16: "i16", np.uint8: "ui8", np.uint16: "ui16",
             np.uint32: "ui32", np.uint64: "ui64"}
try:  # bfloat16 comes from ml_dtypes; np.save writes it as '<V2' (Npy.h)
    import ml_dtypes
    MLIR_TYPE[ml_dtypes.bfloat16] = "bf16"
except ImportError:
    pass
erf = np.vectorize(math.erf)


def tol(value):
    """A tolerance as nn-run's messages print it: 1e-4, 3e-2, 0."""
    if value == 0:
        return "0"
    mantissa, exponent = ("%e" % value).split("e")
    return "%se%d" % (mantissa.rstrip("0").rstrip("."), int(exponent))


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

    def add(self, name, op, inputs, expected, attrs="", rtol=1e-4, atol=1e-5):
        """`expected` is one array, or a tuple of them for an op with several
        results (written as <name>_out0.npy, <name>_out1.npy, ...). `op` is
        an nn op name without "nn.", or a full name ("tensor.concat")."""
        if isinstance(expected, tuple):
            expected = tuple(np.asarray(e) for e in expected)
        else:
            expected = np.asarray(expected)
        self.cases.append((name, op, inputs, expected, attrs, rtol, atol))

    def write(self, folder, test_name, title, subdir=""):
        """Writes <test_name>.mlir next to `folder` and the .npy files in it
        (in folder/subdir when given)."""
        rel = subdir + "/" if subdir else ""
        if subdir:
            os.makedirs(os.path.join(folder, subdir), exist_ok=True)
        lines = ["// %s" % line for line in title] + [
            "// Generated with its inputs and expected outputs by",
            "// Inputs/%s; do not edit." % os.path.basename(
                __import__("__main__").__file__),
            "//"]
        funcs = []
        for name, op, inputs, expected, attrs, rtol, atol in self.cases:
            arg_types = [t(a.shape, MLIR_TYPE[a.dtype.type]) for a in inputs]
            several = isinstance(expected, tuple)
            outs = expected if several else (expected,)
            res_types = [t(e.shape, MLIR_TYPE[e.dtype.type]) for e in outs]
            files = []
            for i, a in enumerate(inputs):
                np.save(os.path.join(folder, rel + "%s_in%d.npy" % (name, i)), a)
                files.append("%%S/Inputs/%s%s_in%d.npy" % (rel, name, i))
            checks = []
            for i, e in enumerate(outs):
                out = "%s_out%s.npy" % (name, i if several else "")
                np.save(os.path.join(folder, rel + out), e)
                checks.append("%%S/Inputs/%s%s" % (rel, out))
            lines.append(
                "// RUN: nn-run %%s --entry %s --input %s --check %s --rtol "
                "%s --atol %s | FileCheck %%s --check-prefix=OK"
                % (name, " ".join(files), " ".join(checks), tol(rtol),
                   tol(atol)))
            params = ", ".join("%%a%d: %s" % (i, ty)
                               for i, ty in enumerate(arg_types))
            operands = ", ".join("%%a%d" % i for i in range(len(inputs)))
            res = ", ".join(res_types)
            if several:
                value = "%%0:%d" % len(outs)
                returned = ", ".join("%%0#%d" % i for i in range(len(outs)))
                res = "(%s)" % res
            else:
                value = returned = "%0"
            funcs.append("func.func @%s(%s) -> %s {\n"
                         "  %s = \"%s\"(%s)%s : (%s) -> %s\n"
                         "  return %s : %s\n}\n"
                         % (name, params, res, value,
                            op if "." in op else "nn." + op, operands,
                            (" " + attrs) if attrs else "",
                            ", ".join(arg_types), res, returned,
                            ", ".join(res_types)))
        lines += ["// OK: result #0: {{.*}}: ok", "// OK-NOT: FAILED", ""]
        with open(os.path.join(folder, "..", test_name + ".mlir"), "w") as out:
            out.write("\n".join(lines) + "\n" + "\n".join(funcs))
        print("%s: %d cases" % (test_name, len(self.cases)))
