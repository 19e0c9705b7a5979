"""Text normalisation: the form every verbatim check compares.

A quote is "verbatim" when ``normalize(quote)`` is a substring of ``normalize(paragraph)``: typographic quote marks and
apostrophes are folded to ASCII, dashes and ellipses to ASCII forms, and runs of whitespace to one space.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache
from typing import Literal

_FOLD = str.maketrans(
    {
        "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'", "\u00b4": "'", "`": "'",
        "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"', "\u00ab": '"', "\u00bb": '"',
        "\u2039": "'", "\u203a": "'",
        "\u2013": "-", "\u2014": "-", "\u2012": "-", "\u2015": "-", "\u2212": "-",
        "\u00a0": " ", "\u2009": " ", "\u200a": " ", "\u202f": " ", "\u2007": " ",
        "\u200b": "", "\u200c": "", "\u200d": "", "\ufeff": "", "\u00ad": "",
    }
)
_WS = re.compile(r"\s+")
# Sentences and paragraphs recently normalised: the miner and the recap's filters each normalise the same texts
# (a recap asks about every sentence four or five times).
_NORMALIZED_CACHE = 4096


@lru_cache(maxsize=_NORMALIZED_CACHE)
def normalize(text: str) -> str:
    """Fold quote marks, dashes and whitespace so that verbatim checks ignore typography."""
    t = unicodedata.normalize("NFC", text).translate(_FOLD).replace("\u2026", "...")
    return _WS.sub(" ", t).strip()


def strip_marks(text: str, form: Literal["NFD", "NFKD"] = "NFKD") -> str:
    """``text`` decomposed (compatibility forms too by default) without its combining marks: "Gráfica" -> "Grafica".
    The one home of accent folding (stories' keys, citations' find text, the tagger's names, shown site names)."""
    return "".join(c for c in unicodedata.normalize(form, text) if not unicodedata.combining(c))


def is_verbatim(span: str, paragraph: str) -> bool:
    """True when ``span`` (non-empty after normalising) occurs in ``paragraph``."""
    s = normalize(span)
    return bool(s) and s in normalize(paragraph)


# Characters whose lower case is longer, changes letter/digit class, or whose case mappings reach an ASCII letter
# ("ß", "İ", "ı", "ſ", the Kelvin sign, the "ff" ligatures ...): for them a case-insensitive regex and a search of the
# lower-cased text can disagree (derived by testing every code point above U+007F).
_CASE_UNSAFE = re.compile("[\u00df\u0130\u0131\u0149\u017f\u01f0\u1e96-\u1e9a\u1e9e\u212a\ufb00-\ufb06]")


def lowered_for_search(text: str) -> str | None:
    """``text.lower()`` when a case-sensitive search of a lower-case ASCII pattern in it finds exactly what the
    same pattern with ``re.IGNORECASE`` finds in ``text`` (much faster in ``re`` for long alternations); None when
    ``text`` holds a character for which that may not hold (then search ``text`` with the case-insensitive
    pattern)."""
    # (every such character is outside ASCII: an ASCII text, checked in C at memory speed, needs no scan)
    return text.lower() if text.isascii() or not _CASE_UNSAFE.search(text) else None


def may_hold(text: str, needles: Sequence[str], *, case_blind: bool = False) -> bool:
    """False only when no match of a pattern can be in ``text``: every match holds one of ``needles`` and ``text``
    holds none of them (the pre-test that spares a regex scan). ``case_blind``: for a case-insensitive pattern and
    lower-case needles, compared with the lower-cased text (always True where lower-casing is unsafe, see
    :func:`lowered_for_search`)."""
    if case_blind:
        low = lowered_for_search(text)
        if low is None:
            return True
        text = low
    return any(map(text.__contains__, needles))
