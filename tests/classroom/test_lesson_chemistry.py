"""The chemistry the lessons teach is right, and the same in English and Japanese (issue 20,
items 5-8 and 11).

Where the kit can check a statement itself it does: a teacher's answer against the Bond!
scorer, a ring against the molecule core, a bond energy against the table below (rounded
textbook mean bond enthalpies, kJ/mol)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EN = REPO / "notebooks" / "lessons"
JA = REPO / "notebooks" / "ja" / "lessons"

#: Mean bond enthalpies a school data book gives (kJ/mol); the lessons quote these, rounded.
BOND_ENERGY = {"N–N": 160, "N=N": 420, "N≡N": 945}


def text(folder: Path, name: str) -> str:
    return (folder / name).read_text(encoding="utf-8")


def teacher_notes(folder: Path, name: str) -> str:
    body = text(folder, name)
    start = body.index("## Notes for the teacher" if folder == EN else "## 先生向けメモ")
    return body[start:]


def discussion_answer(folder: Path, name: str, n: int) -> str:
    """The teacher's answer to discussion question n (the lesson's `answers` field)."""
    from chemteach.classroom.lessons import read_lesson

    return read_lesson(folder / name).fields["answers"][n - 1]


# ----- Bond!: N6 (item 5) -------------------------------------------------------------------

def test_the_kit_calls_the_n6_ring_valid_but_not_known_with_three_single_and_three_double_bonds(
        ) -> None:
    from rdkit import Chem

    from chemteach.chem import mol_problem
    from chemteach.chem.known import known_compound_for_smiles

    ring = Chem.MolFromSmiles("N1=NN=NN=N1")
    assert mol_problem(ring) is None and known_compound_for_smiles(ring) is None
    Chem.Kekulize(ring, clearAromaticFlags=True)
    orders = sorted(int(b.GetBondTypeAsDouble()) for b in ring.GetBonds())
    assert orders == [1, 1, 1, 2, 2, 2]


@pytest.mark.parametrize("folder", [EN, JA])
def test_n6_falls_apart_because_of_the_triple_bond_not_ring_strain(folder: Path) -> None:
    answer = discussion_answer(folder, "bond-valence.md", 4)
    for bond, energy in BOND_ENERGY.items():
        quoted = (rf"{bond}.{{0,30}}?(?<!\d){energy} kJ/mol"  # the bond, then its energy
                  rf"|(?<!\d){energy} kJ/mol.{{0,6}}{bond}")  # or the other way round
        assert re.search(quoted, answer, re.S), (bond, answer)
    single, double, triple = BOND_ENERGY.values()
    ring, nitrogen = 3 * single + 3 * double, 3 * triple  # the ring above, and 3 N2
    assert nitrogen > ring
    assert str(ring) in answer and str(nitrogen) in answer
    # ring strain is named only to be ruled out
    strain = "ring strain" if folder == EN else "環のひずみ"
    said = answer.split(strain)
    assert len(said) == 2 and ("not" in said[0][-30:] + said[1][:5] if folder == EN
                               else "ではありません" in said[1][:20])


def test_both_languages_quote_the_same_bond_energies() -> None:
    def numbers(folder: Path) -> list[str]:
        return re.findall(r"\d+ kJ/mol", discussion_answer(folder, "bond-valence.md", 4))
    assert numbers(EN) == numbers(JA)


# ----- Bond!: the H H H answer and "usually two bonds" (item 7) ------------------------------

def lesson_rules_of(folder: Path, name: str) -> dict:
    return tomllib.loads(text(folder, name))


@pytest.mark.parametrize("folder", [EN, JA])
def test_the_teachers_answer_names_every_card_that_makes_h_h_h_score_in_full(folder) -> None:
    from chemteach.games.bond.cards import ATOMS
    from chemteach.games.bond.rules import RULES
    from chemteach.games.bond.scoring import score_hand

    rules = RULES.load(lesson_rules_of(folder, "bond-valence.rules.toml"))
    answer = discussion_answer(folder, "bond-valence.md", 2)
    points = "{} points" if folder == EN else "{}点"
    whole = {card: score_hand(["H", "H", "H", card], rules) for card in ATOMS}
    whole = {card: s.points for card, s in whole.items() if not s.unused}
    assert set(whole) == {"H", "N", "F"}  # 2 H2; NH3; H2 + HF
    for card, value in whole.items():
        said = re.search(rf"\b{card}[:：](.*?)(?=\. |。|$)", answer, flags=re.S)
        assert said and points.format(value) in said.group(1), (card, answer)


@pytest.mark.parametrize("folder", [EN, JA])
def test_oxygen_usually_makes_two_bonds_and_carbon_monoxide_is_the_exception(folder) -> None:
    from chemteach.chem.known import charged_compounds

    quiz = lesson_rules_of(folder, "bond-valence.quiz.toml")
    (q,) = [q for q in quiz["question"] if q["answer"] == "2" and "1" in q["choices"]]
    assert ("usually" if folder == EN else "ふつう") in q["text"]
    assert "C≡O" in q["explanation"]
    assert [c.name for c in charged_compounds("CO")] == ["carbon monoxide"]  # the kit shows it


# ----- Polymer Chains: LDPE against HDPE teaches objective 2 (item 6) ------------------------

def student_part(folder: Path, name: str) -> str:
    """What a student reads: the lesson before the teacher's notes."""
    body = text(folder, name).split("\n---\n", 1)[1]  # after the front matter
    return body[:body.index("## Notes for the teacher" if folder == EN else "## 先生向けメモ")]


