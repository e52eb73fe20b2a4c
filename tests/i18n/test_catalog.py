"""The Japanese catalog is complete and in step with the code (issue 13): a message added
anywhere (a new widget, a lesson) without its translation fails here, naming it."""

from __future__ import annotations

import io
import re
import string
import tokenize
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from chemteach.catalogs import PACKAGE, TEMPLATE, extract
from chemteach.core.language import LANGUAGES, SOURCE, catalog_path

OTHER_LANGUAGES = [lang for lang in LANGUAGES if lang != SOURCE]
_TAG = re.compile(r"</?[a-z][a-z0-9]*")


def read(path: Path):
    with path.open("rb") as handle:
        return read_po(handle)


def placeholders(text: str) -> set[str]:
    """The named fields of a template with their conversion and format ({n:+d}, {cell!r})."""
    return {f"{name}!{conversion}:{spec}"
            for _, name, spec, conversion in string.Formatter().parse(text) if name is not None}


def ids(catalog) -> set[str]:
    return {m.id if isinstance(m.id, str) else m.id[0] for m in catalog if m.id}


@pytest.fixture(scope="module")
def extracted():
    return extract()


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_every_message_has_a_translation_with_the_same_placeholders(lang):
    po = read(catalog_path(lang))
    problems = []
    for m in po:
        if not m.id:
            continue
        if m.fuzzy:
            problems.append(f"fuzzy: {m.id!r}")
            continue
        if isinstance(m.id, tuple):
            wanted = placeholders(m.id[0]) | placeholders(m.id[1])
            strings = list(m.string)
            if not strings or not all(strings):
                problems.append(f"untranslated: {m.id[0]!r}")
            for s in strings:
                if s and not placeholders(s) <= wanted | {"n!None:"}:
                    problems.append(f"placeholders differ: {m.id[1]!r} -> {s!r}")
                if s and placeholders(m.id[1]) - placeholders(s) - {"n!None:"}:
                    problems.append(f"placeholder missing: {m.id[1]!r} -> {s!r}")
            continue
        if not m.string:
            problems.append(f"untranslated: {m.id!r}")
        elif placeholders(m.string) != placeholders(m.id):
            problems.append(f"placeholders differ: {m.id!r} -> {m.string!r}")
        elif sorted(_TAG.findall(m.string)) != sorted(_TAG.findall(m.id)):
            problems.append(f"HTML tags differ: {m.id!r} -> {m.string!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_no_stale_or_obsolete_entries(lang):
    po = read(catalog_path(lang))
    assert not po.obsolete, f"obsolete entries: {list(po.obsolete)[:5]}"
    assert ids(po) == ids(read(TEMPLATE))


def test_the_catalog_is_up_to_date_with_the_code(extracted):
    """Extracting the code now finds no message the template and the catalogs lack: run
    `python scripts/update_catalogs.py` and translate the new entries."""
    now = ids(extracted)
    template = ids(read(TEMPLATE))
    assert not now - template, f"not in chemteach.pot: {sorted(now - template)[:10]}"
    assert not template - now, f"no longer in the code: {sorted(template - now)[:10]}"
    for lang in OTHER_LANGUAGES:
        missing = now - ids(read(catalog_path(lang)))
        assert not missing, f"not in {lang}: {sorted(missing)[:10]}"


def test_japanese_has_one_plural_form():
    po = read(catalog_path("ja"))
    assert po.num_plurals == 1 and po.plural_expr == "0"


def _fstrings_calling_underscore(path: Path) -> list[str]:
    found = []
    tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
    for token in tokens:
        if token.type == tokenize.STRING and re.match(r"^[rbRB]*[fF]", token.string) \
                and re.search(r"""\{\s*(?:_|ngettext|count)\(\s*['"]""", token.string):
            found.append(f"{path.relative_to(PACKAGE.parent)}:{token.start[0]}")
    return found


def test_no_message_is_written_inside_an_f_string():
    """Babel never extracts `f"... {_('Moves')} ..."`: such a message would stay English."""
    found = [hit for path in sorted(PACKAGE.rglob("*.py"))
             for hit in _fstrings_calling_underscore(path)]
    assert not found, found


def test_running_the_update_twice_changes_nothing(tmp_path, monkeypatch):
    """The update writes stable files (fixed header dates, sorted, no line numbers): a rerun
    gives no diff to commit."""
    from chemteach import catalogs

    before = {p: p.read_bytes() for p in [TEMPLATE, *map(catalog_path, OTHER_LANGUAGES)]}
    result = catalogs.update(write=False)
    assert result.untranslated == {lang: [] for lang in OTHER_LANGUAGES}
    po_text = catalogs._po_text(catalogs.merged("ja", extract()))
    po_text = catalogs._set_header(po_text, "Plural-Forms", catalogs.PLURAL_FORMS["ja"])
    assert po_text.encode("utf-8") == before[catalog_path("ja")]


def _functions_shadowing_underscore(path: Path) -> list[str]:
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    imports_it = any(isinstance(node, ast.ImportFrom) and any(a.name == "_" for a in node.names)
                     for node in tree.body)
    if not imports_it:
        return []
    found = []
    for func in ast.walk(tree):
        if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        assigns = any(isinstance(n, ast.Name) and n.id == "_" and isinstance(n.ctx, ast.Store)
                      for n in _direct_nodes(func))
        calls = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                    and n.func.id == "_" for n in _direct_nodes(func))
        if assigns and calls:
            found.append(f"{path.relative_to(PACKAGE.parent)}:{func.lineno} {func.name}")
    return found


def _direct_nodes(func):
    """The nodes of a function's own body (not of functions, lambdas or comprehensions in
    it, which have their own scope)."""
    import ast

    scoped = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ListComp, ast.SetComp,
              ast.DictComp, ast.GeneratorExp)
    todo = list(ast.iter_child_nodes(func))
    while todo:
        node = todo.pop()
        yield node
        if not isinstance(node, scoped):
            todo.extend(ast.iter_child_nodes(node))


def test_no_function_hides_the_translation_function():
    """`kind, _, rest = text.partition(":")` in a function that also calls `_("...")` makes
    `_` a local string there: the message would raise TypeError instead of being worded."""
    found = [hit for path in sorted(PACKAGE.rglob("*.py"))
             for hit in _functions_shadowing_underscore(path)]
    assert not found, found


def test_the_template_holds_no_translation():
    """chemteach.pot is the untranslated template: a translation in it (a data file's
    Japanese name leaking in while a new entry was filled) would be the wrong file's."""
    translated = [m.id for m in read(TEMPLATE)
                  if m.id and any(m.string if isinstance(m.string, tuple) else [m.string])]
    assert not translated, translated[:5]


def test_merging_a_new_data_entry_leaves_the_template_untranslated(tmp_path, monkeypatch):
    """A name new to the catalog takes the data's Japanese in the catalog, and the template
    stays untranslated (Babel shares a new message with the template it came from)."""
    from babel.messages.pofile import write_po

    from chemteach import catalogs
    from chemteach.chem.known import all_known_compounds

    compound = next(c for c in all_known_compounds() if c.name_ja)
    po = read(catalog_path("ja"))
    po.delete(compound.name)  # as if the data had just given this name
    older = tmp_path / "ja.po"
    with older.open("wb") as handle:
        write_po(handle, po)
    monkeypatch.setattr(catalogs, "catalog_path", lambda lang: older)
    template = extract()
    fresh = catalogs.merged("ja", template)
    assert fresh.get(compound.name).string == compound.name_ja
    assert not template.get(compound.name).string
