"""Writes selection.mlir, the numerical tests of the data-dependent
selections (nn.non_zero, nn.non_max_suppression): every element type
nn.non_zero takes (NaN and -0.0 among the floats), and NMS with both box
encodings, flipped corners, ties, score thresholds, zero-area boxes,
several batches and classes, max_output_boxes_per_class larger than the box
count and 0. Each op returns its rows padded with -1 to a static bound and
a count of valid rows.

References: numpy.nonzero, and a direct NumPy transcription of ONNX's
NonMaxSuppression reference (onnx/reference/ops/op_non_max_suppression.py,
with ONNX Runtime's IOU rule), cross-checked against onnxruntime when it is
installed. Run from this folder (needs numpy at authoring time only):
    python3 make_numerics_selection.py
"""
import os

import numpy as np

from numerics_lib import Cases

HERE = os.path.dirname(os.path.abspath(__file__))
C = Cases(20261203)

try:
    import ml_dtypes
except ImportError:
    ml_dtypes = None


def non_zero(x):
    idx = np.array(np.nonzero(x), dtype=np.int64)
    out = np.full((x.ndim, x.size), -1, dtype=np.int64)
    out[:, :idx.shape[1]] = idx
    return out, np.array(idx.shape[1], dtype=np.int64)


def nz_case(name, x):
    C.add(name, "non_zero", [x], non_zero(x), rtol=0, atol=0)


base = C.rng.integers(-1, 2, size=(3, 4, 5))
for dtype in [np.float32, np.float64, np.float16, np.int8, np.int16,
              np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64,
              np.bool_]:
    name = "non_zero_%s" % np.dtype(dtype).name
    nz_case(name, (base if np.dtype(dtype).kind != "u" else np.abs(base))
            .astype(dtype))
if ml_dtypes is not None:
    nz_case("non_zero_bf16", base.astype(ml_dtypes.bfloat16))
# NaN is nonzero, -0.0 is zero; a 1-D input; no nonzero element; all nonzero.
nz_case("non_zero_nan_negzero",
        np.array([0.0, -0.0, np.nan, 1.0, np.inf, 0.0], dtype=np.float32))
nz_case("non_zero_none", np.zeros((2, 3), dtype=np.float32))
nz_case("non_zero_all", np.ones((2, 2, 2), dtype=np.int32))


def corners(box, center):
    if center:
        xc, yc, w, h = box
        return yc - h / 2, xc - w / 2, yc + h / 2, xc + w / 2
    y1, x1, y2, x2 = box
    return min(y1, y2), min(x1, x2), max(y1, y2), max(x1, x2)


def suppresses(a, b, iou_threshold, center):
    ay1, ax1, ay2, ax2 = corners(a, center)
    by1, bx1, by2, bx2 = corners(b, center)
    iw = min(ax2, bx2) - max(ax1, bx1)
    ih = min(ay2, by2) - max(ay1, by1)
    if iw <= 0 or ih <= 0:
        return False
    area_a = (ax2 - ax1) * (ay2 - ay1)
    area_b = (bx2 - bx1) * (by2 - by1)
    inter = iw * ih
    union = area_a + area_b - inter
    if area_a <= 0 or area_b <= 0 or union <= 0:
        return False
    return inter / union > iou_threshold


def nms(boxes, scores, k, iou_threshold, score_threshold, center):
    """Greedy NMS per batch and class, in float32 arithmetic."""
    boxes = boxes.astype(np.float32)
    rows = []
    nb, nc, n = scores.shape
    for b in range(nb):
        for c in range(nc):
            s = scores[b, c]
            cand = [i for i in range(n) if not np.isnan(s[i]) and
                    (score_threshold is None or s[i] > score_threshold)]
            # Highest score first, the smaller index among ties.
            cand.sort(key=lambda i: (-s[i], i))
            picked = []
            while cand and len(picked) < k:
                best = cand.pop(0)
                picked.append(best)
                cand = [i for i in cand if not suppresses(
                    boxes[b, i], boxes[b, best], np.float32(iou_threshold),
                    center)]
            rows += [[b, c, i] for i in picked]
    bound = nb * nc * min(k, n)
    out = np.full((bound, 3), -1, dtype=np.int64)
    if rows:
        out[:len(rows)] = np.array(rows, dtype=np.int64)
    return out, np.array(len(rows), dtype=np.int64)


