"""Writes pool-indices.mlir, the numerical tests of nn.max_pool_with_indices
(ONNX MaxPool's Indices output): every element type it takes (f32, f64,
f16, bf16, i8, ui8), 2-D and 3-D, padding, strides, dilations, ceil_mode,
both storage orders, ties (the first in row-major order), NaN (above every
number) and a window of padding only (-inf, index -1).

Reference: a direct loop over every window position written from ONNX's
definition (independent of nn's lowering), cross-checked against
torch.nn.functional.max_pool{2,3}d(return_indices=True) (row major, per
plane) where PyTorch accepts the case and has no NaN (PyTorch reports a
window's last NaN, nn its first). Run from this folder (needs numpy,
and torch for the cross-check, at authoring time only):
    python3 make_numerics_pool_indices.py
"""
import itertools
import os

import numpy as np

from numerics_lib import Cases

HERE = os.path.dirname(os.path.abspath(__file__))
C = Cases(20261204)
try:
    import ml_dtypes
except ImportError:
    ml_dtypes = None


def out_size(n, k, s, b, e, d, ceil):
    span = d * (k - 1) + 1
    q, r = divmod(n + b + e - span, s)
    out = q + 1 + (1 if ceil and r else 0)
    if ceil and (out - 1) * s >= n + b:
        out -= 1
    return out


def lowest(dtype):
    if np.dtype(dtype).kind in "iu":
        return np.iinfo(dtype).min
    return -np.inf


def max_pool_indices(x, kernel, strides, padding, dilations, ceil,
                     storage_order):
    n, c = x.shape[:2]
    size = x.shape[2:]
    s = len(size)
    out = [out_size(size[i], kernel[i], strides[i], padding[i],
                    padding[s + i], dilations[i], ceil) for i in range(s)]
    values = np.full((n, c) + tuple(out), lowest(x.dtype), dtype=x.dtype)
    indices = np.full((n, c) + tuple(out), -1, dtype=np.int64)
    plane = int(np.prod(size))
    wide = x.astype(np.float64)
    for b, ch in itertools.product(range(n), range(c)):
        for o in itertools.product(*[range(v) for v in out]):
            best, at = None, None
            # Row-major scan: the first maximum wins; NaN beats numbers.
            for k in itertools.product(*[range(v) for v in kernel]):
                pos = [o[i] * strides[i] + k[i] * dilations[i] - padding[i]
                       for i in range(s)]
                if any(p < 0 or p >= size[i] for i, p in enumerate(pos)):
                    continue
                v = wide[(b, ch) + tuple(pos)]
                if best is None or (np.isnan(v) and not np.isnan(best)) or \
                        (not np.isnan(best) and v > best):
                    best, at = v, pos
            if at is None:
                continue
            values[(b, ch) + o] = x[(b, ch) + tuple(at)]
            if storage_order == 0:
                flat = np.ravel_multi_index(at, size)
            else:
                flat = np.ravel_multi_index(at[::-1], size[::-1])
            indices[(b, ch) + o] = (b * c + ch) * plane + flat
    return values, indices


def check_with_torch(x, kernel, strides, padding, dilations, ceil, expected):
    try:
        import torch
    except ImportError:
        return
    s = x.ndim - 2
    if padding[:s] != padding[s:] or x.dtype not in (np.float32, np.float64):
        return
    # PyTorch reports the last NaN of a window; nn (and this reference) the
    # first, as for equal numbers.
    if np.isnan(x).any():
        return
    if any(2 * padding[i] > kernel[i] for i in range(s)):
        return
    f = torch.nn.functional.max_pool2d if s == 2 else \
        torch.nn.functional.max_pool3d
    v, i = f(torch.from_numpy(x), kernel, strides, padding[:s], dilations,
             ceil_mode=ceil, return_indices=True)
    n, c = x.shape[:2]
    plane = int(np.prod(x.shape[2:]))
    offset = (np.arange(n * c).reshape(n, c) * plane).reshape(
        (n, c) + (1,) * s)
    assert np.array_equal(v.numpy(), expected[0], equal_nan=True)
    assert np.array_equal(i.numpy() + offset, expected[1]), (i, expected[1])


