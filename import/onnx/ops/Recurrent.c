//===- Recurrent.c - RNN, GRU and LSTM, unrolled over time ----------------===//
//
// ONNX's recurrent layers become a graph of nn ops, one cell per time step
// and direction: the importer unrolls the time loop. nn has no region ops
// (IRDL ops cannot hold regions nn defines), so a loop op would be a new
// kind of op for every pass; an unrolled graph needs none, and every pass
// (fusion, layouts, the GPU path) sees plain ops. The shape of the graph:
//   - the input projection of all time steps and directions at once, one
//     nn.matmul [seq * batch, input] x [input, directions * gates * hidden]
//     with the biases Wb + Rb added (nn.bias_add): most of an inference's
//     FLOPs, in one large matrix product;
//   - per step and direction, the recurrent nn.matmul of the state with R^T
//     (two for GRU without linear_before_reset, whose candidate gate needs
//     the reset gate first), its gates cut out with nn.slice, and the
//     activations and state update as elementwise ops; --fuse-ops makes
//     the step three kernels: the matmul with the add of its projection,
//     then the arithmetic up to the new cell state and up to the new
//     hidden state (a state has several users, so it ends a kernel);
//   - where sequence_lens is given, nn.where masks: past a batch row's
//     length its Y is zero and its state keeps its last value. A reverse
//     direction walks the times from the back, so a row keeps its initial
//     state until its own last time, which is ONNX's per-row reversal.
//     Masks from a known sequence_lens are constants, and none is built
//     for a step every row takes; a run-time one is compared per step.
// The cost: the graph grows linearly with the sequence length (about 15
// ops per step and direction; a model's layers are separate nodes, so
// seq x layers cells in all), and so do compile times. Past a few thousand
// steps that stops being sensible, so sequences longer than
// ONNX_RNN_MAX_STEPS are refused; the length must be static.
//
// Gate orders are ONNX's: LSTM i, o, f, c (peepholes i, o, f); GRU z, r, h.
// Activations are the ones ONNX lists, as compositions of nn ops; their
// alpha and beta are consumed in order by the activations that take them,
// as onnxruntime does.
//
//===----------------------------------------------------------------------===//

#include "Ops.h"

#include "mlir-c/BuiltinTypes.h"
#include "support/Checked.h"
#include "support/Memory.h"

#include <stdlib.h>
#include <string.h>

enum { ONNX_RNN_MAX_STEPS = 4096, MAX_DIRECTIONS = 2, MAX_FUNCS = 3 };

typedef enum { CELL_RNN, CELL_GRU, CELL_LSTM } CellKind;

/* Activations. */

typedef enum {
  ACT_RELU,
  ACT_TANH,
  ACT_SIGMOID,
  ACT_AFFINE,
  ACT_LEAKY_RELU,
  ACT_THRESHOLDED_RELU,
  ACT_SCALED_TANH,
  ACT_HARD_SIGMOID,
  ACT_ELU,
  ACT_SOFTSIGN,
  ACT_SOFTPLUS,
} ActivationKind;

static const struct {
  const char *name;
  ActivationKind kind;
  int params; // 0: none, 1: alpha, 2: alpha and beta
  float alpha, beta;
} activationTable[] = {
    {"Relu", ACT_RELU, 0, 0, 0},
    {"Tanh", ACT_TANH, 0, 0, 0},
    {"Sigmoid", ACT_SIGMOID, 0, 0, 0},
    {"Affine", ACT_AFFINE, 2, 1.0f, 0.0f},
    {"LeakyRelu", ACT_LEAKY_RELU, 1, 0.01f, 0},
    {"ThresholdedRelu", ACT_THRESHOLDED_RELU, 1, 1.0f, 0},
    {"ScaledTanh", ACT_SCALED_TANH, 2, 1.0f, 1.0f},
    {"HardSigmoid", ACT_HARD_SIGMOID, 2, 0.2f, 0.5f},
    {"Elu", ACT_ELU, 1, 1.0f, 0},
    {"Softsign", ACT_SOFTSIGN, 0, 0, 0},
    {"Softplus", ACT_SOFTPLUS, 0, 0, 0},
};
enum { NUM_ACTIVATIONS = sizeof(activationTable) / sizeof(activationTable[0]) };

typedef struct {
  ActivationKind kind;
  float alpha, beta;
} Activation;

/* The layer being built. */

typedef struct {
  OnnxNode *node;
  CellKind cell;
  int64_t seq, batch, input, hidden, gates, directions;
  bool batchFirst; // layout 1
  MlirType element;
  bool hasClip;
  float clip;
  bool linearBeforeReset, inputForget;
  Activation funcs[MAX_DIRECTIONS][MAX_FUNCS];
  /// [seq * batch, directions * gates * hidden]: X W^T + biases, all steps.
  MlirValue projection;
  /// sequence_lens as [batch, 1], or null; its values when known.
  MlirValue lens;
  const OnnxTensor *knownLens;
} Layer;

