#!/usr/bin/env python3
"""Writes the inputs and float64 references (Python's math module, rounded
to f32) of erf, tanh, log, log1p, expm1, asin, acos and atan for
test/lit/conversion/expand-math.mlir:
special values (signed zeros, infinities, NaN, subnormals), both sides of
each expansion's piece boundary and of its clamp, a log sweep of small
magnitudes and a dense sweep. Run from here:
    python3 make_expand_math.py
"""
import math
import numpy as np

f32 = np.float32
SIZE = 16384


def neighbours(value, reach=3):
    """value and the floats up to `reach` steps either side, both signs."""
    bits = f32(value).view(np.int32)
    out = []
    for step in range(-reach, reach + 1):
        v = np.int32(bits + step).view(f32)
        out += [v, -v]
    return out


def inputs(boundaries, sweep_to):
    edges = [-np.inf, -10.0, -0.0, 0.0, 1e-45, -1e-45, 1e-40, 1.1754944e-38,
             1e-30, 1e-10, -1e-7, 1e-4, 0.5, 1.0, 10.0, 1e30, np.inf, np.nan]
    for boundary in boundaries:
        edges += neighbours(boundary)
    small = np.logspace(-38, 0, 1024)
    small = np.concatenate([small, -small])
    sweep = np.linspace(-sweep_to, sweep_to, SIZE - len(edges) - len(small))
    return np.concatenate([np.array(edges, dtype=f32), small.astype(f32),
                           sweep.astype(f32)])


def save(name, x, function):
    assert x.size == SIZE
    y = np.array([math.nan if math.isnan(v) else function(float(v))
                  for v in x]).astype(f32)
    np.save("expand_%s_in.npy" % name, x)
    np.save("expand_%s_out.npy" % name, y)


# erf: pieces meet at 1.05; clamped at 3.9192059, where erf rounds to 1.
save("erf", inputs([1.05, 3.9192059], 4.5), math.erf)
# tanh: pieces meet at 0.7; clamped at 9.1 (tanh rounds to 1 from 9.0109).
save("tanh", inputs([0.7, 9.0109, 9.1], 10.0), math.tanh)


def log(v):
    if v == 0:
        return -math.inf
    if v < 0:
        return math.nan
    return math.inf if math.isinf(v) else math.log(v)


# log: zeros, negatives, infinities, NaN, subnormals (scaled first), the
# reduction's boundary sqrt(1/2) times powers of two, the neighbours of 1,
# every binade (a log sweep of the positive floats) and [0.5, 2] densely.
edges = [0.0, -0.0, -1.0, -np.inf, np.inf, np.nan, 1e-45, 1e-40, 1.1754942e-38,
         1.1754944e-38, 3.4028235e38, 1.0, 2.0, 0.5, 10.0]
for boundary in (0.70710677, 1.4142135, 1.0, 0.70710677 * 2.0 ** -100):
    edges += [abs(v) for v in neighbours(boundary)]
binades = np.logspace(-45, 38.5, 6144)
sweep = np.linspace(0.5, 2.0, SIZE - len(edges) - binades.size)
x = np.concatenate([np.array(edges, dtype=f32), binades.astype(f32),
                    sweep.astype(f32)])
save("log", x, log)


def log1p(v):
    if v == -1:
        return -math.inf
    if v < -1:
        return math.nan
    return math.inf if math.isinf(v) else math.log1p(v)


# log1p: -1, below it, infinities, NaN, signed zeros, subnormals, tiny
# values (where 1 + x rounds to 1), x around -1/2 and 1 (1 + x exact and
# not), a log sweep of both signs and (-1, 3] densely.
edges = [-1.0, -1.5, -np.inf, np.inf, np.nan, 0.0, -0.0, 1e-45, -1e-45,
         1e-40, 5.9604645e-08, -5.9604645e-08, 1.1920929e-07, 3e-8, -3e-8,
         1e30, 3.4028235e38, -0.99999994]
for boundary in (-0.5, 1.0, 0.41421357, -0.29289323):
    edges += [v for v in neighbours(boundary) if v > -1]
small = np.logspace(-45, 0, 2048)
small = np.concatenate([small, -small * 0.999])
large = np.logspace(0, 38.5, 1024)
sweep = np.linspace(-0.9999, 3.0, SIZE - len(edges) - small.size - large.size)
x = np.concatenate([np.array(edges, dtype=f32), small.astype(f32),
                    large.astype(f32), sweep.astype(f32)])
save("log1p", x, log1p)


