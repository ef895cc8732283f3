#!/usr/bin/env python3
"""Runs gpu_bench.py's plumbing on a machine without a GPU.

    NNRT_LIBCUDA=build/test/bin/libnnrt_fake_cuda.so \\
    NNRT_LIBCUBLASLT=build/test/bin/libnnrt_fake_cublaslt.so FAKE_CUBLASLT_LOG_ONLY=1 \\
        python3 bench/gpu/dry_run.py --artifacts .gpubench --repeat 3

PyTorch's CUDA calls go to the CPU (a CPU build of torch is enough) and
nnrt-run talks to the tests' fake CUDA driver and fake cuBLASLt, which run
no kernel and (FAKE_CUBLASLT_LOG_ONLY=1) no matmul: every
check must come out FAILED / WRONG RESULTS, and the point is that the
script gets there (the runner, the .npy files, the parsing, the report)
before a GPU machine's few minutes are spent on it.
"""
import os
import sys
import time

import torch


class _Props:
    name, multi_processor_count, total_memory = "no GPU (dry run)", 0, 0


class _Event:
    def __init__(self, enable_timing=False):
        self.t = None

    def record(self):
        self.t = time.perf_counter()

    def synchronize(self):
        pass

    def elapsed_time(self, end):
        return (end.t - self.t) * 1e3


torch.cuda.get_device_properties = lambda device: _Props()
torch.cuda.Event = _Event
torch.cuda.synchronize = lambda: None
torch.cuda.empty_cache = lambda: None
torch.Tensor.cuda = lambda self, *args, **kwargs: self
_ones = torch.ones
torch.ones = lambda *args, device=None, **kwargs: _ones(*args, **kwargs)
# PyTorch's CPU matmul in f16 takes many minutes at 4096^3: here it is
# computed in f32 and rounded (what it is timed against does not matter).
_matmul = torch.Tensor.__matmul__


def _matmul_through_f32(a, b):
    if a.dtype == torch.float16 and b.dtype == torch.float16:
        return _matmul(a.float(), b.float()).half()
    return _matmul(a, b)


torch.Tensor.__matmul__ = _matmul_through_f32

if not os.environ.get("NNRT_LIBCUDA"):
    sys.exit("dry_run.py: set NNRT_LIBCUDA to the fake driver (build/test/bin/libnnrt_fake_cuda.so)")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gpu_bench  # noqa: E402

sys.exit(gpu_bench.main())
