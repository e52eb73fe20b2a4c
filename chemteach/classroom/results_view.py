"""A class's results shown to the teacher: an aligned text table, HTML tables and plots.

`table` is what `chemteach results FOLDER` prints; `html_table`, `details_html` and the
`plot_...` functions are what notebooks/teacher/class_results.ipynb shows. The rows come
from `results.read_class`; nothing here reads files or replays games.
"""

from __future__ import annotations

import html
import re
import shutil
import sys
import unicodedata
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..core.errors import ChemteachError
from ..core.wording import _
from .results import (
    BondDetails,
    ClassResults,
    MonopolyDetails,
    PeriodyxDetails,
    PolymerDetails,
    Row,
    rows_for,
)

if TYPE_CHECKING:
    from matplotlib.figure import Figure

#: Widest a text-table column grows (longer text is shortened with '…' in the middle).
WIDTH = {"file": 40, "players": 80, "rules": 20, "status": 26, "winner": 16}


# ----- plain text ------------------------------------------------------------------------
def plain(text: Any) -> str:
    """Text safe for a terminal: control characters (a name typed with escape codes) become
    spaces, runs of spaces one."""
    cleaned = "".join(" " if unicodedata.category(c)[0] == "C" else c for c in str(text))
    return re.sub(r"\s+", " ", cleaned).strip()


