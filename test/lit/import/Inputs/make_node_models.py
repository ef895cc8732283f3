#!/usr/bin/env python3
"""Small one- or few-node ONNX models for the importer's lit tests.

Writes test/lit/import/Inputs/ops/NAME.onnx for every model below: each
converter of import/onnx/ops/*.c, each opset range where an op's meaning
changes, attribute defaults, and the rules that make an import fail. The
models are built with onnx.helper, so the bytes are deterministic (no
random weights: values come from a generator seeded by the model's name).

For the models marked `run`, onnxruntime computes the reference: the
inputs go to NAME.in0.npy, NAME.in1.npy, ..., and the outputs to
NAME.out0.npy, ...; the lit tests run the imported module with
`nn-run --input ... --check ...`.

Run by hand (never by CI), with the PyTorch venv's onnx and onnxruntime:

    /tmp/torchenv/bin/python test/lit/import/Inputs/make_node_models.py

It removes and rewrites the files of its models in Inputs/ops/.
"""

import os
import zlib

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ops")
F, I64, I32, B = TensorProto.FLOAT, TensorProto.INT64, TensorProto.INT32, TensorProto.BOOL
NP = {F: np.float32, I64: np.int64, I32: np.int32, B: np.bool_}
INT64_MAX, INT64_MIN = 2**63 - 1, -(2**63)

MODELS = {}
# NumPy references for the models onnxruntime does not run (opsets before
# 7), by name: a function of the input arrays returning the outputs.
NUMPY_REFS = {}


def rng_for(name):
    return np.random.default_rng(zlib.crc32(name.encode()))


def init(name, array):
    return numpy_helper.from_array(np.asarray(array), name)


def model(name, nodes, inputs, outputs, inits=(), opset=17, ir=8,
          opsets=None, run=False, feeds=None):
    """Registers model `name`. inputs: (name, type, dims); outputs: (name,
    type) or (name, type, dims); inits: TensorProtos; run: make the
    onnxruntime reference (feeds: fixed input arrays by name)."""
    assert name not in MODELS, name
    graph = helper.make_graph(
        nodes, name,
        [helper.make_tensor_value_info(n, t, d) for n, t, d in inputs],
        [helper.make_tensor_value_info(o[0], o[1], o[2] if len(o) > 2 else None)
         for o in outputs],
        initializer=list(inits))
    if opsets is None:
        opsets = [helper.make_opsetid("", opset)]
    m = helper.make_model(graph, opset_imports=opsets,
                          producer_name="make_node_models.py")
    m.ir_version = ir
    if not name.startswith("err_") and not all(
            o.type.tensor_type.HasField("shape") for o in m.graph.output):
        # Outputs take the types ONNX's shape inference gives them, as an
        # exporter's do.
        inferred = onnx.shape_inference.infer_shapes(m, strict_mode=True,
                                                     data_prop=True)
        for out in m.graph.output:
            if not out.type.tensor_type.HasField("shape"):
                out.CopyFrom(next(o for o in inferred.graph.output
                                  if o.name == out.name))
    MODELS[name] = (m, inputs, run, feeds or {})


def node(op, ins, outs, name, **attrs):
    return helper.make_node(op, ins, outs, name=name, **attrs)


def one(op, shape, name, opset=17, out_type=F, run=False, inits=(),
        extra_ins=(), **attrs):
    """A model of one node `op` on a float input `x` of `shape`."""
    model(name, [node(op, ["x", *extra_ins], ["y"], "/" + name, **attrs)],
          [("x", F, shape)], [("y", out_type)], inits=inits, opset=opset,
          run=run)


# --- Elementwise (elementwise.test) ---------------------------------------

UNARY = ["Relu", "Exp", "Sigmoid", "Tanh", "Neg", "Abs", "Reciprocal",
         "Floor", "Ceil", "Round", "Log", "Sqrt", "Erf", "Sin", "Cos",
         "Softplus", "HardSwish"]
model("unary",
      [node(op, ["x"], [op.lower()], "/" + op) for op in UNARY]
      + [node("Gelu", ["x"], ["gelu"], "/Gelu"),
         node("Gelu", ["x"], ["gelu_tanh"], "/GeluTanh", approximate="tanh"),
         node("Not", ["p"], ["not"], "/Not")],
      [("x", F, [2, 3]), ("p", B, [2, 3])],
      [(op.lower(), F) for op in UNARY]
      + [("gelu", F), ("gelu_tanh", F), ("not", B)], opset=20)

BINARY = ["Add", "Sub", "Mul", "Div", "Pow"]
COMPARE = ["Equal", "Less", "LessOrEqual", "Greater", "GreaterOrEqual"]
model("binary",
      [node(op, ["a", "b"], [op.lower()], "/" + op) for op in BINARY + COMPARE]
      + [node("And", ["p", "q"], ["and"], "/And"),
         node("Or", ["p", "q"], ["or"], "/Or"),
         node("Where", ["p", "a", "b"], ["where"], "/Where")],
      [("a", F, [2, 3]), ("b", F, [3]), ("p", B, [2, 3]), ("q", B, [1, 3])],
      [(op.lower(), F) for op in BINARY]
      + [(op.lower(), B) for op in COMPARE]
      + [("and", B), ("or", B), ("where", F)])

# Pow's exponent may have another element type (opset 12): cast to the base's.
model("pow_mixed",
      [node("Pow", ["x", "two"], ["square"], "/PowInt64"),
       node("Pow", ["x", "e"], ["y"], "/PowInt32")],
      [("x", F, [2, 3]), ("e", I32, [3])], [("square", F), ("y", F)],
      inits=[init("two", np.array(2, np.int64))], run=True,
      feeds={"x": np.linspace(-2, 2, 6, dtype=np.float32).reshape(2, 3),
             "e": np.array([0, 1, 3], np.int32)})

model("variadic",
      [node("Max", ["a", "b", "c"], ["max"], "/Max"),
       node("Min", ["a"], ["min"], "/Min"),
       node("Sum", ["a", "b", "c"], ["sum"], "/Sum"),
       node("Mean", ["a", "b"], ["mean"], "/Mean")],
      [("a", F, [2, 3]), ("b", F, [3]), ("c", F, [2, 1])],
      [("max", F), ("min", F), ("sum", F), ("mean", F)], run=True)

model("leaky_elu",
      [node("LeakyRelu", ["x"], ["leaky"], "/LeakyRelu"),
       node("Elu", ["x"], ["elu"], "/Elu", alpha=0.5)],
      [("x", F, [4])], [("leaky", F), ("elu", F)])

model("hardsigmoid",
      [node("HardSigmoid", ["x"], ["onnx"], "/HardSigmoidOnnx"),
       node("HardSigmoid", ["x"], ["torch"], "/HardSigmoidTorch",
            alpha=1.0 / 6.0, beta=0.5)],
      [("x", F, [2, 8])], [("onnx", F), ("torch", F)], run=True,
      feeds={"x": np.linspace(-5, 5, 16, dtype=np.float32).reshape(2, 8)})

one("PRelu", [1, 3, 4, 4], "prelu_channel", extra_ins=["slope"],
    inits=[init("slope", np.array([0.1, 0.2, 0.3], np.float32).reshape(3, 1, 1))],
    run=True)
one("PRelu", [2, 3], "prelu_single", extra_ins=["slope"],
    inits=[init("slope", np.array([0.25], np.float32))])
one("PRelu", [2, 3, 4], "prelu_general", extra_ins=["slope"],
    inits=[init("slope", np.array([0.1, -0.2, 0.3, 2.0], np.float32))],
    run=True)

model("cast",
      [node("Cast", ["x"], ["i"], "/CastToInt", to=I32),
       node("Cast", ["x"], ["same"], "/CastSame", to=F),
       node("Cast", ["k"], ["kf"], "/CastKnown", to=F),
       node("Add", ["x", "kf"], ["sum"], "/AddKnown")],
      [("x", F, [3])], [("i", I32), ("same", F), ("sum", F)],
      inits=[init("k", np.array([1, 2, 3], np.int64))], run=True,
      feeds={"x": np.array([-1.5, 0.25, 2.75], np.float32)})

# Mod has no nn op: it folds on known values (Reshape's shape here).
model("mod",
      [node("Constant", [], ["a"], "/A",
            value=helper.make_tensor("a", I64, [2], [10, -14])),
       node("Mod", ["a", "b"], ["shape"], "/Mod"),
       node("Reshape", ["x", "shape"], ["y"], "/Reshape"),
       node("Mod", ["f", "g"], ["fm"], "/FMod", fmod=1),
       node("Add", ["x2", "fm"], ["z"], "/Add")],
      [("x", F, [3, 4]), ("x2", F, [2])], [("y", F), ("z", F)],
      inits=[init("b", np.array([4, 10], np.int64)),
             init("f", np.array([5.5, -5.5], np.float32)),
             init("g", np.array([2.0, 2.0], np.float32))])

model("identity",
      [node("Identity", ["x"], ["y"], "/Identity"),
       node("Identity", ["k"], ["kc"], "/IdentityKnown"),
       node("Add", ["y", "kc"], ["z"], "/Add")],
      [("x", F, [2])], [("y", F), ("z", F)],
      inits=[init("k", np.array([1.0, 2.0], np.float32))])

# --- Neural (neural.test) -------------------------------------------------