// One direction's weights and state.
typedef struct {
  bool reverse;
  MlirValue r;        // [gates * hidden, hidden]
  MlirValue rh;       // GRU without linear_before_reset: R's h rows
  MlirValue rBias;    // GRU with linear_before_reset: Rb, [gates * hidden]
  MlirValue peep[3];  // LSTM: P's i, o, f, [hidden] each, or null
  MlirValue h, c;     // the state, [batch, hidden]
  MlirValue *outputs; // Y at each time, [1, batch, hidden]
} Direction;

static MlirValue null(void) { return (MlirValue){NULL}; }

static MlirValue unaryWith(Layer *l, const char *op, MlirValue x,
                           intptr_t numAttrs, const NnAttrValue *attrs) {
  if (mlirValueIsNull(x))
    return x;
  return onnxBuild(l->node, op, 1, &x, numAttrs, attrs);
}

static MlirValue scalar(Layer *l, double value) {
  return onnxBuildScalar(l->node, l->element, value);
}

// x * scale + bias.
static MlirValue affine(Layer *l, MlirValue x, float scale, float bias) {
  NnAttrValue attrs[] = {nnAttrFloat("scale", scale),
                         nnAttrFloat("bias", bias)};
  return unaryWith(l, "nn.scale", x, 2, attrs);
}

// a x b^T: the recurrent product of the state with R, [batch, rows of b].
static MlirValue matmulT(Layer *l, MlirValue a, MlirValue b) {
  if (mlirValueIsNull(a) || mlirValueIsNull(b))
    return null();
  MlirValue operands[2] = {a, b};
  NnAttrValue attrs[] = {nnAttrBool("transpose_a", false),
                         nnAttrBool("transpose_b", true)};
  return onnxBuild(l->node, "nn.matmul", 2, operands, 2, attrs);
}

// The box [starts, ends) of `x`, all dims given; `x` itself when the box
// is all of it (one direction's weights).
static MlirValue slice(Layer *l, MlirValue x, int64_t rank,
                       const int64_t *starts, const int64_t *ends) {
  if (mlirValueIsNull(x))
    return x;
  bool whole = true;
  for (int64_t i = 0; i < rank; ++i)
    whole = whole && starts[i] == 0 &&
            ends[i] == onnxTypeDim(mlirValueGetType(x), i);
  if (whole)
    return x;
  NnAttrValue attrs[] = {nnAttrIntArray("starts", rank, starts),
                         nnAttrIntArray("ends", rank, ends)};
  return onnxBuild(l->node, "nn.slice", 1, &x, 2, attrs);
}

static MlirValue reshape(Layer *l, MlirValue x, int64_t rank,
                         const int64_t *dims) {
  if (mlirValueIsNull(x))
    return x;
  return onnxBuildReshape(l->node, x, rank, dims);
}

// Cuts `x` [batch, n * hidden] into its n gates: one nn.slice each rather
// than one nn.split, since a single-result injective op fuses into the
// gate's elementwise kernel (--fuse-ops) where a split's results, used by
// several kernels, would stay a copy of their own.
static bool splitGates(Layer *l, MlirValue x, int64_t n, MlirValue *gates) {
  if (mlirValueIsNull(x))
    return false;
  int64_t batch = l->batch;
  for (int64_t i = 0; i < n; ++i) {
    int64_t starts[] = {0, i * l->hidden},
            ends[] = {batch, (i + 1) * l->hidden};
    if (mlirValueIsNull(gates[i] = slice(l, x, 2, starts, ends)))
      return false;
  }
  return true;
}

// Concatenates `n` values along `dim` (the value itself when n is 1).
static MlirValue concat(Layer *l, intptr_t n, const MlirValue *values,
                        int64_t dim) {
  for (intptr_t i = 0; i < n; ++i)
    if (mlirValueIsNull(values[i]))
      return null();
  if (n == 1)
    return values[0];
  NnAttrValue attr = nnAttrInt("dim", dim);
  return onnxBuild(l->node, "tensor.concat", n, values, 1, &attr);
}

