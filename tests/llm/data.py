"""A small fictional gossip story, its mined quotes and a well-behaved LLM answer, shared by the LLM tests.

The prompt lists the mined quotations by id in story order, so quotation id ``i`` is ``MINED[i - 1]`` here.
"""

from __future__ import annotations

from typing import Any

from bot.models import Article, Quote

PARAGRAPHS = (
    "Pop star Mara Vell and actor Tobin Reyes have split after three years together, their representatives "
    "confirmed on Monday.",
    "\u201cThey remain close friends and ask for privacy at this time,\u201d a spokesperson for Vell said in a "
    "statement.",
    "According to a source close to the couple, Reyes allegedly skipped Vell's album launch party in Lisbon last "
    "month.",
    "Reyes addressed the rumours on his podcast. \u201cI was filming in Prague, everyone knew that,\u201d he said. "
    "\u201cNobody skipped anything.\u201d",
    "Vell's sister, Dana Vell, posted a cryptic message on Instagram hours later: \u201cSome people show up, some "
    "people don't.\u201d",
    "The pair met on the set of the 2021 film Harbor Lights and got engaged in 2023.",
)

MINED = [
    Quote("They remain close friends and ask for privacy at this time,", "a spokesperson for Vell", 2),
    Quote("I was filming in Prague, everyone knew that,", "Tobin Reyes", 4),
    Quote("Nobody skipped anything.", "Tobin Reyes", 4),
    Quote("Some people show up, some people don't.", "Dana Vell", 5),
]


def article(paragraphs: tuple[str, ...] = PARAGRAPHS, **kw: Any) -> Article:
    base: dict[str, Any] = {
        "source": "https://gossip.example/vell-reyes",
        "url": "https://gossip.example/vell-reyes",
        "title": "Mara Vell and Tobin Reyes split",
        "paragraphs": paragraphs,
        "site": "Gossip Example",
    }
    base.update(kw)
    return Article(**base)


def good_answer(**over: Any) -> dict[str, Any]:
    ans: dict[str, Any] = {
        "headline": "Mara Vell and Tobin Reyes split after three years",
        "bullets": [
            {"text": "Mara Vell and Tobin Reyes have split after three years, their representatives confirmed.",
             "cites": [1]},
            {"text": "A source claimed Reyes skipped Vell's album launch party in Lisbon.", "cites": [3]},
            {"text": "Reyes said he was filming in Prague and denied skipping anything.", "cites": [4]},
            {"text": "Dana Vell posted a cryptic Instagram message hours later.", "cites": [5]},
        ],
        "key_quotes": [
            {"id": 3, "speaker": "Tobin Reyes"},  # Q3 = MINED[2], "Nobody skipped anything."
            {"id": 4, "speaker": "Dana Vell"},
        ],
    }
    ans.update(over)
    return ans