def conv(name, xshape, wshape, bias=True, run=True, opset=17, **attrs):
    r = rng_for(name)
    inits = [init("w", r.standard_normal(wshape).astype(np.float32))]
    ins = ["x", "w"]
    if bias:
        inits.append(init("b", r.standard_normal(wshape[0]).astype(np.float32)))
        ins.append("b")
    model(name, [node("Conv", ins, ["y"], "/" + name + "/Conv", **attrs)],
          [("x", F, xshape)], [("y", F)], inits=inits, opset=opset, run=run)


conv("conv_pads", [1, 2, 5, 5], [4, 2, 3, 3], kernel_shape=[3, 3],
     pads=[1, 0, 2, 1], strides=[2, 1])
conv("conv_group", [1, 4, 7, 7], [4, 2, 3, 3], bias=False, group=2,
     dilations=[2, 2])
conv("conv_same_upper", [1, 2, 6, 6], [3, 2, 3, 3], auto_pad="SAME_UPPER",
     strides=[2, 2])
conv("conv_same_lower", [1, 2, 6, 6], [3, 2, 3, 3], auto_pad="SAME_LOWER",
     strides=[2, 2])
conv("conv_valid", [1, 2, 6, 5], [3, 2, 3, 2], auto_pad="VALID")
conv("conv1d", [1, 2, 8], [3, 2, 3], pads=[1, 2], strides=[2])
conv("conv1d_same", [1, 2, 7], [3, 2, 4], bias=False, auto_pad="SAME_LOWER")

one("MaxPool", [1, 2, 6, 6], "maxpool", run=True, opset=12,
    kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 0, 0], ceil_mode=1,
    dilations=[1, 2])
one("MaxPool", [1, 2, 7], "maxpool1d", run=True, kernel_shape=[2],
    strides=[2], auto_pad="SAME_UPPER")
one("AveragePool", [1, 2, 5, 5], "avgpool_pad", run=True, kernel_shape=[3, 3],
    pads=[1, 1, 1, 1], count_include_pad=1)
one("AveragePool", [1, 2, 5, 5], "avgpool_defaults", run=True,
    kernel_shape=[2, 2])
one("AveragePool", [1, 3, 6], "avgpool1d", run=True, kernel_shape=[3],
    strides=[3])
model("globalpool",
      [node("GlobalAveragePool", ["x"], ["avg"], "/GlobalAveragePool"),
       node("GlobalAveragePool", ["x1d"], ["avg1d"], "/GlobalAveragePool1d"),
       node("GlobalMaxPool", ["x"], ["max"], "/GlobalMaxPool")],
      [("x", F, [1, 3, 4, 5]), ("x1d", F, [2, 3, 5])],
      [("avg", F), ("avg1d", F), ("max", F)], run=True)


# --- Windows (window.test) ------------------------------------------------

conv("conv3d", [1, 2, 4, 5, 4], [4, 1, 2, 3, 2], group=2,
     pads=[1, 0, 1, 0, 1, 0], strides=[1, 2, 1])


def conv_transpose(name, xshape, wshape, bias=True, **attrs):
    r = rng_for(name)
    inits = [init("w", r.standard_normal(wshape).astype(np.float32))]
    ins = ["x", "w"]
    if bias:
        inits.append(init("b", r.standard_normal(
            wshape[1] * attrs.get("group", 1)).astype(np.float32)))
        ins.append("b")
    model(name, [node("ConvTranspose", ins, ["y"], "/" + name, **attrs)],
          [("x", F, xshape)], [("y", F)], inits=inits, run=True)


conv_transpose("convtranspose_pads", [1, 4, 3, 4], [4, 3, 4, 4], group=2,
               strides=[2, 2], pads=[1, 1, 1, 1], output_padding=[1, 0])
conv_transpose("convtranspose_output_shape", [1, 2, 3, 3], [2, 2, 3, 3],
               bias=False, strides=[3, 2], output_shape=[10, 8])
conv_transpose("convtranspose_same_upper", [1, 2, 3, 3], [2, 2, 3, 3],
               bias=False, strides=[2, 2], auto_pad="SAME_UPPER")
conv_transpose("convtranspose1d", [1, 2, 5], [2, 3, 3], strides=[2],
               dilations=[2])
conv_transpose("convtranspose3d", [1, 2, 2, 3, 2], [2, 2, 2, 2, 2],
               bias=False, strides=[2, 1, 2], pads=[0, 1, 0, 1, 0, 0])
one("MaxPool", [1, 2, 5, 4, 5], "maxpool3d", run=True, kernel_shape=[3, 2, 3],
    strides=[2, 2, 2], pads=[2, 1, 0, 0, 1, 2], ceil_mode=1)
one("AveragePool", [1, 2, 4, 5, 4], "avgpool3d", run=True,
    kernel_shape=[2, 3, 2], pads=[1, 1, 1, 0, 2, 1], count_include_pad=0)
one("LRN", [2, 6, 3, 2], "lrn", run=True, size=5, alpha=0.02, beta=0.6,
    bias=2.0)


def layernorm(name, bias, **attrs):
    r = rng_for(name)
    inits = [init("scale", r.standard_normal([3, 4]).astype(np.float32))]
    ins = ["x", "scale"]
    if bias:
        inits.append(init("bias", r.standard_normal([3, 4]).astype(np.float32)))
        ins.append("bias")
    model(name, [node("LayerNormalization", ins, ["y"], "/LayerNorm", **attrs)],
          [("x", F, [2, 3, 4])], [("y", F)], inits=inits, run=True)


layernorm("layernorm", True, axis=-2, epsilon=1e-3)
layernorm("layernorm_nobias", False, axis=1)


def gemm(name, a, b, c=None, **attrs):
    r = rng_for(name)
    inits = [init("b", r.standard_normal(b).astype(np.float32))]
    ins = ["a", "b"]
    if c is not None:
        inits.append(init("c", r.standard_normal(c).astype(np.float32)))
        ins.append("c")
    model(name, [node("Gemm", ins, ["y"], "/Gemm", **attrs)],
          [("a", F, a)], [("y", F)], inits=inits, run=True)


gemm("gemm_plain", [2, 3], [3, 4])
gemm("gemm_transa_alpha", [3, 2], [3, 4], [4], transA=1, alpha=0.5)
gemm("gemm_transb_bias", [2, 3], [4, 3], [4], transB=1)
gemm("gemm_beta_2d", [2, 3], [3, 4], [2, 4], alpha=2.0, beta=0.25)
gemm("gemm_c_column", [2, 3], [3, 4], [2, 1])
gemm("gemm_c_scalar", [2, 3], [3, 4], [], beta=3.0)
gemm("gemm_beta0", [2, 3], [3, 4], [4], beta=0.0)


def matmul(name, a, b):
    model(name, [node("MatMul", ["a", "b"], ["y"], "/MatMul")],
          [("a", F, a), ("b", F, b)], [("y", F)], run=True)


matmul("matmul_2d", [2, 3], [3, 4])
matmul("matmul_lhs1d", [3], [3, 4])
matmul("matmul_rhs1d", [2, 3], [3])
matmul("matmul_both1d", [3], [3])
matmul("matmul_batched", [2, 2, 3], [3, 4])
matmul("matmul_lhs1d_batched", [3], [2, 3, 4])
matmul("matmul_rhs1d_batched", [2, 2, 3], [3])

# --- Shapes and constants (shape.test) ------------------------------------

model("shape",
      [node("Shape", ["x"], ["all"], "/Shape"),
       node("Shape", ["x"], ["tail"], "/ShapeTail", start=1),
       node("Shape", ["x"], ["mid"], "/ShapeMid", start=-2, end=-1),
       node("Shape", ["x"], ["clamped"], "/ShapeClamped", start=-10, end=10),
       node("Size", ["x"], ["size"], "/Size")],
      [("x", F, [2, 3, 4])],
      [("all", I64), ("tail", I64), ("mid", I64), ("clamped", I64),
       ("size", I64)], opset=15)

# Dims outside [start, end) may be dynamic.
model("shape_dynamic",
      [node("Shape", ["x"], ["tail"], "/ShapeTail", start=1)],
      [("x", F, ["batch", 3, 4])], [("tail", I64)], opset=15)

model("constant",
      [node("Constant", [], ["t"], "/Tensor",
            value=helper.make_tensor("t", F, [2], [1.5, -2.0])),
       node("Constant", [], ["ints"], "/Ints", value_ints=[3, 4, 5]),
       node("Constant", [], ["float"], "/Float", value_float=0.5),
       node("Constant", [], ["floats"], "/Floats", value_floats=[1.0, 2.0]),
       node("Constant", [], ["int"], "/Int", value_int=7)],
      [], [("t", F), ("ints", I64), ("float", F), ("floats", F),
           ("int", I64)])

model("constant_of_shape",
      [node("ConstantOfShape", ["s"], ["zeros"], "/Zeros"),
       node("ConstantOfShape", ["s"], ["sevens"], "/Sevens",
            value=helper.make_tensor("v", I64, [1], [7])),
       node("ConstantOfShape", ["big"], ["splat"], "/Splat",
            value=helper.make_tensor("v", F, [1], [0.5])),
       node("Add", ["x", "splat"], ["y"], "/Add")],
      [("x", F, [256, 257])], [("zeros", F), ("sevens", I64), ("y", F)],
      inits=[init("s", np.array([2, 3], np.int64)),
             init("big", np.array([256, 257], np.int64))])

