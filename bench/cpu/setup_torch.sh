#!/bin/sh
# Sets up PyTorch eager for bench/cpu/cpu_bench.py on a CPU-only machine.
# Benchmarks only: CI never runs this and nothing in the build depends on it.
#
# PyPI's torch wheel is a CUDA build. It imports and runs CPU tensors when its
# CUDA libraries resolve, which takes the local CUDA toolkit
# (/usr/local/cuda/lib64: cuBLAS, cuDNN, cudart, ...), a few NVIDIA wheels the
# toolkit lacks (NCCL, cuSPARSELt, NVSHMEM, cuFile), and a libcuda.so.1: the
# toolkit's stub stands in for the driver, so torch.cuda.is_available() is
# False and everything runs on the CPU. The torch wheel goes in with --no-deps
# so that pip does not pull the multi-gigabyte CUDA runtime wheels the toolkit
# already provides.
#
# Idempotent: each step is skipped when its result is already there. At the
# end it writes an env file to source before running the benchmark and prints
# how to use it.
#
#   sh bench/cpu/setup_torch.sh
#   . /tmp/torchenv/nn-torch-env.sh
#   "$NN_TORCH_PYTHON" bench/cpu/cpu_bench.py --build build
#
# Overridable: TORCH_VENV (/tmp/torchenv), TORCH_WHEEL_DIR (/tmp/torchwheel),
# TORCH_VERSION (2.15.0, the version this recipe was tried with),
# CUDA_HOME (/usr/local/cuda), CUDA_STUB_DIR (/tmp/cudastub).
set -eu

VENV=${TORCH_VENV:-/tmp/torchenv}
WHEELS=${TORCH_WHEEL_DIR:-/tmp/torchwheel}
VERSION=${TORCH_VERSION:-2.15.0}
CUDA=${CUDA_HOME:-/usr/local/cuda}
STUB=${CUDA_STUB_DIR:-/tmp/cudastub}
PY=$VENV/bin/python
ENV_FILE=$VENV/nn-torch-env.sh

say() { echo "setup_torch: $*" >&2; }

if [ ! -f "$CUDA/lib64/stubs/libcuda.so" ]; then
  say "no CUDA toolkit at $CUDA (need $CUDA/lib64/stubs/libcuda.so); set CUDA_HOME"
  exit 1
fi

if [ ! -x "$PY" ]; then
  say "creating venv $VENV"
  python3 -m venv "$VENV"
fi

# The driver stub under the soname torch loads.
mkdir -p "$STUB"
ln -sf "$CUDA/lib64/stubs/libcuda.so" "$STUB/libcuda.so.1"

SITE=$("$PY" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
NV=$SITE/nvidia
LIBS=$STUB:$NV/nccl/lib:$CUDA/lib64:$NV/cusparselt/lib:$NV/cu13/lib:$NV/nvshmem/lib

cat >"$ENV_FILE" <<EOF
# Written by bench/cpu/setup_torch.sh: source it, then run
# "\$NN_TORCH_PYTHON" bench/cpu/cpu_bench.py --build build
export LD_LIBRARY_PATH=$LIBS\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}
export NN_TORCH_PYTHON=$PY
EOF

works() {
  LD_LIBRARY_PATH=$LIBS${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
    "$PY" -c 'import numpy, torch; torch.ones(2).add_(1)' 2>/dev/null
}

if works; then
  say "torch already works in $VENV"
else
  set -- "$WHEELS"/torch-"$VERSION"*.whl
  if [ ! -f "$1" ]; then
    say "downloading torch $VERSION (about 540 MB) to $WHEELS"
    "$PY" -m pip download "torch==$VERSION" --no-deps -d "$WHEELS"
    set -- "$WHEELS"/torch-"$VERSION"*.whl
  fi
  say "installing torch and its CPU-side dependencies"
  "$PY" -m pip install numpy typing_extensions sympy networkx jinja2 fsspec filelock
  "$PY" -m pip install --no-deps "$1" nvidia-cufile \
    nvidia-cusparselt-cu13==0.8.1 nvidia-nvshmem-cu13==3.7.2 nvidia-nccl-cu13==2.30.7
  if ! works; then
    say "torch still does not import; try: . $ENV_FILE && $PY -c 'import torch'"
    exit 1
  fi
fi

say "$(LD_LIBRARY_PATH=$LIBS${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
  "$PY" -c 'import torch; print("torch", torch.__version__, "on", torch.get_num_threads(), "CPU threads")' 2>/dev/null)"
echo "setup_torch: env file $ENV_FILE; before running the benchmark:" >&2
echo ". $ENV_FILE"
echo "\"\$NN_TORCH_PYTHON\" bench/cpu/cpu_bench.py --build build"
