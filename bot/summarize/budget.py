"""Fit an article into the LLM's input budget without cutting the story off mid-way.

Tokens are estimated at ~4 characters each (no tokenizer dependency). When the article is over budget, whole
paragraphs are chosen by relevance — the lead paragraphs first, then paragraphs holding quotations, then the most
central ones (sharing the most content words with the rest of the article) — and sent under their ORIGINAL numbers,
so the LLM's paragraph cites stay valid.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from bot.models import Quote
from bot.verify import content_words

CHARS_PER_TOKEN = 4
LEAD_PARAGRAPHS = 2
PER_PARAGRAPH_OVERHEAD = 3  # "[12] " and the line break


def estimate_tokens(text: str) -> int:
    """Rough token count (~4 characters per token)."""
    return (len(text) + CHARS_PER_TOKEN - 1) // CHARS_PER_TOKEN


def _centrality(paragraphs: Sequence[str]) -> list[float]:
    """For each paragraph, the mean share of other paragraphs that contain each of its content words."""
    words = [content_words(p) for p in paragraphs]
    df: Counter[str] = Counter()
    for ws in words:
        df.update(ws)
    others = max(1, len(paragraphs) - 1)
    return [sum(df[w] - 1 for w in ws) / (len(ws) * others) if ws else 0.0 for ws in words]


def select_paragraphs(paragraphs: Sequence[str], quotes: Sequence[Quote], budget_tokens: int) -> list[int]:
    """1-based numbers of the paragraphs to send, in article order, whose estimated size fits ``budget_tokens``.

    Everything when it all fits. Never empty for a non-empty article: if even paragraph 1 is over budget it is
    returned alone (the caller shortens its text).
    """
    costs = [estimate_tokens(p) + PER_PARAGRAPH_OVERHEAD for p in paragraphs]
    if sum(costs) <= budget_tokens:
        return list(range(1, len(paragraphs) + 1))
    quoted = {q.paragraph for q in quotes}
    central = _centrality(paragraphs)

    def score(i: int) -> float:
        n = i + 1
        return (4.0 if n <= LEAD_PARAGRAPHS else 0.0) + (1.0 if n in quoted else 0.0) + central[i]

    chosen: list[int] = []
    used = 0
    for i in sorted(range(len(paragraphs)), key=lambda i: (-score(i), i)):
        if used + costs[i] <= budget_tokens:
            chosen.append(i + 1)
            used += costs[i]
    if not chosen and paragraphs:
        chosen = [1]
    return sorted(chosen)


def shorten(text: str, budget_tokens: int) -> str:
    """``text`` cut to about ``budget_tokens`` at the last sentence end (or word) that fits."""
    limit = max(1, budget_tokens) * CHARS_PER_TOKEN
    if len(text) <= limit:
        return text
    cut = text[:limit]
    end = max(cut.rfind(". "), cut.rfind("! "), cut.rfind("? "))
    if end > limit // 2:
        return cut[: end + 1]
    space = cut.rfind(" ")
    return cut[:space] if space > 0 else cut