static MlirValue activate(Layer *l, const Activation *f, MlirValue x) {
  if (mlirValueIsNull(x))
    return x;
  switch (f->kind) {
  case ACT_RELU:
    return onnxBuildUnary(l->node, "nn.relu", x);
  case ACT_TANH:
    return onnxBuildUnary(l->node, "nn.tanh", x);
  case ACT_SIGMOID:
    return onnxBuildUnary(l->node, "nn.sigmoid", x);
  case ACT_SOFTPLUS:
    return onnxBuildUnary(l->node, "nn.softplus", x);
  case ACT_AFFINE:
    return affine(l, x, f->alpha, f->beta);
  case ACT_LEAKY_RELU: {
    NnAttrValue alpha = nnAttrFloat("alpha", f->alpha);
    return unaryWith(l, "nn.leaky_relu", x, 1, &alpha);
  }
  case ACT_ELU: {
    NnAttrValue alpha = nnAttrFloat("alpha", f->alpha);
    return unaryWith(l, "nn.elu", x, 1, &alpha);
  }
  case ACT_THRESHOLDED_RELU: {
    MlirValue above =
        onnxBuildBinary(l->node, "nn.greater", x, scalar(l, f->alpha));
    return onnxBuildWhere(l->node, above, x, scalar(l, 0.0));
  }
  case ACT_SCALED_TANH:
    return affine(
        l, onnxBuildUnary(l->node, "nn.tanh", affine(l, x, f->beta, 0.0f)),
        f->alpha, 0.0f);
  case ACT_HARD_SIGMOID: {
    NnAttrValue bounds[] = {nnAttrFloat("min", 0.0), nnAttrFloat("max", 1.0)};
    return unaryWith(l, "nn.clip", affine(l, x, f->alpha, f->beta), 2, bounds);
  }
  case ACT_SOFTSIGN: {
    MlirValue magnitude = onnxBuildUnary(l->node, "nn.abs", x);
    return onnxBuildBinary(
        l->node, "nn.div", x,
        onnxBuildBinary(l->node, "nn.add", magnitude, scalar(l, 1.0)));
  }
  }
  return null();
}

// f(clip(x)): `clip` bounds every gate's input to its activation.
static MlirValue gate(Layer *l, const Activation *f, MlirValue x) {
  if (l->hasClip) {
    NnAttrValue bounds[] = {nnAttrFloat("min", -l->clip),
                            nnAttrFloat("max", l->clip)};
    x = unaryWith(l, "nn.clip", x, 2, bounds);
  }
  return activate(l, f, x);
}

/* Attributes. */

static bool nameIs(MlirStringRef s, const char *name) {
  size_t n = strlen(name);
  if (s.length != n)
    return false;
  for (size_t i = 0; i < n; ++i) {
    char a = s.data[i], b = name[i];
    if (a >= 'A' && a <= 'Z')
      a = (char)(a - 'A' + 'a');
    if (b >= 'A' && b <= 'Z')
      b = (char)(b - 'A' + 'a');
    if (a != b)
      return false;
  }
  return true;
}

// `activations`, `activation_alpha` and `activation_beta`, or the cell's
// defaults. One direction's list serves both directions.
static bool readActivations(Layer *l) {
  static const ActivationKind defaults[][MAX_FUNCS] = {
      [CELL_RNN] = {ACT_TANH},
      [CELL_GRU] = {ACT_SIGMOID, ACT_TANH},
      [CELL_LSTM] = {ACT_SIGMOID, ACT_TANH, ACT_TANH}};
  int64_t perDirection = l->cell == CELL_RNN ? 1 : l->cell == CELL_GRU ? 2 : 3;
  intptr_t n = onnxAttrStringCount(l->node, "activations");
  if (n == 0) {
    for (int64_t d = 0; d < l->directions; ++d)
      for (int64_t i = 0; i < perDirection; ++i)
        l->funcs[d][i] = (Activation){defaults[l->cell][i], 0, 0};
    return true;
  }
  if (n != perDirection && n != perDirection * l->directions)
    return onnxNodeError(l->node,
                         "'activations' has %ld names; this %s needs %lld "
                         "per direction",
                         (long)n, onnxNodeOpType(l->node),
                         (long long)perDirection);
  intptr_t numAlpha, numBeta, nextAlpha = 0, nextBeta = 0;
  const float *alphas =
      onnxAttrFloatList(l->node, "activation_alpha", &numAlpha);
  const float *betas = onnxAttrFloatList(l->node, "activation_beta", &numBeta);
  for (intptr_t i = 0; i < n; ++i) {
    MlirStringRef name = onnxAttrStringAt(l->node, "activations", i);
    size_t k = 0;
    while (k < NUM_ACTIVATIONS && !nameIs(name, activationTable[k].name))
      ++k;
    if (k == NUM_ACTIVATIONS)
      return onnxNodeError(l->node,
                           "activation '%.*s' is not supported (nn has Relu, "
                           "Tanh, Sigmoid, Affine, LeakyRelu, "
                           "ThresholdedRelu, ScaledTanh, HardSigmoid, Elu, "
                           "Softsign and Softplus)",
                           (int)name.length, name.data);
    Activation f = {activationTable[k].kind, activationTable[k].alpha,
                    activationTable[k].beta};
    if (activationTable[k].params >= 1 && nextAlpha < numAlpha)
      f.alpha = alphas[nextAlpha++];
    if (activationTable[k].params >= 2 && nextBeta < numBeta)
      f.beta = betas[nextBeta++];
    l->funcs[i / perDirection][i % perDirection] = f;
  }
  if (n < perDirection * l->directions)
    for (int64_t i = 0; i < perDirection; ++i)
      l->funcs[1][i] = l->funcs[0][i];
  return true;
}

