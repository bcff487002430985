"""The move description in words (app/ui/bao_study/move_text.py), in all four languages,
on the worked examples of shared/rules/bao.md section 9: captures, relays, the safari,
the tax and the takasia stop."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from app import i18n
from app.games.bao import State
from app.games.bao.describe import describe_action, describe_turn
from app.ui.bao_study.move_text import move_sentences, move_text
from tests.bao_positions import (
    EXAMPLE_3_3,
    EXAMPLE_3_4_B,
    EXAMPLE_3_5_2_TAX,
    EXAMPLE_4_2,
    EXAMPLE_4_5_1_BEFORE,
    SAFARI_POSITION,
)


def sentences(position: str, moves: list[str], to_move: int = 0) -> list[str]:
    """The sentences of the last move of ``moves``, played from ``position``."""
    state = State.from_text(position, to_move)
    for move in moves[:-1]:
        state.apply(move)
    return move_sentences(describe_action(state, moves[-1])[0])


# (position, moves, the English sentences of the last move)
EXAMPLES = {
    "3.4-b capture from the left kichwa": (EXAMPLE_3_4_B, ["A6>"], [
        "South: a seed from the ghala into A6, which captures.",
        "Captured 2 seeds from the opponent's A3, sown from the kichwa A1 clockwise.",
        "Ended in A2."]),
    "3.4-b capture from the right kichwa": (EXAMPLE_3_4_B, ["A6<"], [
        "South: a seed from the ghala into A6, which captures.",
        "Captured 2 seeds from the opponent's A3, sown from the kichwa A8 anticlockwise.",
        "Ended in A7."]),
    "3.3 takasa stopped by the functional nyumba": (EXAMPLE_3_3, ["A2>"], [
        "South: a seed from the ghala into A2, then its 3 seeds sown clockwise.",
        "Ended in the nyumba, which stops the sowing."]),
    "3.5-2 the tax": (EXAMPLE_3_5_2_TAX, ["A5<"], [
        "South: the tax, a seed from the ghala into the nyumba and 2 of its seeds sown anticlockwise.",
        "Ended in A3."]),
    "4.2 mtaji capture and relay": (EXAMPLE_4_2, ["B2<"], [
        "South: 9 seeds from B2 sown anticlockwise.",
        "Captured 6 seeds from the opponent's A3, sown from the kichwa A8 anticlockwise.",
        "Relay at A3 with 3 seeds.",
        "Ended in B1."]),
    "4.5-1 takasa that sets a takasia": (EXAMPLE_4_5_1_BEFORE, ["A7<"], [
        "South: 2 seeds from A7 sown anticlockwise.",
        "Ended in A5.",
        "Takasia: the opponent's A4 is blocked for one turn."]),
    "4.5-1 relays stopped in the takasia'd hole": (EXAMPLE_4_5_1_BEFORE, ["A7<", "A8<"], [
        "North: 10 seeds from A8 sown anticlockwise.",
        "Relays at B3 (9), A5 (12), B8 (2), A7 (3).",
        "Ended in A4, which is takasia'd this turn: the sowing stops there."]),
    "the question in the nyumba": (SAFARI_POSITION, ["A2>"], [
        "South: a seed from the ghala into A2, which captures.",
        "Captured 5 seeds from the opponent's A7, sown from the kichwa A1 clockwise.",
        "Captured 1 seed from the opponent's A4, sown from the kichwa A1 clockwise.",
        "Relay at A1 with 2 seeds.",
        "Captured 5 seeds from the opponent's A6, sown from the kichwa A1 clockwise.",
        "Ended in the nyumba: stop, or play the house (safari)?"]),
    "safari": (SAFARI_POSITION, ["A2>", "safari"], [
        "South: played the house (safari) and sowed its 9 seeds clockwise.",
        "Ended in B3."]),
    "stop": (SAFARI_POSITION, ["A2>", "stop"], ["South: stopped in the nyumba."]),
}


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_english_sentences_of_the_worked_examples(qapp, name):
    position, moves, expected = EXAMPLES[name]
    assert sentences(position, moves) == expected


def test_a_whole_turn_with_its_safari_is_told_in_order(qapp):
    state = State.from_text(SAFARI_POSITION, 0)
    told = move_sentences(describe_turn(state, ["A2>", "safari"]))
    assert told[-2:] == ["Safari: the house is played and its 9 seeds sown on.", "Ended in B3."]
    assert move_sentences(describe_turn(state, ["A2>", "stop"]))[-1] == "Stopped in the nyumba."


def test_the_move_that_ends_the_game_says_who_won(qapp):
    state = State.from_text("""
 0  0  0  0  0  0  0  0
 0  0  0  0  0  0  3  0
