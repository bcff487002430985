"""Reading a Kozel state that came from outside (``State.from_dict``; issue 14, item 17).

Everything ``to_dict`` writes is checked before the state is used: each field's type
and range, every one of the 36 cards in exactly one place (hands, stock, the trick,
the teams' piles and face-down discards), the trick (played in turn from its leader,
one suit led, as many cards from each player as were led, the winning play), the hands
(equal but for the players who already played to this trick; four while there is a
stock), the trump card's place, tricks counted from the piles, the score sheet and the
loss points, the match's end and the step between games, and that a match not over
has a legal action. Anything else is an ``InvalidState`` naming the field and the rule.
"""

from __future__ import annotations

from typing import Any

from app.core.cards import suit_of
from app.core.protocol import InvalidState
from app.core.validation import CardLedger, Fields, quote
from app.games.kozel import rules
from app.games.kozel.actions import BEAT, DISCARD, LEAD
from app.games.kozel.moves import DECK
from app.games.kozel.observation import GameScore
from app.games.kozel.options import (
    EGGS_MULTIPLIER,
    EGGS_POINTS,
    GAME_ID,
    GAME_WIN_POINTS,
    HAND_SIZE,
    MATCH_LIMITS,
    PLAYERS,
    TOTAL_CARD_POINTS,
    KozelOptions,
)

WHERE = "kozel"
MAX_SEED = 2 ** 64  # seeds are 63-bit (app.core.rng); a bigger one was not written by the app
TRICKS_PER_GAME = len(DECK) // PLAYERS  # at most (one-card tricks)
MAX_STOCK = len(DECK) - PLAYERS * HAND_SIZE
# The most loss points one game gives (no trick, doubled after eggs).
MAX_GIVEN = 6 * EGGS_MULTIPLIER
FIELDS = ("game", "version", "options", "seed", "game_number", "dealer", "hands", "stock", "trump_card",
          "trump_index", "known", "leader", "turn", "trick", "lead_count", "winning_player", "winning_cards",
          "pulled", "pile_face_up", "discard_log", "tricks_won", "seq", "loss_points", "game_history",
          "double_pending", "match_over", "last_trick", "last_trick_winner", "deal")
HISTORY_FIELDS = ("card_points", "loss_points_given", "eggs", "doubled", "tricks_won")
OPTION_FIELDS = ("eggs_double_next", "discards_face_up", "match_limit")


def read_state(cls: Any, data: Any) -> Any:
    """The ``State`` (of class ``cls``) that ``data`` describes, checked whole."""
    versions = rules.READABLE_VERSIONS
    fields = Fields(data, WHERE)
    if fields.data.get("game", GAME_ID) != GAME_ID:
        raise InvalidState(f"{WHERE}: not a Kozel save (game {quote(fields.data['game'])})")
    version = fields.integer("version")
    if version not in versions:
        raise InvalidState(f"{WHERE}: save version {version} is not supported (this version reads "
                           f"{', '.join(map(str, versions))})")
    fields.only(FIELDS, optional=("awaiting_deal",) if version > 1 else ())
    if version > 1:
        fields.value("awaiting_deal")
    options = _options(fields.mapping("options"))
    s = cls(options, fields.integer("seed", -MAX_SEED, MAX_SEED))
    s.game_number = fields.counter("game_number")
    s.dealer = fields.integer("dealer", 0, PLAYERS - 1)
    seq = s.seq = fields.counter("seq")

    ledger = CardLedger(DECK, WHERE)
    hands = fields.sequence("hands", PLAYERS)
    s.hands = tuple(ledger.take(h, f"hands[{p}]") for p, h in enumerate(hands))
    stock_top_first = ledger.take(fields.value("stock"), "stock")
    s.stock = stock_top_first[::-1]
    s.leader = fields.integer("leader", 0, PLAYERS - 1)
    s.turn = fields.integer("turn", 0, PLAYERS - 1)
    s.trick = _plays(fields, "trick", ledger, seq)
    piles = fields.sequence("pile_face_up", 2)
    s.pile_face_up = (ledger.take(piles[0], "pile_face_up[0]"), ledger.take(piles[1], "pile_face_up[1]"))
    s.discard_log = _discards(fields, ledger, seq)
    ledger.check_complete()

    s.trump_card = trump = _card(fields.value("trump_card"), "trump_card")
    s.trump_suit = suit_of(trump)
    s.trump_index = fields.integer("trump_index", -1, MAX_STOCK - 1)
    s.lead_count = fields.integer("lead_count", 0, HAND_SIZE)
    s.winning_player = fields.integer("winning_player", 0, PLAYERS - 1)
    s.winning_cards = _PACK.lookup_all(fields.value("winning_cards"), "winning_cards")
    s.pulled = fields.boolean("pulled")
    s.tricks_won = tuple(fields.integers("tricks_won", 2, 0, TRICKS_PER_GAME))
    s._loss_points = tuple(fields.integers("loss_points", 2, 0, options.match_limit - 1 + MAX_GIVEN))
    s._game_history = tuple(_score(Fields(r, WHERE, f"game_history[{i}]."))
                            for i, r in enumerate(fields.sequence("game_history")))
    s.double_pending = fields.boolean("double_pending")
    s.match_over = fields.boolean("match_over")
    s.awaiting_deal = fields.boolean("awaiting_deal") if version > 1 else False
    s.known = _known(fields, seq)
    s.last_trick = _plays(fields, "last_trick", None, seq)
    s.last_trick_winner = fields.optional_integer("last_trick_winner", 0, PLAYERS - 1)
    s.deal_tricks = (s.last_trick,) if s.last_trick else ()  # not saved: see State.deal_tricks
    s.deal = _deal(fields, trump)

    _check_trick(s)
    _check_hands_and_stock(s)
    _check_known(s)
    _check_piles(s)
    _check_match(s)
    if not s.match_over:
        if not (bool(s.legal_actions())):
            raise InvalidState(f"{WHERE}: player {s.turn} has no legal action, but the match is not over")
    return s


