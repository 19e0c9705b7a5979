"""The text layer: the one home of sentence splitting, tokenizing, stemming, stop lists, quotation marks and word
lists, for every language the bot reads. It imports nothing else from ``bot``; everything else imports it.

* :mod:`bot.text.norm` — ``normalize``/``is_verbatim`` (typography-blind verbatim checks), ``strip_marks`` (accents off)
* :mod:`bot.text.marks` — the table of quotation-mark pairs
* :mod:`bot.text.quotes` — quotation spans in a paragraph (``find_spans``)
* :mod:`bot.text.sentences` — ``split_sentences`` and the sentence-end patterns
* :mod:`bot.text.words` — ``words_of``, ``stem``, ``stop_words``, ``content_terms``, ``content_words``, ``bare_line``,
  ``title_is_lead``
* :mod:`bot.text.lexicon` — ``lexicon_for(lang)``: the word lists of ``bot/text/lang/<lang>.toml``
"""

from bot.text.lexicon import LANGS, Lexicon, lexicon_for
from bot.text.norm import is_verbatim, lowered_for_search, may_hold, normalize, strip_marks
from bot.text.sentences import split_sentences
from bot.text.words import bare_line, content_terms, content_words, stem, stop_words, title_is_lead, words_of

__all__ = [
    "LANGS", "Lexicon", "bare_line", "content_terms", "content_words", "is_verbatim", "lexicon_for",
    "lowered_for_search", "may_hold", "normalize", "split_sentences", "stem", "stop_words", "strip_marks",
    "title_is_lead", "words_of",
]
