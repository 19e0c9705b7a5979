"""The Slack process as an operator runs it: ``python -m bot slack`` in HTTP mode, health + metrics on, JSON logs.

One process serves the whole module (start-up costs seconds): the tests below run in file order, and the
graceful-shutdown test ends it; the log checks then look at everything that process wrote.
"""

from __future__ import annotations

import json
import secrets
import signal
import sqlite3
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.ops.support import BotProcess, LoopThread, clean_env, free_port, metric, toml, wait_until
from tests.slack.conftest import CHANNEL, MEMBER, STORY, STORY_TITLE, event_callback, message, sign
from tests.slack.mock_slack import Call, MockSlack
from tests.support.pages import PageServer, article_html


@dataclass
class SlackRun:
    proc: BotProcess
    slack: MockSlack
    loop: LoopThread
    pages: PageServer
    events_url: str
    health_url: str
    db: Path
    bot_token: str
    signing_secret: str
    llm_key: str | None = None

    def send(self, text: str, *, ts: str, event_id: str, user: str = MEMBER) -> httpx.Response:
        body = json.dumps(event_callback(message(text, ts=ts, user=user), event_id))
        now = int(time.time())
        headers = {
            "Content-Type": "application/json",
            "X-Slack-Request-Timestamp": str(now),
            "X-Slack-Signature": sign(self.signing_secret, now, body),
        }
        return httpx.post(self.events_url, content=body.encode(), headers=headers, timeout=10.0)

    def posts_in_thread(self, ts: str) -> list[Call]:
        return [c for c in self.slack.calls_to("chat.postMessage") if c.data.get("thread_ts") == ts]

    def wait_post(self, ts: str, within: float = 20.0) -> Call:
        wait_until(lambda: self.posts_in_thread(ts), within=within, what=f"chat.postMessage in thread {ts}",
                   proc=self.proc)
        return self.posts_in_thread(ts)[0]

    def metrics(self) -> str:
        resp = httpx.get(self.health_url.replace("/healthz", "/metrics"), timeout=5.0)
        assert resp.status_code == 200
        assert resp.headers["content-type"].startswith("text/plain")
        return resp.text

    def secrets(self) -> list[str]:
        values = [self.bot_token, self.signing_secret]
        if self.llm_key:
            values.append(self.llm_key)
        # also the random part alone: a partly masked or re-encoded secret is still a leak
        return values + [v.split("-", 1)[-1] for v in values]


def _pages() -> PageServer:
    srv = PageServer()
    srv.route("/story", body=article_html(STORY_TITLE, STORY))
    srv.route("/slow", body=article_html(STORY_TITLE, STORY), delay=1.5)
    srv.route("/gone", status=404)
    return srv


def _start(tmp: Path, loop: LoopThread, pages: PageServer, *, llm_key: str | None = None,
           extra: dict[str, dict[str, Any]] | None = None) -> SlackRun:
    slack = loop.run(MockSlack().__aenter__())
    port, health_port = free_port(), free_port()
    db = tmp / "ops.db"
    sections: dict[str, dict[str, Any]] = {
        "slack": {"api_base_url": slack.api_url},
        "fetch": {"allowed_private_hosts": [pages.host], "timeout_seconds": 10},
        "store": {"url": f"sqlite:///{db}"},
        "health": {"enabled": True, "port": health_port},
        "log": {"format": "json", "level": "DEBUG"},
        "bot": {"user_burst": 20, "channel_burst": 20},
        "digest": {"enabled": False},
    }
    for name, values in (extra or {}).items():
        sections.setdefault(name, {}).update(values)
    bot_token, signing = "xoxb-" + secrets.token_hex(16), secrets.token_hex(16)
    env = clean_env(SLACK_BOT_TOKEN=bot_token, SLACK_SIGNING_SECRET=signing, PORT=str(port))
    if llm_key:
        env["OPENAI_API_KEY"] = llm_key
    proc = BotProcess.start("slack", tmp, toml(sections), env)
    run = SlackRun(proc, slack, loop, pages, f"http://127.0.0.1:{port}/slack/events",
                   f"http://127.0.0.1:{health_port}/healthz", db, bot_token, signing, llm_key)
    try:
        run.proc.wait_http(run.health_url)
        run.proc.wait_http(f"http://127.0.0.1:{port}/healthz")  # the Slack listener itself is up too
    except BaseException:
        run.proc.kill()
        loop.run(slack.__aexit__(None, None, None))
        raise
    return run


def _close(run: SlackRun) -> None:
    run.proc.kill()
    run.loop.run(run.slack.__aexit__(None, None, None))


@pytest.fixture(scope="module")
def loop() -> Iterator[LoopThread]:
    with LoopThread() as lt:
        yield lt


@pytest.fixture(scope="module")
def pages() -> Iterator[PageServer]:
    with _pages() as srv:
        yield srv


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory, loop: LoopThread, pages: PageServer) -> Iterator[SlackRun]:
    r = _start(tmp_path_factory.mktemp("slack-run"), loop, pages)
    yield r
    _close(r)


