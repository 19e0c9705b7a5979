"""A passage of a written work the article quotes (a novel's line, an excerpt) is no key quote: it is nobody's words
of substance, though the miner may credit it to the book's author (CNN/DM tune 004971d0: a line of the plaintiff's
novel shown as her words). Sentences of our own; the cue is in the text that introduces the quotation."""

from __future__ import annotations

import pytest

from bot.models import Article, Quote
from bot.summarize.extractive import select_key_quotes

_LEAD = "Author Mara Quist says a rival copied her romance novel and sold it online."
_SAID = "'They took my characters and my plot and they sold them,' Quist said on Tuesday."
_STOLEN = "'I feel like my whole life has been stolen from me,' Quist said."

CASES: list[tuple[str, str, bool]] = [
    # fail before: the excerpt was a key quote credited to the author
    ("a line in chapter one, introduced with a colon",
     "Her book, for example, contained this line in chapter one: 'For six years he had watched the harbour lights "
     "and waited for her ship to come in.'", False),
    ("the passage reads,",
     "The passage reads, 'For six years he had watched the harbour lights and waited for her ship to come in.'", False),
    ("an excerpt, as she posted it:",
     "Here is an excerpt, as Quist posted it online: 'For six years he had watched the harbour lights and waited.'",
     False),
    # guards: a statement read out is its owner's; a novel named in the sentence of a spoken tag; a chapter named in
    # an earlier sentence of the paragraph
    ("her statement reads:",
     "Her statement reads: 'For six years I watched my work be copied and I waited for somebody to act on it.'", True),
    ("a novel mentioned in a sentence with a speech verb after the quotation",
     "'For six years I wrote the novel every night after my children slept,' Quist said of the chapter.", True),
    ("a chapter named in the sentence before the one that introduces the quotation",
     "She wrote the last chapter in a week. She told reporters: 'For six years I had waited to write that ending.'",
     True),
]


@pytest.mark.parametrize(("case", "para", "key"), CASES, ids=[c[0] for c in CASES])
def test_book_excerpt_is_no_key_quote(case: str, para: str, key: bool) -> None:
    paras = (_LEAD, _SAID, para, _STOLEN)
    article = Article(source="test", url=None, title="Author says rival copied her novel", paragraphs=paras)
    excerpt = para[para.index("For six") : para.rindex("'")]
    quotes = [Quote(text=_SAID[1 : _SAID.index(",'")], speaker="Mara Quist", paragraph=2),
              Quote(text=excerpt, speaker="Mara Quist", paragraph=3)]  # as the miner credits it (it may)
    keys = select_key_quotes(article, quotes, n=5)
    assert (quotes[1] in keys) is key, case
