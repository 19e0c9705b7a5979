"""The error hook for what :mod:`bot.chat` does not handle (settings, digest commands, Bolt itself): the member
gets the core's one line (:func:`bot.chat.user_message`); unexpected errors are logged with tokens redacted."""

from __future__ import annotations

import logging
from typing import Any

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot.adapters.slack.common import tell_member
from bot.app import Core
from bot.chat import user_message
from bot.errors import BotError
from bot.render.slack import error_text

_log = logging.getLogger(__name__)

def _redact(text: str, core: Core) -> str:
    for secret in core.secrets.values():
        text = text.replace(secret, "[redacted]")
    return text


def log_failure(core: Core, exc: BaseException, what: str) -> None:
    """Expected errors get one line; unexpected ones a (redacted) traceback."""
    if isinstance(exc, BotError):
        _log.info("%s: %s (%s)", what, exc.message, exc.kind)
    elif isinstance(exc, SlackApiError):
        _log.error("%s: Slack API error %s", what, exc.response.get("error"))
    else:
        _log.error("%s: %s", what, _redact(f"{type(exc).__name__}: {exc}", core), exc_info=exc)


async def report(
    core: Core,
    exc: BaseException,
    *,
    client: AsyncWebClient,
    channel: str | None,
    user: str | None,
    thread_ts: str | None = None,
    respond: Any = None,
    what: str = "slack handler",
) -> None:
    """Log ``exc`` and tell the member (via ``respond`` when there is a response_url, else ephemeral)."""
    log_failure(core, exc, what)
    text = error_text(user_message(exc))
    try:
        if respond is not None and getattr(respond, "response_url", None):
            await respond(text=text, response_type="ephemeral", replace_original=False)
        elif channel and user:
            await tell_member(client, channel=channel, user=user, text=text, thread_ts=thread_ts)
    except Exception as second:  # never let error reporting raise
        _log.error("could not report an error to the member: %s", type(second).__name__)


def make_error_handler(core: Core) -> Any:
    async def on_error(error: Exception, body: dict[str, Any], client: AsyncWebClient, context: Any) -> None:
        event = body.get("event") or {}
        thread_ts = event.get("thread_ts") or event.get("ts")
        respond = context.respond if body.get("response_url") else None
        await report(
            core,
            error,
            client=client,
            channel=context.get("channel_id"),
            user=context.get("user_id"),
            thread_ts=thread_ts,
            respond=respond,
            what=f"slack {body.get('type') or 'request'}",
        )

    return on_error
