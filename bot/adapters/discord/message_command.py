"""Message command (context menu) "Recap this link": translate into :func:`bot.chat.requested`."""

from __future__ import annotations

import discord
from discord import app_commands

from bot import chat
from bot.app import Core

from .common import LINKS, interaction_where
from .conversation import InteractionReply

MENU_NAME = "Recap this link"


def make_message_command(core: Core) -> app_commands.ContextMenu:
    @app_commands.guild_only()
    async def recap_message(interaction: discord.Interaction, message: discord.Message) -> None:
        await chat.requested(core, interaction_where(interaction), message.content, InteractionReply(interaction),
                             syntax=LINKS)

    return app_commands.ContextMenu(name=MENU_NAME, callback=recap_message)
