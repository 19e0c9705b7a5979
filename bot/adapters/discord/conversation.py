"""The two ways a Discord request is answered (:class:`bot.chat.Conversation`): a reply to a member's message, and
an interaction's deferred follow-up. Formatting and Discord's rules live here; policy lives in :mod:`bot.chat`."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator

import discord

from bot.adapters.settings import DiscordSettings
from bot.chat import Outcome
from bot.render.discord import error_text

from .common import NO_MENTIONS, RECAP_EMOJI, outcome_messages

_log = logging.getLogger(__name__)

THREAD_NAME_MAX = 100


class MessageReply:
    """Answer a member's message: typing while working, one reply (or a thread), its link preview suppressed."""

    def __init__(self, message: discord.Message, settings: DiscordSettings) -> None:
        self.message = message
        self.settings = settings

    @property
    def _ids(self) -> str:
        guild = self.message.guild.id if self.message.guild else None
        return f"guild={guild} channel={self.message.channel.id} message={self.message.id}"

    def defer(self) -> contextlib.AbstractAsyncContextManager[None]:
        return self.message.channel.typing()

    async def react(self) -> None:
        await self.message.add_reaction(RECAP_EMOJI)

    async def send(self, outcome: Outcome) -> None:
        if outcome.recaps:
            await self._suppress_preview()
        target = await self._thread_for(outcome)
        for content, embeds in outcome_messages(outcome):
            if target is not None:
                await target.send(content=content, embeds=embeds, allowed_mentions=NO_MENTIONS)
            else:
                await self._reply(content, embeds)

    async def tell(self, text: str) -> None:
        await self._reply(error_text(text), [])

    async def _reply(self, content: str | None, embeds: list[discord.Embed]) -> None:
        await self.message.reply(content=content, embeds=embeds, allowed_mentions=NO_MENTIONS, mention_author=False)

    async def _suppress_preview(self) -> None:
        """Hide the original message's link preview (our recap replaces it) when allowed to."""
        message = self.message
        if not self.settings.suppress_link_preview or message.guild is None:
            return
        me = message.guild.me
        if me is None or not message.channel.permissions_for(me).manage_messages:
            return
        try:
            await message.edit(suppress=True)
        except (discord.Forbidden, discord.NotFound):
            _log.info("could not suppress the link preview (%s)", self._ids)

    async def _thread_for(self, outcome: Outcome) -> discord.Thread | None:
        """A new public thread on the message when ``[discord] reply_in_thread`` (and not in a thread already)."""
        if not self.settings.reply_in_thread or not isinstance(self.message.channel, discord.TextChannel):
            return None
        title = outcome.recaps[0].article.title if outcome.recaps else "Recap"
        try:
            return await self.message.create_thread(name=(title or "Recap")[:THREAD_NAME_MAX])
        except discord.HTTPException:
            _log.info("could not open a thread, replying inline (%s)", self._ids)
            return None


class InteractionReply:
    """Answer a slash command or message command: defer at once (3 s rule), then follow up."""

    def __init__(self, interaction: discord.Interaction, *, private: bool = False) -> None:
        self.interaction = interaction
        self.private = private

    @contextlib.asynccontextmanager
    async def defer(self) -> AsyncIterator[None]:
        if not self.interaction.response.is_done():
            await self.interaction.response.defer(thinking=True, ephemeral=self.private)
        yield

    async def react(self) -> None:
        return None  # a command is already a request

    async def send(self, outcome: Outcome) -> None:
        only_errors = not outcome.recaps
        for content, embeds in outcome_messages(outcome):
            await self.interaction.followup.send(
                content=content or discord.utils.MISSING, embeds=embeds, allowed_mentions=NO_MENTIONS,
                ephemeral=self.private or only_errors,
            )

    async def tell(self, text: str) -> None:
        line = error_text(text)
        if self.interaction.response.is_done():
            await self.interaction.followup.send(line, ephemeral=True, allowed_mentions=NO_MENTIONS)
        else:
            await self.interaction.response.send_message(line, ephemeral=True, allowed_mentions=NO_MENTIONS)
