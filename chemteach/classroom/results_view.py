"""A class's results shown to the teacher: an aligned text table, HTML tables and plots.

`table` is what `chemteach results FOLDER` prints; `html_table`, `details_html` and the
`plot_...` functions are what notebooks/teacher/class_results.ipynb shows. The rows come
from `results.read_class`; nothing here reads files or replays games.
"""

from __future__ import annotations

import datetime as dt
import html
import re
import shutil
import sys
import unicodedata
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..core.errors import ChemteachError
from ..core.wording import N_, _, count
from .results import (
    BondDetails,
    ClassResults,
    MonopolyDetails,
    PeriodyxDetails,
    PolymerDetails,
    Row,
    flag_short,
    flag_text,
    rows_for,
)

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from ..pictures import Chart

#: Widest a text-table column grows (longer text is shortened with '…' in the middle).
WIDTH = {"file": 40, "players": 80, "rules": 20, "status": 26, "winner": 16}


# ----- plain text ------------------------------------------------------------------------
def plain(text: Any) -> str:
    """Text safe for a terminal: control characters (a name typed with escape codes) become
    spaces, runs of spaces one."""
    cleaned = "".join(" " if unicodedata.category(c)[0] == "C" else c for c in str(text))
    return re.sub(r"\s+", " ", cleaned).strip()


def printable(text: str) -> str:
    """One line as a terminal may receive it: every character that is not printable text
    (escape sequences, bidi overrides, line and paragraph separators) becomes a space, so
    nothing read from a file can move the cursor, recolour or redraw the table."""
    return "".join(" " if unicodedata.category(c) in UNPRINTABLE or
                   unicodedata.category(c)[0] == "C" else c for c in text)


#: Separators that end a line or a paragraph (U+2028, U+2029): never inside a printed line.
UNPRINTABLE = ("Zl", "Zp")


def plot_text(text: Any) -> str:
    """Text from a file as matplotlib draws it, literally: plain, with every '$' escaped so
    that mathtext never parses it (a name 'Jo $\\alpha^$' would make the plot raise)."""
    return plain(text).replace("$", r"\$")


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
    """The status as the reader reads it: 'ok' in their language (the CSV keeps 'ok'), with
    the row's flags in a few words ('ok; same game')."""
    status = _("ok") if row.ok else row.status
    if row.flags:
        status = _("{status}; {flags}").format(
            status=status, flags=", ".join(dict.fromkeys(flag_short(f) for f in row.flags)))
    return status


def game_title(game: str) -> str:
    """A game's title in the reader's language ('Bond!', 'ボンド！'), '-' for none."""
    from ..games import game_class
    from .results import EXIT_TICKET

    if game == EXIT_TICKET:
        return _("Exit ticket")
    try:
        return _(game_class(game).title) if game else "-"
    except KeyError:
        return plain(game)[:20]


def date_text(row: Row) -> str:
    """'2026-11-30 09:15' (from the file name) or '~2026-11-30 09:15' (the file's own time)."""
    if row.date is None:
        return ""
    mark = "~" if row.date_from == "file time" else ""
    return mark + row.date.strftime("%Y-%m-%d %H:%M")


def wrap(text: str, most: int, indent: str = "") -> list[str]:
    """A line broken at spaces into lines of at most `most` columns (a word longer than a
    line is broken inside); the lines after the first start with `indent`."""
    if most <= 0 or width(text) <= most:
        return [text]
    if width(indent) > most // 2:  # a terminal a few columns wide: no room for an indent
        indent = ""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}" if line else word
        if width(candidate) <= most:
            line = candidate
            continue
        if line:
            lines.append(line)
            line = indent + word
        else:
            line = word
        while width(line) > most:
            cut = 1
            while width(line[:cut + 1]) <= most:
                cut += 1
            lines.append(line[:cut])
            line = indent + line[cut:]
    lines.append(line)
    return lines


def row_notes(row: Row) -> list[str]:
    """What the teacher should read about a loaded row: its notes (flags), its reason (an
    older save, details that failed) and its house rules in full when the table cut them."""
    notes = [flag_text(f) for f in row.flags]
    if row.ok and row.reason:
        notes.append(row.reason)
    rules = "; ".join(row.house_rules)
    if rules and width(rules) > WIDTH["rules"]:
        notes.append(_("house rules {rules}").format(rules=rules))
    return notes


