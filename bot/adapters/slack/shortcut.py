"""Message shortcut "Recap this link" (callback_id ``recap_this_link``): recap the message's links in its thread."""

from __future__ import annotations

import logging
from typing import Any

from slack_sdk.web.async_client import AsyncWebClient

from bot.adapters.slack.common import links_in, tell_member
from bot.adapters.slack.messages import recap_links_in_thread
from bot.app import Core

_log = logging.getLogger(__name__)

CALLBACK_ID = "recap_this_link"


async def ack_shortcut(ack: Any) -> None:
    await ack()


def make_shortcut_handler(core: Core) -> Any:
    async def run_shortcut(body: dict[str, Any], client: AsyncWebClient) -> None:
        message = body.get("message") or {}
        team = str((body.get("team") or {}).get("id") or "")
        channel = str((body.get("channel") or {}).get("id") or "")
        user = str((body.get("user") or {}).get("id") or "")
        ts = str(message.get("ts") or "")
        thread_ts = str(message.get("thread_ts") or ts)
        links = links_in(core, message.get("text"))
        if not links:
            await tell_member(client, channel=channel, user=user, thread_ts=thread_ts,
                              text="I couldn't find a link to recap in that message.")
            return
        await recap_links_in_thread(
            core, client, links=links, team=team, channel=channel, user=user, thread_ts=thread_ts, kind="command"
        )

    return run_shortcut
