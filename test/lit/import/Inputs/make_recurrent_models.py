#!/usr/bin/env python3
"""Small RNN, GRU and LSTM models for test/lit/import/recurrent.test.

Writes test/lit/import/Inputs/recurrent/NAME.onnx for every model below:
each cell in each direction (forward, reverse, bidirectional), both
layouts, initial states, biases, sequence_lens known and at run time,
peepholes, GRU's linear_before_reset, clip, input_forget and every
activation ONNX lists; and the models an import must refuse (err_*).
Weights are initializers drawn from a generator seeded by the model's
name, so the bytes are deterministic.

onnxruntime computes the reference of every model that is not err_*: the
inputs go to NAME.in0.npy, ..., the outputs to NAME.out0.npy, ...

Run by hand (never by CI), with the PyTorch venv's onnx and onnxruntime:

    /tmp/torchenv/bin/python test/lit/import/Inputs/make_recurrent_models.py

It removes and rewrites every file of Inputs/recurrent/.
"""

import os
import zlib

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "recurrent")
F, I32 = TensorProto.FLOAT, TensorProto.INT32
GATES = {"RNN": 1, "GRU": 3, "LSTM": 4}
MODELS = {}


def rng_for(name):
    return np.random.default_rng(zlib.crc32(name.encode()))


def layer(name, op, seq=4, batch=3, input_size=5, hidden=4,
          direction="forward", layout=0, bias=True, initial_h=False,
          initial_c=False, peepholes=False, lens=None, lens_input=False,
          outputs=(0, 1), opset=14, **attrs):
    """One `op` node on X; `lens`: sequence_lens values, an initializer or
    (lens_input) a graph input; `outputs`: which of Y, Y_h, Y_c exist."""
    r = rng_for(name)
    dirs = 2 if direction == "bidirectional" else 1
    gh = GATES[op] * hidden

    def weight(n, *dims):
        return numpy_helper.from_array(
            r.uniform(-0.6, 0.6, dims).astype(np.float32), n)

    inits = [weight("W", dirs, gh, input_size), weight("R", dirs, gh, hidden)]
    ins = ["X", "W", "R", "", "", "", "", ""]
    x_dims = [batch, seq, input_size] if layout else [seq, batch, input_size]
    graph_inputs = [("X", F, x_dims)]
    feeds = {"X": r.uniform(-2, 2, x_dims).astype(np.float32)}
    state = [batch, dirs, hidden] if layout else [dirs, batch, hidden]
    if bias:
        inits.append(weight("B", dirs, 2 * gh))
        ins[3] = "B"
    if lens is not None:
        ins[4] = "sequence_lens"
        value = np.array(lens, np.int32)
        if lens_input:
            graph_inputs.append(("sequence_lens", I32, [batch]))
            feeds["sequence_lens"] = value
        else:
            inits.append(numpy_helper.from_array(value, "sequence_lens"))
    for i, (flag, n) in enumerate([(initial_h, "initial_h"),
                                   (initial_c, "initial_c")]):
        if flag:
            ins[5 + i] = n
            graph_inputs.append((n, F, state))
            feeds[n] = r.uniform(-1, 1, state).astype(np.float32)
    if peepholes:
        inits.append(weight("P", dirs, 3 * hidden))
        ins[7] = "P"
    while ins and not ins[-1]:
        ins.pop()
    names = ["Y", "Y_h", "Y_c"]
    outs = [names[i] if i in outputs else "" for i in range(max(outputs) + 1)]
    if layout:
        attrs["layout"] = 1
    n = helper.make_node(op, ins, outs, name="/" + name, hidden_size=hidden,
                         direction=direction, **attrs)
    graph = helper.make_graph(
        [n], name,
        [helper.make_tensor_value_info(a, t, d) for a, t, d in graph_inputs],
        [helper.make_tensor_value_info(o, F, None) for o in outs if o],
        initializer=inits)
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)],
                          producer_name="make_recurrent_models.py")
    m.ir_version = 8
    if not name.startswith("err_"):
        inferred = onnx.shape_inference.infer_shapes(m, strict_mode=True)
        del m.graph.output[:]
        m.graph.output.extend(inferred.graph.output)
        onnx.checker.check_model(m)
    assert name not in MODELS, name
    MODELS[name] = (m, [feeds[a] for a, _, _ in graph_inputs])


# RNN: the default tanh; the directions; layout 1; other activations.
layer("rnn_forward", "RNN", initial_h=True)
layer("rnn_reverse", "RNN", direction="reverse", activations=["Relu"])
layer("rnn_bidirectional", "RNN", direction="bidirectional", layout=1,
      initial_h=True, activations=["LeakyRelu", "ScaledTanh"],
      activation_alpha=[0.2, 0.8], activation_beta=[1.5])
