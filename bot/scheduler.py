"""Posts each subscribed channel's digest once per local day, at or after its time — also with several instances.

Exactly-once: before posting, an instance claims the (subscription, local date) row in ``digest_runs`` with an
atomic ``INSERT ... ON CONFLICT DO NOTHING``; only the winner posts, then marks the row ``posted``. A claim whose
owner crashed (still ``claimed`` after the lease) is taken over by one instance with an atomic conditional
``UPDATE``, so it is retried, not lost and not doubled. After downtime, today's missed digest (same local day) is
posted on start; one missed on the previous local day is recorded as ``skipped`` and logged. Local days and times
come from zoneinfo, so DST changes neither skip nor repeat a day. Retention pruning runs once a day from here.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import uuid
from collections.abc import Awaitable, Callable, Mapping
from datetime import date, datetime, timedelta

from bot.clock import Clock
from bot.config import Settings
from bot.digest import Digest, DigestService, Subscription
from bot.store import Store

_log = logging.getLogger(__name__)

Poster = Callable[[Subscription, Digest], Awaitable[None]]
DEFAULT_LEASE = timedelta(minutes=5)


def due_at(sub: Subscription, local_day: date) -> datetime:
    """The aware instant of ``sub``'s time on ``local_day`` (a time skipped by DST maps past the gap; a repeated
    time maps to its first occurrence)."""
    return datetime.combine(local_day, sub.local_time, tzinfo=sub.zone)


def local_day(sub: Subscription, now: datetime) -> date:
    return now.astimezone(sub.zone).date()


def _default_owner() -> str:
    return f"{socket.gethostname()[:30]}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


class DigestScheduler:
    def __init__(
        self,
        service: DigestService,
        store: Store,
        posters: Mapping[str, Poster],
        clock: Clock,
        settings: Settings,
        *,
        owner: str | None = None,
        lease: timedelta = DEFAULT_LEASE,
        max_attempts: int = 3,
    ) -> None:
        self.service = service
        self.store = store
        self.posters = dict(posters)
        self.clock = clock
        self.settings = settings
        self.owner = owner or _default_owner()
        self.lease = lease
        self.max_attempts = max_attempts
        self._started = False
        self._pruned_on: date | None = None
        # (platform, workspace, channel, local date) runs known finished or owned by us: no more DB round trips
        self._done: set[tuple[str, ...]] = set()

    async def run_once(self, now: datetime | None = None) -> int:
        """Post every digest due at ``now`` that no instance has posted yet. Returns how many this call posted."""
        when = now or self.clock.now()
        if not self.settings.digest.enabled or not self.posters:
            return 0
        subs = await self.store.list_subscriptions(platforms=sorted(self.posters))
        if not self._started:
            self._started = True
            for sub in subs:
                await self._skip_missed_yesterday(sub, when)
        posted = 0
        for sub in subs:
            try:
                posted += await self._run_one(sub, when)
            except Exception:
                _log.exception("digest for %s/%s/%s failed", sub.platform, sub.workspace, sub.channel)
        await self._maybe_prune(when)
        return posted

    async def run_forever(self, stop_event: asyncio.Event) -> None:
        """Check every ``digest.check_interval_seconds`` until ``stop_event`` is set."""
        interval = self.settings.digest.check_interval_seconds
        _log.info("digest scheduler %s started (every %ss)", self.owner, interval)
        while not stop_event.is_set():
            try:
                await self.run_once(self.clock.now())
            except Exception:
                _log.exception("digest scheduler pass failed")
            await self._wait(stop_event, interval)
        _log.info("digest scheduler %s stopped", self.owner)

    async def _wait(self, stop_event: asyncio.Event, seconds: float) -> None:
        sleeper = asyncio.ensure_future(self.clock.sleep(seconds))
        stopper = asyncio.ensure_future(stop_event.wait())
        try:
            await asyncio.wait({sleeper, stopper}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (sleeper, stopper):
                task.cancel()
            await asyncio.gather(sleeper, stopper, return_exceptions=True)

    async def _run_one(self, sub: Subscription, now: datetime) -> int:
        day = local_day(sub, now)
        due = due_at(sub, day)
        if now < due or sub.created_at > due:
            return 0
        key = day.isoformat()
        memo = (sub.platform, sub.workspace, sub.channel, key)
        if memo in self._done:
            return 0
        if not await self.store.claim_digest_run(
            sub, key, now=now, owner=self.owner, lease=self.lease, max_attempts=self.max_attempts
        ):
            run = await self.store.get_digest_run(sub, key)
            if run is not None and run.status != "claimed":
                self._done.add(memo)
            return 0
        self._done = {m for m in self._done if m[3] >= key}  # forget older days
        digest = await self.service.digest_for(sub, now)
        if digest.empty and not self.settings.digest.post_quiet_days:
            await self.store.finish_digest_run(sub, key, owner=self.owner, status="empty", now=now)
            self._done.add(memo)
            _log.info("digest %s/%s/%s %s: quiet day, nothing posted", sub.platform, sub.workspace, sub.channel, key)
            return 0
        timeout = max(self.lease.total_seconds() / 2, 1.0)
        try:
            async with asyncio.timeout(timeout):
                await self.posters[sub.platform](sub, digest)
        except Exception:
            # Left "claimed": after the lease one instance retries it (up to max_attempts claims).
            _log.exception("posting digest %s/%s/%s %s failed", sub.platform, sub.workspace, sub.channel, key)
            return 0
        await self.store.finish_digest_run(sub, key, owner=self.owner, status="posted", now=self.clock.now())
        self._done.add(memo)
        _log.info("digest %s/%s/%s %s posted (%d stories)", sub.platform, sub.workspace, sub.channel, key,
                  len(digest.stories))
        return 1

    async def _skip_missed_yesterday(self, sub: Subscription, now: datetime) -> None:
        yesterday = local_day(sub, now) - timedelta(days=1)
        due = due_at(sub, yesterday)
        if sub.created_at > due:
            return
        key = yesterday.isoformat()
        if await self.store.claim_digest_run(
            sub, key, now=now, owner=self.owner, lease=self.lease, status="skipped"
        ):
            _log.warning(
                "skipping digest for %s/%s/%s of %s (missed while down; that local day is over)",
                sub.platform, sub.workspace, sub.channel, key,
            )

    async def _maybe_prune(self, now: datetime) -> None:
        today = now.date()
        if self._pruned_on == today:
            return
        self._pruned_on = today
        try:
            await self.store.prune(now, self.settings.store.retention_days)
        except Exception:
            _log.exception("store pruning failed")
