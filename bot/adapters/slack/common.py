"""What the Slack handlers share: the platform's name and link syntax, posting Block Kit, an ephemeral note."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from typing import Any, Final

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot.chat import Where
from bot.models import Recap
from bot.render.slack import recap_blocks
from bot.urls import LinkSyntax

_log = logging.getLogger(__name__)

PLATFORM: Final = "slack"
# Slack sends links as <url> or <url|label>, with &amp; &lt; &gt; escaped in the text
LINKS = LinkSyntax(angle_brackets="link", html_escaped=True)
USER_POST_SUBTYPES = frozenset({"thread_broadcast", "file_share"})
RECAP_EMOJI = "newspaper"


def now() -> datetime:
    return datetime.now(UTC)


def where(team: str, channel: str, user: str, ts: str = "") -> Where:
    return Where(platform=PLATFORM, workspace=team, channel=channel, user=user,
                 ids=f"team={team} channel={channel} ts={ts} user={user}")


def is_member_post(message: dict[str, Any]) -> bool:
    """A message a person wrote: no bot, no edit/join/topic subtype."""
    subtype = message.get("subtype")
    if subtype is not None and subtype not in USER_POST_SUBTYPES:
        return False
    return not message.get("bot_id") and bool(message.get("user"))


async def post_recap(client: AsyncWebClient, *, channel: str, recap: Recap, thread_ts: str | None = None) -> None:
    blocks, text = recap_blocks(recap)
    kwargs: dict[str, Any] = {"thread_ts": thread_ts} if thread_ts else {}
    await client.chat_postMessage(
        channel=channel, blocks=blocks, text=text, unfurl_links=False, unfurl_media=False, **kwargs
    )


async def tell_member(
    client: AsyncWebClient, *, channel: str, user: str, text: str, thread_ts: str | None = None
) -> None:
    """An ephemeral note only ``user`` sees; a thread reply if Slack refuses the ephemeral one."""
    kwargs: dict[str, Any] = {"thread_ts": thread_ts} if thread_ts else {}
    try:
        await client.chat_postEphemeral(channel=channel, user=user, text=text, **kwargs)
        return
    except SlackApiError as exc:
        _log.warning("chat.postEphemeral failed in %s: %s", channel, exc.response.get("error"))
    if thread_ts:
        await client.chat_postMessage(channel=channel, thread_ts=thread_ts, text=text)
