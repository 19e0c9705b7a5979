"""The recap's shortcuts give what the computations they stand for give (sentences of our own)."""

from __future__ import annotations

import pytest

from bot.models import Article
from bot.summarize import extractive as ex
from bot.text import content_terms

ARTICLES = [
    ("Dana Reyes said on Monday. She left.", "", "Mr. J. K. Rowling wrote \u201cIt ends. Then it starts.\u201d Fine.",
     "It's Alec's turn\u2026 Then\u00a0the U.S. Open began!  What now?"),
    ("One paragraph only, without a full stop",),
    ("L'actrice a dit : \u00ab C'est fini. \u00bb Puis elle est partie.", "Ella dijo: \u2014Basta. Luego se fue."),
    (),
]


@pytest.mark.parametrize("paragraphs", ARTICLES)
def test_article_terms_are_the_terms_of_the_joined_paragraphs(paragraphs: tuple[str, ...]) -> None:
    assert ex._article_terms(paragraphs) == content_terms(" ".join(paragraphs))


SENTENCES = ["Sign up for our newsletter today.", "SUBSCRIBE NOW", "Photos: Getty Images", "Photograph: a credit",
             "Click here to read more.", "She said the story continues next week.", "Dana Reyes left the show.",
             "This article was updated on Monday.", "Terms of Service apply.", "We may earn a commission.",
             "Die Stra\u00dfe war voll, Cookie-Banner \u00fcberall.", "Scroll down for video", "photos:x"]


@pytest.mark.parametrize("sentence", SENTENCES)
def test_boilerplate_needles_never_skip_a_match(sentence: str) -> None:
    assert ex.is_boilerplate(sentence) == bool(ex._BOILERPLATE.search(sentence))


STORY = ("Singer Dana Reyes stormed out of the premiere in Toronto on Thursday after a row with producer Kit Vale.",
         "Witnesses said the pair argued in the lobby before Reyes left through a side door.",
         "Vale denied the claims in a statement, saying the evening had been a success.",
         "Reyes has not commented on Vale's statement.",
         "The documentary opens in cinemas next month, according to the studio.")


@pytest.mark.parametrize("title", ["Dana Reyes storms out of her premiere", ""])
def test_lazy_scores_are_the_eager_formula(title: str) -> None:
    article = Article(source="t", url=None, title=title, paragraphs=STORY)
    sentences = ex._sentences(article)
    ex._vectorize(sentences, ex._idf(sentences), ex.proper_terms(article.paragraphs))
    candidates = ex._score(sentences, article, [], ex.segment(sentences))
    cent = ex._lexrank([s.vector for s in sentences])
    title_vec = ex._tfidf(content_terms(title), ex._idf(sentences), ex.proper_terms(STORY)) if title else {}
    assert candidates
    for s in candidates:
        c = cent[s.index]
        t = ex._cosine(s.vector, title_vec) if title_vec else 0.0
        base = 0.40 * s.pos + 0.35 * c + 0.25 * t if title_vec else 0.55 * s.pos + 0.45 * c
        assert s.score == base * s.quality
        assert s.local == (0.55 * s.local_pos + 0.45 * c) * s.quality
    assert all(s.score == 0.0 and s.local == 0.0 for s in sentences if s not in candidates)


NEWS = ["She denied it.", "DENIES the claim", "He responded on Monday.", "Vale hit back at critics.",
        "In a Statement, X", "The spokeswoman said", "Her attorney said", "He was Arrested.", "It was ruled out.",
        "Police are investigating.", "She apologised.", "He now faces charges.", "She has since moved.",
        "He later told us.", "A quiet day.", "Sudden garden"]


@pytest.mark.parametrize("sentence", NEWS)
def test_next_news_needles_never_skip_a_match(sentence: str) -> None:
    found = ex._search(ex._NEXT_NEWS, sentence, ex._NEXT_NEWS_NEEDLES)
    assert (found.span() if found else None) == (m.span() if (m := ex._NEXT_NEWS.search(sentence)) else None)


CONTACTS = ["Mail tips@example.com now.", "See https://x.example", "Visit WWW.EXAMPLE.COM", "Call 555-123-4567.",
            "Call (555) 123 4567", "Tel 01632 960 961", "In 2024 she won 3 awards.", "No contact here.",
            "+44 555.123.4567", "Room 12 34 56"]


@pytest.mark.parametrize("text", CONTACTS)
def test_contact_pre_test_never_skips_a_match(text: str) -> None:
    assert ex._contact(text) == bool(ex._CONTACT.search(text))
