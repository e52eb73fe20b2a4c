"""Check that a structure is a molecule by the kit's definition, and say why not in plain words.

A molecule: two or more atoms of H, C, N, O, F; one connected piece; neutral; closed shell (no
unpaired electrons); every atom at its standard valence (H 1, F 1, O 2, N 3, C 4); bonds
single, double or triple; rings allowed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rdkit import Chem

from .atoms import VALENCE, element_name, unknown_element_reason
from .inputs import a_graph, a_mol

if TYPE_CHECKING:
    import networkx as nx


def _an(word: str) -> str:
    """The word with its article, "an oxygen" or "a nitrogen" (an before a vowel)."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def _pieces_reason(pieces: int) -> str:
    """The message for a structure that falls apart."""
    return f"the atoms fall apart into {pieces} separate pieces, and a molecule is one piece"


def graph_problem(graph: nx.Graph) -> str | None:
    """Say why a graph (nodes: `element`, edges: `order`) is not a molecule, or None if it is."""
    graph = a_graph(graph)
    if graph.is_directed() or graph.is_multigraph():
        return "a molecule is drawn as a simple undirected graph with a bond `order` on each edge"
    for node, data in graph.nodes(data=True):
        if data.get("element") is None:
            return f"atom {node!r} has no `element` (write which atom it is, like 'C')"
    elements = [data["element"] for _, data in graph.nodes(data=True)]
    unknown = unknown_element_reason(str(e) for e in elements)
    if unknown:
        return unknown
    if graph.number_of_nodes() < 2:
        return "the games build molecules from at least two atoms"
    bonds = dict.fromkeys(graph.nodes, 0)
    for u, v, data in graph.edges(data=True):
        order = data.get("order")
        if u == v:
            return f"an atom cannot bond to itself (atom {u!r})"
        if isinstance(order, bool) or order not in (1, 2, 3):
            return f"bonds are single, double or triple (order 1, 2 or 3), not {order!r}"
        bonds[u] += order
        bonds[v] += order
    for node, data in graph.nodes(data=True):
        element = data["element"]
        if bonds[node] != VALENCE[element]:
            return (
                f"{_an(element_name(element))} atom (atom {node!r}) makes {bonds[node]} bonds,"
                f" but in the games {element_name(element)} makes its usual {VALENCE[element]}"
            )
    import networkx as nx  # a graph was given, so networkx is already loaded: no cost here

    pieces = nx.number_connected_components(graph)
    if pieces > 1:
        return _pieces_reason(pieces)
    return None


def mol_problem(mol: Chem.Mol) -> str | None:
    """Say why an RDKit Mol is not a molecule by the kit's definition, or None if it is."""
    mol = a_mol(mol)
    atoms = list(mol.GetAtoms())
    unknown = unknown_element_reason(a.GetSymbol() for a in atoms)
    if unknown:
        return unknown
    if len(atoms) + sum(a.GetTotalNumHs() for a in atoms) < 2:
        return "the games build molecules from at least two atoms"
    for atom in atoms:
        name = element_name(atom.GetSymbol())
        if atom.GetFormalCharge():
            return (
                f"{_an(name)} atom carries an electric charge ({atom.GetFormalCharge():+d}),"
                " and the kit's molecules are neutral"
            )
        if atom.GetNumRadicalElectrons():
            return f"{_an(name)} atom has an unpaired electron (a free bond)"
        if atom.GetIsotope():
            return "the kit's molecules use ordinary atoms, not a chosen isotope"
    for bond in mol.GetBonds():
        if bond.GetBondType() not in (
            Chem.BondType.SINGLE,
            Chem.BondType.DOUBLE,
            Chem.BondType.TRIPLE,
            Chem.BondType.AROMATIC,
        ):
            return f"bonds are single, double or triple, not {bond.GetBondType().name.lower()}"
    for atom in atoms:
        symbol = atom.GetSymbol()
        valence = atom.GetTotalValence()
        if valence != VALENCE[symbol]:
            name = element_name(symbol)
            return (f"{_an(name)} atom makes {valence} bonds, but in the games {name} makes "
                    f"its usual {VALENCE[symbol]}")
    pieces = len(Chem.GetMolFrags(mol))
    if pieces > 1:
        return _pieces_reason(pieces)
    return None
