"""Kozel knowledge for the generic card-game search (see briefs/ai_interface.md).

Only the observation is used to choose (``random_action``, ``greedy_action``) or to build
a full ``State`` consistent with it (``sample_determinization``); ``rollout_action`` and
``heuristic_value`` work on such determinized states inside the search.
"""

from __future__ import annotations

import math
import random
from itertools import combinations

from app.core.cards import SUITS, Card, Suit
from app.games.kozel.actions import _SORT_KEY, BEAT, DISCARD, LEAD, PULL, PULL_ACTION, Action
from app.games.kozel.moves import DECK, POINTS, STRENGTH, beats, beats_all, legal_actions_for
from app.games.kozel.observation import Observation, TrickPlay
from app.games.kozel.options import HAND_SIZE, PLAYERS, TOTAL_CARD_POINTS
from app.games.kozel.rules import State

# How much a trump is worth keeping, in the same unit as a card's rank (0..8) + points.
TRUMP_KEEP_COST = 9
# Card points around 60 over which the game estimate goes from even to nearly sure.
HEURISTIC_SCALE = 20.0
# Share of random actions in playouts (diversity for the search).
ROLLOUT_RANDOMNESS = 0.1


def random_action(obs: Observation, rng: random.Random) -> Action:
    """Uniform over the legal actions."""
    return rng.choice(obs.legal_actions())


# ---- greedy baseline ------------------------------------------------------------------------
def _keep_cost(card: Card, trump) -> int:
    """What losing the card costs: rank, points, and more for a trump."""
    return STRENGTH[card] + POINTS[card] + (TRUMP_KEEP_COST if card.suit is trump else 0)


def greedy_action(obs: Observation) -> Action:
    """A deterministic rule-based player:

    - leading: the longest set of one suit, the cheapest of those (trumps count as
      expensive): a long lead makes the others beat every card or give as many cards
      (measured stronger than leading unbeatable cards first, or single cheap cards);
    - answering: when the partner is winning, discard the cheapest cards (the most points
      if nobody plays after me); when an opponent is winning, beat with the cheapest beat,
      else discard the cheapest cards;
    - always pull when possible.
    """
    legal = obs.legal_actions()
    if not legal:
        raise ValueError("Kozel: no legal action for this observation (not this player's turn)")
    trump = obs.trump_suit
    if obs.lead_count == 0:
        return max(legal, key=lambda a: (len(a.cards), -sum(_keep_cost(c, trump) for c in a.cards), str(a)))

    partner_winning = obs.winning_player % 2 == obs.player % 2
    players_after_me = PLAYERS - 1 - len(obs.trick)
    discards = [a for a in legal if a.kind == DISCARD]
    beats = [a for a in legal if a.kind == BEAT]
    if legal[-1].kind == PULL:  # a four-card lead of one's own (measured: 54.5% vs pulling selectively)
        return legal[-1]

    def cheapest_discard() -> Action:
        return min(discards, key=lambda a: (sum(_keep_cost(c, trump) for c in a.cards), str(a)))

    if partner_winning:
        if players_after_me == 0:  # the trick is ours: give points, keep trumps
            return max(discards, key=lambda a: (
                sum(POINTS[c] for c in a.cards) - sum(TRUMP_KEEP_COST for c in a.cards if c.suit is trump),
                str(a)))
        return cheapest_discard()
    if beats:  # (sparing trumps for rich tricks only was measured weaker: 34% of matches)
        return min(beats, key=lambda a: (sum(_keep_cost(c, trump) for c in a.cards), str(a)))
    return cheapest_discard()


# ---- the search's root actions ---------------------------------------------------------------
def search_candidates(obs: Observation) -> list[Action]:
    """The root actions the search compares: every legal action but the leads of PART of
    a suit of more than one card (two of three spades; a single card or the whole suit
    stay). On the real hands a part lead was never the best lead (0 of 73 leads with the
    stock in, ``app/bench/kozel_regret.py``'s positions); without them the search shares
    its playouts among fewer leads, each compared on more worlds (less room for a
    lucky, overrated value: the winner's curse)."""
    legal = obs.legal_actions()
    if obs.lead_count:
        return legal
    held: dict = {}
    for c in obs.hand:
        held[c.suit] = held.get(c.suit, 0) + 1
    return [a for a in legal if len(a.cards) in (1, held[a.cards[0].suit])]


