"""Reading a Back Alley state that came from outside (``State.from_dict``; issue 14,
item 17).

Everything ``to_dict`` writes is checked before the state is used: each field's type
and range; every one of the 54 cards in exactly one place (the hands, each sorted as
the game keeps them, the trick, the tricks taken, the stock with its turned-up card,
the joker discarded for the card under it); the phase: the auction in turn from the
dealer's left, the contracts and multipliers it gives, the tricks played in turn (each
led by the last one's winner, won by its best card), the hands that follow from them,
whether trumps are broken, the end of a deal (void or scored) and of the game; the
score sheet (each deal's points from its contract and tricks, the running scores) and
that a game not over has a legal action. Anything else is an ``InvalidState`` naming
the field and the rule.
"""

from __future__ import annotations

from typing import Any

from app.core.cards import BIG_BLOOPER, LITTLE_BLOOPER, deck54
from app.core.protocol import InvalidState
from app.core.validation import CardLedger, Fields, quote
from app.games.back_alley import rules
from app.games.back_alley.actions import BOARD, NUMERIC_BIDS, PASS
from app.games.back_alley.options import DEALS, GAME_ID, HAND_SIZES, Options

WHERE = "back_alley"
PLAYERS = 4
MAX_SEED = 2 ** 64  # seeds are 63-bit (app.core.rng); a bigger one was not written by the app
# The most a partnership can score in one game: board at the highest multiplier made in
# every deal. Scores beyond it were not written by the game.
MAX_SCORE = sum(10 * h * PLAYERS for h in HAND_SIZES)
FIELDS = ("game", "version", "options", "seed", "shuffles", "deal_number", "dealer", "redeals", "phase", "to_move",
          "hands", "stock", "stock_drawn", "swapper", "bids", "board_order", "contracts", "multipliers",
          "trick_leader", "trick", "played_tricks", "tricks_won", "trumps_broken", "scores", "deal_history")
RECORD_FIELDS = ("deal", "hand_size", "dealer", "redeals", "trump_card", "trump", "bids", "contracts", "multipliers",
                 "tricks_by_player", "tricks", "points", "scores")
OPTION_FIELDS = ("both_board_takes_higher_multiplier", "blooper_binds_partner", "discarded_joker_public")
BIDS = {a.text: a for a in (*NUMERIC_BIDS, BOARD)}
_PACK_CARDS = tuple(deck54())
_PACK = CardLedger(_PACK_CARDS, WHERE)  # only looked up in, never placed into


