"""Build one valid structure from a bag of atoms, or say in plain words why there is none.

A *molecule* (RULINGS, Bond!) is a connected, neutral, closed-shell structure of two or more
atoms in which every atom has its standard valence (H 1, F 1, O 2, N 3, C 4), with single,
double or triple bonds and rings allowed. As a graph: a connected loopless multigraph, edge
multiplicity 1..3, whose degree sequence is the valences d_1..d_n. Let S = d_1 + ... + d_n.

Theorem (which bags of atoms make a molecule). A molecule exists exactly when
  (1) n >= 2;
  (2) S is even;
  (3) S >= 2(n - 1);
  (4) d_max <= S - d_max (the atom with most bonds can find them all on the others);
  (5) if n == 2: d_1 == d_2 <= 3.

Necessity. (2) every bond has two ends, so S counts each bond twice. (3) joining n atoms
into one piece takes at least n - 1 bonds. (4) no atom bonds to itself, so each bond end of
the biggest atom meets a bond end of another atom. (5) two atoms share all their bonds, and
bonds are at most triple.

Sufficiency (n >= 3; n == 2 is (5) itself). Step 1, a skeleton: give every atom tree degree
t_i = 1, then hand out the remaining n - 2 tree degrees one at a time, each to an atom with
the largest free valence f_i = d_i - t_i (there is room: sum(d_i - 1) = S - n >= n - 2 by (3)).
Positive t_i summing to 2(n - 1) are the degrees of some tree T (join a t = 1 atom to a
t >= 2 atom and repeat), and t_i <= d_i. Step 2: the free valences add up to
S - 2(n - 1) = 2k, and max f <= k. Suppose f_a = M > k at the end. If another atom b ever
received a tree degree, then at its last one f_b >= f_a >= M before, so f_b >= M - 1 after
and f_a + f_b >= 2M - 1 > 2k: impossible. So a received all n - 2 of them, f_a = d_a - n + 1,
and f_a > k rearranges to d_a > S - d_a, against (4). Step 3: write the 2k free valences
in a row, grouped by atom, and pair place i with place i + k: an atom fills at most k
consecutive places, so it is never paired with itself. Each pair is one more bond (a higher
bond order on a tree bond, or a ring bond). The result is connected, loopless, and every
atom has its valence. Step 4: no bond is more than triple, because a quadruple bond would
use all four bonds of two carbons and leave them a piece of their own, while the molecule
is one piece of n >= 3 atoms. QED.

Remarks. For n >= 3, (3) is what rules out three or more H/F alone (L >= 2(L - 1) fails), and
(4) bites only for the valences (4, 1, 1): CH2, CHF, CF2 (carbenes). Conditions (2)-(5) are
checked against an independent brute-force search in tests/chem for every bag of 2..8 atoms.

The structure built. Among all molecules of the bag, the builder returns one with the fewest
rings (acyclic whenever possible: a tree with multiple bonds), then the fewest multiple
bonds, with H and F always as end atoms on a backbone of C, N and O; then bonds between two
of N, O, F are traded for bonds to C or H where swapping two partners allows. It is exact for
rings and multiple bonds: a dynamic
program over the multiset of *residual* valences (bonds an atom still has to make). Every
ring structure is a tree plus ring bonds; remove the ring bonds first, then repeatedly remove
an end atom u of the tree (residual a, joined by an a-fold bond to p of residual b > a, which
keeps b - a). Atoms with equal residuals are interchangeable for what remains possible, so
the state is just how many atoms have residual 1, 2, 3 and 4. Chemistry picks among
interchangeable atoms: hydrogens are placed first, carbon is preferred as the backbone atom
and oxygen as a doubly-bonded end (C=O). Bags of more than 60 atoms (far beyond any hand of
cards) skip the search and get the construction of the proof itself: valid, built in linear
time, but not always with the fewest rings.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import Any

from rdkit import Chem

from ..core.wording import _
from .atoms import VALENCE, atom_list, element_name, unknown_element_reason
from .errors import NotAMolecule

# How many atoms still have 1, 2, 3 and 4 bonds to make.
_State = tuple[int, int, int, int]
# A plan step: ("end", a, b, a) joins an end atom of residual a to one of residual b with an
# a-fold bond; ("ring", a, b, mu) adds a mu-fold ring bond; ("pair", a, a, a) joins the last two.
_Move = tuple[str, int, int, int]
_Plan = tuple[int, _Move]  # (number of multiple bonds, first move)

#: Up to this many atoms the builder searches for the fewest rings and multiple bonds; larger
#: bags get the direct construction of the proof (valid, but possibly with more rings).
_SEARCH_LIMIT = 60

_BOND_TYPES = {1: Chem.BondType.SINGLE, 2: Chem.BondType.DOUBLE, 3: Chem.BondType.TRIPLE}


def _reason_not_a_molecule(symbols: list[str]) -> str | None:
    """Say why these atoms cannot make a molecule (the theorem above), or None if they can."""
    unknown = unknown_element_reason(symbols)
    if unknown:
        return unknown
    n = len(symbols)
    if n == 0:
        return _("there are no atoms: the games build molecules from at least two atoms")
    if n == 1:
        return _("the games build molecules from at least two atoms, and a single {element} "
                 "atom is only one").format(element=element_name(symbols[0]))
    valences = [VALENCE[s] for s in symbols]
    total = sum(valences)
    if total % 2:
        return _("an odd number of bonding electrons ({total}): one atom would be left with a "
                 "free bond").format(total=total)
    if n >= 3 and total == n:
        return _("hydrogen and fluorine can each make only one bond, so more than two of them "
                 "cannot join up")
    if total < 2 * (n - 1):
        return _("too few bonds to join {n} atoms into one molecule: these atoms can make "
                 "{bonds} bonds, but joining {n} atoms takes at least {needed}").format(
                     n=n, bonds=total // 2, needed=n - 1)
    biggest = max(range(n), key=lambda i: valences[i])
    big, rest = valences[biggest], total - valences[biggest]
    name = element_name(symbols[biggest])
    if big > rest:
        if n == 2:
            return _("{element} needs {big} bonds, but the other atom can make only "
                     "{rest}").format(element=name, big=big, rest=rest)
        return _("{element} needs {big} bonds, but the other atoms together can make only "
                 "{rest}").format(element=name, big=big, rest=rest)
    if n == 2 and big > 3:
        return _("two {element} atoms would need a quadruple bond, and bonds are at most "
                 "triple").format(element=name)
    return None


def molecule_problem(atoms: str | Mapping[str, int] | Iterable[str]) -> str | None:
    """Say in plain words why these atoms cannot make a molecule, or None if they can."""
    return _reason_not_a_molecule(atom_list(atoms))


def _state_of(residuals: Iterable[int]) -> _State:
    """Count the residual valences 1..4 (an atom with residual 0 is finished)."""
    counts = [0, 0, 0, 0]
    for r in residuals:
        counts[r - 1] += 1
    return (counts[0], counts[1], counts[2], counts[3])


def _change(state: _State, remove: tuple[int, ...], add: tuple[int, ...]) -> _State | None:
    """Remove and add residual values (0 is not stored); None if a value is missing."""
    counts = list(state)
    for r in remove:
        counts[r - 1] -= 1
        if counts[r - 1] < 0:
            return None
    for r in add:
        if r:
            counts[r - 1] += 1
    return (counts[0], counts[1], counts[2], counts[3])


def _size(state: _State) -> tuple[int, int]:
    """Number of atoms and sum of residual valences of a state."""
    return sum(state), sum((i + 1) * c for i, c in enumerate(state))


@cache
def _tree_plan(state: _State) -> _Plan | None:
    """Fewest multiple bonds of a tree (with multiple bonds) on these residuals, or None."""
    n, total = _size(state)
    if n < 2 or total % 2 or total < 2 * (n - 1):
        return None
    if n == 2:
        a = next(i + 1 for i in range(4) if state[i])
        if state[a - 1] == 2 and a <= 3:
            return (int(a >= 2), ("pair", a, a, a))
        return None
    best: _Plan | None = None
    for a in range(1, 4):  # end atom's residual: all of it goes into its one bond
        for b in range(4, a, -1):  # partner keeps b - a >= 1 for the rest of the tree
            nxt = _change(state, (a, b), (b - a,))
            if nxt is None:
                continue
            sub = _tree_plan(nxt)
            if sub is not None and (best is None or int(a >= 2) + sub[0] < best[0]):
                best = (int(a >= 2) + sub[0], ("end", a, b, a))
    return best


@cache
def _ring_plan(state: _State, rings: int) -> _Plan | None:
    """Fewest multiple bonds of a structure with exactly `rings` ring bonds, or None."""
    if rings == 0:
        return _tree_plan(state)
    n, total = _size(state)
    if total - 2 * rings < 2 * (n - 1):
        return None
    best: _Plan | None = None
    for a in range(4, 1, -1):
        for b in range(a, 1, -1):
            for mu in range(1, min(a, b)):  # both ends keep >= 1 bond for the tree
                nxt = _change(state, (a, b), (a - mu, b - mu))
                if nxt is None:
                    continue
                sub = _ring_plan(nxt, rings - 1)
                if sub is not None and (best is None or int(mu >= 2) + sub[0] < best[0]):
                    best = (int(mu >= 2) + sub[0], ("ring", a, b, mu))
    return best


def _fewest_rings(state: _State) -> int:
    """The fewest ring bonds any molecule on these valences needs (conditions already hold)."""
    n, total = _size(state)
    for rings in range((total - 2 * (n - 1)) // 2 + 1):
        if _ring_plan(state, rings) is not None:
            return rings
    raise RuntimeError(f"no structure found for valences {state}: the theorem says otherwise")


def _bonds_for(symbols: list[str]) -> dict[tuple[int, int], int]:
    """Follow the optimal plan and return bond orders keyed by atom-index pairs (i < j)."""
    residual = [VALENCE[s] for s in symbols]
    alive = set(range(len(symbols)))
    bonds: dict[tuple[int, int], int] = {}

    def end_key(i: int) -> tuple[int, bool, int]:  # H first, then F, then O, N, C
        return (VALENCE[symbols[i]], symbols[i] != "H", i)

    def backbone_key(i: int) -> tuple[int, int]:  # C first, then N, then O
        return (-VALENCE[symbols[i]], i)

    def pick(value: int, key: Callable[[int], Any], exclude: int = -1) -> int:
        return min((i for i in alive if residual[i] == value and i != exclude), key=key)

    def bond(i: int, j: int, order: int) -> None:
        pair = (min(i, j), max(i, j))
        bonds[pair] = bonds.get(pair, 0) + order
        residual[i] -= order
        residual[j] -= order

    rings = _fewest_rings(_state_of(residual))
    while True:
        state = _state_of(residual[i] for i in alive)
        plan = _ring_plan(state, rings)
        assert plan is not None
        kind, a, b, order = plan[1]
        if kind == "ring":
            i = pick(a, backbone_key)
            bond(i, pick(b, backbone_key, exclude=i), order)
            rings -= 1
        elif kind == "end":
            u = pick(a, end_key)
            bond(u, pick(b, backbone_key, exclude=u), order)
            alive.discard(u)
        else:  # the last two atoms
            i, j = sorted(alive)
            bond(i, j, order)
            break
    return bonds


def _direct_bonds(symbols: list[str]) -> dict[tuple[int, int], int]:
    """The construction of the proof above (Steps 1-3): valid, fast, not always fewest rings."""
    n = len(symbols)
    valences = [VALENCE[s] for s in symbols]
    if n == 2:
        return {(0, 1): valences[0]}
    # Step 1: tree degrees, each spare one to an atom with the most free valence (C first).
    tree_degree = [1] * n
    for _step in range(n - 2):
        i = max(range(n), key=lambda x: (valences[x] - tree_degree[x], valences[x], -x))
        tree_degree[i] += 1
    # A caterpillar tree with those degrees: atoms of degree >= 2 in a chain, ends hung on it.
    chain = [i for i in range(n) if tree_degree[i] >= 2]
    ends = sorted((i for i in range(n) if tree_degree[i] == 1), key=lambda x: (valences[x], x))
    bonds: dict[tuple[int, int], int] = {}
    room = list(tree_degree)
    for i, j in itertools.pairwise(chain):
        bonds[(min(i, j), max(i, j))] = 1
        room[i] -= 1
        room[j] -= 1
    hubs = iter(i for i in chain for _ in range(room[i]))
    for u in ends:
        p = next(hubs)
        bonds[(min(u, p), max(u, p))] = 1
    # Steps 2-3: pair the free valences, first along tree bonds (multiple bonds, no ring) while
    # the largest free valence stays <= half of what is left, then place i with place i + k.
    free = [valences[i] - tree_degree[i] for i in range(n)]
    for i, j in sorted(bonds):
        while free[i] and free[j] and bonds[(i, j)] < 3:
            after = list(free)
            after[i] -= 1
            after[j] -= 1
            if max(after) > sum(after) // 2:
                break
            free = after
            bonds[(i, j)] += 1
    places = [i for i in range(n) for _ in range(free[i])]
    k = len(places) // 2
    for i, j in zip(places[:k], places[k:], strict=True):
        pair = (min(i, j), max(i, j))
        bonds[pair] = bonds.get(pair, 0) + 1
    return bonds


def _hetero_bonds(symbols: list[str], bonds: dict[tuple[int, int], int]) -> int:
    """Count bonds between two of N, O, F (O-O, N-N, N-O, O-F, ...): rarer in nature."""
    return sum(1 for i, j in bonds if symbols[i] in "NOF" and symbols[j] in "NOF")


def _connected(n: int, bonds: Iterable[tuple[int, int]]) -> bool:
    """True when the bonds join atoms 0..n-1 into one piece."""
    parent = list(range(n))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    pieces = n
    for i, j in bonds:
        ri, rj = root(i), root(j)
        if ri != rj:
            parent[ri] = rj
            pieces -= 1
    return pieces == 1


def _untangle(symbols: list[str], bonds: dict[tuple[int, int], int]) -> dict[tuple[int, int], int]:
    """Swap partners of two equal bonds (a-b, c-d -> a-d, c-b) while that removes N/O/F-N/O/F
    bonds; valences, rings and multiple bonds stay as they are."""
    bonds = dict(bonds)
    improved = True
    while improved and _hetero_bonds(symbols, bonds):
        improved = False
        edges = sorted(bonds)
        for a, b in edges:
            if not (symbols[a] in "NOF" and symbols[b] in "NOF"):
                continue
            for c, d in edges:
                if bonds[(a, b)] != bonds[(c, d)] or len({a, b, c, d}) < 4:
                    continue
                for p, q in (((a, d), (c, b)), ((a, c), (b, d))):
                    p, q = (min(p), max(p)), (min(q), max(q))
                    if p in bonds or q in bonds:
                        continue
                    trial = {e: k for e, k in bonds.items() if e not in ((a, b), (c, d))}
                    trial[p] = trial[q] = bonds[(a, b)]
                    if _hetero_bonds(symbols, trial) < _hetero_bonds(symbols, bonds) and _connected(
                        len(symbols), trial
                    ):
                        bonds, improved = trial, True
                        break
                if improved:
                    break
            if improved:
                break
    return bonds


def molecule_from_atoms(atoms: str | Mapping[str, int] | Iterable[str]) -> Chem.Mol:
    """Build one valid molecule (fewest rings, then fewest multiple bonds) from these atoms.

    `atoms` is a formula ("CH4"), a count dict ({"C": 1, "H": 4}) or symbols (["C", "H", ...]);
    atom i of the result is the i-th symbol given (dict and formula order otherwise). Every
    hydrogen is a real atom of the returned, sanitized RDKit Mol. Raises NotAMolecule with the
    reason when no molecule can be made.
    """
    symbols = atom_list(atoms)
    reason = _reason_not_a_molecule(symbols)
    if reason:
        raise NotAMolecule(reason)
    rw = Chem.RWMol()
    for symbol in symbols:
        atom = Chem.Atom(symbol)
        atom.SetNoImplicit(True)
        rw.AddAtom(atom)
    if len(symbols) <= _SEARCH_LIMIT:
        bonds = _untangle(symbols, _bonds_for(symbols))
    else:
        bonds = _direct_bonds(symbols)
    for (i, j), order in sorted(bonds.items()):
        if order > 3:  # cannot happen (Step 4 of the proof)
            raise RuntimeError(f"bond order {order} built for {symbols}")
        rw.AddBond(i, j, _BOND_TYPES[order])
    mol = rw.GetMol()
    Chem.SanitizeMol(mol)
    return mol
