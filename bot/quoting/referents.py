"""Who the opening words of a sentence stand for, by the same people model the quote miner uses (:class:`Cast`).

``referents(paragraphs)`` maps (paragraph index, character offset) of each resolved mention to the name it stands
for: "he"/"she" (the latest person of that gender), "his wife" (the spouse), "the actress" (the person bound to that
description), "the company" (the company named before). Mentions the model cannot resolve are absent: callers treat
absence as "unsure".
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.quoting.miner import masked_paragraphs
from bot.quoting.people import cast_of

_RESOLVABLE = frozenset({"pronoun", "relation", "epithet", "person", "org", "orgname"})


def referents(paragraphs: Sequence[str]) -> dict[tuple[int, int], str]:
    """(0-based paragraph, start offset) -> the name a mention there stands for, for every resolved mention."""
    cast = cast_of(masked_paragraphs(paragraphs))
    out: dict[tuple[int, int], str] = {}
    for pi, mentions in enumerate(cast.mentions):
        for mn in mentions:
            if mn.kind not in _RESOLVABLE:
                continue
            if mn.entity is not None:
                out[(pi, mn.start)] = cast.entities[mn.entity].name
            elif mn.kind in ("org", "orgname") and mn.speaker and mn.speaker[:1].isupper():
                out[(pi, mn.start)] = mn.speaker
    return out