@pytest.mark.parametrize("folder", [EN, JA])
def test_the_polymer_lesson_teaches_branching_with_ldpe_against_hdpe(folder: Path) -> None:
    from chemteach.classroom.lessons import read_lesson

    objectives = read_lesson(folder / "polymer-chains-and-chance.md").fields["objectives"]
    assert any(("branch" if folder == EN else "枝分かれ") in o for o in objectives)
    read = student_part(folder, "polymer-chains-and-chance.md")
    def item(name: str) -> str:  # the list item that brings the polymer in, in bold
        return re.search(rf"\*\*(?:{name}|[^*]*（{name}）)\*\*(.*?)(?=\n- |\n\n)", read,
                         flags=re.S).group(1)
    ldpe, hdpe = item("LDPE"), item("HDPE")
    assert ("branch" if folder == EN else "枝") in ldpe
    assert ("straight" if folder == EN else "まっすぐ") in hdpe
    assert "polythene (straight chains)" not in text(folder, "polymer-chains-and-chance.md")
    quiz = lesson_rules_of(folder, "polymer-chains-and-chance.quiz.toml")
    assert any("HDPE" in q["text"] and "LDPE" in q["text"] for q in quiz["question"])


# ----- Monopoly's "condense" and "evaporate" (item 8) ----------------------------------------

CHANGES_OF_STATE = {EN: ("melts", "freezes", "evaporates", "condenses"),
                    JA: ("融解", "凝固", "蒸発", "凝縮")}


def paragraphs(markdown: str) -> list[str]:
    return [p for p in re.split(r"\n\s*\n", markdown) if p.strip()]


@pytest.mark.parametrize("where", [
    "notebooks/chemistry_monopoly.ipynb", "notebooks/ja/chemistry_monopoly.ipynb",
    "notebooks/lessons/monopoly-probability.md", "notebooks/ja/lessons/monopoly-probability.md"])
def test_the_monopoly_rules_and_lesson_name_the_real_changes_of_state_once(where: str) -> None:
    import nbformat

    path = REPO / where
    words = CHANGES_OF_STATE[JA if "/ja/" in where else EN]
    if path.suffix == ".ipynb":
        cells = nbformat.read(path, as_version=4).cells
        markdown = "\n\n".join(c.source for c in cells if c.cell_type == "markdown")
    else:
        markdown = student_part(path.parent, path.name)
    said = [p for p in paragraphs(markdown) if all(w in p for w in words)]
    assert len(said) == 1, where


# ----- the lessons (item 11) -----------------------------------------------------------------

LESSONS = sorted(p.name for p in EN.glob("*-*.md"))


def test_the_monopoly_lesson_has_a_chemistry_objective_and_its_table_is_the_boards() -> None:
    import chemteach
    from chemteach.classroom.lessons import read_lesson
    from chemteach.core.wording import _
    from chemteach.elements.table import element
    from chemteach.games.monopoly.board import load_board

    board = load_board()
    for folder in (EN, JA):
        fields = read_lesson(folder / "monopoly-probability.md").fields
        assert any(("chemical family" if folder == EN else "元素のなかま") in o
                   for o in fields["objectives"])
        rows = [[cell.strip() for cell in line.strip("|").split("|")]
                for line in student_part(folder, "monopoly-probability.md").splitlines()
                if line.startswith("| ") and "---" not in line][1:]
        chemteach.set_language("ja" if folder == JA else "en")
        try:
            expected = [[_(s.name), _(s.family),
                         ("、" if folder == JA else ", ").join(
                             element(board.spaces[i].element).name_ja if folder == JA
                             else board.spaces[i].name for i in s.spaces)]
                        for s in board.sets]
        finally:
            chemteach.set_language("en")
        assert rows == expected, folder


