"""Reading a Svoi Kozyri state that came from outside (``State.from_dict``; issue 14,
item 17).

Everything ``to_dict`` writes is checked before the state is used: each field's type
and range; every card of the game in exactly one place (the hands, the pile, out of
play), each set in the pack's order as ``to_dict`` writes it; the phase: the trump
choices in turn order before the deal (nothing dealt yet), during play every trump
chosen and different, the players who are out exactly those with no cards and the
player to move still in, after the game the finishing order, the draw and the returns
that follow from the position; public knowledge true (a card known to be in a hand is
there); and that a game not over has a legal action. Anything else is an
``InvalidState`` naming the field and the rule.
"""

from __future__ import annotations

from typing import Any

from app.core.cards import Suit
from app.core.protocol import InvalidState
from app.core.validation import CardLedger, Fields, quote
from app.games.svoi_kozyri import rules
from app.games.svoi_kozyri.actions import DECK
from app.games.svoi_kozyri.observation import OVER_PHASE, PLAY_PHASE, TRUMP_PHASE
from app.games.svoi_kozyri.options import GAME_ID, MAX_PLAYERS, MIN_PLAYERS, Options, trump_choice_order
from app.games.svoi_kozyri.play_rules import DECK_MASK, mask_of

WHERE = "svoi_kozyri"
MAX_SEED = 2 ** 64  # seeds are 63-bit (app.core.rng); a bigger one was not written by the app
# The safety limit is a setting; a limit beyond this is no setting the app offers.
MAX_SAFETY_LIMIT = 1_000_000
FIELDS = ("game", "version", "options", "seed", "dealer", "out_of_play", "phase", "trumps", "hands", "pile", "known",
          "excluded", "pickups", "current", "pending_extra", "out_order", "action_count", "result", "drawn",
          "draw_reason")
OPTION_FIELDS = ("players", "sixes_to_owners", "voluntary_pickup", "safety_action_limit")
_PACK = CardLedger(DECK, WHERE)  # only looked up in, never placed into
_SUITS = {s.value: s for s in Suit}


