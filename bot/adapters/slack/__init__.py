"""Slack adapter: one Bolt ``AsyncApp`` for Socket Mode (SLACK_APP_TOKEN set) and HTTP mode (otherwise).

    require_tokens(secrets)          # ConfigError naming the missing variable(s)
    async with open_core(settings, secrets) as core:
        return await run_slack(core)
"""

from __future__ import annotations

from typing import Any

from slack_bolt.async_app import AsyncApp

from bot.adapters.slack.app import build_app, make_web_client, require_tokens, tracked
from bot.adapters.slack.errors import make_error_handler
from bot.adapters.slack.messages import make_message_handler
from bot.adapters.slack.poster import make_digest_poster
from bot.adapters.slack.reactions import make_reaction_handler
from bot.adapters.slack.server import make_web_app, run_slack
from bot.adapters.slack.shortcut import CALLBACK_ID, ack_shortcut, make_shortcut_handler
from bot.adapters.slack.slash import make_command_handlers
from bot.app import Core

__all__ = [
    "build_app",
    "make_digest_poster",
    "make_web_app",
    "make_web_client",
    "register",
    "require_tokens",
    "run_slack",
]


def register(app: AsyncApp, core: Core) -> None:
    """Wire every handler (each one small, in its own module) and the one error hook onto ``app``."""

    def track(fn: Any) -> Any:
        return tracked(core, fn)

    app.event("message")(track(make_message_handler(core)))
    app.event("reaction_added")(track(make_reaction_handler(core)))
    app.event("reaction_removed")(_ignore)
    ack_recap, run_recap = make_command_handlers(core)
    app.command("/recap")(ack=ack_recap, lazy=[track(run_recap)])
    app.message_shortcut(CALLBACK_ID)(ack=ack_shortcut, lazy=[track(make_shortcut_handler(core))])
    app.error(make_error_handler(core))


async def _ignore() -> None:
    return None
