"""Writes the f16, bf16 and integer numerical tests: for every op and every
low-precision float (f16, bf16) or integer type (i8, i32, i64, i1) that the op
registry lets it take, one case run by nn-run against NumPy. The (op, type)
pairs come from the registry (`nn-opt --emit-op-docs`, read by
registry_types.py); this file only says how to build a case of each op, in
CASES, keyed by op name. An op the registry has and CASES lacks stops the
generator; check_coverage.py (a lit test) fails the same way on the
committed files.

Outputs: lowp-<section>.mlir and int-<section>.mlir next to this folder,
their .npy files in lowp/ and int/. bf16 arrays are saved with ml_dtypes,
which np.save writes as '<V2' (support/Npy.h).

References: inputs are drawn in the target type (so they are exact), the
result is computed in float64 from them and rounded once to the type;
integers are computed natively in NumPy, with wrap-around where it applies.

Tolerances, in units of the type's epsilon (f16 2^-10 ~ 9.8e-4, bf16
2^-7 ~ 7.8e-3), rounded to tidy numbers (TOL): elementwise kernels compute
in the type itself, rounding intermediates, where the reference rounds
once, so an op of a few steps (gelu, softplus, silu) may be off by a few
units in the last place: rtol ~4 eps; atol ~2 eps covers results near zero,
where a relative bound means nothing after cancellation (x * sigmoid(x),
erf). Accumulating ops (reductions, matmul, conv, average pools, softmax,
norms) compute in f32 and round once (see LONG below), so the same bound
holds for them. Measured at authoring time: at most ~1 unit in the last
place everywhere but bf16 gelu and softplus near zero (3e-2 relative,
within atol).
Integers must match exactly.

Long accumulations (LONG): a 16-bit float has too few significant bits to
hold a running sum (a sum of ones in f16 stops at 2048, in bf16 at 256), so
the lowering accumulates sums, means, products, matmul, conv, pools, softmax
and norms in f32; a case with 4096 terms per result checks that, and fails
by far (results off by half or more) when the accumulation is 16-bit.

Run from this folder (needs numpy and ml_dtypes at authoring time only;
CI runs the committed files):
    python3 make_numerics_lowp.py [path/to/nn-opt]
"""
import math
import os
import subprocess
import sys

import ml_dtypes
import numpy as np

from numerics_lib import Cases, erf
import window_ref
from registry_types import (EXTENDED_INTEGER, INTEGER, LOW_PRECISION,
                            read_ops, primary)

HERE = os.path.dirname(os.path.abspath(__file__))
NN_OPT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    HERE, "..", "..", "..", "..", "build", "bin", "nn-opt")

DTYPE = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32,
         "f64": np.float64,
         "i8": np.int8, "i32": np.int32, "i64": np.int64, "i1": np.bool_,
         "i16": np.int16, "ui8": np.uint8, "ui16": np.uint16,
         "ui32": np.uint32, "ui64": np.uint64}
# (rtol, atol) per 16-bit float type; see above.
TOL = {"f16": (4e-3, 2e-3), "bf16": (3e-2, 1.5e-2)}
INT64_MAX = 2 ** 63 - 1


class Gen:
    """Builds the cases of one (op, type) pair."""

    def __init__(self, cases, op, ty):
        self.C, self.op, self.ty = cases, op, ty
        self.dt = DTYPE[ty]
        self.is_float = ty in TOL
        self.is_bool = ty == "i1"
        self.is_unsigned = ty.startswith("ui")

    def rand(self, shape, low=-2.0, high=2.0, ilow=-5, ihigh=5, dtype=None):
        dt = DTYPE[dtype] if dtype else self.dt
        rng = self.C.rng
        if dt == np.bool_:
            return rng.integers(0, 2, size=shape).astype(np.bool_)
        if np.issubdtype(dt, np.unsignedinteger):
            # The same spread, shifted to start at 0.
            return rng.integers(0, ihigh - min(ilow, 0) + 1,
                                size=shape).astype(dt)
        if np.issubdtype(dt, np.integer):
            return rng.integers(ilow, ihigh + 1, size=shape).astype(dt)
        return rng.uniform(low, high, size=shape).astype(dt)

    def wide(self, x):
        """The input as the reference computes with it."""
        return x.astype(np.float64) if self.is_float else x

    def out(self, y):
        return np.ascontiguousarray(np.asarray(y).astype(self.dt))

    def case(self, inputs, expected, attrs="", suffix="", exact=False):
        name = "%s_%s%s" % (self.op.split(".")[-1], self.ty, suffix)
        if self.is_float and not exact:
            rtol, atol = TOL[self.ty]
        else:
            rtol = atol = 0
        self.C.add(name, self.op.replace("nn.", ""), inputs, expected, attrs,
                   rtol, atol)


# -- Unary -------------------------------------------------------------------

