"""The LLM recap engine: any OpenAI-compatible chat-completions server through the official ``openai`` SDK.

We pin openai>=2,<3: 2.x runs on httpx, the HTTP stack the rest of the bot already uses;
3.x moves to a separate httpx2 package we do not want to carry alongside it.

Flow: trim the article to the input budget (whole paragraphs, original numbers) and list its mined quotations by id
-> prompt (``recap.v2``) -> chat completion asking for JSON (``json_schema`` strict, the schema made for this article
by :class:`~bot.summarize.answer.AnswerLimits`, when the server takes it, else ``json_object``; the working mode is
remembered per client) -> :func:`~bot.summarize.answer.parse_answer` -> :func:`bot.verify.verify_recap`.

At most two completions per recap, the second only when there is time for it:
* ``finish_reason == "length"``: the cut text is never "repaired"; one retry with a tighter ask (fewer bullets,
  shorter strings), else fall back;
* unparseable JSON: one repair request; JSON of the wrong shape: one re-ask naming the problem;
* a verification failure is final.
Every failure that leaves no verified recap raises :class:`~bot.errors.SummarizeError` with an honest one-line
message and ``stats`` (tokens, latency and outcome of every attempt); the Recapper then falls back to the extractive
engine. Every attempt is logged (``llm attempt N``) and its tokens/latency reach the metrics.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import re
import time
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal
from urllib.parse import urlsplit

import httpx
import openai
from openai import AsyncOpenAI
from openai.types.chat import ChatCompletion, ChatCompletionMessageParam
from openai.types.chat.completion_create_params import ResponseFormat
from openai.types.shared_params.response_format_json_schema import JSONSchema

from bot.config import LLMSettings, Secrets, Settings
from bot.errors import SummarizeError
from bot.models import Article, Bullet, Quote, Recap
from bot.prompts import Prompt, load_prompt
from bot.summarize.answer import (
    AnswerLimits,
    AnswerProblem,
    RecapOut,
    parse_answer,
    strip_fences,
    without_string_limits,
)
from bot.summarize.budget import estimate_tokens, select_paragraphs, shorten
from bot.verify import verify_recap

_log = logging.getLogger(__name__)

Mode = Literal["json_schema", "json_object"]
LOCAL_DUMMY_KEY = "not-needed"
MIN_ARTICLE_BUDGET = 150
_DELIMITERS = ("<<<", ">>>")
MAX_LISTED_QUOTES = 12  # quotations listed by id in the prompt
QUOTE_SHOWN_CHARS = 160  # a listed quotation is shown up to this long (it is picked by id, never copied)
_modes: weakref.WeakKeyDictionary[AsyncOpenAI, Mode] = weakref.WeakKeyDictionary()
_no_string_limits: weakref.WeakKeyDictionary[AsyncOpenAI, bool] = weakref.WeakKeyDictionary()


# --------------------------------------------------------------------------------------------------- client


def is_loopback_url(base_url: str) -> bool:
    """True for http(s)://localhost…, 127.x.x.x or [::1] (a local server such as Ollama needs no key)."""
    host = (urlsplit(base_url).hostname or "").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def make_llm_client(settings: Settings, secrets: Secrets) -> AsyncOpenAI | None:
    """The client for ``[llm]``, or None when no key is set and the server is not on loopback."""
    llm = settings.llm
    key = secrets.llm_api_key
    if not key:
        if not is_loopback_url(llm.base_url):
            _log.info("no LLM key in $%s: the LLM engine is off", llm.api_key_env)
            return None
        key = LOCAL_DUMMY_KEY
    timeout = httpx.Timeout(llm.timeout_seconds, connect=min(5.0, llm.timeout_seconds))
    return AsyncOpenAI(api_key=key, base_url=llm.base_url, timeout=timeout, max_retries=llm.max_retries)


# --------------------------------------------------------------------------------------------------- attempts

