"""The ops and element types of issue 18's type work: nn.mod (the floored
remainder on i32, fmod on f32), nn.bit_shift on ui8, an add on ui8 (the
unsigned arith path) and the saturating cast f32 -> ui8. Tensors of 4M
elements (4 to 16 MB)."""

SHAPE = (4096, 1024)


def cases(np, torch):
    r = np.random.default_rng(18)
    dims = "x".join(str(d) for d in SHAPE)
    i32, f32, u8 = (f"tensor<{dims}x{e}>" for e in ("i32", "f32", "ui8"))
    a = r.integers(-1000, 1000, SHAPE, dtype=np.int32)
    b = r.integers(1, 50, SHAPE, dtype=np.int32) * r.choice([-1, 1], SHAPE).astype(np.int32)
    x = r.uniform(-100, 100, SHAPE).astype(np.float32)
    y = r.uniform(0.5, 10, SHAPE).astype(np.float32)
    u = r.integers(0, 256, SHAPE, dtype=np.uint8)
    v = r.integers(0, 256, SHAPE, dtype=np.uint8)
    s = r.integers(0, 8, SHAPE, dtype=np.uint8)
    # In [0, 255]: PyTorch's out-of-range float-to-uint8 conversion is
    # undefined, nn's saturates.
    f = r.uniform(0, 255, SHAPE).astype(np.float32)

    def binary(op, t, attrs=""):
        return f"""func.func @main(%a: {t}, %b: {t}) -> {t} {{
  %0 = "nn.{op}"(%a, %b) {attrs}: ({t}, {t}) -> {t}
  return %0 : {t}
}}"""

    cast = f"""func.func @main(%x: {f32}) -> {u8} {{
  %0 = "nn.cast"(%x) : ({f32}) -> {u8}
  return %0 : {u8}
}}"""
    return [
        dict(name=f"mod i32 {dims} (floored)", mlir=binary("mod", i32),
             inputs=[a, b], torch=torch.remainder, rtol=0, atol=0),
        dict(name=f"mod f32 {dims} (fmod)",
             mlir=binary("mod", f32, "{fmod = true} "), inputs=[x, y],
             torch=torch.fmod),
        dict(name=f"bit_shift ui8 {dims} right",
             mlir=binary("bit_shift", u8, '{direction = "RIGHT"} '),
             inputs=[u, s], torch=torch.bitwise_right_shift, rtol=0, atol=0),
        dict(name=f"add ui8 {dims}", mlir=binary("add", u8), inputs=[u, v],
             torch=torch.add, rtol=0, atol=0),
        dict(name=f"cast f32 -> ui8 {dims}", mlir=cast, inputs=[f],
             torch=lambda t: t.to(torch.uint8), rtol=0, atol=0),
    ]
