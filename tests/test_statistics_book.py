"""The statistics' figures (issue 20, item 6), without Qt or files."""

from __future__ import annotations

import csv
import io
import json

import pytest

from app.core.statistics_book import RECENT, BadStatistics, GameResult, StatisticsBook


def test_rows_per_game_level_and_player_count_with_streaks_and_averages():
    book = StatisticsBook()
    outcomes = ["won", "won", "lost", "won", "won", "won", "drawn", "won"]
    for i, outcome in enumerate(outcomes):
        book.add(GameResult("back_alley", "hard", outcome, players=4, points=100 + i, contracts_made=20,
                            contracts_total=25, date="2025-01-02"))
    book.add(GameResult("svoi_kozyri", "hard", "won", players=3, points=1))
    book.add(GameResult("svoi_kozyri", "hard", "lost", players=2, points=2))
    rows = book.all_rows(games=("bao", "kozel", "svoi_kozyri", "back_alley"))
    assert [(r.game, r.players) for r in rows] == [("svoi_kozyri", 2), ("svoi_kozyri", 3), ("back_alley", 4)]
    row = rows[-1]
    assert (row.played, row.won, row.lost, row.drawn) == (8, 6, 1, 1)
    assert row.win_percent == pytest.approx(75.0)
    assert row.streak == 1 and row.best_streak == 3
    assert row.average_points == pytest.approx(103.5)
    assert row.contracts_percent == pytest.approx(80.0)
    assert [r["outcome"] for r in row.recent] == outcomes


def test_only_the_last_results_are_kept_for_the_chart():
    book = StatisticsBook()
    for i in range(RECENT + 5):
        book.add(GameResult("kozel", "easy", "won" if i % 2 else "lost", points=i))
    row = book.all_rows()[0]
    assert len(row.recent) == RECENT and row.recent[-1]["points"] == RECENT + 4
    assert row.played == RECENT + 5 and row.players == 4  # Kozel's usual count


def test_json_round_trip_and_online_results_apart():
    book = StatisticsBook()
    book.add(GameResult("kozel", "medium", "won", points=4, date="2025-03-01"))
    book.add(GameResult("kozel", "medium", "lost", category="online", points=12))
    again = StatisticsBook.from_json(json.loads(json.dumps(book.to_json())))
    assert again.to_json() == book.to_json()
    assert [r.category for r in again.all_rows()] == ["computer", "online"]


def test_first_version_files_still_load():
    old = {"kozel": {"medium": {"played": 5, "won": 3, "lost": 2}},
           "back_alley": {"hard": {"played": 3, "won": 1, "lost": 1}}}  # one draw, not counted then
    book = StatisticsBook.from_json(old)
    rows = {r.game: r for r in book.all_rows()}
    assert (rows["kozel"].played, rows["kozel"].won, rows["kozel"].lost) == (5, 3, 2)
    assert rows["back_alley"].drawn == 1 and rows["back_alley"].players == 4
    assert rows["kozel"].average_points is None and rows["kozel"].recent == []
    book.add(GameResult("kozel", "medium", "won"))
    assert book.all_rows()[-1].played == 6  # counting goes on in the new rows


def test_online_results_of_a_first_version_file_are_their_own_category():
    # app/ui/statistics.py writes online results as the "level" online (issue 18)
    book = StatisticsBook.from_json({"kozel": {"online": {"played": 2, "won": 1, "lost": 1},
                                               "hard": {"played": 1, "won": 1, "lost": 0}}})
    rows = {(r.category, r.level): r.played for r in book.all_rows()}
    assert rows == {("computer", "hard"): 1, ("online", ""): 2}


@pytest.mark.parametrize("content", [
    [], {"version": 3, "games": {}}, {"version": 2, "games": []},
    {"version": 2, "games": {"kozel": {"computer/easy": {}}}},
    {"version": 2, "games": {"kozel": {"computer/easy/4": {"played": 1, "won": 2}}}},
    {"version": 2, "games": {"kozel": {"computer/easy/4": {"played": -1}}}},
    {"version": 2, "games": {"kozel": {"computer/easy/4": {"played": True, "won": 1}}}},
    {"version": 2, "games": {"kozel": {"computer/easy/4": {"played": 1, "won": 1, "recent": [{"outcome": "x"}]}}}},
    {"kozel": {"easy": {"played": 1, "won": 3}}}, {"kozel": ["easy"]},
])
def test_bad_content_is_refused(content):
    with pytest.raises(BadStatistics):
        StatisticsBook.from_json(content)


def test_csv_export_has_one_line_per_row():
    book = StatisticsBook()
    book.add(GameResult("back_alley", "expert", "won", points=212, contracts_made=18, contracts_total=25))
    book.add(GameResult("back_alley", "expert", "lost", points=-40, contracts_made=10, contracts_total=25))
    book.add(GameResult("bao", "easy", "won"))
    lines = list(csv.DictReader(io.StringIO(book.to_csv(games=("bao", "back_alley")))))
    assert [line["game"] for line in lines] == ["bao", "back_alley"]
    alley = lines[1]
    assert alley["win_percent"] == "50.0" and alley["average_points"] == "86.0"
    assert alley["contracts_made_percent"] == "56.0" and alley["last_results"] == "WL"
    assert alley["points_are"] == "score" and lines[0]["average_points"] == ""


def test_reset_empties_the_book():
    book = StatisticsBook()
    book.add(GameResult("bao", "easy", "won"))
    book.reset()
    assert book.all_rows() == [] and book.to_json()["games"] == {}
