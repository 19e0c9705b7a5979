"""Issue 12, session 11 (en12): the quotes benchmark's CNN/DailyMail loader joins a piece the splitter cut at a Daily
Mail line wrap (" . " kept from the source's line breaks) to the sentence it was cut from; our own sentences."""

from __future__ import annotations

import pytest

from tests.quotes.real import cnndm_paragraphs

CASES: list[tuple[str, str, tuple[str, ...]]] = [
    ("a name broken by a wrap before its surname reads as one name",
     "The club sold the ground . last year for a profit. Kate . Reed, of the supporters' trust, said: 'We were . never"
     " asked.'",
     ("The club sold the ground . last year for a profit.",
      "Kate Reed, of the supporters' trust, said: 'We were . never asked.'")),
    ("a two-word piece of a body's name joins its tail",
     "The fans were angry . about the sale. A Riverside . Supporters Club spokesman insisted: 'It is . wrong.'",
     ("The fans were angry . about the sale.",
      "A Riverside Supporters Club spokesman insisted: 'It is . wrong.'")),
    ("guard: a subheading in copy without wraps stays its own paragraph",
     "The city has a busy harbour. Old town . The old town has narrow streets and markets.",
     ("The city has a busy harbour.", "Old town .", "The old town has narrow streets and markets.")),
    ("guard: a caption's label (a colon) stays apart even beside wraps",
     "The mayor spoke . on Monday. Happy: Kate Reed at the opening . The ground . reopens in May.",
     ("The mayor spoke . on Monday.", "Happy: Kate Reed at the opening .", "The ground . reopens in May.")),
    ("guard: a piece inside a quotation keeps the splitter's cut (the labels took it so)",
     "The player was . sold. 'And . Nobody told me,' Tom Reed said.",
     ("The player was . sold.", "'And .", "Nobody told me,' Tom Reed said.")),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_cnndm_wraps(text: str, expected: tuple[str, ...]) -> None:
    assert cnndm_paragraphs(text) == expected
