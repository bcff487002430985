"""How the server writes to its connections: each message one pre-framed write (the
frames are websockets' own), and a reader that stops reading is cut off without
holding up its table."""

from __future__ import annotations

import asyncio
import json
import socket

import pytest
from websockets.asyncio.client import connect
from websockets.asyncio.server import serve
from websockets.frames import Frame, Opcode

from app.online import protocol as P
from app.online.server import READ_BUFFER_BYTES, Connection, ServerConfig, text_frame

# Around each length encoding's limits (7 bits, 16 bits, 64 bits) and multi-byte UTF-8.
SIZES = [0, 1, 125, 126, 127, 65535, 65536, 70000]


@pytest.mark.parametrize("size", SIZES)
def test_a_frame_is_what_websockets_writes(size):
    payload = ("é" * size).encode()[:size]
    assert text_frame(payload) == Frame(Opcode.TEXT, payload).serialize(mask=False, extensions=[])


def test_posted_messages_arrive_whole_and_in_order(run):
    texts = [json.dumps({"type": "x", "pad": "é" * n}, ensure_ascii=False) for n in SIZES] + ["Kozel ♠ Bao"]

    async def scenario():
        async def handler(ws):
            conn = Connection(ws, ServerConfig())
            assert conn.raw, "no extension: the server writes frames itself"
            assert ws.transport.max_size == READ_BUFFER_BYTES, "asyncio reads in small buffers (no mmap a read)"
            for text in texts:
                conn.post_text(text)
            await ws.wait_closed()

        async with serve(handler, "127.0.0.1", 0, compression=None) as server:
            port = server.sockets[0].getsockname()[1]
            async with connect(f"ws://127.0.0.1:{port}", compression=None, max_size=None) as ws:
                return [await asyncio.wait_for(ws.recv(), 10) for _ in texts]

    assert run(scenario()) == texts


def test_a_reader_that_stops_reading_is_cut_off_and_its_table_plays_on(online, sqlite_db, run):
    """Seat 1 keeps playing (the test plays for it from the server's own position) but
    never reads: its updates pile up, the server disconnects it once it is
    ``unsent_limit`` behind (past the kernel's buffers, kept small here), and the three
    others get every update meanwhile, in order."""

    async def scenario():
        async with online.server(sqlite_db, unsent_limit=8192, send_buffer=8192) as server:
            url = online.url(server)
            code, bots = await online.bots(url, "kozel", {}, ["person", "person", "person", "person"])
            await bots[1].close()  # seat 1 is taken; its player comes back on a raw connection
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # before connecting: a small window
            sock.connect(("127.0.0.1", server.port))
            ws = await connect(url, compression=None, max_size=None, sock=sock)
            await ws.send(json.dumps({"type": "hello", "version": P.PROTOCOL_VERSION}))
            await ws.recv()
            ticket = bots[1].client.ticket
            await ws.send(json.dumps({"type": "resume", "table": code, "seat": 1, "token": ticket.token}))
            while (server.seated.get((code, 1)) is None):
                await asyncio.sleep(0.01)
            stalled = server.seated[(code, 1)]
            ws.transport.pause_reading()  # from now on nothing is read
            others = [bots[0], bots[2], bots[3]]
            await others[0].client.start()
            played = -1
            for _ in range(4_000):
                if server.seated.get((code, 1)) is not stalled:
                    break  # cut off
                table = server.tables[code]
                if table.started and not table.over and table.session.current_player() == 1 and played != table.seq:
                    played = table.seq
                    action = str(table.session.legal_actions()[0])
                    await ws.send(json.dumps({"type": "act", "action": action, "seq": table.seq}))
                await asyncio.sleep(0.005)
            cut_at = table.seq
            while any(b.client.last_update is None or b.client.last_update["seq"] < cut_at for b in others):
                await asyncio.sleep(0.01)
            for b in others:
                await b.close()
            ws.transport.abort()
            return cut_at, stalled, others

    cut_at, stalled, others = run(scenario(), timeout=90)
    assert stalled.ws.transport.is_closing(), "the stalled reader was disconnected"
    assert cut_at > 4, "it took some updates to fall 8 KB (and the kernel's buffers) behind"
    for b in others:
        assert [e for e in b.errors if e["code"] not in ("stale", "not_your_turn")] == []
        seqs = [m["seq"] for m in b.received if m["type"] == "update"]
        assert seqs == sorted(set(seqs)) and seqs[-1] >= cut_at, "every update, in order"
