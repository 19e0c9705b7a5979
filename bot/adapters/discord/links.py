"""Pasted links: translate a Discord message into :func:`bot.chat.pasted` (the policy decides what happens)."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

import discord

from bot import chat
from bot.adapters.settings import discord_settings
from bot.app import Core

from .common import LINKS, message_where
from .conversation import MessageReply


def make_on_message(core: Core) -> Callable[[discord.Message], Coroutine[Any, Any, None]]:
    async def on_message(message: discord.Message) -> None:
        if message.author.bot or message.guild is None or message.webhook_id is not None:
            return
        conv = MessageReply(message, discord_settings(core.settings))
        await chat.pasted(core, message_where(message), message.content, conv, syntax=LINKS)

    return on_message