def width(text: str) -> int:
    """Columns a text takes in a terminal (a Japanese character takes two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def fit(text: str, most: int) -> str:
    """The text, shortened in the middle with '…' to at most `most` columns."""
    if width(text) <= most:
        return text
    head, tail = [], []
    room = most - 1
    left, right = 0, len(text) - 1
    while room > 0 and left <= right:
        c = text[left] if len(head) <= len(tail) else text[right]
        w = width(c)
        if w > room:
            break
        room -= w
        if len(head) <= len(tail):
            head.append(c)
            left += 1
        else:
            tail.append(c)
            right -= 1
    return "".join(head) + "\u2026" + "".join(reversed(tail))


def fit_rules(rules: Sequence[str], most: int) -> str:
    """House rules joined by '; ', shortened at a rule boundary ('rounds = 2; …') rather than
    in the middle of a key; a single rule longer than `most` is shown whole."""
    joined = "; ".join(rules)
    if width(joined) <= most:
        return joined
    for keep in range(len(rules) - 1, 0, -1):
        text = "; ".join(rules[:keep]) + "; \u2026"
        if width(text) <= most:
            return text
    return rules[0] + ("; \u2026" if len(rules) > 1 else "")


def pad(text: str, cols: int) -> str:
    return text + " " * max(0, cols - width(text))


def players_text(row: Row) -> str:
    """'Ada 72, medium (bot) 87' for a loaded game; the names a refused save claims."""
    if row.ok:
        return ", ".join(_("{player} {score}").format(player=plain(p.label()), score=s)
                         for p, s in zip(row.players, row.scores_text(",").split(","),
                                         strict=False))
    return ", ".join(plain(p.label()) for p in row.players)


def status_text(row: Row) -> str:
    """The status as the reader reads it: 'ok' in their language (the CSV keeps 'ok')."""
    return _("ok") if row.ok else row.status


def game_title(game: str) -> str:
    """A game's title in the reader's language ('Bond!', 'ボンド！'), '-' for none."""
    from ..games import game_class

    try:
        return _(game_class(game).title) if game else "-"
    except KeyError:
        return game


def date_text(row: Row) -> str:
    """'2026-11-30 09:15' (from the file name) or '~2026-11-30 09:15' (the file's own time)."""
    if row.date is None:
        return ""
    mark = "~" if row.date_from == "file time" else ""
    return mark + row.date.strftime("%Y-%m-%d %H:%M")


def table(results: ClassResults, max_width: int | None = None) -> str:
    """The class's results as an aligned text table, then the reasons for refused files.

    A table wider than `max_width` columns (a narrow terminal) is printed as one short block
    per file instead, so that no line wraps into the next.
    """
    head = (_("File"), _("Status"), _("Game"), _("Date"), _("Players and scores"), _("Winner"),
            _("Length"), _("House rules"))
    lines: list[list[str]] = []
    notes: list[str] = []
    for row in results.rows:
        rules = "; ".join(row.house_rules)
        lines.append([fit(plain(row.file), WIDTH["file"]),
                      fit(status_text(row), WIDTH["status"]), game_title(row.game),
                      date_text(row), fit(players_text(row), WIDTH["players"]),
                      fit(plain(row.winner_text()), WIDTH["winner"]), row.length,
                      fit_rules(row.house_rules, WIDTH["rules"])])
        if row.reason:
            notes.append(_("{file}: {reason}").format(file=plain(row.file), reason=row.reason))
        if rules and width(rules) > WIDTH["rules"]:
            notes.append(_("{file}: house rules {rules}").format(file=plain(row.file),
                                                                 rules=rules))
    cols = [max([width(h)] + [width(line[i]) for line in lines]) for i, h in enumerate(head)]
    if max_width is None or sum(cols) + 2 * (len(cols) - 1) <= max_width:
        out = ["  ".join(pad(h, c) for h, c in zip(head, cols, strict=True)).rstrip(),
               "  ".join("-" * c for c in cols)]
        out += ["  ".join(pad(cell, c) for cell, c in zip(line, cols, strict=True)).rstrip()
                for line in lines]
    else:
        out = []
        for row, line in zip(results.rows, lines, strict=True):
            out.append(_("{file}  [{status}]").format(file=plain(row.file), status=row.status))
            out += ["    " + _("{label}: {value}").format(label=h, value=cell)
                    for h, cell in zip(head[2:], line[2:], strict=True) if cell and cell != "-"]
    out += ["", results.summary()]
    if any(r.date_from == "file time" for r in results.rows):
        out.append(_("Dates come from the file names Save game gives; a date marked ~ is the "
                     "file's own time, which a download or a copy may have changed."))
    if notes:
        out += ["", _("Why files were refused, and notes:")] + [f"- {n}" for n in notes]
    return "\n".join(out)


def details_text(results: ClassResults) -> str:
    """Each game's details, in words: what the table has no room for."""
    out: list[str] = []
    for row in results.ok:
        names = [plain(p.label()) for p in row.players]
        d = row.details
        out.append(f"{plain(row.file)} ({row.title})")
        if isinstance(d, PolymerDetails):
            for p, name in enumerate(names):
                out.append("  " + _("{name}: longest chain {chain} pyramids, best turn {best} "
                                    "points, {pieces} placed").format(
                    name=name, chain=d.longest_chain[p], best=d.best_turn[p],
                    pieces=d.pieces[p]))
        elif isinstance(d, PeriodyxDetails):
            for p, name in enumerate(names):
                won = ", ".join(_("{game} {cards}").format(game=_(g), cards=n)
                                for g, n in d.cards_won[p].items()) or _("none")
                out.append("  " + _("{name}: cards won {total} ({games})").format(
                    name=name, total=d.total(p), games=won))
        elif isinstance(d, BondDetails):
            for p, name in enumerate(names):
                molecules = ", ".join(d.molecules(p)) or _("none")
                out.append("  " + _("{name}: {points} points; molecules {molecules}; best "
                                    "hands missed {missed} points").format(
                    name=name, points=row.scores_text().split(", ")[p], molecules=molecules,
                    missed=d.missed(p)))
        elif isinstance(d, MonopolyDetails):
            for p, name in enumerate(names):
                worth = d.worth[p]
                peak = max(worth)
                gone = d.bankrupt[p]
                end = (_("bankrupt in round {round}").format(round=gone) if gone is not None
                       else _("{worth} AMUny at the end").format(worth=worth[-1]))
                out.append("  " + _("{name}: net worth peaked at {peak} AMUny; {end}").format(
                    name=name, peak=peak, end=end))
    return "\n".join(out)


def results_command(folder: str, csv_path: str | None = None, details: bool = False) -> int:
    """`chemteach results FOLDER [--csv PATH] [--details]`: print the table (and each game's
    details), write the CSV if asked; a folder that cannot be read is a ChemteachError."""
    from .results import read_class

    results = read_class(folder)
    if not results.rows:  # nothing to tabulate: say so rather than print an empty table
        print(results.summary())
        return 0
    terminal = shutil.get_terminal_size((0, 0)).columns if sys.stdout.isatty() else 0
    print(table(results, terminal or None))
    if details and results.ok:
        print()
        print(details_text(results))
    if csv_path:
        try:
            results.write_csv(csv_path)
        except OSError as exc:
            raise ChemteachError(_("Cannot write the CSV file {path} ({why}).").format(
                path=csv_path, why=exc.strerror or exc)) from None
        print(_("Wrote {path}: one row per file.").format(path=csv_path))
    return 0


# ----- HTML for the notebook ----------------------------------------------------------------
CELL = "padding:3px 8px;border-bottom:1px solid #ccc;text-align:left;vertical-align:top"


def _html_table(head: Sequence[str], rows: Sequence[Sequence[str]], caption: str = "") -> str:
    """An accessible HTML table (caption, header cells with scope) of escaped text."""
    cap = f"<caption style='text-align:left;font-weight:bold'>{html.escape(caption)}</caption>"
    th = "".join(f"<th scope='col' style='{CELL}'>{html.escape(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td style='{CELL}'>{html.escape(str(c))}</td>" for c in r)
                   + "</tr>" for r in rows)
    return (f"<table style='border-collapse:collapse;font-size:13px'>{cap if caption else ''}"
            f"<thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>")


