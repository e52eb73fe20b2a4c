"""Tests of chemteach.chem, the molecule core."""
