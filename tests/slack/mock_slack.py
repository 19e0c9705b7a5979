"""A mock Slack Web API on loopback (real aiohttp server): records every call with its form/JSON/query body.

    async with MockSlack() as slack:
        client = AsyncWebClient(token="xoxb-test", base_url=slack.api_url)
        slack.reply("users.info", {"ok": True, "user": {"id": "U1", "is_admin": True}})
        ...
        await slack.wait_for("chat.postMessage")
        slack.calls_to("chat.postMessage")[0].data["thread_ts"]

``slack.response_url("cmd1")`` is a loopback URL for payloads' ``response_url``; posts there are recorded as
method ``"respond"``.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

BOT_USER = "UBOT"
BOT_ID = "BBOT"
TEAM = "T0TEAM"


@dataclass
class Call:
    method: str
    data: dict[str, Any]
    token: str | None = None
    path: str = ""

    def blocks(self) -> list[dict[str, Any]]:
        raw = self.data.get("blocks")
        if isinstance(raw, str):
            loaded: list[dict[str, Any]] = json.loads(raw)
            return loaded
        return list(raw or [])


Responder = Callable[[Call], dict[str, Any]]


@dataclass
class MockSlack:
    calls: list[Call] = field(default_factory=list)
    replies: dict[str, dict[str, Any] | Responder] = field(default_factory=dict)
    _ts: itertools.count[int] = field(default_factory=lambda: itertools.count(1))

    def __post_init__(self) -> None:
        self._changed = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        self.base = ""
        self.envelopes: list[dict[str, Any]] = []  # sent to each Socket Mode connection after "hello"
        self.socket_acks: list[dict[str, Any]] = []

    # ---- server ------------------------------------------------------------------------------------------------
    async def __aenter__(self) -> MockSlack:
        app = web.Application()
        app.router.add_post("/api/{method}", self._api)
        app.router.add_get("/api/{method}", self._api)
        app.router.add_post("/respond/{rid}", self._respond)
        app.router.add_get("/socket", self._socket)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.base = f"http://127.0.0.1:{port}"
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def api_url(self) -> str:
        return self.base + "/api/"

    def response_url(self, rid: str = "r1") -> str:
        return f"{self.base}/respond/{rid}"

    # ---- scripting and inspection -----------------------------------------------------------------------------
    def reply(self, method: str, response: dict[str, Any] | Responder) -> None:
        self.replies[method] = response

    def calls_to(self, method: str) -> list[Call]:
        return [c for c in self.calls if c.method == method]

    def methods(self, *, ignore: tuple[str, ...] = ("auth.test",)) -> list[str]:
        return [c.method for c in self.calls if c.method not in ignore]

    async def wait_for(self, method: str, count: int = 1, within: float = 10.0) -> list[Call]:
        async with asyncio.timeout(within), self._changed:
            await self._changed.wait_for(lambda: len(self.calls_to(method)) >= count)
        return self.calls_to(method)

    # ---- handlers ----------------------------------------------------------------------------------------------
    async def _record(self, call: Call) -> None:
        async with self._changed:
            self.calls.append(call)
            self._changed.notify_all()

    async def _api(self, request: web.Request) -> web.Response:
        method = request.match_info["method"]
        data: dict[str, Any] = dict(request.query)
        if request.can_read_body:
            if request.content_type == "application/json":
                data.update(await request.json())
            else:
                data.update(dict(await request.post()))
        auth = request.headers.get("Authorization", "")
        token = auth.removeprefix("Bearer ") if auth else data.get("token")
        call = Call(method=method, data=data, token=token, path=request.path)
        await self._record(call)
        return web.json_response(self._answer(call))

    async def _respond(self, request: web.Request) -> web.Response:
        data = await request.json()
        await self._record(Call(method="respond", data=data, path=request.path))
        return web.Response(text="ok")

    async def _socket(self, request: web.Request) -> web.WebSocketResponse:
        """Socket Mode: say hello, deliver the scripted envelopes, record the client's acks."""
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_json({"type": "hello", "num_connections": 1, "connection_info": {"app_id": "A0APP"}})
        for envelope in self.envelopes:
            await ws.send_json(envelope)
        async for msg in ws:
            if msg.type == web.WSMsgType.TEXT:
                ack = json.loads(msg.data)
                await self._record(Call(method="socket.ack", data=ack, path=request.path))
        return ws

    def _answer(self, call: Call) -> dict[str, Any]:
        scripted = self.replies.get(call.method)
        if scripted is not None:
            return scripted(call) if callable(scripted) else scripted
        if call.method == "auth.test":
            return {"ok": True, "team_id": TEAM, "team": "Gossip", "user_id": BOT_USER, "bot_id": BOT_ID,
                    "user": "gossip-recap", "url": "https://gossip.example/"}
        if call.method in ("chat.postMessage", "chat.postEphemeral"):
            ts = f"1700000000.{next(self._ts):06d}"
            return {"ok": True, "channel": call.data.get("channel"), "ts": ts, "message_ts": ts}
        if call.method == "users.info":
            return {"ok": True, "user": {"id": call.data.get("user"), "is_admin": False, "is_owner": False}}
        if call.method == "conversations.info":
            return {"ok": True, "channel": {"id": call.data.get("channel"), "creator": "UCREATOR", "is_im": False}}
        if call.method == "apps.connections.open":
            return {"ok": True, "url": self.base.replace("http://", "ws://") + "/socket"}
        if call.method in ("conversations.history", "conversations.replies"):
            return {"ok": True, "messages": []}
        return {"ok": True}
