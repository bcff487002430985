"""Qt user interface. The only package that imports Qt."""
