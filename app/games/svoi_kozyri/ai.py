"""Svoi Kozyri knowledge for the generic search in ``app.ai`` (see ai_interface.md).

Everything here works from an ``Observation`` (what one player may see) except
``rollout_action`` and ``heuristic_value``, which run inside search on sampled States.

What a player knows about the hidden cards: every card is dealt at the start and all
later gains are public pick-ups, so a player's hidden cards are what he was dealt and
has not shown yet; the cards nobody can place are exactly the deck minus the own hand,
the pile and everybody's publicly known cards. The only other knowledge is negative:
with voluntary pick-up off, a pick-up proves the taker held no card that could beat the
top card (``Observation.excluded``).
"""

from __future__ import annotations

import random

from app.core.cards import SHORT_DECK_ORDER, SUITS, Card, Suit
from app.games.svoi_kozyri.actions import BEAT_BY_INDEX, DECK, PLAY_BY_INDEX, TAKE_ACTION, Action
from app.games.svoi_kozyri.observation import OVER_PHASE, PLAY_PHASE, TRUMP_PHASE, Observation
from app.games.svoi_kozyri.play_rules import (
    BEATERS,
    CARD_AT,
    CHUNK,
    DECK_MASK,
    RANKS_PER_SUIT,
    SUIT_MASK,
    SUIT_SHIFT,
    cards_of,
    mask_of,
    pickup_count,
)
from app.games.svoi_kozyri.rules import State, final_result, place_value

try:  # the playouts compiled (``_playout.c``, built by ``pip install``; optional)
    from app.games.svoi_kozyri import _playout as _compiled
except ImportError:  # not built (no C compiler at install): the Python driver plays the same moves
    _compiled = None

# Greedy: keeping own trumps is worth this many "possible beaters" when choosing a card to
# lay (own trumps are the only cards that beat anything of another suit).
OWN_TRUMP_KEEP_WEIGHT = 10
# Rollouts play the greedy-like move with this probability, otherwise a random legal one.
ROLLOUT_GREEDY_SHARE = 0.85
# heuristic_value: an own trump is worth this fraction of a card less to get rid of.
OWN_TRUMP_RELIEF = 0.5
SAMPLING_ATTEMPTS = 20


def random_action(obs: Observation, rng: random.Random) -> Action:
    """Uniform over the observer's legal actions."""
    return rng.choice(obs.legal_actions())


# ---------------------------------------------------------------- greedy baseline

def greedy_action(obs: Observation) -> Action:
    """Rule-based and deterministic: beat whenever possible with the cheapest card (a
    card of the top card's suit before an own trump, lowest first); lay the card the next
    player is least likely to beat, sparing own trumps. Trump suits are equivalent
    before the deal (the deal is unknown), so the first free suit is chosen."""
    legal = obs.legal_actions()
    if not legal:
        raise ValueError("Svoi Kozyri greedy: the observer has no action (not his turn or game over)")
    if obs.phase == TRUMP_PHASE or len(legal) == 1:
        return legal[0]
    me = obs.player
    trump = obs.trumps[me]
    if legal[0].kind == "beat":
        return min((a for a in legal if a.kind == "beat"), key=lambda a: _beat_cost(a.card, trump))
    # Laying a card (a new pile, or the extra card after a beat).
    nxt = _next_player_in(obs)
    return _least_beatable(legal, trump, obs.trumps[nxt], _possible_cards(obs, nxt))


def _possible_cards(obs: Observation, player: int) -> int:
    """Cards ``player`` may hold: known to be his, or not placed anywhere by the observer."""
    unplaced = obs.in_play_mask & ~obs.hand_mask & ~mask_of(obs.pile)
    for q, known in enumerate(obs.known_masks):
        if q != player:
            unplaced &= ~known
    return (unplaced & ~obs.excluded_masks[player]) | obs.known_masks[player]


# Search: when laying a card, only the best few by greedy's laying rule are searched
# (a hand of 18 offers 18 cards; spread over all, each would be tried on a few worlds).
LAY_CANDIDATES = 6


