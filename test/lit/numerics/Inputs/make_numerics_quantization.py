"""Writes the numerical tests of nn.quantize and nn.dequantize:
quantization.mlir (one function per case, one RUN line each) and the .npy
inputs and expected outputs it reads, in quant/.

The reference is ONNX's definition, written here in NumPy:
  QuantizeLinear:   saturate(round_half_even(x / scale) + zero_point), the
                    division in the input's type, the sum exact, NaN -> 0;
  DequantizeLinear: (x - zero_point) * scale in f32 (f64 for an f64 scale),
                    then converted to the scale's type.
onnx/reference/ops/op_quantize_linear.py and op_dequantize_linear.py compute
the same for the types ONNX defines (8- and 16-bit integers; they add the
zero point in int32, which cannot saturate values beyond int32 and is why
this file does not call them); when the `onnx` package is importable, every
case within ONNX's types is also checked against its ReferenceEvaluator.
The 32-bit integer types, which ONNX's QuantizeLinear lacks, follow the same
formula with the sum and the difference taken exactly (ONNX's reference
rounds an int32 input to f32 before subtracting, so i32 extremes one apart
come out 0; onnxruntime subtracts in int32, as here).

Cases: f32 input quantized to each zero-point type (i8, ui8, i16, ui16, i32,
ui32), per tensor (rank-0 and one-element scale) and per channel (axis 0, 1,
-1), with ties x / scale = k + 0.5 for even and odd k, negative values,
values beyond the type's range on both sides, NaN, +-inf and -0.0, zero
points at the type's extremes; f16, bf16 and f64 inputs; dequantize from
each integer type (its extremes, zero points at its extremes) with f32, f16,
bf16 and f64 scales. Every expected output is exact (rtol and atol 0).

Run it from this folder to regenerate (needs numpy and ml_dtypes, at
authoring time only; CI runs the committed files):
  python3 make_numerics_quantization.py
"""
import os

import ml_dtypes
import numpy as np

from numerics_lib import Cases

HERE = os.path.dirname(os.path.abspath(__file__))
C = Cases(20261204)

INT = {"i8": np.int8, "ui8": np.uint8, "i16": np.int16, "ui16": np.uint16,
       "i32": np.int32, "ui32": np.uint32}
FLOAT = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32,
         "f64": np.float64}


def per_axis(value, rank, axis):
    """ONNX's reshape_input: a scalar or one element applies to every
    element, a 1-D value runs along `axis`."""
    if value.ndim == 0 or value.size == 1:
        return value.reshape(())
    dims = [1] * rank
    dims[axis] = value.size
    return value.reshape(dims)


def quantize_ref(x, scale, zp, axis=1):
    s = per_axis(scale, x.ndim, axis)
    z = per_axis(zp, x.ndim, axis)
    with np.errstate(all="ignore"):
        q = np.rint(x / s)  # in x's type: a float array by a float array
        total = q.astype(np.float64) + z.astype(np.float64)
    info = np.iinfo(zp.dtype)
    out = np.clip(total, info.min, info.max)  # +-inf clip to the bounds
    out = np.where(np.isnan(out), 0, out)
    return out.astype(zp.dtype)


def dequantize_ref(x, scale, zp, axis=1):
    s = per_axis(scale, x.ndim, axis)
    z = per_axis(zp, x.ndim, axis)
    compute = np.float64 if scale.dtype == np.float64 else np.float32
    diff = x.astype(np.int64) - z.astype(np.int64)  # exact
    y = diff.astype(compute) * s.astype(compute)
    return y.astype(scale.dtype)


