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


# work_title reads the [titles] data of the article's own language (multi tune thw.de-frauen: an exhibition's name,
# "Frauen im THW: Vergangenheit, Gegenwart und Zukunft", was a key quote; regards.fr.enquetes: a quotation the English
# cue word "tour" had kept out of a French page's key quotes). (case, lang, the credited
# statement's paragraph and words, the paragraph, the quotation, its credit, shown as a key quote)
# (the paragraph of a credited statement, the statement)
_DE_SAID = ("„Wir haben im Hafen fast alles verloren“, sagte Bürgermeisterin Anna Berger am Dienstag.",
            "Wir haben im Hafen fast alles verloren")
_FR_SAID = ("« Nous avons presque tout perdu dans le port », a déclaré la maire Anne Berger mardi.",
            "Nous avons presque tout perdu dans le port")
_ES_SAID = ("“Hemos perdido casi todo en el puerto”, dijo la alcaldesa Ana Berger el martes.",
            "Hemos perdido casi todo en el puerto")
_EN_SAID = (_SAID, _SAID[1:_SAID.index(",'")])
LANG_TITLE_CASES: list[tuple[str, str, tuple[str, str], str, str, str | None, bool]] = [
    # fail before: a title in the page's own language, every word capitalised but its small words
    ("German exhibition name, uncredited", "de", _DE_SAID,
     "Die Ausstellung zeigt ab Montag „Frauen im Hafen: Gestern, Heute und Morgen“ im Rathaus.",
     "Frauen im Hafen: Gestern, Heute und Morgen", None, False),
    ("Spanish programme name, uncredited", "es", _ES_SAID,
     "La ciudad lanzó el “Año Provincial de la Lectura y la Escritura” en marzo.",
     "Año Provincial de la Lectura y la Escritura", None, False),
    # fail before: an English cue word ("tour") in French copy, where it is no cue ("à son tour": in turn)
    ("French 'à son tour' before a credited statement", "fr", _FR_SAID,
     "Le préfet a répondu à son tour « Nous ne céderons rien aux pressions du gouvernement ».",
     "Nous ne céderons rien aux pressions du gouvernement", "Paul Morel", True),
    # guards: the language's own cue word; a German statement with capitalised nouns; English as before
    ("guard: German cue word before a title", "de", _DE_SAID,
     "Sie sang danach den Song „Ein Hafen voller Lichter und Boote“ vor dem Rathaus.",
     "Ein Hafen voller Lichter und Boote", "Anna Berger", False),
    ("guard: German statement, capitalised nouns and a verb", "de", _DE_SAID,
     "„Die Stadt muss den Fischern jetzt schnell helfen“, sagte Berger.",
     "Die Stadt muss den Fischern jetzt schnell helfen", "Anna Berger", True),
    ("guard: English cue word on an English page", "en", _EN_SAID,
     "The crowd sang along to her hit 'Lights Over the Quiet Harbour' on the quay.",
     "Lights Over the Quiet Harbour", None, False),
]


@pytest.mark.parametrize(("case", "lang", "said", "para", "text", "speaker", "key"), LANG_TITLE_CASES,
                         ids=[c[0] for c in LANG_TITLE_CASES])
def test_work_title_in_the_page_language(case: str, lang: str, said: tuple[str, str], para: str, text: str,
                                         speaker: str | None, key: bool) -> None:
    assert text in para and said[1] in said[0], case
    article = Article(source="test", url=None, title="Harbour", paragraphs=(said[0], para), lang=lang)
    quotes = [Quote(text=said[1], speaker="Anna Berger", paragraph=1), Quote(text=text, speaker=speaker, paragraph=2)]
    keys = select_key_quotes(article, quotes, n=5)
    assert quotes[0] in keys, case
    assert (quotes[1] in keys) is key, case