--------------------------------
 0  0  0  0  2  0  1  0
 0  0  0  0  0  0  0  0
""", 0)
    told = move_sentences(describe_action(state, "A5>")[0])
    assert told[-1] == "North's front row is empty: South wins."


# Welsh, written out: five plural forms (one seed is "un hedyn"), the direction words.
WELSH = {
    "3.4-b capture from the right kichwa": [
        "De: hedyn o'r ghala i A6, sy'n cipio.",
        "Cipio 2 hedyn o A3 y gwrthwynebydd, a'u hau o'r kichwa A8 yn wrthglocwedd.",
        "Daeth yr hau i ben yn A7."],
    "the question in the nyumba": [
        "De: hedyn o'r ghala i A2, sy'n cipio.",
        "Cipio 5 hedyn o A7 y gwrthwynebydd, a'u hau o'r kichwa A1 yn glocwedd.",
        "Cipio un hedyn o A4 y gwrthwynebydd, a'i hau o'r kichwa A1 yn glocwedd.",
        "Parhau o A1 gyda 2 hedyn.",
        "Cipio 5 hedyn o A6 y gwrthwynebydd, a'u hau o'r kichwa A1 yn glocwedd.",
        "Daeth yr hau i ben yn y nyumba: aros, neu chwarae'r tŷ (safari)?"],
}


@pytest.mark.usefixtures("catalogs")
@pytest.mark.parametrize("name", list(WELSH))
def test_welsh_sentences(qapp, name):
    position, moves, _ = EXAMPLES[name]
    assert i18n.install_language("cy")
    QApplication.processEvents()
    assert sentences(position, moves) == WELSH[name]


# What each translation must carry over: the side, every hole named, every count and the
# Bao words (which stay Swahili in every language).
SIDE = {"sw": ("Kusini", "Kaskazini"), "fil": ("Timog", "Hilaga"), "cy": ("De", "Gogledd")}
BAO_WORD = {"3.4-b capture from the left kichwa": "kichwa", "3.5-2 the tax": "nyumba",
            "4.5-1 takasa that sets a takasia": "Takasia", "4.5-1 relays stopped in the takasia'd hole": "takasia",
            "safari": "safari", "3.3 takasa stopped by the functional nyumba": "nyumba"}


@pytest.mark.usefixtures("catalogs")
@pytest.mark.parametrize("code", ["sw", "fil", "cy"])
def test_every_example_is_translated_with_its_facts(qapp, code):
    english = {name: sentences(position, moves) for name, (position, moves, _) in EXAMPLES.items()}
    assert i18n.install_language(code)
    QApplication.processEvents()
    for name, (position, moves, _) in EXAMPLES.items():
        told = sentences(position, moves)
        assert len(told) == len(english[name]), name
        for here, there in zip(told, english[name]):
            assert here != there, f"{code} {name}: untranslated {there!r}"
            for fact in facts(there):
                assert fact in here, f"{code} {name}: {fact} missing from {here!r}"
            assert "(s)" not in here
        assert SIDE[code][describe_of(position, moves).side] in told[0], (code, name, told[0])
        if name in BAO_WORD:
            assert BAO_WORD[name].lower() in move_text(describe_of(position, moves)).lower(), (code, name)


def facts(sentence: str) -> list[str]:
    """The hole names and the counts (but 1, which a language may write as a word)."""
    words = re.findall(r"[AB][1-8]|\d+", sentence)
    return [w for w in words if w != "1"]


def describe_of(position: str, moves: list[str]):
    state = State.from_text(position, 0)
    for move in moves[:-1]:
        state.apply(move)
    return describe_action(state, moves[-1])[0]
