"""A long card match split into parts (``--deals-from``, ``--per-deal``) combines into the
same figure as the match played in one run (``--combine``)."""

from app.bench import ai


def fake_deal(task):
    """A deal's scores from its index alone (the real deals take minutes)."""
    match, index = task
    scores = [float((index * 7 + seat) % 3 == 0) for seat in range(ai.seatings(match))]
    return index, scores, {"decisions": {}}, []


def run(capsys, monkeypatch, *argv):
    monkeypatch.setattr(ai, "card_deal", fake_deal)
    ai.main(["--game=svoi_kozyri", "--pairs=hard:medium", "--players=3", "--positions=0", "--workers=1", *argv])
    return capsys.readouterr().out


def test_parts_combine_into_the_whole_match(capsys, monkeypatch, tmp_path):
    whole = run(capsys, monkeypatch, "--games=15")  # 5 deals x 3 seatings
    parts = []
    for first, games in ((0, 9), (3, 6)):
        out = run(capsys, monkeypatch, "--per-deal", f"--deals-from={first}", f"--games={games}")
        assert out.count("deal: svoi_kozyri 3p hard vs medium |") == games // 3
        path = tmp_path / f"part{first}.log"
        path.write_text(out)
        parts.append(str(path))
    combined = run(capsys, monkeypatch, f"--combine={','.join(parts)}")
    whole_line = next(line for line in whole.splitlines() if "hard vs medium:" in line)
    combined_line = next(line for line in combined.splitlines() if "hard vs medium:" in line)
    # The same games, score, CI and verdict; the combined line names the deals it saw.
    assert combined_line.strip() == whole_line.split("   (")[0].strip().replace(
        "(5 deals x 3 seatings)", "(5 deals x 3 seatings, deals 0-4)")


def test_a_log_without_deals_says_so(capsys, monkeypatch, tmp_path):
    empty = tmp_path / "empty.log"
    empty.write_text("-- svoi_kozyri\n")
    assert "no --per-deal lines" in run(capsys, monkeypatch, f"--combine={empty}")


def test_paired_difference_compares_the_same_deals(tmp_path):
    """``--paired``: the variant's score minus the base's over the deals both runs
    finished (a deal only one run played is left out), with a CI over the deals."""
    def log(name, scores_by_deal):
        path = tmp_path / name
        path.write_text("".join(f"      deal: kozel hard vs greedy | {i} | {' '.join(map(str, s))} | running\n"
                                for i, s in scores_by_deal.items()))
        return str(path)

    base = {i: [1, 0] for i in range(10)}
    variant = {i: [1, 1] if i < 4 else [1, 0] for i in range(8)}  # wins 4 more games of 16
    variant_part2 = {8: [0, 0], 12: [1, 1]}  # deal 12: not in the base run
    lines = ai.paired_difference(open(log("b.log", base)), [*open(log("v1.log", variant)),
                                                             *open(log("v2.log", variant_part2))])
    assert len(lines) == 1
    # 9 common deals: base 9/18 = 50 %, variant (4*2 + 4*1 + 0) / 18 = 66.7 %
    assert "9 common deals (5 scored differently)" in lines[0]
    assert "base 50.0 %, variant 66.7 %, difference +16.7 points" in lines[0]
    low, high = (float(x) for x in lines[0].split("95 % CI ")[1].rstrip(")").split(" .. "))
    assert low < 16.7 < high


def test_paired_difference_of_two_levels_against_one_opponent(tmp_path):
    """Each run holds one match (say Hard and Expert against Greedy): they are paired."""
    base = tmp_path / "hard.log"
    base.write_text("      deal: kozel hard vs greedy | 0 | 1 0 | x\n      deal: kozel hard vs greedy | 1 | 0 0 | x\n")
    variant = tmp_path / "expert.log"
    variant.write_text("      deal: kozel expert vs greedy | 1 | 1 1 | x\n")
    (line,) = ai.paired_difference(open(base), open(variant))
    assert line.startswith("kozel expert vs greedy against kozel hard vs greedy: 1 common deals")
    assert "base 0.0 %, variant 100.0 %, difference +100.0 points" in line
