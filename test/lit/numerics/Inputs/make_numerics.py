"""Writes the numerical tests of nn ops: ops.mlir (one function per case, one
RUN line each) and the .npy inputs and expected outputs it reads.

The expected outputs come from NumPy, an implementation independent of nn's
lowering. Run it from this folder to regenerate (needs numpy, at authoring
time only; CI runs the committed files):  python3 make_numerics.py
"""
import math
import os

import numpy as np

from numerics_lib import MLIR_TYPE, Cases, erf

HERE = os.path.dirname(os.path.abspath(__file__))
C = Cases(20261202)
rand = C.rand


def case(name, op, inputs, expected, attrs=""):
    C.add(name, op, inputs, expected, attrs)




def unary(name, fn, low=-2.0, high=2.0, attrs="", shape=(4, 8)):
    x = rand(shape, low=low, high=high)
    case(name, name, [x], fn(x.astype(np.float64)).astype(np.float32), attrs)


sigmoid = lambda x: 1 / (1 + np.exp(-x))
unary("relu", lambda x: np.maximum(x, 0))
unary("exp", np.exp)
unary("log", np.log, low=0.1, high=4.0)
unary("sqrt", np.sqrt, low=0.0, high=4.0)
unary("rsqrt", lambda x: 1 / np.sqrt(x), low=0.1, high=4.0)
unary("tanh", np.tanh)
unary("sigmoid", sigmoid)
unary("neg", np.negative)
unary("abs", np.abs)
unary("erf", erf)
unary("reciprocal", lambda x: 1 / x, low=0.5, high=3.0)
unary("floor", np.floor)
unary("ceil", np.ceil)
unary("sin", np.sin)
unary("cos", np.cos)
unary("silu", lambda x: x * sigmoid(x))
unary("softplus", lambda x: np.log1p(np.exp(x)))
unary("hardswish", lambda x: x * np.clip(x + 3, 0, 6) / 6, low=-4, high=4)
unary("hardsigmoid", lambda x: np.clip(x + 3, 0, 6) / 6, low=-4, high=4)
unary("gelu", lambda x: 0.5 * x * (1 + erf(x / math.sqrt(2))))
x = rand((4, 8))
case("gelu_tanh", "gelu", [x], (0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi)
     * (x + 0.044715 * x ** 3)))).astype(np.float32), '{approximate = "tanh"}')
unary("leaky_relu", lambda x: np.where(x > 0, x, 0.2 * x),
      attrs="{alpha = 2.000000e-01 : f32}")
unary("elu", lambda x: np.where(x > 0, x, np.expm1(x)))
unary("clip", lambda x: np.clip(x, -0.5, 1.0),
      attrs="{max = 1.000000e+00 : f32, min = -5.000000e-01 : f32}")
unary("scale", lambda x: x * 3 - 1,
      attrs="{bias = -1.000000e+00 : f32, scale = 3.000000e+00 : f32}")


def binary(name, fn, a_shape, b_shape, dtype=np.float32, out_dtype=None,
           low=-2.0, high=2.0):
    a, b = rand(a_shape, dtype, low, high), rand(b_shape, dtype, low, high)
    expected = fn(a, b)
    case("%s_%s_%s" % (name, "x".join(map(str, b_shape)) or "scalar",
                       MLIR_TYPE[dtype]), name,
         [a, b], expected.astype(out_dtype or dtype))


binary("add", np.add, (4, 8), (4, 8))
binary("add", np.add, (2, 4, 8), (8,))            # rank-extending broadcast
binary("sub", np.subtract, (4, 1), (1, 8))        # both sides expand
binary("mul", np.multiply, (4, 8), ())            # rank-0 operand
binary("div", np.divide, (4, 8), (4, 1), low=0.5, high=2.0)
binary("pow", np.power, (4, 8), (4, 8), low=0.5, high=2.0)
binary("maximum", np.maximum, (3, 4), (4,))
binary("minimum", np.minimum, (3, 4), (3, 1))
binary("add", np.add, (4, 8), (8,), dtype=np.int32)
binary("mul", np.multiply, (4, 8), (4, 8), dtype=np.int64)
binary("less", np.less, (4, 8), (8,), out_dtype=np.bool_)
binary("equal", np.equal, (4, 8), (4, 8), dtype=np.int32, out_dtype=np.bool_)

x, b = rand((2, 3, 4, 4)), rand((3,))
case("bias_add_nchw", "bias_add", [x, b], x + b.reshape(1, 3, 1, 1))
x, b = rand((4, 6)), rand((6,))
case("bias_add_last", "bias_add", [x, b], x + b, "{axis = -1 : i64}")

