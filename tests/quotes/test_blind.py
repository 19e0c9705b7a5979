"""blind.json (12 articles written and labelled without looking at the miner's output) stays near the level reached
after the fixes that followed; the before figures live in blind_before.json. Plus the failure classes fixed then."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bot.quotes import mine_quotes
from tests.quotes.scoring import Score, score_article

HERE = Path(__file__).parent
ARTICLES: list[dict[str, Any]] = json.loads((HERE / "blind.json").read_text(encoding="utf-8"))


def pairs(*paragraphs: str) -> list[tuple[str, str | None]]:
    return [(q.text, q.speaker) for q in mine_quotes(list(paragraphs))]


def test_blind_scores_stay_above_floor() -> None:
    total = Score()
    for article in ARTICLES:
        total.add(score_article(article, mine_quotes(article["paragraphs"])))
    assert total.expected == 104
    before = json.loads((HERE / "blind_before.json").read_text(encoding="utf-8"))
    assert before["expected"] == 104 and before["speaker"] < 0.9  # measured before any tuning: 0.99 / 0.96 / 0.81
    assert total.precision >= 0.97, total.extras
    assert total.recall >= 0.97, total.misses
    assert total.speaker >= 0.96, total.wrong


def test_peerage_titles_as_first_given() -> None:
    got = pairs(
        "The Duchess of Castlemere visited a hospice.",
        "The Duchess, 41, told staff: “Bedtime is a military operation.”",
        "The Duke of Castlemere described the nurses as “the bravest people in the country.”",
        "“I don’t know how they do it,” the Duke said.",
    )
    assert [sp for _, sp in got] == ["the Duchess of Castlemere", "the Duke of Castlemere", "the Duke of Castlemere"]


def test_honorific_sets_gender() -> None:
    got = pairs(
        "Jordan Mbatha and Avery Kline were at the launch.",
        "Mr Mbatha spoke first. Ms Kline followed.",
        "“It was a long night,” he said.",
    )
    assert got == [("It was a long night,", "Jordan Mbatha")]


def test_fronted_prepositional_phrase_is_not_the_speaker() -> None:
    got = pairs(
        "Kai Brandt and Odalys Ferreira split in May.",
        "As for Brandt, Ferreira insists there are no hard feelings: “I’ll always root for him.”",
    )
    assert got == [("I’ll always root for him.", "Odalys Ferreira")]


def test_described_as_and_calling_are_the_describers_words() -> None:
    got = pairs(
        "Chloe Baptiste and Riley Okafor-Dunn fell out.",
        "In a confessional, Chloe described Riley as “a snake in a sundress.”",
        "She thanked her director, Samuel Okoro, calling him “the most patient man in Hollywood.”",
    )
    assert got == [("a snake in a sundress.", "Chloe Baptiste"),
                   ("the most patient man in Hollywood.", "Chloe Baptiste")]


def test_statement_continued_is_the_issuers() -> None:
    got = pairs(
        "Her rep, Jolie Fairbanks, confirmed the news in a statement to Us.",
        "The statement continued: “We ask that their privacy be respected.”",
    )
    assert got == [("We ask that their privacy be respected.", "Jolie Fairbanks")]


def test_family_name_first() -> None:
    got = pairs(
        "K-pop soloist Park So-yeon is back with a new album.",
        "“It’s a diary I’m finally brave enough to share,” Park said.",
    )
    assert got == [("It’s a diary I’m finally brave enough to share,", "Park So-yeon")]


def test_chat_slang_and_headline_labels_are_never_speakers() -> None:
    for word in ("OMG", "LOL", "BREAKING", "UPDATE", "EXCLUSIVE", "PHOTOS"):
        got = pairs(f"{word} said it all: “This is better than reality TV.”")
        assert got and got[0][1] != word, word
    assert pairs("ABN, which aired the show, said: “He was family.”") == [("He was family.", "ABN")]


def test_a_second_source_is_a_source_and_lead_adjectives_are_not_names() -> None:
    got = pairs(
        "Pregnant Georgia Hollingsworth stepped out on Tuesday.",
        "“We’re over the moon,” Mrs Hollingsworth said. “He’s doing OK,” a second source tells Us.",
    )
    assert [sp for _, sp in got] == ["Georgia Hollingsworth", "a source"]
