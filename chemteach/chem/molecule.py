"""Molecule: a checked, read-only molecule with its Mol, graph, formula and SMILES."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from rdkit import Chem

from .build import molecule_from_atoms
from .convert import canonical_smiles, graph_from_mol, mol_from_graph
from .errors import NotAMolecule
from .formula import count_atoms, formula
from .inputs import a_mol, parsed_smiles
from .validate import mol_problem

if TYPE_CHECKING:
    import networkx as nx


class Molecule:
    """A molecule by the kit's definition; read-only, equal when the constitution is equal."""

    __slots__ = ("_mol", "_smiles", "_atoms", "_formula")

    def __init__(self, mol: Chem.Mol) -> None:
        """Check `mol` (NotAMolecule says why it fails) and keep a copy with explicit H atoms."""
        mol = a_mol(mol)
        problem = mol_problem(mol)
        if problem:
            raise NotAMolecule(problem)
        self._mol = Chem.AddHs(mol)
        self._smiles = canonical_smiles(self._mol)
        self._atoms = count_atoms(self._mol)
        self._formula = formula(self._atoms)

    @classmethod
    def from_smiles(cls, smiles: str) -> Molecule:
        """Read a SMILES string, e.g. "CCO", into a checked Molecule (at most
        MAX_SMILES_LENGTH characters: longer is refused at once with TooManyAtoms)."""
        return cls(parsed_smiles(smiles))

    @classmethod
    def from_atoms(cls, atoms: str | Mapping[str, int] | Iterable[str]) -> Molecule:
        """Build one molecule from a bag of atoms (see molecule_from_atoms)."""
        return cls(molecule_from_atoms(atoms))

    @classmethod
    def from_graph(cls, graph: nx.Graph) -> Molecule:
        """Build a Molecule from a graph with `element` nodes and `order` edges."""
        return cls(mol_from_graph(graph))

    @property
    def mol(self) -> Chem.Mol:
        """A copy of the RDKit Mol, hydrogens as real atoms."""
        return Chem.Mol(self._mol)

    @property
    def graph(self) -> nx.Graph:
        """A fresh networkx graph: nodes `element`, edges `order` 1..3."""
        return graph_from_mol(self._mol)

    @property
    def smiles(self) -> str:
        """Canonical SMILES with implicit hydrogens, e.g. "CCO"."""
        return self._smiles

    @property
    def formula(self) -> str:
        """Hill formula, e.g. "C2H6O"."""
        return self._formula

    @property
    def atoms(self) -> Counter[str]:
        """A copy of the atom counts, e.g. Counter({'H': 6, 'C': 2, 'O': 1})."""
        return Counter(self._atoms)

    def __eq__(self, other: object) -> bool:
        """Two Molecules are equal when they are the same compound (same constitution)."""
        if not isinstance(other, Molecule):
            return NotImplemented
        return self._smiles == other._smiles

    def __hash__(self) -> int:
        """Hash by canonical SMILES, like equality."""
        return hash(self._smiles)

    def __repr__(self) -> str:
        """Show how to make this molecule again."""
        return f"Molecule.from_smiles({self._smiles!r})"

    def __str__(self) -> str:
        """Formula and SMILES, e.g. "C2H6O (CCO)"."""
        return f"{self._formula} ({self._smiles})"

    def _repr_svg_(self) -> str:
        """Notebook picture (drawing is imported only here, never by the engines)."""
        from .draw import mol_to_svg

        return mol_to_svg(self._mol, legend=self._formula)
