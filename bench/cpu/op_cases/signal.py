"""STFT as the importer writes it (import/onnx/ops/Signal.c): the frames
gathered by constant positions, times the window, then matmuls with
constant cos and sin matrices; against torch.stft (an FFT)."""


def dense(np, a, mlir_type):
    """An MLIR dense literal of array `a` in hex (little-endian bytes)."""
    return f'dense<"0x{np.ascontiguousarray(a).tobytes().hex().upper()}"> : {mlir_type}'


def stft_graph(np, samples, n_fft, hop):
    frames = (samples - n_fft) // hop + 1
    bins = n_fft // 2 + 1
    positions = (np.arange(frames)[:, None] * hop + np.arange(n_fft)[None, :]).astype(np.int64)
    n = np.arange(n_fft)[:, None] * np.arange(bins)[None, :] % n_fft
    angle = 2 * np.pi * n / n_fft
    cos, sin = np.cos(angle).astype(np.float32), (-np.sin(angle)).astype(np.float32)
    window = np.hanning(n_fft + 1)[:-1].astype(np.float32).reshape(n_fft, 1)
    sig, fr = f"tensor<1x{samples}x1xf32>", f"tensor<1x{frames}x{n_fft}x1xf32>"
    flat, out = f"tensor<1x{frames}x{n_fft}xf32>", f"tensor<1x{frames}x{bins}xf32>"
    mat = f"tensor<{n_fft}x{bins}xf32>"
    part = f"tensor<1x{frames}x{bins}x1xf32>"
    return f"""func.func @main(%x: {sig}) -> tensor<1x{frames}x{bins}x2xf32> {{
  %pos = arith.constant {dense(np, positions, f"tensor<{frames}x{n_fft}xi64>")}
  %win = arith.constant {dense(np, window, f"tensor<{n_fft}x1xf32>")}
  %cos = arith.constant {dense(np, cos, mat)}
  %sin = arith.constant {dense(np, sin, mat)}
  %0 = "nn.gather"(%x, %pos) {{axis = 1 : i64}} : ({sig}, tensor<{frames}x{n_fft}xi64>) -> {fr}
  %1 = "nn.mul"(%0, %win) : ({fr}, tensor<{n_fft}x1xf32>) -> {fr}
  %2 = "nn.reshape"(%1) : ({fr}) -> {flat}
  %re = "nn.matmul"(%2, %cos) : ({flat}, {mat}) -> {out}
  %im = "nn.matmul"(%2, %sin) : ({flat}, {mat}) -> {out}
  %3 = "nn.reshape"(%re) : ({out}) -> {part}
  %4 = "nn.reshape"(%im) : ({out}) -> {part}
  %5 = "tensor.concat"(%3, %4) {{dim = 3 : i64}} : ({part}, {part}) -> tensor<1x{frames}x{bins}x2xf32>
  return %5 : tensor<1x{frames}x{bins}x2xf32>
}}"""


def cases(np, torch):
    samples, n_fft, hop = 16000, 400, 160  # 1 s of 16 kHz speech, 25 ms frames
    x = np.random.default_rng(1).standard_normal((1, samples, 1)).astype(np.float32)
    window = torch.hann_window(n_fft)

    def stft(signal):
        spec = torch.stft(signal[:, :, 0], n_fft, hop, window=window,
                          center=False, return_complex=True)
        return torch.view_as_real(spec).transpose(1, 2).contiguous()

    return [dict(name=f"stft 16000 samples, n_fft {n_fft}, hop {hop} (gather, matmuls)",
                 mlir=stft_graph(np, samples, n_fft, hop), inputs=[x],
                 torch=stft, rtol=1e-3, atol=1e-3)]
