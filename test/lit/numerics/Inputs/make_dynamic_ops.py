"""Inputs and float64 references for numerics/dynamic-ops.mlir: ops whose
lowerings size their loops and results from dynamic dims, each entry run at
two shapes, against NumPy (PyTorch float64 for conv_transpose2d, resize
and grid_sample, and as a cross-check of max_pool_with_indices),
independent of nn. Run from this folder: python3 make_dynamic_ops.py"""
import os

import numpy as np
import torch
import torch.nn.functional as F

rng = np.random.default_rng(23)
out = "dynamic_ops"
os.makedirs(out, exist_ok=True)


def save(name, *arrays):
    for i, a in enumerate(arrays):
        np.save(f"{out}/{name}_{i}.npy", a)


def save_out(name, *arrays):
    if len(arrays) == 1:
        np.save(f"{out}/{name}_out.npy", arrays[0])
        return
    for i, a in enumerate(arrays):
        np.save(f"{out}/{name}_out{i}.npy", a)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def t(a):
    return torch.from_numpy(np.asarray(a, np.float64))


# @gather_elements: along axis 1 of [?, 8] rows, 3 positions per row in
# [-8, 8) (negative ones count from the end), ONNX GatherElements.
for n in (1, 4):
    d = f32(n, 8)
    i = rng.integers(-8, 8, size=(n, 3)).astype(np.int64)
    i[0, 0] = -1
    save(f"gather_elements_{n}", d, i)
    save_out(f"gather_elements_{n}", np.take_along_axis(d, i % 8, axis=1))

# @scatter_elements: updates [?, 3] added into [?, 8] rows at positions
# along axis 1 (ONNX ScatterElements, reduction "add"); the first two
# positions of each row name one element (the second negatively), so
# duplicates accumulate.
for n in (2, 5):
    d, u = f32(n, 8), f32(n, 3)
    i = rng.integers(-8, 8, size=(n, 3)).astype(np.int64)
    i[:, 1] = i[:, 0] % 8 - 8
    ref = d.astype(np.float64)
    for r in range(n):
        for j in range(3):
            ref[r, i[r, j] % 8] += u[r, j]
    save(f"scatter_elements_{n}", d, i, u)
    save_out(f"scatter_elements_{n}", ref.astype(np.float32))

# @gather_nd: rows [?, 7] of a [5, 6, 7] tensor named by pairs of
# positions (ONNX GatherND, batch_dims 0), some negative.
data = f32(5, 6, 7)
for m in (3, 8):
    i = np.stack([rng.integers(-5, 5, size=m),
                  rng.integers(-6, 6, size=m)], axis=1).astype(np.int64)
    save(f"gather_nd_{m}", data, i)
    save_out(f"gather_nd_{m}", data[i[:, 0] % 5, i[:, 1] % 6])

# @gather_nd_batch: batch_dims 1, each batch's [6, 7] read at 4 rows.
for n in (1, 3):
    d = f32(n, 6, 7)
    i = rng.integers(-6, 6, size=(n, 4, 1)).astype(np.int64)
    ref = np.stack([d[b][i[b, :, 0] % 6] for b in range(n)])
    save(f"gather_nd_batch_{n}", d, i)
    save_out(f"gather_nd_batch_{n}", ref)

# @scatter_nd: [?, 6] rows written over rows of a [5, 6] tensor (ONNX
# ScatterND, reduction none) at distinct positions, some negative.
data = f32(5, 6)
for m in (2, 4):
    rows = rng.permutation(5)[:m]
    i = np.where(np.arange(m) % 2 == 1, rows - 5, rows)[:, None]
    i = i.astype(np.int64)
    u = f32(m, 6)
    ref = data.copy()
    ref[rows] = u
    save(f"scatter_nd_{m}", data, i, u)
    save_out(f"scatter_nd_{m}", ref)