def onnx_check(kind, x, scale, zp, axis, expected):
    """Compares with onnx.reference where ONNX defines the types and its
    int32 arithmetic cannot overflow."""
    try:
        from onnx import helper, numpy_helper  # noqa: F401
        from onnx.reference import ReferenceEvaluator
    except ImportError:
        return
    int_type = zp.dtype
    if int_type not in (np.int8, np.uint8, np.int16, np.uint16):
        return
    if kind == "quantize":
        with np.errstate(all="ignore"):
            q = np.asarray(x / per_axis(scale, x.ndim, axis), np.float64)
        if not np.all(np.isfinite(q)) or np.any(np.abs(q) >= 2 ** 30):
            return
    op = "QuantizeLinear" if kind == "quantize" else "DequantizeLinear"
    node = helper.make_node(op, ["x", "s", "z"], ["y"], axis=axis)
    graph = helper.make_graph(
        [node], "g",
        [helper.make_tensor_value_info(n, helper.np_dtype_to_tensor_dtype(
            a.dtype), a.shape) for n, a in (("x", x), ("s", scale),
                                            ("z", zp))],
        [helper.make_tensor_value_info("y", helper.np_dtype_to_tensor_dtype(
            expected.dtype), expected.shape)])
    model = helper.make_model(graph,
                              opset_imports=[helper.make_opsetid("", 21)])
    (got,) = ReferenceEvaluator(model).run(None, {"x": x, "s": scale,
                                                  "z": zp})
    same = (got.astype(np.float64) == expected.astype(np.float64)) | (
        np.isnan(got.astype(np.float64)) & np.isnan(
            expected.astype(np.float64)))
    assert same.all(), (op, x, scale, zp, got, expected)


def attrs(axis):
    return "" if axis == 1 else "{axis = %d : i64}" % axis


def quantize(name, x, scale, zp, axis=1):
    expected = quantize_ref(x, scale, zp, axis)
    onnx_check("quantize", x, scale, zp, axis, expected)
    C.add(name, "quantize", [x, scale, zp], expected, attrs(axis), 0, 0)


def dequantize(name, x, scale, zp, axis=1):
    expected = dequantize_ref(x, scale, zp, axis)
    onnx_check("dequantize", x, scale, zp, axis, expected)
    C.add(name, "dequantize", [x, scale, zp], expected, attrs(axis), 0, 0)


def edge_values(ty, scale, zp):
    """x values whose x / scale probes the rounding and the saturation of
    the zero-point type `ty` (as float64; the caller converts)."""
    info = np.iinfo(INT[ty])
    ks = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.5, -3.5, 0.49, 0.51, 1.0, -1.0]
    # Just inside and just beyond the range after the zero point.
    edges = [info.max - zp, info.max - zp + 1, info.max - zp + 0.5,
             info.max - zp - 0.5, info.min - zp, info.min - zp - 1,
             info.min - zp - 0.5, info.min - zp + 0.5,
             2.0 * (info.max - zp) + 7, 2.0 * (info.min - zp) - 7, 1e30,
             -1e30]
    vals = [k * scale for k in ks + edges]
    return vals + [np.nan, np.inf, -np.inf, -0.0, 0.0]


# Zero points per type: one in the middle (not exactly representable in
# the narrow float types where the type is wide), then the extremes.
ZP = {"i8": [3, -128, 127], "ui8": [128, 0, 255],
      "i16": [-1001, -32768, 32767], "ui16": [30001, 0, 65535],
      "i32": [16777217, -2147483648, 2147483647],
      "ui32": [16777217, 0, 4294967295]}

# f32 input to every zero-point type.
for ty, zps in ZP.items():
    it = INT[ty]
    scale = 0.5
    # Per tensor, rank-0 scale and zero point, and per tensor with one
    # element; the middle zero point and each extreme.
    for i, zp in enumerate(zps):
        vals = np.array(edge_values(ty, scale, zp), np.float32)
        vals = vals.reshape(1, -1)
        if i == 0:
            quantize("quantize_f32_%s_scalar" % ty, vals,
                     np.array(scale, np.float32), np.array(zp, it))
        else:
            quantize("quantize_f32_%s_one_%s" % (ty, "min" if i == 1
                                                  else "max"),
                     vals, np.array([scale], np.float32), np.array([zp], it))
    # Per channel along axis 1: each channel its own scale and zero point.
    scales = np.array([0.5, 0.25, 3.0], np.float32)
    zpv = np.array(zps, it)
    cols = [np.array(edge_values(ty, float(s), int(z)), np.float32)
            for s, z in zip(scales, zpv)]
    x = np.stack(cols, axis=1)  # [values, 3]
    quantize("quantize_f32_%s_axis1" % ty, x, scales, zpv)
    # Along axis 0 and along -1 on a rank-3 input.
    x = C.rand((3, 2, 4), np.float32, -300.0, 300.0)
    quantize("quantize_f32_%s_axis0" % ty, x, scales, zpv, 0)
    s4 = np.array([0.5, 1.0, 2.0, 0.125], np.float32)
    z4 = np.array([zps[0], zps[1], zps[2], 0], it)
    quantize("quantize_f32_%s_axis_m1" % ty, x, s4, z4, -1)

