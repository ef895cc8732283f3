#!/usr/bin/env python3
"""Writes the inputs and expected outputs (NumPy's transpose: exact) of
test/lit/numerics/transpose-blocks.mlir: transposes that the CPU pipeline
tiles in square blocks and runs through nn_ukernel_transpose_f32, at sizes
that are not multiples of its 16x16 register block. Run from here (needs
numpy):
    python3 make_transpose_blocks.py
"""
import os

import numpy as np

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "transpose-blocks")
r = np.random.default_rng(20261205)
cases = {
    "matrix": ((150, 77), (1, 0)),
    "to_nhwc": ((2, 35, 5, 19), (0, 2, 3, 1)),
    "reverse": ((17, 3, 40), (2, 1, 0)),
}
os.makedirs(HERE, exist_ok=True)
for name, (shape, perm) in cases.items():
    x = r.standard_normal(shape).astype(np.float32)
    np.save(os.path.join(HERE, f"{name}_in.npy"), x)
    np.save(os.path.join(HERE, f"{name}_out.npy"), np.ascontiguousarray(x.transpose(perm)))
