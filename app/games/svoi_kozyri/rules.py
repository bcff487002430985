"""The Svoi Kozyri model (rules: shared/rules/svoi_kozyri.md).

One ``State`` is one game: the trump-suit choices, the deal, the play to the end.
``State.new(seed, players=2, dealer=None, **options)`` starts in the trump-choice phase;
``State.from_deal(hands, trumps, starter, pile=(), **options)`` starts in the play phase
from an explicit deal (tests, tutorials, duplicate matches). The next game of a series
(a rematch) is ``finished.next_game(seed)``: the loser deals it (rules: "afterwards the
loser deals"; ``next_dealer``).
"""

from __future__ import annotations

from typing import Iterable

from app.core.card_events import HIDDEN, Dealt, GameOver, PickedUp, Played, TurnTo
from app.core.cards import Card, Suit, deal_order, shuffled
from app.core.protocol import NO_PLAYER, Event, EveryActionPublic, IllegalAction
from app.core.refusal import Refusal, Why
from app.core.rng import derive_rng, fresh_seed
from app.core.validation import reading
from app.games.svoi_kozyri.actions import (
    BEAT,
    DECK,
    INDEX_SPAN,
    PLAY,
    TAKE,
    TRUMP,
    TRUMP_ACTIONS,
    Action,
    parse_action,
)
from app.games.svoi_kozyri.events import Beat, Drawn, SixHandedOver, TrumpChosen, WentOut
from app.games.svoi_kozyri.observation import OVER_PHASE, PLAY_PHASE, TRUMP_PHASE, Observation
from app.games.svoi_kozyri.options import (
    DEALER_AFTER_DRAW_STAYS,
    GAME_ID,
    MAX_PLAYERS,
    Options,
    trump_choice_order,
)
from app.games.svoi_kozyri.play_rules import (
    BEATERS,
    CARD_AT,
    DECK_MASK,
    cards_of,
    legal_play_actions,
    mask_of,
    pickup_count,
    why_cannot_beat,
)

# Events are immutable values, so the frequent ones are built once and shared: creating
# a frozen dataclass costs more than the rest of a move.
_TURN_TO = tuple(TurnTo(p) for p in range(MAX_PLAYERS))
# (Indices of cards outside the 36-card pack get an unused empty play, so every entry is a Played.)
_PLAYED: tuple[tuple[Played, ...], ...] = tuple(
    tuple(Played(p, (c,) if c is not None else ()) for c in CARD_AT) for p in range(MAX_PLAYERS))
_BEAT_EVENTS: dict[int, Beat] = {}


def _beat_event(p: int, c: Card, top: Card) -> Beat:
    key = (p * INDEX_SPAN + c.index) * INDEX_SPAN + top.index
    event = _BEAT_EVENTS.get(key)
    if event is None:
        event = _BEAT_EVENTS[key] = Beat(p, c, top)
    return event


SAVE_VERSION = 1
DRAW_COULD_BEAT = "could_beat"
DRAW_SAFETY = "safety"
SIX = "6"


def place_value(place: int, players: int) -> float:
    """Returns are evenly spaced from +1 (first out) to -1 (last)."""
    return 1.0 - 2.0 * place / (players - 1)


def final_result(out_order: tuple[int, ...], drawn: tuple[int, ...], players: int) -> tuple[float, ...]:
    """The returns of a finished game: by the order the players went out; the drawn
    players hold the last places and share their mean value."""
    result = [0.0] * players
    for place, q in enumerate(out_order):
        result[q] = place_value(place, players)
    if drawn:
        places = range(players - len(drawn), players)
        share = sum(place_value(k, players) for k in places) / len(drawn)
        for q in drawn:
            result[q] = share
    return tuple(result)


