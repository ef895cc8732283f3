"""Writes the numerical tests of nn's indexing ops: indexing.mlir (one
function per case, one RUN line each) and the .npy inputs and expected
outputs it reads, in Inputs/indexing/: gather_elements, scatter_elements,
gather_nd, scatter_nd and one_hot against references written here with
NumPy, element by element from the ONNX definitions (scatters apply their
updates in row-major order, so duplicates are deterministic).

Run it from this folder to regenerate (needs numpy and ml_dtypes, at
authoring time only; CI runs the committed files):
    python3 make_numerics_indexing.py
"""
import itertools
import os

import ml_dtypes
import numpy as np

from numerics_lib import Cases

HERE = os.path.dirname(os.path.abspath(__file__))
C = Cases(20260418)
BF16 = ml_dtypes.bfloat16
# Every element type the ops' data takes besides f32 (coverage.test).
OTHER_TYPES = [np.float16, BF16, np.int8, np.int32, np.int64, np.bool_,
               np.int16]
NAMES = {np.float16: "f16", BF16: "bf16", np.int8: "i8", np.int32: "i32",
         np.int64: "i64", np.bool_: "i1", np.float32: "f32", np.int16: "i16"}


def data(shape, dtype):
    if dtype == np.bool_:
        return C.rng.integers(0, 2, size=shape).astype(np.bool_)
    if np.issubdtype(np.dtype(dtype), np.integer):
        return C.rng.integers(-5, 6, size=shape).astype(dtype)
    # Small values so that products of a few stay exact in 16-bit floats.
    return (C.rng.integers(-8, 9, size=shape) / 4).astype(dtype)


def positions(shape, n, dtype=np.int64):
    """Indices in [-n, n): negative ones count from the end."""
    return C.rng.integers(-n, n, size=shape).astype(dtype)


def attrs(**values):
    items = []
    for key, value in sorted(values.items()):
        if isinstance(value, str):
            items.append('%s = "%s"' % (key, value))
        else:
            items.append("%s = %d : i64" % (key, value))
    return "{%s}" % ", ".join(items) if items else ""


# gather_elements: result[i] = data[i with the axis coordinate replaced].
def gather_elements(x, idx, axis):
    out = np.empty(idx.shape, x.dtype)
    for i in itertools.product(*[range(d) for d in idx.shape]):
        j = list(i)
        j[axis] = int(idx[i]) % x.shape[axis]
        out[i] = x[tuple(j)]
    return out


def add_gather_elements(name, x, idx, axis, default=False):
    C.add(name, "gather_elements", [x, idx],
          gather_elements(x, idx, axis % x.ndim),
          "" if default else attrs(axis=axis))


x = data((3, 4), np.float32)
add_gather_elements("gather_elements_axis1", x,
                    positions((3, 6), 4), 1)
x = data((4, 3, 5), np.float32)
add_gather_elements("gather_elements_axis0_short", x,
                    positions((6, 2, 3), 4, np.int32), 0, default=True)
x = data((2, 3, 5), np.float32)
add_gather_elements("gather_elements_negative_axis", x,
                    positions((2, 3, 4), 5), -1)
x = data((3, 4), np.float32)
add_gather_elements("gather_elements_empty", x,
                    positions((0, 4), 3), 0)
for dtype in OTHER_TYPES:
    x = data((3, 5), dtype)
    add_gather_elements("gather_elements_%s" % NAMES[dtype], x,
                        positions((3, 4), 5, np.int32), -1)


# scatter_elements: updates applied in row-major order.
COMBINE = {"none": lambda a, b: b, "add": lambda a, b: a + b,
           "mul": lambda a, b: a * b, "max": max, "min": min}


def scatter_elements(x, idx, upd, axis, reduction):
    out = x.copy()
    for i in itertools.product(*[range(d) for d in idx.shape]):
        j = list(i)
        j[axis] = int(idx[i]) % x.shape[axis]
        j = tuple(j)
        out[j] = COMBINE[reduction](out[j], upd[i])
    return out


def add_scatter_elements(name, x, idx, upd, axis, reduction):
    C.add(name, "scatter_elements", [x, idx, upd],
          scatter_elements(x, idx, upd, axis % x.ndim, reduction),
          attrs(axis=axis, reduction=reduction))


for reduction in ("none", "add", "mul", "max", "min"):
    x = data((3, 4), np.float32)
    # Duplicates on purpose: 6 updates per row into 4 columns.
    add_scatter_elements("scatter_elements_%s" % reduction, x,
                         positions((3, 6), 4), data((3, 6), np.float32), 1,
                         reduction)
x = data((5, 2, 3), np.float32)
add_scatter_elements("scatter_elements_axis0_i32", x,
                     positions((3, 2, 2), 5, np.int32),
                     data((3, 2, 2), np.float32), -3, "add")
x = data((3, 4), np.float32)
add_scatter_elements("scatter_elements_empty", x, positions((0, 4), 3),
                     data((0, 4), np.float32), 0, "none")
for dtype in OTHER_TYPES:
    reduction = "none" if dtype == np.bool_ else "add"
    x = data((4, 3), dtype)
    add_scatter_elements("scatter_elements_%s" % NAMES[dtype], x,
                         positions((2, 3), 4), data((2, 3), dtype), 0,
                         reduction)


# gather_nd: tuples along the last dimension of the indices.
def gather_nd(x, idx, b):
    k = idx.shape[-1]
    out_shape = idx.shape[:-1] + x.shape[b + k:]
    out = np.empty(out_shape, x.dtype)
    for i in itertools.product(*[range(d) for d in idx.shape[:-1]]):
        tup = tuple(int(idx[i + (j,)]) % x.shape[b + j] for j in range(k))
        out[i] = x[i[:b] + tup]
    return out


