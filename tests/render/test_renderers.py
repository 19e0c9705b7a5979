from __future__ import annotations

import re
from datetime import date
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.models import Article, Bullet, Quote, Recap
from bot.render.discord import embed_size, error_text, recap_embed
from bot.render.markdown import render_markdown
from bot.render.slack import recap_blocks
from bot.render.text import render_text

HOSTILE = [
    "@everyone", "@here", "<@123>", "<@!123>", "<@&456>", "<#789>", "<!channel>", "<!here>", "<!everyone>",
    "<@U123ABC>", "<!subteam^S123>", "*bold* [x](http://evil)",
]
DISCORD_PING = re.compile(r"@(everyone|here)\b|<@[!&]?\d+>|<#\d+>", re.IGNORECASE)
SLACK_PING = re.compile(r"<!(everyone|channel|here|subteam)|<@[UW]|@(everyone|here|channel)\b", re.IGNORECASE)


def recap(
    *,
    title: str = "Star splits from chef",
    paragraphs: tuple[str, ...] = ("Star A split from chef B on Friday.", "Friends claimed it was over debts."),
    bullets: tuple[Bullet, ...] | None = None,
    quotes: tuple[Quote, ...] = (Quote("We are done and I am fine with it.", "Star A", 2),),
    url: str | None = "https://gossip.example/star?utm_source=x",
    canonical: str | None = "https://gossip.example/star",
    warnings: tuple[str, ...] = (),
    headline: str = "Star A and chef B split",
) -> Recap:
    a = Article(source=url or "stdin", url=url, title=title, paragraphs=paragraphs, canonical_url=canonical,
                site="Gossip Daily", author="Jo Writer", published=date(2026, 11, 20))
    if bullets is None:
        bullets = tuple(Bullet(p, (i,)) for i, p in enumerate(paragraphs, start=1))
    return Recap(article=a, headline=headline, summary=bullets, quotes=quotes, key_quotes=quotes,
                 engine="extractive", warnings=warnings)


def all_strings(obj: Any) -> list[str]:
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [s for v in obj.values() for s in all_strings(v)]
    if isinstance(obj, list | tuple):
        return [s for v in obj for s in all_strings(v)]
    return []


def assert_discord_ok(e: dict[str, Any]) -> None:
    assert len(e["title"]) <= 256
    assert len(e.get("description", "")) <= 4096
    assert len(e.get("fields", [])) <= 25
    for f in e.get("fields", []):
        assert 0 < len(f["name"]) <= 256 and 0 < len(f["value"]) <= 1024
    assert len(e["footer"]["text"]) <= 2048
    assert embed_size(e) <= 6000
    for s in all_strings(e):
        assert not DISCORD_PING.search(s), s


def assert_slack_ok(blocks: list[dict[str, Any]], fallback: str) -> None:
    assert 1 <= len(blocks) <= 50
    for b in blocks:
        if b["type"] == "header":
            assert b["text"]["type"] == "plain_text" and len(b["text"]["text"]) <= 150
        elif b["type"] == "section":
            assert len(b["text"]["text"]) <= 3000
        elif b["type"] == "context":
            assert all(len(el["text"]) <= 3000 for el in b["elements"])
    assert len(fallback) <= 3000
    for s in [*all_strings(blocks), fallback]:
        assert not SLACK_PING.search(s), s


def test_discord_embed_structure() -> None:
    r = recap()
    e = recap_embed(r)
    assert e["title"] == "Star splits from chef"
    assert e["url"] == "https://gossip.example/star"
    desc = e["description"]
    assert desc.startswith("**Star A and chef B split**")
    assert "\u2022 Star A split from chef B on Friday. [1](https://gossip.example/star#:~:text=Star%20A%20split" in desc
    assert "[2](https://gossip.example/star#:~:text=Friends%20claimed" in desc
    assert e["fields"] == [{"name": "\u2014 Star A", "value": "\u201cWe are done and I am fine with it.\u201d",
                            "inline": False}]
    assert e["footer"]["text"] == "Gossip Daily \u00b7 Jo Writer \u00b7 2026-11-20 \u00b7 extractive"
    assert_discord_ok(e)


def test_no_url_means_no_links() -> None:
    r = recap(url=None, canonical=None)
    e = recap_embed(r)
    assert "url" not in e and "](" not in e["description"] and "[1]" in e["description"]
    blocks, _ = recap_blocks(r)
    assert "<http" not in str(blocks)
    assert "](" not in render_markdown(r)


