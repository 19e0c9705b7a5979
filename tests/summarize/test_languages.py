"""The extractive recap on German, French and Spanish articles of our own: verbatim bullets, quotes seen as quotes."""

from __future__ import annotations

import pytest

from bot.models import Article
from bot.quotes import mine_quotes
from bot.summarize.extractive import build_recap, quoted_fraction
from bot.text import is_verbatim

ARTICLES = {
    "de": [
        "Die Sängerin Mara Lindqvist und der Schauspieler Jonas Brandt haben sich nach sieben Jahren getrennt.",
        "„Wir bleiben Freunde. Es war eine gemeinsame Entscheidung“, sagte Lindqvist am Montag dem Magazin Bunte.",
        "Ein Insider berichtete, das Paar habe sich schon im Frühjahr auseinandergelebt.",
        "Brandt dreht derzeit in Wien einen neuen Kinofilm und äußerte sich bisher nicht zu der Trennung.",
    ],
    "fr": [
        "La chanteuse Mara Lindqvist et l'acteur Jonas Brandt se sont séparés après sept ans de vie commune.",
        "« Nous restons amis. C'était une décision commune », a déclaré Lindqvist lundi au magazine Gala.",
        "Une source proche du couple assure que les deux stars s'étaient éloignées depuis le printemps.",
        "Brandt tourne actuellement un film à Vienne et ne s'est pas encore exprimé sur la rupture.",
    ],
    "es": [
        "La cantante Mara Lindqvist y el actor Jonas Brandt se separaron tras siete años de relación.",
        "«Seguimos siendo amigos. Fue una decisión de los dos», dijo Lindqvist el lunes a la revista Hola.",
        "Una fuente cercana a la pareja aseguró que ambos se habían distanciado desde la primavera.",
        "Brandt rueda actualmente una película en Viena y todavía no se ha pronunciado sobre la ruptura.",
    ],
}


@pytest.mark.parametrize("lang", sorted(ARTICLES))
def test_recap_in_language(lang: str) -> None:
    paras = ARTICLES[lang]
    article = Article(source="t", url=None, title="Trennung", paragraphs=tuple(paras), lang=lang)
    quotes = mine_quotes(article.paragraphs)
    assert [q.paragraph for q in quotes] == [2]
    assert quoted_fraction(paras[1]) > 0.5  # „…“ and «…» count as quotation
    recap = build_recap(article, quotes)
    assert 2 <= len(recap.summary) <= 5
    for b in recap.summary:
        text = b.text.removesuffix("\u2026")
        assert any(is_verbatim(text[:1].lower() + text[1:], paras[c - 1]) or is_verbatim(text, paras[c - 1])
                   for c in b.cites)
