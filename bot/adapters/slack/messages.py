"""Pasted links (``message`` events): translate into :func:`bot.chat.pasted` (event ids de-duplicated in the store)."""

from __future__ import annotations

from typing import Any

from slack_sdk.web.async_client import AsyncWebClient

from bot import chat
from bot.adapters.slack.common import LINKS, is_member_post, where
from bot.adapters.slack.conversation import ThreadReply
from bot.app import Core


def make_message_handler(core: Core) -> Any:
    async def on_message(body: dict[str, Any], event: dict[str, Any], client: AsyncWebClient) -> None:
        if not is_member_post(event):
            return
        team = str(body.get("team_id") or event.get("team") or "")
        channel, ts, user = str(event["channel"]), str(event["ts"]), str(event["user"])
        conv = ThreadReply(client, channel=channel, user=user, ts=ts, thread_ts=str(event.get("thread_ts") or ts))
        await chat.pasted(core, where(team, channel, user, ts), event.get("text"), conv, syntax=LINKS,
                          event_id=body.get("event_id"))

    return on_message
