"""Fit an article into the LLM's input budget without cutting the story off mid-way.

Tokens are estimated at ~4 characters each (no tokenizer dependency). When the article is over budget, whole
paragraphs are chosen by relevance — the lead paragraphs first, then paragraphs holding quotations, then the ones
most about the story (sharing content words with the title and lead, and with the rest of the article) — and sent
under their ORIGINAL numbers, so the LLM's paragraph cites stay valid.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from bot.models import Quote
from bot.text import content_words

CHARS_PER_TOKEN = 4
LEAD_PARAGRAPHS = 2
PER_PARAGRAPH_OVERHEAD = 3  # "[12] " and the line break


def estimate_tokens(text: str) -> int:
    """Rough token count (~4 characters per token)."""
    return (len(text) + CHARS_PER_TOKEN - 1) // CHARS_PER_TOKEN


def _relevance(paragraphs: Sequence[str], title: str) -> list[float]:
    """How much each paragraph is about the story: share of its content words found in the title and lead,
    plus a smaller term for sharing words with the rest of the article (boilerplate repeats itself, so that
    alone would favour it)."""
    words = [content_words(p) for p in paragraphs]
    lead = content_words(title).union(*words[:LEAD_PARAGRAPHS])
    df: Counter[str] = Counter()
    for ws in words:
        df.update(ws)
    others = max(1, len(paragraphs) - 1)
    out = []
    for ws in words:
        if not ws:
            out.append(0.0)
            continue
        about_story = len(ws & lead) / len(ws)
        central = sum(df[w] - 1 for w in ws) / (len(ws) * others)
        out.append(about_story + 0.25 * central)
    return out


def select_paragraphs(
    paragraphs: Sequence[str], quotes: Sequence[Quote], budget_tokens: int, *, title: str = ""
) -> list[int]:
    """1-based numbers of the paragraphs to send, in article order, whose estimated size fits ``budget_tokens``.

    Everything when it all fits. Paragraph 1 is always kept: when it alone is over budget it is returned alone
    (the caller shortens its text).
    """
    if not paragraphs:
        return []
    costs = [estimate_tokens(p) + PER_PARAGRAPH_OVERHEAD for p in paragraphs]
    if sum(costs) <= budget_tokens:
        return list(range(1, len(paragraphs) + 1))
    if costs[0] >= budget_tokens:
        return [1]
    quoted = {q.paragraph for q in quotes}
    relevance = _relevance(paragraphs, title)

    def score(i: int) -> float:
        n = i + 1
        return (4.0 if n <= LEAD_PARAGRAPHS else 0.0) + (1.0 if n in quoted else 0.0) + relevance[i]

    chosen = [1]
    used = costs[0]
    for i in sorted(range(1, len(paragraphs)), key=lambda i: (-score(i), i)):
        if used + costs[i] <= budget_tokens:
            chosen.append(i + 1)
            used += costs[i]
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
