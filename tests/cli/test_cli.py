"""The command line as a user runs it: real subprocesses, a real loopback article server, the JSON contracts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.text import is_verbatim
from tests.support.pages import PageServer, article_html
from tests.support.shared import shared_file

REPO = Path(__file__).resolve().parents[2]
SAMPLE = REPO / "examples" / "sample-article.html"
EXTRACT_KEYS = {"source", "url", "title", "site", "author", "published", "lang", "paragraphs"}
RECAP_KEYS = EXTRACT_KEYS | {"headline", "summary", "quotes", "key_quotes", "engine", "warnings", "sourcing"}
SOURCING_LABELS = {"on_record", "representative", "anonymous", "social", "other_outlet", "court_record", "unattributed"}


def run(
    args: list[str], tmp_path: Path, *, stdin: str | None = None, config: str = "", env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    cfg = tmp_path / "config.toml"
    cfg.write_text(config + f'\n[store]\nurl = "sqlite:///{tmp_path}/cli.db"\n')
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI", "GOSSIP_RECAP_", "DISCORD", "SLACK"))}
    return subprocess.run(
        [sys.executable, "-m", "bot", "--config", str(cfg), *args],
        input=stdin, capture_output=True, text=True, timeout=120, cwd=tmp_path, env={**clean, **(env or {})},
    )


def check_recap_contract(obj: dict[str, object]) -> None:
    assert set(obj) == RECAP_KEYS
    paragraphs = obj["paragraphs"]
    assert isinstance(paragraphs, list) and paragraphs
    summary = obj["summary"]
    assert isinstance(summary, list) and 2 <= len(summary) <= 5
    for bullet in summary:
        assert bullet["text"].strip()
        assert bullet["cites"] and all(1 <= c <= len(paragraphs) for c in bullet["cites"])
        assert bullet["sourcing"] in SOURCING_LABELS  # issue #17: how the article knows it
    for key in ("quotes", "key_quotes"):
        for q in obj[key]:  # type: ignore[attr-defined]
            assert set(q) == {"text", "speaker", "paragraph", "sourcing", "via"}
            assert q["sourcing"] in SOURCING_LABELS
            assert is_verbatim(q["text"], paragraphs[q["paragraph"] - 1])
    verdict = obj["sourcing"]
    assert isinstance(verdict, dict) and set(verdict) == {"counts", "rests_on", "rests_via", "denial"}
    assert all(c["label"] in SOURCING_LABELS and c["count"] >= 1 for c in verdict["counts"])
    assert 1 <= len(obj["key_quotes"]) <= 5  # type: ignore[arg-type]
    assert obj["engine"] == "extractive"


def test_extract_sample_json(tmp_path: Path) -> None:
    r = run(["extract", str(SAMPLE), "--json"], tmp_path)
    assert r.returncode == 0, r.stderr
    obj = json.loads(r.stdout)
    assert set(obj) == EXTRACT_KEYS
    assert obj["title"] == "Marnie Vale and Theo Quill split after red-carpet spat"
    assert obj["site"] == "The Velvet Rope"
    assert obj["author"] == "Priya Castellano"
    assert obj["published"] == "2026-11-24"
    text = "\n".join(obj["paragraphs"])
    assert "I love her and I always will" in text
    for junk in ("READ MORE", "Advertisement", "newsletter", "who even cares", "Photo: Example Pictures"):
        assert junk not in text


def test_recap_sample_json_contract_and_human_output(tmp_path: Path) -> None:
    r = run(["recap", str(SAMPLE), "--json", "--engine", "extractive"], tmp_path)
    assert r.returncode == 0, r.stderr
    check_recap_contract(json.loads(r.stdout))
    human = run(["recap", str(SAMPLE)], tmp_path)
    assert human.returncode == 0, human.stderr
    assert "Marnie Vale and Theo Quill split" in human.stdout
    assert "The Velvet Rope" in human.stdout
    assert "—" in human.stdout  # key quotes carry their speaker


def test_recap_baldwins_txt(tmp_path: Path) -> None:
    story = shared_file("fixtures", "baldwins.txt")
    r = run(["recap", str(story), "--json"], tmp_path)
    assert r.returncode == 0, r.stderr
    obj = json.loads(r.stdout)
    check_recap_contract(obj)
    assert len(obj["paragraphs"]) == len([x for x in story.read_text().splitlines() if x.strip()])
    speakers = {q["speaker"] for q in obj["quotes"]}
    assert {"Alec Baldwin", "Hilaria Baldwin", "Jason Scoop"} <= speakers
    assert {q["speaker"] for q in obj["key_quotes"]} <= {"Alec Baldwin", "Hilaria Baldwin", "Jason Scoop"}
    for bullet in obj["summary"]:
        if "chased" in bullet["text"] or "ran after" in bullet["text"]:
            assert "alleged" in bullet["text"] or "claimed" in bullet["text"] or "according to" in bullet["text"]


def test_stdin_source(tmp_path: Path) -> None:
    r = run(["extract", "-", "--json"], tmp_path, stdin=SAMPLE.read_text())
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["source"] == "-"


def test_many_sources_in_order_with_per_source_errors(tmp_path: Path) -> None:
    paras = [
        "Reality star Coco Lambert stunned fans on Friday by announcing her engagement to chef Rafe Sterling.",
        '"I said yes before he finished the question," Lambert told Hello! magazine in an interview.',
        "The couple met on the set of a cooking show last spring and kept the romance private for months.",
        "Sterling, 34, later shared a photo of the ring on Instagram, writing that he was the luckiest man alive.",
    ]
    with PageServer() as srv:
        good = srv.route("/good", body=article_html("Coco Lambert engaged to chef Rafe Sterling", paras))
        missing = srv.url("/missing")
        pdf = srv.route("/doc.pdf", body=b"%PDF-1.7 binary", content_type="application/pdf")
        config = f'[fetch]\nallowed_private_hosts = ["{srv.host}"]\n'
        sources = [good, missing, "http://169.254.169.254/latest/meta-data/", pdf, "ftp://example.com/x", "nope.doc"]
        r = run(["recap", *sources, "--json"], tmp_path, config=config)
    assert r.returncode == 1
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    assert [ln.get("source") for ln in lines] == sources
    assert lines[0]["title"] == "Coco Lambert engaged to chef Rafe Sterling"
    kinds = [ln["error"]["kind"] for ln in lines[1:]]
    assert kinds == ["http_status", "blocked", "not_article", "invalid_url", "source"]
    for ln in lines[1:]:
        assert "\n" not in ln["error"]["message"] and ln["error"]["message"]
    assert "Traceback" not in r.stderr


def test_human_errors_are_one_line_on_stderr(tmp_path: Path) -> None:
    r = run(["recap", "http://127.0.0.1:9/x", "http://[::1]/", "http://2130706433/"], tmp_path)
    assert r.returncode == 1
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 3
    assert all(line.startswith("gossip-recap: ") for line in lines)
    assert "Traceback" not in r.stderr and r.stdout == ""


def test_bad_config_exits_2(tmp_path: Path) -> None:
    r = run(["extract", str(SAMPLE)], tmp_path, config="[fetch]\nmax_byts = 3\n")
    assert r.returncode == 2
    assert "unknown config key 'fetch.max_byts'" in r.stderr


def test_llm_engine_without_key_is_a_clear_error(tmp_path: Path) -> None:
    r = run(["recap", str(SAMPLE), "--engine", "llm"], tmp_path)
    assert r.returncode == 2
    assert "OPENAI_API_KEY" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("command", ["discord", "slack"])
def test_chat_commands_without_tokens_name_the_variable(tmp_path: Path, command: str) -> None:
    r = run([command], tmp_path)
    assert r.returncode == 2
    assert ("DISCORD_TOKEN" if command == "discord" else "SLACK_BOT_TOKEN") in r.stderr
    assert "Traceback" not in r.stderr
