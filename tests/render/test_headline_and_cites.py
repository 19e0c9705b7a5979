"""The headline is not printed twice when it repeats the title; a bullet that lost a leading "But" still links to
its own sentence."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from bot.models import Article, Bullet, Recap
from bot.render import citation_links, cited_sentence, recap_title, show_headline, shown_bullets, source_parts
from bot.render.discord import recap_embed
from bot.render.markdown import render_markdown
from bot.render.slack import recap_blocks
from bot.render.text import render_text

PARAS = (
    "Star A split from chef B on Friday after a row at a gala.",
    "Guests saw the row. But a source close to the couple told us the split had been coming for months.",
)


def make(title: str, headline: str) -> Recap:
    a = Article(source="https://gossip.example/s", url="https://gossip.example/s", title=title, paragraphs=PARAS)
    bullets = (Bullet(PARAS[0], (1,)), Bullet("A source close to the couple told us the split had been coming "
                                              "for months.", (2,)))
    return Recap(article=a, headline=headline, summary=bullets, quotes=(), key_quotes=(), engine="extractive")


def test_show_headline() -> None:
    assert not show_headline(make("Star A splits from chef B", "Star A splits from chef B"))
    assert not show_headline(make("Star A splits from chef B\u2026", "star a splits from chef b."))
    assert not show_headline(make("Star A splits", "  "))
    # a title that is only the cut first sentence gives way to the headline: it is the top line, not printed twice
    cut = make("Star A split from chef B on Friday after\u2026", "Star A split from chef B")
    assert not show_headline(cut) and recap_title(cut) == "Star A split from chef B"
    assert show_headline(make("Title here today", "Star A and chef B split"))


def test_text_and_markdown_print_a_repeated_headline_once() -> None:
    same = make("Star A splits from chef B", "Star A splits from chef B")
    assert render_text(same, color=False).count("Star A splits from chef B") == 1
    assert render_markdown(same).count("Star A splits from chef B") == 1
    other = make("Star A split from chef B on Friday after\u2026", "Star A split from chef B")
    text = render_text(other, color=False)
    assert "\u2026" not in text and text.startswith("Star A split from chef B\n")
    assert "**Star A split from chef B**" not in render_markdown(other)


def test_discord_and_slack_skip_a_repeated_headline() -> None:
    same = make("Star A splits from chef B", "Star A splits from chef B")
    assert "**Star A splits from chef B**" not in recap_embed(same).get("description", "")
    blocks, fallback = recap_blocks(same)
    assert fallback == "Star A splits from chef B"
    assert all("*Star A splits from chef B*" not in str(b) for b in blocks)
    other = make("Title here today", "Star A and chef B split")
    assert "**Star A and chef B split**" in recap_embed(other)["description"]
    assert recap_blocks(other)[1] == "Title here today: Star A and chef B split"


def test_capitalised_bullet_links_to_its_own_sentence() -> None:
    r = make("t", "h")
    b = r.summary[1]
    expected = "a source close to the couple told us the split had been coming for months."
    assert cited_sentence(r.article, b, 2) == expected
    (n, link), = citation_links(r, b)
    assert n == 2 and link is not None and "a%20source%20close" in link


@pytest.mark.parametrize(
    ("title", "headline", "first_bullet", "printed"),
    [
        # a text file: the title is the cut lead, the headline the lead whole, the first bullet the lead again
        ("Star A split from chef B on\u2026", "Star A split from chef B on Friday",
         "Star A split from chef B on Friday.", 1),
        # a page: its own title on top, the lead as the first bullet
        ("Exclusive: the split", "Exclusive: the split", "Star A split from chef B on Friday.", 1),
    ],
)
def test_no_renderer_prints_the_opening_twice(title: str, headline: str, first_bullet: str, printed: int) -> None:
    a = Article(source="s", url=None, title=title, paragraphs=("Star A split from chef B on Friday.", "More here."))
    r = Recap(article=a, headline=headline, summary=(Bullet(first_bullet, (1,)), Bullet("More here now.", (2,))),
              quotes=(), key_quotes=(), engine="extractive")
    assert render_text(r, color=False).count("Star A split from chef B on") == printed
    assert render_markdown(r).count("Star A split from chef B on") == printed
    embed = recap_embed(r)
    assert (embed["title"] + embed.get("description", "")).count("Star A split from chef B on") == printed
    blocks, _ = recap_blocks(r)
    assert str(blocks).count("Star A split from chef B on") == printed
    assert len(shown_bullets(r)) >= 1


CITE_PARAS = (
    "Star A split from chef B on Friday after a row at a gala.",
    "Guests saw the row from the bar.",
    "Chef B has since moved out of the flat they shared.",
)


@pytest.mark.parametrize(
    ("cites", "listed"),
    [
        # several bullets cite paragraph 1: the link list shows [1] once, the bullets keep their markers
        (((1,), (1,), (1,)), [1]),
        (((1,), (2, 1), (1, 3)), [1, 2, 3]),
        (((3,), (1,), (3,)), [3, 1]),
        # guards: distinct paragraphs each listed once, in the order the bullets cite them
        (((1,), (2,), (3,)), [1, 2, 3]),
        (((2,), (), (1,)), [2, 1]),
    ],
)
def test_link_list_shows_each_cited_paragraph_once(cites: tuple[tuple[int, ...], ...], listed: list[int]) -> None:
    a = Article(source="https://gossip.example/s", url="https://gossip.example/s", title="Star A splits",
                paragraphs=CITE_PARAS)
    bullets = tuple(Bullet(CITE_PARAS[c[0] - 1] if c else "Star A and chef B split.", c) for c in cites)
    r = Recap(article=a, headline="Star A splits", summary=bullets, quotes=(), key_quotes=(), engine="extractive")
    lines = render_text(r, color=False).splitlines()
    assert [int(x[1:x.index("]")]) for x in lines if x.startswith("[")] == listed
    markers = sum(len(c) for c in cites)
    assert sum(x.count("[") for x in lines if x[:1].isdigit()) == markers  # every bullet keeps its markers
    assert render_markdown(r).count("\\[") == markers
    assert len(re.findall(r"\[\d\]\(", recap_embed(r).get("description", ""))) == markers
    blocks, _ = recap_blocks(r)
    assert str(blocks).count("|[") == markers


@pytest.mark.parametrize(
    ("site", "author", "shown"),
    [
        # session 9 reader QA (tune economist.com.thinking: 'The Economist · The Economist'; new-set
        # pamelaandersonfoundation.org.yellow: 'Pamela Anderson · Pamela Anderson'): an author that is the site's
        # name again is shown once
        ("Velvet Rope", "Velvet Rope", ["Velvet Rope"]),
        ("VELVET ROPE", "Velvet Rope", ["VELVET ROPE"]),
        # guards: a different author, no site, no author
        ("Velvet Rope", "Mara Quill", ["Velvet Rope", "Mara Quill"]),
        (None, "Mara Quill", ["Mara Quill"]),
        ("Velvet Rope", None, ["Velvet Rope"]),
    ],
)
def test_an_author_that_is_the_site_is_shown_once(site: str | None, author: str | None, shown: list[str]) -> None:
    recap = make("Star A splits from chef B after gala row", "Star A splits from chef B")
    recap = replace(recap, article=replace(recap.article, site=site, author=author))
    assert source_parts(recap) == shown
    line = " \u00b7 ".join([*shown, "https://gossip.example/s"])
    assert line in render_text(recap, color=False)
