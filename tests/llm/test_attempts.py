"""How many completions a recap may cost and what the user is told: truncation, repairs, schema refusals, stats."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from openai import AsyncOpenAI

from bot.config import LLMSettings
from bot.errors import SummarizeError
from bot.metrics import Metrics
from bot.summarize.answer import AnswerLimits, AnswerProblem, parse_answer
from bot.summarize.llm import LLMSummarizer
from tests.llm.data import MINED, article, good_answer
from tests.llm.fake_openai import FakeOpenAI, answer, cut_off, error

LOOPING = '{"headline": "Split", "bullets": [{"text": "They split. They split. They split. They split'


@pytest.fixture
def srv() -> Iterator[FakeOpenAI]:
    with FakeOpenAI() as s:
        yield s


@pytest.fixture
async def client(srv: FakeOpenAI) -> AsyncIterator[AsyncOpenAI]:
    c = AsyncOpenAI(base_url=srv.base_url, api_key="sk-test", max_retries=0, timeout=20)
    _ = c.chat.completions  # the SDK imports its types lazily: not inside the timed recap
    yield c
    await c.close()


def settings(srv: FakeOpenAI, **kw: Any) -> LLMSettings:
    return LLMSettings.model_validate({"base_url": srv.base_url, "model": "fake-model", "timeout_seconds": 20, **kw})


def schema_of(req: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = req["response_format"]["json_schema"]["schema"]
    return out


async def test_cut_off_answer_gets_one_tighter_retry_never_a_repair(srv: FakeOpenAI, client: AsyncOpenAI) -> None:
    srv.script(cut_off(LOOPING), answer(good_answer(bullets=good_answer()["bullets"][:3])))
    recap = await LLMSummarizer(client, settings(srv)).summarize(article(), MINED)
    assert recap.engine == "llm:fake-model" and len(recap.summary) == 3
    first, second = srv.chat_requests
    assert all(m["role"] != "assistant" for m in second["messages"])  # the cut text is never sent back
    b1, b2 = schema_of(first)["properties"]["bullets"], schema_of(second)["properties"]["bullets"]
    assert b2["maxItems"] == 3 < b1["maxItems"]
    assert b2["items"]["properties"]["text"]["maxLength"] < b1["items"]["properties"]["text"]["maxLength"]
    assert "at most 3 bullets" in second["messages"][-1]["content"]
    assert [(a["kind"], a["outcome"]) for a in recap.stats["attempts"]] == [("first", "length"), ("tighter", "ok")]
    assert recap.stats["tokens_out"] == 700 + 60


@pytest.mark.parametrize(
    ("replies", "limit_s", "calls", "says", "never"),
    [
        ([cut_off(LOOPING), cut_off(LOOPING)], 20.0, 2, "cut off at the 700-token output limit, and again on a shorter",
         "not valid JSON"),
        ([cut_off(LOOPING, delay=2.0)], 3.5, 1, "with no time left for a shorter retry", "not valid JSON"),
        ([answer(LOOPING), answer(LOOPING)], 20.0, 2, "not valid JSON; the follow-up was not valid JSON either "
         "(the same reply again)", "shape"),
        ([answer(good_answer(bullets=[]))] * 2, 20.0, 2, "did not have the requested shape", "not valid JSON"),
    ],
    ids=["cut-twice", "cut-no-time", "broken-json-twice", "valid-json-no-bullets"],
)
async def test_failures_say_what_happened(
    srv: FakeOpenAI, client: AsyncOpenAI, replies: list[Any], limit_s: float, calls: int, says: str, never: str
) -> None:
    srv.script(*replies)
    with pytest.raises(SummarizeError) as info:
        await LLMSummarizer(client, settings(srv, timeout_seconds=limit_s)).summarize(article(), MINED)
    assert says in info.value.message and never not in info.value.message
    assert len(srv.chat_requests) == calls
    attempts = info.value.stats["attempts"]
    assert len(attempts) == calls and all(a["latency_ms"] >= 0 for a in attempts)
    assert info.value.stats["tokens_in"] == 120 * calls


async def test_server_refusing_string_limits_keeps_the_schema_without_them(
    srv: FakeOpenAI, client: AsyncOpenAI
) -> None:
    srv.script(error(400, "Invalid schema for response_format 'recap': 'maxLength' is not permitted.",
                     param="response_format"), answer(good_answer()), answer(good_answer()))
    recap = await LLMSummarizer(client, settings(srv)).summarize(article(), MINED)
    assert recap.stats["structured_output"] == "json_schema"
    await LLMSummarizer(client, settings(srv)).summarize(article(), MINED)  # remembered for this client
    texts = [json.dumps(schema_of(r)) for r in srv.chat_requests]
    assert "maxLength" in texts[0] and "maxLength" not in texts[1] and "maxLength" not in texts[2]
    assert all('"maxItems"' in t for t in texts)


async def test_failed_attempts_reach_the_metrics_through_the_recapper(srv: FakeOpenAI, client: AsyncOpenAI) -> None:
    from bot.quotes import mine_quotes
    from bot.recapper import Recapper
    from bot.summarize.extractive import ExtractiveSummarizer

    srv.script(cut_off(LOOPING), cut_off(LOOPING))
    recapper = Recapper(loader=None, mine_quotes=mine_quotes, extractive=ExtractiveSummarizer(),  # type: ignore[arg-type]
                        llm=LLMSummarizer(client, settings(srv)))
    shown = await recapper.recap_article(article())
    assert shown.engine == "extractive" and any("cut off" in w for w in shown.warnings)
    metrics = Metrics()
    metrics.llm_usage(shown.stats)
    text = metrics.render().decode()
    assert 'gossip_recap_llm_attempts_total{kind="first",outcome="length"} 1.0' in text
    assert 'gossip_recap_llm_attempts_total{kind="tighter",outcome="length"} 1.0' in text
    assert 'gossip_recap_llm_tokens_total{direction="out"} 1400.0' in text
    assert "gossip_recap_llm_seconds_count 2.0" in text


# ------------------------------------------------------------------------------------------- schema and validator

LIMITS = [
    AnswerLimits.fitting((1, 2, 3, 4, 5, 6), 4, 700),
    AnswerLimits.fitting((1, 2, 7), 0, 200),
    AnswerLimits.fitting((1, 2, 3), 2, 400).tighter(),
]


def extreme(lim: AnswerLimits, *, most: bool) -> dict[str, Any]:
    """The largest (or smallest) answer the schema of ``lim`` allows."""
    n_b = lim.max_bullets if most else lim.min_bullets
    n_q = (lim.max_quotes if lim.quote_ids else 0) if most else 0
    return {
        "headline": "h" * (lim.headline_chars if most else 1),
        "bullets": [{"text": "\u00e9" * (lim.bullet_chars if most else 1),
                     "cites": list(lim.paragraphs[: lim.max_cites] if most else lim.paragraphs[-1:])}] * n_b,
        "key_quotes": [{"id": lim.quote_ids, "speaker": "s" * lim.speaker_chars}] * n_q,
    }


@pytest.mark.parametrize("lim", LIMITS)
@pytest.mark.parametrize("most", [True, False])
def test_every_schema_valid_extreme_passes_the_validator(lim: AnswerLimits, most: bool) -> None:
    out = parse_answer(json.dumps(extreme(lim, most=most)), lim)
    assert len(out.bullets) == (lim.max_bullets if most else lim.min_bullets)


@pytest.mark.parametrize("tokens", [50, 120, 200, 400, 700, 2000])
def test_largest_schema_valid_answer_fits_the_output_limit(tokens: int) -> None:
    lim = AnswerLimits.fitting(tuple(range(1, 30)), 12, tokens)
    floor = AnswerLimits.fitting(tuple(range(1, 30)), 12, 1)
    assert lim.largest_chars() <= max(tokens * 3, floor.largest_chars())
    assert len(json.dumps(extreme(lim, most=True), ensure_ascii=False)) <= lim.largest_chars()
    assert lim.min_bullets == 2 <= lim.max_bullets <= 5


@pytest.mark.parametrize(
    ("reply", "kind"),
    [
        ('{"headline": "x", "bullets": [', "not_json"),
        ("[1, 2]", "shape"),
        (json.dumps({"headline": "x", "bullets": [{"text": "a", "cites": [1]}], "key_quotes": []}), "shape"),
        (json.dumps({"headline": "", "bullets": [{"text": "a", "cites": [1]}] * 2, "key_quotes": []}), "shape"),
    ],
)
def test_what_the_schema_forbids_the_validator_names(reply: str, kind: str) -> None:
    with pytest.raises(AnswerProblem) as info:
        parse_answer(reply, LIMITS[0])
    assert info.value.kind == kind
