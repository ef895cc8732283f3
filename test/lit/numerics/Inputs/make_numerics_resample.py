"""Writes the numerical tests of nn.resize and nn.grid_sample: resample.mlir
(one function per case, one RUN line each) and the .npy inputs and expected
outputs it reads (in resample/).

References: PyTorch (torch.nn.functional.interpolate and grid_sample) for
what it computes the ONNX way (linear and cubic with half_pixel or
align_corners, grid sampling but bicubic with border or reflection padding,
where ONNX pads the position and PyTorch each tap); the ONNX reference
implementation (onnx.reference) for the rest (the nearest modes, the other
coordinate transforms, exclude_outside, N-linear over three dimensions,
tf_crop_and_resize). 16-bit cases compute the reference in f32 from the
16-bit inputs and round once.

Run it from this folder to regenerate (needs numpy, torch, onnx and
ml_dtypes at authoring time only; CI runs the committed files):
    python3 make_numerics_resample.py
"""
import os

import ml_dtypes
import numpy as np
import onnx
import torch
import torch.nn.functional as F
from onnx import TensorProto, helper
from onnx.reference import ReferenceEvaluator

from numerics_lib import Cases

HERE = os.path.dirname(os.path.abspath(__file__))
C = Cases(20260418)
rand = C.rand


def onnx_resize(x, sizes=None, scales=None, roi=None, **attrs):
    """ONNX Resize-19 by the reference implementation, in f32."""
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, x.shape)]
    names = ["x", "roi" if roi is not None else "",
             "scales" if scales is not None else "",
             "sizes" if sizes is not None else ""]
    inits = []
    if roi is not None:
        inits.append(helper.make_tensor("roi", TensorProto.FLOAT, [len(roi)],
                                        roi))
    if scales is not None:
        inits.append(helper.make_tensor("scales", TensorProto.FLOAT,
                                        [len(scales)], scales))
    if sizes is not None:
        inits.append(helper.make_tensor("sizes", TensorProto.INT64,
                                        [len(sizes)], sizes))
    while names[-1] == "":
        names.pop()
    node = helper.make_node("Resize", names, ["y"], **attrs)
    graph = helper.make_graph(
        [node], "g", inputs,
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], inits)
    model = helper.make_model(graph,
                              opset_imports=[helper.make_opsetid("", 19)])
    return ReferenceEvaluator(model).run(None, {"x": x.astype(np.float32)})[0]


def f32s(values):
    return "array<f32: %s>" % ", ".join(repr(float(v)) for v in values)


def attrs(**kw):
    parts = []
    for key, value in sorted(kw.items()):
        if isinstance(value, bool):
            parts.append("%s = %s" % (key, "true" if value else "false"))
        elif isinstance(value, str) and value.startswith("array<"):
            parts.append("%s = %s" % (key, value))
        elif isinstance(value, str):
            parts.append('%s = "%s"' % (key, value))
        else:
            parts.append("%s = %e : f32" % (key, value))
    return "{%s}" % ", ".join(parts)


def torch_interp(x, **kw):
    return F.interpolate(torch.from_numpy(x.astype(np.float32)),
                         **kw).numpy()


# -- resize against PyTorch ---------------------------------------------------

x = rand((1, 2, 5, 7))
C.add("resize_linear_up2", "resize", [x],
      torch_interp(x, scale_factor=2, mode="bilinear", align_corners=False),
      attrs(mode="linear"))
C.add("resize_linear_align_corners_sizes", "resize", [x],
      torch_interp(x, size=(8, 11), mode="bilinear", align_corners=True),
      attrs(mode="linear", coordinate_transformation_mode="align_corners"))
# A non-integer scale: the transform uses 0.6, not 3/5 and 4/7.
C.add("resize_linear_down_scales", "resize", [x],
      torch_interp(x, scale_factor=0.6, mode="bilinear", align_corners=False,
                   recompute_scale_factor=False),
      attrs(mode="linear", scales=f32s([1, 1, 0.6, 0.6])))
x = rand((1, 1, 6, 5))
C.add("resize_cubic_up_sizes", "resize", [x],
      torch_interp(x, size=(9, 13), mode="bicubic", align_corners=False),
      attrs(mode="cubic"))
C.add("resize_cubic_align_corners_down", "resize", [x],
      torch_interp(x, size=(4, 3), mode="bicubic", align_corners=True),
      attrs(mode="cubic", coordinate_transformation_mode="align_corners"))
