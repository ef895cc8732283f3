//===- framework.c - A framework embedding nn through its C API -----------===//
//
// This program plays a deep-learning framework. It holds two models as its
// own tensors (a ResNet basic block and a transformer encoder layer, with
// weights), hands them to nn through the graph builder (nn-c/Builder.h),
// optimises them with nn's inference pipeline (nn-c/Passes.h), compiles them
// for the CPU (nn-c/Compile.h), runs them on its own buffers (nn-c/Run.h)
// and checks the results against its own eager kernels (reference.c).
//
// Nothing here spells MLIR syntax or computes a shape: the builder infers
// every result type from the op registry, and attributes are C values.
// Walked through in the README ("Embedding nn in a framework").
//
//===----------------------------------------------------------------------===//

#include "reference.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "nn-c/Builder.h"
#include "nn-c/Compile.h"
#include "nn-c/Passes.h"
#include "nn-c/Run.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The inference pipeline: batch norms folded into the convolutions, NHWC,
// constants folded, kernels fused.
static const char *const kPipeline =
    "builtin.module(func.func(simplify-inference, convert-layout{to=NHWC}), "
    "fold-constants, fuse-ops)";

//===----------------------------------------------------------------------===//
// The framework's tensors
//===----------------------------------------------------------------------===//

enum { kC = 8, kH = 8, kImage = kC * kH * kH };        // ResNet block
enum { kS = 16, kD = 32, kF = 64, kTokens = kS * kD }; // encoder layer

// Deterministic weights in [-scale, scale]: a linear congruential generator.
static void fill(float *x, int count, float scale, unsigned *seed) {
  for (int i = 0; i < count; ++i) {
    *seed = *seed * 1664525u + 1013904223u;
    x[i] = scale * ((float)(*seed >> 8) / (float)(1u << 24) * 2 - 1);
  }
}

typedef struct {
  float w1[kC * kC * 9], w2[kC * kC * 9];
  float bn[2][4][kC]; // per batch norm: scale, bias, mean, var
} ResNetWeights;

typedef struct {
  float wq[kD * kD], wk[kD * kD], wv[kD * kD], wo[kD * kD];
  float w1[kD * kF], b1[kF], w2[kF * kD], b2[kD];
  float g1[kD], be1[kD], g2[kD], be2[kD];
} EncoderWeights;

static void initWeights(ResNetWeights *r, EncoderWeights *e) {
  unsigned seed = 42;
  fill(r->w1, kC * kC * 9, 0.3f, &seed);
  fill(r->w2, kC * kC * 9, 0.3f, &seed);
  for (int b = 0; b < 2; ++b) {
    fill(r->bn[b][0], kC, 0.5f, &seed);
    fill(r->bn[b][1], kC, 0.5f, &seed);
    fill(r->bn[b][2], kC, 0.5f, &seed);
    fill(r->bn[b][3], kC, 0.5f, &seed);
    for (int c = 0; c < kC; ++c) {
      r->bn[b][0][c] += 1.0f; // scale around 1
      r->bn[b][3][c] += 1.0f; // variance > 0
    }
  }
  float *encoder[] = {e->wq, e->wk, e->wv, e->wo,  e->w1, e->b1,
                      e->w2, e->b2, e->g1, e->be1, e->g2, e->be2};
  int sizes[] = {kD * kD, kD * kD, kD * kD, kD * kD, kD * kF, kF,
                 kF * kD, kD,      kD,      kD,      kD,      kD};
  for (int i = 0; i < 12; ++i)
    fill(encoder[i], sizes[i], 0.2f, &seed);
  for (int i = 0; i < kD; ++i) {
    e->g1[i] += 1.0f;
    e->g2[i] += 1.0f;
  }
}

//===----------------------------------------------------------------------===//
// Building the graphs
//===----------------------------------------------------------------------===//

static void printError(MlirStringRef message, void *userData) {
  fprintf(stderr, "%s: %.*s\n", (const char *)userData, (int)message.length,
          message.data);
}

static MlirType f32Tensor(MlirContext ctx, intptr_t rank,
                          const int64_t *shape) {
  return mlirRankedTensorTypeGet(rank, shape, mlirF32TypeGet(ctx),
                                 mlirAttributeGetNull());
}

