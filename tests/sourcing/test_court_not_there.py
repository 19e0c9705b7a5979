"""Court words that tell of no court record (issue #17, read on the tune sets cnndm and cnndm2): a trial, hearing or
charge that is not there ("detained without trial", "held without charge", "who has awaited trial for two years", "it
was not clear on what charges") and onlookers in a court ("were in court to hear the sentencing") were labelled
(court/police record) where the outlet tells its own background. [sourcing] not_source blanks them. Cases that failed
before + guards (court words that are a source: a trial, a charge, a court's hearing told)."""

from __future__ import annotations

import pytest

from tests.sourcing import data

OPENING = "The tour began in May."

CASES: list[tuple[str, str]] = [
    # fail before: court record
    ("Fans of the band can be detained without trial in the region.", "unattributed"),
    ("The singer, who has awaited trial for two years, could face ten years in jail.", "unattributed"),
    ("Kit Vale is awaiting trial in Harbour City.", "unattributed"),
    ("It was not clear on what charges the dancers were held.", "unattributed"),
    ("Her mother and sister were in court to hear the sentencing.", "unattributed"),
    # guards: no court record before either; a court word that is a source
    ("The rapper was held without charge for three days.", "unattributed"),
    ("The trial is set to begin in March.", "court_record"),
    ("Kit Vale was charged with theft, police said.", "court_record"),
    ("The judge said Kit Vale could not leave the country.", "court_record"),
    ("The court heard Kit Vale had stolen the car.", "court_record"),
    ("Kit Vale, who is awaiting trial, told the court she was innocent.", "court_record"),
    ("A hearing without the jury was held on Monday, court filings show.", "court_record"),
]


@pytest.mark.parametrize(("sentence", "label"), CASES)
def test_court_words_that_tell_no_record(sentence: str, label: str) -> None:
    paragraphs = (OPENING, sentence)
    found = data.sentence_opening(paragraphs, sentence[:20])
    assert found.found.label.value == label
