"""HealthServer in-process: a store that does not answer (or raises) makes /healthz 503 "degraded"."""

from __future__ import annotations

import json

import aiohttp

from bot.health import HealthServer
from bot.metrics import Metrics
from tests.ops.support import metric


async def _get(port: int, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{port}{path}") as resp:
        return resp.status, await resp.text()


async def _serve(ping_result: bool | None, chat: dict[str, bool]) -> tuple[int, str, str]:
    async def ping() -> bool:
        if ping_result is None:
            raise ConnectionRefusedError("store down")
        return ping_result

    server = HealthServer(Metrics(), ping, lambda: dict(chat))
    port = await server.start("127.0.0.1", 0)
    try:
        status, body = await _get(port, "/healthz")
        _, metrics = await _get(port, "/metrics")
    finally:
        await server.stop()
    return status, body, metrics


async def test_store_down_is_degraded() -> None:
    status, body, _ = await _serve(False, {"slack": True})
    assert status == 503
    assert json.loads(body) == {"status": "degraded", "store": False, "chat": {"slack": True}}


async def test_store_ping_raising_is_degraded_not_500() -> None:
    status, body, _ = await _serve(None, {"discord": True})
    assert status == 503
    assert json.loads(body)["store"] is False


async def test_chat_down_is_degraded_and_shows_in_metrics() -> None:
    status, body, metrics = await _serve(True, {"discord": False})
    assert status == 503
    assert json.loads(body) == {"status": "degraded", "store": True, "chat": {"discord": False}}
    assert metric(metrics, "gossip_recap_chat_connected", platform="discord") == 0.0


async def test_all_up_is_ok() -> None:
    status, body, _ = await _serve(True, {"slack": True})
    assert status == 200
    assert json.loads(body)["status"] == "ok"
