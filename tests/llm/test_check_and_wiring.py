"""check_llm lines, the prompt loader, and the LLM engine inside the real Recapper (fallback to extractive)."""

from __future__ import annotations

import re
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from openai import AsyncOpenAI

from bot.config import Secrets, Settings
from bot.errors import ConfigError
from bot.models import Article
from bot.prompts import available_versions, load_prompt
from bot.summarize.llm import LLMSummarizer, check_llm
from tests.llm.data import article, good_answer
from tests.llm.fake_openai import FakeOpenAI, Reply, answer, error


def settings_for(base_url: str, **llm: Any) -> Settings:
    return Settings.model_validate({"llm": {"base_url": base_url, "model": "fake-model", "timeout_seconds": 3, **llm}})


def secrets(key: str | None) -> Secrets:
    return Secrets(llm_api_key=key)


@pytest.fixture
def srv() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(api_key="sk-test", models=["other-model", "fake-model"]) as s:
        yield s


async def test_check_ok(srv: FakeOpenAI) -> None:
    srv.script(answer({"ok": True}))
    ok, line = await check_llm(settings_for(srv.base_url), secrets("sk-test"))
    assert ok and line.startswith(f"LLM: {srv.base_url} answered a json_schema test completion with model fake-model")
    (req,) = srv.chat_requests
    assert req["response_format"]["type"] == "json_schema" and req["max_tokens"] == 20


async def test_check_wrong_key_says_401(srv: FakeOpenAI) -> None:
    ok, line = await check_llm(settings_for(srv.base_url), secrets("sk-wrong"))
    assert not ok and "rejected the API key in $OPENAI_API_KEY (HTTP 401)" in line
    assert "sk-wrong" not in line


async def test_check_missing_key_for_remote_server() -> None:
    ok, line = await check_llm(settings_for("https://llm.example/v1", api_key_env="MY_KEY"), secrets(None))
    assert not ok and "no API key (set $MY_KEY)" in line


async def test_check_unknown_model(srv: FakeOpenAI) -> None:
    ok, line = await check_llm(settings_for(srv.base_url, model="gpt-9"), secrets("sk-test"))
    assert not ok and "has no model 'gpt-9'" in line and "fake-model" in line


async def test_check_nothing_listening() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    ok, line = await check_llm(settings_for(f"http://127.0.0.1:{port}/v1"), secrets(None))
    assert not ok and "could not connect" in line


async def test_check_wrong_base_url_path(srv: FakeOpenAI) -> None:
    wrong = srv.base_url.removesuffix("/v1") + "/api"
    ok, line = await check_llm(settings_for(wrong), secrets("sk-test"))
    assert not ok and "HTTP 404" in line and "base_url" in line


async def test_check_falls_back_to_a_tiny_completion_without_models_route(srv: FakeOpenAI) -> None:
    srv.models_status = 404
    srv.script(answer('{"ok": true}'))
    ok, line = await check_llm(settings_for(srv.base_url, structured_output="json_object"), secrets("sk-test"))
    assert ok and "answered a json_object test completion" in line
    assert srv.chat_requests[0]["response_format"] == {"type": "json_object"}


@pytest.mark.parametrize(
    ("replies", "settings", "expect"),
    [
        ([error(500, "model crashed")], {}, "answered HTTP 500 to a test completion"),
        ([answer("pong")], {}, "without JSON"),
        ([error(400, "response_format json_schema is not supported", param="response_format")],
         {"structured_output": "json_schema"}, "refused a json_schema test completion"),
    ],
)
async def test_check_fails_when_completions_fail(
    srv: FakeOpenAI, replies: list[Any], settings: dict[str, Any], expect: str
) -> None:
    srv.script(*replies)  # /v1/models lists the model: only the completion tells
    ok, line = await check_llm(settings_for(srv.base_url, max_retries=0, **settings), secrets("sk-test"))
    assert not ok and expect in line