def unary(fn, low=-2.0, high=2.0, attrs="", ilow=-5, ihigh=5, int_fn=None,
          exact=False):
    def build(g):
        x = g.rand((4, 8), low, high, ilow, ihigh)
        f = fn if g.is_float or int_fn is None else int_fn
        g.case([x], g.out(f(g.wide(x))), attrs, exact=exact)
    return build


sigmoid = lambda x: 1 / (1 + np.exp(-x))


def round_(g):
    # Its own generator (the cases of other ops keep their inputs), and the
    # halfway cases, which round to even, spelled out; all exact in 16 bits.
    x = np.random.default_rng(15).uniform(-4, 4, size=(4, 8)).astype(g.dt)
    x[0, :8] = [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5, -0.0]
    g.case([x], g.out(np.round(g.wide(x))), exact=True)


def clip(g):
    x = g.rand((4, 8))
    g.case([x], g.out(np.clip(g.wide(x), -1, 1.5 if g.is_float else 2)),
           "{max = %s : f32, min = -1.000000e+00 : f32}"
           % ("1.500000e+00" if g.is_float else "2.000000e+00"), exact=True)


def scale(g):
    x = g.rand((4, 8))
    if g.is_float:
        g.case([x], g.out(g.wide(x) * 1.5 - 0.25),
               "{bias = -2.500000e-01 : f32, scale = 1.500000e+00 : f32}")
    else:
        g.case([x], g.out(x * 3 - 1),
               "{bias = -1.000000e+00 : f32, scale = 3.000000e+00 : f32}")


def cast(g):
    # To other float types and to integers and i1 (zero is false, anything
    # else true: 0.25 must become true, which a float-to-int conversion
    # followed by a truncation to i1 gets wrong).
    x = g.rand((4, 8), -5.0, 5.0)
    if g.is_float:
        x[0, :4] = [0.25, -0.5, 0.0, -0.0]
    targets = {"f16": ["f32", "bf16", "i32", "i1"],
               "bf16": ["f32", "f16", "i32", "i1"],
               "i1": ["i32", "f16", "ui8"],
               "i16": ["f32", "i1", "i8", "i64", "ui16", "ui32"],
               "ui8": ["f32", "i1", "i8", "i32", "ui64"],
               "ui16": ["f32", "i1", "i16", "ui8", "i64"],
               "ui32": ["f64", "i1", "i32", "ui16", "i64"],
               "ui64": ["f64", "i1", "i64", "ui8"]}.get(g.ty, ["f32", "i1"])
    for to in targets:
        if g.is_float and to == "i32":
            y = np.trunc(x.astype(np.float64)).astype(np.int32)
        elif to == "i1":
            y = x != 0
        elif to in ("f32", "f16", "bf16"):
            y = x.astype(np.float32).astype(DTYPE[to])
        else:  # integers wrap (C's conversions, ONNX's Cast); f64 exact
            y = x.astype(DTYPE[to])
        g.case([x], y, suffix="_to_" + to, exact=True)
    if g.is_unsigned:
        # From floats: truncation toward zero; NaN, negative and too large
        # values saturate (nn.cast's description; ONNX leaves them undefined).
        info = np.iinfo(g.dt)
        f = np.array([0.0, 0.75, 1.5, 200.25, -3.5, np.nan, np.inf, 1e30],
                     np.float64)
        y = np.array([0, 0, 1, min(200, info.max), 0, 0, info.max,
                      info.max], g.dt)
        g.case([f], y, suffix="_from_f64", exact=True)
    if g.ty == "i16":
        f = np.array([-1.5, 2.75, 40000.0, -40000.0, np.nan, -np.inf],
                     np.float32)
        y = np.array([-1, 2, 32767, -32768, 0, -32768], np.int16)
        g.case([f], y, suffix="_from_f32", exact=True)


def identity(g):
    x = g.rand((4, 8))
    g.case([x], x.copy(), exact=True)


def not_(g):
    x = g.rand((4, 8))
    g.case([x], ~x)


# -- Binary --------------------------------------------------------------------

def trunc_div(a, b):
    q = np.abs(a.astype(np.int64)) // np.abs(b.astype(np.int64))
    return q * np.sign(a.astype(np.int64)) * np.sign(b.astype(np.int64))


def binary(fn, int_fn=None, low=-2.0, high=2.0, rlow=None, rhigh=None,
           ilow=-5, ihigh=5, rilow=None, rihigh=None, compare=False,
           nonzero=False):
    def build(g):
        a = g.rand((4, 8), low, high, ilow, ihigh)
        b = g.rand((8,), rlow if rlow is not None else low,
                   rhigh if rhigh is not None else high,
                   rilow if rilow is not None else ilow,
                   rihigh if rihigh is not None else ihigh)
        if nonzero and not g.is_float:
            b[b == 0] = 3
        if compare:
            # Ties matter for comparisons: make a few elements equal.
            a[0, :] = b
            g.case([a, b], fn(a, b))
            return
        f = fn if g.is_float or int_fn is None else int_fn
        g.case([a, b], g.out(f(g.wide(a), g.wide(b))))
    return build