// A weight becomes a constant of the graph (the builder copies the bytes).
static MlirValue weight(NnGraphBuilder b, MlirContext ctx, const float *data,
                        intptr_t rank, const int64_t *shape) {
  size_t count = 1;
  for (intptr_t i = 0; i < rank; ++i)
    count *= (size_t)shape[i];
  return nnGraphBuilderConstant(b, f32Tensor(ctx, rank, shape), data,
                                count * sizeof(float));
}

static MlirValue op1(NnGraphBuilder b, const char *name, MlirValue x) {
  return nnGraphBuilderOp(b, name, 1, &x, 0, NULL);
}

static MlirValue op2(NnGraphBuilder b, const char *name, MlirValue x,
                     MlirValue y) {
  MlirValue operands[] = {x, y};
  return nnGraphBuilderOp(b, name, 2, operands, 0, NULL);
}

// conv2d 3x3 (padding 1) followed by batch_norm, NCHW.
static MlirValue convBn(NnGraphBuilder b, MlirContext ctx, MlirValue x,
                        const float *w, float bn[4][kC]) {
  const int64_t wShape[] = {kC, kC, 3, 3}, cShape[] = {kC};
  const int64_t padding[] = {1, 1, 1, 1};
  MlirValue conv[] = {x, weight(b, ctx, w, 4, wShape)};
  NnAttrValue pad = nnAttrIntArray("padding", 4, padding);
  MlirValue y = nnGraphBuilderOp(b, "nn.conv2d", 2, conv, 1, &pad);
  MlirValue norm[5] = {y};
  for (int i = 0; i < 4; ++i)
    norm[1 + i] = weight(b, ctx, bn[i], 1, cShape);
  return nnGraphBuilderOp(b, "nn.batch_norm", 5, norm, 0, NULL);
}

static void buildResNetBlock(NnGraphBuilder b, MlirContext ctx,
                             ResNetWeights *w) {
  const int64_t shape[] = {1, kC, kH, kH};
  MlirType type = f32Tensor(ctx, 4, shape);
  nnGraphBuilderBeginFunction(b, mlirStringRefCreateFromCString("resnet_block"),
                              1, &type);
  MlirValue x = nnGraphBuilderGetArgument(b, 0);
  MlirValue y = op1(b, "nn.relu", convBn(b, ctx, x, w->w1, w->bn[0]));
  y = convBn(b, ctx, y, w->w2, w->bn[1]);
  y = op1(b, "nn.relu", op2(b, "nn.add", y, x));
  nnGraphBuilderEndFunction(b, 1, &y);
}

static MlirValue linear(NnGraphBuilder b, MlirContext ctx, MlirValue x,
                        const float *w, int k, int n, const float *bias) {
  const int64_t wShape[] = {k, n}, bShape[] = {n};
  MlirValue y = op2(b, "nn.matmul", x, weight(b, ctx, w, 2, wShape));
  if (!bias)
    return y;
  MlirValue operands[] = {y, weight(b, ctx, bias, 1, bShape)};
  NnAttrValue axis = nnAttrInt("axis", -1);
  return nnGraphBuilderOp(b, "nn.bias_add", 2, operands, 1, &axis);
}

static MlirValue layerNorm(NnGraphBuilder b, MlirContext ctx, MlirValue x,
                           const float *gamma, const float *beta) {
  const int64_t shape[] = {kD};
  MlirValue operands[] = {x, weight(b, ctx, gamma, 1, shape),
                          weight(b, ctx, beta, 1, shape)};
  return nnGraphBuilderOp(b, "nn.layer_norm", 3, operands, 0, NULL);
}