// W or R: [directions, gates x hidden_size, `last`].
static bool checkWeight(Layer *l, MlirType type, const char *name, int64_t rows,
                        int64_t last, const char *lastWhat) {
  if (onnxTypeDim(type, 0) == l->directions && onnxTypeDim(type, 1) == rows &&
      onnxTypeDim(type, 2) == last)
    return true;
  return onnxNodeError(
      l->node,
      "%s must be [%lld, %lld, %lld] (directions, %lld gates "
      "x hidden_size, %s), not [%lld, %lld, %lld]",
      name, (long long)l->directions, (long long)rows, (long long)last,
      (long long)l->gates, lastWhat, (long long)onnxTypeDim(type, 0),
      (long long)onnxTypeDim(type, 1), (long long)onnxTypeDim(type, 2));
}

// Reads the attributes and checks X, W and R; sets the sizes.
static bool readLayer(Layer *l) {
  OnnxNode *node = l->node;
  MlirType x = onnxNodeRequiredType(node, 0);
  MlirType w = onnxNodeRequiredType(node, 1);
  MlirType r = onnxNodeRequiredType(node, 2);
  if (mlirTypeIsNull(x) || mlirTypeIsNull(w) || mlirTypeIsNull(r))
    return false;
  if (onnxTypeRank(x) != 3 || onnxTypeRank(w) != 3 || onnxTypeRank(r) != 3)
    return onnxNodeError(node, "X, W and R must have rank 3");
  if (!onnxTypeIsStatic(x) || !onnxTypeIsStatic(w) || !onnxTypeIsStatic(r))
    return onnxNodeError(node, "X, W and R must have static shapes (the "
                               "time loop is unrolled)");
  l->element = onnxTypeElement(x);
  if (!mlirTypeIsAFloat(l->element))
    return onnxNodeError(node, "X must hold floats");
  l->gates = l->cell == CELL_RNN ? 1 : l->cell == CELL_GRU ? 3 : 4;
  l->batchFirst = onnxAttrInt(node, "layout", 0) != 0;
  l->seq = onnxTypeDim(x, l->batchFirst ? 1 : 0);
  l->batch = onnxTypeDim(x, l->batchFirst ? 0 : 1);
  l->input = onnxTypeDim(x, 2);
  MlirStringRef direction = onnxAttrString(node, "direction", "forward");
  bool bidirectional = nameIs(direction, "bidirectional");
  if (!bidirectional && !nameIs(direction, "forward") &&
      !nameIs(direction, "reverse"))
    return onnxNodeError(node, "unknown direction '%.*s'",
                         (int)direction.length, direction.data);
  l->directions = bidirectional ? 2 : 1;
  l->hidden = onnxAttrInt(node, "hidden_size", onnxTypeDim(r, 2));
  int64_t rows;
  if (l->hidden < 1 || !nnCheckedMul(l->gates, l->hidden, &rows))
    return onnxNodeError(node, "hidden_size %lld is not positive",
                         (long long)l->hidden);
  if (!checkWeight(l, w, "W", rows, l->input, "input size") ||
      !checkWeight(l, r, "R", rows, l->hidden, "hidden_size"))
    return false;
  if (l->seq > ONNX_RNN_MAX_STEPS)
    return onnxNodeError(node,
                         "the sequence has %lld steps; the importer unrolls "
                         "at most %d (the graph grows with every step)",
                         (long long)l->seq, ONNX_RNN_MAX_STEPS);
  l->hasClip = onnxNodeHasAttr(node, "clip");
  l->clip = onnxAttrFloat(node, "clip", 0.0f);
  if (l->hasClip && !(l->clip > 0.0f))
    return onnxNodeError(node, "clip must be positive");
  l->linearBeforeReset = onnxAttrInt(node, "linear_before_reset", 0) != 0;
  l->inputForget = onnxAttrInt(node, "input_forget", 0) != 0;
  return readActivations(l);
}

/* Inputs. */

