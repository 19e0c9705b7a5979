"""Socket Mode dispatch (no signature), token checks, the digest poster and run_slack's HTTP lifecycle."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import aiohttp
import pytest
from slack_bolt.request.async_request import AsyncBoltRequest
from slack_sdk.web.async_client import AsyncWebClient

from bot.adapters.slack import build_app, make_digest_poster, require_tokens, run_slack
from bot.adapters.slack.slash import parse_command
from bot.app import open_core
from bot.config import Settings
from bot.digest import Digest, DigestSource, DigestStory, Subscription
from bot.errors import ConfigError
from tests.slack.conftest import (
    BOT_TOKEN,
    CHANNEL,
    SECRETS,
    STORY_TITLE,
    event_callback,
    make_settings,
    message,
    with_secrets,
)
from tests.slack.helpers import header_text
from tests.slack.mock_slack import TEAM, MockSlack
from tests.support.pages import PageServer


async def test_socket_mode_dispatch_needs_no_signature(pages: PageServer, slack: MockSlack, tmp_path: Path) -> None:
    secrets = with_secrets(SECRETS, slack_signing_secret=None, slack_app_token="xapp-1-test")
    async with open_core(make_settings(pages, tmp_path), secrets, use_llm=False) as core:
        app = build_app(core, client=AsyncWebClient(token=BOT_TOKEN, base_url=slack.api_url))
        body = event_callback(message(f"<{pages.url('/story')}>"), "EvSocket")
        resp = await app.async_dispatch(AsyncBoltRequest(body=body, mode="socket_mode"))
        assert resp.status == 200
        post = (await slack.wait_for("chat.postMessage"))[0]
        assert post.data["thread_ts"] == "1700000100.000100"
        assert header_text(post.blocks()) == STORY_TITLE
        again = await app.async_dispatch(AsyncBoltRequest(body=body, mode="socket_mode"))
        assert again.status == 200
        await asyncio.sleep(0.1)
        assert await core.inflight.idle(10)
        assert len(slack.calls_to("chat.postMessage")) == 1


async def test_http_request_without_signature_is_refused(pages: PageServer, slack: MockSlack, tmp_path: Path) -> None:
    async with open_core(make_settings(pages, tmp_path), SECRETS, use_llm=False) as core:
        app = build_app(core, client=AsyncWebClient(token=BOT_TOKEN, base_url=slack.api_url))
        body = event_callback(message(f"<{pages.url('/story')}>"), "EvNoSig")
        resp = await app.async_dispatch(AsyncBoltRequest(body=json.dumps(body), mode="http"))
        assert resp.status == 401
        assert slack.calls == []


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"slack_bot_token": None}, "SLACK_BOT_TOKEN"),
        ({"slack_bot_token": "xoxp-user"}, "SLACK_BOT_TOKEN must be a bot token"),
        ({"slack_signing_secret": None}, "SLACK_SIGNING_SECRET"),
        ({"slack_signing_secret": None, "slack_app_token": "xoxb-wrong"}, "SLACK_APP_TOKEN"),
    ],
)
def test_missing_tokens_name_the_variable(changes: dict[str, str | None], expected: str) -> None:
    with pytest.raises(ConfigError) as info:
        require_tokens(with_secrets(SECRETS, **changes))
    assert expected in info.value.message and "\n" not in info.value.message


def test_tokens_for_each_mode_are_accepted() -> None:
    require_tokens(SECRETS)  # HTTP mode: bot token + signing secret
    require_tokens(with_secrets(SECRETS, slack_signing_secret=None, slack_app_token="xapp-1-x"))


def test_parse_command() -> None:
    assert parse_command("").action == "help"
    assert parse_command("  HELP ").action == "help"
    assert parse_command("settings react").args == ("react",)
    assert parse_command("digest on 09:00 Europe/Paris").args == ("on", "09:00", "Europe/Paris")
    private = parse_command("private https://x.example/a")
    assert private.action == "private" and "https://x.example/a" in private.text
    assert parse_command("https://x.example/a").action == "recap"


async def test_digest_poster_posts_blocks_without_unfurls(slack: MockSlack) -> None:
    now = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)
    story = DigestStory(
        key="k", title=STORY_TITLE, gist="They split.", sources=(DigestSource("Gossip Daily", "https://g.example/a"),),
        quote=None, interest=2, people=("Mara Vale",), first_seen=now - timedelta(hours=3), last_seen=now,
    )
    digest = Digest(generated_at=now, window=timedelta(hours=24), stories=(story,), platform="slack",
                    workspace=TEAM, channel=CHANNEL)
    sub = Subscription(platform="slack", workspace=TEAM, channel=CHANNEL, at="09:00", tz="UTC", created_at=now)
    poster = make_digest_poster(AsyncWebClient(token=BOT_TOKEN, base_url=slack.api_url))
    await poster(sub, digest)
    post = slack.calls_to("chat.postMessage")[0]
    assert post.data["channel"] == CHANNEL and post.data["unfurl_links"] is False
    assert post.blocks() and post.data["text"]
    assert STORY_TITLE in json.dumps(post.blocks())


async def test_run_slack_http_mode_serves_until_stopped(
    pages: PageServer, slack: MockSlack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PORT", "0")
    base = make_settings(pages, tmp_path)
    settings = Settings.model_validate({**base.model_dump(), "slack": {"api_base_url": slack.api_url}})
    async with open_core(settings, SECRETS, use_llm=False) as core:
        stop = asyncio.Event()
        task = asyncio.create_task(run_slack(core, stop=stop, host="127.0.0.1"))
        await asyncio.sleep(0.3)
        assert not task.done()
        stop.set()
        assert await asyncio.wait_for(task, 10) == 0


async def test_run_slack_refuses_to_start_without_tokens(pages: PageServer, tmp_path: Path) -> None:
    secrets = with_secrets(SECRETS, slack_bot_token=None, slack_signing_secret=None)
    async with open_core(make_settings(pages, tmp_path), secrets, use_llm=False) as core:
        with pytest.raises(ConfigError, match="SLACK_BOT_TOKEN"):
            await run_slack(core)


async def test_healthz(pages: PageServer, slack: MockSlack, tmp_path: Path) -> None:
    from aiohttp import web

    from bot.adapters.slack import make_web_app

    async with open_core(make_settings(pages, tmp_path), SECRETS, use_llm=False) as core:
        app = build_app(core, client=AsyncWebClient(token=BOT_TOKEN, base_url=slack.api_url))
        runner = web.AppRunner(make_web_app(app), access_log=None)
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", 0).start()
        port = runner.addresses[0][1]
        try:
            async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{port}/healthz") as resp:
                assert resp.status == 200 and (await resp.json()) == {"ok": True}
        finally:
            await runner.cleanup()


async def test_run_slack_socket_mode_end_to_end(pages: PageServer, slack: MockSlack, tmp_path: Path) -> None:
    """run_slack with SLACK_APP_TOKEN: apps.connections.open, websocket hello, an events_api envelope acked and
    recapped in the thread — no signing secret needed."""
    base = make_settings(pages, tmp_path)
    settings = Settings.model_validate({**base.model_dump(), "slack": {"api_base_url": slack.api_url}})
    secrets = with_secrets(SECRETS, slack_signing_secret=None, slack_app_token="xapp-1-test-app-token")
    body = event_callback(message(f"<{pages.url('/story')}>"), "EvSocketRun")
    slack.envelopes.append({"envelope_id": "env-1", "type": "events_api", "accepts_response_payload": False,
                            "retry_attempt": 0, "retry_reason": "", "payload": body})
    async with open_core(settings, secrets, use_llm=False) as core:
        stop = asyncio.Event()
        task = asyncio.create_task(run_slack(core, stop=stop))
        try:
            ack = (await slack.wait_for("socket.ack"))[0]
            assert ack.data["envelope_id"] == "env-1"
            post = (await slack.wait_for("chat.postMessage"))[0]
            assert post.data["thread_ts"] == "1700000100.000100"
            assert header_text(post.blocks()) == STORY_TITLE
            opened = slack.calls_to("apps.connections.open")[0]
            assert opened.token == "xapp-1-test-app-token"
            assert post.token == BOT_TOKEN
        finally:
            stop.set()
            assert await asyncio.wait_for(task, 15) == 0