def search_candidates(obs: Observation) -> list[Action]:
    """The root actions the search compares: every beat and the pick-up; when laying,
    the ``LAY_CANDIDATES`` cards greedy's rule likes best."""
    legal = obs.legal_actions()
    if obs.phase != PLAY_PHASE or legal[0].kind != "play" or len(legal) <= LAY_CANDIDATES:
        return legal
    trump = obs.trumps[obs.player]
    nxt = _next_player_in(obs)
    possible = _possible_cards(obs, nxt)
    ranked = sorted(legal, key=lambda a: _lay_cost(a, trump, obs.trumps[nxt], possible))
    return [a for a in legal if a in ranked[:LAY_CANDIDATES]]


def _lay_cost(a: Action, trump, next_trump, possible: int) -> tuple:
    c = a.card
    assert c is not None  # (a lay names its card)
    beaters = (BEATERS[next_trump][c.index] & possible).bit_count()
    return (beaters + (OWN_TRUMP_KEEP_WEIGHT if c.suit is trump else 0), SHORT_DECK_ORDER.strength(c), a.id)


def _least_beatable(legal: list[Action], trump, next_trump, possible: int) -> Action:
    """The card to lay: the one the fewest cards the next player may hold can beat,
    sparing own trumps, then the weakest (greedy's rule)."""
    return min(legal, key=lambda a: _lay_cost(a, trump, next_trump, possible))


def _beat_cost(card, trump) -> tuple:
    return (card.suit is trump, SHORT_DECK_ORDER.strength(card), card.index)


def _next_player_in(obs: Observation) -> int:
    n = obs.players
    q = (obs.player + 1) % n
    while q != obs.player and obs.hand_sizes[q] == 0:
        q = (q + 1) % n
    return q


# ---------------------------------------------------------------- determinization

def sample_determinization(obs: Observation, rng: random.Random) -> State:
    """A complete State consistent with everything the observer knows: his own hand, the
    pile, every publicly known card in the right hand, exact hand sizes, the proved
    exclusions; the other hidden cards dealt at random among the other players."""
    n = obs.players
    s = State._blank(obs.options, None, obs.dealer)
    s.in_play = obs.in_play_mask
    s.phase = obs.phase
    s.trumps = obs.trumps
    s.current = obs.current_player if obs.current_player >= 0 else 0
    if obs.phase == TRUMP_PHASE:
        s.seed = rng.getrandbits(63)  # the deal is still to come and unknown to all
        return s
    me = obs.player
    known = obs.known_masks
    excluded = obs.excluded_masks
    pool = obs.in_play_mask & ~obs.hand_mask & ~mask_of(obs.pile)
    for q in range(n):
        pool &= ~known[q]
    needs = [0] * n
    for q in range(n):
        if q != me:
            needs[q] = obs.hand_sizes[q] - known[q].bit_count()
    hidden = _assign_hidden(list(cards_of(pool)), needs, excluded, me, rng)
    s.hands = [known[q] | hidden[q] for q in range(n)]
    s.hands[me] = obs.hand_mask
    s.pile = obs.pile
    s.known = list(known)
    s.excluded = list(excluded)
    s.pickups = obs.pickup_chain
    s.pending_extra = obs.pending_extra
    s.out_order = obs.out_order
    s.action_count = obs.action_count
    s.result = obs.result
    s.drawn = obs.drawn
    s.draw_reason = obs.draw_reason
    return s