def logic(fn):
    def build(g):
        a, b = g.rand((4, 8)), g.rand((4, 8))
        g.case([a, b], fn(a, b))
    return build


def where(g):
    c = g.rand((4, 8), dtype="i1")
    x, y = g.rand((4, 8)), g.rand((8,))
    g.case([c, x, y], np.where(c, x, y).astype(g.dt), exact=True)


def bias_add(g):
    x, b = g.rand((2, 3, 4)), g.rand((3,))
    g.case([x, b], g.out(g.wide(x) + g.wide(b).reshape(1, 3, 1)))


def prelu(g):
    x, a = g.rand((2, 3, 4)), g.rand((3,), 0.0, 0.5)
    xw = g.wide(x)
    g.case([x, a], g.out(np.where(xw >= 0, xw,
                                  g.wide(a).reshape(1, 3, 1) * xw)))


# -- Reductions ----------------------------------------------------------------

def reduce(fn, attrs="{axes = array<i64: 1>}", axis=1, ilow=-5, ihigh=5,
           shape=(3, 4, 5)):
    def build(g):
        x = g.rand(shape, ilow=ilow, ihigh=ihigh)
        g.case([x], g.out(fn(g.wide(x), axis=axis)), attrs)
    return build


def arg(which):
    def build(g):
        x = g.rand((3, 6), ilow=-3, ihigh=3)
        x[0, :] = x[0, 0]  # ties: the first index wins
        fn = np.argmax if which == "max" else np.argmin
        g.case([x], fn(x, axis=1).reshape(3, 1).astype(np.int64),
               "{axis = 1 : i64}", exact=True)
    return build


# -- Scans and sorts ----------------------------------------------------------

def cumsum(g):
    # Exclusive and reverse at once: the hardest indexing. 16-bit floats sum
    # in f32 and round once per element, as the reference.
    x = g.rand((3, 6), -2, 2, -3, 3)
    w = np.flip(g.wide(x), 1)
    y = np.flip(np.cumsum(w, axis=1) - w, 1)
    g.case([x], g.out(y), "{axis = -1 : i64, exclusive = true, "
           "reverse = true}")


def top_k(g):
    # Few distinct values, so every row has ties: the smaller index first.
    x = g.rand((3, 8), -2, 2, -3, 3)
    x[0, :4] = x[0, 4:]
    w = g.wide(x)
    idx = np.argsort(-w, axis=1, kind="stable")[:, :3]
    g.case([x], (np.take_along_axis(x, idx, 1), idx.astype(np.int64)),
           "{k = 3 : i64}", exact=True)


# -- Normalisation and softmax -------------------------------------------------

def softmax(log):
    def build(g):
        x = g.wide(g.rand((4, 8), -4, 4))
        e = np.exp(x - x.max(-1, keepdims=True))
        s = e.sum(-1, keepdims=True)
        y = (x - x.max(-1, keepdims=True) - np.log(s)) if log else e / s
        g.case([x.astype(g.dt)], g.out(y))
    return build


def layer_norm(g):
    x, s, b = g.rand((4, 8)), g.rand((8,)), g.rand((8,))
    xw = g.wide(x)
    mu = xw.mean(-1, keepdims=True)
    var = ((xw - mu) ** 2).mean(-1, keepdims=True)
    g.case([x, s, b], g.out((xw - mu) / np.sqrt(var + 1e-5) * g.wide(s)
                            + g.wide(b)))


def rms_norm(g):
    x, s = g.rand((4, 8)), g.rand((8,))
    xw = g.wide(x)
    g.case([x, s], g.out(xw / np.sqrt((xw ** 2).mean(-1, keepdims=True)
                                      + 1e-5) * g.wide(s)))


def batch_norm(g):
    x = g.rand((2, 3, 2, 2))
    s, b, m = g.rand((3,)), g.rand((3,)), g.rand((3,))
    v = g.rand((3,), 0.5, 2.0)
    r = lambda p: g.wide(p).reshape(1, 3, 1, 1)
    g.case([x, s, b, m, v], g.out(r(s) * (g.wide(x) - r(m))
                                  / np.sqrt(r(v) + 1e-5) + r(b)))


# -- Linear algebra, convolution and pooling -----------------------------------

def matmul(g):
    # linalg.matmul, and the linalg.generic of a transposed operand.
    a, b = g.rand((4, 6), ilow=-3, ihigh=3), g.rand((6, 5), ilow=-3, ihigh=3)
    g.case([a, b], g.out(g.wide(a) @ g.wide(b)))
    bt = np.ascontiguousarray(b.T)
    g.case([a, bt], g.out(g.wide(a) @ g.wide(bt).T), "{transpose_b = true}",
           suffix="_tb")


