"""What a ``LocalTable`` hands the view's seat never names a card hidden from it: random
games of each card game played through the table (the person's moves by ``play``, the
computer's through the AI worker), every ``changed(events, observation)`` (and the move log's
line for it) judged by the independent judge of ``tests/card_judge.py`` from the true
events of the same step."""

from __future__ import annotations

import random

import pytest

from app.core.protocol import DEAL
from app.core.session import GameSession
from app.games import game_info
from app.ui.main import create_application, create_services
from app.ui.table.local import VIEWPOINT, LocalTable
from tests.card_judge import Judge

GAMES = [("kozel", {"match_limit": "12"}, 3), ("svoi_kozyri", {"players": "3"}, 3),
         ("svoi_kozyri", {"players": "4"}, 2), ("back_alley", {}, 2)]
STEPS = 160  # per game: several tricks, pick-ups and (Kozel, Back Alley) a new deal


def random_legal(subject, seed, **_options):
    return random.Random(seed).choice(subject.legal_actions())


@pytest.mark.parametrize("game, options, games", GAMES)
def test_the_table_shows_the_player_no_hidden_card(qtbot, monkeypatch, game, options, games):
    create_application()
    services = create_services(chooser=random_legal)
    for key, value in options.items():
        services.settings.set_game_option(game, key, value)
    true_events: list[list] = []
    play, play_automatic = GameSession.play, GameSession.play_automatic

    # The true events of each step, as the session's public ``play`` / ``play_automatic``
    # return them (before the table filters them for the seat).
    def recording(self, action, seat=None):
        events = play(self, action, seat)
        true_events.append((action, events))
        return events

    def recording_automatic(self):
        action = self.state.legal_actions()[0]
        events = play_automatic(self)
        true_events.append((action, events))
        return events

    monkeypatch.setattr(GameSession, "play", recording)
    monkeypatch.setattr(GameSession, "play_automatic", recording_automatic)
    steps = sum(len(_play_one(qtbot, game, services, true_events, number)) for number in range(games))
    assert steps >= 60 * games // 2


def _play_one(qtbot, game: str, services, true_events: list, number: int) -> list:
    """One random game through a LocalTable, judged at every change; the actions seen."""
    table = LocalTable(game, services)
    judge: list[Judge] = []
    checked: list = []

    def judge_change(events, observation):
        action, true = true_events[-1]
        assert [type(e) for e in events] == [type(e) for e in true]
        if str(action) == DEAL:  # the automatic next deal: what was seen is forgotten
            judge[0].new_deal()
        for seen, event in zip(events, true):
            judge[0].learn(event)
            judge[0].check(VIEWPOINT, f"{game} step {len(checked)} {event!r}", seen)
        judge[0].check(VIEWPOINT, f"{game} step {len(checked)}, the observation", observation)
        # The move log's line for it (a computer's face-down discard shows no card).
        logged = game_info(game).parse_public_notation(table.history()[-1])
        judge[0].check(VIEWPOINT, f"{game} step {len(checked)}, the move log's {logged}", logged)
        checked.append(action)
        table.view_ready()

    table.changed.connect(judge_change)
    table.start_new()
    state = table.session.state
    judge.append(Judge(state))
    opening = getattr(state, "deal_events", None) or getattr(state, "opening_events", None)
    for event in opening() if opening is not None else ():  # the first deal, dealt by State.new
        judge[0].learn(event)
    judge[0].check(VIEWPOINT, "the start", table.observation())
    rng = random.Random(number)
    while not table.is_over() and len(checked) < STEPS:
        qtbot.waitUntil(lambda: table.is_over() or table.local_to_move() or len(checked) >= STEPS, timeout=10000)
        if table.local_to_move() and len(checked) < STEPS:
            table.play(rng.choice(table.legal_actions()))
    table.shutdown()
    return checked
