"""Message command (context menu) "Recap this link": recap the links of any message."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.app import Core
from bot.errors import InvalidURL

from .common import NO_MENTIONS, PLATFORM, links_in, outcome_messages, recap_links, settings_channel_id
from .errors import interaction_where

MENU_NAME = "Recap this link"
NO_LINK = "I couldn't find an article link in that message."


def make_message_command(core: Core) -> app_commands.ContextMenu:
    @app_commands.guild_only()
    async def recap_message(interaction: discord.Interaction, message: discord.Message) -> None:
        await interaction.response.defer(thinking=True)
        urls = links_in(core, message.content)
        if not urls:
            raise InvalidURL(NO_LINK)
        channel_id = settings_channel_id(interaction.channel or message.channel)
        core.limiter.check(PLATFORM, str(interaction.user.id), str(channel_id))
        outcome = await recap_links(
            core, urls, guild_id=interaction.guild_id or 0, channel_id=channel_id, kind="command",
            where=interaction_where(interaction),
        )
        for content, embeds in outcome_messages(outcome):
            await interaction.followup.send(content=content or discord.utils.MISSING, embeds=embeds,
                                            allowed_mentions=NO_MENTIONS)

    return app_commands.ContextMenu(name=MENU_NAME, callback=recap_message)