_PACK = CardLedger(DECK, WHERE)  # only looked up in, never placed into


def _card(code: Any, where: str) -> Any:
    return _PACK.lookup(code, where)


def _options(fields: Fields) -> KozelOptions:
    fields.only(OPTION_FIELDS, what="option")
    limit = fields.integer("match_limit")
    if limit not in MATCH_LIMITS:
        raise InvalidState(f"{WHERE}: 'options.match_limit' must be one of "
                           f"{', '.join(map(str, sorted(MATCH_LIMITS)))}, not {limit}")
    return KozelOptions(fields.boolean("eggs_double_next"), fields.boolean("discards_face_up"), limit)


def _plays(fields: Fields, key: str, ledger: CardLedger | None, seq: int) -> tuple:
    """A trick as ``to_dict`` writes it: [player, kind, seq, cards] per play. The cards
    are placed in ``ledger`` (the current trick) or only checked (the last trick, whose
    cards are in a pile by now)."""
    plays = []
    for i, item in enumerate(fields.sequence(key, None)):
        where = f"{key}[{i}]"
        if not (isinstance(item, list) and len(item) == 4):
            raise InvalidState(f"{WHERE}: '{where}' must be [player, kind, seq, cards]")
        player = fields.check_int(item[0], f"{where}[0]", 0, PLAYERS - 1)
        kind = item[1]
        if kind not in (LEAD, BEAT, DISCARD):
            raise InvalidState(f"{WHERE}: '{where}[1]' must be lead, beat or discard, not {kind!r}")
        number = _play_number(fields, item[2], f"{where}[2]", seq)
        zone = f"{where}[3]"
        cards = ledger.take(item[3], zone) if ledger is not None else _PACK.lookup_all(item[3], zone)
        if not (1 <= len(cards) <= HAND_SIZE):
            raise InvalidState(f"{WHERE}: '{where}' plays 1 to {HAND_SIZE} cards, not {len(cards)}")
        plays.append((player, kind, number, cards))
    if not (len(plays) <= PLAYERS):
        raise InvalidState(f"{WHERE}: '{key}' has {len(plays)} plays; a trick has at most {PLAYERS}")
    return tuple(plays)


def _play_number(fields: Fields, value: Any, where: str, seq: int) -> int:
    """A play's number: plays are numbered by the counter ``seq`` before it moves on, so
    every play of the game is below it (a play numbered ``seq`` or more would share its
    number with the next one, and the trick's order would be lost)."""
    number = fields.check_int(value, where, 0, seq)
    if not (number < seq):
        raise InvalidState(f"{WHERE}: '{where}' is {number}, but every play is numbered before the counter "
                           f"'seq' ({seq}) moves on")
    return number