model("range",
      [node("Range", ["i0", "i1", "i2"], ["ints"], "/RangeInt"),
       node("Range", ["f0", "f1", "f2"], ["floats"], "/RangeFloat")],
      [], [("ints", I64), ("floats", F)],
      inits=[init("i0", np.array(1, np.int64)), init("i1", np.array(10, np.int64)),
             init("i2", np.array(3, np.int64)),
             init("f0", np.array(2.0, np.float32)),
             init("f1", np.array(0.5, np.float32)),
             init("f2", np.array(-0.5, np.float32))])

model("reshape",
      [node("Reshape", ["x", "s0"], ["copy_infer"], "/ReshapeCopyInfer"),
       node("Reshape", ["x", "s1"], ["allowzero"], "/ReshapeAllowZero",
            allowzero=1),
       node("Reshape", ["x", "s2"], ["same"], "/ReshapeSame")],
      [("x", F, [2, 3, 4])],
      [("copy_infer", F), ("allowzero", F), ("same", F)], opset=14,
      inits=[init("s0", np.array([0, -1], np.int64)),
             init("s1", np.array([4, 6], np.int64)),
             init("s2", np.array([2, 3, 4], np.int64))])

model("flatten",
      [node("Flatten", ["x"], ["default"], "/FlattenDefault"),
       node("Flatten", ["x"], ["axis0"], "/FlattenAxis0", axis=0),
       node("Flatten", ["x"], ["last"], "/FlattenLast", axis=-1),
       node("Flatten", ["d"], ["dynamic"], "/FlattenDynamic", axis=2)],
      [("x", F, [2, 3, 4]), ("d", F, ["n", 3, 4])],
      [("default", F), ("axis0", F), ("last", F), ("dynamic", F)])

model("expand",
      [node("Expand", ["x", "s"], ["y"], "/Expand"),
       node("Expand", ["x", "same"], ["z"], "/ExpandSame")],
      [("x", F, [3, 1])], [("y", F), ("z", F)],
      inits=[init("s", np.array([2, 1, 4], np.int64)),
             init("same", np.array([1], np.int64))], run=True)

# --- Data movement (movement.test) ----------------------------------------

model("transpose",
      [node("Transpose", ["x"], ["reversed"], "/TransposeDefault"),
       node("Transpose", ["x"], ["perm"], "/TransposePerm", perm=[1, 0, 2])],
      [("x", F, [2, 3, 4])], [("reversed", F), ("perm", F)])

model("concat",
      [node("Concat", ["x", "y"], ["values"], "/ConcatValues", axis=-1),
       node("Concat", ["x"], ["single"], "/ConcatOne", axis=0),
       node("Concat", ["k0", "k1"], ["known"], "/ConcatKnown", axis=0)],
      [("x", F, [2, 3]), ("y", F, [2, 2])],
      [("values", F), ("single", F), ("known", I64)],
      inits=[init("k0", np.array([1, 2], np.int64)),
             init("k1", np.array([3], np.int64))], run=True)

model("gather",
      [node("Gather", ["x", "idx"], ["rows"], "/GatherRows"),
       node("Gather", ["x", "scalar"], ["col"], "/GatherCol", axis=-1),
       node("Gather", ["k", "scalar"], ["known"], "/GatherKnown")],
      [("x", F, [5, 3])], [("rows", F), ("col", F), ("known", I64)],
      inits=[init("idx", np.array([0, 4, -1], np.int64)),
             init("scalar", np.array(-1, np.int64)),
             init("k", np.array([7, 8, 9], np.int64))], run=True)

model("trilu",
      [node("Trilu", ["x"], ["upper"], "/TriluUpper"),
       node("Trilu", ["x", "k"], ["lower"], "/TriluLower", upper=0)],
      [("x", F, [2, 3, 4])], [("upper", F), ("lower", F)],
      inits=[init("k", np.array(1, np.int64))], run=True)

# --- Reductions (reduction.test) -------------------------------------------

model("argmax",
      [node("ArgMax", ["x"], ["max"], "/ArgMax", axis=-1, keepdims=0),
       node("ArgMin", ["x"], ["min"], "/ArgMin", select_last_index=1)],
      [("x", F, [2, 3, 4])], [("max", I64), ("min", I64)],
      feeds={"x": np.array([0, 1, 1, 0], np.float32).reshape(1, 1, 4)
             .repeat(2, 0).repeat(3, 1)}, run=True)

# --- Opset variants (opsets.test) ------------------------------------------

one("Softmax", [2, 3, 4], "softmax11_axis1", opset=11, axis=1, run=True)
one("Softmax", [2, 3, 4], "softmax11_default", opset=11, run=True)
one("Softmax", [2, 3, 4], "softmax11_last", opset=11, axis=-1)
one("Softmax", [2, 3, 4], "softmax13_axis1", opset=13, axis=1, run=True)
one("Softmax", [2, 3, 4], "softmax13_default", opset=13)
one("LogSoftmax", [2, 3, 4], "logsoftmax11_axis0", opset=11, axis=0, run=True)

one("Clip", [5], "clip6", opset=10, min=-0.5, max=0.5, run=True)
one("Clip", [5], "clip6_default", opset=10)
model("clip11",
      [node("Clip", ["x", "lo"], ["min_only"], "/ClipMin"),
       node("Clip", ["x", "", "hi"], ["max_only"], "/ClipMax"),
       node("Clip", ["x"], ["none"], "/ClipNone")],
      [("x", F, [5])], [("min_only", F), ("max_only", F), ("none", F)],
      inits=[init("lo", np.array(-0.25, np.float32)),
             init("hi", np.array(0.75, np.float32))], opset=13, run=True)

one("Squeeze", [1, 3, 1, 2], "squeeze11", opset=11, axes=[0, -2])
one("Squeeze", [1, 3, 1, 2], "squeeze13", opset=13, extra_ins=["axes"],
    inits=[init("axes", np.array([-2], np.int64))])
one("Squeeze", [1, 3, 1, 2], "squeeze13_all", opset=13)
one("Unsqueeze", [3, 2], "unsqueeze11", opset=11, axes=[0, -1])
one("Unsqueeze", [3, 2], "unsqueeze13", opset=13, extra_ins=["axes"],
    inits=[init("axes", np.array([1, 3], np.int64))])

one("ReduceSum", [2, 3, 4], "reducesum11", opset=11, axes=[1], keepdims=0)
one("ReduceSum", [2, 3, 4], "reducesum11_all", opset=11)
one("ReduceSum", [2, 3, 4], "reducesum13", opset=13, extra_ins=["axes"],
    inits=[init("axes", np.array([0, -1], np.int64))], run=True)
one("ReduceSum", [2, 3, 4], "reducesum13_all", opset=13, keepdims=0)
one("ReduceSum", [2, 3, 4], "reducesum13_noop", opset=13,
    noop_with_empty_axes=1)
one("ReduceMean", [2, 3, 4], "reducemean13", opset=13, axes=[-1])
one("ReduceMean", [2, 3, 4], "reducemean18", opset=18, extra_ins=["axes"],
    inits=[init("axes", np.array([-1], np.int64))], run=True)
one("ReduceMax", [2, 3, 4], "reducemax18", opset=18, keepdims=0)
one("ReduceMin", [2, 3, 4], "reducemin17", opset=17, axes=[0, 2])
one("ReduceProd", [2, 3, 4], "reduceprod18", opset=18, extra_ins=["axes"],
    inits=[init("axes", np.array([1], np.int64))], keepdims=0)


def split(name, shape, outs, opset, extra_ins=(), inits=(), run=True, **attrs):
    names = ["y%d" % i for i in range(outs)]
    model(name, [node("Split", ["x", *extra_ins], names, "/Split", **attrs)],
          [("x", F, shape)], [(n, F) for n in names], inits=inits,
          opset=opset, run=run)


split("split11_unequal", [2, 7], 3, 11, axis=1, split=[2, 4, 1])
split("split11_equal", [6, 2], 3, 11, run=False)
split("split13_input", [2, 6], 2, 13, axis=-1, extra_ins=["sizes"],
      inits=[init("sizes", np.array([1, 5], np.int64))])
split("split13_equal", [2, 6], 2, 13, run=False, axis=1)
split("split18_num_outputs", [7, 2], 3, 18, num_outputs=3)


def slice_(name, shape, opset, starts, ends, axes=None, steps=None, run=True):
    if opset < 10:
        attrs = dict(starts=starts, ends=ends)
        if axes is not None:
            attrs["axes"] = axes
        model(name, [node("Slice", ["x"], ["y"], "/Slice", **attrs)],
              [("x", F, shape)], [("y", F)], opset=opset, run=run)
        return
    ins = ["x", "starts", "ends"]
    inits = [init("starts", np.array(starts, np.int64)),
             init("ends", np.array(ends, np.int64))]
    if axes is not None:
        ins.append("axes")
        inits.append(init("axes", np.array(axes, np.int64)))
    if steps is not None:
        if axes is None:
            ins.append("")
        ins.append("steps")
        inits.append(init("steps", np.array(steps, np.int64)))
    model(name, [node("Slice", ins, ["y"], "/Slice")], [("x", F, shape)],
          [("y", F)], inits=inits, opset=opset, run=run)