def test_slack_blocks_structure() -> None:
    blocks, fallback = recap_blocks(recap(warnings=("Short article.",)))
    types = [b["type"] for b in blocks]
    assert types == ["header", "section", "context", "section", "context"]
    assert blocks[0]["text"]["text"] == "Star splits from chef"
    body = blocks[1]["text"]["text"]
    assert body.startswith("*Star A and chef B split*\n\u2022 Star A split from chef B on Friday. <https://")
    assert "|[2]>" in body
    assert "Gossip Daily \u00b7 Jo Writer \u00b7 2026-11-20 \u00b7 extractive" in blocks[2]["elements"][0]["text"]
    assert blocks[3]["text"]["text"] == "> We are done and I am fine with it.\n\u2014 Star A"
    assert "Short article." in blocks[4]["elements"][0]["text"]
    assert fallback == "Star splits from chef: Star A and chef B split"


def test_text_and_markdown() -> None:
    r = recap(warnings=("Thin page",))
    plain = render_text(r, color=False)
    assert plain.splitlines()[0] == "Star splits from chef"
    assert "Gossip Daily \u00b7 Jo Writer \u00b7 2026-11-20 \u00b7 https://gossip.example/star" in plain
    assert "1. Star A split from chef B on Friday. [1]" in plain
    assert "\u201cWe are done and I am fine with it.\u201d \u2014 Star A" in plain
    assert "\u26a0 Thin page" in plain and "\x1b[" not in plain
    colored = render_text(r, color=True)
    assert "\x1b[" in colored and "Star A split from chef B" in colored
    md = render_markdown(r)
    assert md.startswith("# [Star splits from chef](https://gossip.example/star)\n")
    assert "1. Star A split from chef B on Friday. [\\[1\\]](https://gossip.example/star#:~:text=" in md
    assert "> \u2014 Star A" in md


def test_terminal_output_strips_escape_sequences() -> None:
    r = recap(title="Evil \x1b[2J\x1b]0;pwned\x07 title", headline="[bold red]not markup[/]")
    out = render_text(r, color=True)
    assert "\x1b[2J" not in out and "\x07" not in out
    assert "[bold red]not markup[/]" in out


def test_limits_at_the_edges() -> None:
    huge_paras = tuple(f"Paragraph {i} says something long about the star " * 20 for i in range(300))
    r = recap(
        title="T" * 10_000,
        paragraphs=huge_paras,
        bullets=tuple(Bullet(p * 3, tuple(range(1, 300, 7))) for p in huge_paras[:5]),
        quotes=tuple(Quote("q " * 2500, "S" * 400, i) for i in range(1, 6)),
        headline="H " * 3000,
        warnings=tuple("w" * 2000 for _ in range(5)),
    )
    assert_discord_ok(recap_embed(r))
    assert_slack_ok(*recap_blocks(r))
    assert recap_embed(r)["title"].endswith("\u2026")


def test_hostile_text_never_pings() -> None:
    evil = " ".join(HOSTILE)
    r = recap(
        title=evil,
        paragraphs=(evil + " one.", evil + " two."),
        quotes=(Quote(evil, evil, 1),),
        headline=evil,
        warnings=(evil,),
        url="https://gossip.example/<@123>/@everyone|x>",
        canonical=None,
    )
    e = recap_embed(r)
    assert_discord_ok(e)
    assert "<@123>" not in str(e) and "[x](http://evil)" not in e["description"]
    assert_slack_ok(*recap_blocks(r))
    assert not DISCORD_PING.search(render_markdown(r))
    assert not DISCORD_PING.search(error_text(evil))


_piece = st.sampled_from(list("abcXYZ @<>!&#*_|[]()-,.\n\u201c\u201d") + HOSTILE + ["everyone", "here", "U12"])
_text = st.lists(_piece | st.text(max_size=30), max_size=60).map("".join)


@st.composite
def recaps(draw: st.DrawFn) -> Recap:
    paras = tuple(draw(st.lists(_text, min_size=1, max_size=8)))
    n = len(paras)
    bullets = tuple(
        Bullet(draw(_text), tuple(draw(st.lists(st.integers(1, n), min_size=1, max_size=3))))
        for _ in range(draw(st.integers(0, 5)))
    )
    quotes = tuple(
        Quote(draw(_text), draw(st.none() | _text), draw(st.integers(1, n))) for _ in range(draw(st.integers(0, 5)))
    )
    url = draw(st.none() | st.sampled_from(["https://ex.com/a", "http://ex.com/<@1>?q=a&b=@here", "ftp://x"]))
    return recap(title=draw(_text), paragraphs=paras, bullets=bullets, quotes=quotes, url=url, canonical=None,
                 headline=draw(_text), warnings=tuple(draw(st.lists(_text, max_size=3))))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(recaps())
def test_random_recaps_within_limits_and_mention_free(r: Recap) -> None:
    assert_discord_ok(recap_embed(r))
    assert_slack_ok(*recap_blocks(r))