// X as [seq * batch, input], W as [directions * gates * hidden, input]:
// their product, plus the biases, is every step's input projection.
static bool buildProjection(Layer *l) {
  int64_t gh = l->gates * l->hidden;
  MlirValue x = onnxNodeInput(l->node, 0);
  if (l->batchFirst) {
    int64_t perm[] = {1, 0, 2};
    x = onnxBuildTranspose(l->node, x, 3, perm);
  }
  int64_t xDims[] = {l->seq * l->batch, l->input};
  int64_t wDims[] = {l->directions * gh, l->input};
  // (Operands are built one statement each, so the IR's order is fixed.)
  MlirValue rows = reshape(l, x, 2, xDims);
  MlirValue p =
      matmulT(l, rows, reshape(l, onnxNodeInput(l->node, 1), 2, wDims));
  if (onnxNodeHasInput(l->node, 3)) {
    MlirType b = onnxNodeInputType(l->node, 3);
    if (onnxTypeRank(b) != 2 || onnxTypeDim(b, 0) != l->directions ||
        onnxTypeDim(b, 1) != 2 * gh)
      return onnxNodeError(l->node, "B must be [%lld, %lld]",
                           (long long)l->directions, (long long)(2 * gh));
    // [directions, 2, gh]: Wb and Rb of each direction.
    int64_t split[] = {l->directions, 2, gh};
    MlirValue both = reshape(l, onnxNodeInput(l->node, 3), 3, split);
    int64_t zero[] = {0, 0, 0}, wEnd[] = {l->directions, 1, gh};
    int64_t rStart[] = {0, 1, 0}, rEnd[] = {l->directions, 2, gh};
    MlirValue bias = slice(l, both, 3, zero, wEnd);
    // GRU with linear_before_reset adds Rb inside the reset gate's product.
    if (!(l->cell == CELL_GRU && l->linearBeforeReset))
      bias = onnxBuildBinary(l->node, "nn.add", bias,
                             slice(l, both, 3, rStart, rEnd));
    int64_t flat = l->directions * gh;
    NnAttrValue axis = nnAttrInt("axis", 1);
    MlirValue operands[2] = {p, reshape(l, bias, 1, &flat)};
    p = mlirValueIsNull(operands[0]) || mlirValueIsNull(operands[1])
            ? null()
            : onnxBuild(l->node, "nn.bias_add", 2, operands, 1, &axis);
  }
  l->projection = p;
  return !mlirValueIsNull(p);
}

// Direction d's [batch, hidden] slice of initial_h (input 5) or initial_c
// (input 6), or zeros.
static MlirValue initialState(Layer *l, intptr_t input, int64_t d) {
  MlirType state = onnxTensorType(onnxNodeContext(l->node), 2,
                                  (int64_t[]){l->batch, l->hidden}, l->element);
  if (!onnxNodeHasInput(l->node, input))
    return onnxBuildSplat(l->node, state, 0.0);
  MlirType t = onnxNodeInputType(l->node, input);
  int64_t dims[] = {l->batchFirst ? l->batch : l->directions,
                    l->batchFirst ? l->directions : l->batch, l->hidden};
  if (onnxTypeRank(t) != 3 || onnxTypeDim(t, 0) != dims[0] ||
      onnxTypeDim(t, 1) != dims[1] || onnxTypeDim(t, 2) != dims[2]) {
    onnxNodeError(l->node, "%s must be [%lld, %lld, %lld]",
                  input == 5 ? "initial_h" : "initial_c", (long long)dims[0],
                  (long long)dims[1], (long long)dims[2]);
    return null();
  }
  int64_t starts[] = {0, 0, 0}, ends[] = {dims[0], dims[1], dims[2]};
  starts[l->batchFirst ? 1 : 0] = d;
  ends[l->batchFirst ? 1 : 0] = d + 1;
  return reshape(l, slice(l, onnxNodeInput(l->node, input), 3, starts, ends), 2,
                 (int64_t[]){l->batch, l->hidden});
}

