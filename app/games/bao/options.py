"""Every rule choice of this project's Bao (shared/rules/bao.md), in one place.

Decisions marked [D] in bao.md, and the ones this project made where bao.md is
silent, live here with the reason for each, so that changing a rule means changing
one line. The rules code reads these names; it never repeats the values.
"""

from __future__ import annotations

GAME_ID = "bao"

KISWAHILI = "kiswahili"
KUJIFUNZA = "kujifunza"
VARIANTS = (KISWAHILI, KUJIFUNZA)

# Start of Bao la Kiswahili (bao.md section 1): per player, store + nyumba + A6 + A7.
KISWAHILI_START_STORE = 22
KISWAHILI_START_HOLES = {4: 6, 5: 2, 6: 2}  # hole index (A5, A6, A7) -> seeds
# Bao la kujifunza (section 8): 2 seeds in every hole of both rows, no store.
KUJIFUNZA_SEEDS_PER_HOLE = 2
# Both variants are played with 64 seeds (section 1), and a game never gains or loses
# one. Positions drawn from diagrams (the rules' examples, the tutorials) may hold
# another number: their state says so (``State.to_dict``'s "seeds"), every other state
# must hold exactly this many.
GAME_SEEDS = 64

# A nyumba is "functional" (stops a sowing, may not be sown in namua) from this count.
FUNCTIONAL_NYUMBA_SEEDS = 6
# The namua tax lifts exactly this many seeds from the nyumba.
TAX_SEEDS = 2
# Mtaji capture moves start from a hole with at most this many seeds (16+ = takasa only).
MAX_CAPTURE_START_SEEDS = 15

# [D] Namua takasa from a hole that held a single seed is allowed while the player
# OWNS the nyumba, whatever its count: the seed text says "even if its seeds are below
# 6". False would require a functional nyumba (>= 6) instead.
SINGLE_SEED_TAKASA_NEEDS_ONLY_OWNERSHIP = True

# [D] bao.md section 5: the lone-kichwa restriction of namua (sow only toward the
# centre when the kichwa is the only occupied front-row hole) applies in mtaji too.
LONE_KICHWA_RULE_IN_MTAJI = True

# [D] (bao.md is silent) A never-ending move is treated as if it did not exist: the
# mandatory categories (capture before takasa; front-row takasa before back-row takasa)
# are applied to the FINITE moves only. So a player whose only captures never end plays
# a takasa instead of losing; he loses only when no finite move exists at all. The
# same reading is used for "Y has no capture move" in takasia. False: the obligations
# are positional, and a player whose obligatory moves all never end loses.
NEVER_ENDING_MOVES_DROP_OUT_FIRST = True

# [D] (bao.md is silent) Which stage a turn belongs to is decided by the MOVER's ghala
# at the start of the turn: namua while it holds seeds, mtaji once it is empty. In a
# real game both ghalas empty on consecutive turns, so this only matters for diagrams
# loaded with from_text whose stores differ.

# [D] bao.md section 6, kept as stated there:
#  - X's threat counts, for each of X's capture moves, only the hole it captures first
#    (only the first sowing of the move is looked at, its relays are not played out);
#  - the block lasts for Y's next turn only;
#  - X has no obligation to capture the blocked hole later;
#  - only a takasa turn made in mtaji creates a block (and only when Y's next turn is a
#    mtaji turn too).
# The variant without takasia at all is kujifunza.
TAKASIA_IN_KUJIFUNZA = False

# Never-ending moves (bao.md section 7) are detected exactly: after this many sowings
# in one simulated turn, its relays go to the relay engine (engine._relay), which costs
# a few operations per sowing and proves a cycle when a state repeats. Normal turns
# never get that long, so they pay nothing for the check. The state space of one move
# is finite, so a move that never ends always repeats.
RECORD_STATES_AFTER_SOWINGS = 64
# Safety net only: a turn still running after this many sowings is treated as
# never-ending. Real cycles can be long: the position of issue 15 has a takasa whose
# relays repeat only after 26,066,144 sowings (proven after 1,629,134 of them, because
# the board comes back turned round first), so the cap is far above that.
HARD_CAP_SOWINGS = 50_000_000
