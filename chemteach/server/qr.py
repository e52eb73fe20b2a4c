"""The QR code of a table's join address, as inline SVG for the teacher's page (segno:
pure Python, no image library, nothing fetched by the browser)."""

from __future__ import annotations

import segno


def qr_svg(address: str, scale: int = 5) -> str:
    """An <svg> element students' phones read to open `address`."""
    code = segno.make_qr(address, error="m")
    return code.svg_inline(scale=scale, dark="#000", light="#fff", title=address)
