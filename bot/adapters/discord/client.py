"""The Discord client: intents, endpoints (real Discord, a compatible server, or the test fake), shards, start, stop.

Exit statuses of ``gossip-recap discord`` (docs/discord.md): 0 stopped on SIGTERM/SIGINT (recaps in flight posted
first); 2 configuration: token missing or refused, Message Content intent not enabled, bad ``[discord]`` keys;
3 Discord could not be reached at start after ``[discord] start_attempts`` tries.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from collections.abc import AsyncIterator
from typing import Any

import discord
import httpx
import yarl
from discord.ext import commands

from bot.adapters.settings import DISCORD_TOKEN, DiscordSettings, discord_settings
from bot.app import Core
from bot.config import Secrets
from bot.errors import ConfigError

from .common import PLATFORM
from .errors import log_event_error

_log = logging.getLogger(__name__)

DISCORD_TOKEN_MISSING = (
    "Set DISCORD_TOKEN to the bot token (Discord Developer Portal → your application → Bot → Reset Token)."
)
DEFAULT_API_BASE = "https://discord.com/api/v10"


def require_token(secrets: Secrets) -> str:
    """The bot token, or :class:`ConfigError` with the line the CLI prints."""
    token = secrets.get(DISCORD_TOKEN)
    if not token:
        raise ConfigError(DISCORD_TOKEN_MISSING)
    return token


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


class RecapBot(commands.AutoShardedBot):
    """An auto-sharded bot with no prefix commands: pasted links, reactions, and application commands only.

    ``[discord] shard_count``/``shard_ids`` choose the shards this process runs (default: Discord's recommended
    count, all here). Claims that must hold across processes (📰 once per message, one digest per channel per day)
    go through the shared store, so processes with different shards never double-post.
    """

    def __init__(self, core: Core, **options: Any) -> None:
        ds = discord_settings(core.settings)
        options.setdefault("guild_ready_timeout", 2.0)
        if ds.shard_count:
            options.setdefault("shard_count", ds.shard_count)
            options.setdefault("shard_ids", list(ds.shard_ids) or None)
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
        if discord_settings(self.core.settings).sync_commands:
            synced = await self.tree.sync()
            _log.info("synced %d application commands", len(synced))

    async def _discover_gateway(self) -> None:
        """discord.py 2.x connects to its default gateway; a compatible server is asked, as Discord clients do."""
        ds = discord_settings(self.core.settings)
        if ds.gateway_url or ds.api_base_url.rstrip("/") == DEFAULT_API_BASE:
            return
        _shards, url, _limits = await self.http.get_bot_gateway()
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url)
        _log.info("gateway from %s/gateway/bot: %s", ds.api_base_url, url)

    async def on_ready(self) -> None:
        shards = sorted(self.shards) if self.shard_ids is None else list(self.shard_ids)
        _log.info("connected to Discord as %s in %d guild(s), shards %s of %s", self.user, len(self.guilds),
                  shards, self.shard_count)

    async def on_error(self, event_method: str, /, *args: Any, **kwargs: Any) -> None:
        log_event_error(event_method, args)


def create_bot(core: Core, **options: Any) -> RecapBot:
    """A configured, registered bot (not started): endpoints set, handlers and commands wired."""
    from . import register

    configure_endpoints(discord_settings(core.settings))
    bot = RecapBot(core, **options)
    register(bot, core)
    return bot


DRAIN_SECONDS = 20.0
EXIT_CONFIG = 2
EXIT_UNREACHABLE = 3
PROBE_TIMEOUT = 10.0
MAX_BACKOFF = 60.0


class DiscordUnreachable(Exception):
    """Discord's API did not answer (connection failed, timed out, or a 5xx/429) — worth retrying."""


async def probe_api(settings: DiscordSettings, token: str) -> None:
    """``GET /users/@me`` once. Raises :class:`discord.LoginFailure` (401) or :class:`DiscordUnreachable`."""
    url = settings.api_base_url.rstrip("/") + "/users/@me"
    try:
        async with httpx.AsyncClient(timeout=PROBE_TIMEOUT) as client:
            r = await client.get(url, headers={"Authorization": f"Bot {token}"})
    except httpx.HTTPError as exc:
        raise DiscordUnreachable(f"cannot reach {settings.api_base_url} ({type(exc).__name__})") from None
    if r.status_code == 401:
        raise discord.LoginFailure("Discord refused the token (401)")
    if r.status_code >= 500 or r.status_code == 429:
        raise DiscordUnreachable(f"{settings.api_base_url} answered {r.status_code}")
    if r.status_code != 200:
        raise discord.LoginFailure(f"{settings.api_base_url} answered {r.status_code} to the token")


