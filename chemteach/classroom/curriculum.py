"""Curriculum links: the codes a lesson's front matter may name, read from curriculum.toml.

A lesson writes its links as a table of framework and codes,

    curriculum:
      aqa-8462: ["4.2.1.4"]
      ngss: [HS-PS1-1]
      jp-kagaku-kiso: ["(2)(イ)"]

`link_problems` says what is wrong with such a table (an unknown framework, an unknown code,
with a close match), so `chemteach lesson check` can refuse it; `links` gives the codes with
their titles for the teacher's notes. The codes live in the data file beside this module,
never in code: adding a code is adding a line there.
"""

from __future__ import annotations

import difflib
import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..core.errors import RulesError
from ..core.wording import _

#: The kit's curriculum file.
CURRICULUM_FILE = Path(__file__).with_name("curriculum.toml")
#: What each framework table must hold (besides `codes`).
FRAMEWORK_KEYS = ("name", "name_ja", "country", "source", "pattern")
#: The longest code or title the file may hold, in characters (one line each).
MAX_CODE = 40
MAX_TITLE = 240
#: How many allowed codes a message lists before it says "..." (a framework may hold many).
LISTED = 12


@dataclass(frozen=True)
class Framework:
    """One framework's codes: its key (as a lesson writes it), names and code -> title."""

    key: str
    name: str
    name_ja: str
    country: str
    source: str
    pattern: str
    codes: dict[str, str]


@dataclass(frozen=True)
class Link:
    """One curriculum link of a lesson: the framework, the code and the code's title."""

    framework: Framework
    code: str
    title: str


def read_curriculum(path: Path) -> dict[str, Framework]:
    """The frameworks of a curriculum file, checked: every table has its fields, every code
    matches its framework's pattern and has a one-line title. RulesError otherwise."""
    name = str(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise RulesError(_("{file}: the curriculum file cannot be read ({why}).").format(
            file=name, why=exc), source=name) from None
    frameworks = {}
    for key, table in data.items():
        if not isinstance(table, dict):
            raise RulesError(_("{file}: '{key}' is not a framework table; allowed: "
                               "[framework] tables with {fields} and codes.").format(
                                   file=name, key=key, fields=", ".join(FRAMEWORK_KEYS)),
                             source=name, key=key)
        missing = [k for k in (*FRAMEWORK_KEYS, "codes") if not table.get(k)]
        if missing:
            raise RulesError(_("{file}: framework '{key}' has no {fields}.").format(
                file=name, key=key, fields=", ".join(missing)), source=name, key=key)
        pattern = re.compile(table["pattern"])
        for code, title in table["codes"].items():
            if (not pattern.fullmatch(code) or len(code) > MAX_CODE or not isinstance(title, str)
                    or not title.strip() or "\n" in title or len(title) > MAX_TITLE):
                raise RulesError(_("{file}: framework '{key}', code '{code}': allowed: a code "
                                   "of the form {pattern} with a title of one line.").format(
                                       file=name, key=key, code=code,
                                       pattern=table["pattern"]), source=name, key=key)
        frameworks[key] = Framework(key, *(str(table[k]) for k in FRAMEWORK_KEYS),
                                    dict(table["codes"]))
    return frameworks


@lru_cache(maxsize=1)
def curriculum() -> dict[str, Framework]:
    """The kit's frameworks (read once)."""
    return read_curriculum(CURRICULUM_FILE)


def link_problems(value: Any, frameworks: dict[str, Framework] | None = None
                  ) -> list[tuple[str, str]]:
    """What is wrong with a lesson's `curriculum` table: (the text to find in the file, the
    message) for each problem; an empty list when every framework and code is known."""
    frameworks = curriculum() if frameworks is None else frameworks
    where = _("chemteach/classroom/curriculum.toml")
    if not isinstance(value, dict) or not value:
        return [("curriculum", _(
            "field 'curriculum': allowed: a table of framework and codes, one "
            "'framework: [code, ...]' line each, e.g. 'ngss: [HS-PS1-1]' (the frameworks "
            "and codes of {file}).").format(file=where))]
    problems = []
    for key, codes in value.items():
        key = str(key)
        if key not in frameworks:
            near = difflib.get_close_matches(key, list(frameworks), n=1, cutoff=0.5)
            hint = _(" (did you mean '{near}'?)").format(near=near[0]) if near else ""
            problems.append((key, _(
                "field 'curriculum': no framework '{key}'{hint}; allowed: {allowed} (the "
                "frameworks of {file}).").format(key=key, hint=hint,
                                                 allowed=", ".join(frameworks), file=where)))
            continue
        framework = frameworks[key]
        if isinstance(codes, str):
            codes = [codes]
        if not isinstance(codes, list) or not codes:
            problems.append((key, _(
                "field 'curriculum', key '{key}': allowed: a list of codes, e.g. "
                "{key}: [{example}].").format(key=key, example=next(iter(framework.codes)))))
            continue
        for code in codes:
            if isinstance(code, str) and code.strip() in framework.codes:
                continue
            if not isinstance(code, str):
                problems.append((key, _(
                    "field 'curriculum', key '{key}': {code} is not written as text; allowed: "
                    "each code in quotes, e.g. \"{example}\".").format(
                        key=key, code=code, example=next(iter(framework.codes)))))
                continue
            near = difflib.get_close_matches(code, list(framework.codes), n=1, cutoff=0.5)
            hint = _(" (did you mean '{near}'?)").format(near=near[0]) if near else ""
            listed = list(framework.codes)
            allowed = ", ".join(listed[:LISTED]) + (", ..." if len(listed) > LISTED else "")
            problems.append((code, _(
                "field 'curriculum', key '{key}': no code '{code}' in {name}{hint}; allowed: "
                "{allowed} (the codes of {file}; add a missing code there with its "
                "official title).").format(key=key, code=code, name=framework.name, hint=hint,
                                           allowed=allowed, file=where)))
    return problems


def links(value: Any, frameworks: dict[str, Framework] | None = None) -> list[Link]:
    """The known links of a lesson's `curriculum` table, in the file's order (an unknown
    framework or code is left out: `lesson check` names it)."""
    frameworks = curriculum() if frameworks is None else frameworks
    found: list[Link] = []
    if not isinstance(value, dict):
        return found
    for key, codes in value.items():
        framework = frameworks.get(str(key))
        if framework is None:
            continue
        for code in [codes] if isinstance(codes, str) else codes if isinstance(codes, list) else []:
            if isinstance(code, str) and code.strip() in framework.codes:
                found.append(Link(framework, code.strip(), framework.codes[code.strip()]))
    return found
