"""Writes the .npy files of the nnrt-run tests: two float32 inputs and the
results of Inputs/cuda_model.c's @main (a - b and a * b), computed by NumPy.
Run from this folder: python3 make_reference.py (needs NumPy)."""
import numpy as np

rng = np.random.default_rng(7)
a = rng.uniform(-2, 2, (4, 8)).astype(np.float32)
b = rng.uniform(-2, 2, (4, 8)).astype(np.float32)
np.save("a.npy", a)
np.save("b.npy", b)
np.save("diff.npy", a - b)
np.save("prod.npy", a * b)
