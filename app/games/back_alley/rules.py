"""Back Alley: the model (shared/rules/back_alley.md is authoritative).

One mutable ``State`` per game of 25 counted deals. Players 0..3 clockwise, team 0 =
players 0 and 2. Phases of a deal: ``"bid"`` (each player bids once, from the dealer's
left), then ``"play"`` (hand-size tricks); after the last trick the deal is scored and
the phase is ``"between"``: the finished deal stays in the state (tricks, bids, the
score sheet) until the automatic step ``deal`` (``current_player()`` is ``AUTOMATIC``,
see ``app.core.protocol``) deals the next one. Four passes end a deal too (void, not
scored): ``"between"`` again, and ``deal`` redeals the same hand size. After deal 25 the
phase is ``"over"``.

Speed matters (random games in the tests, playouts in the AI): cards are interned and
compared by identity, the trick holds cards only (its players follow from the leader),
and ``step`` applies a trusted action without validation or events. Every field is
immutable (tuples; the score sheet's records are replaced, never changed), so a reader
cannot change the game and a clone shares them.
"""

from __future__ import annotations

import operator
from typing import Iterable, Sequence

from app.core.card_events import HIDDEN, Dealt, Drew, GameOver, Played, TrickWon, TrumpShown, TurnTo
from app.core.cards import (
    ALL_CARDS,
    BIG_BLOOPER,
    LITTLE_BLOOPER,
    NATURAL_ORDER,
    Card,
    Suit,
    deck54,
    format_cards,
)
from app.core.protocol import AUTOMATIC, Event, EveryActionPublic, IllegalAction
from app.core.refusal import Refusal, Why
from app.core.rng import derive_rng, derive_seed, fresh_seed
from app.core.validation import reading
from app.games.back_alley.actions import (
    BOARD,
    DEAL,
    NUMERIC_BIDS,
    PASS,
    PLAYS,
    Action,
    bid_actions,
    parse_action,
)
from app.games.back_alley.events import AuctionWon, Bid, DealScored, JokerDiscarded, Redeal
from app.games.back_alley.options import DEALS, GAME_ID, HAND_SIZES, Options

PLAYERS = 4
TEAM = (0, 1, 0, 1)  # partners sit opposite
BETWEEN = "between"  # the phase between two deals (see the module docstring)
# Version 2 adds the "between" phase; version 1 saves (never between deals) still load.
SAVE_VERSION = 2
READABLE_VERSIONS = (1, 2)

# Strength of a card within its (effective) suit: 2..A = 0..12, and the jokers above
# the trump ace: Little Blooper 13, Big Blooper 14. Indexed by ``Card.index``.
STRENGTH: tuple[int, ...] = tuple(
    14 if c is BIG_BLOOPER else 13 if c is LITTLE_BLOOPER else NATURAL_ORDER.strength(c)
    for c in ALL_CARDS
)
_BY_INDEX = operator.attrgetter("index")
SUIT_NAMES: dict[Suit | None, str] = {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.HEARTS: "hearts",
                                      Suit.SPADES: "spades"}


def is_trump(card: Card, trump: Suit | None) -> bool:
    """Jokers always belong to the trump suit; with no trump nothing is a trump."""
    return trump is not None and (card.suit is None or card.suit is trump)


def effective_suit(card: Card, trump: Suit | None) -> Suit | None:
    return card.suit if card.suit is not None else trump


