"""Writes the numerical tests of the CPU's contraction path: every form of
nn.matmul and nn.conv2d that reaches the ukernels (--nn-cpu-ukernels,
runtime/ukernels/), at sizes that are not multiples of any tile or register
block, with 1-sized dims, transposed and broadcast operands, strides,
dilations, both layouts, depthwise and grouped convolutions, and f16
operands (extended to f32 before the kernel). contractions.mlir (one
function per case) and its .npy files in contractions/.

The reference is NumPy in float64 (a matmul with np.matmul, a convolution
as a sum over kernel taps of strided input windows), rounded to the output
type once. The kernels sum in f32 with fused multiply-adds and in a blocked
order, so each output element differs from the exact sum by at most about
K * 2^-24 * sum |a_i * b_i| (K products, each rounding step at most half an
ulp of a partial sum no larger than that total). The inputs are uniform in
[-1, 1], so |a_i * b_i| <= 1 and the tolerance is atol = K * 2^-22 (four
times the bound's typical size for these sums, far below any real error:
a wrong or missing tap is off by about 0.3 on average) with rtol 1e-6.

Run it from this folder to regenerate (needs numpy, at authoring time
only; CI runs the committed files):
  python3 make_numerics_contractions.py
"""
import os

import numpy as np

from numerics_lib import Cases

HERE = os.path.dirname(os.path.abspath(__file__))
C = Cases(20261205)


def rand(*shape, dtype=np.float32):
    return C.rng.uniform(-1.0, 1.0, size=shape).astype(dtype)


def tolerance(k):
    return dict(rtol=1e-6, atol=k * 2.0 ** -22)


def matmul(name, a, b, ta=False, tb=False, dtype=np.float32):
    x = np.swapaxes(a, -1, -2) if ta else a
    y = np.swapaxes(b, -1, -2) if tb else b
    expected = np.matmul(x.astype(np.float64), y.astype(np.float64))
    attrs = []
    if ta:
        attrs.append("transpose_a = true")
    if tb:
        attrs.append("transpose_b = true")
    k = x.shape[-1]
    tol = tolerance(k)
    if dtype == np.float16:  # one more rounding, to f16 (2^-11 relative)
        tol = dict(rtol=2.0 ** -10, atol=tol["atol"] + 2.0 ** -14)
    C.add(name, "matmul", [a, b], expected.astype(dtype),
          attrs="{%s}" % ", ".join(attrs) if attrs else "", **tol)


def conv_nchw(x, w, stride, pad, dilation, groups):
    """float64 cross-correlation: x [N, C, H, W], w [O, C/groups, KH, KW],
    pad [top, left, bottom, right]."""
    x = np.pad(x.astype(np.float64),
               ((0, 0), (0, 0), (pad[0], pad[2]), (pad[1], pad[3])))
    w = w.astype(np.float64)
    n, c, h, wd = x.shape
    o, cg, kh, kw = w.shape
    oh = (h - dilation[0] * (kh - 1) - 1) // stride[0] + 1
    ow = (wd - dilation[1] * (kw - 1) - 1) // stride[1] + 1
    out = np.zeros((n, o, oh, ow))
    og = o // groups
    for g in range(groups):
        xs = x[:, g * cg:(g + 1) * cg]
        ws = w[g * og:(g + 1) * og]
        for i in range(kh):
            for j in range(kw):
                window = xs[:, :, i * dilation[0]:i * dilation[0] + stride[0] * (oh - 1) + 1:stride[0],
                            j * dilation[1]:j * dilation[1] + stride[1] * (ow - 1) + 1:stride[1]]
                out[:, g * og:(g + 1) * og] += np.einsum(
                    "nchw,oc->nohw", window, ws[:, :, i, j])
    return out


def conv(name, x_shape, w_shape, stride=(1, 1), pad=(0, 0, 0, 0),
         dilation=(1, 1), groups=1, nhwc=False):
    x, w = rand(*x_shape), rand(*w_shape)
    if nhwc:  # NHWC input, HWIO weight
        expected = conv_nchw(x.transpose(0, 3, 1, 2), w.transpose(3, 2, 0, 1),
                             stride, pad, dilation, groups).transpose(0, 2, 3, 1)
    else:
        expected = conv_nchw(x, w, stride, pad, dilation, groups)
    attrs = ["strides = array<i64: %d, %d>" % stride,
             "padding = array<i64: %d, %d, %d, %d>" % pad,
             "dilations = array<i64: %d, %d>" % dilation,
             "groups = %d : i64" % groups]
    if nhwc:
        attrs.append('layout = "NHWC"')
    k = (w_shape[2] if nhwc else w_shape[1]) * \
        (w_shape[0] * w_shape[1] if nhwc else w_shape[2] * w_shape[3])
    C.add(name, "conv2d", [x, w], expected.astype(np.float32),
          attrs="{%s}" % ", ".join(attrs), **tolerance(k))


