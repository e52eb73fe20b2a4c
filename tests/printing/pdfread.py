"""Reading a print pack back (pypdf): its pages' text, sizes and fonts."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pypdf import PdfReader

MM = 72 / 25.4


def pages_text(path: Path) -> list[str]:
    """Each page's extracted text."""
    return [page.extract_text() or "" for page in PdfReader(path).pages]


def flat(text: str) -> str:
    """Text with its line breaks and runs of spaces made single spaces (wrapped lines joined)."""
    return re.sub(r"\s+", " ", text).strip()


def page_sizes_mm(path: Path) -> set[tuple[float, float]]:
    """The (width, height) of every page in millimetres, rounded to 0.1 mm."""
    return {(round(float(p.mediabox.width) / MM, 1), round(float(p.mediabox.height) / MM, 1))
            for p in PdfReader(path).pages}


def _descriptor(font: Any) -> Any:
    font = font.get_object()
    if "/DescendantFonts" in font:
        font = font["/DescendantFonts"][0].get_object()
    descriptor = font.get("/FontDescriptor")
    return descriptor.get_object() if descriptor is not None else None


def fonts(path: Path) -> dict[str, bool]:
    """Every font the pages use: its base name -> whether its file is embedded
    (FontFile, FontFile2 or FontFile3 in its descriptor)."""
    found: dict[str, bool] = {}
    for page in PdfReader(path).pages:
        resources = page["/Resources"].get_object()
        for font in resources.get("/Font", {}).get_object().values():
            name = str(font.get_object()["/BaseFont"])
            descriptor = _descriptor(font)
            found[name] = descriptor is not None and any(
                key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3"))
    return found
