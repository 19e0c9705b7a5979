"""``/recap link url:<link> [private:true]``: translate into :func:`bot.chat.requested` (defer, recap, follow up)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot import chat
from bot.app import Core

from .common import LINKS, interaction_where
from .conversation import InteractionReply


def add_link_command(group: app_commands.Group, core: Core) -> None:
    @group.command(name="link", description="Recap a gossip article: the gist, with verbatim quotes and sources.")
    @app_commands.describe(url="The article link", private="Only you see the recap (default: everyone)")
    async def link(interaction: discord.Interaction, url: str, private: bool = False) -> None:
        conv = InteractionReply(interaction, private=private)
        await chat.requested(core, interaction_where(interaction), url.strip().strip("<>"), conv, syntax=LINKS,
                             max_links=1, none_found=chat.NOT_A_LINK)
