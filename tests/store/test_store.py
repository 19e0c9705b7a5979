from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import sqlalchemy as sa

from bot.config import StoreSettings
from bot.digest import Subscription
from bot.errors import StoreError
from bot.models import DigestEntry, Quote
from bot.store import Store, async_url

T0 = datetime(2024, 11, 1, 12, 0, tzinfo=UTC)


def entry(url: str = "https://example.com/a", when: datetime = T0, **kw: object) -> DigestEntry:
    base: dict[str, object] = dict(
        platform="slack", workspace="W1", channel="C1", canonical_url=url, story_key="k1", title="T",
        headline="H", site="example.com", key_quote=Quote("Hello there", "Ann Lee", 2), posted_at=when,
        people=("Ann Lee",),
    )
    base.update(kw)
    return DigestEntry(**base)  # type: ignore[arg-type]


async def test_schema_is_at_head_and_reconnect_is_a_noop(store: Store, url: str) -> None:
    async with store._engine.connect() as conn:
        version = (await conn.execute(sa.text("SELECT version_num FROM alembic_version"))).scalar_one()
        tables = await conn.run_sync(lambda c: set(sa.inspect(c).get_table_names()))
    assert version == "0002"  # 0002: digest_entries.sourcing (issue #17)
    assert {"cache", "channel_settings", "seen_events", "digest_entries", "digest_subscriptions",
            "digest_runs"} <= tables
    again = await Store.connect(StoreSettings(url=url))
    assert await again.ping()
    await again.close()


async def test_cache_upsert_and_ttl_expiry(store: Store) -> None:
    assert await store.get_cached("recap", "u|x", T0) is None
    await store.put_cached("recap", "u|x", {"v": 1}, T0 + timedelta(hours=1))
    await store.put_cached("recap", "u|x", {"v": 2, "ü": "é"}, T0 + timedelta(hours=2))
    assert await store.get_cached("recap", "u|x", T0 + timedelta(minutes=90)) == {"v": 2, "ü": "é"}
    assert await store.get_cached("recap", "u|x", T0 + timedelta(hours=2)) is None
    assert await store.get_cached("other", "u|x", T0) is None
    pruned = await store.prune(T0 + timedelta(hours=3), retention_days=30)
    assert pruned["cache"] == 1


async def test_channel_mode(store: Store) -> None:
    assert await store.get_channel_mode("discord", "G", "C") is None
    await store.set_channel_mode("discord", "G", "C", "off", now=T0)
    await store.set_channel_mode("discord", "G", "C", "react", now=T0)
    await store.set_channel_mode("discord", "G", "D", "off", now=T0)
    assert await store.get_channel_mode("discord", "G", "C") == "react"
    assert await store.get_channel_mode("slack", "G", "C") is None


async def test_claim_event_true_once_under_concurrency(store: Store, url: str) -> None:
    other = await Store.connect(StoreSettings(url=url))
    try:
        results = await asyncio.gather(
            *[(store if i % 2 else other).claim_event("slack", "Ev123", T0) for i in range(16)]
        )
    finally:
        await other.close()
    assert sorted(results) == [False] * 15 + [True]
    assert await store.claim_event("discord", "Ev123", T0) is True
    assert await store.claim_event("slack", "Ev124", T0) is True


async def test_prune_removes_old_rows_only(store: Store) -> None:
    await store.claim_event("slack", "old", T0 - timedelta(days=40))
    await store.claim_event("slack", "new", T0)
    await store.add_digest_entry(entry(when=T0 - timedelta(days=31)))
    await store.add_digest_entry(entry(url="https://example.com/b"))
    counts = await store.prune(T0, retention_days=30)
    assert counts["seen_events"] == 1 and counts["digest_entries"] == 1
    assert await store.claim_event("slack", "old", T0) is True  # forgotten, so new again
    assert await store.claim_event("slack", "new", T0) is False


async def test_digest_entry_same_day_bumps_interest(store: Store) -> None:
    await store.add_digest_entry(entry())
    await store.add_digest_entry(entry(when=T0 + timedelta(hours=3)))
    await store.add_digest_entry(entry(when=T0 + timedelta(days=1)))  # another UTC day: a new row
    await store.add_digest_entry(entry(channel="C2"))
    rows = await store.list_digest_entries("slack", "W1", "C1", since=T0 - timedelta(days=1))
    assert [(r.interest, r.posted_at) for r in rows] == [(2, T0), (1, T0 + timedelta(days=1))]
    assert rows[0].key_quote == Quote("Hello there", "Ann Lee", 2) and rows[0].people == ("Ann Lee",)
    assert rows[0].posted_at.tzinfo is not None
    assert await store.add_interest("slack", "W1", "C1", "https://example.com/a", 5, since=T0) is True
    assert await store.add_interest("slack", "W1", "C1", "https://nope.example/", 5, since=T0) is False
    rows = await store.list_digest_entries("slack", "W1", "C1", since=T0 - timedelta(days=1))
    assert [r.interest for r in rows] == [2, 6]


