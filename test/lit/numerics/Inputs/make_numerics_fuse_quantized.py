"""Writes fuse-quantized.mlir: QDQ graphs run as written and after
--fuse-quantized, against NumPy references of what each form computes.

The reference of the rewritten graph is exact integer arithmetic: the
convolution or matmul of the integers less their zero points summed in
int64, then the float epilogue in float32 step by step as nn computes it
(dequantize: float32(sum) * float32(x_scale * w_scale); the bias added;
quantize: round half to even of the float32 quotient, plus the zero point,
clamped). The graph as written (each op on dequantized floats, summed in
float32 in another order) must come within one output step of it; the
rewritten graph must match it exactly. A chain of selections (max pool,
flatten) between a dequantize and a quantize is exact both ways.

Run from this folder (needs numpy, at authoring time only):
    python3 make_numerics_fuse_quantized.py
"""
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fuse_quantized")
rng = np.random.default_rng(20261203)
f32 = np.float32


def quantize(v, scale, zero, dtype):
    info = np.iinfo(dtype)
    q = np.rint(v.astype(f32) / f32(scale)) + f32(zero)
    return np.clip(q, info.min, info.max).astype(dtype)


def conv2d_nchw(x, w, stride, pad):
    n, c, h, wd = x.shape
    o, _, kh, kw = w.shape
    xp = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    oh = (h + 2 * pad - kh) // stride + 1
    ow = (wd + 2 * pad - kw) // stride + 1
    out = np.zeros((n, o, oh, ow), dtype=np.int64)
    for i in range(oh):
        for j in range(ow):
            win = xp[:, :, i * stride:i * stride + kh, j * stride:j * stride + kw]
            out[:, :, i, j] = np.einsum("nchw,ochw->no", win, w)
    return out


cases = []  # (name, mlir function, inputs, expected, unfused atol)

# A 3x3 convolution, stride 2, padding 1: int8 activation (zero point -3),
# int8 weight per output channel (zero points 0..3), float bias, int8 out.
x = rng.integers(-128, 128, (1, 3, 9, 9)).astype(np.int8)
w = rng.integers(-128, 128, (4, 3, 3, 3)).astype(np.int8)
sx, zx = f32(0.05), -3
sw = np.array([0.01, 0.02, 0.03, 0.04], f32)
zw = np.array([0, 1, 2, 3], np.int8)
sy, zy = f32(0.5), 5
bias = np.array([0.1, -0.2, 0.3, 0.0], f32)
acc = conv2d_nchw(x.astype(np.int64) - zx,
                  w.astype(np.int64) - zw.astype(np.int64)[:, None, None, None], 2, 1)
deq = acc.astype(f32) * (sx * sw)[None, :, None, None]
y = quantize(deq + bias[None, :, None, None], sy, zy, np.int8)
cases.append(("conv", f"""func.func @conv(%x: tensor<1x3x9x9xi8>, %w: tensor<4x3x3x3xi8>) -> tensor<1x4x5x5xi8> {{
  %sx = arith.constant dense<0.05> : tensor<f32>
  %zx = arith.constant dense<-3> : tensor<i8>
  %sw = arith.constant dense<[0.01, 0.02, 0.03, 0.04]> : tensor<4xf32>
  %zw = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi8>
  %sy = arith.constant dense<0.5> : tensor<f32>
  %zy = arith.constant dense<5> : tensor<i8>
  %b = arith.constant dense<[0.1, -0.2, 0.3, 0.0]> : tensor<4xf32>
  %0 = "nn.dequantize"(%x, %sx, %zx) : (tensor<1x3x9x9xi8>, tensor<f32>, tensor<i8>) -> tensor<1x3x9x9xf32>
  %1 = "nn.dequantize"(%w, %sw, %zw) {{axis = 0 : i64}} : (tensor<4x3x3x3xi8>, tensor<4xf32>, tensor<4xi8>) -> tensor<4x3x3x3xf32>
  %2 = "nn.conv2d"(%0, %1) {{strides = array<i64: 2, 2>, padding = array<i64: 1, 1, 1, 1>}} : (tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x5x5xf32>
  %3 = "nn.bias_add"(%2, %b) : (tensor<1x4x5x5xf32>, tensor<4xf32>) -> tensor<1x4x5x5xf32>
  %4 = "nn.quantize"(%3, %sy, %zy) : (tensor<1x4x5x5xf32>, tensor<f32>, tensor<i8>) -> tensor<1x4x5x5xi8>
  return %4 : tensor<1x4x5x5xi8>
}}""", [x, w], y, 1))

