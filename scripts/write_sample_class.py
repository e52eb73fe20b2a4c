"""Write notebooks/teacher/sample_class/: the handed-in saves the class results notebook reads.

Run after a deliberate rule change (tests/classroom/test_results.py says when):
    python scripts/write_sample_class.py
"""

import shutil
from pathlib import Path

from chemteach.classroom.sample import write_sample_class

HERE = Path(__file__).resolve().parents[1] / "notebooks" / "teacher" / "sample_class"

if __name__ == "__main__":
    shutil.rmtree(HERE, ignore_errors=True)
    for path in write_sample_class(HERE):
        print("wrote", path.relative_to(HERE.parents[2]), f"{path.stat().st_size:,} bytes")
