"""The headline is not printed twice when it repeats the title; a bullet that lost a leading "But" still links to
its own sentence."""

from __future__ import annotations

from bot.models import Article, Bullet, Recap
from bot.render import citation_links, cited_sentence, show_headline
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
    assert show_headline(make("Star A split from chef B on Friday after\u2026", "Star A split from chef B"))


def test_text_and_markdown_print_a_repeated_headline_once() -> None:
    same = make("Star A splits from chef B", "Star A splits from chef B")
    assert render_text(same, color=False).count("Star A splits from chef B") == 1
    assert render_markdown(same).count("Star A splits from chef B") == 1
    other = make("Star A split from chef B on Friday after\u2026", "Star A split from chef B")
    text = render_text(other, color=False)
    assert "Star A split from chef B on Friday after\u2026" in text and "\nStar A split from chef B\n" in text
    assert "**Star A split from chef B**" in render_markdown(other)


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
