"""Issue 18 soak: three schedulers on one real store over a simulated fortnight with injected faults.

Posters are slow, hang (a post that never lands, cut by the timeout), fail, or crash their instance between claim
and post (the instance is replaced, as a supervisor restarts a process); the database blips on claims and on
recording outcomes; one channel is due at 23:57 in Kolkata, others cross DST. The fake platform counts posts that
landed. The Done-when of issue 18, as asserted: 0 duplicates, and 0 missing days that were not given up with a log line
(every day without a post is ``failed`` or ``skipped`` in the store *and* has its ``giving up``/``skipping`` warning).

Passes: the three instances pass at 0, 4 and 9 past each quarter hour from a quarter hour before a channel is due
until its retries and its day's close are over (due + the scheduler's late grace + half an hour); in the hours when no
channel is due they pass on the hour only — a pass there finds nothing due, so it only lists the subscriptions and
writes any outcome still unwritten, which the hourly passes still do. This halves the passes (the soak's cost is one
database round trip per pass) and removes none of the interleavings around a due time.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections import Counter
from collections.abc import Sequence
from datetime import UTC, date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from bot.clock import FakeClock
from bot.config import DigestSettings, Settings, StoreSettings
from bot.digest import Digest, DigestService, Subscription
from bot.errors import StoreError
from bot.scheduler import DigestScheduler, due_at
from bot.store import Store
from tests.store.dbs import BACKENDS

START = datetime(2024, 3, 20, 0, 0, tzinfo=UTC)  # Europe/London and Kolkata; London's DST starts on 31 March
DAYS = 14
CHANNELS = [("kolkata", "23:57", "Asia/Kolkata"), ("london", "01:30", "Europe/London"),
            ("ny", "09:00", "America/New_York"), ("utc", "12:00", "UTC")]
GONE = ("gone", "18:00", "Europe/Paris")  # a channel whose every post fails (the bot lost access): given up daily
# per post attempt: (fault, probability)
FAULTS = [("slow", 0.15), ("hang", 0.08), ("fail", 0.12), ("crash", 0.05)]


STEP = timedelta(minutes=15)
OFFSETS = (0, 4, 9)  # each instance's minute within the step


def busy(t: datetime, subs: Sequence[Subscription], active: timedelta) -> bool:
    """Whether some channel's day is due (or retried, or closed) within ``[t, t + STEP)``."""
    for sub in subs:
        local = t.astimezone(ZoneInfo(sub.tz)).date()
        for day in (local - timedelta(days=1), local, local + timedelta(days=1)):
            due = due_at(sub, day)
            if due - STEP <= t < due + active:
                return True
    return False


class Crash(BaseException):
    """The instance dies mid-pass (not an Exception: nothing in the scheduler catches it)."""


class BlippyStore(Store):
    """The real store whose claims and outcome writes fail now and then, as a database restart would."""

    def __init__(self, inner: Store, rng: random.Random, rate: float) -> None:
        super().__init__(inner._engine)
        self.rng, self.rate = rng, rate

    def _blip(self) -> None:
        if self.rng.random() < self.rate:
            raise StoreError("The database is unavailable right now; try again later.")

    async def claim_digest_run(self, *a: Any, **kw: Any) -> bool:
        self._blip()
        return await super().claim_digest_run(*a, **kw)

    async def renew_digest_run(self, *a: Any, **kw: Any) -> bool:
        self._blip()
        return await super().renew_digest_run(*a, **kw)

    async def finish_digest_run(self, *a: Any, **kw: Any) -> bool:
        self._blip()
        return await super().finish_digest_run(*a, **kw)


