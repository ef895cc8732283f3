"""Writes the numerical tests of nn's data movement ops: movement.mlir (one
function per case, one RUN line each) and the .npy inputs and expected
outputs it reads: split, slice, pad, gather, tril and triu against NumPy.

Run it from this folder to regenerate (needs numpy, at authoring time only;
CI runs the committed files):  python3 make_numerics_movement.py
"""
import os

import numpy as np

from numerics_lib import Cases

HERE = os.path.dirname(os.path.abspath(__file__))
C = Cases(20261203)
rand = C.rand
INT64_MAX, INT64_MIN = 2 ** 63 - 1, -2 ** 63


def i64s(values):
    return "array<i64: %s>" % ", ".join(str(v) for v in values)


def bools(shape):
    return C.rng.integers(0, 2, size=shape).astype(np.bool_)


# split: the parts are the results, each checked.
x = rand((4, 3))
C.add("split2_axis0", "split", [x], tuple(np.split(x, 2, axis=0)),
      "{axis = 0 : i64}")
x = rand((2, 6), np.int32)
C.add("split3_last_i32", "split", [x], tuple(np.split(x, 3, axis=-1)),
      "{axis = -1 : i64}")
x = rand((6, 2), np.int64)
C.add("split3_axis0_i64", "split", [x], tuple(np.split(x, 3, axis=0)))
x = bools((3, 4))
C.add("split2_last_i1", "split", [x], tuple(np.split(x, 2, axis=-1)),
      "{axis = -1 : i64}")


# slice: ONNX Slice; the NumPy reference slices with open ends where the
# attribute says INT64_MAX or INT64_MIN.
def slice_case(name, x, starts, ends, steps, ref):
    attrs = "{ends = %s, starts = %s%s}" % (
        i64s(ends), i64s(starts), ", steps = %s" % i64s(steps) if steps else "")
    C.add(name, "slice", [x], np.ascontiguousarray(ref), attrs)


x = rand((6, 5))
slice_case("slice_negative_starts", x, [-4, -3], [INT64_MAX, -1], None,
           x[-4:, -3:-1])
x = rand((6, 7), np.int64)
slice_case("slice_step2_i64", x, [0, 1], [INT64_MAX, 6], [2, 2],
           x[0::2, 1:6:2])
x = rand((5, 4))
slice_case("slice_reverse", x, [-1, 0], [INT64_MIN, INT64_MAX], [-1, 1],
           x[::-1, :])
x = rand((7, 6), np.int32)
slice_case("slice_step_minus2_i32", x, [5, 100], [0, INT64_MIN], [-2, -2],
           x[5:0:-2, ::-2])
x = bools((4, 6))
slice_case("slice_step3_i1", x, [1, -5], [3, INT64_MAX], [1, 3],
           x[1:3, -5::3])

# pad: begin pads of every dimension, then end pads.
x = rand((3, 4))
C.add("pad_constant_crop", "pad", [x],
      np.pad(x[:, 1:], ((1, 2), (0, 1)), constant_values=1.5),
      "{pads = %s, value = 1.500000e+00 : f32}" % i64s([1, -1, 2, 1]))
x = rand((3, 4), np.int32)
C.add("pad_constant_i32", "pad", [x],
      np.pad(x, ((0, 1), (2, 0)), constant_values=2),
      "{pads = %s, value = 2.500000e+00 : f32}" % i64s([0, 2, 1, 0]))
x = rand((3, 4))
C.add("pad_reflect", "pad", [x], np.pad(x, ((2, 1), (1, 3)), "reflect"),
      '{mode = "reflect", pads = %s}' % i64s([2, 1, 1, 3]))
x = rand((3, 4))
C.add("pad_edge", "pad", [x], np.pad(x, ((0, 3), (2, 1)), "edge"),
      '{mode = "edge", pads = %s}' % i64s([0, 2, 3, 1]))

# gather: ONNX Gather; negative indices count from the end (np.take).
x = rand((5, 3))
idx = C.rng.integers(-5, 5, size=(2, 3)).astype(np.int64)
C.add("gather_axis0_i64", "gather", [x, idx], np.take(x, idx, axis=0),
      "{axis = 0 : i64}")
x = rand((3, 4, 2), np.int64)
idx = np.array([-1, 0, 3, -4, 2], dtype=np.int32)
C.add("gather_axis1_i32", "gather", [x, idx], np.take(x, idx, axis=1),
      "{axis = 1 : i64}")
x = bools((4, 3))
idx = np.array([[2, -3], [-1, 0]], dtype=np.int64)
C.add("gather_last_i1", "gather", [x, idx], np.take(x, idx, axis=-1),
      "{axis = -1 : i64}")

# tril and triu over the last two dimensions.
x = rand((4, 5))
for k in (0, 1, -1):
    suffix = str(k) if k >= 0 else "m%d" % -k
    C.add("tril_%s" % suffix, "tril", [x], np.tril(x, k),
          "{diagonal = %d : i64}" % k)
    C.add("triu_%s" % suffix, "triu", [x], np.triu(x, k),
          "{diagonal = %d : i64}" % k)
x = rand((2, 3, 3), np.int32)
C.add("tril_batched_i32", "tril", [x], np.tril(x, 0))
x = rand((2, 3, 3))
C.add("triu_batched_m1", "triu", [x], np.triu(x, -1),
      "{diagonal = -1 : i64}")

C.write(HERE, "movement", [
    "Numerical tests of the data movement ops (split, slice, pad, gather,",
    "tril, triu) on the CPU (--convert-nn-to-linalg, the LLVM pipeline, the",
    "JIT) against NumPy."])