# A rank-0 input, and an input of size 1 along the axis.
quantize("quantize_f32_rank0", np.array(-2.5, np.float32),
         np.array(1.0, np.float32), np.array(0, np.int8))
x = C.rand((3, 1), np.float32, -100.0, 100.0)
quantize("quantize_f32_axis1_size1", x, np.array([0.75], np.float32),
         np.array([-7], np.int8))

# Per tensor, the axis plays no part, even out of range.
x = C.rand((2, 3), np.float32, -100.0, 100.0)
quantize("quantize_f32_axis_unused", x, np.array([0.5], np.float32),
         np.array([5], np.uint8), -5)
x = C.rng.integers(-128, 128, size=(2, 3)).astype(np.int8)
dequantize("dequantize_i8_axis_unused", x, np.array([0.5], np.float32),
           np.array([-3], np.int8), 7)

# f16, bf16 and f64 inputs (the scale has the input's type); zero points
# wider than the float type's significand.
for fty, pairs in (("f16", [("i8", 3), ("ui8", 255), ("i16", -1001),
                            ("ui16", 30001)]),
                   ("bf16", [("i8", -128), ("ui8", 128), ("i16", 1001),
                             ("ui16", 65535)]),
                   ("f64", [("i8", 3), ("i16", -1001), ("i32", 16777217),
                            ("ui32", 4294967295)])):
    ft = FLOAT[fty]
    for ty, zp in pairs:
        scale = 0.25
        vals = np.array(edge_values(ty, scale, zp), np.float64)
        # Values the float type cannot hold become its nearest or inf; the
        # reference sees the same converted input.
        with np.errstate(over="ignore"):
            x = vals.astype(ft).reshape(1, -1)
        quantize("quantize_%s_%s" % (fty, ty), x, np.array(scale, ft),
                 np.array(zp, INT[ty]))
    x = C.rand((2, 3), np.float64, -50.0, 50.0).astype(ft)
    quantize("quantize_%s_axis0" % fty, x, np.array([0.5, 0.125], ft),
             np.array([1, -2], np.int8), 0)

# Dequantize: each integer type (its extremes and a few values) with each
# scale type; per tensor with a zero point at each extreme, and per channel.
for ty, zps in ZP.items():
    it = INT[ty]
    info = np.iinfo(it)
    vals = np.array([info.min, info.min + 1, -1 if info.min else 1, 0, 1, 2,
                     100, info.max - 1, info.max], it).reshape(1, -1)
    for fty, ft in FLOAT.items():
        scale = 0.0625 if fty != "f64" else 0.1
        for i, zp in enumerate(zps):
            zarr = np.array(zp, it) if i == 0 else np.array([zp], it)
            sarr = np.array(scale, ft) if i == 0 else np.array([scale], ft)
            dequantize("dequantize_%s_%s_%s" % (ty, fty, ("mid", "min",
                                                          "max")[i]),
                       vals, sarr, zarr)
    # Per channel along axis 0 with the three zero points.
    x = np.concatenate([vals, vals[:, ::-1], vals], axis=0)
    dequantize("dequantize_%s_axis0" % ty, x,
               np.array([0.5, 3.0, 1e-3], np.float32), np.array(zps, it), 0)
    # Along -1, f16 scales.
    x = C.rng.integers(max(info.min, -100), min(info.max, 100),
                       size=(2, 3, 4)).astype(it)
    dequantize("dequantize_%s_axis_m1" % ty, x,
               np.array([0.5, 0.3, 2.0, 0.01], np.float16),
               np.array([zps[0], zps[1], zps[2], 0], it), -1)

C.write(HERE, "quantization", [
    "Numerical tests of nn.quantize and nn.dequantize on the CPU",
    "(--convert-nn-to-linalg, the LLVM pipeline, the JIT) against ONNX's",
    "definition of QuantizeLinear and DequantizeLinear in NumPy."], "quant")
