"""A person named after a speech or reporting verb is its object, not its speaker (issue #17): "The league warned
Kit Vale about his conduct" tells what was said TO Kit Vale, so the sentence is no account of Kit Vale's and names no
source of his. A name after the verb still speaks as an inverted tag ("said Lyra Moss", "wrote her co-star Tom Hale",
"says her publicist, Ann Lee"), after "according to", and the subject before the verb speaks as before ("Lyra Moss told
People", "Kit Vale accused Lyra Moss"). Cases that credited the object before + guards."""

from __future__ import annotations

import pytest

from tests.sourcing import data

OPENING = "The tour began in May."

CASES: list[tuple[str, str | None, bool]] = [
    # fail before: the verb's object was taken for the sentence's named source
    ("The league warned Kit Vale about his conduct.", None, False),
    ("The regulator warned Kit Vale against further posts.", None, False),
    ("The board urged Kit Vale to step down.", None, False),
    ("The club told Tom Hale to leave.", None, False),
    ("The anti-doping agency accused Kit Vale of cheating at the championships.", None, False),
    ("Her former manager accused Tom Hale of lying.", None, False),
    ("The magazine slammed Tom Hale over the photos.", None, False),
    ("The council criticized Kit Vale for the noise.", None, False),
    ("Viewers criticised Tom Hale for the remarks.", None, False),
    ("Activists condemned Tom Hale for the remarks.", None, False),
    ("The union blasted Kit Vale over the pay cuts.", None, False),
    ("Campaigners called on Kit Vale to resign.", None, False),
    ("Organisers called for Kit Vale to apologise.", None, False),
    # guards: verbs of no account (thanked, sued, blamed, threatened, congratulated) credited no one before either
    ("The charity thanked Lyra Moss for her donation.", None, False),
    ("The station blamed Tom Hale for the outage.", None, False),
    ("Anonymous letters threatened Tom Hale and his family.", None, False),
    # guards: an inverted tag names its speaker after the verb
    ("The tour is over, said Lyra Moss.", "Lyra Moss", True),
    ("“I am fine,” said Lyra Moss.", "Lyra Moss", True),
    ("The tour is over, wrote her co-star Tom Hale.", "Tom Hale", True),
    ("The tour is over, said manager Ann Lee.", "Ann Lee", True),
    # guards: the role the verb inverts, its holder's name after a comma (the candidate lost these)
    ("The tour is over, says her publicist, Ann Lee.", "Ann Lee", True),
    ("The tour is over, added the singer's manager, Ann Lee.", "Ann Lee", True),
    # guards: "according to" names its source after it; the subject before the verb speaks
    ("The tour is over, according to Lyra Moss.", "Lyra Moss", True),
    ("Lyra Moss told People the tour is over.", "Lyra Moss", True),
    ("Lyra Moss told Tom Hale the tour is over.", "Lyra Moss", True),
    ("Kit Vale accused Lyra Moss of lying.", "Kit Vale", True),
    ("Lyra Moss, the band's singer, said the tour is over.", "Lyra Moss", True),
    ("The critics, Lyra Moss said, were wrong.", "Lyra Moss", True),
    ("Speaking to People, Lyra Moss said the tour is over.", "Lyra Moss", True),
    ("Lyra Moss announced that she is expecting.", "Lyra Moss", True),
]


@pytest.mark.parametrize(("sentence", "who", "named"), CASES)
def test_object_of_a_speech_verb_is_no_speaker(sentence: str, who: str | None, named: bool) -> None:
    paragraphs = (OPENING, sentence)
    found = data.sentence_opening(paragraphs, sentence[:20])
    assert (found.found.who, found.named) == (who, named)
