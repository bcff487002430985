"""The independent judge of what a seat may see in a card game (shared by the secrecy
tests; not a test module): it follows the true events (what ``apply`` returns) and knows,
per seat, the cards that seat has held and the cards shown to everybody since the
current deal began. Any card an event or an observation names outside those sets is a
leak (see ``tests/test_card_secrecy.py``)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass

from app.core.card_events import HIDDEN, Dealt, Drew, PickedUp, Played, TrumpShown
from app.core.cards import Card
from app.games import game_info
from app.games.back_alley.events import JokerDiscarded
from app.games.svoi_kozyri.events import SixHandedOver, TrumpChosen
from app.games.svoi_kozyri.play_rules import cards_of


def cards_named(obj) -> list[Card | None]:
    """Every card (or HIDDEN placeholder in a card's place) reachable in an event or an
    observation; bitmask fields (``*_mask``, ``*_masks``) are read as the cards they hold."""
    found: list = []
    stack = [(None, obj)]
    while stack:
        name, x = stack.pop()
        if isinstance(x, Card):
            found.append(x)
        elif name in ("in_play_mask", "excluded", "excluded_masks"):
            # The pack in play, and the cards a pick-up proved a player does NOT hold (all
            # that could beat the top card): public facts that place no card anywhere.
            continue
        elif isinstance(x, int) and not isinstance(x, bool) and name is not None and "mask" in name:
            found.extend(cards_of(x))
        elif isinstance(x, (tuple, list)):
            stack.extend((name, item) for item in x)
        elif isinstance(x, dict):
            stack.extend((name, item) for item in x.values())
        elif is_dataclass(x):
            stack.extend((f.name, getattr(x, f.name)) for f in fields(x))
    return found


class Judge:
    """What each seat may know, from the true events."""

    def __init__(self, state) -> None:
        self.state = state
        self.seats = game_info(state.GAME).seat_count(state)
        self.new_deal()

    def new_deal(self) -> None:
        self.public: set[Card] = set()
        self.held: list[set[Card]] = [set() for _ in range(self.seats)]

    def learn(self, event) -> None:
        options = self.state.options
        if isinstance(event, (Dealt, Drew)):
            self.held[event.player].add(event.card)
        elif isinstance(event, TrumpShown):
            self.public.add(event.card)
        elif isinstance(event, Played) and event.face_up:
            self.public.update(event.cards)
        elif isinstance(event, (PickedUp, SixHandedOver)):  # the pile is public; a six goes openly
            self.public.update(event.cards if isinstance(event, PickedUp) else (event.card,))
        elif isinstance(event, JokerDiscarded):
            self.held[event.player].add(event.card)
            if options.discarded_joker_public:
                self.public.add(event.card)
        elif isinstance(event, TrumpChosen) and getattr(options, "sixes_to_owners", False):
            self.public.add(Card.parse("6" + event.suit.value))  # every owner holds his six (the rule)

    def allowed(self, seat: int) -> set[Card]:
        return self.public | self.held[seat]

    def check(self, seat: int, where: str, items) -> None:
        allowed = self.allowed(seat)
        leaked = [c for c in cards_named(items) if c is not HIDDEN and c not in allowed]
        assert not leaked, f"{where}: seat {seat} is shown {leaked}"
