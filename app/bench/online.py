"""Online server load: N concurrent Kozel tables of four bots against the server.

    python -m app.bench online                       # 100 tables, SQLite and PostgreSQL
    python -m app.bench online --tables=100,1000     # the 1,000-table run too (4,000 connections)
    python -m app.bench online --engines=sqlite --seconds=30
    python -m app.bench online --tables=1000 --engines=sqlite --profile=/tmp/prof   # + cProfile

The bots run in driver processes separate from the server (each bot thinks 0.5-1.5 s a
move, like a quick human) and play through the protocol (``app.online.bot``). For each
run it prints actions/s, the p50/p99 latency from a bot sending an action to every seat
of that table receiving the update, the servers' CPU time per action, and the servers'
memory per table; then the same latency seen from inside the server (the ``act`` read
-> every seat's update written, the commit included; ``--timings``), how late the
server's event loop ran (its stalls) and its garbage collections' pauses, which the
bots' own scheduling does not blur. Everything is measured in one window: every driver
starts and stops measuring on the orchestrator's word (GO / STOP), the servers' timings
and profile follow the same window (``server.WINDOW_OPEN``), and the 4,000 connections
close after it.
The bot drivers run under ``nice`` (``DRIVER_NICENESS``), in sessions of their own whose
autogroup is niced too (``yield_across_sessions``), so that they never take the server's
CPU: on this 2-core machine they need almost as much CPU as the server. The lines
printed with each run say how the CPU was shared (the servers, the bots, everything
else on the machine, and how long the server waited for a CPU), and whether the
targets were met. SQLite runs one instance; PostgreSQL runs two instances (seats 0-1 of
every table on A, 2-3 on B) on a throwaway PostgreSQL (``app.online.pg_sandbox``; its
own processes count as "everything else").
Target: 1,000 tables with p99 <= 100 ms on one instance (and the aim of at most
``TARGET_CPU_MS`` of server CPU per action).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

TARGET_P99_MS = 100.0
TARGET_TABLES = 1000
# The server's CPU per action to aim for: at 1,000 tables the bots act ~1,000 times a
# second, so 0.5 ms keeps the one server process half busy and its queue short.
TARGET_CPU_MS = 0.5
BUSY_MACHINE = 0.10  # the server waited for a CPU this share of the time: latencies are the machine's
THINK = (0.5, 1.5)
TABLES_PER_DRIVER = 250
DEFAULT_TABLES = (100,)
DEFAULT_ENGINES = ("sqlite", "postgres")
DEFAULT_SECONDS = 20.0
SETUP_CONCURRENCY = 8  # tables set up at once by one driver
CONNECT_ATTEMPTS = 20  # a loaded machine may answer a handshake late while tables are set up
DRIVER_NICENESS = 10  # the bots yield the CPU to the server they measure


# ---- the driver: a process of bots ------------------------------------------------------
async def drive(urls: list[str], tables: int, seconds: float, seed: int, report) -> None:
    """Set up ``tables`` tables of bots, let them play ``seconds``, ``report`` the result,
    then close every bot (after the report: the servers' handling of 4,000 closing
    connections is not part of the measurement)."""
    from app.online.bot import Bot

    rng = random.Random(seed)
    pending: dict[tuple[str, int], list] = {}  # (table, seq) -> [seats still to receive, sent time]
    latencies: list[float] = []
    measuring = {"on": False, "actions": 0}

    def on_update(bot: Bot, update: dict, now: float) -> None:
        key = (update["table"], update["seq"] - 1)
        entry = pending.get(key)
        if entry is None:
            return
        entry[0] -= 1
        if entry[0] == 0:
            del pending[key]
            if measuring["on"] and entry[1] is not None:
                latencies.append(now - entry[1])

    def sent_hook(bot: Bot) -> None:
        original = bot.client.act

        async def act(action: str, seq: int | None = None) -> None:
            pending[(bot.client.ticket.table, seq)] = [4, time.monotonic()]
            if measuring["on"]:
                measuring["actions"] += 1
            await original(action, seq)

        bot.client.act = act

    async def one_table(index: int) -> list[Bot]:
        bots = []
        code = None
        for seat in range(4):
            url = urls[0] if len(urls) == 1 or seat < 2 else urls[1]
            bot = Bot(url, f"b{index}.{seat}", think=THINK, seed=rng.getrandbits(32), games=10 ** 6,
                      keep_messages=False, on_update=on_update)
            for attempt in range(CONNECT_ATTEMPTS):
                try:
                    await bot.connect()
                    break
                except (TimeoutError, OSError):
                    if attempt == CONNECT_ATTEMPTS - 1:
                        raise
                    await asyncio.sleep(1.0)
            if code is None:
                code = await bot.client.create("kozel", {}, ["person"] * 4)
            await bot.join(code, seat)
            sent_hook(bot)
            bots.append(bot)
        while bots[0].client.table_info is None or any(
                s["presence"] == "empty" for s in bots[0].client.table_info["seats"]):
            await asyncio.sleep(0.05)
        return bots

    gate = asyncio.Semaphore(SETUP_CONCURRENCY)

    async def guarded(i: int) -> list[Bot]:
        async with gate:
            return await one_table(i)

    # Every table is seated before any starts: setting up does not compete with play.
    seated = await asyncio.gather(*(guarded(i) for i in range(tables)))
    await asyncio.gather(*(bots[0].client.start() for bots in seated))
    all_bots = [b for bots in seated for b in bots]
    print("ready", flush=True)
    await orders()  # GO: every driver measures the same seconds
    measuring["on"] = True
    cpu = time.process_time()
    await asyncio.sleep(seconds)
    measuring["on"] = False
    cpu = time.process_time() - cpu
    errors = sum(len([e for e in b.errors if e["code"] not in ("stale", "not_your_turn")]) for b in all_bots)
    report({"latencies": latencies, "actions": measuring["actions"], "errors": errors, "cpu": cpu})
    await orders()  # STOP: every driver has reported
    await asyncio.gather(*(b.close() for b in all_bots), return_exceptions=True)


GO, STOP = "go", "stop"  # the orchestrator's orders to the drivers (a line on their stdin)


async def orders() -> str:
    """The orchestrator's next order (the bots play on meanwhile). A driver runs in a
    session of its own (``yield_across_sessions``), so it ends when the orchestrator
    does: its orders end."""
    line = await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    if not line:
        os._exit(1)
    return line.strip()


def driver_main(argv: list[str]) -> None:
    from app.online.server import raise_file_limit

    raise_file_limit()
    urls, tables, seconds, seed = argv[0].split(","), int(argv[1]), float(argv[2]), int(argv[3])
    asyncio.run(drive(urls, tables, seconds, seed, lambda result: print(json.dumps(result), flush=True)))


# ---- the orchestrator --------------------------------------------------------------------
def cpu_seconds(pid: int, part: slice = slice(11, 13)) -> float:
    """A process's CPU time: user + system (``part`` 11:12 user only, 12:13 system only)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return sum(int(x) for x in fields[part]) / ticks


