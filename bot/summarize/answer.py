"""The LLM's answer: its limits, the JSON schema made from them for one article, and the validator of that schema.

One :class:`AnswerLimits` gives both the ``json_schema`` sent to the server (:meth:`AnswerLimits.schema`) and the
check of the reply (:func:`parse_answer`), so a grammar-constrained server cannot produce an answer the validator
rejects: everything the schema allows, the validator accepts (it is more lenient only above the maxima — extra
bullets or quotes are cut, over-long strings kept for the verifier — never stricter below them). The limits are
made per article: paragraph numbers are the ones sent (an ``enum`` of integers), quotation ids run 1..k over the
mined quotations listed in the prompt, and the string/array maxima are chosen so the largest answer the schema
allows fits in ``max_output_tokens`` (a schema-valid answer is never cut off).

Answer shape (prompt ``recap.v2``)::

    {"headline": str, "bullets": [{"text": str, "cites": [int, ...]}, ...],
     "key_quotes": [{"id": int, "speaker": str | null}, ...]}
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

# Tuning data for fitting the largest schema-valid answer into the output token limit.
CHARS_PER_OUTPUT_TOKEN = 3.0  # conservative: JSON punctuation and names tokenize worse than prose
JSON_OVERHEAD_CHARS = 80  # braces, the three keys, whitespace a grammar allows
BULLET_OVERHEAD_CHARS = 40  # {"text": "", "cites": []} and separators
CITE_CHARS = 5  # one paragraph number and its comma
QUOTE_OVERHEAD_CHARS = 30  # {"id": n, "speaker": ""}
MIN_BULLET_CHARS = 60
MIN_HEADLINE_CHARS = 50


@dataclass(frozen=True, slots=True)
class AnswerLimits:
    """What one answer may hold. ``paragraphs`` are the paragraph numbers sent; ``quote_ids`` how many quotations
    were listed (ids 1..quote_ids)."""

    paragraphs: tuple[int, ...]
    quote_ids: int
    min_bullets: int = 2
    max_bullets: int = 5
    bullet_chars: int = 240
    headline_chars: int = 120
    max_cites: int = 3
    max_quotes: int = 3
    speaker_chars: int = 60

    @classmethod
    def fitting(cls, paragraphs: Sequence[int], quote_ids: int, max_output_tokens: int) -> AnswerLimits:
        """The roomiest limits whose largest answer fits ``max_output_tokens``."""
        lim = cls(paragraphs=tuple(paragraphs), quote_ids=quote_ids, max_quotes=min(3, quote_ids))
        lim = replace(lim, max_cites=max(1, min(lim.max_cites, len(lim.paragraphs))))
        budget = max_output_tokens * CHARS_PER_OUTPUT_TOKEN
        while lim.largest_chars() > budget:
            if lim.bullet_chars > 140:
                lim = replace(lim, bullet_chars=lim.bullet_chars - 20)
            elif lim.max_bullets > 3:
                lim = replace(lim, max_bullets=lim.max_bullets - 1)
            elif lim.max_quotes > 1:
                lim = replace(lim, max_quotes=lim.max_quotes - 1)
            elif lim.headline_chars > MIN_HEADLINE_CHARS:
                lim = replace(lim, headline_chars=max(MIN_HEADLINE_CHARS, lim.headline_chars - 20))
            elif lim.bullet_chars > MIN_BULLET_CHARS:
                lim = replace(lim, bullet_chars=max(MIN_BULLET_CHARS, lim.bullet_chars - 20))
            elif lim.max_bullets > lim.min_bullets:
                lim = replace(lim, max_bullets=lim.max_bullets - 1)
            else:
                break  # the floor: 2 short bullets; max_output_tokens has a floor that fits it
        return lim

    def tighter(self) -> AnswerLimits:
        """The ask after a cut-off answer: at most 3 bullets, strings about a third shorter, one quote."""
        return replace(
            self,
            max_bullets=min(3, self.max_bullets),
            bullet_chars=max(MIN_BULLET_CHARS, int(self.bullet_chars * 0.65)),
            headline_chars=max(MIN_HEADLINE_CHARS, int(self.headline_chars * 0.7)),
            max_cites=min(2, self.max_cites),
            max_quotes=min(1, self.max_quotes),
            speaker_chars=min(40, self.speaker_chars),
        )

    def largest_chars(self) -> int:
        """Characters of the largest answer this schema allows (the figure fitted to the token limit)."""
        bullet = BULLET_OVERHEAD_CHARS + self.bullet_chars + self.max_cites * CITE_CHARS
        quote = QUOTE_OVERHEAD_CHARS + self.speaker_chars + len(str(max(1, self.quote_ids)))
        return JSON_OVERHEAD_CHARS + self.headline_chars + self.max_bullets * bullet + self.max_quotes * quote

    def schema(self) -> dict[str, Any]:
        """The JSON schema of an answer under these limits (strict-mode compatible: every key required, no extras)."""
        cite: dict[str, Any] = {"type": "integer", "enum": list(self.paragraphs)}
        quote_id: dict[str, Any] = {"type": "integer", "minimum": 1, "maximum": max(1, self.quote_ids)}
        return {
            "type": "object",
            "additionalProperties": False,
            "required": ["headline", "bullets", "key_quotes"],
            "properties": {
                "headline": {"type": "string", "minLength": 1, "maxLength": self.headline_chars},
                "bullets": {
                    "type": "array",
                    "minItems": self.min_bullets,
                    "maxItems": self.max_bullets,
                    "items": {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["text", "cites"],
                        "properties": {
                            "text": {"type": "string", "minLength": 1, "maxLength": self.bullet_chars},
                            "cites": {"type": "array", "minItems": 1, "maxItems": self.max_cites, "items": cite},
                        },
                    },
                },
                "key_quotes": {
                    "type": "array",
                    "minItems": 0,
                    "maxItems": self.max_quotes if self.quote_ids else 0,
                    "items": {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["id", "speaker"],
                        "properties": {
                            "id": quote_id,
                            "speaker": {
                                "anyOf": [{"type": "string", "maxLength": self.speaker_chars}, {"type": "null"}]
                            },
                        },
                    },
                },
            },
        }


def without_string_limits(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` without minLength/maxLength, for servers whose strict mode refuses them (the validator does not
    need them: it keeps long strings for the verifier)."""

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            return {k: walk(v) for k, v in node.items() if k not in ("minLength", "maxLength")}
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node

    out: dict[str, Any] = walk(schema)
    return out