def expm1(v):
    if math.isinf(v):
        return -1.0 if v < 0 else math.inf
    try:
        return math.expm1(v)
    except OverflowError:
        return math.inf


# expm1: infinities, NaN, signed zeros, subnormals, tiny values, the
# reduction's boundaries (n = 0 to 1 at ln 2 / 2), n = 24 to 26 (where the
# -1 stops being exact), the overflow edge (88.72), -1 from -17.33 down, a
# log sweep of both signs and [-18, 89] densely.
edges = [-np.inf, np.inf, np.nan, 0.0, -0.0, 1e-45, -1e-45, 1e-40, 3e-8,
         -3e-8, 88.72, 88.7228, 88.73, 100.0, -17.33, -17.5, -18.0, -30.0,
         16.3, 16.64, 17.03, 17.33, 17.7, 18.0]
for boundary in (0.34657359, -0.34657359, 1.0397208, 88.72283):
    edges += neighbours(boundary)
small = np.logspace(-45, 0, 2048)
small = np.concatenate([small, -small])
sweep = np.linspace(-18.0, 89.0, SIZE - len(edges) - small.size)
x = np.concatenate([np.array(edges, dtype=f32), small.astype(f32),
                    sweep.astype(f32)])
save("expm1", x, expm1)


def domain(function):
    """function, NaN outside its domain (math raises there)."""
    def value(v):
        try:
            return function(v)
        except ValueError:
            return math.nan
    return value


# asin and acos: pieces meet at 1/2; 1 and just beyond it (NaN), the
# edges above, a log sweep of small magnitudes and [-1.25, 1.25] densely.
save("asin", inputs([0.5, 1.0], 1.25), domain(math.asin))
save("acos", inputs([0.5, 1.0], 1.25), domain(math.acos))
# atan: pieces meet at 1/2 and 2; 1; infinities give +-pi/2; [-10, 10].
save("atan", inputs([0.5, 1.0, 2.0], 10.0), math.atan)


# pow(x, y), against NumPy's float64 power (C's pow: NaN for a negative
# base to a non-integer power, signed zeros and infinities for a zero base,
# pow(x, 0) = pow(1, y) = 1). Every pair of special bases and exponents;
# negative bases with integer exponents (odd and even, up to 2^24 and
# beyond); positive bases over every binade with exponents chosen to put
# the result anywhere from below the subnormals to overflow; bases next to
# 1 with large exponents; and random pairs of moderate size.
def save_pow(x, y):
    assert x.size == SIZE and y.size == SIZE
    with np.errstate(all="ignore"):
        z = np.power(x.astype(np.float64), y.astype(np.float64)).astype(f32)
    np.save("expand_pow_x.npy", x)
    np.save("expand_pow_y.npy", y)
    np.save("expand_pow_out.npy", z)


rng = np.random.default_rng(2026)
special_x = [0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 2.0, -2.0, 0.5,
             -0.5, 1e-45, -1e-45, 1e-40, 3.4028235e38, -3.4028235e38, 10.0,
             -3.0, 0.99999994, 1.0000001]
special_y = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 3.0, -3.0, 0.5, -0.5, np.inf,
             -np.inf, np.nan, 16777216.0, 16777218.0, 33554432.0, -16777215.0,
             16777215.0, 1.5, -1.5, 127.0, -126.0, -149.0, 1e10, -1e10, 0.1]
pairs = [(a, b) for a in special_x for b in special_y]
sx = np.array([a for a, _ in pairs], dtype=f32)
sy = np.array([b for _, b in pairs], dtype=f32)
n = (SIZE - sx.size) // 4
# Negative bases, integer exponents.
nx = -np.exp(rng.uniform(-5, 5, n)).astype(f32)
ny = rng.integers(-40, 41, n).astype(f32)
# Positive bases over every binade; y puts log2 of the result in
# [-160, 140] (subnormals, flush to zero, overflow).
px = np.exp2(rng.uniform(-149, 128, n)).astype(f32)
px = np.where(px == 1, f32(3), px)
py = (rng.uniform(-160, 140, n) / np.log2(px.astype(np.float64))).astype(f32)
# Bases next to 1, large exponents.
cx = (1 + rng.uniform(-1e-3, 1e-3, n)).astype(f32)
cy = rng.uniform(-1e5, 1e5, n).astype(f32)
rest = SIZE - sx.size - 3 * n
rx = rng.uniform(0, 20, rest).astype(f32)
ry = rng.uniform(-8, 8, rest).astype(f32)
save_pow(np.concatenate([sx, nx, px, cx, rx]),
         np.concatenate([sy, ny, py, cy, ry]))