def yield_across_sessions(pid: int) -> None:
    """Make ``nice`` hold between sessions too. With the kernel's autogroup scheduling
    (``/proc/sys/kernel/sched_autogroup_enabled``, on here) every session's group gets
    an equal share of the CPU whatever its processes' nice values: a driver in its own
    session yields to the server only once its group is niced as well."""
    try:
        with open(f"/proc/{pid}/autogroup", "w") as f:
            f.write(str(DRIVER_NICENESS))
    except OSError:
        pass  # no autogroup scheduling: plain nice already holds


def machine_busy_seconds() -> float:
    """CPU time every process on the machine has used so far (/proc/stat: all but idle)."""
    with open("/proc/stat") as f:
        fields = [int(x) for x in f.readline().split()[1:]]
    idle = fields[3] + fields[4]  # idle + iowait
    return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")


def run_queue_seconds(pid: int) -> float:
    """How long a process (all its threads) has waited, runnable, for a CPU
    (/proc/PID/task/*/schedstat, 2nd field): CPU that others on the machine held."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[1])
        except (OSError, IndexError, ValueError):
            pass
    return total / 1e9


def rss_bytes(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


def run_load(engine: str, tables: int, seconds: float, profile: str | None = None) -> dict:
    from app.online import pg_sandbox
    from app.online.launch import ServerProcess
    from app.online.server import WINDOW_CLOSE, WINDOW_OPEN

    folder = tempfile.mkdtemp(prefix="jadi-bench-online-")
    sandbox = None
    servers = []
    flags = ["--ai-workers", "1", "--log-level", "WARNING"]
    log = os.path.join(folder, "servers.log")
    try:
        def profiled(name: str) -> list[str]:
            timed = ["--timings", os.path.join(folder, f"timings-{name}.json")]
            return timed if profile is None else timed + ["--profile", f"{profile}-{engine}-{tables}-{name}.prof"]

        if engine == "sqlite":
            servers.append(ServerProcess.start(os.path.join(folder, "bench.sqlite3"), extra=flags + profiled("A"),
                                               log_path=log))
        else:
            sandbox = pg_sandbox.PostgresSandbox().start()
            for name in ("A", "B"):
                servers.append(ServerProcess.start(sandbox.url, extra=flags + ["--instance", name] + profiled(name),
                                                   log_path=log))
        time.sleep(0.5)
        rss_before = sum(rss_bytes(s.pid) for s in servers)
        drivers = []
        per = max(1, min(TABLES_PER_DRIVER, tables))
        count = 0
        while count < tables:
            n = min(per, tables - count)
            command = [sys.executable, "-m", "app.bench.online", "--driver", ",".join(s.url for s in servers),
                       str(n), str(seconds), str(count)]
            driver = subprocess.Popen(["nice", "-n", str(DRIVER_NICENESS)] + command, stdout=subprocess.PIPE,
                                      stdin=subprocess.PIPE, text=True, start_new_session=True)
            yield_across_sessions(driver.pid)
            drivers.append(driver)
            count += n
        for d in drivers:
            line = d.stdout.readline()
            if line.strip() != "ready":
                raise RuntimeError(f"a bot driver failed to set up its tables: {line!r} (server log: {log})")
        time.sleep(2.0)  # every table past its first moves
        tell(drivers, GO)
        for s in servers:  # the servers' timings and profile cover the bots' play only
            os.kill(s.pid, WINDOW_OPEN)
        cpu_before = sum(cpu_seconds(s.pid) for s in servers)
        waited_before = sum(run_queue_seconds(s.pid) for s in servers)
        machine_before = machine_busy_seconds()
        system_before = sum(cpu_seconds(s.pid, slice(12, 13)) for s in servers)
        started = time.monotonic()
        results = [json.loads(d.stdout.readline()) for d in drivers]
        elapsed = time.monotonic() - started
        for s in servers:
            os.kill(s.pid, WINDOW_CLOSE)
        cpu_after = sum(cpu_seconds(s.pid) for s in servers)
        waited_after = sum(run_queue_seconds(s.pid) for s in servers)
        machine_after = machine_busy_seconds()
        system_after = sum(cpu_seconds(s.pid, slice(12, 13)) for s in servers)
        rss_after = sum(rss_bytes(s.pid) for s in servers)
        tell(drivers, STOP)
        for d in drivers:
            d.wait(30)
    finally:
        for s in servers:
            s.stop()
        if sandbox is not None:
            sandbox.stop()
    inside: dict[str, list] = {"act": [], "lag": [], "gc": []}
    for name in ("A", "B"):
        path = os.path.join(folder, f"timings-{name}.json")
        if os.path.exists(path):
            with open(path) as f:
                for key, values in json.load(f).items():
                    inside[key] += values
    act, lag = sorted(inside["act"]), sorted(inside["lag"])
    shutil.rmtree(folder, ignore_errors=True)
    latencies = sorted(x for r in results for x in r["latencies"])
    actions = sum(r["actions"] for r in results)
    window = min(elapsed, seconds) or seconds
    return {
        "engine": engine, "tables": tables, "actions_per_s": actions / window,
        "p50_ms": 1000 * latencies[len(latencies) // 2] if latencies else float("nan"),
        "p99_ms": 1000 * latencies[int(len(latencies) * 0.99)] if latencies else float("nan"),
        "cpu_ms_per_action": 1000 * (cpu_after - cpu_before) / max(1, actions) * (elapsed / window),
        "server_cores": (cpu_after - cpu_before) / elapsed,
        "server_waited": (waited_after - waited_before) / elapsed,
        "machine_cores": (machine_after - machine_before) / elapsed,
        "system_share": (system_after - system_before) / max(1e-9, cpu_after - cpu_before),
        "bot_cores": sum(r["cpu"] for r in results) / seconds,
        "load": " ".join(f"{x:.2f}" for x in os.getloadavg()),
        "kb_per_table": (rss_after - rss_before) / 1024 / tables,
        "errors": sum(r["errors"] for r in results),
        "server_p50_ms": 1000 * _quantile(act, 0.5), "server_p99_ms": 1000 * _quantile(act, 0.99),
        "lag_p99_ms": 1000 * _quantile(lag, 0.99), "lag_max_ms": 1000 * (lag[-1] if lag else float("nan")),
        "gc_count": len(inside["gc"]), "gc_max_ms": 1000 * max((p for _, p in inside["gc"]), default=0.0),
        "gc_generation": max(inside["gc"], key=lambda g: g[1], default=(0, 0))[0],
        "samples": len(latencies),
    }


def tell(drivers: list[subprocess.Popen], order: str) -> None:
    for d in drivers:
        d.stdin.write(order + "\n")
        d.stdin.flush()


def _quantile(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(len(values) * q))] if values else float("nan")


def main(options: list[str]) -> None:
    if options[:1] == ["--driver"]:
        driver_main(options[1:])
        return
    settings = dict(o.lstrip("-").split("=", 1) for o in options if "=" in o)
    tables = tuple(int(t) for t in settings.get("tables", ",".join(map(str, DEFAULT_TABLES))).split(","))
    engines = tuple(settings.get("engines", ",".join(DEFAULT_ENGINES)).split(","))
    seconds = float(settings.get("seconds", DEFAULT_SECONDS))
    profile = settings.get("profile")
    from app.online.server import raise_file_limit

    raise_file_limit()
    print(f"   Kozel tables of 4 bots thinking {THINK[0]}-{THINK[1]} s; {seconds:g} s measured; "
          f"load before: {os.getloadavg()[0]:.2f}")
    for engine in engines:
        for n in tables:
            r = run_load(engine, n, seconds, profile)
            instances = "1 instance" if engine == "sqlite" else "2 instances"
            print(f"   {engine:8} {instances:11} {n:5} tables ({4 * n} connections): "
                  f"{r['actions_per_s']:7.1f} actions/s, p50 {r['p50_ms']:6.1f} ms, p99 {r['p99_ms']:6.1f} ms, "
                  f"server CPU {r['cpu_ms_per_action']:.2f} ms/action, {r['kb_per_table']:.0f} KB/table, "
                  f"{r['errors']} errors, {r['samples']} samples", flush=True)
            print(f"      inside the server: act read -> every update written p50 {r['server_p50_ms']:.2f} ms, "
                  f"p99 {r['server_p99_ms']:.2f} ms; event-loop lateness p99 {r['lag_p99_ms']:.1f} ms, "
                  f"max {r['lag_max_ms']:.0f} ms; {r['gc_count']} garbage collections, the longest "
                  f"{r['gc_max_ms']:.0f} ms (generation {r['gc_generation']})", flush=True)
            others = max(0.0, r["machine_cores"] - r["server_cores"] - r["bot_cores"])
            print(f"      CPU shared: servers {r['server_cores']:.2f} cores ({100 * r['system_share']:.0f}% in the "
                  f"kernel: socket writes and reads), bots (nice {DRIVER_NICENESS}) {r['bot_cores']:.2f} cores, "
                  f"everything else on the machine {others:.2f} cores; the server waited for a CPU "
                  f"{100 * r['server_waited']:.0f}% of the time; load average {r['load']}", flush=True)
            if engine == "sqlite" and n >= TARGET_TABLES:
                met = r["p99_ms"] <= TARGET_P99_MS
                cheap = r["cpu_ms_per_action"] <= TARGET_CPU_MS
                print(f"      TARGET p99 <= {TARGET_P99_MS:.0f} ms at {TARGET_TABLES} tables on one instance: "
                      f"{'MET' if met else 'MISSED'} ({r['p99_ms']:.0f} ms); aim server CPU <= {TARGET_CPU_MS} "
                      f"ms/action: {'MET' if cheap else 'MISSED'} ({r['cpu_ms_per_action']:.2f})", flush=True)
            if r["server_waited"] > BUSY_MACHINE:
                print(f"      (a busy machine: the server waited for a CPU {100 * r['server_waited']:.0f}% of the "
                      f"time, so its latencies are partly other processes'; CPU ms/action holds)", flush=True)
    print(f"   load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--driver"]:
        driver_main(sys.argv[2:])
