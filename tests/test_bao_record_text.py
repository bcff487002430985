"""Bao game records as text (app/games/bao/record_text.py): random games written and read
back give the same states and the same text; a corrupted record names its first bad move."""

from __future__ import annotations

import random
import re

import pytest

from app.core.record import HUMAN, GameRecord, computer
from app.games.bao import State
from app.games.bao.actions import ANTICLOCKWISE, CLOCKWISE, Action
from app.games.bao.events import Lifted, Safari, Takasia
from app.games.bao.record_text import BaoGameText, RecordTextError, read_record, write_record
from tests.bao_positions import BIG_HOLE, EXAMPLE_3_5_2_TAX, EXAMPLE_4_5_1_BEFORE, SAFARI_POSITION

# Starts for the random games: the two variants' usual starts, and positions whose first
# move is the tax, the stop/safari question, a takasa setting a takasia, a 16+ sowing.
STARTS = [
    lambda: State.new(),
    lambda: State.new(variant="kujifunza"),
    lambda: State.from_text(EXAMPLE_3_5_2_TAX, 0),
    lambda: State.from_text(SAFARI_POSITION, 0),
    lambda: State.from_text(EXAMPLE_4_5_1_BEFORE, 0),
    lambda: State.from_text(BIG_HOLE, 0),
]
MAX_ACTIONS = 300


def random_game(rng: random.Random, start: State, features: set) -> tuple[BaoGameText, State]:
    game = BaoGameText.new(start.clone(), south=rng.choice(["human", "computer:hard", "Juma \"Mzee\" Ali"]),
                           north=rng.choice(["computer:expert", "human", "?"]),
                           date=rng.choice(["", "2025-03-14"]))
    state = start.clone()
    stop_at = rng.choice([MAX_ACTIONS, rng.randrange(1, 40)])  # some games are left unfinished
    while not state.is_terminal() and len(game.actions) < stop_at:
        action = rng.choice(state.legal_actions())
        game.record.append(action, seat=state.current_player())
        for event in state.apply(action):
            if isinstance(event, Lifted) and event.count >= 16:
                features.add("16+")
            elif isinstance(event, Safari):
                features.add("safari")
            elif isinstance(event, Takasia):
                features.add("takasia")
        features.add(action.kind)
    if not state.is_terminal() and rng.random() < 0.3:
        game.record.resign(rng.choice((0, 1)))
    return game, state


def test_random_games_round_trip_exactly():
    rng = random.Random(19)
    features: set = set()
    for number in range(48):
        start = STARTS[number % len(STARTS)]()
        game, final = random_game(rng, start, features)
        text = write_record(game)
        again = read_record(text)
        assert again.actions == game.actions
        assert again.start.to_dict() == start.to_dict()
        assert again.final_state().to_dict() == final.to_dict()
        assert (again.south, again.north, again.date, again.resigned) == (game.south, game.north, game.date,
                                                                          game.resigned)
        assert write_record(again) == text
        # The game read is the app's GameRecord: who made each action, checked by from_dict.
        assert GameRecord.from_dict(again.record.to_dict()).to_dict() == game.record.to_dict()
    assert {"capture", "takasa", "tax", "safari", "stop", "takasia", "16+"} <= features


def test_a_record_reads_like_the_format_says():
    text = """[Variant "Bao la Kiswahili"]
[South "human"]
[North "computer:hard"]
[Date "2025-03-14"]
[Result "*"]

1. A6< A5>
2. A3< A1>
*
"""
    game = read_record(text)
    assert game.actions == ["A6<", "A5>", "A3<", "A1>"] and game.result == "*"
    assert write_record(game) == text


def test_a_record_from_a_setup_with_north_to_move():
    start = State.from_text(EXAMPLE_4_5_1_BEFORE, 0)
    start.apply("A7<")  # North to move, North's A4 takasia'd
    game = BaoGameText.new(start, ["A8<", "B8<"], south="?", north="?")
    text = write_record(game)
    assert '[Setup "' in text and "takasia: A4" in text and "to move: North" in text
    assert "\n1. ... A8<\n2. B8<\n" in text
    again = read_record(text)
    assert again.start.takasia_hole(1) == 3 and write_record(again) == text


def test_a_resigned_game():
    game = BaoGameText.new(State.new(), ["A6<"], resigned=1)
    text = write_record(game)
    assert '[Result "1-0"]' in text and '[Resigned "North"]' in text and text.endswith("1. A6<\n1-0\n")
    assert read_record(text).resigned == 1


def test_the_apps_game_record_is_written_and_read_back():
    record = GameRecord.new("bao", {"variant": "kiswahili"}, seats=[HUMAN, computer("hard")])
    state = record.replay()
    for text in ["A6<", "A5>", "A3<"]:
        record.append(text, seat=state.current_player())
        state.apply(text)
    text = write_record(BaoGameText.of(record, date="2025-03-14"))
    assert '[South "human"]' in text and '[North "computer:hard"]' in text and "\n1. A6< A5>\n2. A3<\n" in text
    again = read_record(text)
    assert again.record.to_dict() == record.to_dict() and again.date == "2025-03-14"


