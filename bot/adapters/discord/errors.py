"""The one error hook: members see one friendly line, logs get the traceback with ids (never tokens)."""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.errors import BotError

from .common import NO_MENTIONS, user_message

_log = logging.getLogger(__name__)

NOT_ALLOWED = "You need the Manage Channels permission to change how I handle links here."


def interaction_where(interaction: discord.Interaction) -> str:
    """Ids for logs; the interaction token is deliberately left out."""
    cmd = interaction.command.qualified_name if interaction.command else None
    return (
        f"guild={interaction.guild_id} channel={interaction.channel_id} interaction={interaction.id} "
        f"user={interaction.user.id} command={cmd}"
    )


def _unwrap(error: BaseException) -> BaseException:
    if isinstance(error, app_commands.CommandInvokeError):
        return error.original
    return error


def command_error_message(error: BaseException) -> str:
    err = _unwrap(error)
    if isinstance(err, app_commands.MissingPermissions):
        return NOT_ALLOWED
    if isinstance(err, app_commands.NoPrivateMessage):
        return "That command only works in a server channel."
    if isinstance(err, app_commands.CommandOnCooldown):
        return f"Slow down a little — try again in {max(1, round(err.retry_after))} s."
    return user_message(err)


async def on_tree_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
    """``tree.on_error``: one line to the member (ephemeral), the traceback to the log if unexpected."""
    err = _unwrap(error)
    if not isinstance(err, BotError | app_commands.CheckFailure | TimeoutError):
        _log.error("command failed (%s)", interaction_where(interaction), exc_info=err)
    text = command_error_message(error)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_MENTIONS)
        else:
            await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_MENTIONS)
    except discord.HTTPException:
        _log.warning("could not tell the member about a failed command (%s)", interaction_where(interaction))


async def report_message_failure(message: discord.Message, exc: BaseException) -> None:
    """For event handlers: reply with the one-line error; log the traceback for unexpected ones."""
    guild = message.guild.id if message.guild else None
    ids = f"guild={guild} channel={message.channel.id} message={message.id}"
    if isinstance(exc, BotError):
        _log.info("handling message failed (%s): %s", ids, exc.message)
    else:
        _log.error("handling message failed (%s)", ids, exc_info=exc)
    try:
        await message.reply(user_message(exc), allowed_mentions=NO_MENTIONS, mention_author=False)
    except discord.HTTPException:
        _log.warning("could not reply with the error (%s)", ids)


def log_event_error(event: str, args: tuple[object, ...]) -> None:
    """``Client.on_error``: anything a handler did not catch, with the ids we can find."""
    ids = []
    for arg in args:
        for attr in ("guild_id", "channel_id", "message_id", "id"):
            value = getattr(arg, attr, None)
            if isinstance(value, int):
                ids.append(f"{attr}={value}")
    _log.exception("unhandled error in %s (%s)", event, " ".join(ids) or "no ids")