def read_state(cls: Any, data: Any) -> Any:
    """The ``State`` (of class ``cls``) that ``data`` describes, checked whole."""
    version, draw_reasons = rules.SAVE_VERSION, (rules.DRAW_COULD_BEAT, rules.DRAW_SAFETY)
    fields = Fields(data, WHERE)
    if fields.data.get("game", GAME_ID) != GAME_ID:
        raise InvalidState(f"{WHERE}: not a Svoi Kozyri save (game {quote(fields.data['game'])})")
    fields.only(FIELDS)
    if not (fields.integer("version") == version):
        raise InvalidState(f"{WHERE}: save version {fields.data['version']} is not supported "
                           f"(this version reads {version})")
    options = _options(fields.mapping("options"))
    n = options.players
    seed = fields.value("seed")
    if seed is not None:
        seed = fields.integer("seed", -MAX_SEED, MAX_SEED)
    s = cls._blank(options, seed, fields.integer("dealer", 0, n - 1))
    s.phase = phase = fields.text("phase", (TRUMP_PHASE, PLAY_PHASE, OVER_PHASE))

    ledger = CardLedger(DECK, WHERE)
    out_of_play = _in_order(ledger.take(fields.value("out_of_play"), "out_of_play"), "out_of_play")
    s.in_play = DECK_MASK & ~mask_of(out_of_play)
    s.hands = [mask_of(_in_order(ledger.take(h, f"hands[{p}]"), f"hands[{p}]"))
               for p, h in enumerate(fields.sequence("hands", n))]
    s.pile = ledger.take(fields.value("pile"), "pile")
    s.known = _masks(fields, "known", n)
    s.excluded = _masks(fields, "excluded", n)
    s.trumps = tuple(_suit(fields, t, i) for i, t in enumerate(fields.sequence("trumps", n)))
    for i, item in enumerate(fields.sequence("pickups")):
        if not (isinstance(item, list) and len(item) == 2):
            raise InvalidState(f"{WHERE}: 'pickups[{i}]' must be [player, cards]")
        cards = _PACK.lookup_all(item[1], f"pickups[{i}][1]")
        if not (bool(cards)):
            raise InvalidState(f"{WHERE}: 'pickups[{i}]' picks up at least one card")
        s.pickups = (s.pickups, fields.check_int(item[0], f"pickups[{i}][0]", 0, n - 1), cards)
    s.current = fields.integer("current", 0, n - 1)
    s.pending_extra = fields.boolean("pending_extra")
    s.out_order = tuple(fields.integers("out_order", None, 0, n - 1))
    if not (len(set(s.out_order)) == len(s.out_order)):
        raise InvalidState(f"{WHERE}: a player goes out once ('out_order')")
    s.action_count = fields.integer("action_count", 0, options.safety_action_limit)
    result = fields.value("result")
    if result is not None:
        values = fields.sequence("result", n)
        if not (all(type(v) in (int, float) for v in values)):
            raise InvalidState(f"{WHERE}: 'result' holds a number per player")
        result = tuple(float(v) for v in values)
    s.result = result
    s.drawn = tuple(fields.integers("drawn", None, 0, n - 1))
    if not (list(s.drawn) == sorted(set(s.drawn))):
        raise InvalidState(f"{WHERE}: 'drawn' lists players in seat order, each once")
    reason = fields.value("draw_reason")
    s.draw_reason = None if reason is None else fields.text("draw_reason", draw_reasons)

    if phase == TRUMP_PHASE:
        _check_trump_phase(s, ledger)
    else:
        if seed is not None:  # a dealt game (not an explicit deal) deals the whole pack
            ledger.check_complete()
        _check_dealt(s, draw_reasons)
    if phase != OVER_PHASE:
        if not (bool(s.legal_actions())):
            raise InvalidState(f"{WHERE}: player {s.current} has no legal action, but the game is not over")
    return s


def _options(fields: Fields) -> Options:
    fields.only(OPTION_FIELDS, what="option")
    return Options(fields.integer("players", MIN_PLAYERS, MAX_PLAYERS), fields.boolean("sixes_to_owners"),
                   fields.boolean("voluntary_pickup"), fields.integer("safety_action_limit", 1, MAX_SAFETY_LIMIT))


def _in_order(cards: tuple, zone: str) -> tuple:
    if not (all(a.index < b.index for a, b in zip(cards, cards[1:]))):
        raise InvalidState(f"{WHERE}: '{zone}' lists its cards in the pack's order, as the game writes them")
    return cards


def _masks(fields: Fields, key: str, n: int) -> list[int]:
    return [mask_of(_in_order(_PACK.lookup_all(cards, f"{key}[{p}]"), f"{key}[{p}]"))
            for p, cards in enumerate(fields.sequence(key, n))]


def _suit(fields: Fields, value: Any, i: int) -> Suit | None:
    if not (value is None or (isinstance(value, str) and value in _SUITS)):
        raise InvalidState(f"{WHERE}: 'trumps[{i}]' must be a suit letter (C, D, H, S) or null")
    return None if value is None else _SUITS[value]


def _check_trump_phase(s: Any, ledger: CardLedger) -> None:
    n = s.options.players
    order = trump_choice_order(n)
    chosen = sum(t is not None for t in s.trumps)
    if not (s.seed is not None):
        raise InvalidState(f"{WHERE}: a game that still chooses trumps deals from its 'seed'")
    if not (chosen < n and all((s.trumps[p] is not None) == (k < chosen) for k, p in enumerate(order))):
        raise InvalidState(f"{WHERE}: the trump suits are chosen in turn; the next player chooses before the deal")
    if not (len({t for t in s.trumps if t is not None}) == chosen):
        raise InvalidState(f"{WHERE}: no two players share a trump suit")
    if not (s.current == order[chosen]):
        raise InvalidState(f"{WHERE}: 'current' is {s.current}, but player {order[chosen]} chooses "
                           "a trump suit next")
    if not (not any(s.hands) and not s.pile and s.in_play == DECK_MASK and not any(s.known) and not any(s.excluded)
            and s.pickups is None):
        raise InvalidState(f"{WHERE}: no card is dealt before every trump suit is chosen")
    if not (not s.pending_extra and not s.out_order and s.action_count == 0 and s.result is None and not s.drawn
            and s.draw_reason is None):
        raise InvalidState(f"{WHERE}: nothing is played before every trump suit is chosen")


