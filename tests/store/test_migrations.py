"""Issue 18 item 5: SQLite start-up with real processes — two at once on a fresh file, and kill -9 mid-migration."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
OPEN = """
import asyncio, sys
from bot.config import StoreSettings
from bot.store import Store

async def main():
    store = await Store.connect(StoreSettings(url=sys.argv[1]))
    await store.close()

asyncio.run(main())
"""
# migrate, but stop for good after the second table (a marker file, renamed into place when written, says where it is)
STALL = """
import os, sys, time
from pathlib import Path
import alembic.op
real = alembic.op.create_table
made = []

def create_table(*a, **kw):
    out = real(*a, **kw)
    made.append(a[0])
    if len(made) == 2:
        tmp = Path(sys.argv[2] + ".part")  # whole or absent: the test polls for the file, then reads it
        tmp.write_text(",".join(made))
        os.replace(tmp, sys.argv[2])
        time.sleep(120)
    return out

alembic.op.create_table = create_table
""" + OPEN


def _spawn(code: str, *args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-c", code, *args], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _tables(db: Path) -> set[str]:
    with sqlite3.connect(db) as conn:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}


EXPECTED = {"alembic_version", "cache", "channel_settings", "seen_events", "digest_entries", "digest_subscriptions",
            "digest_runs"}


@pytest.mark.parametrize("trial", range(3))
def test_two_processes_start_together_on_a_fresh_sqlite_file(tmp_path: Path, trial: int) -> None:
    db = tmp_path / "fresh" / "store.db"
    procs = [_spawn(OPEN, f"sqlite:///{db}") for _ in range(2)]
    results = [p.communicate(timeout=60) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], [err[-400:] for _, err in results]
    assert _tables(db) >= EXPECTED


def test_kill_9_during_the_first_migration_leaves_a_database_that_starts(tmp_path: Path) -> None:
    db = tmp_path / "store.db"
    marker = tmp_path / "stalled"
    proc = _spawn(STALL, f"sqlite:///{db}", str(marker))
    deadline = time.monotonic() + 60
    while not marker.exists():
        assert proc.poll() is None, proc.communicate()[1][-400:]
        assert time.monotonic() < deadline
        time.sleep(0.05)
    os.kill(proc.pid, signal.SIGKILL)
    proc.communicate(timeout=10)
    assert len(marker.read_text().split(",")) == 2  # two tables were made when it died
    assert not (_tables(db) & EXPECTED) if db.exists() else True  # rolled back: none of them is left
    again = _spawn(OPEN, f"sqlite:///{db}")
    _, err = again.communicate(timeout=60)
    assert again.returncode == 0, err[-400:]
    assert _tables(db) >= EXPECTED


@pytest.mark.parametrize(("release_after", "busy_ms", "switched"), [
    (0.3, 10_000, True),  # the other process finishes its write: the switch waits for it, then happens
    (None, 300, False),  # it never does: "database is locked" once the busy wait is over, not forever
])
def test_the_switch_to_wal_waits_for_a_writer_in_another_connection(
    tmp_path: Path, release_after: float | None, busy_ms: int, switched: bool,
) -> None:
    # SQLite refuses a journal-mode switch at once ("database is locked", no busy wait) while another connection
    # writes: the race of two processes opening a fresh file together, the other one migrating it.
    from bot.store import _sqlite_pragmas

    db = tmp_path / "store.db"
    writer = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
    writer.execute("CREATE TABLE t (x)")
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("INSERT INTO t VALUES (1)")
    if release_after is not None:
        threading.Timer(release_after, lambda: writer.execute("COMMIT")).start()
    opener = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
    try:
        if switched:
            _sqlite_pragmas(opener, None, busy_ms)
            assert opener.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        else:
            started = time.monotonic()
            with pytest.raises(sqlite3.OperationalError, match="locked"):
                _sqlite_pragmas(opener, None, busy_ms)
            assert time.monotonic() - started < 5
    finally:
        opener.close()
        writer.close()
