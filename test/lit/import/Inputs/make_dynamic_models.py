"""Writes the PyTorch exports with dynamic batch and sequence of
dynamic-shapes.test (models/tiny_attention_dyn, models/tiny_posids_dyn,
models/tiny_causal_dyn):
a BERT-style self-attention layer exported with dynamic_axes, whose
reshapes into heads and back take shapes computed at run time (Shape ->
Gather -> Unsqueeze -> Concat -> Reshape, and a Div and Cast of a static
size), each with test data at two shapes and onnxruntime's outputs (the
reference). tiny_posids_dyn takes its position ids and token types as
Hugging Face's BERT does: buffers sliced to the sequence's length (Slice
with an end computed at run time), the token types expanded to the batch
(Expand to a shape computed at run time). tiny_causal_dyn is a GPT-2-style
block whose position ids are arange(seq) (Range) and whose causal mask is
ones(seq, seq).tril() (ConstantOfShape, Trilu).

hf_bert_dyn is Hugging Face Transformers' BertModel itself (a tiny random
configuration). Run it from this folder to regenerate (needs torch, onnx,
onnxruntime and transformers, at authoring time only; CI runs the
committed files):
    python3 make_dynamic_models.py
"""
import json
import math
import os

import numpy as np
import onnx
import onnxruntime as ort
import torch
import torch.nn as nn
from onnx import numpy_helper

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "models")
SEED = 21
SHAPES = ((2, 5), (1, 9))


