"""Scoring mined quotes against a labelled set: precision/recall by normalised text, speaker accuracy."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.models import Quote
from bot.textnorm import normalize

# members of the public are interchangeable labels: "a fan" for "a commenter" is not a wrong speaker
COMMENTERS = frozenset({"a commenter", "a fan", "a viewer", "a follower", "a critic", "a user", "a reader"})


def same_speaker(expected: str | None, got: str | None) -> bool:
    return expected == got or (expected in COMMENTERS and got in COMMENTERS)


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