def _assign_hidden(pool: list, needs: list[int], excluded: tuple[int, ...], me: int,
                   rng: random.Random) -> list[int]:
    """Deal the ``pool`` cards so player q gets ``needs[q]`` of them, none excluded for
    him. Most of the time nobody has exclusions and a shuffle does it."""
    n = len(needs)
    if sum(needs) != len(pool):
        raise ValueError(f"Svoi Kozyri sampling: {len(pool)} unplaced cards for {sum(needs)} hidden places")
    constrained = [q for q in range(n) if q != me and needs[q] and excluded[q] & mask_of(pool)]
    for _attempt in range(SAMPLING_ATTEMPTS):
        rng.shuffle(pool)
        hidden = [0] * n
        rest = pool
        ok = True
        # Constrained players first, each taking the first allowed cards of the shuffle.
        for q in sorted(constrained, key=lambda q: -(excluded[q] & mask_of(pool)).bit_count()):
            chosen: list[Card] = []
            left: list[Card] = []
            for c in rest:
                if len(chosen) < needs[q] and not excluded[q] >> c.index & 1:
                    chosen.append(c)
                else:
                    left.append(c)
            if len(chosen) < needs[q]:
                ok = False
                break
            hidden[q] = mask_of(chosen)
            rest = left
        if not ok:
            continue
        pos = 0
        for q in range(n):
            if q != me and q not in constrained:
                hidden[q] = mask_of(rest[pos:pos + needs[q]])
                pos += needs[q]
        return hidden
    return _assign_by_matching(pool, needs, excluded, me, rng)


def _assign_by_matching(pool: list, needs: list[int], excluded: tuple[int, ...], me: int,
                        rng: random.Random) -> list[int]:
    """Exact fallback: a bipartite matching of cards to hidden places (augmenting paths),
    in random order. Only used when the quick shuffle keeps failing."""
    slots = [q for q in range(len(needs)) if q != me for _ in range(needs[q])]
    rng.shuffle(slots)
    rng.shuffle(pool)
    slot_card: list = [None] * len(slots)

    def try_place(card, seen: set[int]) -> bool:
        for i, q in enumerate(slots):
            if i in seen or excluded[q] >> card.index & 1:
                continue
            seen.add(i)
            if slot_card[i] is None or try_place(slot_card[i], seen):
                slot_card[i] = card
                return True
        return False

    for c in pool:
        if not try_place(c, set()):
            raise ValueError("Svoi Kozyri sampling: no deal of the hidden cards fits the observation")
    hidden = [0] * len(needs)
    for i, q in enumerate(slots):
        hidden[q] |= 1 << slot_card[i].index
    return hidden


# ---------------------------------------------------------------- search helpers

def rollout_action(state: State, rng: random.Random) -> Action:
    """The playout policy on a full State: greedy's rules (beat with the cheapest card,
    lay the card the next player can least beat) with every hand in view, the
    determinized world's own; now and then a uniformly random legal action."""
    if state.phase != PLAY_PHASE or rng.random() >= ROLLOUT_GREEDY_SHARE:
        return rng.choice(state.legal_actions())
    return greedy_state_action(state)


def greedy_state_action(state: State) -> Action:
    """Greedy's choice on a full State (the next player's real hand in view)."""
    p = state.current
    hand = state.hands[p]
    trump = state.trumps[p]
    pile = state.pile
    if pile and not state.pending_extra:
        beating = hand & BEATERS[trump][pile[-1].index]
        if not beating:
            return TAKE_ACTION
        plain = beating & ~SUIT_MASK[trump]
        pick = plain or beating  # within one suit, the lowest bit is the lowest card
        return BEAT_BY_INDEX[(pick & -pick).bit_length() - 1]
    n = state.options.players
    nxt = (p + 1) % n
    while nxt != p and not state.hands[nxt]:
        nxt = (nxt + 1) % n
    return PLAY_BY_INDEX[least_beatable_index(hand, trump, state.hands[nxt], state.trumps[nxt])]


