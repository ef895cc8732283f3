"""Writes the inputs of reduce-special.mlir: rows long enough that the CPU
pipeline's max and min reductions run as vectors (llvm.intr.maximum and
minimum, --nn-maxnum-to-llvm), with the values an order of floats can get
wrong at different places of a row: in the vector body, in the last
vector, in the scalar remainder.

rows.npy (6 x 259, f32), one case per row:
  0: numbers in (-5, 5), 7.5 at 150 (the maximum), -7.5 at 3 (the minimum)
  1: a NaN at 5 (the vector body)
  2: a NaN with its sign bit set at 257 (the scalar remainder)
  3: zeros only, +0 and -0 alternating: max +0, min -0
  4: -inf everywhere
  5: a NaN at 0, +inf everywhere else
columns.npy (259 x 64, f32): rows.npy transposed into its first 6 columns,
numbers in (-5, 5) in the other 58, for the reduction over the leading
axis (vectorized along the kept columns).

Run it from this folder to regenerate (needs numpy, at authoring time
only; CI runs the committed files):
  python3 make_reduce_special.py
"""
import os

import numpy as np

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "reduce-special")

r = np.random.default_rng(20261205)
rows = r.uniform(-5, 5, (6, 259)).astype(np.float32)
rows[0, 150], rows[0, 3] = 7.5, -7.5
rows[1, 5] = np.nan
rows[2, 257] = -np.float32(np.nan)
rows[3] = np.where(np.arange(259) % 2 == 0, np.float32(0.0), np.float32(-0.0))
rows[4] = -np.inf
rows[5] = np.inf
rows[5, 0] = np.nan
columns = r.uniform(-5, 5, (259, 64)).astype(np.float32)
columns[:, :6] = rows.T
np.save(os.path.join(HERE, "rows.npy"), rows)
np.save(os.path.join(HERE, "columns.npy"), columns)
