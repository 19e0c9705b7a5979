"""Citation links: a URL that scrolls to (and highlights) the cited sentence, per the WICG Text Fragments spec.

    fragment_link("https://ex.com/a#top", "Pop star Marnie Vale split.")
    -> "https://ex.com/a#:~:text=Pop%20star%20Marnie%20Vale%20split."

Long sentences use the ``textStart,textEnd`` form (first and last few words), which keeps links short and still
matches when the middle of the sentence is rendered differently (inline links, italics). Every character that is not
an ASCII letter, digit or one of ``._~`` is percent-encoded — in particular ``-``, ``,`` and ``&``, which the spec's
directive syntax reserves, and all non-ASCII characters (as UTF-8).
"""

from __future__ import annotations

import re
from urllib.parse import quote

_WS = re.compile(r"\s+")
# Sentences longer than this many words are linked as textStart,textEnd.
LONG_SENTENCE_WORDS = 10
EDGE_WORDS = 4


def encode_fragment_text(text: str) -> str:
    """Percent-encode one text-fragment term (textStart / textEnd)."""
    return quote(text, safe="._~").replace("-", "%2D")


def _clean(sentence: str) -> str:
    return _WS.sub(" ", sentence).strip()


def fragment_directive(sentence: str) -> str:
    """``text=start[,end]`` for ``sentence`` (without the ``#:~:`` delimiter); empty if the sentence is blank."""
    words = _clean(sentence).split(" ")
    if not words or words == [""]:
        return ""
    if len(words) <= LONG_SENTENCE_WORDS:
        return "text=" + encode_fragment_text(" ".join(words))
    start = " ".join(words[:EDGE_WORDS])
    end = " ".join(words[-EDGE_WORDS:])
    return "text=" + encode_fragment_text(start) + "," + encode_fragment_text(end)


def fragment_link(url: str, sentence: str) -> str:
    """``url`` without its fragment, plus ``#:~:text=...`` pointing at ``sentence`` (just the URL if blank)."""
    base = url.split("#", 1)[0]
    directive = fragment_directive(sentence)
    if not directive:
        return base
    return f"{base}#:~:{directive}"
