"""What one Back Alley player may see, and what the public play proves about hands.

``Observation`` holds the observer's own hand and the public facts only: hand sizes,
the turned-up card and trump, the joker swap (who, and the discarded joker, which is
shown face up [D]; the replacement card stays private), the auction, the current and
earlier tricks of this deal, tricks taken, whether trumps are broken, deal number,
hand size, dealer and scores.

``impossible_cards`` derives from that public history which cards each player can no
longer hold (voids from not following suit, the only-trumps lead, the Blooper
obligations), so that sampled deals stay consistent with it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from app.core.cards import ALL_CARDS, BIG_BLOOPER, LITTLE_BLOOPER, Card, Suit
from app.games.back_alley.actions import BOARD, DEAL, PLAYS, Action, bid_actions
from app.games.back_alley.options import DEALS, GAME_ID, Options
from app.games.back_alley.rules import BETWEEN, PLAYERS, STRENGTH, TEAM, legal_cards

if TYPE_CHECKING:
    from app.games.back_alley.rules import State


@dataclass(frozen=True, slots=True)
class Observation:
    GAME: ClassVar[str] = GAME_ID

    player: int
    current_player: int
    phase: str  # "bid" | "play" | "between" | "over"
    options: Options
    deal_number: int
    hand_size: int
    dealer: int
    redeals: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trump_card: Card
    trump: Suit | None
    swapper: int | None  # who discarded the other joker (a joker turned up)
    discarded_joker: Card | None  # None also when hidden by the options
    drawn_card: Card | None  # the swap's replacement card, only for the swapper himself
    bids: tuple[Action | None, ...]  # per player
    board_order: tuple[int, ...]
    contracts: tuple[int, int]
    multipliers: tuple[int, int]
    trick_leader: int
    trick: tuple[Card, ...]
    played_tricks: tuple[tuple[int, tuple[Card, ...], int], ...]  # (leader, cards, winner)
    tricks_won: tuple[int, ...]
    trumps_broken: bool
    scores: tuple[int, int]
    deal_history: tuple[dict, ...] = field(hash=False)

    @classmethod
    def of(cls, state: "State", player: int) -> "Observation":
        if player not in range(PLAYERS):
            raise ValueError(f"Back Alley: players are 0..3, not {player}")
        swapper = state.swapper
        show_joker = swapper is not None and (state.options.discarded_joker_public or swapper == player)
        return cls(
            player=player,
            current_player=state.current_player(),
            phase=state.phase,
            options=state.options,
            deal_number=state.deal_number,
            hand_size=state.hand_size,
            dealer=state.dealer,
            redeals=state.redeals,
            hand=tuple(state.hands[player]),
            hand_sizes=tuple(len(h) for h in state.hands),
            trump_card=state.trump_card,
            trump=state.trump,
            swapper=swapper,
            discarded_joker=state.discarded_joker if show_joker else None,
            drawn_card=state.stock[1] if swapper == player else None,
            bids=tuple(state.bids),
            board_order=tuple(state.board_order),
            contracts=(state.contracts[0], state.contracts[1]),
            multipliers=(state.multipliers[0], state.multipliers[1]),
            trick_leader=state.trick_leader,
            trick=tuple(state.trick),
            played_tricks=tuple(state.played_tricks),
            tricks_won=tuple(state.tricks_won),
            trumps_broken=state.trumps_broken,
            scores=(state.scores[0], state.scores[1]),
            deal_history=tuple(state.deal_history),
        )

    # ----------------------------------------------------------------- acting

    def legal_actions(self) -> list[Action]:
        """The observer's legal actions when it is his turn (else none). Between deals
        every observer gets the automatic step (``[DEAL]``), so the AI asked then answers it."""
        if self.phase == BETWEEN:
            return [DEAL]
        if self.current_player != self.player:
            return []
        if self.phase == "bid":
            return bid_actions(self.hand_size)
        if self.phase == "play":
            cards = legal_cards(
                self.hand, self.trick, self.trump, self.trumps_broken,
                self.bids[self.player] is BOARD, (self.trick_leader - self.player) % 2 == 0, self.options,
            )
            return [PLAYS[c.index] for c in cards]
        return []

    def is_terminal(self) -> bool:
        return self.phase == "over"

    @property
    def team(self) -> int:
        return TEAM[self.player]

    @property
    def team_tricks(self) -> tuple[int, int]:
        w = self.tricks_won
        return (w[0] + w[2], w[1] + w[3])

    @property
    def deals_left(self) -> int:
        """Counted deals after the current one."""
        return DEALS - self.deal_number

    # ----------------------------------------------------------------- knowledge

    def played_cards(self) -> set[Card]:
        """Every card played face up in this deal (earlier tricks and this trick)."""
        seen = set(self.trick)
        for _, cards, _ in self.played_tricks:
            seen.update(cards)
        return seen

    def unseen_cards(self) -> list[Card]:
        """Cards the observer has not seen: in the other hands or in the stock."""
        known = self.played_cards()
        known.update(self.hand)
        known.add(self.trump_card)
        if self.swapper is not None:
            # The other joker is out of play whether or not it was shown.
            known.add(LITTLE_BLOOPER if self.trump_card is BIG_BLOOPER else BIG_BLOOPER)
        return [c for c in ALL_CARDS if c not in known]

    def known_voids(self) -> tuple[frozenset[Suit | None], ...]:
        """Per player, the (effective) suits he has shown he no longer holds; the trump
        suit stands for all trumps, jokers included."""
        return tuple(frozenset(v) for v in _public_inference(self)[0])

    def impossible_cards(self) -> tuple[frozenset[Card], ...]:
        """Per player (the observer's entry is empty), the cards the public history
        proves he cannot hold now."""
        voids, ceilings, floors = _public_inference(self)
        trump = self.trump
        out: list[frozenset[Card]] = []
        for p in range(PLAYERS):
            if p == self.player:
                out.append(frozenset())
                continue
            banned: set[Card] = set()
            for c in ALL_CARDS:
                suit = c.suit if c.suit is not None else trump
                if suit is None:
                    banned.add(c)  # no trump: no joker can be in a hand
                elif suit in voids[p]:
                    banned.add(c)
                elif suit is trump and (STRENGTH[c.index] > ceilings[p] or STRENGTH[c.index] < floors[p]):
                    banned.add(c)
            out.append(frozenset(banned))
        return tuple(out)


def _public_inference(obs: Observation) -> tuple[list[set[Suit | None]], list[int], list[int]]:
    """Walk this deal's tricks: voids per player, and per player the strongest and the
    weakest trump strength he may still hold (Blooper obligations)."""
    trump = obs.trump
    voids: list[set[Suit | None]] = [set() for _ in range(PLAYERS)]
    ceilings = [99] * PLAYERS
    floors = [-1] * PLAYERS
    broken = False
    tricks = [(leader, cards) for leader, cards, _ in obs.played_tricks]
    if obs.trick:
        tricks.append((obs.trick_leader, obs.trick))
    for leader, cards in tricks:
        led = cards[0]
        lead_suit = led.suit if led.suit is not None else trump
        if trump is not None and lead_suit is trump and not broken and obs.bids[leader] is not BOARD:
            # A trump led before trumps were broken, by a non-board bidder: he held
            # nothing but trumps.
            voids[leader].update(s for s in Suit if s is not trump)
        for i in range(1, len(cards)):
            q = (leader + i) % PLAYERS
            c = cards[i]
            suit = c.suit if c.suit is not None else trump
            bound = led.is_joker and (obs.options.blooper_binds_partner or (i % 2) == 1)
            if bound:
                if suit is not trump:
                    voids[q].add(trump)
                elif led is BIG_BLOOPER:
                    ceilings[q] = min(ceilings[q], STRENGTH[c.index])
                else:
                    floors[q] = max(floors[q], STRENGTH[c.index])
            elif suit is not lead_suit:
                voids[q].add(lead_suit)
        if trump is not None and any(c.suit is None or c.suit is trump for c in cards):
            broken = True
    return voids, ceilings, floors
