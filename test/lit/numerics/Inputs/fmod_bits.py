"""Bit-exact test of nn.mod with fmod on f32 (and f16) against C's fmodf.

  fmod_bits.py make DIR N      writes DIR/x.npy, DIR/y.npy (N pairs)
  fmod_bits.py check DIR       compares DIR/r.npy (nn-run's result) with
                               fmodf of each pair, bit for bit

The pairs: every combination of edge values (signed zeros, subnormals,
infinities, NaNs, the largest values, quotients at 2^29 - the bound of
an exact division in f64 for f32, commit 188949c (reverted) - and one ulp
either side), random bit patterns
(every exponent: huge quotients, subnormals, NaN payloads), ordinary values
(the fast path) and x near integer multiples of y (quotients near an
integer). The reference is the C library's fmodf through ctypes, which
NumPy's float32 fmod calls too (checked when this was written); a NaN
compares equal to a NaN, and f32's NaNs bit for bit as well. Pure Python:
no NumPy at test time.
"""
import ctypes
import ctypes.util
import random
import struct
import sys

libm = ctypes.CDLL(ctypes.util.find_library("m"))
libm.fmodf.restype = ctypes.c_float
libm.fmodf.argtypes = [ctypes.c_float, ctypes.c_float]


def f32(bits):
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def bits32(value):
    return struct.unpack("<I", struct.pack("<f", value))[0]


def write_npy(path, dtype, raw, count):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%d,), }" % (
        dtype, count)
    header += " " * (63 - (len(header) + 10) % 64) + "\n"
    with open(path, "wb") as out:
        out.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        out.write(header.encode() + raw)


def read_npy(path):
    data = open(path, "rb").read()
    length = struct.unpack("<H", data[8:10])[0]
    header = data[10:10 + length].decode()
    return header, data[10 + length:]


def pairs(n):
    rng = random.Random(20261203)
    edges = [0, 0x80000000, 1, 0x80000001, 0x007FFFFF, 0x00800000,
             0x3F800000, 0xBF800000, 0x40400000, 0x3DCCCCCD, 0x7F7FFFFF,
             0xFF7FFFFF, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000,
             0x7FA00001, 0x4E000000, 0x4DFFFFFF, 0x4E000001]
    out = [(a, b) for a in edges for b in edges]
    # Quotients at the bound: x = y * 2^29 (and neighbours) for random y.
    while len(out) < n // 8:
        y = f32(rng.getrandbits(32) & 0x3FFFFFFF | 0x00800000)
        for q in (2.0 ** 29 - 1, 2.0 ** 29, 2.0 ** 29 + 64):
            x = struct.unpack("<f", struct.pack("<f", y * q))[0]
            for d in (-1, 0, 1):
                out.append((bits32(x) + d if x else 0, bits32(y)))
    while len(out) < n // 2:  # any bit patterns
        out.append((rng.getrandbits(32), rng.getrandbits(32)))
    while len(out) < 3 * n // 4:  # ordinary values
        x, y = rng.uniform(-1e4, 1e4), rng.uniform(-100, 100)
        out.append((bits32(x), bits32(y)))
    while len(out) < n:  # near multiples: integer quotients +- an ulp
        y = rng.uniform(-10, 10)
        x = bits32(struct.unpack("<f", struct.pack("<f", y * rng.randint(
            -2 ** 20, 2 ** 20)))[0])
        out.append((x + rng.choice((-1, 0, 0, 1)) if x & 0x7FFFFFFF else x,
                    bits32(y)))
    return [(a & 0xFFFFFFFF, b & 0xFFFFFFFF) for a, b in out[:n]]


def is_nan(bits):
    return bits & 0x7F800000 == 0x7F800000 and bits & 0x007FFFFF


def main():
    mode, folder = sys.argv[1], sys.argv[2]
    if mode == "make":
        n = int(sys.argv[3])
        xs, ys = zip(*pairs(n))
        write_npy(folder + "/x.npy", "<f4", struct.pack("<%dI" % n, *xs), n)
        write_npy(folder + "/y.npy", "<f4", struct.pack("<%dI" % n, *ys), n)
        return 0
    _, xraw = read_npy(folder + "/x.npy")
    _, yraw = read_npy(folder + "/y.npy")
    _, rraw = read_npy(folder + "/r.npy")
    n = len(xraw) // 4
    xs = struct.unpack("<%dI" % n, xraw)
    ys = struct.unpack("<%dI" % n, yraw)
    rs = struct.unpack("<%dI" % n, rraw)
    bad = 0
    for x, y, r in zip(xs, ys, rs):
        want = bits32(libm.fmodf(f32(x), f32(y)))
        if r != want:
            bad += 1
            if bad <= 10:
                print("fmod(%08x, %08x): got %08x, fmodf gives %08x"
                      % (x, y, r, want))
    print("%d of %d differ" % (bad, n))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