Kind = Literal["first", "tighter", "repair", "reshape"]
Outcome = Literal["ok", "length", "not_json", "shape", "empty", "refused", "error"]


@dataclass
class Attempt:
    """One chat completion: what was asked, what came back, what it cost."""

    kind: Kind
    mode: Mode
    outcome: Outcome = "error"
    finish_reason: str | None = None
    tokens_in: int = 0
    tokens_out: int = 0
    latency_ms: int = 0
    detail: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind, "mode": self.mode, "outcome": self.outcome, "finish_reason": self.finish_reason,
            "tokens_in": self.tokens_in, "tokens_out": self.tokens_out, "latency_ms": self.latency_ms,
        }


@dataclass
class _Run:
    source: str
    model: str
    attempts: list[Attempt] = field(default_factory=list)
    repaired: bool = False

    @property
    def mode(self) -> Mode:
        return self.attempts[-1].mode if self.attempts else "json_schema"

    def stats(self) -> dict[str, Any]:
        return {
            "tokens_in": sum(a.tokens_in for a in self.attempts),
            "tokens_out": sum(a.tokens_out for a in self.attempts),
            "llm_calls": len(self.attempts),
            "llm_seconds": sum(a.latency_ms for a in self.attempts) / 1000,
            "attempts": [a.to_json() for a in self.attempts],
            "structured_output": self.mode,
            "repaired": self.repaired,
        }

    def log(self, a: Attempt) -> None:
        _log.info(
            "llm attempt %d (%s) for %s: model=%s mode=%s outcome=%s finish_reason=%s tokens_in=%d tokens_out=%d "
            "latency_ms=%d%s",
            len(self.attempts), a.kind, self.source, self.model, a.mode, a.outcome, a.finish_reason, a.tokens_in,
            a.tokens_out, a.latency_ms, f" ({a.detail})" if a.detail else "",
        )


