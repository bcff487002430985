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
from app.games.kozel.actions import BEAT, DISCARD, LEAD, PULL, PULL_ACTION, Action, card_sort_key
from app.games.kozel.moves import DECK, POINTS, STRENGTH, beats, beats_all, can_pull, legal_actions_for
from app.games.kozel.observation import Observation
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


# ---- determinization ------------------------------------------------------------------------
def sample_determinization(obs: Observation, rng: random.Random) -> State:
    """A complete ``State`` consistent with everything ``obs.player`` knows.

    Unknown cards (others' hands, others' face-down discards on the table and in the piles,
    the stock) are dealt at random, except that the trump card stays at its public stock
    position, and a card publicly known to be held by a player (the drawn trump card,
    face-up cards a pull gave back) goes to that player's hand or to one of his face-down
    discards made since."""
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
    stock_top_first = rest[pos:]
    if obs.trump_position is not None:
        stock_top_first.insert(obs.trump_position, obs.trump_card)
    if len(stock_top_first) != obs.stock_size:
        raise ValueError("Kozel: the observation's card counts do not add up to 36")

    s = State(obs.options, rng.getrandbits(63))  # later deals are unknown: any seed
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
    s.last_trick = tuple(
        (p.player, p.kind, p.seq, p.cards if p.cards is not None else hidden_by_play[(p.player, p.seq)])
        for p in obs.last_trick
    )
    s.last_trick_winner = obs.last_trick_winner
    s.deal = None
    return s


# ---- what the current trick (and the last) tells about the players who acted in them --------
# Sensible players beat an opponent's winning cards when they can, with their cheapest
# beat, and lead a whole suit (the longest they hold, the cheaper of two as long). A
# determinization that contradicts these plays is less likely: the search may sample a
# few and keep one that fits. (Kozel has no duty to follow suit or to beat, so nothing
# a player does proves a void; these hold for the greedy rules, which the levels
# mostly follow.) The hand a player held when he played:
# - in the current trick: his hand now plus the cards he played (nothing drawn since);
# - in the last trick, for a player who has not played in the current one: his hand
#   now without the cards he drew after that trick (their number is public; which
#   ones they are is random in a sampled world: the trump card if he drew it, then the
#   last cards of his sampled hand), plus the cards he played in it.
COULD_NOT_BEAT = "could not beat"
LED_LONGEST = "led the longest suit"
BEAT_CHEAPEST = "beat with the cheapest beat"
CURRENT, LAST = "trick", "last_trick"  # the State's attribute holding the play
# The last trick's plays are not read by default: measured, Hard (no greedy veto) vs
# Greedy on the same 70 duplicate deals (140 games), 70.0 % with the current trick's
# inferences only and 66.4 % with the last trick's too (95 % CI of the difference
# -8.6 .. +1.4 points).
READ_LAST_TRICK = False


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


def trick_inferences(obs: Observation, *, last_trick: bool = READ_LAST_TRICK) -> tuple[tuple, ...]:
    """(kind, player, trick, play index, cards, drawn) for each informative play by
    another player: a discard while an opponent was winning (cards: the winning cards
    then), a lead (cards: the led cards), a beat of an opponent's cards (cards: the
    winning cards then, followed by the beating cards). ``trick`` is ``CURRENT`` or
    ``LAST``; ``drawn`` is (how many cards the player drew since, the cards among them
    publicly known)."""
    others = {q for q in range(PLAYERS) if q != obs.player}
    current = _trick_reading(obs.trick, others)
    found = [(kind, q, CURRENT, index, cards, (0, ())) for kind, q, index, cards in current]
    if last_trick and obs.last_trick and not obs.pulled:
        not_played = others - {play.player for play in obs.trick}
        lead_count = obs.last_trick[0].count
        after = obs.last_trick[-1].seq
        for kind, q, index, cards in _trick_reading(obs.last_trick, not_played):
            drawn = max(0, obs.hand_sizes[q] - HAND_SIZE + lead_count)
            known = tuple(c for c, since in obs.known_holdings[q] if since > after)
            found.append((kind, q, LAST, index, cards, (drawn, known)))
    return tuple(found)


def _hand_then(world: State, player: int, trick: str, index: int, drawn: tuple) -> list[Card]:
    hand = world.hands[player]
    played = getattr(world, trick)[index][3]
    count, known = drawn
    if not count:
        return list(hand) + list(played)
    held = [c for c in hand if c not in known]
    del held[max(0, len(held) - (count - len(known))):]
    return held + list(played)


