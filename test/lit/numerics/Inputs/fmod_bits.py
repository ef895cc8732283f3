"""Bit-exact test of nn.mod with fmod against the C library's fmod.

  fmod_bits.py make DIR N TYPE     writes DIR/TYPE_x.npy, DIR/TYPE_y.npy
                                   (N pairs of TYPE: f32, f64, f16, bf16)
  fmod_bits.py common DIR N TYPE   the same with ordinary pairs only (no
                                   element takes the rare path, so the
                                   kernel's fast copy alone gives them)
  fmod_bits.py check DIR TYPE      compares DIR/TYPE_r.npy (nn-run's result)
                                   with C's fmod of each pair, bit for bit

The reference: f32 is fmodf and f64 fmod, from the C library through
ctypes (NumPy's fmod calls them too); f16 and bf16 are fmodf of the values
widened to f32 (exactly), narrowed back (exactly: a remainder is
representable in its operands' type). NaNs: f32 and f64 bit for bit (the
payload, quieted, of the NaN operand, x's first; the default NaN for x
infinite or y = 0), f16 and bf16 as NaN (the narrowing picks the payload).

The pairs: every combination of edge values (signed zeros, subnormals,
infinities, NaNs with payloads, the largest values), quotients at the
bounds of nn's lowering (2^p, p the type's significant bits, and the gaps
of its rare path, conversion/linalg/FloatMod.c) and one ulp either side,
tiny divisors (subnormal) of large dividends (the rare path's longest
loops), random bit patterns (every exponent: huge quotients, subnormals,
NaN payloads), ordinary values (the common path) and x near integer
multiples of y (quotients near an integer). Pure Python: no NumPy at test
time.
"""
import ctypes
import ctypes.util
import random
import struct
import sys

libm = ctypes.CDLL(ctypes.util.find_library("m"))
libm.fmodf.restype = ctypes.c_float
libm.fmodf.argtypes = [ctypes.c_float, ctypes.c_float]
libm.fmod.restype = ctypes.c_double
libm.fmod.argtypes = [ctypes.c_double, ctypes.c_double]


class Format:
    def __init__(self, name, width, p, descr):
        self.name, self.width, self.p, self.descr = name, width, p, descr
        self.ebits = width - p  # exponent bits, sign included
        self.mask = (1 << width) - 1
        self.sign = 1 << (width - 1)
        self.exp_mask = ((1 << (self.ebits - 1)) - 1) << (p - 1)
        self.bias = (1 << (self.ebits - 2)) - 1

    # Values <-> bits, through f32/f64 for the narrow types.
    def value(self, bits):
        if self.name == "f64":
            return struct.unpack("<d", struct.pack("<Q", bits))[0]
        if self.name == "f16":
            return struct.unpack("<e", struct.pack("<H", bits))[0]
        if self.name == "bf16":
            bits <<= 16
        return struct.unpack("<f", struct.pack("<I", bits))[0]

    def bits(self, value):
        if self.name == "f64":
            return struct.unpack("<Q", struct.pack("<d", value))[0]
        if self.name == "f16":
            return struct.unpack("<H", struct.pack("<e", value))[0]
        b = struct.unpack("<I", struct.pack("<f", value))[0]
        return b >> 16 if self.name == "bf16" else b

    def is_nan(self, bits):
        return (bits & self.exp_mask == self.exp_mask
                and bits & ((1 << (self.p - 1)) - 1))

    def fmod(self, x, y):
        if self.name == "f64":
            return self.bits(libm.fmod(self.value(x), self.value(y)))
        r = libm.fmodf(self.value(x), self.value(y))
        if self.name == "f32" or r != r:
            return self.bits(r)
        exact = self.bits(r)
        assert self.value(exact) == r, "fmod of %s not exact" % self.name
        return exact

    def ldexp(self, value, e):
        return value * 2.0 ** e if e < 1000 else value * 2.0 ** 999 * 2.0 ** (e - 999)

    def rounded(self, value):
        """value rounded to the format (bf16: truncated), or None past it."""
        try:
            return self.bits(value)
        except (OverflowError, struct.error):
            return None


FORMATS = {
    "f32": Format("f32", 32, 24, "<f4"),
    "f64": Format("f64", 64, 53, "<f8"),
    "f16": Format("f16", 16, 11, "<f2"),
    "bf16": Format("bf16", 16, 8, "<V2"),
}


