"""All constitutional isomers of a small H/C/N/O/F formula, as canonical SMILES.

Method (the three stages of the structure generator surge, McKay, Yirik & Steinbeck,
J. Cheminform. 14:24, 2022, done in Python for at most 7 C/N/O atoms):

1. Skeletons. Remove the H and F atoms (valence 1: always end atoms, except in H2, HF, F2).
   What is left, the C/N/O atoms, is one connected piece whose simple graph (bond orders
   forgotten) has maximum degree <= 4. networkx's graph atlas lists every graph with up to 7
   nodes exactly once, so the skeletons are its connected graphs of max degree <= 4.
2. Labels. On one skeleton, give each node an element, each edge a bond order 1..3 and each
   node a number of F atoms (the rest of its free valence is H), so that the valences and the
   formula fit. Two labellings of one skeleton are the same molecule exactly when an
   automorphism of the skeleton maps one to the other, and different skeletons never give
   the same molecule. So we keep a labelling only when it is the lexicographically smallest
   in its orbit under the automorphism group: one labelling per molecule, no RDKit needed.
3. SMILES. Each kept molecule is built in RDKit, sanitized and written as canonical SMILES.
   RDKit's aromaticity merges the Kekule structures of an aromatic ring into one SMILES, so
   they count as one isomer, as a chemist counts them. For <= 7 C/N/O atoms this only
   happens in heteroaromatic rings: pyridazine (C4H4N2 has 1004 isomers, not 1005 graphs),
   2- and 3-methylpyridine (C6H7N: 4376, not 4378); pure C/H formulas are not affected.

Stereoisomers are not counted (no cis/trans, no R/S). The counts are tested against the
literature (alkanes: OEIS A000602; C6H6: 217, as surge and MOLGEN give) and against an
independent brute-force search over all bond-order assignments for small formulas.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache

from rdkit import Chem

from .atoms import VALENCE, check_size
from .errors import ChemError
from .formula import count_atoms, formula

#: isomers() handles formulas with at most this many C, N and O atoms (any number of H and F).
MAX_BACKBONE_ATOMS = 7

_BOND_TYPES = {1: Chem.BondType.SINGLE, 2: Chem.BondType.DOUBLE, 3: Chem.BondType.TRIPLE}


@dataclass(frozen=True)
class _Skeleton:
    """A connected simple graph on nodes 0..m-1 with its automorphisms."""

    edges: tuple[tuple[int, int], ...]
    degrees: tuple[int, ...]
    node_maps: tuple[tuple[int, ...], ...]  # automorphism: node i -> node_maps[k][i]
    edge_maps: tuple[tuple[int, ...], ...]  # the same automorphism on edge indices


@lru_cache(maxsize=1)
def _skeletons() -> dict[int, tuple[_Skeleton, ...]]:
    """Every connected graph with 1..7 nodes and max degree <= 4, by number of nodes."""
    import networkx as nx  # here, not at module level: only isomer counting needs it
    from networkx.algorithms.isomorphism import GraphMatcher

    found: dict[int, list[_Skeleton]] = {m: [] for m in range(1, MAX_BACKBONE_ATOMS + 1)}
    for graph in nx.graph_atlas_g():
        m = graph.number_of_nodes()
        if m == 0 or not nx.is_connected(graph) or max(d for _, d in graph.degree()) > 4:
            continue
        nodes = sorted(graph.nodes)
        index = {v: i for i, v in enumerate(nodes)}
        edges = tuple(
            sorted((min(index[u], index[v]), max(index[u], index[v])) for u, v in graph.edges)
        )
        edge_index = {e: k for k, e in enumerate(edges)}
        node_maps, edge_maps = [], []
        for iso in GraphMatcher(graph, graph).isomorphisms_iter():
            node_map = tuple(index[iso[v]] for v in nodes)
            node_maps.append(node_map)
            edge_maps.append(
                tuple(
                    edge_index[(min(node_map[i], node_map[j]), max(node_map[i], node_map[j]))]
                    for i, j in edges
                )
            )
        degrees = tuple(graph.degree(v) for v in nodes)
        found[m].append(_Skeleton(edges, degrees, tuple(node_maps), tuple(edge_maps)))
    return {m: tuple(skeletons) for m, skeletons in found.items()}


def _image(values: tuple, mapping: tuple[int, ...]) -> tuple:
    """Move values along a permutation: the value at position i goes to mapping[i]."""
    out = list(values)
    for i, target in enumerate(mapping):
        out[target] = values[i]
    return tuple(out)


def _smallest(values: tuple, maps: Iterable[tuple[int, ...]]) -> bool:
    """True when `values` is the lexicographically smallest of its images under `maps`."""
    return all(values <= _image(values, mapping) for mapping in maps)


def _arrangements(counts: Counter[str]) -> Iterator[tuple[str, ...]]:
    """Every distinct ordering of a multiset of element symbols."""
    total = sum(counts.values())
    if total == 0:
        yield ()
        return
    for element in sorted(counts):
        if counts[element]:
            counts[element] -= 1
            for rest in _arrangements(counts):
                yield (element, *rest)
            counts[element] += 1


def _bond_orders(
    skeleton: _Skeleton, spare: list[int], extra: int, edge: int = 0
) -> Iterator[tuple[int, ...]]:
    """Bond orders (1..3) for the edges, adding `extra` above all-single within `spare`."""
    if edge == len(skeleton.edges):
        if extra == 0:
            yield ()
        return
    if extra > 2 * (len(skeleton.edges) - edge):
        return
    i, j = skeleton.edges[edge]
    for add in range(min(2, extra, spare[i], spare[j]) + 1):
        spare[i] -= add
        spare[j] -= add
        for rest in _bond_orders(skeleton, spare, extra - add, edge + 1):
            yield (1 + add, *rest)
        spare[i] += add
        spare[j] += add


def _fluorine_counts(free: tuple[int, ...], n_f: int, node: int = 0) -> Iterator[tuple[int, ...]]:
    """Ways to put n_f F atoms on the nodes, at most free[i] on node i."""
    if node == len(free):
        if n_f == 0:
            yield ()
        return
    if n_f > sum(free[node:]):
        return
    for k in range(min(free[node], n_f) + 1):
        for rest in _fluorine_counts(free, n_f - k, node + 1):
            yield (k, *rest)


def _smiles(
    elements: tuple[str, ...],
    edges: tuple[tuple[int, int], ...],
    orders: tuple[int, ...],
    fluorines: tuple[int, ...],
    hydrogens: tuple[int, ...],
) -> str:
    """Canonical SMILES of a backbone with bond orders, F atoms and H counts."""
    rw = Chem.RWMol()
    for element, n_h in zip(elements, hydrogens, strict=True):
        atom = Chem.Atom(element)
        atom.SetNoImplicit(True)
        atom.SetNumExplicitHs(n_h)
        rw.AddAtom(atom)
    for (i, j), order in zip(edges, orders, strict=True):
        rw.AddBond(i, j, _BOND_TYPES[order])
    for i, n_f in enumerate(fluorines):
        for _ in range(n_f):
            f = rw.AddAtom(Chem.Atom("F"))
            rw.AddBond(i, f, Chem.BondType.SINGLE)
    mol = rw.GetMol()
    Chem.SanitizeMol(mol)
    return Chem.MolToSmiles(mol)


def _without_backbone(n_h: int, n_f: int) -> tuple[str, ...]:
    """The molecules of H and F alone: H2, HF and F2 (two atoms joined by a single bond)."""
    if n_h + n_f != 2:
        return ()
    return (Chem.MolToSmiles(Chem.MolFromSmiles(["FF", "F", "[H][H]"][n_h])),)


@lru_cache(maxsize=512)
def _isomers(backbone: tuple[tuple[str, int], ...], n_h: int, n_f: int) -> tuple[str, ...]:
    """Sorted canonical SMILES of every isomer with this backbone multiset, n_h H and n_f F."""
    core = Counter(dict(backbone))
    m = sum(core.values())
    if m == 0:
        return _without_backbone(n_h, n_f)
    surplus = sum(VALENCE[e] * k for e, k in core.items()) - n_h - n_f
    if surplus % 2 or surplus < 0:
        return ()
    bond_total = surplus // 2  # bonds between backbone atoms, counted with their order
    found: set[str] = set()
    for skeleton in _skeletons()[m]:
        n_edges = len(skeleton.edges)
        if not n_edges <= bond_total <= 3 * n_edges:
            continue
        for elements in _arrangements(core):
            if any(d > VALENCE[e] for d, e in zip(skeleton.degrees, elements, strict=True)):
                continue
            if not _smallest(elements, skeleton.node_maps):
                continue
            maps = skeleton.node_maps
            keep = [k for k, nm in enumerate(maps) if _image(elements, nm) == elements]
            spare = [VALENCE[e] - d for e, d in zip(elements, skeleton.degrees, strict=True)]
            for orders in _bond_orders(skeleton, spare, bond_total - n_edges):
                if not _smallest(orders, (skeleton.edge_maps[k] for k in keep)):
                    continue
                keep2 = [k for k in keep if _image(orders, skeleton.edge_maps[k]) == orders]
                free = [VALENCE[e] for e in elements]
                for (i, j), order in zip(skeleton.edges, orders, strict=True):
                    free[i] -= order
                    free[j] -= order
                for fluorines in _fluorine_counts(tuple(free), n_f):
                    if not _smallest(fluorines, (skeleton.node_maps[k] for k in keep2)):
                        continue
                    hydrogens = tuple(f - k for f, k in zip(free, fluorines, strict=True))
                    found.add(_smiles(elements, skeleton.edges, orders, fluorines, hydrogens))
    return tuple(sorted(found))


def isomers(formula_or_atoms: str | Mapping[str, int] | Iterable[str]) -> list[str]:
    """Every constitutional isomer (molecule by the kit's definition) of a formula, as sorted
    canonical SMILES; at most 7 C/N/O atoms, any number of H and F. Unbuildable: []."""
    counts = count_atoms(formula_or_atoms)
    check_size(sum(counts.values()))
    unknown = sorted(set(counts) - set(VALENCE))
    if unknown:
        raise ChemError(
            f"isomers() knows only H, C, N, O and F atoms, and {unknown[0]!r} is not one of them"
        )
    backbone = tuple(sorted((e, k) for e, k in counts.items() if e in ("C", "N", "O")))
    size = sum(k for _, k in backbone)
    if size > MAX_BACKBONE_ATOMS:
        raise ChemError(
            f"isomers() lists isomers for at most {MAX_BACKBONE_ATOMS} C, N and O atoms;"
            f" {formula(counts)} has {size}"
        )
    return list(_isomers(backbone, counts["H"], counts["F"]))
