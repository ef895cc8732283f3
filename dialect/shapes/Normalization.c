//===- Normalization.c - Shape rules (being written) --------------------------===//

#include "../ShapeContext.h"
#include "Shapes.h"