def violations(world: State, inferences: tuple[tuple, ...]) -> int:
    """How many of ``inferences`` the sampled ``world`` contradicts."""
    count = 0
    trump = world.trump_suit
    keep = _KEEP[trump]
    for kind, player, trick, index, cards, drawn in inferences:
        then = _hand_then(world, player, trick, index, drawn)
        if kind == COULD_NOT_BEAT:
            if any(beats_all(combo, cards, trump) for combo in combinations(then, len(cards))):
                count += 1
        elif kind == BEAT_CHEAPEST:  # no beat of the same cards was cheaper
            size = len(cards) // 2
            winning, played = cards[:size], cards[size:]
            cost = sum(keep[c] for c in played)
            if any(sum(keep[c] for c in combo) < cost and beats_all(combo, winning, trump)
                   for combo in combinations(then, size)):
                count += 1
        else:  # the lead was a whole suit, no other suit was longer, none as long cheaper
            suit = cards[0].suit
            lengths: dict = {}
            costs: dict = {}
            for c in then:
                if c not in cards:
                    lengths[c.suit] = lengths.get(c.suit, 0) + 1
                    costs[c.suit] = costs.get(c.suit, 0) + keep[c]
            led_cost = sum(keep[c] for c in cards)
            if lengths.get(suit, 0) or any(n > len(cards) or (n == len(cards) and costs[s] < led_cost)
                                           for s, n in lengths.items()):
                count += 1
    return count


def sample_fitting(obs: Observation, rng: random.Random, inferences: tuple[tuple, ...], tries: int) -> State:
    """A determinization that fits ``inferences`` if one of ``tries`` samples does,
    else the sample that contradicts the fewest."""
    best, best_count = None, None
    for _ in range(max(1, tries)):
        world = sample_determinization(obs, rng)
        count = violations(world, inferences) if inferences else 0
        if not count:
            return world
        if best_count is None or count < best_count:
            best, best_count = world, count
    assert best is not None  # (at least one sample was taken)
    return best


# ---- search helpers on full states ---------------------------------------------------------
# Per trump suit, per card: the greedy order of cards to give up (keep cost, then the
# card's index), the order of cards to give to a trick the team already holds (points,
# trumps kept), and the bitmask of the cards it beats. Playouts look these up instead of
# recomputing them for every card of every move.
_SUITS: tuple[Suit, ...] = tuple(SUITS)
_KEEP: dict = {t: {c: _keep_cost(c, t) for c in DECK} for t in _SUITS}
_CHEAP_FIRST: dict = {t: {c: _keep_cost(c, t) * 64 + c.index for c in DECK} for t in _SUITS}
_RICH_FIRST: dict = {t: {c: -(POINTS[c] - (TRUMP_KEEP_COST if c.suit is t else 0)) * 64 + c.index for c in DECK}
                     for t in _SUITS}
_BEATEN_BY: dict = {t: {c: sum([1 << o.index for o in DECK if beats(c, o, t)]) for c in DECK} for t in _SUITS}
_sort_key = card_sort_key


def _playout_choice(hand, count: int, winning, partner_winning: bool, last_to_play: bool, trump,
                    rng: random.Random) -> tuple[str, tuple[Card, ...]]:
    """The playout policy's (kind, cards) for ``hand`` (cards in the fixed action order).
    ``count`` is the lead's size (0: this player leads), ``winning`` the cards now winning.
    The one policy of both playout drivers (``rollout_action`` on a ``State``, and
    ``play_out_game``): the greedy rules with a random legal action now and then."""
    if rng.random() < ROLLOUT_RANDOMNESS:
        action = rng.choice(legal_actions_for(hand, count == 0, count, winning, trump))
        return action.kind, action.cards
    keep = _KEEP[trump]
    if count == 0:
        by_suit: dict = {}
        for c in hand:
            by_suit.setdefault(c.suit, []).append(c)
        group = min(by_suit.values(), key=lambda g: (-len(g), sum(keep[c] for c in g)))
        return LEAD, tuple(sorted(group, key=_sort_key))
    if can_pull(hand, count):
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
    choice = _playout_choice
    while True:
        hand = hands[turn]
        kind, cards = choice(hand, count, winning, winner % 2 == turn % 2, len(trick) == PLAYERS - 1, trump, rng)
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


__all__ = ["greedy_action", "heuristic_value", "play_out_game", "random_action", "rollout_action",
           "sample_determinization", "sample_fitting", "trick_inferences"]
