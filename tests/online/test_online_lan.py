"""Tables on the local network: an announced table is found by a browser on loopback
multicast, its free seats follow the lobby, and its goodbye removes it. Packets that are
not ours (or not DNS at all) are ignored."""

from __future__ import annotations

import random
import time

from app.online import lan

WAIT = 10.0  # seconds; the first announcement goes out at once, a query every 3 s


def _code() -> str:
    # other engineers' tests may announce at the same time: a code of our own
    return "".join(random.choice("34679ACEFGHKMNPRTWXY") for _ in range(6))


def _wait_for(condition, timeout: float = WAIT):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    return condition()


def _find(browser: lan.Browser, code: str):
    return next((t for t in browser.tables() if t.code == code), None)


def test_browser_finds_an_announced_table_and_loses_it_on_goodbye():
    code = _code()
    browser = lan.Browser()
    browser.start()
    announcer = lan.Announcer(code, "kozel", "Asha", 47123, free=2)
    try:
        announcer.start()
        table = _wait_for(lambda: _find(browser, code))
        assert table is not None, "the announced table was not found"
        assert (table.game, table.host_name, table.port, table.free) == ("kozel", "Asha", 47123, 2)
        assert table.url.startswith("ws://") and table.url.endswith(":47123")
        announcer.update(free=1)
        assert _wait_for(lambda: (t := _find(browser, code)) is not None and t.free == 1)
        announcer.stop()
        assert _wait_for(lambda: _find(browser, code) is None), "the goodbye did not remove the table"
    finally:
        announcer.stop()
        browser.stop()


def test_a_browser_started_later_asks_and_is_answered():
    code = _code()
    announcer = lan.Announcer(code, "bao", "Bryn", 47124, free=1)
    announcer.start()
    try:
        time.sleep(lan.ANNOUNCE_GAP * lan.ANNOUNCE_COUNT)  # the unsolicited announcements are over
        browser = lan.Browser()
        browser.start()
        try:
            assert _wait_for(lambda: _find(browser, code)) is not None
        finally:
            browser.stop()
    finally:
        announcer.stop()


def test_foreign_and_malformed_packets_are_ignored():
    browser = lan.Browser()
    for junk in (b"", b"\x00" * 5, b"\xff" * 40, lan.query_packet(),
                 b"\x00\x00\x84\x00\x00\x00\x00\x01\x00\x00\x00\x00\xc0\x0c\x00\x0c"):
        browser.take(junk, "127.0.0.1")
    assert browser.tables() == []
    good = lan.Announcer("K7MX3R", "kozel", "Asha", 5000, free=3).packet()
    browser.take(good, "10.0.0.5")
    assert [(t.code, t.address, t.port) for t in browser.tables()] == [("K7MX3R", "10.0.0.5", 5000)]
    browser.take(good[:-3], "10.0.0.6")  # cut short: ignored, the listing stays
    assert [t.address for t in browser.tables()] == ["10.0.0.5"]
