"""The Discord client: intents, endpoints (real Discord, a compatible server, or the test fake), startup, run."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from collections.abc import AsyncIterator
from typing import Any

import discord
import yarl
from discord.ext import commands

from bot.app import Core
from bot.config import DiscordSettings, Secrets
from bot.errors import ConfigError

from .errors import log_event_error

_log = logging.getLogger(__name__)

DISCORD_TOKEN_MISSING = (
    "Set DISCORD_TOKEN to the bot token (Discord Developer Portal → your application → Bot → Reset Token)."
)
DEFAULT_API_BASE = "https://discord.com/api/v10"


def require_token(secrets: Secrets) -> str:
    """The bot token, or :class:`ConfigError` with the line the CLI prints."""
    if not secrets.discord_token:
        raise ConfigError(DISCORD_TOKEN_MISSING)
    return secrets.discord_token


def build_intents() -> discord.Intents:
    """Guilds, guild messages, message content (privileged; slash/message commands work without it), reactions."""
    intents = discord.Intents.none()
    intents.guilds = True
    intents.guild_messages = True
    intents.message_content = True
    intents.guild_reactions = True
    return intents


def configure_endpoints(settings: DiscordSettings) -> None:
    """Point discord.py at ``[discord] api_base_url`` (and ``gateway_url`` when set). Process-wide."""
    discord.http.Route.BASE = settings.api_base_url.rstrip("/")
    if settings.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)


class RecapBot(commands.Bot):
    """commands.Bot with no prefix commands: pasted links, reactions, and application commands only."""

    def __init__(self, core: Core, **options: Any) -> None:
        options.setdefault("guild_ready_timeout", 2.0)
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=build_intents(),
            allowed_mentions=discord.AllowedMentions.none(),
            **options,
        )
        self.core = core

    async def setup_hook(self) -> None:
        await self._discover_gateway()
        if self.core.settings.discord.sync_commands:
            synced = await self.tree.sync()
            _log.info("synced %d application commands", len(synced))

    async def _discover_gateway(self) -> None:
        """discord.py 2.x connects to its default gateway; a compatible server is asked, as Discord clients do."""
        ds = self.core.settings.discord
        if ds.gateway_url or ds.api_base_url.rstrip("/") == DEFAULT_API_BASE:
            return
        _shards, url, _limits = await self.http.get_bot_gateway()
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url)
        _log.info("gateway from %s/gateway/bot: %s", ds.api_base_url, url)

    async def on_ready(self) -> None:
        _log.info("connected to Discord as %s in %d guild(s)", self.user, len(self.guilds))

    async def on_error(self, event_method: str, /, *args: Any, **kwargs: Any) -> None:
        log_event_error(event_method, args)


def create_bot(core: Core, **options: Any) -> RecapBot:
    """A configured, registered bot (not started): endpoints set, handlers and commands wired."""
    from . import register

    configure_endpoints(core.settings.discord)
    bot = RecapBot(core, **options)
    register(bot, core)
    return bot


DRAIN_SECONDS = 20.0


async def run_discord(core: Core) -> int:
    """Run until SIGTERM/SIGINT or the gateway closes for good. Returns the process exit status."""
    token = require_token(core.secrets)
    bot = create_bot(core)
    core.extras["chat_state"] = lambda: {"discord": bot.is_ready() and not bot.is_closed()}
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, _request_close, bot, core, sig)
    try:
        async with bot, _digests(bot, core):
            await bot.start(token)
    except discord.LoginFailure:
        _log.error("Discord rejected the token: check DISCORD_TOKEN")
        return 2
    except discord.PrivilegedIntentsRequired:
        _log.error(
            "Enable the Message Content intent (Developer Portal → Bot → Privileged Gateway Intents) and restart"
        )
        return 2
    finally:
        for sig in (signal.SIGTERM, signal.SIGINT):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.remove_signal_handler(sig)
    return 0


@contextlib.asynccontextmanager
async def _digests(bot: RecapBot, core: Core) -> AsyncIterator[None]:
    """Post daily digests for Discord subscriptions while the bot runs (exactly once across instances)."""
    if not core.settings.digest.enabled:
        yield
        return
    from bot.scheduler import DigestScheduler

    from .digest_cmd import make_digest_poster

    scheduler = DigestScheduler(
        core.digest,
        core.store,
        {"discord": core.counted_poster("discord", make_digest_poster(bot))},
        core.digest.clock,
        core.settings,
    )
    stopped = asyncio.Event()
    running = asyncio.Event()

    async def run() -> None:
        await bot.wait_until_ready()
        running.set()
        await scheduler.run_forever(stopped)

    task = asyncio.create_task(run(), name="discord-digest-scheduler")
    try:
        yield
    finally:
        stopped.set()
        if not running.is_set():
            task.cancel()
        try:
            await asyncio.wait_for(task, 10.0)
        except asyncio.CancelledError:
            if not task.cancelled():
                raise
        except Exception:
            _log.warning("digest scheduler did not stop cleanly", exc_info=True)


def _request_close(bot: RecapBot, core: Core, sig: signal.Signals) -> None:
    _log.info("received %s: finishing recaps in flight, then closing", sig.name)
    if bot.core.extras.get("closing"):
        return
    bot.core.extras["closing"] = True

    async def shutdown() -> None:
        await core.drain(DRAIN_SECONDS)
        await bot.close()

    task = asyncio.ensure_future(shutdown())
    _background.add(task)
    task.add_done_callback(_background.discard)


_background: set[asyncio.Future[None]] = set()
