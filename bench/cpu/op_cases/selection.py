"""The data-dependent selections (nn.non_zero, nn.non_max_suppression),
whose results are padded to a static bound with -1 plus a count: NonZero of
a 4 MB mask with about half its elements set, and a detection head's NMS
(2000 boxes, 20 classes, at most 50 per class). PyTorch's results are
padded the same way; its NMS is torchvision.ops.nms per class after the
score threshold, which keeps every box (nn stops at 50 per class)."""


def cases(np, torch):
    rng = np.random.default_rng(18)
    mask = rng.standard_normal((1024, 1024)).astype(np.float32)
    mask[mask < 0] = 0
    t = "tensor<1024x1024xf32>"
    non_zero = f"""func.func @main(%x: {t}) -> (tensor<2x1048576xi64>, tensor<i64>) {{
  %0:2 = "nn.non_zero"(%x) : ({t}) -> (tensor<2x1048576xi64>, tensor<i64>)
  return %0#0, %0#1 : tensor<2x1048576xi64>, tensor<i64>
}}"""

    def torch_non_zero(a):
        idx = torch.nonzero(a).T
        out = torch.full((a.dim(), a.numel()), -1, dtype=torch.int64)
        out[:, :idx.shape[1]] = idx
        return out, torch.tensor(idx.shape[1], dtype=torch.int64)

    n, c, k, iou, threshold = 2000, 20, 50, 0.5, 0.05
    corner = rng.uniform(0, 600, size=(1, n, 2)).astype(np.float32)
    size = rng.uniform(10, 120, size=(1, n, 2)).astype(np.float32)
    boxes = np.concatenate([corner, corner + size], axis=2)
    scores = rng.uniform(0, 1, size=(1, c, n)).astype(np.float32)
    bt, st, rt = (f"tensor<1x{n}x4xf32>", f"tensor<1x{c}x{n}xf32>",
                  f"tensor<{c * k}x3xi64>")
    nms = f"""func.func @main(%b: {bt}, %s: {st}) -> ({rt}, tensor<i64>) {{
  %0:2 = "nn.non_max_suppression"(%b, %s) {{max_output_boxes_per_class = {k} : i64, iou_threshold = {iou} : f32, score_threshold = {threshold} : f32}} : ({bt}, {st}) -> ({rt}, tensor<i64>)
  return %0#0, %0#1 : {rt}, tensor<i64>
}}"""

    def torch_nms(b, s):
        import torchvision
        rows = []
        for cls in range(c):
            keep = torch.nonzero(s[0, cls] > threshold).flatten()
            picked = torchvision.ops.nms(b[0, keep], s[0, cls, keep], iou)[:k]
            sel = keep[picked]
            rows.append(torch.stack([torch.zeros_like(sel),
                                     torch.full_like(sel, cls), sel], 1))
        rows = torch.cat(rows)
        out = torch.full((c * k, 3), -1, dtype=torch.int64)
        out[:rows.shape[0]] = rows
        return out, torch.tensor(rows.shape[0], dtype=torch.int64)

    return [
        dict(name="non_zero 1024x1024 half set", mlir=non_zero, inputs=[mask],
             torch=torch_non_zero, rtol=0, atol=0),
        dict(name="non_max_suppression 2000 boxes 20 classes k=50",
             mlir=nms, inputs=[boxes, scores], torch=torch_nms, rtol=0,
             atol=0),
    ]
