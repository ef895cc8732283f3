"""NumPy references of the sliding-window ops in any spatial rank, written
from their definitions (PyTorch's ConvNd, ConvTransposeNd, MaxPoolNd,
AvgPoolNd), independent of nn's lowering: convolution gathers each output
from its window, the transposed convolution scatters each input element
into the output, the pools loop over every window position. Channels
first; the callers permute for channels-last layouts. Used at authoring time
by make_numerics_window.py and make_numerics_lowp.py; computes in float64
(or int64 for integer inputs).
"""
import itertools

import numpy as np


def wide(a):
    return a.astype(np.int64 if a.dtype.kind in "iu" else np.float64)


def conv(x, w, strides, padding, dilations, groups=1):
    """[N, C, in...] x [O, C/groups, k...]; padding: begins, then ends."""
    s = x.ndim - 2
    x, w = wide(x), wide(w)
    xp = np.pad(x, [(0, 0), (0, 0)] + [(padding[i], padding[s + i])
                                         for i in range(s)])
    k = w.shape[2:]
    out = [(xp.shape[2 + i] - dilations[i] * (k[i] - 1) - 1) // strides[i] + 1
           for i in range(s)]
    o, cg = w.shape[:2]
    og = o // groups
    y = np.zeros((x.shape[0], o) + tuple(out), x.dtype)
    for kk in itertools.product(*[range(v) for v in k]):
        window = tuple(slice(kk[i] * dilations[i],
                             kk[i] * dilations[i] + strides[i] * (out[i] - 1)
                             + 1, strides[i]) for i in range(s))
        patch = xp[(slice(None), slice(None)) + window]
        for g in range(groups):
            taps = w[(slice(g * og, (g + 1) * og), slice(None)) + kk]
            y[:, g * og:(g + 1) * og] += np.einsum(
                "nc...,oc->no...", patch[:, g * cg:(g + 1) * cg], taps)
    return y


def conv_transpose(x, w, strides, padding, output_padding, dilations,
                   groups=1):
    """[N, C, in...] x [C, O/groups, k...]: input (n, c, i...) adds
    x * w[c, m, k...] to output (n, g*O/groups + m, i*stride + k*dilation -
    pad_begin...)."""
    s = x.ndim - 2
    x, w = wide(x), wide(w)
    n, c = x.shape[:2]
    cg, og = c // groups, w.shape[1]
    size, k = x.shape[2:], w.shape[2:]
    full = [(size[i] - 1) * strides[i] + dilations[i] * (k[i] - 1) + 1
            + output_padding[i] for i in range(s)]
    y = np.zeros((n, og * groups) + tuple(full), x.dtype)
    for kk in itertools.product(*[range(v) for v in k]):
        target = tuple(slice(kk[i] * dilations[i],
                             kk[i] * dilations[i] + strides[i] * (size[i] - 1)
                             + 1, strides[i]) for i in range(s))
        for g in range(groups):
            taps = w[(slice(g * cg, (g + 1) * cg), slice(None)) + kk]
            y[(slice(None), slice(g * og, (g + 1) * og)) + target] += \
                np.einsum("nc...,co->no...", x[:, g * cg:(g + 1) * cg], taps)
    crop = tuple(slice(padding[i], full[i] - padding[s + i]) for i in range(s))
    return y[(slice(None), slice(None)) + crop]


def out_size(size, begin, end, k, stride, dilation, ceil):
    span = size + begin + end - dilation * (k - 1) - 1
    out = (-(-span // stride) if ceil else span // stride) + 1
    # ceil_mode: a last window starting in the end padding is dropped.
    if ceil and (out - 1) * stride >= size + begin:
        out -= 1
    return out


def pool(x, kernel, strides, padding, dilations=None, ceil=False, kind="max",
         include_pad=False):
    """[N, C, in...]. max ignores padding (an all-padding window gives -inf,
    or the smallest integer); avg divides by the input elements of the
    window, or with include_pad by the window clipped to the padded input."""
    s = x.ndim - 2
    dilations = dilations or [1] * s
    x = wide(x)
    size = x.shape[2:]
    out = [out_size(size[i], padding[i], padding[s + i], kernel[i],
                    strides[i], dilations[i], ceil) for i in range(s)]
    low = -np.inf if x.dtype.kind == "f" else np.iinfo(np.int64).min
    y = np.zeros(x.shape[:2] + tuple(out), np.float64 if kind == "avg"
                 else x.dtype)
    for o in itertools.product(*[range(v) for v in out]):
        vals, padded = [], 0
        for kk in itertools.product(*[range(v) for v in kernel]):
            pos = [o[i] * strides[i] - padding[i] + kk[i] * dilations[i]
                   for i in range(s)]
            if all(p < size[i] + padding[s + i] for i, p in enumerate(pos)):
                padded += 1
            if all(0 <= p < size[i] for i, p in enumerate(pos)):
                vals.append(x[(slice(None), slice(None)) + tuple(pos)])
        at = (slice(None), slice(None)) + o
        if kind == "max":
            y[at] = np.stack(vals).max(0) if vals else low
        else:
            y[at] = np.stack(vals).sum(0) / (padded if include_pad
                                             else len(vals))
    return y
