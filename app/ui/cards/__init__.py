"""Card art and card items shared by the three card games (Qt only)."""
