"""Draw a molecule as SVG with RDKit (its own module: game engines never import drawing)."""

from __future__ import annotations

from typing import Any

from rdkit import Chem
from rdkit.Chem.Draw import rdMolDraw2D


def mol_to_svg(mol: Any, size: tuple[int, int] = (300, 200), legend: str = "") -> str:
    """SVG text of a Mol or Molecule: hydrogens implicit for readability, hetero atoms labelled."""
    if not isinstance(mol, Chem.Mol):
        mol = mol.mol  # a Molecule
    width, height = size
    shown = rdMolDraw2D.PrepareMolForDrawing(Chem.RemoveHs(mol))
    # noFreetype: labels and legend as real <text>, so the picture is searchable and readable
    drawer = rdMolDraw2D.MolDraw2DSVG(width, height, -1, -1, True)
    drawer.DrawMolecule(shown, legend=legend)
    drawer.FinishDrawing()
    return drawer.GetDrawingText()
