//===- Ops.h - The converter tables of ops/ -------------------------------===//
//
// Each file of ops/ converts one family of ONNX ops and exports its rows;
// Table.c lists these tables. A new ONNX op is one row (and, unless it maps
// to one nn op directly, one converter function) in its family's file.
//
//===----------------------------------------------------------------------===//

#ifndef NN_IMPORT_ONNX_OPS_OPS_H
#define NN_IMPORT_ONNX_OPS_OPS_H

#include "../Converter.h"

#include <stddef.h>

extern const OnnxConverter onnxElementwiseConverters[]; // Elementwise.c
extern const size_t onnxNumElementwiseConverters;
extern const OnnxConverter onnxNeuralConverters[]; // Neural.c
extern const size_t onnxNumNeuralConverters;
extern const OnnxConverter onnxShapeConverters[]; // Shape.c
extern const size_t onnxNumShapeConverters;
extern const OnnxConverter onnxMovementConverters[]; // Movement.c
extern const size_t onnxNumMovementConverters;
extern const OnnxConverter onnxReductionConverters[]; // Reduction.c
extern const size_t onnxNumReductionConverters;
extern const OnnxConverter onnxComposedConverters[]; // Composed.c
extern const size_t onnxNumComposedConverters;
extern const OnnxConverter onnxLegacyConverters[]; // Legacy.c
extern const size_t onnxNumLegacyConverters;
extern const OnnxConverter onnxSignalConverters[]; // Signal.c
extern const size_t onnxNumSignalConverters;
extern const OnnxConverter onnxQuantizeConverters[]; // Quantize.c
extern const size_t onnxNumQuantizeConverters;
extern const OnnxConverter onnxIndexingConverters[]; // Indexing.c
extern const size_t onnxNumIndexingConverters;
extern const OnnxConverter onnxLossConverters[]; // Loss.c
extern const size_t onnxNumLossConverters;
extern const OnnxConverter onnxResampleConverters[]; // Resample.c
extern const size_t onnxNumResampleConverters;
extern const OnnxConverter onnxWindowConverters[]; // Window.c
extern const size_t onnxNumWindowConverters;
extern const OnnxConverter onnxScanConverters[]; // Scan.c
extern const size_t onnxNumScanConverters;
extern const OnnxConverter onnxMathConverters[]; // Math.c
extern const size_t onnxNumMathConverters;
extern const OnnxConverter onnxRecurrentConverters[]; // Recurrent.c
extern const size_t onnxNumRecurrentConverters;
extern const OnnxConverter onnxSelectionConverters[]; // Selection.c
extern const size_t onnxNumSelectionConverters;

/// Conv's convolution of x by w (1-D to 3-D, the node's auto_pad, pads,
/// strides, dilations and group), plus input `bias` along the channels when
/// the node has it (-1: none): what Conv builds, shared with ConvInteger and
/// QLinearConv (Neural.c). Null on failure, reported.
MlirValue onnxBuildConvolution(OnnxNode *node, MlirValue x, MlirValue w,
                               intptr_t bias);

#endif // NN_IMPORT_ONNX_OPS_OPS_H
