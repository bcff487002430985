"""``python -m app.bench [name ...] [-- options]``: print benchmark figures."""

from __future__ import annotations

import importlib
import sys
import time

from app.bench import BENCHMARKS


def main(argv: list[str]) -> int:
    names = [a for a in argv if not a.startswith("-")] or list(BENCHMARKS)
    options = [a for a in argv if a.startswith("-")]
    unknown = [n for n in names if n not in BENCHMARKS]
    if unknown:
        print(f"unknown benchmark(s): {', '.join(unknown)}; known: {', '.join(BENCHMARKS)}")
        return 2
    for name in names:
        try:
            module = importlib.import_module(f"app.bench.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"app.bench.{name}":
                print(f"== {name}: not available yet")
                continue
            raise
        print(f"== {name}: {BENCHMARKS[name]}")
        start = time.perf_counter()
        module.main(options)
        print(f"   ({time.perf_counter() - start:.1f} s)")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