def _check_dealt(s: Any, draw_reasons: tuple[str, ...]) -> None:
    n = s.options.players
    if not (None not in s.trumps and len(set(s.trumps)) == n):
        raise InvalidState(f"{WHERE}: after the deal every player has his own trump suit, no two the same")
    for p in range(n):
        if not (s.known[p] & ~s.hands[p] == 0):
            raise InvalidState(f"{WHERE}: 'known[{p}]' names cards player {p} does not hold")
        if not ((s.known[p] | s.excluded[p]) & ~s.in_play == 0):
            raise InvalidState(f"{WHERE}: 'known[{p}]' or 'excluded[{p}]' "
                               "names a card out of play")
    still_in = [p for p in range(n) if s.hands[p]]
    if s.phase == PLAY_PHASE:
        if not (set(s.out_order) == set(range(n)) - set(still_in)):
            raise InvalidState(f"{WHERE}: 'out_order' must list exactly the players with no cards left")
        if not (len(still_in) >= 2):
            raise InvalidState(f"{WHERE}: the game goes on only while two players have cards")
        if s.current not in still_in:
            raise InvalidState(f"{WHERE}: player {s.current} is out; he cannot be the one to move")
        if not (not s.pending_extra or bool(s.pile)):
            raise InvalidState(f"{WHERE}: an extra card follows a beat, on the pile")
        if not (s.action_count < s.options.safety_action_limit):
            raise InvalidState(f"{WHERE}: after {s.options.safety_action_limit} actions the game is over (a "
                               f"safety draw)")
        if not (s.result is None and not s.drawn and s.draw_reason is None):
            raise InvalidState(f"{WHERE}: a game in play has no result and no draw")
        return
    if not (not s.pending_extra):
        raise InvalidState(f"{WHERE}: a finished game has no extra card to lay")
    if not (bool(s.drawn) == (s.draw_reason is not None)):
        raise InvalidState(f"{WHERE}: a draw goes with its reason, and only then")
    could_beat, safety = draw_reasons
    if not s.drawn:
        if not (len(s.out_order) == n and still_in == [s.out_order[-1]]):
            raise InvalidState(f"{WHERE}: a game won outright lists every player in 'out_order', the last one "
                               f"still holding cards")
    elif s.draw_reason == could_beat:
        (last,) = still_in if len(still_in) == 1 else (None,)
        if not (last is not None and s.hands[last].bit_count() == 1 and len(s.out_order) == n - 1 and bool(s.pile)
                and list(s.drawn) == sorted((s.out_order[-1], last))):
            raise InvalidState(f"{WHERE}: a draw because the last card could beat is between the last player "
                               f"out and the one "
                               "left with a single card")
    else:
        if not (list(s.drawn) == still_in and len(still_in) >= 2 and set(s.out_order) == set(range(n)) - set(still_in)
                and s.action_count == s.options.safety_action_limit):
            raise InvalidState(f"{WHERE}: a safety draw comes after {s.options.safety_action_limit} actions, "
                               f"between the players "
                               "still holding cards")
    expected = rules.final_result(s.out_order, s.drawn, n)
    if not (s.result == expected):
        raise InvalidState(f"{WHERE}: 'result' must be {list(expected)}, the returns of the final standings")