def table(results: ClassResults, max_width: int | None = None) -> str:
    """The class's results as an aligned text table, then the reasons for refused files and
    the notes on the others, as printable text only.

    A table wider than `max_width` columns (a narrow terminal) is printed as one short block
    per file instead, and every line is wrapped to `max_width`.
    """
    head = (_("File"), _("Status"), _("Game"), _("Date"), _("Players and scores"), _("Winner"),
            _("Length"), _("House rules"))
    lines: list[list[str]] = []
    refusals: list[str] = []
    notes: list[str] = []
    for row in results.rows:
        lines.append([fit(plain(row.file), WIDTH["file"]),
                      fit(plain(status_text(row)), WIDTH["status"]), game_title(row.game),
                      date_text(row), fit(players_text(row), WIDTH["players"]),
                      fit(plain(row.winner_text()), WIDTH["winner"]), plain(row.length),
                      fit_rules([plain(r) for r in row.house_rules], WIDTH["rules"])])
        file = fit(plain(row.file), WIDTH["file"])
        if not row.ok:
            refusals.append(_("{file}: {reason}").format(file=file, reason=plain(row.reason)))
        notes += [_("{file}: {note}").format(file=file, note=plain(n)) for n in row_notes(row)]
    cols = [max([width(h)] + [width(line[i]) for line in lines]) for i, h in enumerate(head)]
    if max_width is None or sum(cols) + 2 * (len(cols) - 1) <= max_width:
        out = ["  ".join(pad(h, c) for h, c in zip(head, cols, strict=True)).rstrip(),
               "  ".join("-" * c for c in cols)]
        out += ["  ".join(pad(cell, c) for cell, c in zip(line, cols, strict=True)).rstrip()
                for line in lines]
    else:
        out = []
        for line in lines:
            out.append(_("{file}  [{status}]").format(file=line[0], status=line[1]))
            out += ["    " + _("{label}: {value}").format(label=h, value=cell)
                    for h, cell in zip(head[2:], line[2:], strict=True) if cell and cell != "-"]
    out += ["", plain(results.summary())]
    if any(r.date_from == "file time" for r in results.rows):
        out.append(_("Dates come from the file names Save game gives; a date marked ~ is the "
                     "file's own time, which a download or a copy may have changed."))
    if refusals:
        out += ["", _("Why files were refused:")] + [f"- {n}" for n in refusals]
    if notes:
        out += ["", _("Notes on files:")] + [f"- {n}" for n in notes]
    if max_width:
        out = [part for line in out
               for part in wrap(line, max_width, "      " if line.startswith("    ")
                                else "  ")]
    return "\n".join(printable(line) for line in out)


def details_text(results: ClassResults) -> str:
    """Each game's details, in words: what the table has no room for."""
    out: list[str] = []
    for row in results.ok:
        names = [plain(p.label()) for p in row.players]
        d = row.details
        out.append(f"{plain(row.file)} ({_(row.title)})")
        if d is None:
            out += ["  " + plain(n) for n in row_notes(row)]
        if isinstance(d, PolymerDetails):
            for p, name in enumerate(names):
                out.append("  " + _("{name}: longest chain {chain} pyramids, best turn {best} "
                                    "points, {pieces} placed").format(
                    name=name, chain=d.longest_chain[p], best=d.best_turn[p],
                    pieces=d.pieces[p]))
        elif isinstance(d, PeriodyxDetails):
            for p, name in enumerate(names):
                out.append("  " + periodyx_line(row, d, p, name))
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


def periodyx_line(row: Row, d: PeriodyxDetails, p: int, name: str) -> str:
    """'Ada: 9 cards at the end, the winner; 3 cards won in mini-games (Hi-Lo 3)': the cards
    a player holds at the end are the score; those won in mini-games are only part of them
    (the rest were dealt or drawn from the pile), so a winner may have won none."""
    held = count(int(row.scores[p]), "{n} card at the end", "{n} cards at the end")
    if row.finished and p in row.winners:
        held = _("{held}, the winner").format(held=held)
    if d.cards_won[p]:
        games = ", ".join(_("{game} {cards}").format(game=_(g), cards=n)
                          for g, n in d.cards_won[p].items())
        won = count(d.total(p), "{n} card won in mini-games ({games})",
                    "{n} cards won in mini-games ({games})", games=games)
    else:
        won = _("no cards won in mini-games (all dealt or drawn)")
    return _("{name}: {held}; {won}").format(name=name, held=held, won=won)


