"""Writes the small ONNX models of pool-indices.test that the backend suite
lacks: MaxPool with its Indices output in 1-D and 3-D (storage_order 1 in
3-D), each with an input and onnxruntime's outputs (the reference).

Run it from this folder to regenerate (needs onnx, onnxruntime and numpy,
at authoring time only; CI runs the committed files):
    python3 make_pool_indices_models.py
"""
import os

import numpy as np
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                    "pool_indices")
F, I64 = TensorProto.FLOAT, TensorProto.INT64
rng = np.random.default_rng(18)


def save(name, shape, out_shape, opset, **attrs):
    node = helper.make_node("MaxPool", ["x"], ["y", "i"], **attrs)
    graph = helper.make_graph(
        [node], name, [helper.make_tensor_value_info("x", F, shape)],
        [helper.make_tensor_value_info("y", F, out_shape),
         helper.make_tensor_value_info("i", I64, out_shape)])
    model = helper.make_model(graph, opset_imports=[
        helper.make_opsetid("", opset)])
    model.ir_version = 8
    onnx.save(model, os.path.join(HERE, name + ".onnx"))
    x = rng.standard_normal(shape).astype(np.float32)
    y, i = ort.InferenceSession(
        model.SerializeToString(),
        providers=["CPUExecutionProvider"]).run(None, {"x": x})
    np.save(os.path.join(HERE, name + ".in0.npy"), x)
    np.save(os.path.join(HERE, name + ".out0.npy"), y)
    np.save(os.path.join(HERE, name + ".out1.npy"), i)


os.makedirs(HERE, exist_ok=True)
save("maxpool1d_indices", [2, 3, 9], [2, 3, 4], 12, kernel_shape=[3],
     strides=[2], pads=[1, 0])
save("maxpool3d_indices_col", [1, 2, 4, 5, 6], [1, 2, 2, 3, 3], 12,
     kernel_shape=[2, 2, 3], strides=[2, 2, 2], pads=[0, 1, 1, 0, 0, 0],
     storage_order=1)