def read_state(cls: Any, data: Any) -> Any:
    """The ``State`` (of class ``cls``) that ``data`` describes, checked whole."""
    versions, between = rules.READABLE_VERSIONS, rules.BETWEEN
    fields = Fields(data, WHERE)
    if fields.data.get("game", GAME_ID) != GAME_ID:
        raise InvalidState(f"{WHERE}: not a Back Alley save (game {quote(fields.data['game'])})")
    fields.only(FIELDS)
    version = fields.integer("version")
    if version not in versions:
        raise InvalidState(f"{WHERE}: save version {version} is not supported")
    options = _options(fields.mapping("options"))
    s = cls._blank(options, fields.integer("seed", -MAX_SEED, MAX_SEED))
    s.shuffles = fields.counter("shuffles")
    s.deal_number = fields.integer("deal_number", 1, DEALS)
    h = s.hand_size = HAND_SIZES[s.deal_number - 1]
    s.dealer = fields.integer("dealer", 0, PLAYERS - 1)
    s.redeals = fields.integer("redeals", 0, s.shuffles)
    phases = ("bid", "play", "over") + ((between,) if version > 1 else ())
    s.phase = fields.text("phase", phases)
    s.to_move = fields.integer("to_move", 0, PLAYERS - 1)

    ledger = CardLedger(_PACK_CARDS, WHERE)
    hands = []
    for p, codes in enumerate(fields.sequence("hands", PLAYERS)):
        hand = ledger.take(codes, f"hands[{p}]")
        if not (all(a.index < b.index for a, b in zip(hand, hand[1:]))):
            raise InvalidState(f"{WHERE}: 'hands[{p}]' lists its cards in the pack's order, as the game keeps them")
        hands.append(hand)
    s.hands = tuple(hands)
    stock = _PACK.lookup_all(fields.value("stock"), "stock")
    if not (len(stock) == len(_PACK_CARDS) - PLAYERS * h):
        raise InvalidState(f"{WHERE}: with {h} card(s) a hand the stock holds {len(_PACK_CARDS) - PLAYERS * h} "
                           f"cards, not {len(stock)}")
    s.stock = stock
    s.stock_drawn = drawn = fields.integer("stock_drawn", 0, 1)
    ledger.take([c.code for c in stock[:1]], "stock[0]")
    ledger.take([c.code for c in stock[1 + drawn:]], "stock")
    s.trump_card = turned = stock[0]
    s.trump = None if turned.is_joker else turned.suit
    s.swapper = fields.optional_integer("swapper", 0, PLAYERS - 1)
    other = LITTLE_BLOOPER if turned is BIG_BLOOPER else BIG_BLOOPER
    if not ((s.swapper is not None) == bool(drawn) and (s.swapper is None or turned.is_joker)):
        raise InvalidState(f"{WHERE}: a joker turned up makes the holder of the other joker ('swapper') discard "
                           f"it and take the "
                           "card under it ('stock_drawn'), and only then")
    s.discarded_joker = None
    if s.swapper is not None:
        s.discarded_joker = ledger.card(other.code, "the discarded joker")
    elif turned.is_joker:
        if other not in stock:
            raise InvalidState(f"{WHERE}: with a joker turned up, the other joker is discarded by its holder "
                               "('swapper') unless nobody was dealt it")
    s.trick = ledger.take(fields.value("trick"), "trick")
    s.played_tricks = tuple(_played_trick(Fields(t, WHERE, f"played_tricks[{i}]."), ledger)
                            for i, t in enumerate(fields.sequence("played_tricks")))
    ledger.check_complete()

    s.bids = tuple(_bid(b, f"bids[{p}]") for p, b in enumerate(fields.sequence("bids", PLAYERS)))
    s.board_order = tuple(fields.integers("board_order", None, 0, PLAYERS - 1))
    contracts = fields.integers("contracts", 2, 0, PLAYERS // 2 * (max(HAND_SIZES) - 1))
    multipliers = fields.integers("multipliers", 2, 0, PLAYERS)
    s.contracts, s.multipliers = (contracts[0], contracts[1]), (multipliers[0], multipliers[1])
    s.trick_leader = fields.integer("trick_leader", 0, PLAYERS - 1)
    s.tricks_won = tuple(fields.integers("tricks_won", PLAYERS, 0, h))
    s.trumps_broken = fields.boolean("trumps_broken")
    scores = fields.integers("scores", 2, -MAX_SCORE, MAX_SCORE)
    s.scores = (scores[0], scores[1])
    s.deal_history = tuple(_record(Fields(r, WHERE, f"deal_history[{i}]."))
                           for i, r in enumerate(fields.sequence("deal_history")))

    _check_deal(s, between)
    _check_history(s, between)
    if s.phase != "over":
        if not (bool(s.legal_actions())):
            raise InvalidState(f"{WHERE}: player {s.to_move} has no legal action, but the game is not over")
    return s


def _options(fields: Fields) -> Options:
    fields.only(OPTION_FIELDS, what="option")
    return Options(*(fields.boolean(name) for name in OPTION_FIELDS))


def _bid(text: Any, where: str) -> Any:
    if not (text is None or (isinstance(text, str) and text in BIDS)):
        raise InvalidState(f"{WHERE}: '{where}' must be a bid ('pass', 'bid N', 'board') or null, not {text!r}"[:200])
    return None if text is None else BIDS[text]


def _played_trick(fields: Fields, ledger: CardLedger) -> tuple:
    fields.only(("leader", "cards", "winner"))
    cards = ledger.take(fields.value("cards"), f"{fields.prefix}cards")
    if not (len(cards) == PLAYERS):
        raise InvalidState(f"{WHERE}: '{fields.prefix}cards' holds the {PLAYERS} cards of a trick")
    return fields.integer("leader", 0, PLAYERS - 1), cards, fields.integer("winner", 0, PLAYERS - 1)


def _record(fields: Fields) -> dict:
    """One deal of the score sheet, its figures checked against each other."""
    fields.only(RECORD_FIELDS)
    where = f"{WHERE}: '{fields.prefix.rstrip('.')}'"
    deal = fields.integer("deal", 1, DEALS)
    h = fields.integer("hand_size")
    if not (h == HAND_SIZES[deal - 1]):
        raise InvalidState(f"{where}: deal {deal} has {HAND_SIZES[deal - 1]} cards a hand, not {h}")
    fields.integer("dealer", 0, PLAYERS - 1)
    fields.counter("redeals")
    turned = _PACK.lookup(fields.value("trump_card"), f"{fields.prefix}trump_card")
    if not (fields.value("trump") == (None if turned.is_joker else turned.suit.value)):
        raise InvalidState(f"{where}: 'trump' is the suit of the turned-up card (none for a joker)")
    bids = fields.sequence("bids", PLAYERS)
    for i, b in enumerate(bids):
        if not (_bid(b, f"{fields.prefix}bids[{i}]") is not None):
            raise InvalidState(f"{where}: every player bid in a scored deal")
    contracts = fields.integers("contracts", 2, 0, PLAYERS // 2 * (h - 1))
    multipliers = fields.integers("multipliers", 2, 0, PLAYERS)
    by_player = fields.integers("tricks_by_player", PLAYERS, 0, h)
    tricks = fields.integers("tricks", 2, 0, h)
    if not (sum(by_player) == h and tricks == [by_player[0] + by_player[2], by_player[1] + by_player[3]]):
        raise InvalidState(f"{where}: the tricks of the deal's {h} are counted per player and per partnership")
    points = fields.integers("points", 2)
    expected = [rules.deal_points(contracts[t], multipliers[t], tricks[t], h) for t in (0, 1)]
    if not (points == expected):
        raise InvalidState(f"{where}: the contracts and tricks give {expected} points, not {points}")
    fields.integers("scores", 2, -MAX_SCORE, MAX_SCORE)
    return dict(fields.data)


def _check_deal(s: Any, between: str) -> None:
    h = s.hand_size
    first = (s.dealer + 1) % PLAYERS
    made = 0  # bids made, in turn from the dealer's left
    while made < PLAYERS and s.bids[(first + made) % PLAYERS] is not None:
        made += 1
    if not (all(s.bids[(first + k) % PLAYERS] is None for k in range(made, PLAYERS))):
        raise InvalidState(f"{WHERE}: 'bids' are made in turn from the dealer's left")
    if not (all(b is None or b.amount < h for b in s.bids)):
        raise InvalidState(f"{WHERE}: a numeric bid is below the hand size {h}")
    order = tuple((first + k) % PLAYERS for k in range(made) if s.bids[(first + k) % PLAYERS] is BOARD)
    if not (s.board_order == order):
        raise InvalidState(f"{WHERE}: 'board_order' must be {list(order)}, the players who bid board in turn")
    void = made == PLAYERS and all(b is PASS for b in s.bids)
    auction_over = made == PLAYERS and not void
    played = s.played_tricks
    if s.phase == "bid" or void:
        if not (made < PLAYERS if s.phase == "bid" else s.phase == between):
            raise InvalidState(f"{WHERE}: the auction ends with the dealer's bid (four passes: the deal is void)")
        if not (s.to_move == (first + made) % PLAYERS if s.phase == "bid" else s.to_move == s.dealer):
            raise InvalidState(f"{WHERE}: 'to_move' must be the next player to bid")
        if not (s.contracts == (0, 0) and s.multipliers == (0, 0) and not played and not s.trick
                and s.trick_leader == first and not any(s.tricks_won) and not s.trumps_broken):
            raise InvalidState(f"{WHERE}: nothing is played before the auction is won")
        _check_hand_sizes(s, 0, ())
        return
    if not (auction_over):
        raise InvalidState(f"{WHERE}: the play starts when all four have bid")
    expected = rules.auction_contracts(s.bids, s.board_order, s.options)
    if not ((s.contracts, s.multipliers) == expected):
        raise InvalidState(f"{WHERE}: the bids give contracts {list(expected[0])} and multipliers {list(expected[1])}")
    leader = rules.first_leader(s.bids, s.board_order, s.dealer)
    won = [0] * PLAYERS
    for i, (trick_leader, cards, winner) in enumerate(played):
        if not (trick_leader == leader):
            raise InvalidState(f"{WHERE}: 'played_tricks[{i}]' is led by {leader}, who won the trick "
                               "before (the auction's winner leads the first)")
        expected_winner = (trick_leader + rules.trick_winner_offset(cards, s.trump)) % PLAYERS
        if not (winner == expected_winner):
            raise InvalidState(f"{WHERE}: 'played_tricks[{i}]' is won by player {expected_winner}")
        won[winner] += 1
        leader = winner
    if not (list(s.tricks_won) == won):
        raise InvalidState(f"{WHERE}: 'tricks_won' must be {won}, the tricks each player took")
    every_card = [c for _l, cards, _w in played for c in cards] + list(s.trick)
    if not (s.trumps_broken == any(rules.is_trump(c, s.trump) for c in every_card)):
        raise InvalidState(f"{WHERE}: trumps are broken exactly when a trump has been played this deal")
    if s.phase == "play":
        if not (len(played) < h and len(s.trick) < PLAYERS):
            raise InvalidState(f"{WHERE}: a deal of {h} trick(s) in play has "
                               "fewer tricks played, and a trick fewer than 4 cards")
        if not (s.trick_leader == leader and s.to_move == (leader + len(s.trick)) % PLAYERS):
            raise InvalidState(f"{WHERE}: the winner of the last trick leads the next and the play goes clockwise")
        _check_hand_sizes(s, len(played), s.trick)
        return
    if not (len(played) == h and not s.trick):
        raise InvalidState(f"{WHERE}: a deal ends after its {h} trick(s)")
    last_leader = played[-1][0]
    if not (s.trick_leader == last_leader and s.to_move == (last_leader + PLAYERS - 1) % PLAYERS):
        raise InvalidState(f"{WHERE}: after the last trick its leader and its last player stay 'trick_leader' "
                           f"and 'to_move'")
    if not ((s.phase == "over") == (s.deal_number == DEALS)):
        raise InvalidState(f"{WHERE}: the game is over after deal {DEALS}, and only then")


def _check_hand_sizes(s: Any, tricks: int, trick: tuple) -> None:
    for p, hand in enumerate(s.hands):
        size = s.hand_size - tricks - ((p - s.trick_leader) % PLAYERS < len(trick))
        if not (len(hand) == size):
            raise InvalidState(f"{WHERE}: player {p} holds {len(hand)} card(s), not {size}")


def _check_history(s: Any, between: str) -> None:
    history = s.deal_history
    scored = s.phase == "over" or (s.phase == between and s.played_tricks)
    last_deal = s.deal_number if scored else s.deal_number - 1
    if history:
        if not ([r["deal"] for r in history] == list(range(last_deal - len(history) + 1, last_deal + 1))):
            raise InvalidState(f"{WHERE}: 'deal_history' holds the deals played, one after the other, up to "
                               f"deal {last_deal}")
        for before, after in zip(history, history[1:]):
            if not (after["scores"] == [before["scores"][t] + after["points"][t] for t in (0, 1)]):
                raise InvalidState(f"{WHERE}: the score sheet adds each deal's points to the scores before it")
        if not (history[-1]["scores"] == list(s.scores)):
            raise InvalidState(f"{WHERE}: 'scores' must be the score sheet's last "
                               f"{history[-1]['scores']}")
    else:
        if not (not scored):
            raise InvalidState(f"{WHERE}: a scored deal is on the score sheet")
    if scored:
        record = history[-1]
        if not (record["dealer"] == s.dealer and record["redeals"] == s.redeals
                and record["trump_card"] == s.trump_card.code and record["bids"] == [b.text for b in s.bids]
                and record["contracts"] == list(s.contracts) and record["multipliers"] == list(s.multipliers)
                and record["tricks_by_player"] == list(s.tricks_won)):
            raise InvalidState(f"{WHERE}: the score sheet's last deal is the deal just played")
