"""The LLM recap engine: any OpenAI-compatible chat-completions server through the official ``openai`` SDK.

We pin openai>=2,<3: 2.x runs on httpx, the HTTP stack the rest of the bot already uses;
3.x moves to a separate httpx2 package we do not want to carry alongside it.

Flow: trim the article to the input budget (whole paragraphs, original numbers) -> prompt (prompts/recap.vN.*) ->
chat completion asking for JSON (``json_schema`` strict when the server takes it, else ``json_object``; the working mode
is remembered per client) -> pydantic validation with ONE repair round-trip -> :func:`bot.verify.verify_recap`.
Every failure that leaves no verified recap raises :class:`~bot.errors.SummarizeError` with a short human message;
the Recapper then falls back to the extractive engine.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import re
import time
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Literal
from urllib.parse import urlsplit

import httpx
import openai
from openai import AsyncOpenAI
from openai.types.chat import ChatCompletion, ChatCompletionMessageParam
from openai.types.chat.completion_create_params import ResponseFormat
from openai.types.shared_params.response_format_json_schema import JSONSchema
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from bot.config import LLMSettings, Secrets, Settings
from bot.errors import SummarizeError
from bot.models import Article, Bullet, Quote, Recap
from bot.prompts import Prompt, load_prompt
from bot.summarize.budget import estimate_tokens, select_paragraphs, shorten
from bot.verify import verify_recap

_log = logging.getLogger(__name__)

Mode = Literal["json_schema", "json_object"]
LOCAL_DUMMY_KEY = "not-needed"
MIN_ARTICLE_BUDGET = 150
_DELIMITERS = ("<<<", ">>>")
_modes: weakref.WeakKeyDictionary[AsyncOpenAI, Mode] = weakref.WeakKeyDictionary()


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


# --------------------------------------------------------------------------------------------------- answer shape


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore")


class BulletOut(_Model):
    text: str = Field(min_length=1)
    cites: list[int] = Field(min_length=1)


class KeyQuoteOut(_Model):
    paragraph: int
    text: str = Field(min_length=1)
    speaker: str | None = None


class RecapOut(_Model):
    """What the prompt asks the model for."""

    headline: str = Field(min_length=1)
    bullets: list[BulletOut] = Field(min_length=2)
    key_quotes: list[KeyQuoteOut] = Field(default_factory=list)


def _short_validation_error(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:5]:
        loc = ".".join(str(p) for p in err["loc"]) or "(root)"
        parts.append(f"{loc}: {err['msg']}")
    return "; ".join(parts)


# --------------------------------------------------------------------------------------------------- summarizer


@dataclass
class _Call:
    tokens_in: int = 0
    tokens_out: int = 0
    calls: int = 0
    mode: Mode = "json_schema"
    repaired: bool = False
    models: list[str] = field(default_factory=list)


def _rejects_format(exc: openai.BadRequestError) -> bool:
    text = f"{exc.message} {exc.body!r}".lower()
    return any(k in text for k in ("response_format", "json_schema", "structured output", "schema"))


def _defang(text: str) -> str:
    """Keep article text from closing our delimiters."""
    return text.replace(_DELIMITERS[0], "< < <").replace(_DELIMITERS[1], "> > >")


_REASONING = re.compile(r"^(?:[\w.-]+/)?(?:o\d|gpt-5)", re.IGNORECASE)


def is_reasoning_model(model: str) -> bool:
    """OpenAI reasoning models (o1, o3, o4-mini, gpt-5…, also behind a router prefix like ``openai/``)."""
    return bool(_REASONING.match(model.strip()))


class LLMSummarizer:
    """Recaps via an OpenAI-compatible server; output is verified against the article before it is returned."""

    def __init__(self, client: AsyncOpenAI, settings: LLMSettings, *, prompt: Prompt | None = None) -> None:
        self._client = client
        self._settings = settings
        self._prompt = prompt or load_prompt(settings.prompt)

    @property
    def cache_tag(self) -> str:
        """``llm:<model>:recap-v1`` — a new model or prompt version never reuses old cached recaps."""
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
        if wanted == "json_object" or self._prompt.schema is None:
            return "json_object"
        if wanted == "json_schema":
            return "json_schema"
        return _modes.get(self._client, "json_schema")

    # ---------------------------------------------------------------- prompt

    def build_messages(self, article: Article, quotes: Sequence[Quote]) -> tuple[list[ChatCompletionMessageParam], int]:
        """System + user messages and how many paragraphs were left out for the token budget."""
        system = self._prompt.system
        overhead = estimate_tokens(system) + estimate_tokens(self._prompt.user_template) + 40
        overhead += estimate_tokens(article.title) + estimate_tokens(article.site or "")
        budget = max(MIN_ARTICLE_BUDGET, self._settings.max_input_tokens - overhead)
        keep = select_paragraphs(article.paragraphs, quotes, budget, title=article.title)
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
        user = self._prompt.render_user(
            title=_defang(" ".join(article.title.split())) or "(none)",
            site=_defang(article.site or "") or "(unknown)",
            note=note,
            paragraphs="\n".join(lines),
        )
        messages: list[ChatCompletionMessageParam] = [
            {"role": "system", "content": system},
            {"role": "user", "content": user},
        ]
        return messages, omitted

    # ---------------------------------------------------------------- calls

    def _response_format(self, mode: Mode) -> ResponseFormat:
        schema = self._prompt.schema
        if mode == "json_schema" and schema is not None:
            spec: JSONSchema = {
                "name": str(schema.get("name", self._prompt.name)),
                "schema": dict(schema["schema"]),
                "strict": bool(schema.get("strict", True)),
            }
            return {"type": "json_schema", "json_schema": spec}
        return {"type": "json_object"}

    async def _complete(self, messages: list[ChatCompletionMessageParam], mode: Mode, call: _Call) -> str:
        s = self._settings
        if is_reasoning_model(s.model):
            # o-series / gpt-5 reject max_tokens and any temperature but the default
            resp: ChatCompletion = await self._client.chat.completions.create(
                model=s.model,
                messages=messages,
                max_completion_tokens=s.max_output_tokens * 4,
                response_format=self._response_format(mode),
            )
        else:
            resp = await self._client.chat.completions.create(
                model=s.model,
                messages=messages,
                temperature=s.temperature,
                max_tokens=s.max_output_tokens,
                response_format=self._response_format(mode),
            )
        call.calls += 1
        if resp.usage is not None:
            call.tokens_in += resp.usage.prompt_tokens or 0
            call.tokens_out += resp.usage.completion_tokens or 0
        if resp.model:
            call.models.append(resp.model)
        if not resp.choices:
            raise SummarizeError("The LLM returned no answer")
        msg = resp.choices[0].message
        if msg.content is None or not msg.content.strip():
            if getattr(msg, "refusal", None):
                raise SummarizeError("The LLM declined to recap this article")
            raise SummarizeError("The LLM returned an empty answer")
        return msg.content

    async def _first_answer(self, messages: list[ChatCompletionMessageParam], call: _Call) -> str:
        mode = self._initial_mode()
        call.mode = mode
        if mode == "json_object":
            return await self._complete(messages, mode, call)
        try:
            return await self._complete(messages, mode, call)
        except openai.BadRequestError as exc:
            if self._settings.structured_output != "auto" or not _rejects_format(exc):
                raise
            _log.warning(
                "LLM server at %s rejected json_schema output (%s); using json_object from now on",
                self._settings.base_url,
                exc.status_code,
            )
            _modes[self._client] = "json_object"
            call.mode = "json_object"
            return await self._complete(messages, "json_object", call)

    async def _ask(self, messages: list[ChatCompletionMessageParam], call: _Call) -> RecapOut:
        content = await self._first_answer(messages, call)
        try:
            return RecapOut.model_validate_json(_strip_fences(content))
        except ValidationError as exc:
            problem = _short_validation_error(exc)
        _log.info("LLM answer failed validation (%s); asking once for a repair", problem)
        call.repaired = True
        repair: list[ChatCompletionMessageParam] = [
            *messages,
            {"role": "assistant", "content": content[:4000]},
            {
                "role": "user",
                "content": (
                    f"Your reply was not valid: {problem}. Reply again with only the JSON object described in the "
                    "instructions (keys headline, bullets, key_quotes), nothing else."
                ),
            },
        ]
        content = await self._complete(repair, call.mode, call)
        try:
            return RecapOut.model_validate_json(_strip_fences(content))
        except ValidationError as exc:
            _log.warning("LLM answer still invalid after repair: %s", _short_validation_error(exc))
            raise SummarizeError("The LLM's answer was not valid JSON, even after one repair request") from None

    # ---------------------------------------------------------------- public

    async def summarize(self, article: Article, quotes: Sequence[Quote]) -> Recap:
        """A verified recap, or :class:`SummarizeError` (short human message) when none can be had."""
        if not article.paragraphs:
            raise SummarizeError("The article has no text to recap")
        start = time.perf_counter()
        call = _Call()
        messages, omitted = self.build_messages(article, quotes)
        try:
            async with asyncio.timeout(self._settings.timeout_seconds):
                out = await self._ask(messages, call)
        except TimeoutError:
            raise SummarizeError(f"The LLM took longer than {self._settings.timeout_seconds:g}s") from None
        except openai.APIError as exc:
            raise SummarizeError(_api_error_message(exc, self._settings.base_url)) from None
        latency_ms = round((time.perf_counter() - start) * 1000)
        draft = Recap(
            article=article,
            headline=out.headline,
            summary=tuple(Bullet(text=b.text, cites=tuple(b.cites)) for b in out.bullets),
            quotes=tuple(quotes),
            key_quotes=tuple(Quote(text=q.text, speaker=q.speaker, paragraph=q.paragraph) for q in out.key_quotes),
            engine=self.engine,
            warnings=tuple(article.warnings),
        )
        stats = {
            "tokens_in": call.tokens_in,
            "tokens_out": call.tokens_out,
            "latency_ms": latency_ms,
            "llm_calls": call.calls,
            "structured_output": call.mode,
            "repaired": call.repaired,
            "prompt": self._prompt.tag,
            "paragraphs_sent": len(article.paragraphs) - omitted,
            "paragraphs_omitted": omitted,
        }
        _log.info(
            "llm recap %s: model=%s tokens_in=%d tokens_out=%d latency_ms=%d calls=%d mode=%s omitted=%d",
            article.source,
            self._settings.model,
            call.tokens_in,
            call.tokens_out,
            latency_ms,
            call.calls,
            call.mode,
            omitted,
        )
        recap = verify_recap(draft, article, quotes)
        recap = replace(recap, stats={**recap.stats, **stats})
        if len(recap.warnings) > len(draft.warnings):
            _log.info("llm recap %s corrected: %s", article.source, "; ".join(recap.warnings[len(draft.warnings) :]))
        return recap


def _strip_fences(content: str) -> str:
    """Some servers wrap JSON in ```json fences even when asked not to."""
    t = content.strip()
    if t.startswith("```"):
        t = t.split("\n", 1)[1] if "\n" in t else ""
        t = t.rsplit("```", 1)[0]
    return t.strip()


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
    """Reach the configured server once: (ok, one human line). For ``gossip-recap check``."""
    llm = settings.llm
    client = make_llm_client(settings, secrets)
    if client is None:
        return False, f"LLM: no API key (set ${llm.api_key_env}); recaps use the extractive engine"
    client = client.with_options(max_retries=0)
    try:
        async with asyncio.timeout(llm.timeout_seconds):
            return await _probe(client, llm)
    except TimeoutError:
        return False, f"LLM: {llm.base_url} did not answer within {llm.timeout_seconds:g}s"
    except openai.AuthenticationError:
        return False, f"LLM: {llm.base_url} rejected the API key in ${llm.api_key_env} (HTTP 401)"
    except openai.PermissionDeniedError:
        return False, f"LLM: the key in ${llm.api_key_env} may not use {llm.base_url} (HTTP 403)"
    except openai.APIConnectionError:
        return False, f"LLM: could not connect to {llm.base_url} (is base_url right and the server up?)"
    except openai.APIStatusError as exc:
        return False, f"LLM: {llm.base_url} answered HTTP {exc.status_code} (is base_url right?)"
    except openai.APIError as exc:
        return False, f"LLM: request to {llm.base_url} failed ({type(exc).__name__})"
    finally:
        await client.close()


async def _probe(client: AsyncOpenAI, llm: LLMSettings) -> tuple[bool, str]:
    try:
        page = await client.models.list()
    except openai.NotFoundError:
        page = None  # some compatible servers have no /models; try one tiny completion instead
    if page is not None:
        ids = [m.id for m in page.data]
        if not ids or llm.model in ids:
            return True, f"LLM: {llm.base_url} is reachable and serves model {llm.model}"
        shown = ", ".join(ids[:5]) + (", ..." if len(ids) > 5 else "")
        return False, f"LLM: {llm.base_url} has no model {llm.model!r} (it offers: {shown})"
    await client.chat.completions.create(
        model=llm.model, messages=[{"role": "user", "content": "ping"}], max_tokens=1
    )
    return True, f"LLM: {llm.base_url} answered a test completion with model {llm.model}"