x = rand((1, 3, 4, 6), np.float64)
C.add("resize_cubic_f64", "resize", [x],
      F.interpolate(torch.from_numpy(x), scale_factor=1.5, mode="bicubic",
                    align_corners=False,
                    recompute_scale_factor=False).numpy(),
      attrs(mode="cubic", scales=f32s([1, 1, 1.5, 1.5])), rtol=1e-9,
      atol=1e-12)
for dt, name, tol in ((np.float16, "f16", 2e-3), (ml_dtypes.bfloat16, "bf16",
                                                  1.6e-2)):
    x = rand((1, 2, 4, 6)).astype(dt)
    C.add("resize_linear_up_%s" % name, "resize", [x],
          torch_interp(x, size=(7, 9), mode="bilinear",
                       align_corners=False).astype(dt),
          attrs(mode="linear"), rtol=tol, atol=tol)
    C.add("resize_cubic_down_%s" % name, "resize", [x],
          torch_interp(x, size=(3, 5), mode="bicubic",
                       align_corners=True).astype(dt),
          attrs(mode="cubic", coordinate_transformation_mode="align_corners"),
          rtol=tol, atol=tol)

# -- resize against the ONNX reference ----------------------------------------

x = rand((1, 2, 5, 6))
for mode, transform, sizes in (
        ("round_prefer_floor", "half_pixel", [1, 2, 3, 4]),
        ("round_prefer_ceil", "asymmetric", [1, 2, 8, 12]),
        ("floor", "align_corners", [1, 2, 9, 7]),
        ("ceil", "half_pixel", [1, 2, 7, 10])):
    C.add("resize_nearest_%s" % mode, "resize", [x],
          onnx_resize(x, sizes=sizes, mode="nearest", nearest_mode=mode,
                      coordinate_transformation_mode=transform),
          attrs(mode="nearest", nearest_mode=mode,
                coordinate_transformation_mode=transform), rtol=0, atol=0)
# Exact ties: 2x asymmetric puts every odd result index on a half.
x = rand((1, 1, 3, 4))
for mode in ("round_prefer_floor", "round_prefer_ceil"):
    C.add("resize_nearest_ties_%s" % mode, "resize", [x],
          onnx_resize(x, scales=[1, 1, 0.5, 2.5], mode="nearest",
                      nearest_mode=mode,
                      coordinate_transformation_mode="asymmetric"),
          attrs(mode="nearest", nearest_mode=mode,
                coordinate_transformation_mode="asymmetric",
                scales=f32s([1, 1, 0.5, 2.5])), rtol=0, atol=0)
for dt in (np.int8, np.int32, np.int64):
    xi = rand((2, 3, 5), dt)
    C.add("resize_nearest_%s" % np.dtype(dt).name, "resize", [xi],
          onnx_resize(xi, sizes=[2, 7, 3], mode="nearest").astype(dt),
          attrs(mode="nearest"), rtol=0, atol=0)
x = rand((2, 3, 4, 5))
C.add("resize_trilinear", "resize", [x],
      onnx_resize(x, sizes=[2, 5, 3, 8], mode="linear"),
      attrs(mode="linear"))
x = rand((1, 1, 5, 5))
C.add("resize_cubic_exclude_outside", "resize", [x],
      onnx_resize(x, scales=[1, 1, 0.8, 1.7], mode="cubic",
                  cubic_coeff_a=-0.5, exclude_outside=1),
      attrs(mode="cubic", cubic_coeff_a=-0.5, exclude_outside=True,
            scales=f32s([1, 1, 0.8, 1.7])))
C.add("resize_cubic_asymmetric", "resize", [x],
      onnx_resize(x, sizes=[1, 1, 8, 3], mode="cubic",
                  coordinate_transformation_mode="asymmetric"),
      attrs(mode="cubic", coordinate_transformation_mode="asymmetric"))
roi = [0, 0, 0.2, -0.3, 1, 1, 0.9, 1.4]
C.add("resize_tf_crop_and_resize", "resize", [x],
      onnx_resize(x, sizes=[1, 1, 4, 6], roi=roi, mode="linear",
                  coordinate_transformation_mode="tf_crop_and_resize",
                  extrapolation_value=7.5),
      attrs(mode="linear", coordinate_transformation_mode="tf_crop_and_resize",
            extrapolation_value=7.5, roi=f32s(roi)))
