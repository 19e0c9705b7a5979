"""Build the one Bolt ``AsyncApp`` used by both Socket Mode and HTTP mode.

    app = build_app(core)                       # AsyncWebClient(base_url=slack_settings(settings).api_base_url)
    app = build_app(core, client=test_client)   # tests point the Web API at a loopback mock

Every handler runs as a unit of work in flight (:func:`tracked`) so shutdown (and tests) can wait for recaps still
being posted.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from functools import wraps
from typing import Any, TypeVar

from slack_bolt.async_app import AsyncApp
from slack_sdk.web.async_client import AsyncWebClient

from bot.adapters.settings import SLACK_APP_TOKEN, SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET, slack_settings
from bot.app import Core
from bot.config import Secrets, Settings
from bot.errors import ConfigError

_log = logging.getLogger(__name__)

F = TypeVar("F", bound=Callable[..., Awaitable[Any]])


def tracked(core: Core, fn: F) -> F:
    """Run a handler as a unit of work in flight (:class:`bot.chat.InFlight`), which shutdown waits for."""

    @wraps(fn)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        async with core.inflight.unit():
            return await fn(*args, **kwargs)

    return wrapper  # type: ignore[return-value]


def require_tokens(secrets: Secrets) -> None:
    """Raise one :class:`ConfigError` line naming every missing/malformed Slack variable."""
    problems: list[str] = []
    bot_token, app_token = secrets.get(SLACK_BOT_TOKEN), secrets.get(SLACK_APP_TOKEN)
    if not bot_token:
        problems.append("SLACK_BOT_TOKEN is not set (the bot token, xoxb-…)")
    elif not bot_token.startswith("xoxb-"):
        problems.append("SLACK_BOT_TOKEN must be a bot token (xoxb-…)")
    if app_token:
        if not app_token.startswith("xapp-"):
            problems.append("SLACK_APP_TOKEN must be an app-level token (xapp-…) with connections:write")
    elif not secrets.get(SLACK_SIGNING_SECRET):
        problems.append(
            "SLACK_SIGNING_SECRET is not set (needed for HTTP mode; set SLACK_APP_TOKEN instead for Socket Mode)"
        )
    if problems:
        raise ConfigError("Slack: " + "; ".join(problems))


def api_base_url(settings: Settings) -> str:
    url = slack_settings(settings).api_base_url
    return url if url.endswith("/") else url + "/"


def make_web_client(settings: Settings, secrets: Secrets) -> AsyncWebClient:
    """The Web API client (GovSlack or a test mock via ``slack.api_base_url``)."""
    return AsyncWebClient(token=secrets.get(SLACK_BOT_TOKEN), base_url=api_base_url(settings))


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
        signing_secret=core.secrets.get(SLACK_SIGNING_SECRET) or "",
        logger=_BOLT_LOG,
    )
    register(app, core)
    return app
