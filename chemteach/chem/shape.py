"""Molecules in 3D: an RDKit conformer (ETKDG with a fixed seed, then MMFF), the bond angles
and the VSEPR shape around each central atom, and one sentence that says them.

The 3D viewer (chemteach.widgets.molecule3d) draws `Shape3D.atoms` and `.bonds`; the sentence
is its text alternative ("Water, H2O: bent, H-O-H 104.0°"). ETKDG alone gives water about
108°, so the conformer is then relaxed with the MMFF94 force field (UFF if MMFF has no
parameters), which brings the angles close to the measured ones (H2O 104°, NH3 106°, CH4
109.5°, C2H4 121°). The same SMILES always gives the same coordinates (fixed seed, one thread).
UI-free: no widget, no drawing.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache

from rdkit import Chem
from rdkit.Chem import AllChem, rdMolTransforms

from ..core.wording import N_, _
from .errors import NotAMolecule, TooManyAtoms
from .inputs import parsed_smiles
from .textbook import textbook_formula

#: The random seed of every conformer, so a molecule always turns up the same way.
SEED = 20261202
#: Atoms (hydrogens included) the viewer draws at most: a Bond! hand makes far fewer.
MAX_ATOMS_3D = 60
#: Valence electrons of a neutral atom of each element the kit builds with.
VALENCE_ELECTRONS = {"H": 1, "C": 4, "N": 5, "O": 6, "F": 7, "S": 6, "P": 5, "Cl": 7}

#: VSEPR shape around an atom with this many bonded neighbours and lone pairs.
SHAPES = {
    (2, 0): N_("linear"),
    (3, 0): N_("trigonal planar"),
    (4, 0): N_("tetrahedral"),
    (2, 1): N_("bent"),
    (2, 2): N_("bent"),
    (3, 1): N_("trigonal pyramidal"),
    (2, 3): N_("linear"),
}


@dataclass(frozen=True)
class Atom3D:
    """One atom of a conformer: its element and position in ångström."""

    element: str
    x: float
    y: float
    z: float


@dataclass(frozen=True)
class Angle:
    """A bond angle around a central atom, e.g. H-O-H 104.0° (the mean of all such angles)."""

    label: str
    degrees: float


@dataclass(frozen=True)
class CentralAtom:
    """An atom bonded to two or more others: its VSEPR shape (English key) and bond angles."""

    index: int
    element: str
    neighbours: int
    lone_pairs: int
    shape: str
    angles: tuple[Angle, ...]


@dataclass(frozen=True)
class Shape3D:
    """A molecule in 3D: atoms with coordinates, bonds (i, j, order) and its central atoms."""

    smiles: str
    formula: str
    atoms: tuple[Atom3D, ...]
    bonds: tuple[tuple[int, int, int], ...]
    centres: tuple[CentralAtom, ...]


def _read(smiles: str) -> Chem.Mol:
    mol = Chem.AddHs(parsed_smiles(smiles))
    if mol.GetNumAtoms() > MAX_ATOMS_3D:
        raise TooManyAtoms(f"{mol.GetNumAtoms()} atoms are more than the 3D view draws "
                           f"(at most {MAX_ATOMS_3D})")
    if mol.GetNumAtoms() < 2:
        raise NotAMolecule("one atom alone has no shape to turn")
    return mol


def lone_pairs(atom: Chem.Atom) -> int:
    """Lone pairs on an atom of a Kekulé structure: (valence electrons - charge - electrons
    in its bonds - unpaired electrons) / 2."""
    electrons = VALENCE_ELECTRONS.get(atom.GetSymbol())
    if electrons is None:
        raise NotAMolecule(f"the 3D view knows no valence electrons for {atom.GetSymbol()}")
    bonded = sum(int(bond.GetBondTypeAsDouble()) for bond in atom.GetBonds())
    free = electrons - atom.GetFormalCharge() - bonded - atom.GetNumRadicalElectrons()
    return max(free, 0) // 2


def _embed(mol: Chem.Mol) -> Chem.Mol:
    params = AllChem.ETKDGv3()
    params.randomSeed = SEED
    params.numThreads = 1
    if AllChem.EmbedMolecule(mol, params) != 0:
        params.useRandomCoords = True  # rings and crowded molecules embed this way
        if AllChem.EmbedMolecule(mol, params) != 0:
            raise NotAMolecule("RDKit found no 3D arrangement of these atoms")
    if AllChem.MMFFHasAllMoleculeParams(mol):
        AllChem.MMFFOptimizeMolecule(mol, maxIters=2000)
    elif AllChem.UFFHasAllMoleculeParams(mol):
        AllChem.UFFOptimizeMolecule(mol, maxIters=2000)
    return mol


def _centre(mol: Chem.Mol, atom: Chem.Atom) -> CentralAtom:
    conf = mol.GetConformer()
    around = [n for n in atom.GetNeighbors()]
    by_label: dict[str, list[float]] = defaultdict(list)
    for i, a in enumerate(around):
        for b in around[i + 1:]:
            ends = sorted((a.GetSymbol(), b.GetSymbol()), key=_element_order)
            label = f"{ends[0]}-{atom.GetSymbol()}-{ends[1]}"
            by_label[label].append(rdMolTransforms.GetAngleDeg(
                conf, a.GetIdx(), atom.GetIdx(), b.GetIdx()))
    angles = tuple(Angle(label, round(sum(v) / len(v), 1))
                   for label, v in sorted(by_label.items(), key=lambda kv: _label_order(kv[0])))
    pairs = lone_pairs(atom)
    shape = SHAPES.get((len(around), pairs), "")
    return CentralAtom(atom.GetIdx(), atom.GetSymbol(), len(around), pairs, shape, angles)


def _element_order(element: str) -> tuple[int, str]:
    """The ends of an angle in the Hill order (C, H, then A-Z), which reads as a chemist
    writes them: C-C-H, C-O-H, H-C-N (HCN), H-C-O, H-N-N, O-C-O."""
    return ({"C": 0, "H": 1}.get(element, 2), element)


def _label_order(label: str) -> tuple[int, str]:
    return (label.count("H"), label)


@lru_cache(maxsize=256)
def conformer(smiles: str) -> Shape3D:
    """The 3D shape of a molecule given as SMILES: the same coordinates every time."""
    mol = _embed(_read(smiles))
    kekule = Chem.Mol(mol)
    Chem.Kekulize(kekule, clearAromaticFlags=True)
    conf = kekule.GetConformer()
    atoms = tuple(Atom3D(a.GetSymbol(), *(round(float(c), 3) for c in conf.GetAtomPosition(
        a.GetIdx()))) for a in kekule.GetAtoms())
    bonds = tuple((b.GetBeginAtomIdx(), b.GetEndAtomIdx(), int(b.GetBondTypeAsDouble()))
                  for b in kekule.GetBonds())
    centres = tuple(_centre(kekule, a) for a in kekule.GetAtoms() if a.GetDegree() >= 2)
    return Shape3D(Chem.MolToSmiles(Chem.RemoveHs(mol)), textbook_formula(mol, smiles),
                   atoms, bonds, centres)


def angle_text(angle: Angle) -> str:
    """'H-O-H 104.0°'."""
    return _("{angle} {degrees:.1f}°").format(angle=angle.label, degrees=angle.degrees)


def centre_text(centre: CentralAtom, *, named: bool = True) -> str:
    """'bent, H-O-H 104.0°' (with `named`: 'O: bent, H-O-H 104.0°'), in the reader's language."""
    angles = _(", ").join(angle_text(a) for a in centre.angles)
    if centre.shape:
        text = _("{shape}, {angles}").format(shape=_(centre.shape), angles=angles)
    else:
        text = angles
    return _("{atom}: {text}").format(atom=centre.element, text=text) if named else text


def shape_sentence(shape: Shape3D, name: str = "") -> str:
    """The text alternative of the 3D view: 'Water, H2O: bent, H-O-H 104.0°'; with several
    central atoms each is named ('Ethanol, C2H6O: C: tetrahedral, ...; O: bent, C-O-H 107.5°'),
    identical ones said once ('C (2 atoms): ...'); a molecule of two atoms is 'linear'."""
    head = (_("{name}, {formula}").format(name=name, formula=shape.formula) if name
            else shape.formula)
    if not shape.centres:
        return _("{head}: {shape}").format(head=head, shape=_("linear"))
    if len(shape.centres) == 1:
        return _("{head}: {shape}").format(head=head,
                                            shape=centre_text(shape.centres[0], named=False))
    seen: dict[str, list[CentralAtom]] = {}
    for centre in shape.centres:
        seen.setdefault(centre_text(centre), []).append(centre)
    parts = []
    for text, same in seen.items():
        if len(same) > 1:
            text = _("{atom} ({n} atoms): {text}").format(
                atom=same[0].element, n=len(same), text=centre_text(same[0], named=False))
        parts.append(text)
    return _("{head}: {shape}").format(head=head, shape=_("; ").join(parts))