def terminal_width() -> int | None:
    """The columns the output may use when it goes to a terminal: the terminal's ($COLUMNS
    overrides it there); None when it is piped or written to a file, which then gets the
    whole table, one line per file, whatever $COLUMNS an exporting shell (or a test runner's
    worker) left set: a table wrapped to a width nobody reads it at is harder to read."""
    if sys.stdout.isatty():
        columns = shutil.get_terminal_size((0, 0)).columns
        return columns if columns > 0 else None
    return None


def results_command(folder: str, csv_path: str | None = None, details: bool = False,
                    files: Mapping[str, str] | None = None, *, roster: str | None = None,
                    due: str | None = None, lesson: str | None = None,
                    gradebook: str | None = None, gradebook_format: str = "plain",
                    quizzes: Sequence[str] = ()) -> int:
    """`chemteach results FOLDER [--csv PATH] [--details] [--board FILE ...] [--roster PATH]
    [--due DATE] [--lesson NAME] [--gradebook PATH [--gradebook-format F]] [--quiz FILE]`:
    print the table (and each game's details), then the students across lessons, the
    exit-ticket questions, the written answers and the prompts to discuss; write the CSV and
    the gradebook if asked. A folder that cannot be read is a ChemteachError. `files` are
    the data files the class played on ({"board_file": path}); `quizzes` the lessons' quiz
    files (they mark the answers and give the model answers). Everything printed is
    printable text, wrapped to the terminal's width."""
    from .results import read_class
    from .results_class import load_quizzes
    from .results_class_view import class_text

    given = load_quizzes(quizzes) if quizzes else None
    results = read_class(folder, files=files, roster=roster, due=due_time(due) if due else None,
                         lesson=lesson, quizzes=given)
    columns = terminal_width()

    def say(text: str) -> None:
        for line in text.split("\n"):
            for part in wrap(line, columns or 0, "    "):
                print(printable(part))

    if not results.rows:  # nothing to tabulate: say so rather than print an empty table
        say(results.summary())
        return 0
    say(table(results, columns))
    if details and results.ok:
        say("")
        say(details_text(results))
    say(class_text(results, given))
    if due:
        say("")
        say(_("Late means saved after {due}: for exit-ticket answers the time sealed in the "
              "file; a game save records no time, so for a save it is the file's "
              "modification time (mtime), which a copy or a platform's download may change "
              "(shown as 'late (file time)').").format(
                  due=due_time(due).strftime("%Y-%m-%d %H:%M")))
    if csv_path:
        try:
            results.write_csv(csv_path)
        except OSError as exc:
            raise ChemteachError(_("Cannot write the CSV file {path} ({why}).").format(
                path=csv_path, why=exc.strerror or exc)) from None
        say(_("Wrote {path}: one row per file.").format(path=csv_path))
    if gradebook:
        from .gradebook import write_gradebook

        for warning in write_gradebook(results, gradebook, gradebook_format):
            say(warning)
        say(_("Wrote {path}: one row per student, for {form}.").format(
            path=gradebook, form=gradebook_format))
    return 0


def due_time(text: str) -> dt.datetime:
    """A due time as typed: '2026-12-01' (the end of that day) or '2026-12-01 15:30';
    ChemteachError with what to type otherwise."""
    value = text.strip()
    try:
        if len(value) == 10:
            return dt.datetime.fromisoformat(value).replace(hour=23, minute=59, second=59)
        return dt.datetime.fromisoformat(value)
    except ValueError:
        raise ChemteachError(_("The due time {text} is not a date; allowed: 2026-12-01 or "
                               "2026-12-01 15:30.").format(text=plain(text)[:40])) from None


# ----- HTML for the notebook ----------------------------------------------------------------
CELL = "padding:3px 6px;border-bottom:1px solid #ccc;text-align:left;vertical-align:top"