# --------------------------------------------------------------------------------------------------- validator


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore")


class BulletOut(_Model):
    text: str = Field(min_length=1)
    cites: list[int] = Field(min_length=1)


class KeyQuoteOut(_Model):
    id: int
    speaker: str | None = None


class RecapOut(_Model):
    headline: str = Field(min_length=1)
    bullets: list[BulletOut] = Field(min_length=2)
    key_quotes: list[KeyQuoteOut] = Field(default_factory=list)


class AnswerProblem(Exception):
    """The reply is not an answer: ``kind`` is "not_json" (unparseable) or "shape" (JSON, but not the schema)."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind
        self.detail = detail


def strip_fences(content: str) -> str:
    """Some servers wrap JSON in ```json fences even when asked not to."""
    t = content.strip()
    if t.startswith("```"):
        t = t.split("\n", 1)[1] if "\n" in t else ""
        t = t.rsplit("```", 1)[0]
    return t.strip()


def _short(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:4]:
        loc = ".".join(str(p) for p in err["loc"]) or "(root)"
        parts.append(f"{loc}: {err['msg']}")
    return "; ".join(parts)


def parse_answer(content: str, limits: AnswerLimits) -> RecapOut:
    """The answer in ``content``, or :class:`AnswerProblem`. Accepts everything ``limits.schema()`` accepts;
    above the maxima it trims (bullets, cites, quotes) instead of failing; quotation ids outside 1..k are dropped
    here (the verifier counts them)."""
    try:
        data = json.loads(strip_fences(content))
    except json.JSONDecodeError as exc:
        raise AnswerProblem("not_json", f"not valid JSON ({exc.msg} at character {exc.pos})") from None
    if not isinstance(data, dict):
        raise AnswerProblem("shape", f"a JSON {type(data).__name__}, not an object")
    try:
        out = RecapOut.model_validate(data)
    except ValidationError as exc:
        raise AnswerProblem("shape", _short(exc)) from None
    bullets = [b.model_copy(update={"cites": b.cites[: limits.max_cites]}) for b in out.bullets[: limits.max_bullets]]
    return out.model_copy(update={"bullets": bullets, "key_quotes": out.key_quotes[: max(limits.max_quotes, 0)]})
