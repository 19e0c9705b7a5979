"""Message shortcut "Recap this link" (callback_id ``recap_this_link``): translate into :func:`bot.chat.requested`."""

from __future__ import annotations

from typing import Any

from slack_sdk.web.async_client import AsyncWebClient

from bot import chat
from bot.adapters.slack.common import LINKS, where
from bot.adapters.slack.conversation import ThreadReply
from bot.app import Core

CALLBACK_ID = "recap_this_link"
NO_LINK = "I couldn't find a link to recap in that message."


async def ack_shortcut(ack: Any) -> None:
    await ack()


def make_shortcut_handler(core: Core) -> Any:
    async def run_shortcut(body: dict[str, Any], client: AsyncWebClient) -> None:
        message = body.get("message") or {}
        team = str((body.get("team") or {}).get("id") or "")
        channel = str((body.get("channel") or {}).get("id") or "")
        user = str((body.get("user") or {}).get("id") or "")
        ts = str(message.get("ts") or "")
        conv = ThreadReply(client, channel=channel, user=user, ts=ts, thread_ts=str(message.get("thread_ts") or ts))
        await chat.requested(core, where(team, channel, user, ts), message.get("text"), conv, syntax=LINKS,
                             none_found=NO_LINK)

    return run_shortcut
