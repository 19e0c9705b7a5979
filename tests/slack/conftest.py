"""Fixtures: a loopback article server, a mock Slack Web API, a real Core (SQLite in tmp_path, no LLM) and the real
Bolt app served over HTTP on 127.0.0.1:0, with helpers that send correctly signed Slack requests."""

from __future__ import annotations

import hashlib
import hmac
import json
import time
import urllib.parse
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from aiohttp import web
from slack_sdk.web.async_client import AsyncWebClient

from bot.adapters.settings import slack_settings
from bot.adapters.slack import build_app, make_web_app
from bot.app import Core, open_core
from bot.config import Secrets, Settings
from tests.slack.mock_slack import TEAM, MockSlack
from tests.support.pages import PageServer, article_html

SIGNING_SECRET = "test-signing-secret-0123456789"
BOT_TOKEN = "xoxb-test-0000-token"
CHANNEL = "C0GOSSIP"
MEMBER = "U0MEMBER"
ADMIN = "U0ADMIN"

STORY_TITLE = "Mara Vale and Theo Lindqvist Split After Three Years"
STORY = [
    "Pop star Mara Vale and actor Theo Lindqvist have split after three years together, "
    "representatives for the couple confirmed on Tuesday.",
    "\u201cWe have decided to go our separate ways, with love and respect for each other,\u201d "
    "Vale said in a statement posted to her fans.",
    "Lindqvist was spotted leaving a London restaurant on Monday night without his engagement ring, "
    "according to several diners who saw him.",
    "\u201cI wish her nothing but happiness and I will always be her biggest fan,\u201d Lindqvist told "
    "reporters outside the venue.",
    "The pair met on the set of a period drama in 2023 and got engaged the following summer in Lisbon.",
]
HOSTILE_TITLE = "Reality Star Sparks Outrage With Group Chat Leak"
HOSTILE = [
    "Reality star Dana Crowe leaked the group chat on Sunday, and the messages &lt;!channel&gt; @here "
    "&lt;@U123&gt; &amp; &lt;b&gt; spread across every fan forum within hours.",
    "\u201c&lt;!channel&gt; @here &lt;@U123&gt; &amp; &lt;b&gt; read this before it is deleted,\u201d "
    "Crowe wrote in the leaked thread, according to screenshots.",
    "Fans of the show said the leak was the biggest scandal of the season so far, and producers declined "
    "to comment on the matter when asked.",
]


def sign(secret: str, timestamp: int, body: str) -> str:
    base = f"v0:{timestamp}:{body}".encode()
    return "v0=" + hmac.new(secret.encode(), base, hashlib.sha256).hexdigest()


@dataclass(frozen=True)
class Reply:
    status: int
    text: str

    def json(self) -> Any:
        return json.loads(self.text) if self.text else None


@dataclass
class Harness:
    core: Core
    slack: MockSlack
    pages: PageServer
    app: Any
    url: str
    http: aiohttp.ClientSession

    async def send(
        self,
        body: str,
        content_type: str,
        *,
        retry: int | None = None,
        timestamp: int | None = None,
        secret: str = SIGNING_SECRET,
    ) -> Reply:
        ts = int(time.time()) if timestamp is None else timestamp
        headers = {
            "Content-Type": content_type,
            "X-Slack-Request-Timestamp": str(ts),
            "X-Slack-Signature": sign(secret, ts, body),
        }
        if retry is not None:
            headers["X-Slack-Retry-Num"] = str(retry)
            headers["X-Slack-Retry-Reason"] = "http_timeout"
        async with self.http.post(self.url, data=body.encode(), headers=headers) as resp:
            return Reply(resp.status, await resp.text())

    async def event(self, event: dict[str, Any], *, event_id: str, **kw: Any) -> Reply:
        return await self.send(json.dumps(event_callback(event, event_id)), "application/json", **kw)

    async def command(self, text: str, *, user: str = MEMBER, rid: str = "cmd", **kw: Any) -> Reply:
        form = {
            "token": "legacy", "team_id": TEAM, "team_domain": "gossip", "channel_id": CHANNEL,
            "channel_name": "gossip", "user_id": user, "user_name": "member", "command": "/recap", "text": text,
            "api_app_id": "A0APP", "response_url": self.slack.response_url(rid), "trigger_id": "1.2.3",
        }
        return await self.send(urllib.parse.urlencode(form), "application/x-www-form-urlencoded", **kw)

    async def shortcut(self, message: dict[str, Any], *, user: str = MEMBER) -> Reply:
        payload = {
            "type": "message_action", "callback_id": "recap_this_link", "trigger_id": "1.2.3",
            "team": {"id": TEAM, "domain": "gossip"}, "channel": {"id": CHANNEL, "name": "gossip"},
            "user": {"id": user, "name": "member"}, "message_ts": message["ts"], "message": message,
            "response_url": self.slack.response_url("shortcut"), "token": "legacy", "api_app_id": "A0APP",
        }
        body = urllib.parse.urlencode({"payload": json.dumps(payload)})
        return await self.send(body, "application/x-www-form-urlencoded")

    async def settle(self) -> None:
        """Wait until every handler run (including lazy listeners) has finished."""
        assert await self.core.inflight.idle(15.0)


