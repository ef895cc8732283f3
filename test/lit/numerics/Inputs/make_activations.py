#!/usr/bin/env python3
"""Writes the inputs and float64 references (rounded to f32) of the
activations built on the expanded math functions, for
test/lit/numerics/activations.mlir: sigmoid, silu, softplus, elu, the two
GELU forms, hardswish and hardsigmoid. Inputs: signed zeros, infinities,
NaN, subnormals, a log sweep of both signs and a dense sweep of [-30, 30]
(for the GELUs [-10, 10]: below that both round to -0 or a few subnormals).
Run from here (needs NumPy):
    python3 make_activations.py
"""
import math

import numpy as np

f32 = np.float32
SIZE = 16384


def inputs(reach, infinities=True):
    """Infinities only where the function has a limit there (x * sigmoid(x)
    at -inf is -inf * 0: NaN in every formula, PyTorch's included)."""
    edges = ([np.inf, -np.inf] if infinities else [3.5, -3.5]) + [
             0.0, -0.0, np.nan, 1e-45, -1e-45, 1e-40,
             -1e-40, 1.1754944e-38, 1.0, -1.0, 3.0, -3.0, 6.0, -6.0, 88.0,
             -88.0, 100.0, -104.0, 1e30, -1e30]
    small = np.logspace(-38, 1, 2048)
    small = np.concatenate([small, -small])
    sweep = np.linspace(-reach, reach, SIZE - len(edges) - small.size)
    return np.concatenate([np.array(edges, dtype=f32), small.astype(f32),
                           sweep.astype(f32)])


def sigmoid(v):
    if v >= 0:
        return 1.0 / (1.0 + math.exp(-v))
    e = math.exp(v)
    return e / (1.0 + e)


def softplus(v):
    return max(v, 0.0) + math.log1p(math.exp(-abs(v)))


def elu(v):
    return v if v > 0 else math.expm1(v)


def gelu(v):
    return 0.5 * v * math.erfc(-v / math.sqrt(2.0))


def gelu_tanh(v):
    u = math.sqrt(2.0 / math.pi) * (v + 0.044715 * v ** 3)
    # 1 + tanh(u) = 2 / (1 + e^(-2u)), without cancellation.
    return v / (1.0 + math.exp(-2.0 * u)) if u > -350 else 0.0 * v


def hardswish(v):
    return v * min(max(v + 3.0, 0.0), 6.0) / 6.0


def hardsigmoid(v):
    return min(max(v + 3.0, 0.0), 6.0) / 6.0


# The limits at +inf and -inf.
LIMITS = {}


def reference(function, x):
    out = []
    for v in x.astype(np.float64):
        if math.isnan(v):
            out.append(math.nan)
        elif math.isinf(v):
            out.append(LIMITS[function][0 if v > 0 else 1])
        else:
            out.append(function(v))
    with np.errstate(over="ignore"):
        return np.array(out).astype(f32)


def silu_f(v):
    return v * sigmoid(v)


def save(name, x, function):
    assert x.size == SIZE
    np.save("activations/%s_in.npy" % name, x)
    np.save("activations/%s_out.npy" % name, reference(function, x))


LIMITS.update({sigmoid: (1.0, 0.0), softplus: (math.inf, 0.0),
               elu: (math.inf, -1.0), hardsigmoid: (1.0, 0.0)})
save("sigmoid", inputs(30.0), sigmoid)
save("silu", inputs(30.0, False), silu_f)
save("softplus", inputs(30.0), softplus)
save("elu", inputs(30.0), elu)
save("gelu", inputs(10.0, False), gelu)
save("gelu_tanh", inputs(10.0, False), gelu_tanh)
save("hardswish", inputs(30.0, False), hardswish)
save("hardsigmoid", inputs(30.0), hardsigmoid)
