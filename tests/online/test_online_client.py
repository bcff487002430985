"""The client core as the app will use it: a server started in a child process ("Host
on this computer") and the client on its own thread, reporting through callbacks."""

from __future__ import annotations

import queue

from app.online.client import ClientThread, OnlineClient, SeatTicket
from app.online.launch import ServerProcess


def test_a_client_thread_hosts_plays_and_notices_the_server_going(tmp_path):
    server = ServerProcess.start(str(tmp_path / "data" / "online.sqlite3"), extra=["--ai-workers", "1"],
                                 log_path=str(tmp_path / "server.log"))
    thread = ClientThread()
    messages: queue.Queue = queue.Queue()
    statuses: queue.Queue = queue.Queue()
    try:
        client = OnlineClient(server.url, on_message=messages.put, on_status=statuses.put)
        welcome = thread.run(client.connect()).result(10)
        code = thread.run(client.create("bao", {}, ["person", "computer:medium"])).result(10)
        ticket = thread.run(client.join(code, 0, "Asha")).result(10)
        thread.run(client.start()).result(10)
        kinds = []
        while "update" not in kinds:
            kinds.append(messages.get(timeout=10)["type"])
        assert SeatTicket.from_json(ticket.to_json()) == ticket and ticket.url == server.url
        server.stop()
        seen = []
        while "reconnecting" not in seen:
            seen.append(statuses.get(timeout=10))
        thread.run(client.close()).result(10)
    finally:
        server.stop()
        thread.stop()
    assert welcome["version"] == 1 and "bao" in welcome["games"]
    assert kinds[:3] == ["created", "joined", "table"] and kinds[-1] == "update"
    assert seen == ["connecting", "online", "reconnecting"]
    assert not server.running()
