"""The table's language toggle (English / 日本語) and the relabelling of its widgets.

A toggle press makes the table speak the other language: texts worded from the game (log,
prompts, status) are simply worded again; fixed labels made once when the table was built
(buttons, tooltips, headings, choices) are turned back into their catalog message and
worded in the new language, so no game's widget needs code of its own for the toggle.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

import anywidget
import ipywidgets as w
import traitlets

from ..core.language import LANGUAGES, SOURCE, catalog, speaking
from ..core.wording import _, capital

#: Text between two tags of an HTML widget's value (a heading, a label).
_TEXT = re.compile(r">([^<>]*[^\s<>][^<>]*)<")


class LanguageToggle:
    """English / 日本語 buttons; choosing one calls back with the language code."""

    def __init__(self, lang: str, on_change: Callable[[str], None]) -> None:
        self.widget = w.ToggleButtons(
            options=[(name, code) for code, name in LANGUAGES.items()], value=lang,
            style={"button_width": "auto"}, layout=w.Layout(width="auto"),
            tooltips=[name for name in LANGUAGES.values()])
        self.widget.add_class("chemteach-language")
        self._showing = False
        self._on_change = on_change
        self.widget.observe(self._changed, names="value")

    def _changed(self, change: dict) -> None:
        if not self._showing:
            self._on_change(change["new"])

    def show(self, lang: str) -> None:
        """Show this language as chosen (without calling back)."""
        self._showing = True
        try:
            self.widget.value = lang
        finally:
            self._showing = False


_PAGE_ESM = """
function render({ model, el }) {
  el.style.display = "none";
  let tries = 0;
  const apply = () => {
    if (!el.isConnected) {
      if (tries++ < 100) requestAnimationFrame(apply);
      return;
    }
    const lang = model.get("lang");
    const notebook = el.closest(".jp-Notebook");
    if (notebook) notebook.setAttribute("lang", lang);  // this notebook, in JupyterLab too
    // an app (Voila marks its page's body): the page is this notebook
    if (document.body.hasAttribute("data-voila")) {
      document.documentElement.setAttribute("lang", lang);
    }
  };
  apply();
  model.on("change:lang", apply);
  return () => model.off("change:lang", apply);
}
export default { render };
"""


class PageLanguage(anywidget.AnyWidget):
    """An invisible mark that says which language a notebook is written in: on its notebook
    in JupyterLab, on the page (`<html lang>`) in an app, where the page is the notebook, so
    a screen reader reads the notebook's text and every widget in it in that language
    (WCAG 3.1.1; a Japanese notebook was read as English). `chemteach.set_language` shows
    one in a notebook."""

    _esm = _PAGE_ESM
    lang = traitlets.Unicode("en").tag(sync=True)


def _again(text: str, old: str, new: str) -> str | None:
    """A fixed label in the new language, or None when it is not one of the catalog's (a
    label may be a catalog message with a capital put on it: "Atomic number")."""
    stripped = text.strip()
    if not stripped or old == new:
        return None
    lowered = stripped[:1].lower() + stripped[1:]
    for candidate, capitalised in ((stripped, False), (lowered, True)):
        if old == SOURCE:
            source = candidate if candidate in catalog(new).messages else None
        else:
            source = catalog(old).source_of(candidate)
        if source is None:
            continue
        with speaking(new):
            worded = _(source)
        return text.replace(stripped, capital(worded) if capitalised else worded)
    return None


def _html_again(value: str, old: str, new: str) -> str:
    def one(match: re.Match[str]) -> str:
        worded = _again(match.group(1), old, new)
        return f">{worded}<" if worded is not None else match.group(0)

    if "<" not in value:
        return _again(value, old, new) or value
    return _TEXT.sub(one, value)


def relabel(widgets: Iterable[w.Widget], old: str, new: str) -> None:
    """Word every fixed label of these widgets again, from language `old` into `new`."""
    for widget in widgets:
        if widget.__class__ is w.ToggleButtons and "chemteach-language" in widget._dom_classes:
            continue  # the toggle names each language in that language
        for name in ("description", "tooltip", "placeholder"):
            value = getattr(widget, name, None)
            if isinstance(value, str) and value:
                worded = _again(value, old, new)
                if worded is not None and worded != value:
                    setattr(widget, name, worded)
        if isinstance(widget, w.HTML | w.Label) and widget.value:
            widget.value = _html_again(widget.value, old, new)
        if isinstance(widget, w.widgets.widget_selection._Selection):
            labels = list(widget._options_labels)
            worded_labels = [_again(label, old, new) or label for label in labels]
            if worded_labels != labels:
                value = widget.value
                widget.options = list(zip(worded_labels, widget._options_values, strict=True))
                widget.value = value
