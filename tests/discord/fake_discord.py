"""A fake Discord on loopback: REST API + gateway (aiohttp), enough for a real discord.py client to log in,
receive events the test scripts, and post replies the test inspects.

    fake = FakeDiscord()
    await fake.start()                   # fake.api_base_url, fake.gateway_url
    msg = await fake.post_message(fake.channel_a, "look https://...")   # MESSAGE_CREATE from a member
    call = await fake.wait_for("POST", r"/channels/\\d+/messages$")     # what the bot sent, JSON body recorded

Shards: each gateway connection identifies as ``[shard_id, shard_count]`` and gets READY/GUILD_CREATE for the
guilds on that shard (``(guild_id >> 22) % shard_count``, as Discord routes them); events go to the connection that
owns the guild. ``FakeDiscord(extra_guilds=3)`` adds guilds with one channel each (``fake.channels_of(guild)``), so
several processes running different shards each get their share.

Plain JSON text frames only: discord.py asks for ``compress=zlib-stream`` in the URL query but decompresses only
binary frames, so text frames are read as is. Every REST call is recorded as :class:`Call`.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiohttp import WSMsgType, web

MANAGE_CHANNELS = 1 << 4
ADD_REACTIONS = 1 << 6
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
READ_HISTORY = 1 << 16
CREATE_PUBLIC_THREADS = 1 << 35
SEND_IN_THREADS = 1 << 38
MEMBER_PERMS = VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | READ_HISTORY | ADD_REACTIONS
BOT_PERMS = MEMBER_PERMS | MANAGE_MESSAGES | CREATE_PUBLIC_THREADS | SEND_IN_THREADS


@dataclass
class Call:
    method: str
    path: str  # without the /api/v10 prefix
    query: dict[str, str]
    json: Any


@dataclass
class FakeUser:
    id: int
    name: str
    bot: bool = False

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }


def _now() -> str:
    return datetime.now(UTC).isoformat()


@dataclass
class FakeDiscord:
    app_id: int = 900_000_000_000_000_001
    guild_id: int = 900_000_000_000_000_100
    channel_a: int = 900_000_000_000_000_201
    channel_b: int = 900_000_000_000_000_202
    thread_a: int = 900_000_000_000_000_203  # a public thread under channel_a
    bot_role_id: int = 900_000_000_000_000_301
    bot_user: FakeUser = field(default_factory=lambda: FakeUser(900_000_000_000_000_001, "RecapBot", bot=True))
    member: FakeUser = field(default_factory=lambda: FakeUser(900_000_000_000_000_401, "alice"))
    other_bot: FakeUser = field(default_factory=lambda: FakeUser(900_000_000_000_000_402, "otherbot", bot=True))
    admin: FakeUser = field(default_factory=lambda: FakeUser(900_000_000_000_000_403, "mod"))
    bot_permissions: int = BOT_PERMS
    calls: list[Call] = field(default_factory=list)
    messages: dict[int, dict[str, Any]] = field(default_factory=dict)
    identify: dict[str, Any] | None = None
    identifies: list[dict[str, Any]] = field(default_factory=list)
    gateway_query: dict[str, str] = field(default_factory=dict)
    extra_guilds: int = 0
    recommended_shards: int = 1

    def __post_init__(self) -> None:
        self._ids = itertools.count(910_000_000_000_000_000)
        self._seq = itertools.count(1)
        self._sockets: dict[int, web.WebSocketResponse] = {}  # shard id -> its gateway connection
        self._shard_count = 1
        self._ready = asyncio.Event()
        # when set, READY waits for this event: a test can look at the bot before the gateway says READY
        self.ready_gate: asyncio.Event | None = None
        # guild id -> its text channels; extra guilds are spaced by 1 << 22 so consecutive ones land on other shards
        self.guilds: dict[int, list[int]] = {self.guild_id: [self.channel_a, self.channel_b]}
        for k in range(1, self.extra_guilds + 1):
            self.guilds[self.guild_id + (k << 22)] = [self.channel_a + (k << 22)]
        self._guild_of = {ch: g for g, chans in self.guilds.items() for ch in chans}
        self._guild_of[self.thread_a] = self.guild_id
        self._changed = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        self.port = 0

    # ---------------------------------------------------------------- lifecycle
    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        for ws in list(self._sockets.values()):
            if not ws.closed:
                await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def api_base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    def shard_of(self, guild_id: int) -> int:
        return (guild_id >> 22) % self._shard_count

    def channels_of(self, guild_id: int) -> list[int]:
        return self.guilds[guild_id]

    def guild_of(self, channel_id: int) -> int:
        return self._guild_of.get(channel_id, self.guild_id)

    @property
    def _ws(self) -> web.WebSocketResponse | None:
        return next(iter(self._sockets.values()), None)

    async def wait_ready(self, within: float = 5.0) -> None:
        await asyncio.wait_for(self._ready.wait(), within)

    # ---------------------------------------------------------------- payloads
    def next_id(self) -> int:
        return next(self._ids)

    def member_payload(self, user: FakeUser, *, permissions: int | None = None) -> dict[str, Any]:
        roles = [str(self.bot_role_id)] if user.id == self.bot_user.id else []
        d: dict[str, Any] = {
            "user": user.payload(),
            "roles": roles,
            "joined_at": "2026-01-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
            "nick": None,
            "avatar": None,
            "pending": False,
        }
        if permissions is not None:
            d["permissions"] = str(permissions)
        return d

    def thread_payload(self, thread_id: int, parent_id: int, name: str) -> dict[str, Any]:
        return {
            "id": str(thread_id), "type": 11, "guild_id": str(self.guild_id), "parent_id": str(parent_id),
            "name": name, "owner_id": str(self.member.id), "last_message_id": None, "rate_limit_per_user": 0,
            "message_count": 0, "member_count": 2, "flags": 0,
            "thread_metadata": {"archived": False, "auto_archive_duration": 1440, "archive_timestamp": _now(),
                                "locked": False},
        }

    def channel_payload(self, channel_id: int, name: str) -> dict[str, Any]:
        return {
            "id": str(channel_id),
            "type": 0,
            "guild_id": str(self.guild_of(channel_id)),
            "name": name,
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
        }

    def guild_payload(self, guild_id: int | None = None) -> dict[str, Any]:
        gid = self.guild_id if guild_id is None else guild_id
        if gid != self.guild_id:
            return {**self.guild_payload(), "id": str(gid), "name": f"Gossip Club {gid % 1000}",
                    "roles": [{**r, "id": str(gid) if r["name"] == "@everyone" else r["id"]}
                              for r in self.guild_payload()["roles"]],
                    "channels": [self.channel_payload(ch, f"gossip-{i}") for i, ch in enumerate(self.guilds[gid])],
                    "threads": []}
        return self._main_guild_payload()

    def _main_guild_payload(self) -> dict[str, Any]:
        role_base = {
            "color": 0, "colors": {"primary_color": 0}, "hoist": False, "icon": None, "unicode_emoji": None,
            "managed": False, "mentionable": False, "flags": 0,
        }
        return {
            "id": str(self.guild_id),
            "name": "Gossip Club",
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.admin.id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [
                {**role_base, "id": str(self.guild_id), "name": "@everyone", "position": 0,
                 "permissions": str(MEMBER_PERMS)},
                {**role_base, "id": str(self.bot_role_id), "name": "RecapBot", "position": 1,
                 "permissions": str(self.bot_permissions)},
            ],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "preferred_locale": "en-US",
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "unavailable": False,
            "member_count": 4,
            "large": False,
            "joined_at": "2026-01-01T00:00:00+00:00",
            "members": [self.member_payload(u) for u in (self.bot_user, self.member, self.other_bot, self.admin)],
            "channels": [
                self.channel_payload(self.channel_a, "gossip"),
                self.channel_payload(self.channel_b, "celebs"),
            ],
            "threads": [self.thread_payload(self.thread_a, self.channel_a, "side chat")],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    def message_payload(self, channel_id: int, content: str, author: FakeUser, **extra: Any) -> dict[str, Any]:
        d: dict[str, Any] = {
            "id": str(self.next_id()),
            "channel_id": str(channel_id),
            "guild_id": str(self.guild_of(channel_id)),
            "author": author.payload(),
            "member": {k: v for k, v in self.member_payload(author).items() if k != "user"},
            "content": content,
            "timestamp": _now(),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "components": [],
            "pinned": False,
            "type": 0,
            "flags": 0,
        }
        d.update(extra)
        return d

    # ---------------------------------------------------------------- gateway events (test-driven)
    async def dispatch(self, event: str, data: dict[str, Any], ws: web.WebSocketResponse | None = None) -> None:
        """Send an event on ``ws``, else on the connection of the shard that owns the event's guild."""
        if ws is None:
            guild = int(data.get("guild_id") or self.guild_id)
            ws = self._sockets.get(self.shard_of(guild))
        assert ws is not None, "no gateway connection for that guild's shard"
        await ws.send_str(json.dumps({"op": 0, "s": next(self._seq), "t": event, "d": data}))

    async def post_message(self, channel_id: int, content: str, author: FakeUser | None = None) -> dict[str, Any]:
        msg = self.message_payload(channel_id, content, author or self.member)
        self.messages[int(msg["id"])] = msg
        await self.dispatch("MESSAGE_CREATE", msg)
        return msg

    async def add_reaction(self, message: dict[str, Any], emoji: str, user: FakeUser | None = None) -> None:
        u = user or self.member
        await self.dispatch(
            "MESSAGE_REACTION_ADD",
            {
                "user_id": str(u.id),
                "channel_id": message["channel_id"],
                "message_id": message["id"],
                "guild_id": message["guild_id"],
                "member": self.member_payload(u),
                "emoji": {"id": None, "name": emoji},
                "burst": False,
                "type": 0,
                "message_author_id": message["author"]["id"],
            },
        )

    async def interact(
        self,
        channel_id: int,
        data: dict[str, Any],
        *,
        user: FakeUser | None = None,
        permissions: int = MEMBER_PERMS,
    ) -> dict[str, Any]:
        u = user or self.member
        guild = self.guild_of(channel_id)
        interaction = {
            "id": str(self.next_id()),
            "application_id": str(self.app_id),
            "type": 2,
            "data": data,
            "guild_id": str(guild),
            "guild": {"id": str(guild), "locale": "en-US", "features": []},
            "channel_id": str(channel_id),
            "channel": {**self.channel_payload(channel_id, "gossip")},
            "member": self.member_payload(u, permissions=permissions),
            "token": f"itoken-{self.next_id()}",
            "version": 1,
            "app_permissions": str(self.bot_permissions),
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild)},
            "context": 0,
            "attachment_size_limit": 10_485_760,
        }
        await self.dispatch("INTERACTION_CREATE", interaction)
        return interaction

    async def slash(
        self,
        channel_id: int,
        path: list[str],
        options: dict[str, Any],
        **kw: Any,
    ) -> dict[str, Any]:
        """``/recap link url:...`` is ``slash(ch, ["recap", "link"], {"url": ...})``."""
        opts: list[dict[str, Any]] = [
            {"name": k, "type": 5 if isinstance(v, bool) else 3, "value": v} for k, v in options.items()
        ]
        for depth, name in enumerate(reversed(path[1:])):
            opts = [{"name": name, "type": 1 if depth == 0 else 2, "options": opts}]
        data = {"id": str(self.app_id + 1), "name": path[0], "type": 1, "options": opts}
        return await self.interact(channel_id, data, **kw)

    async def message_command(self, name: str, message: dict[str, Any], **kw: Any) -> dict[str, Any]:
        data = {
            "id": str(self.app_id + 2),
            "name": name,
            "type": 3,
            "target_id": message["id"],
            "resolved": {"messages": {message["id"]: message}},
        }
        return await self.interact(int(message["channel_id"]), data, **kw)

    # ---------------------------------------------------------------- inspection
    def find(self, method: str, pattern: str) -> list[Call]:
        rx = re.compile(pattern)
        return [c for c in self.calls if c.method == method and rx.search(c.path)]

    async def wait_for(self, method: str, pattern: str, *, count: int = 1, within: float = 10.0) -> Call:
        """Wait until ``count`` calls match; return the last of them."""

        async def _wait() -> Call:
            async with self._changed:
                await self._changed.wait_for(lambda: len(self.find(method, pattern)) >= count)
                return self.find(method, pattern)[count - 1]

        return await asyncio.wait_for(_wait(), within)

    # ---------------------------------------------------------------- gateway
    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        self.gateway_query = dict(request.query)
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 41_250}}))
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                break
            payload = json.loads(msg.data)
            op = payload.get("op")
            if op == 1:
                await ws.send_str(json.dumps({"op": 11}))
            elif op == 2:
                self.identify = payload["d"]
                self.identifies.append(payload["d"])
                shard_id, count = payload["d"].get("shard") or [0, 1]
                self._shard_count = count
                self._sockets[shard_id] = ws
                await self._send_ready(ws, shard_id, count)
            elif op == 8:
                await self.dispatch(
                    "GUILD_MEMBERS_CHUNK",
                    {"guild_id": str(payload["d"].get("guild_id") or self.guild_id), "members": [], "chunk_index": 0,
                     "chunk_count": 1, "nonce": payload["d"].get("nonce")},
                    ws,
                )
        return ws

    async def _send_ready(self, ws: web.WebSocketResponse, shard_id: int, count: int) -> None:
        if self.ready_gate is not None:
            await self.ready_gate.wait()
        mine = [g for g in self.guilds if (g >> 22) % count == shard_id]
        await self.dispatch(
            "READY",
            {
                "v": 10,
                "shard": [shard_id, count],
                "user": {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "flags": 0},
                "guilds": [{"id": str(g), "unavailable": True} for g in mine],
                "session_id": "fake-session",
                "resume_gateway_url": self.gateway_url,
                "application": {"id": str(self.app_id), "flags": 0},
                "private_channels": [],
                "relationships": [],
            },
            ws,
        )
        for g in mine:
            await self.dispatch("GUILD_CREATE", self.guild_payload(g), ws)
        self._ready.set()

    # ---------------------------------------------------------------- REST
    def _bot_message(self, channel_id: str, body: dict[str, Any], *, webhook: bool = False) -> dict[str, Any]:
        msg = self.message_payload(int(channel_id), body.get("content") or "", self.bot_user)
        msg["embeds"] = body.get("embeds") or []
        msg["flags"] = body.get("flags", 0)
        if body.get("message_reference"):
            msg["message_reference"] = body["message_reference"]
        if webhook:
            msg["webhook_id"] = str(self.app_id)
            msg.pop("member", None)
        self.messages[int(msg["id"])] = msg
        return msg

    async def _rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        body: Any = None
        if request.can_read_body:
            raw = await request.read()
            if raw and request.content_type == "application/json":
                body = json.loads(raw)
            elif raw:
                body = raw.decode("utf-8", "replace")
        call = Call(request.method, path, dict(request.query), body)
        async with self._changed:
            self.calls.append(call)
            self._changed.notify_all()
        result = self._answer(call)
        if result is None:
            return web.Response(status=204)
        status, data = result
        return web.Response(status=status, body=json.dumps(data).encode(), headers={"Content-Type": "application/json"})

    def _answer(self, c: Call) -> tuple[int, Any] | None:  # noqa: C901 - a routing table
        m, p, b = c.method, c.path, c.json if isinstance(c.json, dict) else {}
        if m == "GET" and p == "/users/@me":
            return 200, {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "flags": 0}
        if m == "GET" and p == "/oauth2/applications/@me":
            return 200, {
                "id": str(self.app_id), "name": "RecapBot", "icon": None, "description": "", "rpc_origins": [],
                "bot_public": True, "bot_require_code_grant": False, "owner": self.admin.payload(),
                "summary": "", "verify_key": "00", "team": None, "flags": 0, "interactions_endpoint_url": None,
            }
        if m == "GET" and p == "/gateway/bot":
            return 200, {"url": self.gateway_url, "shards": self.recommended_shards,
                         "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0,
                                                 "max_concurrency": 1}}
        if m == "PUT" and re.fullmatch(r"/applications/\d+/commands", p):
            cmds = c.json if isinstance(c.json, list) else []
            return 200, [{"description": "", "options": [], **cmd, "id": str(self.next_id()),
                          "application_id": str(self.app_id), "version": "1",
                          "default_member_permissions": cmd.get("default_member_permissions")} for cmd in cmds]
        if m == "POST" and re.fullmatch(r"/channels/\d+/typing", p):
            return None
        if mm := re.fullmatch(r"/channels/(\d+)/messages", p):
            if m == "POST":
                return 200, self._bot_message(mm.group(1), b)
        if mm := re.fullmatch(r"/channels/(\d+)/messages/(\d+)", p):
            msg = self.messages.get(int(mm.group(2)))
            if msg is None:
                return 404, {"message": "Unknown Message", "code": 10008}
            if m == "PATCH":
                msg.update({k: v for k, v in b.items() if k in ("flags", "content", "embeds")})
            return 200, msg
        if re.fullmatch(r"/channels/\d+/messages/\d+/reactions/[^/]+/@me", p) and m == "PUT":
            return None
        if (mm := re.fullmatch(r"/channels/(\d+)/messages/(\d+)/threads", p)) and m == "POST":
            thread_id = self.next_id()
            return 200, {
                "id": str(thread_id), "type": 11, "guild_id": str(self.guild_id), "parent_id": mm.group(1),
                "name": b.get("name", "thread"), "owner_id": str(self.bot_user.id), "last_message_id": None,
                "rate_limit_per_user": 0, "message_count": 0, "member_count": 1, "flags": 0,
                "thread_metadata": {"archived": False, "auto_archive_duration": 1440,
                                    "archive_timestamp": _now(), "locked": False},
            }
        if m == "POST" and (mm := re.fullmatch(r"/interactions/(\d+)/([^/]+)/callback", p)):
            flags = int(b.get("data", {}).get("flags", 0) or 0)
            return 200, {
                "interaction": {"id": mm.group(1), "type": 2, "response_message_loading": b.get("type") == 5,
                                "response_message_ephemeral": bool(flags & 64)},
                "resource": {"type": b.get("type", 4)},
            }
        if m == "POST" and re.fullmatch(rf"/webhooks/{self.app_id}/[^/]+", p):
            return 200, self._bot_message(str(self.channel_a), b, webhook=True)
        if m == "GET" and (mm := re.fullmatch(r"/channels/(\d+)", p)) and int(mm.group(1)) in self._guild_of:
            return 200, self.channel_payload(int(mm.group(1)), "gossip")
        if m == "PATCH" and re.fullmatch(rf"/webhooks/{self.app_id}/[^/]+/messages/[^/]+", p):
            return 200, self._bot_message(str(self.channel_a), b, webhook=True)
        return 404, {"message": f"fake discord: no route {m} {p}", "code": 0}
