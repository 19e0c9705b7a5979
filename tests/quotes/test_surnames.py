"""A lone surname as a subject is a person who blocks inheritance from someone named earlier; title words as
surnames ("King said"), particles inside names, determiner-led runs and places are handled (fictional sentences)."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes


def pairs(*paragraphs: str) -> list[tuple[str, str | None]]:
    return [(q.text, q.speaker) for q in mine_quotes(list(paragraphs))]


def test_a_repeated_surname_subject_blocks_inheritance() -> None:
    got = pairs(
        "Last spring former mayor Dorian Quell opened the museum.",
        "Varnholt was jailed in 1921. Varnholt wrote pamphlets in prison, with one passage relating "
        "“the crowd is the only true master of the state.”",
    )
    assert got[0][1] != "Dorian Quell"
    assert got[0][1] in (None, "Varnholt")


def test_a_surname_resolves_to_the_full_name_given_earlier() -> None:
    got = pairs(
        "It is a century since Ottokar Varnholt’s failed uprising.",
        "Varnholt was jailed in 1921. Varnholt believed speeches beat books: “the spoken word is everything.”",
    )
    assert got == [("the spoken word is everything.", "Ottokar Varnholt")]


def test_a_title_word_surname_is_the_person_of_that_name() -> None:
    got = pairs(
        "Renata Solbey, a voter, spoke to host Marla King outside the hall.",
        "“I keep hearing that,” King said.",
        "“It matters to us,” Solbey said.",
    )
    assert got == [("I keep hearing that,", "Marla King"), ("It matters to us,", "Renata Solbey")]


def test_particles_inside_a_name() -> None:
    got = pairs("The sale was halted. “We are fully committed,” said Aurore des Vallons, the gallery’s director.")
    assert got == [("We are fully committed,", "Aurore des Vallons")]


def test_a_determiner_led_run_or_a_place_never_speaks() -> None:
    got = pairs(
        "Hollis Grent walked to the Tannery Exchange. The Lockmere Archive declared it a treasure.",
        "He heads to Brackwater, then adds, “We should split up.”",
    )
    assert got == [("We should split up.", "Hollis Grent")]


def test_a_described_first_name_is_a_person() -> None:
    got = pairs(
        "Ravi Tolland, a housing adviser, says: “Halls are too full.”",
        "Milo (not his real name), a 19-year-old student, went home early. “I felt left out in the flat.”",
    )
    assert got == [("Halls are too full.", "Ravi Tolland"), ("I felt left out in the flat.", "Milo")]


def test_a_new_sentence_after_a_full_quote_is_not_its_tag() -> None:
    got = pairs(
        "Ravi Tolland, a housing adviser, spoke first.",
        "A spokesperson for Quarrin College urged calm, saying: “We understand this is hard.” He added that "
        "events were planned.",
    )
    assert got == [("We understand this is hard.", "a spokesperson for Quarrin College")]


def test_an_answer_tagged_with_a_pronoun_never_goes_to_the_asker() -> None:
    got = pairs(
        "Host Brenna Coyle pushed her guest, Ilse Marrow: “So you’re not friends?”",
        "“We’re colleagues,” she replied, before changing the subject.",
    )
    assert got == [("So you’re not friends?", "Brenna Coyle"), ("We’re colleagues,", None)]


LONE_NAME_CASES = [
    ("a stage name that does something with his or her own thing is a person",
     ("It was the same day Vessa released her new single.", "“I wrote it in a week,” she says."),
     [("I wrote it in a week,", "Vessa")]),
    ("the same after a clause opener",
     ("On Friday, Kaizo unveiled his debut album to a full room.", "“It took me six years,” he said."),
     [("It took me six years,", "Kaizo")]),
    ("guard: a body's own thing is 'its', no person",
     ("Last week Netflix renewed its hit show for a third season.", "“We are thrilled,” he said."),
     [("We are thrilled,", None)]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in LONE_NAME_CASES],
                         ids=[c[0] for c in LONE_NAME_CASES])
def test_a_lone_name_with_his_or_her_own_thing(paragraphs: tuple[str, ...],
                                               expected: list[tuple[str, str | None]]) -> None:
    assert pairs(*paragraphs) == expected
