"""Words given to a law-enforcement body are its record, and an outlet that reports about someone is no channel of
theirs (issue #17, read on the aeb tune set). "In a two-hour taped interview with the FBI, Kit Vale confessed"
was the FBI's interview as another outlet's (or nobody's: two words before "interview" were not read), and "Harbour
TV reports the man, Kit Vale, was jailed" made Harbour TV the channel of all Vale's later admissions. Now a
law-enforcement name ([sourcing] law_enforcement) after "told"/"an interview with" is no outlet but the court record,
carried to the person's later words as an outlet's interview is; an outlet that is the subject of "reports" gives the
people it reports about no channel. Cases that failed before + guards (an outlet's interview, the FBI speaking)."""

from __future__ import annotations

import pytest

from tests.sourcing import data

CASES: list[tuple[tuple[str, ...], str, str]] = [
    # fail before
    (("Harbour TV reports the man who took the car, Kit Vale, was jailed for life.",
      "In a two-hour taped interview with the FBI, Vale confessed to the theft.",
      "Later that evening, he admitted that he drove to a hotel."), "Later that evening", "court_record"),
    (("Harbour TV reports the man who took the car, Kit Vale, was jailed for life.",
      "In a two-hour taped interview with the FBI, Vale confessed to the theft."),
     "In a two-hour", "court_record"),
    (("Kit Vale was arrested on Monday.", "In an interview with the FBI, Vale confessed to the theft."),
     "In an interview with the FBI", "court_record"),
    (("Kit Vale was arrested on Monday.", "Vale told the FBI she was at home that night."), "Vale told the FBI",
     "court_record"),
    (("Harbour TV reports the man who took the car, Kit Vale, was jailed for life.",
      "Shortly before his arrest, Vale admitted to hiding the car."), "Shortly before his arrest", "on_record"),
    # guards
    (("Kit Vale spoke about the tour.", "In a wide-ranging interview with Harbour Weekly, Vale said she was happy."),
     "In a wide-ranging interview", "other_outlet"),
    (("Kit Vale spoke about the tour.", "Vale told Harbour Weekly she was happy.", "Vale said the tour would go on."),
     "Vale said the tour", "other_outlet"),
    (("Kit Vale was arrested on Monday.", "Vale told reporters she was at home that night."), "Vale told reporters",
     "on_record"),
    (("Kit Vale was arrested on Monday.", "Vale was charged with theft, the FBI said."), "Vale was charged",
     "court_record"),
    (("Kit Vale spoke about the tour.", "Vale said she was happy."), "Vale said she", "on_record"),
]


@pytest.mark.parametrize(("paragraphs", "opening", "label"), CASES)
def test_told_law_enforcement(paragraphs: tuple[str, ...], opening: str, label: str) -> None:
    found = data.sentence_opening(paragraphs, opening)
    assert found.found.label.value == label
