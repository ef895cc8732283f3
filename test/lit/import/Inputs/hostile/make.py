#!/usr/bin/env python3
"""Writes the hostile ONNX inputs of test/lit/import/hostile-*.test.

Each file is a small model that is wrong in one way (a tensor whose data do
not match its dims, a graph with a cycle, external data that leaves the
model's folder, ...); the importer must reject each with a message that
names what is wrong. Byte-level damage (truncation, bad wire types) is done
in the tests' RUN lines, and deep nesting by nest.py (no `onnx` needed);
this script needs the `onnx` package:

    /tmp/torchenv/bin/python test/lit/import/Inputs/hostile/make.py

It writes every file next to itself, deterministically.
"""

import os
import random

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

HERE = os.path.dirname(os.path.abspath(__file__))
F = TensorProto.FLOAT


def model(nodes, inputs, outputs, initializers=(), opset=17, ir=8,
          extra_opsets=()):
    graph = helper.make_graph(nodes, "g", inputs, outputs, list(initializers))
    opsets = [helper.make_opsetid("", opset)] if opset else []
    opsets += [helper.make_opsetid(d, v) for d, v in extra_opsets]
    return helper.make_model(graph, opset_imports=opsets, ir_version=ir,
                             producer_name="hostile/make.py")


def save(name, m, check=False):
    if check:
        onnx.checker.check_model(m)
    with open(os.path.join(HERE, name + ".onnx"), "wb") as f:
        f.write(m.SerializeToString())


def vi(name, dims, elem=F):
    return helper.make_tensor_value_info(name, elem, dims)


X, Y = vi("x", [2, 3]), vi("y", [2, 3])


def add_of(init):
    """y = x + init, with `init` as the graph's one initializer."""
    return model([helper.make_node("Add", ["x", init.name], ["y"], "add")],
                 [X], [Y], [init])


def weight(**fields):
    t = TensorProto(name="w", data_type=fields.pop("data_type", F))
    t.dims.extend(fields.pop("dims", [2, 3]))
    for key, value in fields.items():
        if isinstance(value, (list, tuple)):
            getattr(t, key).extend(value)
        else:
            setattr(t, key, value)
    return t