def conv_ref(x, w, groups):
    """NCHW/OIHW cross-correlation, stride 1, no padding."""
    n, c, h, wd = x.shape
    o, cg, kh, kw = w.shape
    og = o // groups
    y = np.zeros((n, o, h - kh + 1, wd - kw + 1), x.dtype)
    for f in range(o):
        grp = f // og
        xs = x[:, grp * cg:(grp + 1) * cg]
        for i in range(y.shape[2]):
            for j in range(y.shape[3]):
                y[:, f, i, j] = np.einsum("nchw,chw->n",
                                          xs[:, :, i:i + kh, j:j + kw], w[f])
    return y


def conv2d(g):
    # groups = 1 (linalg.conv_2d_nchw_fchw), depthwise (linalg.depthwise_*)
    # and grouped (a linalg.generic): three lowerings.
    for suffix, xs, ws, groups in (("", (1, 2, 5, 5), (3, 2, 3, 3), 1),
                                   ("_depthwise", (1, 2, 4, 4), (2, 1, 3, 3), 2),
                                   ("_grouped", (1, 4, 4, 4), (4, 2, 3, 3), 2)):
        x = g.rand(xs, ilow=-2, ihigh=2)
        w = g.rand(ws, ilow=-2, ihigh=2)
        attrs = "{groups = %d : i64}" % groups if groups > 1 else ""
        g.case([x, w], g.out(conv_ref(g.wide(x), g.wide(w), groups)), attrs,
               suffix=suffix)


def windows(x):
    """The 2x2, stride-2 windows of an NCHW array: [N, C, OH, OW, 4]."""
    n, c, h, w = x.shape
    v = x.reshape(n, c, h // 2, 2, w // 2, 2).transpose(0, 1, 2, 4, 3, 5)
    return v.reshape(n, c, h // 2, w // 2, 4)


POOL = "{kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>}"


def padded_windows(x, fill):
    """The 3x3, stride-2 windows of an NCHW array padded by 1 with `fill`:
    [N, C, OH, OW, 9]."""
    p = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)), constant_values=fill)
    oh, ow = (x.shape[2] - 1) // 2 + 1, (x.shape[3] - 1) // 2 + 1
    return np.stack([p[:, :, i:i + 2 * oh:2, j:j + 2 * ow:2]
                     for i in range(3) for j in range(3)], axis=-1)


PADDED = ("{kernel = array<i64: 3, 3>, padding = array<i64: 1, 1, 1, 1>, "
          "strides = array<i64: 2, 2>}")


def max_pool(g):
    # Unpadded, and padded: the padding holds the type's -inf or smallest
    # integer, which must never win.
    x = g.rand((1, 2, 4, 6))
    g.case([x], g.out(windows(g.wide(x)).max(-1)), POOL, exact=True)
    x = g.rand((1, 2, 5, 5), -4.0, -1.0, -5, -1)
    low = -np.inf if g.is_float else np.iinfo(g.dt).min
    g.case([x], g.out(padded_windows(g.wide(x), low).max(-1)), PADDED,
           suffix="_pad", exact=True)


def avg_pool(g):
    # Unpadded, and padded without count_include_pad: the divisor counts
    # the input elements of each window only.
    x = g.rand((1, 2, 4, 6))
    g.case([x], g.out(windows(g.wide(x)).mean(-1)), POOL)
    x = g.rand((1, 2, 5, 5))
    win = padded_windows(g.wide(x), 0.0)
    count = padded_windows(np.ones_like(g.wide(x)), 0.0).sum(-1)
    g.case([x], g.out(win.sum(-1) / count), PADDED, suffix="_pad")


def global_avg_pool(g):
    x = g.rand((1, 2, 3, 4))
    g.case([x], g.out(g.wide(x).mean(axis=(2, 3), keepdims=True)))


def conv3d(g):
    # groups = 1 (linalg.conv_3d_ncdhw_fcdhw) and grouped (a linalg.generic).
    for suffix, xs, ws, groups in (("", (1, 2, 4, 4, 3), (3, 2, 2, 3, 2), 1),
                                   ("_grouped", (1, 4, 3, 4, 3),
                                    (4, 2, 2, 2, 2), 2)):
        x = g.rand(xs, ilow=-2, ihigh=2)
        w = g.rand(ws, ilow=-2, ihigh=2)
        y = window_ref.conv(g.wide(x), g.wide(w), (1, 1, 1), (1, 0, 0, 0, 1, 0),
                            (1, 1, 1), groups)
        attrs = ("{padding = array<i64: 1, 0, 0, 0, 1, 0>, groups = %d : i64}"
                 % groups)
        g.case([x, w], g.out(y), attrs, suffix=suffix)