def _discards(fields: Fields, ledger: CardLedger, seq: int) -> tuple:
    """The face-down discards in the teams' piles: [player, team, seq, cards] each. (A
    game holds dozens: the common case is one test, the message is built on failure.)"""
    log = []
    for i, item in enumerate(fields.sequence("discard_log")):
        if not (type(item) is list and len(item) == 4 and type(item[0]) is int and 0 <= item[0] < PLAYERS
                and type(item[1]) is int and 0 <= item[1] <= 1 and type(item[2]) is int and 0 <= item[2] < seq):
            _refuse_discard(fields, item, f"discard_log[{i}]", seq)
        cards = ledger.take(item[3], "discard_log")
        if not 1 <= len(cards) <= HAND_SIZE:
            raise InvalidState(f"{WHERE}: 'discard_log[{i}]' discards 1 to {HAND_SIZE} cards, not {len(cards)}")
        log.append((item[0], item[1], item[2], cards))
    return tuple(log)


def _refuse_discard(fields: Fields, item: Any, where: str, seq: int) -> None:
    """Raise the ``InvalidState`` that says what is wrong with a discard entry."""
    if not (isinstance(item, list) and len(item) == 4):
        raise InvalidState(f"{WHERE}: '{where}' must be [player, team, seq, cards]")
    fields.check_int(item[0], f"{where}[0]", 0, PLAYERS - 1)
    fields.check_int(item[1], f"{where}[1]", 0, 1)
    _play_number(fields, item[2], f"{where}[2]", seq)
    raise InvalidState(f"{WHERE}: '{where}' is not a discard")  # (not reached: one of the above failed)


def _known(fields: Fields, seq: int) -> dict:
    known = {}
    for i, item in enumerate(fields.sequence("known")):
        where = f"known[{i}]"
        if not (isinstance(item, list) and len(item) == 3):
            raise InvalidState(f"{WHERE}: '{where}' must be [card, player, seq]")
        c = _card(item[0], f"{where}[0]")
        if not (c not in known):
            raise InvalidState(f"{WHERE}: '{where}': the card {c} is listed twice")
        known[c] = (fields.check_int(item[1], f"{where}[1]", 0, PLAYERS - 1),
                    fields.check_int(item[2], f"{where}[2]", 0, seq))
    return known


def _score(fields: Fields) -> GameScore:
    fields.only(HISTORY_FIELDS)
    points = fields.integers("card_points", 2, 0, TOTAL_CARD_POINTS)
    given = fields.integers("loss_points_given", 2, 0, MAX_GIVEN)
    eggs, doubled = fields.boolean("eggs"), fields.boolean("doubled")
    tricks = fields.integers("tricks_won", 2, 0, TRICKS_PER_GAME)
    where = f"{WHERE}: '{fields.prefix.rstrip('.')}'"
    if not (sum(points) == TOTAL_CARD_POINTS):
        raise InvalidState(f"{where}: the card points add up to {sum(points)}, not "
                           f"{TOTAL_CARD_POINTS}")
    if not (1 <= sum(tricks) <= TRICKS_PER_GAME):
        raise InvalidState(f"{where}: a game has 1 to {TRICKS_PER_GAME} tricks, not {sum(tricks)}")
    if not (eggs == (points == [EGGS_POINTS, EGGS_POINTS])):
        raise InvalidState(f"{where}: eggs are 60-60, and only 60-60 is eggs")
    if eggs:
        if not (given == [0, 0] and not doubled):
            raise InvalidState(f"{where}: eggs give no loss points")
    else:
        loser = 0 if points[0] < points[1] else 1
        expected = [0, 0]
        expected[loser] = rules.loss_points_for(points[loser], tricks[loser] > 0) * (EGGS_MULTIPLIER if doubled else 1)
        if not (given == expected):
            raise InvalidState(f"{where}: {points[0]}-{points[1]} card points give loss points {expected}, "
                               f"not {given}")
    return GameScore((points[0], points[1]), (given[0], given[1]), eggs, doubled, (tricks[0], tricks[1]))