# Greedy's laying rule on bitmasks (the playouts' hot spot). A suit's 6..A are nine
# consecutive bits of the card index, low to high (``SUIT_SHIFT``), so within one suit
# the card the rule lays and the next player's beaters in that suit depend only on (my
# nine bits, his nine bits): ``_lay_table()`` holds that part of ``_lay_cost`` for
# every pair, and the parts that cross suits (his trumps beat any other suit, my own
# trumps' keep weight) and the suit's lay action ids are added per suit from
# ``_LAY_EXTRAS``. A suit's cost is one integer, compared as ``_lay_cost``'s tuple is:
# beaters << _TIE_BITS | strength << 6 | the lay action's id.
_TIE_BITS = 12
_RANK_BITS = 6
_S0, _S1, _S2, _S3 = SUIT_SHIFT
_SUIT_NUMBER: dict[Suit | None, int] = {s: number for number, s in enumerate(SUITS)}
_SUIT_BASE_ID = tuple(PLAY_BY_INDEX[shift].id for shift in SUIT_SHIFT)  # each suit's 6
_CARD_OF_ID: list[int] = [0] * (1 << _RANK_BITS)  # lay action id -> card index
for _c in DECK:
    _suit = _SUIT_NUMBER[_c.suit]
    _strength = SHORT_DECK_ORDER.strength(_c)
    assert _c.index == SUIT_SHIFT[_suit] + _strength and _strength < RANKS_PER_SUIT  # (the table's premise)
    assert PLAY_BY_INDEX[_c.index].id == _SUIT_BASE_ID[_suit] + _strength < 1 << _RANK_BITS
    _CARD_OF_ID[PLAY_BY_INDEX[_c.index].id] = _c.index
_MOST_TRUMPS = RANKS_PER_SUIT


def _extras(trump: int, next_trump: int, next_trumps_held: int) -> tuple[int, ...]:
    """Per suit (numbers in ``SUITS`` order): what ``_lay_cost`` adds to a card of that
    suit beyond the table's part when the next player holds ``next_trumps_held`` cards
    of his trump suit."""
    return tuple((next_trumps_held * (suit != next_trump) + OWN_TRUMP_KEEP_WEIGHT * (suit == trump)) << _TIE_BITS
                 | _SUIT_BASE_ID[suit] for suit in range(len(SUITS)))


# [my trump][his trump][his trumps held] -> the four suits' extras
_LAY_EXTRAS = [[[_extras(t, nt, k) for k in range(_MOST_TRUMPS + 1)] for nt in range(len(SUITS))]
               for t in range(len(SUITS))]
_lay_costs: list[int] = []


def _lay_table() -> list[int]:
    """(my cards << 9 | his cards) of one suit (disjoint, mine not empty) -> his
    beaters in the suit of the card greedy lays there << _TIE_BITS | its strength << 6
    | its strength. Within a suit his beaters only get fewer up the ranks, so the
    suit's card is the lowest of mine with no card of his ranking between it and my
    highest. 2^18 entries (2 MB, 3^9 of them used; ~9 ms to build), made on first use:
    the GUI imports this module for hints and never lays in a playout."""
    if not _lay_costs:
        table = [0] * (1 << 2 * RANKS_PER_SUIT)
        costs: dict[int, int] = {}  # one int object per distinct cost
        for held in range(1, CHUNK + 1):
            free = CHUNK & ~held
            below_my_highest = (1 << held.bit_length() - 1) - 1
            his = free
            while True:  # every subset of the free ranks
                between = his & below_my_highest
                candidates = held & -(1 << between.bit_length()) if between else held
                rank = (candidates & -candidates).bit_length() - 1
                cost = (his >> rank + 1).bit_count() << _TIE_BITS | rank << _RANK_BITS | rank
                table[held << RANKS_PER_SUIT | his] = costs.setdefault(cost, cost)
                if not his:
                    break
                his = his - 1 & free
        _lay_costs[:] = table
    return _lay_costs