# @cumsum: [?, ?, 8] summed along the dynamic axis 1, and along the last
# axis exclusive and reverse (ONNX CumSum: element i sums i+1..n-1).
for b, s in ((1, 5), (3, 2)):
    x = f32(b, s, 8)
    x64 = x.astype(np.float64)
    inclusive = np.cumsum(x64, axis=1)
    suffix = np.flip(np.cumsum(np.flip(x64, -1), axis=-1), -1)
    exclusive_reverse = np.concatenate(
        [suffix[..., 1:], np.zeros((b, s, 1))], axis=-1)
    save(f"cumsum_{b}x{s}", x)
    save_out(f"cumsum_{b}x{s}", inclusive.astype(np.float32),
             exclusive_reverse.astype(np.float32))

# @top_k: the 3 largest of each row of 10 (no ties), in descending order,
# with their positions.
for n in (2, 5):
    x = f32(n, 10)
    assert all(len(set(r)) == 10 for r in x.tolist())
    order = np.argsort(-x.astype(np.float64), axis=1, kind="stable")[:, :3]
    save(f"top_k_{n}", x)
    save_out(f"top_k_{n}", np.take_along_axis(x, order, axis=1),
             order.astype(np.int64))

# @pool_indices: max pooling 3x3, strides 2, padding 1 of [?, 3, 7, 6],
# with ONNX MaxPool's Indices flattened over the whole input,
# (n * C + c) * H * W + h * W + w; a NumPy loop over every window (the
# first maximum in row-major order wins), cross-checked with PyTorch, whose
# indices count within each [H, W] plane.
for n in (1, 2):
    x = f32(n, 3, 7, 6)
    C, H, W = 3, 7, 6
    vals = np.full((n, C, 4, 3), -np.inf, np.float32)
    idx = np.full((n, C, 4, 3), -1, np.int64)
    for b in range(n):
        for c in range(C):
            for oh in range(4):
                for ow in range(3):
                    for kh in range(3):
                        for kw in range(3):
                            h, w = oh * 2 - 1 + kh, ow * 2 - 1 + kw
                            if 0 <= h < H and 0 <= w < W and \
                                    x[b, c, h, w] > vals[b, c, oh, ow]:
                                vals[b, c, oh, ow] = x[b, c, h, w]
                                idx[b, c, oh, ow] = \
                                    (b * C + c) * H * W + h * W + w
    tv, ti = F.max_pool2d(t(x), 3, stride=2, padding=1, return_indices=True)
    plane = (np.arange(n)[:, None] * C + np.arange(C)) * H * W
    assert np.array_equal(tv.numpy().astype(np.float32), vals)
    assert np.array_equal(ti.numpy() + plane[:, :, None, None], idx)
    save(f"pool_indices_{n}", x)
    save_out(f"pool_indices_{n}", vals, idx)

# @conv_transpose: conv_transpose2d of [?, 4, 3, 3] by [4, 2, 2, 2], strides
# 2, 2 groups, padding [top, left, bottom, right] = [1, 1, 0, 0]: PyTorch
# (no padding, [?, 4, 6, 6]) with its first row and column cropped off.
w = f32(4, 2, 2, 2)
for n in (1, 3):
    x = f32(n, 4, 3, 3)
    full = F.conv_transpose2d(t(x), t(w), stride=2, groups=2)
    ref = full[:, :, 1:, 1:].numpy()
    assert ref.shape == (n, 4, 5, 5)
    save(f"conv_transpose_{n}", x, w)
    save_out(f"conv_transpose_{n}", ref.astype(np.float32))

# @resize: linear 2x upscaling of [?, 2, 3, 4] to [?, 2, 6, 8], half_pixel
# (PyTorch bilinear, align_corners=False).
for n in (1, 3):
    x = f32(n, 2, 3, 4)
    ref = F.interpolate(t(x), size=(6, 8), mode="bilinear",
                        align_corners=False).numpy()
    save(f"resize_{n}", x)
    save_out(f"resize_{n}", ref.astype(np.float32))

# @grid_sample: bilinear, zeros padding, align_corners, at positions in
# [-1.1, 1.1] (some outside the input); PyTorch.
for n in (1, 2):
    x = f32(n, 2, 3, 5)
    g = rng.uniform(-1.1, 1.1, size=(n, 3, 5, 2)).astype(np.float32)
    ref = F.grid_sample(t(x), t(g), mode="bilinear", padding_mode="zeros",
                        align_corners=True).numpy()
    save(f"grid_sample_{n}", x, g)
    save_out(f"grid_sample_{n}", ref.astype(np.float32))

