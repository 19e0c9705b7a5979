"""Posts each subscribed channel's digest once per local day, at or after its time — also with several instances.

How a day's digest is posted (the README's "Reliability" section states the guarantees):

* **Claim.** An instance claims the (subscription, local date) row in ``digest_runs`` with an atomic
  ``INSERT ... ON CONFLICT DO NOTHING``; only the winner goes on. The claim is stamped with the time *of the claim* —
  on real time the database's own clock, so hosts whose clocks disagree share one clock — and the lease is renewed
  right before the post, so a lease always starts when its holder starts working.
* **Post.** The post is bounded by ``post_timeout`` (half the lease), so it is over before the lease can expire. The
  digest carries a nonce fixed per (channel, local date): Discord gets it with ``enforce_nonce``, so a repeat within
  Discord's nonce window returns the first message instead of a second one. Slack's ``chat.postMessage`` has no
  idempotency key: a Slack post whose outcome is unknown (timed out) and is retried may appear twice.
* **Record.** ``posted`` is written with retries (a database blip does not cause a repost); if it still cannot be
  written, this instance never posts that day again and keeps trying to record it on its next passes.
* **Retry / give up.** A claim whose owner crashed, hung or failed is taken over after the lease by one instance
  (``max_attempts`` claims in all). The last failed attempt writes ``failed`` and logs ``giving up``; a run left
  ``claimed`` with no attempts left (its owner died on the last one) is marked ``failed`` with the same log line.
* **Late and missed days.** A day stays open until the end of its local day, and past local midnight for
  ``late_grace`` after its time, so a digest due at 23:57 that fails is still retried at 00:02. A day that closed
  without a post is written ``skipped`` ("missed while down") or ``failed`` ("giving up"), each with a warning.

Local days and times come from zoneinfo, so DST changes neither skip nor repeat a day. Retention pruning runs once a
day from here.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import logging
import os
import socket
import uuid
from collections.abc import Awaitable, Callable, Mapping
from datetime import date, datetime, timedelta

from bot.clock import Clock, SystemClock
from bot.config import Settings
from bot.digest import Digest, DigestService, Subscription
from bot.errors import BotError
from bot.store import Store

_log = logging.getLogger(__name__)

Poster = Callable[[Subscription, Digest], Awaitable[None]]
DEFAULT_LEASE = timedelta(minutes=5)
DEFAULT_LATE_GRACE = timedelta(hours=1)
RECORD_RETRY_DELAYS = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)  # seconds between tries to record an outcome (31.5 s in all)
_Memo = tuple[str, str, str, str]


def due_at(sub: Subscription, local_day: date) -> datetime:
    """The aware instant of ``sub``'s time on ``local_day`` (a time skipped by DST maps past the gap; a repeated
    time maps to its first occurrence)."""
    return datetime.combine(local_day, sub.local_time, tzinfo=sub.zone)


def local_day(sub: Subscription, now: datetime) -> date:
    return now.astimezone(sub.zone).date()


def digest_nonce(sub: Subscription, local_date: str) -> str:
    """The same short token for every attempt at one channel's digest of one day (Discord nonces: <= 25 chars)."""
    raw = "|".join((sub.platform, sub.workspace, sub.channel, local_date)).encode()
    return "dg" + hashlib.sha256(raw).hexdigest()[:23]


