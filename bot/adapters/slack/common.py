"""Shared steps of the Slack handlers: find links, recap under the limits, post with Block Kit, tell a member."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from typing import Any, Final

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot.app import Core, RecordKind
from bot.errors import FetchTimeout
from bot.models import Recap
from bot.render.slack import recap_blocks
from bot.urls import find_links

_log = logging.getLogger(__name__)

PLATFORM: Final = "slack"
USER_POST_SUBTYPES = frozenset({"thread_broadcast", "file_share"})
RECAP_EMOJI = "newspaper"


def now() -> datetime:
    return datetime.now(UTC)


def links_in(core: Core, text: str | None) -> list[str]:
    """Links a member pasted (not in code spans), at most ``bot.max_links_per_message``."""
    if not text:
        return []
    return find_links(text, PLATFORM)[: core.settings.bot.max_links_per_message]


def is_member_post(message: dict[str, Any]) -> bool:
    """A message a person wrote: no bot, no edit/join/topic subtype."""
    subtype = message.get("subtype")
    if subtype is not None and subtype not in USER_POST_SUBTYPES:
        return False
    return not message.get("bot_id") and bool(message.get("user"))


async def claim(core: Core, event_id: str | None) -> bool:
    """True the first time ``event_id`` is seen (by any instance sharing the store)."""
    if not event_id:
        return True
    return await core.store.claim_event(PLATFORM, event_id, now())


async def post_recap(client: AsyncWebClient, *, channel: str, recap: Recap, thread_ts: str | None = None) -> None:
    blocks, text = recap_blocks(recap)
    kwargs: dict[str, Any] = {"thread_ts": thread_ts} if thread_ts else {}
    await client.chat_postMessage(
        channel=channel, blocks=blocks, text=text, unfurl_links=False, unfurl_media=False, **kwargs
    )


async def make_recap(core: Core, url: str, *, team: str, channel: str, user: str, kind: RecordKind) -> Recap:
    """Rate-limit the member and channel, then recap (raises :class:`BotError` subclasses)."""
    core.limiter.check(PLATFORM, user, channel)
    try:
        return await core.recap_for_chat(url, platform=PLATFORM, workspace=team, channel=channel, kind=kind)
    except TimeoutError:
        raise FetchTimeout("Recapping that link took too long — please try again later.") from None


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
