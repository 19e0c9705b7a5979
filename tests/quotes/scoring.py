"""Scoring mined quotes against a labelled set: precision/recall by normalised text, speaker accuracy, and the
speaker errors split into WRONG (a different person named, or a name where the label is None) and NONE (None where
a speaker was labelled). A wrong speaker is worse than None: users must be able to trust every attribution."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.models import Quote
from bot.text import normalize

# members of the public are interchangeable labels: "a fan" for "a commenter" is not a wrong speaker
COMMENTERS = frozenset({"a commenter", "a fan", "a viewer", "a follower", "a critic", "a user", "a reader"})
# a courtesy or academic title before a full name names the same person: "Prof Gavin Yamey" is "Gavin Yamey"
HONORIFICS = frozenset("dr prof professor mr mrs ms miss sir dame".split())


# an unnamed speaker's determiner: "one angry shareholder" is "an angry shareholder" (the miner writes "a"/"an")
INDEFINITE = frozenset("a an one".split())


def _bare(name: str | None) -> str | None:
    if name is None:
        return None
    words = name.split()
    while len(words) > 2 and words[0].lower().rstrip(".") in HONORIFICS:
        words = words[1:]
    if len(words) > 1 and words[0] in INDEFINITE:
        words = ["a", *words[1:]]
    return " ".join(words)


def same_speaker(expected: str | None, got: str | None) -> bool:
    return _bare(expected) == _bare(got) or (expected in COMMENTERS and got in COMMENTERS)


@dataclass
class Score:
    expected: int = 0
    found: int = 0
    matched: int = 0
    right: int = 0
    misses: list[str] = field(default_factory=list)
    extras: list[str] = field(default_factory=list)
    wrong: list[tuple[str, str | None, str | None]] = field(default_factory=list)

    def add(self, other: Score) -> None:
        self.expected += other.expected
        self.found += other.found
        self.matched += other.matched
        self.right += other.right
        self.misses += other.misses
        self.extras += other.extras
        self.wrong += other.wrong

    @property
    def precision(self) -> float:
        return self.matched / self.found if self.found else 1.0

    @property
    def recall(self) -> float:
        return self.matched / self.expected if self.expected else 1.0

    @property
    def speaker(self) -> float:
        """Speaker accuracy over matched quotes."""
        return self.right / self.matched if self.matched else 1.0

    @property
    def wrong_named(self) -> list[tuple[str, str | None, str | None]]:
        """Matched quotes given a name that is not the labelled speaker."""
        return [w for w in self.wrong if w[2] is not None]

    @property
    def none_given(self) -> list[tuple[str, str | None, str | None]]:
        """Matched quotes given None where a speaker was labelled."""
        return [w for w in self.wrong if w[2] is None]

    @property
    def wrong_rate(self) -> float:
        return len(self.wrong_named) / self.matched if self.matched else 0.0

    @property
    def none_rate(self) -> float:
        return len(self.none_given) / self.matched if self.matched else 0.0

    def figures(self) -> dict[str, float | int]:
        """The numbers the benchmark stores and prints."""
        return {"expected": self.expected, "found": self.found, "prec": round(self.precision, 3),
                "recall": round(self.recall, 3), "speaker": round(self.speaker, 3),
                "wrong": round(self.wrong_rate, 3), "none": round(self.none_rate, 3)}


def not_quote_keys(spans: Iterable[str]) -> frozenset[str]:
    """A page's not_quotes (spans in quotation marks that are nobody's words: titles, names, terms, scare quotes) as
    the keys a mined span is compared by. They are never expected quotations: the scorers take the expected set from
    the page's "quotes" alone, so a mined span equal to a not_quote is found and unmatched (an extra, a precision
    cost) and never a match; is_not_quote tells such a span apart (English key quotes, German batch 13's extras)."""
    return frozenset(_not_quote_key(t) for t in spans)


def is_not_quote(text: str, keys: frozenset[str], prefix: bool = False) -> bool:
    """With prefix, the keys are opening words (the multi-language labels' "start"), as a label is matched there."""
    key = _not_quote_key(text)
    return key in keys or prefix and any(key.startswith(k) for k in keys)


def _not_quote_key(text: str) -> str:
    return normalize(text).strip(" ,.")


def score_article(article: dict[str, Any], got: Sequence[Quote]) -> Score:
    expected = {normalize(q["text"]): q["speaker"] for q in article["quotes"]}
    found = {normalize(q.text): q.speaker for q in got}
    s = Score(expected=len(expected), found=len(found))
    for key, speaker in expected.items():
        if key not in found:
            s.misses.append(key)
            continue
        s.matched += 1
        if same_speaker(speaker, found[key]):
            s.right += 1
        else:
            s.wrong.append((key, speaker, found[key]))
    s.extras = [k for k in found if k not in expected]
    return s


def score_prefixes(prefixes: Sequence[tuple[str, str | None]], got: Sequence[Quote]) -> Score:
    """Score against quotes labelled by their opening words (for publishers' text kept outside the repo)."""
    found = {normalize(q.text): q.speaker for q in got}
    s = Score(expected=len(prefixes), found=len(found))
    for prefix, speaker in prefixes:
        key = normalize(prefix)
        hits = [(text, sp) for text, sp in found.items() if text.startswith(key)]
        if not hits:
            s.misses.append(key)
            continue
        s.matched += 1
        if same_speaker(speaker, hits[0][1]):
            s.right += 1
        else:
            s.wrong.append((hits[0][0], speaker, hits[0][1]))
    return s
