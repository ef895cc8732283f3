"""Writes packed-weights.mlir: matmuls whose right operand is a constant
weight, which --nn-cpu-ukernels packs at compile time into the ukernel's
panels (conversion/cpu/PackedWeights.c), a 1x1 convolution of 1024
channels, whose constant weight it lays out with padded rows, and NHWC
convolutions (after --convert-layout), whose HWCF weight it packs into
panels, against float64 NumPy. The matmul cases:
columns not a multiple of the panel (a zero-padded last panel) in several
column tiles, a transposed weight (transpose_b), a broadcast batch of few
rows, a batch-1 row, and a weight also read by an elementwise op (so its
own global stays next to the packed one). Each runs fused (--fuse-ops) and
unfused.

Tolerances: the f32 summation bound of make_numerics_contractions.py,
atol = (K + 1) * 2^-22 with inputs in [-1, 1], and rtol 1e-6.

Run from this folder (needs numpy, at authoring time only):
    python3 make_numerics_packed_weights.py
"""
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "packed_weights")
rng = np.random.default_rng(20261206)


def t(shape):
    return "tensor<%sxf32>" % "x".join(str(d) for d in shape)


def rand(*shape):
    return rng.uniform(-1.0, 1.0, size=shape).astype(np.float32)


def constant(name, value):
    return '  %%%s = arith.constant dense<"0x%s"> : %s' % (
        name, value.tobytes().hex().upper(), t(value.shape))


def runs(name, x, y, k, layout=""):
    """Saves the input and the expected output of `name` and returns its
    RUN lines: fused (--fuse-ops) and unfused, after the passes `layout`;
    atol from the reduction depth k."""
    files = []
    for suffix, a in (("in0", x), ("out", y.astype(np.float32))):
        np.save(os.path.join(OUT, "%s_%s.npy" % (name, suffix)), a)
        files.append("%%S/Inputs/packed_weights/%s_%s.npy" % (name, suffix))
    check = "--entry %s --input %s --check %s --rtol 1e-6 --atol %.6g" % (
        name, files[0], files[1], (k + 2) * 2.0 ** -22)
    unfused = ("nn-opt %%s %s | nn-run -" % layout if layout
               else "nn-run %s")
    return ["// RUN: nn-opt %%s %s--fuse-ops | nn-run - %s | FileCheck %%s "
            "--check-prefix=OK" % (layout + " " if layout else "", check),
            "// RUN: %s %s | FileCheck %%s --check-prefix=OK" % (unfused,
                                                                 check)]


def case(name, x, w, transpose_b=False, bias=None, add_weight=False):
    """y = x @ w (or w^T), plus a constant bias, plus w itself; returns the
    function and its RUN lines."""
    wt = w.T if transpose_b else w
    y = np.matmul(x.astype(np.float64), wt.astype(np.float64))
    out_shape = y.shape
    lines = ["func.func @%s(%%x: %s) -> %s {" % (name, t(x.shape),
                                                 t(out_shape)),
             constant("w", w)]
    attrs = " {transpose_b = true}" if transpose_b else ""
    lines.append('  %%0 = "nn.matmul"(%%x, %%w)%s : (%s, %s) -> %s'
                 % (attrs, t(x.shape), t(w.shape), t(out_shape)))
    last = "%0"
    if bias is not None:
        y = y + bias.astype(np.float64)
        lines.append(constant("b", bias))
        lines.append('  %%1 = "nn.add"(%%0, %%b) : (%s, %s) -> %s'
                     % (t(out_shape), t(bias.shape), t(out_shape)))
        last = "%1"
    if add_weight:
        y = y + w.astype(np.float64)
        lines.append('  %%2 = "nn.add"(%s, %%w) : (%s, %s) -> %s'
                     % (last, t(out_shape), t(w.shape), t(out_shape)))
        last = "%2"
    lines += ["  return %s : %s" % (last, t(out_shape)), "}"]
    return "\n".join(lines), runs(name, x, y, x.shape[-1])