def lay_index(table: list[int], hand: int, next_hand: int, extras: tuple[int, ...]) -> int:
    """The index of the card greedy's laying rule lays from ``hand`` when the next
    player holds exactly ``next_hand`` (``table`` is ``_lay_table()``; ``extras`` from
    ``_LAY_EXTRAS`` for the two players' trumps and his trump count): a table lookup per
    suit held. Tested equal to ``_least_beatable``."""
    e0, e1, e2, e3 = extras
    best = 1 << 30
    held = hand >> _S0 & CHUNK
    if held:
        best = table[held << RANKS_PER_SUIT | next_hand >> _S0 & CHUNK] + e0
    held = hand >> _S1 & CHUNK
    if held:
        key = table[held << RANKS_PER_SUIT | next_hand >> _S1 & CHUNK] + e1
        if key < best:
            best = key
    held = hand >> _S2 & CHUNK
    if held:
        key = table[held << RANKS_PER_SUIT | next_hand >> _S2 & CHUNK] + e2
        if key < best:
            best = key
    held = hand >> _S3 & CHUNK
    if held:
        key = table[held << RANKS_PER_SUIT | next_hand >> _S3 & CHUNK] + e3
        if key < best:
            best = key
    return _CARD_OF_ID[best & (1 << _RANK_BITS) - 1]


def least_beatable_index(hand: int, trump, next_hand: int, next_trump) -> int:
    """Greedy's laying rule (the least ``_lay_cost``) when the next player holds exactly
    ``next_hand``: the index of the card of ``hand`` to lay (``lay_index`` for these
    trumps)."""
    held = (next_hand & SUIT_MASK[next_trump]).bit_count()
    extras = _LAY_EXTRAS[_SUIT_NUMBER[trump]][_SUIT_NUMBER[next_trump]][held]
    return lay_index(_lay_table(), hand, next_hand, extras)


def heuristic_value(state: State, player: int) -> float:
    """A value in [-1, 1] for ``player``: fewer cards than the others (own trumps counting
    less, as they beat almost anything) is better; the returns once the game is over."""
    if state.phase == OVER_PHASE:
        assert state.result is not None  # (set when the game ends)
        return state.result[player]
    if state.phase != PLAY_PHASE:
        return 0.0
    return hands_value(state.hands, state.trumps, state.out_order, player)


def hands_value(hands: list[int], trumps, out_order: tuple[int, ...], player: int) -> float:
    """``heuristic_value`` of a running game from its parts (the playouts keep no State)."""
    players = len(hands)
    if not hands[player]:  # already out: his place is decided
        return place_value(out_order.index(player), players)

    def load(q: int) -> float:
        h = hands[q]
        return h.bit_count() - OWN_TRUMP_RELIEF * (h & SUIT_MASK[trumps[q]]).bit_count()
    others = [load(q) for q in range(players) if q != player and hands[q]]
    if not others:
        return -1.0
    mine = load(player)
    theirs = sum(others) / len(others)
    return (theirs - mine) / (theirs + mine + 1.0)


# The last trumps and their tables, as one tuple (read and replaced whole: thread-safe).
_last_trump_tables: list[tuple] = [((), (), None)]


def _trump_tables(trumps: tuple) -> tuple[list, ...]:
    """Per player, the playouts' tables of his trump: the beaters of each top card,
    the other suits, his trump suit, the pick-up counts; and the laying rule's extras
    [p][the next player]. A search's playouts all share one ``trumps`` tuple (the
    observation's), so the last one's are kept."""
    return _trump_entry(trumps)[1]


def _trump_entry(trumps: tuple) -> tuple:
    """(trumps, their tables, the same tables for the compiled driver or None)."""
    last = _last_trump_tables[0]
    if last[0] is not trumps:
        numbers = [_SUIT_NUMBER[t] for t in trumps]
        tables = ([BEATERS[t] for t in trumps], [~SUIT_MASK[t] for t in trumps],
                  [SUIT_MASK[t] for t in trumps], [_PICKUP_LIMIT[t] for t in trumps],
                  [[_LAY_EXTRAS[mine][his] for his in numbers] for mine in numbers])
        compiled = None
        if _compiled is not None:
            _init_compiled()
            beaters, side_suits, trump_suits, pickups, extras = tables
            compiled = _compiled.tables(beaters, [m & DECK_MASK for m in side_suits], trump_suits, pickups, extras)
        last = (trumps, tables, compiled)
        _last_trump_tables[0] = last
    return last


_compiled_ready: list[bool] = []


