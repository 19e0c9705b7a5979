"""Cue words the [sourcing] lists lacked (issue #17, read on the aeb tune set): officers who "announced" (or told,
radioed, shouted) something were nobody's (unattributed; "officers said" was the court record); "told Business
Insider" was an anonymous source through "Insider" (the outlet was no outlet of the lists, so its name was not blanked
before the cue words were read); "observers say" and "are believed to" were the outlet's own assertion (the table:
anonymous, as "it is believed", "are said to be"; "are thought to be" is left undecided there, so not read). Cases that
failed before + guards."""

from __future__ import annotations

import pytest

from tests.sourcing import data

OPENING = "The tour began in May."

CASES: list[tuple[str, str]] = [
    # fail before
    ('"We have her, we have her!" officers announced on their radios.', "court_record"),
    ("Officers told the crowd to leave the square.", "court_record"),
    ("Kit Vale, a senior analyst, told Business Insider in May that the band was broke.", "other_outlet"),
    ("Kit Vale told Insider the band was broke.", "other_outlet"),
    ("Some 200 fans are believed to remain at the venue.", "anonymous"),
    ("The singer was widely believed to be in Paris.", "anonymous"),
    ("Music industry observers say the deal is vital for the band.", "anonymous"),
    # guards
    ("Officers said the singer was safe.", "court_record"),
    ("An insider told the magazine the band was broke.", "anonymous"),
    ("It is believed the couple split in May.", "anonymous"),
    ("Fans believed the tour would go on.", "unattributed"),
    ("The band believed in the record.", "unattributed"),
    ("Kit Vale told Harbour Weekly the band was broke.", "other_outlet"),
]


@pytest.mark.parametrize(("sentence", "label"), CASES)
def test_missing_cue_words(sentence: str, label: str) -> None:
    paragraphs = (OPENING, sentence)
    found = data.sentence_opening(paragraphs, sentence[:20])
    assert found.found.label.value == label
