"""Write the golden transcripts in tests/golden/ (run after a deliberate rule change).

Run: python scripts/write_golden.py
"""

from pathlib import Path

from chemteach.core.transcript import GOLDEN, transcript

HERE = Path(__file__).resolve().parents[1] / "tests" / "golden"

if __name__ == "__main__":
    HERE.mkdir(exist_ok=True)
    for name, game, players, seed, bots in GOLDEN:
        (HERE / name).write_text(transcript(game, players, seed, bots), encoding="utf-8")
        print("wrote", HERE / name)
