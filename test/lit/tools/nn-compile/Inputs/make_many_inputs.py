"""Writes an MLIR function of N inputs, cycling through ranks 1, 0 and 2,
whose results read the second, a middle and the last inputs: the interface
of a graph with thousands of inputs (many-inputs.test)."""
import sys

n = int(sys.argv[1])
types = ["tensor<3xf32>", "tensor<f32>", "tensor<2x3xf32>"]
args = ", ".join(f"%a{i}: {types[i % 3]}" for i in range(n))
picks = [1, 3 * (n // 6), n - 1]  # ranks 0, 1 and 2 (n % 3 == 0)
results = ", ".join(types[i % 3] for i in picks)
print(f"func.func @main({args}) -> ({results}) {{")
for k, i in enumerate(picks):
    t = types[i % 3]
    print(f'  %r{k} = "nn.add"(%a{i}, %a{i}) : ({t}, {t}) -> {t}')
print(f"  return %r0, %r1, %r2 : {results}")
print("}")
