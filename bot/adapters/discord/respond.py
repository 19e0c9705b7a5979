"""Answer a member's message with recaps of its links: rate limit, typing, recap, suppress preview, one reply."""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord

from bot.app import Core, RecordKind
from bot.errors import RateLimited

from .common import NO_MENTIONS, PLATFORM, Outcome, outcome_messages, recap_links, settings_channel_id

_log = logging.getLogger(__name__)

THREAD_NAME_MAX = 100


def where(message: discord.Message) -> str:
    """Ids for logs (never tokens or content)."""
    guild = message.guild.id if message.guild else None
    return f"guild={guild} channel={message.channel.id} message={message.id}"


async def reply_with_recaps(
    core: Core, message: discord.Message, urls: Sequence[str], *, kind: RecordKind, user_id: int
) -> None:
    """Recap ``urls`` from ``message`` and answer with ONE reply (or thread); failures are told, never silent."""
    assert message.guild is not None
    try:
        core.limiter.check(PLATFORM, str(user_id), str(message.channel.id))
    except RateLimited as exc:
        await _reply(message, exc.message, [])
        return
    async with message.channel.typing():
        outcome = await recap_links(
            core, urls, guild_id=message.guild.id, channel_id=settings_channel_id(message.channel), kind=kind,
            where=where(message),
        )
    if outcome.recaps:
        await suppress_preview(core, message)
    await _send_outcome(core, message, outcome)


async def suppress_preview(core: Core, message: discord.Message) -> None:
    """Hide the original message's link preview (our recap replaces it) when allowed to."""
    if not core.settings.discord.suppress_link_preview or message.guild is None:
        return
    me = message.guild.me
    if me is None or not message.channel.permissions_for(me).manage_messages:
        return
    try:
        await message.edit(suppress=True)
    except (discord.Forbidden, discord.NotFound):
        _log.info("could not suppress the link preview (%s)", where(message))


async def _send_outcome(core: Core, message: discord.Message, outcome: Outcome) -> None:
    parts = outcome_messages(outcome)
    target = await _thread_for(core, message, outcome)
    for content, embeds in parts:
        if target is not None:
            await target.send(content=content, embeds=embeds, allowed_mentions=NO_MENTIONS)
        else:
            await _reply(message, content, embeds)


async def _reply(message: discord.Message, content: str | None, embeds: list[discord.Embed]) -> None:
    await message.reply(content=content, embeds=embeds, allowed_mentions=NO_MENTIONS, mention_author=False)


async def _thread_for(core: Core, message: discord.Message, outcome: Outcome) -> discord.Thread | None:
    """A new public thread on the message when ``discord.reply_in_thread`` (and we are not in one already)."""
    if not core.settings.discord.reply_in_thread or not isinstance(message.channel, discord.TextChannel):
        return None
    title = outcome.recaps[0].article.title if outcome.recaps else "Recap"
    try:
        return await message.create_thread(name=(title or "Recap")[:THREAD_NAME_MAX])
    except (discord.Forbidden, discord.HTTPException):
        _log.info("could not open a thread, replying inline (%s)", where(message))
        return None
