"""Token-bucket rate limits per user and per channel, so one member (or one busy channel) cannot flood the bot."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from bot.config import BotSettings
from bot.errors import RateLimited


@dataclass
class _Bucket:
    tokens: float
    updated: float


class TokenBuckets:
    """``capacity`` tokens, refilled at ``rate_per_minute``; idle buckets are forgotten to bound memory."""

    def __init__(self, rate_per_minute: float, capacity: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate_per_minute / 60.0
        self.capacity = float(capacity)
        self._clock = clock
        self._buckets: dict[str, _Bucket] = {}

    def try_take(self, key: str) -> float:
        """Take one token; returns 0.0 on success, else the seconds until one is available."""
        now = self._clock()
        b = self._buckets.get(key)
        if b is None:
            b = self._buckets[key] = _Bucket(self.capacity, now)
        b.tokens = min(self.capacity, b.tokens + (now - b.updated) * self.rate)
        b.updated = now
        if b.tokens >= 1.0:
            b.tokens -= 1.0
            self._gc(now)
            return 0.0
        return (1.0 - b.tokens) / self.rate

    def refund(self, key: str) -> None:
        b = self._buckets.get(key)
        if b is not None:
            b.tokens = min(self.capacity, b.tokens + 1.0)

    def _gc(self, now: float) -> None:
        if len(self._buckets) < 10_000:
            return
        full_after = self.capacity / self.rate
        for k in [k for k, b in self._buckets.items() if now - b.updated > full_after]:
            del self._buckets[k]


class RateLimiter:
    def __init__(self, settings: BotSettings, clock: Callable[[], float] = time.monotonic) -> None:
        self.users = TokenBuckets(settings.user_rate_per_minute, settings.user_burst, clock)
        self.channels = TokenBuckets(settings.channel_rate_per_minute, settings.channel_burst, clock)

    def check(self, platform: str, user: str, channel: str) -> None:
        """Raise :class:`RateLimited` (friendly message) when the user or the channel is over its limit."""
        wait = self.users.try_take(f"{platform}:{user}")
        if wait > 0:
            raise RateLimited(f"Slow down a little — you can ask for another recap in {max(1, round(wait))} s.")
        wait = self.channels.try_take(f"{platform}:{channel}")
        if wait > 0:
            self.users.refund(f"{platform}:{user}")
            raise RateLimited(
                f"This channel is asking for a lot of recaps — try again in {max(1, round(wait))} s."
            )