def legal_cards(
    hand: Sequence[Card],
    trick: Sequence[Card],
    trump: Suit | None,
    trumps_broken: bool,
    bid_board: bool,
    leaders_partner: bool,
    options: Options,
) -> list[Card]:
    """The cards the player to move may play (shared by ``State`` and the observation).

    ``trick`` holds the cards played so far to this trick in order; ``bid_board`` says
    whether the player to move bid board; ``leaders_partner`` whether he is the partner
    of the trick's leader.
    """
    if not trick:
        # Trumps may not be led until broken, unless the leader bid board himself or
        # holds nothing but trumps.
        if trump is None or trumps_broken or bid_board:
            return list(hand)
        plain = [c for c in hand if c.suit is not None and c.suit is not trump]
        return plain or list(hand)
    led = trick[0]
    if led.suit is None:
        # A Blooper lead (only possible with a trump suit): highest / lowest trump.
        if options.blooper_binds_partner or not leaders_partner:
            trumps = [c for c in hand if c.suit is None or c.suit is trump]
            if trumps:
                pick = max if led is BIG_BLOOPER else min
                return [pick(trumps, key=lambda c: STRENGTH[c.index])]
            return list(hand)
        lead_suit = trump
    else:
        lead_suit = led.suit
    if lead_suit is trump:
        follow = [c for c in hand if c.suit is trump or c.suit is None]
    else:
        follow = [c for c in hand if c.suit is lead_suit]
    return follow or list(hand)


def card_power(card: Card, lead_suit: Suit | None, trump: Suit | None) -> int:
    """How strongly ``card`` contends for a trick led in ``lead_suit``: any trump
    beats any card of the led suit; a card of another suit cannot win (-1)."""
    suit = card.suit if card.suit is not None else trump
    if suit is None:
        return -1
    if suit is trump:
        return 100 + STRENGTH[card.index]
    if suit is lead_suit:
        return STRENGTH[card.index]
    return -1


def trick_winner_offset(trick: Sequence[Card], trump: Suit | None) -> int:
    """Position (0..3) in the trick of the winning card: the highest trump, else the
    highest card of the led suit."""
    lead_suit = effective_suit(trick[0], trump)
    best, best_power = 0, -1
    for i, c in enumerate(trick):
        power = card_power(c, lead_suit, trump)
        if power > best_power:
            best, best_power = i, power
    return best


def deal_points(contract: int, multiplier: int, tricks: int, hand_size: int) -> int:
    """A partnership's points for a deal.

    Board (``multiplier`` 1..4): +10 h m if it took all ``hand_size`` tricks, else
    -10 h m. Numeric ``contract`` b (0 when both passed): made -> 5b + overtricks,
    failed -> -5b.
    """
    if multiplier:
        value = 10 * hand_size * multiplier
        return value if tricks == hand_size else -value
    if tricks >= contract:
        return 5 * contract + (tricks - contract)
    return -5 * contract


def first_leader(bids: Sequence[Action | None], board_order: Sequence[int], dealer: int) -> int:
    """The highest bidder leads: any board beats any number; among boards the last
    board bid leads; among equal numbers the one who bid first."""
    if board_order:
        return board_order[-1]
    leader, best = -1, 0
    for i in range(1, PLAYERS + 1):
        p = (dealer + i) % PLAYERS
        bid = bids[p]
        if bid is not None and bid.amount > best:
            leader, best = p, bid.amount
    return leader


def auction_contracts(bids: Sequence[Action | None], board_order: Sequence[int],
                      options: Options) -> tuple[tuple[int, int], tuple[int, int]]:
    """Per team, the contract (summed numeric bids; 0 for a board team) and the board
    multiplier (0, or the position 1..4 of its board bid) of a finished auction."""
    contracts, multipliers = [0, 0], [0, 0]
    for team in (0, 1):
        positions = [i + 1 for i, q in enumerate(board_order) if TEAM[q] == team]
        if positions:
            multipliers[team] = max(positions) if options.both_board_takes_higher_multiplier else min(positions)
        else:
            contracts[team] = sum(b.amount for b in (bids[team], bids[team + 2]) if b is not None)
    return (contracts[0], contracts[1]), (multipliers[0], multipliers[1])


