"""Records, posts and unnamed experts read on the aeb2 tune set (issue #17). "he told police" was nobody's record
(or, carried from an earlier "reportedly", another outlet's); "In his initial Instagram announcement" named no post, so
an earlier channel went on; "said in his opening statement" (words spoken at a hearing) read as a written statement and
carried on to the speaker's later words. Now a lower-case law-enforcement word after "told" is the police's record
(_told_record), an "Instagram announcement" is a post ([sourcing] social), an opening or closing statement is no
statement ([sourcing] not_source); "Experts say" / ", say analysts." are unnamed sources (anonymous: the convention of
tests/sourcing/README.md, check3's cases), and testimony before a legislature's committee is no court's. Cases that
failed before + guards (an outlet, reporters, a statement and its carry, a named person's words about experts,
testimony at a trial)."""

from __future__ import annotations

import pytest

from tests.sourcing import data

CASES: list[tuple[tuple[str, ...], str, str]] = [
    # fail before
    (("Kit Vale was arrested on Monday.", "Vale told police she had been at home that night."), "Vale told police",
     "court_record"),
    (("Kit Vale was arrested on Monday.",
      "When detectives came to her door, she told the detectives she had been at home."), "When detectives came",
     "court_record"),
    (("Kit Vale is expecting her first child.",
      "In her initial Instagram announcement, Vale said she was thrilled."), "In her initial Instagram", "social"),
    (("Tom Reed appeared before the committee on Tuesday.",
      "Reed said in his opening statement that he never met Kit Vale.",
      "Reed said he had never been to the club."), "Reed said he had never", "on_record"),
    (("Tom Reed appeared before the committee on Tuesday.",
      "Reed said in his opening statement that he never met Kit Vale."), "Reed said in his opening", "on_record"),
    (("The couple's split shocked fans.", "Experts say the pair may yet reunite."), "Experts say", "anonymous"),
    (("The couple's split shocked fans.", "The pair may yet reunite, say analysts."), "The pair may yet", "anonymous"),
    (("Kit Vale testified before the Senate Judiciary Committee on Tuesday.",
      "Vale said the ticket company had let her fans down."), "Kit Vale testified", "on_record"),
    # guards
    (("The couple's split shocked fans.", "Vale said experts were wrong about the pair."), "Vale said experts",
     "on_record"),
    (("Kit Vale was on trial for fraud.", "Vale testified that she had never seen the money."), "Vale testified",
     "court_record"),
    (("Kit Vale was arrested on Monday.", "Vale told People she had been at home that night."), "Vale told People",
     "other_outlet"),
    (("Kit Vale was arrested on Monday.", "Vale told reporters she had been at home that night."),
     "Vale told reporters", "on_record"),
    (("Kit Vale was arrested on Monday.", "Vale told friends she had been at home that night."), "Vale told friends",
     "on_record"),
    (("Kit Vale is expecting her first child.", "In a statement, Vale said she was thrilled."), "In a statement",
     "representative"),
    (("Tom Reed appeared before the committee on Tuesday.",
      "Reed said in a statement that he never met Kit Vale.",
      "Reed said he had never been to the club."), "Reed said he had never", "representative"),
]


@pytest.mark.parametrize(("paragraphs", "opening", "label"), CASES)
def test_told_police_posts(paragraphs: tuple[str, ...], opening: str, label: str) -> None:
    found = data.sentence_opening(paragraphs, opening)
    assert found.found.label.value == label
