#!/usr/bin/env python3
"""Writes the inputs and NumPy's exp for test/lit/conversion/expand-math.mlir:
edge values (overflow and underflow boundaries, subnormal results, signed
zeros, infinities, NaN) and a dense sweep of [-100, 100]. Run from here:
    python3 make_expand_exp.py
"""
import numpy as np

edges = [-np.inf, -200, -104, -103.5, -100, -90, -87.5, -87.33, -10, -1, -1e-8,
         -0.0, 0.0, 1e-8, 0.34657, 0.5, 1, 10, 88.5, 88.72, 88.7228, 88.73, 89,
         100, np.inf, np.nan]
sweep = np.linspace(-100, 100, 4096 - len(edges))
x = np.concatenate([np.array(edges, dtype=np.float32),
                    sweep.astype(np.float32)]).astype(np.float32)
np.save("expand_exp_in.npy", x)
with np.errstate(over="ignore", under="ignore"):
    np.save("expand_exp_out.npy", np.exp(x.astype(np.float64)).astype(np.float32))