layer("rnn_lens", "RNN", direction="bidirectional", lens=[4, 2, 1],
      bias=False, outputs=(0, 1))
layer("rnn_opset7", "RNN", opset=7, activations=["Softsign"])

# GRU: linear_before_reset 0 and 1, both directions, run-time lengths.
layer("gru_forward", "GRU", initial_h=True)
layer("gru_linear_before_reset", "GRU", direction="bidirectional",
      initial_h=True, linear_before_reset=1)
layer("gru_lens", "GRU", direction="reverse", lens=[3, 4, 1],
      lens_input=True, initial_h=True)
layer("gru_lens_lbr", "GRU", direction="bidirectional", lens=[2, 1, 4],
      lens_input=True, linear_before_reset=1, layout=1, initial_h=True)
layer("gru_clip", "GRU", clip=0.5,
      activations=["HardSigmoid", "Affine"],
      activation_alpha=[0.3, 0.7], activation_beta=[0.4, 0.1])

# LSTM: every input, every output, peepholes, the directions, clip,
# input_forget, the activations.
layer("lstm_forward", "LSTM", initial_h=True, initial_c=True, peepholes=True,
      outputs=(0, 1, 2))
layer("lstm_reverse", "LSTM", direction="reverse", outputs=(0, 2))
layer("lstm_bidirectional", "LSTM", direction="bidirectional", layout=1,
      initial_h=True, initial_c=True, peepholes=True, outputs=(0, 1, 2))
layer("lstm_lens", "LSTM", direction="bidirectional", lens=[1, 4, 3],
      lens_input=True, initial_h=True, initial_c=True, peepholes=True,
      outputs=(0, 1, 2))
layer("lstm_lens_known", "LSTM", lens=[4, 4, 2], outputs=(0, 1, 2))
layer("lstm_clip_input_forget", "LSTM", clip=0.7, input_forget=1,
      peepholes=True, outputs=(0, 1, 2))
layer("lstm_activations", "LSTM", direction="bidirectional",
      activations=["HardSigmoid", "Elu", "Softplus",
                   "Sigmoid", "ThresholdedRelu", "Softsign"],
      activation_alpha=[0.25, 0.9, 0.3], activation_beta=[0.45],
      outputs=(0, 1, 2))
layer("lstm_opset7", "LSTM", opset=7, outputs=(1,))

# Refused.
layer("err_activation", "RNN", activations=["Gelu"])
layer("err_steps", "RNN", seq=4097, batch=1, input_size=1, hidden=1,
      bias=False)
layer("err_activation_count", "LSTM", activations=["Sigmoid", "Tanh"])


def run_onnxruntime(m, arrays):
    import onnxruntime as ort
    opts = ort.SessionOptions()
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    session = ort.InferenceSession(m.SerializeToString(), opts,
                                   providers=["CPUExecutionProvider"])
    return session.run(None, {i.name: a for i, a in
                              zip(m.graph.input, arrays)})


def reference(name, m, arrays):
    node = m.graph.node[0]
    layout = next((a.i for a in node.attribute if a.name == "layout"), 0)
    if not layout:
        outs = run_onnxruntime(m, arrays)
    else:
        # onnxruntime has no batchwise layout: run the layout 0 twin on the
        # transposed inputs and transpose its outputs back.
        twin = onnx.ModelProto()
        twin.CopyFrom(m)
        tnode = twin.graph.node[0]
        attrs = [a for a in tnode.attribute if a.name != "layout"]
        del tnode.attribute[:]
        tnode.attribute.extend(attrs)
        del twin.graph.output[:]
        for o in m.graph.output:
            twin.graph.output.append(helper.make_tensor_value_info(
                o.name, F, None))
        for i in twin.graph.input:
            i.type.tensor_type.ClearField("shape")
        inputs = [np.ascontiguousarray(a.transpose(1, 0, 2))
                  if a.ndim == 3 else a for a in arrays]
        outs = [np.ascontiguousarray(
                    o.transpose(2, 0, 1, 3) if o.ndim == 4
                    else o.transpose(1, 0, 2))
                for o in run_onnxruntime(twin, inputs)]
    for i, a in enumerate(arrays):
        np.save(os.path.join(OUT, "%s.in%d.npy" % (name, i)), a)
    for i, a in enumerate(outs):
        np.save(os.path.join(OUT, "%s.out%d.npy" % (name, i)), a)


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    for name, (m, arrays) in sorted(MODELS.items()):
        with open(os.path.join(OUT, name + ".onnx"), "wb") as f:
            f.write(m.SerializeToString())
        if not name.startswith("err_"):
            reference(name, m, arrays)
    print("wrote %d models to %s" % (len(MODELS), OUT))


if __name__ == "__main__":
    main()