# A matmul: uint8 activation (zero point 128), int8 weight per tensor,
# uint8 result; K = 256 products per output.
a = rng.integers(0, 256, (8, 256)).astype(np.uint8)
b = rng.integers(-128, 128, (256, 16)).astype(np.int8)
sa, za, sb, zb, sy2, zy2 = f32(0.02), 128, f32(0.004), -1, f32(0.25), 100
acc = (a.astype(np.int64) - za) @ (b.astype(np.int64) - zb)
y2 = quantize(acc.astype(f32) * (sa * sb), sy2, zy2, np.uint8)
cases.append(("matmul", f"""func.func @matmul(%a: tensor<8x256xui8>, %b: tensor<256x16xi8>) -> tensor<8x16xui8> {{
  %sa = arith.constant dense<0.02> : tensor<f32>
  %za = arith.constant dense<128> : tensor<ui8>
  %sb = arith.constant dense<0.004> : tensor<f32>
  %zb = arith.constant dense<-1> : tensor<i8>
  %sy = arith.constant dense<0.25> : tensor<f32>
  %zy = arith.constant dense<100> : tensor<ui8>
  %0 = "nn.dequantize"(%a, %sa, %za) : (tensor<8x256xui8>, tensor<f32>, tensor<ui8>) -> tensor<8x256xf32>
  %1 = "nn.dequantize"(%b, %sb, %zb) : (tensor<256x16xi8>, tensor<f32>, tensor<i8>) -> tensor<256x16xf32>
  %2 = "nn.matmul"(%0, %1) : (tensor<8x256xf32>, tensor<256x16xf32>) -> tensor<8x16xf32>
  %3 = "nn.quantize"(%2, %sy, %zy) : (tensor<8x16xf32>, tensor<f32>, tensor<ui8>) -> tensor<8x16xui8>
  return %3 : tensor<8x16xui8>
}}""", [a, b], y2, 1))

# Selections: max pool 2x2 stride 2, then flatten, between a dequantize and
# a quantize with the same parameters: the int8 values themselves.
s = rng.integers(-128, 128, (1, 2, 6, 6)).astype(np.int8)
pooled = s.reshape(1, 2, 3, 2, 3, 2).max(axis=(3, 5))
cases.append(("selections", f"""func.func @selections(%x: tensor<1x2x6x6xi8>) -> tensor<1x18xi8> {{
  %s = arith.constant dense<0.0625> : tensor<f32>
  %z = arith.constant dense<7> : tensor<i8>
  %0 = "nn.dequantize"(%x, %s, %z) : (tensor<1x2x6x6xi8>, tensor<f32>, tensor<i8>) -> tensor<1x2x6x6xf32>
  %1 = "nn.max_pool2d"(%0) {{kernel = array<i64: 2, 2>, strides = array<i64: 2, 2>}} : (tensor<1x2x6x6xf32>) -> tensor<1x2x3x3xf32>
  %2 = "nn.flatten"(%1) : (tensor<1x2x3x3xf32>) -> tensor<1x18xf32>
  %3 = "nn.quantize"(%2, %s, %z) : (tensor<1x18xf32>, tensor<f32>, tensor<i8>) -> tensor<1x18xi8>
  return %3 : tensor<1x18xi8>
}}""", [s], pooled.reshape(1, 18), 0))

os.makedirs(OUT, exist_ok=True)
lines = [
    "// QDQ graphs as written and after --fuse-quantized, against NumPy:",
    "// the rewritten graph computes the exact integer sums and must match",
    "// exactly; the graph as written sums dequantized floats and must come",
    "// within one output step. Generated with its inputs and expected",
    "// outputs by Inputs/make_numerics_fuse_quantized.py; do not edit.",
    "//",
]
for name, _, inputs, expected, atol in cases:
    ins = []
    for i, v in enumerate(inputs):
        np.save(os.path.join(OUT, f"{name}_in{i}.npy"), v)
        ins.append(f"%S/Inputs/fuse_quantized/{name}_in{i}.npy")
    np.save(os.path.join(OUT, f"{name}_out.npy"), expected)
    out = f"%S/Inputs/fuse_quantized/{name}_out.npy"
    run = f"--entry {name} --input {' '.join(ins)} --check {out} --rtol 0"
    lines.append(f"// RUN: nn-run %s {run} --atol {atol} | FileCheck %s --check-prefix=OK")
    lines.append(f"// RUN: nn-opt %s --fuse-quantized --fold-constants --fuse-ops | "
                 f"nn-run - {run} --atol 0 | FileCheck %s --check-prefix=OK")
lines += ["// OK: result #0: {{.*}}: ok", "// OK-NOT: FAILED", ""]
text = "\n".join(lines) + "\n" + "\n\n".join(c[1] for c in cases) + "\n"
open(os.path.join(HERE, "..", "fuse-quantized.mlir"), "w").write(text)