slice_("slice9", [4, 5], 9, [1, -3], [INT64_MAX, -1])
slice_("slice9_axes", [4, 5], 9, [-100], [2], axes=[-1])
slice_("slice10_axes", [3, 4, 5], 10, [-2, 1], [INT64_MAX, 100], axes=[2, 0])
slice_("slice13_negative_steps", [4, 6], 13, [-1, 4], [INT64_MIN, 0],
       axes=[0, 1], steps=[-1, -2])
slice_("slice13_steps", [4, 6], 13, [0, 5, ], [100, -100], steps=[3, -3])


# Slices of known tensors fold; steps of INT64_MIN and INT64_MAX take one
# element (their magnitude must not overflow).
model("slice_fold_steps",
      [node("Slice", ["k", "s0", "e0", "a0", "t0"], ["backward"], "/SliceMin"),
       node("Slice", ["k", "s1", "e1", "a0", "t1"], ["forward"], "/SliceMax"),
       node("Slice", ["k", "s2", "e2", "a0", "t2"], ["every2"], "/SliceBy2")],
      [], [("backward", I64, [1]), ("forward", I64, [1]), ("every2", I64, [2])],
      opset=13,
      inits=[init("k", np.array([10, 11, 12, 13, 14], np.int64)),
             init("a0", np.array([0], np.int64)),
             init("s0", np.array([3], np.int64)),
             init("e0", np.array([INT64_MIN], np.int64)),
             init("t0", np.array([INT64_MIN], np.int64)),
             init("s1", np.array([1], np.int64)),
             init("e1", np.array([INT64_MAX], np.int64)),
             init("t1", np.array([INT64_MAX], np.int64)),
             init("s2", np.array([-1], np.int64)),
             init("e2", np.array([-100], np.int64)),
             init("t2", np.array([-2], np.int64))])


def pad(name, shape, opset, pads, value=None, mode=None, axes=None, run=True):
    attrs = {} if mode is None else {"mode": mode}
    if opset < 11:
        attrs["pads"] = pads
        if value is not None:
            attrs["value"] = value
        model(name, [node("Pad", ["x"], ["y"], "/Pad", **attrs)],
              [("x", F, shape)], [("y", F)], opset=opset, run=run)
        return
    ins = ["x", "pads"]
    inits = [init("pads", np.array(pads, np.int64))]
    if value is not None or axes is not None:
        ins.append("" if value is None else "value")
        if value is not None:
            inits.append(init("value", np.array(value, np.float32)))
    if axes is not None:
        ins.append("axes")
        inits.append(init("axes", np.array(axes, np.int64)))
    model(name, [node("Pad", ins, ["y"], "/Pad", **attrs)], [("x", F, shape)],
          [("y", F)], inits=inits, opset=opset, run=run)


pad("pad2", [2, 3], 10, [0, 1, 1, 2], value=1.5)
pad("pad2_reflect", [3, 4], 10, [1, 2, 1, 0], mode="reflect")
pad("pad11_constant", [2, 3], 11, [1, 0, 0, 2], value=-1.0)
pad("pad11_reflect", [3, 4], 13, [1, 2, 2, 1], mode="reflect")
pad("pad11_edge", [3, 4], 13, [0, 3, 2, 1], mode="edge")
pad("pad18_axes", [2, 3, 4], 18, [1, 2, 0, 1], axes=[-1, 0])

model("dropout7",
      [node("Dropout", ["x"], ["y"], "/Dropout", ratio=0.25)],
      [("x", F, [2, 3])], [("y", F)], opset=9)
model("dropout12",
      [node("Dropout", ["x", "ratio", "training"], ["y"], "/Dropout")],
      [("x", F, [2, 3])], [("y", F)], opset=12,
      inits=[init("ratio", np.array(0.5, np.float32)),
             init("training", np.array(False))])


def batchnorm(name, opset, **attrs):
    r = rng_for(name)
    c = 3
    inits = [init("scale", r.standard_normal(c).astype(np.float32)),
             init("bias", r.standard_normal(c).astype(np.float32)),
             init("mean", r.standard_normal(c).astype(np.float32)),
             init("var", r.uniform(0.5, 2, c).astype(np.float32))]
    model(name, [node("BatchNormalization",
                      ["x", "scale", "bias", "mean", "var"], ["y"],
                      "/BatchNorm", **attrs)],
          [("x", F, [2, c, 2, 2])], [("y", F)], inits=inits, opset=opset,
          run=True)


batchnorm("batchnorm7", 7, spatial=1, epsilon=1e-3)
batchnorm("batchnorm9", 9)
batchnorm("batchnorm14", 14, training_mode=0, momentum=0.8)
batchnorm("batchnorm15", 15, epsilon=0.5)

# --- Opsets 1 to 6 (legacy.test) -------------------------------------------

# Binary ops broadcast only with broadcast = 1, aligning B with A from axis.
# onnxruntime runs no opset before 7: NumPy computes these references.
def legacy_binary(name, op, a, b, fn=None, b_view=None, **attrs):
    model(name, [node(op, ["a", "b"], ["y"], "/" + op, **attrs)],
          [("a", F, a), ("b", F, b)], [("y", F)], opset=6, run=fn is not None)
    if fn is not None:
        NUMPY_REFS[name] = lambda x, y: [fn(x, y.reshape(b_view or y.shape))]


legacy_binary("legacy_add_axis1", "Add", [2, 3, 4], [3], np.add, [3, 1],
              broadcast=1, axis=1)
legacy_binary("legacy_mul_axis0", "Mul", [2, 3, 4], [2, 3], np.multiply,
              [2, 3, 1], broadcast=1, axis=0)
legacy_binary("legacy_sub_default", "Sub", [2, 3, 4], [4], np.subtract,
              broadcast=1)
legacy_binary("legacy_div_same", "Div", [2, 3], [2, 3], np.divide)
legacy_binary("err_legacy_no_broadcast", "Add", [2, 3], [3])
legacy_binary("err_legacy_axis", "Add", [2, 3], [3], broadcast=1, axis=0)
SLOPE = np.array([0.25, -0.5, 2.0], np.float32)
model("legacy_prelu_channels",
      [node("PRelu", ["x", "slope"], ["y"], "/PRelu")],
      [("x", F, [2, 3, 4])], [("y", F)], opset=6, run=True,
      inits=[init("slope", SLOPE)])
NUMPY_REFS["legacy_prelu_channels"] = lambda x: [
    np.where(x > 0, x, x * SLOPE.reshape(3, 1))]
model("err_legacy_batchnorm6_training",
      [node("BatchNormalization", ["x", "s", "b", "m", "v"], ["y"], "/BN")],
      [("x", F, [2, 3])], [("y", F)], opset=6,
      inits=[init(n, np.ones(3, np.float32)) for n in "sbmv"])
one("Selu", [2, 5], "legacy_selu", opset=6, run=True, alpha=2.0, gamma=3.0)
NUMPY_REFS["legacy_selu"] = lambda x: [
    (3.0 * np.where(x > 0, x, 2.0 * (np.exp(x) - 1))).astype(np.float32)]
one("Softsign", [2, 5], "legacy_softsign", opset=1, run=True)
NUMPY_REFS["legacy_softsign"] = lambda x: [x / (1 + np.abs(x))]
model("legacy_maxpool1",
      [node("MaxPool", ["x"], ["y"], "/MaxPool", kernel_shape=[2, 2],
            strides=[2, 2])],
      [("x", F, [1, 2, 4, 4])], [("y", F)], opset=1, run=True)
NUMPY_REFS["legacy_maxpool1"] = lambda x: [
    x.reshape(1, 2, 2, 2, 2, 2).max(axis=(3, 5))]

# ReverseSequence: one gather at positions computed from the lengths, at
# run time (an input) or folded at import (an initializer).
model("reversesequence_time_runtime",
      [node("ReverseSequence", ["x", "lens"], ["y"], "/ReverseSequence",
            time_axis=0, batch_axis=1)],
      [("x", F, [5, 3, 2]), ("lens", I64, [3])], [("y", F)], opset=10,
      run=True, feeds={"lens": np.array([5, 1, 3], np.int64)})
model("reversesequence_batch_const",
      [node("ReverseSequence", ["x", "lens"], ["y"], "/ReverseSequence",
            time_axis=1, batch_axis=0)],
      [("x", F, [2, 4])], [("y", F)], opset=10, run=True,
      inits=[init("lens", np.array([2, 4], np.int64))])
model("err_reversesequence_axes",
      [node("ReverseSequence", ["x", "lens"], ["y"], "/ReverseSequence",
            time_axis=0, batch_axis=2)],
      [("x", F, [2, 4, 3])], [("y", F)], opset=10,
      inits=[init("lens", np.array([2, 4], np.int64))])

# --- Quantization (quantize.test) --------------------------------------------

I8 = TensorProto.INT8
NP[I8] = np.int8
model("quantize_int8",
      [node("QuantizeLinear", ["x", "s", "z"], ["y"], "/QuantizeLinear")],
      [("x", F, [2, 6])], [("y", I8)], opset=13, run=True,
      inits=[init("s", np.array(0.02, np.float32)),
             init("z", np.array(-3, np.int8))],
      feeds={"x": np.array([[-3, -0.01, 0.01, 0.03, 0.05, 1.0],
                            [2.0, -2.0, 0.5, -0.5, 0.07, -0.07]],
                           np.float32)})
