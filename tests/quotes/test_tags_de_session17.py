"""German speaker shapes of session 17 (issue 16, de17), on sentences of our own: one table.

Cases marked "new" fail on main 2978945; "guard" cases pass before and after: they pin the doubt the new rules must
keep (a name between the report and the quote, a sentence of the writer's own, a relation nobody is named as).
"""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

_WENN = "«Wenn der Verband eine offene Veranstaltung organisiert, komme ich gerne.»"

# (why, paragraphs, [(quotation opening, speaker)])
CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # new: dpa's reported speech going on into a quote of its own: the report's tag, Konjunktiv sentences naming
    # nobody, then the quote (in the paragraph, or opening the next one)
    ("new", ["Der Verband verkläre die Vorfälle, sagte Jonas Brandt am Samstag. Ein Gespräch sei nicht sinnvoll. "
             + _WENN],
     [("Wenn der Verband", "Jonas Brandt")]),
    ("new", ["Der Verband verkläre die Vorfälle, sagte Jonas Brandt am Samstag.", _WENN],
     [("Wenn der Verband", "Jonas Brandt")]),
    ("new", ["Der Verband entziehe sich seiner Verantwortung, kritisierte Anna Roth weiter.",
             f"Ein Gespräch sei auf dieser Basis nicht sinnvoll. Man müsse erst reden. {_WENN}"],
     [("Wenn der Verband", "Anna Roth")]),
    # guard: a sentence of the writer's own (no Konjunktiv) or a name between ends the report
    ("guard", [f"Der Verband verkläre die Vorfälle, sagte Jonas Brandt. Der Verband wies das zurück. {_WENN}"],
     [("Wenn der Verband", None)]),
    ("guard", ["Der Verband verkläre die Vorfälle, sagte Jonas Brandt. Ein Treffen mit Anna Roth sei sinnlos. "
               + _WENN],
     [("Wenn der Verband", None)]),
    ("guard", [f"Die Fronten bleiben verhärtet. Ein Gespräch sei nicht sinnvoll. {_WENN}"],
     [("Wenn der Verband", None)]),
    # new: the subject of a tag closing its sentence is that sentence's speaker, a name in the report before the comma
    # no rival for the pronoun after it
    ("new", ["„Das ist Inszenierung“, sagte der Abgeordnete Martin Vogt. Er finde es seltsam, dass Jonas Brandt nicht "
             "gegangen sei, sagte Vogt. Er fordert: „Herr Brandt sollte sich äußern.“"],
     [("Herr Brandt sollte sich äußern.", "Martin Vogt")]),
    # new: trades and callings as epithets of the person named before ("sagt der Landwirt", "die Lehrerin")
    ("new", ["Jonas Brandt kennt das Problem. „Wir brauchen echte Perspektiven“, sagt der Landwirt aus Kassel."],
     [("Wir brauchen echte Perspektiven", "Jonas Brandt")]),
    ("new", ["Anna Roth unterrichtet seit 20 Jahren. „Die Kinder lernen schnell“, sagt die Lehrerin."],
     [("Die Kinder lernen schnell", "Anna Roth")]),
    ("new", ["Hamburg (dpa) – Zwischen AfD-Mitbegründer Bernd Lucke und dem Verband gab es ein Gespräch. „Wir sind "
             "bereit“, sagte Lucke."],
     [("Wir sind bereit", "Bernd Lucke")]),
    # new: an amount is no name ("300 Millionen Euro"), so "für 65 Euro" is no rival of the man named before "sagt er"
    ("new", ["Die Gemeinde will 300 Millionen Euro sammeln.", "Die Bilder des Künstlers Heinz Eichhorst sind gefragt. "
             "Udo Kriese (75) hat ein Bild für 65 Euro ersteigert. „Ich bin hier aufgewachsen“, sagt er."],
     [("Ich bin hier aufgewachsen", "Udo Kriese")]),
    # new: words quoted in a report in Konjunktiv after a tag verb and a comma, no "dass" ("sagte, die Lage sei „…“")
    ("new", ["Jonas Brandt sagte am Montag, die Lage sei „sehr ernst und bedrohlich für alle“."],
     [("sehr ernst und bedrohlich", "Jonas Brandt")]),
    ("new", ["Anna Roth schrieb auf Twitter, sie sei froh, dass das Team „wieder zurück und gesund“ sei."],
     [("wieder zurück und gesund", "Anna Roth")]),
    ("new", ["Jonas Brandt ist wütend. Er sagte, der Trainer sei „mit der Lage völlig überfordert“ gewesen."],
     [("mit der Lage völlig überfordert", "Jonas Brandt")]),
    # guard: a report naming a person or a source of its own, or a tag after the quote, leaves it theirs or nobody's
    ("guard", ["Jonas Brandt sagte, Anna Roth sei „mit der Lage völlig überfordert“ gewesen."],
     [("mit der Lage völlig überfordert", None)]),
    ("guard", ["Jonas Brandt sagte, laut Anna Roth sei die Mannschaft „mit der Lage völlig überfordert“."],
     [("mit der Lage völlig überfordert", None)]),
    ("guard", ["Jonas Brandt sagte, Anna Roth habe ihm erzählt, sie sei „mit der Lage völlig überfordert“."],
     [("mit der Lage völlig überfordert", None)]),
    ("guard", ["Jonas Brandt sagte, die Lage sei ernst. Die Mannschaft sei „mit der Lage völlig überfordert“, sagte "
               "Anna Roth."],
     [("mit der Lage völlig überfordert", "Anna Roth")]),
    # new: "sagt X" right after a quote gives X's own words, even after a colon whose sentence names nobody and holds
    # no tag verb
    ("new", ["Jahrelang haben sie kaum an die Bevölkerung gedacht: „Es war klar, dass es so nicht weitergehen kann“, "
             "sagt Anna Roth von der Caritas."],
     [("Es war klar", "Anna Roth")]),
    ("new", ["Die Helfer haben dazugelernt: „Wir müssen beide Gruppen fördern“, sagte Jonas Brandt."],
     [("Wir müssen beide Gruppen fördern", "Jonas Brandt")]),
    # guard: a verb that may relay, a colon's sentence with a tag verb or a name of its own: two attributions, nobody
    ("guard", ["Ein Geschäft warb mit großen Plakaten: „Wir müssen beide Gruppen fördern“, berichtet Anna Roth."],
     [("Wir müssen beide Gruppen fördern", None)]),
    ("guard", ["Die Polizei warnte die Anwohner: „Bleiben Sie bitte in Ihren Häusern“, sagt Anna Roth."],
     [("Bleiben Sie bitte in Ihren Häusern", None)]),
    ("guard", ["Jonas Brandt warb mit großen Plakaten: „Wir müssen beide Gruppen fördern“, sagt Anna Roth."],
     [("Wir müssen beide Gruppen fördern", None)]),
    # new: a surname ending on "mann" is no role word ("Steilemann"), and the one word after a role opening an
    # apposition to the name is that person's body ("Vorstandsvorsitzender Covestro"), no rival: the quote after it is
    # the same speaker's
    ("new", ["„Die Technik hat enormes Potenzial“, sagt Markus Steilemann, Vorstandsvorsitzender Covestro. „Wir "
             "wollen sie ausbauen.“"],
     [("Die Technik hat enormes Potenzial", "Markus Steilemann"), ("Wir wollen sie ausbauen.", "Markus Steilemann")]),
    ("new", ["Jonas Hoffmann leitet den Verein. „Wir sind bereit“, sagte er."],
     [("Wir sind bereit", "Jonas Hoffmann")]),
    # guard: a role then a one-word name with no apposition is that person ("Sohn Trey", "Trainer Klopp")
    ("guard", ["Der Sänger war mit Trainer Klopp unterwegs. „Wir sind bereit“, sagte Klopp."],
     [("Wir sind bereit", "Klopp")]),
    ("guard", ["Will Smith (50) spricht über Sohn Trey (26). „Er ist mein bester Freund“, sagte Trey."],
     [("Er ist mein bester Freund", "Trey")]),
    # guard: an epithet with nobody named before names nobody; a relation nobody is named as stays blank
    ("guard", ["„Wir brauchen echte Perspektiven“, sagt der Landwirt."], [("Wir brauchen echte Perspektiven", None)]),
    ("guard", ["Jonas Brandt war beim Rennen. „Du bist mein bester Freund“, sagte seine Mutter."],
     [("Du bist mein bester Freund", None)]),
]


@pytest.mark.parametrize(("why", "paras", "want"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_german_session17(why: str, paras: list[str], want: list[tuple[str, str | None]]) -> None:
    got = {q.text: q.speaker for q in mine_quotes(paras, "de")}
    for start, speaker in want:
        hits = [t for t in got if t.startswith(start)]
        assert hits, f"{why}: no quote opening {start!r} in {sorted(got)}"
        assert got[hits[0]] == speaker, f"{why}: {start!r} credited {got[hits[0]]!r}, want {speaker!r}"
