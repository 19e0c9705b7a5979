"""Issue 18, items 1-4: each case of a digest lost or posted twice, reproduced on the real stores with a fake clock."""

from __future__ import annotations

import logging
from collections import Counter
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from bot.clock import FakeClock
from bot.config import DigestSettings, Settings, StoreSettings
from bot.digest import Digest, DigestService, Subscription
from bot.errors import StoreError
from bot.scheduler import DigestScheduler
from bot.store import Store
from tests.store.dbs import BACKENDS

pytestmark = pytest.mark.parametrize("url", BACKENDS, indirect=True)

T0 = datetime(2024, 3, 5, 9, 0, tzinfo=UTC)


def cfg() -> Settings:
    return Settings(digest=DigestSettings(post_quiet_days=True), store=StoreSettings(retention_days=30))


class FlakyStore(Store):
    """The real store, with database failures injected into named methods (``fail[name]`` calls left to fail)."""

    def __init__(self, inner: Store) -> None:
        super().__init__(inner._engine)
        self.fail: Counter[str] = Counter()

    def _maybe_fail(self, name: str) -> None:
        if self.fail[name] > 0:
            self.fail[name] -= 1
            raise StoreError("The database is unavailable right now; try again later.")

    async def finish_digest_run(self, *a: Any, **kw: Any) -> bool:
        self._maybe_fail("finish_digest_run")
        return await super().finish_digest_run(*a, **kw)


async def _setup(url: str, clock: FakeClock, channels: list[tuple[str, str, str]]) -> tuple[Store, DigestService]:
    store = await Store.connect(StoreSettings(url=url))
    svc = DigestService(store, cfg().digest, clock)
    for channel, at, tz in channels:
        await svc.subscribe("discord", "G", channel, at=at, tz=tz)
    return store, svc


async def test_1_claims_are_stamped_when_made_not_when_the_pass_started(url: str) -> None:
    # A's pass: c1 hangs to its timeout (150 s), c2 takes 100 s, then while c3 is being posted B runs at T0+310 s.
    # Stamped with the pass's start, c3's claim would be 310 s old: B takes it over and both post it.
    clock = FakeClock(T0 - timedelta(days=1))
    store, svc = await _setup(url, clock, [("c1", "09:00", "UTC"), ("c2", "09:00", "UTC"), ("c3", "09:00", "UTC")])
    posts: list[tuple[str, str]] = []
    b_posted: list[int] = []

    async def post_b(sub: Subscription, digest: Digest) -> None:
        posts.append(("B", sub.channel))

    sched_b = DigestScheduler(svc, store, {"discord": post_b}, clock, cfg(), owner="B")

    async def post_a(sub: Subscription, digest: Digest) -> None:
        if sub.channel == "c1":
            clock.advance(150)
            raise TimeoutError("hung until its timeout")
        if sub.channel == "c2":
            await clock.sleep(100)
        if sub.channel == "c3":
            clock.advance(60)
            b_posted.append(await sched_b.run_once(clock.now()))
        posts.append(("A", sub.channel))

    sched_a = DigestScheduler(svc, store, {"discord": post_a}, clock, cfg(), owner="A")
    try:
        clock.set(T0)
        await sched_a.run_once(T0)
    finally:
        await store.close()
    assert b_posted == [1]  # B retried c1 (A's attempt failed) and nothing else
    assert Counter(ch for _, ch in posts) == {"c1": 1, "c2": 1, "c3": 1}, posts


