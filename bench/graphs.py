"""The benchmark graphs, as nn IR and as PyTorch eager.

One definition for both benchmarks: bench/cpu/cpu_bench.py takes the
memory-bound IR at its sizes (16M floats, 4096x1024), the GPU check at
issue 7's (an 8-op elementwise chain on 64M floats, bias_add+gelu, softmax
and layer_norm on 8192x4096) and issue 22's compute-bound ones (a 4096^3
matmul, ResNet's 3x3 convolution of 64 channels on 32x56x56), f32 and,
for the cuBLASLt rows, f16; weights as function arguments. `python3 graphs.py
--write DIR` writes DIR/NAME.mlir for each GPU graph (stdlib only: this runs
where nn is built); gpu/gpu_bench.py imports GRAPHS for the shapes and the
PyTorch versions (torch only there).
"""

import argparse
import os


def t(shape, element="f32"):
    return "tensor<" + "x".join(str(d) for d in shape) + "x" + element + ">"


def ew_chain(n=64 * 1024 * 1024):
    T = t([n])
    u, b = f"({T}) -> {T}", f"({T}, {T}) -> {T}"
    mlir = f"""// 8 elementwise ops on {n} floats: one kernel once fused.
func.func @main(%x: {T}) -> {T} {{
  %0 = "nn.scale"(%x) {{scale = 5.000000e-01 : f32, bias = 1.000000e-01 : f32}} : {u}
  %1 = "nn.relu"(%0) : {u}
  %2 = "nn.mul"(%1, %x) : {b}
  %3 = "nn.add"(%2, %x) : {b}
  %4 = "nn.abs"(%3) : {u}
  %5 = "nn.neg"(%4) : {u}
  %6 = "nn.maximum"(%5, %x) : {b}
  %7 = "nn.scale"(%6) {{scale = 2.000000e+00 : f32, bias = -1.000000e+00 : f32}} : {u}
  return %7 : {T}
}}
"""

    def torch_fn(torch, F, x):
        y = x * 0.5 + 0.1
        y = torch.relu(y)
        y = y * x
        y = y + x
        y = torch.abs(y)
        y = torch.neg(y)
        y = torch.maximum(y, x)
        return y * 2.0 - 1.0
    return mlir, [[n]], torch_fn


def bias_gelu(rows=8192, cols=4096):
    X, B = t([rows, cols]), t([cols])
    mlir = f"""// bias_add + gelu (tanh) on {rows}x{cols}: a broadcast kernel.
func.func @main(%x: {X}, %b: {B}) -> {X} {{
  %0 = "nn.bias_add"(%x, %b) {{axis = -1 : i64}} : ({X}, {B}) -> {X}
  %1 = "nn.gelu"(%0) {{approximate = "tanh"}} : ({X}) -> {X}
  return %1 : {X}
}}
"""

    def torch_fn(torch, F, x, b):
        return F.gelu(x + b, approximate="tanh")
    return mlir, [[rows, cols], [cols]], torch_fn


def softmax(rows=8192, cols=4096):
    X = t([rows, cols])
    mlir = f"""// softmax over the last axis of {rows}x{cols}.
func.func @main(%x: {X}) -> {X} {{
  %0 = "nn.softmax"(%x) : ({X}) -> {X}
  return %0 : {X}
}}
"""

    def torch_fn(torch, F, x):
        return torch.softmax(x, dim=-1)
    return mlir, [[rows, cols]], torch_fn


def layer_norm(rows=8192, cols=4096):
    X, G = t([rows, cols]), t([cols])
    mlir = f"""// layer_norm over the last axis of {rows}x{cols}.
func.func @main(%x: {X}, %g: {G}, %b: {G}) -> {X} {{
  %0 = "nn.layer_norm"(%x, %g, %b) : ({X}, {G}, {G}) -> {X}
  return %0 : {X}
}}
"""

    def torch_fn(torch, F, x, g, b):
        return F.layer_norm(x, (cols,), g, b, eps=1e-5)
    return mlir, [[rows, cols], [cols], [cols]], torch_fn


