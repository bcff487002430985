"""The Kozel model: a whole match (a series of games) as one mutable ``State``.

Players are 0..3 clockwise; team = player % 2 (partners sit opposite). The stock is
kept top LAST (the next card drawn is ``stock[-1]``); ``to_dict``/``from_deal`` use top
first. Hands, stock, trick and piles are tuples: what a reader gets cannot change the game.

Between two games of the match the state waits with the finished game on the table
(its piles, last trick and score in ``game_history``): ``current_player()`` is
``AUTOMATIC`` and the one legal action is ``deal`` (``DEAL_ACTION``), which deals the
next game (see ``app.core.protocol``).
"""

from __future__ import annotations

from typing import Iterable, Sequence

from app.core.card_events import HIDDEN, Dealt, Drew, GameOver, Played, TrickWon, TrumpShown, TurnTo, hide_cards
from app.core.cards import Card, Suit, deal_order, shuffled, suit_of
from app.core.protocol import AUTOMATIC, DEAL, NO_PLAYER, Event, IllegalAction
from app.core.refusal import Refusal, Why
from app.core.rng import derive_rng, fresh_seed
from app.core.validation import reading
from app.games.kozel.actions import (
    BEAT,
    DEAL_ACTION,
    DISCARD,
    LEAD,
    PULL,
    Action,
    card_sort_key,
    make_action,
    parse_action,
    parse_public_notation,
    public_notation,
)
from app.games.kozel.events import GameScored, GameStarted, Pulled
from app.games.kozel.moves import DECK, POINTS, explain_failed_beat, legal_actions_for
from app.games.kozel.observation import GameScore, Observation, PileDiscard, TrickPlay
from app.games.kozel.options import (
    EGGS_DOUBLING_STACKS,
    EGGS_MULTIPLIER,
    EGGS_POINTS,
    GAME_ID,
    GAME_WIN_POINTS,
    HAND_SIZE,
    LOSS_POINTS_BIG,
    LOSS_POINTS_NO_TRICK,
    LOSS_POINTS_SMALL,
    LOSS_SMALL_MIN_POINTS,
    PLAYERS,
    TRUMP_MIDDLE_MARGIN,
    KozelOptions,
)

DECK_SET = frozenset(DECK)
# Version 2 adds ``awaiting_deal`` (the explicit step between games); version 1 saves
# (never between games: the next game was dealt at once) are still read.
SAVE_VERSION = 2
READABLE_VERSIONS = (1, 2)


def loss_points_for(card_points: int, took_a_trick: bool) -> int:
    """Loss points of a team that lost a game with ``card_points`` (< 60)."""
    if card_points >= LOSS_SMALL_MIN_POINTS:
        return LOSS_POINTS_SMALL
    return LOSS_POINTS_BIG if took_a_trick else LOSS_POINTS_NO_TRICK


def game_loss_points(card_points: Sequence[int], tricks_won: Sequence[int],
                     double_pending: bool) -> tuple[tuple[int, int], bool]:
    """A finished game's loss points given per team, and whether it is eggs (60-60)."""
    if card_points[0] == EGGS_POINTS and card_points[1] == EGGS_POINTS:
        return (0, 0), True
    loser = 0 if card_points[0] < card_points[1] else 1
    assert card_points[1 - loser] >= GAME_WIN_POINTS
    given = [0, 0]
    given[loser] = loss_points_for(card_points[loser], tricks_won[loser] > 0) * (
        EGGS_MULTIPLIER if double_pending else 1)
    return (given[0], given[1]), False


def _codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in cards]


def _cards(codes: Iterable[str]) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes)


