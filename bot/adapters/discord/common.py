"""What the Discord handlers share: the platform's name and link syntax, ids for logs, embeds packed into messages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import discord

from bot.chat import Outcome, Where
from bot.render.discord import error_text, recap_embed
from bot.urls import LinkSyntax

PLATFORM: Literal["discord"] = "discord"
# <url> asks Discord for no preview (not a request to recap); ||spoilers|| hide links; [label](url) carries one
LINKS = LinkSyntax(angle_brackets="suppress", spoilers=True, masked_links=True)
RECAP_EMOJI = "\N{NEWSPAPER}"
NO_MENTIONS = discord.AllowedMentions.none()
MAX_EMBEDS_PER_MESSAGE = 10
MAX_EMBED_CHARS_PER_MESSAGE = 6000
MAX_CONTENT_CHARS = 2000


def settings_channel_id(channel: object) -> int:
    """The channel whose mode applies: a thread follows its parent channel."""
    if isinstance(channel, discord.Thread) and channel.parent_id:
        return channel.parent_id
    return int(getattr(channel, "id", 0))


def message_where(message: discord.Message, user_id: int | None = None) -> Where:
    guild = message.guild.id if message.guild else 0
    user = user_id if user_id is not None else message.author.id
    return Where(
        platform=PLATFORM, workspace=str(guild), channel=str(settings_channel_id(message.channel)), user=str(user),
        ids=f"guild={guild} channel={message.channel.id} message={message.id} user={user}",
    )


def interaction_where(interaction: discord.Interaction) -> Where:
    channel = settings_channel_id(interaction.channel) if interaction.channel else interaction.channel_id or 0
    cmd = interaction.command.qualified_name if interaction.command else None
    return Where(
        platform=PLATFORM, workspace=str(interaction.guild_id or 0), channel=str(channel),
        user=str(interaction.user.id),
        ids=(f"guild={interaction.guild_id} channel={interaction.channel_id} interaction={interaction.id} "
             f"user={interaction.user.id} command={cmd}"),  # the interaction token is deliberately left out
    )


def to_embed(data: dict[str, object]) -> discord.Embed:
    return discord.Embed.from_dict(data)  # type: ignore[arg-type]


def error_lines(errors: Sequence[str]) -> str:
    """Error lines as message content (defused: a page's text must never ping)."""
    return "\n".join(error_text(e) for e in errors)[:MAX_CONTENT_CHARS]


def pack_embeds(embeds: Sequence[discord.Embed]) -> list[list[discord.Embed]]:
    """Group embeds into messages within Discord's limits (10 embeds, 6000 characters in total)."""
    batches: list[list[discord.Embed]] = []
    size = 0
    for embed in embeds:
        n = len(embed)
        if not batches or len(batches[-1]) >= MAX_EMBEDS_PER_MESSAGE or size + n > MAX_EMBED_CHARS_PER_MESSAGE:
            batches.append([])
            size = 0
        batches[-1].append(embed)
        size += n
    return batches


def outcome_messages(outcome: Outcome) -> list[tuple[str | None, list[discord.Embed]]]:
    """(content, embeds) per message to send: usually exactly one; error lines ride on the first."""
    batches = pack_embeds([to_embed(recap_embed(r)) for r in outcome.recaps]) or [[]]
    content = error_lines(outcome.errors) if outcome.errors else None
    return [(content if i == 0 else None, batch) for i, batch in enumerate(batches)]
