#!/usr/bin/env python3
"""Fits the polynomials of the f32 math expansions (conversion/cpu/Math*.c),
and of nn.sin and nn.cos (conversion/linalg/SinCos.c, evaluated in f64),
and prints their coefficients as C hex floats, highest degree first, as the
files list them. Authoring only: the build and the tests need none of it.

Each fit is a float64 weighted least-squares fit on Chebyshev nodes,
reweighted (Lawson's iteration) towards the minimax error, then rounded
to f32 (sin and cos: kept in f64); the printed error is the fit's, before
rounding. The accuracy of
the expansions themselves is measured on their compiled code (docs/passes.md,
test/lit/conversion/expand-math.mlir).

    "$NN_TORCH_PYTHON" scripts/fit_math_f32.py      # numpy and mpmath
"""
import mpmath
import numpy as np

mpmath.mp.dps = 30
NODES = 3000


def chebyshev(lo, hi):
    t = np.cos(np.pi * (np.arange(NODES) + 0.5) / NODES)
    return lo + (hi - lo) * (t + 1) / 2


def fit(x, target, weight, degree, iterations=100):
    """Coefficients (lowest degree first) of the polynomial in x nearest to
    target with the error weighted by weight, and that error."""
    basis = np.vander(x, degree + 1, increasing=True)
    w = np.ones_like(x)
    for _ in range(iterations):
        c, *_ = np.linalg.lstsq(basis * (w * weight)[:, None],
                                target * w * weight, rcond=None)
        err = (basis @ c - target) * weight
        w = w * np.abs(err) ** 0.4 + 1e-300
        w /= w.max()
    return c, np.abs(err).max()


def show(name, coefficients, error, wide=False):
    f32 = [float(v if wide else np.float32(v)).hex() for v in coefficients[::-1]]
    print(f"{name} (fit error {error:.3g}):")
    print("  " + ", ".join(f32))


def erf():
    split, clamp = 1.05, 3.9192059
    # |x| < split: erf(x) = x + x P(x^2), the error relative to erf.
    x = chebyshev(0, split)
    x = x[x > 0]
    p = np.array([float(mpmath.erf(v) / v - 1) for v in x])
    weight = np.array([float(v / mpmath.erf(v)) for v in x])
    show("erf, |x| < 1.05: P", *fit(x * x, p, weight, 6))
    # split <= |x| < clamp: erf(x) = 1 - Q(|x| - center), erfc's absolute
    # error; fitted on [-1, 1] and scaled back, for conditioning.
    center, half = (split + clamp) / 2, (clamp - split) / 2
    x = chebyshev(split, clamp)
    q = np.array([float(mpmath.erfc(v)) for v in x])
    c, error = fit((x - center) / half, q, np.ones_like(x), 13)
    print(f"erf: center {float(np.float32(center)).hex()}")
    show("erf, |x| >= 1.05: Q", c / half ** np.arange(c.size), error)


def tanh():
    # |x| < 0.7: tanh(x) = x + x^3 P(x^2), the error relative to tanh.
    x = chebyshev(0, 0.7)
    x = x[x > 1e-3]
    p = np.array([float((mpmath.tanh(v) - v) / v ** 3) for v in x])
    weight = np.array([float(v ** 3 / mpmath.tanh(v)) for v in x])
    show("tanh, |x| < 0.7: P", *fit(x * x, p, weight, 5))


def log():
    # m in [sqrt(1/2), sqrt(2)), f = m - 1: log(m) = f - f^2/2 + f^3 P(f),
    # the error relative to log(1 + f).
    lo, hi = float(mpmath.sqrt(0.5)) - 1, float(mpmath.sqrt(2)) - 1
    f = chebyshev(lo, hi)
    f = f[np.abs(f) > 1e-4]
    p = np.array([float((mpmath.log1p(v) - v + v * v / 2) / v ** 3) for v in f])
    weight = np.array([float(v ** 3 / mpmath.log1p(v)) for v in f])
    show("log, 1 + f in [sqrt(1/2), sqrt(2)): P", *fit(f, p, weight, 7))


def expm1():
    # r in [-ln 2 / 2, ln 2 / 2]: expm1(r) = r + r^2 / 2 + r^3 Q(r), the
    # error relative to expm1(r).
    half = float(mpmath.log(2)) / 2
    r = chebyshev(-half, half)
    r = r[np.abs(r) > 1e-4]
    q = np.array([float((mpmath.expm1(v) - v - v * v / 2) / v ** 3) for v in r])
    weight = np.array([float(v ** 3 / mpmath.expm1(v)) for v in r])
    show("expm1, |r| <= ln 2 / 2: Q", *fit(r, q, weight, 4))


def asin():
    # |x| <= 1/2: asin(x) = x + x^3 P(x^2), the error relative to asin; the
    # other half reuses it at sqrt((1 - |x|) / 2), which is at most 1/2.
    x = chebyshev(0, 0.5)
    x = x[x > 1e-3]
    p = np.array([float((mpmath.asin(v) - v) / v ** 3) for v in x])
    weight = np.array([float(v ** 3 / mpmath.asin(v)) for v in x])
    show("asin, |x| <= 1/2: P", *fit(x * x, p, weight, 4))


def atan():
    # |t| <= 1/2 (the reductions above 1/2 keep t there): atan(t) =
    # t + t^3 P(t^2), the error relative to atan.
    t = chebyshev(0, 0.5)
    t = t[t > 1e-3]
    p = np.array([float((mpmath.atan(v) - v) / v ** 3) for v in t])
    weight = np.array([float(v ** 3 / mpmath.atan(v)) for v in t])
    show("atan, |t| <= 1/2: P", *fit(t * t, p, weight, 5))


def sin_cos():
    # |r| <= pi/4, z = r^2: sin r = r (1 + z P(z)) and cos r =
    # 1 - z/2 + z^2 Q(z), the errors relative to sin and cos; in f64, so
    # only a few terms beyond f32's precision are needed.
    r = chebyshev(0, float(mpmath.pi) / 4 * 1.0001)
    r = r[r > 1e-3]
    z = r * r
    p = np.array([float((mpmath.sin(v) / v - 1) / v ** 2) for v in r])
    weight = np.array([float(v ** 3 / mpmath.sin(v)) for v in r])
    show("sin, |r| <= pi/4: P", *fit(z, p, weight, 2), wide=True)
    q = np.array([float((mpmath.cos(v) - 1 + v * v / 2) / v ** 4) for v in r])
    weight = np.array([float(v ** 4 / mpmath.cos(v)) for v in r])
    show("cos, |r| <= pi/4: Q", *fit(z, q, weight, 2), wide=True)


if __name__ == "__main__":
    erf()
    tanh()
    log()
    expm1()
    sin_cos()
    asin()
    atan()
