"""chemteach: chemistry tabletop games as classroom Jupyter notebooks."""

__version__ = "0.1.0"
