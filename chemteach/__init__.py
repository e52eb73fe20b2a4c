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
    _mark_the_notebook(_language.kit_language())


#: The page-language marker this kernel has shown (one per page: a re-run closes the old).
_page_language: object = None


def _mark_the_notebook(lang: str) -> None:
    """In a notebook, say its language on the page (an invisible PageLanguage widget), so a
    screen reader reads a Japanese notebook in Japanese; elsewhere nothing."""
    try:
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    if shell is None or getattr(shell, "kernel", None) is None:  # a script, a plain shell
        return
    from IPython.display import display

    from .widgets.language import PageLanguage

    global _page_language
    if _page_language is not None:  # a cell run again: one marker per page, the old one closed
        _page_language.close()  # type: ignore[attr-defined]
    _page_language = PageLanguage(lang=lang)
    display(_page_language)


__all__ = ["set_language"]