# ---- determinization ------------------------------------------------------------------------
def sample_determinization(obs: Observation, rng: random.Random) -> State:
    """A complete ``State`` consistent with everything ``obs.player`` knows.

    Unknown cards (others' hands, others' face-down discards on the table and in the piles,
    the stock) are dealt at random, except that the trump card stays at its public stock
    position, and a card publicly known to be held by a player (the drawn trump card,
    face-up cards a pull gave back) goes to that player's hand or to one of his face-down
    discards made since."""
    slot_cards, stock_top_first, _placed = _hidden_deal(obs, rng)
    return _world(obs, slot_cards, stock_top_first, rng.getrandbits(63))


def _hidden_deal(obs: Observation, rng: random.Random) -> tuple[dict[tuple, list[Card]], list[Card], set[Card]]:
    """The unknown cards dealt at random (see ``sample_determinization``): the cards of
    each hidden place (("hand", player), ("trick", play index), ("pile", discard index)),
    the stock from the top without the trump card, and the publicly held cards placed."""
    me = obs.player
    known_places: set[Card] = set(obs.hand)
    for pile in obs.pile_face_up:
        known_places.update(pile)
    for d in obs.pile_discards:
        if d.cards is not None:
            known_places.update(d.cards)
    for play in obs.trick:
        if play.cards is not None:
            known_places.update(play.cards)
    trump_in_stock = obs.trump_position is not None
    if trump_in_stock:
        known_places.add(obs.trump_card)
    unknown = [c for c in DECK if c not in known_places]

    # Slots: ("hand", player), ("trick", index) and ("pile", index) with free counts.
    slot_cards: dict[tuple, list[Card]] = {}
    capacity: dict[tuple, int] = {}
    for q in range(PLAYERS):
        if q != me:
            capacity[("hand", q)] = obs.hand_sizes[q]
    for i, play in enumerate(obs.trick):
        if play.cards is None:
            capacity[("trick", i)] = play.count
    for i, d in enumerate(obs.pile_discards):
        if d.cards is None:
            capacity[("pile", i)] = d.count
    for key in capacity:
        slot_cards[key] = []

    # Publicly held cards first, latest knowledge first (its places are the fewest).
    constrained = sorted(
        ((seq, q, c) for q in range(PLAYERS) if q != me for c, seq in obs.known_holdings[q]),
        key=lambda t: (-t[0], t[1], t[2].index),
    )
    placed: set[Card] = set()
    for since, q, c in constrained:
        if c in known_places:
            continue
        places = [("hand", q)]
        places += [("trick", i) for i, p in enumerate(obs.trick) if p.player == q and p.cards is None and p.seq > since]
        places += [("pile", i) for i, d in enumerate(obs.pile_discards)
                   if d.player == q and d.cards is None and d.seq > since]
        free = [(k, capacity[k] - len(slot_cards[k])) for k in places]
        total = sum(n for _k, n in free)
        if total <= 0:
            raise ValueError(f"Kozel: no place for {c}, publicly held by player {q}: inconsistent observation")
        pick = rng.randrange(total)
        for k, n in free:
            if pick < n:
                slot_cards[k].append(c)
                break
            pick -= n
        placed.add(c)

    rest = [c for c in unknown if c not in placed]
    rng.shuffle(rest)
    pos = 0
    for key, size in capacity.items():
        need = size - len(slot_cards[key])
        slot_cards[key].extend(rest[pos:pos + need])
        pos += need
    return slot_cards, rest[pos:], placed


