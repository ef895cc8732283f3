"""Writes the bf16 files of bf16.mlir: bfloat16 arrays as ml_dtypes saves
them ('<V2', support/Npy.h), and float32 values whose rounding to bfloat16
hits ties and carries (round to nearest even), with ml_dtypes' rounding as
the reference. Needs numpy and ml_dtypes at authoring time only."""
import os

import ml_dtypes
import numpy as np

here = os.path.dirname(os.path.abspath(__file__))
bf16 = ml_dtypes.bfloat16
x = np.array([[1.5, -2.25, 0.1, 3.0], [-0.0, 65504.0, 1e-3, -7.5]], bf16)
np.save(os.path.join(here, "bf16_x.npy"), x)
np.save(os.path.join(here, "bf16_sum.npy"), (x.astype(np.float64) * 2).astype(bf16))
# 1 + k/256 for k = 1..3 lie halfway between bfloat16 neighbours (tie: even
# wins), 1 + 3/512 just above one; 255.5 carries into the exponent.
f = np.array([1 + 1 / 256, 1 + 3 / 256, 1 + 3 / 512, 255.5, -1 - 1 / 256,
              3.14159265, 1e30, -5e-39], np.float32)
np.save(os.path.join(here, "bf16_f32.npy"), f)
np.save(os.path.join(here, "bf16_rounded.npy"), f.astype(bf16))
# Void types have no byte order; NumPy itself writes '|V2' for a 'V2' view.
np.save(os.path.join(here, "bf16_x_void.npy"), x.view("V2"))