def main():
    w = numpy_helper.from_array(np.arange(6, dtype=np.float32).reshape(2, 3),
                                "w")
    # The valid model the byte-level tests cut and damage.
    save("base", add_of(w), check=True)

    # Tensors.
    save("raw_size", add_of(weight(raw_data=b"\0" * 20)))
    save("float_count", add_of(weight(float_data=[1.0] * 5)))
    save("int64_count", model(
        [helper.make_node("Reshape", ["x", "w"], ["y"], "reshape")], [X], [Y],
        [weight(data_type=TensorProto.INT64, dims=[2], int64_data=[2, 3, 1])]))
    save("int32_count", add_of(weight(data_type=TensorProto.INT32,
                                      int32_data=[1, 2, 3, 4, 5, 6, 7])))
    save("double_count", add_of(weight(data_type=TensorProto.DOUBLE,
                                       double_data=[1.0])))
    save("no_data", add_of(weight()))  # dims 2x3, no values at all
    save("negative_dim", add_of(weight(dims=[2, -3], float_data=[0] * 6)))
    save("dims_overflow", add_of(weight(dims=[1 << 32, 1 << 32])))
    save("bytes_overflow", add_of(weight(dims=[1 << 62])))
    save("rank65_initializer", add_of(weight(dims=[1] * 65, float_data=[1])))
    save("rank65_input", model(
        [helper.make_node("Relu", ["a"], ["y"], "relu")],
        [vi("a", [1] * 65)], [vi("y", None)]))
    save("uint8_initializer", add_of(weight(data_type=TensorProto.UINT8,
                                            raw_data=bytes(6))))
    save("string_initializer", add_of(weight(data_type=TensorProto.STRING,
                                             string_data=[b"a"] * 6)))
    save("uint8_input", model(
        [helper.make_node("Relu", ["a"], ["y"], "relu")],
        [vi("a", [2], TensorProto.UINT8)], [vi("y", None)]))
    save("string_input", model(
        [helper.make_node("Identity", ["a"], ["y"], "identity")],
        [vi("a", [2], TensorProto.STRING)], [vi("y", None)]))
    seg = weight(float_data=[0] * 6)
    seg.segment.begin, seg.segment.end = 0, 6
    save("segment", add_of(seg))
    unnamed = numpy_helper.from_array(np.zeros((2, 3), np.float32), "")
    save("unnamed_initializer", model(
        [helper.make_node("Relu", ["x"], ["y"], "relu")], [X], [Y], [unnamed]))

    # Constant nodes.
    broken = weight(raw_data=b"\0" * 7)
    save("constant_broken", model(
        [helper.make_node("Constant", [], ["c"], "const", value=broken),
         helper.make_node("Add", ["x", "c"], ["y"], "add")], [X], [Y]))
    save("constant_no_value", model(
        [helper.make_node("Constant", [], ["c"], "const"),
         helper.make_node("Add", ["x", "c"], ["y"], "add")], [X], [Y]))

    # Shape arithmetic at import time whose result would be huge: nothing
    # may allocate it. A Reshape of 6 known values into 2^33; a
    # ConstantOfShape of 2^40 elements (a splat, never a buffer); an Add of
    # [512, 1] and [1, 512] known values (2^18 elements, over the 2^16 the
    # importer evaluates itself: nn.add is built), and a Gather of [1, 1,
    # 512] with 512 indices (2^18 again: nn.gather).
    i64 = lambda name, values: numpy_helper.from_array(
        np.array(values, np.int64), name)
    save("fold_reshape_huge", model(
        [helper.make_node("Reshape", ["w", "shape"], ["y"], "reshape")],
        [], [vi("y", None)], [w, i64("shape", [1 << 30, 8])]))
    save("fold_constant_of_shape_huge", model(
        [helper.make_node("ConstantOfShape", ["shape"], ["y"], "fill")],
        [], [vi("y", None)], [i64("shape", [1 << 20, 1 << 20])]))
    col = numpy_helper.from_array(np.ones((512, 1), np.float32), "col")
    row = numpy_helper.from_array(np.ones((1, 512), np.float32), "row")
    save("fold_broadcast_huge", model(
        [helper.make_node("Add", ["col", "row"], ["y"], "add")],
        [], [vi("y", None)], [col, row]))
    data = numpy_helper.from_array(np.ones((1, 1, 512), np.float32), "data")
    save("fold_gather_huge", model(
        [helper.make_node("Gather", ["data", "indices"], ["y"], "gather",
                          axis=1)],
        [], [vi("y", None)], [data, i64("indices", [0] * 512)]))

    # Reshape shapes: one whose size overflows int64, and a 0 that copies
    # a dynamic dim (which was once taken for a bad shape value).
    save("reshape_overflow", model(
        [helper.make_node("Reshape", ["x", "shape"], ["y"], "reshape")],
        [X], [vi("y", None)], [i64("shape", [1 << 62, 4])]))
    save("reshape_copy_dynamic", model(
        [helper.make_node("Reshape", ["x", "shape"], ["y"], "reshape")],
        [vi("x", ["batch", 6])], [vi("y", None)], [i64("shape", [0, 2, 3])]))

    # The graph.
    relu = lambda i, o, n: helper.make_node("Relu", [i], [o], n)
    save("undefined_value", model([relu("nowhere", "y", "relu")], [X], [Y]))
    save("cycle", model([relu("b", "a", "first"), relu("a", "b", "second"),
                         relu("b", "y", "third")], [X], [Y]))
    save("dup_nodes", model([relu("x", "t", "one"), relu("x", "t", "two"),
                             relu("t", "y", "three")], [X], [Y]))
    save("dup_node_initializer", model(
        [relu("x", "w", "clobber"),
         helper.make_node("Add", ["x", "w"], ["y"], "add")], [X], [Y], [w]))
    save("dup_input_node", model([relu("x", "x", "clobber"),
                                  relu("x", "y", "relu")], [X], [Y]))
    save("dup_inputs", model([relu("x", "y", "relu")], [X, X], [Y]))
    w2 = numpy_helper.from_array(np.zeros((2, 3), np.float32), "w")
    save("dup_initializers", model(
        [helper.make_node("Add", ["x", "w"], ["y"], "add")], [X], [Y],
        [w, w2]))
    save("no_opset", model([relu("x", "y", "relu")], [X], [Y], opset=0))
    save("unknown_domain", model(
        [helper.make_node("Frob", ["x"], ["y"], "frob", domain="com.example")],
        [X], [Y]))
    save("unknown_op", model(
        [helper.make_node("Frob", ["x"], ["y"], "frob", domain="com.example")],
        [X], [Y], extra_opsets=[("com.example", 1)]))
    save("empty_op_type", model(
        [helper.make_node("", ["x"], ["y"], "nameless")], [X], [Y]))
    absent = relu("x", "y", "no_op_type")
    absent.ClearField("op_type")
    save("missing_op_type", model([absent], [X], [Y]))
    save("undefined_output", model([relu("x", "t", "relu")], [X],
                                   [Y]))
    save("no_graph", onnx.ModelProto(
        ir_version=8, opset_import=[helper.make_opsetid("", 17)]))
    save("ir_too_new", model([relu("x", "y", "relu")], [X], [Y], ir=99))
    save("opset_too_new", model([relu("x", "y", "relu")], [X], [Y],
                                opset=99))
    seq = helper.make_value_info("s", helper.make_sequence_type_proto(
        helper.make_tensor_type_proto(F, [2])))
    save("sequence_input", model(
        [helper.make_node("Identity", ["s"], ["y"], "identity")], [seq],
        [vi("y", None)]))
    save("shapeless_input", model(
        [relu("x", "y", "relu")], [helper.make_tensor_value_info(
            "x", F, None)], [Y]))
    save("unnamed_input", model([relu("x", "y", "relu")],
                                [vi("", [2, 3]), X], [Y]))

    # External data: weights.bin holds w (24 bytes) at offset 8, after 8
    # bytes of something else; external.onnx imports and runs.
    with open(os.path.join(HERE, "weights.bin"), "wb") as f:
        f.write(b"\xee" * 8 + np.arange(6, dtype=np.float32).tobytes())

    def external(name, **entries):
        t = weight()
        t.data_location = TensorProto.EXTERNAL
        for key, value in entries.items():
            e = t.external_data.add()
            e.key, e.value = key, str(value)
        save(name, add_of(t))

    external("external", location="weights.bin", offset=8, length=24)
    external("external_rest", location="weights.bin", offset=8)
    external("ext_no_location", offset=8, length=24)
    external("ext_past_end", location="weights.bin", offset=16, length=24)
    external("ext_offset_past_end", location="weights.bin", offset=1000)
    external("ext_bad_offset", location="weights.bin", offset="-8")
    external("ext_short", location="weights.bin", offset=8, length=20)
    external("ext_dotdot", location="../hostile/weights.bin", offset=8)
    external("ext_absolute", location="/etc/passwd")
    external("ext_missing", location="nothere.bin")
    # Its location is made a link out of the model's folder by the test.
    external("ext_link", location="link.bin", offset=8, length=24)

    # External data big enough to become a dense_resource blob over the
    # mapped file (over the builder's 1 KB inline limit), at offset 64,
    # with an input and the expected output for nn-run.
    xb = np.linspace(-1, 1, 512, dtype=np.float32).reshape(4, 128)
    wb = ((np.arange(512) % 7 - 3) * 0.25).astype(np.float32).reshape(4, 128)
    with open(os.path.join(HERE, "big_weights.bin"), "wb") as f:
        f.write(bytes(64) + wb.tobytes())
    tb = TensorProto(name="w", data_type=F, dims=[4, 128],
                     data_location=TensorProto.EXTERNAL)
    for key, value in [("location", "big_weights.bin"), ("offset", "64"),
                       ("length", "2048")]:
        e = tb.external_data.add()
        e.key, e.value = key, value
    save("external_big", model(
        [helper.make_node("Mul", ["x", "w"], ["t"], "mul"),
         helper.make_node("Add", ["t", "w"], ["y"], "add")],
        [vi("x", [4, 128])], [vi("y", [4, 128])], [tb]))
    np.save(os.path.join(HERE, "external_big_x.npy"), xb)
    np.save(os.path.join(HERE, "external_big_y.npy"), xb * wb + wb)
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    np.save(os.path.join(HERE, "external_x.npy"), x)
    np.save(os.path.join(HERE, "external_y.npy"),
            x + np.arange(6, dtype=np.float32).reshape(2, 3))

    # Over 2 GB of external data: `huge` is 3 GiB of floats, of which the
    # graph uses four (a Slice), and `tail` sits past offset 2^31. The test
    # makes huge.bin a sparse file (truncate -s 3G): nothing may read it all.
    def ext_tensor(name, dims, offset, length):
        t = TensorProto(name=name, data_type=F, dims=dims,
                        data_location=TensorProto.EXTERNAL)
        for key, value in [("location", "huge.bin"), ("offset", offset),
                           ("length", length)]:
            e = t.external_data.add()
            e.key, e.value = key, str(value)
        return t
    giga = 3 << 30
    save("external_huge", model(
        [helper.make_node("Slice", ["huge", "starts", "ends"], ["s"], "slice"),
         helper.make_node("Add", ["x", "s"], ["t"], "add"),
         helper.make_node("Add", ["t", "tail"], ["y"], "add_tail")],
        [vi("x", [4])], [vi("y", [4])],
        [ext_tensor("huge", [giga // 4], 0, giga),
         ext_tensor("tail", [4], giga - 16, 16),
         numpy_helper.from_array(np.array([2], np.int64), "starts"),
         numpy_helper.from_array(np.array([6], np.int64), "ends")]))

    # Not a model: random bytes (the seed fixes them).
    rng = random.Random(17)
    with open(os.path.join(HERE, "random.bin"), "wb") as f:
        f.write(bytes(rng.randrange(256) for _ in range(512)))


if __name__ == "__main__":
    main()