// Direction d's R, Rb (GRU with linear_before_reset), peepholes and state.
static bool readDirection(Layer *l, int64_t d, Direction *dir) {
  int64_t gh = l->gates * l->hidden;
  int64_t starts[] = {d, 0, 0}, ends[] = {d + 1, gh, l->hidden};
  dir->r = reshape(l, slice(l, onnxNodeInput(l->node, 2), 3, starts, ends), 2,
                   (int64_t[]){gh, l->hidden});
  if (l->cell == CELL_GRU && !l->linearBeforeReset) {
    int64_t hStart[] = {2 * l->hidden, 0}, hEnd[] = {gh, l->hidden};
    dir->rh = slice(l, dir->r, 2, hStart, hEnd);
    int64_t zrEnd[] = {2 * l->hidden, l->hidden};
    dir->r = slice(l, dir->r, 2, (int64_t[]){0, 0}, zrEnd);
  }
  if (l->cell == CELL_GRU && l->linearBeforeReset &&
      onnxNodeHasInput(l->node, 3)) {
    int64_t bStart[] = {d, gh}, bEnd[] = {d + 1, 2 * gh};
    dir->rBias = reshape(
        l, slice(l, onnxNodeInput(l->node, 3), 2, bStart, bEnd), 1, &gh);
    if (mlirValueIsNull(dir->rBias))
      return false;
  }
  if (l->cell == CELL_LSTM && onnxNodeHasInput(l->node, 7)) {
    MlirType p = onnxNodeInputType(l->node, 7);
    if (onnxTypeRank(p) != 2 || onnxTypeDim(p, 0) != l->directions ||
        onnxTypeDim(p, 1) != 3 * l->hidden)
      return onnxNodeError(l->node, "P must be [%lld, %lld]",
                           (long long)l->directions,
                           (long long)(3 * l->hidden));
    for (int64_t g = 0; g < 3; ++g) {
      int64_t pStart[] = {d, g * l->hidden},
              pEnd[] = {d + 1, (g + 1) * l->hidden};
      dir->peep[g] =
          reshape(l, slice(l, onnxNodeInput(l->node, 7), 2, pStart, pEnd), 1,
                  &l->hidden);
      if (mlirValueIsNull(dir->peep[g]))
        return false;
    }
  }
  dir->h = initialState(l, 5, d);
  dir->c = l->cell == CELL_LSTM ? initialState(l, 6, d) : null();
  bool needsRh = l->cell == CELL_GRU && !l->linearBeforeReset;
  return !mlirValueIsNull(dir->r) && !mlirValueIsNull(dir->h) &&
         (l->cell != CELL_LSTM || !mlirValueIsNull(dir->c)) &&
         (!needsRh || !mlirValueIsNull(dir->rh));
}

// sequence_lens (input 4) as [batch, 1]; its values when known.
static bool readLengths(Layer *l) {
  if (!onnxNodeHasInput(l->node, 4))
    return true;
  MlirType t = onnxNodeInputType(l->node, 4);
  if (onnxTypeRank(t) != 1 || onnxTypeDim(t, 0) != l->batch ||
      !mlirTypeIsAInteger(onnxTypeElement(t)))
    return onnxNodeError(l->node, "sequence_lens must be [%lld] integers",
                         (long long)l->batch);
  l->knownLens = onnxNodeConstant(l->node, 4);
  if (l->knownLens)
    return true;
  l->lens = reshape(l, onnxNodeInput(l->node, 4), 2, (int64_t[]){l->batch, 1});
  return !mlirValueIsNull(l->lens);
}

// Which batch rows take time t, as [batch, 1] i1; null (and *all) when
// every row does.
static MlirValue stepMask(Layer *l, int64_t t, bool *all) {
  *all = true;
  if (l->lens.ptr) {
    *all = false;
    MlirType lens = onnxTypeElement(mlirValueGetType(l->lens));
    return onnxBuildBinary(l->node, "nn.greater", l->lens,
                           onnxBuildScalar(l->node, lens, (double)t));
  }
  if (!l->knownLens)
    return null();
  for (int64_t b = 0; b < l->batch; ++b)
    *all = *all && onnxTensorInt(l->knownLens, b) > t;
  if (*all)
    return null();
  OnnxTensor mask;
  NnStringBuffer error = {0};
  if (!onnxTensorAllocate(onnxNodeContext(l->node),
                          ONNX__TENSOR_PROTO__DATA_TYPE__BOOL, 2,
                          (int64_t[]){l->batch, 1}, &mask, &error)) {
    onnxNodeError(l->node, "%s", nnStringBufferStr(&error));
    nnStringBufferFree(&error);
    return null();
  }
  for (int64_t b = 0; b < l->batch; ++b)
    onnxTensorSetInt(&mask, b, onnxTensorInt(l->knownLens, b) > t);
  MlirValue value = onnxBuildConstant(l->node, &mask);
  onnxTensorFree(&mask);
  return value;
}

/* One step. */

