"""German press tags of session 15 (issue 16, german), on sentences of our own: one table.

Cases marked "new" fail on main before this session's rules (no speaker, or a wrong one); "guard" cases pass before
and after: they pin the doubt the new rules must keep (a name of no known first name without an age, a body after
"für", a role nobody was given that names nobody when it is no spokesperson's).
"""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

# (why, paragraphs, [(quotation opening, speaker)])
CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # new: an age in brackets after a name of no known first name makes it a person's ("sagt er" then resolves)
    ("new", ["Rainald Korff (64) sammelt alte Lampen aus Milchglas. „Die passen gut in meinen Flur“, sagt er."],
     [("Die passen gut in meinen Flur", "Rainald Korff")]),
    ("new", ["Auf dem Markt stehen viele Besucher. Hiltrud Wenske (71) sucht ein Kochbuch. „Das ist mein "
             "Weihnachtsgeschenk“, sagt sie lachend."],
     [("Das ist mein Weihnachtsgeschenk", "Hiltrud Wenske")]),
    # guard: the same name with no age stays no one's known person: nobody
    ("guard", ["Rainald Korff sammelt alte Lampen aus Milchglas. „Die passen gut in meinen Flur“, sagt er."],
     [("Die passen gut in meinen Flur", None)]),
    # new (was "Pastor Hinnerk Harlinghausen"): a church title before the name is a role ([tags] roles), no name word
    ("new", ["„Wir haben schon die Hälfte beisammen“, erklärt Pastor Hinnerk Harlinghausen vor dem Gottesdienst."],
     [("Wir haben schon die Hälfte beisammen", "Hinnerk Harlinghausen")]),
    # new (was wrong: the last quote's speaker): two roles of one person joined by "und" before the name
    ("new", ["„Das freut uns sehr“, sagt Projektleiter Kai Brendel. „Wir hatten nie Zweifel“, so der "
             "stellvertretende Parkleiter und Projektleiter Jonas Weber."],
     [("Das freut uns sehr", "Kai Brendel"), ("Wir hatten nie Zweifel", "Jonas Weber")]),
    # guard: two people joined by "und" after one role keep the shape read before (both, as written)
    ("guard", ["„Wir hatten nie Zweifel“, sagten Anke Roth und Paul Weber."],
     [("Wir hatten nie Zweifel", "Anke Roth und Paul Weber")]),
    # new: a word of judgement, then "für" and the person whose view the quote after a colon gives
    ("new", ["Viele Firmen sind zu sorglos – so urteilt Manuel Kranz vom Bundesamt. Erschreckend für Kranz ist: "
             "„Kaum ein Unternehmen ist vorbereitet.“"],
     [("Kaum ein Unternehmen ist vorbereitet.", "Manuel Kranz")]),
    # guard: "für" and a noun, no person: nobody
    ("guard", ["Viele Firmen sind zu sorglos – so urteilt Manuel Kranz vom Bundesamt. Wichtig für die Firma ist: "
               "„Kaum ein Unternehmen ist vorbereitet.“"],
     [("Kaum ein Unternehmen ist vorbereitet.", None)]),
    # new: "schildert" is a tag verb ([tags] extra_verbs)
    ("new", ["„Die Pläne bekommen sie jetzt im Freien“, schildert eine Sprecherin."],
     [("Die Pläne bekommen sie jetzt im Freien", "eine Sprecherin")]),
    # new: a spokesperson nobody was given the role of, after the definite article: credited as written
    ("new", ["Die Firma lässt Masken nähen. „Das Tragen muss erklärt werden“, sagt der Sprecher."],
     [("Das Tragen muss erklärt werden", "der Sprecher")]),
    # guard: a spokesperson given the role before is that person
    ("guard", ["„Wir nähen Masken“, sagt Sprecher Tim Olsen. „Das Tragen muss erklärt werden“, sagt der Sprecher."],
     [("Das Tragen muss erklärt werden", "Tim Olsen")]),
    # new (round 2): a party by its colour or nickname after the definite article ([tags] party_nicknames), and the
    # plural "kritisieren" a tag verb
    ("new", ["Ein Aufreger ist der Hofstaat. „Das ist eine Medien-Begleitung wie bei einem Filmstar“, kritisieren die "
             "Blauen."],
     [("Das ist eine Medien-Begleitung", "die Blauen")]),
    ("new", ["„Der Plan kommt zu spät“, sagten die Grünen."], [("Der Plan kommt zu spät", "die Grünen")]),
    # guard: a colour word before a capitalised noun is no party: nobody
    ("guard", ["„Der Plan kommt zu spät“, sagten die Grünen Politiker."], [("Der Plan kommt zu spät", None)]),
    # new (round 2): a quote that is a sentence of its own after a sentence whose verb in second place is a tag verb:
    # its subject, a person by name or by a role one person was given before
    ("new", ["„Wir verlieren Geschäfte“, sagte HDE-Präsident Alexander von Preen.",
             "Darüber hinaus mahnte der HDE-Präsident weniger Bürokratie an. „Nur wenn die Wirtschaft läuft, geht es "
             "allen gut.“"],
     [("Nur wenn die Wirtschaft läuft", "Alexander von Preen")]),
    ("new", ["„Wir verlieren Geschäfte“, sagte HDE-Präsident Alexander von Preen.",
             "Am Montag kritisierte Anna Roth die Pläne. „Das ist zu wenig.“"],
     [("Das ist zu wenig.", "Anna Roth")]),
    # guard: a body or a noun after the verb names nobody
    ("guard", ["„Wir verlieren Geschäfte“, sagte HDE-Präsident Alexander von Preen.",
               "Darüber hinaus zeigt die Studie einen Trend. „Das ist zu wenig.“"],
     [("Das ist zu wenig.", None)]),
]


@pytest.mark.parametrize(("why", "paras", "want"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_german_press_tags_15(why: str, paras: list[str], want: list[tuple[str, str | None]]) -> None:
    got = {q.text: q.speaker for q in mine_quotes(paras, "de")}
    for start, speaker in want:
        hits = [t for t in got if t.startswith(start)]
        assert hits, (why, start, got)
        assert got[hits[0]] == speaker, (why, start, got)