# Nearest taps of a box reaching outside the input on both sides of both
# dims (the lowering marks those positions in its constant index tables).
roi = [0, 0, -0.4, -0.3, 1, 1, 1.2, 1.4]
C.add("resize_tf_crop_and_resize_nearest", "resize", [x],
      onnx_resize(x, sizes=[1, 1, 6, 7], roi=roi, mode="nearest",
                  coordinate_transformation_mode="tf_crop_and_resize",
                  extrapolation_value=-3.0),
      attrs(mode="nearest", coordinate_transformation_mode="tf_crop_and_resize",
            extrapolation_value=-3.0, roi=f32s(roi)), rtol=0, atol=0)
C.add("resize_half_pixel_symmetric", "resize", [x],
      onnx_resize(x, scales=[1, 1, 1.3, 0.7], mode="linear",
                  coordinate_transformation_mode="half_pixel_symmetric"),
      attrs(mode="linear", coordinate_transformation_mode="half_pixel_symmetric",
            scales=f32s([1, 1, 1.3, 0.7])))
C.add("resize_pytorch_half_pixel_to_1", "resize", [x],
      onnx_resize(x, sizes=[1, 1, 1, 3], mode="linear",
                  coordinate_transformation_mode="pytorch_half_pixel"),
      attrs(mode="linear", coordinate_transformation_mode="pytorch_half_pixel"))
x = np.zeros((0, 2, 3), np.float32)
C.add("resize_empty_batch", "resize", [x], np.zeros((0, 2, 6), np.float32),
      attrs(mode="linear"))

# -- grid_sample -------------------------------------------------------------


def grid(shape, spread=1.25):
    """Positions mostly inside [-1, 1], some outside (for the padding)."""
    return rand(shape, np.float32, -spread, spread)


def torch_grid(x, g, **kw):
    return F.grid_sample(torch.from_numpy(x.astype(np.float32)),
                         torch.from_numpy(g.astype(np.float32)), **kw).numpy()


def onnx_grid(x, g, mode, **kw):
    """ONNX GridSample-20 (which names the modes linear and cubic)."""
    mode = {"bilinear": "linear", "bicubic": "cubic"}.get(mode, mode)
    node = helper.make_node("GridSample", ["x", "g"], ["y"], mode=mode, **kw)
    graph = helper.make_graph(
        [node], "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, x.shape),
         helper.make_tensor_value_info("g", TensorProto.FLOAT, g.shape)],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)])
    model = helper.make_model(graph,
                              opset_imports=[helper.make_opsetid("", 20)])
    return ReferenceEvaluator(model).run(None, {"x": x, "g": g})[0]


x = rand((2, 3, 5, 6))
g = grid((2, 4, 7, 2))
for mode in ("bilinear", "nearest", "bicubic"):
    for padding in ("zeros", "border", "reflection"):
        for align in (False, True):
            name = "grid_sample_%s_%s%s" % (mode, padding,
                                            "_align" if align else "")
            if mode == "bicubic" and padding != "zeros":
                ref = onnx_grid(x, g, mode=mode, padding_mode=padding,
                                align_corners=int(align))
            else:
                ref = torch_grid(x, g, mode=mode, padding_mode=padding,
                                 align_corners=align)
            C.add(name, "grid_sample", [x, g], ref,
                  attrs(mode=mode, padding_mode=padding, align_corners=align))
# Far outside: reflection folds several times.
gf = grid((2, 3, 3, 2), 7.0)
C.add("grid_sample_reflection_far", "grid_sample", [x, gf],
      torch_grid(x, gf, mode="bilinear", padding_mode="reflection",
                 align_corners=False),
      attrs(mode="bilinear", padding_mode="reflection"))
for dt, name, tol in ((np.float16, "f16", 2e-3),
                      (ml_dtypes.bfloat16, "bf16", 1.6e-2),
                      (np.float64, "f64", 1e-9)):
    xl, gl = rand((1, 2, 4, 5)).astype(dt), grid((1, 3, 4, 2)).astype(dt)
    if dt == np.float64:
        ref = F.grid_sample(torch.from_numpy(xl), torch.from_numpy(gl),
                            align_corners=False).numpy()
    else:
        ref = torch_grid(xl, gl, align_corners=False).astype(dt)
    C.add("grid_sample_bilinear_%s" % name, "grid_sample", [xl, gl], ref,
          attrs(mode="bilinear"), rtol=tol, atol=tol)

C.write(os.path.join(HERE), "resample", [
    "Numerical tests of nn.resize and nn.grid_sample on the CPU",
    "(--convert-nn-to-linalg, the LLVM pipeline, the JIT) against PyTorch",
    "and the ONNX reference implementation."], subdir="resample")