def conv_case(name, x, w, bias, pad=0, nhwc=False):
    """An NCHW convolution (stride 1, `pad` on every side) with a constant
    weight and bias, then relu; with `nhwc`, run after --convert-layout,
    which makes it an NHWC convolution of an HWCF weight."""
    f, c, kh, kw = w.shape
    xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    oh, ow = xp.shape[2] - kh + 1, xp.shape[3] - kw + 1
    y = np.zeros((x.shape[0], f, oh, ow))
    for i in range(kh):
        for j in range(kw):
            y += np.einsum("nchw,fc->nfhw", xp[:, :, i:i + oh, j:j + ow],
                           w[:, :, i, j].astype(np.float64))
    y = np.maximum(y + bias.astype(np.float64)[None, :, None, None], 0.0)
    out_shape = y.shape
    lines = ["func.func @%s(%%x: %s) -> %s {" % (name, t(x.shape),
                                                 t(out_shape)),
             constant("w", w), constant("b", bias),
             '  %%0 = "nn.conv2d"(%%x, %%w) {strides = array<i64: 1, 1>, '
             'padding = array<i64: %d, %d, %d, %d>, groups = 1 : i64} : '
             '(%s, %s) -> %s' % (pad, pad, pad, pad, t(x.shape), t(w.shape),
                                 t(out_shape)),
             '  %%1 = "nn.bias_add"(%%0, %%b) {axis = 1 : i64} : (%s, %s) -> %s'
             % (t(out_shape), t(bias.shape), t(out_shape)),
             '  %%2 = "nn.relu"(%%1) : (%s) -> %s' % (t(out_shape),
                                                    t(out_shape)),
             "  return %%2 : %s" % t(out_shape), "}"]
    return "\n".join(lines), runs(name, x, y, c * kh * kw,
                                  "--convert-layout" if nhwc else "")


os.makedirs(OUT, exist_ok=True)
cases = [
    case("linear_bias", rand(64, 129), rand(129, 100), bias=rand(100)),
    case("linear_transposed", rand(37, 70), rand(90, 70), transpose_b=True),
    case("linear_batch", rand(2, 5, 40), rand(40, 33), bias=rand(33)),
    case("linear_row", rand(1, 200), rand(200, 70)),
    case("weight_also_added", rand(40, 40), rand(40, 40), add_weight=True),
    # Rows of 1024 floats: laid out with padded rows, read in place.
    conv_case("conv_1x1_1024", rand(1, 1024, 3, 5), rand(6, 1024, 1, 1),
              rand(6)),
    # NHWC: the HWCF weight packed into panels (70 channels: a zero-padded
    # last one), the input read in place in K blocks within each tap row
    # (3 x 96 channels) and panels within each output row; and a 1x1.
    conv_case("conv_nhwc_3x3", rand(1, 96, 9, 11), rand(70, 96, 3, 3),
              rand(70), pad=1, nhwc=True),
    conv_case("conv_nhwc_1x1", rand(2, 48, 5, 7), rand(40, 48, 1, 1),
              rand(40), nhwc=True),
]
header = """// Matmuls with a constant weight, which --nn-cpu-ukernels packs at
// compile time into the ukernel's panels, an NCHW convolution whose weight
// it lays out with padded rows, and NHWC convolutions whose weight it
// packs into panels, against float64 NumPy.
// Generated with its inputs and expected outputs by
// Inputs/make_numerics_packed_weights.py; do not edit.
//"""
with open(os.path.join(HERE, "..", "packed-weights.mlir"), "w") as f:
    f.write(header + "\n")
    for _, lines in cases:
        f.write("\n".join(lines) + "\n")
    f.write("// OK: result #0: {{.*}}: ok\n// OK-NOT: FAILED\n")
    for text, _ in cases:
        f.write("\n" + text + "\n")