def case(name, x, kernel, strides=None, padding=None, dilations=None,
         ceil=False, storage_order=0):
    s = x.ndim - 2
    strides = strides or [1] * s
    padding = padding or [0] * (2 * s)
    dilations = dilations or [1] * s
    expected = max_pool_indices(x, kernel, strides, padding, dilations, ceil,
                                storage_order)
    if storage_order == 0:
        check_with_torch(x, kernel, strides, padding, dilations, ceil,
                         expected)
    arr = lambda v: "array<i64: %s>" % ", ".join(str(int(a)) for a in v)
    attrs = ["kernel = %s" % arr(kernel), "strides = %s" % arr(strides),
             "padding = %s" % arr(padding), "dilations = %s" % arr(dilations)]
    if ceil:
        attrs.append("ceil_mode = true")
    if storage_order:
        attrs.append("storage_order = 1 : i64")
    if s == 3:
        attrs.append('layout = "NCDHW"')
    C.add(name, "max_pool_with_indices", [x], expected,
          "{%s}" % ", ".join(attrs), rtol=0, atol=0)


x = C.rand((2, 3, 7, 6))
case("mpi_f32_pads", x, [3, 3], [2, 2], [1, 1, 1, 1])
case("mpi_f32_col_major", x, [3, 2], [2, 1], [1, 0, 2, 1], storage_order=1)
case("mpi_f32_dilated_ceil", x, [2, 3], [2, 2], [1, 0, 1, 2], [2, 2],
     ceil=True)
case("mpi_f64", x.astype(np.float64), [2, 2], [2, 2])
case("mpi_f16", x.astype(np.float16), [3, 3], [1, 2], [1, 1, 0, 1])
if ml_dtypes is not None:
    case("mpi_bf16", x.astype(ml_dtypes.bfloat16), [2, 2], [1, 1],
         storage_order=1)
# Integers: ties everywhere (values in -5..5): the first in row-major order.
xi = C.rng.integers(-5, 6, size=(1, 2, 6, 6))
case("mpi_i8", xi.astype(np.int8), [3, 3], [1, 1], [1, 1, 1, 1])
case("mpi_ui8", np.abs(xi).astype(np.uint8), [2, 3], [2, 1], [0, 1, 1, 1],
     storage_order=1)
# Ties in floats, NaN above every number.
ties = np.array([[[[1, 3, 3, 0], [3, 2, np.nan, 1], [0, 3, 1, np.nan],
                   [2, 2, 2, 2]]]], dtype=np.float32)
case("mpi_ties_nan", ties, [2, 2], [1, 1])
# A window of padding only (dilation 3, pads 2 on a height of 1).
case("mpi_empty_window", C.rand((1, 1, 1, 4)), [2, 1], [1, 1], [2, 0, 2, 0],
     [3, 1])
# 3-D, both storage orders.
x3 = C.rand((1, 2, 4, 5, 3))
case("mpi_3d", x3, [2, 2, 2], [2, 2, 1], [0, 1, 1, 1, 0, 0])
case("mpi_3d_col_major", x3, [2, 3, 2], [1, 2, 1], [1, 1, 0, 0, 1, 1],
     storage_order=1)
# Values where an order kept as integer keys could slip: -0 and +0 tie
# (the first wins), all -inf (its first position), +inf then NaN (NaN
# wins), a NaN with its sign bit set (still above every number); padding 1
# clips the border windows. In every float type.
special = np.array([[[[-0.0, 0.0, -np.inf, -np.inf],
                      [0.0, -0.0, -np.inf, -np.inf],
                      [np.inf, np.nan, -1.0, -np.nan],
                      [-np.inf, np.inf, -2.0, 5.0]]]], dtype=np.float32)
case("mpi_special_f32", special, [2, 2], [1, 1], [1, 1, 1, 1])
case("mpi_special_f64", special.astype(np.float64), [2, 2], [1, 1])
case("mpi_special_f16", special.astype(np.float16), [2, 2], [2, 1],
     [1, 0, 1, 1], storage_order=1)
if ml_dtypes is not None:
    case("mpi_special_bf16", special.astype(ml_dtypes.bfloat16), [2, 2],
         [1, 1], [0, 0, 1, 1])
# Integers at their type's lowest value (the accumulator's start: the first
# position still wins) and ui8 above 127 (an unsigned compare).
lo = np.array([[[[-128, -128, 3, -128], [-128, -128, -128, -128],
                 [127, -128, -1, -128], [-128, -128, -128, 0]]]])
case("mpi_i8_lowest", lo.astype(np.int8), [2, 2], [1, 1], [1, 1, 1, 1])
case("mpi_ui8_high", (lo + 128).astype(np.uint8), [2, 2], [1, 1],
     [1, 1, 0, 0])

C.write(HERE, "pool-indices", [
    "Numerical tests of nn.max_pool_with_indices against a NumPy loop over",
    "every window (cross-checked with PyTorch's max_pool return_indices).",
], subdir="pool_indices")
