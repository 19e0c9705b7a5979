"""Steps shared by the Discord handlers: find links, recap under the limits, pack embeds, reply without pings."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import discord

from bot.app import Core, RecordKind
from bot.errors import BotError, FetchTimeout
from bot.models import Recap
from bot.render.discord import recap_embed
from bot.sanitize import discord_text
from bot.urls import find_links

_log = logging.getLogger(__name__)

PLATFORM: Literal["discord"] = "discord"
RECAP_EMOJI = "\N{NEWSPAPER}"
NO_MENTIONS = discord.AllowedMentions.none()
GENERIC_FAILURE = "Something went wrong while recapping that link."
TIMEOUT_MESSAGE = "Recapping that link took too long — please try again later."
MAX_EMBEDS_PER_MESSAGE = 10
MAX_EMBED_CHARS_PER_MESSAGE = 6000
MAX_CONTENT_CHARS = 2000


def links_in(core: Core, text: str | None) -> list[str]:
    """Article links a member pasted (find_links skips code, spoilers, <suppressed>), capped per message."""
    if not text:
        return []
    return find_links(text, PLATFORM)[: core.settings.bot.max_links_per_message]


def settings_channel_id(channel: object) -> int:
    """The channel whose mode applies: a thread follows its parent channel."""
    if isinstance(channel, discord.Thread) and channel.parent_id:
        return channel.parent_id
    return int(getattr(channel, "id", 0))


async def channel_mode(core: Core, guild_id: int, channel: object) -> str:
    return await core.channel_mode(PLATFORM, str(guild_id), str(settings_channel_id(channel)))


async def make_recap(core: Core, url: str, *, guild_id: int, channel_id: int, kind: RecordKind) -> Recap:
    """Recap one link for a channel; a timeout becomes a friendly :class:`FetchTimeout`."""
    try:
        return await core.recap_for_chat(
            url, platform=PLATFORM, workspace=str(guild_id), channel=str(channel_id), kind=kind
        )
    except TimeoutError:
        raise FetchTimeout(TIMEOUT_MESSAGE) from None


def user_message(exc: BaseException) -> str:
    """The one line a member sees for a failure."""
    if isinstance(exc, BotError):
        return exc.message
    if isinstance(exc, TimeoutError):
        return TIMEOUT_MESSAGE
    return GENERIC_FAILURE


@dataclass(frozen=True)
class Outcome:
    """What came of the links of one request: recaps in order, and one error line per failed link."""

    recaps: tuple[Recap, ...]
    errors: tuple[str, ...]


async def recap_links(
    core: Core, urls: Sequence[str], *, guild_id: int, channel_id: int, kind: RecordKind, where: str
) -> Outcome:
    """Recap every link concurrently; failures become one-line messages (and a logged traceback if unexpected)."""

    async def one(url: str) -> Recap | str:
        try:
            return await make_recap(core, url, guild_id=guild_id, channel_id=channel_id, kind=kind)
        except (BotError, TimeoutError) as exc:
            _log.info("recap of %s failed (%s): %s", url, where, user_message(exc))
            return user_message(exc)
        except Exception:
            _log.exception("recap of %s crashed (%s)", url, where)
            return GENERIC_FAILURE

    results = await asyncio.gather(*(one(u) for u in urls))
    recaps = tuple(r for r in results if isinstance(r, Recap))
    errors = tuple(r for r in results if isinstance(r, str))
    return Outcome(recaps, errors)


def to_embed(recap: Recap) -> discord.Embed:
    return discord.Embed.from_dict(recap_embed(recap))  # type: ignore[arg-type]


def error_text(errors: Sequence[str]) -> str:
    """Error lines as message content (defused: a page's text must never ping)."""
    text = "\n".join(f"\N{WARNING SIGN}\N{VARIATION SELECTOR-16} {discord_text(e)}" for e in errors)
    return text[:MAX_CONTENT_CHARS]


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
    batches = pack_embeds([to_embed(r) for r in outcome.recaps]) or [[]]
    content = error_text(outcome.errors) if outcome.errors else None
    return [(content if i == 0 else None, batch) for i, batch in enumerate(batches)]