class State(EveryActionPublic):  # the move log hides nothing: every card is laid face up and every pick-up is shown
    """A Svoi Kozyri game. Mutable; ``clone`` is cheap (hands are bitmasks)."""

    GAME = GAME_ID

    __slots__ = ("options", "seed", "dealer", "in_play", "phase", "trumps", "hands", "pile", "known", "excluded",
                 "pickups", "current", "pending_extra", "out_order", "action_count", "result", "drawn",
                 "draw_reason")

    options: Options
    seed: int | None  # None for a State built by from_deal (no dealing left to do)
    dealer: int
    in_play: int  # mask of the cards in this game: the whole pack, or an explicit deal's cards
    phase: str
    trumps: tuple[Suit | None, ...]
    hands: list[int]  # per player: bitmask over Card.index
    pile: tuple[Card, ...]  # bottom first
    known: list[int]  # per player: mask of the cards everybody knows he holds
    excluded: list[int]  # per player: mask of cards his hidden cards are proved not to be
    pickups: tuple | None  # cons list (previous, player, cards) of every pick-up, newest first
    current: int
    pending_extra: bool
    out_order: tuple[int, ...]  # (hands, known, excluded stay lists of bitmasks: see __slots__)
    action_count: int  # play-phase actions (the safety-draw counter)
    result: tuple[float, ...] | None
    drawn: tuple[int, ...]  # in seat order
    draw_reason: str | None

    # ----------------------------------------------------------------- construction
    @classmethod
    def new(cls, seed: int | None = None, players: int = 2, dealer: int | None = None, **options) -> "State":
        """A new game in the trump-choice phase; the deal follows the last choice.

        ``dealer`` None: the first dealer is drawn from the seed (rules: "First dealer:
        random"); later games pass the previous game's ``next_dealer``.
        """
        opts = Options(players=players, **options)
        seed = fresh_seed() if seed is None else int(seed)
        if dealer is None:
            dealer = derive_rng(seed, "dealer").randrange(players)
        elif not isinstance(dealer, int) or not 0 <= dealer < players:
            raise IllegalAction(f"Svoi Kozyri: the dealer must be a player 0..{players - 1}, not {dealer!r}")
        s = cls._blank(opts, seed, dealer)
        s.phase = TRUMP_PHASE
        s.current = trump_choice_order(players)[0]
        return s

    def next_game(self, seed: int | None = None, **options) -> "State":
        """The next game of a series after this finished one (a rematch): the loser deals
        (rules: "afterwards the loser deals"), after a draw the same dealer ([D],
        ``next_dealer``). ``options`` override this game's (same number of players)."""
        if self.phase != OVER_PHASE:
            raise IllegalAction("Svoi Kozyri: the next game follows a finished game only")
        settings = {**self.options.to_dict(), **options}
        if settings["players"] != self.players:
            raise IllegalAction(f"Svoi Kozyri: the next game is for the same {self.players} players; "
                                "with another number of players start a new series (State.new)")
        return State.new(seed=seed, dealer=self.next_dealer, **settings)

    @classmethod
    def from_deal(cls, hands: Iterable[Iterable[str]], trumps: Iterable[str], starter: int,
                  pile: Iterable[str] = (), **options) -> "State":
        """A game in the play phase from an explicit deal.

        ``hands``: per player, card strings (sixes already placed as given; any subset of
        the pack, so tests can set up small situations); ``trumps``: each player's suit
        letter, all different; ``starter``: the player to move (the dealer's left);
        ``pile``: optional cards already on the pile, bottom first (the starter then faces
        its top card). Cards in ``pile`` are public; with ``sixes_to_owners`` each owner's
        six in his own hand is public too.
        """
        hand_cards = [_parse_card_list(h, f"hand {i}") for i, h in enumerate(hands)]
        players = len(hand_cards)
        opts = Options(players=players, **options)
        suits = [Suit.parse(t) if isinstance(t, str) else Suit(t) for t in trumps]
        if len(suits) != players:
            raise IllegalAction(f"Svoi Kozyri: {players} hands need {players} trump suits, not {len(suits)}")
        if len(set(suits)) != players:
            raise IllegalAction("Svoi Kozyri: no two players may share a trump suit")
        if not isinstance(starter, int) or not 0 <= starter < players:
            raise IllegalAction(f"Svoi Kozyri: the starter must be a player 0..{players - 1}, not {starter!r}")
        pile_cards = _parse_card_list(pile, "the pile")
        everything = [c for h in hand_cards for c in h] + pile_cards
        if len(set(everything)) != len(everything):
            dupes = sorted({str(c) for c in everything if everything.count(c) > 1})
            raise IllegalAction(f"Svoi Kozyri: every card exists once; dealt twice: {' '.join(dupes)}")
        for i, h in enumerate(hand_cards):
            if not h:
                raise IllegalAction(f"Svoi Kozyri: player {i} needs at least one card")
        s = cls._blank(opts, None, (starter - 1) % players)
        s.phase = PLAY_PHASE
        s.trumps = tuple(suits)
        s.hands = [mask_of(h) for h in hand_cards]
        s.pile = tuple(pile_cards)
        s.in_play = mask_of(everything)  # a tutorial deal may use part of the pack
        if opts.sixes_to_owners:
            s._mark_owned_sixes_public()
        s.current = starter
        return s

    @classmethod
    def _blank(cls, options: Options, seed: int | None, dealer: int) -> "State":
        n = options.players
        s = cls.__new__(cls)
        s.options = options
        s.seed = seed
        s.dealer = dealer
        s.in_play = DECK_MASK
        s.phase = TRUMP_PHASE
        s.trumps = (None,) * n
        s.hands = [0] * n
        s.pile = ()
        s.known = [0] * n
        s.excluded = [0] * n
        s.pickups = None
        s.current = 0
        s.pending_extra = False
        s.out_order = ()
        s.action_count = 0
        s.result = None
        s.drawn = ()
        s.draw_reason = None
        return s

    def clone(self) -> "State":
        s = State.__new__(State)
        s.options = self.options
        s.seed = self.seed
        s.dealer = self.dealer
        s.in_play = self.in_play
        s.phase = self.phase
        s.trumps = self.trumps
        s.hands = self.hands[:]
        s.pile = self.pile  # immutable: shared
        s.known = self.known[:]
        s.excluded = self.excluded[:]
        s.pickups = self.pickups  # immutable, shared
        s.current = self.current
        s.pending_extra = self.pending_extra
        s.out_order = self.out_order
        s.action_count = self.action_count
        s.result = self.result
        s.drawn = self.drawn
        s.draw_reason = self.draw_reason
        return s

    def rotated(self, seats: int) -> "State":
        """The same position with every seat moved ``seats`` places clockwise (player i
        becomes player (i + seats) % n, the dealer too), e.g. to replay a deal with the
        seats swapped in duplicate matches. Only after the deal: before it the trump
        choices follow the seat order, which a rotation would not keep."""
        if self.phase == TRUMP_PHASE:
            raise IllegalAction("Svoi Kozyri: seats can be rotated only after the deal")
        n = self.options.players
        k = seats % n

        def moved(values):
            return [values[(i - k) % n] for i in range(n)]

        s = self.clone()
        s.dealer = (self.dealer + k) % n
        s.trumps = tuple(moved(self.trumps))
        s.hands = moved(self.hands)
        s.known = moved(self.known)
        s.excluded = moved(self.excluded)
        s.current = (self.current + k) % n
        s.out_order = tuple((q + k) % n for q in self.out_order)
        s.pickups = None
        for q, cards in self.pickup_history():
            s.pickups = (s.pickups, (q + k) % n, cards)
        if self.result is not None:
            s.result = tuple(moved(self.result))
        s.drawn = tuple(sorted((q + k) % n for q in self.drawn))
        return s

    # ----------------------------------------------------------------- queries
    @property
    def players(self) -> int:
        return self.options.players

    @property
    def starter(self) -> int:
        """The player on the dealer's left, who starts the first pile."""
        return (self.dealer + 1) % self.options.players

    def current_player(self) -> int:
        """The player to move; ``NO_PLAYER`` once the game is over."""
        return NO_PLAYER if self.phase == OVER_PHASE else self.current

    def is_terminal(self) -> bool:
        return self.phase == OVER_PHASE

    def returns(self) -> list[float]:
        """Per player: +1 first out ... -1 last, draws sharing the mean of their places;
        all 0.0 while the game is running."""
        if self.result is None:
            return [0.0] * self.options.players
        return list(self.result)

    def hand(self, player: int) -> list[Card]:
        return list(cards_of(self.hands[player]))

    def hand_sizes(self) -> list[int]:
        return [h.bit_count() for h in self.hands]

    def known_cards(self, player: int) -> list[Card]:
        """The cards everybody knows ``player`` holds (picked up, or his own public six)."""
        return list(cards_of(self.known[player]))

    def pickup_history(self) -> list[tuple[int, tuple[Card, ...]]]:
        """Every pick-up so far, oldest first: (player, cards bottom to top)."""
        out = []
        node = self.pickups
        while node is not None:
            node, player, cards = node
            out.append((player, cards))
        out.reverse()
        return out

    def pickup_size(self) -> int:
        """How many cards ``take`` would pick up now (0 when no pick-up is possible), e.g.
        for the UI's "take 3" label."""
        if self.phase != PLAY_PHASE or not self.pile or self.pending_extra:
            return 0
        return pickup_count(len(self.pile), self.pile[-1], self.trumps[self.current])

    @property
    def loser(self) -> int | None:
        """The last player left with cards; None while running or after a draw."""
        if self.phase != OVER_PHASE or self.drawn:
            return None
        return self.out_order[-1]

    @property
    def next_dealer(self) -> int | None:
        """Who deals the next game: the loser; after a draw the same dealer ([D])."""
        if self.phase != OVER_PHASE:
            return None
        if self.drawn and DEALER_AFTER_DRAW_STAYS:
            return self.dealer
        return self.loser

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PLAY_PHASE:
            p = self.current
            return legal_play_actions(self.hands[p], self.pile, self.trumps[p], self.pending_extra,
                                      self.options.voluntary_pickup)
        if phase == TRUMP_PHASE:
            taken = self.trumps
            return [a for s, a in TRUMP_ACTIONS.items() if s not in taken]
        return []

    @staticmethod
    def parse_action(text: str) -> Action:
        return parse_action(text)

    # ----------------------------------------------------------------- moves
    def apply(self, action: "Action | str") -> list[Event]:
        """Play one action (an ``Action`` or its notation); returns the events, in order."""
        events: list[Event] = []
        self.advance(action, events)
        return events

    def advance(self, action: Action | str, events: list[Event] | None = None) -> None:
        """The transition of ``apply``; events are appended to ``events`` if it is given.
        Without events it is what search and simulations use (building the event objects
        costs a third of the time of a move). The legal cases are inlined; anything else
        goes to ``_reject``, which raises ``IllegalAction`` naming the broken rule."""
        if type(action) is not Action:
            action = parse_action(action)
        if self.phase != PLAY_PHASE:
            if self.phase == TRUMP_PHASE:
                self._choose_trump(action, events)
                return
            raise IllegalAction("Svoi Kozyri: the game is over")
        p = self.current
        hands = self.hands
        hand = hands[p]
        pile = self.pile
        kind = action.kind
        if kind == BEAT:
            bit = action.bit
            if not pile or self.pending_extra or not hand & bit or not BEATERS[self.trumps[p]][pile[-1].index] & bit:
                self._reject(action)
            c = action.card
            assert c is not None  # (its bit is in the hand)
            if events is not None:
                events += (_PLAYED[p][c.index], _beat_event(p, c, pile[-1]))
            self.pile = pile + (c,)
            hand ^= bit
            hands[p] = hand
            self.known[p] &= ~bit
            if hand:
                self.pending_extra = True  # he now lays one more card of his choice
            else:
                self._went_out(p, events)  # beating with the last card goes out at once
        elif kind == PLAY:
            bit = action.bit
            if (pile and not self.pending_extra) or not hand & bit:
                self._reject(action)
            c = action.card
            assert c is not None  # (its bit is in the hand)
            if events is not None:
                events.append(_PLAYED[p][c.index])
            self.pile = pile + (c,)
            hand ^= bit
            hands[p] = hand
            self.known[p] &= ~bit
            self.pending_extra = False
            if hand:
                self._pass_turn(events)
            else:
                self._went_out(p, events)  # on the extra card or the card starting a pile
        elif kind == TAKE:
            if not pile or self.pending_extra:
                self._reject(action)
            top = pile[-1]
            trump = self.trumps[p]
            if not self.options.voluntary_pickup:
                beaters = BEATERS[trump][top.index]
                if hand & beaters:
                    self._reject(action)
                # The pick-up proves his hidden cards include none of these (public).
                self.excluded[p] |= beaters
            count = pickup_count(len(pile), top, trump)
            taken = pile[-count:]
            self.pile = pile[:-count]
            bits = mask_of(taken)
            hands[p] = hand | bits
            self.known[p] |= bits
            self.pickups = (self.pickups, p, taken)
            if events is not None:
                events.append(PickedUp(p, taken))
            self._pass_turn(events)
        else:
            self._reject(action)
        self.action_count += 1
        if self.action_count >= self.options.safety_action_limit and self.phase == PLAY_PHASE:
            self._safety_draw(events)

    def _reject(self, action: Action) -> None:
        """Raise ``IllegalAction`` for a play-phase ``action`` that is not legal, naming
        the rule it breaks."""
        refusal = self._play_refusal(action)
        raise IllegalAction(refusal.message)

    def why_not(self, action: Action | str) -> Refusal | None:
        """None if ``action`` is legal now; otherwise the rule it breaks (``Refusal``:
        reason code, data, English message)."""
        action = parse_action(action)
        if action in self.legal_actions():
            return None
        if self.phase == TRUMP_PHASE:
            if action.kind != TRUMP or action.suit is None:
                return Refusal.of(Why.NOT_NOW, f"Svoi Kozyri: '{action}': every player first chooses a trump suit "
                                  "(e.g. 'trump H')")
            owner = self.trumps.index(action.suit)
            return Refusal.of(Why.NOT_NOW, f"Svoi Kozyri: {action.suit.value} is already player {owner}'s trump "
                              "suit; no two players share one")
        if self.phase != PLAY_PHASE:
            return Refusal.of(Why.GAME_OVER, "Svoi Kozyri: the game is over")
        return self._play_refusal(action)

    def _play_refusal(self, action: Action) -> Refusal:
        """The rule a play-phase ``action`` that is not legal breaks."""
        p = self.current
        pile = self.pile
        c = action.card
        kind = action.kind
        if kind == TRUMP:
            return Refusal.of(Why.NOT_NOW, f"Svoi Kozyri: '{action}': trump suits are chosen before the deal, "
                              "not during play")
        if kind == PLAY and pile and not self.pending_extra:
            return Refusal.of(Why.BEAT_OR_PICK_UP, f"Svoi Kozyri: {c} cannot be laid: the pile's top card {pile[-1]} "
                              "must be beaten ('beat X') or picked up ('take') first", top=pile[-1])
        if kind != PLAY and self.pending_extra:
            return Refusal.of(Why.LAY_ONE_MORE, "Svoi Kozyri: after a beat the same player must lay one more card "
                              "of his choice ('play X'), not beat again or pick up")
        if kind == BEAT and not pile:
            return Refusal.of(Why.NOT_NOW, f"Svoi Kozyri: there is no card to beat: start a new pile ('play {c}')")
        if kind == TAKE and not pile:
            return Refusal.of(Why.NOT_NOW, "Svoi Kozyri: there is nothing to pick up: start a new pile with any card")
        if c is not None and not self.hands[p] & action.bit:
            return Refusal.of(Why.NOT_IN_HAND, f"Svoi Kozyri: player {p} cannot {kind} {c}: it is not in his hand",
                              cards=(c,))
        top = pile[-1]
        trump = self.trumps[p]
        if kind == BEAT:
            assert c is not None and trump is not None  # a beat names a card; trumps are chosen in play
            code = Why.CANNOT_BEAT_OWN_TRUMP if top.suit is trump else Why.CANNOT_BEAT
            return Refusal.of(code, why_cannot_beat(c, top, trump), cards=(c,), winning=(top,), card=c, top=top)
        able = cards_of(self.hands[p] & BEATERS[trump][top.index])
        return Refusal.of(Why.MUST_BEAT_NOT_PICK_UP, f"Svoi Kozyri: voluntary pick-up is off and {able[0]} can beat "
                          f"{top}: pick up only when unable to beat", card=able[0], top=top)

    def _choose_trump(self, action: Action, events: list[Event] | None) -> None:
        if action.kind != TRUMP or action.suit is None:
            raise IllegalAction(f"Svoi Kozyri: '{action}': every player first chooses a trump suit (e.g. 'trump H')")
        if action.suit in self.trumps:
            owner = self.trumps.index(action.suit)
            raise IllegalAction(f"Svoi Kozyri: {action.suit.value} is already player {owner}'s trump suit; "
                                "no two players share one")
        p = self.current
        trumps = list(self.trumps)
        trumps[p] = action.suit
        self.trumps = tuple(trumps)
        if events is not None:
            events.append(TrumpChosen(p, action.suit))
        order = trump_choice_order(self.options.players)
        chosen = sum(t is not None for t in self.trumps)
        if chosen < len(order):
            self.current = order[chosen]
            if events is not None:
                events.append(TurnTo(self.current))
        else:
            self._deal(events)

    def _deal(self, events: list[Event] | None) -> None:
        """The whole pack, one card at a time clockwise from the dealer's left; then the
        sixes of trump suits go to their owners (option)."""
        n = self.options.players
        assert self.seed is not None  # only a State.new game deals (from_deal starts dealt)
        cards = shuffled(DECK, derive_rng(self.seed, "deal"))
        for c, p in zip(cards, deal_order((self.dealer + 1) % n, n, len(DECK) // n)):
            self.hands[p] |= 1 << c.index
            if events is not None:
                events.append(Dealt(c, p))
        if self.options.sixes_to_owners:
            for owner, suit in enumerate(self.trumps):
                assert suit is not None  # the deal follows the last trump choice
                six = Card.parse(SIX + suit.value)
                bit = 1 << six.index
                holder = next(q for q in range(n) if self.hands[q] & bit)
                if holder != owner:
                    self.hands[holder] &= ~bit
                    self.hands[owner] |= bit
                    if events is not None:
                        events.append(SixHandedOver(six, holder, owner))
            self._mark_owned_sixes_public()
        self.phase = PLAY_PHASE
        self.current = self.starter
        if events is not None:
            events.append(TurnTo(self.current))

    def _mark_owned_sixes_public(self) -> None:
        # Everybody knows the rule, so everybody knows each owner holds his trump six.
        for owner, suit in enumerate(self.trumps):
            assert suit is not None  # (after the deal every trump is chosen)
            bit = 1 << Card.parse(SIX + suit.value).index
            if self.hands[owner] & bit:
                self.known[owner] |= bit

    def _pass_turn(self, events: list[Event] | None) -> None:
        n = self.options.players
        hands = self.hands
        q = (self.current + 1) % n
        while not hands[q]:  # players who are out are skipped
            q = (q + 1) % n
        self.current = q
        if events is not None:
            events.append(_TURN_TO[q])

    def _went_out(self, p: int, events: list[Event] | None) -> None:
        self.out_order += (p,)
        if events is not None:
            events.append(WentOut(p, len(self.out_order) - 1))
        still_in = [q for q in range(self.options.players) if self.hands[q]]
        if len(still_in) > 1:
            self._pass_turn(events)
            return
        last = still_in[0]
        hand = self.hands[last]
        # Draw rule: the last player's single card could beat the card p went out with
        # (the pile's top card), judged with the last player's own trump.
        if (hand & (hand - 1)) == 0 and hand & BEATERS[self.trumps[last]][self.pile[-1].index]:
            self._finish(events, tuple(sorted((p, last))), DRAW_COULD_BEAT)
        else:
            self.out_order += (last,)
            self._finish(events, (), None)

    def _safety_draw(self, events: list[Event] | None) -> None:
        still_in = tuple(q for q in range(self.options.players) if self.hands[q])
        self._finish(events, still_in, DRAW_SAFETY)

    def _finish(self, events: list[Event] | None, drawn: tuple[int, ...], reason: str | None) -> None:
        self.result = final_result(self.out_order, drawn, self.options.players)
        if drawn and events is not None:
            assert reason is not None  # a draw always has its reason
            events.append(Drawn(tuple(drawn), reason))
        self.drawn = tuple(drawn)
        self.draw_reason = reason
        self.phase = OVER_PHASE
        self.pending_extra = False
        if events is not None:
            events.append(GameOver(self.result))

    # ----------------------------------------------------------------- views
    def events_for(self, events: list[Event], seat: int) -> list[Event]:
        """``events`` as ``seat`` may see them: the cards dealt to the others are
        ``HIDDEN``. Everything else in this game is played face up (a six handed to its
        trump's owner is shown: every player knows the rule)."""
        return [Dealt(HIDDEN, e.player) if isinstance(e, Dealt) and e.player != seat else e for e in events]

    def observation(self, player: int) -> Observation:
        n = self.options.players
        if not isinstance(player, int) or not 0 <= player < n:
            raise IllegalAction(f"Svoi Kozyri: no player {player!r} in a {n}-player game")
        known = tuple(self.known)
        excluded = tuple(self.excluded)
        return Observation(
            player=player,
            current_player=self.current_player(),
            options=self.options,
            dealer=self.dealer,
            phase=self.phase,
            trumps=self.trumps,
            hand=cards_of(self.hands[player]),
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            pile=self.pile,
            known=tuple(cards_of(m) for m in known),
            excluded=tuple(cards_of(m) for m in excluded),
            pickups=tuple(self.pickup_history()),
            out_order=self.out_order,
            pending_extra=self.pending_extra,
            action_count=self.action_count,
            result=self.result,
            drawn=self.drawn,
            draw_reason=self.draw_reason,
            in_play_mask=self.in_play,
            hand_mask=self.hands[player],
            known_masks=known,
            excluded_masks=excluded,
            pickup_chain=self.pickups,
        )

    def to_dict(self) -> dict:
        return {
            "game": GAME_ID,
            "version": SAVE_VERSION,
            "options": self.options.to_dict(),
            "seed": self.seed,
            "dealer": self.dealer,
            "out_of_play": _codes(cards_of(DECK_MASK & ~self.in_play)),
            "phase": self.phase,
            "trumps": [None if t is None else t.value for t in self.trumps],
            "hands": [_codes(cards_of(h)) for h in self.hands],
            "pile": _codes(self.pile),
            "known": [_codes(cards_of(m)) for m in self.known],
            "excluded": [_codes(cards_of(m)) for m in self.excluded],
            "pickups": [[p, _codes(cards)] for p, cards in self.pickup_history()],
            "current": self.current,
            "pending_extra": self.pending_extra,
            "out_order": list(self.out_order),
            "action_count": self.action_count,
            "result": None if self.result is None else list(self.result),
            "drawn": list(self.drawn),
            "draw_reason": self.draw_reason,
        }

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        """The state ``to_dict`` wrote, validated whole (``state_reader``): anything else
        raises ``InvalidState`` naming the field and the rule, never another exception."""
        from app.games.svoi_kozyri.state_reader import read_state  # (it reads this module's rules)

        with reading("svoi_kozyri"):
            return read_state(cls, data)

    def _key(self) -> tuple:
        return (self.options, self.seed, self.dealer, self.in_play, self.phase, self.trumps, tuple(self.hands),
                tuple(self.pile),
                tuple(self.known), tuple(self.excluded), self.pickups, self.current, self.pending_extra,
                tuple(self.out_order), self.action_count, self.result, self.drawn, self.draw_reason)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # mutable, so unhashable (the documented idiom)

    def __repr__(self) -> str:
        hands = " | ".join(" ".join(_codes(cards_of(h))) for h in self.hands)
        return (f"State(phase={self.phase}, trumps={[t and t.value for t in self.trumps]}, current={self.current}, "
                f"pile={' '.join(_codes(self.pile))!r}, hands={hands!r})")


def _codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in cards]


def _parse_card_list(cards: Iterable[str], where: str) -> list[Card]:
    if isinstance(cards, str):
        cards = cards.split()
    out = []
    for text in cards:
        c = text if isinstance(text, Card) else Card.parse(text)
        if not DECK_MASK >> c.index & 1:
            raise IllegalAction(f"Svoi Kozyri: {c} in {where} is not in the 36-card pack (6 to A)")
        out.append(c)
    return out


__all__ = ["State", "final_result", "place_value"]