class _Failed(Exception):
    """An attempt produced no usable answer; ``message`` is the honest one-line reason."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _rejects_format(exc: openai.BadRequestError) -> bool:
    text = f"{exc.message} {exc.body!r}".lower()
    return any(k in text for k in ("response_format", "json_schema", "structured output", "schema"))


def _refuses_string_limits(exc: openai.BadRequestError) -> bool:
    """The server's strict mode takes schemas but not string lengths (OpenAI's subset, for one)."""
    text = f"{exc.message} {exc.body!r}".lower()
    return "maxlength" in text or "minlength" in text


def _defang(text: str) -> str:
    """Keep article text from closing our delimiters."""
    return text.replace(_DELIMITERS[0], "< < <").replace(_DELIMITERS[1], "> > >")


_REASONING = re.compile(r"^(?:[\w.-]+/)?(?:o\d|gpt-5)", re.IGNORECASE)


def is_reasoning_model(model: str) -> bool:
    """OpenAI reasoning models (o1, o3, o4-mini, gpt-5…, also behind a router prefix like ``openai/``)."""
    return bool(_REASONING.match(model.strip()))


@dataclass(frozen=True)
class Prepared:
    """The messages of one article and what the answer may hold."""

    messages: tuple[ChatCompletionMessageParam, ...]
    limits: AnswerLimits
    quotes: tuple[Quote, ...]  # quotation id i is quotes[i - 1]
    omitted: int


# --------------------------------------------------------------------------------------------------- summarizer


class LLMSummarizer:
    """Recaps via an OpenAI-compatible server; output is verified against the article before it is returned."""

    def __init__(self, client: AsyncOpenAI, settings: LLMSettings, *, prompt: Prompt | None = None) -> None:
        self._client = client
        self._settings = settings
        self._prompt = prompt or load_prompt(settings.prompt)

    @property
    def cache_tag(self) -> str:
        """``llm:<model>:recap-v2`` — a new model or prompt version never reuses old cached recaps."""
        return f"llm:{self._settings.model}:{self._prompt.tag}"

    @property
    def engine(self) -> str:
        return f"llm:{self._settings.model}"

    @property
    def prompt_version(self) -> str:
        return self._prompt.version

    async def aclose(self) -> None:
        await self._client.close()

    def _initial_mode(self) -> Mode:
        wanted = self._settings.structured_output
        if wanted in ("json_object", "json_schema"):
            return wanted
        return _modes.get(self._client, "json_schema")

    # ---------------------------------------------------------------- prompt

    def prepare(self, article: Article, quotes: Sequence[Quote]) -> Prepared:
        """Messages for ``article`` (trimmed to the input budget, whole paragraphs, original numbers), the mined
        quotations of the sent paragraphs listed by id, and the answer limits made for exactly these."""
        s = self._settings
        system = self._prompt.system
        overhead = estimate_tokens(system) + estimate_tokens(self._prompt.user_template) + 60
        overhead += estimate_tokens(article.title) + estimate_tokens(article.site or "")
        budget = max(MIN_ARTICLE_BUDGET, s.max_input_tokens - overhead)
        keep = select_paragraphs(article.paragraphs, quotes, budget, title=article.title)
        kept = set(keep)
        listed = tuple(q for q in quotes if q.paragraph in kept)[:MAX_LISTED_QUOTES]
        budget -= sum(estimate_tokens(q.text[:QUOTE_SHOWN_CHARS]) + 6 for q in listed)
        keep = select_paragraphs(article.paragraphs, listed, max(MIN_ARTICLE_BUDGET, budget), title=article.title)
        kept = set(keep)
        listed = tuple(q for q in listed if q.paragraph in kept)
        lines = []
        for n in keep:
            text = article.paragraph(n)
            if len(keep) == 1:
                text = shorten(text, budget)
            lines.append(f"[{n}] {_defang(' '.join(text.split()))}")
        omitted = len(article.paragraphs) - len(keep)
        note = (
            f"\n{omitted} less important paragraphs were left out for length; the numbers shown are the original ones."
            if omitted
            else ""
        )
        limits = AnswerLimits.fitting(keep, len(listed), s.max_output_tokens)
        quotations = "\n".join(
            f"Q{i} (paragraph {q.paragraph}): {_defang(_shown_quote(q.text))}" for i, q in enumerate(listed, 1)
        ) or "(none)"
        messages = self._messages(article, note, "\n".join(lines), quotations, limits)
        return Prepared(messages=messages, limits=limits, quotes=listed, omitted=omitted)

    def _messages(
        self, article: Article, note: str, paragraphs: str, quotations: str, limits: AnswerLimits
    ) -> tuple[ChatCompletionMessageParam, ...]:
        user = self._prompt.render_user(
            title=_defang(" ".join(article.title.split())) or "(none)",
            site=_defang(article.site or "") or "(unknown)",
            note=note,
            paragraphs=paragraphs,
            quotations=quotations,
            max_bullets=str(limits.max_bullets),
            bullet_chars=str(limits.bullet_chars),
        )
        return ({"role": "system", "content": self._prompt.system}, {"role": "user", "content": user})

    def build_messages(self, article: Article, quotes: Sequence[Quote]) -> tuple[list[ChatCompletionMessageParam], int]:
        """System + user messages and how many paragraphs were left out for the token budget."""
        p = self.prepare(article, quotes)
        return list(p.messages), p.omitted

    # ---------------------------------------------------------------- calls

    def _response_format(self, mode: Mode, limits: AnswerLimits) -> ResponseFormat:
        if mode == "json_schema":
            schema = limits.schema()
            if _no_string_limits.get(self._client):
                schema = without_string_limits(schema)
            spec: JSONSchema = {"name": self._prompt.name, "schema": schema, "strict": True}
            return {"type": "json_schema", "json_schema": spec}
        return {"type": "json_object"}

    async def _complete(
        self, messages: Sequence[ChatCompletionMessageParam], limits: AnswerLimits, a: Attempt
    ) -> str:
        """One chat completion; fills ``a`` (tokens, latency, finish_reason). Returns the content."""
        s = self._settings
        started = time.perf_counter()
        try:
            if is_reasoning_model(s.model):
                # o-series / gpt-5 reject max_tokens and any temperature but the default
                resp: ChatCompletion = await self._client.chat.completions.create(
                    model=s.model,
                    messages=list(messages),
                    max_completion_tokens=s.max_output_tokens * 4,
                    response_format=self._response_format(a.mode, limits),
                )
            else:
                resp = await self._client.chat.completions.create(
                    model=s.model,
                    messages=list(messages),
                    temperature=s.temperature,
                    max_tokens=s.max_output_tokens,
                    response_format=self._response_format(a.mode, limits),
                )
        finally:
            a.latency_ms = round((time.perf_counter() - started) * 1000)
        if resp.usage is not None:
            a.tokens_in = resp.usage.prompt_tokens or 0
            a.tokens_out = resp.usage.completion_tokens or 0
        if not resp.choices:
            a.outcome = "empty"
            raise _Failed("The LLM returned no answer")
        choice = resp.choices[0]
        a.finish_reason = choice.finish_reason
        msg = choice.message
        if msg.content is None or not msg.content.strip():
            if getattr(msg, "refusal", None):
                a.outcome = "refused"
                raise _Failed("The LLM declined to recap this article")
            a.outcome = "empty"
            raise _Failed("The LLM returned an empty answer")
        if choice.finish_reason == "length":
            a.outcome = "length"
            raise _Failed(f"The LLM's answer was cut off at the {s.max_output_tokens}-token output limit")
        return msg.content

    async def _attempt(
        self, run: _Run, kind: Kind, messages: Sequence[ChatCompletionMessageParam], limits: AnswerLimits
    ) -> tuple[str, RecapOut]:
        """One attempt, with the json_schema -> (no string limits) -> json_object downgrade for servers that refuse
        a schema (auto mode only; remembered per client). Returns (raw content, answer) or raises _Failed."""
        mode = self._initial_mode() if not run.attempts else run.mode
        while True:
            a = Attempt(kind=kind, mode=mode)
            run.attempts.append(a)
            try:
                content = await self._complete(messages, limits, a)
            except openai.BadRequestError as exc:
                a.outcome, a.detail = "error", f"HTTP {exc.status_code}"
                run.log(a)
                if mode != "json_schema" or self._settings.structured_output != "auto" or not _rejects_format(exc):
                    raise
                if not _no_string_limits.get(self._client) and _refuses_string_limits(exc):
                    _log.warning("LLM server at %s refused the schema (%s); retrying without string length limits",
                                 self._settings.base_url, exc.status_code)
                    _no_string_limits[self._client] = True
                else:
                    _log.warning("LLM server at %s rejected json_schema output (%s); using json_object from now on",
                                 self._settings.base_url, exc.status_code)
                    _modes[self._client] = "json_object"
                    mode = "json_object"
                continue
            except _Failed as exc:
                a.detail = exc.message
                run.log(a)
                raise
            except BaseException:
                run.log(a)
                raise
            try:
                out = parse_answer(content, limits)
            except AnswerProblem as exc:
                a.outcome, a.detail = ("not_json" if exc.kind == "not_json" else "shape"), exc.detail
                run.log(a)
                raise _AnswerFailed(exc, content) from None
            a.outcome = "ok"
            run.log(a)
            return content, out

    async def _ask(self, article: Article, prep: Prepared, run: _Run, deadline: float) -> tuple[RecapOut, Prepared]:
        """First attempt and at most one more: a tighter ask after a cut-off answer, a repair after unparseable JSON,
        a re-ask naming the problem after JSON of the wrong shape — each only when there is time for it."""
        try:
            _content, out = await self._attempt(run, "first", prep.messages, prep.limits)
            return out, prep
        except _AnswerFailed as exc:
            first_problem: _AnswerFailed | None = exc
            cut = False
        except _Failed as exc:
            if run.attempts[-1].outcome != "length":
                raise
            first_problem, cut = None, True
            cut_message = exc.message
        spent = run.attempts[-1].latency_ms / 1000
        if time.monotonic() + spent * 1.1 > deadline:
            if cut:
                raise _Failed(f"{cut_message}, with no time left for a shorter retry")
            assert first_problem is not None
            raise _Failed(first_problem.describe())
        if cut:
            tighter = replace(prep, limits=prep.limits.tighter())
            tighter = replace(tighter, messages=self._retighten(prep, tighter.limits))
            try:
                _content, out = await self._attempt(run, "tighter", tighter.messages, tighter.limits)
            except _AnswerFailed as again:
                raise _Failed(f"{cut_message}; the shorter retry {again.describe(short=True)}") from None
            except _Failed as again:
                raise _Failed(f"{cut_message}, and again on a shorter retry"
                              if run.attempts[-1].outcome == "length" else again.message) from None
            return out, tighter
        assert first_problem is not None
        run.repaired = True
        kind: Kind = "repair" if first_problem.problem.kind == "not_json" else "reshape"
        follow_up: list[ChatCompletionMessageParam] = [
            *prep.messages,
            {"role": "assistant", "content": first_problem.content[:4000]},
            {"role": "user", "content": _follow_up_text(first_problem.problem, prep.limits)},
        ]
        try:
            content, out = await self._attempt(run, kind, follow_up, prep.limits)
        except _AnswerFailed as again:
            same = " (the same reply again)" if again.content.strip() == first_problem.content.strip() else ""
            raise _Failed(f"{first_problem.describe()}; the follow-up {again.describe(short=True)}{same}") from None
        return out, prep

    def _retighten(self, prep: Prepared, limits: AnswerLimits) -> tuple[ChatCompletionMessageParam, ...]:
        system, user = prep.messages
        text = str(user.get("content", ""))
        head, _, _ = text.rpartition("Reply with the JSON object only")
        user_text = (
            f"{head}Reply with the JSON object only: at most {limits.max_bullets} bullets, each at most "
            f"{limits.bullet_chars} characters, at most {limits.max_quotes} key quote. Keep it short."
        )
        return (system, {"role": "user", "content": user_text})

    # ---------------------------------------------------------------- public

    async def summarize(self, article: Article, quotes: Sequence[Quote]) -> Recap:
        """A verified recap, or :class:`SummarizeError` (short human message, ``stats`` of every attempt)."""
        if not article.paragraphs:
            raise SummarizeError("The article has no text to recap")
        s = self._settings
        start = time.perf_counter()
        run = _Run(source=article.source, model=s.model)
        prep = self.prepare(article, quotes)
        deadline = time.monotonic() + s.timeout_seconds

        def fail(message: str) -> SummarizeError:
            stats = {**run.stats(), "latency_ms": round((time.perf_counter() - start) * 1000)}
            return SummarizeError(message, stats=stats)

        try:
            async with asyncio.timeout(s.timeout_seconds):
                out, used = await self._ask(article, prep, run, deadline)
        except TimeoutError:
            if run.attempts and run.attempts[-1].latency_ms == 0:
                run.attempts[-1].latency_ms = round((time.perf_counter() - start) * 1000) - sum(
                    a.latency_ms for a in run.attempts[:-1])
                run.attempts[-1].outcome, run.attempts[-1].detail = "error", "timeout"
                run.log(run.attempts[-1])
            raise fail(f"The LLM took longer than {s.timeout_seconds:g}s") from None
        except _Failed as exc:
            raise fail(exc.message) from None
        except openai.APIError as exc:
            raise fail(_api_error_message(exc, s.base_url)) from None
        latency_ms = round((time.perf_counter() - start) * 1000)
        draft = Recap(
            article=article,
            headline=out.headline,
            summary=tuple(Bullet(text=b.text, cites=tuple(b.cites)) for b in out.bullets),
            quotes=tuple(quotes),
            key_quotes=tuple(_picked(out, used.quotes)),
            engine=self.engine,
            warnings=tuple(article.warnings),
        )
        stats = {
            **run.stats(),
            "latency_ms": latency_ms,
            "prompt": self._prompt.tag,
            "paragraphs_sent": len(article.paragraphs) - used.omitted,
            "paragraphs_omitted": used.omitted,
        }
        _log.info(
            "llm recap %s: model=%s tokens_in=%d tokens_out=%d latency_ms=%d calls=%d mode=%s omitted=%d",
            article.source, s.model, stats["tokens_in"], stats["tokens_out"], latency_ms, len(run.attempts),
            run.mode, used.omitted,
        )
        bad_ids = sum(1 for q in out.key_quotes if not 1 <= q.id <= len(used.quotes))
        try:
            recap = verify_recap(draft, article, quotes, unknown_quote_ids=bad_ids)
        except SummarizeError as exc:
            raise fail(exc.message) from None
        recap = replace(recap, stats={**recap.stats, **stats})
        if len(recap.warnings) > len(draft.warnings):
            _log.info("llm recap %s corrected: %s", article.source, "; ".join(recap.warnings[len(draft.warnings) :]))
        return recap


class _AnswerFailed(_Failed):
    def __init__(self, problem: AnswerProblem, content: str) -> None:
        self.problem = problem
        self.content = content
        super().__init__(self.describe())

    def describe(self, short: bool = False) -> str:
        if self.problem.kind == "not_json":
            return "was not valid JSON either" if short else "The LLM's answer was not valid JSON"
        what = f"did not have the requested shape ({self.problem.detail})"
        return what if short else f"The LLM's answer {what}"


def _follow_up_text(problem: AnswerProblem, limits: AnswerLimits) -> str:
    if problem.kind == "not_json":
        why = f"Your reply was not valid JSON: {problem.detail}."
    else:
        why = f"Your reply did not have the requested shape: {problem.detail}."
    return (
        f"{why} Reply again with only the JSON object described in the instructions (keys headline, bullets, "
        f"key_quotes), with {limits.min_bullets} to {limits.max_bullets} bullets, nothing else."
    )


def _shown_quote(text: str) -> str:
    t = " ".join(text.split())
    return t if len(t) <= QUOTE_SHOWN_CHARS else t[: QUOTE_SHOWN_CHARS - 1].rsplit(" ", 1)[0] + " \u2026"


def _picked(out: RecapOut, listed: Sequence[Quote]) -> list[Quote]:
    """The mined quotations the LLM picked by id, with the speaker the LLM gave (the verifier arbitrates)."""
    picked = []
    for q in out.key_quotes:
        if 1 <= q.id <= len(listed):
            m = listed[q.id - 1]
            picked.append(Quote(text=m.text, speaker=q.speaker, paragraph=m.paragraph))
    return picked


def _api_error_message(exc: openai.APIError, base_url: str) -> str:
    if isinstance(exc, openai.APITimeoutError):
        return "The LLM server did not answer in time"
    if isinstance(exc, openai.APIConnectionError):
        return f"Could not reach the LLM server at {base_url}"
    if isinstance(exc, openai.RateLimitError):
        return "The LLM server is rate limiting us (HTTP 429), even after retries"
    if isinstance(exc, openai.AuthenticationError):
        return "The LLM server rejected the API key (HTTP 401)"
    if isinstance(exc, openai.APIStatusError):
        if exc.status_code >= 500:
            return f"The LLM server failed (HTTP {exc.status_code}), even after retries"
        return f"The LLM server refused the request (HTTP {exc.status_code})"
    return "The LLM request failed"


# --------------------------------------------------------------------------------------------------- check


async def check_llm(settings: Settings, secrets: Secrets) -> tuple[bool, str]:
    """Reach the configured server and make one tiny completion in the configured structured-output mode:
    (ok, one human line). For ``gossip-recap check``; fails when completions fail, not only when /models does."""
    llm = settings.llm
    client = make_llm_client(settings, secrets)
    if client is None:
        return False, f"LLM: no API key (set ${llm.api_key_env}); recaps use the extractive engine"
    client = client.with_options(max_retries=0)
    try:
        async with asyncio.timeout(llm.timeout_seconds):
            return await _probe(client, llm)
    except TimeoutError:
        return False, f"LLM: {llm.base_url} did not answer a test completion within {llm.timeout_seconds:g}s"
    except openai.AuthenticationError:
        return False, f"LLM: {llm.base_url} rejected the API key in ${llm.api_key_env} (HTTP 401)"
    except openai.PermissionDeniedError:
        return False, f"LLM: the key in ${llm.api_key_env} may not use {llm.base_url} (HTTP 403)"
    except openai.APIConnectionError:
        return False, f"LLM: could not connect to {llm.base_url} (is base_url right and the server up?)"
    except openai.APIStatusError as exc:
        return False, f"LLM: {llm.base_url} answered HTTP {exc.status_code} to a test completion (is base_url right?)"
    except openai.APIError as exc:
        return False, f"LLM: request to {llm.base_url} failed ({type(exc).__name__})"
    finally:
        await client.close()


CHECK_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["ok"],
    "properties": {"ok": {"type": "boolean"}},
}
CHECK_MAX_TOKENS = 20


async def _tiny_completion(client: AsyncOpenAI, llm: LLMSettings, mode: Mode) -> str | None:
    """The content of one tiny completion in ``mode`` (None when empty)."""
    fmt: ResponseFormat = (
        {"type": "json_schema", "json_schema": {"name": "check", "schema": CHECK_SCHEMA, "strict": True}}
        if mode == "json_schema"
        else {"type": "json_object"}
    )
    messages: list[ChatCompletionMessageParam] = [
        {"role": "user", "content": 'Reply with the JSON object {"ok": true} and nothing else.'}
    ]
    if is_reasoning_model(llm.model):
        resp = await client.chat.completions.create(
            model=llm.model, messages=messages, max_completion_tokens=CHECK_MAX_TOKENS * 20, response_format=fmt
        )
    else:
        resp = await client.chat.completions.create(
            model=llm.model, messages=messages, max_tokens=CHECK_MAX_TOKENS, temperature=0, response_format=fmt
        )
    return resp.choices[0].message.content if resp.choices else None


async def _probe(client: AsyncOpenAI, llm: LLMSettings) -> tuple[bool, str]:
    try:
        page = await client.models.list()
    except openai.NotFoundError:
        page = None  # some compatible servers have no /models; the completion below decides
    if page is not None:
        ids = [m.id for m in page.data]
        if ids and llm.model not in ids:
            shown = ", ".join(ids[:5]) + (", ..." if len(ids) > 5 else "")
            return False, f"LLM: {llm.base_url} has no model {llm.model!r} (it offers: {shown})"
    mode: Mode = "json_object" if llm.structured_output == "json_object" else "json_schema"
    note = ""
    started = time.perf_counter()
    try:
        content = await _tiny_completion(client, llm, mode)
    except openai.BadRequestError as exc:
        if llm.structured_output != "auto" or not _rejects_format(exc):
            return False, f"LLM: {llm.base_url} refused a {mode} test completion (HTTP {exc.status_code})"
        mode, note = "json_object", " (json_schema refused, json_object works)"
        started = time.perf_counter()
        content = await _tiny_completion(client, llm, mode)
    seconds = time.perf_counter() - started
    try:
        ok = isinstance(json.loads(strip_fences(content or "")), dict)
    except json.JSONDecodeError:
        ok = False
    if not ok:
        return False, f"LLM: model {llm.model} at {llm.base_url} answered a {mode} test completion without JSON"
    return True, (
        f"LLM: {llm.base_url} answered a {mode} test completion with model {llm.model} in {seconds:.1f}s{note}"
    )
