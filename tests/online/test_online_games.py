"""Bots play whole games through the server (acceptance of issue 18), and no message
any bot received names a card hidden from its seat."""

from __future__ import annotations

import asyncio

import pytest

from app.core.record import GameRecord
from app.core.session import GameSession
from app.online import games
from app.online.move_log import MoveLog


def first_kozel_game_over(update: dict) -> bool:
    return bool(update["observation"]["game_history"]) or update["over"]


def first_back_alley_deal_scored(update: dict) -> bool:
    return bool(update["observation"]["deal_history"])


CASES = {
    "kozel": ("kozel", {}, ["person"] * 4, first_kozel_game_over),
    "kozel_with_computers": ("kozel", {}, ["person", "computer:easy", "person", "computer:easy"],
                             first_kozel_game_over),
    "back_alley_deal": ("back_alley", {}, ["person"] * 4, first_back_alley_deal_scored),
    "back_alley_with_computers": ("back_alley", {}, ["person", "person", "computer:easy", "computer:easy"],
                                  first_back_alley_deal_scored),
    "svoi_kozyri_3": ("svoi_kozyri", {"players": 3}, ["person"] * 3, None),
    "svoi_kozyri_with_computer": ("svoi_kozyri", {"players": 3}, ["person", "computer:easy", "person"], None),
    "bao": ("bao", {}, ["person", "person"], None),
    "bao_with_computer": ("bao", {}, ["computer:easy", "person"], None),
}


@pytest.mark.parametrize("case", list(CASES))
def test_bots_play_to_the_end_and_nothing_hidden_leaks(case, online, sqlite_db, secrecy, run):
    game, options, kinds, until = CASES[case]

    async def scenario():
        async with online.server(sqlite_db) as server:
            code, bots = await online.bots(online.url(server), game, options, kinds, until=until)
            await bots[0].client.start()
            finals = await asyncio.gather(*(b.finish(90) for b in bots))
            table = server.tables[code]  # its game is the GameRecord of the stored log
            # The computers play on after the bots stop: read the log and the game under the
            # table's lock (a move is appended to the log first, then applied, in one hold).
            async with table.lock:
                stored = await server.storage.entries_after(code, table.game_seq)
                assert table.session.record.actions == [e.action for e in stored]
                assert table.session.record.actors == [e.seat for e in stored]
            own_discards_seen = [assert_move_log_as_offline(b.received, table.session, b.seat) for b in bots]
            # The test saw what it is about: some seat's own discards shown (which seat
            # discards depends on the AI's play).
            assert table.session.info.id != "kozel" or any(own_discards_seen)
            for b in bots:
                await b.close()
            return code, bots, finals

    code, bots, finals = run(scenario())
    assert len({f["seq"] for f in finals}) == 1, "every seat saw the same last update"
    final = finals[0]
    if until is None:
        assert final["over"] and len(final["results"]) == len(kinds)
        assert sorted(r["outcome"] for r in final["results"]) != ["draw"] * len(kinds) or game == "svoi_kozyri"
    for b in bots:
        assert [e for e in b.errors if e["code"] not in ("stale", "not_your_turn")] == []
    assert run(secrecy(sqlite_db, code, bots)) == []


def assert_move_log_as_offline(received: list[dict], session, seat: int) -> int:
    """The move log a client keeps from its updates is the one the offline table shows
    that seat: the same game's public history, actors and parts (as a fresh session of
    the stored record tells them). Kozel: the number of the seat's own face-down
    discards it saw with their cards."""
    offline = GameSession(GameRecord.from_dict(session.record.to_dict()))
    log = MoveLog.kept_from(session.info.id, received)
    last = [m for m in received if m["type"] == "update"][-1]
    seen = last["seq"] - last["game_seq"]  # the actions this seat was told of (a bot may stop early)
    assert len(log.lines) == seen > 0
    assert log.notations() == offline.public_history(seat)[:seen]
    assert log.actors() == offline.record.actors[:seen]
    assert log.parts() == offline.parts()[:seen]
    if session.info.id == "kozel":  # the test saw what it is about: others' discards hidden, his own shown
        mine = [n for n, a in zip(log.notations(), log.actors()) if a == seat and n.startswith("discard")]
        theirs = [n for n, a in zip(log.notations(), log.actors()) if a != seat and n.startswith("discard")]
        assert theirs and all(set(n.split()[1:]) == {"?"} for n in theirs)
        assert all("?" not in n for n in mine)
        return len(mine)
    return 0


def test_the_scan_finds_a_public_notation_that_names_a_hidden_card(online, sqlite_db, secrecy, run, monkeypatch):
    """The scan covers the updates' ``action`` field: a server that wrote each action
    as it is (a face-down discard's cards too) is caught."""
    monkeypatch.setattr(GameSession, "public_notation", lambda session, index, seat: session.record.actions[index])

    found = kozel_bots_scanned(online, sqlite_db, secrecy, run, actions=40)
    assert found and all(" update: " in f for f in found)


def test_the_scan_finds_a_planted_leak(online, sqlite_db, secrecy, run, monkeypatch):
    """The secrecy scan is not vacuous: make the server add one card of the next seat's
    hand to every observation, and the scan must report it."""
    honest = games.SeatViews._observation

    def leaky(views, seat):
        text = honest(views, seat)
        state, neighbour = views.session.state, (seat + 1) % 4
        if state.hands[neighbour]:
            text = text[:-1] + f',"gossip":"seat {neighbour} holds {state.hands[neighbour][0].code}"}}'
        return text

    monkeypatch.setattr(games.SeatViews, "_observation", leaky)

    found = kozel_bots_scanned(online, sqlite_db, secrecy, run, actions=6)
    assert found and all("gossip" not in f for f in found)
    assert {f.split()[1] for f in found} == {"0", "1", "2", "3"}


def kozel_bots_scanned(online, sqlite_db, secrecy, run, actions: int) -> list[str]:
    """Four bots play Kozel until ``actions`` log entries; the secrecy scan's findings."""
    async def scenario():
        async with online.server(sqlite_db) as server:
            code, bots = await online.bots(online.url(server), "kozel", {}, ["person"] * 4,
                                           until=lambda u: u["seq"] >= actions)
            await bots[0].client.start()
            await asyncio.gather(*(b.finish(30) for b in bots))
            for b in bots:
                await b.close()
            return code, bots

    code, bots = run(scenario())
    return run(secrecy(sqlite_db, code, bots))
