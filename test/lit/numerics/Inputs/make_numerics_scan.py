"""Writes scan.mlir, the numerical tests of the scans and sorts (nn.cumsum,
nn.top_k) and the inverse trigonometric ops (nn.asin, nn.acos, nn.atan) in
f32, with the edge cases: negative axes, exclusive and reverse sums, ties
(the smaller index first), NaN (above every number), k = 0, empty dims.
The f16, bf16 and integer cases are in make_numerics_lowp.py.

References: NumPy's cumsum, and a stable sort (np.argsort kind="stable" on
the negated values for largest, NaN mapped above every number), which
PyTorch's topk and ONNX's TopK agree with on ties. Run from this folder
(needs numpy at authoring time only):  python3 make_numerics_scan.py
"""
import os

import numpy as np

from numerics_lib import Cases

HERE = os.path.dirname(os.path.abspath(__file__))
C = Cases(20260418)
rand = C.rand


def cumsum(x, axis, exclusive=False, reverse=False):
    y = np.flip(x, axis) if reverse else x
    s = np.cumsum(y.astype(np.float64) if y.dtype.kind == "f" else y,
                  axis=axis)
    if exclusive:
        s = s - (y.astype(np.float64) if y.dtype.kind == "f" else y)
    s = np.flip(s, axis) if reverse else s
    return s.astype(x.dtype)


def top_k(x, k, axis=-1, largest=True):
    """Stable selection: equal values keep their order; NaN is largest."""
    key = x.astype(np.float64)
    rank_nan = np.isnan(key)
    # Sort by NaN-ness first (NaN first for largest, last for smallest),
    # then by value; lexsort is stable, so ties keep the smaller index first.
    if largest:
        idx = np.lexsort((np.where(rank_nan, 0, -key), ~rank_nan), axis=axis)
    else:
        idx = np.lexsort((np.where(rank_nan, 0, key), rank_nan), axis=axis)
    idx = np.take(idx, np.arange(k), axis=axis)
    return np.take_along_axis(x, idx, axis=axis), idx.astype(np.int64)


def cumsum_case(name, shape, axis, exclusive=False, reverse=False,
                dtype=np.float32):
    x = rand(shape, dtype)
    attrs = ["axis = %d : i64" % axis]
    if exclusive:
        attrs.append("exclusive = true")
    if reverse:
        attrs.append("reverse = true")
    C.add(name, "cumsum", [x], cumsum(x, axis, exclusive, reverse),
          "{%s}" % ", ".join(attrs))


cumsum_case("cumsum_axis0", (6, 5), 0)
cumsum_case("cumsum_axis1", (6, 5), 1)
cumsum_case("cumsum_negative_axis", (2, 3, 4), -2)
cumsum_case("cumsum_exclusive", (7,), 0, exclusive=True)
cumsum_case("cumsum_reverse", (3, 7), 1, reverse=True)
cumsum_case("cumsum_exclusive_reverse", (4, 3, 5), 0, True, True)
cumsum_case("cumsum_i32_exclusive_reverse", (3, 6), -1, True, True,
            np.int32)
# One element along the axis: the peeled first slice alone.
cumsum_case("cumsum_single", (1, 4), 0, exclusive=True)
x = np.zeros((0, 3), np.float32)
C.add("cumsum_empty", "cumsum", [x], x, "{axis = 1 : i64}")


def top_k_case(name, x, k, axis=-1, largest=True):
    attrs = ["k = %d : i64" % k, "axis = %d : i64" % axis]
    if not largest:
        attrs.append("largest = false")
    C.add(name, "top_k", [x], top_k(x, k, axis, largest),
          "{%s}" % ", ".join(attrs), rtol=0, atol=0)


top_k_case("top_k_rows", rand((6, 10)), 3)
top_k_case("top_k_axis0_smallest", rand((9, 4)), 4, axis=0, largest=False)
top_k_case("top_k_negative_axis", rand((2, 7, 3)), 2, axis=-2)
# Ties: values drawn from a few integers, so every row has equal values.
ties = np.array([[1, 3, 3, 2, 3, 1], [0, 0, 0, 0, 0, 0],
                 [5, 4, 5, 4, 5, 4]], np.float32)
top_k_case("top_k_ties", ties, 4)
top_k_case("top_k_ties_smallest", ties, 4, largest=False)
top_k_case("top_k_ties_i64", ties.astype(np.int64), 6)
nan = np.array([[1, np.nan, 3, np.nan, -np.inf, np.inf]], np.float32)
top_k_case("top_k_nan", nan, 6)
top_k_case("top_k_nan_smallest", nan, 6, largest=False)
top_k_case("top_k_zero", rand((3, 4)), 0)
top_k_case("top_k_empty_rows", np.zeros((0, 5), np.float32), 2)


def unary(name, fn, low, high):
    x = rand((4, 8), low=low, high=high)
    C.add(name, name, [x], fn(x.astype(np.float64)).astype(np.float32))


unary("asin", np.arcsin, -1.0, 1.0)
unary("acos", np.arccos, -1.0, 1.0)
unary("atan", np.arctan, -10.0, 10.0)
edges = np.array([-1, 1, 0, 1.5, -np.inf, np.inf, np.nan, -0.0], np.float32)
with np.errstate(invalid="ignore"):
    C.add("asin_edges", "asin", [edges], np.arcsin(edges))
    C.add("acos_edges", "acos", [edges], np.arccos(edges))
    C.add("atan_edges", "atan", [edges], np.arctan(edges))

# The tiles of the lowering (one scf.forall over the dims but the axis):
# a middle axis, a row count and an inner size that are no multiple of the
# tile sizes (8 rows, 256 columns), a prime inner size.
cumsum_case("cumsum_middle_axis_tiles", (3, 10, 6), 1)
cumsum_case("cumsum_rows_reverse", (10, 7), -1, reverse=True)
cumsum_case("cumsum_prime_columns_exclusive", (5, 13), 0, exclusive=True)
# top_k keeps up to 16 values per row in registers in one pass; a larger k
# takes k passes. Both with many ties and NaNs, and a rank-1 input.
few = C.rng.integers(0, 4, (4, 64)).astype(np.float32)
few[few == 3] = np.nan
top_k_case("top_k_one_pass_ties_nan", few, 7)
top_k_case("top_k_one_pass_ties_nan_smallest", few, 7, largest=False)
top_k_case("top_k_one_pass_k16", few[:2, :33], 16)
top_k_case("top_k_passes_ties_nan", few[:3, :40], 20)
top_k_case("top_k_passes_smallest", few[:3, :40], 17, largest=False)
top_k_case("top_k_rank1", C.rng.integers(-3, 3, 50).astype(np.int32), 5)

C.write(HERE, "scan", [
    "Numerical tests of the scans and sorts and the inverse trigonometric "
    "ops on the CPU",
    "(--convert-nn-to-linalg, the LLVM pipeline, the JIT) against NumPy."])
