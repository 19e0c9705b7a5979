"""📰 on a member's message: translate into :func:`bot.chat.reacted` (``react`` channels, once per message)."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

import discord

from bot import chat
from bot.adapters.settings import discord_settings
from bot.app import Core

from .common import LINKS, RECAP_EMOJI, message_where
from .conversation import MessageReply

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
        message = await channel.fetch_message(event.message_id)
        if message.author.bot:
            return
        await chat.reacted(
            core, message_where(message, event.user_id), message.content,
            MessageReply(message, discord_settings(core.settings)), syntax=LINKS, message_key=str(message.id),
        )

    return on_raw_reaction_add