async def wait_for_api(settings: DiscordSettings, token: str, stop: asyncio.Event) -> int | None:
    """Probe Discord with doubling waits; None when it answers, else the exit status (one log line per try)."""
    wait = settings.start_backoff_seconds
    for attempt in range(1, settings.start_attempts + 1):
        try:
            await probe_api(settings, token)
            return None
        except discord.LoginFailure as exc:
            _log.error("Discord rejected the token: %s; check DISCORD_TOKEN", exc)
            return EXIT_CONFIG
        except DiscordUnreachable as exc:
            if attempt == settings.start_attempts:
                _log.error("Discord unreachable: %s; gave up after %d attempt(s) (exit %d)", exc, attempt,
                           EXIT_UNREACHABLE)
                return EXIT_UNREACHABLE
            _log.warning("Discord unreachable: %s; attempt %d of %d, retrying in %.0f s", exc, attempt,
                         settings.start_attempts, wait)
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(wait):
                await stop.wait()
        if stop.is_set():
            return 0
        wait = min(MAX_BACKOFF, wait * 2)
    return EXIT_UNREACHABLE


async def run_discord(core: Core, *, stop: asyncio.Event | None = None) -> int:
    """Run until SIGTERM/SIGINT (or ``stop``) or the gateway closes for good. Returns the process exit status.

    Shutdown order: stop the digest scheduler, refuse new requests and wait (up to ``DRAIN_SECONDS``) for every
    request in flight — recap *and* reply — then close the connection.
    """
    token = require_token(core.secrets)
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, _on_signal, stop, sig)
    try:
        status = await wait_for_api(discord_settings(core.settings), token, stop)
        if status is not None:
            return status
        return await _run(core, token, stop)
    finally:
        for sig in (signal.SIGTERM, signal.SIGINT):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.remove_signal_handler(sig)


def _on_signal(stop: asyncio.Event, sig: signal.Signals) -> None:
    if not stop.is_set():
        _log.info("received %s: finishing requests in flight, then closing", sig.name)
    stop.set()


async def _run(core: Core, token: str, stop: asyncio.Event) -> int:
    bot = create_bot(core)
    core.chat_probe = lambda: {PLATFORM: bot.is_ready() and not bot.is_closed()}
    try:
        async with bot:
            runner = asyncio.create_task(bot.start(token), name="discord-client")
            stopper = asyncio.create_task(stop.wait(), name="discord-stop")
            async with _digests(bot, core):
                await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
            stopper.cancel()
            if not runner.done():
                await core.inflight.drain(DRAIN_SECONDS)
                await bot.close()
            await runner
    except discord.LoginFailure:
        _log.error("Discord rejected the token: check DISCORD_TOKEN")
        return EXIT_CONFIG
    except discord.PrivilegedIntentsRequired:
        _log.error(
            "Enable the Message Content intent (Developer Portal → Bot → Privileged Gateway Intents) and restart"
        )
        return EXIT_CONFIG
    except (OSError, discord.HTTPException, discord.GatewayNotFound) as exc:
        _log.error("Discord unreachable: %s (%s) (exit %d)", type(exc).__name__, exc, EXIT_UNREACHABLE)
        return EXIT_UNREACHABLE
    return 0


@contextlib.asynccontextmanager
async def _digests(bot: RecapBot, core: Core) -> AsyncIterator[None]:
    """Post daily digests for Discord subscriptions while the bot runs (exactly once across processes)."""
    if not core.settings.digest.enabled:
        yield
        return
    from bot.scheduler import DigestScheduler

    from .digest_cmd import make_digest_poster

    scheduler = DigestScheduler(
        core.digest,
        core.store,
        {PLATFORM: core.counted_poster(PLATFORM, make_digest_poster(bot))},
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
