"""Pasted links: ``auto`` channels get one reply with the recaps; ``react`` channels get a 📰 to click."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

import discord

from bot.app import Core

from .common import RECAP_EMOJI, channel_mode, links_in
from .errors import report_message_failure
from .respond import reply_with_recaps


def make_on_message(core: Core) -> Callable[[discord.Message], Coroutine[Any, Any, None]]:
    async def on_message(message: discord.Message) -> None:
        if message.author.bot or message.guild is None or message.webhook_id is not None:
            return
        urls = links_in(core, message.content)
        if not urls:
            return
        try:
            mode = await channel_mode(core, message.guild.id, message.channel)
            if mode == "off":
                return
            if mode == "react":
                await message.add_reaction(RECAP_EMOJI)
                return
            await reply_with_recaps(core, message, urls, kind="post", user_id=message.author.id)
        except Exception as exc:
            await report_message_failure(message, exc)

    return on_message
