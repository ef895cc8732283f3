#!/usr/bin/env python3
"""Writes the inputs and float64 references (Python's math.sin and math.cos,
rounded to f32) of nn.sin and nn.cos for test/lit/numerics/sin-cos.mlir:
special values (signed zeros, infinities, NaN, subnormals); the f32
neighbours of multiples of pi/2 (where the reduction cancels most: k up to
2^19, and the multiples nearest 2^20); both sides of 2^20, where the
common path ends and libm's rare path begins; huge values up to the
largest float; a log sweep of both signs over every binade; and a dense
sweep of [-10, 10]. Run from here (needs numpy):
    python3 make_sin_cos.py
"""
import math
import os

import numpy as np

f32 = np.float32
SIZE = 32768
HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sin-cos")


def neighbours(value, reach=2):
    """The f32 nearest value and the floats up to `reach` steps either side,
    both signs."""
    bits = f32(value).view(np.int32)
    out = []
    for step in range(-reach, reach + 1):
        v = np.int32(bits + step).view(f32)
        out += [v, -v]
    return out


edges = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-45, -1e-45, 1e-40,
         1.1754944e-38, 1e-20, 2.0 ** -12, 3.4028235e38, -3.4028235e38,
         1e20, -1e30, 2.0 ** 24, 2.0 ** 20 + 0.125, 1048575.9]
for value in (2.0 ** 20, 2.0 ** 19):
    edges += neighbours(value)
for k in [1, 2, 3, 4, 5, 7, 10, 100, 355, 1000, 12345, 2 ** 17, 2 ** 19,
          667544, 667545, 2 ** 20 * 2 // 3]:
    edges += neighbours(k * math.pi / 2)
binades = np.logspace(-45, 38.5, 8192)
binades = np.concatenate([binades, -binades * 1.0001])
sweep = np.linspace(-10, 10, SIZE - len(edges) - binades.size)
x = np.concatenate([np.array(edges, dtype=f32), binades.astype(f32),
                    sweep.astype(f32)])
assert x.size == SIZE


def exact(function):
    def value(v):
        return math.nan if not math.isfinite(v) else function(v)
    return np.array([value(float(v)) for v in x]).astype(f32).reshape(32, 1024)


os.makedirs(HERE, exist_ok=True)
np.save(os.path.join(HERE, "in.npy"), x.reshape(32, 1024))
np.save(os.path.join(HERE, "sin.npy"), exact(math.sin))
np.save(os.path.join(HERE, "cos.npy"), exact(math.cos))
