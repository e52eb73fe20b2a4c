"""Conversions between RDKit Mols, networkx graphs and canonical SMILES."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rdkit import Chem

from .errors import NotAMolecule
from .inputs import a_graph, a_mol
from .validate import graph_problem

if TYPE_CHECKING:
    import networkx as nx

_BOND_TYPES = {1: Chem.BondType.SINGLE, 2: Chem.BondType.DOUBLE, 3: Chem.BondType.TRIPLE}
_ORDERS = {bond_type: order for order, bond_type in _BOND_TYPES.items()}


def graph_from_mol(mol: Chem.Mol) -> nx.Graph:
    """Graph of a Mol with every H as a node: nodes 0..n-1 (`element`), edges `order` 1..3.

    Aromatic rings are written as one Kekule structure, so every order is 1, 2 or 3.
    """
    import networkx as nx  # here, not at module level: only graphs need it (110-215 ms)

    full = Chem.AddHs(a_mol(mol))
    Chem.Kekulize(full, clearAromaticFlags=True)
    graph = nx.Graph()
    for atom in full.GetAtoms():
        graph.add_node(atom.GetIdx(), element=atom.GetSymbol())
    for bond in full.GetBonds():
        order = _ORDERS.get(bond.GetBondType())
        if order is None:
            raise NotAMolecule(
                f"bonds are single, double or triple, not {bond.GetBondType().name.lower()}"
            )
        graph.add_edge(bond.GetBeginAtomIdx(), bond.GetEndAtomIdx(), order=order)
    return graph


def mol_from_graph(graph: nx.Graph, *, check: bool = True) -> Chem.Mol:
    """Sanitized Mol of a graph with every atom (H too) as a node; atom i is the i-th node.

    With `check` (default) the graph must be a molecule by the kit's definition, otherwise
    NotAMolecule says why; with check=False any graph RDKit can sanitize is built (atoms never
    get hidden hydrogens, so a missing bond shows up as a radical).
    """
    graph = a_graph(graph)
    if check:
        problem = graph_problem(graph)
        if problem:
            raise NotAMolecule(problem)
    index = {node: i for i, node in enumerate(graph.nodes)}
    rw = Chem.RWMol()
    for _, data in graph.nodes(data=True):
        atom = Chem.Atom(str(data["element"]))
        atom.SetNoImplicit(True)
        rw.AddAtom(atom)
    for u, v, data in graph.edges(data=True):
        if data.get("order") not in _BOND_TYPES:
            raise NotAMolecule(f"bonds are single, double or triple, not {data.get('order')!r}")
        rw.AddBond(index[u], index[v], _BOND_TYPES[data["order"]])
    mol = rw.GetMol()
    try:
        Chem.SanitizeMol(mol)
    except Exception as exc:  # RDKit raises its own sanitization errors
        raise NotAMolecule(f"RDKit cannot make sense of this structure ({exc})") from exc
    return mol


def canonical_smiles(mol: Chem.Mol) -> str:
    """RDKit's canonical SMILES with hydrogens implicit: the same text for the same molecule."""
    return Chem.MolToSmiles(Chem.RemoveHs(a_mol(mol)))