def html_table(results: ClassResults) -> str:
    """The results table as HTML: one row per file, the reason in full for refused files."""
    head = (_("File"), _("Game"), _("Date"), _("Players and scores"), _("Winner"), _("Length"),
            _("House rules"), _("Status"))
    rows = [[plain(r.file), r.title or "-", date_text(r), players_text(r),
             plain(r.winner_text()), r.length, "; ".join(r.house_rules),
             _("{status}: {reason}").format(status=r.status, reason=r.reason) if r.reason
             else r.status] for r in results.rows]
    note = html.escape(results.summary())
    return _html_table(head, rows, _("Class results")) + f"<p>{note}</p>"


def details_html(results: ClassResults | Sequence[Row], game: str) -> str:
    """One game's details as an HTML table, one line per player per file."""
    rows = rows_for(results, game)
    if not rows:
        return "<p>" + html.escape(_("No {game} games in this folder.").format(game=game)) + "</p>"
    lines: list[list[Any]] = []
    if game == "polymer":
        head = [_("File"), _("Player"), _("Score"), _("Longest chain"), _("Best turn"),
                _("Pyramids placed")]
        for r in rows:
            d = r.details
            for p, player in enumerate(r.players):
                lines.append([r.file, player.label(), r.scores_text().split(", ")[p],
                              d.longest_chain[p], d.best_turn[p], d.pieces[p]])
    elif game == "periodyx":
        names = rows[0].details.minigames
        head = [_("File"), _("Player"), _("Cards held")] + [_(n) for n in names] + [_("Total")]
        for r in rows:
            d = r.details
            for p, player in enumerate(r.players):
                lines.append([r.file, player.label(), r.scores_text().split(", ")[p]]
                             + [d.cards_won[p].get(n, "") for n in names] + [d.total(p)])
    elif game == "bond":
        head = [_("File"), _("Player"), _("Points"), _("Molecules scored"),
                _("Best hand missed"), _("Points missed")]
        for r in rows:
            d = r.details
            for p, player in enumerate(r.players):
                missed = [_("round {round}, turn {turn}: {molecules} ({points} points)").format(
                    round=rd.round, turn=rd.best_turn[p],
                    molecules=", ".join(rd.best_molecules[p]) or "-", points=rd.best[p])
                    for rd in d.rounds if rd.missed(p)]
                lines.append([r.file, player.label(), r.scores_text().split(", ")[p],
                              ", ".join(d.molecules(p)), "; ".join(missed), d.missed(p)])
    elif game == "monopoly":
        head = [_("File"), _("Player"), _("Net worth at the end"), _("Highest net worth"),
                _("Bankrupt in round")]
        for r in rows:
            d = r.details
            for p, player in enumerate(r.players):
                lines.append([r.file, player.label(), d.worth[p][-1], max(d.worth[p]),
                              d.bankrupt[p] if d.bankrupt[p] is not None else ""])
    else:
        return ""
    return _html_table(head, lines, rows[0].title)