def check_with_onnxruntime(boxes, scores, k, iou, score_threshold, center,
                           expected):
    try:
        import onnx
        import onnxruntime as ort
        from onnx import TensorProto, helper
    except ImportError:
        return
    inputs = ["boxes", "scores", "k", "iou"] + (
        ["st"] if score_threshold is not None else [])
    node = helper.make_node("NonMaxSuppression", inputs, ["out"],
                            center_point_box=int(center))
    inits = [helper.make_tensor("k", TensorProto.INT64, [1], [k]),
             helper.make_tensor("iou", TensorProto.FLOAT, [1], [iou])]
    if score_threshold is not None:
        inits.append(helper.make_tensor("st", TensorProto.FLOAT, [1],
                                        [score_threshold]))
    graph = helper.make_graph(
        [node], "nms",
        [helper.make_tensor_value_info("boxes", TensorProto.FLOAT,
                                       boxes.shape),
         helper.make_tensor_value_info("scores", TensorProto.FLOAT,
                                       scores.shape)],
        [helper.make_tensor_value_info("out", TensorProto.INT64, None)],
        inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    sess = ort.InferenceSession(model.SerializeToString(),
                                providers=["CPUExecutionProvider"])
    got = sess.run(None, {"boxes": boxes, "scores": scores})[0]
    count = int(expected[1])
    assert np.array_equal(got, expected[0][:count]), (got, expected)


def nms_case(name, boxes, scores, k, iou=0.5, score_threshold=None,
             center=False):
    boxes = np.asarray(boxes, dtype=np.float32)
    scores = np.asarray(scores, dtype=np.float32)
    expected = nms(boxes, scores, k, iou, score_threshold, center)
    if not np.isnan(scores).any():
        check_with_onnxruntime(boxes, scores, k, iou, score_threshold, center,
                               expected)
    attrs = ["max_output_boxes_per_class = %d : i64" % k,
             "iou_threshold = %r : f32" % float(iou)]
    if score_threshold is not None:
        attrs.append("score_threshold = %r : f32" % float(score_threshold))
    if center:
        attrs.append("center_point_box = 1 : i64")
    C.add(name, "non_max_suppression", [boxes, scores], expected,
          "{%s}" % ", ".join(attrs), rtol=0, atol=0)


# ONNX's example boxes: two clusters of three and one apart.
onnx_boxes = [[[0.0, 0.0, 1.0, 1.0], [0.0, 0.1, 1.0, 1.1],
               [0.0, -0.1, 1.0, 0.9], [0.0, 10.0, 1.0, 11.0],
               [0.0, 10.1, 1.0, 11.1], [0.0, 100.0, 1.0, 101.0]]]
onnx_scores = [[[0.9, 0.75, 0.6, 0.95, 0.5, 0.3]]]
nms_case("nms_iou", onnx_boxes, onnx_scores, 3)
nms_case("nms_iou_scores", onnx_boxes, onnx_scores, 3, score_threshold=0.4)
nms_case("nms_k_over_n", onnx_boxes, onnx_scores, 10)
nms_case("nms_k_zero", onnx_boxes, onnx_scores, 0)
flipped = [[[1.0, 1.0, 0.0, 0.0], [0.0, 0.1, 1.0, 1.1],
            [0.0, 0.9, 1.0, -0.1], [0.0, 10.0, 1.0, 11.0],
            [1.0, 10.1, 0.0, 11.1], [1.0, 101.0, 0.0, 100.0]]]
nms_case("nms_flipped", flipped, onnx_scores, 3)
center = [[[0.5, 0.5, 1.0, 1.0], [0.5, 0.6, 1.0, 1.0],
           [0.5, 0.4, 1.0, 1.0], [0.5, 10.5, 1.0, 1.0],
           [0.5, 10.6, 1.0, 1.0], [0.5, 100.5, 1.0, 1.0]]]
nms_case("nms_center", center, onnx_scores, 3, center=True)
# Equal scores: the smaller index first; identical boxes suppress each other.
nms_case("nms_ties", [[[0.0, 0.0, 1.0, 1.0]] * 4 + [[5.0, 5.0, 6.0, 6.0]] * 2],
         [[[0.5, 0.7, 0.7, 0.5, 0.7, 0.7]]], 4)
# A zero-area box suppresses nothing; NaN scores are never selected.
nms_case("nms_zero_area_nan",
         [[[0.0, 0.0, 0.0, 1.0], [0.0, 0.0, 1.0, 1.0], [0.0, 0.0, 1.0, 1.0],
           [0.0, 0.0, 0.5, 0.5]]],
         [[[0.9, 0.8, np.nan, 0.7]]], 4, iou=0.2)
# Random boxes: 2 batches, 3 classes, a threshold, iou 0 (any overlap).
rb = C.rng.uniform(0, 10, size=(2, 40, 4)).astype(np.float32)
rs = C.rng.uniform(0, 1, size=(2, 3, 40)).astype(np.float32)
nms_case("nms_random", rb, rs, 7, iou=0.3, score_threshold=0.2)
nms_case("nms_random_iou0", rb, rs, 40, iou=0.0)
nms_case("nms_random_center", np.abs(rb), rs, 5, iou=0.6, center=True)

C.write(HERE, "selection", [
    "Numerical tests of nn.non_zero and nn.non_max_suppression against",
    "numpy.nonzero and a NumPy transcription of ONNX's NonMaxSuppression",
    "(cross-checked with onnxruntime): every element type, padding and counts.",
], subdir="selection")
