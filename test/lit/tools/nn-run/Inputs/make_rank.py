"""Writes an MLIR function adding a tensor of rank N to itself (shape
1x...x1x2x3), or with --npy a .npy header of rank N for such a tensor
(rank.test)."""
import struct
import sys

rank = int(sys.argv[-1])
shape = [1] * (rank - 2) + [2, 3]
if sys.argv[1] == "--npy":
    header = "{'descr': '<f4', 'fortran_order': False, 'shape': (%s), }" % (
        ", ".join(map(str, shape)))
    header += " " * (63 - (10 + len(header)) % 64) + "\n"
    data = struct.pack("<6f", 1, 2, 3, 4, 5, 6)
    sys.stdout.buffer.write(b"\x93NUMPY\x01\x00" +
                            struct.pack("<H", len(header)) +
                            header.encode() + data)
else:
    t = "tensor<%sxf32>" % "x".join(map(str, shape))
    print(f"func.func @main(%a: {t}) -> {t} {{")
    print(f'  %0 = "nn.add"(%a, %a) : ({t}, {t}) -> {t}')
    print(f"  return %0 : {t}")
    print("}")