# Matmuls: tiles are 256 wide and the register blocks 8-32: 259 and 131
# leave remainders everywhere.
matmul("matmul_odd", rand(67, 131), rand(131, 259))
matmul("matmul_k1", rand(33, 1), rand(1, 40))
matmul("matmul_m1", rand(1, 200), rand(200, 300))
matmul("matmul_n1", rand(70, 50), rand(50, 1))
matmul("matmul_m1_n1", rand(1, 77), rand(77, 1))
matmul("matmul_transpose_a", rand(50, 70), rand(50, 90), ta=True)
matmul("matmul_transpose_b", rand(70, 50), rand(90, 50), tb=True)
matmul("matmul_transpose_both", rand(50, 70), rand(90, 50), ta=True, tb=True)
matmul("matmul_batch", rand(3, 20, 30), rand(3, 30, 41))
matmul("matmul_broadcast_rank", rand(2, 3, 20, 30), rand(30, 41))
matmul("matmul_broadcast_batch", rand(1, 20, 30), rand(4, 30, 41))
matmul("matmul_broadcast_both", rand(2, 1, 20, 30), rand(1, 3, 30, 41))
matmul("matmul_attention_transposed", rand(1, 4, 33, 16), rand(1, 4, 33, 16),
       tb=True)
matmul("matmul_f16", rand(40, 50, dtype=np.float16),
       rand(50, 60, dtype=np.float16), dtype=np.float16)

# Convolutions: odd spatial sizes, every stride/dilation/padding form.
conv("conv_3x3", (2, 5, 17, 19), (7, 5, 3, 3), pad=(1, 1, 1, 1))
conv("conv_3x3_stride2_dilation2", (1, 6, 21, 18), (9, 6, 3, 3),
     stride=(2, 2), pad=(2, 1, 0, 2), dilation=(2, 2))
conv("conv_7x7_stride2", (1, 3, 33, 35), (16, 3, 7, 7), stride=(2, 2),
     pad=(3, 3, 3, 3))
conv("conv_1x1", (1, 20, 9, 11), (30, 20, 1, 1))
conv("conv_1x3_stride_2x1", (1, 4, 10, 13), (5, 4, 1, 3), stride=(2, 1))
conv("conv_nhwc_3x3", (2, 17, 19, 5), (3, 3, 5, 7), pad=(1, 1, 1, 1),
     nhwc=True)
conv("conv_nhwc_stride2", (1, 21, 18, 6), (3, 3, 6, 9), stride=(2, 2),
     pad=(1, 1, 1, 1), dilation=(1, 2), nhwc=True)
conv("depthwise_3x3", (1, 8, 15, 17), (8, 1, 3, 3), pad=(1, 1, 1, 1),
     groups=8)
conv("depthwise_3x3_stride2", (2, 8, 15, 17), (8, 1, 3, 3), stride=(2, 2),
     pad=(1, 1, 1, 1), groups=8)
conv("depthwise_nhwc", (1, 15, 17, 8), (3, 3, 1, 8), pad=(1, 1, 1, 1),
     groups=8, nhwc=True)
conv("grouped_3x3", (1, 8, 11, 13), (12, 4, 3, 3), pad=(1, 1, 1, 1),
     groups=2)

# Rows in two loops, the inner one of extent 1 ([sequence, batch, hidden]
# activations, as PyTorch's attention exports them): one kernel call of 5
# rows (last, so that the cases above keep their inputs).
matmul("matmul_unit_rows", rand(5, 1, 30), rand(30, 41))

# Grouped convolutions (linalg.conv_2d_ngchw_gfchw, a ukernel call per
# group): many groups over tiles, stride 2, and 1x1 with a batch.
conv("grouped_16_stride2", (1, 64, 13, 15), (64, 4, 3, 3), stride=(2, 2),
     pad=(1, 1, 1, 1), groups=16)
conv("grouped_1x1_batch", (2, 12, 9, 7), (18, 4, 1, 1), groups=3)

# Grouped convolutions in NHWC (linalg.conv_2d_nhwgc_gfhwc, one ukernel call
# for all groups): ResNeXt's 4 and 8 channels per group (the direct kernel
# across groups), and 4 in to 6 out per group at stride 2 with a batch (a
# GEMM per group) (last, so that the cases above keep their inputs).
conv("grouped_nhwc_4x4", (1, 9, 11, 64), (3, 3, 4, 64), pad=(1, 1, 1, 1),
     groups=16, nhwc=True)
conv("grouped_nhwc_stride2_batch", (2, 13, 10, 24), (3, 3, 4, 36),
     stride=(2, 2), pad=(1, 1, 1, 1), groups=6, nhwc=True)
conv("grouped_nhwc_8x8_dilated", (1, 12, 10, 48), (3, 3, 8, 48),
     pad=(2, 2, 2, 2), dilation=(2, 2), groups=6, nhwc=True)

C.write(HERE, "contractions",
        ["Numerical tests of the CPU's contraction path (nn.matmul and",
         "nn.conv2d through --nn-cpu-ukernels and the ukernels) against",
         "NumPy in float64; tolerances from the f32 summation bound (see",
         "the generator)."], subdir="contractions")
