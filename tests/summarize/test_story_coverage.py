"""What a reader needs from the extractive recap, on fictional articles: the whole story (both halves of a
two-part piece), allegations still attributed, no bullet opening with a dangling connective, and a headline that
is a gist rather than the title again when the title is only the truncated first sentence."""

from __future__ import annotations

import re
import time

import pytest

from bot.models import Article, Bullet, Quote, Recap
from bot.summarize.extractive import (
    TRIM_MARK,
    build_recap,
    derived_title,
    headline_candidates,
    segment,
    source_span,
    split_sentences,
    strip_connective,
    words_of,
)
from bot.text import stem
from bot.verify import verify_recap

TWO_PART = (
    "Singer Lola Brandt stormed out of the premiere of her documentary in Toronto on Thursday after a heated "
    "argument with her longtime producer, Martin Sayle.",
    "Witnesses said the pair exchanged words in the theatre lobby before Brandt left through a side door.",
    "The documentary, which follows Brandt on her first world tour, was meant to mark a new chapter for the singer.",
    'Sayle later told reporters that the evening had been "a misunderstanding between old friends."',
    "Brandt did not return for the screening, and her seat in the front row stayed empty all night.",
    "The film's distributor said the release date of the documentary would not change.",
    "It is not the first time the star has made headlines this month.",
    "Comedian Rory Blaise, who mocked the singer in a viral sketch last week, was confronted outside a Montreal "
    "comedy club on Saturday - and according to the comedian, it was Brandt's bodyguard who started it.",
    "Speaking on his podcast, Blaise alleged that the bodyguard grabbed his jacket and tried to take his camera.",
    '"He just came at me out of nowhere," Blaise claimed. "I thought he was going to break the lens."',
    "Blaise said he had filed a complaint with Montreal police on Sunday morning.",
    "A representative for the bodyguard's security firm denied that any physical contact had taken place.",
)
TWO_PART_QUOTES = (
    Quote("a misunderstanding between old friends.", "Martin Sayle", 4),
    Quote("He just came at me out of nowhere,", "Rory Blaise", 10),
    Quote("I thought he was going to break the lens.", "Rory Blaise", 10),
)

SOURCE_STORY = (
    "Television host Greta Moss and footballer Dane Ilford have quietly separated after four years of marriage.",
    "The couple were last seen together at a charity dinner in Manchester in early March.",
    "Moss has since been spotted without her wedding ring at several public events.",
    "But a source close to the couple told Starwatch that the pair had been living apart since the spring.",
    "And the insider added that Ilford had already moved into a flat near his club's training ground.",
    "However, friends of Moss insist the split was amicable and that the pair remain on good terms.",
    "Neither Moss nor Ilford has commented on the reports.",
)

STATEMENT_ONLY = (
    "Actor Felix Varga has issued a statement after he was photographed leaving a London hospital on Monday.",
    'In a statement released by his publicist, Varga said: "I was treated for a minor injury sustained on set. '
    'I am doing well and will be back at work next week. Thank you all for the kind messages."',
    "Production on his new thriller, Night Harbour, has been paused for three days while he recovers.",
    "The studio said the rest of the shooting schedule would not be affected by the delay.",
)
STATEMENT_QUOTES = (
    Quote(
        "I was treated for a minor injury sustained on set. I am doing well and will be back at work next week. "
        "Thank you all for the kind messages.",
        "Felix Varga",
        2,
    ),
)

BRIEF = (
    "Model Ines Kova and rapper J-Vance were spotted holding hands at a Paris fashion show on Sunday.",
    "Neither has confirmed the relationship.",
)

_TOPICS = [
    ("Talk-show host Mira Quent", "the ratings of her late-night programme", "network executives"),
    ("Guitarist Oskar Lind", "a lawsuit over unpaid royalties", "his former record label"),
    ("Chef Paloma Reyes-Tan", "the closure of her restaurant in Lisbon", "the landlord of the building"),
    ("Skater Jonah Vell", "a new sponsorship deal worth millions", "a sportswear brand"),
]


