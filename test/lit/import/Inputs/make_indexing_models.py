"""Writes the small ONNX models of indexing.test that the backend suite
lacks: the converters' error cases (Indexing.c, Loss.c) and a mean loss with
ignore_index but no weight.

Run it from this folder to regenerate (needs the onnx package, at authoring
time only; CI runs the committed files):  python3 make_indexing_models.py
"""
import os

import onnx
from onnx import TensorProto, helper

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "indexing")
F, I64 = TensorProto.FLOAT, TensorProto.INT64


def save(name, node, inputs, outputs, opset):
    graph = helper.make_graph(
        [node], name,
        [helper.make_tensor_value_info(n, t, s) for n, t, s in inputs],
        [helper.make_tensor_value_info(n, t, s) for n, t, s in outputs])
    model = helper.make_model(graph, opset_imports=[
        helper.make_opsetid("", opset)])
    model.ir_version = 8
    onnx.save(model, os.path.join(HERE, name + ".onnx"))


os.makedirs(HERE, exist_ok=True)
# ScatterElements with a reduction ONNX does not define.
save("scatter_mean",
     helper.make_node("ScatterElements", ["x", "i", "u"], ["y"],
                      reduction="mean"),
     [("x", F, [3, 4]), ("i", I64, [2, 4]), ("u", F, [2, 4])],
     [("y", F, [3, 4])], 18)
# OneHot whose depth is a graph input without a known value.
save("onehot_depth_input",
     helper.make_node("OneHot", ["i", "d", "v"], ["y"]),
     [("i", I64, [3]), ("d", I64, []), ("v", F, [2])],
     [("y", F, [3, 4])], 11)
# NegativeLogLikelihoodLoss with input and target ranks that do not fit.
save("nll_ranks",
     helper.make_node("NegativeLogLikelihoodLoss", ["x", "t"], ["y"]),
     [("x", F, [3, 5]), ("t", I64, [3, 1])], [("y", F, [])], 13)
# NegativeLogLikelihoodLoss, reduction mean, ignore_index and no weight:
# the sum is divided by the number of samples not ignored.
save("nll_mean_ii",
     helper.make_node("NegativeLogLikelihoodLoss", ["x", "t"], ["y"],
                      ignore_index=1),
     [("x", F, [3, 5]), ("t", I64, [3])], [("y", F, [])], 13)

# Its inputs and PyTorch's loss (torch.nn.functional.nll_loss), for nn-run.
try:
    import numpy as np
    import torch
    rng = np.random.default_rng(18)
    x = rng.standard_normal((3, 5)).astype(np.float32)
    t = np.array([1, 3, 0], np.int64)  # one sample ignored
    y = torch.nn.functional.nll_loss(torch.from_numpy(x), torch.from_numpy(t),
                                     ignore_index=1, reduction="mean")
    np.save(os.path.join(HERE, "nll_mean_ii.in0.npy"), x)
    np.save(os.path.join(HERE, "nll_mean_ii.in1.npy"), t)
    np.save(os.path.join(HERE, "nll_mean_ii.out0.npy"),
            np.array(y.item(), np.float32))
except ImportError:
    print("torch missing: nll_mean_ii's reference not written")
