"""Write notebooks/teacher/sample_lesson/: one lesson's hand-in (saves, exit-ticket answers,
a class list) that the class results notebook reads.

Run after a deliberate change to the Bond! valence lesson, its quiz or the save format:
    python scripts/write_sample_lesson.py
"""

import shutil
from pathlib import Path

from chemteach.classroom.sample_lesson import write_sample_lesson

HERE = Path(__file__).resolve().parents[1] / "notebooks" / "teacher" / "sample_lesson"

if __name__ == "__main__":
    shutil.rmtree(HERE, ignore_errors=True)
    for path in write_sample_lesson(HERE):
        print("wrote", path.relative_to(HERE.parents[2]), f"{path.stat().st_size:,} bytes")
