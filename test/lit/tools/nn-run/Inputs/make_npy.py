"""Writes a .npy file from a header and raw bytes, without NumPy, for tests
of files NumPy would never write: make_npy.py OUT DESCR SHAPE HEXBYTES
(SHAPE as a Python tuple, "(4,)"; HEXBYTES the data, "00010201")."""
import struct
import sys

out, descr, shape, data = sys.argv[1:5]
header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, shape)
header += " " * (63 - (10 + len(header)) % 64) + "\n"
with open(out, "wb") as f:
    f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
    f.write(header.encode() + bytes.fromhex(data))