def _long_paragraphs() -> tuple[str, ...]:
    """40 paragraphs in four distinct ten-paragraph parts (a round-up page)."""
    out: list[str] = []
    for who, what, other in _TOPICS:
        surname = who.split()[-1]
        out.append(f"{who} has been at the centre of {what} this week, with {other} now involved.")
        for k in range(1, 10):
            out.append(
                f"{surname} spoke about {what} for the {k + 1}th time on Tuesday, and {other} answered "
                f"with a statement of their own about the matter, number {k}."
            )
    return tuple(out)


def art(paras: tuple[str, ...], title: str = "", **kw: object) -> Article:
    return Article(source="https://gossip.example/x", url="https://gossip.example/x", title=title,
                   paragraphs=paras, **kw)  # type: ignore[arg-type]


def truncated_title(paras: tuple[str, ...], limit: int = 60) -> str:
    """What a text file without a title gets: the first sentence cut on a word boundary, plus "…"."""
    first = split_sentences(paras[0])[0]
    cut = first[:limit]
    return cut[: cut.rfind(" ")].rstrip(" ,") + "\u2026"


def check_well_formed(a: Article, r: Recap) -> None:
    assert 2 <= len(r.summary) <= 5 or len(a.paragraphs) <= 2
    last = (0, -1)
    for b in r.summary:
        para = a.paragraph(b.cites[0])
        span = source_span(b.text, para)
        assert span is not None, (b.text, para)
        here = (b.cites[0], para.find(span))
        assert here > last, "story order"
        last = here


_CONNECTIVE = re.compile(r"^(?:But|And|So|Yet|However,|Meanwhile,)\s")


def test_two_part_story_covers_both_halves_and_keeps_attribution() -> None:
    a = art(TWO_PART, title=truncated_title(TWO_PART))
    r = build_recap(a, TWO_PART_QUOTES)
    check_well_formed(a, r)
    half = len(TWO_PART) // 2
    assert any(b.cites[0] <= half for b in r.summary)
    # issue #11 dropped "cover every part" as a goal: the recap leads with what happened; a later part's claim,
    # when it is shown, stays attributed
    for b in r.summary:
        if "bodyguard" in b.text and ("grabbed" in b.text or "started it" in b.text):
            assert re.search(r"alleged|claimed|according to", b.text), b.text
    words = sum(len(words_of(b.text)) for b in r.summary)
    assert 40 <= words <= 130


def test_two_part_story_is_segmented_at_the_new_person() -> None:
    a = art(TWO_PART)
    from bot.summarize import extractive as ex

    sents = ex._sentences(a)
    ex._vectorize(sents, ex._idf(sents), ex.proper_terms(a.paragraphs))
    sections = segment(sents)
    assert len(sections) == 2
    assert sections[1].first in (7, 8)
    assert stem("Blaise") in sections[1].new_names


def test_headline_is_a_gist_when_the_title_is_the_truncated_first_sentence() -> None:
    a = art(TWO_PART, title=truncated_title(TWO_PART))
    assert derived_title(a)
    r = build_recap(a, TWO_PART_QUOTES)
    assert r.headline != a.title and not r.headline.endswith(TRIM_MARK)
    lead_words = words_of(TWO_PART[0])
    head_words = words_of(r.headline)
    assert 5 <= len(head_words) <= 30  # the lead whole up to 30 words, else a clause-boundary compression
    it = iter(lead_words)
    assert all(w in it for w in head_words), "the headline is the lead with parts cut, never new words"
    assert r.headline.startswith("Singer Lola Brandt stormed out of the premiere")


def test_real_title_stays_the_headline() -> None:
    a = art(TWO_PART, title="Lola Brandt storms out of her own premiere")
    assert not derived_title(a)
    assert build_recap(a, TWO_PART_QUOTES).headline == a.title


