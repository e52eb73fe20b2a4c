"""Conversions: networkx graphs <-> RDKit Mols, Hill formulas, formula parsing, SMILES."""

from __future__ import annotations

import re
from collections import Counter

import networkx as nx
import pytest
from networkx.algorithms.isomorphism import categorical_edge_match, categorical_node_match
from rdkit import Chem

from chemteach.chem import (
    NotAMolecule,
    canonical_smiles,
    formula,
    graph_from_mol,
    graph_problem,
    isomers,
    mol_from_graph,
    molecule_from_atoms,
    parse_formula,
)

_SAME_ELEMENT = categorical_node_match("element", None)
_SAME_ORDER = categorical_edge_match("order", None)


def test_graph_has_every_atom_with_its_element_and_bond_orders_1_to_3() -> None:
    graph = graph_from_mol(Chem.MolFromSmiles("c1ccccc1"))  # aromatic in, Kekule out
    assert Counter(nx.get_node_attributes(graph, "element").values()) == Counter(C=6, H=6)
    orders = Counter(nx.get_edge_attributes(graph, "order").values())
    assert orders == Counter({1: 9, 2: 3})


@pytest.mark.parametrize("text", ["C6H6", "C3H3NO", "C2H2F2", "CH2O2", "C4H4N2"])
def test_mol_graph_mol_round_trip_keeps_the_molecule(text: str) -> None:
    for smiles in isomers(text):
        mol = Chem.MolFromSmiles(smiles)
        graph = graph_from_mol(mol)
        back = mol_from_graph(graph)
        assert canonical_smiles(back) == smiles
        again = graph_from_mol(back)
        assert nx.is_isomorphic(graph, again, node_match=_SAME_ELEMENT, edge_match=_SAME_ORDER)


def test_graph_mol_graph_round_trip_keeps_nodes_in_order() -> None:
    graph = nx.Graph()
    graph.add_nodes_from([(0, {"element": "O"}), (1, {"element": "C"}), (2, {"element": "O"})])
    graph.add_edges_from([(0, 1, {"order": 2}), (1, 2, {"order": 2})])
    mol = mol_from_graph(graph)
    assert [a.GetSymbol() for a in mol.GetAtoms()] == ["O", "C", "O"]
    assert canonical_smiles(mol) == "O=C=O"
    assert nx.utils.graphs_equal(graph_from_mol(mol), graph)


def test_built_molecules_survive_the_round_trip() -> None:
    for atoms in ("C2H5OH", "HCN", "H2", "CF4", "N2O"):
        mol = molecule_from_atoms(atoms)
        graph = graph_from_mol(mol)
        assert graph.number_of_nodes() == mol.GetNumAtoms()
        assert canonical_smiles(mol_from_graph(graph)) == canonical_smiles(mol)


def _graph(elements: list[str], bonds: list[tuple[int, int, int]]) -> nx.Graph:
    graph = nx.Graph()
    for i, element in enumerate(elements):
        graph.add_node(i, element=element)
    for i, j, order in bonds:
        graph.add_edge(i, j, order=order)
    return graph


@pytest.mark.parametrize(
    ("elements", "bonds", "reason"),
    [
        (["C", "H", "H"], [(0, 1, 1), (0, 2, 1)], "carbon atom (atom 0) makes 2 bonds"),
        (["H", "H", "H", "H"], [(0, 1, 1), (2, 3, 1)], "2 separate pieces"),
        (["C", "C"], [(0, 1, 4)], "order 1, 2 or 3"),
        (["H"], [], "at least two atoms"),
        (["He", "H"], [(0, 1, 1)], "'He' is not an atom"),
    ],
)
def test_mol_from_graph_refuses_a_non_molecule_with_a_reason(
    elements: list[str], bonds: list[tuple[int, int, int]], reason: str
) -> None:
    graph = _graph(elements, bonds)
    assert reason in (graph_problem(graph) or "")
    with pytest.raises(NotAMolecule, match=re.escape(reason)):
        mol_from_graph(graph)


def test_mol_from_graph_without_check_builds_a_fragment_with_radicals() -> None:
    mol = mol_from_graph(
        _graph(["C", "H", "H", "H"], [(0, 1, 1), (0, 2, 1), (0, 3, 1)]), check=False
    )
    assert mol.GetAtomWithIdx(0).GetNumRadicalElectrons() == 1


@pytest.mark.parametrize(
    ("thing", "hill"),
    [
        ("HCOOH", "CH2O2"),
        ("H2O", "H2O"),
        ("HF", "FH"),  # strict Hill order: without carbon, alphabetical
        ("NH3", "H3N"),
        ("CH3CH2OH", "C2H6O"),
        ("(CH3)2O", "C2H6O"),
        ("CO2", "CO2"),
        ("C6H6", "C6H6"),
        ("OF2", "F2O"),
        ("CF4", "CF4"),
        (["O", "H", "H"], "H2O"),
        ({"N": 2}, "N2"),
    ],
)
def test_hill_formula(thing: object, hill: str) -> None:
    assert formula(thing) == hill


def test_formula_of_a_mol_and_of_a_graph_counts_hydrogens() -> None:
    mol = Chem.MolFromSmiles("CCO")  # hydrogens implicit
    assert formula(mol) == "C2H6O"
    assert formula(Chem.AddHs(mol)) == "C2H6O"
    assert formula(graph_from_mol(mol)) == "C2H6O"


def test_parse_formula() -> None:
    assert parse_formula("C2H6O") == Counter(C=2, H=6, O=1)
    assert parse_formula("CH3CH2OH") == Counter(C=2, H=6, O=1)
    assert parse_formula("(CH3)3COH") == Counter(C=4, H=10, O=1)
    assert parse_formula("H2") == Counter(H=2)
    for bad in ("c2h6", "2H", "(CH3", "CH3)", "", "C0", "H-O"):
        with pytest.raises(ValueError):
            parse_formula(bad)


def test_canonical_smiles_is_the_same_for_the_same_molecule() -> None:
    assert (
        canonical_smiles(Chem.MolFromSmiles("OCC"))
        == canonical_smiles(Chem.MolFromSmiles("C(O)C"))
        == "CCO"
    )
    assert canonical_smiles(molecule_from_atoms("H2")) == "[H][H]"
    assert canonical_smiles(Chem.MolFromSmiles("C1=CC=CC=C1")) == "c1ccccc1"
