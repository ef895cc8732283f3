"""Helpers shared by export_models.py, make_ci_models.py and census.py.

- seeding and BatchNorm calibration (random weights with non-trivial
  running statistics);
- the TorchScript ONNX export with the settings every script uses;
- writing a model in the ONNX backend-test layout
  (MODEL/model.onnx, MODEL/test_data_set_0/input_N.pb, output_N.pb, with
  .npy twins) plus an export_info.json the census reads;
- the onnxruntime cross-check;
- the op census: op types with counts, their attribute values, and what
  feeds each operand (a small constant, a weight, or a computed value).

Only export_models.py and make_ci_models.py need torch; census.py needs
onnx and numpy alone, so torch is imported lazily here.
"""

import contextlib
import json
import math
import os
import warnings
import zlib
from collections import Counter, defaultdict

import numpy as np
import onnx
from onnx import numpy_helper

# Constants with at most this many elements are listed by value in the
# census (Reshape shapes, Clip bounds, Unsqueeze axes, ...); larger ones are
# weights and are listed by shape only.
SMALL_CONST = 8
# At most this many distinct values are listed per attribute or operand.
MAX_DISTINCT = 8


# --------------------------------------------------------------------------
# Seeds, BatchNorm calibration, export


def seed_of(name):
    """A stable seed for a model family (the same in every run and process)."""
    return zlib.crc32(name.encode()) & 0x7FFFFFFF


def randomize_batchnorm_affine(model, gen):
    """Gives every BatchNorm non-trivial gamma/beta (init is 1 and 0)."""
    import torch

    for m in model.modules():
        if isinstance(m, torch.nn.modules.batchnorm._BatchNorm) and m.affine:
            with torch.no_grad():
                m.weight.copy_(torch.rand(m.weight.shape, generator=gen) + 0.5)
                m.bias.copy_(torch.randn(m.bias.shape, generator=gen) * 0.1)


def calibrate_batchnorm(model, input_shape, gen, batches=3, batch_size=4):
    """Fills the BatchNorm running statistics from random batches.

    Runs `batches` random-normal batches through the model in train mode with
    momentum=None (a cumulative average, so the statistics are exactly the
    batches' mean and variance instead of 0.1 of the way from 0 and 1), then
    restores each momentum and returns the model in eval mode.
    """
    import torch

    bns = [m for m in model.modules() if isinstance(m, torch.nn.modules.batchnorm._BatchNorm)]
    saved = [m.momentum for m in bns]
    for m in bns:
        m.reset_running_stats()
        m.momentum = None
    model.train()
    shape = (batch_size,) + tuple(input_shape[1:])
    with torch.no_grad():
        for _ in range(batches):
            model(torch.randn(shape, generator=gen))
    for m, mom in zip(bns, saved):
        m.momentum = mom
    return model.eval()


def math_sdpa(q, k, v, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None, enable_gqa=False):
    """scaled_dot_product_attention as MatMul/Softmax/MatMul (no mask, no dropout).

    The TorchScript exporter has no symbolic for aten::scaled_dot_product_attention
    below opset 14, and nn.MultiheadAttention calls it; this is what the opset-14
    symbolic emits, written out so that opset 13 exports too.
    """
    import torch

    if attn_mask is not None or is_causal or dropout_p != 0.0 or enable_gqa:
        raise NotImplementedError("math_sdpa: masks, dropout and GQA are not needed here")
    s = 1.0 / math.sqrt(q.size(-1)) if scale is None else scale
    return torch.matmul(torch.softmax(torch.matmul(q, k.transpose(-2, -1)) * s, dim=-1), v)


@contextlib.contextmanager
def sdpa_as_math(enabled):
    """Within the block, F.scaled_dot_product_attention is math_sdpa (if enabled)."""
    import torch.nn.functional as F

    orig = F.scaled_dot_product_attention
    if enabled:
        F.scaled_dot_product_attention = math_sdpa
    try:
        with warnings.catch_warnings():
            # math_sdpa's scale is a constant of the trace, as in the symbolic
            warnings.filterwarnings("ignore", message="Converting a tensor to a Python")
            yield
    finally:
        F.scaled_dot_product_attention = orig


