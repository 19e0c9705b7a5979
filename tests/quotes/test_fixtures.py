"""The user's Baldwins story (../shared) and the sample page: every quotation, with the right speaker."""

from __future__ import annotations

import re
from pathlib import Path

from bot.quotes import mine_quotes, speakers_in
from bot.text import normalize
from tests.support.shared import shared_file

SAMPLE = Path(__file__).resolve().parents[2] / "examples" / "sample-article.html"
COMMENTERS = {"a commenter", "a fan", "one person", "a viewer"}


def baldwins() -> list[str]:
    text = shared_file("fixtures", "baldwins.txt").read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.strip()]


def sample_paragraphs() -> list[str]:
    from lxml import html

    tree = html.fromstring(SAMPLE.read_text(encoding="utf-8"))
    return [p.text_content() for p in tree.xpath("//article//p[not(@class)]")]


def by_start(quotes: list[tuple[str, str | None]], start: str) -> list[str | None]:
    return [sp for text, sp in quotes if normalize(text).startswith(normalize(start))]


def test_baldwins_every_quote_and_speaker() -> None:
    paras = baldwins()
    qs = mine_quotes(paras)
    got = [(q.text, q.speaker) for q in qs]
    expected = [
        ("The Hilaria Show.", "Alec Baldwin"),
        ("No.", "Hilaria Baldwin"),
        ("OMG! When I'm talking, you're not talking.", "Hilaria Baldwin"),
        ("I'm sorry.", "Alec Baldwin"),
        ("No, when I'm talking, you're not talking,", "Hilaria Baldwin"),
        ("This is why we'll just have to cut him out of the show.", "Hilaria Baldwin"),
        ("Why? Why are you distracting me?", "Hilaria Baldwin"),
        ("Stop! Stop! You're annoying me.", "Hilaria Baldwin"),
        ("I'm gonna, like, walk out of this interview", "Hilaria Baldwin"),
        ("The part nobody saw", "Jason Scoop"),
        ("I'm not kidding you.", "Jason Scoop"),
        ("She's like, 'Oh my god, what are you doing?'", "Jason Scoop"),
        ("I yelled at my cameraman... 'Get this! Get this!'", "Jason Scoop"),
        ("And I was a little disappointed", "Jason Scoop"),
    ]
    for start, speaker in expected:
        assert by_start(got, start) == [speaker], start
    commenter_starts = ["I think he's just over her", "Wow! that was incredibly rude", "She definitely wants a show",
                        "She's very disrespectful"]
    for start in commenter_starts:
        [sp] = by_start(got, start)
        assert sp in COMMENTERS, (start, sp)
    assert len(qs) == len(expected) + len(commenter_starts)
    texts = [normalize(q.text) for q in qs]
    assert not any("cucumber lady" in t and len(t) < 30 for t in texts)
    assert "The Baldwins" not in texts
    assert all(normalize(q.text) in normalize(paras[q.paragraph - 1]) for q in qs)
    assert [q.paragraph for q in qs] == sorted(q.paragraph for q in qs)
    assert speakers_in(paras)[:3] == ["Alec Baldwin", "Hilaria Baldwin", "Jason Scoop"]


def test_sample_article_quotes() -> None:
    paras = sample_paragraphs()
    assert len(paras) == 10 and paras[0].startswith("Pop star Marnie Vale")
    got = [(q.text, q.speaker) for q in mine_quotes(paras)]
    texts = [normalize(t) for t, _ in got]
    assert "Glass Houses" not in texts
    assert "miserable" not in texts
    assert by_start(got, "Marnie and Theo have decided") == ["a representative for Vale"]
    assert by_start(got, "They barely saw each other") == ["a source close to the couple"]
    assert by_start(got, "Theo was filming in Canada") == ["a source close to the couple"]
    assert by_start(got, "I love her and I always will") == ["Theo Quill"]
    assert by_start(got, "Please be kind to her.") == ["Theo Quill"]
    assert by_start(got, "I'm doing fine, honestly.") == ["Marnie Vale"]
    assert by_start(got, "He told me he felt like a plus-one") == ["Dana Reyes"]
    assert by_start(got, "Honestly, good for her") == ["a commenter"]
    assert by_start(got, "I'm heartbroken, they were perfect") == ["a commenter"]
    assert len(got) == 9
    assert speakers_in(paras) == ["Marnie Vale", "Theo Quill", "Dana Reyes"]


def test_sample_paragraph_reader_sees_body_only() -> None:
    assert not any(re.search(r"Subscribe|Cookie|user123", p) for p in sample_paragraphs())