// The cell at time t of direction d: updates dir->h (and dir->c) and
// records Y.
static bool step(Layer *l, int64_t d, Direction *dir, int64_t t) {
  const Activation *f = l->funcs[d];
  int64_t gh = l->gates * l->hidden;
  int64_t starts[] = {t * l->batch, d * gh};
  int64_t ends[] = {(t + 1) * l->batch, (d + 1) * gh};
  MlirValue x = slice(l, l->projection, 2, starts, ends);
  MlirValue h = dir->h, c = null(), y;
  if (l->cell == CELL_RNN) {
    h = gate(l, &f[0],
             onnxBuildBinary(l->node, "nn.add", x, matmulT(l, dir->h, dir->r)));
  } else if (l->cell == CELL_GRU) {
    MlirValue xg[3], rg[3];
    if (!splitGates(l, x, 3, xg))
      return false;
    MlirValue rec = matmulT(l, dir->h, dir->r);
    if (dir->rBias.ptr) {
      NnAttrValue axis = nnAttrInt("axis", 1);
      MlirValue operands[2] = {rec, dir->rBias};
      rec = mlirValueIsNull(rec)
                ? rec
                : onnxBuild(l->node, "nn.bias_add", 2, operands, 1, &axis);
    }
    if (!splitGates(l, rec, l->linearBeforeReset ? 3 : 2, rg))
      return false;
    MlirValue z =
        gate(l, &f[0], onnxBuildBinary(l->node, "nn.add", xg[0], rg[0]));
    MlirValue r =
        gate(l, &f[0], onnxBuildBinary(l->node, "nn.add", xg[1], rg[1]));
    MlirValue hr =
        l->linearBeforeReset
            ? onnxBuildBinary(l->node, "nn.mul", r, rg[2])
            : matmulT(l, onnxBuildBinary(l->node, "nn.mul", r, dir->h),
                      dir->rh);
    MlirValue candidate =
        gate(l, &f[1], onnxBuildBinary(l->node, "nn.add", xg[2], hr));
    // (1 - z) * candidate + z * h, as ONNX writes it.
    MlirValue keep = onnxBuildBinary(l->node, "nn.sub", scalar(l, 1.0), z);
    MlirValue fresh = onnxBuildBinary(l->node, "nn.mul", keep, candidate);
    h = onnxBuildBinary(l->node, "nn.add", fresh,
                        onnxBuildBinary(l->node, "nn.mul", z, dir->h));
  } else {
    MlirValue g[4];
    if (!splitGates(
            l,
            onnxBuildBinary(l->node, "nn.add", x, matmulT(l, dir->h, dir->r)),
            4, g))
      return false;
    MlirValue in = g[0], out = g[1], forget = g[2], cell = g[3];
    if (dir->peep[0].ptr) {
      in = onnxBuildBinary(
          l->node, "nn.add", in,
          onnxBuildBinary(l->node, "nn.mul", dir->peep[0], dir->c));
      forget = onnxBuildBinary(
          l->node, "nn.add", forget,
          onnxBuildBinary(l->node, "nn.mul", dir->peep[2], dir->c));
    }
    in = gate(l, &f[0], in);
    // input_forget couples the gates: f = 1 - i.
    forget = l->inputForget
                 ? onnxBuildBinary(l->node, "nn.sub", scalar(l, 1.0), in)
                 : gate(l, &f[0], forget);
    MlirValue kept = onnxBuildBinary(l->node, "nn.mul", forget, dir->c);
    MlirValue added =
        onnxBuildBinary(l->node, "nn.mul", in, gate(l, &f[1], cell));
    c = onnxBuildBinary(l->node, "nn.add", kept, added);
    if (dir->peep[1].ptr)
      out =
          onnxBuildBinary(l->node, "nn.add", out,
                          onnxBuildBinary(l->node, "nn.mul", dir->peep[1], c));
    out = gate(l, &f[0], out);
    h = onnxBuildBinary(l->node, "nn.mul", out, activate(l, &f[2], c));
  }
  bool all;
  MlirValue mask = stepMask(l, t, &all);
  if (!all) {
    // Past a row's length: Y is zero and the state keeps its value.
    MlirType state = mlirValueGetType(dir->h);
    y = onnxNodeHasOutput(l->node, 0)
            ? onnxBuildWhere(l->node, mask, h,
                             onnxBuildSplat(l->node, state, 0.0))
            : h;
    h = onnxBuildWhere(l->node, mask, h, dir->h);
    if (l->cell == CELL_LSTM)
      c = onnxBuildWhere(l->node, mask, c, dir->c);
  } else {
    y = h;
  }
  dir->h = h;
  dir->c = c;
  // Y's pieces are built only where Y is used.
  if (onnxNodeHasOutput(l->node, 0))
    y = dir->outputs[t] = reshape(l, y, 3, (int64_t[]){1, l->batch, l->hidden});
  return !mlirValueIsNull(y) && !mlirValueIsNull(h) &&
         (l->cell != CELL_LSTM || !mlirValueIsNull(c));
}

/* Outputs. */

