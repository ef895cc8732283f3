"""Writes the small ONNX models of pool-indices.test and lppool.test that the
backend suite lacks: MaxPool with its Indices output in 1-D and 3-D
(storage_order 1 in 3-D), LpPool and GlobalLpPool (p 1, 2 and 3;
1-D to 3-D; pads, strides, dilations, ceil_mode, auto_pad), and dilated
AveragePool (avgpool-dilated.test), each with an input and onnxruntime's
outputs (the reference; the AveragePool ones are also checked against
onnx.reference here).

Run it from this folder to regenerate (needs onnx, onnxruntime and numpy,
at authoring time only; CI runs the committed files):
    python3 make_pool_models.py
"""
import os

import numpy as np
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pools")
F, I64 = TensorProto.FLOAT, TensorProto.INT64
rng = np.random.default_rng(18)


def save(name, shape, out_shape, opset, op="MaxPool", **attrs):
    outputs = ["y", "i"] if op == "MaxPool" else ["y"]
    node = helper.make_node(op, ["x"], outputs, **attrs)
    graph = helper.make_graph(
        [node], name, [helper.make_tensor_value_info("x", F, shape)],
        [helper.make_tensor_value_info(o, F if o == "y" else I64, None)
         for o in outputs])
    model = helper.make_model(graph, opset_imports=[
        helper.make_opsetid("", opset)])
    model.ir_version = 8
    onnx.save(model, os.path.join(HERE, name + ".onnx"))
    x = rng.standard_normal(shape).astype(np.float32)
    results = ort.InferenceSession(
        model.SerializeToString(),
        providers=["CPUExecutionProvider"]).run(None, {"x": x})
    np.save(os.path.join(HERE, name + ".in0.npy"), x)
    for i, r in enumerate(results):
        assert out_shape is None or list(r.shape) == out_shape, r.shape
        np.save(os.path.join(HERE, name + ".out%d.npy" % i), r)


os.makedirs(HERE, exist_ok=True)
save("maxpool1d_indices", [2, 3, 9], [2, 3, 4], 12, kernel_shape=[3],
     strides=[2], pads=[1, 0])
save("maxpool3d_indices_col", [1, 2, 4, 5, 6], [1, 2, 2, 3, 3], 12,
     kernel_shape=[2, 2, 3], strides=[2, 2, 2], pads=[0, 1, 1, 0, 0, 0],
     storage_order=1)
# LpPool (opset 18: dilations and ceil_mode) and GlobalLpPool.
save("lppool2d_p2", [1, 3, 7, 6], [1, 3, 4, 3], 18, op="LpPool",
     kernel_shape=[3, 2], strides=[2, 2], pads=[1, 0, 1, 1])
save("lppool2d_p3_dilated_ceil", [2, 2, 8, 7], [2, 2, 4, 4], 18, op="LpPool",
     kernel_shape=[2, 3], strides=[2, 2], dilations=[2, 1], pads=[1, 0, 0, 1],
     ceil_mode=1, p=3)
save("lppool1d_p1_same", [1, 4, 9], [1, 4, 5], 18, op="LpPool",
     kernel_shape=[3], strides=[2], auto_pad="SAME_UPPER", p=1)
save("lppool3d", [1, 2, 4, 5, 6], [1, 2, 3, 2, 6], 11, op="LpPool",
     kernel_shape=[2, 2, 2], strides=[1, 2, 1], pads=[0, 0, 0, 0, 0, 1])
save("globallppool_p3", [2, 3, 4, 5], [2, 3, 1, 1], 2, op="GlobalLpPool",
     p=3)
# Dilated AveragePool (opset 19), also checked against ONNX's reference
# implementation (onnxruntime and it agree on these; onnxruntime refuses
# pads as large as the kernel, and the two disagree on auto_pad SAME with
# dilations: onnxruntime leaves the dilation out of the padding).
for name, shape, attrs in [
        ("avgpool2d_dilated", [1, 2, 9, 8],
         dict(kernel_shape=[3, 2], dilations=[2, 3], strides=[1, 2],
              pads=[1, 1, 1, 1])),
        ("avgpool2d_dilated_include_ceil", [1, 2, 9, 8],
         dict(kernel_shape=[3, 2], dilations=[2, 2], strides=[2, 2],
              pads=[1, 1, 1, 1], ceil_mode=1, count_include_pad=1)),
        ("avgpool1d_dilated", [2, 3, 10],
         dict(kernel_shape=[3], dilations=[2], strides=[2], pads=[2, 1])),
        ("avgpool3d_dilated", [1, 2, 5, 6, 7],
         dict(kernel_shape=[2, 2, 2], dilations=[2, 1, 3], strides=[1, 2, 1],
              pads=[1, 0, 1, 0, 1, 1]))]:
    save(name, shape, None, 19, op="AveragePool", **attrs)
    from onnx.reference import ReferenceEvaluator
    ref = ReferenceEvaluator(os.path.join(HERE, name + ".onnx")).run(
        None, {"x": np.load(os.path.join(HERE, name + ".in0.npy"))})[0]
    out = np.load(os.path.join(HERE, name + ".out0.npy"))
    assert out.shape == ref.shape and np.allclose(out, ref, atol=1e-6), name

# An average whose first window reads only padding (count_include_pad 0):
# no divisor, an import error (avgpool-dilated.test). No reference run.
node = helper.make_node("AveragePool", ["x"], ["y"], kernel_shape=[2, 2],
                        dilations=[3, 3], pads=[4, 0, 0, 0])
graph = helper.make_graph(
    [node], "empty_window", [helper.make_tensor_value_info("x", F, [1, 1, 4, 4])],
    [helper.make_tensor_value_info("y", F, None)])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 19)])
model.ir_version = 8
onnx.save(model, os.path.join(HERE, "avgpool_empty_window.onnx"))