// Single-head self-attention, then an MLP, each with a residual connection
// and a post layer_norm (the original Transformer's encoder layer).
static void buildEncoderLayer(NnGraphBuilder b, MlirContext ctx,
                              EncoderWeights *w) {
  const int64_t shape[] = {kS, kD};
  MlirType type = f32Tensor(ctx, 2, shape);
  nnGraphBuilderBeginFunction(
      b, mlirStringRefCreateFromCString("encoder_layer"), 1, &type);
  MlirValue x = nnGraphBuilderGetArgument(b, 0);
  MlirValue q = linear(b, ctx, x, w->wq, kD, kD, NULL);
  MlirValue k = linear(b, ctx, x, w->wk, kD, kD, NULL);
  MlirValue v = linear(b, ctx, x, w->wv, kD, kD, NULL);
  MlirValue qk[] = {q, k};
  NnAttrValue transposeB = nnAttrBool("transpose_b", true);
  MlirValue s = nnGraphBuilderOp(b, "nn.matmul", 2, qk, 1, &transposeB);
  NnAttrValue scale = nnAttrFloat("scale", 1 / sqrt((double)kD));
  s = nnGraphBuilderOp(b, "nn.scale", 1, &s, 1, &scale);
  MlirValue p = op1(b, "nn.softmax", s);
  MlirValue attention = op2(b, "nn.matmul", p, v);
  MlirValue o = linear(b, ctx, attention, w->wo, kD, kD, NULL);
  MlirValue h = layerNorm(b, ctx, op2(b, "nn.add", x, o), w->g1, w->be1);
  MlirValue f = linear(b, ctx, h, w->w1, kD, kF, w->b1);
  NnAttrValue tanh = nnAttrString("approximate", "tanh");
  f = nnGraphBuilderOp(b, "nn.gelu", 1, &f, 1, &tanh);
  f = linear(b, ctx, f, w->w2, kF, kD, w->b2);
  MlirValue y = layerNorm(b, ctx, op2(b, "nn.add", h, f), w->g2, w->be2);
  nnGraphBuilderEndFunction(b, 1, &y);
}

//===----------------------------------------------------------------------===//
// The framework's own kernels, for reference
//===----------------------------------------------------------------------===//

static void referenceResNetBlock(const ResNetWeights *w, const float *x,
                                 float *out) {
  static float t[kImage];
  refConv3x3(x, w->w1, t, 1, kC, kC, kH, kH);
  refBatchNorm(t, w->bn[0][0], w->bn[0][1], w->bn[0][2], w->bn[0][3], 1, kC,
               kH * kH);
  refRelu(t, kImage);
  refConv3x3(t, w->w2, out, 1, kC, kC, kH, kH);
  refBatchNorm(out, w->bn[1][0], w->bn[1][1], w->bn[1][2], w->bn[1][3], 1, kC,
               kH * kH);
  refAdd(out, x, kImage);
  refRelu(out, kImage);
}

static void referenceEncoderLayer(const EncoderWeights *w, const float *x,
                                  float *out) {
  static float q[kTokens], k[kTokens], v[kTokens], s[kS * kS], a[kTokens],
      h[kTokens], f[kS * kF];
  refMatmul(x, w->wq, NULL, q, kS, kD, kD);
  refMatmul(x, w->wk, NULL, k, kS, kD, kD);
  refMatmul(x, w->wv, NULL, v, kS, kD, kD);
  refMatmulTransposedB(q, k, s, kS, kD, kS);
  for (int i = 0; i < kS * kS; ++i)
    s[i] = (float)(s[i] / sqrt((double)kD));
  refSoftmaxRows(s, kS, kS);
  refMatmul(s, v, NULL, a, kS, kS, kD);
  refMatmul(a, w->wo, NULL, h, kS, kD, kD);
  refAdd(h, x, kTokens);
  refLayerNormRows(h, w->g1, w->be1, kS, kD);
  refMatmul(h, w->w1, w->b1, f, kS, kD, kF);
  refGeluTanh(f, kS * kF);
  refMatmul(f, w->w2, w->b2, out, kS, kF, kD);
  refAdd(out, h, kTokens);
  refLayerNormRows(out, w->g2, w->be2, kS, kD);
}

//===----------------------------------------------------------------------===//
// main
//===----------------------------------------------------------------------===//

// Kernels one call of `entry` launches: the calls of fused functions and
// the nn ops (and tensor.concat) left in its body.
static int countKernels(MlirModule module, const char *entry, int *transposes) {
  int kernels = 0;
  *transposes = 0;
  MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  for (; !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute name = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("sym_name"));
    if (mlirAttributeIsNull(name) ||
        !mlirStringRefEqual(mlirStringAttrGetValue(name),
                            mlirStringRefCreateFromCString(entry)))
      continue;
    MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
    for (MlirOperation o = mlirBlockGetFirstOperation(body);
         !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o)) {
      MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(o));
      bool isNn = n.length > 3 && strncmp(n.data, "nn.", 3) == 0;
      kernels +=
          isNn ||
          mlirStringRefEqual(n, mlirStringRefCreateFromCString("func.call")) ||
          mlirStringRefEqual(n,
                             mlirStringRefCreateFromCString("tensor.concat"));
      *transposes +=
          mlirStringRefEqual(n, mlirStringRefCreateFromCString("nn.transpose"));
    }
  }
  return kernels;
}