def event_callback(event: dict[str, Any], event_id: str) -> dict[str, Any]:
    return {
        "token": "legacy", "team_id": TEAM, "api_app_id": "A0APP", "type": "event_callback",
        "event_id": event_id, "event_time": int(time.time()), "event": event,
        "authorizations": [{"team_id": TEAM, "user_id": "UBOT", "is_bot": True}],
    }


def message(text: str, *, ts: str = "1700000100.000100", user: str = MEMBER, **extra: Any) -> dict[str, Any]:
    return {"type": "message", "channel": CHANNEL, "user": user, "text": text, "ts": ts, "team": TEAM,
            "channel_type": "channel", **extra}


@pytest.fixture
def pages() -> Iterator[PageServer]:
    with PageServer() as srv:
        srv.route("/story", body=article_html(STORY_TITLE, STORY))
        srv.route("/slow", body=article_html(STORY_TITLE, STORY), delay=1.5)
        srv.route("/hostile", body=article_html(HOSTILE_TITLE, HOSTILE))
        srv.route("/gone", status=404)
        yield srv


def make_settings(pages: PageServer, tmp_path: Path, **bot: Any) -> Settings:
    return Settings.model_validate({
        "fetch": {"allowed_private_hosts": [pages.host], "timeout_seconds": 10},
        "store": {"url": f"sqlite:///{tmp_path / 'slack.db'}"},
        "bot": {"default_mode": "auto", **bot},
    })


SECRETS = Secrets(chat={"SLACK_BOT_TOKEN": BOT_TOKEN, "SLACK_SIGNING_SECRET": SIGNING_SECRET})


def with_secrets(base: Secrets, **changes: str | None) -> Secrets:
    """``base`` with Slack variables set (``slack_app_token="xapp-…"``) or removed (``None``)."""
    chat = dict(base.chat)
    for key, value in changes.items():
        if value is None:
            chat.pop(key.upper(), None)
        else:
            chat[key.upper()] = value
    return Secrets(llm_api_key=base.llm_api_key, chat=chat)


@pytest.fixture
async def slack() -> AsyncIterator[MockSlack]:
    async with MockSlack() as mock:
        yield mock


@pytest.fixture
async def harness(pages: PageServer, slack: MockSlack, tmp_path: Path) -> AsyncIterator[Harness]:
    settings = make_settings(pages, tmp_path)
    async with open_core(settings, SECRETS, use_llm=False) as core:
        client = AsyncWebClient(token=BOT_TOKEN, base_url=slack.api_url)
        app = build_app(core, client=client)
        runner = web.AppRunner(make_web_app(app, slack_settings(settings).path), access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = runner.addresses[0][1]
        try:
            async with aiohttp.ClientSession() as http:
                h = Harness(core=core, slack=slack, pages=pages, app=app,
                            url=f"http://127.0.0.1:{port}{slack_settings(settings).path}", http=http)
                yield h
                await h.settle()
        finally:
            await runner.cleanup()
