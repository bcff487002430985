"""Bao positions shared by tests: the worked examples of shared/rules/bao.md section 9
(the seed's diagrams, South to move) and a few more, as position text."""

EXAMPLE_3_3 = """
17
 0  0  0  0  0  0  0  0
 0  0  5 #9  0  2  0  3
--------------------------------
 0  2  0  0 #7  0  1  0
 0  0  0  0  0  0  0  0
18
"""


EXAMPLE_3_4_A = """
13
 0  0  0  0  0  0  0  0
 0  4  5 #9  1  2  0  3
--------------------------------
 0  2  0  0 #7  3  1  0
 0  0  0  0  0  0  0  0
14
"""


EXAMPLE_3_4_B = """
13
 0  0  0  0  0  0  0  0
 0  6  5 #9  0  2  1  3
--------------------------------
 0  0  0  0 #8  3  0  0
 0  0  0  0  0  0  0  0
14
"""


EXAMPLE_3_5_2 = """
15
 0  0  0  0  0  0  0  0
 2  1  0 #8  0 10  0  1
--------------------------------
 0  0  4  0 #7  0  0  0
 0  0  0  0  0  0  0  0
16
"""


EXAMPLE_3_5_2_TAX = """
17
 0  0  0  0  0  0  0  0
 2  1  0 #8  0 10  0  1
--------------------------------
 0  0  0  0 #9  0  0  0
 0  0  0  0  0  0  0  0
18
"""


EXAMPLE_3_5_3 = """
15
 0  0  0  0  0  0  0  0
 2  1  0 #8  0 10  0  1
--------------------------------
 0  0  3  0  7  0  1  0
 0  0  0  0  0  0  0  0
16
"""


EXAMPLE_4_2 = """
 5  0  4  1  2  3  0  0
 0  0  0  5  5  6  3  0
--------------------------------
 0  3  2  1  0  4  1  0
 0  9  0  3  1  0  1  0
"""


# 4.5-1: the seed shows the position after South's takasa. The position before it was
# found by undoing a one-sowing takasa: South sows A7 (2 seeds) anticlockwise.
EXAMPLE_4_5_1_AFTER = """
 0  1  2  1  4  8  2  2
10  0  0 10  2  1  0  1
--------------------------------
 0  2  0  0  1  1  0  0
 0  0  2  2  0  2  6  4
"""


EXAMPLE_4_5_1_BEFORE = """
 0  1  2  1  4  8  2  2
10  0  0 10  2  1  0  1
--------------------------------
 0  2  0  0  0  0  2  0
 0  0  2  2  0  2  6  4
"""


EXAMPLE_4_5_2_AFTER = """
 7  4  2  4  1  3  2  0
 0  1  0  0 10  0  0  0
--------------------------------
 0  0  1  0  1  1  1  3
 0  4  2  0  2  2  5  0
"""


EXAMPLE_4_5_2_BEFORE = """
 7  4  2  4  1  3  2  0
 0  1  0  0 10  0  0  0
--------------------------------
 0  0  1  2  0  0  1  3
 0  4  2  0  2  2  5  0
"""


# Section 3.4-a with one seed more in North's A7: South's capture at A2 takes 5 and sows
# them from A1 up to the functional nyumba (A5), so the stop/safari question is asked.
SAFARI_POSITION = """
13
 0  0  0  0  0  0  0  0
 0  5  5 #9  1  2  0  3
--------------------------------
 0  2  0  0 #7  3  1  0
 0  0  0  0  0  0  0  0
14
"""


# Bao la kujifunza, South to move: B1> captures North's last front-row seeds and wins at
# once; every other capture lets the game go on (found in a random game).
WINNING_CAPTURE = """
 0
 3  0  2  1  2  1  0  0
 0  1  1  0  0  0  0  1
--------------------------------
 9  1  1  2 12  2  5  4
 2  3  2  3  2  1  0  3
 0
"""


# Mtaji, North to move: A8< wins by force, B7< keeps a large lead, A5> gives the game
# away (found in a random game; the analysis's review must call A5> a blunder).
BLUNDER_POSITION = """
 0
 1  5  0  3  1  3  4  1
 3 12  0  2  0  0  0  0
--------------------------------
 2  2  3  2  3  7  2  0
 1  0  2  1  0  2  1  1
 0
"""


# Mtaji, South to move: South's only hole with two seeds or more is B1 with 20, so the
# first move is a takasa of 16+ seeds (it passes its start hole and drops into it again).
BIG_HOLE = """
 3  3  3  3  3  2  1  1
 3  3  3  3  3  3  3  3
--------------------------------
 1  0  0  0  0  0  0  0
20  0  0  0  0  0  0  0
"""
