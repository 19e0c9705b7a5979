"""round6.json (12 articles with deliberately tricky attribution, committed at acf5110 before the miner ran on it;
first contact in round6_before.json) stays at the level reached, every set keeps its WRONG rate under a ceiling
(a wrong speaker is worse than None), and the rules added with it: parentheticals never speak, a message's
sender after "from"."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.quotes import mine_quotes
from tests.quotes.scoring import Score, score_article

HERE = Path(__file__).parent
# WRONG (another person named) over matched quotes; before the gate: 0 / 0 / 0.031 / 0.009 / 0 / 0.180
# after the speaker gates (speaker_gates_before.json holds the figures before them): fresh 0.031, round4 0, round6 0.115
# after surname subjects, prepositional objects and the answer gate (surnames_before.json: before): round6 0.074
# after the round7 rules (group members, second-hand words, name-giving, asked-by): round6 0.049
WRONG_CEILING = {"labelled": 0.0, "heldout": 0.0, "fresh": 0.032, "round4": 0.0, "blind": 0.0, "round6": 0.05}


def _score(name: str) -> Score:
    total = Score()
    articles: list[dict[str, Any]] = json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))
    for article in articles:
        total.add(score_article(article, mine_quotes(article["paragraphs"])))
    return total


def pairs(*paragraphs: str) -> list[tuple[str, str | None]]:
    return [(q.text, q.speaker) for q in mine_quotes(list(paragraphs))]


def test_round6_scores_stay_above_floor() -> None:
    total = _score("round6")
    assert total.expected == 124
    before = json.loads((HERE / "round6_before.json").read_text(encoding="utf-8"))
    assert before["commit"] == "acf5110" and before["wrong"] > 0.15  # first contact: 1.00 / 0.98 / 0.74, wrong 0.18
    assert total.precision >= 0.98, total.extras
    assert total.recall >= 0.97, total.misses
    assert total.speaker >= 0.77, total.wrong


@pytest.mark.parametrize("name", sorted(WRONG_CEILING))
def test_wrong_rate_ceiling(name: str) -> None:
    total = _score(name)
    assert total.wrong_rate <= WRONG_CEILING[name] + 1e-9, total.wrong_named


def test_a_parenthetical_never_names_the_speaker() -> None:
    got = pairs(
        "Callum Reyes and Dorian Fisk have split.",
        "A rep for Fisk (who had also represented Reyes on the book tour) told People: “Dorian is fine.”",
    )
    assert got == [("Dorian is fine.", "a rep for Fisk")]


def _article(name: str) -> dict[str, str | None]:
    articles: list[dict[str, Any]] = json.loads((HERE / "round6.json").read_text(encoding="utf-8"))
    article = next(a for a in articles if a["name"] == name)
    return {q.text: q.speaker for q in mine_quotes(article["paragraphs"])}


def test_the_sender_of_a_message_from_someone() -> None:
    assert _article("justjared-live-unfollow")["Jasper is the brother I never had."] == "Theo Langley"


def test_a_place_dish_or_adverb_led_run_never_speaks() -> None:
    got = pairs(
        "Nevertheless Marlowe shrugged. “We keep going,” Nevertheless Marlowe said.",
        "The Quillon Strip said: “Nothing here is broken.”",
        "The Brisket Soup came out first. “Best thing I ate all year,” the Brisket Soup was hailed.",
    )
    assert [s for _, s in got] == [None, None, None]


def test_a_speaker_named_in_third_person_inside_the_quote_is_dropped() -> None:
    got = pairs(
        "Ravel Oduro met the press. “I doubt that Oduro has ever read a contract,” Ravel Oduro said.",
        "“I will keep working,” Ravel Oduro said.",
    )
    assert got == [("I doubt that Oduro has ever read a contract,", None), ("I will keep working,", "Ravel Oduro")]


def test_place_and_role_words_before_a_first_name_are_trimmed() -> None:
    got = pairs("“The case is open,” said Vermont Joshua Pellham. “We will charge them,” said Pellham.")
    assert got == [("The case is open,", "Joshua Pellham"), ("We will charge them,", "Joshua Pellham")]
    got = pairs("“Fast matters,” said Chief Executive Anna Kell, who took over in May.")
    assert got == [("Fast matters,", "Anna Kell")]


def test_a_short_form_resolves_to_the_full_name_as_first_given() -> None:
    got = pairs(
        "Dr Odile Varga, the lead researcher, spoke first. “The data is clear,” Dr Odile Varga said.",
        "Later Dr Varga added: “We need more beds.”",
    )
    assert got == [("The data is clear,", "Dr Odile Varga"), ("We need more beds.", "Dr Odile Varga")]


def test_a_title_cited_after_its_year_is_nobodys_speech() -> None:
    got = pairs("Talbot, Renny; Oskar, Lind (2011). “Sparse Methods for Tidal Data”. Journal of Tides. 4: 1–9.")
    assert all(s is None for _, s in got)