a, b = rand((8, 16)), rand((16, 4))
case("matmul", "matmul", [a, b], a @ b)
a, b = rand((2, 8, 16)), rand((2, 16, 4))
case("matmul_batched", "matmul", [a, b], a @ b)
a, b = rand((2, 1, 8, 16)), rand((3, 4, 16))
case("matmul_broadcast_transposed", "matmul", [a, b],
     a @ np.swapaxes(b, -1, -2), "{transpose_b = true}")

x = rand((3, 4, 5))
case("reduce_sum", "reduce_sum", [x], x.sum(axis=(0, 2)),
     "{axes = array<i64: 0, -1>}")
case("reduce_mean_keepdims", "reduce_mean", [x], x.mean(axis=1, keepdims=True),
     "{axes = array<i64: 1>, keepdims = true}")
case("reduce_max_all", "reduce_max", [x], np.array(x.max(), np.float32))
case("reduce_min", "reduce_min", [x], x.min(axis=2), "{axes = array<i64: 2>}")
case("reduce_prod", "reduce_prod", [x], x.prod(axis=0), "{axes = array<i64: 0>}")
ties = np.array([[1, 3, 3, 0], [2, 2, 1, 2], [5, 4, 5, 5]], np.float32)
case("argmax_ties", "argmax", [ties], ties.argmax(axis=1, keepdims=True),
     "{axis = -1 : i64}")
# The last index of the minimum: count back from the end of a flipped copy.
last = ties.shape[0] - 1 - np.flip(ties, axis=0).argmin(axis=0)
case("argmin_last", "argmin", [ties], last[None, :].astype(np.int64),
     "{axis = 0 : i64, select_last_index = true}")

x = rand((4, 8), low=-4, high=4)
e = np.exp(x - x.max(axis=-1, keepdims=True))
case("softmax", "softmax", [x], e / e.sum(axis=-1, keepdims=True))
case("log_softmax_axis0", "log_softmax", [x],
     x - x.max(0, keepdims=True) - np.log(np.exp(x - x.max(0, keepdims=True))
                                          .sum(0, keepdims=True)),
     "{axis = 0 : i64}")
x, g, b = rand((2, 3, 8)), rand((3, 8)), rand((3, 8))
mu = x.mean(axis=(1, 2), keepdims=True)
var = ((x - mu) ** 2).mean(axis=(1, 2), keepdims=True)
case("layer_norm_two_axes", "layer_norm", [x, g, b],
     (x - mu) / np.sqrt(var + 1e-5) * g + b, "{axis = -2 : i64}")
x, g = rand((4, 8)), rand((8,))
case("rms_norm", "rms_norm", [x, g],
     x / np.sqrt((x ** 2).mean(axis=-1, keepdims=True) + 1e-5) * g)
x = rand((2, 3, 4))
case("transpose", "transpose", [x], np.transpose(x, (2, 0, 1)),
     "{perm = array<i64: 2, 0, 1>}")
case("reshape", "reshape", [x], x.reshape(6, 4))
# Round: ties to even, with the halfway cases spelled out (own generator, so
# that the cases above keep their inputs).
x = np.random.default_rng(15).uniform(-4, 4, size=(4, 8)).astype(np.float32)
x[0, :8] = [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5, -0.0]
case("round", "round", [x], np.round(x))


C.write(HERE, "ops", [
    "Numerical tests: every lowered op on the CPU (--convert-nn-to-linalg,",
    "the LLVM pipeline, the JIT) against NumPy."])

# The example MLP (examples/mlp.mlir) end to end: inputs and NumPy's answer,
# checked by test/lit/examples/examples.test before and after --fuse-ops.
def gelu_tanh(h):
    return 0.5 * h * (1 + np.tanh(math.sqrt(2 / math.pi) * (h + 0.044715 * h ** 3)))


mlp = [rand((8, 64)), rand((64, 128), low=-0.2, high=0.2), rand((128,)),
       rand((128, 128), low=-0.2, high=0.2), rand((128,)),
       rand((128, 10), low=-0.2, high=0.2), rand((10,))]
h = mlp[0].astype(np.float64)
for layer in range(3):
    h = gelu_tanh(h @ mlp[1 + 2 * layer] + mlp[2 + 2 * layer])
e = np.exp(h - h.max(axis=-1, keepdims=True))
for i, a in enumerate(mlp):
    np.save(os.path.join(HERE, "mlp_in%d.npy" % i), a)
np.save(os.path.join(HERE, "mlp_out.npy"),
        (e / e.sum(axis=-1, keepdims=True)).astype(np.float32))
