"""The sourcing labels and verdict in every renderer (within platform limits), the JSON contract and the digest."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from bot.digest import Digest, DigestService, DigestSource, DigestStory
from bot.models import Article, Recap, SourceCount, Sourcing, SourcingSummary, recap_from_json
from bot.quotes import mine_quotes
from bot.render import VERDICT_DROP_FIRST, VERDICT_MAX, sourcing_lines
from bot.render.digest import digest_blocks, digest_embed
from bot.render.discord import embed_size, recap_embed
from bot.render.markdown import render_markdown
from bot.render.slack import recap_blocks
from bot.render.text import render_text
from bot.sourcing import with_sourcing
from bot.summarize.extractive import build_recap

EVIL = "@everyone <@123> <!here> *bold* [x](y) "
NOW = datetime(2024, 6, 3, 18, 0, tzinfo=UTC)


def _recap(pad: int = 0) -> Recap:
    paragraphs = (
        "Pop singer Lyra Moss has split from her husband Dev Arora, a source close to the couple told Page Six."
        + " " + EVIL * pad,
        "“It was over months ago,” the insider said.",
        "Her rep, Jolie Fairbanks, denied the report. “They are fine,” she said in a statement.",
        "Moss posted a photo on Instagram with the caption: “New chapter.”",
        "Fans were quick to react. “Not them too,” one user wrote on X.",
    )
    art = Article(source="fiction", url="https://gossip.example/moss", title="Moss and Arora split",
                  paragraphs=paragraphs, site="Gossip Example")
    mined = mine_quotes(paragraphs)
    return with_sourcing(build_recap(art, mined), mined)


def test_verdict_line_reads_as_the_issue_says() -> None:
    summary = SourcingSummary((SourceCount(Sourcing.ON_RECORD, 2), SourceCount(Sourcing.REPRESENTATIVE, 1),
                               SourceCount(Sourcing.ANONYMOUS, 2), SourceCount(Sourcing.OTHER_OUTLET, 1, "TMZ")),
                              rests_on=Sourcing.ANONYMOUS, denial="Ann Pope")
    assert sourcing_lines(summary) == [
        "Sourcing: 2 on the record · 1 rep statement · 2 anonymous sources · 1 via TMZ",
        "Rests on an unnamed source.", "A denial is included (Ann Pope).",
    ]
    assert sourcing_lines(None) == []


R, A, OUT = Sourcing.ON_RECORD, Sourcing.ANONYMOUS, Sourcing.OTHER_OUTLET
_MANY = (SourceCount(R, 7), SourceCount(Sourcing.REPRESENTATIVE, 4), SourceCount(Sourcing.SOCIAL, 2),
         SourceCount(Sourcing.SOCIAL, 8, "commenters"), SourceCount(OUT, 1),
         SourceCount(OUT, 1, "Harbour Times", "Ann Lee"), SourceCount(OUT, 3, "Glossy Weekly"),
         SourceCount(OUT, 2, "The Late Late Talk Hour"), SourceCount(OUT, 2, "Daily Bugle"),
         SourceCount(OUT, 1, "Radio Nine", "Ann Lee"), SourceCount(OUT, 1, "Morning Sofa TV", "Dr Ben Ray"),
         SourceCount(OUT, 1, "Style Monthly", "Ann Lee"), SourceCount(OUT, 1, "Home Weekly"),
         SourceCount(Sourcing.COURT_RECORD, 3))
VERDICT_CASES = [
    # a lone outlet keeps its "(X's own account)"
    ((SourceCount(R, 1), SourceCount(OUT, 1, "Harbour Times", "Ann Lee")),
     "Sourcing: 1 on the record · 1 via Harbour Times (Ann Lee's own account)"),
    # outlets merge: counts summed, the most cited named first, "+N" outlets more
    ((SourceCount(OUT, 1, "Daily Bugle"), SourceCount(OUT, 3, "Glossy Weekly"), SourceCount(OUT, 1, "Radio Nine"),
      SourceCount(OUT, 2, "Style Monthly", "Ann Lee")),
     "Sourcing: 7 via Glossy Weekly, Style Monthly +2"),
    # two outlets: both named, no "+"
    ((SourceCount(A, 2), SourceCount(OUT, 1, "Daily Bugle"), SourceCount(OUT, 1, "Radio Nine")),
     "Sourcing: 2 anonymous sources · 2 via Daily Bugle, Radio Nine"),
    # an outlet the article does not name counts, unnamed
    ((SourceCount(OUT, 1), SourceCount(OUT, 2, "Daily Bugle")), "Sourcing: 3 via Daily Bugle"),
    ((SourceCount(OUT, 1), SourceCount(OUT, 1)), "Sourcing: 2 via another outlet"),
    # the 14-label page of the issue: over the cap the merged piece names one outlet (fits: nothing dropped)
    (_MANY, "Sourcing: 7 on the record · 4 rep statements · 2 from social media · 8 commenters"
            " · 13 via Glossy Weekly +7 · 3 court/police records"),
    # still too long: the least weighty pieces go (commenters, then posts), "+N more" counts their sources
    (_MANY[:4] + (SourceCount(OUT, 13, "The Extremely Long Name Of A Weekly Magazine"),
                  SourceCount(Sourcing.COURT_RECORD, 3)),
     "Sourcing: 7 on the record · 4 rep statements · 13 via The Extremely Long Name Of A Weekly Magazine"
     " · 3 court/police records · +10 more"),
    # an unattributed count (a summary built elsewhere) is the first to go, not an error
    ((SourceCount(Sourcing.UNATTRIBUTED, 5),) + _MANY[:4] + (
        SourceCount(OUT, 13, "The Extremely Long Name Of A Weekly Magazine"), SourceCount(Sourcing.COURT_RECORD, 3)),
     "Sourcing: 7 on the record · 4 rep statements · 13 via The Extremely Long Name Of A Weekly Magazine"
     " · 3 court/police records · +15 more"),
]


def test_every_label_kind_has_a_place_in_the_drop_order() -> None:
    assert {s.value for s in Sourcing} | {"social_commenters"} == set(VERDICT_DROP_FIRST)


@pytest.mark.parametrize(("counts", "line"), VERDICT_CASES)
def test_verdict_line_is_one_short_line(counts: tuple[SourceCount, ...], line: str) -> None:
    summary = SourcingSummary(counts, rests_on=Sourcing.ANONYMOUS, denial="")
    shown = sourcing_lines(summary)
    assert shown == [line, "Rests on an unnamed source.", "A denial is included."]  # the flags stay, uncut
    assert len(shown[0]) <= VERDICT_MAX


def test_the_cap_is_presentation_only() -> None:
    summary = SourcingSummary(_MANY, rests_on=Sourcing.OTHER_OUTLET, rests_via="Daily Bugle")
    assert SourcingSummary.from_json(json.loads(json.dumps(summary.to_json()))) == summary  # every count kept
    assert len(summary.to_json()["counts"]) == 14
    recap = replace(_recap(), sourcing=summary)
    line = sourcing_lines(summary)[0]
    assert line in render_text(recap, color=False)
    assert line in render_markdown(recap).replace("\\", "")
    assert any(line in f["value"] for f in recap_embed(recap)["fields"])
    blocks, _ = recap_blocks(recap)
    assert any(line in e["text"] for b in blocks if b["type"] == "context" for e in b["elements"])
    embed = digest_embed(Digest(generated_at=NOW, window=timedelta(hours=24), stories=(_story(summary),), tz="UTC"))
    assert line in embed["fields"][0]["value"] and "Rests on another outlet's report (Daily Bugle)." in embed[
        "fields"][0]["value"]


def test_every_renderer_shows_tags_and_verdict() -> None:
    recap = _recap()
    assert recap.sourcing is not None and all(b.sourcing is not None for b in recap.summary)
    verdict = sourcing_lines(recap.sourcing)[0]
    assert verdict.startswith("Sourcing: ")
    text = render_text(recap, color=False)
    assert verdict in text and "(anonymous source)" in text
    md = render_markdown(recap)
    assert "**Sourcing: " in md and "*(anonymous source)*" in md
    embed = recap_embed(recap)
    field = next(f for f in embed["fields"] if f["name"] == "Sourcing")
    assert field["value"].startswith("Sourcing: ") and "anonymous source" in embed["description"]
    blocks, _ = recap_blocks(recap)
    contexts = [e["text"] for b in blocks if b["type"] == "context" for e in b["elements"]]
    assert any(t.startswith("*Sourcing: ") for t in contexts)


def test_platform_limits_hold_with_sourcing() -> None:
    recap = _recap(pad=400)
    embed = recap_embed(recap)
    assert embed_size(embed) <= 6000 and len(embed["description"]) <= 4096
    assert all(len(f["value"]) <= 1024 and len(f["name"]) <= 256 for f in embed["fields"])
    assert "@everyone" not in json.dumps(embed)
    blocks, fallback = recap_blocks(recap)
    assert len(blocks) <= 50 and len(fallback) <= 3000
    for b in blocks:
        texts = [b["text"]["text"]] if "text" in b else [e["text"] for e in b.get("elements", [])]
        assert all(len(t) <= 3000 for t in texts)


def test_json_contract_carries_labels_and_round_trips() -> None:
    recap = _recap()
    d = json.loads(json.dumps(recap.to_json()))
    assert all(b["sourcing"] in {s.value for s in Sourcing} for b in d["summary"])
    assert all(q["sourcing"] in {s.value for s in Sourcing} for q in d["quotes"])
    assert {q["via"] for q in d["quotes"] if q["sourcing"] == "social"} >= {"Instagram"}
    assert set(d["sourcing"]) == {"counts", "rests_on", "rests_via", "denial"}
    assert {c["label"] for c in d["sourcing"]["counts"]} >= {"anonymous", "representative", "social"}
    back = recap_from_json(d)
    assert back.sourcing == recap.sourcing
    assert [(b.sourcing, b.via) for b in back.summary] == [(b.sourcing, b.via) for b in recap.summary]


def _story(sourcing: SourcingSummary | None) -> DigestStory:
    return DigestStory(key="k", title="Moss and Arora split", gist="They split.",
                       sources=(DigestSource("gossip.example", "https://gossip.example/moss"),), quote=None,
                       interest=2, people=(), first_seen=NOW - timedelta(hours=2), last_seen=NOW, sourcing=sourcing)


def test_digest_shows_each_storys_verdict() -> None:
    summary = SourcingSummary((SourceCount(Sourcing.ANONYMOUS, 1), SourceCount(Sourcing.OTHER_OUTLET, 1, EVIL)),
                              rests_on=Sourcing.ANONYMOUS)
    digest = Digest(generated_at=NOW, window=timedelta(hours=24), stories=(_story(summary), _story(None)),
                    tz="UTC")
    embed = digest_embed(digest)
    assert "Rests on an unnamed source." in embed["fields"][0]["value"]
    assert "Sourcing" not in embed["fields"][1]["value"] and "@everyone" not in embed["fields"][0]["value"]
    blocks, _ = digest_blocks(digest)
    contexts = [e["text"] for b in blocks if b["type"] == "context" for e in b["elements"]]
    assert sum("Sourcing: 1 anonymous source" in t for t in contexts) == 1
    assert all(len(t) <= 2000 for t in contexts)


async def test_digest_records_the_recaps_verdict(store) -> None:  # type: ignore[no-untyped-def]
    from bot.clock import FakeClock
    from bot.config import DigestSettings

    svc = DigestService(store, DigestSettings(), FakeClock(NOW))
    recap = _recap()
    await svc.record(platform="slack", workspace="T", channel="C", recap=recap, kind="post")
    rows = await store.list_digest_entries("slack", "T", "C", since=NOW - timedelta(days=1))
    assert rows[0].sourcing == recap.sourcing
    preview = await svc.preview("slack", "T", "C", NOW)
    assert preview.stories[0].sourcing == recap.sourcing


def test_a_quote_credited_to_nobody_says_unattributed_once() -> None:
    from dataclasses import replace
    recap = _recap()
    bare = replace(recap.key_quotes[0], speaker=None, sourcing=Sourcing.UNATTRIBUTED, via=None)
    named = replace(recap.key_quotes[0], speaker="Jolie Fairbanks", sourcing=Sourcing.REPRESENTATIVE, via=None)
    recap = replace(recap, key_quotes=(bare, named))
    shown = {
        "text": render_text(recap, color=False),
        "markdown": render_markdown(recap),
        "discord": json.dumps(recap_embed(recap), ensure_ascii=False),
        "slack": json.dumps(recap_blocks(recap)[0], ensure_ascii=False),
    }
    for name, out in shown.items():
        assert "\u2014 unattributed" in out, name
        assert "unattributed (unattributed)" not in out and "unattributed *(unattributed)*" not in out, name
        assert "unattributed \u00b7 unattributed" not in out and "unattributed \u00b7 _unattributed_" not in out, name
        assert "rep statement" in out, name  # a named speaker keeps its tag


@pytest.mark.parametrize(
    ("summary", "shown"),
    [
        # session 9 reader QA (tune latimes.com.bloomberg, CNN/DM 0005d614): without colour the count line ran on
        # into its flag ("... 1 court/police record A denial is included (X)."); each flag is a line of its own
        (SourcingSummary((SourceCount(R, 2),), denial="Ann Pope"),
         ["Sourcing: 2 on the record", "A denial is included (Ann Pope)."]),
        (SourcingSummary((SourceCount(OUT, 2, "Daily Bugle"),), rests_on=OUT, rests_via="Daily Bugle"),
         ["Sourcing: 2 via Daily Bugle", "Rests on another outlet's report (Daily Bugle)."]),
        (SourcingSummary((SourceCount(A, 1),), rests_on=A, denial=""),
         ["Sourcing: 1 anonymous source", "Rests on an unnamed source.", "A denial is included."]),
        # guard: no flag, one line
        (SourcingSummary((SourceCount(R, 1),)), ["Sourcing: 1 on the record"]),
    ],
)
def test_text_verdict_flags_are_lines_of_their_own(summary: SourcingSummary, shown: list[str]) -> None:
    lines = render_text(replace(_recap(), sourcing=summary), color=False).splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Sourcing: "))
    assert lines[start:start + len(shown)] == shown
    assert start + len(shown) == len(lines) or not lines[start + len(shown)].strip()