model("quantize_int8_axis",
      [node("QuantizeLinear", ["x", "s", "z"], ["y"], "/QuantizeLinear",
            axis=1)],
      [("x", F, [2, 3, 4])], [("y", I8)], opset=13, run=True,
      inits=[init("s", np.array([0.01, 0.02, 0.05], np.float32)),
             init("z", np.array([0, 5, -5], np.int8))])
model("dequantize_int8_axis",
      [node("DequantizeLinear", ["x", "s", "z"], ["y"], "/DequantizeLinear",
            axis=0)],
      [("x", I8, [3, 4])], [("y", F)], opset=13, run=True,
      inits=[init("s", np.array([0.5, 0.25, 2.0], np.float32)),
             init("z", np.array([1, -2, 0], np.int8))],
      feeds={"x": np.arange(-6, 6, dtype=np.int8).reshape(3, 4) * 10})
model("matmulinteger_int8",
      [node("MatMulInteger", ["a", "b", "az", "bz"], ["y"], "/MatMulInteger")],
      [("a", I8, [3, 4]), ("b", I8, [4, 2])], [("y", I32)], opset=10,
      run=True, inits=[init("az", np.array([1, -1, 2], np.int8)),
                       init("bz", np.array(3, np.int8))],
      feeds={"a": np.arange(12, dtype=np.int8).reshape(3, 4) - 6,
             "b": np.arange(8, dtype=np.int8).reshape(4, 2) * 3 - 10})
# onnxruntime takes only a scalar a_zero_point; ONNX allows one per row.
NUMPY_REFS["matmulinteger_int8"] = lambda a, b: [
    (a.astype(np.int32) - np.array([[1], [-1], [2]], np.int32))
    @ (b.astype(np.int32) - 3)]
model("qlinearmatmul_int8",
      [node("QLinearMatMul", ["a", "as", "az", "b", "bs", "bz", "ys", "yz"],
            ["y"], "/QLinearMatMul")],
      [("a", I8, [2, 3]), ("b", I8, [3, 4])], [("y", I8)], opset=10,
      run=True,
      inits=[init("as", np.array(0.05, np.float32)),
             init("az", np.array(2, np.int8)),
             init("bs", np.array(0.1, np.float32)),
             init("bz", np.array(-1, np.int8)),
             init("ys", np.array(0.07, np.float32)),
             init("yz", np.array(-4, np.int8))],
      feeds={"a": np.array([[10, -20, 30], [-5, 60, 7]], np.int8),
             "b": np.array([[1, 2, 3, 4], [-4, 8, 12, -100], [50, 0, -7, 9]],
                           np.int8)})
XQ = (np.arange(2 * 2 * 5 * 5) % 23 - 11).astype(np.int8).reshape(2, 2, 5, 5)
WQ = (np.arange(3 * 2 * 3 * 3) % 7 - 3).astype(np.int8).reshape(3, 2, 3, 3)
model("convinteger_int8",
      [node("ConvInteger", ["x", "w", "xz", "wz"], ["y"], "/ConvInteger",
            pads=[1, 1, 1, 1], strides=[2, 1])],
      [("x", I8, [2, 2, 5, 5])], [("y", I32)], opset=10, run=True,
      inits=[init("w", WQ), init("xz", np.array(3, np.int8)),
             init("wz", np.array([1, 0, -2], np.int8))], feeds={"x": XQ})


def conv_integer_ref(x):
    """ConvInteger in NumPy: zero-padded (x - 3) by (w - wz), stride (2, 1)."""
    xi = np.pad(x.astype(np.int32) - 3, ((0, 0), (0, 0), (1, 1), (1, 1)))
    wi = WQ.astype(np.int32) - np.array([1, 0, -2]).reshape(3, 1, 1, 1)
    out = np.zeros((2, 3, 3, 5), np.int32)
    for i in range(3):
        for j in range(5):
            patch = xi[:, :, 2 * i:2 * i + 3, j:j + 3]
            out[:, :, i, j] = np.einsum("nchw,mchw->nm", patch, wi)
    return [out]


# onnxruntime's ConvInteger takes uint8 only; NumPy computes the reference.
NUMPY_REFS["convinteger_int8"] = conv_integer_ref
model("qlinearconv_int8",
      [node("QLinearConv", ["x", "xs", "xz", "w", "ws", "wz", "ys", "yz", "b"],
            ["y"], "/QLinearConv", pads=[1, 1, 1, 1])],
      [("x", I8, [2, 2, 5, 5])], [("y", I8)], opset=10, run=True,
      inits=[init("xs", np.array(0.05, np.float32)),
             init("xz", np.array(-1, np.int8)), init("w", WQ),
             init("ws", np.array([0.1, 0.2, 0.05], np.float32)),
             init("wz", np.array([0, 0, 0], np.int8)),
             init("ys", np.array(0.08, np.float32)),
             init("yz", np.array(5, np.int8)),
             init("b", np.array([100, -50, 7], np.int32))],
      feeds={"x": XQ})
model("err_quantize_blocked",
      [node("QuantizeLinear", ["x", "s", "z"], ["y"], "/QuantizeLinear",
            block_size=2)],
      [("x", F, [2, 4])], [("y", I8, [2, 4])], opset=21,
      inits=[init("s", np.full((2, 2), 0.1, np.float32)),
             init("z", np.zeros((2, 2), np.int8))])
model("err_quantize_scale_shape",
      [node("QuantizeLinear", ["x", "s", "z"], ["y"], "/QuantizeLinear",
            axis=1)],
      [("x", F, [2, 4])], [("y", I8, [2, 4])], opset=13,
      inits=[init("s", np.full(3, 0.1, np.float32)),
             init("z", np.zeros(3, np.int8))])

# --- Window functions (signal.test) -----------------------------------------


def window(name, op, size, run=True, **attrs):
    model(name, [node(op, ["size"], ["y"], "/" + op, **attrs)], [],
          [("y", attrs.get("output_datatype", F))], opset=17, run=run,
          inits=[init("size", np.array(size, np.int64))])


window("hann_periodic", "HannWindow", 8)
window("hamming_symmetric_f64", "HammingWindow", 7, periodic=0,
       output_datatype=TensorProto.DOUBLE)
window("blackman_symmetric", "BlackmanWindow", 6, periodic=0)
window("hann_symmetric_one", "HannWindow", 1, run=False, periodic=0)
window("err_window_negative", "BlackmanWindow", -3, run=False)
model("err_window_unknown_size",
      [node("HannWindow", ["size"], ["y"], "/HannWindow")],
      [("size", I64, [])], [("y", F, [4])], opset=17)

# MelWeightMatrix: a constant as ONNX's reference computes it.
def mel(name, mels, length, rate, low, high, run=True):
    model(name, [node("MelWeightMatrix", ["m", "n", "r", "lo", "hi"], ["y"],
                      "/MelWeightMatrix")], [], [("y", F)], opset=17, run=run,
          inits=[init("m", np.array(mels, np.int64)),
                 init("n", np.array(length, np.int64)),
                 init("r", np.array(rate, np.int64)),
                 init("lo", np.array(low, np.float32)),
                 init("hi", np.array(high, np.float32))])


mel("melweightmatrix_8x64", 8, 64, 16000, 0.0, 8000.0)
mel("err_melweightmatrix_edges", 8, 64, 8000, 0.0, 16000.0, run=False)

# DFT and STFT as matrix products with constant twiddle factors.
def dft(name, shape, run=True, length=None, opset=17, axis_input=None,
        **attrs):
    ins, inits = ["x"], []
    if length is not None or axis_input is not None:
        ins.append("len" if length is not None else "")
        if length is not None:
            inits.append(init("len", np.array(length, np.int64)))
    if axis_input is not None:
        ins.append("axis")
        inits.append(init("axis", np.array(axis_input, np.int64)))
    model(name, [node("DFT", ins, ["y"], "/DFT", **attrs)],
          [("x", F, shape)], [("y", F)], inits=inits, opset=opset, run=run)


dft("dft_real_padded", [2, 6, 1], length=8, axis=1)
dft("dft_complex_inverse_axis2", [2, 3, 5, 2], axis=2, inverse=1)
dft("dft_onesided_truncated", [1, 7, 1], length=4, axis=1, onesided=1)
dft("dft20_axis_input", [2, 4, 6, 1], opset=20, axis_input=-2)
dft("err_dft_inverse_onesided", [1, 4, 2], run=False, inverse=1, onesided=1)
dft("err_dft_axis_last", [1, 4, 2], run=False, axis=2)
model("stft_window_twosided",
      [node("STFT", ["x", "step", "window"], ["y"], "/STFT", onesided=0)],
      [("x", F, [2, 20, 1])], [("y", F)], opset=17, run=True,
      inits=[init("step", np.array(3, np.int64)),
             init("window", np.hanning(6).astype(np.float32))])
model("err_stft_long_frame",
      [node("STFT", ["x", "step", "", "len"], ["y"], "/STFT")],
      [("x", F, [1, 8, 1])], [("y", F)], opset=17,
      inits=[init("step", np.array(2, np.int64)),
             init("len", np.array(9, np.int64))])

# --- Constant folding (folding.test) ---------------------------------------

