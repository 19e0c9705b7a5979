""":newspaper: on a member's message: translate into :func:`bot.chat.reacted` (``react`` channels, once per message)."""

from __future__ import annotations

import logging
from typing import Any

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot import chat
from bot.adapters.slack.common import LINKS, RECAP_EMOJI, where
from bot.adapters.slack.conversation import ThreadReply
from bot.app import Core

_log = logging.getLogger(__name__)


async def fetch_message(client: AsyncWebClient, channel: str, ts: str) -> dict[str, Any] | None:
    """The message at ``ts`` (top level or a thread reply), or None if the bot cannot read it."""
    try:
        page = await client.conversations_history(channel=channel, latest=ts, oldest=ts, inclusive=True, limit=1)
        for msg in page.get("messages") or []:
            if msg.get("ts") == ts:
                return dict(msg)
        page = await client.conversations_replies(channel=channel, ts=ts, latest=ts, inclusive=True, limit=1)
        for msg in page.get("messages") or []:
            if msg.get("ts") == ts:
                return dict(msg)
    except SlackApiError as exc:
        _log.warning("cannot read message %s in %s: %s", ts, channel, exc.response.get("error"))
    return None


def make_reaction_handler(core: Core) -> Any:
    async def on_reaction(body: dict[str, Any], event: dict[str, Any], client: AsyncWebClient, context: Any) -> None:
        item = event.get("item") or {}
        user = str(event.get("user") or "")
        if event.get("reaction") != RECAP_EMOJI or item.get("type") != "message" or not user:
            return
        if user == context.get("bot_user_id"):
            return
        team = str(body.get("team_id") or "")
        channel, ts = str(item["channel"]), str(item["ts"])
        message = await fetch_message(client, channel, ts)
        if message is None or message.get("bot_id"):
            return
        conv = ThreadReply(client, channel=channel, user=user, ts=ts, thread_ts=str(message.get("thread_ts") or ts))
        # one recap per message, however many members react (and however often Slack retries)
        await chat.reacted(core, where(team, channel, user, ts), message.get("text"), conv, syntax=LINKS,
                           message_key=f"{team}:{channel}:{ts}")

    return on_reaction