async def test_1_database_clock_stamps_claims_so_host_clock_skew_cannot_double_post(url: str) -> None:
    class Skewed:  # a real clock, off by ``offset`` seconds
        def __init__(self, offset: float) -> None:
            self.offset = timedelta(seconds=offset)

        def now(self) -> datetime:
            return datetime.now(UTC) + self.offset

        async def sleep(self, seconds: float) -> None:
            return None

    store = await Store.connect(StoreSettings(url=url))
    created = datetime.now(UTC) - timedelta(days=2)
    sub = await store.upsert_subscription(Subscription("discord", "G", "c", "00:00", "UTC", created), created)
    slow, fast = Skewed(0), Skewed(400)  # hosts 400 s apart, lease 300 s
    posts: list[str] = []
    svc = DigestService(store, cfg().digest, slow)
    sched_fast = DigestScheduler(svc, store, {"discord": lambda s, d: _append(posts, "fast")}, fast, cfg(),
                                 owner="fast", database_time=True)
    inner: list[int] = []

    async def post_slow(s: Subscription, d: Digest) -> None:
        inner.append(await sched_fast.run_once(fast.now()))  # the other host's pass while this post is under way
        posts.append("slow")

    sched_slow = DigestScheduler(svc, store, {"discord": post_slow}, slow, cfg(), owner="slow", database_time=True)
    try:
        assert await sched_slow.run_once(slow.now()) == 1
        run = await store.get_digest_run(sub, slow.now().date().isoformat())
    finally:
        await store.close()
    assert inner == [0] and posts == ["slow"]
    assert run is not None and run.status == "posted" and abs((run.claimed_at - datetime.now(UTC)).total_seconds()) < 60


async def _append(posts: list[str], who: str) -> None:
    posts.append(who)


async def test_2_a_digest_due_just_before_midnight_that_fails_once_is_retried_after_midnight(
    url: str, caplog: pytest.LogCaptureFixture
) -> None:
    # 23:57 in Kolkata is 18:27 UTC; the first attempt fails, the lease (5 min) ends after local midnight.
    due = datetime(2024, 3, 5, 18, 27, tzinfo=UTC)
    clock = FakeClock(due - timedelta(days=1))
    store, svc = await _setup(url, clock, [("late", "23:57", "Asia/Kolkata"), ("doomed", "23:57", "Asia/Kolkata")])
    posts: list[tuple[str, str]] = []

    async def post(sub: Subscription, digest: Digest) -> None:
        if sub.channel == "doomed" or not posts:
            if sub.channel == "late":
                posts.append(("fail", digest.local_date))
            raise RuntimeError("platform said 500")
        posts.append((sub.channel, digest.local_date))

    sched = DigestScheduler(svc, store, {"discord": post}, clock, cfg())
    try:
        with caplog.at_level(logging.WARNING, logger="bot.scheduler"):
            t = due
            while t < due + timedelta(hours=2):
                clock.set(t)
                await sched.run_once(t)
                t += timedelta(minutes=1)
        late = await store.get_digest_run(await svc.get_subscription("discord", "G", "late"), "2024-03-05")  # type: ignore[arg-type]
        doomed = await store.get_digest_run(await svc.get_subscription("discord", "G", "doomed"), "2024-03-05")  # type: ignore[arg-type]
    finally:
        await store.close()
    assert posts == [("fail", "2024-03-05"), ("late", "2024-03-05")]  # posted after midnight, for the 5th
    assert late is not None and late.status == "posted" and late.attempts == 2
    assert doomed is not None and doomed.status == "failed" and doomed.attempts == 3
    assert [r.getMessage() for r in caplog.records if "giving up" in r.getMessage()] == [
        "giving up on digest discord/G/doomed 2024-03-05 after 3 attempts: platform said 500"
    ]


