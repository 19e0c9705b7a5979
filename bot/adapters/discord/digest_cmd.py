"""``/recap digest on [time] [timezone]``, ``off``, ``preview``, and the poster the scheduler calls."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands

from bot.app import Core
from bot.digest import Digest, Subscription
from bot.render.digest import digest_embed

from .common import NO_MENTIONS, PLATFORM, settings_channel_id
from .errors import NOT_ALLOWED

_log = logging.getLogger(__name__)

DigestPoster = Callable[[Subscription, Digest], Awaitable[None]]


def _channel_id(interaction: discord.Interaction) -> str:
    return str(settings_channel_id(interaction.channel) if interaction.channel else interaction.channel_id)


def make_digest_group(core: Core) -> app_commands.Group:
    group = app_commands.Group(name="digest", description="A daily digest of the stories recapped here.")
    defaults = core.settings.digest

    @group.command(name="on", description="Post a daily digest of this channel's stories.")
    @app_commands.describe(time="Local time, 24-hour HH:MM", timezone="IANA time zone, e.g. Europe/London")
    async def digest_on(interaction: discord.Interaction, time: str | None = None, timezone: str | None = None) -> None:
        if not interaction.permissions.manage_channels:
            await interaction.response.send_message(NOT_ALLOWED, ephemeral=True, allowed_mentions=NO_MENTIONS)
            return
        sub = await core.digest.subscribe(
            PLATFORM, str(interaction.guild_id), _channel_id(interaction),
            at=time or defaults.default_time, tz=timezone or defaults.default_timezone,
        )
        await interaction.response.send_message(
            f"Daily digest on: every day at {sub.at} ({sub.tz}).", allowed_mentions=NO_MENTIONS
        )

    @group.command(name="off", description="Stop this channel's daily digest.")
    async def digest_off(interaction: discord.Interaction) -> None:
        if not interaction.permissions.manage_channels:
            await interaction.response.send_message(NOT_ALLOWED, ephemeral=True, allowed_mentions=NO_MENTIONS)
            return
        removed = await core.digest.unsubscribe(PLATFORM, str(interaction.guild_id), _channel_id(interaction))
        text = "Daily digest off." if removed else "This channel had no daily digest."
        await interaction.response.send_message(text, allowed_mentions=NO_MENTIONS)

    @group.command(name="preview", description="See today's digest for this channel (only you see it).")
    async def digest_preview(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True, ephemeral=True)
        digest = await core.digest.preview(PLATFORM, str(interaction.guild_id), _channel_id(interaction))
        embed = discord.Embed.from_dict(digest_embed(digest))  # type: ignore[arg-type]
        await interaction.followup.send(embed=embed, ephemeral=True, allowed_mentions=NO_MENTIONS)

    return group


def make_digest_poster(bot: discord.Client) -> DigestPoster:
    """The scheduler's poster for Discord: send the digest embed to the subscribed channel."""

    async def post(sub: Subscription, digest: Digest) -> None:
        channel_id = int(sub.channel)
        channel = bot.get_channel(channel_id) or await bot.fetch_channel(channel_id)
        if not isinstance(channel, discord.abc.Messageable):
            raise TypeError(f"channel {channel_id} cannot receive messages")
        embed = discord.Embed.from_dict(digest_embed(digest))  # type: ignore[arg-type]
        # the scheduler's nonce is fixed per channel and day: Discord (enforce_nonce) returns the first message for
        # a repeat inside its nonce window instead of posting again
        if digest.nonce:
            await channel.send(embed=embed, allowed_mentions=NO_MENTIONS, nonce=digest.nonce)
        else:
            await channel.send(embed=embed, allowed_mentions=NO_MENTIONS)
        _log.info("posted the digest in guild=%s channel=%s", sub.workspace, sub.channel)

    return post
