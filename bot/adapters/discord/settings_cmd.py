"""``/recap settings mode:<auto|react|off>``: how this channel treats pasted links (Manage Channels only)."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands

from bot.app import Core

from .common import NO_MENTIONS, PLATFORM, settings_channel_id
from .errors import NOT_ALLOWED

MODE_TEXT = {
    "auto": "I'll reply to article links in this channel with a recap.",
    "react": "I'll add a \N{NEWSPAPER} to article links here; click it to get the recap.",
    "off": "I'll leave links in this channel alone (slash commands still work).",
}


def add_settings_command(group: app_commands.Group, core: Core) -> None:
    @group.command(name="settings", description="Choose how I handle article links pasted in this channel.")
    @app_commands.describe(mode="auto: reply with a recap · react: add 📰 to click · off: stay quiet")
    async def settings(interaction: discord.Interaction, mode: Literal["auto", "react", "off"] | None = None) -> None:
        channel_id = settings_channel_id(interaction.channel) if interaction.channel else interaction.channel_id
        workspace = str(interaction.guild_id or 0)
        if mode is None:
            current = await core.channel_mode(PLATFORM, workspace, str(channel_id))
            await interaction.response.send_message(
                f"This channel is set to **{current}**: {MODE_TEXT[current]}", ephemeral=True,
                allowed_mentions=NO_MENTIONS,
            )
            return
        if not interaction.permissions.manage_channels:
            await interaction.response.send_message(NOT_ALLOWED, ephemeral=True, allowed_mentions=NO_MENTIONS)
            return
        await core.store.set_channel_mode(PLATFORM, workspace, str(channel_id), mode)
        await interaction.response.send_message(
            f"Done — this channel is now **{mode}**: {MODE_TEXT[mode]}", allowed_mentions=NO_MENTIONS
        )
