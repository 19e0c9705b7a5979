"""Who the opening words of a sentence stand for, by the same people model the quote miner uses (:class:`Cast`).

``referents(paragraphs)`` maps (paragraph index, character offset) of each resolved mention to the name it stands
for: "he"/"she" (the latest person of that gender), "his wife" (the spouse), "the actress" (the person bound to that
description), "the company" (the company named before). Mentions the model cannot resolve are absent: callers treat
absence as "unsure".
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.quoting.miner import _mask
from bot.quoting.people import cast_of
from bot.text.quotes import find_spans

_RESOLVABLE = frozenset({"pronoun", "relation", "epithet", "person", "org", "orgname"})


def referents(paragraphs: Sequence[str]) -> dict[tuple[int, int], str]:
    """(0-based paragraph, start offset) -> the name a mention there stands for, for every resolved mention."""
    paras = [p or "" for p in paragraphs]
    cast = cast_of([_mask(p, find_spans(p)) for p in paras])
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
