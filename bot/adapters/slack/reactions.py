"""``react`` mode: a member adding :newspaper: to a message with links gets the recap in its thread (once)."""

from __future__ import annotations

import logging
from typing import Any

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot.adapters.slack.common import PLATFORM, RECAP_EMOJI, claim, links_in
from bot.adapters.slack.messages import recap_links_in_thread
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
        if await core.channel_mode(PLATFORM, team, channel) != "react":
            return
        message = await fetch_message(client, channel, ts)
        links = links_in(core, (message or {}).get("text"))
        if not links or message is None or message.get("bot_id"):
            return
        # one recap per message, however many members react (and however often Slack retries)
        if not await claim(core, f"reaction:{team}:{channel}:{ts}"):
            return
        await recap_links_in_thread(
            core, client, links=links, team=team, channel=channel, user=user,
            thread_ts=str(message.get("thread_ts") or ts), kind="reaction",
        )

    return on_reaction