# PyTorch's flatten: Shape -> Gather -> Unsqueeze -> Concat -> Reshape, and
# the size of the rest multiplied out.
model("fold_reshape_chain",
      [node("Shape", ["x"], ["shape"], "/Shape"),
       node("Gather", ["shape", "zero"], ["n"], "/Gather"),
       node("Gather", ["shape", "one"], ["c"], "/Gather_1"),
       node("Gather", ["shape", "two"], ["h"], "/Gather_2"),
       node("Mul", ["c", "h"], ["ch"], "/Mul"),
       node("Unsqueeze", ["n", "axes"], ["n1"], "/Unsqueeze"),
       node("Unsqueeze", ["ch", "axes"], ["ch1"], "/Unsqueeze_1"),
       node("Concat", ["n1", "ch1"], ["target"], "/Concat", axis=0),
       node("Reshape", ["x", "target"], ["y"], "/Reshape")],
      [("x", F, [2, 3, 4])], [("y", F, [2, 12])], opset=13,
      inits=[init("zero", np.array(0, np.int64)),
             init("one", np.array(1, np.int64)),
             init("two", np.array(2, np.int64)),
             init("axes", np.array([0], np.int64))], run=True)

# The exporters' expand of a shape: ConstantOfShape -> Mul -> Equal ->
# Where -> Expand, and a Slice/Cast/Div/Sqrt of the shape (attention's
# scale).
model("fold_expand_chain",
      [node("Shape", ["x"], ["shape"], "/Shape"),
       node("ConstantOfShape", ["rank"], ["ones"], "/ConstantOfShape",
            value=helper.make_tensor("v", I64, [1], [1])),
       node("Mul", ["ones", "minus"], ["minus1"], "/Mul"),
       node("Equal", ["target", "minus1"], ["eq"], "/Equal"),
       node("Where", ["eq", "ones", "target"], ["full"], "/Where"),
       node("Expand", ["b", "full"], ["bx"], "/Expand"),
       node("Slice", ["shape", "last", "end"], ["d"], "/Slice"),
       node("Cast", ["d"], ["df"], "/Cast", to=F),
       node("Sqrt", ["df"], ["s"], "/Sqrt"),
       node("Div", ["x", "s"], ["xs"], "/Div"),
       node("Add", ["xs", "bx"], ["y"], "/Add")],
      [("x", F, [2, 3, 4]), ("b", F, [3, 1])], [("y", F, [2, 3, 4])], opset=13,
      inits=[init("rank", np.array([3], np.int64)),
             init("minus", np.array(-1, np.int64)),
             init("target", np.array([2, -1, 4], np.int64)),
             init("last", np.array([-1], np.int64)),
             init("end", np.array([INT64_MAX], np.int64))], run=True)

# swin_t's shifted-window pads (torchvision's F.pad of pad_r, pad_b, traced):
# the pairs [0, 0, 0, r, 0, b] are Concat-ed, reshaped to [-1, 2], reversed
# (Slice with step -1), transposed into ONNX's begins-then-ends order, then
# flattened and cast. Every step must fold for Pad to get known pads; the
# Transpose of a known tensor is the one that did not.
model("fold_pads_chain",
      [node("Mod", ["seven", "w"], ["r0"], "/Mod", fmod=0),
       node("Unsqueeze", ["r0", "zero"], ["r"], "/Unsqueeze"),
       node("Concat", ["z", "z", "z", "r", "z", "one"], ["pairs"], "/Concat", axis=0),
       node("Reshape", ["pairs", "by2"], ["p2"], "/Reshape"),
       node("Slice", ["p2", "minus1", "endmin", "zero", "minus1"], ["rev"], "/Slice"),
       node("Transpose", ["rev"], ["t"], "/Transpose", perm=[1, 0]),
       node("Reshape", ["t", "minus1"], ["flat"], "/Reshape_1"),
       node("Cast", ["flat"], ["pads"], "/Cast", to=I64),
       node("Pad", ["x", "pads"], ["y"], "/Pad"),
       # A known rank-3 tensor transposed (perm 2, 0, 1): a constant.
       node("Transpose", ["k3"], ["kt"], "/TransposeKnown", perm=[2, 0, 1])],
      [("x", F, [2, 3, 4])], [("y", F), ("kt", I64)], opset=17,
      inits=[init("seven", np.array(7, np.int64)),
             init("w", np.array(5, np.int64)),
             init("zero", np.array([0], np.int64)),
             init("z", np.array([0], np.int64)),
             init("one", np.array([1], np.int64)),
             init("by2", np.array([-1, 2], np.int64)),
             init("minus1", np.array([-1], np.int64)),
             init("endmin", np.array([INT64_MIN + 1], np.int64)),
             init("k3", np.arange(24, dtype=np.int64).reshape(2, 3, 4))], run=True)

# --- Errors (errors.test) ----------------------------------------------------

# Transpose of a known tensor folds at import, so its perm is checked there
# (a value's perm is checked by nn.transpose's verifier).
model("err_transpose_known_perm",
      [node("Transpose", ["k"], ["y"], "/Transpose", perm=[1, 1])],
      [], [("y", I64)], inits=[init("k", np.zeros((2, 3), np.int64))])

conv("err_auto_pad", [1, 2, 5, 5], [3, 2, 3, 3], run=False,
     auto_pad="SAME_MIDDLE")
conv("err_conv4d", [1, 2, 3, 4, 5, 2], [3, 2, 1, 1, 1, 1], run=False)
# err_storage_order and err_indices import since nn.max_pool_with_indices
# (errors.test checks that they do).
one("MaxPool", [1, 2, 4, 4], "err_storage_order", kernel_shape=[2, 2],
    storage_order=1)
model("err_indices",
      [node("MaxPool", ["x"], ["y", "i"], "/Pool", kernel_shape=[2, 2])],
      [("x", F, [1, 2, 4, 4])], [("y", F), ("i", I64)])
model("err_batchnorm_training",
      [node("BatchNormalization", ["x", "s", "b", "m", "v"],
            ["y", "running_mean", "running_var"], "/BatchNorm",
            training_mode=1)],
      [("x", F, [2, 3])], [("y", F), ("running_mean", F)], opset=15,
      inits=[init(n, np.ones(3, np.float32)) for n in "sbmv"])
model("err_batchnorm_outputs",
      [node("BatchNormalization", ["x", "s", "b", "m", "v"],
            ["y", "", "running_var"], "/BatchNorm")],
      [("x", F, [2, 3])], [("y", F), ("running_var", F)], opset=15,
      inits=[init(n, np.ones(3, np.float32)) for n in "sbmv"])
model("err_layernorm_outputs",
      [node("LayerNormalization", ["x", "s"], ["y", "mean"], "/LayerNorm")],
      [("x", F, [2, 3])], [("y", F), ("mean", F)],
      inits=[init("s", np.ones(3, np.float32))])
model("err_dropout_training",
      [node("Dropout", ["x", "", "training"], ["y"], "/Dropout")],
      [("x", F, [2, 3])], [("y", F)], opset=13,
      inits=[init("training", np.array(True))])
model("err_dropout_mask",
      [node("Dropout", ["x"], ["y", "mask"], "/Dropout")],
      [("x", F, [2, 3])], [("y", F), ("mask", B)], opset=13)
model("err_shape_input",
      [node("Reshape", ["x", "shape"], ["y"], "/Reshape")],
      [("x", F, [2, 3]), ("shape", I64, [2])], [("y", F)])
model("err_unsupported",
      [node("Resize", ["x", "", "scales"], ["r"], "/up/Resize"),
       node("NonZero", ["r"], ["nz"], "/NonZero"),
       node("Resize", ["x", "", "scales"], ["r2"], "/up/Resize_1"),
       node("Relu", ["x"], ["ok"], "/Relu"),
       node("FancyOp", ["x"], ["f"], "", domain="com.example"),
       node("Resize", ["x"], ["rc"], "/custom/Resize", domain="com.example"),
       node("Resize", ["x", "", "scales"], ["r3"], "/up/Resize_2")],
      [("x", F, [1, 1, 2, 2])],
      [("nz", I64), ("r2", F), ("ok", F), ("f", F), ("rc", F), ("r3", F)],
      inits=[init("scales", np.array([1, 1, 2, 2], np.float32))],
      opsets=[helper.make_opsetid("", 17),
              helper.make_opsetid("com.example", 3)])
# Sizes known only at run time (dynamic-shapes.test): Shape of a dynamic
# tensor, through Gather, Unsqueeze, Concat and arithmetic, into Reshape.
def dims_of(x, dims, shape="s"):
    """Shape of x, then Gather and Unsqueeze of each of `dims`, as PyTorch
    exports `x.size(d)`: outputs d<k>u, 1-D of one size each."""
    nodes = [node("Shape", [x], [shape], "/Shape")]
    for d in dims:
        nodes += [node("Gather", [shape, f"i{d}"], [f"d{d}"], f"/Gather{d}"),
                  node("Unsqueeze", [f"d{d}", "zero"], [f"d{d}u"],
                       f"/Unsqueeze{d}")]
    inits = [init(f"i{d}", np.array(d, np.int64)) for d in dims]
    return nodes, inits + [init("zero", np.array([0], np.int64))]


nodes, inits = dims_of("x", [0, 1])
model("shape_sizes_heads",
      nodes + [node("Concat", ["d0u", "d1u", "heads"], ["c"], "/Concat",
                    axis=0),
               node("Reshape", ["x", "c"], ["y"], "/Reshape")],
      [("x", F, ["batch", "seq", 6])], [("y", F)],
      inits=inits + [init("heads", np.array([2, 3], np.int64))])
