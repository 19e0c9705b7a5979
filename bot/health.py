"""Optional HTTP endpoint (off by default, loopback by default): ``/healthz`` and ``/metrics`` (Prometheus)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from bot.metrics import Metrics

_log = logging.getLogger(__name__)

ChatState = Callable[[], dict[str, bool]]


class HealthServer:
    def __init__(
        self,
        metrics: Metrics,
        store_ping: Callable[[], Awaitable[bool]],
        chat_state: ChatState = lambda: {},
    ) -> None:
        self._metrics = metrics
        self._ping = store_ping
        self._chat = chat_state
        self._runner: web.AppRunner | None = None
        self.port: int | None = None
        self.app = web.Application()
        self.app.router.add_get("/healthz", self._healthz)
        self.app.router.add_get("/metrics", self._metrics_view)

    async def _healthz(self, request: web.Request) -> web.Response:
        try:
            store_ok = await self._ping()
        except Exception:
            _log.warning("health: store ping failed", exc_info=True)
            store_ok = False
        chat = self._chat()
        for platform, up in chat.items():
            self._metrics.chat_connected.labels(platform=platform).set(1 if up else 0)
        ok = store_ok and all(chat.values())
        body: dict[str, Any] = {"status": "ok" if ok else "degraded", "store": store_ok, "chat": chat}
        return web.json_response(body, status=200 if ok else 503)

    async def _metrics_view(self, request: web.Request) -> web.Response:
        return web.Response(body=self._metrics.render(), headers={"Content-Type": "text/plain; version=0.0.4"})

    async def start(self, host: str, port: int) -> int:
        self._runner = web.AppRunner(self.app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, host, port)
        await site.start()
        server = site._server
        sockets = getattr(server, "sockets", None) or []
        self.port = sockets[0].getsockname()[1] if sockets else port
        _log.info("health endpoint on http://%s:%s/healthz", host, self.port)
        return self.port

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