async def test_check_auto_mode_reports_json_object_when_the_schema_is_refused(srv: FakeOpenAI) -> None:
    srv.script(error(400, "response_format json_schema is not supported", param="response_format"),
               answer('{"ok": true}'))
    ok, line = await check_llm(settings_for(srv.base_url), secrets("sk-test"))
    assert ok and "json_schema refused, json_object works" in line


def test_prompt_loader_reads_versioned_files(tmp_path: Path) -> None:
    p = load_prompt("recap")
    assert p.version == "v2" and p.tag == "recap-v2"
    assert available_versions("recap") == ["v1", "v2"]
    assert p.schema is None  # made per article from the answer limits
    assert load_prompt("recap", "v1").schema is not None
    text = p.render_user(title="T {x}", site="S", note="", paragraphs="[1] a $b {c}", quotations="Q1 (paragraph 1): b",
                         max_bullets="3", bullet_chars="120")
    assert "<<<ARTICLE" in text and "[1] a $b {c}" in text and "T {x}" in text and "Q1 (paragraph 1)" in text

    (tmp_path / "recap.v1.system.md").write_text("old", encoding="utf-8")
    (tmp_path / "recap.v1.user.md").write_text("u1 $paragraphs", encoding="utf-8")
    (tmp_path / "recap.v2.system.md").write_text("new", encoding="utf-8")
    (tmp_path / "recap.v2.user.md").write_text("u2 $paragraphs", encoding="utf-8")
    newest = load_prompt("recap", directory=tmp_path)
    assert (newest.version, newest.system, newest.schema) == ("v2", "new", None)
    assert load_prompt("recap", "1", directory=tmp_path).system == "old"
    with pytest.raises(ConfigError, match="missing"):
        load_prompt("recap", "v3", directory=tmp_path)
    with pytest.raises(ConfigError):
        load_prompt("../etc", directory=tmp_path)


async def test_cache_tag_follows_the_prompt_version(tmp_path: Path) -> None:
    (tmp_path / "recap.v7.system.md").write_text("Answer in JSON.", encoding="utf-8")
    (tmp_path / "recap.v7.user.md").write_text("$title $site $note $paragraphs $quotations", encoding="utf-8")
    settings = settings_for("http://127.0.0.1:9/v1").llm
    async with AsyncOpenAI(base_url="http://127.0.0.1:9/v1", api_key="x") as c:
        s = LLMSummarizer(c, settings, prompt=load_prompt("recap", directory=tmp_path))
        assert s.cache_tag == "llm:fake-model:recap-v7" and s.prompt_version == "v7"


# ------------------------------------------------------------------------------------------- with the Recapper

class _NoLoader:
    async def load(self, url: str, cpu: object = None) -> Article:
        raise AssertionError("not used")


async def test_recapper_uses_llm_and_falls_back_to_extractive(srv: FakeOpenAI) -> None:
    from bot.quotes import mine_quotes
    from bot.recapper import Recapper
    from bot.summarize.extractive import ExtractiveSummarizer

    async with AsyncOpenAI(base_url=srv.base_url, api_key="sk-test", max_retries=0) as client:
        llm = LLMSummarizer(client, settings_for(srv.base_url, max_retries=0).llm)
        recapper = Recapper(loader=_NoLoader(), mine_quotes=mine_quotes, extractive=ExtractiveSummarizer(), llm=llm)

        srv.script(answer(good_answer()))
        good = await recapper.recap_article(article())
        assert good.engine == "llm:fake-model" and good.headline.startswith("Mara Vell")
        mined_texts = [q.text for q in good.quotes]
        assert "Nobody skipped anything." in mined_texts  # the real miner's list, not the LLM's
        assert [q.speaker for q in good.key_quotes if q.text == "Nobody skipped anything."] != [None]

        srv.script(error(503, "overloaded"))
        fallback = await recapper.recap_article(article())
        assert fallback.engine == "extractive"
        assert any("LLM engine was unavailable" in w and "HTTP 503" in w for w in fallback.warnings)