def conv_transpose(spatial):
    # Strided, padded and grouped: the spread input, the flipped weight and
    # the grouped convolution.
    def build(g):
        xs = (1, 4) + (3,) * spatial
        ws = (4, 2) + (2,) * spatial
        x = g.rand(xs, ilow=-2, ihigh=2)
        w = g.rand(ws, ilow=-2, ihigh=2)
        strides, pads = (2,) * spatial, (1,) * spatial + (0,) * spatial
        y = window_ref.conv_transpose(g.wide(x), g.wide(w), strides, pads,
                                      (0,) * spatial, (1,) * spatial, 2)
        attrs = "{strides = %s, padding = %s, groups = 2 : i64}" % (
            i64s(strides), i64s(pads))
        g.case([x, w], g.out(y), attrs)
    return build


def pool3d(kind):
    # Padded, strided NCDHW (a linalg.generic): max's padding never wins.
    def build(g):
        x = g.rand((1, 2, 4, 5, 4), -4.0, -1.0, -5, -1)
        y = window_ref.pool(g.wide(x), (2, 3, 2), (2, 2, 2),
                            (1, 1, 0, 0, 1, 1), None, False, kind)
        attrs = ("{kernel = array<i64: 2, 3, 2>, strides = array<i64: 2, 2, 2>,"
                 " padding = array<i64: 1, 1, 0, 0, 1, 1>}")
        g.case([x], g.out(y), attrs, exact=kind == "max")
    return build


# -- Data movement ---------------------------------------------------------------

def movement(fn, attrs="", shape=(2, 3, 4)):
    def build(g):
        x = g.rand(shape)
        g.case([x], np.ascontiguousarray(fn(x)), attrs, exact=True)
    return build


def i64s(values):
    return "array<i64: %s>" % ", ".join(str(v) for v in values)


def pad(g):
    x = g.rand((3, 4))
    if g.is_bool:
        y, attrs = np.pad(x, ((1, 0), (0, 2))), ""
    else:
        value = 1.5 if g.is_float else 2.0
        y = np.pad(x, ((1, 0), (0, 2)), constant_values=value)
        attrs = ", value = %e : f32" % value
    g.case([x], y.astype(g.dt), "{pads = %s%s}" % (i64s([1, 0, 0, 2]), attrs),
           exact=True)


def gather(g):
    x = g.rand((5, 3))
    idx = np.array([[4, -1], [0, 2]], np.int64)
    g.case([x, idx], np.take(x, idx, axis=0), "{axis = 0 : i64}", exact=True)


def split(g):
    x = g.rand((4, 3))
    g.case([x], tuple(np.split(x, 2, axis=0)), "{axis = 0 : i64}", exact=True)


def concat(g):
    a, b = g.rand((2, 3)), g.rand((1, 3))
    g.case([a, b], np.concatenate([a, b], axis=0), "{dim = 0 : i64}",
           exact=True)


def int_edges(g):
    """Integer corner cases the registry spells out: neg and abs keep the
    most negative value; clip with one bound leaves the other side alone
    (its default is infinite, which no integer holds)."""
    if g.is_float or g.is_bool:
        return
    info = np.iinfo(g.dt)
    if g.is_unsigned:
        unsigned_edges(g, info)
        return
    x = np.array([info.min, info.min + 1, -1, 0, 1, info.max], g.dt)
    op = g.op
    if op == "nn.neg":
        with np.errstate(over="ignore"):
            g.case([x], -x, suffix="_limits")
    elif op == "nn.abs":
        with np.errstate(over="ignore"):
            g.case([x], np.abs(x), suffix="_limits")
    elif op == "nn.clip":
        g.case([x], np.maximum(x, -1).astype(g.dt),
               "{min = -1.000000e+00 : f32}", suffix="_min_only")
    elif op == "nn.add":
        with np.errstate(over="ignore"):
            g.case([x, x[::-1].copy()], x + x[::-1], suffix="_wraps")
    elif op == "nn.div":
        # The quotients that trap in hardware, defined as NumPy's: x / 0 is
        # 0, the most negative value / -1 wraps to itself.
        # x is [min, min + 1, -1, 0, 1, max].
        d = np.array([-1, -1, 0, -1, 1, 0], g.dt)
        expected = np.array([info.min, info.max, 0, 0, 1, 0], g.dt)
        g.case([x, d], expected, suffix="_traps")