// Runs `entry` on `input` and compares with `expected`; true when close.
static bool runAndCheck(NnExecutable exe, const char *entry, float *input,
                        const int64_t *shape, intptr_t rank,
                        const float *expected, int count) {
  float *output = calloc((size_t)count, sizeof(float));
  NnTensor in = {input, NN_ELEMENT_F32, rank, shape};
  NnTensor out = {output, NN_ELEMENT_F32, rank, shape};
  bool ok = mlirLogicalResultIsSuccess(
      nnExecutableRun(exe, mlirStringRefCreateFromCString(entry), 1, &in, 1,
                      &out, printError, (void *)entry));
  double maxError = 0;
  for (int i = 0; ok && i < count; ++i)
    maxError = fmax(maxError, fabs(output[i] - expected[i]));
  if (ok) {
    printf("@%s: nn        ", entry);
    for (int i = 0; i < 4; ++i)
      printf(" %9.5f", output[i]);
    printf(" ...\n@%s: reference ", entry);
    for (int i = 0; i < 4; ++i)
      printf(" %9.5f", expected[i]);
    printf(" ...\n@%s: max abs error %.2e over %d values: %s\n", entry,
           maxError, count, maxError < 1e-4 ? "ok" : "MISMATCH");
  }
  free(output);
  return ok && maxError < 1e-4;
}

int main(void) {
  static ResNetWeights resnet;
  static EncoderWeights encoder;
  initWeights(&resnet, &encoder);

  MlirContext ctx = mlirContextCreate();
  NnGraphBuilder b = nnGraphBuilderCreate(ctx, printError, "builder");
  buildResNetBlock(b, ctx, &resnet);
  buildEncoderLayer(b, ctx, &encoder);
  MlirModule module = nnGraphBuilderTakeModule(b);
  nnGraphBuilderDestroy(b);
  if (mlirModuleIsNull(module)) {
    mlirContextDestroy(ctx);
    return 1;
  }

  const char *entries[] = {"resnet_block", "encoder_layer"};
  int before[2], transposes;
  for (int i = 0; i < 2; ++i)
    before[i] = countKernels(module, entries[i], &transposes);

  // Anchored on builtin.module, as the pipeline text is: a pass manager
  // made with mlirPassManagerCreate is op-agnostic ("any") and would nest
  // the pipeline under it, running it on modules inside the module.
  MlirPassManager pm = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString("builtin.module"));
  bool ok =
      mlirLogicalResultIsSuccess(nnAddPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          mlirStringRefCreateFromCString(kPipeline), printError, "pipeline")) &&
      mlirLogicalResultIsSuccess(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)));
  mlirPassManagerDestroy(pm);
  printf("pipeline: %s\n", kPipeline);
  for (int i = 0; ok && i < 2; ++i) {
    int after = countKernels(module, entries[i], &transposes);
    printf("@%s: %d ops as built, %d kernels after the pipeline "
           "(%d of them transposes)\n",
           entries[i], before[i], after, transposes);
  }

  NnExecutable exe = {NULL};
  if (ok) {
    exe = nnCompile(module, NULL, printError, "compile");
    ok = !nnExecutableIsNull(exe);
  }
  if (ok) {
    static float image[kImage], imageRef[kImage];
    static float tokens[kTokens], tokensRef[kTokens];
    unsigned seed = 7;
    fill(image, kImage, 1.0f, &seed);
    fill(tokens, kTokens, 1.0f, &seed);
    referenceResNetBlock(&resnet, image, imageRef);
    referenceEncoderLayer(&encoder, tokens, tokensRef);
    const int64_t imageShape[] = {1, kC, kH, kH}, tokenShape[] = {kS, kD};
    ok = runAndCheck(exe, "resnet_block", image, imageShape, 4, imageRef,
                     kImage);
    ok = runAndCheck(exe, "encoder_layer", tokens, tokenShape, 2, tokensRef,
                     kTokens) &&
         ok;
  }
  nnExecutableDestroy(exe);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return ok ? 0 : 1;
}