async def test_subscriptions_roundtrip(store: Store) -> None:
    sub = Subscription("discord", "G", "C", "09:00", "Europe/London", T0)
    assert await store.upsert_subscription(sub, T0) == sub
    moved = Subscription("discord", "G", "C", "18:30", "America/New_York", T0)
    assert await store.upsert_subscription(moved, T0 + timedelta(hours=1)) == moved
    assert await store.list_subscriptions() == [moved]
    assert await store.list_subscriptions(platforms=["slack"]) == []
    assert await store.delete_subscription("discord", "G", "C") is True
    assert await store.delete_subscription("discord", "G", "C") is False


async def test_digest_run_claims_lease_and_attempts(store: Store) -> None:
    sub = Subscription("slack", "W", "C", "09:00", "UTC", T0)
    lease = timedelta(minutes=5)
    assert await store.claim_digest_run(sub, "2024-11-01", now=T0, owner="a", lease=lease)
    assert not await store.claim_digest_run(sub, "2024-11-01", now=T0, owner="b", lease=lease)
    assert not await store.claim_digest_run(sub, "2024-11-01", now=T0 + timedelta(minutes=4), owner="b", lease=lease)
    # a's lease ran out: exactly one of two racing takers wins
    later = T0 + timedelta(minutes=6)
    won = await asyncio.gather(
        store.claim_digest_run(sub, "2024-11-01", now=later, owner="b", lease=lease),
        store.claim_digest_run(sub, "2024-11-01", now=later, owner="c", lease=lease),
    )
    assert sorted(won) == [False, True]
    winner = "b" if won[0] else "c"
    assert not await store.finish_digest_run(sub, "2024-11-01", owner="a", status="posted", now=later)
    assert await store.finish_digest_run(sub, "2024-11-01", owner=winner, status="posted", now=later)
    run = await store.get_digest_run(sub, "2024-11-01")
    assert run is not None and run.status == "posted" and run.attempts == 2 and run.owner == winner
    assert not await store.claim_digest_run(sub, "2024-11-01", now=T0 + timedelta(hours=5), owner="d", lease=lease)
    # attempts cap: a run that keeps failing stops being retried
    for i in range(3):
        ok = await store.claim_digest_run(sub, "2024-11-02", now=T0 + i * lease * 2, owner=f"x{i}", lease=lease,
                                          max_attempts=3)
        assert ok
    assert not await store.claim_digest_run(sub, "2024-11-02", now=T0 + 10 * lease, owner="y", lease=lease,
                                            max_attempts=3)


async def test_naive_datetime_is_rejected(store: Store) -> None:
    with pytest.raises(StoreError):
        await store.claim_event("slack", "x", datetime(2024, 1, 1))  # noqa: DTZ001


async def test_sqlite_file_wal_and_parent_dir(tmp_path: Path) -> None:
    s = await Store.connect(StoreSettings(url=f"sqlite:///{tmp_path}/a/b/c.db"))
    try:
        async with s._engine.connect() as conn:
            mode = (await conn.execute(sa.text("PRAGMA journal_mode"))).scalar_one()
            busy = (await conn.execute(sa.text("PRAGMA busy_timeout"))).scalar_one()
        assert mode == "wal" and busy >= 1000
        assert (tmp_path / "a" / "b" / "c.db").is_file()
    finally:
        await s.close()


def test_url_normalisation() -> None:
    assert async_url("sqlite:///x.db").drivername == "sqlite+aiosqlite"
    assert async_url("postgresql://u@h/db").drivername == "postgresql+asyncpg"
    assert async_url("postgres://u@h/db").drivername == "postgresql+asyncpg"
    with pytest.raises(StoreError):
        async_url("mysql://u@h/db")


async def test_unreachable_database_is_store_error() -> None:
    with pytest.raises(StoreError):
        await Store.connect(StoreSettings(url="postgresql+asyncpg://postgres@127.0.0.1:1/none"))


@pytest.mark.postgres
async def test_concurrent_first_connects_migrate_once(tmp_path: Path) -> None:
    from tests.store.dbs import fresh_pg_database

    async for url in fresh_pg_database():
        stores = await asyncio.gather(*[Store.connect(StoreSettings(url=url)) for _ in range(4)])
        assert all([await s.ping() for s in stores])
        for s in stores:
            await s.close()
