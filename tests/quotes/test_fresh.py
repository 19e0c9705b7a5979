"""fresh.json (10 articles in styles the tuned sets lack, committed before the changes) stays near the level reached,
plus the real-corpus failure modes: role appositives, accusations, middle initials, honorifics."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bot.quotes import mine_quotes
from tests.quotes.scoring import Score, score_article

ARTICLES: list[dict[str, Any]] = json.loads((Path(__file__).parent / "fresh.json").read_text(encoding="utf-8"))


def pairs(*paragraphs: str) -> list[tuple[str, str | None]]:
    return [(q.text, q.speaker) for q in mine_quotes(list(paragraphs))]


def test_fresh_scores_stay_above_floor() -> None:
    total = Score()
    for article in ARTICLES:
        total.add(score_article(article, mine_quotes(article["paragraphs"])))
    assert total.expected == 131
    # before (commit 2df2cdf): precision 0.98, recall 0.96, speaker 0.68; reached: 0.99 / 0.98 / 0.85
    assert total.precision >= 0.97, total.extras
    assert total.recall >= 0.96, total.misses
    assert total.speaker >= 0.83, total.wrong


def test_person_in_role_appositive_is_the_speaker_not_the_organisation() -> None:
    got = pairs("“It was a huge job,” remembers Shanna Challenger, coordinator for the Redonda Restoration Programme.")
    assert got == [("It was a huge job,", "Shanna Challenger")]


def test_accused_of_arguing_never_gives_the_accuser_and_the_accused_only_from_a_record() -> None:
    # the real page behind this case credits the accuser's characterisation (real_en.json): with no record of the
    # accused's words named, nobody is credited; quoting a text or a tweet gives the accused
    got = pairs("Senator Ray Holm accused Jennifer Bloomberg of arguing \"the poor should pay more tax\" in 2019.")
    assert got == [("the poor should pay more tax", None)]
    got = pairs("Senator Ray Holm accused Jennifer Bloomberg of arguing in an email \"the poor should pay more tax\".")
    assert got == [("the poor should pay more tax", "Jennifer Bloomberg")]


def test_middle_initial_stays_in_the_name() -> None:
    got = pairs('Amanda A. Kostro Miller, a dietitian, said: "Eat more fibre every day, please."')
    assert got == [("Eat more fibre every day, please.", "Amanda A. Kostro Miller")]


def test_honorifics_are_kept_as_first_given_and_surnames_resolve() -> None:
    got = pairs(
        "Dame Cecily Ormond said: “Hal was the best.” Later Ormond added: “He really was the best of us.”",
        "Royal commentator Dr Faye Linden disagreed. “It was handled badly,” Linden said.",
    )
    assert [sp for _, sp in got] == ["Dame Cecily Ormond", "Dame Cecily Ormond", "Dr Faye Linden"]


def test_german_marks_and_next_sentence_speaker() -> None:
    assert pairs("Anja Falke told Bild: „Wir sind Freunde geblieben.“ She left.")[0] == (
        "Wir sind Freunde geblieben.", "Anja Falke")
    got = pairs("“He called me every birthday.” So said talk-show host Marguerite Lane, a friend.")
    assert got == [("He called me every birthday.", "Marguerite Lane")]