# ------------------------------------------------------------------------------------------- the user's example story

@pytest.mark.shared
async def test_real_story_llm_answer_is_checked_against_the_miner(srv: FakeOpenAI) -> None:
    from bot.quotes import mine_quotes
    from bot.text import is_verbatim
    from tests.support.shared import shared_file

    text = shared_file("fixtures", "baldwins.txt").read_text(encoding="utf-8")
    paras = tuple(line.strip() for line in text.splitlines() if line.strip())
    story = Article(source="baldwins.txt", url=None, title="The Baldwins", paragraphs=paras)
    mined = mine_quotes(paras)
    with_speaker = [q for q in mined if q.speaker]
    assert len(with_speaker) >= 2
    first_sentence = [p.split(". ")[0].rstrip(".") + "." for p in paras[:2]]
    llm_answer = {
        "headline": paras[0],
        "bullets": [
            {"text": first_sentence[0], "cites": [1]},
            {"text": first_sentence[1], "cites": [2]},
            {"text": "The network cancelled the show and the couple announced a divorce.", "cites": [3]},
        ],
    }

    def reply(body: dict[str, Any]) -> Reply:
        user = str(body["messages"][1]["content"])
        listed = re.finditer(r"^Q(\d+) \(paragraph (\d+)\): (.*)$", user, re.M)
        wanted = {(q.paragraph, " ".join(q.text.split())[:30]) for q in with_speaker}
        picks = [int(m.group(1)) for m in listed if (int(m.group(2)), m.group(3)[:30]) in wanted][:2]
        quotes = [{"id": 99, "speaker": "Alec Baldwin"}] + [{"id": i, "speaker": "Somebody Else"} for i in picks][:1]
        return answer({**llm_answer, "key_quotes": quotes})

    srv.script(reply)
    async with AsyncOpenAI(base_url=srv.base_url, api_key="sk-test", max_retries=0) as client:
        llm = LLMSummarizer(client, settings_for(srv.base_url, max_input_tokens=400, timeout_seconds=20).llm)
        recap = await llm.summarize(story, mined)

    assert len(recap.summary) == 2 and [b.cites for b in recap.summary] == [(1,), (2,)]
    assert recap.quotes == tuple(mined)
    for q in recap.key_quotes:
        assert is_verbatim(q.text, paras[q.paragraph - 1])
    assert all(q.speaker != "Somebody Else" for q in recap.key_quotes)
    by_text = {q.text: q.speaker for q in mined}
    assert all(q.speaker in (None, by_text[q.text]) for q in recap.key_quotes)  # the miner's or none, never the LLM's
    assert any("does not exist" in w for w in recap.warnings)
    if recap.key_quotes:
        assert any("wrong speaker" in w or "disputed" in w for w in recap.warnings), recap.warnings
    assert recap.stats["paragraphs_omitted"] > 0  # 400-token budget: the story was trimmed by paragraph
    user = srv.chat_requests[0]["messages"][1]["content"]
    assert "[1] " in user and len(user) < 400 * 4 + 200


@pytest.mark.shared
def test_verify_leaves_an_extractive_recap_of_the_real_story_alone() -> None:
    from bot.quotes import mine_quotes
    from bot.summarize.extractive import build_recap
    from bot.verify import verify_recap
    from tests.support.shared import shared_file

    text = shared_file("fixtures", "baldwins.txt").read_text(encoding="utf-8")
    paras = tuple(line.strip() for line in text.splitlines() if line.strip())
    story = Article(source="baldwins.txt", url=None, title="The Baldwins", paragraphs=paras)
    mined = mine_quotes(paras)
    recap = build_recap(story, mined)
    checked = verify_recap(recap, story, mined, min_bullets=1)
    assert checked.summary == recap.summary and checked.key_quotes == recap.key_quotes
    assert checked.warnings == recap.warnings
