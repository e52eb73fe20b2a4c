"""chemteach: chemistry tabletop games as classroom Jupyter notebooks."""

__version__ = "0.1.0"

from .core.language import set_language  # noqa: E402  (core reads __version__)

__all__ = ["set_language"]