def export_torchscript(model, inputs, path, opset=None, keep_bn=False, dynamic_batch=False,
                       input_names=("input",), output_names=("output",)):
    """torch.onnx.export with the TorchScript exporter (dynamo=False).

    opset None takes the exporter's default. keep_bn exports with
    TrainingMode.PRESERVE on the eval-mode model: BatchNormalization nodes
    (training_mode=0) stay in the graph instead of being folded into the
    preceding Conv by the exporter's eval peephole. dynamic_batch makes dim 0
    of every input and output a dim_param "batch".
    """
    import torch

    kwargs = {}
    if opset is not None:
        kwargs["opset_version"] = opset
    if keep_bn:
        kwargs["training"] = torch.onnx.TrainingMode.PRESERVE
    if dynamic_batch:
        kwargs["dynamic_axes"] = {n: {0: "batch"} for n in (*input_names, *output_names)}
    with warnings.catch_warnings():
        # The model is in eval mode: PRESERVE keeps it so, and the warning about
        # constant folding in training-amenable mode does not apply.
        warnings.filterwarnings("ignore", message="It is recommended that constant folding")
        torch.onnx.export(model, tuple(inputs), path, dynamo=False, do_constant_folding=True,
                          input_names=list(input_names), output_names=list(output_names), **kwargs)


def export_dynamo(model, inputs, path, opset=None, dynamic_batch=False, input_names=("input",),
                  output_names=("output",)):
    """torch.onnx.export with the torch.export-based exporter (dynamo=True)."""
    import torch

    kwargs = {}
    if opset is not None:
        kwargs["opset_version"] = opset
    if dynamic_batch:
        batch = torch.export.Dim("batch")
        kwargs["dynamic_shapes"] = tuple({0: batch} for _ in inputs)
    prog = torch.onnx.export(model, tuple(inputs), dynamo=True, external_data=False, verbose=False,
                             input_names=list(input_names), output_names=list(output_names), **kwargs)
    prog.save(path)


# --------------------------------------------------------------------------
# Test data, onnxruntime


def write_test_data(model_dir, model_path, inputs, outputs):
    """Writes test_data_set_0/{input,output}_N.{pb,npy} next to the model.

    The .pb files are TensorProtos named after the graph's inputs and outputs,
    as in the ONNX backend test data.
    """
    m = onnx.load(model_path, load_external_data=False)
    in_names = [i.name for i in m.graph.input if i.name not in {t.name for t in m.graph.initializer}]
    out_names = [o.name for o in m.graph.output]
    d = os.path.join(model_dir, "test_data_set_0")
    os.makedirs(d, exist_ok=True)
    for kind, names, arrays in (("input", in_names, inputs), ("output", out_names, outputs)):
        if len(names) != len(arrays):
            raise RuntimeError(f"{model_path}: {len(names)} graph {kind}s, {len(arrays)} arrays")
        for i, (name, a) in enumerate(zip(names, arrays)):
            a = np.ascontiguousarray(a)
            np.save(os.path.join(d, f"{kind}_{i}.npy"), a)
            with open(os.path.join(d, f"{kind}_{i}.pb"), "wb") as f:
                f.write(numpy_helper.from_array(a, name).SerializeToString())


def ort_check(model_path, inputs, expected, threads=2):
    """Runs onnxruntime on the model; returns (max abs diff, max rel diff).

    rel is max|ort - ref| / max|ref| over each output (normwise, so that
    near-zero reference values do not blow it up); both are the max over all
    outputs.
    """
    import onnxruntime as ort

    so = ort.SessionOptions()
    so.intra_op_num_threads = threads
    so.inter_op_num_threads = 1
    sess = ort.InferenceSession(model_path, so, providers=["CPUExecutionProvider"])
    feeds = {i.name: a for i, a in zip(sess.get_inputs(), inputs)}
    got = sess.run(None, feeds)
    max_abs = max_rel = 0.0
    for g, r in zip(got, expected):
        d = float(np.max(np.abs(g.astype(np.float64) - r.astype(np.float64)))) if r.size else 0.0
        scale = float(np.max(np.abs(r))) if r.size else 0.0
        max_abs = max(max_abs, d)
        max_rel = max(max_rel, d / scale if scale > 0 else d)
    return max_abs, max_rel


def check_model(model_path):
    """onnx.checker with full_check (also runs strict shape inference)."""
    onnx.checker.check_model(model_path, full_check=True)


def write_info(model_dir, info):
    with open(os.path.join(model_dir, "export_info.json"), "w") as f:
        json.dump(info, f, indent=1, sort_keys=True)
        f.write("\n")


def read_info(model_dir):
    p = os.path.join(model_dir, "export_info.json")
    if not os.path.exists(p):
        return {}
    with open(p) as f:
        return json.load(f)