def matmul(m=4096, k=4096, n=4096, element="f32"):
    A, B, C = t([m, k], element), t([k, n], element), t([m, n], element)
    mlir = f"""// a {m}x{k} by {k}x{n} {element} matmul (cuBLAS's in PyTorch).
func.func @main(%a: {A}, %b: {B}) -> {C} {{
  %0 = "nn.matmul"(%a, %b) : ({A}, {B}) -> {C}
  return %0 : {C}
}}
"""

    def torch_fn(torch, F, a, b):
        return a @ b
    return mlir, [[m, k], [k, n]], torch_fn


def matmul_f16():
    """The same in f16 (tensor cores, f32 accumulation: cuBLAS's default in
    PyTorch too)."""
    return matmul(element="f16")


def conv(batch=32, channels=64, size=56, element="f32"):
    X = t([batch, channels, size, size], element)
    W = t([channels, channels, 3, 3], element)
    mlir = f"""// ResNet's 3x3 convolution, {channels} channels on {batch}x{size}x{size}, padding 1,
// {element} (cuDNN's in PyTorch).
func.func @main(%x: {X}, %w: {W}) -> {X} {{
  %0 = "nn.conv2d"(%x, %w) {{padding = array<i64: 1, 1, 1, 1>}} : ({X}, {W}) -> {X}
  return %0 : {X}
}}
"""

    def torch_fn(torch, F, x, w):
        return F.conv2d(x, w, padding=1)
    return mlir, [[batch, channels, size, size], [channels, channels, 3, 3]], torch_fn


def conv_f16():
    """The same in f16 (on cuBLASLt: an im2col gather, then the tensor
    cores with f32 accumulation; cuDNN's f16 convolution in PyTorch)."""
    return conv(element="f16")


# name -> (builder, kind): the kind picks the goal (elementwise and
# broadcast kernels: 0.85x of the copy bandwidth; row kernels (softmax,
# layer_norm): 0.8x; matmul and convolution: 0.7x of PyTorch's time, which
# is cuBLAS's and cuDNN's). A name ending in _cublaslt is compiled with
# nn-compile --matmul-library cublaslt (bench/gpu/prepare.sh), the others
# as nn's own kernels.
GRAPHS = {
    "ew_chain": (ew_chain, "elementwise"),
    "bias_gelu": (bias_gelu, "broadcast"),
    "softmax": (softmax, "row"),
    "layer_norm": (layer_norm, "row"),
    "matmul": (matmul, "matmul"),
    "matmul_cublaslt": (matmul, "matmul"),
    "matmul_f16_cublaslt": (matmul_f16, "matmul"),
    "conv": (conv, "conv"),
    "conv_cublaslt": (conv, "conv"),
    "conv_f16_cublaslt": (conv_f16, "conv"),
}
GOALS = {"elementwise": 0.85, "broadcast": 0.85, "row": 0.8, "matmul": 0.7, "conv": 0.7}
# The element type of a graph's inputs and result, where not f32 (NumPy's
# name; PyTorch's is the same).
DTYPES = {"matmul_f16_cublaslt": "float16", "conv_f16_cublaslt": "float16"}
# The largest max |diff| / max |expected| against PyTorch, per element type:
# f16 rounds every output to 11 bits.
MAX_REL_ERROR = {"float32": 1e-4, "float16": 1e-2}
# The kinds measured against the library's time rather than the bandwidth.
COMPUTE = {"matmul", "conv"}
# Multiply-adds x 2 of a graph's inputs' shapes.
FLOPS = {
    "matmul": lambda a, b: 2 * a[0] * a[1] * b[1],
    "conv": lambda x, w: 2 * x[0] * w[0] * x[2] * x[3] * w[1] * w[2] * w[3],
}


def main():
    ap = argparse.ArgumentParser(description="writes the GPU check's graphs as .mlir")
    ap.add_argument("--write", required=True, metavar="DIR")
    args = ap.parse_args()
    os.makedirs(args.write, exist_ok=True)
    for name, (builder, _) in GRAPHS.items():
        with open(os.path.join(args.write, f"{name}.mlir"), "w") as f:
            f.write(builder()[0])


if __name__ == "__main__":
    main()