# @non_zero: the positions of the nonzero elements of [?, 4] (about a third
# zero, one -0.0), as np.nonzero stacked into [2, numel] with columns of -1
# past the count, and the count.
for n in (3, 5):
    x = f32(n, 4)
    x[rng.random((n, 4)) < 0.35] = 0.0
    x[n - 1, 1] = -0.0
    nz = np.stack(np.nonzero(x)).astype(np.int64)
    pos = np.full((2, n * 4), -1, np.int64)
    pos[:, :nz.shape[1]] = nz
    save(f"non_zero_{n}", x)
    save_out(f"non_zero_{n}", pos, np.array(nz.shape[1], np.int64))


# @nms: ONNX NonMaxSuppression of one batch and class, boxes [y1, x1, y2,
# x2] (center_point_box 0; one has its corners flipped), at most 3 boxes,
# IOU threshold 0.5: boxes in clusters whose members overlap by IOU >= 0.6
# and other clusters not at all. 6 boxes in 2 clusters select 2 (a row of
# -1 follows), 9 boxes in 4 clusters select 3.
def iou(a, b):
    ay1, ay2 = sorted((a[0], a[2]))
    ax1, ax2 = sorted((a[1], a[3]))
    by1, by2 = sorted((b[0], b[2]))
    bx1, bx2 = sorted((b[1], b[3]))
    ih = max(0.0, min(ay2, by2) - max(ay1, by1))
    iw = max(0.0, min(ax2, bx2) - max(ax1, bx1))
    inter = ih * iw
    union = (ay2 - ay1) * (ax2 - ax1) + (by2 - by1) * (bx2 - bx1) - inter
    return inter / union if inter > 0 else 0.0


def nms(boxes, scores, k, threshold):
    boxes, scores = boxes.astype(np.float64), scores.astype(np.float64)
    candidates = list(range(len(scores)))
    selected = []
    while candidates and len(selected) < k:
        best = max(candidates, key=lambda j: (scores[j], -j))
        selected.append(best)
        candidates = [j for j in candidates
                      if j != best and iou(boxes[best], boxes[j]) <= threshold]
    return selected


for nbox, clusters in ((6, 2), (9, 4)):
    centres = rng.permutation(np.arange(clusters) * 5.0)
    which = np.arange(nbox) % clusters
    rng.shuffle(which)
    cy = centres[which] + rng.uniform(-0.1, 0.1, nbox)
    cx = 0.5 * centres[which] + rng.uniform(-0.1, 0.1, nbox)
    boxes = np.stack([cy - 1, cx - 1, cy + 1, cx + 1], axis=1)
    boxes[1] = boxes[1][[2, 1, 0, 3]]
    boxes = boxes[None].astype(np.float32)
    scores = rng.permutation(nbox).astype(np.float32)[None, None] * 0.1 + 0.05
    for a in range(nbox):
        for b in range(a):
            v = iou(boxes[0, a].astype(np.float64), boxes[0, b])
            assert (v >= 0.6) if which[a] == which[b] else (v == 0.0)
    sel = nms(boxes[0], scores[0, 0], 3, 0.5)
    rows = np.full((3, 3), -1, np.int64)
    for r, j in enumerate(sel):
        rows[r] = (0, 0, j)
    save(f"nms_{nbox}", boxes, scores)
    save_out(f"nms_{nbox}", rows, np.array(len(sel), np.int64))


# @gather_axis: gather_elements along a dynamic axis, data [4, ?] read at
# positions [4, 3] in [-n, n) (the guard clamps against a size known only
# at run time); and a position past it, for the run-time check.
for n in (5, 9):
    d = f32(4, n)
    i = rng.integers(-n, n, (4, 3)).astype(np.int64)
    save(f"gather_axis_{n}", d, i)
    save_out(f"gather_axis_{n}", np.take_along_axis(d, np.where(i < 0, i + n, i), 1))
bad = np.zeros((4, 3), np.int64)
bad[2, 1] = 7
np.save(f"{out}/gather_axis_bad.npy", bad)
