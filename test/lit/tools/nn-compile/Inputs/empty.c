// A shared library that is not a model: nn-run must say so.
int nn_not_a_model(void) { return 0; }