def test_names_that_are_not_app_players_play_as_people():
    game = read_record('[Variant "Bao la Kiswahili"]\n[South "Juma"]\n[North "computer:expert"]\n'
                       '[Result "*"]\n\n1. A6<\n*\n')
    assert (game.south, game.north) == ("Juma", "computer:expert")
    assert game.record.seats == [HUMAN, computer("expert")] and game.record.actors == [0]


def test_only_a_bao_game_record_is_written():
    with pytest.raises(ValueError, match="kozel"):
        BaoGameText.of(GameRecord.new("kozel", seed=1))


def move_tokens(text: str) -> list[tuple[int, int, str]]:
    """(line number, index in the line, token) of every move token of a record."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith("[") or not line.strip():
            continue
        for place, token in enumerate(line.split()):
            if not re.fullmatch(r"\d+\.|\.\.\.|1-0|0-1|\*", token):
                found.append((number, place, token))
    return found


def illegal_at(state: State) -> str:
    legal = set(state.legal_actions())
    for hole in range(16):
        for direction in (CLOCKWISE, ANTICLOCKWISE):
            if Action(hole, direction) not in legal:
                return str(Action(hole, direction))
    raise AssertionError("every move is legal")


def test_a_corrupted_record_names_its_first_bad_move():
    rng = random.Random(5)
    for number in range(20):
        game, _ = random_game(rng, STARTS[number % 2](), set())
        if len(game.actions) < 2:
            continue
        text = write_record(game)
        tokens = move_tokens(text)
        k = rng.randrange(len(tokens))
        line, place, _ = tokens[k]
        state = game.start.clone()
        for action in game.actions[:k]:
            state.apply(action)
        bad = rng.choice([illegal_at(state), "A9>", "north"])
        lines = text.splitlines()
        words = lines[line - 1].split()
        words[place] = bad
        lines[line - 1] = " ".join(words)
        with pytest.raises(RecordTextError) as caught:
            read_record("\n".join(lines))
        assert caught.value.line == line and f"move {bad!r}" in str(caught.value)


@pytest.mark.parametrize("text, line, message", [
    ('[Variant "Chess"]\n[Result "*"]\n\n*\n', 1, "variant"),
    ('[Variant "Bao la Kiswahili"]\n\n1. A6<\n*\n', 2, "Result is missing"),
    ('[Variant "Bao la Kiswahili"]\n[Result "2-0"]\n\n*\n', 2, "1-0, 0-1 or \\*"),
    ('[Variant "Bao la Kiswahili"]\n[Result "*"]\n[Result "*"]\n\n*\n', 3, "twice"),
    ('[Variant "Bao la Kiswahili"]\n[Colour "red"]\n[Result "*"]\n\n*\n', 2, "unknown header"),
    ('[Variant "Bao la Kiswahili"]\n[Result "*"]\n[Date "14 March"]\n\n*\n', 3, "YYYY-MM-DD"),
    ('[Variant "Bao la Kiswahili"]\n[Result "*"]\n[Setup "22 / 0 0"]\n\n*\n', 3, "Setup"),
    ('[Variant "Bao la Kiswahili"]\n[Result "1-0"]\n\n1. A6<\n1-0\n', 2, "does not match"),
    ('[Variant "Bao la Kiswahili"]\n[Result "*"]\n\n2. A6<\n*\n', 4, "move number 1"),
    ('[Variant "Bao la Kiswahili"]\n[Result "*"]\n\n1. A6< A5> A3<\n*\n', 4, "line of its own"),
    ('[Variant "Bao la Kiswahili"]\n[Result "*"]\n\n1. A6<\n', 4, "must end with the result"),
    ('[Variant "Bao la Kiswahili"]\n[Result "*"]\n\n1. A6<\n*\n2. A5>\n', 6, "nothing may follow"),
    ('[Variant "Bao la Kiswahili"]\n[Result "*"]\n\n1. ... A6<\n*\n', 4, "'...'"),
])
def test_a_bad_header_or_move_line_is_named(text, line, message):
    with pytest.raises(RecordTextError, match=message) as caught:
        read_record(text)
    assert caught.value.line == line


def test_a_record_saved_by_a_windows_editor_reads_the_same():
    """A byte-order mark, CRLF line ends and blank lines before the headers (what text
    editors and clipboards add) change nothing; line numbers still count every line."""
    game = BaoGameText.new(State.new(), ["A6<", "A5>", "A3<"], south="Juma")
    text = write_record(game)
    again = read_record("\ufeff\r\n\r\n" + text.replace("\n", "\r\n"))
    assert again.actions == game.actions and again.south == "Juma" and write_record(again) == text
    with pytest.raises(RecordTextError) as caught:
        read_record("\ufeff\n" + text.replace("A5>", "A9>"))
    assert caught.value.line == 7 and "'A9>'" in str(caught.value)  # a blank line, 4 headers, a blank line
