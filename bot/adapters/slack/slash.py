"""``/recap``: ack within 3 s, then work in a lazy listener.

    /recap <link>                 recap posted in the channel
    /recap private <link>         recap only the caller sees
    /recap settings [auto|react|off]   what the channel does with pasted links (channel managers)
    /recap digest on [HH:MM] [Area/City] | off | preview
    /recap help
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Any

from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot import chat
from bot.adapters.slack.common import LINKS, PLATFORM, now, where
from bot.adapters.slack.conversation import CommandReply
from bot.adapters.slack.errors import report
from bot.app import Core
from bot.render.digest import digest_blocks

_log = logging.getLogger(__name__)

MODES = ("auto", "react", "off")
HELP = (
    "*gossip-recap* turns a gossip-article link into a short, cited recap with the key quotes.\n"
    "• `/recap <link>` — recap a link here\n"
    "• `/recap private <link>` — a recap only you can see\n"
    "• `/recap settings auto|react|off` — pasted links: recap in thread / add :newspaper: to ask / ignore "
    "(channel managers)\n"
    "• `/recap digest on [HH:MM] [Area/City]`, `/recap digest off`, `/recap digest preview` — daily digest\n"
    "• Message menu → *Recap this link* — recap the links in any message"
)
_TIME = re.compile(r"^\d{1,2}:\d{2}$")


@dataclass(frozen=True)
class Command:
    action: str  # recap | private | settings | digest | help | usage
    args: tuple[str, ...] = ()
    text: str = ""


def parse_command(text: str) -> Command:
    words = text.strip().split()
    if not words:
        return Command("help")
    head = words[0].lower()
    if head in ("help", "settings", "digest"):
        return Command(head, tuple(words[1:]))
    if head == "private":
        return Command("private", text=text.strip()[len(words[0]) :])
    return Command("recap", text=text)


async def can_manage(client: AsyncWebClient, *, user: str, channel: str) -> bool:
    """Workspace admins/owners, the channel's creator, or anyone in their own DM with the bot."""
    try:
        info = await client.users_info(user=user)
        u = info.get("user") or {}
        if u.get("is_admin") or u.get("is_owner") or u.get("is_primary_owner"):
            return True
        conv = await client.conversations_info(channel=channel)
        ch = conv.get("channel") or {}
        return bool(ch.get("is_im")) or ch.get("creator") == user
    except SlackApiError as exc:
        _log.warning("permission check failed for %s in %s: %s", user, channel, exc.response.get("error"))
        return False


def _ephemeral(text: str) -> dict[str, Any]:
    return {"text": text, "response_type": "ephemeral"}


def make_command_handlers(core: Core) -> tuple[Any, Any]:
    """(ack, lazy) for ``app.command("/recap")``."""

    async def ack_recap(ack: Any, command: dict[str, Any]) -> None:
        cmd = parse_command(str(command.get("text") or ""))
        if cmd.action == "help":
            await ack(**_ephemeral(HELP))
        elif cmd.action in ("recap", "private") and not chat.links_in(core, cmd.text, LINKS):
            await ack(**_ephemeral("Give me a link to recap, e.g. `/recap https://example.com/story`.\n\n" + HELP))
        elif cmd.action in ("recap", "private"):
            await ack(**_ephemeral("On it — reading the article…"))
        else:
            await ack()

    async def run_recap(command: dict[str, Any], client: AsyncWebClient, respond: Any) -> None:
        cmd = parse_command(str(command.get("text") or ""))
        team, channel, user = str(command["team_id"]), str(command["channel_id"]), str(command["user_id"])
        try:
            if cmd.action in ("recap", "private"):
                await _recap(core, client, respond, cmd, team=team, channel=channel, user=user)
            elif cmd.action == "settings":
                await _settings(core, client, respond, cmd, team=team, channel=channel, user=user)
            elif cmd.action == "digest":
                await _digest(core, client, respond, cmd, team=team, channel=channel, user=user)
        except Exception as exc:
            await report(core, exc, client=client, channel=channel, user=user, respond=respond,
                         what=f"/recap {cmd.action}")

    return ack_recap, run_recap


async def _recap(
    core: Core, client: AsyncWebClient, respond: Any, cmd: Command, *, team: str, channel: str, user: str
) -> None:
    if not chat.links_in(core, cmd.text, LINKS):
        return  # the ack already showed how to use it
    conv = CommandReply(client, respond, channel=channel, private=cmd.action == "private")
    await chat.requested(core, where(team, channel, user), cmd.text, conv, syntax=LINKS)


async def _settings(
    core: Core, client: AsyncWebClient, respond: Any, cmd: Command, *, team: str, channel: str, user: str
) -> None:
    current = await core.channel_mode(PLATFORM, team, channel)
    if not cmd.args:
        await respond(**_ephemeral(f"Pasted links here: *{current}*. Change with `/recap settings auto|react|off`."))
        return
    mode = cmd.args[0].lower()
    if mode not in MODES:
        await respond(**_ephemeral("Choose one of `auto` (recap in thread), `react` (add :newspaper:) or `off`."))
        return
    if not await can_manage(client, user=user, channel=channel):
        await respond(**_ephemeral("Sorry — only workspace admins or the channel's creator can change this."))
        return
    await core.store.set_channel_mode(PLATFORM, team, channel, mode, now=now())
    await respond(**_ephemeral(f"Done — pasted links in this channel: *{mode}* (was {current})."))


async def _digest(
    core: Core, client: AsyncWebClient, respond: Any, cmd: Command, *, team: str, channel: str, user: str
) -> None:
    sub = cmd.args[0].lower() if cmd.args else ""
    if sub == "preview":
        digest = await core.digest.preview(PLATFORM, team, channel, now())
        blocks, text = digest_blocks(digest)
        await respond(blocks=blocks, text=text, response_type="ephemeral", replace_original=False)
        return
    if sub not in ("on", "off"):
        await respond(**_ephemeral("Use `/recap digest on [HH:MM] [Area/City]`, `off` or `preview`."))
        return
    if not core.settings.digest.enabled:
        await respond(**_ephemeral("Daily digests are turned off on this bot."))
        return
    if not await can_manage(client, user=user, channel=channel):
        await respond(**_ephemeral("Sorry — only workspace admins or the channel's creator can change the digest."))
        return
    if sub == "off":
        await core.digest.unsubscribe(PLATFORM, team, channel)
        await respond(**_ephemeral("Daily digest turned off for this channel."))
        return
    at, tz = _digest_when(core, cmd.args[1:])
    await core.digest.subscribe(PLATFORM, team, channel, at=at, tz=tz)
    await respond(**_ephemeral(f"Daily digest on: every day at {at} ({tz})."))


def _digest_when(core: Core, args: tuple[str, ...]) -> tuple[str, str]:
    """``[HH:MM] [Area/City]`` in any order; :meth:`DigestService.subscribe` validates both."""
    at, tz = core.settings.digest.default_time, core.settings.digest.default_timezone
    for arg in args[:2]:
        if _TIME.match(arg):
            at = arg
        else:
            tz = arg
    return at, tz