def _init_compiled() -> None:
    """Hands the laying table to the compiled driver (once; ~10 ms)."""
    if not _compiled_ready:
        assert _compiled is not None
        _compiled.init(_lay_table(), SUIT_SHIFT, RANKS_PER_SUIT, _CARD_OF_ID)
        _compiled_ready.append(True)


def play_out_game(state: State, rng: random.Random, limit: int) -> tuple[tuple[float, ...] | None, list[int],
                                                                          tuple[int, ...]]:
    """The running game played on by the playout policy for at most ``limit`` actions:
    (the returns, or None when cut at ``limit``; the hands at the end; the order the
    players went out). The very game ``State.advance(rollout_action(...))`` plays from
    the same random numbers (tested move for move), without the ``State``. ``state`` is
    not changed; ``rng`` ends where the same game would leave it.

    The compiled driver (``_playout.c``) plays it when it is built and ``rng`` is a plain
    ``random.Random`` (its numbers are drawn from the generator's own state); otherwise
    ``play_out_game_in_python``."""
    if _compiled is None or type(rng) is not random.Random:
        return play_out_game_in_python(state, rng, limit)
    version, mt_state, gauss = rng.getstate()
    how, hands, went_out, drawn, mt_state = _compiled.play(*_compiled_arguments(state, limit), mt_state)
    rng.setstate((version, mt_state, gauss))
    return _compiled_result(state, how, hands, went_out, drawn)


def play_out_game_seeded(state: State, seed: int, limit: int) -> tuple[tuple[float, ...] | None, list[int],
                                                                        tuple[int, ...]]:
    """``play_out_game(state, random.Random(seed), limit)``; the compiled driver seeds its
    own copy of the generator (the search's playouts each start from a seed)."""
    if _compiled is None or not 0 <= seed < 1 << 64:
        return play_out_game_in_python(state, random.Random(seed), limit)
    how, hands, went_out, drawn, _ = _compiled.play(*_compiled_arguments(state, limit), seed)
    return _compiled_result(state, how, hands, went_out, drawn)


def _compiled_arguments(state: State, limit: int) -> tuple:
    assert _compiled is not None
    return (_trump_entry(state.trumps)[2], state.hands, [c.index for c in state.pile], state.current,
            state.pending_extra, limit, state.options.safety_action_limit - state.action_count,
            state.options.voluntary_pickup, ROLLOUT_GREEDY_SHARE)


def _compiled_result(state: State, how: int, hands: list[int], went_out: tuple[int, ...],
                     drawn: tuple[int, ...]) -> tuple[tuple[float, ...] | None, list[int], tuple[int, ...]]:
    """The compiled driver's ending as ``play_out_game`` returns it."""
    assert _compiled is not None
    players = state.options.players
    out_order = state.out_order + went_out
    if how == _compiled.CUT:
        return None, hands, out_order
    if how == _compiled.SAFETY:  # everybody still holding cards
        drawn = tuple(q for q in range(players) if hands[q])
    return final_result(out_order, drawn, players), hands, out_order


