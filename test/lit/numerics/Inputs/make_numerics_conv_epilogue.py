"""Writes conv-epilogue.mlir: convolutions with a bias and a clamp after
them, fused (--fuse-ops) so that --nn-cpu-ukernels moves the epilogue into
the ukernel call (and reads a depthwise convolution's padding in place),
against float64 NumPy (window_ref.conv, then the bias, then the clamp).
Each graph also runs unfused, where the epilogue stays its own kernel.

Run from this folder (needs numpy, at authoring time only):
    python3 make_numerics_conv_epilogue.py
"""
import os

import numpy as np

from window_ref import conv

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "conv_epilogue")
rng = np.random.default_rng(20261204)


def t(shape):
    return "tensor<%sxf32>" % "x".join(str(d) for d in shape)


def case(name, x_shape, w_shape, strides, pads, groups, lo, hi, nhwc=False):
    """A conv2d + bias_add (+ clip when lo or hi is set) graph, its inputs
    and its reference; returns (function text, RUN lines)."""
    x = rng.uniform(-1, 1, x_shape).astype(np.float32)
    w = rng.uniform(-1, 1, w_shape).astype(np.float32)
    o = w_shape[3] if nhwc else w_shape[0]
    b = rng.uniform(-0.5, 0.5, (o,)).astype(np.float32)
    if nhwc:  # NHWC input, HWIO weight
        y = conv(x.transpose(0, 3, 1, 2), w.transpose(3, 2, 0, 1), strides,
                 pads, (1, 1), groups).transpose(0, 2, 3, 1)
        y = y + b.astype(np.float64)
    else:
        y = conv(x, w, strides, pads, (1, 1), groups)
        y = y + b.astype(np.float64)[None, :, None, None]
    if lo is not None:
        y = np.clip(y, lo, hi)
    y = y.astype(np.float32)
    files = []
    for suffix, a in (("in0", x), ("in1", w), ("in2", b), ("out", y)):
        np.save(os.path.join(OUT, "%s_%s.npy" % (name, suffix)), a)
        files.append("%%S/Inputs/conv_epilogue/%s_%s.npy" % (name, suffix))
    attrs = ["strides = array<i64: %d, %d>" % strides,
             "padding = array<i64: %d, %d, %d, %d>" % pads,
             "groups = %d : i64" % groups]
    if nhwc:
        attrs.append('layout = "NHWC"')
    body = ['func.func @%s(%%x: %s, %%w: %s, %%b: %s) -> %s {'
            % (name, t(x.shape), t(w.shape), t(b.shape), t(y.shape)),
            '  %%0 = "nn.conv2d"(%%x, %%w) {%s} : (%s, %s) -> %s'
            % (", ".join(attrs), t(x.shape), t(w.shape), t(y.shape)),
            '  %%1 = "nn.bias_add"(%%0, %%b) {axis = %d : i64} : (%s, %s) -> %s'
            % (3 if nhwc else 1, t(y.shape), t(b.shape), t(y.shape))]
    last = "%1"
    if lo is not None:
        body.append('  %%2 = "nn.clip"(%%1) {min = %r : f64, max = %r : f64} '
                    ': (%s) -> %s' % (lo, hi, t(y.shape), t(y.shape)))
        last = "%2"
    body += ["  return %s : %s" % (last, t(y.shape)), "}"]
    # Terms per result: the summation bound of the contraction tests.
    k = (w_shape[2] if nhwc else w_shape[1]) * \
        (w_shape[0] * w_shape[1] if nhwc else w_shape[2] * w_shape[3])
    check = "--input %s --check %s --rtol 1e-6 --atol %.6g" % (
        " ".join(files[:3]), files[3], (k + 1) * 2.0 ** -22)
    runs = ["// RUN: nn-opt %%s --fuse-ops | nn-run - --entry %s %s "
            "| FileCheck %%s --check-prefix=OK" % (name, check),
            "// RUN: nn-run %%s --entry %s %s | FileCheck %%s "
            "--check-prefix=OK" % (name, check)]
    return "\n".join(body), runs


os.makedirs(OUT, exist_ok=True)
cases = [
    # relu6-like bounds that both bite; rows of 15 (one masked vector).
    case("conv_bias_clip", (1, 6, 13, 15), (10, 6, 3, 3), (1, 1),
         (1, 1, 1, 1), 1, -0.3, 0.4),
    # No clamp: the bias alone; 1x1.
    case("conv_1x1_bias", (1, 20, 9, 11), (30, 20, 1, 1), (1, 1),
         (0, 0, 0, 0), 1, None, None),
    # NHWC, stride 2: the channels are the GEMM's N, the bias per column.
    case("conv_nhwc_bias_clip", (1, 11, 9, 5), (3, 3, 5, 7), (2, 2),
         (1, 1, 1, 1), 1, 0.0, 0.5, nhwc=True),
    # Depthwise (MobileNet's blocks): padding read in place, stride 2, the
    # bias and clamp in registers; a row wider than 128 outputs.
    case("depthwise_bias_clip", (1, 8, 15, 17), (8, 1, 3, 3), (2, 2),
         (1, 1, 1, 1), 8, 0.0, 0.6),
    case("depthwise_wide_rows", (1, 3, 4, 140), (3, 1, 3, 3), (1, 1),
         (1, 1, 1, 1), 3, -0.2, 0.2),
    case("depthwise_nhwc_bias_clip", (1, 9, 10, 20), (3, 3, 1, 20), (1, 1),
         (1, 1, 1, 1), 20, 0.0, 0.5, nhwc=True),
]
lines = ["// Convolutions with their bias and clamp, fused (the ukernel runs the",
         "// epilogue on its tiles) and unfused, against float64 NumPy.",
         "// Generated with its inputs and expected outputs by",
         "// Inputs/make_numerics_conv_epilogue.py; do not edit.",
         "//"]
for _, runs in cases:
    lines += runs
lines += ["// OK: result #0: {{.*}}: ok", "// OK-NOT: FAILED", ""]
lines += ["\n\n".join(body for body, _ in cases), ""]
with open(os.path.join(HERE, "..", "conv-epilogue.mlir"), "w") as f:
    f.write("\n".join(lines))
