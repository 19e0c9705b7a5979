"""The one table of quotation marks: which mark opens, which closes it, and where each pair is used; and the
glyphs that mark list items.

Everything that needs to know a quotation mark (the quotation finder, the sentence splitter, the summarizer's
quoted-share measure, the speaker scanner) takes its characters from here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class MarkPair:
    open: str
    close: str
    double: bool
    langs: tuple[str, ...]  # where the pair is house style ("*": everywhere)


PAIRS: tuple[MarkPair, ...] = (
    MarkPair("\u201c", "\u201d", True, ("*",)),  # “…” English; also Spanish/French inner quotes
    MarkPair('"', '"', True, ("*",)),  # straight
    MarkPair("\u201e", "\u201c", True, ("de",)),  # „…“ German
    MarkPair("\u201e", "\u201d", True, ("de", "pl")),  # „…” (German pages typed with the English closer)
    MarkPair("\u00ab", "\u00bb", True, ("fr", "es", "de")),  # «…» French/Spanish (Swiss German)
    MarkPair("\u00bb", "\u00ab", True, ("de",)),  # »…« German books and magazines
    MarkPair("\u2018", "\u2019", False, ("*",)),  # ‘…’ British
    MarkPair("'", "'", False, ("*",)),  # straight single (apostrophes excluded by the finder)
    MarkPair("\u201a", "\u2018", False, ("de",)),  # ‚…‘ German inner
    MarkPair("\u2039", "\u203a", False, ("fr",)),  # ‹…›
    MarkPair("\u203a", "\u2039", False, ("de",)),  # ›…‹
)


# Unambiguous characters by role. "“" and "»"/"«" play both roles (German „…“ and »…«): the finder decides by context.
DOUBLE_OPEN = "\u201c\u201e\u00ab"
DOUBLE_CLOSE = "\u201d\u00bb"
SINGLE_OPEN = "\u2018\u201a\u2039"
SINGLE_CLOSE = "\u2019\u203a"
STRAIGHT = "\"'"
OPENERS = DOUBLE_OPEN + SINGLE_OPEN + STRAIGHT
CLOSERS = DOUBLE_CLOSE + SINGLE_CLOSE + STRAIGHT
ALL_MARKS = "".join(dict.fromkeys(p.open + p.close for p in PAIRS))
DOUBLE_MARKS = "".join(dict.fromkeys(p.open + p.close for p in PAIRS if p.double))
# the German closer "“" and reversed guillemets may close a span opened by their partner
CLOSES: dict[str, frozenset[str]] = {
    o: frozenset(p.close for p in PAIRS if p.open == o) for o in dict.fromkeys(p.open for p in PAIRS)
}


def _quoted_pattern() -> re.Pattern[str]:
    alts = []
    for p in PAIRS:
        if p.double:
            o, c = re.escape(p.open), re.escape(p.close)
            alts.append(f"{o}[^{c}]*{c}")
    return re.compile("|".join(alts))


# a double-quoted stretch in any house style: “…”, "…", „…“, „…”, «…», »…«
DOUBLE_QUOTED = _quoted_pattern()


# glyphs that mark a list item, a menu entry or a scoreboard note ("• Jones scored twice"): never inside running text
LIST_GLYPHS = "\u2022\u25cf\u25aa\u25a0\u25e6\u2023\u2043\u25b8\u25ba\u25b6\u27a4\u2713\u2714"
