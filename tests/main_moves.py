"""What a card game's AI plays on given positions, to compare with the moves main played
(issue 15 item 8: cheaper simulations, identical moves; the lead's acceptance matches
run on main meanwhile)."""

from dataclasses import replace

from app.ai import choose, levels


def played_moves(table: str, positions_by_level: dict[str, list], monkeypatch) -> dict[str, list[str]]:
    """Per level, ``choose()``'s moves (seeded by the position's number) on its positions,
    with a time cap that never fires (the work budget decides). ``table``: the level
    table's name in ``app.ai.levels``."""
    specs = getattr(levels, table)
    for level in positions_by_level:
        monkeypatch.setitem(specs, level, replace(specs[level], time_cap=600.0))
    return {level: [str(choose(obs, level, seed=index)) for index, obs in enumerate(positions)]
            for level, positions in positions_by_level.items()}
