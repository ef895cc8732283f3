"""Writes the numerical tests of the sliding-window ops: window.mlir (one
function per case, one RUN line each) and the .npy inputs and expected
outputs it reads (Inputs/win_*.npy).

The expected outputs come from NumPy loops written from the definitions in
docs/ops.md (PyTorch's Conv2d, MaxPool2d, AvgPool2d; the 3-D and transposed
forms from window_ref.py, checked against PyTorch at authoring time),
independent of nn's lowering. Run it from this folder to regenerate (needs numpy, at authoring
time only; CI runs the committed files):  python3 make_numerics_window.py
"""
import os

import numpy as np

from numerics_lib import Cases
import window_ref

HERE = os.path.dirname(os.path.abspath(__file__))
C = Cases(20261203)
rand = C.rand


def arr(name, values):
    return "%s = array<i64: %s>" % (name, ", ".join(str(v) for v in values))


def out_size(size, begin, end, k, stride, dilation, ceil):
    span = size + begin + end - dilation * (k - 1) - 1
    out = (-(-span // stride) if ceil else span // stride) + 1
    # ceil_mode: a last window starting in the end padding is dropped.
    if ceil and (out - 1) * stride >= size + begin:
        out -= 1
    return out


def conv2d(x, w, strides=(1, 1), padding=(0, 0, 0, 0), dilations=(1, 1),
           groups=1):
    """NCHW input, OIHW weight."""
    n, c, h, wd = x.shape
    o, cg, kh, kw = w.shape
    t, l, b, r = padding
    xp = np.zeros((n, c, h + t + b, wd + l + r), np.float64)
    xp[:, :, t:t + h, l:l + wd] = x
    oh = out_size(h, t, b, kh, strides[0], dilations[0], False)
    ow = out_size(wd, l, r, kw, strides[1], dilations[1], False)
    og = o // groups
    y = np.zeros((n, o, oh, ow), np.float64)
    for oc in range(o):
        g = oc // og
        for i in range(oh):
            for j in range(ow):
                for ky in range(kh):
                    for kx in range(kw):
                        patch = xp[:, g * cg:(g + 1) * cg,
                                   i * strides[0] + ky * dilations[0],
                                   j * strides[1] + kx * dilations[1]]
                        y[:, oc, i, j] += patch @ w[oc, :, ky, kx]
    return y.astype(np.float32)


def pool2d(x, kernel, strides=(1, 1), padding=(0, 0, 0, 0), dilations=(1, 1),
           ceil=False, kind="max", include_pad=False):
    """NCHW; max ignores padding, avg divides as PyTorch does."""
    n, c, h, wd = x.shape
    t, l, b, r = padding
    oh = out_size(h, t, b, kernel[0], strides[0], dilations[0], ceil)
    ow = out_size(wd, l, r, kernel[1], strides[1], dilations[1], ceil)
    y = np.zeros((n, c, oh, ow), np.float64)
    for i in range(oh):
        for j in range(ow):
            vals, padded_count = [], 0
            for ky in range(kernel[0]):
                for kx in range(kernel[1]):
                    yy = i * strides[0] - t + ky * dilations[0]
                    xx = j * strides[1] - l + kx * dilations[1]
                    if yy < h + b and xx < wd + r:
                        padded_count += 1  # inside the explicitly padded input
                    if 0 <= yy < h and 0 <= xx < wd:
                        vals.append(x[:, :, yy, xx])
            v = np.stack(vals)
            if kind == "max":
                y[:, :, i, j] = v.max(axis=0)
            else:
                y[:, :, i, j] = v.sum(axis=0) / (
                    padded_count if include_pad else len(vals))
    return y.astype(np.float32)


def t_in(shape):
    return "x".join(str(s) for s in shape)


def conv_case(name, xshape, wshape, strides=(1, 1), padding=(0, 0, 0, 0),
              dilations=(1, 1), groups=1, nhwc=False):
    x, w = rand(xshape), rand(wshape)
    y = conv2d(x, w, strides, padding, dilations, groups)
    attrs = [arr("strides", strides), arr("padding", padding),
             arr("dilations", dilations), "groups = %d : i64" % groups]
    if nhwc:
        x = np.ascontiguousarray(x.transpose(0, 2, 3, 1))
        w = np.ascontiguousarray(w.transpose(2, 3, 1, 0))
        y = np.ascontiguousarray(y.transpose(0, 2, 3, 1))
        attrs.append('layout = "NHWC"')
    C.add(name, "conv2d", [x, w], y, "{%s}" % ", ".join(attrs))


def pool_case(name, op, xshape, kernel, strides=(1, 1), padding=(0, 0, 0, 0),
              dilations=None, ceil=False, include_pad=None, nhwc=False):
    x = rand(xshape)
    y = pool2d(x, kernel, strides, padding, dilations or (1, 1), ceil,
               "max" if op == "max_pool2d" else "avg", bool(include_pad))
    attrs = [arr("kernel", kernel), arr("strides", strides),
             arr("padding", padding)]
    if dilations:
        attrs.append(arr("dilations", dilations))
    if ceil:
        attrs.append("ceil_mode = true")
    if include_pad is not None:
        attrs.append("count_include_pad = %s" % str(include_pad).lower())
    if nhwc:
        x = np.ascontiguousarray(x.transpose(0, 2, 3, 1))
        y = np.ascontiguousarray(y.transpose(0, 2, 3, 1))
        attrs.append('layout = "NHWC"')
    C.add(name, op, [x], y, "{%s}" % ", ".join(attrs))


# Convolution: groups = 1, strided and padded, dilated, grouped, depthwise
# (and with a channel multiplier of 2), NHWC.
conv_case("win_conv", (1, 3, 7, 7), (4, 3, 3, 3))
conv_case("win_conv_stride_pad", (1, 3, 7, 7), (4, 3, 3, 3), strides=(2, 2),
          padding=(1, 1, 1, 1))
conv_case("win_conv_asym_pad", (2, 3, 6, 5), (4, 3, 2, 3), strides=(1, 2),
          padding=(0, 1, 2, 0))
conv_case("win_conv_dilation", (1, 3, 7, 7), (4, 3, 3, 3), dilations=(2, 2))
conv_case("win_conv_groups", (1, 6, 7, 7), (6, 2, 3, 3), groups=3,
          padding=(1, 1, 1, 1))
conv_case("win_conv_depthwise", (1, 3, 7, 7), (3, 1, 3, 3), groups=3,
          strides=(2, 2), padding=(1, 1, 1, 1))
conv_case("win_conv_multiplier", (1, 3, 6, 6), (6, 1, 3, 3), groups=3)
conv_case("win_conv_nhwc", (1, 3, 7, 7), (4, 3, 3, 3), strides=(2, 2),
          padding=(1, 1, 1, 1), nhwc=True)
conv_case("win_conv_nhwc_groups", (1, 6, 7, 7), (4, 3, 3, 3), groups=2,
          dilations=(2, 1), nhwc=True)
conv_case("win_conv_nhwc_depthwise", (1, 3, 7, 7), (3, 1, 3, 3), groups=3,
          padding=(1, 1, 1, 1), nhwc=True)

# Max pooling: padding, ceil_mode (8 -> 4 windows of 3 with stride 2, one
# more than floor gives), dilation, NHWC.
pool_case("win_maxpool_pad", "max_pool2d", (1, 2, 7, 7), (3, 3), (2, 2),
          (1, 1, 1, 1))
pool_case("win_maxpool_ceil", "max_pool2d", (1, 2, 8, 8), (3, 3), (2, 2),
          ceil=True)
pool_case("win_maxpool_ceil_pad", "max_pool2d", (1, 2, 7, 6), (2, 3), (2, 2),
          (1, 1, 0, 1), ceil=True)
pool_case("win_maxpool_dilation", "max_pool2d", (1, 2, 7, 7), (2, 2), (1, 1),
          (1, 1, 1, 1), dilations=(2, 2))
pool_case("win_maxpool_nhwc", "max_pool2d", (1, 2, 6, 6), (2, 2), (2, 2),
          nhwc=True)
# Average pooling: the divisor without and with the padding, ceil_mode.
pool_case("win_avgpool_pad", "avg_pool2d", (1, 2, 7, 7), (3, 3), (2, 2),
          (1, 1, 1, 1), include_pad=False)
pool_case("win_avgpool_pad_incl", "avg_pool2d", (1, 2, 7, 7), (3, 3), (2, 2),
          (1, 1, 1, 1), include_pad=True)
pool_case("win_avgpool_ceil", "avg_pool2d", (1, 2, 8, 8), (3, 3), (2, 2),
          (1, 0, 1, 0), ceil=True, include_pad=False)
pool_case("win_avgpool_ceil_incl", "avg_pool2d", (1, 2, 8, 8), (3, 3), (2, 2),
          (1, 0, 1, 0), ceil=True, include_pad=True)
pool_case("win_avgpool_nhwc", "avg_pool2d", (1, 2, 6, 6), (2, 2), (2, 2),
          (1, 1, 1, 1), nhwc=True)

# Global average pooling, both layouts.
x = rand((2, 3, 5, 4))
C.add("win_gap_nchw", "global_avg_pool2d", [x],
      x.astype(np.float64).mean(axis=(2, 3), keepdims=True).astype(np.float32))
x = rand((2, 5, 4, 3))
C.add("win_gap_nhwc", "global_avg_pool2d", [x],
      x.astype(np.float64).mean(axis=(1, 2), keepdims=True).astype(np.float32),
      '{layout = "NHWC"}')


# Pads up to the window less one (ONNX Runtime's limit, beyond PyTorch's
# half window), as the ONNX node tests use them.
pool_case("win_maxpool_big_pad", "max_pool2d", (1, 2, 5, 5), (3, 3), (1, 1),
          (2, 2, 2, 2))
pool_case("win_avgpool_big_pad", "avg_pool2d", (1, 2, 5, 5), (3, 3), (1, 1),
          (2, 1, 2, 2), include_pad=False)
pool_case("win_avgpool_big_pad_incl", "avg_pool2d", (1, 2, 5, 5), (3, 3),
          (2, 1), (2, 2, 1, 2), include_pad=True)
def perm_last(a):
    """Channels first to channels last."""
    return np.ascontiguousarray(np.moveaxis(a, 1, -1))


def conv_nd_case(name, xshape, wshape, strides, padding, dilations, groups=1,
                 last=False):
    x, w = rand(xshape), rand(wshape)
    y = window_ref.conv(x, w, strides, padding, dilations, groups)
    attrs = [arr("strides", strides), arr("padding", padding),
             arr("dilations", dilations), "groups = %d : i64" % groups]
    if last:
        # [O, I, k...] -> [k..., I, O]
        w = np.ascontiguousarray(np.moveaxis(w, (0, 1), (-1, -2)))
        x, y = perm_last(x), perm_last(y)
        attrs.append('layout = "NDHWC"')
    C.add(name, "conv3d", [x, w], y.astype(np.float32),
          "{%s}" % ", ".join(attrs))


# 3-D convolution: the named op, strided, padded asymmetrically and dilated;
# grouped (a linalg.generic); depthwise; NDHWC, plain and grouped.
conv_nd_case("win_conv3d", (1, 3, 5, 6, 5), (4, 3, 3, 3, 3), (1, 1, 1),
             (0, 0, 0, 0, 0, 0), (1, 1, 1))
conv_nd_case("win_conv3d_stride_pad_dil", (2, 3, 6, 7, 6), (4, 3, 3, 2, 3),
             (2, 1, 2), (1, 0, 2, 0, 1, 1), (1, 2, 1))
conv_nd_case("win_conv3d_groups", (1, 6, 5, 5, 5), (4, 3, 3, 3, 3), (1, 1, 1),
             (1, 1, 1, 1, 1, 1), (1, 1, 1), groups=2)
conv_nd_case("win_conv3d_depthwise", (1, 4, 5, 5, 5), (4, 1, 3, 3, 3),
             (2, 2, 2), (1, 1, 1, 1, 1, 1), (1, 1, 1), groups=4)
conv_nd_case("win_conv3d_ndhwc", (1, 3, 5, 6, 5), (4, 3, 3, 3, 3), (1, 2, 1),
             (1, 1, 1, 1, 1, 1), (1, 1, 1), last=True)
conv_nd_case("win_conv3d_ndhwc_groups", (1, 4, 5, 5, 5), (6, 2, 3, 3, 3),
             (1, 1, 1), (0, 1, 0, 0, 1, 0), (2, 1, 1), groups=2, last=True)


def conv_t_case(name, xshape, wshape, strides, padding, output_padding,
                dilations, groups=1):
    x, w = rand(xshape), rand(wshape)
    y = window_ref.conv_transpose(x, w, strides, padding, output_padding,
                                  dilations, groups)
    attrs = [arr("strides", strides), arr("padding", padding),
             arr("output_padding", output_padding),
             arr("dilations", dilations), "groups = %d : i64" % groups]
    op = "conv_transpose%dd" % (len(xshape) - 2)
    C.add(name, op, [x, w], y.astype(np.float32), "{%s}" % ", ".join(attrs))


# Transposed convolution: plain; the U-Net/DCGAN upsampler (kernel 4, stride
# 2, pad 1); asymmetric pads with output_padding; dilation; groups;
# depthwise; pads beyond dilation * (k - 1), which crop the spread input;
# output_padding past the stride (zeros no input reaches); 3-D.
conv_t_case("win_convt", (1, 2, 4, 5), (2, 3, 3, 3), (1, 1), (0, 0, 0, 0),
            (0, 0), (1, 1))
conv_t_case("win_convt_upsample", (2, 4, 5, 5), (4, 3, 4, 4), (2, 2),
            (1, 1, 1, 1), (0, 0), (1, 1))
conv_t_case("win_convt_asym_outpad", (1, 3, 4, 5), (3, 2, 3, 2), (3, 2),
            (1, 0, 2, 1), (2, 1), (1, 1))
conv_t_case("win_convt_dilation", (1, 2, 4, 4), (2, 2, 3, 3), (2, 1),
            (0, 1, 1, 0), (0, 0), (2, 3))
conv_t_case("win_convt_groups", (1, 4, 4, 4), (4, 3, 3, 3), (2, 2),
            (1, 1, 1, 1), (1, 1), (1, 1), groups=2)
conv_t_case("win_convt_depthwise", (1, 3, 4, 4), (3, 1, 3, 3), (2, 2),
            (0, 0, 0, 0), (0, 0), (1, 1), groups=3)
conv_t_case("win_convt_crop", (1, 2, 5, 5), (2, 2, 3, 3), (2, 1),
            (3, 2, 4, 3), (0, 0), (1, 1))
conv_t_case("win_convt_outpad_zeros", (1, 2, 3, 3), (2, 2, 2, 2), (1, 2),
            (0, 0, 0, 0), (3, 2), (1, 1))
conv_t_case("win_convt3d", (1, 2, 3, 4, 3), (2, 3, 3, 2, 3), (2, 1, 2),
            (1, 0, 1, 0, 1, 1), (1, 0, 1), (1, 1, 1))
conv_t_case("win_convt3d_groups", (1, 4, 3, 3, 3), (4, 2, 2, 2, 2),
            (2, 2, 2), (0, 0, 0, 0, 0, 0), (0, 0, 0), (1, 2, 1), groups=2)


def pool_nd_case(name, op, xshape, kernel, strides, padding, dilations=None,
                 ceil=False, include_pad=None, last=False):
    x = rand(xshape)
    kind = "max" if op.startswith("max") else "avg"
    y = window_ref.pool(x, kernel, strides, padding, dilations, ceil, kind,
                        bool(include_pad)).astype(np.float32)
    attrs = [arr("kernel", kernel), arr("strides", strides),
             arr("padding", padding)]
    if dilations:
        attrs.append(arr("dilations", dilations))
    if ceil:
        attrs.append("ceil_mode = true")
    if include_pad is not None:
        attrs.append("count_include_pad = %s" % str(include_pad).lower())
    if last:
        x, y = perm_last(x), perm_last(y)
        attrs.append('layout = "%s"' % ("NHWC" if len(kernel) == 2 else "NDHWC"))
    C.add(name, op, [x], y, "{%s}" % ", ".join(attrs))


# 3-D pools: NCDHW (a linalg.generic) and NDHWC (the named op), with
# strides, pads, dilation, ceil_mode and both divisors.
pool_nd_case("win_maxpool3d", "max_pool3d", (1, 2, 5, 6, 5), (3, 3, 2),
             (2, 2, 2), (1, 1, 0, 1, 1, 1), dilations=(1, 1, 2), ceil=True)
pool_nd_case("win_maxpool3d_ndhwc", "max_pool3d", (1, 3, 4, 5, 6), (2, 2, 2),
             (2, 2, 2), (0, 1, 1, 1, 0, 1), last=True)
pool_nd_case("win_avgpool3d", "avg_pool3d", (1, 2, 5, 6, 5), (3, 3, 3),
             (2, 2, 2), (1, 1, 1, 1, 1, 1), include_pad=False)
pool_nd_case("win_avgpool3d_incl_ceil", "avg_pool3d", (1, 2, 6, 5, 6),
             (3, 2, 3), (2, 2, 2), (1, 0, 2, 1, 1, 0), ceil=True,
             include_pad=True)
pool_nd_case("win_avgpool3d_ndhwc", "avg_pool3d", (1, 3, 4, 5, 4), (2, 3, 2),
             (2, 1, 2), (1, 1, 0, 0, 1, 1), include_pad=False, last=True)

# A dilated max window that holds no input element: width 1, kernel 2,
# dilation 3 and pads 1 and 2 read positions -1 and 2 only: -inf.
pool_nd_case("win_maxpool_empty_window", "max_pool2d", (1, 2, 3, 1), (1, 2),
             (1, 1), (0, 1, 0, 2), dilations=(1, 3))


# Transposed convolution, the phase split's cases (LowerWindow.c): stride 3
# with asymmetric pads and output_padding; dilation 2 at stride 2 (taps of
# one parity per phase, odd residues reading with the other pad); a kernel
# smaller than the stride (phases no tap reaches stay zero); pads so large
# that a phase reads one input row; groups at stride 3 with dilation; a
# single output position (one phase, the whole output); 3-D with mixed
# strides and dilation.
conv_t_case("win_convt_stride3", (1, 2, 5, 4), (2, 3, 4, 5), (3, 3),
            (1, 2, 0, 1), (2, 1), (1, 1))
conv_t_case("win_convt_stride2_dil2", (1, 2, 5, 5), (2, 2, 3, 3), (2, 2),
            (1, 2, 2, 1), (1, 0), (2, 2))
conv_t_case("win_convt_small_kernel", (1, 3, 3, 4), (3, 2, 2, 1), (3, 4),
            (0, 0, 1, 0), (1, 2), (1, 1))
conv_t_case("win_convt_big_crop", (1, 2, 3, 3), (2, 2, 2, 2), (3, 3),
            (3, 0, 3, 1), (0, 0), (1, 1))
conv_t_case("win_convt_groups_stride3", (1, 6, 4, 3), (6, 2, 3, 3), (3, 2),
            (2, 1, 0, 1), (0, 1), (1, 2), groups=3)
conv_t_case("win_convt_single_out", (1, 2, 1, 1), (2, 3, 1, 1), (2, 2),
            (0, 0, 0, 0), (0, 0), (1, 1))
conv_t_case("win_convt3d_stride_dil", (1, 3, 3, 4, 3), (3, 2, 3, 2, 3),
            (2, 3, 2), (1, 0, 2, 1, 1, 0), (1, 2, 0), (2, 1, 1))
conv_t_case("win_convt3d_depthwise", (1, 2, 3, 3, 3), (2, 1, 3, 3, 3),
            (2, 2, 2), (1, 1, 1, 1, 1, 1), (1, 1, 1), (1, 1, 1), groups=2)


# win_maxpool_empty_window in NHWC and in 3-D (NCDHW and NDHWC): the
# windows clipped to the input (LowerMaxPool.c) are empty there, -inf.
pool_nd_case("win_maxpool_empty_window_nhwc", "max_pool2d", (1, 3, 1, 2),
             (2, 1), (1, 1), (1, 0, 2, 0), dilations=(3, 1), last=True)
pool_nd_case("win_maxpool3d_empty_window", "max_pool3d", (1, 2, 2, 1, 3),
             (1, 2, 2), (1, 1, 2), (0, 1, 0, 0, 2, 0), dilations=(1, 3, 2))
pool_nd_case("win_maxpool3d_empty_window_ndhwc", "max_pool3d",
             (1, 2, 2, 1, 3), (1, 2, 2), (1, 1, 2), (0, 1, 0, 0, 2, 0),
             dilations=(1, 3, 2), last=True)
# ceil_mode with padding and dilation, channels last, 2-D and 3-D.
pool_nd_case("win_maxpool_ceil_dil_nhwc", "max_pool2d", (1, 3, 9, 8), (3, 2),
             (2, 3), (1, 0, 1, 1), dilations=(2, 2), ceil=True, last=True)
pool_nd_case("win_maxpool3d_ceil_ndhwc", "max_pool3d", (1, 2, 5, 6, 7),
             (2, 3, 2), (2, 2, 3), (1, 1, 0, 0, 1, 1), dilations=(1, 2, 1),
             ceil=True, last=True)


def with_nan(shape, every):
    """Random values with NaN (some with the sign bit set) at every
    `every`-th element: windows with one, two or none."""
    x = rand(shape)
    flat = x.reshape(-1)
    flat[::every] = np.nan
    flat[every // 2::2 * every] = -np.nan
    return x


# NaN: a window holding one gives NaN (NumPy's max propagates it), NCHW,
# NHWC and 3-D. (Which NaN, and the sign of a zero maximum, are
# max-pool-special.mlir's.)
x = with_nan((1, 2, 7, 7), 11)
C.add("win_maxpool_nan", "max_pool2d", [x],
      pool2d(x, (3, 3), (2, 2), (1, 1, 1, 1)),
      "{%s}" % ", ".join([arr("kernel", (3, 3)), arr("strides", (2, 2)),
                          arr("padding", (1, 1, 1, 1))]))
x = with_nan((1, 7, 6, 3), 13)
y = pool2d(np.ascontiguousarray(x.transpose(0, 3, 1, 2)), (2, 3), (1, 2),
           (0, 1, 1, 1), ceil=True)
C.add("win_maxpool_nan_nhwc", "max_pool2d", [x],
      np.ascontiguousarray(y.transpose(0, 2, 3, 1)),
      "{%s}" % ", ".join([arr("kernel", (2, 3)), arr("strides", (1, 2)),
                          arr("padding", (0, 1, 1, 1)), "ceil_mode = true",
                          'layout = "NHWC"']))
x = with_nan((1, 2, 4, 5, 5), 17)
C.add("win_maxpool3d_nan", "max_pool3d", [x],
      window_ref.pool(x, (2, 2, 3), (2, 2, 2), (1, 0, 1, 0, 1, 1), None,
                      False, "max", False).astype(np.float32),
      "{%s}" % ", ".join([arr("kernel", (2, 2, 3)), arr("strides", (2, 2, 2)),
                          arr("padding", (1, 0, 1, 0, 1, 1))]))


# Channels last as CNNs use it (3x3, stride 2, pad 1, ResNet's stem pool),
# with 2 images and 20 channels (a vector and a remainder): LowerMaxPool.c
# runs it with the window's loops outside the channels, reading the
# padding's positions from the nearest row or column; and a 3-D one.
pool_nd_case("win_maxpool_resnet_nhwc", "max_pool2d", (2, 20, 9, 9), (3, 3),
             (2, 2), (1, 1, 1, 1), last=True)
pool_nd_case("win_maxpool3d_pad_ndhwc", "max_pool3d", (1, 17, 5, 4, 6),
             (3, 2, 3), (2, 1, 2), (1, 1, 2, 1, 0, 1), ceil=True, last=True)

C.write(HERE, "window", [
    "Numerical tests of the convolutions (2-D, 3-D, transposed) and pools",
    "(2-D, 3-D, global) against NumPy loops written from their definitions."])