def _world(obs: Observation, slot_cards: dict[tuple, list[Card]], stock: list[Card], seed: int) -> State:
    """The ``State`` of ``obs`` with its hidden places holding ``slot_cards`` and the
    stock ``stock`` (from the top, the trump card left out)."""
    me = obs.player
    stock_top_first = list(stock)
    if obs.trump_position is not None:
        stock_top_first.insert(obs.trump_position, obs.trump_card)
    if len(stock_top_first) != obs.stock_size:
        raise ValueError("Kozel: the observation's card counts do not add up to 36")

    s = State(obs.options, seed)  # later deals are unknown: any seed
    s.game_number = obs.game_number
    s.dealer = obs.dealer
    s.hands = tuple(obs.hand if q == me else tuple(slot_cards[("hand", q)]) for q in range(PLAYERS))
    s.stock = tuple(stock_top_first[::-1])
    s.trump_card = obs.trump_card
    s.trump_suit = obs.trump_suit
    s.trump_index = obs.stock_size - 1 - obs.trump_position if obs.trump_position is not None else -1
    s.known = {c: (q, seq) for q in range(PLAYERS) for c, seq in obs.known_holdings[q]}
    s.leader = obs.leader
    s.turn = obs.current_player if obs.current_player >= 0 else obs.leader
    s.trick = tuple(
        (p.player, p.kind, p.seq, p.cards if p.cards is not None else tuple(slot_cards[("trick", i)]))
        for i, p in enumerate(obs.trick)
    )
    s.lead_count = obs.lead_count
    s.winning_player = obs.winning_player
    s.winning_cards = obs.winning_cards
    s.pulled = obs.pulled
    s.pile_face_up = obs.pile_face_up
    log = []
    hidden_by_play: dict[tuple[int, int], tuple[Card, ...]] = {}
    for i, d in enumerate(obs.pile_discards):
        cards = d.cards if d.cards is not None else tuple(slot_cards[("pile", i)])
        log.append((d.player, d.team, d.seq, cards))
        hidden_by_play[(d.player, d.seq)] = cards
    s.discard_log = tuple(log)
    s.tricks_won = obs.tricks_won
    s.seq = obs.seq
    s._loss_points = obs.loss_points
    s._game_history = obs.game_history
    s.double_pending = obs.double_pending
    s.match_over = obs.match_over
    s.awaiting_deal = obs.awaiting_deal

    def filled(trick):
        return tuple((p.player, p.kind, p.seq, p.cards if p.cards is not None else hidden_by_play[(p.player, p.seq)])
                     for p in trick)

    s.last_trick = filled(obs.last_trick)
    s.deal_tricks = tuple(filled(trick) for trick in obs.deal_tricks)
    s.last_trick_winner = obs.last_trick_winner
    s.deal = None
    return s


# ---- what the game's public play tells about the players' hands -----------------------------
# Sensible players play much as the greedy rules do (``greedy_action``): beat an
# opponent's winning cards when they can, with their cheapest beat, lead a whole suit
# (the longest they hold, the cheaper of two as long), give away their cheapest cards.
# A determinization that contradicts what the others played is less likely. Every play
# of the game is read (``Observation.deal_tricks``, then the current trick); by default
# as the very choice of the rules (which cards a player discarded face down too, as a
# sampled world deals them), or by the three older readings (could not beat, led the
# longest suit, beat with the cheapest beat). Kozel has no duty to follow suit or to
# beat, so nothing a player does proves a void, and the weighing is soft: a world that
# contradicts v plays weighs SLIP ** v (a human or a searching player who plays
# otherwise only makes the worlds less sharp, never impossible).
#
# The hand a player held when he played in trick k: his hand now, plus every card he
# played from trick k on, less the cards he drew after trick k (how many is public,
# which ones is not: ``_history_search`` looks for a draw history that explains his
# plays). The search's worlds come from a Metropolis chain (``WorldChain``): where the
# plays leave few deals possible, independent samples seldom find one.
COULD_NOT_BEAT = "could not beat"
LED_LONGEST = "led the longest suit"
BEAT_CHEAPEST = "beat with the cheapest beat"
PLAYED_BY_RULES = "played as the greedy rules do"  # any play: the very one the rules choose
CURRENT = -1  # the trick index of the current trick (others index ``deal_tricks``)
# By default (a level's ``inference_tries``) only the current trick is read, by the three
# readings; a level with ``inference_steps`` reads the whole game by the rules' choices
# (``app/ai/kozel_search.py``). Measured, see app/ai/levels.py (KOZEL).
READ_HISTORY = False
READ_BY_RULES = False
# The odds that a sensible player's play departs from the rules above: a world that
# contradicts v plays weighs SLIP ** v.
SLIP = 0.1
# Choices of draw history tried per player and world before a world is said to contradict
# his plays (``_history_search``).
HISTORIES = 48
# Stock cards after the deal (36 cards, 4 each to 4 players).
FIRST_STOCK = len(DECK) - PLAYERS * HAND_SIZE


def _trick_reading(plays, players) -> list[tuple]:
    """(kind, player, play index, cards) for the informative plays of one trick by the
    ``players`` (others than the observer)."""
    found = []
    winner = -1
    winning: tuple[Card, ...] = ()
    for index, play in enumerate(plays):
        if play.kind == LEAD:
            winner, winning = play.player, play.cards
            if play.player in players and play.count < 4:
                found.append((LED_LONGEST, play.player, index, play.cards))
        elif play.kind == BEAT:
            if play.player in players and winner % 2 != play.player % 2:
                found.append((BEAT_CHEAPEST, play.player, index, winning + play.cards))
            winner, winning = play.player, play.cards
        elif play.kind == DISCARD and play.player in players and winner % 2 != play.player % 2:
            found.append((COULD_NOT_BEAT, play.player, index, winning))
    return found


