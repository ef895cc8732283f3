#!/usr/bin/env python3
"""Writes the inputs and NumPy references of conversion/tile-fused-run.mlir:
a fused matmul + bias_add + gelu and a fused softmax + relu, with sizes that
leave partial tiles. Run at authoring time only (it needs numpy); the .npy
files are committed:

    python3 test/lit/conversion/Inputs/make_tile_fused.py
"""
import os
import sys

import numpy as np

here = os.path.dirname(os.path.abspath(__file__))
# The shared helpers of the numerical tests (erf over arrays).
sys.path.insert(0, os.path.join(here, "..", "..", "numerics", "Inputs"))
from numerics_lib import erf  # noqa: E402

rng = np.random.default_rng(4242)


def save(name, array):
    np.save(os.path.join(here, name), array)


# matmul_bias_gelu: (50x30 @ 30x70 + b), exact gelu, computed in float64.
x = rng.uniform(-1, 1, (50, 30)).astype(np.float32)
w = rng.uniform(-1, 1, (30, 70)).astype(np.float32)
b = rng.uniform(-1, 1, (70,)).astype(np.float32)
h = x.astype(np.float64) @ w + b
save("tile_mbg_x.npy", x)
save("tile_mbg_w.npy", w)
save("tile_mbg_b.npy", b)
save("tile_mbg_out.npy",
     (0.5 * h * (1 + erf(h / np.sqrt(2)))).astype(np.float32))

# softmax_relu: softmax over the rows of 37x100, then relu (a no-op on
# probabilities, but it makes the group).
s = rng.uniform(-4, 4, (37, 100)).astype(np.float32)
e = np.exp(s.astype(np.float64) - s.max(axis=1, keepdims=True))
save("tile_softmax_x.npy", s)
save("tile_softmax_out.npy",
     np.maximum(e / e.sum(axis=1, keepdims=True), 0).astype(np.float32))