def _deal(fields: Fields, trump: Any) -> tuple | None:
    """The current game's deal as dealt (hands, stock top first, trump position, leader)."""
    if fields.value("deal") is None:
        return None
    deal = fields.mapping("deal")
    deal.only(("hands", "stock", "trump_position", "leader"))
    ledger = CardLedger(DECK, WHERE)
    hands = tuple(ledger.take(h, f"deal.hands[{p}]") for p, h in enumerate(deal.sequence("hands", PLAYERS)))
    stock = ledger.take(deal.value("stock"), "deal.stock")
    if not (len({len(h) for h in hands}) == 1 and len(hands[0]) <= HAND_SIZE):
        raise InvalidState(f"{WHERE}: the four dealt hands hold the same number of cards, at most {HAND_SIZE}")
    if not (len(stock) % PLAYERS == 0):
        raise InvalidState(f"{WHERE}: the dealt stock holds a multiple of {PLAYERS} cards")
    position = deal.optional_integer("trump_position", 0, max(0, len(stock) - 1))
    if not (position is None or stock[position] is trump):
        raise InvalidState(f"{WHERE}: 'deal.trump_position' must be where the trump card {trump} lay in the "
                           f"dealt stock")
    return hands, stock, position, deal.integer("leader", 0, PLAYERS - 1)


def _check_trick(s: Any) -> None:
    trick = s.trick
    if not trick:
        if not (s.lead_count == 0 and not s.winning_cards and not s.pulled and s.winning_player == s.leader):
            raise InvalidState(f"{WHERE}: with no card on the table, 'lead_count' is 0, nothing is winning and "
                               f"the leader "
                               "is the winning player")
        if not (s.turn == s.leader):
            raise InvalidState(f"{WHERE}: 'turn' is {s.turn}, but the trick's leader {s.leader} leads it")
        return
    if not (len(trick) < PLAYERS):
        raise InvalidState(f"{WHERE}: a trick of {PLAYERS} plays is over; it cannot still be on the table")
    lead = trick[0]
    if not (lead[1] == LEAD and lead[0] == s.leader):
        raise InvalidState(f"{WHERE}: 'trick' starts with the leader's lead")
    if not (len({c.suit for c in lead[3]}) == 1):
        raise InvalidState(f"{WHERE}: a lead is cards of one suit")
    if not (s.lead_count == len(lead[3])):
        raise InvalidState(f"{WHERE}: 'lead_count' is {s.lead_count}, but {len(lead[3])} "
                           "card(s) were led")
    winner = lead
    for i, play in enumerate(trick):
        if not (play[0] == (s.leader + i) % PLAYERS):
            raise InvalidState(f"{WHERE}: 'trick' is played clockwise from its leader")
        if not (len(play[3]) == s.lead_count):
            raise InvalidState(f"{WHERE}: every player answers a lead with as many cards as were led")
        if i:
            if not (play[1] != LEAD):
                raise InvalidState(f"{WHERE}: only the first play of a trick is a lead")
            if not (play[2] > trick[i - 1][2]):
                raise InvalidState(f"{WHERE}: the plays of a trick are in the order they were made")
        if play[1] == BEAT:
            winner = play
    if not (s.turn == (s.leader + len(trick)) % PLAYERS):
        raise InvalidState(f"{WHERE}: 'turn' is {s.turn}, but player "
                           f"{(s.leader + len(trick)) % PLAYERS} plays next")
    if not (s.winning_player == winner[0] and s.winning_cards == winner[3]):
        raise InvalidState(f"{WHERE}: 'winning_player' and 'winning_cards' must be the lead or the last beat")
    if not (not s.pulled or s.lead_count == HAND_SIZE):
        raise InvalidState(f"{WHERE}: a pull leads {HAND_SIZE} cards")


def _check_hands_and_stock(s: Any) -> None:
    stock = s.stock
    if not (len(stock) % PLAYERS == 0):
        raise InvalidState(f"{WHERE}: the stock holds a multiple of {PLAYERS} cards, not {len(stock)}")
    played = {play[0] for play in s.trick}
    size = len(s.hands[s.leader]) + (s.lead_count if s.leader in played else 0)
    for p, hand in enumerate(s.hands):
        expected = size - (s.lead_count if p in played else 0)
        if not (len(hand) == expected):
            raise InvalidState(f"{WHERE}: player {p} holds {len(hand)} card(s), but {expected} are in his "
                               "hand (every hand is the same size but for the cards played to this trick)")
    if not (size <= HAND_SIZE):
        raise InvalidState(f"{WHERE}: a hand holds at most {HAND_SIZE} cards")
    if not (not stock or size == HAND_SIZE):
        raise InvalidState(f"{WHERE}: while there is a stock every hand is refilled to {HAND_SIZE}")
    finished = s.match_over or s.awaiting_deal
    if not (finished == (size == 0 and not stock and not s.trick)):
        raise InvalidState(f"{WHERE}: a game is over exactly when the hands and the stock are empty "
                           "(then the match is over or the next game is to be dealt)")
    in_stock = 0 <= s.trump_index < len(stock) and stock[s.trump_index] is s.trump_card
    if not (in_stock or (s.trump_card not in stock and (s.trump_index == -1 or s.trump_index >= len(stock)))):
        raise InvalidState(f"{WHERE}: 'trump_index' must give the trump card's place in the stock while it is there")