// The final states of every direction as [directions, batch, hidden]
// (layout 1: [batch, directions, hidden]).
static MlirValue finalState(Layer *l, Direction *dirs, bool cell) {
  MlirValue parts[MAX_DIRECTIONS];
  for (int64_t d = 0; d < l->directions; ++d)
    parts[d] = reshape(l, cell ? dirs[d].c : dirs[d].h, 3,
                       (int64_t[]){1, l->batch, l->hidden});
  MlirValue y = concat(l, l->directions, parts, 0);
  if (l->batchFirst) {
    int64_t perm[] = {1, 0, 2};
    y = onnxBuildTranspose(l->node, y, 3, perm);
  }
  return y;
}

// Y: [seq, directions, batch, hidden] (layout 1: [batch, seq, directions,
// hidden]), one concatenation of every step's output in (time, direction)
// order.
static MlirValue sequenceOutput(Layer *l, Direction *dirs) {
  int64_t n = l->seq * l->directions;
  MlirValue *parts = nnAllocArray((size_t)n, sizeof(MlirValue));
  if (!parts) {
    onnxNodeError(l->node, "out of memory");
    return null();
  }
  for (int64_t t = 0; t < l->seq; ++t)
    for (int64_t d = 0; d < l->directions; ++d)
      parts[t * l->directions + d] = dirs[d].outputs[t];
  MlirValue y = concat(l, n, parts, 0);
  free(parts);
  y = reshape(l, y, 4, (int64_t[]){l->seq, l->directions, l->batch, l->hidden});
  if (l->batchFirst) {
    int64_t perm[] = {2, 0, 1, 3};
    y = onnxBuildTranspose(l->node, y, 4, perm);
  }
  return y;
}

static bool convertRecurrent(OnnxNode *node, CellKind cell) {
  Layer l = {.node = node, .cell = cell};
  if (!readLayer(&l) || !readLengths(&l))
    return false;
  if (l.seq == 0 || l.batch == 0)
    return onnxNodeError(node, "empty sequences or batches are not supported");
  if (!buildProjection(&l))
    return false;
  Direction dirs[MAX_DIRECTIONS] = {{0}};
  MlirStringRef direction = onnxAttrString(node, "direction", "forward");
  bool ok = true;
  for (int64_t d = 0; d < l.directions && ok; ++d) {
    dirs[d].reverse = d == 1 || nameIs(direction, "reverse");
    dirs[d].outputs = nnAllocArray((size_t)l.seq, sizeof(MlirValue));
    ok = dirs[d].outputs ? readDirection(&l, d, &dirs[d])
                         : onnxNodeError(node, "out of memory");
  }
  for (int64_t d = 0; d < l.directions && ok; ++d)
    for (int64_t s = 0; s < l.seq && ok; ++s)
      ok = step(&l, d, &dirs[d], dirs[d].reverse ? l.seq - 1 - s : s);
  if (ok && onnxNodeHasOutput(node, 0))
    ok = onnxNodeSetOutput(node, 0, sequenceOutput(&l, dirs));
  if (ok && onnxNodeHasOutput(node, 1))
    ok = onnxNodeSetOutput(node, 1, finalState(&l, dirs, false));
  if (ok && cell == CELL_LSTM && onnxNodeHasOutput(node, 2))
    ok = onnxNodeSetOutput(node, 2, finalState(&l, dirs, true));
  for (int64_t d = 0; d < l.directions; ++d)
    free(dirs[d].outputs);
  return ok;
}

static bool convertRNN(OnnxNode *node) {
  return convertRecurrent(node, CELL_RNN);
}
static bool convertGRU(OnnxNode *node) {
  return convertRecurrent(node, CELL_GRU);
}
static bool convertLSTM(OnnxNode *node) {
  return convertRecurrent(node, CELL_LSTM);
}

#define LIMITS                                                                 \
  "static shapes; at most 4096 time steps (the loop is unrolled); float "      \
  "inputs; the activations ONNX lists"

const OnnxConverter onnxRecurrentConverters[] = {
    {"", "RNN", 7, ONNX_MAX_OPSET, convertRNN,
     "nn.matmul, nn.bias_add, nn.slice, nn.add, nn.tanh, nn.where, "
     "tensor.concat",
     LIMITS},
    {"", "GRU", 7, ONNX_MAX_OPSET, convertGRU,
     "nn.matmul, nn.bias_add, nn.slice, nn.add, nn.mul, nn.sub, "
     "nn.sigmoid, nn.tanh, nn.where, tensor.concat",
     LIMITS},
    {"", "LSTM", 7, ONNX_MAX_OPSET, convertLSTM,
     "nn.matmul, nn.bias_add, nn.slice, nn.add, nn.mul, nn.sub, "
     "nn.sigmoid, nn.tanh, nn.where, tensor.concat",
     LIMITS},
};
const size_t onnxNumRecurrentConverters =
    sizeof(onnxRecurrentConverters) / sizeof(onnxRecurrentConverters[0]);
