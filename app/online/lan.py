"""Tables on the local network: a small DNS-SD announcer and browser over multicast DNS.

The host's app announces each open table as a DNS-SD service ``_jadi._tcp.local.`` (RFC
6762/6763: PTR → instance, SRV → port, TXT → invite code, game, host's name, free seats,
A → address); the Join dialog browses for them. Standard tools list them too
(``avahi-browse _jadi._tcp``). No Qt: threads and a lock; the dialog polls ``tables()``.

[decision] Our own ~250 lines instead of the ``zeroconf`` package. Measured here
(2026-11-24): zeroconf 0.154.0's wheel is 1.45 MB and installs 3.9 MB (3.4 MB of it 18
compiled extension modules) plus ``ifaddr``: about 4 MB of the bundle's remaining 7.7 MB
(122.3 of 130 MB), and its own threads and event loop, for the one service type we need
(announce one record set, answer a PTR question, read answers). Multicast works on
loopback, so the tests need no network.

    announcer = Announcer(code="K7MX3R", game="kozel", host_name="Asha", port=8765, free=2)
    announcer.start(); announcer.update(free=1); announcer.stop()   # stop says goodbye
    browser = Browser(); browser.start(); browser.tables(); browser.stop()
"""

from __future__ import annotations

import socket
import struct
import threading
import time
from dataclasses import dataclass

SERVICE = "_jadi._tcp.local."
MDNS_GROUP, MDNS_PORT = "224.0.0.251", 5353
TTL = 120               # seconds a listing lives without being heard again
# The first announcements (RFC 6762 §8.3: at least two, a second apart), then the
# browser's questions are answered; a browser asks again every QUERY_INTERVAL.
ANNOUNCE_COUNT, ANNOUNCE_GAP = 3, 1.0
QUERY_INTERVAL = 3.0
# The interfaces we send on: the default route's and loopback (another app on this computer).
SEND_INTERFACES = ("0.0.0.0", "127.0.0.1")
TYPE_A, TYPE_PTR, TYPE_TXT, TYPE_SRV = 1, 12, 16, 33
CLASS_IN, CACHE_FLUSH, UNICAST_RESPONSE = 1, 0x8000, 0x8000
FLAGS_RESPONSE = 0x8400  # response, authoritative


class BadPacket(ValueError):
    pass


@dataclass(frozen=True)
class LanTable:
    """A table announced on the local network."""

    code: str
    game: str
    host_name: str
    address: str
    port: int
    free: int

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"


# ---- DNS messages (only what DNS-SD needs) ------------------------------------------
def _name(name: str) -> bytes:
    out = b""
    for label in name.rstrip(".").split("."):
        raw = label.encode()[:63]
        out += bytes([len(raw)]) + raw
    return out + b"\0"


def _record(name: str, rtype: int, rclass: int, ttl: int, rdata: bytes) -> bytes:
    return _name(name) + struct.pack("!HHIH", rtype, rclass, ttl, len(rdata)) + rdata


def _read_name(data: bytes, offset: int) -> tuple[str, int]:
    labels, end, jumps = [], None, 0
    while True:
        if offset >= len(data):
            raise BadPacket("name runs past the packet")
        length = data[offset]
        if length & 0xC0 == 0xC0:  # a compression pointer
            if offset + 1 >= len(data) or jumps > 20:
                raise BadPacket("bad name pointer")
            if end is None:
                end = offset + 2
            offset = ((length & 0x3F) << 8) | data[offset + 1]
            jumps += 1
            continue
        offset += 1
        if length == 0:
            break
        labels.append(data[offset:offset + length].decode("utf-8", "replace"))
        offset += length
    return ".".join(labels) + ".", end if end is not None else offset


def query_packet() -> bytes:
    return struct.pack("!HHHHHH", 0, 0, 1, 0, 0, 0) + _name(SERVICE) + struct.pack("!HH", TYPE_PTR, CLASS_IN)