def unsigned_edges(g, info):
    """Where unsigned differs from signed: values above the signed range
    (which signed ops would read as negative), wrap-around, x / 0."""
    top = info.max
    x = np.array([0, 1, top // 2, top // 2 + 1, top - 1, top], g.dt)
    y = np.array([top, top // 2 + 1, 1, 3, 0, 2], g.dt)
    op = g.op
    with np.errstate(over="ignore", divide="ignore"):
        if op == "nn.abs":
            g.case([x], x.copy(), suffix="_limits")
        elif op == "nn.clip":
            # A power of two, exact in the f32 attribute (written in full:
            # %e would round it to 7 digits).
            bound = 1 << (info.bits - 2)
            g.case([x], np.minimum(x, bound).astype(g.dt),
                   "{max = %.1f : f32, min = -1.000000e+00 : f32}"
                   % float(bound), suffix="_high")
        elif op == "nn.add":
            g.case([x, y], x + y, suffix="_wraps")
        elif op == "nn.div":
            d = y.copy()
            expected = np.where(d == 0, 0, x // np.where(d == 0, 1, d))
            g.case([x, d], expected.astype(g.dt), suffix="_high")
        elif op == "nn.mod":
            expected = np.where(y == 0, 0, x % np.where(y == 0, 1, y))
            g.case([x, y], expected.astype(g.dt), suffix="_high")
        elif op in ("nn.maximum", "nn.less"):
            fn = np.maximum if op == "nn.maximum" else np.less
            g.case([x, y], fn(x, y), suffix="_high")
        elif op == "nn.pow":
            # Exponents of 2^(n-1) or more, negative to a signed reading (as
            # math.ipowi's); the powers wrap around.
            bases = np.array([3, 2, top, 3, 5, 2], g.dt)
            g.case([bases, x], np.power(bases, x), suffix="_high")


def mod(g):
    """Both remainders on integers (the floored one takes the divisor's
    sign, C's the dividend's), C's on floats; divisors that trap in
    hardware (0, and -1 with the most negative value) give 0."""
    a = g.rand((4, 8), -6.0, 6.0, -9, 9)
    b = g.rand((8,), 0.5, 3.0, -4, 4)
    if g.is_float:
        b[::2] *= -1
        g.case([a, b], g.out(np.fmod(g.wide(a), g.wide(b))),
               "{fmod = true}", exact=True)
        return
    b[b == 0] = 3
    g.case([a, b], g.out(np.mod(a, b)))
    g.case([a, b], g.out(np.fmod(a, b)), "{fmod = true}", suffix="_fmod")
    if not g.is_unsigned:
        info = np.iinfo(g.dt)
        x = np.array([info.min, 7, -7, 5, info.max, -1], g.dt)
        d = np.array([-1, 0, 0, -3, 7, 2], g.dt)
        with np.errstate(divide="ignore"):
            ref = np.where(d == 0, 0, np.mod(x, np.where(d == 0, 1, d)))
        g.case([x, d], ref.astype(g.dt), suffix="_traps")


def bit_shift(g):
    """Both directions; amounts of the bit width or more give 0."""
    bits = np.iinfo(g.dt).bits
    x = g.rand((4, 8), ilow=0, ihigh=200)
    x[0, :] = np.iinfo(g.dt).max
    s = np.array([0, 1, 3, bits - 1, bits, bits + 1, 200 % (2 ** bits)
                  if bits == 8 else 1000, 2], g.dt)
    big = s.astype(np.uint64) >= bits
    safe = np.where(big, 0, s).astype(g.dt)
    for direction, fn in (("LEFT", np.left_shift), ("RIGHT", np.right_shift)):
        y = np.where(big, 0, fn(x, safe)).astype(g.dt)
        g.case([x, s], y, '{direction = "%s"}' % direction,
               suffix="_" + direction.lower())


EDGES = {"nn.neg", "nn.abs", "nn.clip", "nn.add", "nn.div", "nn.mod",
         "nn.maximum", "nn.less", "nn.pow"}


def long_case(g):
    """One long accumulation per accumulating op, 16-bit floats only."""
    if not g.is_float:
        return
    op = g.op
    if op in ("nn.reduce_sum", "nn.reduce_mean"):
        x = g.rand((2, 4096), 0.5, 1.0)
        fn = np.sum if op == "nn.reduce_sum" else np.mean
        g.case([x], g.out(fn(g.wide(x), axis=1)), "{axes = array<i64: 1>}",
               suffix="_long")
    elif op == "nn.matmul":
        a, b = g.rand((2, 4096), 0.5, 1.0), g.rand((4096, 2), 0.5, 1.0)
        g.case([a, b], g.out(g.wide(a) @ g.wide(b)), suffix="_long")
    elif op == "nn.softmax":
        x = g.rand((1, 4096), -0.5, 0.5)
        e = np.exp(g.wide(x) - g.wide(x).max())
        g.case([x], g.out(e / e.sum()), suffix="_long")
    elif op == "nn.global_avg_pool2d":
        x = g.rand((1, 1, 64, 64), 0.5, 1.0)
        g.case([x], g.out(g.wide(x).mean(axis=(2, 3), keepdims=True)),
               suffix="_long")
    elif op == "nn.rms_norm":
        x, s = g.rand((1, 4096), 0.5, 1.0), g.rand((4096,), 0.5, 1.0)
        xw = g.wide(x)
        g.case([x, s], g.out(xw / np.sqrt((xw ** 2).mean(-1, keepdims=True)
                                          + 1e-5) * g.wide(s)),
               suffix="_long")


LONG = {"nn.reduce_sum", "nn.reduce_mean", "nn.matmul", "nn.softmax",
        "nn.global_avg_pool2d", "nn.rms_norm"}

def resize(g):
    # Nearest 2x with half_pixel and round_prefer_floor reads x[i // 2]:
    # exact in every type (make_numerics_resample.py has the other modes).
    x = g.rand((1, 2, 3, 4))
    g.case([x], g.out(x.repeat(2, axis=2).repeat(2, axis=3)),
           '{mode = "nearest"}', exact=True)


def grid_sample(g):
    # With align_corners, grid values -1 .. 1 in steps of 2 / (size - 1)
    # land on pixel centres (exact in 16 bits), whose values come out as
    # they are.
    x = g.rand((1, 2, 3, 5))
    ys, xs = np.meshgrid(np.linspace(-1, 1, 3), np.linspace(-1, 1, 5),
                         indexing="ij")
    grid = np.stack([xs, ys], axis=-1)[None].astype(g.dt)[:, ::-1]
    rows = np.arange(3)[::-1]
    g.case([x, np.ascontiguousarray(grid)], g.out(x[:, :, rows, :]),
           '{align_corners = true}', exact=True)


CASES = {
    "nn.relu": unary(lambda x: np.maximum(x, 0)),
    "nn.exp": unary(np.exp),
    "nn.sigmoid": unary(sigmoid),
    "nn.tanh": unary(np.tanh),
    "nn.gelu": unary(lambda x: 0.5 * x * (1 + erf(x / math.sqrt(2)))),
    "nn.neg": unary(np.negative),
    "nn.abs": unary(np.abs),
    "nn.reciprocal": unary(lambda x: 1 / x, 0.5, 3.0),
    "nn.floor": unary(np.floor, -4, 4),
    "nn.ceil": unary(np.ceil, -4, 4),
    "nn.round": round_,
    "nn.log": unary(np.log, 0.1, 4.0),
    "nn.sqrt": unary(np.sqrt, 0.0, 4.0),
    "nn.rsqrt": unary(lambda x: 1 / np.sqrt(x), 0.1, 4.0),
    "nn.erf": unary(erf),
    "nn.sin": unary(np.sin),
    "nn.cos": unary(np.cos),
    "nn.silu": unary(lambda x: x * sigmoid(x)),
    "nn.softplus": unary(lambda x: np.log1p(np.exp(x))),
    "nn.hardswish": unary(lambda x: x * np.clip(x + 3, 0, 6) / 6, -4, 4),
    "nn.hardsigmoid": unary(lambda x: np.clip(x + 3, 0, 6) / 6, -4, 4),
    "nn.leaky_relu": unary(lambda x: np.where(x > 0, x, 0.25 * x),
                           attrs="{alpha = 2.500000e-01 : f32}"),
    "nn.elu": unary(lambda x: np.where(x > 0, x, np.expm1(x))),
    "nn.clip": clip,
    "nn.scale": scale,
    "nn.not": not_,
    "nn.cast": cast,
    "nn.identity": identity,
    "nn.dropout": identity,
    "nn.add": binary(np.add),
    "nn.sub": binary(np.subtract),
    "nn.mul": binary(np.multiply),
    "nn.div": binary(np.divide, trunc_div, rlow=0.5, rhigh=2.0, nonzero=True),
    "nn.pow": binary(np.power, np.power, 0.5, 2.0, -2.0, 2.0, -3, 3, 0, 3),
    "nn.mod": mod,
    "nn.bit_shift": bit_shift,
    "nn.maximum": binary(np.maximum),
    "nn.minimum": binary(np.minimum),
    "nn.equal": binary(np.equal, compare=True),
    "nn.not_equal": binary(np.not_equal, compare=True),
    "nn.less": binary(np.less, compare=True),
    "nn.less_equal": binary(np.less_equal, compare=True),
    "nn.greater": binary(np.greater, compare=True),
    "nn.greater_equal": binary(np.greater_equal, compare=True),
    "nn.and": logic(np.logical_and),
    "nn.or": logic(np.logical_or),
    "nn.where": where,
    "nn.bias_add": bias_add,
    "nn.prelu": prelu,
    "nn.reduce_sum": reduce(np.sum),
    "nn.reduce_mean": reduce(np.mean),
    "nn.reduce_max": reduce(np.max),
    "nn.reduce_min": reduce(np.min),
    "nn.reduce_prod": reduce(np.prod, "{axes = array<i64: 2>}", 2, -3, 3,
                             (3, 4, 3)),
    "nn.argmax": arg("max"),
    "nn.argmin": arg("min"),
    "nn.softmax": softmax(False),
    "nn.log_softmax": softmax(True),
    "nn.layer_norm": layer_norm,
    "nn.rms_norm": rms_norm,
    "nn.batch_norm": batch_norm,
    "nn.matmul": matmul,
    "nn.conv2d": conv2d,
    "nn.conv3d": conv3d,
    "nn.conv_transpose2d": conv_transpose(2),
    "nn.conv_transpose3d": conv_transpose(3),
    "nn.max_pool3d": pool3d("max"),
    "nn.avg_pool3d": pool3d("avg"),
    "nn.max_pool2d": max_pool,
    "nn.avg_pool2d": avg_pool,
    "nn.global_avg_pool2d": global_avg_pool,
    "nn.reshape": movement(lambda x: x.reshape(6, 4)),
    "nn.transpose": movement(lambda x: x.transpose(2, 0, 1),
                             "{perm = array<i64: 2, 0, 1>}"),
    "nn.flatten": movement(lambda x: x.reshape(2, 12)),
    "nn.squeeze": movement(lambda x: x.reshape(3, 4),
                           "{axes = array<i64: 0>}", (1, 3, 4)),
    "nn.unsqueeze": movement(lambda x: x.reshape(3, 1, 4),
                             "{axes = array<i64: 1>}", (3, 4)),
    "nn.broadcast_to": movement(lambda x: np.broadcast_to(x, (2, 3, 4)),
                                shape=(3, 1)),
    "nn.slice": movement(lambda x: x[1:, ::2],
                         "{ends = %s, starts = array<i64: 1, 0>, steps = "
                         "array<i64: 1, 2>}" % i64s([INT64_MAX, INT64_MAX]),
                         (4, 5)),
    "nn.pad": pad,
    "nn.gather": gather,
    "nn.split": split,
    "nn.tril": movement(lambda x: np.tril(x, 0), shape=(2, 3, 4)),
    "nn.triu": movement(lambda x: np.triu(x, -1), "{diagonal = -1 : i64}",
                        (3, 4)),
    "tensor.concat": concat,
    "nn.resize": resize,
    "nn.grid_sample": grid_sample,
    "nn.asin": unary(np.arcsin, -1.0, 1.0),
    "nn.acos": unary(np.arccos, -1.0, 1.0),
    "nn.atan": unary(np.arctan, -8.0, 8.0),
    "nn.cumsum": cumsum,
    "nn.top_k": top_k,
}

SECTION_FILE = {
    "Unary": "unary", "Binary and broadcasting": "binary",
    "Reductions": "reduction", "Normalisation and softmax": "norm",
    "Linear algebra, convolution and pooling": "linalg",
    "Data movement": "movement",
    "Resampling": "resample", "Scans and sorts": "scan",
}


# Ops whose cases of every type come from a generator of their own.
ELSEWHERE = {op: "make_numerics_indexing.py" for op in (
    "nn.gather_elements", "nn.scatter_elements", "nn.gather_nd",
    "nn.scatter_nd", "nn.one_hot")}


def main():
    docs = subprocess.run([NN_OPT, "--emit-op-docs"], check=True,
                          capture_output=True, text=True).stdout
    ops = {op: v for op, v in read_ops(docs).items() if op not in ELSEWHERE}
    lacking = sorted(op for op in ops if op not in CASES)
    if lacking:
        sys.exit("make_numerics_lowp: no case builder for %s: add one to "
                 "CASES" % ", ".join(lacking))
    for kind, types, seed in (("lowp", LOW_PRECISION, 16),
                              ("int", INTEGER, 32),
                              ("int-ext", EXTENDED_INTEGER, 48)):
        files = {}
        for op, (section, operands) in ops.items():
            accepted = operands[primary(operands)][1] if operands else []
            for ty in types:
                if ty in accepted:
                    key = SECTION_FILE[section]
                    if key not in files:
                        files[key] = Cases(seed + len(files))
                    CASES[op](Gen(files[key], op, ty))
                    if op in LONG:
                        long_case(Gen(files[key], op, ty))
                    if op in EDGES:
                        int_edges(Gen(files[key], op, ty))
        what = {"lowp": "f16 and bf16", "int": "integer (i8, i32, i64, i1)",
                "int-ext": "i16 and unsigned integer (ui8 ... ui64)"}[kind]
        for key, cases in sorted(files.items()):
            cases.write(HERE, "%s-%s" % (kind, key), [
                "Numerical tests of the %s ops in %s on the CPU" % (key, what),
                "(--convert-nn-to-linalg, the LLVM pipeline, the JIT) against "
                "NumPy.",
                "Tolerances: see the generator's docstring."], subdir=kind)


main()
