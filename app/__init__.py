"""Jadi: four traditional games (Bao la Kiswahili, Kozel, Svoi Kozyri, Back Alley)."""

__version__ = "0.1.0"
