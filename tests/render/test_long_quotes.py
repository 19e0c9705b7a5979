"""A key quote longer than KEY_QUOTE_WORDS is shown as its opening whole sentences within that length, then " …",
by every renderer (render.quote_text); the shown words are a verbatim prefix of the quote. Sentences of our own."""

from __future__ import annotations

import json

import pytest

from bot.models import KEY_QUOTE_WORDS, Quote
from bot.render import quote_text
from bot.render.discord import recap_embed
from bot.render.markdown import render_markdown
from bot.render.slack import recap_blocks
from bot.render.text import render_text
from tests.render.test_renderers import recap

S20 = "We spent two long years rebuilding the studio with our own hands and every friend who could lift a brick."
S25 = ("The statutes that govern the new school are the fruit of a collective effort that drew on every one of our "
       "teachers, students and staff over many months.")
S25B = ("In the near future the four great institutions of the region will work side by side, and we will be proud "
        "to stand among them when that day comes.")
S70 = " ".join(["word"] * 69) + " end."
FR = ("La parution du décret constitue une avancée majeure pour nos équipes. Les statuts qui le régissent sont le "
      "fruit d’un travail collectif qui a mobilisé toutes nos communautés pendant des mois. La réforme du paysage "
      "universitaire à laquelle nous participons porte ses fruits : dans un futur proche, quatre grandes "
      "institutions structureront le paysage francilien, et nous serons fiers d’en être, avec nos partenaires.")
MR = ("Mr. Reed and I spoke for an hour about the album and the tour. " + S25 + " " + S25B)


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        # fail before: the whole quote was shown
        (f"{S20} {S25} {S25B}", f"{S20} {S25} \u2026"),
        (FR, FR[: FR.index("mois.") + len("mois.")] + " \u2026"),
        (MR, "Mr. Reed and I spoke for an hour about the album and the tour. " + S25 + " \u2026"),  # no cut at "Mr."
        # guards: within the length, or no sentence end to stop at, the quote is shown whole
        (f"{S20} {S25}", f"{S20} {S25}"),
        (f"{S70} {S20}", f"{S70} {S20}"),
        (f"{S20} {S25},", f"{S20} {S25}"),  # the dangling comma is still dropped
    ],
)
def test_long_key_quote_shows_its_opening_sentences(text: str, shown: str) -> None:
    q = Quote(text, "Mara Quill", 2)
    assert quote_text(q) == shown
    kept = shown.removesuffix(" \u2026")
    assert text.startswith(kept)  # verbatim: a prefix of the quote
    if shown != kept:
        assert len(kept.split()) <= KEY_QUOTE_WORDS
    r = recap(quotes=(q,))
    assert f"\u201c{shown}\u201d" in render_text(r, color=False)
    outputs = [render_markdown(r), json.dumps(recap_embed(r), ensure_ascii=False),
               json.dumps(recap_blocks(r)[0], ensure_ascii=False)]
    for out in outputs:
        assert kept.split()[-3] in out
        if shown != kept:
            assert "proud" not in out and "francilien" not in out and "\u2026" in out
