#!/usr/bin/env python3
"""Writes the .npy inputs and NumPy references that the nn-run tests use.

Run at authoring time only (it needs numpy); the outputs are committed, so
the test suite itself needs no Python packages:

    python3 test/lit/tools/nn-run/Inputs/make_reference.py
"""
import os

import numpy as np

here = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(20260)


def save(name, array):
    np.save(os.path.join(here, name), array)


# add.mlir: exp(a + b) on 4x8 f32.
a = rng.uniform(-1, 1, (4, 8)).astype(np.float32)
b = rng.uniform(-1, 1, (4, 8)).astype(np.float32)
save("add_a.npy", a)
save("add_b.npy", b)
save("add_expected.npy", np.exp(a + b))

# matmul.mlir: a 3x6 by 6x5 f32 matmul, from a zero fill, plus 1.
x = rng.uniform(-1, 1, (3, 6)).astype(np.float32)
w = rng.uniform(-1, 1, (6, 5)).astype(np.float32)
save("matmul_x.npy", x)
save("matmul_w.npy", w)
save("matmul_expected.npy", (x.astype(np.float64) @ w + 1).astype(np.float32))

# reduce.mlir: the sum of each row of a 4x8 f64 tensor, and the row maxima
# of a 4x8 i32 tensor (two results).
r = rng.uniform(-1, 1, (4, 8))
i = rng.integers(-100, 100, (4, 8), dtype=np.int32)
save("reduce_x.npy", r)
save("reduce_i.npy", i)
save("reduce_sum.npy", r.sum(axis=1))
save("reduce_max.npy", i.max(axis=1))

# Inputs that are wrong for add.mlir: float64, another shape.
save("add_a_f64.npy", a.astype(np.float64))
save("add_a_8x4.npy", a.reshape(8, 4))

# Broken files: a header cut short, a dtype nn-run does not read.
with open(os.path.join(here, "add_a.npy"), "rb") as f:
    good = f.read()
with open(os.path.join(here, "truncated_header.npy"), "wb") as f:
    f.write(good[:40])
with open(os.path.join(here, "truncated_data.npy"), "wb") as f:
    f.write(good[:-4])
save("complex.npy", np.zeros((4, 8), dtype=np.complex64))
# Version 2.0 and 3.0 headers read like 1.0.
with open(os.path.join(here, "add_a_v2.npy"), "wb") as f:
    np.lib.format.write_array(f, a, version=(2, 0))