def parse(data: bytes) -> tuple[bool, list[str], list[tuple[str, int, int, bytes, int]]]:
    """(is a response, the questions' names of type PTR/ANY, the records as
    (name, type, ttl, rdata, rdata's offset)). ``BadPacket`` for anything malformed."""
    if len(data) < 12:
        raise BadPacket("short header")
    _id, flags, qd, an, ns, ar = struct.unpack("!HHHHHH", data[:12])
    offset, questions, records = 12, [], []
    for _ in range(qd):
        name, offset = _read_name(data, offset)
        if offset + 4 > len(data):
            raise BadPacket("short question")
        qtype, _qclass = struct.unpack("!HH", data[offset:offset + 4])
        offset += 4
        if qtype in (TYPE_PTR, 255):
            questions.append(name.lower())
    for _ in range(an + ns + ar):
        name, offset = _read_name(data, offset)
        if offset + 10 > len(data):
            raise BadPacket("short record")
        rtype, _rclass, ttl, length = struct.unpack("!HHIH", data[offset:offset + 10])
        offset += 10
        if offset + length > len(data):
            raise BadPacket("record runs past the packet")
        records.append((name, rtype, ttl, data[offset:offset + length], offset))
        offset += length
    return bool(flags & 0x8000), questions, records


def _txt(values: dict[str, str]) -> bytes:
    out = b""
    for key, value in values.items():
        raw = f"{key}={value}".encode()[:255]
        out += bytes([len(raw)]) + raw
    return out


def _read_txt(rdata: bytes) -> dict[str, str]:
    values, i = {}, 0
    while i < len(rdata):
        length = rdata[i]
        item = rdata[i + 1:i + 1 + length].decode("utf-8", "replace")
        i += 1 + length
        key, _, value = item.partition("=")
        values[key] = value
    return values


def _local_address() -> str:
    """This computer's address on the network (the default route's), else loopback.
    Nothing is sent: a UDP connect only picks the route."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def local_address() -> str:
    return _local_address()


def _mdns_socket() -> socket.socket:
    """A socket on the mDNS port, in the group on the default interface and loopback."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    if hasattr(socket, "SO_REUSEPORT"):
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind(("", MDNS_PORT))
    joined = 0
    for interface in SEND_INTERFACES:
        try:
            sock.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                            socket.inet_aton(MDNS_GROUP) + socket.inet_aton(interface))
            joined += 1
        except OSError:
            continue
    if not joined:
        sock.close()
        raise OSError("could not join the mDNS group on any interface")
    sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 255)
    sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
    sock.settimeout(0.2)
    return sock


def _send(sock: socket.socket, packet: bytes) -> None:
    for interface in SEND_INTERFACES:
        try:
            sock.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton(interface))
            sock.sendto(packet, (MDNS_GROUP, MDNS_PORT))
        except OSError:
            continue  # no such route (a computer off the network): loopback still works


