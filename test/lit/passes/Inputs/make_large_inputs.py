"""Inputs of large-inputs.test (issue 16): IR whose sizes overflowed arrays
on the stack sized by the input.

  make_large_inputs.py rank R    one function per op on tensors of rank R,
                                 split by `// -----`
  make_large_inputs.py split N   nn.relu, then nn.split into N results of
                                 unknown size, all returned
"""
import sys


def rank_cases(r):
    t = "tensor<" + "?x" * r + "f32>"
    ones = "tensor<" + "1x" * r + "f32>"
    perm = ", ".join(str(i) for i in reversed(range(r)))
    zeros = ", ".join(["0"] * r)
    pads = ", ".join(["0"] * (2 * r))
    small = "tensor<" + "1x" * (r - 10) + "f32>"
    axes = ", ".join(str(i) for i in range(10))
    return [
        ("relu", t, t, f'"nn.relu"(%a) : ({t}) -> {t}'),
        ("add", t, t, f'"nn.add"(%a, %a) : ({t}, {t}) -> {t}'),
        ("transpose", t, t,
         f'"nn.transpose"(%a) {{perm = array<i64: {perm}>}} : ({t}) -> {t}'),
        ("reduce_sum", t, t,
         f'"nn.reduce_sum"(%a) {{axes = array<i64: 0>, keepdims = true}} : '
         f'({t}) -> {t}'),
        ("softmax", t, t, f'"nn.softmax"(%a) {{axis = 0 : i64}} : ({t}) -> {t}'),
        ("slice", t, t,
         f'"nn.slice"(%a) {{starts = array<i64: {zeros}>, ends = array<i64: '
         f'{zeros}>}} : ({t}) -> {t}'),
        ("pad", t, t,
         f'"nn.pad"(%a) {{pads = array<i64: {pads}>}} : ({t}) -> {t}'),
        ("matmul", t, t, f'"nn.matmul"(%a, %a) : ({t}, {t}) -> {t}'),
        # A result above the limit from an operand within it.
        ("reshape", "tensor<1xf32>", ones,
         f'"nn.reshape"(%a) : (tensor<1xf32>) -> {ones}'),
        ("unsqueeze", small, ones,
         f'"nn.unsqueeze"(%a) {{axes = array<i64: {axes}>}} : ({small}) -> '
         f'{ones}'),
    ]


def main():
    kind, n = sys.argv[1], int(sys.argv[2])
    if kind == "rank":
        chunks = []
        for name, arg, result, op in rank_cases(n):
            chunks.append(
                f"// CHECK: error: 'nn.{name}' op {{{{operand|result}}}} "
                f"#0 has rank {{{{6[5-9]|70}}}}; nn supports ranks up to 64\n"
                f"func.func @{name}(%a: {arg}) -> {result} {{\n"
                f"  %0 = {op}\n  return %0 : {result}\n}}\n")
        print("\n// -----\n\n".join(chunks))
    elif kind == "split":
        types = ", ".join(["tensor<?xf32>"] * n)
        values = ", ".join(f"%0#{i}" for i in range(n))
        print(f"func.func @split(%a: tensor<{n}xf32>) -> ({types}) {{\n"
              f'  %r = "nn.relu"(%a) : (tensor<{n}xf32>) -> tensor<{n}xf32>\n'
              f'  %0:{n} = "nn.split"(%r) {{axis = 0 : i64}} : '
              f"(tensor<{n}xf32>) -> ({types})\n"
              f"  return {values} : {types}\n}}")

main()