def _default_owner() -> str:
    return f"{socket.gethostname()[:30]}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def _name(sub: Subscription, key: str) -> str:
    return f"{sub.platform}/{sub.workspace}/{sub.channel} {key}"


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
        late_grace: timedelta | None = None,
        post_timeout: float | None = None,
        database_time: bool | None = None,
        record_retry_delays: tuple[float, ...] = RECORD_RETRY_DELAYS,
    ) -> None:
        self.service = service
        self.store = store
        self.posters = dict(posters)
        self.clock = clock
        self.settings = settings
        self.owner = owner or _default_owner()
        self.lease = lease
        self.max_attempts = max_attempts
        # retries of a day due just before midnight must fit after it: every attempt's lease and a check interval
        self.late_grace = late_grace or max(DEFAULT_LATE_GRACE, lease * (max_attempts + 1))
        # the post is over (or abandoned) before its lease can expire
        self.post_timeout = post_timeout if post_timeout is not None else max(lease.total_seconds() / 2, 1.0)
        # on real time, claims are stamped by the database's clock; a fake clock stamps them itself
        self.database_time = isinstance(clock, SystemClock) if database_time is None else database_time
        self.record_retry_delays = record_retry_delays
        self._pruned_on: date | None = None
        self._pass: tuple[datetime, datetime] | None = None
        # (platform, workspace, channel, local date) runs known finished or posted by us: no more DB round trips
        self._done: set[_Memo] = set()
        # posted by us, outcome not yet written (the database was down): written on the next passes
        self._unrecorded: dict[_Memo, tuple[Subscription, str]] = {}

    # ---- time --------------------------------------------------------------------------------------------------
    def _now(self) -> datetime:
        """The current time inside a pass: the pass's ``now`` plus what the clock says has elapsed since."""
        if self._pass is None:
            return self.clock.now()
        base, at = self._pass
        return base + (self.clock.now() - at)

    def _stamp(self) -> datetime | None:
        """The time to stamp a claim with: None lets the database use its own clock."""
        return None if self.database_time else self._now()

    # ---- passes ------------------------------------------------------------------------------------------------
    async def run_once(self, now: datetime | None = None) -> int:
        """Post every digest due at ``now`` that no instance has posted yet. Returns how many this call posted."""
        when = now or self.clock.now()
        self._pass = (when, self.clock.now())
        try:
            if not self.settings.digest.enabled or not self.posters:
                return 0
            await self._record_pending()
            subs = await self.store.list_subscriptions(platforms=sorted(self.posters))
            posted = 0
            for sub in subs:
                today = local_day(sub, when)
                for day in (today - timedelta(days=1), today):
                    try:
                        posted += await self._run_day(sub, day, when, today=day == today)
                    except Exception:
                        _log.exception("digest %s failed", _name(sub, day.isoformat()))
            await self._maybe_prune(when)
            return posted
        finally:
            self._pass = None

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

    # ---- one (subscription, local day) -------------------------------------------------------------------------
    async def _run_day(self, sub: Subscription, day: date, when: datetime, *, today: bool) -> int:
        due = due_at(sub, day)
        if when < due or sub.created_at > due:
            return 0
        key = day.isoformat()
        memo: _Memo = (sub.platform, sub.workspace, sub.channel, key)
        if memo in self._done:
            return 0
        if not today and when - due > self.late_grace:
            await self._close_day(sub, key)
            self._done.add(memo)
            return 0
        if not await self.store.claim_digest_run(
            sub, key, now=self._stamp(), owner=self.owner, lease=self.lease, max_attempts=self.max_attempts
        ):
            run = await self.store.get_digest_run(sub, key)
            if run is not None and run.status != "claimed":
                self._done.add(memo)
            elif run is not None:
                gone = await self.store.abandon_digest_run(
                    sub, key, lease=self.lease, max_attempts=self.max_attempts, now=self._stamp()
                )
                if gone is not None:
                    self._done.add(memo)
                    _log.warning("giving up on digest %s: %d attempts, the last one (by %s) never finished",
                                 _name(sub, key), gone.attempts, gone.owner)
            return 0
        self._done = {m for m in self._done if m[3] >= (day - timedelta(days=2)).isoformat()}  # forget old days
        return await self._post(sub, key, memo, when)

    async def _post(self, sub: Subscription, key: str, memo: _Memo, when: datetime) -> int:
        run = await self.store.get_digest_run(sub, key)
        attempt = run.attempts if run is not None else 1
        digest = await self.service.digest_for(sub, when)
        if digest.empty and not self.settings.digest.post_quiet_days:
            if await self._record(sub, key, "empty"):
                self._done.add(memo)
            _log.info("digest %s: quiet day, nothing posted", _name(sub, key))
            return 0
        if not await self.store.renew_digest_run(sub, key, owner=self.owner, now=self._stamp()):
            _log.warning("digest %s: claim lost before posting (taken over); not posting", _name(sub, key))
            return 0
        digest = dataclasses.replace(digest, nonce=digest_nonce(sub, key), day=key)
        try:
            async with asyncio.timeout(self.post_timeout):
                await self.posters[sub.platform](sub, digest)
        except Exception as exc:
            if attempt >= self.max_attempts:
                self._done.add(memo)
                await self._record(sub, key, "failed")
                _log.warning("giving up on digest %s after %d attempts: %s", _name(sub, key), attempt,
                             type(exc).__name__ if isinstance(exc, TimeoutError) else exc)
            else:
                _log.warning("posting digest %s failed (attempt %d of %d; retried after the lease): %s",
                             _name(sub, key), attempt, self.max_attempts, type(exc).__name__
                             if isinstance(exc, TimeoutError) else exc, exc_info=not isinstance(exc, BotError))
            return 0
        self._done.add(memo)  # never posted again from here, whether or not the outcome can be written now
        if not await self._record(sub, key, "posted"):
            self._unrecorded[memo] = (sub, key)
        _log.info("digest %s posted (%d stories)", _name(sub, key), len(digest.stories))
        return 1

    async def _record(self, sub: Subscription, key: str, status: str) -> bool:
        """Write a run's outcome, retrying database failures. False when it could not be written."""
        for delay in (*self.record_retry_delays, None):
            try:
                await self.store.finish_digest_run(sub, key, owner=self.owner, status=status, now=self._stamp())
                return True
            except BotError as exc:
                if delay is None:
                    _log.error("could not record digest %s as %s (%s); will keep trying", _name(sub, key), status,
                               exc.message)
                    return False
                await self.clock.sleep(delay)
        return False

    async def _record_pending(self) -> None:
        for memo, (sub, key) in list(self._unrecorded.items()):
            try:
                await self.store.finish_digest_run(sub, key, owner=self.owner, status="posted", now=self._stamp())
            except BotError:
                return
            del self._unrecorded[memo]

    async def _close_day(self, sub: Subscription, key: str) -> None:
        """A local day that is over (past its grace): record why nothing was posted, with one warning."""
        if await self.store.claim_digest_run(
            sub, key, now=self._stamp(), owner=self.owner, lease=self.lease, status="skipped"
        ):
            _log.warning("skipping digest %s (missed while down; that local day is over)", _name(sub, key))
            return
        gone = await self.store.abandon_digest_run(sub, key, lease=self.lease, max_attempts=None, now=self._stamp())
        if gone is not None:
            _log.warning("giving up on digest %s: its local day is over after %d attempts", _name(sub, key),
                         gone.attempts)

    async def _maybe_prune(self, now: datetime) -> None:
        today = now.date()
        if self._pruned_on == today:
            return
        self._pruned_on = today
        try:
            await self.store.prune(now, self.settings.store.retention_days)
        except Exception:
            _log.exception("store pruning failed")
