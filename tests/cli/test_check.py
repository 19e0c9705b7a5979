"""`gossip-recap check`: one line per peer, exit 1 when any check fails."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.test_cli import run
from tests.llm.fake_openai import FakeOpenAI
from tests.support.pages import PageServer


def test_check_with_no_keys_is_green(tmp_path: Path) -> None:
    r = run(["check"], tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert "ok   config: loaded" in lines
    assert "ok   store: reachable" in lines
    assert any(line.startswith("ok   llm: not configured (OPENAI_API_KEY unset)") for line in lines)


def test_check_reports_failures_one_line_each(tmp_path: Path) -> None:
    with PageServer() as api, FakeOpenAI(models=["fake-model"], api_key="sk-right") as llm:
        api.route("/api/users/@me", status=401, body=b'{"message": "401: Unauthorized"}',
                  content_type="application/json")
        api.route("/slack/auth.test", body=json.dumps({"ok": False, "error": "invalid_auth"}),
                  content_type="application/json")
        config = (
            f'[llm]\nbase_url = "{llm.base_url}"\nmodel = "fake-model"\n'
            f'[discord]\napi_base_url = "{api.url("/api")}"\n'
            f'[slack]\napi_base_url = "{api.url("/slack/")}"\n'
        )
        env = {"OPENAI_API_KEY": "sk-wrong", "DISCORD_TOKEN": "bad-token", "SLACK_BOT_TOKEN": "xoxb-bad",
               "SLACK_SIGNING_SECRET": "s3cret"}
        r = run(["check"], tmp_path, config=config, env=env)
    assert r.returncode == 1
    lines = r.stdout.splitlines()
    assert "ok   store: reachable" in lines
    fails = [line for line in lines if line.startswith("FAIL ")]
    assert len(fails) == 3, lines
    assert any("401" in f and "discord" in f for f in fails)
    assert any("invalid_auth" in f for f in fails)
    assert any(f.lower().startswith("fail llm") for f in fails)
    for secret in ("sk-wrong", "bad-token", "xoxb-bad", "s3cret"):
        assert secret not in r.stdout + r.stderr
