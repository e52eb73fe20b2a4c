"""What the chemistry API accepts as a structure: an RDKit Mol (or a Molecule) or a networkx
graph; anything else is refused with the kit's own error (ChemTypeError), a sentence."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from ..core.shown import shown
from ..core.wording import _
from .errors import MAX_SMILES_LENGTH, ChemTypeError, NotAMolecule, TooManyAtoms

if TYPE_CHECKING:
    import networkx as nx
    from rdkit import Chem


def a_mol(value: Any) -> Chem.Mol:
    """The RDKit Mol of `value` (a Mol, or a Molecule's), or ChemTypeError saying so."""
    from rdkit import Chem

    if isinstance(value, Chem.Mol):
        return value
    mol = getattr(value, "mol", None) if type(value).__name__ == "Molecule" else None
    if isinstance(mol, Chem.Mol):
        return mol
    raise ChemTypeError(_("a structure is given here as an RDKit Mol or a Molecule, not "
                          "{value}").format(value=shown(value)))


def a_graph(value: Any) -> nx.Graph:
    """`value` if it is a networkx graph, or ChemTypeError saying what a structure graph is."""
    graph_class = getattr(sys.modules.get("networkx"), "Graph", None)  # none before networkx
    if graph_class is not None and isinstance(value, graph_class):
        return value
    raise ChemTypeError(_("a structure graph is a networkx Graph (nodes with an `element`, "
                          "edges with an `order`), not {value}").format(value=shown(value)))


def a_smiles(value: Any, *, none_ok: bool = False) -> str | None:
    """A SMILES as the kit reads it: text of at most MAX_SMILES_LENGTH characters (longer is
    refused at once with TooManyAtoms, before RDKit parses it); None too when `none_ok`."""
    if value is None and none_ok:
        return None
    if not isinstance(value, str):
        raise ChemTypeError((_("a SMILES is text, like 'CCO', or None, not {value}") if none_ok
                             else _("a SMILES is text, like 'CCO', not {value}")).format(
                                 value=shown(value)))
    if len(value) > MAX_SMILES_LENGTH:
        raise TooManyAtoms(f"a SMILES of {len(value)} characters is longer than the kit "
                           f"reads (at most {MAX_SMILES_LENGTH})")
    return value


def parsed_smiles(value: Any) -> Chem.Mol:
    """A SMILES read by RDKit (checked first by `a_smiles`), its complaints kept quiet: the
    kit raises NotAMolecule with a sentence instead."""
    from rdkit import Chem, rdBase

    smiles = a_smiles(value)
    blocker = rdBase.BlockLogs()
    try:
        mol = Chem.MolFromSmiles(smiles)
    finally:
        del blocker
    if mol is None:
        raise NotAMolecule(f"RDKit cannot read the SMILES {smiles!r}")
    return mol