def play_out_game_in_python(state: State, rng: random.Random, limit: int) -> tuple[tuple[float, ...] | None,
                                                                                    list[int], tuple[int, ...]]:
    """``play_out_game`` in Python (the reference the compiled driver is held equal to):
    the hands as bitmasks, the pile as a list of card indices, no actions, no known
    cards, exclusions or pick-up history (the policy and the results read none of them)."""
    players = state.options.players
    voluntary = state.options.voluntary_pickup
    safety_limit = state.options.safety_action_limit
    trumps = state.trumps
    hands = state.hands[:]
    pile = [c.index for c in state.pile]  # card indices
    current = state.current
    pending_extra = state.pending_extra
    out_order = state.out_order
    action_count = state.action_count
    # Per player, the tables of his trump; the rest bound to local names (the hot loop).
    beaters_for, side_suits, trump_suits, pickup_limits, lay_extras = _trump_tables(trumps)
    lay_table = _lay_table()
    lay = lay_index
    uniform = rng.random
    # The random actions: ``rng.choice(range(n))`` draws the number ``rng.choice`` draws
    # from a list of n legal actions; the action is then that bit of a mask (the list's
    # order).
    choose = rng.choice
    greedy_share = ROLLOUT_GREEDY_SHARE
    to_safety = safety_limit - action_count  # actions until the safety draw
    # Per player, the next player still holding cards (the one he lays for, and who
    # moves after him).
    next_in = []
    for p in range(players):
        q = (p + 1) % players
        while q != p and not hands[q]:
            q = (q + 1) % players
        next_in.append(q)
    for _ in range(limit if limit < to_safety else to_safety):
        p = current
        hand = hands[p]
        if pending_extra or not pile:  # lay a card: a new pile, or the extra card after a beat
            if uniform() < greedy_share:
                nxt = next_in[p]
                next_hand = hands[nxt]
                extras = lay_extras[p][nxt][(next_hand & trump_suits[nxt]).bit_count()]
                card = 1 << lay(lay_table, hand, next_hand, extras)
            else:
                rest = hand
                for _k in range(choose(range(hand.bit_count()))):
                    rest &= rest - 1
                card = rest & -rest
            pile.append(card.bit_length() - 1)
            hand ^= card
            hands[p] = hand
            pending_extra = False
        else:  # beat the top card or pick up
            top = pile[-1]
            beating = hand & beaters_for[p][top]
            if uniform() < greedy_share:
                if beating:
                    pick = beating & side_suits[p] or beating
                    card = pick & -pick
                else:
                    card = 0
            elif beating:  # a random legal action, drawn as from legal_actions() (the pick-up last)
                count = beating.bit_count()
                k = choose(range(count + 1 if voluntary else count))
                if k == count:
                    card = 0
                else:
                    for _k in range(k):
                        beating &= beating - 1
                    card = beating & -beating
            else:
                choose(_TAKE_ONLY)  # the pick-up is the only legal action (still a draw)
                card = 0
            if card:  # a beat; with cards left he lays one more
                pile.append(card.bit_length() - 1)
                hand ^= card
                hands[p] = hand
                pending_extra = bool(hand)
            else:  # a pick-up
                count = pickup_limits[p][top]
                if count > len(pile):
                    count = len(pile)
                for c in pile[-count:]:
                    hand |= 1 << c
                del pile[-count:]
                hands[p] = hand
        if not hand:  # went out
            out_order += (p,)
            for q in range(players):  # who came before him now passes to who came after
                if next_in[q] == p:
                    next_in[q] = next_in[p]
            still_in = [q for q in range(players) if hands[q]]
            if len(still_in) == 1:
                last = still_in[0]
                left = hands[last]
                # The draw rule (``State._went_out``): his single card could beat p's last.
                if left & (left - 1) == 0 and left & beaters_for[last][pile[-1]]:
                    return final_result(out_order, tuple(sorted((p, last))), players), hands, out_order
                out_order += (last,)
                return final_result(out_order, (), players), hands, out_order
        if not pending_extra:
            current = next_in[p]
    if to_safety <= limit:  # the safety draw: everybody still holding cards
        drawn = tuple(q for q in range(players) if hands[q])
        return final_result(out_order, drawn, players), hands, out_order
    return None, hands, out_order


_TAKE_ONLY = (None,)  # the pick-up among the random choices (it is the last legal action)
# [trump][top card's index] -> the cards a pick-up takes from a pile at least this big
# (``pickup_count`` of the whole pack: the pile can be no bigger, so min(this, pile) is it).
_PICKUP_LIMIT: dict[Suit | None, list[int]] = {
    t: [pickup_count(len(DECK), c, t) if c else 0 for c in CARD_AT] for t in SUITS}


__all__ = ["random_action", "greedy_action", "sample_determinization", "rollout_action", "heuristic_value",
           "play_out_game", "play_out_game_in_python", "play_out_game_seeded"]
