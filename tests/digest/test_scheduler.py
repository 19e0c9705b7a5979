from __future__ import annotations

import asyncio
import logging
from collections import Counter
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from bot.clock import FakeClock
from bot.config import DigestSettings, Settings, StoreSettings
from bot.digest import Digest, DigestService, Subscription
from bot.scheduler import DigestScheduler, due_at
from bot.store import Store
from tests.digest.helpers import make_recap
from tests.store.dbs import BACKENDS

Posted = list[tuple[str, str, datetime]]


def settings(**digest: object) -> Settings:
    return Settings(digest=DigestSettings(**digest), store=StoreSettings(retention_days=30))  # type: ignore[arg-type]


def poster_into(posted: Posted, clock: FakeClock) -> object:
    async def post(sub: Subscription, digest: Digest) -> None:
        await asyncio.sleep(0)  # let the other instance interleave
        posted.append((sub.channel, digest.local_date, clock.now()))

    return post


async def _subscribe_all(service: DigestService, subs: list[tuple[str, str, str]]) -> None:
    for channel, at, tz in subs:
        await service.subscribe("discord", "G", channel, at=at, tz=tz)


@pytest.mark.parametrize("url", BACKENDS, indirect=True)
async def test_two_instances_post_exactly_once_per_local_day_across_dst(url: str) -> None:
    # 2024-10-24 .. 2024-11-05 UTC: Europe/London leaves BST on 27 Oct, America/New_York leaves EDT on 3 Nov.
    # 01:30 is an ambiguous (repeated) local time on both change days.
    start = datetime(2024, 10, 24, 0, 0, tzinfo=UTC)
    end = datetime(2024, 11, 5, 12, 0, tzinfo=UTC)
    subs = [("ny", "01:30", "America/New_York"), ("ldn", "01:30", "Europe/London"),
            ("ldn9", "09:00", "Europe/London"), ("tokyo", "07:05", "Asia/Tokyo")]
    cfg = settings(post_quiet_days=True)
    clock = FakeClock(start - timedelta(hours=1))
    a = await Store.connect(StoreSettings(url=url))
    b = await Store.connect(StoreSettings(url=url))
    try:
        svc_a = DigestService(a, cfg.digest, clock)
        svc_b = DigestService(b, cfg.digest, clock)
        await _subscribe_all(svc_a, subs)
        await svc_a.record(platform="discord", workspace="G", channel="ny",
                           recap=make_recap("https://x.example/1", "Kiki Laurent cancels tour", "Tour off."),
                           kind="post")
        posted: Posted = []
        sched_a = DigestScheduler(svc_a, a, {"discord": poster_into(posted, clock)}, clock, cfg, owner="A")  # type: ignore[dict-item]
        sched_b = DigestScheduler(svc_b, b, {"discord": poster_into(posted, clock)}, clock, cfg, owner="B")  # type: ignore[dict-item]
        step = timedelta(minutes=30)
        t = start
        while t <= end:
            clock.set(t)
            await asyncio.gather(sched_a.run_once(t), sched_b.run_once(t + timedelta(seconds=1)))
            t += step
    finally:
        await a.close()
        await b.close()
    counts = Counter((ch, d) for ch, d, _ in posted)
    assert all(n == 1 for n in counts.values()), [k for k, n in counts.items() if n > 1]
    for channel, at, tz in subs:
        zone = ZoneInfo(tz)
        day = start.astimezone(zone).date()
        expected: set[tuple[str, str]] = set()
        while day <= end.astimezone(zone).date():
            if start <= due_at(Subscription("discord", "G", channel, at, tz, start), day) <= end:
                expected.add((channel, day.isoformat()))
            day += timedelta(days=1)
        got = {k for k in counts if k[0] == channel}
        assert got == expected, (channel, sorted(expected ^ got))
    for channel, local_date, when in posted:
        sub = next(s for s in subs if s[0] == channel)
        due = due_at(Subscription("discord", "G", channel, sub[1], sub[2], start), date.fromisoformat(local_date))
        assert due <= when < due + step, (channel, local_date, when)
    assert {(ch, d) for ch, d, _ in posted} >= {("ny", "2024-11-03"), ("ldn", "2024-10-27")}


@pytest.mark.parametrize("url", BACKENDS, indirect=True)
async def test_crash_after_claim_is_retried_once(url: str) -> None:
    t0 = datetime(2024, 3, 5, 9, 0, tzinfo=UTC)
    clock = FakeClock(t0 - timedelta(days=2))
    cfg = settings(post_quiet_days=True)
    store = await Store.connect(StoreSettings(url=url))
    try:
        svc = DigestService(store, cfg.digest, clock)
        sub = await svc.subscribe("slack", "T", "C", at="09:00", tz="UTC")
        # instance "dead" claimed today's run and crashed before posting
        assert await store.claim_digest_run(sub, "2024-03-05", now=t0, owner="dead", lease=timedelta(minutes=5))
        posted: Posted = []
        sched = DigestScheduler(svc, store, {"slack": poster_into(posted, clock)}, clock, cfg, owner="live")  # type: ignore[dict-item]
        assert await sched.run_once(t0 + timedelta(minutes=2)) == 0  # lease still held
        assert await sched.run_once(t0 + timedelta(minutes=6)) == 1  # lease expired: retried
        assert await sched.run_once(t0 + timedelta(minutes=30)) == 0  # and not doubled
        run = await store.get_digest_run(sub, "2024-03-05")
        assert run is not None and run.status == "posted" and run.owner == "live" and run.attempts == 2
    finally:
        await store.close()
    assert [(c, d) for c, d, _ in posted] == [("C", "2024-03-05")]


