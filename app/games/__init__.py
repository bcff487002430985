"""One package per game. Pure Python: no Qt import anywhere below this package."""

GAME_IDS = ("bao", "kozel", "svoi_kozyri", "back_alley")
