"""Run the Slack app: Socket Mode when SLACK_APP_TOKEN is set, else an aiohttp server for the Events API.

HTTP mode serves ``POST {slack.path}`` (events, commands, shortcuts — point all three Request URLs there) and
``GET /healthz`` on ``$PORT`` (or ``slack.port``). Both modes stop cleanly on SIGINT/SIGTERM: stop taking requests,
then let the requests in flight finish (recap and post). Several HTTP-mode instances behind one load balancer share
one store; Slack's retries and duplicate deliveries are claimed by event id there, so each event is acted on once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
from contextlib import AsyncExitStack

from aiohttp import web
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request
from slack_bolt.async_app import AsyncApp

from bot.adapters.settings import SLACK_APP_TOKEN, slack_settings
from bot.adapters.slack.app import build_app, require_tokens
from bot.adapters.slack.common import PLATFORM
from bot.app import Core
from bot.errors import ConfigError

_log = logging.getLogger(__name__)

MAX_BODY = 1024 * 1024
DRAIN_SECONDS = 30.0


def make_web_app(app: AsyncApp, path: str = "/slack/events") -> web.Application:
    """An aiohttp application that hands signed Slack requests on ``path`` to Bolt (which verifies them)."""

    async def slack_events(request: web.Request) -> web.Response:
        bolt_resp = await app.async_dispatch(await to_bolt_request(request))
        return await to_aiohttp_response(bolt_resp)

    async def healthz(_request: web.Request) -> web.Response:
        return web.json_response({"ok": True})

    web_app = web.Application(client_max_size=MAX_BODY)
    web_app.router.add_post(path, slack_events)
    web_app.router.add_get("/healthz", healthz)
    return web_app


def http_port(core: Core) -> int:
    raw = os.environ.get("PORT", "").strip()
    if not raw:
        return slack_settings(core.settings).port
    try:
        port = int(raw)
    except ValueError:
        raise ConfigError(f"PORT must be a number, got {raw[:20]!r}") from None
    if not 0 <= port <= 65535:
        raise ConfigError(f"PORT out of range: {port}")
    return port


async def serve_http(app: AsyncApp, core: Core, stack: AsyncExitStack, *, host: str = "0.0.0.0") -> int:
    """Start the HTTP server; returns the bound port (useful with port 0)."""
    runner = web.AppRunner(make_web_app(app, slack_settings(core.settings).path), access_log=None)
    await runner.setup()
    stack.push_async_callback(runner.cleanup)
    site = web.TCPSite(runner, host, http_port(core))
    await site.start()
    port = 0
    server = getattr(site, "_server", None)
    if server is not None and server.sockets:
        port = int(server.sockets[0].getsockname()[1])
    _log.info("Slack HTTP mode: listening on %s:%s%s", host, port, slack_settings(core.settings).path)
    return port


async def serve_socket_mode(app: AsyncApp, core: Core, stack: AsyncExitStack) -> None:
    from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler

    handler = AsyncSocketModeHandler(app, core.secrets.get(SLACK_APP_TOKEN))
    await handler.connect_async()  # type: ignore[no-untyped-call]
    stack.push_async_callback(handler.close_async)
    _log.info("Slack Socket Mode: connected")


def _install_signals(stop: asyncio.Event) -> None:
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)


async def run_slack(core: Core, *, stop: asyncio.Event | None = None, host: str = "0.0.0.0") -> int:
    """Run until ``stop`` is set (default: until SIGINT/SIGTERM); :class:`ConfigError` when tokens are missing."""
    require_tokens(core.secrets)
    app = build_app(core)
    if stop is None:
        stop = asyncio.Event()
        _install_signals(stop)
    connected = {PLATFORM: False}
    core.chat_probe = lambda: dict(connected)
    async with AsyncExitStack() as stack:
        if core.secrets.get(SLACK_APP_TOKEN):
            await serve_socket_mode(app, core, stack)
        else:
            await serve_http(app, core, stack, host=host)
        connected[PLATFORM] = True
        await _start_digests(app, core, stack)
        await stop.wait()
        _log.info("Slack adapter stopping: no new requests; waiting for requests in flight")
        connected[PLATFORM] = False
        await stack.aclose()  # stop listening (HTTP server / socket) and the digest scheduler first
        await core.inflight.drain(DRAIN_SECONDS)
    return 0


async def _start_digests(app: AsyncApp, core: Core, stack: AsyncExitStack) -> None:
    """Post daily digests for Slack subscriptions while the adapter runs (exactly once across instances)."""
    if not core.settings.digest.enabled:
        return
    from bot.adapters.slack.poster import make_digest_poster
    from bot.scheduler import DigestScheduler

    scheduler = DigestScheduler(
        core.digest,
        core.store,
        {PLATFORM: core.counted_poster(PLATFORM, make_digest_poster(app.client))},
        core.digest.clock,
        core.settings,
    )
    stopped = asyncio.Event()
    task = asyncio.create_task(scheduler.run_forever(stopped), name="slack-digest-scheduler")

    async def _stop() -> None:
        stopped.set()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(task, 10.0)

    stack.push_async_callback(_stop)
