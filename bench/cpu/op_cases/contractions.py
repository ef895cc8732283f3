"""The matmuls and convolutions of issue 19 (compute-bound speed on the CPU)
against PyTorch eager: matmul 256^3 to 2048^3 alone and 1024^3 fused with
bias + gelu, batch 1, the broadcast batch transformers write, attention with
and without a transposed operand, and the convolutions of ResNet and
MobileNet (3x3 + bias + relu in NCHW and NHWC, 7x7 stride 2, 1x1, depthwise
3x3 with stride 1 and 2). bench/cpu/contraction_bench.py times them with
GFLOP/s and the machine's FMA peak; op_bench.py skips this file unless it is
named (--family contractions).

Besides op_bench's keys each case has `kind` ("matmul" or "conv": which
speed goal of the issue applies), `flops` (2*M*N*K for a matmul,
2*N*F*OH*OW*C*KH*KW / groups for a convolution; epilogues are not counted)
and, for matmul 2048^3, `peak_goal` (the fraction of the FMA peak to reach).

No BERT-base encoder layer: bench/ and examples/ have none (only the small
2x16x64 transformer block of examples/transformer_block.mlir and the
d_model=256 layer of bench/onnx), so that case of the issue is left out."""

# Not part of op_bench.py's default run: these cases have their own driver
# and goals (contraction_bench.py).
OP_BENCH_DEFAULT = False


def t(shape):
    return "tensor<%sxf32>" % "x".join(str(d) for d in shape)


def tolerances(k):
    """rtol and atol for a contraction over k products of N(0, 1) inputs.

    PyTorch (MKL/oneDNN) and nn (FMA, K blocked in tiles) add the same
    products in different orders and round differently (an FMA rounds once
    where a multiply-add rounds twice). The outputs are of size sqrt(k); two
    f32 summation orders differ by about 0.3 * eps * k (eps = 1.2e-7), and
    the largest difference among millions of outputs is about 6 of those:
    about 2e-7 * k. atol = 2e-6 * k keeps a 10x margin over that (2e-3 at
    k = 1024), so it only fails on real errors, and rtol 1e-3 covers the
    large outputs and the epilogues (gelu's tanh)."""
    return dict(rtol=1e-3, atol=max(1e-5, 2e-6 * k))


def matmul_flops(m, n, k, batch=1):
    return 2.0 * batch * m * n * k


def conv_flops(n, f, oh, ow, c, kh, kw, groups=1):
    return 2.0 * n * f * oh * ow * c * kh * kw / groups


def matmul_cases(np, torch, rand):
    F = torch.nn.functional
    out = []
    for size in (256, 512, 1024, 2048):
        a, b = rand(size, size), rand(size, size)
        s = t(a.shape)
        out.append(dict(
            name=f"matmul {size}^3",
            kind="matmul", flops=matmul_flops(size, size, size),
            mlir=f"""func.func @main(%a: {s}, %b: {s}) -> {s} {{
  %0 = "nn.matmul"(%a, %b) : ({s}, {s}) -> {s}
  return %0 : {s}
}}""",
            inputs=[a, b],
            torch=lambda x, y: torch.matmul(x, y),
            # The peak goal: 75% of the machine's FMA peak.
            **(dict(peak_goal=0.75) if size == 2048 else {}),
            **tolerances(size)))

    # cpu_bench.py's matmul_bias_gelu: the fused (tiled) path.
    n = 1024
    a, w, bias = rand(n, n), rand(n, n), rand(n)
    s = t((n, n))
    out.append(dict(
        name="matmul 1024^3 + bias + gelu (fused)",
        kind="matmul", flops=matmul_flops(n, n, n),
        mlir=f"""func.func @main(%a: {s}, %w: {s}, %b: {t((n,))}) -> {s} {{
  %0 = "nn.matmul"(%a, %w) : ({s}, {s}) -> {s}
  %1 = "nn.bias_add"(%0, %b) {{axis = -1 : i64}} : ({s}, {t((n,))}) -> {s}
  %2 = "nn.gelu"(%1) {{approximate = "tanh"}} : ({s}) -> {s}
  return %2 : {s}
}}""",
        inputs=[a, w, bias],
        torch=lambda x, y, z: F.gelu(torch.matmul(x, y) + z, approximate="tanh"),
        **tolerances(n)))

    # A dense layer of BERT-base's feed-forward block, at batch 1 and on a
    # whole sequence (rank 3 @ rank 2: the weight broadcasts over the batch).
    for lhs in ((1, 768), (1, 128, 768)):
        a, w = rand(*lhs), rand(768, 3072)
        y = lhs[:-1] + (3072,)
        out.append(dict(
            name=f"matmul {'x'.join(map(str, lhs))} @ 768x3072",
            kind="matmul", flops=matmul_flops(int(np.prod(lhs[:-1])), 3072, 768),
            mlir=f"""func.func @main(%a: {t(lhs)}, %w: {t(w.shape)}) -> {t(y)} {{
  %0 = "nn.matmul"(%a, %w) : ({t(lhs)}, {t(w.shape)}) -> {t(y)}
  return %0 : {t(y)}
}}""",
            inputs=[a, w],
            torch=lambda x, y: torch.matmul(x, y),
            **tolerances(768)))

    # Attention scores of BERT-base (12 heads of 64, sequence 128): Q @ K^T
    # with K^T materialized, and with K as it is (transpose_b).
    q = rand(1, 12, 128, 64)
    for transposed in (False, True):
        k = rand(1, 12, 128, 64) if transposed else rand(1, 12, 64, 128)
        y = (1, 12, 128, 128)
        attr = " {transpose_b = true}" if transposed else ""
        out.append(dict(
            name="attention 1x12x128x64 @ " + ("(1x12x128x64)^T" if transposed else "1x12x64x128"),
            kind="matmul", flops=matmul_flops(128, 128, 64, batch=12),
            mlir=f"""func.func @main(%q: {t(q.shape)}, %k: {t(k.shape)}) -> {t(y)} {{
  %0 = "nn.matmul"(%q, %k){attr} : ({t(q.shape)}, {t(k.shape)}) -> {t(y)}
  return %0 : {t(y)}
}}""",
            inputs=[q, k],
            torch=(lambda x, y: torch.matmul(x, y.transpose(-1, -2))) if transposed
            else (lambda x, y: torch.matmul(x, y)),
            **tolerances(64)))
    return out


