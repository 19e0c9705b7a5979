"""Pasted links (``message`` events): recap in the thread (``auto``), add :newspaper: (``react``), or stay quiet."""

from __future__ import annotations

import logging
from typing import Any

from slack_sdk.web.async_client import AsyncWebClient

from bot.adapters.slack.common import PLATFORM, RECAP_EMOJI, claim, is_member_post, links_in, make_recap, post_recap
from bot.adapters.slack.errors import report
from bot.app import Core

_log = logging.getLogger(__name__)


async def recap_links_in_thread(
    core: Core,
    client: AsyncWebClient,
    *,
    links: list[str],
    team: str,
    channel: str,
    user: str,
    thread_ts: str,
    kind: Any = "post",
) -> None:
    """Recap each link and post it in the thread; failures are told to ``user`` (one line each)."""
    for url in links:
        try:
            recap = await make_recap(core, url, team=team, channel=channel, user=user, kind=kind)
            await post_recap(client, channel=channel, recap=recap, thread_ts=thread_ts)
        except Exception as exc:
            await report(core, exc, client=client, channel=channel, user=user, thread_ts=thread_ts,
                         what=f"recap of {url}")


def make_message_handler(core: Core) -> Any:
    async def on_message(body: dict[str, Any], event: dict[str, Any], client: AsyncWebClient) -> None:
        if not is_member_post(event):
            return
        links = links_in(core, event.get("text"))
        if not links:
            return
        team = str(body.get("team_id") or event.get("team") or "")
        channel, ts = str(event["channel"]), str(event["ts"])
        mode = await core.channel_mode(PLATFORM, team, channel)
        if mode == "off" or not await claim(core, body.get("event_id")):
            return
        if mode == "react":
            await client.reactions_add(channel=channel, timestamp=ts, name=RECAP_EMOJI)
            return
        await recap_links_in_thread(
            core, client, links=links, team=team, channel=channel, user=str(event["user"]),
            thread_ts=str(event.get("thread_ts") or ts),
        )

    return on_message