# --------------------------------------------------------------------------
# The op census


def _fmt_scalar(v):
    if isinstance(v, float):
        return f"{v:.6g}"
    if isinstance(v, bytes):
        return v.decode(errors="replace")
    return str(v)


def _fmt_array(a):
    """dtype and value of a small array ('int64 [1, 4, 128, 64]', 'float32 1'), else dtype[shape]."""
    a = np.asarray(a)
    if a.size <= SMALL_CONST:
        vals = ", ".join(_fmt_scalar(x.item()) for x in a.reshape(-1))
        return f"{a.dtype} " + (f"[{vals}]" if a.ndim else vals)
    return f"{a.dtype}{list(a.shape)}"


def _fmt_attr(a):
    """An attribute value as short text: tensors by dtype/shape unless tiny."""
    v = onnx.helper.get_attribute_value(a)
    if isinstance(v, onnx.TensorProto):
        arr = numpy_helper.to_array(v)
        return _fmt_array(arr) if arr.size <= SMALL_CONST else f"{arr.dtype}{list(arr.shape)}"
    if isinstance(v, onnx.GraphProto):
        return f"<subgraph {v.name}, {len(v.node)} nodes>"
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_fmt_scalar(x) for x in v) + "]"
    return _fmt_scalar(v)


def _dims(vi):
    t = vi.type.tensor_type
    if not t.HasField("shape"):
        return "?"
    ds = [str(d.dim_value) if d.HasField("dim_value") else (d.dim_param or "?") for d in t.shape.dim]
    elem = onnx.helper.tensor_dtype_to_np_dtype(t.elem_type) if t.elem_type else "?"
    return f"{elem}[{', '.join(ds)}]"


def _distinct(counter):
    items = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    text = [f"{v} ×{n}" if n > 1 else v for v, n in items[:MAX_DISTINCT]]
    if len(items) > MAX_DISTINCT:
        text.append(f"… {len(items) - MAX_DISTINCT} more")
    return "; ".join(text)


def census(model_path):
    """What a model asks of an importer: a dict (see census_markdown)."""
    m = onnx.load(model_path, load_external_data=False)
    g = m.graph
    consts = {t.name: t for t in g.initializer}
    via_identity = set()  # Identity outputs of constants (the exporter's deduplicated weights)
    for n in g.node:
        if n.op_type == "Constant" and n.attribute and n.attribute[0].name == "value":
            consts[n.output[0]] = n.attribute[0].t
        elif n.op_type == "Identity" and n.input[0] in consts:
            consts[n.output[0]] = consts[n.input[0]]
            via_identity.add(n.output[0])
    ops = Counter(n.op_type for n in g.node)
    attrs = defaultdict(lambda: defaultdict(Counter))   # op -> attr -> value -> count
    operands = defaultdict(lambda: defaultdict(Counter))  # op -> input index -> what -> count
    for n in g.node:
        for a in n.attribute:
            if n.op_type == "Constant":
                continue  # summarised through the operands that use it
            attrs[n.op_type][a.name][_fmt_attr(a)] += 1
        if n.op_type == "Constant":
            attrs[n.op_type][n.attribute[0].name][_fmt_attr(n.attribute[0])] += 1
            continue
        for i, name in enumerate(n.input):
            if not name:
                what = "(absent)"
            elif name in consts:
                arr = numpy_helper.to_array(consts[name])
                what = ("const " + _fmt_array(arr)) if arr.size <= SMALL_CONST \
                    else f"weight {arr.dtype} {arr.ndim}-D"
                if name in via_identity:
                    what += " (via Identity)"
            else:
                what = "computed"
            operands[n.op_type][i][what] += 1
    domains = {o.domain or "ai.onnx": o.version for o in m.opset_import}
    n_params = sum(int(np.prod(t.dims)) for t in g.initializer)
    return {
        "path": model_path,
        "ir_version": m.ir_version,
        "opsets": domains,
        "opset": domains.get("ai.onnx"),
        "producer": f"{m.producer_name} {m.producer_version}".strip(),
        "size": os.path.getsize(model_path),
        "nodes": len(g.node),
        "initializers": len(g.initializer),
        "params": n_params,
        "inputs": [(i.name, _dims(i)) for i in g.input if i.name not in consts],
        "outputs": [(o.name, _dims(o)) for o in g.output],
        "ops": ops,
        "attrs": attrs,
        "operands": operands,
    }


