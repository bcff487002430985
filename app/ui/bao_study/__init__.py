"""Bao study tools: move descriptions in words, the position editor and the analysis panel."""
