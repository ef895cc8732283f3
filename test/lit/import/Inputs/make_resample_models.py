"""Writes the models of resample.test into ops/: Upsample, Resize at the
opsets whose semantics differ and GridSample-20, each with an input and the
ONNX reference implementation's output (onnx.reference), plus models the
importer must refuse.

Run from this folder at authoring time (needs numpy and onnx):
    python3 make_resample_models.py
"""
import os

import numpy as np
from onnx import TensorProto, helper, save
from onnx.reference import ReferenceEvaluator

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ops")
rng = np.random.default_rng(18)


def model(name, node, shapes, opset, inits=(), run=True):
    inputs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, s)
              for n, s in shapes]
    graph = helper.make_graph(
        [node], name, inputs,
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        list(inits))
    m = helper.make_model(graph, ir_version=8, opset_imports=[helper.make_opsetid("",
                                                                     opset)])
    save(m, os.path.join(HERE, name + ".onnx"))
    if not run:
        return
    feeds = {n: rng.uniform(-1, 1, s).astype(np.float32) for n, s in shapes}
    for i, (n, _) in enumerate(shapes):
        np.save(os.path.join(HERE, "%s.in%d.npy" % (name, i)), feeds[n])
    y = ReferenceEvaluator(m).run(None, feeds)[0]
    np.save(os.path.join(HERE, name + ".out0.npy"), y)


def floats(name, values):
    return helper.make_tensor(name, TensorProto.FLOAT, [len(values)], values)


def ints(name, values):
    return helper.make_tensor(name, TensorProto.INT64, [len(values)], values)


X = [("x", (1, 2, 3, 4))]
# Upsample-7: scales is an attribute; nearest rounds down.
model("upsample7", helper.make_node("Upsample", ["x"], ["y"],
                                    scales=[1.0, 1.0, 2.0, 1.5]), X, 7,
      run=False)
# Upsample-9: scales is an input.
model("upsample9", helper.make_node("Upsample", ["x", "s"], ["y"],
                                    mode="linear"), X, 9,
      [floats("s", [1, 1, 2, 1.5])], run=False)
# Resize-10: the asymmetric transform.
model("resize10", helper.make_node("Resize", ["x", "s"], ["y"],
                                   mode="linear"), X, 10,
      [floats("s", [1, 1, 0.7, 1.8])], run=False)
# Resize-11 with tf_half_pixel_for_nn and sizes.
model("resize11_sizes", helper.make_node(
    "Resize", ["x", "roi", "s", "sizes"], ["y"], mode="nearest",
    coordinate_transformation_mode="tf_half_pixel_for_nn"), X, 11,
    [floats("roi", []), floats("s", []), ints("sizes", [1, 2, 5, 3])],
    run=False)
# Resize-18: axes and keep_aspect_ratio_policy not_larger (one scale,
# sizes rounded, the scale passed to the transform).
model("resize18_axes", helper.make_node(
    "Resize", ["x", "", "", "sizes"], ["y"], mode="cubic", axes=[3, 2],
    keep_aspect_ratio_policy="not_larger"), X, 18,
    [ints("sizes", [7, 5])])
# Resize-13 with scales and tf_crop_and_resize's roi.
model("resize13_crop", helper.make_node(
    "Resize", ["x", "roi", "s"], ["y"], mode="linear",
    coordinate_transformation_mode="tf_crop_and_resize",
    extrapolation_value=-3.0), X, 13,
    [floats("roi", [0, 0, 0.1, -0.2, 1, 1, 0.8, 1.1]),
     floats("s", [1, 1, 1.5, 1.5])])
# GridSample-20 names the modes linear and cubic.
model("grid_sample20", helper.make_node(
    "GridSample", ["x", "g"], ["y"], mode="cubic", padding_mode="border"),
    [("x", (1, 2, 4, 5)), ("g", (1, 3, 2, 2))], 20)
# Refused: antialias, scales not known at import time, 5-D grid sampling.
model("resize_antialias", helper.make_node(
    "Resize", ["x", "", "s"], ["y"], mode="linear", antialias=1), X, 18,
    [floats("s", [1, 1, 0.5, 0.5])], run=False)
model("resize_dynamic_scales", helper.make_node(
    "Resize", ["x", "", "s"], ["y"], mode="linear"),
    X + [("s", (4,))], 13, run=False)
model("grid_sample_3d", helper.make_node("GridSample", ["x", "g"], ["y"]),
      [("x", (1, 1, 2, 3, 4)), ("g", (1, 2, 2, 2, 3))], 20, run=False)
