"""The words of online play, in one place (literal strings for lupdate)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def presence_label(presence: str) -> str:
    """A seat's connection state, as the seats show it."""
    labels = {
        "online": QCoreApplication.translate("Online", "Online"),
        "reconnecting": QCoreApplication.translate("Online", "Reconnecting…"),
        "away": QCoreApplication.translate("Online", "Away: the computer plays for them"),
        "computer": QCoreApplication.translate("Online", "Computer"),
        "empty": QCoreApplication.translate("Online", "Free seat"),
    }
    return labels.get(presence, presence)


def connection_label(status: str) -> str:
    """The player's own connection."""
    labels = {
        "connecting": QCoreApplication.translate("Online", "Connecting…"),
        "online": QCoreApplication.translate("Online", "Connected"),
        "reconnecting": QCoreApplication.translate("Online", "Connection lost: reconnecting…"),
        "closed": QCoreApplication.translate("Online", "Not connected"),
    }
    return labels.get(status, status)


def message_label(message: str) -> str:
    """A preset table message (PROTOCOL.md ``say``)."""
    labels = {
        "good_game": QCoreApplication.translate("Online", "Good game"),
        "well_played": QCoreApplication.translate("Online", "Well played"),
        "thanks": QCoreApplication.translate("Online", "Thanks"),
        "one_moment": QCoreApplication.translate("Online", "One moment"),
    }
    return labels.get(message, message)


def problem_text(code: str) -> str:
    """Why a request was refused or failed (the server's error codes, PROTOCOL.md)."""
    texts = {
        "unreachable": QCoreApplication.translate(
            "Online", "The server could not be reached. Check the address and the network."),
        "version_mismatch": QCoreApplication.translate(
            "Online", "This server speaks another version of Jadi. Update Jadi on both computers."),
        "unknown_table": QCoreApplication.translate(
            "Online", "There is no table with this code (it may have ended)."),
        "seat_taken": QCoreApplication.translate("Online", "Someone else has just taken this seat."),
        "bad_seat": QCoreApplication.translate("Online", "This seat cannot be taken."),
        "wrong_token": QCoreApplication.translate("Online", "This seat can no longer be taken back."),
        "not_host": QCoreApplication.translate("Online", "Only the host can do that."),
        "seats_empty": QCoreApplication.translate("Online", "Every person's seat must be taken before the start."),
        "already_started": QCoreApplication.translate("Online", "The game has already started."),
        "not_your_turn": QCoreApplication.translate("Online", "It is not your turn."),
        "illegal_action": QCoreApplication.translate("Online", "The rules do not allow this move."),
        "stale": QCoreApplication.translate("Online", "The table had moved on: look again and play."),
        "hints_off": QCoreApplication.translate("Online", "Hints are off at this table."),
        "game_over": QCoreApplication.translate("Online", "The game is over."),
        "replaced": QCoreApplication.translate("Online", "This seat was taken again from another window."),
        "rate_limited": QCoreApplication.translate("Online", "Too many messages at once: wait a moment."),
        "bad_view": QCoreApplication.translate("Online", "The server sent something Jadi cannot show."),
        "server_failed": QCoreApplication.translate("Online", "The server on this computer could not be started."),
    }
    return texts.get(code, QCoreApplication.translate("Online", "The server refused this ({0}).").format(code))


def seat_label(seat: int) -> str:
    return QCoreApplication.translate("Online", "Seat {0}").format(seat + 1)


def team_label(team: int) -> str:
    return QCoreApplication.translate("Online", "Team {0}").format(team + 1)


def you_label(name: str) -> str:
    """The player's own name where every seat is listed."""
    return QCoreApplication.translate("Online", "{0} (you)").format(name)


def leave_label() -> str:
    return QCoreApplication.translate("Online", "Leave the table")