def _html_table(head: Sequence[str], rows: Sequence[Sequence[Any]], caption: str = "") -> str:
    """An accessible HTML table (caption, header cells with scope) of escaped text, in a box
    that scrolls sideways when the table is wider than the notebook (never cut off)."""
    cap = f"<caption style='text-align:left;font-weight:bold'>{html.escape(caption)}</caption>"
    # a header such as 'Natural/Synthetic/Radioactive' may break after its slashes
    th = "".join(f"<th scope='col' style='{CELL}'>{html.escape(h).replace('/', '/<wbr>')}</th>"
                 for h in head)
    body = "".join("<tr>" + "".join(f"<td style='{CELL}'>{html.escape(str(c))}</td>" for c in r)
                   + "</tr>" for r in rows)
    return (f"<div class='chemteach-results-table' style='{SCROLL}'>"
            f"<table style='border-collapse:collapse;font-size:13px;table-layout:auto;"
            f"margin-left:0'>{cap if caption else ''}"
            f"<thead><tr>{th}</tr></thead><tbody>{body}</tbody></table></div>")


#: The box around a table: as wide as the output, scrolling sideways for a wider table
#: (Periodyx's eleven mini-games), and reachable by keyboard to scroll it.
SCROLL = "max-width:100%;overflow-x:auto"


def html_table(results: ClassResults) -> str:
    """The results table as HTML: one row per file, the reason in full for refused files and
    the notes on the others."""
    head = (_("File"), _("Game"), _("Date"), _("Players and scores"), _("Winner"), _("Length"),
            _("House rules"), _("Status"))
    rows = []
    for r in results.rows:
        notes = ([plain(r.reason)] if not r.ok else []) + [plain(n) for n in row_notes(r)]
        status = status_text(r)
        rows.append([plain(r.file), game_title(r.game), date_text(r), players_text(r),
                     plain(r.winner_text()), r.length, "; ".join(plain(h) for h in r.house_rules),
                     _("{status}: {reason}").format(status=status, reason=" ".join(notes))
                     if notes else status])
    note = html.escape(results.summary())
    return _html_table(head, rows, _("Class results")) + f"<p>{note}</p>"


def refusal_notes(results: ClassResults) -> list[str]:
    """'file: reason' for every refused file, then 'file: note' for the notes on the others,
    as plain text (what the notebook prints under the table)."""
    refused = [_("{file}: {reason}").format(file=plain(r.file), reason=plain(r.reason))
               for r in results.refused]
    notes = [_("{file}: {note}").format(file=plain(r.file), note=plain(n))
             for r in results.rows for n in row_notes(r)]
    return refused + notes


def _file_player(row: Row, player: int) -> list[str]:
    """The first two cells of a details line: the file (shortened) and the player."""
    return [fit(plain(row.file), 32), plain(row.players[player].label())]


def details_html(results: ClassResults | Sequence[Row], game: str) -> str:
    """One game's details as an HTML table, one line per player per file."""
    rows = [r for r in rows_for(results, game) if r.details is not None]
    if not rows:
        return "<p>" + html.escape(_("No {game} games in this folder.").format(
            game=game_title(game))) + "</p>"
    lines: list[list[Any]] = []
    if game == "polymer":
        head = [_("File"), _("Player"), _("Score"), _("Longest chain"), _("Best turn"),
                _("Pyramids placed")]
        for r in rows:
            d = r.details
            for p in range(len(r.players)):
                lines.append([*_file_player(r, p), r.score_text(p),
                              d.longest_chain[p], d.best_turn[p], d.pieces[p]])
    elif game == "periodyx":
        names = rows[0].details.minigames
        head = [_("File"), _("Player"), _("Cards held")] + [_(n) for n in names] + [_("Total")]
        for r in rows:
            d = r.details
            for p in range(len(r.players)):
                lines.append([*_file_player(r, p), r.score_text(p)]
                             + [d.cards_won[p].get(n, "") for n in names] + [d.total(p)])
    elif game == "bond":
        head = [_("File"), _("Player"), _("Points"), _("Molecules scored"),
                _("Best hand missed"), _("Points missed")]
        for r in rows:
            d = r.details
            for p in range(len(r.players)):
                missed = [_("round {round}, turn {turn}: {molecules} ({points} points)").format(
                    round=rd.round, turn=rd.best_turn[p],
                    molecules=", ".join(rd.best_molecules[p]) or "-", points=rd.best[p])
                    for rd in d.rounds if rd.missed(p)]
                lines.append([*_file_player(r, p), r.score_text(p),
                              ", ".join(d.molecules(p)), "; ".join(missed), d.missed(p)])
    elif game == "monopoly":
        head = [_("File"), _("Player"), _("Net worth at the end"), _("Highest net worth"),
                _("Bankrupt in round")]
        for r in rows:
            d = r.details
            for p in range(len(r.players)):
                lines.append([*_file_player(r, p), d.worth[p][-1], max(d.worth[p]),
                              d.bankrupt[p] if d.bankrupt[p] is not None else ""])
    else:
        return ""
    return _html_table(head, lines, _(rows[0].title))


