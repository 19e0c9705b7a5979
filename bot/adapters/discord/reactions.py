"""``react`` mode: when a member (not a bot) adds 📰 to a message with links, recap it — once per message."""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine
from typing import Any

import discord

from bot.app import Core

from .common import PLATFORM, RECAP_EMOJI, channel_mode, links_in
from .errors import report_message_failure
from .respond import reply_with_recaps

_log = logging.getLogger(__name__)


ReactionHandler = Callable[[discord.RawReactionActionEvent], Coroutine[Any, Any, None]]


def make_on_reaction(core: Core, bot: discord.Client) -> ReactionHandler:
    async def on_raw_reaction_add(event: discord.RawReactionActionEvent) -> None:
        if str(event.emoji) != RECAP_EMOJI or event.guild_id is None:
            return
        if event.member is None or event.member.bot or (bot.user is not None and event.user_id == bot.user.id):
            return
        channel = bot.get_channel(event.channel_id)
        if not isinstance(channel, discord.TextChannel | discord.Thread):
            return
        if await channel_mode(core, event.guild_id, channel) != "react":
            return
        message = await channel.fetch_message(event.message_id)
        try:
            urls = links_in(core, message.content)
            if not urls or message.author.bot:
                return
            if not await core.store.claim_event(PLATFORM, f"reaction-recap:{message.id}"):
                _log.debug("message %s was already recapped on reaction", message.id)
                return
            await reply_with_recaps(core, message, urls, kind="reaction", user_id=event.user_id)
        except Exception as exc:
            await report_message_failure(message, exc)

    return on_raw_reaction_add
