"""The verdict's "A denial is included" only where a bullet denies something (issue #17, found reading the bot's recap
of an open letter, session 14: "We refuse any false choice between justice and freedom" was flagged as a denial through
"false"). "false" before a thing that is fake or mistaken ("false eyelashes", "a false alarm", "a false start") denies
nothing ([sourcing] not_denial); "the claims are false" and "denied" still do. Cases flagged before + guards."""

from __future__ import annotations

import pytest

from bot.models import Article
from bot.quotes import mine_quotes
from bot.sourcing import with_sourcing
from bot.summarize.extractive import build_recap

CASES: list[tuple[str, bool]] = [
    # fail before: "false" before a thing, no claim called untrue
    ("Actor Ben Harlow said fans face a false choice between the two films.", False),
    ("Singer Kit Vale wore false eyelashes to the premiere on Sunday.", False),
    ("The fire at the singer's mansion turned out to be a false alarm, firefighters said.", False),
    ("Sprinter Tom Vale was disqualified after a false start in the final.", False),
    # guards: a claim called untrue, a denial
    ("Actor Ben Harlow said the claims about his marriage are false.", True),
    ("Singer Kit Vale's rep called the report false and defamatory.", True),
    ("Actor Ben Harlow has denied the claims for years.", True),
    ("Singer Kit Vale dismissed the rumours as a false story.", True),
]


@pytest.mark.parametrize(("lead", "flagged"), CASES)
def test_a_false_thing_is_no_denial(lead: str, flagged: bool) -> None:
    paragraphs = (lead, "The story was first told in a book last spring.")
    art = Article(source="fiction", url=None, title="A story", paragraphs=paragraphs, site="Gossip Example")
    recap = with_sourcing(build_recap(art, mine_quotes(paragraphs)))
    assert any(b.text.startswith(lead[:20]) for b in recap.summary)
    assert recap.sourcing is not None and (recap.sourcing.denial is not None) is flagged


# A request, appeal, motion or offer turned down is a ruling or an answer to an ask, no denial of a claim (issue #17,
# session 15: the recap of a court story, "The appeals court rejected the defence's request not to enforce the
# sentence", in Spanish, said "A denial is included."). [sourcing] not_denial in en/es/de. Flagged before + guards.
REQUESTS: list[tuple[str, str, bool]] = [
    # fail before: a request, appeal or motion turned down
    ("en", "The court rejected the singer's request to delay the trial until the spring.", False),
    ("en", "A judge denied the rapper's motion to move the trial to another county on Friday.", False),
    ("en", "Actor Ben Harlow's appeal against the driving ban was rejected on Monday.", False),
    ("es", "El Tribunal de Apelación rechazó el pedido de la defensa de la cantante Kit Vale.", False),
    ("de", "Die Berufung des Sängers Kit Vale gegen das Urteil des Landgerichts wurde zurückgewiesen.", False),
    # guards: a claim, an allegation or a charge denied
    ("en", "Actor Ben Harlow rejected the allegations about his marriage as baseless.", True),
    ("en", "Singer Kit Vale denied the charges in court on Monday.", True),
    ("en", "Actor Ben Harlow rejected claims he made offers to the other players.", True),
    ("es", "La cantante Kit Vale rechazó las acusaciones sobre su matrimonio.", True),
    ("de", "Der Sänger Kit Vale hat die Vorwürfe gegen ihn zurückgewiesen.", True),
]
SECOND = {"en": "The story was first told in a book last spring.",
          "es": "La historia se contó por primera vez en un libro.",
          "de": "Die Geschichte wurde zuerst in einem Buch erzählt."}


@pytest.mark.parametrize(("lang", "lead", "flagged"), REQUESTS)
def test_a_request_turned_down_is_no_denial(lang: str, lead: str, flagged: bool) -> None:
    paragraphs = (lead, SECOND[lang])
    art = Article(source="fiction", url=None, title="A story", paragraphs=paragraphs, site="Gossip Example", lang=lang)
    recap = with_sourcing(build_recap(art, mine_quotes(paragraphs, lang)))
    assert any(b.text.startswith(lead[:20]) for b in recap.summary)
    assert recap.sourcing is not None and (recap.sourcing.denial is not None) is flagged
