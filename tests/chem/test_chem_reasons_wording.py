"""The reasons the kit gives read as plain English: "an oxygen atom", "a nitrogen atom"."""

from __future__ import annotations

import re

import networkx as nx
import pytest
from rdkit import Chem

from chemteach.chem import Molecule, NotAMolecule, graph_problem, mol_problem, molecule_problem
from chemteach.chem.atoms import ELEMENT_NAMES


def _unsanitized(smiles: str) -> Chem.Mol:
    """The Mol as written (RDKit itself would refuse an atom with too many bonds)."""
    mol = Chem.MolFromSmiles(smiles)
    if mol is None:
        mol = Chem.MolFromSmiles(smiles, sanitize=False)
        mol.UpdatePropertyCache(strict=False)
    return mol


@pytest.mark.parametrize(
    ("smiles", "reason"),
    [
        ("O=O=O", "an oxygen atom makes 4 bonds, but in the games oxygen makes its usual 2"),
        ("[OH3+]", "an oxygen atom carries an electric charge (+1)"),
        ("[OH]", "an oxygen atom has an unpaired electron"),
        ("N(=O)=O", "a nitrogen atom makes 4 bonds, but in the games nitrogen makes its usual 3"),
        ("[NH4+]", "a nitrogen atom carries an electric charge (+1)"),
        ("[CH3]", "a carbon atom has an unpaired electron"),
        ("FF=O", "a fluorine atom makes"),
    ],
)
def test_mol_reasons_use_an_before_a_vowel(smiles: str, reason: str) -> None:
    assert reason in (mol_problem(_unsanitized(smiles)) or "")


def test_graph_reasons_say_an_oxygen_atom() -> None:
    graph = nx.Graph()
    graph.add_node(0, element="O")
    graph.add_node(1, element="H")
    graph.add_edge(0, 1, order=1)
    assert graph_problem(graph) == (
        "an oxygen atom (atom 0) makes 1 bonds, but in the games oxygen makes its usual 2")
    with pytest.raises(NotAMolecule, match="an oxygen atom"):
        Molecule.from_graph(graph)
    graph.nodes[1]["element"] = "N"
    graph.add_node(2, element="H")
    graph.add_edge(1, 2, order=1)
    graph.nodes[0]["element"] = "H"
    assert "a nitrogen atom (atom 1)" in (graph_problem(graph) or "")


def test_no_reason_anywhere_says_a_before_a_vowel() -> None:
    reasons = [mol_problem(_unsanitized(s)) for s in
               ("O=O=O", "[OH]", "[O-]C", "N#N#N", "[H]F=O", "C=C=C=C(=C)", "[CH3]")]
    reasons += [molecule_problem(f) for f in ("O", "H", "N", "F", "C", "CO", "O3H", "HF3")]
    reasons += [mol_problem(_unsanitized(f"[{s}]")) for s in ELEMENT_NAMES]  # radicals
    assert len(list(filter(None, reasons))) >= 15
    for reason in filter(None, reasons):
        assert not re.search(r"\ba (?=[aeiou])", reason), reason