def conv_case(name, rand, F, c, hw, f, kernel, stride=1, pad=0, groups=1, epilogue=False):
    """An NCHW conv2d (OIHW weights); with `epilogue`, + bias + relu fused."""
    x, w = rand(1, c, hw, hw), rand(f, c // groups, kernel, kernel)
    o = (hw + 2 * pad - kernel) // stride + 1
    y = (1, f, o, o)
    attrs = (f"strides = array<i64: {stride}, {stride}>, "
             f"padding = array<i64: {pad}, {pad}, {pad}, {pad}>, groups = {groups} : i64")
    conv = f'%0 = "nn.conv2d"(%x, %w) {{{attrs}}} : ({t(x.shape)}, {t(w.shape)}) -> {t(y)}'
    if epilogue:
        b = rand(f)
        body = f"""  {conv}
  %1 = "nn.bias_add"(%0, %b) {{axis = 1 : i64}} : ({t(y)}, {t(b.shape)}) -> {t(y)}
  %2 = "nn.relu"(%1) : ({t(y)}) -> {t(y)}
  return %2 : {t(y)}"""
        args, inputs = f", %b: {t(b.shape)}", [x, w, b]
        # The bias goes into conv2d, as nn.Conv2d passes it.
        fn = lambda a, k, bb: F.relu(F.conv2d(a, k, bb, stride, pad, groups=groups))  # noqa: E731
    else:
        body = f"  {conv}\n  return %0 : {t(y)}"
        args, inputs = "", [x, w]
        fn = lambda a, k: F.conv2d(a, k, None, stride, pad, groups=groups)  # noqa: E731
    return dict(
        name=name, kind="conv",
        flops=conv_flops(1, f, o, o, c, kernel, kernel, groups),
        mlir=f"""func.func @main(%x: {t(x.shape)}, %w: {t(w.shape)}{args}) -> {t(y)} {{
{body}
}}""",
        inputs=inputs, torch=fn,
        **tolerances(c // groups * kernel * kernel))


def conv_cases(np, torch, rand):
    F = torch.nn.functional
    out = [
        conv_case("conv 3x3 1x64x56x56 -> 64 pad 1 + bias + relu (fused)", rand, F,
                  64, 56, 64, 3, pad=1, epilogue=True),
        conv_case("conv 7x7 1x3x224x224 -> 64 stride 2 pad 3", rand, F, 3, 224, 64, 7, stride=2, pad=3),
        conv_case("conv 1x1 1x256x14x14 -> 1024", rand, F, 256, 14, 1024, 1),
        conv_case("depthwise 3x3 1x32x112x112 pad 1", rand, F, 32, 112, 32, 3, pad=1, groups=32),
        conv_case("depthwise 3x3 1x32x112x112 stride 2 pad 1", rand, F, 32, 112, 32, 3,
                  stride=2, pad=1, groups=32),
        conv_case("grouped 3x3 1x128x56x56 -> 128, 32 groups (ResNeXt) pad 1", rand, F,
                  128, 56, 128, 3, pad=1, groups=32),
    ]

    # The first one in NHWC (HWIO weights). PyTorch gets the same memory:
    # x.permute(0, 3, 1, 2) is an NCHW view with channels_last strides, so
    # oneDNN runs its channels_last convolution and the result permuted back
    # is a view; the weight is made OIHW in the call (36 K floats, noise
    # next to the convolution; oneDNN reorders weights on every eager call).
    x, w, b = rand(1, 56, 56, 64), rand(3, 3, 64, 64), rand(64)
    y = (1, 56, 56, 64)
    out.append(dict(
        name="conv 3x3 NHWC 1x56x56x64 -> 64 pad 1 + bias + relu (fused)",
        kind="conv", flops=conv_flops(1, 64, 56, 56, 64, 3, 3),
        mlir=f"""func.func @main(%x: {t(x.shape)}, %w: {t(w.shape)}, %b: {t(b.shape)}) -> {t(y)} {{
  %0 = "nn.conv2d"(%x, %w) {{padding = array<i64: 1, 1, 1, 1>, layout = "NHWC"}} : ({t(x.shape)}, {t(w.shape)}) -> {t(y)}
  %1 = "nn.bias_add"(%0, %b) {{axis = 3 : i64}} : ({t(y)}, {t(b.shape)}) -> {t(y)}
  %2 = "nn.relu"(%1) : ({t(y)}) -> {t(y)}
  return %2 : {t(y)}
}}""",
        inputs=[x, w, b],
        torch=lambda a, k, bb: torch.relu(F.conv2d(
            a.permute(0, 3, 1, 2), k.permute(3, 2, 0, 1).contiguous(), bb, padding=1)).permute(0, 2, 3, 1),
        **tolerances(64 * 9)))
    # ResNeXt's grouped convolution in NHWC (what --convert-layout makes of
    # it), PyTorch again on channels_last memory.
    x, w = rand(1, 56, 56, 128), rand(3, 3, 4, 128)
    y = (1, 56, 56, 128)
    out.append(dict(
        name="grouped 3x3 NHWC 1x56x56x128 -> 128, 32 groups pad 1",
        kind="conv", flops=conv_flops(1, 128, 56, 56, 128, 3, 3, 32),
        mlir=f"""func.func @main(%x: {t(x.shape)}, %w: {t(w.shape)}) -> {t(y)} {{
  %0 = "nn.conv2d"(%x, %w) {{padding = array<i64: 1, 1, 1, 1>, groups = 32 : i64, layout = "NHWC"}} : ({t(x.shape)}, {t(w.shape)}) -> {t(y)}
  return %0 : {t(y)}
}}""",
        inputs=[x, w],
        torch=lambda a, k: F.conv2d(
            a.permute(0, 3, 1, 2), k.permute(3, 2, 0, 1).contiguous(), None, padding=1,
            groups=32).permute(0, 2, 3, 1),
        **tolerances(4 * 9)))
    return out


# ResNet-50's distinct convolutions at batch 1 (torchvision's, input
# 224x224), each with its folded BatchNorm's bias and a ReLU fused, as the
# imported model runs them: (input channels, input size, output channels,
# kernel, stride, pad). Together with how often each occurs, they say which
# shapes a whole-model gap comes from.
RESNET50_CONVS = [
    (3, 224, 64, 7, 2, 3),
    (64, 56, 64, 1, 1, 0), (64, 56, 64, 3, 1, 1), (64, 56, 256, 1, 1, 0), (256, 56, 64, 1, 1, 0),
    (256, 56, 128, 1, 1, 0), (128, 56, 128, 3, 2, 1), (128, 28, 512, 1, 1, 0), (256, 56, 512, 1, 2, 0),
    (512, 28, 128, 1, 1, 0), (128, 28, 128, 3, 1, 1),
    (512, 28, 256, 1, 1, 0), (256, 28, 256, 3, 2, 1), (256, 14, 1024, 1, 1, 0), (512, 28, 1024, 1, 2, 0),
    (1024, 14, 256, 1, 1, 0), (256, 14, 256, 3, 1, 1),
    (1024, 14, 512, 1, 1, 0), (512, 14, 512, 3, 2, 1), (512, 7, 2048, 1, 1, 0), (1024, 14, 2048, 1, 2, 0),
    (2048, 7, 512, 1, 1, 0), (512, 7, 512, 3, 1, 1),
]


def _rand(np):
    rng = np.random.default_rng(19)

    def rand(*shape):
        return rng.standard_normal(shape).astype(np.float32)

    return rand


def cases(np, torch):
    rand = _rand(np)
    return matmul_cases(np, torch, rand) + conv_cases(np, torch, rand)


def resnet50_cases(np, torch):
    """contraction_bench.py --set resnet50."""
    rand, F = _rand(np), torch.nn.functional
    return [conv_case(f"resnet50 conv {k}x{k}/{s} {c}x{hw}x{hw} -> {f}", rand, F, c, hw, f, k,
                      stride=s, pad=p, epilogue=True)
            for c, hw, f, k, s, p in RESNET50_CONVS]
