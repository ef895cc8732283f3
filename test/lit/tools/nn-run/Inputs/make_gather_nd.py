#!/usr/bin/env python3
"""Writes the inputs of gather_nd.mlir (runtime-checks.test) next to this
file: (row, column) pairs into gather_table.npy (5x4), in range with
negatives (and NumPy's result), and two with a component out of range."""
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
table = np.load(os.path.join(HERE, "gather_table.npy"))
ok = np.array([[0, 1], [-1, 3], [4, -4]], dtype=np.int64)
np.save(os.path.join(HERE, "gather_nd_ok.npy"), ok)
np.save(os.path.join(HERE, "gather_nd_ok_expected.npy"), table[ok[:, 0], ok[:, 1]])
# Column 4 of a 4-column table (component 1), and row 5 of 5 (component 0).
np.save(os.path.join(HERE, "gather_nd_col.npy"), np.array([[0, 1], [2, 4], [1, 1]], dtype=np.int64))
np.save(os.path.join(HERE, "gather_nd_both.npy"), np.array([[0, 1], [2, 4], [5, 0]], dtype=np.int64))
