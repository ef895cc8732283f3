"""Issue 20's memory-bound ops that are not elementwise math: reductions
along each axis, max and arg reductions, global pooling, normalisations,
transposes, gathers, concatenation, per-channel ops and broadcast binaries.
Each moves a few to a few tens of MB, so against the run's memcpy bandwidth
a call at copy speed takes (bytes in + bytes out) / memcpy GB/s; the sizes
are in the names."""


def cases(np, torch):
    r = np.random.default_rng(21)
    F = torch.nn.functional

    def t(shape, dtype="f32"):
        return "tensor<" + "x".join(str(d) for d in shape) + f"x{dtype}>"

    def graph(args, op, attrs, out):
        """One nn op on the function's arguments: args is [(name, type)]."""
        params = ", ".join(f"%{n}: {ty}" for n, ty in args)
        names = ", ".join(f"%{n}" for n, _ in args)
        types = ", ".join(ty for _, ty in args)
        attrs = f" {{{attrs}}}" if attrs else ""
        return f"""func.func @main({params}) -> {out} {{
  %0 = "{op}"({names}){attrs} : ({types}) -> {out}
  return %0 : {out}
}}"""

    big = (4096, 4096)
    x = r.standard_normal(big).astype(np.float32)
    rows = (4096, 1024)
    y = r.standard_normal(rows).astype(np.float32)
    g = r.standard_normal(rows[1:]).astype(np.float32)
    b = r.standard_normal(rows[1:]).astype(np.float32)
    out = []

    def reduction(op, axis, fn):
        kept = (big[1 - axis],)
        out.append(dict(name=f"{op} 4096x4096 axis {axis}",
                        mlir=graph([("x", t(big))], f"nn.{op}", f"axes = array<i64: {axis}>", t(kept)),
                        inputs=[x], torch=fn, rtol=1e-3, atol=1e-3))

    reduction("reduce_sum", 0, lambda a: torch.sum(a, 0))
    reduction("reduce_sum", 1, lambda a: torch.sum(a, 1))
    reduction("reduce_max", 0, lambda a: torch.amax(a, 0))
    reduction("reduce_max", 1, lambda a: torch.amax(a, 1))
    reduction("reduce_mean", 0, lambda a: torch.mean(a, 0))
    for axis in (0, 1):
        out.append(dict(name=f"argmax 4096x4096 axis {axis}",
                        mlir=graph([("x", t(big))], "nn.argmax", f"axis = {axis} : i64, keepdims = false",
                                   t((4096,), "i64")),
                        inputs=[x], torch=lambda a, axis=axis: torch.argmax(a, axis)))

    nchw = (8, 256, 28, 28)
    act = r.standard_normal(nchw).astype(np.float32)
    act_nhwc = np.ascontiguousarray(act.transpose(0, 2, 3, 1))
    out.append(dict(name="global_avg_pool2d NCHW 8x256x28x28",
                    mlir=graph([("x", t(nchw))], "nn.global_avg_pool2d", "", t((8, 256, 1, 1))),
                    inputs=[act], torch=lambda a: F.adaptive_avg_pool2d(a, 1)))
    out.append(dict(name="global_avg_pool2d NHWC 8x28x28x256",
                    mlir=graph([("x", t(act_nhwc.shape))], "nn.global_avg_pool2d", 'layout = "NHWC"',
                               t((8, 1, 1, 256))),
                    inputs=[act_nhwc], torch=lambda a: torch.mean(a, (1, 2), keepdim=True)))
    channels = nchw[1]
    stats = [r.standard_normal(channels).astype(np.float32) for _ in range(3)]
    var = r.uniform(0.5, 2.0, channels).astype(np.float32)
    vec = t((channels,))
    out.append(dict(name="batch_norm NCHW 8x256x28x28",
                    mlir=graph([("x", t(nchw)), ("s", vec), ("b", vec), ("m", vec), ("v", vec)],
                               "nn.batch_norm", "", t(nchw)),
                    inputs=[act, *stats, var],
                    torch=lambda a, s, bb, m, v: F.batch_norm(a, m, v, s, bb, False, 0.0, 1e-5)))

    out.append(dict(name="layer_norm 4096x1024",
                    mlir=graph([("x", t(rows)), ("g", t(rows[1:])), ("b", t(rows[1:]))],
                               "nn.layer_norm", "", t(rows)),
                    inputs=[y, g, b], torch=lambda a, gg, bb: F.layer_norm(a, rows[1:], gg, bb)))
    out.append(dict(name="rms_norm 4096x1024",
                    mlir=graph([("x", t(rows)), ("g", t(rows[1:]))], "nn.rms_norm", "", t(rows)),
                    inputs=[y, g], torch=lambda a, gg: F.rms_norm(a, rows[1:], gg, 1e-5)))
    out.append(dict(name="softmax 4096x1024",
                    mlir=graph([("x", t(rows))], "nn.softmax", "axis = -1 : i64", t(rows)),
                    inputs=[y], torch=lambda a: torch.softmax(a, -1)))

    heads = (8, 512, 12, 64)
    h = r.standard_normal(heads).astype(np.float32)
    out.append(dict(name="transpose 8x512x12x64 (0,2,1,3) (attention heads)",
                    mlir=graph([("x", t(heads))], "nn.transpose", "perm = array<i64: 0, 2, 1, 3>",
                               t((8, 12, 512, 64))),
                    inputs=[h], torch=lambda a: a.permute(0, 2, 1, 3).contiguous()))
    out.append(dict(name="transpose 4096x4096",
                    mlir=graph([("x", t(big))], "nn.transpose", "perm = array<i64: 1, 0>", t(big)),
                    inputs=[x], torch=lambda a: a.t().contiguous()))
    out.append(dict(name="transpose NCHW -> NHWC 8x256x28x28",
                    mlir=graph([("x", t(nchw))], "nn.transpose", "perm = array<i64: 0, 2, 3, 1>",
                               t(act_nhwc.shape)),
                    inputs=[act], torch=lambda a: a.permute(0, 2, 3, 1).contiguous()))

    vocab = r.standard_normal((30522, 768)).astype(np.float32)
    ids = r.integers(0, 30522, (8, 512)).astype(np.int64)
    out.append(dict(name="gather 8x512 rows of 30522x768 (embedding)",
                    mlir=graph([("w", t(vocab.shape)), ("i", t(ids.shape, "i64"))], "nn.gather", "axis = 0 : i64",
                               t((8, 512, 768))),
                    inputs=[vocab, ids], torch=lambda w, i: F.embedding(i, w)))

    halves = [r.standard_normal((4096, 512)).astype(np.float32) for _ in range(2)]
    out.append(dict(name="concat 2 x 4096x512 along dim 1",
                    mlir=graph([("a", t((4096, 512))), ("b", t((4096, 512)))], "tensor.concat", "dim = 1 : i64",
                               t(rows)),
                    inputs=halves, torch=lambda a, bb: torch.cat((a, bb), 1)))

    row = r.standard_normal((4096,)).astype(np.float32)
    col = r.standard_normal((4096, 1)).astype(np.float32)
    out.append(dict(name="add 4096x4096 + 4096 (row broadcast)",
                    mlir=graph([("x", t(big)), ("r", t((4096,)))], "nn.add", "", t(big)),
                    inputs=[x, row], torch=torch.add))
    out.append(dict(name="add 4096x4096 + 4096x1 (column broadcast)",
                    mlir=graph([("x", t(big)), ("c", t((4096, 1)))], "nn.add", "", t(big)),
                    inputs=[x, col], torch=torch.add))
    return out