class State:
    """A Kozel match. See ``shared/design.md`` for the contract."""

    GAME = GAME_ID

    __slots__ = (
        "options", "seed", "game_number", "dealer", "hands", "stock", "trump_card",
        "trump_suit", "trump_index", "known", "leader", "turn", "trick", "lead_count",
        "winning_player", "winning_cards", "pulled", "pile_face_up", "discard_log",
        "tricks_won", "seq", "_loss_points", "_game_history", "double_pending", "match_over",
        "awaiting_deal", "last_trick", "last_trick_winner", "deal_tricks", "deal", "_legal",
    )

    # ---- construction -------------------------------------------------------------
    def __init__(self, options: KozelOptions, seed: int):
        self.options = options
        self.seed = seed
        self.game_number = 0
        self.dealer = 0
        self.hands: tuple[tuple[Card, ...], ...] = ((), (), (), ())
        self.stock: tuple[Card, ...] = ()  # top is the LAST element
        self.trump_card: Card = DECK[0]
        self.trump_suit: Suit = suit_of(DECK[0])
        self.trump_index = 0  # index of the trump card in self.stock while it is there
        # Public knowledge: card -> (player, seq) for cards everybody knows that player took
        # in hand at action number seq (drawn trump card, face-up cards returned by a pull).
        self.known: dict[Card, tuple[int, int]] = {}
        self.leader = 0
        self.turn = 0
        # (player, kind, seq, cards) per play of the current trick
        self.trick: tuple[tuple[int, str, int, tuple[Card, ...]], ...] = ()
        self.lead_count = 0
        self.winning_player = 0
        self.winning_cards: tuple[Card, ...] = ()
        self.pulled = False
        self.pile_face_up: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
        # (player, team, seq, cards) for face-down discards now in a team's pile
        self.discard_log: tuple[tuple[int, int, int, tuple[Card, ...]], ...] = ()
        self.tricks_won: tuple[int, int] = (0, 0)
        self.seq = 0
        self._loss_points: tuple[int, int] = (0, 0)
        self._game_history: tuple[GameScore, ...] = ()
        self.double_pending = False
        self.match_over = False
        self.awaiting_deal = False  # a game is over, the next one not dealt yet (AUTOMATIC)
        self.last_trick: tuple[tuple[int, str, int, tuple[Card, ...]], ...] = ()
        self.last_trick_winner: int | None = None
        # Every finished trick of this game, in order (public play: the AI may read what
        # the players' plays tell about their hands); a pulled trick from the pull on.
        # Not saved (saves stay as they were, and a resumed game is replayed from its
        # record, which rebuilds it): a state read from a save knows its last trick only.
        self.deal_tricks: tuple[tuple[tuple[int, str, int, tuple[Card, ...]], ...], ...] = ()
        # The current game's deal as dealt (hands, stock top first, trump position from
        # the top), immutable and shared by clones; None for a determinized state.
        self.deal: tuple | None = None
        self._legal: list[Action] | None = None

    @classmethod
    def new(cls, seed: int | None = None, **options) -> "State":
        """A new match; the first dealer and every deal come from ``seed``."""
        opts = KozelOptions.from_kwargs(**options)
        seed = fresh_seed() if seed is None else int(seed)
        state = cls(opts, seed)
        state.dealer = derive_rng(seed, "first dealer").randrange(PLAYERS)
        state._deal_game((state.dealer + 1) % PLAYERS)
        return state

    @classmethod
    def from_deal(
        cls,
        hands: Sequence[Sequence[str]],
        stock: Sequence[str],
        trump_card: str,
        dealer: int,
        loss_points: tuple[int, int] = (0, 0),
        *,
        piles: Sequence[Sequence[str]] = ((), ()),
        leader: int | None = None,
        seed: int | None = None,
        **options,
    ) -> "State":
        """An explicit game: ``hands`` (four lists of card codes), ``stock`` (top first),
        ``trump_card`` (a card of the stock), the ``dealer``; the player on his left leads
        unless ``leader`` is given. For set-ups later in a game, ``piles`` gives the cards
        each team already took (face up; they count as one trick per 4 cards, at least one);
        the stock may then be empty and the trump card anywhere. Later games of the match
        are dealt from ``seed``."""
        opts = KozelOptions.from_kwargs(**options)
        state = cls(opts, fresh_seed() if seed is None else int(seed))
        hand_cards = [list(_cards(h)) for h in hands]
        stock_cards = list(_cards(stock))
        pile_cards = [_cards(p) for p in piles]
        trump = Card.parse(trump_card)
        if len(hand_cards) != PLAYERS or len(pile_cards) != 2:
            raise ValueError("Kozel: a deal needs four hands and two team piles")
        sizes = {len(h) for h in hand_cards}
        if len(sizes) != 1 or sizes.pop() > HAND_SIZE:
            raise ValueError(f"Kozel: the four hands must hold the same number of cards, at most {HAND_SIZE}")
        everything = [c for h in hand_cards for c in h] + stock_cards + [c for p in pile_cards for c in p]
        if len(everything) != len(DECK) or set(everything) != DECK_SET:
            missing = sorted(DECK_SET - set(everything), key=card_sort_key)
            raise ValueError(
                "Kozel: a deal must use each of the 36 cards (6 to A) exactly once"
                + (f"; missing: {' '.join(map(str, missing))}" if missing else "")
            )
        if len(stock_cards) % PLAYERS:
            raise ValueError("Kozel: the stock must hold a multiple of 4 cards")
        if stock_cards and len(hand_cards[0]) != HAND_SIZE:
            raise ValueError("Kozel: while there is a stock, every hand holds 4 cards")
        if stock_cards and trump not in stock_cards:
            raise ValueError(f"Kozel: the trump card {trump} must be a card of the stock")
        if any(len(p) % PLAYERS for p in pile_cards):
            raise ValueError("Kozel: a team pile holds whole tricks (a multiple of 4 cards)")
        if not 0 <= dealer < PLAYERS or (leader is not None and not 0 <= leader < PLAYERS):
            raise ValueError("Kozel: the dealer and the leader are players 0..3")
        if len(loss_points) != 2 or any(not 0 <= lp < opts.match_limit for lp in loss_points):
            raise ValueError(f"Kozel: loss points must be two numbers below the match limit {opts.match_limit}")
        state.dealer = dealer
        state._loss_points = (int(loss_points[0]), int(loss_points[1]))
        first = (dealer + 1) % PLAYERS if leader is None else leader
        position = stock_cards.index(trump) if trump in stock_cards else None
        state._start_game(hand_cards, stock_cards, trump, position, first)
        state.pile_face_up = (pile_cards[0], pile_cards[1])
        won = [max(1, len(p) // PLAYERS) if p else 0 for p in pile_cards]
        state.tricks_won = (won[0], won[1])
        for p, h in enumerate(hand_cards):
            if trump in h:  # a set-up after the trump card was drawn: its holder is public
                state.known[trump] = (p, 0)
        return state

    def _deal_game(self, leader: int) -> None:
        """Shuffle and deal the game ``self.game_number`` of the match from the seed."""
        rng = derive_rng(self.seed, "deal", self.game_number)
        deck = shuffled(DECK, rng)
        hands: list[list[Card]] = [[], [], [], []]
        order = deal_order((self.dealer + 1) % PLAYERS, PLAYERS, HAND_SIZE)
        for card, player in zip(deck, order):
            hands[player].append(card)
        stock = deck[len(order):]
        position = rng.randint(TRUMP_MIDDLE_MARGIN, len(stock) - 1 - TRUMP_MIDDLE_MARGIN)
        self._start_game(hands, stock, stock[position], position, leader)

    def _start_game(
        self, hands: list[list[Card]], stock_top_first: list[Card], trump: Card,
        position: int | None, leader: int,
    ) -> None:
        self.hands = tuple(tuple(h) for h in hands)
        self.stock = tuple(reversed(stock_top_first))
        self.trump_card = trump
        self.trump_suit = suit_of(trump)
        self.trump_index = len(stock_top_first) - 1 - position if position is not None else -1
        self.known = {}
        self.leader = self.turn = leader
        self.trick = ()
        self.lead_count = 0
        self.winning_player = leader
        self.winning_cards = ()
        self.pulled = False
        self.pile_face_up = ((), ())
        self.discard_log = ()
        self.tricks_won = (0, 0)
        self.seq = 0
        self.last_trick = ()
        self.last_trick_winner = None
        self.deal_tricks = ()
        self.deal = (tuple(tuple(h) for h in hands), tuple(stock_top_first), position, leader)
        self._legal = None

    def deal_events(self) -> list[Event]:
        """The events of the current game's deal (for the UI to animate a new game)."""
        if self.deal is None:
            return []
        hands, stock, position, leader = self.deal
        events: list[Event] = [GameStarted(self.game_number, self.dealer, leader)]
        first = (self.dealer + 1) % PLAYERS
        size = len(hands[0])
        for i in range(size):
            for k in range(PLAYERS):
                p = (first + k) % PLAYERS
                events.append(Dealt(hands[p][i], p))
        events.append(TrumpShown(self.trump_card, self.trump_suit, position))
        events.append(TurnTo(leader))
        return events

    # ---- queries -----------------------------------------------------------------
    def current_player(self) -> int:
        if self.match_over:
            return NO_PLAYER
        return AUTOMATIC if self.awaiting_deal else self.turn

    def is_terminal(self) -> bool:
        return self.match_over

    def returns(self) -> list[float]:
        if not self.match_over:
            return [0.0] * PLAYERS
        goat = 0 if self._loss_points[0] >= self.options.match_limit else 1
        return [-1.0 if p % 2 == goat else 1.0 for p in range(PLAYERS)]

    @property
    def loss_points(self) -> tuple[int, int]:
        return self._loss_points

    @property
    def game_history(self) -> tuple[GameScore, ...]:
        return self._game_history

    @property
    def card_points(self) -> tuple[int, int]:
        """The current game's card points per team (face-down discards included)."""
        pts = [sum(POINTS[c] for c in self.pile_face_up[0]), sum(POINTS[c] for c in self.pile_face_up[1])]
        for _player, team, _seq, cards in self.discard_log:
            pts[team] += sum(POINTS[c] for c in cards)
        return (pts[0], pts[1])

    @property
    def trump_position(self) -> int | None:
        """Position of the trump card from the top of the stock, None once drawn."""
        if 0 <= self.trump_index < len(self.stock):
            return len(self.stock) - 1 - self.trump_index
        return None

    @property
    def trump_holder(self) -> int | None:
        """Public: who drew the trump card (or got it back by a pull), until seen played."""
        entry = self.known.get(self.trump_card)
        return None if entry is None else entry[0]

    def stock_top_first(self) -> tuple[Card, ...]:
        return self.stock[::-1]

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            if self.match_over:
                self._legal = []
            elif self.awaiting_deal:
                self._legal = [DEAL_ACTION]
            else:
                self._legal = legal_actions_for(
                    self.hands[self.turn], self.lead_count == 0, self.lead_count,
                    self.winning_cards, self.trump_suit,
                )
        return self._legal

    @staticmethod
    def parse_action(text: str) -> Action:
        return parse_action(text)

    def public_notation(self, action: Action | str, actor: int | None, seat: int) -> str:
        """``action`` made by ``actor`` as ``seat`` may know it: another seat's face-down
        discard shows its number of cards only (``discard ? ?``). It depends on the
        options alone, never on the position, so a whole move log can be written for a
        seat at any time (the move log, online and offline)."""
        return public_notation(action, actor, seat, self.options.discards_face_up)

    @staticmethod
    def parse_public_notation(text: str) -> Action:
        """A public notation read back (a hidden card is ``HIDDEN``)."""
        return parse_public_notation(text)

    # ---- playing -----------------------------------------------------------------
    def apply(self, action: Action | str) -> list[Event]:
        """Play ``action`` (an ``Action`` or its notation) for the current player."""
        if isinstance(action, str):
            action = parse_action(action)
        legal = self.legal_actions()
        if action not in legal and isinstance(action, Action) and action.cards and all(
            type(c) is Card for c in action.cards
        ):
            # Actions hold their cards in one fixed order; accept a hand-built one in any order.
            action = make_action(action.kind, action.cards)
        if action not in legal:
            raise IllegalAction(self._explain(action))
        if action.kind == DEAL:
            return self._deal_next_game()
        events: list[Event] = []
        self._apply(action, events)
        return events

    def step(self, action: Action) -> None:
        """``apply`` for simulations: ``action`` is trusted to be one of
        ``legal_actions()`` (nothing is checked) and no events are built (they cost as
        much as the move itself). The AI's playouts run on this."""
        if action.kind == DEAL:
            self._deal_next_game()
        else:
            self._apply(action, None)

    def _explain(self, action) -> str:
        return self._refusal(action).message

    def why_not(self, action: Action | str) -> Refusal | None:
        """None if ``action`` is legal now; otherwise the rule it breaks (``Refusal``:
        reason code, data, English message)."""
        if isinstance(action, str):
            action = parse_action(action)
        legal = self.legal_actions()
        if isinstance(action, Action) and action.cards and all(type(c) is Card for c in action.cards):
            action = make_action(action.kind, action.cards)  # any order of the cards
        return None if action in legal else self._refusal(action)

    def _refusal(self, action) -> Refusal:
        if self.match_over:
            return Refusal.of(Why.GAME_OVER, "Kozel: the match is over")
        if not isinstance(action, Action):
            return Refusal.of(Why.NOT_NOW, f"Kozel: {action!r} is not a Kozel action")
        if self.awaiting_deal:
            return Refusal.of(Why.NOT_NOW, f"Kozel: game {self.game_number + 1} is over; the next game must be "
                              "dealt first ('deal')")
        if action.kind == DEAL:
            return Refusal.of(Why.NOT_NOW, "Kozel: 'deal' comes only between two games of the match, when one is over")
        p = self.turn
        hand = self.hands[p]
        kind, cards = action.kind, action.cards
        missing = [c for c in cards if c not in hand]
        if missing:
            return Refusal.of(Why.NOT_IN_HAND, f"Kozel: {' '.join(map(str, missing))} not in player {p}'s hand",
                              cards=tuple(missing))
        if self.lead_count == 0:
            if kind != LEAD:
                return Refusal.of(Why.NOT_NOW, f"Kozel: player {p} leads this trick; '{kind}' is for the other players")
            return Refusal.of(Why.LEAD_ONE_SUIT, "Kozel: a lead is one or more cards of one suit")
        if kind == LEAD:
            return Refusal.of(Why.NOT_NOW, f"Kozel: player {p} answers a lead: beat, discard or pull, not lead")
        if kind == PULL:
            if self.lead_count >= HAND_SIZE:
                return Refusal.of(Why.NO_PULL_AGAINST_FOUR,
                                  "Kozel: no pull against a four-card lead (and at most one pull per trick)")
            return Refusal.of(Why.PULL_NEEDS_FOUR, "Kozel: a pull needs four cards of one suit in hand")
        if len(cards) != self.lead_count:
            return Refusal.of(Why.CARD_COUNT, f"Kozel: you must play exactly {self.lead_count} card(s), as many as "
                              "were led", count=self.lead_count)
        if kind == BEAT:
            return Refusal.of(Why.CANNOT_BEAT, explain_failed_beat(cards, self.winning_cards, self.trump_suit),
                              cards=tuple(cards), winning=tuple(self.winning_cards))
        return Refusal.of(Why.NOT_NOW, f"Kozel: {action} is not legal here")

    def _apply(self, action: Action, events: list[Event] | None) -> None:
        """The move; its events are appended to ``events`` unless it is None."""
        p = self.turn
        hand = self.hands[p]
        kind = action.kind
        if kind == PULL:
            returned = []
            shown = []
            face_up_discards = self.options.discards_face_up
            hands = list(self.hands)
            for player, play_kind, _seq, cards in self.trick:
                hands[player] += cards
                returned.append((player, cards))
                shown.append(play_kind != DISCARD or face_up_discards)
                if shown[-1]:
                    for c in cards:  # everybody saw these go back into that hand
                        self.known[c] = (player, self.seq)
            four = tuple(sorted(hand, key=card_sort_key))
            hands[p] = ()
            self.hands = tuple(hands)
            for c in four:
                self.known.pop(c, None)
            self.trick = ((p, LEAD, self.seq, four),)
            self.leader = p
            self.lead_count = len(four)
            self.winning_player = p
            self.winning_cards = four
            self.pulled = True
            if events is not None:
                events.append(Pulled(p, tuple(returned), tuple(shown)))
                events.append(Played(p, four, True))
        else:
            cards = action.cards
            if len(cards) == 1:
                i = hand.index(cards[0])
                left = hand[:i] + hand[i + 1:]
            else:
                left = tuple([c for c in hand if c not in cards])
            held = self.hands
            self.hands = held[:p] + (left,) + held[p + 1:]
            face_up = kind != DISCARD or self.options.discards_face_up
            if face_up:
                for c in cards:
                    self.known.pop(c, None)
            self.trick = self.trick + ((p, kind, self.seq, cards),)
            if kind == LEAD:
                self.leader = p
                self.lead_count = len(cards)
                self.winning_player = p
                self.winning_cards = cards
            elif kind == BEAT:
                self.winning_player = p
                self.winning_cards = cards
            if events is not None:
                events.append(Played(p, cards, face_up))
        self.seq += 1
        self._legal = None
        if len(self.trick) == PLAYERS:
            self._finish_trick(events)
        else:
            self.turn = (p + 1) % PLAYERS
            if events is not None:
                events.append(TurnTo(self.turn))

    def _finish_trick(self, events: list[Event] | None) -> None:
        winner = self.winning_player
        team = winner % 2
        face_up_discards = self.options.discards_face_up
        taken: list[Card] = []
        face_up = list(self.pile_face_up[team])
        hidden = list(self.discard_log)
        for player, kind, seq, cards in self.trick:
            taken.extend(cards)
            if kind == DISCARD and not face_up_discards:
                hidden.append((player, team, seq, cards))
            else:
                face_up.extend(cards)
        piles = list(self.pile_face_up)
        piles[team] = tuple(face_up)
        self.pile_face_up = (piles[0], piles[1])
        self.discard_log = tuple(hidden)
        won = list(self.tricks_won)
        won[team] += 1
        self.tricks_won = (won[0], won[1])
        if events is not None:
            events.append(TrickWon(winner, tuple(taken)))
        self.last_trick = self.trick
        self.last_trick_winner = winner
        self.deal_tricks += (self.trick,)
        # Refill one card at a time, clockwise from the winner; every player played the
        # same number of cards and the stock is a multiple of 4, so hands stay equal.
        stock = self.stock
        draws = min(self.lead_count * PLAYERS, len(stock))
        if draws:
            gains: list[list[Card]] = [[], [], [], []]
            for i in range(draws):
                player = (winner + i) % PLAYERS
                c = stock[-1 - i]
                gains[player].append(c)
                if c is self.trump_card:
                    self.known[c] = (player, self.seq)
                if events is not None:
                    events.append(Drew(player, c))
            h = self.hands
            self.hands = (h[0] + tuple(gains[0]), h[1] + tuple(gains[1]), h[2] + tuple(gains[2]),
                          h[3] + tuple(gains[3]))
            self.stock = stock = stock[:len(stock) - draws]
        self.trick = ()
        self.lead_count = 0
        self.winning_cards = ()
        self.pulled = False
        self.leader = self.turn = self.winning_player = winner
        if not stock and not self.hands[winner]:
            self._finish_game(events)
        elif events is not None:
            events.append(TurnTo(winner))

    def _finish_game(self, events: list[Event] | None) -> None:
        points = self.card_points
        given, eggs = game_loss_points(points, self.tricks_won, self.double_pending)
        doubled = False
        if eggs:
            if self.options.eggs_double_next:
                self.double_pending = True  # [D] EGGS_DOUBLING_STACKS is False: no x4
        elif self.double_pending:
            doubled = True
            self.double_pending = False
        assert not EGGS_DOUBLING_STACKS
        record = GameScore(points, given, eggs, doubled, self.tricks_won)
        self._game_history = self._game_history + (record,)
        self._loss_points = (self._loss_points[0] + given[0], self._loss_points[1] + given[1])
        if events is not None:
            events.append(GameScored(points, record.loss_points_given, eggs, doubled, self._loss_points))
            game_returns = tuple(
                0.0 if eggs else (-1.0 if given[p % 2] else 1.0) for p in range(PLAYERS)
            )
            events.append(GameOver(game_returns, "game"))
        if max(self._loss_points) >= self.options.match_limit:
            self.match_over = True
            self._legal = []
            if events is not None:
                events.append(GameOver(tuple(self.returns()), "match"))
            return
        # The finished game stays on the table until the automatic step deals the next.
        self.awaiting_deal = True
        self._legal = None

    def _deal_next_game(self) -> list[Event]:
        """The automatic step between games: the deal passes clockwise and the winner of
        the last trick leads the next game (seed)."""
        last_winner = self.winning_player
        self.awaiting_deal = False
        self.game_number += 1
        self.dealer = (self.dealer + 1) % PLAYERS
        self._deal_game(last_winner)
        return self.deal_events()

    # ---- copies and saves ------------------------------------------------------------
    def clone(self) -> "State":
        s = State.__new__(State)
        s.options = self.options
        s.seed = self.seed
        s.game_number = self.game_number
        s.dealer = self.dealer
        s.hands = self.hands  # immutable: shared
        s.stock = self.stock
        s.trump_card = self.trump_card
        s.trump_suit = self.trump_suit
        s.trump_index = self.trump_index
        s.known = self.known.copy()
        s.leader = self.leader
        s.turn = self.turn
        s.trick = self.trick
        s.lead_count = self.lead_count
        s.winning_player = self.winning_player
        s.winning_cards = self.winning_cards
        s.pulled = self.pulled
        s.pile_face_up = self.pile_face_up
        s.discard_log = self.discard_log
        s.tricks_won = self.tricks_won
        s.seq = self.seq
        s._loss_points = self._loss_points
        s._game_history = self._game_history
        s.double_pending = self.double_pending
        s.match_over = self.match_over
        s.awaiting_deal = self.awaiting_deal
        s.last_trick = self.last_trick
        s.last_trick_winner = self.last_trick_winner
        s.deal_tricks = self.deal_tricks
        s.deal = self.deal
        s._legal = self._legal
        return s

    def to_dict(self) -> dict:
        def plays(trick):
            return [[p, kind, seq, _codes(cards)] for p, kind, seq, cards in trick]

        deal = None
        if self.deal is not None:
            hands, stock, position, leader = self.deal
            deal = {"hands": [_codes(h) for h in hands], "stock": _codes(stock), "trump_position": position,
                    "leader": leader}
        return {
            "game": GAME_ID,
            "version": SAVE_VERSION,
            "options": self.options.to_dict(),
            "seed": self.seed,
            "game_number": self.game_number,
            "dealer": self.dealer,
            "hands": [_codes(h) for h in self.hands],
            "stock": _codes(reversed(self.stock)),  # top first
            "trump_card": self.trump_card.code,
            "trump_index": self.trump_index,
            "known": [[c.code, p, seq]
                      for c, (p, seq) in sorted(self.known.items(), key=lambda kv: card_sort_key(kv[0]))],
            "leader": self.leader,
            "turn": self.turn,
            "trick": plays(self.trick),
            "lead_count": self.lead_count,
            "winning_player": self.winning_player,
            "winning_cards": _codes(self.winning_cards),
            "pulled": self.pulled,
            "pile_face_up": [_codes(p) for p in self.pile_face_up],
            "discard_log": [[p, team, seq, _codes(cards)] for p, team, seq, cards in self.discard_log],
            "tricks_won": list(self.tricks_won),
            "seq": self.seq,
            "loss_points": list(self._loss_points),
            "game_history": [
                {"card_points": list(r.card_points), "loss_points_given": list(r.loss_points_given),
                 "eggs": r.eggs, "doubled": r.doubled, "tricks_won": list(r.tricks_won)}
                for r in self._game_history
            ],
            "double_pending": self.double_pending,
            "match_over": self.match_over,
            "awaiting_deal": self.awaiting_deal,
            "last_trick": plays(self.last_trick),
            "last_trick_winner": self.last_trick_winner,
            "deal": deal,
        }

    @classmethod
    def from_dict(cls, d: dict) -> "State":
        """The state ``to_dict`` wrote, validated whole (``state_reader``): anything else
        raises ``InvalidState`` naming the field and the rule, never another exception."""
        from app.games.kozel.state_reader import read_state  # (it reads this module's rules)

        with reading("kozel"):
            return read_state(cls, d)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable, so unhashable (the documented idiom)

    def __repr__(self) -> str:
        return (
            f"<Kozel game {self.game_number} seq {self.seq} turn {self.current_player()} "
            f"trump {self.trump_card} loss {self._loss_points}>"
        )

    # ---- what one player sees --------------------------------------------------------
    def observation(self, player: int) -> Observation:
        if not 0 <= player < PLAYERS:
            raise ValueError(f"Kozel: no player {player} (players are 0..3)")
        own_sees_all = self.options.discards_face_up

        def visible(trick) -> tuple[TrickPlay, ...]:
            return tuple(
                TrickPlay(p, kind, seq, len(cards),
                          cards if (kind != DISCARD or own_sees_all or p == player) else None)
                for p, kind, seq, cards in trick
            )

        holdings: list[list[tuple[Card, int]]] = [[], [], [], []]
        for c, (p, seq) in sorted(self.known.items(), key=lambda kv: card_sort_key(kv[0])):
            holdings[p].append((c, seq))
        pile_discards = tuple(
            PileDiscard(p, team, seq, len(cards), cards if p == player else None)
            for p, team, seq, cards in self.discard_log
        )
        seen_points = [sum(POINTS[c] for c in self.pile_face_up[0]), sum(POINTS[c] for c in self.pile_face_up[1])]
        for p, team, _seq, cards in self.discard_log:
            if p == player:
                seen_points[team] += sum(POINTS[c] for c in cards)
        return Observation(
            player=player,
            current_player=self.current_player(),
            options=self.options,
            hand=tuple(sorted(self.hands[player], key=card_sort_key)),
            hand_sizes=tuple(len(h) for h in self.hands),
            game_number=self.game_number,
            seq=self.seq,
            dealer=self.dealer,
            trump_card=self.trump_card,
            trump_suit=self.trump_suit,
            trump_position=self.trump_position,
            trump_holder=self.trump_holder,
            stock_size=len(self.stock),
            leader=self.leader,
            lead_count=self.lead_count,
            pulled=self.pulled,
            trick=visible(self.trick),
            winning_player=self.winning_player,
            winning_cards=self.winning_cards,
            known_holdings=tuple(tuple(h) for h in holdings),
            pile_face_up=self.pile_face_up,
            pile_discards=pile_discards,
            tricks_won=self.tricks_won,
            visible_points=(seen_points[0], seen_points[1]),
            loss_points=self._loss_points,
            game_history=self._game_history,
            double_pending=self.double_pending,
            last_trick=visible(self.last_trick),
            last_trick_winner=self.last_trick_winner,
            deal_tricks=tuple(visible(trick) for trick in self.deal_tricks),
            match_over=self.match_over,
            awaiting_deal=self.awaiting_deal,
            returns=tuple(self.returns()),
        )

    def events_for(self, events: Sequence[Event], seat: int) -> list[Event]:
        """``events`` (just returned by ``apply``; this state is the one they led to) as
        ``seat`` may see them: other players' dealt and drawn cards and face-down
        discards are ``HIDDEN`` (the drawn trump card stays: it is public)."""
        face_down = frozenset(
            c for p, _team, _seq, cards in self.discard_log if p != seat for c in cards
        ) | frozenset(
            c for p, kind, _seq, cards in self.trick
            if p != seat and kind == DISCARD and not self.options.discards_face_up for c in cards
        )
        out: list[Event] = []
        for e in events:
            if isinstance(e, Dealt):
                if e.player != seat:
                    e = Dealt(HIDDEN, e.player)
            elif isinstance(e, Drew):
                if e.player != seat and e.card is not self.trump_card:
                    e = Drew(e.player, HIDDEN)
            elif isinstance(e, Played):
                if not e.face_up and e.player != seat:
                    e = Played(e.player, (HIDDEN,) * len(e.cards), False)
            elif isinstance(e, TrickWon):
                e = TrickWon(e.player, hide_cards(e.cards, face_down))
            elif isinstance(e, Pulled):
                # Face-down discards go back to their owners unseen.
                e = Pulled(e.player, tuple(
                    (owner, cards if owner == seat or up else (HIDDEN,) * len(cards))
                    for (owner, cards), up in zip(e.returned, e.face_up)), e.face_up)
            out.append(e)
        return out