def op_summary(c):
    """'Add×8, Conv×20, ...': the op types of a census, sorted, with counts."""
    return ", ".join(f"{op}×{n}" for op, n in sorted(c["ops"].items()))


def human_size(n):
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024


def census_markdown(entries, title, intro=""):
    """Markdown for a list of (name, census, info) entries.

    An overview table (model, opset, IR, size, nodes, ORT check), an op-by-model
    matrix, then per model: inputs/outputs and, per op type, the count, the
    distinct attribute values and what feeds each operand.
    """
    out = [f"# {title}", ""]
    if intro:
        out += [intro, ""]
    out += ["## Overview", "",
            "| model | opset | IR | size | nodes | params | inputs | ORT max abs / rel | source |",
            "|---|---|---|---|---|---|---|---|---|"]
    for name, c, info in entries:
        ort_txt = (f"{info['ort_max_abs']:.2e} / {info['ort_max_rel']:.2e}"
                   if "ort_max_abs" in info else "")
        ins = "; ".join(f"{n}: {d}" for n, d in c["inputs"])
        out.append(f"| {name} | {c['opset']} | {c['ir_version']} | {human_size(c['size'])} | "
                   f"{c['nodes']} | {c['params']:,} | {ins} | {ort_txt} | {info.get('source', '')} |")
    all_ops = sorted(set().union(*(c["ops"] for _, c, _ in entries)))
    out += ["", "## Every op type, over all models", "",
            "What an importer has to handle: per op type the models using it, the opsets "
            "they declare, and the union of attribute values and operand kinds "
            "(counts summed over the models; see the per-model sections for the notation).", "",
            "| op | models | opsets | attributes | operands |", "|---|---|---|---|---|"]
    for op in all_ops:
        users = [(n, c) for n, c, _ in entries if op in c["ops"]]
        at, od = defaultdict(Counter), defaultdict(Counter)
        for _, c in users:
            for a, v in c["attrs"][op].items():
                at[a].update(v)
            for i, v in c["operands"][op].items():
                od[i].update(v)
        names = ", ".join(n for n, _ in users) if len(users) < len(entries) else "all"
        opsets = ", ".join(str(o) for o in sorted({c["opset"] for _, c in users}))
        out.append(f"| {op} | {names} | {opsets} | "
                   + "<br>".join(f"{a}: {_distinct(v)}" for a, v in sorted(at.items())) + " | "
                   + "<br>".join(f"in[{i}]: {_distinct(v)}" for i, v in sorted(od.items())) + " |")
    out += ["", "## Op types by model", "",
            "Counts of each op type; a blank is 0.", ""]
    out.append("| op | " + " | ".join(n for n, _, _ in entries) + " |")
    out.append("|---|" + "---|" * len(entries))
    for op in all_ops:
        out.append(f"| {op} | " + " | ".join(str(c["ops"].get(op, "")) for _, c, _ in entries) + " |")
    out += ["", "## Per model", "",
            "Attributes: each distinct value with its count (×N). Operands: `in[i]` "
            f"is a small constant (at most {SMALL_CONST} elements, listed by dtype and value), "
            "a weight (initializer or Constant, by dtype and rank), either one through an "
            "Identity node (the TorchScript exporter deduplicates equal weights that way), "
            "or `computed` (produced by another node at run time).",
            ""]
    for name, c, info in entries:
        out += [f"### {name}", ""]
        facts = [f"opset {c['opset']}", f"IR {c['ir_version']}", human_size(c["size"]),
                 f"{c['nodes']} nodes", f"{c['initializers']} initializers"]
        if c["producer"]:
            facts.append(f"producer {c['producer']}")
        for k in ("exporter", "notes"):
            if info.get(k):
                facts.append(str(info[k]))
        out.append("; ".join(facts) + ".")
        out.append("")
        out.append("inputs: " + ", ".join(f"`{n}` {d}" for n, d in c["inputs"]) +
                   "; outputs: " + ", ".join(f"`{n}` {d}" for n, d in c["outputs"]))
        out += ["", "| op | count | attributes | operands |", "|---|---|---|---|"]
        for op in sorted(c["ops"]):
            at = "<br>".join(f"{a}: {_distinct(v)}" for a, v in sorted(c["attrs"][op].items()))
            od = "<br>".join(f"in[{i}]: {_distinct(v)}" for i, v in sorted(c["operands"][op].items()))
            out.append(f"| {op} | {c['ops'][op]} | {at} | {od} |")
        out.append("")
    return "\n".join(out)
