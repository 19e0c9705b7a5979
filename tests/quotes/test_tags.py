"""German, French and Spanish speaker tags (bot/quoting/tags.py), on sentences of our own: one table."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

# (language, paragraphs, [(quotation opening, speaker)])
CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    ("fr", ["La chanteuse Mara Lindqvist a quitté Paris. « Je pars pour de bon », a-t-elle déclaré lundi."],
     [("Je pars pour de bon", "Mara Lindqvist")]),
    ("fr", ["Le ministre Paul Ardent était à Lyon. « Rien n'est décidé », a-t-il déclaré.",
            "« Nous verrons demain. »"],
     [("Rien n'est décidé", "Paul Ardent"), ("Nous verrons demain.", "Paul Ardent")]),
    ("fr", ["« On ne lâchera rien, dit Léa, étudiante en lettres. La grève continue. »"],
     [("On ne lâchera rien", "Léa")]),
    ("fr", ["La chercheuse Claire Vasseur a lu le rapport. « Le risque est faible », précise la chercheuse."],
     [("Le risque est faible", "Claire Vasseur")]),
    ("fr", ["Léa Morin et Hugo Brel se sont séparés.",
            "« Ils ne se parlaient plus », confie une source proche du couple."],
     [("Ils ne se parlaient plus", "une source proche du couple")]),
    ("fr", ["Les rumeurs courent. Selon un proche de Léa Morin, « elle est soulagée »."],
     []),  # a partial quotation introduced by "selon": not mined as speech here, and no guess
    ("es", ["La actriz Lucía Prado llegó a Madrid el lunes.",
            "\"Estoy feliz de volver\", dijo a la revista Hola."],
     [("Estoy feliz de volver", "Lucía Prado")]),
    ("es", ["El conductor Rafael Ibarra habló con la prensa. \"No me arrepiento\", afirmó el comunicador."],
     [("No me arrepiento", "Rafael Ibarra")]),
    ("es", ["Al respecto, explicó que \"nada cambió\"."], [("nada cambió", None)]),  # nobody named before
    ("es", ["Lucía Prado y Rafael Ibarra se separaron.",
            "\"Ya no vivían juntos\", aseguró una fuente cercana a la pareja."],
     [("Ya no vivían juntos", "una fuente cercana a la pareja")]),  # (session 11: the phrase as written, whole)
    ("es", ["Rafael Ibarra visitó el canal.",
            "\"No habrá cambios\", explicaron desde la productora."],
     [("No habrá cambios", "la productora")]),  # a plural verb: not the one person of the story, the body named
    ("es", ["Rafael Ibarra visitó el canal.",
            "\"Todo sigue igual\", dijo el secretario general de La Cadena."],
     [("Todo sigue igual", None)]),  # an office of a named body nobody was given here
    ("es", ["La actriz Lucía Prado llegó a Madrid con su marido.",
            "—No me arrepiento de nada —dijo la actriz—. Fue lo mejor."],
     [("No me arrepiento de nada", "Lucía Prado")]),
    ("fr", ["Le chanteur Paul Ardent était à Lyon hier soir.", "— Je ne regrette rien — a-t-il déclaré."],
     [("Je ne regrette rien", "Paul Ardent")]),
    ("de", ["Die Sängerin Mara Lindqvist hat sich getrennt. „Wir bleiben Freunde“, sagte sie am Montag."],
     [("Wir bleiben Freunde", "Mara Lindqvist")]),
    ("de", ["Der Schauspieler Jonas Brandt dreht in Wien. Weiter sagt er: „Ich bin nicht traurig.“"],
     [("Ich bin nicht traurig", "Jonas Brandt")]),
    ("de", ["„Das Paar lebt getrennt“, so ein Insider aus dem Umfeld der beiden."],
     [("Das Paar lebt getrennt", "ein Insider")]),
    ("de", ["„Das war ein Fehler“, sagt Moderatorin Anke Roth. „Es tut mir leid.“"],
     [("Das war ein Fehler", "Anke Roth"), ("Es tut mir leid.", "Anke Roth")]),
    ("de", ["Die Trennung kam überraschend für die Fans der Serie.", "„Ich habe es geahnt“, schrieb ein Fan."],
     [("Ich habe es geahnt", "ein Fan")]),
    # a quote that is a sentence of its own, right after a sentence reporting someone's words or view: theirs
    ("es", ["El ingeniero Walter Ibarra explicó que la seguridad importa. “Si nadie conoce los riesgos, nadie "
            "sabrá qué hacer”."],
     [("Si nadie conoce los riesgos", "Walter Ibarra")]),
    ("es", ["Para la arquitecta Lucía Prado, las oficinas son hoy un espacio común. “Se busca que el personal "
            "coopere”."],
     [("Se busca que el personal coopere", "Lucía Prado")]),
    ("de", ["Die Ärztin Anna Roth erklärte, dass die Lage ernst sei. „Wir brauchen mehr Personal.“ Die Klinik "
            "schweigt."],
     [("Wir brauchen mehr Personal.", "Anna Roth")]),
    ("fr", ["L'ingénieur Paul Ardent a expliqué que la sécurité compte. « Personne ne saura quoi faire. »"],
     [("Personne ne saura quoi faire.", "Paul Ardent")]),
    ("es", ["El ingeniero Walter Ibarra explicó que la seguridad importa, como dijo Ana Gil. “Si nadie conoce los "
            "riesgos, nadie sabrá qué hacer”."],
     [("Si nadie conoce los riesgos", None)]),  # two people named in the report: no telling whose words follow
    ("es", ["El ingeniero Walter Ibarra visitó la obra. “Nadie sabrá qué hacer”."],
     [("Nadie sabrá qué hacer", None)]),  # a sentence that reports nobody's words
    ("es", ["¿Explicó Walter Ibarra que la seguridad importa? “Nadie sabrá qué hacer”."],
     [("Nadie sabrá qué hacer", None)]),  # a question reports nothing
    # "según" and a tag verb before the subject: the subject speaks ("según contó la ingeniera")
    ("es", ["La ingeniera Marta Ibarra vive en la zona.",
            "La lista de quejas es larga; la encabeza “el rumor de que cierran el parque”, según contó la ingeniera."],
     [("el rumor de que cierran el parque", "Marta Ibarra")]),
    ("es", ["La ingeniera Marta Ibarra vive en la zona.",
            "La lista de quejas es larga; la encabeza “el rumor de que cierran el parque”, según contó a la radio."],
     [("el rumor de que cierran el parque", None)]),  # no subject written after "según": nobody named
    # a role phrase that ends on a name set off by a comma: that name, before anyone given the role earlier
    ("es", ["“Los precios van a subir”, dijo el titular del Ministerio de Energía, Alberto Ruiz."],
     [("Los precios van a subir", "Alberto Ruiz")]),
    ("es", ["El ministro Pedro Gil viajó a Lima.", "“Todo sigue igual”, dijo el ministro de Salud, Juan Soto."],
     [("Todo sigue igual", "Juan Soto")]),
    ("de", ["„Die Straße muss offen bleiben“, so der Geschäftsführer der Handelskammer, Paul Weber."],
     [("Die Straße muss offen bleiben", "Paul Weber")]),
    # words that name the story's person, who is named nowhere else in their paragraph: someone else's about them
    ("es", ["El actor Rafael Ibarra llegó a Lima el lunes.", "“Rafael está muy cansado y no dará entrevistas”, dijo."],
     [("Rafael está muy cansado", None)]),
    ("de", ["Die Sängerin Mara Lindqvist ist in Berlin.", "„Mara braucht jetzt Ruhe“, sagte sie."],
     [("Mara braucht jetzt Ruhe", None)]),
    ("es", ["Lo confirmó el actor Rafael Ibarra en sus redes. “Ya dirán todos: Ibarra, el mentiroso. Que lo digan”, "
            "escribió el actor."],
     [("Ya dirán todos", "Rafael Ibarra")]),  # named in the paragraph: quoting what others say of him
    # a nationality as the epithet of the story's person ("sagt der Franzose", "sagt die Schwedin")
    ("de", ["Die Sängerin Mara Lindqvist lebt in Berlin.", "„Ich bin gern hier“, sagt die Schwedin."],
     [("Ich bin gern hier", "Mara Lindqvist")]),
    ("de", ["Die Sängerin Mara Lindqvist lebt in Berlin mit Paul Weber.", "„Ich bin gern hier“, sagt der Franzose."],
     [("Ich bin gern hier", None)]),  # a man of the story besides her: which one is the Frenchman is a guess
    # a pronoun subject and a verb of reported speech (Konjunktiv I) before the quote: the pronoun's person
    ("de", ["Die Sängerin Mara Lindqvist hat sich getrennt.", "Sie habe „keine Lust mehr auf Streit“."],
     [("keine Lust mehr auf Streit", "Mara Lindqvist")]),
    ("de", ["Der Präsident Jan Roth griff seinen Nachfolger Paul Weber an.",
            "Er gehe „aus guten Gründen davon aus“, sagte Roth der Zeitung, dass Weber gelogen habe."],
     [("aus guten Gründen davon aus", "Jan Roth")]),  # a tag after the quote names the speaker itself
    # German: a subject pronoun right after the finite verb (verb second), then a colon and the quote
    ("de", ["Die Sängerin Mara Lindqvist hat sich getrennt.",
            "Und trotz allem war sie auch nachdenklich: „Ich habe viel gelernt.“"],
     [("Ich habe viel gelernt.", "Mara Lindqvist")]),
    ("de", ["Die Sängerin Mara Lindqvist hat sich getrennt.",
            "Den Clip kommentierte sie später und schrieb: „Es war nicht immer leicht.“"],
     [("Es war nicht immer leicht.", "Mara Lindqvist")]),
    ("de", ["Die Sängerin Mara Lindqvist hat eine Firma.",
            "Gleichwohl arbeiten sie daran, die Kunden zu halten: „Wir haben ein neues System.“"],
     [("Wir haben ein neues System.", None)]),  # a plural verb: "sie" is "they"
    # an unnamed speaker's phrase ends before the article of a title in marks
    ("de", ["Die Sängerin Mara Lindqvist und Paul Weber haben sich getrennt.",
            "„Sie reden nicht mehr miteinander“, verriet ein Insider der „Abendpost“."],
     [("Sie reden nicht mehr miteinander", "ein Insider")]),
    # Spanish "quien" is said of a person only: the one person named before it in its sentence
    ("es", ["El diario consultó al intendente de la ciudad, José Ibarra, para saber su opinión, quien manifestó que "
            "“en lo personal” piensa que “es bueno tener parques”."],
     [("en lo personal", "José Ibarra"), ("es bueno tener parques", "José Ibarra")]),
    ("es", ["Lucía Prado visitó a Rafael Ibarra en su casa de campo, quien dijo que “todo está bien”."],
     [("todo está bien", None)]),  # two people before "quien": no telling
    # German adverbs between a tag verb and its subject ("sagte allerdings", "sagte jetzt allerdings"); an unnamed
    # speaker's phrase ends before an object's article ("dem")
    ("de", ["Der Trainer Paul Weber ist entlassen.", "„Das war unfair“, sagte allerdings Vereinschef Jan Roth."],
     [("Das war unfair", "Jan Roth")]),
    ("de", ["Die Bahn hat den Fahrplan geändert.",
            "„Die Züge fahren wieder“, sagte jetzt allerdings eine Bahn-Sprecherin dem Reiseblog."],
     [("Die Züge fahren wieder", "eine Bahn-Sprecherin")]),
    ("es", ["El fiscal Rafael Ibarra habló ayer con la prensa.", "“Vamos por buen camino”, argumentó."],
     [("Vamos por buen camino", "Rafael Ibarra")]),  # es.toml extra_verbs: argumentó, adelantó, matizó, …
    # ambiguity: no speaker rather than a guess
    ("fr", ["Paul Ardent a salué Hugo Brel hier à Lyon.", "« Rien n'est décidé », a-t-il déclaré."],
     [("Rien n'est décidé", None)]),  # another man named since the antecedent
    ("fr", ["Paul Ardent était à Lyon avec Hugo Brel.", "« Rien n'est décidé », a-t-il déclaré."],
     [("Rien n'est décidé", "Paul Ardent")]),  # the other man only after a preposition: no antecedent
    ("fr", ["Paul Ardent était à Lyon.", "« Rien n'est décidé », a-t-elle déclaré."],
     [("Rien n'est décidé", None)]),  # "elle" is no known man
    ("fr", ["Paul Ardent était à Lyon.", "« Rien n'est décidé », ont-ils déclaré."],
     [("Rien n'est décidé", None)]),  # a plural tag is not the one person of the story
    ("fr", ["« Tout va bien », dit Paul Ardent.", "Il a ensuite croisé Hugo Brel au théâtre.",
            "« Je suis serein », a-t-il ajouté."],
     [("Tout va bien", "Paul Ardent"), ("Je suis serein", None)]),  # a man named since the last quote
    ("es", ["El conductor Daniel Ibarra habló con la prensa. \"No me arrepiento\", afirmó la actriz."],
     [("No me arrepiento", None)]),  # a role of the other gender than the story's person
    ("de", ["Der Schauspieler Jonas Brandt traf gestern Paul Weber in Wien. „Ich bin nicht traurig“, sagte er."],
     [("Ich bin nicht traurig", None)]),  # the object is no subject, and a second man makes "er" ambiguous
    # an untagged quote takes the previous quote's speaker only while the story is still theirs
    ("de", ["„Ich bin froh“, sagte Moderatorin Anke Roth. Der Schauspieler Jonas Brandt lachte.", "„Es war schön.“"],
     [("Ich bin froh", "Anke Roth"), ("Es war schön.", None)]),
    ("es", ["\"Estoy feliz\", dijo la actriz Lucía Prado. El conductor Daniel Ibarra sonrió.", "\"Fue un gran día.\""],
     [("Estoy feliz", "Lucía Prado"), ("Fue un gran día.", None)]),
    ("de", ["Die Sängerin Anke Roth war in Wien. Später kam die Sängerin Mara Lindqvist.",
            "„Ich bin froh“, sagte die Sängerin."],
     [("Ich bin froh", None)]),  # two people given the role: which one is meant is a guess
    # a paragraph closing on a colon tags the quote that opens the next one
    ("de", ["Der Schauspieler Jonas Brandt sprach lange mit der Presse. Später sagte er:", "„Ich bin nicht traurig.“"],
     [("Ich bin nicht traurig.", "Jonas Brandt")]),
    ("es", ["La actriz Lucía Prado habló con la prensa. Luego explicó:", "\"Fue un gran día.\""],
     [("Fue un gran día.", "Lucía Prado")]),
    ("de", ["Neben Animus erwähnte er dabei auch Bushido, der das sei:", "„Ich bin nicht traurig.“"],
     [("Ich bin nicht traurig.", None)]),  # "Neben Animus" is no name: a long colon sentence needs a known person
    # the press-release form: a full name, a comma, an office, a colon
    ("de", ["Das Projekt startet im Mai. Peter Bohlmann, Bürgermeister von Verden: „Wir ergreifen die Chance.“"],
     [("Wir ergreifen die Chance.", "Peter Bohlmann")]),
    ("de", ["Das Projekt startet im Mai. Peter Bohlmann, Anke Roth und Jonas Brandt: „Wir ergreifen die Chance.“"],
     [("Wir ergreifen die Chance.", None)]),  # several names: no one speaker
    # a colon giving the words to someone else than the tag after them (a reporter of a sign): two attributions
    ("de", ["Jonas Brandt wohnt in Kehl. In Kehl warb ein Laden mit Plakaten: „Hier kauft man gut“, berichtet Brandt."],
     [("Hier kauft man gut", None)]),
    ("de", ["Jonas Brandt wohnt in Kehl. Brandt sagt: „Hier kauft man gut“, berichtet Brandt."],
     [("Hier kauft man gut", "Jonas Brandt")]),  # control: both attributions agree
    # a noun after an article, then a name: the name ("der deutsche Radprofi Simon Geschke")
    ("de", ["„Gute Besserung“, schrieb der deutsche Radprofi Jonas Brandt auf Twitter."],
     [("Gute Besserung", "Jonas Brandt")]),
    ("de", ["„Gute Besserung“, schrieb der zweimalige spanische Tour-Sieger Pablo Ibarra."],
     [("Gute Besserung", "Pablo Ibarra")]),
    # a possessive and a role: the name after them, never the story's person
    ("de", ["„Wohnen muss leistbar sein“, sagt unsere Vorsitzende Anke Roth."],
     [("Wohnen muss leistbar sein", "Anke Roth")]),
    ("de", ["Der Schauspieler Jonas Brandt ist krank. „Er schläft viel“, sagt seine Mutter."],
     [("Er schläft viel", None)]),  # his mother speaks, not him
    ("es", ["El actor Rafael Ibarra está enfermo. \"Duerme mucho\", dijo su madre."],
     [("Duerme mucho", None)]),
    ("fr", ["L'acteur Paul Ardent est malade. « Il dort beaucoup », a dit sa mère."],
     [("Il dort beaucoup", None)]),
    # an age as an epithet: the person of the story, of the article's gender
    ("de", ["Jonas Brandt bestätigte die Trennung. „Es ist vorbei“, schrieb der 46-Jährige."],
     [("Es ist vorbei", "Jonas Brandt")]),
    ("de", ["Peter Brandt bestätigte die Trennung. „Es ist vorbei“, schrieb die 43-Jährige."],
     [("Es ist vorbei", None)]),  # "die": a woman, and the story's person is a man
    # words inserted between the verb and the subject: the subject after them, never the story's person
    ("es", ["La actriz Lucía Prado habló con la prensa.",
            "\"Esto no es justicia\", lamenta, por su parte, Marta Ibarra, presidenta de la liga."],
     [("Esto no es justicia", "Marta Ibarra")]),
    ("es", ["La actriz Lucía Prado habló con la prensa.", "\"Esto no es justicia\", lamenta, por su parte."],
     [("Esto no es justicia", None)]),
    # present-tense Spanish tags ("dice", "recalca")
    ("es", ["\"Vamos a exigir la reforma\", dice Marta Ibarra, referente de la liga."],
     [("Vamos a exigir la reforma", "Marta Ibarra")]),
    # a tag verb, a place phrase, then "que" ("señaló en rueda de prensa que el conflicto “…”")
    ("es", ["El dirigente Rafael Ibarra señaló en rueda de prensa que el conflicto \"está en la puerta\"."],
     [("está en la puerta", "Rafael Ibarra")]),
    # unnamed sources as a bare plural subject, as written
    ("es", ["En tanto, fuentes de la empresa dijeron a El País que \"la medida fue necesaria\"."],
     [("la medida fue necesaria", "fuentes de la empresa")]),
    # a reflexive before the tag verb
    ("es", ["La actriz Lucía Prado habló.", "\"¿Qué justicia tenemos?\", se pregunta Marta Ibarra."],
     [("¿Qué justicia tenemos?", "Marta Ibarra")]),
    # a name after a preposition and an article is no subject: it does not hide the story's person
    ("es", ["La actriz Lucía Prado, presidenta de la Liga Nacional, habló con la prensa.",
            "\"Estamos tratando de articular todo esto\", cuenta."],
     [("Estamos tratando de articular todo esto", "Lucía Prado")]),
    ("es", ["La actriz Lucía Prado habló con la actriz Marta Ibarra.",
            "\"Estamos tratando de articular todo esto\", cuenta."],
     [("Estamos tratando de articular todo esto", None)]),  # a second woman named since: no guess
    # the language's own first names confirm a person (here the subject the untagged "aclara" refers to)
    ("es", ["Graciela Lois, de la Liga, cree que la marcha será grande. \"No es por pesimismo\", aclara."],
     [("No es por pesimismo", "Graciela Lois")]),
    # a one-word name after "de" is no subject, even where its run began at the particle (so not Marta); Spanish
    # drops the subject it keeps, and a name governed by a preposition is no rival for it: Rafael Ibarra
    ("es", ["El fiscal Rafael Ibarra habló del caso de Marta Ibarra.",
            "Sobre la situación de Marta dijo que el caso sigue.",
            "\"Fue una decisión soberana\", subrayó sobre ese punto."],
     [("Fue una decisión soberana", "Rafael Ibarra")]),
    # a phrase after the tag verb, then a subject: that subject or nobody, never the story's person
    ("es", ["La cantante Lucía Prado está feliz.", "\"No hay boda\", dijo a Clarín su hermano."],
     [("No hay boda", None)]),
    ("es", ["La cantante Lucía Prado está feliz.",
            "\"No hay boda\", aseguró ayer en televisión el periodista Jorge Rial."],
     [("No hay boda", "Jorge Rial")]),
    ("fr", ["La chanteuse Léa Morin est heureuse.", "« Il n'y a pas de mariage », a confié au Parisien son agent."],
     [("Il n'y a pas de mariage", None)]),
    ("es", ["La actriz Lucía Prado llegó a Madrid el lunes.", "\"Estoy feliz de volver\", dijo a la revista Hola."],
     [("Estoy feliz de volver", "Lucía Prado")]),  # control: the phrase runs to the tag's end
    # a role of someone ("el abogado de la cantante") is not the story's person
    ("es", ["La cantante Lucía Prado está feliz.", "\"No hay boda\", dijo el abogado de la cantante."],
     [("No hay boda", None)]),
    # a possessive subject before the verb is someone's relation, not the story's person (no pro-drop reading)
    ("es", ["Lucía Prado está feliz.", "Su exmarido escribió: \"Estoy triste\"."],
     [("Estoy triste", None)]),
    # a sentence opening on whom the words are about or addressed to: never that person
    ("es", ["Lucía Prado está feliz.", "Consultada sobre Rafael Ibarra, la actriz dijo: \"Es increíble\"."],
     [("Es increíble", "Lucía Prado")]),  # "la actriz" is no apposition of Rafael Ibarra (a man): the one woman
    ("es", ["Lucía Prado está feliz.", "A Rafael Ibarra le dijo: \"Eres increíble\"."],
     [("Eres increíble", None)]),
    ("fr", ["Léa Morin est heureuse.", "Interrogée sur Paul Ardent, elle a répondu : « Il est formidable »."],
     [("Il est formidable", "Léa Morin")]),
    ("fr", ["Léa Morin est heureuse.", "À Paul Ardent, elle a dit : « Tu es formidable »."],
     [("Tu es formidable", "Léa Morin")]),  # "elle" is Léa: Paul Ardent is whom she said it to
    ("es", ["Lucía Prado está feliz.", "Rafael Ibarra le dijo: \"Eres increíble\"."],
     [("Eres increíble", "Rafael Ibarra")]),  # control: the name is the subject
    # a subordinate clause's subject is still the main clause pronoun's antecedent
    ("de", ["Wenn Helmut Brandt emotional wurde, erinnerte er sich daran: „Für uns war klar, dass es so ist.“"],
     [("Für uns war klar", "Helmut Brandt")]),
    ("es", ["Lucía Prado se separó.", "\"Está destrozada\", señalaron fuentes cercanas."],
     [("Está destrozada", "fuentes cercanas")]),
    # an elided article after the phrase starts a subject too; a relative's antecedent is the name before its comma
    ("fr", ["Léa Morin a rompu.", "« C'est fini », explique au Parisien l'avocat de la chanteuse."],
     [("C'est fini", None)]),
    ("es", ["Lucía Prado se separó de Rafael Ibarra, quien dijo: \"Estoy triste\"."],
     [("Estoy triste", "Rafael Ibarra")]),
    ("de", ["Anke Roth trennte sich von Paul Weber, der sagte: „Ich bin traurig.“"],
     [("Ich bin traurig.", "Paul Weber")]),
    ("es", ["Lucía Prado se separó del actor, quien dijo: \"Estoy triste\"."],
     [("Estoy triste", None)]),  # no name before the relative: nobody
    # someone's relation opening a sentence is another person of the story: the pronoun or bare tag after it is a guess
    ("de", ["Die Sängerin Anke Roth sprach mit Bunte.", "Ihre Tochter auch. „Mama ist glücklich“, erzählte sie."],
     [("Mama ist glücklich", None)]),
    ("es", ["La actriz Lucía Prado habló con Hola.", "Su hija también. \"Mi madre es feliz\", contó."],
     [("Mi madre es feliz", None)]),
    ("fr", ["La chanteuse Léa Morin a parlé à Voici.", "Sa fille aussi. « Maman est heureuse », a-t-elle raconté."],
     [("Maman est heureuse", None)]),
    ("de", ["Die Sängerin Anke Roth sprach mit Bunte.", "Ihre Karriere läuft. „Ich bin glücklich“, erzählte sie."],
     [("Ich bin glücklich", "Anke Roth")]),  # control: a thing, not a person, opens the sentence
    # an untagged quote after a quote the reader could not name is not the earlier speaker's
    ("de", ["„Ich bin froh“, sagte Anke Roth. Ihr Sohn meinte dazu: „Mama ist toll.“", "„Ich liebe ihn.“"],
     [("Ich bin froh", "Anke Roth"), ("Ich liebe ihn.", None)]),
    # two names joined by "und"/"y"/"et" speak together: both, as written (never one of them)
    ("de", ["Anke Roth und Paul Weber sagten: „Wir sind glücklich.“"],
     [("Wir sind glücklich.", "Anke Roth und Paul Weber")]),
    ("es", ["\"Estamos felices\", dijeron Lucía Prado y Rafael Ibarra."],
     [("Estamos felices", "Lucía Prado y Rafael Ibarra")]),
    ("fr", ["Léa Morin et Paul Ardent ont déclaré : « Nous sommes heureux »."],
     [("Nous sommes heureux", "Léa Morin et Paul Ardent")]),
    # a person's name on each side of the verb (German word order): which one speaks is no telling
    ("de", ["Anke Roth antwortete Paul Weber: „Das stimmt nicht.“"], [("Das stimmt nicht.", None)]),
    ("de", ["Später antwortete Paul Weber: „Das stimmt nicht.“"],
     [("Das stimmt nicht.", "Paul Weber")]),  # control: an adverb first, the name after the verb speaks
    # the sentence after a quote pointing back at it ("Con esa frase, X respondió") names its speaker
    ("es", ["\"No soy el dueño del Gobierno\". Con esa frase, Alberto Ibarra respondió este martes."],
     [("No soy el dueño del Gobierno", "Alberto Ibarra")]),
    ("de", ["„Ich bin frei.“ Mit diesen Worten kündigte Paul Weber die Trennung an."],
     [("Ich bin frei.", "Paul Weber")]),
    ("fr", ["« Je suis libre. » Par ces mots, Léa Morin a annoncé la rupture."], [("Je suis libre.", "Léa Morin")]),
    ("es", ["\"No soy el dueño\". Con esa frase, el Gobierno respondió."], [("No soy el dueño", None)]),  # no person
    ("es", ["\"No soy el dueño\". Con esa frase, Alberto Ibarra y Lucía Prado respondieron."],
     [("No soy el dueño", None)]),  # two people: not one speaker
    # words reported inside a report are the inner speaker's, never the reporter's
    ("fr", ["Léa Morin a rompu.", "Paul Ardent raconte que Léa lui a dit : « C'est fini »."],
     [("C'est fini", "Léa Morin")]),
    ("de", ["Anke Roth hat sich getrennt.", "Paul Weber erzählt, Anke habe ihm gesagt: „Es ist vorbei.“"],
     [("Es ist vorbei.", "Anke Roth")]),  # Anke's words, as Paul Weber tells them
    ("es", ["Lucía Prado habló con la prensa.", "\"No es por pesimismo\", aclara y remarca: \"Queremos cambios\"."],
     [("Queremos cambios", "Lucía Prado")]),  # control: two verbs of one subject are no report inside a report
    # "según X" before a tag verb with its own subject: the verb's subject speaks, X only reports it
    ("es", ["Según Rafael Ibarra, Lucía Prado dijo que \"todo terminó\"."], [("todo terminó", "Lucía Prado")]),
    # the reporter's clause before a comma ("Como contó X, ella dijo:") and a sentence-opening preposition
    ("es", ["Lucía Prado volvió.", "Como contó Rafael Ibarra, ella dijo: \"Estoy feliz\"."],
     [("Estoy feliz", "Lucía Prado")]),
    ("de", ["Petra Roth ist zurück.", "Gegenüber Paul Weber sagte sie: „Ich bin glücklich.“"],
     [("Ich bin glücklich.", "Petra Roth")]),
    ("de", ["Anke Roth ist zurück.", "Im Gespräch mit Paul Weber verriet die Sängerin: „Ich bin glücklich.“"],
     [("Ich bin glücklich.", None)]),  # not Paul Weber (and a man named since: no guess)
    # German "führte … aus", and a subordinate "bevor" clause's name is no subject
    ("de", ["Das bestätigte Jonas Brandt via Instagram. „Ich bin meinem Herzen gefolgt“, führte er weiter aus."],
     [("Ich bin meinem Herzen gefolgt", "Jonas Brandt")]),
    # an institution's name is nobody who could have spoken ("Fiscalía General de Bolivia" is no "General de Bolivia")
    ("es", ["Pablo Ruiz Soto visitó la Fiscalía General de Bolivia.", "\"Seguimos trabajando\", indicó."],
     [("Seguimos trabajando", "Pablo Ruiz Soto")]),
    # a heading in capitals is nobody either
    ("es", ["Pablo Ruiz Soto llegó a Lima.", "CRISIS POLÍTICA", "\"Estamos juntos\", agregó."],
     [("Estamos juntos", "Pablo Ruiz Soto")]),
    # a German noun, a particle and a name: the name alone ("Liebe zu Paul Weber" is Paul Weber, a man: not "sie")
    ("de", ["Anna Roth verkündet ihre Liebe zu Paul Weber.", "„Ich bin glücklich“, sagte sie."],
     [("Ich bin glücklich", "Anna Roth")]),
    # a capitalised subordinator opening the sentence is no part of a name ("Während Jonas Brandt": Jonas Brandt)
    ("de", ["Anna Roth ist müde.", "Während Jonas Brandt schlief, las sie.", "„Das Buch ist gut“, sagte sie."],
     [("Das Buch ist gut", "Anna Roth")]),
    # "sie" after a subject of unknown gender, with a known woman named just before: no telling ("der Star" is said
    # of a woman too; "Der Sänger Kaan Berte" is a man: tests/quotes/test_tag_shapes.py)
    ("de", ["Anna Roth ist traurig.", "Der Star Kaan Berte postete ein Foto.", "Sie schrieb: „Alles wird gut.“"],
     [("Alles wird gut.", None)]),
    # Spanish drops the subject it keeps: a name governed by a preposition is no rival for it
    ("es", ["Pablo Ruiz Soto llegó a Lima.", "Expresó su apoyo a Marta Gómez.", "\"Estamos juntos\", agregó."],
     [("Estamos juntos", "Pablo Ruiz Soto")]),
    ("es", ["Pablo Ruiz Soto llegó a Lima.", "Marta Gómez habló después.", "\"Estamos juntos\", agregó."],
     [("Estamos juntos", "Marta Gómez")]),  # a subject since: the subject it keeps is hers
    ("es", ["Lucía Prado está feliz.", "Habló con Marta Gómez.", "La actriz dijo: \"Es increíble\"."],
     [("Es increíble", None)]),  # a role word is a written subject: Marta Gómez may be the actress
    # "Für X ist klar, dass „…“", "Para X, “…”", "Pour X, « … »": X's view (a person only)
    ("de", ["Für Anna Roth ist klar, dass „die Regierung handeln muss“."],
     [("die Regierung handeln muss", "Anna Roth")]),
    ("es", ["Para Lucía Prado, \"el premio es un sueño\"."], [("el premio es un sueño", "Lucía Prado")]),
    ("fr", ["Pour Léa Morin, « ce film est une fête »."], [("ce film est une fête", "Léa Morin")]),
    ("es", ["Para el Gobierno, \"la medida es justa\"."], [("la medida es justa", None)]),
    # a second quote of the same sentence, nobody named and no tag between: the first one's speaker
    ("es", ["Lucía Prado dijo que \"el disco está listo\" y que \"la gira empieza pronto\"."],
     [("el disco está listo", "Lucía Prado"), ("la gira empieza pronto", "Lucía Prado")]),
    ("es", ["Lucía Prado dijo que \"el disco está listo\" y Marta Gómez, que \"la gira empieza pronto\"."],
     [("el disco está listo", "Lucía Prado"), ("la gira empieza pronto", None)]),
    # French reflexive and inverted tags, an object pronoun before the verb, an article written onto its role
    ("fr", ["Léa Morin est en colère.", "« Ce n'est pas normal », s'indigne-t-elle."],
     [("Ce n'est pas normal", "Léa Morin")]),
    ("fr", ["Léa Morin est en colère.", "« Ce n'est pas normal », s'est-elle indignée."],
     [("Ce n'est pas normal", "Léa Morin")]),
    ("fr", ["Léa Morin était à Cannes.", "« J'ai eu peur », nous a-t-elle confié."], [("J'ai eu peur", "Léa Morin")]),
    ("fr", ["Léa Morin était à Cannes.", "« J'ai eu peur », confie-t-elle."], [("J'ai eu peur", "Léa Morin")]),
    ("fr", ["Léa Morin était à Cannes.", "« J'ai eu peur », a réagi l'actrice sur Instagram."],
     [("J'ai eu peur", "Léa Morin")]),
    ("fr", ["L'acteur Paul Ardent était ému. « Merci à tous », a-t-il écrit sur Instagram."],
     [("Merci à tous", "Paul Ardent")]),
    ("fr", ["Léa Morin et Paul Ardent se sont séparés. « C'est fini », a annoncé Léa Morin."],
     [("C'est fini", "Léa Morin")]),
    ("fr", ["Léa Morin est en colère. « Ce n'est pas normal », estime la star."],
     [("Ce n'est pas normal", "Léa Morin")]),
    # Spanish verbs and roles of gossip copy; "ante" opens a phrase, no subject; an object pronoun before the verb
    ("es", ["Lucía Prado está feliz.", "\"Estoy feliz\", confesó la artista."],
     [("Estoy feliz", "Lucía Prado")]),
    ("es", ["Lucía Prado habló con la prensa.", "\"Estoy feliz\", reveló la actriz."],
     [("Estoy feliz", "Lucía Prado")]),
    ("es", ["Lucía Prado habló con la prensa.", "\"Estoy feliz\", sostuvo ante los medios."],
     [("Estoy feliz", "Lucía Prado")]),
    ("es", ["Lucía Prado habló con la prensa.", "\"Estoy feliz\", le dijo a una revista."],
     [("Estoy feliz", "Lucía Prado")]),
    # German present-tense tags of gossip copy, and reversed guillemets
    ("de", ["Anna Roth war in Berlin.", "„Ich bin glücklich“, schwärmt sie."], [("Ich bin glücklich", "Anna Roth")]),
    ("de", ["Anna Roth war in Berlin.", "„Ich bin glücklich“, verrät die Moderatorin."],
     [("Ich bin glücklich", "Anna Roth")]),
    ("de", ["Anna Roth war in Berlin.", "»Ich bin so glücklich«, sagte sie."], [("Ich bin so glücklich", "Anna Roth")]),
    # German reported speech (Konjunktiv I) right after a quote goes on in the last speaker's words; the indicative
    # does not
    ("de", ["Der Bürgermeister Jonas Brandt war zufrieden. „Es läuft gut“, sagt er. Hinweise erhalte die Stadt „von "
            "vielen Bürgern aus allen Vierteln“."],
     [("Es läuft gut", "Jonas Brandt"), ("von vielen Bürgern", "Jonas Brandt")]),
    ("de", ["Der Bürgermeister Jonas Brandt war zufrieden. „Es läuft gut“, sagt er. Hinweise bekommt die Stadt „von "
            "vielen Bürgern aus allen Vierteln“."],
     [("Es läuft gut", "Jonas Brandt"), ("von vielen Bürgern", None)]),
    # two German nouns after an article are no name ("die offene Grenze Spuren"), so no rival for "sie"
    ("de", ["Anna Roth wohnt in Kehl.", "Dort hat die offene Grenze Spuren hinterlassen.",
            "„Ich bleibe hier“, sagt sie."],
     [("Ich bleibe hier", "Anna Roth")]),
    # an epithet of one gender ("der 46-Jährige"): the one person of the last paragraphs not known to be of the other
    ("de", ["Anna Roth und Kaan Berte haben sich getrennt.",
            "Das bestätigte Kaan Berte via Instagram. „Es ist vorbei“, schrieb der 46-Jährige."],
     [("Es ist vorbei", "Kaan Berte")]),
    ("de", ["Jonas Brandt und Kaan Berte haben sich getrennt.",
            "Das bestätigte Kaan Berte via Instagram. „Es ist vorbei“, schrieb der 46-Jährige."],
     [("Es ist vorbei", None)]),  # two men: no telling
    # a second quote of one sentence followed by a clause of its own ("y explicó que"): still the first one's speaker;
    # one followed by its own tag is that tag's
    ("es", ["La periodista Lucía Prado habló en Lima.",
            "Según la periodista, el plan “no es el final” sino “el comienzo de todo”, y explicó que “habrá más”."],
     [("no es el final", "Lucía Prado"), ("el comienzo de todo", "Lucía Prado"), ("habrá más", "Lucía Prado")]),
    ("es", ["La periodista Lucía Prado habló en Lima.",
            "Según la periodista, el plan “no es el final” sino “el comienzo de todo”, dijo el ministro."],
     [("no es el final", "Lucía Prado"), ("el comienzo de todo", None)]),
    # epithets of news copy, one class for kindred ones ("die Sängerin" … "die Musikerin"), an age or a title after
    # "de" ("la artista de 34 años"), "d'après" as a so-word
    ("fr", ["La chercheuse Marie Dupont travaille à Lyon.",
            "« Les résultats sont inquiétants », indique la scientifique."],
     [("Les résultats sont inquiétants", "Marie Dupont")]),
    ("fr", ["La chercheuse Marie Dupont travaille à Lyon.", "D'après elle, « les résultats sont inquiétants »."],
     [("les résultats sont inquiétants", "Marie Dupont")]),
    ("fr", ["Léa Morin, étudiante, vit à Lyon.", "« J'ai tout perdu », résume l'étudiante."],
     [("J'ai tout perdu", "Léa Morin")]),
    ("es", ["La investigadora Marta Gómez trabaja en Lima.",
            "“Los resultados son preocupantes”, subrayó la científica."],
     [("Los resultados son preocupantes", "Marta Gómez")]),
    ("es", ["La cantante Lucía Prado rompió el silencio.",
            "“Estoy bien”, escribió la intérprete de ‘Amor’ en Instagram."],
     [("Estoy bien", "Lucía Prado")]),
    ("es", ["La cantante Lucía Prado rompió el silencio.", "“Estoy bien”, aseguró la artista de 34 años."],
     [("Estoy bien", "Lucía Prado")]),
    ("de", ["Die Forscherin Anna Roth arbeitet in Berlin.",
            "„Die Ergebnisse sind schlecht“, sagt die Wissenschaftlerin."],
     [("Die Ergebnisse sind schlecht", "Anna Roth")]),
    ("de", ["Die Sängerin Anna Roth hat sich getrennt.", "Auf Instagram erklärt die Musikerin: „Es ist vorbei.“"],
     [("Es ist vorbei.", "Anna Roth")]),
    ("de", ["Die Sängerin Anna Roth hat sich getrennt.", "„Es ist vorbei“, so Roth gegenüber der „Bild“."],
     [("Es ist vorbei", "Anna Roth")]),
    # an epithet of one gender: the woman of the story, though a man was named since
    ("de", ["Anna Roth und ihr Mann Jonas Brandt haben sich getrennt.", "„Es ist vorbei“, sagte die Sängerin."],
     [("Es ist vorbei", "Anna Roth")]),
    # a German genitive belongs to the unnamed speaker's phrase ("der" there is no relative pronoun)
    ("de", ["Anna Roth hat sich getrennt.", "„Es ist vorbei“, bestätigt ein Sprecher der Sängerin."],
     [("Es ist vorbei", "ein Sprecher der Sängerin")]),
    # a colon sentence whose subject pronoun follows a connective and its comma
    ("es", ["Lucía Prado habló con Trome.", "Sin embargo, ella fue clara: “Estoy soltera y feliz”."],
     [("Estoy soltera y feliz", "Lucía Prado")]),
    ("fr", ["Léa Morin a réagi sur Instagram.", "« Merci pour vos messages », a-t-elle posté."],
     [("Merci pour vos messages", "Léa Morin")]),
    ("de", ["Anna Roth hat sich getrennt.", "„Es ist vorbei“, teilt die 34-Jährige mit."],
     [("Es ist vorbei", "Anna Roth")]),
    # a quotation running on into the next paragraph, which reopens it: the tag of its last part names it all
    ("fr", ["Léa Morin était à Cannes.", "« J'ai eu très peur ce soir-là, vraiment.",
            "« Puis tout s'est arrangé », a-t-elle ajouté."],
     [("J'ai eu très peur", "Léa Morin"), ("Puis tout s'est arrangé", "Léa Morin")]),
    ("de", ["Anna Roth war in Berlin.", "„Ich hatte große Angst an diesem Abend, wirklich.",
            "„Dann wurde alles gut“, sagte sie."],
     [("Ich hatte große Angst", "Anna Roth"), ("Dann wurde alles gut", "Anna Roth")]),
    # a mark left open mid-sentence is no speech running on
    ("fr", ["Il fut qualifié de « gourou de la majorité par un élu.", "« Je pars », a dit Léa Morin."],
     [("Je pars", "Léa Morin")]),
    # "par"/"por" right after a quote names no speaker by itself (the means: "par SMS", "por Instagram"; see
    # test_means_after_par_is_no_speaker); after a naming participle of [titles] label_cues it names who gave the
    # name ("qualifié de « … » par un dirigeant", Tagger.agent)
    ("fr", ["Le ministre a été qualifié de « gourou de la majorité » par un dirigeant de LREM dans un portrait."],
     [("gourou de la majorité", "un dirigeant de LREM")]),
    # an unnamed body opening the sentence before an inverted "elle" is a rival of the story's woman
    ("fr", ["Léa Morin et Paul Ardent étaient à Cannes. La police est intervenue.",
            "« Tout est sous contrôle », a-t-elle assuré."],
     [("Tout est sous contrôle", None)]),
    # titles: "Pr", "Dra.", "Prof. Dr." (a title's full stop ends no sentence nor name); a first name of both genders
    # across languages ("Jean") tells no gender
    ("fr", ["« Le risque est réel », explique le Pr Jean Dupont, infectiologue au CHU de Lyon."],
     [("Le risque est réel", "Jean Dupont")]),
    ("fr", ["Jean Dupont est infectiologue.", "« Le risque est réel, affirme le spécialiste. Il faut agir. »"],
     [("Le risque est réel", "Jean Dupont")]),
    ("es", ["“El riesgo es real”, explicó la Dra. Ana Pérez."], [("El riesgo es real", "Ana Pérez")]),
    ("de", ["„Das Risiko ist real“, erklärt Dr. Anna Roth von der Charité."], [("Das Risiko ist real", "Anna Roth")]),
    ("de", ["„Das Risiko ist real“, sagt Prof. Dr. Jonas Brandt."], [("Das Risiko ist real", "Jonas Brandt")]),
    # a place adverb opening the sentence is no subject; "a publié un message :" is a tag
    ("es", ["Lucía Prado estaba en Lima. Allí, la actriz señaló: “Tuve miedo”."], [("Tuve miedo", "Lucía Prado")]),
    ("fr", ["Sur Instagram, Léa Morin a publié un message : « J'ai eu peur. »"], [("J'ai eu peur.", "Léa Morin")]),
    # the verb of a clause opened by a subordinating word has the subject written after that word, not the
    # sentence's first words ("Il n'aura pas fallu …")
    ("fr", ["La ministre Léa Morin a démissionné.",
            "Il n'a pas fallu un jour pour que Mediapart révèle ces détails : « Le fisc enquête. »"],
     [("Le fisc enquête.", None)]),
    # a capitalised noun, then a first name opening the name ("des Sports Léa Morin" is Léa Morin); an adjective and a
    # role before a name ("Der Hamburger Datenschutzbeauftragte Jonas Brandt")
    ("fr", ["La ministre des Sports Léa Morin a démissionné. « Je pars », a-t-elle déclaré."],
     [("Je pars", "Léa Morin")]),
    ("de", ["Der Hamburger Datenschutzbeauftragte Jonas Brandt prüft den Fall. „Die Frist ist kurz“, sagte er."],
     [("Die Frist ist kurz", "Jonas Brandt")]),
    ("de", ["Gerade Eltern brauchen Hilfe, betonte Vorstandsvorsitzende Anna Roth: „Es muss sich etwas ändern.“"],
     [("Es muss sich etwas ändern.", "Anna Roth")]),
    # an unnamed person opening a sentence with the definite article ("Der Mann …") is a rival for a later "er"
    ("de", ["Der Datenschutzbeauftragte Jonas Brandt prüft den Fall.",
            "Der Mann hinter dem Datenleck schreibt im Netz.", "„Ich habe die Daten veröffentlicht“, schrieb er."],
     [("Ich habe die Daten veröffentlicht", None)]),
    # an inverted "elle" after a woman and a man named together: the woman, as "dijo ella" and "sagte sie" read
    # (session 12; switched off in session 6 as it took a body's "elle", "La police … a-t-elle", for her: a body
    # opening a sentence is a rival of that pronoun, so no guess there)
    ("fr", ["Léa Morin et Paul Ardent étaient à Cannes.", "« J'ai eu très peur », a-t-elle ajouté."],
     [("J'ai eu très peur", "Léa Morin")]),
    ("fr", ["Léa Morin a porté plainte lundi contre Paul Ardent.",
            "La police est intervenue. « Nous avons ouvert une enquête très rapidement », a-t-elle indiqué."],
     [("Nous avons ouvert une enquête", None)]),
    # a role word given to one person paragraphs before names nobody when a quote before it, in its paragraph, is
    # someone else's (the tag right before it named that other person)
    ("es", ["La investigadora Marta Sanz midió el hielo.", "El meteorólogo Pablo Ruiz no está seguro.",
            "“Hubo viento cálido”, resalta Ruiz. “Volverá a pasar”, añade la investigadora."],
     [("Hubo viento cálido", "Pablo Ruiz"), ("Volverá a pasar", None)]),
    ("fr", ["La chercheuse Claire Vasseur a mesuré la glace.", "Le météorologue Paul Ardent doute.",
            "« Le vent était chaud », dit Paul Ardent. « Cela reviendra », ajoute la chercheuse."],
     [("Le vent était chaud", "Paul Ardent"), ("Cela reviendra", None)]),
    # (the same role word, the one person given it speaking just before: still theirs)
    ("es", ["La investigadora Marta Sanz midió el hielo.",
            "“Hubo viento cálido”, dijo Marta Sanz. “Volverá a pasar”, añade la investigadora."],
     [("Hubo viento cálido", "Marta Sanz"), ("Volverá a pasar", "Marta Sanz")]),
    # a place of an apposition ("de la Universidad de X") is no subject of the verb after it
    ("es", ["Pablo Ruiz, geólogo de la Universidad de Tordesal, explica que el hielo “se funde deprisa”."],
     [("se funde deprisa", "Pablo Ruiz")]),
    ("fr", ["Paul Ardent, géologue de l'Université de Tordesal, explique que la glace « fond vite »."],
     [("fond vite", "Paul Ardent")]),
    # a tag verb whose object is the quote after a preposition is no speech of its subject: the sentence's verb is
    ("es", ["La periodista Lucía Prado sostiene que la nueva norma responde a “la necesidad de callar” a la prensa."],
     [("la necesidad de callar", "Lucía Prado")]),
    # a relative pronoun, an adverb, then the tag verb: the name before the comma ("…, quien también enfatizó que")
    ("es", ["La disciplina es clave, analizó el Miembro del Consejo Central, Rafael Ibarra, quien también enfatizó "
            "que en el caso del Partido, de la Unión y de los gremios, “hay que escuchar a todos”."],
     [("hay que escuchar a todos", "Rafael Ibarra")]),
    # a party's letters after the role are no name; the name after the comma that ends the tag is
    ("es", ["Desde la centroderecha respondieron.",
            "“Alargar el plazo es alargar la mecha”, admitió el convencional UDI e integrante de la Comisión, "
            "Pablo Toloza."],
     [("Alargar el plazo", "Pablo Toloza")]),
    # a first name of Spanish copy, or an office in the apposition ("subsecretario", "rectora"), makes a full name a
    # person's, the subject a dropped-subject tag goes back to
    ("es", ["Ramón Ferreyra, subsecretario de Ambiente, habló el año pasado de los parques.",
            "En aquel momento afirmó que había juicios por “los planes de manejo del ministerio”."],
     [("los planes de manejo", "Ramón Ferreyra")]),
    ("es", ["Ivette Sosa dirige la oficina.", "“Se debe tener en cuenta el espacio”, comentó a este medio."],
     [("Se debe tener en cuenta", "Ivette Sosa")]),
    # a place a preposition governs, named before the person in an apposition, leaves them the sentence's subject
    ("es", ["El presidente de la comisión de Cerro Largo, Julio Ferrán, habló con la prensa.",
            "Admitió que el proceso está “en pañales”."],
     [("en pañales", "Julio Ferrán")]),
    ("fr", ["Le maire de Lyon, Paul Ardent, a réuni la presse.", "« Rien n'est décidé », a-t-il déclaré."],
     [("Rien n'est décidé", "Paul Ardent")]),
    # a role named alone in a tag is the one person the article gave that role earlier, also when the role phrase
    # stood inside its sentence before the name and a comma, or with one adjective; two holders of it: no guess
    ("es", ["Ayer el presidente de Argentina, Julio Ramos, viajó a Salta.",
            "La oposición, encabezada por Pablo Gil, criticó el viaje.",
            "“Nadie es dueño del país”, remarcó el Presidente desde Salta."],
     [("Nadie es dueño del país", "Julio Ramos")]),
    ("es", ["Ayer el presidente argentino Julio Ramos viajó a Salta.",
            "La oposición, encabezada por Pablo Gil, criticó el viaje.",
            "“Nadie es dueño del país”, remarcó el Presidente desde Salta."],
     [("Nadie es dueño del país", "Julio Ramos")]),
    ("es", ["Ayer el presidente del club, Julio Ramos, y el presidente de la liga, Pablo Gil, viajaron.",
            "La oposición criticó el viaje.", "“Nadie es dueño del país”, remarcó el presidente desde Salta."],
     [("Nadie es dueño del país", None)]),
    # a dropped subject ("indicó") after a sentence whose subject was a role phrase: the one person given that role
    # before, not the last person named (two holders: no telling)
    ("es", ["El fiscal general de Colombia, Francisco Barbosa Delgado, visitó Asunción.",
            "Se reunió con la fiscala general Sandra Quiñónez.",
            "Consultado sobre el caso, el fiscal general lamentó el asesinato. “Me duele por esa familia”, indicó."],
     [("Me duele por esa familia", "Francisco Barbosa Delgado")]),
    ("es", ["El fiscal Jason Richman acusó. El fiscal Pablo Gil calló.",
            "Luego el fiscal lamentó el caso. “Me duele”, indicó."],
     [("Me duele", None)]),
    # two holders of "fiscal", one given it with the word written after the role here ("fiscal general"): that one,
    # also after a term in marks earlier in the paragraph (no speech of anyone's)
    ("es", ["El fiscal José Godoy habló.", "El fiscal general de Colombia, Francisco Barbosa Delgado, visitó Asunción.",
            "Consultado sobre el “canciller” Rodrigo Granda, el fiscal general lamentó el caso. “Me duele”, indicó."],
     [("Me duele", "Francisco Barbosa Delgado")]),
    ("es", ["El fiscal general José Godoy habló.",
            "El fiscal general de Colombia, Francisco Barbosa Delgado, visitó Asunción.",
            "Luego, el fiscal general lamentó el caso. “Me duele”, indicó."],
     [("Me duele", None)]),
    ("de", ["Gestern eröffnete der Bürgermeister von Kleinstadt, Klaus Henning, das Fest.",
            "Die Opposition um Paul Weber kritisierte das Fest.",
            "„Wir feiern zusammen“, sagte der Bürgermeister am Abend."],
     [("Wir feiern zusammen", "Klaus Henning")]),
    ("de", ["Der neue Bürgermeister, Klaus Henning, eröffnete das Fest.",
            "Die Opposition um Paul Weber kritisierte das Fest.",
            "„Wir feiern zusammen“, sagte der Bürgermeister am Abend."],
     [("Wir feiern zusammen", "Klaus Henning")]),
    # a separable speech verb by its stem only ("räumt … ein"): "ein" is an article, no tag verb; a role after it in
    # an apposition is learned, and a capitalised noun after it is no speaker
    ("de", ["Klaus Henning, ein Bürgermeister aus Kiel, eröffnete das Fest.",
            "Die Opposition um Paul Weber kritisierte das Fest.",
            "„Wir feiern zusammen“, sagte der Bürgermeister am Abend."],
     [("Wir feiern zusammen", "Klaus Henning")]),
    ("de", ["Anna Roth war lange Sängerin.", "„Das war falsch.“ Ein Fehler, den sie bereut."],
     [("Das war falsch.", None)]),
    ("de", ["Anna Roth war lange Sängerin. Paul Weber auch.", "„Das war falsch“, räumte Roth ein."],
     [("Das war falsch", "Anna Roth")]),
    # a tag verb between two quotes of one sentence is the second quote's own tag: when it names nobody known, the
    # second quote is not the first one's speaker's
    ("de", ["Anna Roth, eine Sängerin, warnte: „Wer singt, lebt.“ Dennoch gesteht Mazzoni ein: „Wer schweigt, "
            "lebt auch.“"],
     [("Wer singt, lebt.", "Anna Roth"), ("Wer schweigt", None)]),
    # German one-word surnames never given in full: after a form of address, or written bare as a subject at least
    # three times, once right after a tag verb (a noun with an article, or before a plural verb, is none)
    ("de", ["Anna Roth, eine Sängerin, warnte: „Wer singt, lebt.“ Dennoch sagt Herr Mazzoni: „Wer schweigt, lebt "
            "auch.“"],
     [("Wer singt, lebt.", "Anna Roth"), ("Wer schweigt", "Mazzoni")]),
    ("de", ["Tobisch starb am Samstag in Wien. Die Schauspielerin wurde 96 Jahre alt.",
            "Geboren wurde sie in Graz. Später spielte Tobisch am Burgtheater.",
            "Sie hänge nicht an der Vergangenheit, erzählte Tobisch damals: „Ich bin ein Mensch ohne Blick zurück.“"],
     [("Ich bin ein Mensch", "Tobisch")]),
    ("de", ["Anna Roth sprach über den Fehler.", "Später gesteht Fehler ein: „Wer schweigt, lebt auch.“",
            "Fehler passieren."],
     [("Wer schweigt", None)]),
    # a role word that ends a sentence is not written next to the name opening the next one
    ("de", ["Anna Roth war lange Sängerin. Paul Weber auch.", "„Das war falsch“, sagte die Sängerin."],
     [("Das war falsch", "Anna Roth")]),
    # a pronoun written onto "qu'" after the tag verb: the subject's words when the pronoun is of their known gender;
    # "qu'il n'y aurait pas" is impersonal, and "qu'il" after a woman is someone else
    ("fr", ["Muriel Pénicaud a été visée par une enquête.",
            "En juillet, Muriel Pénicaud a déclaré qu’elle n’avait « rien à se reprocher »."],
     [("rien à se reprocher", "Muriel Pénicaud")]),
    ("fr", ["Muriel Pénicaud a été visée par une enquête.",
            "En juillet, Muriel Pénicaud a déclaré qu'il n'y aurait pas de « sanctions financières »."],
     [("sanctions financières", None)]),
    # a capitalised article mid-sentence opens a paper's title, lower-case words and all
    ("fr", ["Françoise Nyssen dirigeait Actes Sud.",
            "Les travaux ont été faits « sans déclaration au fisc », écrit Le Canard enchaîné."],
     [("sans déclaration au fisc", "Le Canard enchaîné")]),
    # "peut-on lire dans" and a paper's title: the paper; a report nobody titled names nobody
    ("fr", ["Sylvie Goulard a été mise en examen.",
            "« Une douzaine de responsables ont été mis en examen », peut-on lire dans Les Échos."],
     [("Une douzaine de responsables", "Les Échos")]),
    ("fr", ["Sylvie Goulard a été mise en examen.",
            "« Une douzaine de responsables ont été mis en examen », peut-on lire dans le rapport."],
     [("Une douzaine de responsables", None)]),
    # Spanish tag verbs of Southern Cone copy: "sumó", "reclama"
    ("es", ["Laura Sosa vive en la zona desde hace años.", "“Estamos esperando”, sumó."],
     [("Estamos esperando", "Laura Sosa")]),
    # a body named by its kind opening a sentence is a rival of the story's person for a pronoun or a dropped subject
    ("es", ["Lucía Prado denunció a su exmarido.", "La fiscalía abrió una investigación. “No hay pruebas”, indicó."],
     [("No hay pruebas", None)]),
    ("fr", ["Léa Morin a quitté la chaîne.",
            "La direction de TF1 a réagi. « Nous regrettons son départ », a-t-elle indiqué."],
     [("Nous regrettons son départ", None)]),
    ("de", ["Anna Roth wurde angezeigt.", "Die Staatsanwaltschaft ermittelt. „Es gibt keine Beweise“, teilte sie mit."],
     [("Es gibt keine Beweise", None)]),
    # German: a dative pronoun between the tag verb and its speaker; "sie" of a plural verb is "they"
    ("de", ["Anna Roth leitet den Verlag.", "Das sei kein Thema, sagt mir Verlagschef Jonas Brandt: „Wir warten ab.“"],
     [("Wir warten ab.", "Jonas Brandt")]),
    ("de", ["Anna Roth war in Quarantäne.", "Die Wachleute kamen am Abend. Und sie sagten uns: „Ihr dürft gehen.“"],
     [("Ihr dürft gehen.", None)]),
    # French: a day or a time between the tag verb and its subject
    ("fr", ["« J'ai eu peur », a déclaré lundi soir Léa Morin."], [("J'ai eu peur", "Léa Morin")]),
    ("fr", ["« Nous partons », a confié hier Paul Ardent à Lyon."], [("Nous partons", "Paul Ardent")]),
    # French: quotes of one list (a comma or "et"/"ni"/"ou" alone between them), the tag after the last names them all;
    # "et de" between them is no list of one tag
    ("fr", ["Paul Ardent a bâti sa villa « sans permis », ni « déclaration au fisc », écrit Le Petit Journal."],
     [("sans permis", "Le Petit Journal"), ("déclaration au fisc", "Le Petit Journal")]),
    ("fr", ["Le film parle de « la paix », « la joie » et « l'amour », dit Léa Morin."],
     [("la paix", "Léa Morin"), ("la joie", "Léa Morin"), ("l'amour", "Léa Morin")]),
    ("fr", ["Paul Ardent parle de « trahison » et de « mensonge », a déclaré Léa Morin."],
     [("trahison", None), ("mensonge", "Léa Morin")]),
    # French: an unnamed source with its article written onto it ("l'entourage", "l'une de ses amies"), after a tag verb
    # or "selon"; a body after "à l'" between the tag verb and its subject
    ("fr", ["Paul Ardent a quitté Paris.", "« Il est serein », assure l’entourage du chanteur."],
     [("Il est serein", "l’entourage du chanteur")]),
    ("fr", ["« Il est serein », selon l'entourage de Paul Ardent."], [("Il est serein", "l'entourage de Paul Ardent")]),
    ("fr", ["« Elle va bien », glisse l'une de ses amies."], [("Elle va bien", "l'une de ses amies")]),
    ("fr", ["« J'ai eu peur », a déclaré à l'AFP Léa Morin."], [("J'ai eu peur", "Léa Morin")]),
    # French: an official named by the office alone ([people] anonymous_roles) speaks as written, never the story's
    # person; one given the office by name is that person
    ("fr", ["Paul Ardent a été relaxé.", "« Les faits ne sont pas établis », a expliqué le juge."],
     [("Les faits ne sont pas établis", "le juge")]),
    ("fr", ["Paul Ardent a bâti sa villa « sans permis », a indiqué la procureure."],
     [("sans permis", "la procureure")]),
    ("fr", ["La juge Anne Dulac a rendu sa décision.", "« Les faits sont établis », a expliqué la juge."],
     [("Les faits sont établis", "Anne Dulac")]),
    # French: charges quoted after a charge word and "pour"/"de" are quotations however short (a list of them too);
    # a short scare quote elsewhere is not
    ("fr", ["L'association a porté plainte pour « abus de confiance », « faux » et « usage de faux »."],
     [("abus de confiance", None), ("faux", None), ("usage de faux", None)]),
    ("fr", ["Paul Ardent accuse son voisin d'« injures publiques »."], [("injures publiques", None)]),
    ("fr", ["Léa Morin a quitté la « maison » de Paul Ardent pour de « vraies vacances »."], []),
    # French: a modal and an infinitive of speech as the tag verb (a short quote is speech with one); the conditional
    # tells of nothing said
    ("fr", ["Léa Morin était à Cannes.", "« Une erreur », tente d'expliquer la chanteuse."],
     [("Une erreur", "Léa Morin")]),
    ("fr", ["Léa Morin était à Cannes.", "« Je vais bien », a-t-elle tenu à préciser."],
     [("Je vais bien", "Léa Morin")]),
    ("fr", ["« Tout va bien », a tenu à rassurer Paul Ardent."], [("Tout va bien", "Paul Ardent")]),
    ("fr", ["« Tout va bien », pourrait commenter Paul Ardent."], []),
    # French: a bare "peut-on lire" reads from the paper that published it, in that sentence or the one before (a
    # capitalised name right before a publishing verb, never a person's)
    ("fr", ["Le Petit Journal publie une enquête. Paul Ardent est « visé par une plainte pour fraude », peut-on lire."],
     [("visé par une plainte pour fraude", "Le Petit Journal")]),
    ("fr", ["Le Petit Journal révèle la cause : « Le chanteur doit trois ans d'impôts au fisc », peut-on lire."],
     [("Le chanteur doit trois ans", "Le Petit Journal")]),
    ("fr", ["Léa Morin publie un message. « Je vais bien et je vous aime tous », peut-on lire."],
     [("Je vais bien et je vous aime tous", None)]),
    # French: the agent of a naming participle ("qualifié de « … » par X") gave the name; "par le passé" is no agent
    ("fr", ["Qualifié de « grand manitou du parti » par un élu de la majorité, Paul Ardent sourit."],
     [("grand manitou du parti", "un élu de la majorité")]),
    ("fr", ["Paul Ardent, surnommé « le roi du silence » par Léa Morin, ne dit rien."],
     [("le roi du silence", "Léa Morin")]),
    ("fr", ["Paul Ardent, surnommé « le roi du silence » par le passé, ne dit rien."], [("le roi du silence", None)]),
    # an editing slip, the tag verb written twice, is read as one verb (gave None: the second "dijo" was no subject)
    ("es", ["“La ciudad tiene parques y gente joven que quiere trabajar”, dijo dijo Marta Ruiz, profesora de Sevilla."],
     [("La ciudad tiene parques", "Marta Ruiz")]),
    ("de", ["„Die Stadt hat viele Parks und junge Leute“, sagte sagte Marta Ruiz, Professorin in Sevilla."],
     [("Die Stadt hat viele Parks", "Marta Ruiz")]),
    # Spanish perfect tense: a speech verb's participle after "ha" is the tag verb (es.toml [tags] participles; the
    # first three gave None); alone a participle is no tag verb ("Lo dicho por …")
    ("es", ["“La ciudad tiene parques y gente joven que quiere trabajar”, ha dicho Marta Ruiz, profesora de Sevilla."],
     [("La ciudad tiene parques", "Marta Ruiz")]),
    ("es", ["Marta Ruiz, profesora de Sevilla, ha explicado que “la ciudad tiene parques y gente joven”."],
     [("la ciudad tiene parques", "Marta Ruiz")]),
    ("es", ["Marta Ruiz llegó a Sevilla en 2010. “La ciudad tiene parques y gente joven”, ha afirmado."],
     [("La ciudad tiene parques", "Marta Ruiz")]),
    ("es", ["“La ciudad tiene parques y gente joven que quiere trabajar”, han señalado los vecinos del barrio."],
     [("La ciudad tiene parques", None)]),
    ("es", ["Marta Ruiz, quien se ha negado a partir, opinó que el barrio “no cambiará pronto porque nadie quiere”."],
     [("no cambiará pronto", "Marta Ruiz")]),
    # a plural tag verb with no subject: the body the words come from ("desde", es.toml [tags] source_from; gave None)
    ("es", ["“La propuesta del sindicato no tiene sentido para nosotros”, explicaron a La Voz desde el entorno del "
            "ministro."], [("La propuesta del sindicato", "el entorno del ministro")]),
    ("es", ["“La propuesta del sindicato no tiene sentido para nosotros”, señalaron desde la Alcaldía de Rosario."],
     [("La propuesta del sindicato", "la Alcaldía de Rosario")]),
    ("es", ["“La propuesta del sindicato no tiene sentido”, indicaron desde el club entrada la tarde del martes."],
     [("La propuesta del sindicato", "el club")]),
    ("es", ["“La propuesta del sindicato no tiene sentido”, dijeron desde la tribuna los hinchas del club."],
     [("La propuesta del sindicato", None)]),
    ("es", ["Marta Ruiz llegó ayer. “La propuesta del sindicato no tiene sentido para nosotros”, dijo desde Madrid."],
     [("La propuesta del sindicato", "Marta Ruiz")]),
    # a plural tag verb's subject phrase naming a person after "de" is the phrase's, not that person's (gave Pedro Gil)
    ("es", ["“La fianza está lista y se pagará mañana”, dijeron los abogados del actor Pedro Gil."],
     [("La fianza está lista", "los abogados del actor Pedro Gil")]),
    ("es", ["“La fianza está lista y se pagará mañana”, dijeron a La Voz los abogados del actor Pedro Gil."],
     [("La fianza está lista", "los abogados del actor Pedro Gil")]),
    ("es", ["“La fianza está lista y se pagará mañana”, dijo el abogado del actor, Pedro Gil."],
     [("La fianza está lista", "Pedro Gil")]),
    # a name after a body's kind governed by a preposition ("de la empresa Nube Spaces") is no rival subject for a
    # dropped one (gave None); a body's name that is the object ("visitó la empresa") still is
    ("es", ["“Hay que pensar la oficina como un encuentro”, comentó Marta Ruiz, directora de la empresa Nube Spaces.",
            "De acuerdo con Ruiz, nada es fijo. “Las empresas dicen innovar pero sus espacios son rígidos”, explicó."],
     [("Hay que pensar la oficina", "Marta Ruiz"), ("Las empresas dicen innovar", "Marta Ruiz")]),
    ("es", ["“Hay que pensar la oficina como un encuentro”, comentó Marta Ruiz, directora del club Atlético Sur.",
            "“Las empresas dicen innovar pero sus espacios son rígidos”, explicó a La Voz."],
     [("Las empresas dicen innovar", "Marta Ruiz")]),
    ("es", ["Marta Ruiz visitó ayer la empresa Nube Spaces. “Las empresas dicen innovar pero sus espacios son "
            "rígidos”, explicó."], [("Las empresas dicen innovar", None)]),
    # a role as the subject, then a place after a preposition ("desde La Pampa"): where it was said, not the office of
    # a named body ("el secretario general de La Cadena", above); both gave None
    ("es", ["“Yo no soy el dueño de nada”. Con esa frase, Rafael Ibarra respondió a un ataque.",
            "“Nadie es dueño del Gobierno, el Gobierno es del pueblo”, remarcó el Presidente desde La Pampa."],
     [("Nadie es dueño del Gobierno", "Rafael Ibarra")]),
    ("es", ["Lucía Prado volvió a cantar. “Estoy feliz de estar en casa otra vez”, dijo la artista desde La Habana."],
     [("Estoy feliz de estar en casa", "Lucía Prado")]),
    # German verb-second: after a clause closed by a comma or a dash, a verb and then the name is the main clause's
    # subject, an antecedent for "sie" (gave None: "bevor" and "wenn" made the name a subordinate clause's)
    ("de", ["Brandauer starb am Samstag in Graz. Sie wurde 1931 in Linz geboren.",
            "Noch bevor sie die Schule beendet hatte, schaffte Brandauer den Sprung ans Theater.",
            "Ihre größte Rolle – auch wenn sie das nicht gerne hörte – spielte Brandauer in der Oper. „Man muss es "
            "ernst machen, aber nicht zu ernst nehmen“, sagte sie in einem Interview.",
            "Später erzählte Brandauer: „Ich schaue nie zurück.“"],
     [("Man muss es ernst machen", "Brandauer")]),
    # (a function word after the comma opens another subordinate clause: "…, dass Paul Weber …" is no subject; read as
    # one, Paul Weber was the speaker of "sagte er")
    ("de", ["Jonas Brandt war am Montag in Graz. Er fand es seltsam, dass Paul Weber nicht kam. „Das war ein Fehler "
            "von ihm“, sagte er."], [("Das war ein Fehler", None)]),
    # a sentence opening on the person's own view ("A su entender,", es.toml [tags] own_view), then a quote: the story's
    # person's words (gave None); anyone named since, even after a preposition, is a rival ("su" is anyone's)
    ("es", ["Marta Ruiz habló con la prensa local. A su entender, en el barrio “se sabe muy poco” del tema."],
     [("se sabe muy poco", "Marta Ruiz")]),
    ("es", ["“Hay mucho por hacer”, dijo Marta Ruiz.", "Desde su visión, las obras son “un problema para todos”."],
     [("un problema para todos", "Marta Ruiz")]),
    ("es", ["Marta Ruiz habló con Pedro Gil. Desde su visión, las obras son “un problema para todos”."],
     [("un problema para todos", None)]),
    # an epithet of what the person does with their work after "de" is the story's person (both gave None: read as
    # an office of a body or someone's relation); a relation ("l'avocat de la chanteuse") still names nobody
    ("fr", ["Léa Morin était à Paris. « Je suis très heureuse », a confié la chanteuse de Tourner la page."],
     [("Je suis très heureuse", "Léa Morin")]),
    ("es", ["Lucía Prado llegó a Madrid. “Estoy feliz de volver”, dijo la actriz de la serie Élite."],
     [("Estoy feliz de volver", "Lucía Prado")]),
    ("fr", ["Léa Morin était à Paris. « Je suis très heureuse », a confié l'avocat de la chanteuse."],
     [("Je suis très heureuse", None)]),
    # German captions and comments on one's own post are tags ([tags] extra_verbs: betitelte, titelt, kommentiert; gave
    # None)
    ("de", ["Die Sängerin Anna Roth ist verliebt. „Mein Herz ist voll“, betitelte sie ein Foto mit ihrem Freund."],
     [("Mein Herz ist voll", "Anna Roth")]),
    ("de", ["„Ich danke allen für das Vertrauen“, kommentiert Anna Roth ihre Wahl."],
     [("Ich danke allen", "Anna Roth")]),
    # (session 12) a person's circle after a possessive ([tags] circle_words) is an unnamed source, as written; a
    # relation after one still names nobody
    ("fr", ["Léa Morin et Hugo Brel se sont séparés.", "« Ils ne se parlaient plus », selon son entourage."],
     [("Ils ne se parlaient plus", "son entourage")]),
    ("fr", ["Léa Morin et Hugo Brel se sont séparés.",
            "« Ils ne se parlaient plus depuis Noël », confient ses proches."],
     [("Ils ne se parlaient plus", "ses proches")]),
    ("es", ["Lucía Prado y Rafael Ibarra se separaron.", "“Ya no vivían juntos”, según su entorno."],
     [("Ya no vivían juntos", "su entorno")]),
    ("es", ["Lucía Prado y Rafael Ibarra se separaron.", "“Ya no vivían juntos”, explican desde su entorno."],
     [("Ya no vivían juntos", "su entorno")]),
    ("fr", ["Léa Morin et Hugo Brel se sont séparés.", "« Ils ne se parlaient plus », selon sa mère."],
     [("Ils ne se parlaient plus", None)]),
    # the present of a plural subject: unnamed sources speak ("aseguran fuentes cercanas"; gave None), never the story's
    # one person
    ("es", ["Lucía Prado y Rafael Ibarra se separaron.",
            "“Ya no vivían juntos”, aseguran fuentes cercanas a la pareja."],
     [("Ya no vivían juntos", "fuentes cercanas a la pareja")]),
    ("es", ["La actriz Lucía Prado llegó a Madrid. “Estoy feliz de volver”, señalan."],
     [("Estoy feliz de volver", None)]),
    ("es", ["El actor Rafael Ibarra llegó a Madrid. «Estoy feliz de volver», ha admitido."],
     [("Estoy feliz de volver", "Rafael Ibarra")]),
    # an outlet glued to the speaker's name after "à": the outlet is where the words went ("Gala Mara Lindqvist")
    ("fr", ["Le chanteur Paul Ardent était à Cannes. « J'ai beaucoup pleuré », a expliqué à Gala Mara Lindqvist."],
     [("J'ai beaucoup pleuré", "Mara Lindqvist")]),
    ("es", ["El actor Rafael Ibarra llegó a Madrid. «Estoy feliz de volver», dijo a Clarín Lucía Prado."],
     [("Estoy feliz de volver", "Lucía Prado")]),
    # a dialogue dash that closes the tag: the speech goes on after it ("—…—explicó— porque …"; gave None)
    ("es", ["La actriz Lucía Prado llegó a Madrid.", "—Estoy feliz de volver —explicó— porque extrañaba todo."],
     [("Estoy feliz de volver", "Lucía Prado")]),
    ("es", ["La actriz Lucía Prado llegó a Madrid.", "—Estoy muy feliz de volver —aseguró el productor—, y sonrió."],
     [("Estoy muy feliz de volver", None)]),
    # a naming verb, its object, a naming word, then the quote: the subject's words, however short ([tags]
    # naming_verbs); never after a passive auxiliary
    ("fr", ["Le ministre Paul Ardent a qualifié la décision d'« erreur historique »."],
     [("erreur historique", "Paul Ardent")]),
    ("es", ["La ministra Lucía Prado calificó la medida de «maniobra burda»."], [("maniobra burda", "Lucía Prado")]),
    ("fr", ["Le projet de Paul Ardent a été qualifié d'« erreur historique et de faute très grave pour tous » hier."],
     [("erreur historique", None)]),  # a passive: not the subject's words
    # an inverted pronoun reads as a written one: the one person of its gender ("a-t-elle confié" after a woman and a
    # man were named; gave None), none when two of that gender compete
    ("fr", ["La chanteuse Léa Morin était à Cannes avec Paul Ardent, son compagnon.",
            "« Nous avons vécu des moments très difficiles », a-t-elle confié."],
     [("Nous avons vécu des moments", "Léa Morin")]),
    ("fr", ["Paul Ardent a retrouvé la chanteuse Léa Morin à Cannes.",
            "« Nous avons vécu des moments très difficiles », explique-t-il au Parisien."],
     [("Nous avons vécu des moments", "Paul Ardent")]),
    ("fr", ["La chanteuse Léa Morin était à Cannes avec Marie Dupont, son amie.",
            "« Nous avons vécu des moments très difficiles », a-t-elle confié."],
     [("Nous avons vécu des moments", None)]),
    # French adverbs of several words between the tag verb and its subject ([tags] adverb_phrases): the subject after
    # them speaks (gave the story's person: "de" opened a phrase with no subject after it)
    ("fr", ["La chanteuse Léa Morin était à Cannes hier soir.",
            "« Nous avons vécu des moments très difficiles », assure de son côté Paul Ardent."],
     [("Nous avons vécu des moments", "Paul Ardent")]),
    ("fr", ["La chanteuse Léa Morin était à Cannes hier soir.",
            "« Nous avons vécu des moments très difficiles », estime pour sa part Paul Ardent."],
     [("Nous avons vécu des moments", "Paul Ardent")]),
    ("fr", ["La chanteuse Léa Morin était à Cannes hier soir.",
            "« Nous avons vécu des moments très difficiles », dixit Paul Ardent."],
     [("Nous avons vécu des moments", "Paul Ardent")]),
    # (session 12) roles: a sentence-opening role phrase is the apposition of the first name after it only ("Le
    # ministre de l'Intérieur, X, … avec la maire, Y" gave Y "ministre" too), and an apposition ends at a preposition
    # (X's apposition ran on to "avec la maire"): "a déclaré le ministre" was no telling
    ("fr", ["Le ministre de l'Intérieur, Gérald Darmanin, s'est rendu à Marseille avec la maire, Michèle Rubirola.",
            "« Nous ne laisserons rien passer dans cette affaire », a déclaré le ministre."],
     [("Nous ne laisserons rien passer", "Gérald Darmanin")]),
    ("fr", ["Le ministre de l'Intérieur, Gérald Darmanin, s'est rendu à Marseille avec la maire, Michèle Rubirola.",
            "« Nous ne laisserons rien passer dans cette affaire », a assuré la maire."],
     [("Nous ne laisserons rien passer", "Michèle Rubirola")]),
    # adverbs between an auxiliary and its participle ("a-t-elle ensuite expliqué", "a encore déclaré X"; gave None)
    ("fr", ["La chanteuse Léa Morin était à Cannes hier soir.",
            "« Nous avons vécu des moments très difficiles », a-t-elle ensuite expliqué."],
     [("Nous avons vécu des moments", "Léa Morin")]),
    ("fr", ["La chanteuse Léa Morin était à Cannes hier soir.",
            "« Nous avons vécu des moments très difficiles », a encore déclaré Paul Ardent."],
     [("Nous avons vécu des moments", "Paul Ardent")]),
    # the sentence after a quote points back at it with its verb first, the subject after it ([tags] back_pointers)
    ("es", ["La ministra de Economía, Ana Gil, visitó ayer la planta de Córdoba.",
            "«Vamos a recuperar el empleo perdido en los próximos meses». Así lo aseguró Gil durante el acto."],
     [("Vamos a recuperar el empleo", "Ana Gil")]),
    ("de", ["Die Sängerin Anna Roth ist in Berlin.",
            "„Wir haben sehr schwere Zeiten erlebt in diesem Jahr.“ Das sagte Anna Roth am Montag."],
     [("Wir haben sehr schwere Zeiten", "Anna Roth")]),
    ("fr", ["La chanteuse Léa Morin était à Cannes hier soir.",
            "« Nous avons vécu des moments très difficiles. » C'est ce qu'a déclaré Paul Ardent au Parisien."],
     [("Nous avons vécu des moments", "Paul Ardent")]),
    ("de", ["Die Sängerin Anna Roth ist in Berlin.",
            "„Wir haben sehr schwere Zeiten erlebt in diesem Jahr.“ Das Album erscheint im Mai."],
     [("Wir haben sehr schwere Zeiten", None)]),  # no pointer: "Das" is an article, "Album" nobody
    # the story's person's own words, announced as such ([tags] own_view)
    ("es", ["La ministra de Economía, Ana Gil, visitó ayer la planta de Córdoba.",
            "Según sus palabras, «el empleo perdido volverá en los próximos meses»."],
     [("el empleo perdido volverá", "Ana Gil")]),
    ("fr", ["La chanteuse Léa Morin était à Cannes hier soir.",
            "Selon ses mots, « la tournée reprendra en septembre avec tous ses musiciens »."],
     [("la tournée reprendra", "Léa Morin")]),
    # epithets of age and trade as role words ([tags] roles): "explique la trentenaire", "aseguró la colaboradora"
    ("fr", ["La chanteuse Léa Morin était à Cannes avec Paul Ardent.",
            "« Nous avons vécu des moments très difficiles », explique la trentenaire."],
     [("Nous avons vécu des moments", "Léa Morin")]),
    ("es", ["La presentadora Belén Esteban volvió a la televisión.",
            "«No tengo relación con él desde hace meses», aseguró la colaboradora."],
     [("No tengo relación con él", "Belén Esteban")]),
    # German separable verbs by their finite stem after a quote ("stellt sie klar", "hielt sie fest"; gave None or no
    # quotation)
    ("de", ["Die Sängerin Mara Lindqvist ist in Berlin. „Wir bleiben für immer gute Freunde“, stellt sie klar."],
     [("Wir bleiben für immer gute Freunde", "Mara Lindqvist")]),
    ("de", ["Die Sängerin Mara Lindqvist ist in Berlin. „Wir bleiben Freunde“, hielt sie fest."],
     [("Wir bleiben Freunde", "Mara Lindqvist")]),
    ("de", ["Die Sängerin Mara Lindqvist ist in Berlin. „Wir bleiben Freunde“, stellt die Sängerin klar."],
     [("Wir bleiben Freunde", "Mara Lindqvist")]),
]


@pytest.mark.parametrize(("lang", "paras", "outlet"), [
    ("de", ["Die Sängerin Anna Roth hat sich getrennt.", "Gegenüber „Bild“ sagte sie: „Es ist vorbei.“"], "Bild"),
    ("fr", ["Selon « Le Monde », le ministre a dit : « Nous partons. »"], "Le Monde"),
    ("es", ["Lucía Prado dijo a “Clarín”: “Estoy bien”."], "Clarín"),
    # "so dass" is no so-tag: a scare-quoted word before it stays no quotation
    ("de", ["Das Tier wurde „notgetötet“, so dass die Behörde kam. „Wir prüfen das“, sagte Anna Roth."], "notgetötet"),
])
def test_outlet_in_marks_is_no_quotation(lang: str, paras: list[str], outlet: str) -> None:
    """A short title-cased name in marks after a preposition or article is an outlet or a title, nobody's words."""
    texts = [q.text for q in mine_quotes(paras, lang)]
    assert outlet not in texts and len(texts) == 1, texts


