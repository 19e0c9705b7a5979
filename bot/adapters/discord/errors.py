"""The one error hook: members see one friendly line, logs get the traceback with ids (never tokens)."""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.chat import user_message
from bot.errors import BotError

from .common import NO_MENTIONS, interaction_where

_log = logging.getLogger(__name__)

NOT_ALLOWED = "You need the Manage Channels permission to change how I handle links here."


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
        _log.error("command failed (%s)", interaction_where(interaction).ids, exc_info=err)
    text = command_error_message(error)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_MENTIONS)
        else:
            await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_MENTIONS)
    except discord.HTTPException:
        _log.warning("could not tell the member about a failed command (%s)", interaction_where(interaction).ids)


def log_event_error(event: str, args: tuple[object, ...]) -> None:
    """``Client.on_error``: anything a handler did not catch, with the ids we can find."""
    ids = []
    for arg in args:
        for attr in ("guild_id", "channel_id", "message_id", "id"):
            value = getattr(arg, attr, None)
            if isinstance(value, int):
                ids.append(f"{attr}={value}")
    _log.exception("unhandled error in %s (%s)", event, " ".join(ids) or "no ids")
