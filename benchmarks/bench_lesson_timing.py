"""How long each lesson's game lasts with its own rules file: prints figures, asserts nothing.

A lesson's teacher's notes plan minutes of play; this plays the lesson's table (its play()
call: a student's seat is played by the medium bot) with the lesson's rules file, seeded,
and prints the game length in moves (every action of every player: the simulator's figure)
with the shortest and longest game, so the rules can be sized to the timing (issue 20,
item 11). With --rule NAME=V1,V2,... it tries other values of one rule.

Run: python benchmarks/bench_lesson_timing.py [--games N] [--lesson NAME] [--rule KEY=A,B]
"""

from __future__ import annotations

import argparse
import re
import statistics
import tomllib
from pathlib import Path

from chemteach.classroom.lessons import read_lesson
from chemteach.core.simulate import simulate
from chemteach.games import bots as bots_of

LESSONS = Path(__file__).resolve().parents[1] / "notebooks" / "lessons"


def seats(lesson_text: str, game: str) -> list[str]:
    """The bots of the lesson's first play() call, a student's seat played by 'medium'."""
    names = re.findall(r"[\"']([^\"']+)[\"']", re.search(r"play\(\[(.*?)\]", lesson_text).group(1))
    available = bots_of(game)
    return [n if n in available else "medium" for n in names]


def lengths(game: str, bots: list[str], rules: dict, games: int) -> list[int]:
    return [round(simulate(game, games=1, players=len(bots), bots=bots, seed=s,
                           rules=rules).mean_length) for s in range(games)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200, help="seeded games per figure")
    parser.add_argument("--lesson", help="one lesson's name (default: every lesson)")
    parser.add_argument("--rule", help="KEY=V1,V2,...: try these values of one rule")
    args = parser.parse_args()
    paths = sorted(p for p in LESSONS.glob("*.md") if p.name != "README.md")
    for path in paths:
        if args.lesson and args.lesson not in path.stem:
            continue
        lesson = read_lesson(path)
        game, rules_name = lesson.fields["game"], lesson.fields["rules"]
        rules = tomllib.loads((path.parent / rules_name).read_text(encoding="utf-8"))
        bots = seats(lesson.text, game)
        tries = [({}, "the lesson's rules")]
        if args.rule:
            key, values = args.rule.split("=")
            tries += [({key: tomllib.loads(f"v = {v}")["v"]}, f"{key} = {v}")
                      for v in values.split(",")]
        print(f"{path.stem} ({lesson.fields['duration']}; {len(bots)} seats: "
              f"{', '.join(bots)})")
        for change, label in tries:
            got = lengths(game, bots, {**rules, **change}, args.games)
            tenth = statistics.quantiles(got, n=10)[0]
            print(f"  {label:<22} mean {statistics.fmean(got):6.1f} moves, 10% of games "
                  f"under {tenth:5.1f}, shortest {min(got)}, longest {max(got)} "
                  f"({args.games} games)")


if __name__ == "__main__":
    main()
