"""The element types each nn op accepts, read from the op registry through
`nn-opt --emit-op-docs` (docs/ops.md), and the numerical cases a set of lit
test files holds. Standard library only: the coverage test runs it in CI.

Both the low-precision/integer generator (make_numerics_lowp.py) and the
coverage check (check_coverage.py) use it, so neither restates which op
accepts which type: that stays in dialect/ops/*.c.
"""
import re

# The names ops.md uses for element-type sets (dialect/OpDocs.c).
SIGNED = ["i8", "i16", "i32", "i64"]
UNSIGNED = ["ui8", "ui16", "ui32", "ui64"]
FLOATS = ["f16", "bf16", "f32", "f64"]
TYPE_SETS = {
    "any": FLOATS + SIGNED + UNSIGNED + ["i1"],
    "numeric": FLOATS + SIGNED + UNSIGNED,
    "float": FLOATS,
    "integer": SIGNED + UNSIGNED,
    "signed integer": SIGNED,
    "unsigned integer": UNSIGNED,
}
# The types these tests cover; f32 has its own tests (ops.mlir and others)
# and f64 is not a type the CPU pipeline treats differently from f32.
LOW_PRECISION = ["f16", "bf16"]
INTEGER = ["i8", "i32", "i64", "i1"]
# i16 and the unsigned types (int-ext-*.mlir, their own seeds so that the
# cases of the types above keep their inputs).
EXTENDED_INTEGER = ["i16", "ui8", "ui16", "ui32", "ui64"]


def parse_types(text):
    types = []
    for word in text.split(","):
        word = word.strip()
        if word not in TYPE_SETS and not re.match(r"^(b?f|u?i)[0-9]+$", word):
            raise ValueError("unknown element type set '%s' in ops.md: "
                             "teach registry_types.TYPE_SETS" % word)
        types += TYPE_SETS.get(word, [word])
    return types


def read_ops(docs):
    """{op name: (section, [(operand, [types])])} from ops.md's text."""
    ops, section, op, in_operands = {}, None, None, False
    for line in docs.splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
        m = re.match(r"### `([\w.]+)`", line)
        if m:
            op = m.group(1)
            ops[op] = (section, [])
            continue
        if line.startswith("| operand |"):
            in_operands = True
            continue
        if not line.startswith("|"):
            in_operands = False
            continue
        m = re.match(r"\| `(\w+)` \| \w+ \| ([^|]+) \|", line)
        if m and op and in_operands:
            ops[op][1].append((m.group(1), parse_types(m.group(2))))
    return ops


def primary(operands):
    """The index of the operand whose element type names a case: the one
    accepting the most types (`x` of nn.where, `data` of nn.gather)."""
    best = 0
    for i, (_, types) in enumerate(operands):
        if len(types) > len(operands[best][1]):
            best = i
    return best


def required(ops):
    """{(op, type)} that need a case: low-precision floats and integers."""
    need = set()
    for op, (_, operands) in ops.items():
        if not operands:
            continue
        for ty in operands[primary(operands)][1]:
            if ty in LOW_PRECISION + INTEGER + EXTENDED_INTEGER:
                need.add((op, ty))
    return need


CASE = re.compile(r'"((?:nn|tensor)\.\w+)"\(([^)]*)\)(?:\s*\{[^}]*\})?\s*:\s*'
                  r'\(([^)]*)\)\s*->')
ELEMENT = re.compile(r"<(?:[0-9?]+x)*(\w+)>$")


def cases_in(text, ops):
    """{(op, type)} of the op calls in an MLIR file, named by the element
    type of the op's primary operand."""
    found = set()
    for m in CASE.finditer(text):
        op = m.group(1)
        if op not in ops or not ops[op][1]:
            continue
        types = [t.strip() for t in m.group(3).split(",")]
        index = primary(ops[op][1])
        if index < len(types):
            e = ELEMENT.search(types[index])
            if e:
                found.add((op, e.group(1)))
    return found