async def test_failing_poster_is_retried_after_lease(tmp_path: object) -> None:
    t0 = datetime(2024, 3, 5, 9, 0, tzinfo=UTC)
    clock = FakeClock(t0 - timedelta(days=1))
    cfg = settings(post_quiet_days=True)
    store = await Store.connect(StoreSettings(url=f"sqlite:///{tmp_path}/s.db"))
    calls: list[datetime] = []

    async def flaky(sub: Subscription, digest: Digest) -> None:
        calls.append(clock.now())
        if len(calls) == 1:
            raise RuntimeError("platform down")

    try:
        svc = DigestService(store, cfg.digest, clock)
        await svc.subscribe("slack", "T", "C", at="09:00", tz="UTC")
        sched = DigestScheduler(svc, store, {"slack": flaky}, clock, cfg)
        clock.set(t0)
        assert await sched.run_once(t0) == 0
        assert await sched.run_once(t0 + timedelta(minutes=1)) == 0
        clock.set(t0 + timedelta(minutes=6))
        assert await sched.run_once(t0 + timedelta(minutes=6)) == 1
        assert len(calls) == 2
    finally:
        await store.close()


@pytest.mark.parametrize("url", BACKENDS, indirect=True)
async def test_downtime_catch_up_same_day_posted_previous_day_skipped(
    url: str, caplog: pytest.LogCaptureFixture
) -> None:
    created = datetime(2024, 7, 1, 6, 0, tzinfo=UTC)
    clock = FakeClock(created)
    cfg = settings(post_quiet_days=True)
    store = await Store.connect(StoreSettings(url=url))
    try:
        svc = DigestService(store, cfg.digest, clock)
        sub = await svc.subscribe("discord", "G", "C", at="09:00", tz="Europe/London")  # 08:00 UTC in summer
        posted: Posted = []
        # the bot was down from before 08:00 UTC on 1 July until 14:00 UTC on 2 July
        back = datetime(2024, 7, 2, 14, 0, tzinfo=UTC)
        clock.set(back)
        sched = DigestScheduler(svc, store, {"discord": poster_into(posted, clock)}, clock, cfg)
        with caplog.at_level(logging.WARNING, logger="bot.scheduler"):
            assert await sched.run_once(back) == 1
        assert [(c, d) for c, d, _ in posted] == [("C", "2024-07-02")]
        skipped = await store.get_digest_run(sub, "2024-07-01")
        assert skipped is not None and skipped.status == "skipped"
        assert any("skipping digest" in r.getMessage() and "2024-07-01" in r.getMessage() for r in caplog.records)
        # a restart later that day neither re-posts nor re-logs
        caplog.clear()
        again = DigestScheduler(svc, store, {"discord": poster_into(posted, clock)}, clock, cfg)
        assert await again.run_once(back + timedelta(hours=1)) == 0
        assert not any("skipping digest" in r.getMessage() for r in caplog.records)
    finally:
        await store.close()


async def test_subscribing_after_todays_time_starts_tomorrow_and_quiet_days_skip(tmp_path: object) -> None:
    t = datetime(2024, 5, 10, 12, 0, tzinfo=UTC)
    clock = FakeClock(t)
    cfg = settings(post_quiet_days=False)
    store = await Store.connect(StoreSettings(url=f"sqlite:///{tmp_path}/s.db"))
    posted: Posted = []
    try:
        svc = DigestService(store, cfg.digest, clock)
        sub = await svc.subscribe("slack", "T", "C", at="09:00", tz="UTC")
        sched = DigestScheduler(svc, store, {"slack": poster_into(posted, clock)}, clock, cfg)
        assert await sched.run_once(t) == 0
        assert await store.get_digest_run(sub, "2024-05-10") is None
        clock.set(datetime(2024, 5, 11, 8, 0, tzinfo=UTC))
        await svc.record(platform="slack", workspace="T", channel="C",
                         recap=make_recap("https://x.example/a", "Jules Amberley pregnant", "Baby news."),
                         kind="post")
        assert await sched.run_once(datetime(2024, 5, 11, 9, 0, tzinfo=UTC)) == 1
        # nothing recorded in the next 24 h: quiet day, not posted
        assert await sched.run_once(datetime(2024, 5, 12, 9, 30, tzinfo=UTC)) == 0
        run = await store.get_digest_run(sub, "2024-05-12")
        assert run is not None and run.status == "empty"
    finally:
        await store.close()
    assert [(c, d) for c, d, _ in posted] == [("C", "2024-05-11")]


async def test_run_forever_with_fake_clock_and_daily_prune(tmp_path: object) -> None:
    start = datetime(2024, 1, 1, 0, 0, tzinfo=UTC)
    clock = FakeClock(start)
    cfg = settings(post_quiet_days=True, check_interval_seconds=600)
    store = await Store.connect(StoreSettings(url=f"sqlite:///{tmp_path}/s.db"))
    await store.claim_event("slack", "ancient", start - timedelta(days=90))
    posted: Posted = []
    stop = asyncio.Event()
    try:
        svc = DigestService(store, cfg.digest, clock)
        await svc.subscribe("slack", "T", "C", at="12:00", tz="America/New_York")
        base = poster_into(posted, clock)

        async def post(sub: Subscription, digest: Digest) -> None:
            await base(sub, digest)  # type: ignore[operator]
            if len(posted) == 7:
                stop.set()

        sched = DigestScheduler(svc, store, {"slack": post}, clock, cfg)
        await asyncio.wait_for(sched.run_forever(stop), timeout=30)
        assert await store.claim_event("slack", "ancient", clock.now()) is True  # pruned on day one
    finally:
        await store.close()
    assert [d for _, d, _ in posted] == [f"2024-01-0{i}" for i in range(1, 8)]
    assert clock.now() < start + timedelta(days=7)