def test_source_story_strips_connectives_and_keeps_the_source() -> None:
    a = art(SOURCE_STORY, title="Greta Moss and Dane Ilford split")
    r = build_recap(a, ())
    check_well_formed(a, r)
    assert not any(_CONNECTIVE.match(b.text) for b in r.summary)
    texts = [b.text for b in r.summary]
    assert any(t.startswith("A source close to the couple told Starwatch") for t in texts), texts
    for t in texts:
        if "living apart" in t or "flat near" in t:
            assert re.search(r"source|insider", t)
    assert not any(t.startswith("Neither") for t in texts), "a no-comment line is not news"


def test_statement_only_story() -> None:
    a = art(STATEMENT_ONLY, title="Felix Varga issues statement after hospital visit")
    r = build_recap(a, STATEMENT_QUOTES)
    check_well_formed(a, r)
    assert [q.speaker for q in r.key_quotes] == ["Felix Varga"]
    assert any("Night Harbour" in b.text or "hospital" in b.text for b in r.summary)


def test_very_long_article_covers_its_parts_quickly() -> None:
    paras = _long_paragraphs()
    a = art(paras, title=truncated_title(paras))
    t0 = time.perf_counter()
    r = build_recap(a, ())
    assert time.perf_counter() - t0 < 2.0
    check_well_formed(a, r)
    assert sum(len(words_of(b.text)) for b in r.summary) <= 130
    assert r.headline != a.title


def test_two_paragraph_brief() -> None:
    a = art(BRIEF, title=truncated_title(BRIEF))
    r = build_recap(a, ())
    assert 1 <= len(r.summary) <= 2
    check_well_formed(a, r)
    assert any("Short article" in w for w in r.warnings)
    assert r.headline and r.headline != a.title


@pytest.mark.parametrize(
    ("paras", "quotes"),
    [(TWO_PART, TWO_PART_QUOTES), (SOURCE_STORY, ()), (STATEMENT_ONLY, STATEMENT_QUOTES), (_long_paragraphs(), ())],
)
def test_verify_recap_leaves_extractive_output_unchanged(paras: tuple[str, ...], quotes: tuple[Quote, ...]) -> None:
    a = art(paras, title=truncated_title(paras))
    r = build_recap(a, quotes)
    out = verify_recap(r, a, list(quotes))
    assert out.summary == r.summary and out.headline == r.headline and out.key_quotes == r.key_quotes
    assert out.warnings == r.warnings


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("But a source close to the couple told us they split.", "A source close to the couple told us they split."),
        ("However, friends insist the split was amicable.", "Friends insist the split was amicable."),
        ("And the insider added that he had moved out.", "The insider added that he had moved out."),
        ("Meanwhile, Lola Brandt was seen in Paris with friends.", "Lola Brandt was seen in Paris with friends."),
        ("So the pair decided to call it quits for good.", "The pair decided to call it quits for good."),
        ("So far, nobody has confirmed the split at all.", "So far, nobody has confirmed the split at all."),
        ("And then?", "And then?"),
        ("Butterfly Records signed the band on Friday night.", "Butterfly Records signed the band on Friday night."),
        ("But iPhone photos showed the couple together again.", "iPhone photos showed the couple together again."),
    ],
)
def test_strip_connective(text: str, expected: str) -> None:
    assert strip_connective(text) == expected


def test_headline_candidates_keep_attribution() -> None:
    s = ("Reality star Kim Vale's ex-husband hid money from her for years, according to court papers filed by "
         "her lawyers in Los Angeles on Friday.")
    assert all("according to" in c for c in headline_candidates(s))
    s2 = "Jason Scoop, who taunted the actor last week, was threatened on camera outside the actor's home."
    assert "Jason Scoop was threatened on camera outside the actor's home" in headline_candidates(s2)


def test_bullet_from_connective_sentence_still_cites_its_paragraph() -> None:
    a = art(SOURCE_STORY, title="Greta Moss and Dane Ilford split")
    r = build_recap(a, ())
    b = next(b for b in r.summary if b.text.startswith("A source"))
    assert isinstance(b, Bullet) and b.cites == (4,)
    assert source_span(b.text, a.paragraph(4)) == b.text[0].lower() + b.text[1:]
