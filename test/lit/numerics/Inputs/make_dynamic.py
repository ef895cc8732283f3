"""Inputs and float64 references for numerics/dynamic.mlir: each entry has
dynamic dims and runs at two shapes, against NumPy (and math.erf for GELU),
independent of nn. Run from this folder: python3 make_dynamic.py"""
import math
import numpy as np

rng = np.random.default_rng(21)
out = "dynamic"


def save(name, *arrays):
    for i, a in enumerate(arrays):
        np.save(f"{out}/{name}_{i}.npy", a)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


# @elementwise: relu(x + y) * b, x and y [?, 64], b [64].
b = f32(64)
for n in (3, 17):
    x, y = f32(n, 64), f32(n, 64)
    ref = np.maximum(x.astype(np.float64) + y, 0) * b
    save(f"elementwise_{n}", x, y, b, ref.astype(np.float32))

# @block: a transformer-like chain over [batch, seq, 64] named by nn.dims.
w, bias = f32(64, 32) * np.float32(0.125), f32(32)
gamma, beta = f32(32), f32(32)
erf = np.vectorize(math.erf)
for batch, seq in ((2, 5), (1, 9)):
    x = f32(batch, seq, 64)
    h = x.astype(np.float64) @ w + bias
    h = 0.5 * h * (1 + erf(h / math.sqrt(2)))
    mean = h.mean(axis=2, keepdims=True)
    var = ((h - mean) ** 2).mean(axis=2, keepdims=True)
    h = (h - mean) / np.sqrt(var + 1e-5) * gamma + beta
    e = np.exp(h - h.max(axis=1, keepdims=True))
    s = e / e.sum(axis=1, keepdims=True)
    save(f"block_{batch}x{seq}", x, w, bias, gamma, beta)
    np.save(f"{out}/block_{batch}x{seq}_out0.npy", s.astype(np.float32))
    np.save(f"{out}/block_{batch}x{seq}_out1.npy",
            s.mean(axis=1).astype(np.float32))
    np.save(f"{out}/block_{batch}x{seq}_out2.npy",
            s.transpose(0, 2, 1).max(axis=1).astype(np.float32))

# @batched: a batched matmul with a dynamic batch, and argmax along it.
for n in (1, 6):
    a, c = f32(n, 7, 12), f32(n, 12, 5)
    p = a.astype(np.float64) @ c
    save(f"batched_{n}", a, c)
    np.save(f"{out}/batched_{n}_out0.npy", p.astype(np.float32))
    np.save(f"{out}/batched_{n}_out1.npy", p.argmax(axis=0).astype(np.int64))

# @attention: self-attention of 4 heads of 16 over [batch, seq, 64]:
# reshapes to and from heads, transposes, batched matmuls, softmax.
for batch, seq in ((2, 3), (1, 7)):
    x = f32(batch, seq, 64)
    h = x.astype(np.float64).reshape(batch, seq, 4, 16).transpose(0, 2, 1, 3)
    scores = h @ h.transpose(0, 1, 3, 2) * 0.25
    e = np.exp(scores - scores.max(axis=-1, keepdims=True))
    p = e / e.sum(axis=-1, keepdims=True)
    ctx = (p @ h).transpose(0, 2, 1, 3).reshape(batch, seq, 64)
    np.save(f"{out}/attention_{batch}x{seq}_0.npy", x)
    np.save(f"{out}/attention_{batch}x{seq}_out.npy", ctx.astype(np.float32))

# @cnn: a dynamic batch through conv2d (+ bias, relu), max_pool2d,
# avg_pool2d, global_avg_pool2d, flatten and a matmul; reference PyTorch
# (float64), run at batch 1 and 3.
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

