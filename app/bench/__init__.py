"""Benchmarks: scripts that print figures (never timed tests).

Each module here has ``main(argv) -> None`` and is listed in ``BENCHMARKS``.
Run all: ``python -m app.bench``; one: ``python -m app.bench bao``.
"""

# name -> module under app.bench; a module that does not exist yet is skipped.
BENCHMARKS = {
    "bao": "Bao: random complete games per second",
    "bao_slow": "Bao: the slowest positions' legal moves and AI decisions, cold",
    "kozel": "Kozel: random complete games per second",
    "svoi_kozyri": "Svoi Kozyri: random complete 2-player games per second",
    "back_alley": "Back Alley: random complete 13-card deals per second",
    "ai": "AI: strength ladder and decision times for every game",
    "bao_eval": "Bao analysis: fit of the win-chance scale on computer games",
    "startup": "App: start-up against a bare PySide6 window, and opening each game",
    "frames": "Card table: frame time while a 52-card deal animates, at ratios 1, 1.5 and 2",
    "paints": "Card table: the longest paint in a 100-move session of each card game",
    "stalls": "Bao board: the longest event-loop stall opening Bao and resizing it",
    "online": "Online server: actions/s, latency, CPU and memory for N tables of 4 bots",
    "claims": "Claims: time of the judge's exact search and of a player's own proof",
    "sound": "Sound: latency from play() to the sound's start, idle cost, bundle cost",
}