class State(EveryActionPublic):  # no action hides a card (bids and plays are public; deals are events)
    """A whole game of Back Alley (see module docstring)."""

    GAME = GAME_ID

    __slots__ = (
        "options", "seed", "shuffles", "deal_number", "dealer", "hand_size", "redeals",
        "phase", "to_move", "hands", "stock", "stock_drawn", "trump_card", "trump",
        "swapper", "discarded_joker", "bids", "board_order", "contracts", "multipliers",
        "trick_leader", "trick", "played_tricks", "tricks_won", "trumps_broken",
        "scores", "deal_history",
    )

    options: Options
    seed: int  # the game's seed: later deals are shuffled by derive_rng(seed, "deal", shuffles)
    shuffles: int  # how many deals (redeals included) this game has shuffled
    deal_number: int  # 1..25, the counted deal being played
    dealer: int
    hand_size: int
    redeals: int  # all-pass redeals of the current counted deal so far
    phase: str  # "bid" | "play" | "between" | "over"
    to_move: int
    hands: tuple[tuple[Card, ...], ...]  # each sorted by card index
    stock: tuple[Card, ...]  # the undealt rest, top first; stock[0] is turned up
    stock_drawn: int  # 1 when stock[1] was taken as a joker's replacement
    trump_card: Card
    trump: Suit | None
    swapper: int | None  # who discarded the other joker (a joker turned up), if anyone
    discarded_joker: Card | None
    bids: tuple[Action | None, ...]  # per player, None until he bids
    board_order: tuple[int, ...]  # players in the order they bid board (multiplier = position + 1)
    contracts: tuple[int, int]  # per team: summed numeric bids (0 for a board team)
    multipliers: tuple[int, int]  # per team: 0, or the board multiplier 1..4
    trick_leader: int
    trick: tuple[Card, ...]  # this trick's cards in play order; player i = trick_leader + i
    played_tricks: tuple[tuple[int, tuple[Card, ...], int], ...]  # (leader, cards, winner)
    tricks_won: tuple[int, ...]  # per player, this deal
    trumps_broken: bool
    scores: tuple[int, int]  # per team
    deal_history: tuple[dict, ...]  # one plain-JSON record per counted deal (the score sheet)

    # ----------------------------------------------------------------- construction

    @classmethod
    def _blank(cls, options: Options, seed: int) -> "State":
        s = object.__new__(cls)
        s.options = options
        s.seed = seed
        s.shuffles = 0
        s.deal_number = 1
        s.dealer = 0
        s.hand_size = HAND_SIZES[0]
        s.redeals = 0
        s.scores = (0, 0)
        s.deal_history = ()
        return s

    @classmethod
    def new(cls, seed: int | None = None, first_dealer: int | None = None, **options) -> "State":
        """A new game; the first dealer is drawn from the seed unless given."""
        opts = Options(**options)
        seed = fresh_seed() if seed is None else int(seed)
        s = cls._blank(opts, seed)
        s.dealer = derive_rng(seed, "first dealer").randrange(PLAYERS) if first_dealer is None else first_dealer
        if s.dealer not in range(PLAYERS):
            raise ValueError(f"Back Alley: the dealer is a player 0..3, not {first_dealer}")
        s._deal_from_rng(None)
        return s

    @classmethod
    def from_deal(
        cls,
        hands: Sequence[Iterable[str | Card]],
        stock: Iterable[str | Card],
        dealer: int,
        deal_number: int = 1,
        scores: Sequence[int] = (0, 0),
        seed: int | None = None,
        **options,
    ) -> "State":
        """A game positioned at the start of an explicit deal.

        ``hands`` are the four players' cards (team 0 = players 0 and 2), each of the
        hand size of ``deal_number``; ``stock`` is the undealt rest, top first (its
        first card is turned up). Missing cards are added below the given stock in
        deck order. Later deals come from ``seed`` (by default derived from this deal).
        """
        opts = Options(**options)
        if not 1 <= deal_number <= DEALS:
            raise ValueError(f"Back Alley: deal_number is 1..{DEALS}, not {deal_number}")
        if dealer not in range(PLAYERS):
            raise ValueError(f"Back Alley: the dealer is a player 0..3, not {dealer}")
        if len(hands) != PLAYERS:
            raise ValueError(f"Back Alley: four hands are needed, not {len(hands)}")
        parsed = [[Card.parse(t) if isinstance(t, str) else t for t in h] for h in hands]
        top = [Card.parse(t) if isinstance(t, str) else t for t in stock]
        size = HAND_SIZES[deal_number - 1]
        for p, h in enumerate(parsed):
            if len(h) != size:
                raise ValueError(f"Back Alley: deal {deal_number} has {size} cards a hand; player {p} has {len(h)}")
        seen = [c for h in parsed for c in h] + top
        if len(set(seen)) != len(seen):
            dupes = sorted({c.code for c in seen if seen.count(c) > 1})
            raise ValueError(f"Back Alley: card(s) given twice: {', '.join(dupes)}")
        if not top:
            raise ValueError("Back Alley: the stock needs at least its turned-up card")
        given = set(seen)
        rest = [c for c in deck54() if c not in given]
        if seed is None:
            seed = derive_seed(0, "from_deal", tuple(format_cards(h) for h in parsed), format_cards(top), dealer)
        s = cls._blank(opts, int(seed))
        s.deal_number = deal_number
        s.hand_size = size
        s.dealer = dealer
        s.scores = (int(scores[0]), int(scores[1]))
        s.shuffles = 0
        s._setup_deal(parsed, tuple(top + rest), None)
        return s

    def _deal_from_rng(self, events: list[Event] | None) -> None:
        """Shuffle the 54 cards and deal the current hand size one at a time from the
        dealer's left."""
        deck = deck54()
        derive_rng(self.seed, "deal", self.shuffles).shuffle(deck)
        self.shuffles += 1
        h = self.hand_size
        first = self.dealer + 1
        # Card i goes to player (dealer + 1 + i) % 4, so player first + j gets deck[j::4].
        hands: list[list[Card]] = [[], [], [], []]
        for j in range(PLAYERS):
            hands[(first + j) % PLAYERS] = deck[j : 4 * h : 4]
        if events is not None:
            for i in range(4 * h):
                events.append(Dealt(deck[i], (first + i) % PLAYERS))
        self._setup_deal(hands, tuple(deck[4 * h :]), events)

    def _setup_deal(
        self,
        hands: list[list[Card]],
        stock: tuple[Card, ...],
        events: list[Event] | None,
    ) -> None:
        """Start the auction of a dealt deal: turn up the trump, swap a joker if needed.
        (The Dealt events, if wanted, were already emitted by the caller.)"""
        for h in hands:
            h.sort(key=_BY_INDEX)
        self.stock = stock
        self.stock_drawn = 0
        self.trump_card = turned = stock[0]
        self.swapper = None
        self.discarded_joker = None
        if turned.is_joker:
            # No trump; the holder of the other joker discards it and takes the card
            # under the turned-up one.
            self.trump = None
            if events is not None:
                events.append(TrumpShown(turned, None, 0))
            other = LITTLE_BLOOPER if turned is BIG_BLOOPER else BIG_BLOOPER
            for p, h in enumerate(hands):
                if other in h:
                    h.remove(other)
                    replacement = stock[1]
                    h.append(replacement)
                    h.sort(key=_BY_INDEX)
                    self.stock_drawn = 1
                    self.swapper = p
                    self.discarded_joker = other
                    if events is not None:
                        events.append(JokerDiscarded(p, other))
                        events.append(Drew(p, replacement))
                    break
        else:
            self.trump = turned.suit
            if events is not None:
                events.append(TrumpShown(turned, turned.suit, 0))
        self.hands = (tuple(hands[0]), tuple(hands[1]), tuple(hands[2]), tuple(hands[3]))
        self.phase = "bid"
        self.to_move = (self.dealer + 1) % PLAYERS
        self.bids = (None, None, None, None)
        self.board_order = ()
        self.contracts = (0, 0)
        self.multipliers = (0, 0)
        self.trick_leader = self.to_move
        self.trick = ()
        self.played_tricks = ()
        self.tricks_won = (0, 0, 0, 0)
        self.trumps_broken = False
        if events is not None:
            events.append(TurnTo(self.to_move))

    # ----------------------------------------------------------------- the contract

    def current_player(self) -> int:
        return AUTOMATIC if self.phase == BETWEEN else self.to_move

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def returns(self) -> list[float]:
        """+1 for both players of the partnership ahead after deal 25, -1 for the
        others, 0 for all on a tie (and 0 for all before the end)."""
        if self.phase != "over" or self.scores[0] == self.scores[1]:
            return [0.0, 0.0, 0.0, 0.0]
        lead = 1.0 if self.scores[0] > self.scores[1] else -1.0
        return [lead, -lead, lead, -lead]

    def legal_cards(self) -> list[Card]:
        p = self.to_move
        return legal_cards(
            self.hands[p], self.trick, self.trump, self.trumps_broken,
            self.bids[p] is BOARD, (self.trick_leader - p) % 2 == 0, self.options,
        )

    def legal_actions(self) -> list[Action]:
        if self.phase == "play":
            return [PLAYS[c.index] for c in self.legal_cards()]
        if self.phase == "bid":
            return bid_actions(self.hand_size)
        if self.phase == BETWEEN:
            return [DEAL]
        return []

    @staticmethod
    def parse_action(text: str) -> Action:
        return parse_action(text)

    def apply(self, action: Action | str) -> list[Event]:
        """Play one action (an ``Action`` or its notation); returns the events."""
        # Actions are interned and compared by identity: a hand-built Action (or "bid 0")
        # goes through its notation, so it becomes the interned one or a clear error.
        action = parse_action(action.text if isinstance(action, Action) else action)
        if not self._is_legal(action):
            raise IllegalAction(self._explain_illegal(action))
        events: list[Event] = []
        self._do(action, events)
        return events

    def _is_legal(self, action: Action) -> bool:
        """Same as ``action in self.legal_actions()``, without building the list."""
        if self.phase == "play":
            return action.card is not None and action.card in self.legal_cards()
        if self.phase == "bid":
            return action is PASS or action is BOARD or (action.kind == "bid" and action.amount < self.hand_size)
        return self.phase == BETWEEN and action is DEAL

    def step(self, action: Action) -> None:
        """Apply a TRUSTED action (taken from ``legal_actions()``): no validation and no
        events. For simulations and the AI's playouts."""
        self._do(action, None)

    def _do(self, action: Action, events: list[Event] | None) -> None:
        if action.card is not None:
            self._play(action.card, events)
        elif action is DEAL:
            self._next_deal(events)
        else:
            self._bid(action, events)

    # ----------------------------------------------------------------- auction

    def _bid(self, action: Action, events: list[Event] | None) -> None:
        p = self.to_move
        bids = self.bids
        self.bids = bids = bids[:p] + (action,) + bids[p + 1:]
        multiplier = 0
        if action is BOARD:
            self.board_order += (p,)
            multiplier = len(self.board_order)
        if events is not None:
            events.append(Bid(p, action, multiplier))
        if p != self.dealer:
            self.to_move = (p + 1) % PLAYERS
            if events is not None:
                events.append(TurnTo(self.to_move))
            return
        if all(b is PASS for b in bids):
            # Void deal: the next dealer redeals the same hand size (the automatic step);
            # not counted.
            if events is not None:
                events.append(Redeal((self.dealer + 1) % PLAYERS, self.deal_number, self.hand_size))
            self.phase = BETWEEN
            return
        self.contracts, self.multipliers = auction_contracts(bids, self.board_order, self.options)
        leader = first_leader(bids, self.board_order, self.dealer)
        self.phase = "play"
        self.trick_leader = self.to_move = leader
        if events is not None:
            events.append(AuctionWon(leader, (self.contracts[0], self.contracts[1]),
                                     (self.multipliers[0], self.multipliers[1])))
            events.append(TurnTo(leader))

    # ----------------------------------------------------------------- play

    def _play(self, card: Card, events: list[Event] | None) -> None:
        p = self.to_move
        hands = self.hands
        hand = hands[p]
        i = hand.index(card)
        self.hands = hands[:p] + (hand[:i] + hand[i + 1:],) + hands[p + 1:]
        self.trick = trick = self.trick + (card,)
        trump = self.trump
        if trump is not None and (card.suit is None or card.suit is trump):
            # "Broken" takes effect for the leads of LATER tricks: this trick is led.
            self.trumps_broken = True
        if events is not None:
            events.append(Played(p, (card,), True))
        if len(trick) < PLAYERS:
            self.to_move = (p + 1) % PLAYERS
            if events is not None:
                events.append(TurnTo(self.to_move))
            return
        winner = (self.trick_leader + trick_winner_offset(trick, trump)) % PLAYERS
        won = self.tricks_won
        self.tricks_won = won[:winner] + (won[winner] + 1,) + won[winner + 1:]
        cards = trick
        self.played_tricks += ((self.trick_leader, cards, winner),)
        self.trick = ()
        if events is not None:
            events.append(TrickWon(winner, cards))
        if len(self.played_tricks) < self.hand_size:
            self.trick_leader = self.to_move = winner
            if events is not None:
                events.append(TurnTo(winner))
            return
        self._score_deal(events)

    def _score_deal(self, events: list[Event] | None) -> None:
        h = self.hand_size
        won = self.tricks_won
        tricks = (won[0] + won[2], won[1] + won[3])
        points = (deal_points(self.contracts[0], self.multipliers[0], tricks[0], h),
                  deal_points(self.contracts[1], self.multipliers[1], tricks[1], h))
        self.scores = (self.scores[0] + points[0], self.scores[1] + points[1])
        self.deal_history = self.deal_history + ({
            "deal": self.deal_number,
            "hand_size": h,
            "dealer": self.dealer,
            "redeals": self.redeals,
            "trump_card": self.trump_card.code,
            "trump": None if self.trump is None else self.trump.value,
            "bids": [b.text for b in self.bids if b is not None],  # (all four bid)
            "contracts": list(self.contracts),
            "multipliers": list(self.multipliers),
            "tricks_by_player": list(won),
            "tricks": list(tricks),
            "points": list(points),
            "scores": list(self.scores),
        },)
        if events is not None:
            events.append(DealScored(self.deal_number, h, tricks, points, (self.scores[0], self.scores[1])))
            events.append(GameOver((float(points[0]), float(points[1]), float(points[0]), float(points[1])), "deal"))
        if self.deal_number == DEALS:
            self.phase = "over"
            if events is not None:
                events.append(GameOver(tuple(self.returns()), "game"))
            return
        self.phase = BETWEEN

    @property
    def last_deal_void(self) -> bool:
        """Between deals: did the deal just ended end with four passes (not counted)?"""
        return self.phase == BETWEEN and all(b is PASS for b in self.bids)

    def _next_deal(self, events: list[Event] | None) -> None:
        """The automatic step: the deal passes clockwise; after a void deal the same hand
        size is dealt again, else the next counted deal."""
        if self.last_deal_void:
            self.redeals += 1
        else:
            self.deal_number += 1
            self.hand_size = HAND_SIZES[self.deal_number - 1]
            self.redeals = 0
        self.dealer = (self.dealer + 1) % PLAYERS
        self._deal_from_rng(events)

    # ----------------------------------------------------------------- explanations

    def _explain_illegal(self, action: Action) -> str:
        return self._refusal(action).message

    def why_not(self, action: Action | str) -> Refusal | None:
        """None if ``action`` is legal now; otherwise the rule it breaks (``Refusal``:
        reason code, data, English message)."""
        action = parse_action(action.text if isinstance(action, Action) else action)
        return None if self._is_legal(action) else self._refusal(action)

    def _refusal(self, action: Action) -> Refusal:
        if self.phase == "over":
            return Refusal.of(Why.GAME_OVER, f"Back Alley: the game is over; no more actions ({action})")
        if self.phase == BETWEEN:
            return Refusal.of(Why.NOT_NOW, f"Back Alley: deal {self.deal_number} is over; the next deal must be "
                              f"dealt first ('deal'), not {action}")
        if action is DEAL:
            return Refusal.of(Why.NOT_NOW, "Back Alley: 'deal' comes only between two deals, when one is over")
        p = self.to_move
        if self.phase == "bid":
            if action.kind == "play":
                return Refusal.of(Why.NOT_NOW, f"Back Alley: it is the auction; player {p} must bid (pass, bid N or "
                                  f"board), not {action}")
            if self.hand_size > 1:
                return Refusal.of(Why.BID_RANGE, f"Back Alley: a numeric bid is 1 to hand size - 1 "
                                  f"(1..{self.hand_size - 1} in a {self.hand_size}-card deal): {action}",
                                  most=self.hand_size - 1)
            return Refusal.of(Why.BID_RANGE, f"Back Alley: with one card the only bids are pass and board: {action}",
                              most=0)
        if action.kind != "play":
            return Refusal.of(Why.NOT_NOW, f"Back Alley: the auction is over; player {p} must play a card, "
                              f"not {action}")
        card = action.card
        hand = self.hands[p]
        if card not in hand:
            return Refusal.of(Why.NOT_IN_HAND, f"Back Alley: player {p} does not hold {card}", cards=(card,))
        trump = self.trump
        if not self.trick:
            return Refusal.of(Why.TRUMPS_NOT_BROKEN, (
                f"Back Alley: trumps may not be led until a trump has been played to an earlier "
                f"trick, unless the leader bid board or holds only trumps: {card} is a trump"
            ), card=card)
        led = self.trick[0]
        if led.is_joker:
            legal = self.legal_cards()
            which = "highest" if led is BIG_BLOOPER else "lowest"
            name = "Big" if led is BIG_BLOOPER else "Little"
            return Refusal.of(Why.BLOOPER_LED, (
                f"Back Alley: the {name} Blooper was led, so every player must play his {which} "
                f"trump ({legal[0]}): {card}"
            ), card=card, required=legal[0], highest=led is BIG_BLOOPER)
        suit = effective_suit(led, trump)
        return Refusal.of(Why.MUST_FOLLOW_SUIT, f"Back Alley: you must follow the led suit ({SUIT_NAMES[suit]}) if "
                          f"you can: {card} does not follow", card=card, suit=suit)

    # ----------------------------------------------------------------- copies

    def clone(self) -> "State":
        s = object.__new__(State)
        s.options = self.options
        s.seed = self.seed
        s.shuffles = self.shuffles
        s.deal_number = self.deal_number
        s.dealer = self.dealer
        s.hand_size = self.hand_size
        s.redeals = self.redeals
        s.phase = self.phase
        s.to_move = self.to_move
        s.hands = self.hands  # every field is immutable: shared
        s.stock = self.stock
        s.stock_drawn = self.stock_drawn
        s.trump_card = self.trump_card
        s.trump = self.trump
        s.swapper = self.swapper
        s.discarded_joker = self.discarded_joker
        s.bids = self.bids
        s.board_order = self.board_order
        s.contracts = self.contracts
        s.multipliers = self.multipliers
        s.trick_leader = self.trick_leader
        s.trick = self.trick
        s.played_tricks = self.played_tricks
        s.tricks_won = self.tricks_won
        s.trumps_broken = self.trumps_broken
        s.scores = self.scores
        s.deal_history = self.deal_history
        return s

    def to_dict(self) -> dict:
        return {
            "game": self.GAME,
            "version": SAVE_VERSION,
            "options": self.options.to_dict(),
            "seed": self.seed,
            "shuffles": self.shuffles,
            "deal_number": self.deal_number,
            "dealer": self.dealer,
            "redeals": self.redeals,
            "phase": self.phase,
            "to_move": self.to_move,
            "hands": [[c.code for c in h] for h in self.hands],
            "stock": [c.code for c in self.stock],
            "stock_drawn": self.stock_drawn,
            "swapper": self.swapper,
            "bids": [None if b is None else b.text for b in self.bids],
            "board_order": list(self.board_order),
            "contracts": list(self.contracts),
            "multipliers": list(self.multipliers),
            "trick_leader": self.trick_leader,
            "trick": [c.code for c in self.trick],
            "played_tricks": [
                {"leader": leader, "cards": [c.code for c in cards], "winner": winner}
                for leader, cards, winner in self.played_tricks
            ],
            "tricks_won": list(self.tricks_won),
            "trumps_broken": self.trumps_broken,
            "scores": list(self.scores),
            "deal_history": [dict(r) for r in self.deal_history],
        }

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        """The state ``to_dict`` wrote, validated whole (``state_reader``): anything else
        raises ``InvalidState`` naming the field and the rule, never another exception."""
        from app.games.back_alley.state_reader import read_state  # (it reads this module's rules)

        with reading("back_alley"):
            return read_state(cls, data)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable, so unhashable (the documented idiom)

    def __repr__(self) -> str:
        return (
            f"<Back Alley deal {self.deal_number}/{DEALS} ({self.hand_size} cards) {self.phase}, "
            f"player {self.to_move} to move, scores {self.scores[0]}:{self.scores[1]}>"
        )

    # ----------------------------------------------------------------- views

    def opening_events(self) -> list[Event]:
        """The events of dealing the current deal (for the UI to animate a new game or
        a deal loaded from a save): Dealt in dealing order, TrumpShown, the joker swap
        (JokerDiscarded, Drew) if any, TurnTo. Only meaningful before the first bid."""
        hands = [list(h) for h in self.hands]
        if self.swapper is not None:
            # Undo the swap to show the deal as it was dealt.
            assert self.discarded_joker is not None  # (set with the swapper)
            hands[self.swapper].remove(self.stock[1])
            hands[self.swapper].append(self.discarded_joker)
        events: list[Event] = []
        first = self.dealer + 1
        for i in range(self.hand_size):
            for j in range(PLAYERS):
                p = (first + j) % PLAYERS
                events.append(Dealt(hands[p][i], p))
        events.append(TrumpShown(self.trump_card, self.trump, 0))
        if self.swapper is not None:
            events.append(JokerDiscarded(self.swapper, self.discarded_joker))
            events.append(Drew(self.swapper, self.stock[1]))
        events.append(TurnTo((self.dealer + 1) % PLAYERS))
        return events

    def observation(self, player: int):
        from app.games.back_alley.observation import Observation

        return Observation.of(self, player)

    def events_for(self, events: Sequence[Event], seat: int) -> list[Event]:
        """``events`` (just returned by ``apply``) as ``seat`` may see them: other
        players' dealt cards and a joker swap's replacement card are ``HIDDEN``, and the
        discarded joker too unless it is shown (``Options.discarded_joker_public``)."""
        out: list[Event] = []
        for e in events:
            if isinstance(e, Dealt) and e.player != seat:
                e = Dealt(HIDDEN, e.player)
            elif isinstance(e, Drew) and e.player != seat:
                e = Drew(e.player, HIDDEN)
            elif (isinstance(e, JokerDiscarded) and e.player != seat
                  and not self.options.discarded_joker_public):
                e = JokerDiscarded(e.player, HIDDEN)
            out.append(e)
        return out

    def cards_in_play_count(self) -> dict[str, int]:
        """How many times each card occurs across hands, trick, tricks, stock and the
        discarded joker (an invariant check: every card exactly once)."""
        counts: dict[str, int] = {}
        places: list[Iterable[Card]] = [*self.hands, self.trick, self.stock[:1], self.stock[1 + self.stock_drawn :]]
        places += [cards for _, cards, _ in self.played_tricks]
        if self.discarded_joker is not None:
            places.append([self.discarded_joker])
        for place in places:
            for c in place:
                counts[c.code] = counts.get(c.code, 0) + 1
        return counts

    @property
    def team_tricks(self) -> tuple[int, int]:
        w = self.tricks_won
        return (w[0] + w[2], w[1] + w[3])


__all__ = [
    "State", "PLAYERS", "TEAM", "STRENGTH", "legal_cards", "trick_winner_offset", "card_power", "deal_points",
    "first_leader", "is_trump", "effective_suit", "NUMERIC_BIDS",
]