def assert_logs_clean(r: SlackRun) -> None:
    """Nothing secret anywhere in the output; every stderr line is one JSON log record."""
    out, err = r.proc.stdout_text(), r.proc.stderr_text()
    assert err.strip(), "the process logged nothing at DEBUG"
    for value in r.secrets():
        assert value not in out, "a secret leaked to stdout"
        assert value not in err, "a secret leaked to the logs"
    for n, line in enumerate(err.splitlines(), 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError:
            raise AssertionError(f"stderr line {n} is not JSON: {line[:200]!r}") from None
        assert isinstance(rec, dict) and {"ts", "level", "logger", "msg"} <= rec.keys(), line[:200]


# ---- the long-running process ------------------------------------------------------------------------------------
def test_healthz_reports_store_and_slack_up(run: SlackRun) -> None:
    resp = httpx.get(run.health_url, timeout=5.0)
    assert resp.status_code == 200
    assert resp.json() == {"status": "ok", "store": True, "chat": {"slack": True}}
    assert metric(run.metrics(), "gossip_recap_chat_connected", platform="slack") == 1.0


def test_pasted_link_is_recapped_in_thread_and_counted(run: SlackRun) -> None:
    ts = "1700000200.000100"
    resp = run.send(f"omg look <{run.pages.url('/story')}>", ts=ts, event_id="Ev0OPS1")
    assert resp.status_code == 200
    post = run.wait_post(ts)
    assert post.data["channel"] == CHANNEL
    assert post.token == run.bot_token
    assert "Mara Vale" in post.data["text"] + json.dumps(post.blocks())
    assert len(run.posts_in_thread(ts)) == 1

    text = run.metrics()
    assert metric(text, "gossip_recap_recaps_total", engine="extractive", outcome="ok") == 1.0
    assert metric(text, "gossip_recap_cache_lookups_total", result="miss") == 1.0
    assert metric(text, "gossip_recap_queue_depth") == 0.0
    assert metric(text, "gossip_recap_recaps_in_flight") == 0.0
    assert metric(text, "gossip_recap_recap_seconds_count") == 1.0


def test_failed_fetches_are_counted_by_kind(run: SlackRun) -> None:
    ts = "1700000300.000100"
    blocked = "http://10.11.12.13/private-story"  # a private address not in allowed_private_hosts
    # a member pastes a link that happens to carry the signing secret: the failure is logged, redacted
    gone = run.pages.url(f"/gone?s={run.signing_secret}")
    resp = run.send(f"two links <{gone}> and <{blocked}>", ts=ts, event_id="Ev0OPS2")
    assert resp.status_code == 200
    wait_until(lambda: len(run.slack.calls_to("chat.postEphemeral")) >= 2, what="two error notes", proc=run.proc)
    text = run.metrics()
    assert metric(text, "gossip_recap_fetch_errors_total", kind="http_status") == 1.0
    assert metric(text, "gossip_recap_fetch_errors_total", kind="blocked") == 1.0
    assert metric(text, "gossip_recap_recaps_total", engine="extractive", outcome="ok") == 1.0
    assert run.posts_in_thread(ts) == []  # failures are told to the member only


def test_sigterm_finishes_the_recap_in_flight_then_exits_0(run: SlackRun) -> None:
    ts = "1700000400.000100"
    hits = run.pages.hits["/slow"]
    assert run.send(f"slow one <{run.pages.url('/slow')}>", ts=ts, event_id="Ev0OPS3").status_code == 200
    wait_until(lambda: run.pages.hits["/slow"] > hits, what="the slow page to be requested", proc=run.proc)
    started = time.monotonic()
    run.proc.signal(signal.SIGTERM)
    assert run.proc.wait(15.0) == 0, run.proc.tail()
    assert time.monotonic() - started < 15.0
    post = run.posts_in_thread(ts)
    assert len(post) == 1, "the recap in flight at SIGTERM was dropped"
    assert "abandoning" not in run.proc.stderr_text()
    with sqlite3.connect(run.db) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables, "the store has no tables"


def test_whole_run_logged_json_without_secrets(run: SlackRun) -> None:
    assert run.proc.stop() == 0
    assert_logs_clean(run)
    records = [json.loads(line) for line in run.proc.stderr_text().splitlines()]
    assert any(r["level"] == "debug" for r in records), "DEBUG level was configured"
    assert any("/gone?s=[redacted]" in r["msg"] for r in records), "the pasted secret was not logged redacted"


# ---- a second process: an LLM key is configured but the LLM is unreachable ---------------------------------------
def test_llm_key_never_logged_when_the_llm_fails(tmp_path: Path, loop: LoopThread, pages: PageServer) -> None:
    dead = free_port()  # nothing listens there: every LLM call fails at once
    key = "sk-" + secrets.token_hex(24)
    r = _start(tmp_path, loop, pages, llm_key=key, extra={
        "llm": {"base_url": f"http://127.0.0.1:{dead}/v1", "max_retries": 0, "timeout_seconds": 3},
    })
    try:
        ts = "1700000500.000100"
        assert r.send(f"<{pages.url('/story')}>", ts=ts, event_id="Ev0OPS9").status_code == 200
        post = r.wait_post(ts)  # the extractive engine answers instead
        assert "Mara Vale" in post.data["text"] + json.dumps(post.blocks())
        assert r.proc.stop() == 0
    finally:
        _close(r)
    assert_logs_clean(r)