def _check_known(s: Any) -> None:
    """Public knowledge is true: a card known to be in a player's hand is there, or he
    put it face down (a discard still face down); the drawn trump card's holder is known."""
    for c, (p, _seq) in s.known.items():
        hidden = any(c in cards for q, kind, _n, cards in s.trick if q == p and kind == DISCARD) or any(
            c in cards for q, _team, _n, cards in s.discard_log if q == p)
        if not (c in s.hands[p] or hidden):
            raise InvalidState(f"{WHERE}: 'known' says player {p} holds {c}, but he does not")
    for p, hand in enumerate(s.hands):
        if s.trump_card in hand:
            if not (s.known.get(s.trump_card, (None,))[0] == p):
                raise InvalidState(f"{WHERE}: player {p} drew the trump card {s.trump_card}, which everybody "
                                   f"saw: 'known' says so")


def _check_piles(s: Any) -> None:
    team_cards = [len(s.pile_face_up[0]), len(s.pile_face_up[1])]
    for _player, team, _n, cards in s.discard_log:
        team_cards[team] += len(cards)
        if not (not s.options.discards_face_up):
            raise InvalidState(f"{WHERE}: with discards face up no discard is kept face down")
    for team in (0, 1):
        won = s.tricks_won[team]
        if not (team_cards[team] % PLAYERS == 0 and PLAYERS * won <= team_cards[team] <= PLAYERS * HAND_SIZE * won):
            raise InvalidState(f"{WHERE}: team {team} has {team_cards[team]} card(s) in its pile, which {won} "
                               f"trick(s) of "
                               f"{PLAYERS} plays of 1 to {HAND_SIZE} cards cannot hold")
    if s.last_trick_winner is None:
        if not (not s.last_trick):
            raise InvalidState(f"{WHERE}: a last trick goes with its winner")
        return
    if not (len(s.last_trick) == PLAYERS):
        raise InvalidState(f"{WHERE}: 'last_trick' holds the {PLAYERS} plays of a finished trick")
    team = s.last_trick_winner % 2
    pile = set(s.pile_face_up[team]).union(*(cards for _p, t, _n, cards in s.discard_log if t == team))
    if not (all(c in pile for play in s.last_trick for c in play[3])):
        raise InvalidState(f"{WHERE}: the last trick's cards are in the pile of team {team}, who took it")


def _check_match(s: Any) -> None:
    history = s._game_history
    limit = s.options.match_limit
    finished = s.match_over or s.awaiting_deal
    if not (not (s.match_over and s.awaiting_deal)):
        raise InvalidState(f"{WHERE}: no game is dealt after the match is over")
    if not (len(history) == s.game_number + finished):
        raise InvalidState(f"{WHERE}: 'game_history' has {len(history)} game(s), but this is game {s.game_number + 1}"
                           f"{' (over)' if finished else ''}")
    given = [sum(r.loss_points_given[t] for r in history) for t in (0, 1)]
    if not (all(s._loss_points[t] >= given[t] for t in (0, 1))):
        raise InvalidState(f"{WHERE}: 'loss_points' {list(s._loss_points)} are fewer than the score sheet gives "
                           f"{given}")
    if not (s.match_over == (max(s._loss_points) >= limit)):
        raise InvalidState(f"{WHERE}: the match is over exactly when a team has {limit} loss points")
    if not (not s.double_pending or s.options.eggs_double_next):
        raise InvalidState(f"{WHERE}: 'double_pending' needs the option that eggs double the next game")
    if finished:
        last = history[-1]
        if not (last.card_points == s.card_points and last.tricks_won == s.tricks_won):
            raise InvalidState(f"{WHERE}: the last game's score {list(last.card_points)} is not what its piles hold "
                               f"{list(s.card_points)}")
        if not (last.eggs or max(last.card_points) >= GAME_WIN_POINTS):
            raise InvalidState(f"{WHERE}: a game is won with "
                               f"{GAME_WIN_POINTS} card points")
    if not (s.match_over or max(s._loss_points) < limit):
        raise InvalidState(f"{WHERE}: loss points reach the limit only at the end")


__all__ = ["read_state", "InvalidState"]
