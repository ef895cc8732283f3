"""Writes the small models of quant-contrib.test: onnxruntime's com.microsoft
QLinearAdd, QLinearGlobalAveragePool and QGemm (what its quantizer writes in
QOperator format), with random int8/uint8 inputs and onnxruntime's outputs.

onnxruntime is these ops' only definition, so its CPU kernels give the
expected outputs. The scales are chosen so that many values land near half
steps (a scale ratio of 0.3, sums of several terms), where an order of
operations other than onnxruntime's would round differently.

Run it from this folder to regenerate (needs onnx, numpy and onnxruntime, at
authoring time only; CI runs the committed files):
    "$NN_TORCH_PYTHON" make_quant_contrib_models.py
"""
import os

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "quant-contrib")
MS = "com.microsoft"


def const(name, value):
    return numpy_helper.from_array(np.asarray(value), name)


def save(name, node, inputs, outputs, inits, feeds):
    """The model (default opset 17 plus com.microsoft 1), its inputs and
    onnxruntime's outputs as NAME.inN.npy / NAME.outN.npy."""
    graph = helper.make_graph(
        [node], name,
        [helper.make_tensor_value_info(n, t, s) for n, t, s in inputs],
        [helper.make_tensor_value_info(n, t, s) for n, t, s in outputs], inits)
    model = helper.make_model(graph, opset_imports=[
        helper.make_opsetid("", 17), helper.make_opsetid(MS, 1)])
    model.ir_version = 8
    path = os.path.join(HERE, name + ".onnx")
    onnx.save(model, path)
    import onnxruntime as ort

    so = ort.SessionOptions()
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    sess = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
    outs = sess.run(None, dict(zip([n for n, _, _ in inputs], feeds)))
    for i, a in enumerate(feeds):
        np.save(os.path.join(HERE, f"{name}.in{i}.npy"), a)
    for i, a in enumerate(outs):
        np.save(os.path.join(HERE, f"{name}.out{i}.npy"), a)


os.makedirs(HERE, exist_ok=True)
rng = np.random.default_rng(18)
I8, U8, F = TensorProto.INT8, TensorProto.UINT8, TensorProto.FLOAT

# QLinearAdd, int8, B broadcast along the last dim; zero points nonzero.
save("qlinear_add_i8",
     helper.make_node("QLinearAdd", ["a", "as", "az", "b", "bs", "bz", "cs", "cz"], ["c"],
                      domain=MS),
     [("a", I8, [2, 3, 64]), ("b", I8, [64])], [("c", I8, [2, 3, 64])],
     [const("as", np.float32(0.03)), const("az", np.int8(3)),
      const("bs", np.float32(0.05)), const("bz", np.int8(-7)),
      const("cs", np.float32(0.1)), const("cz", np.int8(-2))],
     [rng.integers(-128, 128, (2, 3, 64), dtype=np.int8),
      rng.integers(-128, 128, (64,), dtype=np.int8)])
# QLinearAdd, uint8, no C zero point (0, uint8 as A).
save("qlinear_add_u8",
     helper.make_node("QLinearAdd", ["a", "as", "az", "b", "bs", "bz", "cs"], ["c"],
                      domain=MS),
     [("a", U8, [4, 50]), ("b", U8, [4, 50])], [("c", U8, [4, 50])],
     [const("as", np.float32(0.02)), const("az", np.uint8(128)),
      const("bs", np.float32(0.06)), const("bz", np.uint8(100)),
      const("cs", np.float32(0.2))],
     [rng.integers(0, 256, (4, 50), dtype=np.uint8),
      rng.integers(0, 256, (4, 50), dtype=np.uint8)])
# QLinearGlobalAveragePool, int8 NCHW, 7x7.
save("qlinear_gap_i8",
     helper.make_node("QLinearGlobalAveragePool", ["x", "xs", "xz", "ys", "yz"], ["y"],
                      domain=MS, channels_last=0),
     [("x", I8, [2, 16, 7, 7])], [("y", I8, [2, 16, 1, 1])],
     [const("xs", np.float32(0.05)), const("xz", np.int8(-5)),
      const("ys", np.float32(0.015)), const("yz", np.int8(4))],
     [rng.integers(-128, 128, (2, 16, 7, 7), dtype=np.int8)])
# QLinearGlobalAveragePool, uint8 NHWC (channels_last), 5x3.
save("qlinear_gap_u8_nhwc",
     helper.make_node("QLinearGlobalAveragePool", ["x", "xs", "xz", "ys", "yz"], ["y"],
                      domain=MS, channels_last=1),
     [("x", U8, [1, 5, 3, 8])], [("y", U8, [1, 1, 1, 8])],
     [const("xs", np.float32(0.04)), const("xz", np.uint8(120)),
      const("ys", np.float32(0.03)), const("yz", np.uint8(128))],
     [rng.integers(0, 256, (1, 5, 3, 8), dtype=np.uint8)])
# QGemm, int8, transB with per-column b scale and zero point 0 (as the
# quantizer writes a Linear layer), int32 bias, quantized result.
n, k, m = 24, 40, 3
save("qgemm_i8",
     helper.make_node("QGemm", ["a", "as", "az", "b", "bs", "bz", "c", "ys", "yz"], ["y"],
                      domain=MS, transB=1),
     [("a", I8, [m, k])], [("y", I8, [m, n])],
     [const("as", np.float32(0.02)), const("az", np.int8(6)),
      const("b", rng.integers(-127, 128, (n, k), dtype=np.int8)),
      const("bs", (rng.random(n) * 0.01 + 0.002).astype(np.float32)),
      const("bz", np.zeros(n, np.int8)),
      const("c", rng.integers(-2000, 2000, (n,), dtype=np.int32)),
      const("ys", np.float32(0.07)), const("yz", np.int8(-3))],
     [rng.integers(-128, 128, (m, k), dtype=np.int8)])
# QGemm, uint8 A, int8 B not transposed, alpha 0.5, no bias, f32 result.
save("qgemm_f32_alpha",
     helper.make_node("QGemm", ["a", "as", "az", "b", "bs", "bz"], ["y"],
                      domain=MS, alpha=0.5),
     [("a", U8, [m, k])], [("y", F, [m, n])],
     [const("as", np.float32(0.02)), const("az", np.uint8(130)),
      const("b", rng.integers(-127, 128, (k, n), dtype=np.int8)),
      const("bs", np.float32(0.004)), const("bz", np.int8(0))],
     [rng.integers(0, 256, (m, k), dtype=np.uint8)])
