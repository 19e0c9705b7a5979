"""Session 17 reader's pass (helper reader17, unlabelled pages: a jokes list, a product gallery, a costume list, a
housing-vote report): a question of the page's own ("Why did the police play baseball?") tells no claim, so rests on
no source; "statement" as a fashion or decor adjective ("a statement necklace") is no one's statement; testimony to a
city council is no court's; "it adds a fun flair" is no statement; "Whoever said ..." names nobody. Each was a label or
a count in the verdict a reader saw ("1 court/police record", "1 rep statement", "1 on the record") on pages with no
source. Rows that failed before + guards (the same words where they do name a source)."""

from __future__ import annotations

import pytest

from tests.sourcing import data

OPENING = "The tour began in May."

CASES: list[tuple[str, str]] = [
    # fail before: a question of the page's own (court record, representative, on the record before)
    ("Why did the police officer go to the bakery at dawn?", "unattributed"),
    ("What did the judge say to the nervous juror on Monday?", "unattributed"),
    ("Did police know about the threat before the concert?", "unattributed"),
    ("Could the lawsuit finally end the feud between the two stars?", "unattributed"),
    # fail before: "statement" as an adjective of fashion or decor (representative before)
    ("She paired the gown with a statement necklace and silver heels.", "unattributed"),
    ("It's a statement piece that stops anyone in their tracks.", "unattributed"),
    ("The star wore statement earrings to the premiere.", "unattributed"),
    # fail before: "it adds" adding a thing, not speaking (representative before)
    ("It adds a fun futuristic flair to any kitchen in the house.", "unattributed"),
    # fail before: an indefinite pronoun opening the sentence is no named speaker (on the record, "Whoever", before)
    ("Whoever said orange was the new pink was seriously wrong.", "unattributed"),
    ("Everyone says the reunion tour will sell out in minutes.", "unattributed"),
    # fail before: the authorities judged by the writer are the topic, not the source (court record before)
    ("Stalking remains a problem, and the authorities are not doing enough to tackle it.", "unattributed"),
    ("Fans say the police need to do more to keep the crowds safe.", "unattributed"),
    # fail before: testimony to a council is no court's: the agency's own account (court record before)
    ("Last month, the housing agency testified to the City Council that repairs were late.", "representative"),
    # guards: a question that quotes someone, an answer, and statements and testimony that are a source's
    ("Police said the singer was not hurt.", "court_record"),
    ("Police said the singer quit because she was threatened, but why?", "court_record"),
    ("Who could forget the night Kit Vale told reporters she was quitting?", "unattributed"),
    ("Kit Vale asked reporters why anyone would believe the claims.", "on_record"),
    ("In a statement, the label said the tour is over.", "representative"),
    ("Her rep released a statement on Monday confirming the split.", "representative"),
    ("Kit Vale testified in court that she never saw the contract.", "court_record"),
    ("Refunds will follow for every fan, it added.", "representative"),
    ("Kit Vale said orange was the new pink at the show.", "on_record"),
    ("Police said they are doing everything they can to find the singer's stolen car.", "court_record"),
    ("The authorities are investigating the crash, police said.", "court_record"),
]


@pytest.mark.parametrize(("sentence", "label"), CASES)
def test_sentences_that_rest_on_no_source(sentence: str, label: str) -> None:
    paragraphs = (OPENING, sentence)
    found = data.sentence_opening(paragraphs, sentence[:20])
    assert found.found.label.value == label
