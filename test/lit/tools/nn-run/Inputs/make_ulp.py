#!/usr/bin/env python3
"""Writes the files of test/lit/tools/nn-run/ulp.mlir: f32 values and the
same values moved by a known number of ulps (at most 2), at the places
where an ulp is easy to get wrong: just below and at a power of two (the
spacing halves below it), a subnormal, zero, a negative value; an infinity
and a NaN stay equal. Run from here:
    python3 make_ulp.py
"""
import numpy as np

f32 = np.float32


def step(value, ulps):
    bits = np.array([value], dtype=f32).view(np.int32)[0]
    direction = 1 if value >= 0 else -1  # away from zero for positive ulps
    return np.array([bits + direction * ulps], dtype=np.int32).view(f32)[0]


x = np.array([1.0, np.nextafter(f32(2), f32(0)), 0.75, 1e-40, 0.0, -3.5,
              np.inf, np.nan], dtype=f32)
moved = np.array([step(x[0], 1), step(x[1], 1), step(x[2], -2),
                  step(x[3], 2), step(x[4], 1), step(x[5], 2), x[6], x[7]],
                 dtype=f32)
np.save("ulp_x.npy", x)
np.save("ulp_moved.npy", moved)
# 2^25 ulps of 1.0 away from 1.0, and a finite value where inf is expected.
np.save("ulp_far.npy", np.array([2.0, *x[1:6], 3.0e38, np.nan], dtype=f32))
