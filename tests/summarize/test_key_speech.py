"""A key quote is shown as someone's words, so it must read as speech (issue 12: "No song/film/book title appears as a
key quote"). A quotation the article credits to nobody is a key quote only when it reads as a statement (a finite
verb, a pronoun of speech, a contraction: extractive.reads_as_speech); without one it is a name, a label or a
headline in marks (tune cnndm 00385e53: a documentary's name, "At one with the sea"; tune check3 ap_meta_refresh: a
poster's line, "Seddique Mateen: the real leader of the Afghan people."). A quotation whose every word is capitalised
(but a title's small words) is a work's title up to [titles] max_words words, not only up to 8 (tune economist.com:
"Superminds: The Surprising Power of People and Computers Thinking Together"). Sentences of our own. A known limit:
the verb pattern takes a plural noun for a verb ("boats"), so "the voice of the harbour and its boats" still passes."""

from __future__ import annotations

import pytest

from bot.models import Article, Quote
from bot.summarize.extractive import reads_as_speech, select_key_quotes

_LEAD = "The harbour town of Kelby voted on Tuesday to close its old lifeboat station after 140 years."
_SAID = "'We have saved hundreds of lives from this station and we will keep saving them,' coxswain Mara Quist said."

# (case, the paragraph that holds the quotation, the quotation, its credit, shown as a key quote)
CASES: list[tuple[str, str, str, str | None, bool]] = [
    # fail before: uncredited and verbless, a name, a label or a headline in marks
    ("a documentary's name in sentence case",
     "Posters for 'At one with the cold grey tide' went up across the town on Monday.",
     "At one with the cold grey tide", None, False),
    ("a poster's headline line, a name and a colon",
     "The banners on the quay read 'Mara Quist: the true voice of the old harbour.' by Sunday.",
     "Mara Quist: the true voice of the old harbour.", None, False),
    ("a campaign's label, no cue word before it",
     "Residents marched behind 'A lifeboat for the people of Kelby' through the old market square.",
     "A lifeboat for the people of Kelby", None, False),
    # fail before: a Title-Cased work's title longer than 8 words, whoever the miner credits it to
    ("a Title-Cased title of 13 words, credited",
     "Quist also read from 'The Long Night of the Harbour Lights and the Ships That Never Came Home' to the crowd.",
     "The Long Night of the Harbour Lights and the Ships That Never Came Home", "Mara Quist", False),
    ("a Title-Cased report name with a colon, 11 words, uncredited",
     "Copies of 'Lost at Sea: How Kelby Gave Up Its Lifeboat Station' were handed out.",
     "Lost at Sea: How Kelby Gave Up Its Lifeboat Station", None, False),
    # guards: uncredited statements that read as speech; a credited verbless line; a long sentence with names in it
    ("guard: uncredited, a finite verb",
     "A sign on the station door said 'The station will reopen next spring as a museum.' on Friday.",
     "The station will reopen next spring as a museum.", None, True),
    ("guard: uncredited, first person and no verb the pattern knows",
     "Someone painted 'Not in my town, not ever again' on the slipway wall overnight.",
     "Not in my town, not ever again", None, True),
    ("guard: uncredited, a contraction",
     "The chalk on the harbour wall read 'Don't close our lifeboat station down' by morning.",
     "Don't close our lifeboat station down", None, True),
    ("guard: uncredited, a contracted is",
     "A banner by the pier read 'It\u2019s the end of an era for Kelby' all week.",
     "It\u2019s the end of an era for Kelby", None, True),
    ("guard: a credited verbless line is the speaker's words",
     "Quist said the vote was 'A betrayal of every crew who ever went out' and walked off.",
     "A betrayal of every crew who ever went out", "Mara Quist", True),
    ("guard: a long credited sentence of names, not all capitalised",
     "'Mara Quist and Tom Baxter met at the Harbour Club in Dover in 1990,' the mayor, Jo Reed, said.",
     "Mara Quist and Tom Baxter met at the Harbour Club in Dover in 1990,", "Jo Reed", True),
]


@pytest.mark.parametrize(("case", "para", "text", "speaker", "key"), CASES, ids=[c[0] for c in CASES])
def test_key_quote_reads_as_speech(case: str, para: str, text: str, speaker: str | None, key: bool) -> None:
    assert text in para, case
    article = Article(source="test", url=None, title="Kelby votes to close its lifeboat station",
                      paragraphs=(_LEAD, _SAID, para))
    said = Quote(text=_SAID[1:_SAID.index(",'")], speaker="Mara Quist", paragraph=2)
    quote = Quote(text=text, speaker=speaker, paragraph=3)
    keys = select_key_quotes(article, [said, quote], n=5)
    assert said in keys, case
    assert (quote in keys) is key, case


# the verb pattern and the word lists are English: copy in another language keeps its unattributed quotations
LANG_CASES: list[tuple[str, str, str | None, bool]] = [
    ("English, verbless", "At one with the cold grey tide", "en", False),
    ("English, a verb", "The station closed its doors", "en", True),
    ("guard: German, verbless to the English pattern", "Eins mit der kalten grauen Flut", "de", True),
    ("guard: no language given reads as English", "At one with the cold grey tide", None, False),
]


@pytest.mark.parametrize(("case", "text", "lang", "speech"), LANG_CASES, ids=[c[0] for c in LANG_CASES])
def test_reads_as_speech_by_language(case: str, text: str, lang: str | None, speech: bool) -> None:
    assert reads_as_speech(text, lang) is speech, case