@pytest.mark.parametrize("folder", [EN, JA])
def test_the_periodyx_blocks_objective_is_marked_stretch(folder: Path) -> None:
    from chemteach.classroom.lessons import read_lesson

    objectives = read_lesson(folder / "periodyx-periodic-trends.md").fields["objectives"]
    (blocks,) = [o for o in objectives if "f" in o and ("blocks" in o or "ブロック" in o)]
    assert ("stretch" if folder == EN else "発展") in blocks
    quiz = lesson_rules_of(folder, "periodyx-periodic-trends.quiz.toml")
    assert not any("block" in q["answer"] or "ブロック" in q["answer"] for q in quiz["question"])


@pytest.mark.parametrize("name", LESSONS)
def test_a_japanese_lesson_gives_japanese_school_years_not_ages(name: str) -> None:
    from chemteach.classroom.lessons import read_lesson

    age = read_lesson(JA / name).fields["age"]
    assert re.fullmatch(r"(中学|高校)\d年(〜((中学|高校)?\d年))?(（化学基礎）)?", age), age
    assert "歳" not in age


@pytest.mark.parametrize("folder", [EN, JA])
@pytest.mark.parametrize("name", LESSONS)
def test_every_exit_ticket_asks_at_least_one_explain_why_question(folder: Path,
                                                                  name: str) -> None:
    quiz = lesson_rules_of(folder, name.replace(".md", ".quiz.toml"))
    why = [q for q in quiz["question"]
           if (q["text"].startswith("Why") or " Why " in q["text"] if folder == EN
               else "なぜ" in q["text"])]
    assert why, name


@pytest.mark.parametrize("folder", [EN, JA])
@pytest.mark.parametrize("name", LESSONS)
def test_no_two_choices_of_a_question_are_the_same_number(folder: Path, name: str) -> None:
    from fractions import Fraction

    for q in lesson_rules_of(folder, name.replace(".md", ".quiz.toml"))["question"]:
        values = [Fraction(c) for c in q["choices"] if re.fullmatch(r"\d+(/\d+)?", c)]
        assert len(values) == len(set(values)), q["choices"]


def test_the_same_fraction_check_catches_one_half_and_fifteen_thirtieths() -> None:
    from fractions import Fraction

    assert Fraction("1/2") == Fraction("15/30")


SIMULATE = re.compile(r"`chemteach simulate ([^`]+)`")


@pytest.mark.parametrize("folder", [EN, JA])
@pytest.mark.parametrize("name", LESSONS)
def test_the_teachers_notes_give_the_simulators_figures_for_the_lessons_own_table(
        folder: Path, name: str) -> None:
    from chemteach.classroom.lessons import read_lesson
    from chemteach.cli import build_parser
    from chemteach.core.simulate import simulate
    from chemteach.games import bots as bots_of

    notes = teacher_notes(folder, name)
    (command,) = SIMULATE.findall(notes.replace("\n", " "))
    args = build_parser().parse_args(["simulate", *command.split()])
    lesson = read_lesson(folder / name)
    assert args.game == lesson.fields["game"] and args.rules == lesson.fields["rules"]
    seats = re.findall(r"[\"']([^\"']+)[\"']",
                       re.search(r"play\(\[(.*?)\]", lesson.text).group(1))
    available = bots_of(args.game)
    bots = args.bots.split(",")
    assert args.players == len(seats)
    played = [bots[i % len(bots)] for i in range(args.players)]
    assert [b for s, b in zip(seats, played, strict=True) if s in available] == [s for s in seats
                                                                     if s in available]
    result = simulate(args.game, games=args.games, players=args.players, bots=bots,
                      seed=args.seed, rules=folder / args.rules)
    quoted = f"{result.mean_length:.1f}"
    assert re.search(rf"(?<![\d.]){re.escape(quoted)}(?! ?%)", notes), (quoted, name)
