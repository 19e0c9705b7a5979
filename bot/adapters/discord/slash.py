"""``/recap link url:<link> [private:true]``: defer at once, recap, answer as a follow-up."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.app import Core
from bot.errors import InvalidURL

from .common import NO_MENTIONS, PLATFORM, links_in, make_recap, settings_channel_id, to_embed


def add_link_command(group: app_commands.Group, core: Core) -> None:
    @group.command(name="link", description="Recap a gossip article: the gist, with verbatim quotes and sources.")
    @app_commands.describe(url="The article link", private="Only you see the recap (default: everyone)")
    async def link(interaction: discord.Interaction, url: str, private: bool = False) -> None:
        await interaction.response.defer(thinking=True, ephemeral=private)
        found = links_in(core, url.strip().strip("<>"))
        if not found:
            raise InvalidURL("That doesn't look like an article link — paste a full https:// URL.")
        channel_id = settings_channel_id(interaction.channel) if interaction.channel else interaction.channel_id or 0
        core.limiter.check(PLATFORM, str(interaction.user.id), str(channel_id))
        recap = await make_recap(
            core, found[0], guild_id=interaction.guild_id or 0, channel_id=channel_id, kind="command"
        )
        await interaction.followup.send(embed=to_embed(recap), ephemeral=private, allowed_mentions=NO_MENTIONS)
