"""Generates simplify-inference-numerics.mlir and its .npy files.

Each case is a conv2d/matmul + batch_norm + relu graph with constant
weights and statistics (or statistics as arguments). The expected outputs
are computed here with NumPy from the ops' definitions, so that both the
original graph and the one --simplify-inference rewrote are checked against
an independent reference. Run from this directory: python3 make_simplify_inference.py
"""
import os
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(20261202)


def dense(a):
    a = np.asarray(a, np.float32)
    def rec(x):
        if x.ndim == 0:
            return "%.9g" % float(x)
        return "[" + ", ".join(rec(v) for v in x) + "]"
    return "dense<%s> : %s" % (rec(a), ttype(a.shape))


def ttype(shape):
    return "tensor<%sxf32>" % "x".join(str(d) for d in shape)


def conv_nchw(x, w, groups, pad):
    n, c, h, wd = x.shape
    o, cg, kh, kw = w.shape
    xp = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    oh, ow = h + 2 * pad - kh + 1, wd + 2 * pad - kw + 1
    out = np.zeros((n, o, oh, ow), np.float64)
    og = o // groups
    for oc in range(o):
        g = oc // og
        for i in range(oh):
            for j in range(ow):
                patch = xp[:, g * cg:(g + 1) * cg, i:i + kh, j:j + kw]
                out[:, oc, i, j] = (patch * w[oc]).sum(axis=(1, 2, 3))
    return out


def batch_norm(x, scale, bias, mean, var, eps, axis):
    shape = [1] * x.ndim
    shape[axis] = -1
    r = lambda v: np.asarray(v, np.float64).reshape(shape)
    return r(scale) * (x - r(mean)) / np.sqrt(r(var) + eps) + r(bias)


def stats(c):
    return (rng.uniform(0.5, 2, c), rng.uniform(-1, 1, c),
            rng.uniform(-0.5, 0.5, c), rng.uniform(0.1, 2, c))


cases = []  # (name, mlir body, inputs, expected)


def bn_text(x, t, st, axis, eps="1.0e-03"):
    names = ["scale", "bias", "mean", "var"]
    lines = ["  %%%s = arith.constant %s" % (n, dense(v)) for n, v in zip(names, st)]
    c = len(st[0])
    lines.append('  %%y = "nn.batch_norm"(%s, %%scale, %%bias, %%mean, %%var) '
                 '{axis = %d : i64, epsilon = %s : f32} : (%s, %s, %s, %s, %s) -> %s'
                 % (x, axis, eps, t, *[ttype((c,))] * 4, t))
    lines.append('  %%r = "nn.relu"(%%y) : (%s) -> %s' % (t, t))
    lines.append("  return %%r : %s" % t)
    return lines


# Grouped NCHW conv with a bias_add, padding 1.
x = rng.uniform(-1, 1, (1, 4, 5, 5)).astype(np.float32)
w = rng.uniform(-1, 1, (6, 2, 3, 3)).astype(np.float32)
b = rng.uniform(-1, 1, 6).astype(np.float32)
st = [s.astype(np.float32) for s in stats(6)]
ref = conv_nchw(x.astype(np.float64), w.astype(np.float64), 2, 1) + b.reshape(1, 6, 1, 1)
ref = np.maximum(batch_norm(ref, *st, 1e-3, 1), 0)
t = ttype((1, 6, 5, 5))
body = ["  %%w = arith.constant %s" % dense(w), "  %%b = arith.constant %s" % dense(b),
        '  %%c = "nn.conv2d"(%%x, %%w) {groups = 2 : i64, padding = array<i64: 1, 1, 1, 1>} : (%s, %s) -> %s'
        % (ttype(x.shape), ttype(w.shape), t),
        '  %%cb = "nn.bias_add"(%%c, %%b) {axis = 1 : i64} : (%s, %s) -> %s' % (t, ttype((6,)), t)]
cases.append(("nchw_groups", [x], body + bn_text("%cb", t, st, 1), ref, t))

# NHWC conv (HWIO weights), no bias, stride 2; batch_norm axis -1.
x = rng.uniform(-1, 1, (2, 6, 6, 3)).astype(np.float32)
w = rng.uniform(-1, 1, (3, 3, 3, 4)).astype(np.float32)
st = [s.astype(np.float32) for s in stats(4)]
conv = conv_nchw(x.transpose(0, 3, 1, 2).astype(np.float64),
                 w.transpose(3, 2, 0, 1).astype(np.float64), 1, 0)[:, :, ::2, ::2]
