"""The indexing ops (dialect/ops/Indexing.c) and the NLL loss the importer
composes of them (import/onnx/ops/Loss.c), against PyTorch eager: a few MB
per tensor, as in detection heads, embeddings and classifier losses."""


def cases(np, torch):
    rng = np.random.default_rng(18)
    x = rng.standard_normal((1024, 1024)).astype(np.float32)
    t = "tensor<1024x1024xf32>"
    # gather_elements: one read per index (torch.gather).
    idx = rng.integers(-1024, 1024, size=(1024, 1024)).astype(np.int64)
    ti = "tensor<1024x1024xi64>"
    gather_elements = f"""func.func @main(%x: {t}, %i: {ti}) -> {t} {{
  %0 = "nn.gather_elements"(%x, %i) {{axis = 1 : i64}} : ({t}, {ti}) -> {t}
  return %0 : {t}
}}"""
    # scatter_elements add: 256 updates per row into 1024 columns.
    sidx = rng.integers(0, 1024, size=(1024, 256)).astype(np.int64)
    upd = rng.standard_normal((1024, 256)).astype(np.float32)
    tu, tsi = "tensor<1024x256xf32>", "tensor<1024x256xi64>"
    scatter_add = f"""func.func @main(%x: {t}, %i: {tsi}, %u: {tu}) -> {t} {{
  %0 = "nn.scatter_elements"(%x, %i, %u) {{axis = 1 : i64, reduction = "add"}} : ({t}, {tsi}, {tu}) -> {t}
  return %0 : {t}
}}"""
    # gather_nd: 4096 rows of a 1024x1024 table (an embedding lookup).
    rows = rng.integers(0, 1024, size=(4096, 1)).astype(np.int64)
    gather_nd = f"""func.func @main(%x: {t}, %i: tensor<4096x1xi64>) -> tensor<4096x1024xf32> {{
  %0 = "nn.gather_nd"(%x, %i) : ({t}, tensor<4096x1xi64>) -> tensor<4096x1024xf32>
  return %0 : tensor<4096x1024xf32>
}}"""
    # one_hot: 65536 labels of 64 classes (16 MB of f32).
    labels = rng.integers(0, 64, size=(65536,)).astype(np.int64)
    values = np.array([0, 1], np.float32)
    one_hot = """func.func @main(%i: tensor<65536xi64>, %v: tensor<2xf32>) -> tensor<65536x64xf32> {
  %0 = "nn.one_hot"(%i, %v) {depth = 64 : i64} : (tensor<65536xi64>, tensor<2xf32>) -> tensor<65536x64xf32>
  return %0 : tensor<65536x64xf32>
}"""
    # NegativeLogLikelihoodLoss, mean, as the importer composes it.
    logp = rng.standard_normal((8192, 1000)).astype(np.float32)
    target = rng.integers(0, 1000, size=(8192,)).astype(np.int64)
    tl = "tensor<8192x1000xf32>"
    nll = f"""func.func @main(%x: {tl}, %t: tensor<8192xi64>) -> tensor<f32> {{
  %0 = "nn.unsqueeze"(%t) {{axes = array<i64: 1>}} : (tensor<8192xi64>) -> tensor<8192x1xi64>
  %1 = "nn.gather_elements"(%x, %0) {{axis = 1 : i64}} : ({tl}, tensor<8192x1xi64>) -> tensor<8192x1xf32>
  %2 = "nn.squeeze"(%1) {{axes = array<i64: 1>}} : (tensor<8192x1xf32>) -> tensor<8192xf32>
  %3 = "nn.neg"(%2) : (tensor<8192xf32>) -> tensor<8192xf32>
  %4 = "nn.reduce_mean"(%3) : (tensor<8192xf32>) -> tensor<f32>
  return %4 : tensor<f32>
}}"""
    F = torch.nn.functional
    return [
        dict(name="gather_elements 1024x1024 axis 1", mlir=gather_elements,
             inputs=[x, idx],
             torch=lambda a, i: torch.gather(a, 1, torch.where(i < 0, i + 1024, i))),
        dict(name="scatter_elements add 1024x1024 <- 1024x256", mlir=scatter_add,
             inputs=[x, sidx, upd],
             torch=lambda a, i, u: a.scatter_add(1, i, u), rtol=1e-4, atol=1e-4),
        dict(name="gather_nd 4096 rows of 1024x1024", mlir=gather_nd,
             inputs=[x, rows], torch=lambda a, i: a[i[:, 0]]),
        dict(name="one_hot 65536 x 64", mlir=one_hot, inputs=[labels, values],
             torch=lambda i, v: F.one_hot(i, 64).to(torch.float32)),
        dict(name="nll_loss mean 8192x1000", mlir=nll, inputs=[logp, target],
             torch=lambda a, t: F.nll_loss(a, t), rtol=1e-4, atol=1e-5),
    ]