nodes, inits = dims_of("x", [0, 1, 2])
model("shape_sizes_flat",
      nodes + [node("Mul", ["d0u", "d1u"], ["rows"], "/Mul"),
               node("Div", ["d2u", "two"], ["half"], "/Div"),
               node("Mul", ["d0u", "one"], ["batch"], "/Keep"),
               node("Concat", ["rows", "half", "two"], ["c"], "/Concat",
                    axis=0),
               node("Reshape", ["x", "c"], ["y"], "/Reshape"),
               node("Concat", ["batch", "minus1"], ["c2"], "/Concat2",
                    axis=0),
               node("Reshape", ["x", "c2"], ["z"], "/Reshape2")],
      [("x", F, ["batch", "seq", 6])], [("y", F), ("z", F)],
      inits=inits + [init("two", np.array([2], np.int64)),
                     init("one", np.array([1], np.int64)),
                     init("minus1", np.array([-1], np.int64))])
# Reshape to its own Shape: dims_from names the input's dims.
model("shape_sizes_same",
      [node("Shape", ["x"], ["s"], "/Shape"),
       node("Reshape", ["x", "s"], ["y"], "/Reshape")],
      [("x", F, ["batch", 3])], [("y", F)])
nodes, inits = dims_of("x", [0, 1])
model("err_shape_two_computed",
      nodes + [node("Mul", ["d0u", "d1u"], ["rows"], "/Mul"),
               node("Concat", ["rows", "rows", "six"], ["c"], "/Concat",
                    axis=0),
               node("Reshape", ["x", "c"], ["y"], "/Reshape")],
      [("x", F, ["batch", "seq", 6])], [("y", F)],
      inits=inits + [init("six", np.array([6], np.int64))])
# Sizes as data: x * float(seq) (a size built as a value).
nodes, inits = dims_of("x", [1])
model("shape_sizes_as_data",
      nodes + [node("Cast", ["d1"], ["f"], "/Cast", to=F),
               node("Mul", ["x", "f"], ["y"], "/Scale")],
      [("x", F, ["batch", "seq"])], [("y", F)], inits=inits)
nodes, inits = dims_of("x", [0, 1])
model("err_shape_computed_as_data",
      nodes + [node("Mul", ["d0", "d1"], ["n"], "/Count"),
               node("Cast", ["n"], ["f"], "/Cast", to=F),
               node("Mul", ["x", "f"], ["y"], "/Scale")],
      [("x", F, ["batch", "seq"])], [("y", F)], inits=inits)
# Sizes nn cannot take: a range to the sequence from 1, a slice to
# batch * seq, a comparison of a size with a number it may equal.
nodes, inits = dims_of("x", [0, 1])
model("err_shape_range_start",
      nodes + [node("Range", ["one_s", "d1", "one_s"], ["r"], "/Range")],
      [("x", F, ["batch", "seq"])], [("r", I64)],
      inits=inits + [init("one_s", np.array(1, np.int64))])
nodes, inits = dims_of("x", [0, 1])
model("err_shape_slice_computed",
      nodes + [node("Mul", ["d0u", "d1u"], ["n"], "/Mul"),
               node("Slice", ["table", "zero", "n", "zero"], ["y"], "/Slice")],
      [("x", F, ["batch", "seq"])], [("y", F)],
      inits=inits + [init("table", np.zeros(64, np.float32))])
nodes, inits = dims_of("x", [1])
model("err_shape_equal",
      nodes + [node("Equal", ["d1", "three"], ["e"], "/Equal"),
               node("Where", ["e", "x", "x"], ["y"], "/Where")],
      [("x", F, ["batch", "seq"])], [("y", F)],
      inits=inits + [init("three", np.array(3, np.int64))])
# Sizes read off other tensors: the Relu of x reshaped to x's batch and
# sequence and -1 heads of 2 (the leftover: its static elements over the
# result's), and to the batch of x and the length of m (two tensors of
# different types name the sizes).
nodes, inits = dims_of("x", [0, 1])
model("shape_sizes_elsewhere",
      nodes + [node("Relu", ["x"], ["r"], "/Relu"),
               node("Concat", ["d0u", "d1u", "minus1", "two"], ["c"],
                    "/Concat", axis=0),
               node("Reshape", ["r", "c"], ["y"], "/Reshape"),
               node("Shape", ["m"], ["sm"], "/ShapeM"),
               node("Gather", ["sm", "i1"], ["m1"], "/GatherM"),
               node("Unsqueeze", ["m1", "zero"], ["m1u"], "/UnsqueezeM"),
               node("Concat", ["d0u", "m1u", "six"], ["c2"], "/Concat2",
                    axis=0),
               node("Reshape", ["r", "c2"], ["z"], "/Reshape2")],
      [("x", F, ["batch", "seq", 6]), ("m", I64, ["batch", "seq"])],
      [("y", F), ("z", F)],
      inits=inits + [init("minus1", np.array([-1], np.int64)),
                     init("two", np.array([2], np.int64)),
                     init("six", np.array([6], np.int64))])
model("err_shape_output", [node("Shape", ["x"], ["s"], "/Shape")],
      [("x", F, ["batch", 3])], [("s", I64)])
one("Softmax", ["batch", 3, 4], "err_softmax_dynamic", opset=11, axis=1)
one("MaxPool", [1, 1, 4, 4], "err_pool_stride0", kernel_shape=[2, 2],
    strides=[0, 1], auto_pad="SAME_UPPER")
model("err_split_no_outputs", [node("Split", ["x"], [], "/Split")],
      [("x", F, [4])], [("x", F)])
model("err_range_huge",
      [node("Range", ["a", "b", "c"], ["y"], "/Range")], [], [("y", F)],
      inits=[init("a", np.array(0, np.float32)),
             init("b", np.array(1e30, np.float32)),
             init("c", np.array(1e-30, np.float32))])
model("err_range_int_huge",
      [node("Range", ["a", "b", "c"], ["y"], "/Range")], [], [("y", I64)],
      inits=[init("a", np.array(-2**62, np.int64)),
             init("b", np.array(2**62, np.int64)),
             init("c", np.array(1, np.int64))])
model("err_range_nan",
      [node("Range", ["a", "b", "c"], ["y"], "/Range")], [], [("y", F)],
      inits=[init("a", np.array(np.nan, np.float32)),
             init("b", np.array(1, np.float32)),
             init("c", np.array(1, np.float32))])
model("err_unknown_domain",
      [node("Relu", ["x"], ["y"], "/Relu", domain="com.unknown")],
      [("x", F, [2])], [("y", F)])
model("err_no_default_opset",
      [node("Relu", ["x"], ["y"], "/Relu")], [("x", F, [2])], [("y", F)],
      opsets=[helper.make_opsetid("com.example", 1)])
for v in (0, 22):
    model("err_opset%d" % v, [node("Relu", ["x"], ["y"], "/Relu")],
          [("x", F, [2])], [("y", F)], opset=v)
model("err_ir11", [node("Relu", ["x"], ["y"], "/Relu")], [("x", F, [2])],
      [("y", F)], ir=11)


# Element types of issue 18: UINT8 ... UINT64 and INT16 tensors (nn's ui8
# ... ui64 and i16), Mod at run time (the floored remainder on integers,
# fmod on floats) and BitShift. The inputs are fixed: values above the
# signed range, where a signed reading would differ.
U8, U16, U32, U64, I16 = (TensorProto.UINT8, TensorProto.UINT16,
                          TensorProto.UINT32, TensorProto.UINT64,
                          TensorProto.INT16)
NP.update({U8: np.uint8, U16: np.uint16, U32: np.uint32, U64: np.uint64,
           I16: np.int16})
model("uint8_ops",
      [node("Max", ["a", "b"], ["max"], "/Max"),
       node("Cast", ["a"], ["f"], "/Cast", to=F),
       node("Cast", ["x"], ["u"], "/CastBack", to=U8)],
      [("a", U8, [6]), ("b", U8, [6]), ("x", F, [6])],
      [("max", U8), ("f", F), ("u", U8)], run=True,
      feeds={"a": np.array([0, 1, 127, 128, 200, 255], np.uint8),
             "b": np.array([255, 3, 129, 127, 100, 2], np.uint8),
             "x": np.array([0, 1.9, 127, 128.5, 200, 255], np.float32)})
model("int16_ops",
      [node("Neg", ["a"], ["neg"], "/Neg"),
       node("Mul", ["a", "b"], ["mul"], "/Mul"),
       node("Cast", ["a"], ["wide"], "/Cast", to=I32)],
      [("a", I16, [5]), ("b", I16, [5])],
      [("neg", I16), ("mul", I16), ("wide", I32)], run=True,
      feeds={"a": np.array([-32768, -300, -1, 7, 32767], np.int16),
             "b": np.array([1, 200, -5, 3, 2], np.int16)})
