from __future__ import annotations

import pytest

from bot.config import BotSettings
from bot.errors import RateLimited
from bot.ratelimit import RateLimiter, TokenBuckets


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def test_bucket_allows_burst_then_refills() -> None:
    clock = Clock()
    b = TokenBuckets(rate_per_minute=6, capacity=2, clock=clock)
    assert b.try_take("u") == 0.0
    assert b.try_take("u") == 0.0
    wait = b.try_take("u")
    assert 9.0 < wait <= 10.0
    clock.t += 10
    assert b.try_take("u") == 0.0
    assert b.try_take("other") == 0.0


def test_limiter_user_then_channel() -> None:
    clock = Clock()
    lim = RateLimiter(
        BotSettings(user_rate_per_minute=1, user_burst=1, channel_rate_per_minute=1, channel_burst=2), clock
    )
    lim.check("discord", "u1", "c1")
    with pytest.raises(RateLimited, match="Slow down"):
        lim.check("discord", "u1", "c1")
    lim.check("discord", "u2", "c1")
    with pytest.raises(RateLimited, match="channel"):
        lim.check("discord", "u3", "c1")
    # the refused channel request did not cost u3 its own token
    lim.check("discord", "u3", "c2")