@pytest.mark.parametrize(("lang", "paras"), [
    ("fr", ["Les chiffres de l'année sont connus.", "– 350 000 emplois créés – selon l'Insee, en quatre ans."]),
    # no second dash: an incise after the first comma is a list item's as often as dialogue's
    ("fr", ["Les annonces de la semaine :", "– Emmanuel Macron, a annoncé l'Élysée, se rendra à Berlin lundi.",
            "— La réforme des retraites, a indiqué Matignon, sera présentée en janvier."]),
    ("es", ["Las claves:", "– El presidente, dijo la fuente, viajará a Lima.",
            "– La reforma, anunció el ministro, llegará en marzo."]),
    # (but an incise with its pronoun written onto the verb, "— Je pars, dit-elle.", is speech: test_tags_fr_es.py)
])
def test_dash_without_tag_is_no_quotation(lang: str, paras: list[str]) -> None:
    """A dash line with no tag verb after its second dash (a list item, an aside), or with no second dash, is not
    speech."""
    assert mine_quotes(paras, lang) == []


@pytest.mark.parametrize(("lang", "paras", "means"), [
    ("fr", ["Léa Morin a quitté Paul Ardent.", "Elle lui a répondu « non merci » par SMS."], "SMS"),
    ("es", ["Lucía Prado dejó a Rafael Ibarra.", "Le escribió “no quiero verte nunca más” por WhatsApp."], "WhatsApp"),
])
def test_means_after_par_is_no_speaker(lang: str, paras: list[str], means: str) -> None:
    """"par"/"por" and a capitalised word right after a quote: the means the words went by, nobody who spoke them."""
    quotes = mine_quotes(paras, lang)
    assert quotes and all(q.speaker != means for q in quotes), quotes


@pytest.mark.parametrize(("lang", "paras", "junk"), [
    # a link line after a quotation left open: its » closes nothing (a spaced French » closed a run-on before
    # session 6, and on a German how-to page a menu path "Start » Systemsteuerung" became quotations)
    ("fr", ["Léa Morin a parlé. « Nous étions si heureux.", "Lire aussi » Cannes : le palmarès"], "Lire aussi"),
    ("de", ["Er sagt: „Das ist ganz einfach.", "Klicken Sie auf Start » Systemsteuerung » Programme."],
     "Klicken Sie auf Start"),
])
def test_spaced_guillemet_after_open_quote_closes_nothing(lang: str, paras: list[str], junk: str) -> None:
    assert not any(q.text.startswith(junk) for q in mine_quotes(paras, lang))


@pytest.mark.parametrize(("lang", "paras", "want"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_tag_speakers(lang: str, paras: list[str], want: list[tuple[str, str | None]]) -> None:
    got = {q.text: q.speaker for q in mine_quotes(paras, lang)}
    for start, speaker in want:
        hits = [t for t in got if t.startswith(start)]
        assert hits, (start, got)
        assert got[hits[0]] == speaker, (start, got)