def edges(f):
    one = f.bias << (f.p - 1)
    frac = (1 << (f.p - 1)) - 1
    quiet = 1 << (f.p - 2)
    pos = [0, 1, frac, frac + 1, one, one + (1 << (f.p - 1)),
           f.bits(3.0), f.bits(0.1), f.exp_mask - 1, f.exp_mask,
           f.exp_mask | quiet, f.exp_mask | 1, f.exp_mask | quiet | 5]
    # 2^p and its neighbours: the quotient bound of the common path.
    big = (f.bias + f.p) << (f.p - 1)
    pos += [big - 1, big, big + 1]
    return pos + [b | f.sign for b in pos]


def pairs(f, n, common=False):
    rng = random.Random(20261203)
    e = edges(f)
    out = [] if common else [(a, b) for a in e for b in e]

    def push(x, y):
        bx, by = f.rounded(x), f.rounded(y)
        if bx is not None and by is not None:
            out.append((bx, by))

    # Quotients at the bounds: 2^p (common path) and 2^(k (p - 1) + p)
    # (the rare path's steps), x one ulp either side.
    while not common and len(out) < n // 8:
        y = f.value(rng.getrandbits(f.width - 2) & ~f.sign | (1 << (f.p - 1)))
        for k in (f.p - 1, f.p, f.p + 1, 2 * f.p - 1, 3 * f.p - 2):
            x = f.rounded(f.ldexp(y, k))
            if x is not None and x & f.exp_mask != f.exp_mask:
                for d in (-1, 0, 1):
                    out.append(((x + d) & f.mask if x else 0, f.bits(y)))
    # Subnormal divisors of large dividends (finite, exponents in the top
    # half).
    while not common and len(out) < n // 4:
        exponent = rng.randint(f.bias + f.bias // 2, 2 * f.bias)
        x = exponent << (f.p - 1) | rng.getrandbits(f.p - 1)
        y = rng.getrandbits(f.p - 1) or 1
        out.append((x | rng.choice((0, f.sign)), y | rng.choice((0, f.sign))))
    while not common and len(out) < n // 2:  # any bit patterns
        out.append((rng.getrandbits(f.width), rng.getrandbits(f.width)))
    while len(out) < 3 * n // 4:  # ordinary values
        push(rng.uniform(-1e4, 1e4), rng.uniform(-100, 100))
    while len(out) < n:  # near multiples: integer quotients +- an ulp
        y = rng.uniform(-10, 10)
        x = f.rounded(y * rng.randint(-2 ** (f.p - 4), 2 ** (f.p - 4)))
        if x is not None:
            out.append(((x + rng.choice((-1, 0, 0, 1))) & f.mask
                        if x & ~f.sign else x, f.bits(y)))
    return [(a & f.mask, b & f.mask) for a, b in out[:n]]


def pack(f, values):
    return struct.pack("<%d%s" % (len(values), {16: "H", 32: "I", 64: "Q"}[
        f.width]), *values)


def unpack(f, raw):
    n = len(raw) // (f.width // 8)
    return struct.unpack("<%d%s" % (n, {16: "H", 32: "I", 64: "Q"}[f.width]),
                         raw)


def write_npy(path, descr, raw, count):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%d,), }" % (
        descr, count)
    header += " " * (63 - (len(header) + 10) % 64) + "\n"
    with open(path, "wb") as out:
        out.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        out.write(header.encode() + raw)


def read_npy(path):
    data = open(path, "rb").read()
    length = struct.unpack("<H", data[8:10])[0]
    return data[10 + length:]


def main():
    mode, folder = sys.argv[1], sys.argv[2]
    f = FORMATS[sys.argv[-1]]
    stem = "%s/%s_" % (folder, f.name)
    if mode in ("make", "common"):
        n = int(sys.argv[3])
        xs, ys = zip(*pairs(f, n, mode == "common"))
        write_npy(stem + "x.npy", f.descr, pack(f, xs), n)
        write_npy(stem + "y.npy", f.descr, pack(f, ys), n)
        return 0
    xs = unpack(f, read_npy(stem + "x.npy"))
    ys = unpack(f, read_npy(stem + "y.npy"))
    rs = unpack(f, read_npy(stem + "r.npy"))
    bad = 0
    digits = f.width // 4
    for x, y, r in zip(xs, ys, rs):
        want = f.fmod(x, y)
        same = r == want or (f.width == 16 and f.is_nan(r)
                             and f.is_nan(want))
        if not same:
            bad += 1
            if bad <= 10:
                print("fmod(%0*x, %0*x): got %0*x, C gives %0*x"
                      % (digits, x, digits, y, digits, r, digits, want))
    print("%s: %d of %d differ" % (f.name, bad, len(xs)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
