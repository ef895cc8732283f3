//===- ShapeFunctions.h - The C that checks and gives an entry's shapes ---===//
//
// An entry with dynamic sizes exports nn_<entry>_output_shapes (ModelAbi.h,
// version 2): C, written here from the entry's size rules
// (capi/lib/EntryShapes.h), that checks the equalities the graph's ops need
// and computes each output size from the inputs' sizes, with the checked
// arithmetic of ModelShapes.c. The rules are affine expressions, so the C
// is straight-line: one statement per node of an expression, no loop, no
// MLIR at run time.
//
//===----------------------------------------------------------------------===//

#ifndef NN_COMPILE_SHAPEFUNCTIONS_H
#define NN_COMPILE_SHAPEFUNCTIONS_H

#include "Entries.h"

/// Writes nn_<e>_output_shapes for the dynamic entry `e`, whose tensors are
/// the library's table nn__tensors_<k>. Fails, saying why in `error`, on a
/// rule it cannot write (one that is not over the inputs' sizes).
bool nnWriteShapeFunction(const NnAotEntry *e, int k, NnStringBuffer *out,
                          NnStringBuffer *error);

#endif // NN_COMPILE_SHAPEFUNCTIONS_H