class _Worker:
    """A thread with an mDNS socket; ``stop`` ends it."""

    def __init__(self) -> None:
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None
        self._sock: socket.socket | None = None

    def start(self) -> None:
        """Open the socket (``OSError`` if the computer has no multicast) and begin."""
        self._sock = _mdns_socket()
        self._thread = threading.Thread(target=self._run, name=type(self).__name__, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stopping.set()
        if self._thread is not None:
            self._thread.join(2.0)
            self._thread = None
        if self._sock is not None:
            self._sock.close()
            self._sock = None

    def _receive(self) -> tuple[bytes, str] | None:
        assert self._sock is not None
        try:
            data, sender = self._sock.recvfrom(9000)
        except (socket.timeout, OSError):
            return None
        return data, sender[0]

    def _run(self) -> None:
        raise NotImplementedError


class Announcer(_Worker):
    """Announces one table until ``stop`` (which says goodbye: TTL 0)."""

    def __init__(self, code: str, game: str, host_name: str, port: int, free: int) -> None:
        super().__init__()
        self.code = code
        self._lock = threading.Lock()
        self._values = {"code": code, "game": game, "host": host_name, "free": str(free), "v": "1"}
        self.port = port
        self.instance = f"Jadi {code}.{SERVICE}"
        self.target = f"jadi-{code.lower()}.local."

    def update(self, free: int) -> None:
        with self._lock:
            self._values["free"] = str(free)
        if self._sock is not None:
            _send(self._sock, self.packet())

    def packet(self, ttl: int = TTL) -> bytes:
        with self._lock:
            txt = _txt(self._values)
        address = socket.inet_aton(_local_address())
        records = [
            _record(SERVICE, TYPE_PTR, CLASS_IN, ttl, _name(self.instance)),
            _record(self.instance, TYPE_SRV, CLASS_IN | CACHE_FLUSH, ttl,
                    struct.pack("!HHH", 0, 0, self.port) + _name(self.target)),
            _record(self.instance, TYPE_TXT, CLASS_IN | CACHE_FLUSH, ttl, txt),
            _record(self.target, TYPE_A, CLASS_IN | CACHE_FLUSH, ttl, address),
        ]
        return struct.pack("!HHHHHH", 0, FLAGS_RESPONSE, 0, len(records), 0, 0) + b"".join(records)

    def _run(self) -> None:
        assert self._sock is not None
        next_announcement, announced = 0.0, 0
        while not self._stopping.is_set():
            now = time.monotonic()
            if announced < ANNOUNCE_COUNT and now >= next_announcement:
                _send(self._sock, self.packet())
                announced += 1
                next_announcement = now + ANNOUNCE_GAP
            received = self._receive()
            if received is None:
                continue
            try:
                is_response, questions, _records = parse(received[0])
            except BadPacket:
                continue  # somebody else's garbage: ignored
            if not is_response and SERVICE in questions:
                _send(self._sock, self.packet())
        try:
            _send(self._sock, self.packet(ttl=0))  # goodbye: browsers drop the table
        except OSError:
            pass


class Browser(_Worker):
    """Finds announced tables; ``tables()`` lists those heard within their TTL."""

    def __init__(self) -> None:
        super().__init__()
        self._lock = threading.Lock()
        self._found: dict[str, tuple[LanTable, float]] = {}  # instance -> (table, expiry)

    def tables(self) -> list[LanTable]:
        now = time.monotonic()
        with self._lock:
            return sorted((t for t, expiry in self._found.values() if expiry > now), key=lambda t: t.code)

    def query(self) -> None:
        if self._sock is not None:
            _send(self._sock, query_packet())

    def _run(self) -> None:
        next_query = 0.0
        while not self._stopping.is_set():
            now = time.monotonic()
            if now >= next_query:
                self.query()
                next_query = now + QUERY_INTERVAL
            received = self._receive()
            if received is not None:
                self.take(*received)

    def take(self, data: bytes, sender: str) -> None:
        """Read one packet (a response naming our service); bad packets are ignored."""
        try:
            is_response, _questions, records = parse(data)
        except BadPacket:
            return
        if not is_response:
            return
        instances = {}
        srv, txt = {}, {}
        for name, rtype, ttl, rdata, offset in records:
            try:
                if rtype == TYPE_PTR and name.lower() == SERVICE:
                    instances[_read_name(data, offset)[0]] = ttl
                elif rtype == TYPE_SRV and len(rdata) >= 6:
                    srv[name] = struct.unpack("!HHH", rdata[:6])[2]
                elif rtype == TYPE_TXT:
                    txt[name] = _read_txt(rdata)
            except (BadPacket, struct.error):
                return
        with self._lock:
            for instance, ttl in instances.items():
                values = txt.get(instance, {})
                if ttl == 0:
                    self._found.pop(instance, None)
                    continue
                if instance not in srv or not values.get("code"):
                    continue
                try:
                    free = int(values.get("free", "0"))
                except ValueError:
                    free = 0
                table = LanTable(values["code"], values.get("game", ""), values.get("host", ""), sender,
                                 srv[instance], free)
                self._found[instance] = (table, time.monotonic() + ttl)