# ----- plots (matplotlib is imported only when a plot is asked for) --------------------------
def plot_monopoly(results: ClassResults | Sequence[Row], columns: int = 2) -> Figure | None:
    """Each Chemistry Monopoly game's net worth per player, round by round (None: no games)."""
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    rows = [r for r in rows_for(results, "monopoly") if r.details is not None]
    if not rows:
        return None
    columns = min(columns, len(rows))
    lines = -(-len(rows) // columns)
    fig, axes = plt.subplots(lines, columns, figsize=(5.5 * columns, 3.2 * lines),
                             squeeze=False)
    for ax, row in zip(axes.flat, rows, strict=False):
        d: MonopolyDetails = row.details
        for p, player in enumerate(row.players):
            ax.plot(d.rounds, d.worth[p], label=plot_text(player.label()),
                    linestyle=("-", "--", ":", "-.")[p % 4])
        ax.set_title(plot_text(fit(plain(row.file), 48)), fontsize=9)
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

    rows = [r for r in rows_for(results, "bond") if r.details is not None]
    if not rows:
        return None
    labels, points, missed = [], [], []
    for row in rows:
        d: BondDetails = row.details
        for p, player in enumerate(row.players):
            if player.bot is None:
                labels.append(plot_text(_("{name} ({file})").format(
                    name=plain(player.name), file=fit(plain(row.file), 24))))
                points.append(row.scores[p])
                missed.append(d.missed(p))
    if not labels:
        return None
    fig, ax = plt.subplots(figsize=(8, 0.45 * len(labels) + 2.2), layout="constrained")
    places = range(len(labels))  # positions, not categories: two students may share a label
    ax.barh(places, points, color="#0072B2", label=_("points scored"))
    ax.barh(places, missed, left=points, color="white", edgecolor="#D55E00", hatch="//",
            label=_("more points their best hands held"))
    ax.set_yticks(places, labels)
    ax.invert_yaxis()
    ax.set_xlim(0, 1.05 * max(p + m for p, m in zip(points, missed, strict=True)) or 1)
    ax.set_xlabel(_("points"))
    ax.set_title(_("Bond!: points per student, and the best hands not declared"), fontsize=11)
    # below the axis label, never over it: the constrained layout makes room for it
    fig.legend(fontsize=8, loc="outside lower center", ncols=2)
    plt.close(fig)
    return fig


def plot_periodyx(results: ClassResults | Sequence[Row]) -> Figure | None:
    """Periodyx: cards each student won in each mini-game, summed over the class."""
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    rows = [r for r in rows_for(results, "periodyx") if r.details is not None]
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


#: What each game's plot shows, in words: its text alternative (a screen reader says
#: nothing of a figure shown as a bare picture); the table above it holds the numbers.
CHART_WORDS = {
    "bond": N_("Bar chart: the points each student scored in each Bond! game, with the "
               "points their best hands would have added drawn hatched after them. The "
               "table above gives the numbers."),
    "periodyx": N_("Bar chart: the cards the students won in each Periodyx mini-game, added "
                   "up over the class. The table above gives each student's cards."),
    "monopoly": N_("Line charts, one per Chemistry Monopoly game: each player's net worth, "
                   "round by round, to the end of the game. The table above gives the "
                   "numbers."),
}
PLOTS = {"bond": plot_bond, "periodyx": plot_periodyx, "monopoly": plot_monopoly}


def chart_of(results: ClassResults | Sequence[Row], game: str) -> Chart | None:
    """A game's plot as the notebook shows it: the picture with its words as alt text (a bare
    figure is an <img> without them); None when the folder has no such games to draw."""
    from ..pictures import chart

    figure = PLOTS[game](results)
    return None if figure is None else chart(figure, _(CHART_WORDS[game]))


__all__ = ["chart_of", "details_html", "details_text", "fit", "html_table", "plain",
           "plot_bond", "plot_monopoly", "plot_periodyx", "results_command", "table", "width"]