def add_gather_nd(name, x, idx, b, default=False):
    C.add(name, "gather_nd", [x, idx], gather_nd(x, idx, b),
          "" if default else attrs(batch_dims=b))


x = data((4, 3, 5), np.float32)
idx = np.stack([positions((2, 3), 4), positions((2, 3), 3)], axis=-1)
add_gather_nd("gather_nd_pairs", x, idx, 0, default=True)
x = data((4, 3, 5), np.float32)
add_gather_nd("gather_nd_full_i32", x,
              np.stack([positions((6,), 4, np.int32),
                        positions((6,), 3, np.int32),
                        positions((6,), 5, np.int32)], axis=-1), 0)
x = data((2, 4, 3), np.float32)
add_gather_nd("gather_nd_batch1", x, positions((2, 5, 1), 4), 1)
x = data((2, 3, 4, 2), np.float32)
add_gather_nd("gather_nd_batch2", x,
              np.stack([positions((2, 3, 2), 4),
                        positions((2, 3, 2), 2)], axis=-1), 2)
for dtype in OTHER_TYPES:
    x = data((3, 4), dtype)
    add_gather_nd("gather_nd_%s" % NAMES[dtype], x, positions((5, 1), 3), 0)


# scatter_nd: slices in row-major order of the tuples.
def scatter_nd(x, idx, upd, reduction):
    out = x.copy()
    k = idx.shape[-1]
    for i in itertools.product(*[range(d) for d in idx.shape[:-1]]):
        tup = tuple(int(idx[i + (j,)]) % x.shape[j] for j in range(k))
        for rest in itertools.product(*[range(d) for d in x.shape[k:]]):
            out[tup + rest] = COMBINE[reduction](out[tup + rest],
                                                 upd[i + rest])
    return out


def add_scatter_nd(name, x, idx, upd, reduction, default=False):
    C.add(name, "scatter_nd", [x, idx, upd],
          scatter_nd(x, idx, upd, reduction),
          "" if default else attrs(reduction=reduction))


for reduction in ("none", "add", "mul", "max", "min"):
    x = data((4, 3), np.float32)
    # 6 rows into 4: duplicates.
    add_scatter_nd("scatter_nd_%s" % reduction, x, positions((6, 1), 4),
                   data((6, 3), np.float32), reduction,
                   default=reduction == "none")
x = data((3, 4, 2), np.float32)
idx = np.stack([positions((2, 2), 3, np.int32),
                positions((2, 2), 4, np.int32)], axis=-1)
add_scatter_nd("scatter_nd_pairs_i32", x, idx, data((2, 2, 2), np.float32),
               "add")
x = data((3, 4), np.float32)
add_scatter_nd("scatter_nd_elements", x,
               np.stack([positions((5,), 3), positions((5,), 4)], axis=-1),
               data((5,), np.float32), "none")
for dtype in OTHER_TYPES:
    reduction = "none" if dtype == np.bool_ else "max"
    x = data((4, 3), dtype)
    add_scatter_nd("scatter_nd_%s" % NAMES[dtype], x, positions((3, 1), 4),
                   data((3, 3), dtype), reduction)


# one_hot: ONNX's definition; indices outside [-depth, depth) give a row of
# "off" values.
def one_hot(idx, depth, values, axis):
    idx = np.trunc(idx).astype(np.int64) if idx.dtype.kind == "f" else \
        idx.astype(np.int64)
    idx = np.where(idx < 0, idx + depth, idx)
    hot = np.arange(depth) == idx[..., None]
    out = np.where(hot, values[1], values[0]).astype(values.dtype)
    return np.ascontiguousarray(np.moveaxis(out, -1, axis % (idx.ndim + 1)))


def add_one_hot(name, idx, depth, values, axis, default=False):
    C.add(name, "one_hot", [idx, values], one_hot(idx, depth, values, axis),
          attrs(depth=depth) if default else attrs(depth=depth, axis=axis))


add_one_hot("one_hot_last", positions((2, 3), 5), 5,
            np.array([0, 1], np.float32), -1, default=True)
# Out of range on both sides: rows of "off".
add_one_hot("one_hot_axis0_out_of_range",
            np.array([[-7, 6, 2], [-1, 0, 9]], np.int32), 6,
            np.array([-2, 3], np.float32), 0)
add_one_hot("one_hot_middle_float_indices",
            np.array([[1.9, -0.5, -2.7], [4.2, 0.0, 3.0]], np.float32), 4,
            np.array([0.5, -1.5], np.float32), 1)
add_one_hot("one_hot_i8_indices", np.array([3, -3, 1, 0], np.int8), 3,
            np.array([2, 7], np.float32), -2)
add_one_hot("one_hot_depth0", positions((3,), 2), 0,
            np.array([0, 1], np.float32), -1)
for dtype in OTHER_TYPES:
    values = np.array([0, 1], dtype) if dtype == np.bool_ else data((2,), dtype)
    add_one_hot("one_hot_%s" % NAMES[dtype], positions((4,), 3), 3, values,
                -1)

C.write(HERE, "indexing", [
    "Numerical tests of the indexing ops (gather_elements, scatter_elements,",
    "gather_nd, scatter_nd, one_hot) on the CPU against NumPy references:",
    "negative indices and axes, duplicates under every reduction, empty",
    "dimensions, out-of-range one-hot indices, every element type."],
    subdir="indexing")
