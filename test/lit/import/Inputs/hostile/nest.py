#!/usr/bin/env python3
"""Writes an ONNX model nested DEPTH levels deep, in plain Python (no onnx).

    nest.py if DEPTH OUT      an If node whose then_branch holds an If node
                              whose then_branch ... DEPTH subgraphs deep
    nest.py sequence DEPTH OUT  a graph input of type
                              sequence(sequence(...(tensor(float))))

protobuf-c unpacks nested messages recursively: a few kilobytes of such a
file take a few thousand stack frames. The importer must refuse it before
unpacking (hostile-nesting.test).
"""

import sys


def varint(n):
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def field(number, body):
    """A length-delimited field (message, string or bytes)."""
    return varint(number << 3 | 2) + varint(len(body)) + body


def int_field(number, value):
    return varint(number << 3) + varint(value)


def graph(nodes=b"", inputs=b"", outputs=b""):
    return nodes + field(2, b"g") + inputs + outputs


def value_info(name, type_proto):
    return field(1, name) + field(2, type_proto)


def tensor_type(dims):
    shape = b"".join(field(1, int_field(1, d)) for d in dims)
    return field(1, int_field(1, 1) + field(2, shape))  # float, shape


def model(g):
    return (int_field(1, 8) + field(8, int_field(2, 17)) + field(7, g))


def nested_if(depth):
    # The innermost nodes: y = Identity(c); each level wraps them into the
    # then_branch of an If node.
    y = field(12, field(1, b"y"))
    nodes = field(1, field(1, b"c") + field(2, b"y") + field(4, b"Identity"))
    for _ in range(depth):
        attribute = (field(1, b"then_branch") + int_field(20, 5) +
                     field(6, graph(nodes, outputs=y)))
        nodes = field(1, field(1, b"c") + field(2, b"y") + field(4, b"If") +
                      field(5, attribute))
    cond = value_info(b"c", field(1, int_field(1, 9) + field(2, b"")))
    return model(graph(nodes, inputs=field(11, cond), outputs=y))


def nested_sequence(depth):
    t = tensor_type([2])
    for _ in range(depth):
        t = field(4, field(1, t))  # TypeProto.sequence_type.elem_type
    g = graph(field(1, field(1, b"s") + field(2, b"y") + field(4,
                                                                 b"Identity")),
              inputs=field(11, value_info(b"s", t)),
              outputs=field(12, field(1, b"y")))
    return model(g)


def main():
    kind, depth, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    data = nested_if(depth) if kind == "if" else nested_sequence(depth)
    with open(out, "wb") as f:
        f.write(data)


if __name__ == "__main__":
    main()
