"""Build the one Bolt ``AsyncApp`` used by both Socket Mode and HTTP mode.

    app = build_app(core)                       # AsyncWebClient(base_url=settings.slack.api_base_url)
    app = build_app(core, client=test_client)   # tests point the Web API at a loopback mock

Every handler runs under :class:`Inflight` so shutdown (and tests) can wait for recaps still being posted.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Awaitable, Callable
from functools import wraps
from typing import Any, TypeVar

from slack_bolt.async_app import AsyncApp
from slack_sdk.web.async_client import AsyncWebClient

from bot.app import Core
from bot.config import Secrets, Settings
from bot.errors import ConfigError

_log = logging.getLogger(__name__)

F = TypeVar("F", bound=Callable[..., Awaitable[Any]])


class Inflight:
    """Counts handler runs in progress; ``idle()`` waits until none are left."""

    def __init__(self) -> None:
        self._count = 0
        self._idle = asyncio.Event()
        self._idle.set()

    @property
    def count(self) -> int:
        return self._count

    def track(self, fn: F) -> F:
        @wraps(fn)
        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            self._count += 1
            self._idle.clear()
            try:
                return await fn(*args, **kwargs)
            finally:
                self._count -= 1
                if self._count == 0:
                    self._idle.set()

        return wrapper  # type: ignore[return-value]

    async def idle(self, within: float | None = None) -> bool:
        """True once no handler is running (False if ``within`` seconds passed first)."""
        try:
            async with asyncio.timeout(within):
                while self._count:
                    await self._idle.wait()
                    await asyncio.sleep(0)
        except TimeoutError:
            return False
        return True


_INFLIGHT: weakref.WeakKeyDictionary[Any, Inflight] = weakref.WeakKeyDictionary()


def inflight(app: AsyncApp) -> Inflight:
    """The in-flight tracker of an app built by :func:`build_app` (created on first use)."""
    tracker = _INFLIGHT.get(app)
    if tracker is None:
        tracker = _INFLIGHT[app] = Inflight()
    return tracker


def require_tokens(secrets: Secrets) -> None:
    """Raise one :class:`ConfigError` line naming every missing/malformed Slack variable."""
    problems: list[str] = []
    if not secrets.slack_bot_token:
        problems.append("SLACK_BOT_TOKEN is not set (the bot token, xoxb-…)")
    elif not secrets.slack_bot_token.startswith("xoxb-"):
        problems.append("SLACK_BOT_TOKEN must be a bot token (xoxb-…)")
    if secrets.slack_app_token:
        if not secrets.slack_app_token.startswith("xapp-"):
            problems.append("SLACK_APP_TOKEN must be an app-level token (xapp-…) with connections:write")
    elif not secrets.slack_signing_secret:
        problems.append(
            "SLACK_SIGNING_SECRET is not set (needed for HTTP mode; set SLACK_APP_TOKEN instead for Socket Mode)"
        )
    if problems:
        raise ConfigError("Slack: " + "; ".join(problems))


def api_base_url(settings: Settings) -> str:
    url = settings.slack.api_base_url
    return url if url.endswith("/") else url + "/"


def make_web_client(settings: Settings, secrets: Secrets) -> AsyncWebClient:
    """The Web API client (GovSlack or a test mock via ``slack.api_base_url``)."""
    return AsyncWebClient(token=secrets.slack_bot_token, base_url=api_base_url(settings))


class _DropTokenNotice(logging.Filter):
    """Bolt also reads SLACK_BOT_TOKEN from the environment and warns that our explicit client wins: expected."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "`token` will be unused" not in record.getMessage()


_BOLT_LOG = logging.getLogger("bot.adapters.slack.bolt")
_BOLT_LOG.addFilter(_DropTokenNotice())


def build_app(core: Core, *, client: AsyncWebClient | None = None) -> AsyncApp:
    """The Bolt app with every handler registered. Works for HTTP mode and Socket Mode alike."""
    from bot.adapters.slack import register

    web = client or make_web_client(core.settings, core.secrets)
    app = AsyncApp(
        name="gossip-recap",
        client=web,
        signing_secret=core.secrets.slack_signing_secret or "",
        logger=_BOLT_LOG,
    )
    inflight(app)
    register(app, core)
    return app
