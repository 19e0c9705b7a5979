"""French, Spanish and German attribution shapes of news copy (issue #16), written from the languages' press
conventions on sentences of our own (no page of the corpus): one table, a speaker (or None) for each."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

# the story's person, introduced once; the shapes below follow it
FR_F = "La chanteuse Mara Lindqvist a présenté son album à Paris."
FR_M = "Le footballeur Hugo Brel a signé à Lyon."
ES_F = "La actriz Lucía Prado presentó su película en Madrid."
ES_M = "El cantante Rafael Ibarra llegó a Madrid el lunes."
DE_F = "Die Sängerin Mara Lindqvist hat ihr neues Album vorgestellt."
DE_M = "Der Schauspieler Jonas Brandt dreht in Wien."

# French "« … », a-t-elle <participle>" and "« … », <present>-t-elle" with the common verbs of attribution
FR_PARTICIPLES = ("confié raconté lancé souligné précisé poursuivi indiqué estimé assuré insisté glissé reconnu admis "
                  "révélé expliqué affirmé ajouté déclaré").split()
FR_PRESENTS = ("confie raconte lance souligne précise poursuit indique estime assure insiste glisse reconnaît admet "
               "révèle explique affirme ajoute").split()
# Spanish "«…», <preterite>." (a dropped subject) and "«…», ha <participle> la actriz"
ES_PRETERITES = ("afirmó aseguró explicó añadió agregó señaló indicó apuntó contó confesó reconoció subrayó "
                 "sostuvo destacó comentó relató expresó manifestó declaró insistió advirtió precisó detalló "
                 "puntualizó").split()
ES_PERFECTS = ("afirmado asegurado explicado añadido señalado indicado confesado reconocido subrayado comentado "
               "relatado expresado declarado advertido precisado detallado").split()
# session 11 (frpages): the Spanish imperfect of attribution ("«…», sostenía Castro", a report of a past habit or a
# scene) and a few more present/preterite tag verbs
ES_IMPERFECTS = ("decía sostenía explicaba aseguraba recordaba insistía comentaba añadía agregaba señalaba afirmaba "
                 "reconocía confesaba contaba advertía apuntaba relataba declaraba manifestaba expresaba subrayaba "
                 "destacaba respondía replicaba precisaba detallaba lamentaba admitía opinaba zanja resume contestó "
                 "contesta").split()
# session 11 (frpages): French tags in the pluperfect and the conditional of hearsay ("avait déclaré X", "aurait-il
# glissé"), and verbs of temper ("tempête", "grince", "relativise")
FR_PAST_TAGS = ("avait déclaré", "avait-il déclaré", "avait-il confié", "aurait-il glissé", "aurait déclaré",
                "s'était-il indigné", "s'était indigné", "avait ajouté", "avait précisé", "tempête",
                "peste", "grince", "relativise", "temporise", "a tempêté", "a-t-il grincé", "assure aussitôt")
DE_VERBS = "sagte erklärte betonte meinte ergänzte verriet gestand erzählte schrieb versicherte".split()
# session 10 (fr16): more French verbs of attribution, present before a named subject and inverted, reflexive
# ("s'esclaffe", "se défend-elle") and the reflexive perfect's feminine participle ("s'est-elle félicitée")
FR_MORE_PRESENTS = ("lâche soupire sourit réagit plaide tacle fustige raille abonde murmure interroge garantit "
                    "s'esclaffe s'écrie s'enthousiasme s'interroge se_défend se_souvient").split()
FR_MORE_INVERTED = ("lâche-t-elle soupire-t-elle sourit-elle réagit-elle plaide-t-elle tacle-t-elle se_défend-elle "
                    "s'interroge-t-elle se_souvient-elle a-t-elle_plaidé a-t-elle_soupiré "
                    "a-t-elle_garanti s'est-elle_défendue s'est-elle_félicitée s'est-elle_inquiétée "
                    "s'est-elle_étonnée s'est-elle_justifiée s'est-elle_réjouie a-t-elle_fait_savoir "
                    "a-t-elle_fait_valoir").split()


def _t(verb: str) -> str:
    """The euphonic -t- of French inversion: "a-t-elle", "explique-t-elle", but "poursuit-elle", "admet-elle"."""
    return "-" if verb.endswith(("t", "d")) else "-t-"


CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    *[("fr", [FR_F, f"« Je suis fière de ce disque », a-t-elle {v}."], [("Je suis fière", "Mara Lindqvist")])
      for v in FR_PARTICIPLES],
    *[("fr", [FR_M, f"« Je suis fier de ce club », {v}{_t(v)}il."], [("Je suis fier", "Hugo Brel")])
      for v in FR_PRESENTS],
    # a named subject after the verb, with or without days between
    ("fr", ["« Je ne regrette rien », a déclaré Mara Lindqvist."], [("Je ne regrette rien", "Mara Lindqvist")]),
    ("fr", ["« Je ne regrette rien », a confié mardi soir Mara Lindqvist."],
     [("Je ne regrette rien", "Mara Lindqvist")]),
    ("fr", ["« Je ne regrette rien », explique Mara Lindqvist."], [("Je ne regrette rien", "Mara Lindqvist")]),
    ("fr", ["« Je ne regrette rien », a déclaré ce lundi Mara Lindqvist."],
     [("Je ne regrette rien", "Mara Lindqvist")]),
    # the epithet of the story's person
    ("fr", [FR_F, "« Je ne regrette rien », confie la chanteuse."], [("Je ne regrette rien", "Mara Lindqvist")]),
    ("fr", [FR_M, "« Le club m'a fait confiance », raconte le footballeur."],
     [("Le club m'a fait confiance", "Hugo Brel")]),
    ("fr", ["L'animatrice Anne Vidal quitte la chaîne.", "« C'est un choix personnel », explique l'animatrice."],
     [("C'est un choix personnel", "Anne Vidal")]),
    ("fr", ["Le ministre Paul Ardent était à Lyon.", "« Rien n'est décidé », a assuré le ministre."],
     [("Rien n'est décidé", "Paul Ardent")]),
    # object pronouns and the outlet after the verb
    ("fr", [FR_F, "« Je ne regrette rien », nous a-t-elle confié."], [("Je ne regrette rien", "Mara Lindqvist")]),
    ("fr", [FR_F, "« Je ne regrette rien », confie-t-elle au Parisien."],
     [("Je ne regrette rien", "Mara Lindqvist")]),
    ("fr", [FR_F, "« Je ne regrette rien », a-t-elle confié à Paris Match."],
     [("Je ne regrette rien", "Mara Lindqvist")]),
    # a tag before the quote, with a colon
    ("fr", ["Mara Lindqvist a déclaré : « Je ne regrette rien. »"], [("Je ne regrette rien", "Mara Lindqvist")]),
    ("fr", [FR_F, "Elle a ensuite ajouté : « Je ne regrette rien. »"], [("Je ne regrette rien", "Mara Lindqvist")]),
    ("fr", [FR_F, "La chanteuse explique : « Je ne regrette rien. »"], [("Je ne regrette rien", "Mara Lindqvist")]),
    ("fr", ["Selon Mara Lindqvist : « Le disque sortira en mars. »"], [("Le disque sortira", "Mara Lindqvist")]),
    # a quote of two paragraphs: the French convention reopens each paragraph and closes once
    ("fr", [FR_F, "« Je ne regrette rien, a-t-elle expliqué. J'ai grandi.",
            "« Et je continue. »"],
     [("Je ne regrette rien", "Mara Lindqvist")]),
    # guards: a relation of the story's person, an office of a body, the other gender, a plural tag
    ("fr", [FR_F, "« Elle ne dira rien », a déclaré l'avocat de la chanteuse."], [("Elle ne dira rien", None)]),
    ("fr", [FR_F, "« Le concert est annulé », a indiqué la direction de l'Olympia."],
     [("Le concert est annulé", None)]),
    ("fr", [FR_F, "« Je ne regrette rien », a-t-il confié."], [("Je ne regrette rien", None)]),
    ("fr", [FR_F, "« Nous ne regrettons rien », ont-ils confié."], [("Nous ne regrettons rien", None)]),
    # the incise inside the marks with its pronoun written onto the verb; guards: the other gender, no pronoun
    ("fr", [FR_F, "« Je ne regrette rien, dit-elle. J'ai grandi. »"], [("Je ne regrette rien", "Mara Lindqvist")]),
    ("fr", [FR_M, "« Je reste, explique-t-il, parce que le club me plaît. »"], [("Je reste", "Hugo Brel")]),
    ("fr", [FR_F, "« Je ne regrette rien, a-t-il expliqué. J'ai grandi. »"], [("Je ne regrette rien", None)]),
    ("fr", [FR_F, "« Je ne regrette rien, peut-être. J'ai grandi. »"], [("Je ne regrette rien", None)]),
    ("fr", [FR_F, "« Je ne regrette rien, dit-on. J'ai grandi. »"], [("Je ne regrette rien", None)]),
    # the gender of a name of no list from the role word given with it: "la chanteuse" is no "il"; "la star" is
    # said of a man too, so its article tells nothing
    ("fr", ["La star Dali Vidal a présenté son film.", "« Je ne regrette rien », a-t-il confié."],
     [("Je ne regrette rien", "Dali Vidal")]),

    # Spanish: a dropped subject is the story's person
    *[("es", [ES_F, f"«Estoy orgullosa de esta película», {v}."], [("Estoy orgullosa", "Lucía Prado")])
      for v in ES_PRETERITES],
    *[("es", [ES_F, f"«Estoy orgullosa de esta película», ha {v} la actriz."], [("Estoy orgullosa", "Lucía Prado")])
      for v in ES_PERFECTS],
    # a short quote with a tag in the perfect is mined; with no speech verb's participle after "ha" it is a title
    ("es", [ES_F, "«Volver», ha sido un éxito de taquilla."], []),
    ("es", [ES_F, "“Estoy orgullosa de esta película”, aseguró la actriz."], [("Estoy orgullosa", "Lucía Prado")]),
    ("es", ["«No me arrepiento de nada», dijo Lucía Prado."], [("No me arrepiento", "Lucía Prado")]),
    ("es", ["«No me arrepiento de nada», ha declarado este martes Lucía Prado."],
     [("No me arrepiento", "Lucía Prado")]),
    ("es", [ES_M, "«Vuelvo a los escenarios», confesó el cantante."], [("Vuelvo a los escenarios", "Rafael Ibarra")]),
    ("es", ["La presentadora Marta Gil deja la cadena.", "«Es una decisión personal», explicó la presentadora."],
     [("Es una decisión personal", "Marta Gil")]),
    ("es", ["El futbolista Diego Soto fichó por el club.", "«Es un sueño», reconoció el futbolista."],
     [("Es un sueño", "Diego Soto")]),
    ("es", ["El entrenador Pablo Ruiz habló tras el partido.", "«Hemos jugado bien», señaló el entrenador."],
     [("Hemos jugado bien", "Pablo Ruiz")]),
    ("es", ["La ministra Elena Torres visitó Sevilla.", "«No habrá recortes», ha subrayado la ministra."],
     [("No habrá recortes", "Elena Torres")]),
    ("es", ["El portavoz Jorge Gil compareció ayer.", "«No hay acuerdo», ha señalado el portavoz."],
     [("No hay acuerdo", "Jorge Gil")]),
    # object pronouns and the outlet after the verb
    ("es", [ES_F, "«Estoy feliz», le dijo a la revista Hola."], [("Estoy feliz", "Lucía Prado")]),
    ("es", [ES_F, "«Estoy feliz», confesó a la revista Hola."], [("Estoy feliz", "Lucía Prado")]),
    ("es", [ES_F, "«Estoy feliz», nos contó la actriz."], [("Estoy feliz", "Lucía Prado")]),
    # a tag before the quote
    ("es", ["Lucía Prado afirmó: «No me arrepiento de nada»."], [("No me arrepiento", "Lucía Prado")]),
    ("es", ["Según Lucía Prado: «La película se estrena en marzo»."], [("La película se estrena", "Lucía Prado")]),
    ("es", [ES_F, "La actriz explicó: «No me arrepiento de nada»."], [("No me arrepiento", "Lucía Prado")]),
    # the dialogue dash
    ("es", [ES_F, "—No me arrepiento de nada —dijo Lucía Prado—. Fue lo mejor."],
     [("No me arrepiento de nada", "Lucía Prado")]),
    ("es", [ES_M, "—Vuelvo a los escenarios —aseguró el cantante."], [("Vuelvo a los escenarios", "Rafael Ibarra")]),
    # guards
    ("es", [ES_F, "«Ella no hablará», dijo el abogado de la actriz."], [("Ella no hablará", None)]),
    ("es", [ES_F, "«No me arrepiento», dijo el actor."], [("No me arrepiento", None)]),
    ("es", [ES_F, "«La gira sigue», señaló la productora de la película."], [("La gira sigue", None)]),
    ("es", ["La ministra Elena Torres visitó Sevilla.", "«No habrá recortes», ha declarado esta mañana la ministra."],
     [("No habrá recortes", "Elena Torres")]),
    ("es", [ES_F, "«No me arrepiento de nada», dijo este hombre."], [("No me arrepiento", None)]),
    ("es", ["El cantante Rafael Ibarra llegó a Madrid.", "«Me siento feliz», ha dicho la cantante."],
     [("Me siento feliz", None)]),  # "cantante" is either gender: its article tells
    # session 10 (es16), from Spanish tune batch 10: an adverb of several words between the verb and its subject
    ("es", [ES_F, "«No me arrepiento de nada», opina en cambio Ana Gil, crítica de cine."],
     [("No me arrepiento de nada", "Ana Gil")]),
    ("es", [ES_F, "«La gira sigue», señaló a su vez Mario Vega."], [("La gira sigue", "Mario Vega")]),  # (not Lucía)
    # a name after a comma inside the phrase after the verb is the apposition of a role in it, not the subject
    ("es", [ES_M, "«Seguiré cantando», dijo al ser consultado sobre la salida del director de la gira, Mario Vega."],
     [("Seguiré cantando", "Rafael Ibarra")]),
    # the office, the party's name, then the person ("el diputado de Nueva Izquierda Marcos Salas")
    ("es", ["El diputado de Nueva Izquierda Marcos Salas dijo: «No votaremos la reforma del gobierno»."],
     [("No votaremos la reforma", "Marcos Salas")]),
    # a movement named in the apposition of the story's person is nobody (no rival for the dropped subject)
    ("es", ["Marcos Salas, candidato del movimiento Nueva Izquierda Popular, habló de economía.",
            "«No votaremos la reforma del gobierno», precisó."], [("No votaremos la reforma", "Marcos Salas")]),
    # a gerund after a comma: the subject of the clause before it speaks
    ("es", ["La diputada Ana Gil criticó la medida, planteando que no es «una respuesta al diálogo con el pueblo»."],
     [("una respuesta al diálogo", "Ana Gil")]),
    # a clause after the phrase after the verb ("…, lo que indica que la actriz …") writes no subject
    ("es", [ES_F, "«Vuelvo al cine», dijo en una de sus respuestas, lo que indica que la actriz seguirá."],
     [("Vuelvo al cine", "Lucía Prado")]),
    # "el titular de Interior": the one person given an office of that body before
    ("es", ["El ministro del Interior, Juan Pérez, viajó a Lima. La ministra de Salud, Ana Gil, se quedó en Quito.",
            "«No habrá recortes este año», afirmó el titular de Interior."], [("No habrá recortes", "Juan Pérez")]),
    ("es", ["El ministro del Interior, Juan Pérez, viajó a Lima. La ministra de Salud, Ana Gil, se quedó en Quito.",
            "«No habrá recortes este año», afirmó la titular de Salud."], [("No habrá recortes", "Ana Gil")]),
    ("es", ["El ministro del Interior, Juan Pérez, viajó a Lima.",
            "«No habrá recortes este año», afirmó el titular de Hacienda."], [("No habrá recortes", None)]),  # (guard)
    # (guard: a "que" before the gerund's clause still opens a report inside a report)
    ("es", ["Marcos Salas contó que Ana Gil le habló, advirtiendo que no es «una respuesta al diálogo con el pueblo»."],
     [("una respuesta al diálogo", "Ana Gil")]),

    # German
    *[("de", [DE_F, f"„Ich bin stolz auf das Album“, {v} sie."], [("Ich bin stolz", "Mara Lindqvist")])
      for v in DE_VERBS],
    ("de", [DE_F, "„Ich bin stolz auf das Album“, erklärte die Sängerin."], [("Ich bin stolz", "Mara Lindqvist")]),
    ("de", [DE_F, "„Ich bin stolz auf das Album“, so die Sängerin."], [("Ich bin stolz", "Mara Lindqvist")]),
    ("de", ["„Ich bin stolz auf das Album“, betonte Mara Lindqvist."], [("Ich bin stolz", "Mara Lindqvist")]),
    ("de", ["„Ich bin stolz auf das Album“, so Mara Lindqvist."], [("Ich bin stolz", "Mara Lindqvist")]),
    ("de", [DE_M, "„Das war nicht leicht“, fügte er hinzu."], [("Das war nicht leicht", "Jonas Brandt")]),
    ("de", [DE_M, "„Das war ein Fehler“, räumte er ein."], [("Das war ein Fehler", "Jonas Brandt")]),
    ("de", [DE_M, "„Das war nicht leicht“, sagte er der „Abendpost“."], [("Das war nicht leicht", "Jonas Brandt")]),
    ("de", [DE_M, "»Das war nicht leicht«, sagt er."], [("Das war nicht leicht", "Jonas Brandt")]),
    ("de", ["Jonas Brandt sagte: „Das war nicht leicht.“"], [("Das war nicht leicht", "Jonas Brandt")]),
    ("de", [DE_M, "Der Schauspieler erklärte: „Das war nicht leicht.“"], [("Das war nicht leicht", "Jonas Brandt")]),
    # guards
    ("de", [DE_F, "„Sie wird nichts sagen“, sagte der Anwalt der Sängerin."], [("Sie wird nichts sagen", None)]),
    ("de", [DE_F, "„Ich bin stolz auf das Album“, sagte er."], [("Ich bin stolz", None)]),
    # a man given a man's role word is no rival for "sie" (tests/quotes/test_tags.py: "Der Star" tells no gender)
    ("de", ["Anna Roth ist traurig.", "Der Sänger Kaan Berte postete ein Foto.", "Sie schrieb: „Alles wird gut.“"],
     [("Alles wird gut.", "Anna Roth")]),
    # "a-t-elle" reads the story as "dijo ella", "sagte sie" do: a known woman, then a man of unknown gender ("Hugo" is
    # on no French list, "footballeur" after the name tells nothing): no telling; one woman named, or "il", as before
    # (German copy reads the Spanish list since session 14, where "Hugo" is a man's name: its case names "Tjark")
    ("fr", [FR_F, "Hugo Brel, footballeur, était là.", "« Je suis fière de ce disque », a-t-elle confié."],
     [("Je suis fière de ce disque", None)]),
    ("de", [DE_F, "Tjark Brel, Fußballer, war da.", "„Ich bin stolz auf das Album“, sagte sie."],
     [("Ich bin stolz", None)]),
    ("fr", ["Mara Lindqvist, chanteuse, a présenté son album.", "« Je suis fière de ce disque », a-t-elle confié."],
     [("Je suis fière de ce disque", "Mara Lindqvist")]),
    ("fr", [FR_F, "Hugo Brel, footballeur, était là.", "« Je suis fier de ce club », a-t-il confié."],
     [("Je suis fier de ce club", "Hugo Brel")]),
    # (guard: a role word further on in an apposition is someone else's, "agent de la chanteuse")
    ("fr", ["Dominique Brel, agent de la chanteuse, était là.", "« Je suis fier de ce disque », a-t-il confié."],
     [("Je suis fier de ce disque", "Dominique Brel")]),
    # German "sagt X von <body>": the person, never the body ("World Vision") nor the whole run
    ("de", ["„Es war klar, dass es so nicht geht“, sagt Anna Roth von World Vision."],
     [("Es war klar", "Anna Roth")]),
    ("de", ["„Wir sind bereit“, sagte Jonas Brandt von Greenpeace."], [("Wir sind bereit", "Jonas Brandt")]),
    ("de", ["Auch Anna Roth von Pro Asyl kennt das.", "„Es ist schwer“, sagt Roth."], [("Es ist schwer", "Anna Roth")]),
    # a name in the genitive, a role, then its holder: the holder ("sagte Anna Roths Sprecher Jonas Brandt")
    ("de", ["„Das stimmt nicht“, sagte Anna Roths Sprecher Jonas Brandt."], [("Das stimmt nicht", "Jonas Brandt")]),
    # no holder named: someone's relation speaks, never the person in the genitive
    ("de", ["„Ich bin froh“, sagte Jonas Brandts Frau."], [("Ich bin froh", None)]),
    ("de", ["„Ich bin froh“, erklärte Anna Roths Manager."], [("Ich bin froh", None)]),
    ("de", [DE_M, "„Er schläft viel“, sagte Jonas Brandts Mutter."], [("Er schläft viel", None)]),
    ("de", ["„Ich bin froh“, sagte Markus Söder."], [("Ich bin froh", "Markus Söder")]),  # (a name ending in s)
    # "bezeichnete"/"nannte": a label the speaker gave ("„…“, bezeichnete Kenias Vizepräsident X das Lager")
    ("de", ["„Eine Brutstätte des Terrors“, bezeichnete Kenias Vizepräsident Jonas Brandt das Lager."],
     [("Eine Brutstätte", "Jonas Brandt")]),
    ("de", ["„Eine Katastrophe“, nannte Anna Roth das Urteil."], [("Eine Katastrophe", "Anna Roth")]),
    # an age in lower case is an adjective: the capitalised word after it is its noun, no name ("Berliner", "Sudanese")
    ("de", ["„Es ist vorbei“, schrieb der 46-jährige Berliner."], [("Es ist vorbei", None)]),
    ("de", [DE_M, "„Es ist vorbei“, schrieb der 46-jährige Berliner."], [("Es ist vorbei", "Jonas Brandt")]),
    ("de", ["„Es ist vorbei“, schrieb die 46-jährige Anna Roth."], [("Es ist vorbei", "Anna Roth")]),  # (a name)
    # a quotation that is a paragraph of its own, signed after a dash at its end (a blurb, a motto, a reader's voice)
    ("de", ["„Das Buch ist ein grandioser Rundumblick.“ – Kai Dörfner"], [("Das Buch ist", "Kai Dörfner")]),
    ("de", ["„Ihre Sicht vertritt sie prägnant.“ – Maik Schmidt, c't"], [("Ihre Sicht", "Maik Schmidt")]),
    ("de", ["Anna Roth hat ein Buch geschrieben.", "„Ein Standardwerk.“ – Roth"], [("Ein Standardwerk.", "Anna Roth")]),
    ("de", ["„Das Buch ist gut.“ – Kai Dörfner", "„Wann kommt Band 2?“"],
     [("Das Buch ist gut.", "Kai Dörfner"), ("Wann kommt Band 2?", None)]),  # a signed voice does not go on
    ("de", ["„Das Buch ist gut.“ – so ist es eben"], [("Das Buch ist gut.", None)]),  # no name after the dash
    ("de", ["Er las vor: „Das Buch ist gut.“ – Kai Dörfner"], [("Das Buch ist gut.", None)]),  # not a paragraph alone
    # the press release's second quote, right after the tag and its office: the same speaker ("Vorstand" is an office,
    # "Stiftung …" a body: neither a rival)
    ("de", ["„Die Messe ist gut“, sagt Jonas Brandt, Geschäftsführender Vorstand der Stiftung Junge Kunst. „Wir freuen "
            "uns.“"], [("Die Messe ist gut", "Jonas Brandt"), ("Wir freuen uns.", "Jonas Brandt")]),
    # a first name, "von"/"van" and its article: one name ("Ursula von der Leyen", "Alexander Van der Bellen"), never
    # the first name alone
    ("de", ["„Wir sind bereit“, sagte EU-Kommissionspräsidentin Ursula von der Leyen am Montag in Brüssel."],
     [("Wir sind bereit", "Ursula von der Leyen")]),
    ("de", ["„Gemeinsam unterwegs nach Graz“, betitelte Bundespräsident Alexander Van der Bellen ein Foto."],
     [("Gemeinsam unterwegs", "Alexander Van der Bellen")]),
    ("de", ["„Wir sind bereit“, sagte Jonas Brandt von der Polizei."], [("Wir sind bereit", "Jonas Brandt")]),
    # "laut X" right before the opening mark, mid-sentence: X's words
    ("de", ["Der Autor Jonas Brandt schreibt viel.", "Ist es die Erfahrung, derer laut Brandt „der Mensch bedarf, "
            "damit seine Sehnsucht erwachen kann“?"], [("der Mensch bedarf", "Jonas Brandt")]),
    ("de", ["Die Regierung habe laut Jonas Brandt in der Sitzung „große Fehler gemacht, die niemand sah“."],
     [("große Fehler gemacht", None)]),  # (words between the name and the mark: no telling)
    # a weak noun's oblique case is a role ("des Präsidenten", "dem Essayisten"): the name after it is the person's
    ("de", ["Die Rede des Präsidenten Wolodymyr Selenskyj war kurz. „Wir geben nicht auf“, sagte er."],
     [("Wir geben nicht auf", "Wolodymyr Selenskyj")]),
    ("de", ["„Wir geben nicht auf“, sagte der Sprecher des Präsidenten Wolodymyr Selenskyj."],
     [("Wir geben nicht auf", None)]),  # (his spokesman speaks)
    # a colon's sentence about the tag's speaker (and nobody it could be read as saying it): the tag's speaker
    ("de", ["Die Helfer kennen Anna Roth seit Jahren und wissen: „Wir bleiben hier“, sagt Roth."],
     [("Wir bleiben hier", "Anna Roth")]),
    # session 11 (de16): the press release's second quote after a body's "e. V.", which ends no sentence inside and
    # one before a quotation mark (bot/text/sentences.py; de.toml spaced_abbreviations)
    ("de", ["„Die Messe ist gut“, sagt Jonas Brandt, Vorstand der Stiftung Junge Kunst e. V. „Wir freuen uns auf die "
            "Gäste.“"], [("Die Messe ist gut", "Jonas Brandt"), ("Wir freuen uns auf", "Jonas Brandt")]),
    ("de", ["„Die Messe ist gut“, sagt Jonas Brandt vom Verein Junge Kunst e. V. Anna Roth sagt: „Wir freuen uns.“"],
     [("Die Messe ist gut", "Jonas Brandt"), ("Wir freuen uns.", "Anna Roth")]),  # (guard: a new speaker)
    # a name of no first-name list is a person's when the text writes one of its words alone as a sentence's subject
    # ("Nala ist froh", "Mensah wundert sich"), never as a noun: then a "sie"/"er" or a colon may mean them
    ("de", ["Nala Okafor kam 2015 in das Lager.", "Nala ist froh, dass sie bleiben darf.",
            "„Hier fühle ich mich sicher“, sagt sie."], [("Hier fühle ich mich sicher", "Nala Okafor")]),
    ("de", ["Nala Okafor kam 2015 in das Lager. Nala lebt mit ihrer Familie in einer Hütte.",
            "„Hier fühle ich mich sicher“, sagt sie."], [("Hier fühle ich mich sicher", "Nala Okafor")]),
    ("de", ["Kofi Mensah wartet an der Grenze.", "Mensah wundert sich über die Kontrollen: „Das Virus hält sich "
            "nicht an Grenzen.“"], [("Das Virus hält sich", "Kofi Mensah")]),
    ("de", ["Nala Okafor lebt im Lager. Nala ist froh.", "Nala Okafor aus Ghana findet Bamba Chakula gut: „Ich kann "
            "selbst entscheiden“, sagt sie."], [("Ich kann selbst entscheiden", "Nala Okafor")]),
    # (guards: no word written alone, the name stays unconfirmed; a woman already known beside her: no telling)
    ("de", ["Nala Okafor kam 2015 in das Lager.", "„Hier fühle ich mich sicher“, sagt sie."],
     [("Hier fühle ich mich sicher", None)]),
    ("de", ["Kofi Mensah wartet an der Grenze.", "„Das Virus hält sich nicht an Grenzen“, sagt er."],
     [("Das Virus hält sich", None)]),
    ("de", [DE_F, "Nala Okafor traf sie im Lager. Nala ist froh.", "„Ich bin stolz auf das Album“, sagte sie."],
     [("Ich bin stolz", None)]),
    # (guard: a noun written alone before a verb is still a noun when an article governs it elsewhere: "Handy Geld" is
    # no person, "das Handy")
    ("de", ["„Ich komme wieder“, sagte Nala Okafor.", "Handy ist dort teuer, das Handy kostet viel.",
            "Handy Geld nutzt sie oft.", "„Hier ist es sicher“, sagt sie."], [("Hier ist es sicher", None)]),
    # a noun the text governs elsewhere ("ins Lager", "ihre Freundschaften") before "von"/"zu" opens no name ("Lager von
    # Dadaab", "Freundschaften zu Intellektuellen"), so no rival for "sie" or an epithet
    ("de", ["Nala Okafor floh ins Lager von Dadaab. Nala ist froh.",
            "„Hier fühle ich mich sicher“, sagt die 27-Jährige."], [("Hier fühle ich mich sicher", "Nala Okafor")]),
    ("de", ["Die Schauspielerin Maria Holm pflegte Freundschaften zu Intellektuellen.", "Ihre Freundschaften waren "
            "berühmt.", "Und trotz ihrer Lebensfreude war sie manchmal auch nachdenklich: „Was mich interessiert, ist "
            "der Mensch.“"], [("Was mich interessiert", "Maria Holm")]),
    # (guard: a name after the verb is a rival all the same)
    ("de", ["Nala Okafor kam 2015 an. Nala ist froh. Später traf sie Kakuma Stadt.",
            "„Hier fühle ich mich sicher“, sagt die 27-Jährige."], [("Hier fühle ich mich sicher", None)]),
    # a possessive of one gender right after a name (after its verb, and a preposition, at most) tells the name's
    # gender ("hält Nala Okafor ihre Tochter"), so "sie" may mean her beside another woman
    ("de", ["Die Helferin Anna Roth kennt das.", "Im Lager hält Nala Okafor ihre Tochter im Arm. Nala ist froh.",
            "„Hier ist es sicher“, sagt sie."], [("Hier ist es sicher", "Nala Okafor")]),
    ("de", ["Die Helferin Anna Roth kennt das.", "Nala Okafor lebt mit ihrer Familie im Lager. Nala ist froh.",
            "„Hier ist es sicher“, sagt sie."], [("Hier ist es sicher", "Nala Okafor")]),
    ("de", ["Die Helferin Anna Roth kennt das.", "Im Lager hält Nala Okafor seine Tochter im Arm. Nala ist froh.",
            "„Hier ist es sicher“, sagt sie."], [("Hier ist es sicher", "Anna Roth")]),  # (he is no "sie")
    # (guard: a comma between, an apposition: no telling)
    ("de", ["Die Helferin Anna Roth kennt das.", "Nala Okafor, ihre Freundin, lebt im Lager. Nala ist froh.",
            "„Hier ist es sicher“, sagt sie."], [("Hier ist es sicher", None)]),
    # a quantifier opening a sentence ("Viele Flüchtlinge") is no name's first word, so the noun after it no rival
    ("de", ["Nala Okafor lebt im Lager. Nala ist froh.", "Viele Flüchtlinge kommen hierher. Flüchtlinge hat sie nie "
            "gemocht.", "„Hier ist es sicher“, sagt sie."], [("Hier ist es sicher", "Nala Okafor")]),
    # a preposition opening the sentence is no name's first word ("Neben Animus"), so no rival for "er"
    ("de", ["Der Rapper Jonas Brandt meldete sich zu Wort.", "Animus ist sein früherer Schützling.",
            "Neben Animus erwähnte er dabei auch Bushido:", "„Jammert über andere und lobt sich selbst.“"],
     [("Jammert über andere", "Jonas Brandt")]),
    # "X zufolge" before the quote: X's words, when X is known as a person ("Dem Verein zufolge": nobody)
    ("de", [DE_M, "Brandt zufolge sei „die Mannschaft noch nicht bereit“."],
     [("die Mannschaft noch nicht", "Jonas Brandt")]),
    ("de", ["Der Trainer Jonas Brandt spielte.", "Jonas Brandt zufolge ist „die Mannschaft noch nicht bereit“."],
     [("die Mannschaft noch nicht", "Jonas Brandt")]),
    ("de", [DE_M, "Dem Verein zufolge sei „die Mannschaft noch nicht bereit“."], [("die Mannschaft noch nicht", None)]),
    ("de", [DE_M, "Medienberichten zufolge ist „die Mannschaft noch nicht bereit“."],
     [("die Mannschaft noch nicht", None)]),
    ("de", [DE_M, "„Wir haben gut gespielt“, betonte der Coach nach dem Spiel."],
     [("Wir haben gut gespielt", "Jonas Brandt")]),
    # a quote ending its sentence, then reported speech (Konjunktiv I) with a singular pronoun subject and no tag of
    # its own: the pronoun's person speaks ("„…“ Er sei früher täglich dort gewesen.")
    ("de", ["Der Trainer Jonas Brandt wundert sich über die Regeln. „Wir wissen doch alle, dass das nichts bringt.“ "
            "Er sei früher täglich dort gewesen."], [("Wir wissen doch alle", "Jonas Brandt")]),
    # (guards: the report's own tag names its reporter; a plural; the indicative; the other gender; two men)
    ("de", ["Der Trainer Jonas Brandt wundert sich über die Regeln. „Wir wissen doch alle, dass das nichts bringt.“ "
            "Er sei früher täglich dort gewesen, sagte Anna Roth."], [("Wir wissen doch alle", None)]),
    ("de", ["Der Trainer Jonas Brandt wundert sich über die Regeln. „Wir wissen doch alle, dass das nichts bringt.“ "
            "Sie seien früher täglich dort gewesen."], [("Wir wissen doch alle", None)]),
    ("de", ["Der Trainer Jonas Brandt wundert sich über die Regeln. „Wir wissen doch alle, dass das nichts bringt.“ "
            "Er war früher täglich dort."], [("Wir wissen doch alle", None)]),
    ("de", ["Der Trainer Jonas Brandt wundert sich über die Regeln. „Wir wissen doch alle, dass das nichts bringt.“ "
            "Sie sei früher täglich dort gewesen."], [("Wir wissen doch alle", None)]),
    ("de", ["Der Trainer Jonas Brandt und der Manager Paul Weber wundern sich. „Wir wissen doch alle, dass das nichts "
            "bringt.“ Er sei früher täglich dort gewesen."], [("Wir wissen doch alle", None)]),
    # session 10 (fr16): French conventions of attribution the tag reader missed
    *[("fr", [f"« Rien n'est décidé », {v.replace('_', ' ')} Paul Ardent."], [("Rien n'est décidé", "Paul Ardent")])
      for v in FR_MORE_PRESENTS],
    *[("fr", [FR_F, f"« Je ne regrette rien », {v.replace('_', ' ')}."], [("Je ne regrette rien", "Mara Lindqvist")])
      for v in FR_MORE_INVERTED],
    # "d'après" is "selon": no part of the name after it (it gave "D'après Mara Lindqvist")
    ("fr", ["D'après Mara Lindqvist, « le disque sortira en mars »."], [("le disque sortira", "Mara Lindqvist")]),
    ("fr", ["D’après Mara Lindqvist, « le disque sortira en mars »."], [("le disque sortira", "Mara Lindqvist")]),
    ("fr", ["« Le disque sortira en mars », d'après Mara Lindqvist."], [("Le disque sortira", "Mara Lindqvist")]),
    # "le Premier ministre": the capitalised "Premier" is no name; the name after the office, with or without a comma
    ("fr", ["« Rien n'est décidé », a estimé le Premier ministre, Jean Castex."],
     [("Rien n'est décidé", "Jean Castex")]),
    ("fr", ["« Rien n'est décidé », a estimé mardi le Premier ministre Jean Castex."],
     [("Rien n'est décidé", "Jean Castex")]),
    ("fr", ["La Première ministre Élisabeth Borne était à Lyon.",
            "« Rien n'est décidé », a estimé la Première ministre."],
     [("Rien n'est décidé", "Élisabeth Borne")]),
    # a relation's role, then the name set off by a comma that ends the tag; without a name, nobody (as before)
    ("fr", [FR_F, "« Elle ne dira rien », indique son avocat, Me Paul Ardent."],
     [("Elle ne dira rien", "Paul Ardent")]),
    ("fr", [FR_F, "« Elle ne dira rien », indique son avocat, Paul Ardent."], [("Elle ne dira rien", "Paul Ardent")]),
    ("es", [ES_F, "«No dirá nada», dijo su abogado, Pablo Gil."], [("No dirá nada", "Pablo Gil")]),
    ("fr", [FR_F, "« Elle ne dira rien », indique son avocat, vendredi."], [("Elle ne dira rien", None)]),
    # "Selon lui", "Pour elle": the story's person of the pronoun's gender, nobody when two compete
    ("fr", [FR_M, "Selon lui, « le club a tout fait pour le garder »."], [("le club a tout fait", "Hugo Brel")]),
    ("fr", [FR_F, "Pour elle, « le disque sortira en mars »."], [("le disque sortira", "Mara Lindqvist")]),
    ("fr", [FR_M, "D'après lui, « le club a tout fait pour le garder »."], [("le club a tout fait", "Hugo Brel")]),
    ("fr", [FR_M, "Jean Dupont, son agent, était là.", "Selon lui, « le club a tout fait pour le garder »."],
     [("le club a tout fait", None)]),
    ("fr", [FR_F, "À ses yeux, « le disque sortira en mars »."], [("le disque sortira", "Mara Lindqvist")]),
    # the narrative infinitive, "Et d'ajouter : « … »", and "avant d'ajouter :" closing a quote's tag
    ("fr", [FR_F, "« Je suis fière », dit-elle. Et d'ajouter : « Le disque sortira en mars. »"],
     [("Je suis fière", "Mara Lindqvist"), ("Le disque sortira", "Mara Lindqvist")]),
    ("fr", [FR_M, "Et de préciser : « Le club a tout fait pour me garder. »"], [("Le club a tout fait", "Hugo Brel")]),
    ("fr", [FR_M, "Et de préciser : « Le club a tout fait pour me garder. »", "Et de conclure : « Je pars. »"],
     [("Le club a tout fait", "Hugo Brel"), ("Je pars", "Hugo Brel")]),
    ("fr", ["« Le club a tout fait », a affirmé Paul Ardent, avant d'ajouter : « Je pars demain. »"],
     [("Le club a tout fait", "Paul Ardent"), ("Je pars demain", "Paul Ardent")]),
    # (guard: "Et de" and a word of no speech is no tag)
    ("fr", [FR_M, "Paul Ardent, son agent, était là.", "Et de Lyon : « Je pars demain. »"], [("Je pars demain", None)]),
    # words quoted as the object of a verb of their subject ("a dénoncé une « faute grave »"): the subject's, however
    # short; a name, a pronoun or a role as subject
    *[("fr", [FR_M, f"Paul Ardent {v} « une décision absurde »."], [("une décision absurde", "Paul Ardent")])
      for v in ("a dénoncé une", "a évoqué une", "a fustigé", "a déploré", "a regretté", "a salué", "a réclamé",
                "a promis", "a annoncé", "a reconnu", "a critiqué", "a dénoncé mardi", "dénonce", "parle d'une",
                "a appelé à", "a plaidé pour", "a exprimé sa", "s'est dit")],
    ("fr", [FR_M, "Il a dénoncé une « faute grave »."], [("faute grave", "Hugo Brel")]),
    ("fr", [FR_F, "La chanteuse a salué « un public incroyable »."], [("un public incroyable", "Mara Lindqvist")]),
    ("fr", [FR_F, "Elle s'est dite « très émue »."], [("très émue", "Mara Lindqvist")]),
    # (guards: a passive is the charge or the name given, nobody's words of the subject; "dit" is a name given unless
    # reflexive; a body's or a crowd's words stay nobody's)
    ("fr", [FR_M, "Paul Ardent a été accusé de « favoritisme »."], [("favoritisme", None)]),
    ("fr", ["Bruce Ardent, dit « le Boss », chante à Paris."], [("le Boss", None)]),
    ("fr", [FR_F, "Le public a salué « une voix incroyable »."], [("une voix incroyable", None)]),
    ("fr", [FR_M, "Le rapport, que Paul Ardent a dénoncé, évoque une « faute grave »."], [("faute grave", None)]),
    # a circumstance opening the sentence on a preposition, then the subject after the comma ("Dans un communiqué, X
    # a indiqué :"); the paper after "au" then the speaker ("a confié au Parisien Jean Dupont")
    *[("fr", [f"{lead}, Rima Abdul a indiqué : « Rien n'est décidé pour le moment. »"],
       [("Rien n'est décidé", "Rima Abdul")])
      for lead in ("Dans un communiqué", "Lors d'une conférence de presse", "Après la réunion", "Depuis Lyon",
                   "Pendant la conférence", "Devant les journalistes")],
    ("fr", ["« Rien n'est décidé », a confié au Parisien Jean Dupont, 45 ans."],
     [("Rien n'est décidé", "Jean Dupont")]),
    ("fr", ["« Rien n'est décidé », a confié aux Echos Jean Dupont."], [("Rien n'est décidé", "Jean Dupont")]),
    # session 11 (frpages): French compound tenses past the perfect, verbs of temper (named subject, or a pronoun)
    *[("fr", [FR_M, f"« Rien n'est décidé », {v}{'' if '-' in v else ' Hugo Brel'}."],
       [("Rien n'est décidé", "Hugo Brel")]) for v in FR_PAST_TAGS],
    ("fr", [FR_F, "« Je ne regrette rien », avait-elle confié."], [("Je ne regrette rien", "Mara Lindqvist")]),
    # (guards: the pluperfect's pronoun of the other gender, a plural; "était" + a participle of no speech verb)
    ("fr", [FR_F, "« Je ne regrette rien », avait-il confié."], [("Je ne regrette rien", None)]),
    ("fr", [FR_F, "« Nous ne regrettons rien », avaient-ils confié."], [("Nous ne regrettons rien", None)]),
    ("fr", [FR_F, "« Le Dernier Été », était projeté à Cannes."], []),
    # the outlet the words went to after "à", then the subject ("a confié à Gala la chanteuse", "à Elle Mara
    # Lindqvist"): the outlet is no part of the subject
    ("fr", [FR_F, "« Je ne regrette rien », a confié à Gala la chanteuse."],
     [("Je ne regrette rien", "Mara Lindqvist")]),
    ("fr", [FR_F, "« Je ne regrette rien », explique à Voici la chanteuse de 45 ans."],
     [("Je ne regrette rien", "Mara Lindqvist")]),
    ("fr", ["« Je ne regrette rien », a confié à Elle Mara Lindqvist."], [("Je ne regrette rien", "Mara Lindqvist")]),
    ("fr", ["« Je ne regrette rien », a confié à Libération Jean Dupont."], [("Je ne regrette rien", "Jean Dupont")]),
    # (guards: a place is no outlet; the outlet, then a relation's role with no name: nobody)
    ("fr", [FR_F, "« Je ne regrette rien », a confié à Paris la chanteuse."], [("Je ne regrette rien", None)]),
    ("fr", [FR_F, "« Je ne regrette rien », a confié à Paris Match son agent."], [("Je ne regrette rien", None)]),
    # session 11 (frpages): Spanish imperfect tags, with a dropped subject, a role, a surname and a relative after it
    *[("es", [ES_F, f"«No me arrepiento de nada», {v} la actriz."], [("No me arrepiento", "Lucía Prado")])
      for v in ES_IMPERFECTS],
    ("es", [ES_M, "«Las sospechas no bastan», sostenía Ibarra, que ya había recurrido en abril."],
     [("Las sospechas no bastan", "Rafael Ibarra")]),
    ("es", [ES_M, "«Vuelvo a los escenarios», decía."], [("Vuelvo a los escenarios", "Rafael Ibarra")]),
    # the reflexive verbs of gossip copy ("se sinceró la actriz", "se quejó", "se defendió"): the tag verb after "se"
    *[("es", [ES_F, f"«No me arrepiento de nada», {v}."], [("No me arrepiento", "Lucía Prado")])
      for v in ("se sinceró la actriz", "se quejó la actriz", "se defendió Lucía Prado", "se sinceró", "se defiende",
                "defendió la actriz")],
    # (guards: another's role, a plural)
    ("es", [ES_F, "«No me arrepiento de nada», se defendió el abogado de la actriz."], [("No me arrepiento", None)]),
    ("es", [ES_F, "«No me arrepiento de nada», se quejaron los vecinos."], [("No me arrepiento", None)]),
    # an unnamed source close to someone, as written: the phrase goes on over "a" after "cercana"/"próximas"
    *[("es", [ES_F, f"«Está agotada tras la gira», {tag}."], [("Está agotada", who)]) for tag, who in (
        ("dijo una fuente cercana a la pareja", "una fuente cercana a la pareja"),
        ("según fuentes cercanas a la actriz", "fuentes cercanas a la actriz"),
        ("dijeron fuentes próximas a la actriz", "fuentes próximas a la actriz"),
        ("según una fuente cercana al Gobierno", "una fuente cercana al Gobierno"),
        ("dijo una persona allegada a la familia", "una persona allegada a la familia"),
    )],
    # (guards: the phrase still ends at another preposition; a source of a body, as before; no "a" after it)
    ("es", [ES_F, "«Está agotada tras la gira», dijo una fuente cercana a la pareja a EFE."],
     [("Está agotada", "una fuente cercana a la pareja")]),
    ("es", [ES_F, "«Está agotada tras la gira», dijo una fuente de la productora."],
     [("Está agotada", "una fuente de la productora")]),
    ("es", [ES_F, "«Está agotada tras la gira», dijo una fuente cercana."], [("Está agotada", "una fuente cercana")]),
    # the pluperfect ("había dicho")
    ("es", [ES_F, "«No me arrepiento de nada», había dicho la actriz."], [("No me arrepiento", "Lucía Prado")]),
    ("es", ["«No habrá recortes», había declarado Elena Torres."], [("No habrá recortes", "Elena Torres")]),
    # (guards: an imperfect after a thing or another person's role is no tag of the story's person)
    ("es", [ES_F, "«No me arrepiento de nada», decía el cartel de la entrada."], [("No me arrepiento", None)]),
    ("es", [ES_F, "«Ella no hablará», decía el abogado de la actriz."], [("Ella no hablará", None)]),
    ("es", [ES_F, "«No me arrepiento», decía el actor."], [("No me arrepiento", None)]),
    # words quoted as the object of a verb of their subject ("Castro denunció «una campaña de acoso»", "habló de «…»",
    # "se limitó a manifestar «…»", "se mostró «muy feliz»"): the subject's, however short
    *[("es", [ES_M, f"Rafael Ibarra {v} «una decisión absurda»."], [("una decisión absurda", "Rafael Ibarra")])
      for v in ("denunció", "criticó", "habló de", "calificó de", "tildó de", "lamentó", "pidió", "reclamó",
                "celebró", "prometió", "anunció", "reconoció", "defendió", "exigió", "se limitó a manifestar",
                "se limitó a expresar", "advirtió de", "denunció ayer")],
    ("es", [ES_F, "La actriz se mostró «muy feliz» con el estreno."], [("muy feliz", "Lucía Prado")]),
    ("es", [ES_M, "Él se declaró «inocente»."], [("inocente", "Rafael Ibarra")]),
    ("es", [ES_M, "El cantante pidió «respeto»."], [("respeto", "Rafael Ibarra")]),
    # (guards: a passive is the charge, nobody's words of the subject; a crowd's or a relative clause's words stay
    # nobody's; "declaró" without a reflexive is no label; a tag later in the sentence is another attribution)
    ("es", [ES_M, "Rafael Ibarra fue denunciado por «acoso laboral»."], []),
    ("es", [ES_M, "El público celebró «una noche mágica»."], [("una noche mágica", None)]),
    ("es", [ES_M, "El informe, que Rafael Ibarra criticó, habla de «una gestión opaca»."],
     [("una gestión opaca", None)]),
    ("es", [ES_M, "Rafael Ibarra habló de «un error histórico», según explicó Elena Torres."],
     [("un error histórico", "Elena Torres")]),
]


@pytest.mark.parametrize(("lang", "paras", "want"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_tag_shapes(lang: str, paras: list[str], want: list[tuple[str, str | None]]) -> None:
    got = {q.text: q.speaker for q in mine_quotes(paras, lang)}
    if not want:
        assert not got, got
    for start, speaker in want:
        hits = [t for t in got if t.startswith(start)]
        assert hits, (start, got)
        assert got[hits[0]] == speaker, (start, got)