model("mod_run",
      [node("Mod", ["a", "b"], ["floored"], "/Mod"),
       node("Mod", ["a", "b"], ["truncated"], "/ModC", fmod=1),
       node("Mod", ["x", "y"], ["fmod"], "/FMod", fmod=1)],
      [("a", I32, [6]), ("b", I32, [6]), ("x", F, [4]), ("y", F, [4])],
      [("floored", I32), ("truncated", I32), ("fmod", F)], run=True,
      feeds={"a": np.array([10, -10, 10, -10, 7, -2147483648], np.int32),
             "b": np.array([3, 3, -3, -3, 7, 5], np.int32),
             "x": np.array([5.5, -5.5, 5.5, -0.25], np.float32),
             "y": np.array([2, 2, -2, 1], np.float32)})
model("mod_uint64",
      [node("Mod", ["a", "b"], ["r"], "/Mod")],
      [("a", U64, [3]), ("b", U64, [3])], [("r", U64)], run=True,
      feeds={"a": np.array([2**64 - 1, 2**63 + 5, 9], np.uint64),
             "b": np.array([10, 2**63, 4], np.uint64)})
model("bitshift",
      [node("BitShift", ["a", "s"], ["left"], "/Left", direction="LEFT"),
       node("BitShift", ["a", "s"], ["right"], "/Right", direction="RIGHT"),
       node("BitShift", ["w", "k"], ["wide"], "/Wide", direction="RIGHT")],
      [("a", U8, [5]), ("s", U8, [5]), ("w", U32, [3]), ("k", U32, [1])],
      [("left", U8), ("right", U8), ("wide", U32)], run=True,
      feeds={"a": np.array([1, 255, 128, 16, 3], np.uint8),
             "s": np.array([0, 1, 7, 3, 2], np.uint8),
             "w": np.array([2**32 - 1, 2**31, 12], np.uint32),
             "k": np.array([4], np.uint32)})
model("err_bitshift_direction",
      [node("BitShift", ["a", "a"], ["y"], "/BitShift", direction="UP")],
      [("a", U8, [2])], [("y", U8, [2])], opset=11)
model("err_mod_float_floored",
      [node("Mod", ["x", "x"], ["y"], "/Mod")],
      [("x", F, [2])], [("y", F, [2])])


# --- Scans, sorts, Einsum, normalizations (math.test) ----------------------

one("CumSum", [3, 4], "cumsum", extra_ins=["axis"], exclusive=1, reverse=1,
    inits=[init("axis", np.array(-1, np.int64))], run=True)
model("err_cumsum_axis_input",
      [node("CumSum", ["x", "axis"], ["y"], "/CumSum")],
      [("x", F, [3, 4]), ("axis", I64, [])], [("y", F, [3, 4])])
model("topk",
      [node("TopK", ["x", "k"], ["v", "i"], "/TopK", axis=0, largest=0)],
      [("x", F, [5, 3])], [("v", F), ("i", I64)],
      inits=[init("k", np.array([2], np.int64))], run=True)
model("topk_opset9",
      [node("TopK", ["x"], ["v", "i"], "/TopK", k=2)],
      [("x", F, [3, 5])], [("v", F), ("i", I64)], opset=9, run=True)
one("Einsum", [2, 3, 4, 5], "einsum_attention", extra_ins=["k"],
    equation="bhqd,bhkd->bhqk", inits=[init("k", rng_for("einsum_attention")
    .uniform(-1, 1, (2, 3, 6, 5)).astype(np.float32))], opset=12, run=True)
model("einsum_ellipsis_implicit",
      [node("Einsum", ["a", "b"], ["y"], "/Einsum", equation="...ij,jk")],
      [("a", F, [2, 3, 4]), ("b", F, [4, 5])], [("y", F)], opset=12,
      run=True)
model("einsum_three",
      [node("Einsum", ["a", "b", "c"], ["y"], "/Einsum",
            equation="ij,jk,kl->il")],
      [("a", F, [2, 3]), ("b", F, [3, 4]), ("c", F, [4, 2])], [("y", F)],
      opset=12, run=True)
model("err_einsum_bad",
      [node("Einsum", ["a", "b"], ["y"], "/Einsum", equation="ij,j#->i")],
      [("a", F, [2, 3]), ("b", F, [3, 3])], [("y", F, [2])], opset=12)
model("err_einsum_sizes",
      [node("Einsum", ["a", "b"], ["y"], "/Einsum", equation="ij,jk->ik")],
      [("a", F, [2, 3]), ("b", F, [4, 3])], [("y", F, [2, 3])], opset=12)
one("InstanceNormalization", [2, 3, 4, 5], "instancenorm",
    extra_ins=["scale", "bias"], epsilon=1e-3,
    inits=[init("scale", np.array([1, 2, -1], np.float32)),
           init("bias", np.array([0, 1, 2], np.float32))], run=True)
model("groupnorm18",
      [node("GroupNormalization", ["x", "scale", "bias"], ["y"], "/GroupNorm",
            num_groups=3)],
      [("x", F, [2, 6, 4, 4])], [("y", F, [2, 6, 4, 4])], opset=18,
      inits=[init("scale", np.array([1, 2, -1], np.float32)),
             init("bias", np.array([0, 1, 2], np.float32))], run=True)
model("groupnorm21",
      [node("GroupNormalization", ["x", "scale", "bias"], ["y"], "/GroupNorm",
            num_groups=3)],
      [("x", F, [2, 6, 4, 4])], [("y", F, [2, 6, 4, 4])], opset=21, ir=10,
      inits=[init("scale", np.arange(1, 7, dtype=np.float32)),
             init("bias", np.arange(6, dtype=np.float32))], run=True)
GN_SCALE = np.array([1, -2, 0.5, 3])
GN_BIAS = np.array([0, 1, -1, 2])


def group_norm_f64(x):
    """GroupNormalization-21 of groupnorm21_offset in float64: onnxruntime's
    own result is 2e-4 off there (it loses the offset's bits)."""
    g = x.astype(np.float64).reshape(2, 2, 12)
    mean = g.mean(2, keepdims=True)
    var = ((g - mean) ** 2).mean(2, keepdims=True)
    y = ((g - mean) / np.sqrt(var + 1e-3)).reshape(2, 4, 6)
    return [(y * GN_SCALE[:, None] + GN_BIAS[:, None]).astype(np.float32)]


NUMPY_REFS["groupnorm21_offset"] = group_norm_f64
# The statistics and the one-pass scale and shift (Math.c normalizeGroups)
# on a rank-3 input whose mean is far from zero against its deviation, and
# on a rank-2 input (no spatial dims).
model("groupnorm21_offset",
      [node("GroupNormalization", ["x", "scale", "bias"], ["y"], "/GroupNorm",
            num_groups=2, epsilon=1e-3)],
      [("x", F, [2, 4, 6])], [("y", F, [2, 4, 6])], opset=21, ir=10,
      inits=[init("scale", GN_SCALE.astype(np.float32)),
             init("bias", GN_BIAS.astype(np.float32))], run=True,
      feeds={"x": np.random.default_rng(21).uniform(
          20, 24, [2, 4, 6]).astype(np.float32)})
model("groupnorm18_rank2",
      [node("GroupNormalization", ["x", "scale", "bias"], ["y"], "/GroupNorm",
            num_groups=2)],
      [("x", F, [3, 4])], [("y", F, [3, 4])], opset=18,
      inits=[init("scale", np.array([2, -1], np.float32)),
             init("bias", np.array([1, 0], np.float32))], run=True)
one("LpNormalization", [3, 4], "lpnorm1", p=1, axis=0, run=True)
one("LpNormalization", [3, 4], "lpnorm2", run=True)
one("Tile", [2, 3], "tile", extra_ins=["repeats"],
    inits=[init("repeats", np.array([2, 1], np.int64))], run=True)


def reference(name, m, inputs, feeds):
    import onnxruntime as ort
    r = rng_for(name)
    arrays = []
    for n, t, dims in inputs:
        a = feeds.get(n)
        if a is None:
            if t == B:
                a = r.random(dims) < 0.5
            else:
                a = r.uniform(-2, 2, dims).astype(NP[t])
        arrays.append(a)
    opts = ort.SessionOptions()
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    if name in NUMPY_REFS:
        outs = NUMPY_REFS[name](*arrays)
    else:
        session = ort.InferenceSession(m.SerializeToString(), opts,
                                       providers=["CPUExecutionProvider"])
        outs = session.run(None, {n: a for (n, _, _), a in zip(inputs, arrays)})
    for i, a in enumerate(arrays):
        np.save(os.path.join(OUT, "%s.in%d.npy" % (name, i)), a)
    for i, a in enumerate(outs):
        np.save(os.path.join(OUT, "%s.out%d.npy" % (name, i)), a)


def main():
    os.makedirs(OUT, exist_ok=True)
    # Other scripts write into the same folder (make_resample_models.py):
    # only this script's models are removed and rewritten.
    for f in os.listdir(OUT):
        if f.split(".")[0] in MODELS:
            os.remove(os.path.join(OUT, f))
    for name, (m, inputs, run, feeds) in sorted(MODELS.items()):
        if not name.startswith("err_") and not all(
            o.type.tensor_type.HasField("shape") for o in m.graph.output):
            try:
                onnx.checker.check_model(m)
            except Exception as e:
                raise SystemExit("%s: %s" % (name, e))
        with open(os.path.join(OUT, name + ".onnx"), "wb") as f:
            f.write(m.SerializeToString())
        if run:
            reference(name, m, inputs, feeds)
    print("wrote %d models to %s" % (len(MODELS), OUT))


if __name__ == "__main__":
    main()