w1, b1 = f32(8, 3, 3, 3) * np.float32(0.3), f32(8)
w2 = f32(8, 8, 3, 3) * np.float32(0.2)
fc = f32(8, 5)
for n in (1, 3):
    x = f32(n, 3, 16, 16)
    t = lambda a: torch.from_numpy(a.astype(np.float64))
    h = F.relu(F.conv2d(t(x), t(w1), t(b1), padding=1))
    h = F.max_pool2d(h, 3, stride=2, padding=1)
    h = F.conv2d(h, t(w2), stride=2)
    h = F.avg_pool2d(h, 2, stride=1)
    h = F.adaptive_avg_pool2d(h, 1).flatten(1) @ t(fc)
    for i, a in enumerate((x, w1, b1, w2, fc)):
        np.save(f"{out}/cnn_{n}_{i}.npy", a)
    np.save(f"{out}/cnn_{n}_out.npy", h.numpy().astype(np.float32))

# @masks: a causal mask over a dynamic sequence (tril), a concatenation
# along a dynamic dim and a broadcast of dynamic dims.
for s in (3, 6):
    x = f32(s, s)
    np.save(f"{out}/masks_{s}_0.npy", x)
    np.save(f"{out}/masks_{s}_out0.npy", np.tril(x))
    np.save(f"{out}/masks_{s}_out1.npy", np.concatenate([x, np.triu(x, 1)]))
    np.save(f"{out}/masks_{s}_out2.npy", np.broadcast_to(x, (2, s, s)).copy())

# @embedding: token ids [batch, seq] gathered from a [50, 16] table (negative
# ids count from the end), and a bad id for the run-time check.
table = f32(50, 16)
for b, s in ((1, 5), (3, 2)):
    ids = rng.integers(-50, 50, size=(b, s)).astype(np.int64)
    np.save(f"{out}/embedding_{b}x{s}_0.npy", table)
    np.save(f"{out}/embedding_{b}x{s}_1.npy", ids)
    np.save(f"{out}/embedding_{b}x{s}_out.npy", table[ids])
bad = np.zeros((2, 3), np.int64)
bad[1, 2] = 50
np.save(f"{out}/embedding_bad.npy", bad)

# @movement: rows of 12 split in three parts of 4 (the first plus the last),
# a slice of columns 2 to 10 taking every row, and the middle part padded
# with 0.5 (1 row before, 2 columns before, 3 after).
for n in (2, 5):
    x = f32(n, 12)
    p = np.split(x, 3, axis=1)
    np.save(f"{out}/movement_{n}_0.npy", x)
    np.save(f"{out}/movement_{n}_out0.npy", p[0] + p[2])
    np.save(f"{out}/movement_{n}_out1.npy", x[:, 2:10])
    np.save(f"{out}/movement_{n}_out2.npy",
            np.pad(p[1], ((1, 0), (2, 3)), constant_values=0.5))

# @quantized: rows of 6 channels quantized per channel to int8 (round half
# to even, saturated), dequantized, then PReLU with a slope per channel.
scale = (rng.random(6) * 0.05 + 0.01).astype(np.float32)
zero = rng.integers(-10, 10, size=6).astype(np.int8)
slope = (rng.random(6) * 0.5).astype(np.float32)
for n in (3, 8):
    x = f32(n, 6)
    q = np.clip(np.round(x / scale) + zero, -128, 127).astype(np.int8)
    d = (q.astype(np.int32) - zero).astype(np.float32) * scale
    y = np.where(d >= 0, d, d * slope)
    save(f"quantized_{n}", x, scale, zero, slope)
    np.save(f"{out}/quantized_{n}_out0.npy", q)
    np.save(f"{out}/quantized_{n}_out1.npy", y.astype(np.float32))

# @onehot: ids [batch, seq] (negative ones count from the end, those out of
# [-5, 5) give all off) one-hot along a new last axis of depth 5.
for b, s in ((2, 3), (1, 6)):
    ids = rng.integers(-6, 7, size=(b, s)).astype(np.int64)
    values = np.array([-1.0, 2.0], np.float32)
    wrapped = np.where(ids < 0, ids + 5, ids)
    hot = wrapped[..., None] == np.arange(5)
    np.save(f"{out}/onehot_{b}x{s}_0.npy", ids)
    np.save(f"{out}/onehot_{b}x{s}_1.npy", values)
    np.save(f"{out}/onehot_{b}x{s}_out.npy",
            np.where(hot, values[1], values[0]).astype(np.float32))
