"""chemteach: chemistry tabletop games as classroom Jupyter notebooks."""

__version__ = "0.1.0"

from .core import language as _language  # noqa: E402  (core reads __version__)


def set_language(lang: str | None) -> None:
    """The kit-wide language for every table without its own `lang=` (None: back to
    $CHEMTEACH_LANG or English); a language other than English also makes a notebook's own
    matplotlib figures draw its script (the font set-up lives here, not in the UI-free core)."""
    _language.set_language(lang)
    if _language.kit_language() != _language.SOURCE:
        from .fonts import use_in_matplotlib

        use_in_matplotlib()


__all__ = ["set_language"]
