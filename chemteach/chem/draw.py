"""Draw a molecule as SVG with RDKit (its own module: game engines never import drawing)."""

from __future__ import annotations

from typing import Any

from rdkit import Chem
from rdkit.Chem import rdDepictor
from rdkit.Chem.Draw import rdMolDraw2D

from ..fonts import rdkit_legend, write_svg_legend
from ..palette import ATOM_INKS
from .inputs import a_mol

#: RDKit's 2D coordinates put bonded atoms 1.5 units apart.
_RDKIT_BOND = 1.5
#: Room around a molecule drawn at a fixed bond length: atom labels and the legend.
_PAD_X, _PAD_Y, _LEGEND_H = 44, 36, 18
#: RDKit's atom palette in its own terms (r, g, b from 0 to 1): the kit's, which reaches AA.
_ATOM_PALETTE = {number: tuple(int(ink[i:i + 2], 16) / 255 for i in (1, 3, 5))
                 for number, ink in ATOM_INKS.items()}
#: The smallest canvas for a fixed-scale drawing (H2 is then small, but not a speck).
_MIN_W, _MIN_H = 70, 56


def mol_to_svg(mol: Any, size: tuple[int, int] = (300, 200), legend: str = "", *,
               bond_length: float | None = None, min_font: int | None = None) -> str:
    """SVG text of a Mol or Molecule: hydrogens implicit for readability, hetero atoms labelled.

    Without `bond_length` the molecule fills `size`. With it, every molecule is drawn at that
    bond length in pixels, on a canvas just big enough (at most `size`, then scaled down to
    fit), so H2 and CH4 are not blown up and a long chain is not shrunk; `min_font` keeps atom
    labels readable however small the drawing."""
    mol = a_mol(mol)
    width, height = size
    shown = rdMolDraw2D.PrepareMolForDrawing(Chem.RemoveHs(mol))
    if bond_length:
        rdDepictor.Compute2DCoords(shown)
        points = shown.GetConformer().GetPositions()
        scale = bond_length / _RDKIT_BOND
        span_x = (points[:, 0].max() - points[:, 0].min()) * scale
        span_y = (points[:, 1].max() - points[:, 1].min()) * scale
        width = int(min(width, max(_MIN_W, span_x + 2 * _PAD_X)))
        height = int(min(height, max(_MIN_H, span_y + 2 * _PAD_Y + (_LEGEND_H if legend else 0))))
    # noFreetype: labels and legend as real <text>, so the picture is searchable and readable
    drawer = rdMolDraw2D.MolDraw2DSVG(width, height, -1, -1, True)
    options = drawer.drawOptions()
    options.setAtomPalette(_ATOM_PALETTE)  # AA contrast on white (RDKit's O and F were not)
    if bond_length:
        options.fixedBondLength = bond_length
        options.padding = 0.04
    if min_font:
        options.minFontSize = min_font
    drawer.DrawMolecule(shown, legend=rdkit_legend(legend))  # RDKit writes ASCII only
    drawer.FinishDrawing()
    return write_svg_legend(drawer.GetDrawingText(), legend)