class Platform:
    """Where posts land: (channel, local date) -> how many times."""

    def __init__(self, clock: FakeClock, rng: random.Random) -> None:
        self.clock, self.rng = clock, rng
        self.landed: Counter[tuple[str, str]] = Counter()
        self.faults: Counter[str] = Counter()

    def poster(self) -> Any:
        async def post(sub: Subscription, digest: Digest) -> None:
            roll, fault = self.rng.random(), "ok"
            if sub.channel == GONE[0]:
                raise RuntimeError("platform said 403 (missing access)")
            for name, p in FAULTS:
                if roll < p:
                    fault = name
                    break
                roll -= p
            self.faults[fault] += 1
            if fault == "slow":
                await self.clock.sleep(100)
            elif fault == "hang":
                self.clock.advance(150)
                await asyncio.Event().wait()  # never lands; the scheduler's timeout ends it
            elif fault == "fail":
                raise RuntimeError("platform said 500")
            elif fault == "crash":
                raise Crash
            self.landed[(sub.channel, digest.local_date)] += 1

        return post


@pytest.mark.parametrize("url", BACKENDS, indirect=True)
async def test_soak_fortnight_three_schedulers_faults(url: str, caplog: pytest.LogCaptureFixture) -> None:
    rng = random.Random(18)
    clock = FakeClock(START - timedelta(hours=1))
    cfg = Settings(digest=DigestSettings(post_quiet_days=True), store=StoreSettings(retention_days=30))
    real = await Store.connect(StoreSettings(url=url))
    platform = Platform(clock, rng)
    restarts = 0
    try:
        svc = DigestService(real, cfg.digest, clock)
        for channel, at, tz in (*CHANNELS, GONE):
            await svc.subscribe("discord", "G", channel, at=at, tz=tz)
        stores = [BlippyStore(real, rng, 0.04) for _ in range(3)]

        def make(i: int) -> DigestScheduler:
            return DigestScheduler(svc, stores[i], {"discord": platform.poster()}, clock, cfg,
                                   owner=f"s{i}-{restarts}", post_timeout=0.01, record_retry_delays=(1.0, 2.0))

        scheds = [make(i) for i in range(3)]
        subs = [Subscription("discord", "G", channel, at, tz, START) for channel, at, tz in (*CHANNELS, GONE)]
        active = scheds[0].late_grace + timedelta(minutes=30)
        end = START + timedelta(days=DAYS)
        t = START
        passes = 0
        with caplog.at_level(logging.WARNING, logger="bot.scheduler"):
            while t < end:
                if t.minute == 0 or busy(t, subs, active):
                    for i in range(3):  # each instance's pass at its own minute: 0, 4 and 9 past the quarter hour
                        clock.set(t + timedelta(minutes=OFFSETS[i]))
                        passes += 1
                        try:
                            await scheds[i].run_once(clock.now())
                        except Crash:
                            restarts += 1
                            scheds[i] = make(i)
                t += STEP
        runs = {(r.channel, r.local_date): r for r in await real.list_digest_runs()}
    finally:
        await real.close()

    assert all(platform.faults[f] > 0 for f, _ in FAULTS) and restarts > 0, platform.faults
    assert passes < 3 * DAYS * 96  # (the quiet hours are passed hourly)
    dupes = [k for k, n in platform.landed.items() if n > 1]
    assert dupes == []
    logged = [r.getMessage() for r in caplog.records]
    missing, given_up = [], []
    for sub in subs:
        channel = sub.channel
        day = START.astimezone(ZoneInfo(sub.tz)).date()
        while due_at(sub, day) < end - timedelta(hours=2):
            key = day.isoformat()
            if due_at(sub, day) >= START and (channel, key) not in platform.landed:
                run = runs.get((channel, key))
                told = any(f"discord/G/{channel} {key}" in m and ("giving up" in m or "skipping" in m)
                           for m in logged)
                if run is None or run.status not in ("failed", "skipped") or not told:
                    missing.append((channel, key, run.status if run else None))
                else:
                    given_up.append((channel, key, run.status))
            day += timedelta(days=1)
    assert missing == []  # 0 missing days that were not given up with a log line
    gone_days = {key for channel, key, _ in given_up if channel == GONE[0]}
    assert len(gone_days) >= DAYS - 1  # every day of the lost channel was given up, each with its log line
    posted = sum(platform.landed.values())
    assert posted >= len(CHANNELS) * (DAYS - 1) * 0.9  # the faults cost a few days, not most
    assert date.fromisoformat(max(k for _, k in platform.landed)) >= (START + timedelta(days=DAYS - 1)).date()