@pytest.mark.parametrize("failures", [1, 7])
async def test_3_a_database_blip_after_posting_does_not_post_again(url: str, failures: int) -> None:
    # failures=1: the retries record it at once; failures=7: more than the retries, recorded on the next pass
    clock = FakeClock(T0 - timedelta(days=1))
    real, svc = await _setup(url, clock, [("c", "09:00", "UTC")])
    store = FlakyStore(real)
    posts: list[str] = []

    async def post(sub: Subscription, digest: Digest) -> None:
        posts.append(digest.nonce)

    a = DigestScheduler(svc, store, {"discord": post}, clock, cfg(), owner="A")
    b = DigestScheduler(svc, real, {"discord": post}, clock, cfg(), owner="B")
    try:
        clock.set(T0)
        store.fail["finish_digest_run"] = failures
        assert await a.run_once(T0) == 1
        for minutes in range(1, 30):
            t = T0 + timedelta(minutes=minutes)
            clock.set(t)
            await a.run_once(t)
            await b.run_once(t)
        sub = await real.get_subscription("discord", "G", "c")
        assert sub is not None
        run = await real.get_digest_run(sub, "2024-03-05")
    finally:
        await real.close()
    assert len(posts) == 1 and 0 < len(posts[0]) <= 25
    assert run is not None and run.status == "posted" and run.owner == "A"


async def test_3_every_attempt_at_one_day_carries_the_same_nonce(url: str) -> None:
    clock = FakeClock(T0 - timedelta(days=1))
    store, svc = await _setup(url, clock, [("c", "09:00", "UTC"), ("d", "09:00", "UTC")])
    nonces: list[tuple[str, str]] = []

    async def post(sub: Subscription, digest: Digest) -> None:
        nonces.append((sub.channel, digest.nonce))
        if len(nonces) <= 2:
            raise RuntimeError("platform down")

    sched = DigestScheduler(svc, store, {"discord": post}, clock, cfg())
    try:
        for minutes in (0, 6):
            clock.set(T0 + timedelta(minutes=minutes))
            await sched.run_once(clock.now())
    finally:
        await store.close()
    assert len(nonces) == 4
    by_channel = {ch: {n for c, n in nonces if c == ch} for ch in ("c", "d")}
    assert all(len(v) == 1 for v in by_channel.values()) and by_channel["c"] != by_channel["d"]


async def test_4_all_attempts_failed_is_written_failed_and_logged_once(
    url: str, caplog: pytest.LogCaptureFixture
) -> None:
    clock = FakeClock(T0 - timedelta(days=1))
    store, svc = await _setup(url, clock, [("c", "09:00", "UTC"), ("crashed", "09:00", "UTC")])
    calls: list[str] = []

    async def post(sub: Subscription, digest: Digest) -> None:
        calls.append(sub.channel)
        raise RuntimeError("channel deleted")

    try:
        crashed = await store.get_subscription("discord", "G", "crashed")
        assert crashed is not None
        # an instance died during the last allowed attempt at "crashed"
        assert await store.claim_digest_run(crashed, "2024-03-05", now=T0, owner="dead", lease=timedelta(minutes=5))
        for n in (2, 3):
            assert await store.claim_digest_run(crashed, "2024-03-05", now=T0 + timedelta(minutes=6 * n),
                                                owner="dead", lease=timedelta(minutes=5))
        sched = DigestScheduler(svc, store, {"discord": post}, clock, cfg())
        with caplog.at_level(logging.WARNING, logger="bot.scheduler"):
            for minutes in range(18, 60):
                clock.set(T0 + timedelta(minutes=minutes))
                await sched.run_once(clock.now())
        sub = await store.get_subscription("discord", "G", "c")
        assert sub is not None
        run = await store.get_digest_run(sub, "2024-03-05")
        crashed_run = await store.get_digest_run(crashed, "2024-03-05")
    finally:
        await store.close()
    assert calls == ["c", "c", "c"]
    assert run is not None and run.status == "failed" and run.attempts == 3
    assert crashed_run is not None and crashed_run.status == "failed" and crashed_run.owner == "dead"
    gave_up = sorted(r.getMessage() for r in caplog.records if "giving up" in r.getMessage())
    assert gave_up == [
        "giving up on digest discord/G/c 2024-03-05 after 3 attempts: channel deleted",
        "giving up on digest discord/G/crashed 2024-03-05: 3 attempts, the last one (by dead) never finished",
    ]