# ----- plots (matplotlib is imported only when a plot is asked for) --------------------------
def plot_monopoly(results: ClassResults | Sequence[Row], columns: int = 2) -> Figure | None:
    """Each Chemistry Monopoly game's net worth per player, round by round (None: no games)."""
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    rows = rows_for(results, "monopoly")
    if not rows:
        return None
    columns = min(columns, len(rows))
    lines = -(-len(rows) // columns)
    fig, axes = plt.subplots(lines, columns, figsize=(5.5 * columns, 3.2 * lines),
                             squeeze=False)
    for ax, row in zip(axes.flat, rows, strict=False):
        d: MonopolyDetails = row.details
        for p, player in enumerate(row.players):
            ax.plot(d.rounds, d.worth[p], label=plain(player.label()),
                    linestyle=("-", "--", ":", "-.")[p % 4])
        ax.set_title(fit(plain(row.file), 48), fontsize=9)
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.set_xlabel(_("round (the last point: the end of the game)"))
        ax.set_ylabel(_("net worth (AMUny)"))
        ax.legend(fontsize=8)
    for ax in list(axes.flat)[len(rows):]:
        ax.set_visible(False)
    fig.suptitle(_("Chemistry Monopoly: net worth over the game"))
    fig.tight_layout()
    plt.close(fig)  # shown by the notebook's display, not twice
    return fig


def plot_bond(results: ClassResults | Sequence[Row]) -> Figure | None:
    """Bond!: every student's points per game, with the points their best hands would have
    added drawn on top (hatched): who declares too late, or not at all."""
    import matplotlib.pyplot as plt

    rows = rows_for(results, "bond")
    if not rows:
        return None
    labels, points, missed = [], [], []
    for row in rows:
        d: BondDetails = row.details
        for p, player in enumerate(row.players):
            if player.bot is None:
                labels.append(_("{name} ({file})").format(name=plain(player.name),
                                                         file=fit(plain(row.file), 24)))
                points.append(row.scores[p])
                missed.append(d.missed(p))
    if not labels:
        return None
    fig, ax = plt.subplots(figsize=(8, 0.45 * len(labels) + 1.9))
    ax.barh(labels, points, color="#0072B2", label=_("points scored"))
    ax.barh(labels, missed, left=points, color="white", edgecolor="#D55E00", hatch="//",
            label=_("more points their best hands held"))
    ax.invert_yaxis()
    ax.set_xlim(0, 1.05 * max(p + m for p, m in zip(points, missed, strict=True)) or 1)
    ax.set_xlabel(_("points"))
    ax.set_title(_("Bond!: points per student, and the best hands not declared"), fontsize=11)
    ax.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.25), ncols=2)
    fig.tight_layout()
    plt.close(fig)
    return fig


def plot_periodyx(results: ClassResults | Sequence[Row]) -> Figure | None:
    """Periodyx: cards each student won in each mini-game, summed over the class."""
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    rows = rows_for(results, "periodyx")
    if not rows:
        return None
    names = rows[0].details.minigames
    totals = dict.fromkeys(names, 0)
    for row in rows:
        d: PeriodyxDetails = row.details
        for p, player in enumerate(row.players):
            if player.bot is None:
                for game, n in d.cards_won[p].items():
                    totals[game] = totals.get(game, 0) + n
    fig, ax = plt.subplots(figsize=(7, 3.8))
    ax.barh([_(n) for n in names], [totals[n] for n in names], color="#009E73")
    ax.invert_yaxis()
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel(_("cards the students won"))
    ax.set_title(_("Periodyx: cards students won, by mini-game"))
    fig.tight_layout()
    plt.close(fig)
    return fig


__all__ = ["details_html", "details_text", "fit", "html_table", "plain", "plot_bond",
           "plot_monopoly", "plot_periodyx", "results_command", "table", "width"]
