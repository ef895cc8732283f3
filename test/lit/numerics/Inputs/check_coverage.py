"""Fails when an (op, element type) pair the op registry allows has no
numerical case: every op accepting f16/bf16 needs a case in each, every op
accepting integers one in each integer type (i8, i32, i64, and i1 where the
op takes any type). A case is an op call in one of the given MLIR files;
a `--verify-diagnostics` file documenting an unsupported pair counts too.

Usage: nn-opt --emit-op-docs | python3 check_coverage.py FILE.mlir...
Standard library only.
"""
import sys

from registry_types import cases_in, read_ops, required


def main():
    ops = read_ops(sys.stdin.read())
    # A change of the docs' format must fail here, not pass with nothing
    # required: every op has operands.
    if not ops:
        sys.exit("check_coverage: no ops in the --emit-op-docs text")
    unread = sorted(op for op, (_, operands) in ops.items() if not operands)
    if unread:
        sys.exit("check_coverage: no operand table read for %s"
                 % ", ".join(unread))
    found = set()
    for path in sys.argv[1:]:
        with open(path) as f:
            found |= cases_in(f.read(), ops)
    missing = sorted(required(ops) - found)
    for op, ty in missing:
        print("missing: %s has no numerical case in %s" % (op, ty))
    print("%d op/type pairs required, %d covered, %d missing"
          % (len(required(ops)), len(required(ops)) - len(missing),
             len(missing)))
    sys.exit(1 if missing else 0)


main()
