"""The 3D molecule viewer (issue 20 item 17): offline, keyboard-ready, named for a reader."""

from __future__ import annotations

import re

from chemteach.widgets.molecule3d import Molecule3D, MoleculeTurner, molecule_3d


def test_the_viewer_loads_nothing_from_another_host():
    code = Molecule3D._esm + Molecule3D._css
    assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", code)
    assert "import " not in code.replace("export default", "")


def test_the_focusable_picture_keeps_jupyterlabs_shortcuts_out_and_shows_focus():
    assert 'setAttribute("data-lm-suppress-shortcuts", "true")' in Molecule3D._esm
    assert 'setAttribute("tabindex", "0")' in Molecule3D._esm
    assert ":focus-visible" in Molecule3D._css


def test_the_viewer_state_is_the_molecule_and_its_text_alternative():
    view = molecule_3d("O", "Water")
    assert sorted(a["e"] for a in view.atoms) == ["H", "H", "O"]
    assert len(view.bonds) == 2
    assert view.label.startswith("Water, H2O: bent, H-O-H")
    assert "arrow keys" in view.help
    assert abs(sum(a["x"] for a in view.atoms)) < 0.01  # centred, so it turns about its middle


def test_showing_another_molecule_faces_it_front_again():
    view = molecule_3d("O", "Water")
    view.yaw, view.pitch, view.zoom = 1.0, 0.5, 2.0
    view.show("C", "Methane")
    assert (view.yaw, view.pitch, view.zoom) == (0.0, 0.0, 1.0)
    assert "tetrahedral" in view.label


def test_the_turner_shows_the_molecule_chosen():
    turner = MoleculeTurner([("Water", "O"), ("Ammonia", "N")])
    assert turner.view.label.startswith("Water")
    turner.picker.value = 1
    assert turner.view.label.startswith("Ammonia, NH3: trigonal pyramidal")


def test_one_molecule_needs_no_chooser():
    turner = MoleculeTurner([("Water", "O")])
    assert turner.picker not in turner.widget.children


def test_a_flat_molecule_first_faces_the_student():
    for smiles in ("O", "C=C", "c1ccccc1"):  # edge-on, water would look linear
        view = molecule_3d(smiles)
        assert max(abs(a["z"]) for a in view.atoms) < 0.05, smiles
        assert max(abs(a["y"]) for a in view.atoms) > 0.3, smiles


def test_the_same_molecule_is_always_drawn_the_same_way():
    assert molecule_3d("CCO").atoms == molecule_3d("CCO").atoms