def _draws_after(tricks, stock_size: int) -> list[int] | None:
    """How many cards each player drew after each of the game's finished ``tricks``
    (the same for every player: the stock is dealt out one card each, clockwise), or
    None when they do not account for the ``stock_size`` now (a save from before the
    tricks were kept)."""
    stock = FIRST_STOCK
    per_trick = []
    for trick in tricks:
        draws = min(_count(trick[0]) * PLAYERS, stock)
        stock -= draws
        per_trick.append(draws // PLAYERS)
    return per_trick if stock == stock_size else None


def _count(play) -> int:
    return play.count if isinstance(play, TrickPlay) else len(play[3])


def _rule_reading(plays, players) -> list[tuple]:
    """(PLAYED_BY_RULES, player, play index, ()) for the plays of one trick by the
    ``players``, but a four-card lead (the leader's whole hand, or a pull)."""
    return [(PLAYED_BY_RULES, play.player, index, ()) for index, play in enumerate(plays)
            if play.player in players and not (index == 0 and play.count == HAND_SIZE)]


def trick_inferences(obs: Observation, *, history: bool = READ_HISTORY,
                     by_rules: bool = READ_BY_RULES) -> tuple[tuple, ...]:
    """(kind, player, trick, play index, cards) for each informative play by another
    player. ``by_rules``: every play (PLAYED_BY_RULES, no cards) but a four-card lead;
    else a discard while an opponent was winning (cards: the winning cards then), a
    lead (cards: the led cards), a beat of an opponent's cards (cards: the winning
    cards then, followed by the beating cards). ``trick`` is ``CURRENT`` or the index
    of a finished trick in ``deal_tricks`` (read with ``history``)."""
    others = {q for q in range(PLAYERS) if q != obs.player}
    reading = _rule_reading if by_rules else _trick_reading
    found = [(kind, q, CURRENT, index, cards) for kind, q, index, cards in reading(obs.trick, others)]
    if not history or _draws_after(obs.deal_tricks, obs.stock_size) is None:
        return tuple(found)
    for k, trick in enumerate(obs.deal_tricks):
        found.extend((kind, q, k, index, cards) for kind, q, index, cards in reading(trick, others))
    return tuple(found)


def _history_search(world: State, player: int, past: list[tuple], rng: random.Random, nodes: int,
                    memo: dict | None) -> int:
    """The fewest of ``past`` (inferences about ``player`` in finished tricks) that a
    draw history of his contradicts, searched over at most ``nodes`` choices.

    Going back from his hand before the current trick: before trick j he held his hand
    before trick j + 1 (at most four cards), less the cards he drew after trick j (any
    choice of as many as he drew, the trump card if everybody saw him draw it then),
    plus the cards he played in trick j. The choices are tried depth first, those that
    fit trick j first, in a random order among equals; the search stops at a history
    that fits every play."""
    tricks = world.deal_tricks
    draws = _draws_after(tricks, len(world.stock))
    if draws is None:
        return 0
    about: dict[int, list[tuple]] = {}
    for inference in past:
        about.setdefault(inference[2], []).append(inference)
    trump_seen = world.known.get(world.trump_card)
    best = [len(past) + 1]  # (no history has more)
    left = [nodes]

    def visit(j: int, hand: list[Card], found: int) -> None:
        if j < 0:
            best[0] = found
            return
        count = draws[j]
        played = [c for p, _kind, _seq, cards in tricks[j] if p == player for c in cards]
        forced: tuple[Card, ...] = ()
        if count and trump_seen is not None and trump_seen[0] == player and world.trump_card in hand:
            until = tricks[j + 1][0][2] if j + 1 < len(tricks) else world.seq
            if tricks[j][-1][2] < trump_seen[1] <= until:
                forced = (world.trump_card,)
        rest = [c for c in hand if c not in forced]
        choices = []
        for drawn in combinations(rest, max(0, min(len(rest), count - len(forced)))):
            then = [c for c in rest if c not in drawn] + played
            choices.append((sum(_contradicts(world, i, then, memo) for i in about.get(j, ())), rng.random(), then))
            left[0] -= 1
        choices.sort(key=lambda t: t[:2])
        for tried, (n, _r, then) in enumerate(choices):
            if found + n >= best[0] or (tried and left[0] <= 0):  # the first way down is always taken
                return
            visit(j - 1, then, found + n)

    hand = list(world.hands[player]) + [c for p, _kind, _seq, cards in world.trick if p == player for c in cards]
    visit(len(tricks) - 1, hand, 0)
    return best[0]


def violations(world: State, inferences: tuple[tuple, ...], rng: random.Random | None = None,
               histories: int = HISTORIES, memo: dict | None = None) -> int:
    """How many of ``inferences`` the sampled ``world`` contradicts: for the earlier
    tricks, per player, the fewest that a draw history contradicts (searched over
    ``histories`` choices, ``rng`` ordering equal ones: see ``_history_search``; a
    player's plays fit a world if one history explains them)."""
    rng = rng or random.Random(0)
    return sum(player_violations(world, player, found, rng, histories, memo)
               for player, found in by_player(inferences).items())


def by_player(inferences: tuple[tuple, ...]) -> dict[int, list[tuple]]:
    """``inferences`` per player they are about."""
    found: dict[int, list[tuple]] = {}
    for inference in inferences:
        found.setdefault(inference[1], []).append(inference)
    return found


def player_violations(world: State, player: int, inferences: list[tuple], rng: random.Random,
                      histories: int = HISTORIES, memo: dict | None = None) -> int:
    """``violations`` of the ``inferences`` about one ``player`` (they depend on his
    cards only). ``memo``: answers kept for other worlds of the same observation."""
    count = 0
    past = []
    for inference in inferences:
        trick, index = inference[2:4]
        if trick == CURRENT:
            count += _contradicts(world, inference, list(world.hands[player]) + list(world.trick[index][3]), memo)
        else:
            past.append(inference)
    if not past:
        return count
    return count + _history_search(world, player, past, rng, histories, memo)


def _contradicts(world: State, inference: tuple, then: list[Card], memo: dict | None = None) -> bool:
    """Does the hand ``then`` contradict ``inference`` (see ``trick_inferences``)?
    ``memo`` keeps the answers for worlds of one observation (the public plays are the
    same in each; a player's hand and face-down cards are the key)."""
    kind, _player, trick, index, _cards = inference
    trump = world.trump_suit
    if kind != PLAYED_BY_RULES:
        return _hand_contradicts(trump, inference, then)
    plays = world.trick if trick == CURRENT else world.deal_tricks[trick]
    if memo is None:
        return not _rule_would_play(plays, index, then, trump)
    key = (trick, index, frozenset(then), plays[index][3])
    answer = memo.get(key)
    if answer is None:
        answer = memo[key] = not _rule_would_play(plays, index, then, trump)
    return answer


def _hand_contradicts(trump: Suit, inference: tuple, then: list[Card]) -> bool:
    """``_contradicts`` for the current trick's three readings (not by the rules): they
    read only the hand ``then`` and the trump suit, so no world is needed."""
    kind, _player, _trick, _index, cards = inference
    keep = _KEEP[trump]
    if kind == COULD_NOT_BEAT:
        return any(beats_all(combo, cards, trump) for combo in combinations(then, len(cards)))
    if kind == BEAT_CHEAPEST:  # no beat of the same cards was cheaper
        size = len(cards) // 2
        winning, played = cards[:size], cards[size:]
        cost = sum(keep[c] for c in played)
        return any(sum(keep[c] for c in combo) < cost and beats_all(combo, winning, trump)
                   for combo in combinations(then, size))
    # the lead was a whole suit, no other suit was longer, none as long cheaper
    suit = cards[0].suit
    lengths: dict = {}
    costs: dict = {}
    for c in then:
        if c not in cards:
            lengths[c.suit] = lengths.get(c.suit, 0) + 1
            costs[c.suit] = costs.get(c.suit, 0) + keep[c]
    led_cost = sum(keep[c] for c in cards)
    return bool(lengths.get(suit, 0)) or any(n > len(cards) or (n == len(cards) and costs[s] < led_cost)
                                             for s, n in lengths.items())


def _rule_would_play(plays, index: int, hand, trump) -> bool:
    """Would the greedy rules make play ``index`` of the trick ``plays`` with ``hand``?"""
    player, kind, _seq, cards = plays[index]
    winner, winning = -1, ()
    for p, k, _s, c in plays[:index]:
        if k != DISCARD:
            winner, winning = p, c
    count = len(plays[0][3]) if index else 0
    partner_winning, last = winner % 2 == player % 2, index == PLAYERS - 1
    rule_kind, rule_cards = _rule_choice(sorted(hand, key=_sort_key), count, winning, partner_winning, last, trump)
    if rule_kind != kind:
        return False
    # as good a choice by the rules' own measure (they break ties by the cards' order)
    value = _RICH_VALUE[trump] if kind == DISCARD and partner_winning and last else _KEEP[trump]
    return sum(value[c] for c in rule_cards) == sum(value[c] for c in cards)


def sample_fitting(obs: Observation, rng: random.Random, inferences: tuple[tuple, ...], tries: int,
                   slip: float = 0.0) -> State:
    """A determinization weighed by ``inferences``: of up to ``tries`` samples, the first
    that fits them, or that contradicts v of them and passes a chance of ``slip ** v``;
    if none does, the sample that contradicts the fewest. Inferences about the current
    trick only (the levels' default) are judged on the sampled hidden cards, and only the
    world chosen is built (the same worlds from the same random numbers)."""
    on_deal = all(i[2] == CURRENT and i[0] != PLAYED_BY_RULES for i in inferences)
    best, best_count = None, None
    for _ in range(max(1, tries)):
        slots, stock, _placed = _hidden_deal(obs, rng)
        seed = rng.getrandbits(63)
        if on_deal:
            world = None
            count = _deal_violations(obs, slots, inferences)
        else:
            world = _world(obs, slots, stock, seed)
            count = violations(world, inferences, rng) if inferences else 0
        if not count or (slip > 0 and rng.random() < slip ** count):
            return world or _world(obs, slots, stock, seed)
        if best_count is None or count < best_count:
            best, best_count = (world, slots, stock, seed), count
    assert best is not None  # (at least one sample was taken)
    world, slots, stock, seed = best
    return world or _world(obs, slots, stock, seed)


def _deal_violations(obs: Observation, slots: dict, inferences: tuple[tuple, ...]) -> int:
    """``violations`` of current-trick inferences (not by the rules) on a hidden deal
    (``_hidden_deal``'s places) before its world is built."""
    count = 0
    for inference in inferences:
        q, index = inference[1], inference[3]
        play = obs.trick[index]
        played = play.cards if play.cards is not None else slots[("trick", index)]
        count += _hand_contradicts(obs.trump_suit, inference, list(slots[("hand", q)]) + list(played))
    return count


_STOCK = ("stock", -1)  # the stock among a chain's hidden places


class WorldChain:
    """Worlds drawn by a Metropolis chain over the hidden deal, weighed by the plays
    seen (a world that contradicts v of the inferences weighs ``slip ** v``): a move
    swaps two unknown cards between two hidden places (a hand, a face-down discard, the
    stock) and is kept with the odds of the weights. Where the plays seen leave few
    deals possible, a chain finds them; independent samples seldom do. The stock's
    order changes no weight: each world gets a fresh shuffle."""

    def __init__(self, obs: Observation, rng: random.Random, inferences: tuple[tuple, ...],
                 slip: float = SLIP):
        self.obs, self.inferences, self.slip = obs, inferences, slip
        self.slots, self.stock, placed = _hidden_deal(obs, rng)
        self.slots[_STOCK] = self.stock
        self.positions = [(key, i) for key, cards in self.slots.items() for i, c in enumerate(cards)
                          if c not in placed]
        self.about = by_player(inferences)
        self.memo: dict = {}
        self.world = self._build(rng)
        self.counts = {q: player_violations(self.world, q, found, rng, memo=self.memo)
                       for q, found in self.about.items()}
        self.violations = sum(self.counts.values())

    def _owner(self, key) -> int | None:
        """The player whose cards a hidden place holds (None: the stock)."""
        if key == _STOCK:
            return None
        kind, index = key
        if kind == "hand":
            return index
        return (self.obs.trick if kind == "trick" else self.obs.pile_discards)[index].player

    def _build(self, rng: random.Random) -> State:
        return _world(self.obs, self.slots, self.stock, rng.getrandbits(63))

    def step(self, rng: random.Random) -> None:
        (a, i), (b, j) = rng.sample(self.positions, 2)
        if a == b or len(self.positions) < 2:
            return
        slots = self.slots
        slots[a][i], slots[b][j] = slots[b][j], slots[a][i]
        world = self._build(rng)
        counts = dict(self.counts)
        for q in {self._owner(a), self._owner(b)}:
            if q in self.about:
                counts[q] = player_violations(world, q, self.about[q], rng, memo=self.memo)
        count = sum(counts.values())
        if count <= self.violations or rng.random() < self.slip ** (count - self.violations):
            self.world, self.counts, self.violations = world, counts, count
        else:
            slots[a][i], slots[b][j] = slots[b][j], slots[a][i]

    def next_world(self, rng: random.Random, steps: int) -> State:
        for _ in range(steps):
            self.step(rng)
        rng.shuffle(self.stock)
        return self._build(rng)


# ---- search helpers on full states ---------------------------------------------------------
# Per trump suit, per card: the greedy order of cards to give up (keep cost, then the
# card's index), the order of cards to give to a trick the team already holds (points,
# trumps kept), and the bitmask of the cards it beats. Playouts look these up instead of
# recomputing them for every card of every move.
_SUITS: tuple[Suit, ...] = tuple(SUITS)
_KEEP: dict = {t: {c: _keep_cost(c, t) for c in DECK} for t in _SUITS}
_CHEAP_FIRST: dict = {t: {c: _keep_cost(c, t) * 64 + c.index for c in DECK} for t in _SUITS}
_RICH_VALUE: dict = {t: {c: POINTS[c] - (TRUMP_KEEP_COST if c.suit is t else 0) for c in DECK} for t in _SUITS}
_RICH_FIRST: dict = {t: {c: -_RICH_VALUE[t][c] * 64 + c.index for c in DECK} for t in _SUITS}
_BEATEN_BY: dict = {t: {c: sum([1 << o.index for o in DECK if beats(c, o, t)]) for c in DECK} for t in _SUITS}
_sort_key = _SORT_KEY.__getitem__  # card_sort_key without a Python call


def _playout_choice(hand, count: int, winning, partner_winning: bool, last_to_play: bool, trump,
                    rng: random.Random) -> tuple[str, tuple[Card, ...]]:
    """The playout policy's (kind, cards) for ``hand`` (cards in the fixed action order).
    ``count`` is the lead's size (0: this player leads), ``winning`` the cards now winning.
    The one policy of both playout drivers (``rollout_action`` on a ``State``, and
    ``play_out_game``): the greedy rules with a random legal action now and then."""
    if rng.random() < ROLLOUT_RANDOMNESS:
        action = rng.choice(legal_actions_for(hand, count == 0, count, winning, trump))
        return action.kind, action.cards
    return _rule_choice(hand, count, winning, partner_winning, last_to_play, trump)


def _rule_choice(hand, count: int, winning, partner_winning: bool, last_to_play: bool,
                 trump) -> tuple[str, tuple[Card, ...]]:
    """The greedy rules' (kind, cards) (see ``_playout_choice``; no randomness)."""
    keep = _KEEP[trump]
    if count == 0:  # the longest suit, the cheapest of equals, the first of equals
        by_suit: dict = {}
        for c in hand:
            by_suit.setdefault(c.suit, []).append(c)
        group: list = []
        best = None
        for cards in by_suit.values():
            key = (-len(cards), sum([keep[c] for c in cards]))
            if best is None or key < best:
                group, best = cards, key
        return LEAD, tuple(sorted(group, key=_sort_key))
    if count < HAND_SIZE and len(hand) == HAND_SIZE:  # (can_pull, inline: the hot path)
        suit = hand[0].suit
        if hand[1].suit is suit and hand[2].suit is suit and hand[3].suit is suit:
            return PULL, ()
    if not partner_winning:
        if count == 1:
            target = 1 << winning[0].index
            beaten_by = _BEATEN_BY[trump]
            beating = [c for c in hand if beaten_by[c] & target]
            if beating:
                return BEAT, (min(beating, key=_CHEAP_FIRST[trump].__getitem__),)
        else:  # only cards that beat one of the winning cards can be in a beat
            beaten_by = _BEATEN_BY[trump]
            targets = 0
            for w in winning:
                targets |= 1 << w.index
            useful = [c for c in hand if beaten_by[c] & targets]
            combos = [combo for combo in combinations(useful, count) if beats_all(combo, winning, trump)]
            if combos:
                best = min(combos, key=lambda g: sum(keep[c] for c in g))
                return BEAT, tuple(sorted(best, key=_sort_key))
    order = _RICH_FIRST[trump] if partner_winning and last_to_play else _CHEAP_FIRST[trump]
    if count == 1:
        return DISCARD, (min(hand, key=order.__getitem__),)
    return DISCARD, tuple(sorted(sorted(hand, key=order.__getitem__)[:count], key=_sort_key))


def rollout_action(state: State, rng: random.Random) -> Action:
    """A fast playout policy: the greedy rules on the full state (longest cheapest lead;
    pull; cheapest beat against the opponents; for the partner, points when his trick is safe,
    else cheap discards), with a random action now and then (ROLLOUT_RANDOMNESS).
    Measured: it wins 74% of matches against the same policy with 25% randomness and
    random longest leads. The greedy branch builds its one action from the hand instead
    of listing every legal action (a fifth of a playout's time went to that list)."""
    turn = state.turn
    kind, cards = _playout_choice(state.hands[turn], state.lead_count, state.winning_cards,
                                  state.winning_player % 2 == turn % 2, len(state.trick) == PLAYERS - 1,
                                  state.trump_suit, rng)
    return PULL_ACTION if kind == PULL else Action(kind, cards)


def play_out_game(state: State, rng: random.Random) -> tuple[list[int], list[int]]:
    """The current game played to its end by the playout policy: (card points, tricks
    won) per team. The very game ``State.step(rollout_action(...))`` plays from the same
    random numbers (tested), without the ``State``: plain lists, no actions, no
    ``known`` bookkeeping, the card points counted as the tricks are won; about 3x
    faster, so a level affords more playouts in the same time. ``state`` is not changed."""
    trump = state.trump_suit
    hands = [list(h) for h in state.hands]
    stock = list(state.stock)  # top last
    trick = [(p, kind, cards) for p, kind, _seq, cards in state.trick]
    count = state.lead_count
    winner = state.winning_player
    winning = state.winning_cards
    turn = state.turn
    points = list(state.card_points)
    tricks = list(state.tricks_won)
    rule, random_ = _rule_choice, rng.random
    while True:
        hand = hands[turn]
        if random_() < ROLLOUT_RANDOMNESS:  # _playout_choice, inline (the same random numbers)
            kind, cards = rng.choice(legal_actions_for(hand, count == 0, count, winning, trump))
        else:
            kind, cards = rule(hand, count, winning, winner % 2 == turn % 2, len(trick) == PLAYERS - 1, trump)
        if kind == PULL:  # the trick's cards go back; the puller leads his four
            for player, _kind, played in trick:
                hands[player].extend(played)
            cards = tuple(sorted(hand, key=_sort_key))
            hands[turn] = []
            trick = [(turn, LEAD, cards)]
            count, winner, winning = len(cards), turn, cards
        else:
            if len(cards) == 1:
                hand.remove(cards[0])
            else:
                hands[turn] = [c for c in hand if c not in cards]
            trick.append((turn, kind, cards))
            if kind == LEAD:
                count, winner, winning = len(cards), turn, cards
            elif kind == BEAT:
                winner, winning = turn, cards
        if len(trick) < PLAYERS:
            turn = (turn + 1) % PLAYERS
            continue
        team = winner % 2
        points[team] += sum([POINTS[c] for _p, _k, played in trick for c in played])
        tricks[team] += 1
        draws = min(count * PLAYERS, len(stock))
        for i in range(draws):
            hands[(winner + i) % PLAYERS].append(stock[-1 - i])
        if draws:
            del stock[-draws:]
        trick = []
        count, winning, turn = 0, (), winner
        if not stock and not hands[winner]:
            return points, tricks


def _hand_strength(cards, trump) -> float:
    """How many points a hand may still win: trumps most, then aces and tens."""
    total = 0.0
    for c in cards:
        rank = STRENGTH[c] / 8.0  # 0 (six) .. 1 (ace)
        total += 1.0 + rank if c.suit is trump else rank * rank
    return total


def heuristic_value(state: State, player: int) -> float:
    """A value in [-1, 1] of the CURRENT GAME for ``player``'s team (> 0: likely won).

    The games of a match are independent deals, so the search scores the game (see
    ``app/ai/kozel_search.py``); this estimate is the points already taken, the trick on
    the table going to the team now winning it, and the points still out shared by the
    strength of the hands (trumps, aces, tens), the unknown stock shared evenly.
    Measured on rollout self-play: its sign names the game's winner in 64% / 75% / 83% of
    positions after 0-7 / 8-15 / 16+ actions (Brier 0.22 / 0.17 / 0.11)."""
    if state.is_terminal():
        return float(state.returns()[player])
    team = player % 2
    points = list(state.card_points)
    on_table = sum(POINTS[c] for _p, _k, _s, cards in state.trick for c in cards)
    points[state.winning_player % 2] += on_table
    out = TOTAL_CARD_POINTS - points[0] - points[1]
    trump = state.trump_suit
    strength = [_hand_strength(state.hands[team], trump) + _hand_strength(state.hands[team + 2], trump),
                _hand_strength(state.hands[1 - team], trump) + _hand_strength(state.hands[3 - team], trump)]
    share = (strength[0] + 0.5) / (strength[0] + strength[1] + 1.0)
    in_hands = sum(len(h) for h in state.hands)
    hand_weight = in_hands / max(1, in_hands + len(state.stock))
    expected = points[team] + out * (0.5 + (share - 0.5) * hand_weight)
    return math.tanh((expected - TOTAL_CARD_POINTS / 2) / HEURISTIC_SCALE)


__all__ = ["greedy_action", "heuristic_value", "play_out_game", "random_action", "rollout_action", "search_candidates",
           "sample_determinization", "sample_fitting", "trick_inferences", "WorldChain"]
