"""Discord adapter: ``register(bot, core)`` wires one small handler per file; ``run_discord(core)`` runs it.

    gossip-recap discord          # DISCORD_TOKEN in the environment; see docs/discord.md
"""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.app import Core

from .client import DISCORD_TOKEN_MISSING, RecapBot, build_intents, configure_endpoints, create_bot, require_token
from .client import run_discord as run_discord
from .digest_cmd import make_digest_group, make_digest_poster
from .errors import on_tree_error
from .links import make_on_message
from .message_command import make_message_command
from .reactions import make_on_reaction
from .settings_cmd import add_settings_command
from .slash import add_link_command

__all__ = [
    "DISCORD_TOKEN_MISSING",
    "RecapBot",
    "build_intents",
    "configure_endpoints",
    "create_bot",
    "make_digest_poster",
    "register",
    "require_token",
    "run_discord",
]


def register(bot: commands.Bot | commands.AutoShardedBot, core: Core) -> None:
    """Listeners for pasted links and 📰 reactions, the /recap command group, the message command, the error hook."""
    bot.add_listener(make_on_message(core), "on_message")
    bot.add_listener(make_on_reaction(core, bot), "on_raw_reaction_add")
    group = app_commands.Group(name="recap", description="Recap gossip articles.", guild_only=True)
    add_link_command(group, core)
    add_settings_command(group, core)
    group.add_command(make_digest_group(core))
    bot.tree.add_command(group)
    bot.tree.add_command(make_message_command(core))
    bot.tree.error(on_tree_error)
