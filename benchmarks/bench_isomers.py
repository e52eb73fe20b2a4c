"""Time isomers() and molecule_from_atoms(): prints one plain line per formula (cold caches)."""

from __future__ import annotations

import time

from chemteach.chem import isomers, molecule_from_atoms
from chemteach.chem.isomers import _isomers, _skeletons

FORMULAS = ["C6H6", "C7H16", "C7H8", "C7H2", "C3N4", "C6H7N", "C4H4N2O", "C3H3N3O"]


def main() -> None:
    """Print the time and count of each formula, then the builder's time per bag of atoms."""
    start = time.perf_counter()
    _skeletons()
    print(
        f"skeleton graphs (networkx atlas, once per process): {time.perf_counter() - start:.3f} s"
    )
    for text in FORMULAS:
        _isomers.cache_clear()
        start = time.perf_counter()
        count = len(isomers(text))
        print(f"isomers {text}: {count} isomers in {time.perf_counter() - start:.3f} s")
    bags = ["H2O", "C2H6O", "C6H6", "C8H18", "C3H4N2O2", "C20H2", "C10N10O10H2"]
    for bag in bags:
        start = time.perf_counter()
        molecule_from_atoms(bag)
        print(f"molecule_from_atoms {bag}: {1000 * (time.perf_counter() - start):.2f} ms")


if __name__ == "__main__":
    main()