ref = np.maximum(batch_norm(conv.transpose(0, 2, 3, 1), *st, 1e-3, 3), 0)
t = ttype((2, 2, 2, 4))
body = ["  %%w = arith.constant %s" % dense(w),
        '  %%c = "nn.conv2d"(%%x, %%w) {layout = "NHWC", strides = array<i64: 2, 2>} : (%s, %s) -> %s'
        % (ttype(x.shape), ttype(w.shape), t)]
cases.append(("nhwc_stride", [x], body + bn_text("%c", t, st, -1), ref, t))

# matmul with transpose_b, then batch_norm over the last axis.
x = rng.uniform(-1, 1, (3, 5)).astype(np.float32)
w = rng.uniform(-1, 1, (4, 5)).astype(np.float32)
st = [s.astype(np.float32) for s in stats(4)]
ref = np.maximum(batch_norm(x.astype(np.float64) @ w.T.astype(np.float64), *st, 1e-3, 1), 0)
t = ttype((3, 4))
body = ["  %%w = arith.constant %s" % dense(w),
        '  %%c = "nn.matmul"(%%x, %%w) {transpose_b = true} : (%s, %s) -> %s'
        % (ttype(x.shape), ttype(w.shape), t)]
cases.append(("matmul", [x], body + bn_text("%c", t, st, 1), ref, t))

# Statistics as arguments: the batch norm becomes nn ops on them.
x = rng.uniform(-1, 1, (2, 3, 4, 4)).astype(np.float32)
st = [s.astype(np.float32) for s in stats(3)]
ref = np.maximum(batch_norm(x.astype(np.float64), *st, 1e-3, 1), 0)
t = ttype(x.shape)
c3 = ttype((3,))
body = ['  %%y = "nn.batch_norm"(%%x, %%scale, %%bias, %%mean, %%var) {epsilon = 1.0e-03 : f32} : (%s, %s, %s, %s, %s) -> %s'
        % (t, c3, c3, c3, c3, t),
        '  %%r = "nn.relu"(%%y) : (%s) -> %s' % (t, t), "  return %%r : %s" % t]
cases.append(("stat_args", [x] + st, body, ref, t))

out = ["// Numerics of --simplify-inference: each conv/matmul + batch_norm + relu",
       "// graph is run before and after the pass and checked against NumPy.",
       "// Generated with its inputs and expected outputs by",
       "// Inputs/make_simplify_inference.py; do not edit.",
       "//",
       "// RUN: rm -rf %t && mkdir -p %t",
       "// RUN: nn-opt %s --simplify-inference -o %t/simplified.mlir",
       "// RUN: FileCheck %s --check-prefix=FOLDED --input-file=%t/simplified.mlir"]
for name, inputs, _, _, _ in cases:
    ins = " ".join("%%S/Inputs/si_%s_in%d.npy" % (name, i) for i in range(len(inputs)))
    for f in ("%s", "%t/simplified.mlir"):
        out.append("// RUN: nn-run %s --entry %s --input %s --check %%S/Inputs/si_%s_out.npy --rtol 1e-4 --atol 1e-5 | FileCheck %%s --check-prefix=OK"
                   % (f, name, ins, name))
out += ["// OK: ok", "",
        "// The three graphs with constant weights lose their batch norm; the",
        "// one with statistics as arguments computes them with nn ops.",
        "// FOLDED-LABEL: func.func @nchw_groups",
        "// FOLDED-NOT: nn.batch_norm",
        "// FOLDED-LABEL: func.func @nhwc_stride",
        "// FOLDED-NOT: nn.batch_norm",
        "// FOLDED-LABEL: func.func @matmul",
        "// FOLDED-NOT: nn.batch_norm",
        "// FOLDED-LABEL: func.func @stat_args",
        "// FOLDED: nn.rsqrt", ""]
for name, inputs, body, ref, t in cases:
    for i, a in enumerate(inputs):
        np.save(os.path.join(HERE, "si_%s_in%d.npy" % (name, i)), a)
    np.save(os.path.join(HERE, "si_%s_out.npy" % name), ref.astype(np.float32))
    args = ["%x"] + (["%scale", "%bias", "%mean", "%var"] if len(inputs) > 1 else [])
    sig = ", ".join("%s: %s" % (n, ttype(a.shape)) for n, a in zip(args, inputs))
    out.append("func.func @%s(%s) -> %s {" % (name, sig, t))
    out += body
    out.append("}")
    out.append("")
with open(os.path.join(HERE, "..", "simplify-inference-numerics.mlir"), "w") as f:
    f.write("\n".join(out))
