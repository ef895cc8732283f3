#!/bin/sh
# Installs what bench/onnx/export_models.py and make_ci_models.py need into
# the PyTorch venv of bench/cpu/setup_torch.sh: torchvision (model
# definitions only; no weights are downloaded), onnx (to read back and check
# the exported files), onnxruntime (the cross-check), onnxscript (only for
# the optional --dynamo exporter) and numpy.
# Benchmarks and test-data authoring only: CI never runs this.
#
# Idempotent: runs setup_torch.sh (itself idempotent) first, then installs
# only what does not import yet.
#
#   sh bench/onnx/setup.sh
#   . /tmp/torchenv/nn-torch-env.sh
#   "$NN_TORCH_PYTHON" bench/onnx/export_models.py --out /tmp/onnx-models
#
# Overridable: everything setup_torch.sh takes (TORCH_VENV, TORCH_VERSION,
# ...), and TORCHVISION_VERSION, ONNX_VERSION, ONNXRUNTIME_VERSION,
# ONNXSCRIPT_VERSION (the versions this recipe was tried with).
#
# torchvision goes in with --no-deps: its wheel pins a torch version, and pip
# would otherwise replace the torch that setup_torch.sh installed (and pull
# the CUDA runtime wheels). torch 2.15.0 has no torchvision release of its
# own on PyPI yet; 0.29.2 (built for torch 2.14, declares torch>=2.14.0)
# imports, loads its C++ ops and builds every model used here.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
VENV=${TORCH_VENV:-/tmp/torchenv}
TV_VERSION=${TORCHVISION_VERSION:-0.29.2}
ONNX_VERSION=${ONNX_VERSION:-1.23.2}
ORT_VERSION=${ONNXRUNTIME_VERSION:-1.32.0}
OSCRIPT_VERSION=${ONNXSCRIPT_VERSION:-0.7.2}
PY=$VENV/bin/python
ENV_FILE=$VENV/nn-torch-env.sh

say() { echo "onnx/setup: $*" >&2; }

sh "$HERE/../cpu/setup_torch.sh" >/dev/null
# shellcheck disable=SC1090
. "$ENV_FILE"

imports() { "$PY" -c "import $1" 2>/dev/null; }

if imports torchvision; then
  say "torchvision already installed"
else
  say "installing torchvision $TV_VERSION (--no-deps) and pillow"
  "$PY" -m pip install pillow
  "$PY" -m pip install --no-deps "torchvision==$TV_VERSION"
fi

if imports onnx && imports onnxruntime && imports onnxscript; then
  say "onnx, onnxruntime and onnxscript already installed"
else
  say "installing onnx $ONNX_VERSION, onnxruntime $ORT_VERSION, onnxscript $OSCRIPT_VERSION"
  "$PY" -m pip install numpy "onnx==$ONNX_VERSION" "onnxruntime==$ORT_VERSION" \
    "onnxscript==$OSCRIPT_VERSION"
fi

say "$("$PY" -c '
import numpy, onnx, onnxruntime, torch, torchvision
print("torch", torch.__version__, "torchvision", torchvision.__version__,
      "onnx", onnx.__version__, "onnxruntime", onnxruntime.__version__,
      "numpy", numpy.__version__)' 2>/dev/null)"
echo ". $ENV_FILE"
echo "\"\$NN_TORCH_PYTHON\" bench/onnx/export_models.py --out /tmp/onnx-models"