class Attention(nn.Module):
    """x [batch, seq, 32] with a padding mask [batch, seq] and position ids
    (an input, or a slice of a buffer) -> LayerNorm(x + attention(x))."""

    def __init__(self, slice_positions, d=32, heads=4, positions=64):
        super().__init__()
        self.heads, self.slice_positions = heads, slice_positions
        self.qkv, self.out = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.pos, self.norm = nn.Embedding(positions, d), nn.LayerNorm(d)
        self.register_buffer("position_ids",
                             torch.arange(positions).unsqueeze(0))
        if slice_positions:
            self.types = nn.Embedding(2, d)
            self.register_buffer("token_type_ids",
                                 torch.zeros(1, positions, dtype=torch.int64))

    def forward(self, x, mask, pos=None):
        b, s, d = x.shape
        if self.slice_positions:
            pos = self.position_ids[:, :s]
            types = self.token_type_ids[:, :s].expand(b, s)
            x = x + self.types(types)
        x = x + self.pos(pos)
        q, k, v = self.qkv(x).split(d, dim=-1)
        split = lambda t: t.view(b, s, self.heads, d // self.heads).transpose(
            1, 2)
        q, k, v = split(q), split(k), split(v)
        a = q @ k.transpose(-1, -2) / math.sqrt(d // self.heads)
        a = a + (1.0 - mask[:, None, None, :]) * -10000.0
        c = (a.softmax(-1) @ v).transpose(1, 2).reshape(b, s, d)
        return self.norm(x + self.out(c))


class Causal(nn.Module):
    """A GPT-2-style causal self-attention block over x [batch, seq, 32]:
    position ids torch.arange(seq) (Range to a size computed at run time),
    the causal mask torch.ones(seq, seq).tril() (ConstantOfShape, Trilu)."""

    def __init__(self, d=32, heads=4, positions=64):
        super().__init__()
        self.heads = heads
        self.qkv, self.out = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.pos, self.norm = nn.Embedding(positions, d), nn.LayerNorm(d)

    def forward(self, x):
        b, s, d = x.shape
        x = x + self.pos(torch.arange(s))
        h = self.norm(x)
        q, k, v = self.qkv(h).split(d, dim=-1)
        split = lambda t: t.view(b, s, self.heads, d // self.heads).transpose(
            1, 2)
        q, k, v = split(q), split(k), split(v)
        a = q @ k.transpose(-1, -2) / math.sqrt(d // self.heads)
        mask = torch.ones(s, s).tril()
        a = a.masked_fill(mask == 0, -1e9)
        c = (a.softmax(-1) @ v).transpose(1, 2).reshape(b, s, d)
        return x + self.out(c)


def export(name, slice_positions):
    torch.manual_seed(SEED)
    model = (Causal() if slice_positions is None else
             Attention(slice_positions)).eval()
    folder = os.path.join(HERE, name)
    os.makedirs(folder, exist_ok=True)
    rng = np.random.default_rng(SEED)
    names = (["x"] if slice_positions is None else
             ["x", "mask"] + ([] if slice_positions else ["pos"]))
    axes = {n: {0: "batch", 1: "seq"} for n in names + ["y"]}
    example = (torch.zeros(2, 5, 32), torch.ones(2, 5),
               torch.zeros(2, 5, dtype=torch.int64))[:len(names)]
    path = os.path.join(folder, "model.onnx")
    torch.onnx.export(model, example, path, input_names=names,
                      output_names=["y"], dynamic_axes=axes,
                      opset_version=17, dynamo=False)
    session = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
    for k, (b, s) in enumerate(SHAPES):
        inputs = {
            "x": rng.standard_normal((b, s, 32)).astype(np.float32),
            "mask": (rng.random((b, s)) > 0.25).astype(np.float32),
            "pos": np.tile(np.arange(s, dtype=np.int64), (b, 1)),
        }
        data = os.path.join(folder, f"test_data_set_{k}")
        os.makedirs(data, exist_ok=True)
        feeds = {n: inputs[n] for n in names}
        (y,) = session.run(None, feeds)
        for i, n in enumerate(names):
            np.save(os.path.join(data, f"input_{i}.npy"), feeds[n])
            onnx.save_tensor(numpy_helper.from_array(feeds[n], n),
                             os.path.join(data, f"input_{i}.pb"))
        np.save(os.path.join(data, "output_0.npy"), y)
        onnx.save_tensor(numpy_helper.from_array(y, "y"),
                         os.path.join(data, "output_0.pb"))
    with open(os.path.join(folder, "export_info.json"), "w") as f:
        json.dump({"exporter": "torch.onnx.export(dynamo=False, "
                               "dynamic_axes batch, seq)",
                   "requested_opset": 17, "seed": SEED,
                   "test_shapes": SHAPES,
                   "reference": "onnxruntime",
                   "source": "make_dynamic_models.py"}, f, indent=1)


def export_hf_bert(name):
    """Hugging Face Transformers' BertModel (a tiny random configuration),
    exported as its users do, with dynamic batch and sequence: its masks
    are built from ranges over the sizes, gathered along dims of dynamic
    size, and its reshapes read sizes off other tensors."""
    from transformers import BertConfig, BertModel
    torch.manual_seed(SEED)
    bert = BertModel(BertConfig(hidden_size=32, num_hidden_layers=1,
                                num_attention_heads=4, intermediate_size=64,
                                vocab_size=50, max_position_embeddings=32))
    bert.eval()

    class Outputs(nn.Module):
        def __init__(self):
            super().__init__()
            self.bert = bert

        def forward(self, input_ids, attention_mask):
            out = self.bert(input_ids=input_ids, attention_mask=attention_mask,
                            return_dict=False)
            return out[0], out[1]

    folder = os.path.join(HERE, name)
    os.makedirs(folder, exist_ok=True)
    names, outputs = ["input_ids", "attention_mask"], ["hidden", "pooled"]
    axes = {n: {0: "batch", 1: "seq"} for n in names + ["hidden"]}
    axes["pooled"] = {0: "batch"}
    path = os.path.join(folder, "model.onnx")
    example = (torch.zeros(2, 5, dtype=torch.int64),
               torch.ones(2, 5, dtype=torch.int64))
    torch.onnx.export(Outputs().eval(), example, path, input_names=names,
                      output_names=outputs, dynamic_axes=axes,
                      opset_version=17, dynamo=False)
    session = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
    rng = np.random.default_rng(SEED)
    for k, (b, s) in enumerate(SHAPES):
        mask = np.ones((b, s), np.int64)
        mask[0, -2:] = 0  # padding at the end of the first sequence
        feeds = {"input_ids": rng.integers(0, 50, (b, s)).astype(np.int64),
                 "attention_mask": mask}
        data = os.path.join(folder, f"test_data_set_{k}")
        os.makedirs(data, exist_ok=True)
        for i, n in enumerate(names):
            np.save(os.path.join(data, f"input_{i}.npy"), feeds[n])
        for i, y in enumerate(session.run(None, feeds)):
            np.save(os.path.join(data, f"output_{i}.npy"), y)
    with open(os.path.join(folder, "export_info.json"), "w") as f:
        import transformers
        json.dump({"exporter": "torch.onnx.export(dynamo=False, "
                               "dynamic_axes batch, seq)",
                   "transformers": transformers.__version__,
                   "requested_opset": 17, "seed": SEED,
                   "test_shapes": SHAPES, "reference": "onnxruntime",
                   "source": "make_dynamic_models.py"}, f, indent=1)


export("tiny_attention_dyn", slice_positions=False)
export("tiny_posids_dyn", slice_positions=True)
export("tiny_causal_dyn", slice_positions=None)
export_hf_bert("hf_bert_dyn")
