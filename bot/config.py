"""Configuration: a TOML file (see config.example.toml) for settings, the environment for secrets.

Loading order: defaults -> TOML file (``--config PATH``, else ``./config.toml`` if present) -> environment overrides
``GOSSIP_RECAP_<SECTION>__<KEY>`` (e.g. ``GOSSIP_RECAP_STORE__URL``). Secrets (API keys, chat tokens, signing
secrets) are never read from the file: they come from the environment only, through :class:`Secrets`.
Unknown keys and wrong types raise :class:`~bot.errors.ConfigError` naming the key.
"""

from __future__ import annotations

import json
import os
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, TypeVar
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from bot.errors import ConfigError

Mode = Literal["auto", "react", "off"]
ENV_PREFIX = "GOSSIP_RECAP_"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class Section(BaseModel):
    """A ``[section]`` of the config file: unknown keys and wrong types are errors naming the key."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=False)


S = TypeVar("S", bound=Section)
_Section = Section


class BotSettings(_Section):
    default_mode: Mode = "auto"
    max_links_per_message: int = Field(3, ge=1, le=10)
    max_concurrent_recaps: int = Field(4, ge=1, le=64)
    user_rate_per_minute: float = Field(4.0, gt=0)
    user_burst: int = Field(3, ge=1)
    channel_rate_per_minute: float = Field(10.0, gt=0)
    channel_burst: int = Field(6, ge=1)
    recap_timeout_seconds: float = Field(45.0, gt=0)
    # quote speakers doubted by a parsing model where the [model] extra is installed (bot/quoting/speaker_model.py):
    # a speaker the model names someone else for is blanked. Off by default: ~100-200 ms CPU per English article
    speaker_model: bool = False


class FetchSettings(_Section):
    allowed_private_hosts: tuple[str, ...] = ()
    timeout_seconds: float = Field(20.0, gt=0)
    connect_timeout_seconds: float = Field(5.0, gt=0)
    max_bytes: int = Field(5_000_000, ge=10_000)
    max_redirects: int = Field(5, ge=0, le=20)
    max_concurrent: int = Field(8, ge=1)
    user_agent: str = (
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
        "Chrome/126.0 Safari/537.36 gossip-recap/0.1"
    )


class LLMSettings(_Section):
    base_url: str = "https://api.openai.com/v1"
    model: str = "gpt-4o-mini"
    api_key_env: str = "OPENAI_API_KEY"
    timeout_seconds: float = Field(30.0, gt=0)
    max_retries: int = Field(2, ge=0, le=10)
    max_input_tokens: int = Field(3000, ge=200)
    max_output_tokens: int = Field(700, ge=50)
    temperature: float = Field(0.2, ge=0, le=2)
    structured_output: Literal["auto", "json_schema", "json_object"] = "auto"
    prompt: str = "recap"


class StoreSettings(_Section):
    url: str = "sqlite:///gossip-recap.db"
    cache_ttl_hours: float = Field(24.0, gt=0)
    retention_days: int = Field(30, ge=1)


class DigestSettings(_Section):
    enabled: bool = True
    record: bool = True
    default_time: str = Field("09:00", pattern=r"^([01]?\d|2[0-3]):[0-5]\d$")  # 24-hour HH:MM
    default_timezone: str = "UTC"
    top_n: int = Field(5, ge=1, le=10)
    post_quiet_days: bool = False
    window_hours: int = Field(24, ge=1, le=168)
    check_interval_seconds: float = Field(60.0, gt=0)


    @field_validator("default_timezone")
    @classmethod
    def _known_zone(cls, value: str) -> str:
        name = value.strip()
        try:
            if not name or name.startswith(("/", ".")) or ".." in name:
                raise ValueError(name)
            ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError(f"unknown time zone {value!r}: use an IANA name like Europe/London") from None
        return name


class HealthSettings(_Section):
    enabled: bool = False
    host: str = "127.0.0.1"
    port: int = Field(8080, ge=0, le=65535)


class LogSettings(_Section):
    level: str = "INFO"

    @field_validator("level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        name = value.strip().upper()
        if name not in LOG_LEVELS:
            raise ValueError(f"unknown log level {value!r}: use one of {', '.join(LOG_LEVELS)}")
        return name

    format: Literal["auto", "json", "text"] = "auto"


class Settings(_Section):
    """The core's sections, plus each chat platform's own section (``[name]``), which its adapter declares and reads
    with :meth:`section`; :func:`load_settings` refuses sections nobody declared."""

    model_config = ConfigDict(extra="allow", frozen=True, strict=False)

    bot: BotSettings = BotSettings()
    fetch: FetchSettings = FetchSettings()
    llm: LLMSettings = LLMSettings()
    store: StoreSettings = StoreSettings()
    digest: DigestSettings = DigestSettings()
    health: HealthSettings = HealthSettings()
    log: LogSettings = LogSettings()

    def section(self, name: str, model: type[S]) -> S:
        """A platform's own ``[name]`` section, validated by the adapter's ``model`` (defaults when absent)."""
        raw = (self.model_extra or {}).get(name)
        if isinstance(raw, model):
            return raw
        try:
            return model.model_validate(raw or {})
        except ValidationError as exc:
            raise ConfigError(_error_message(exc, f"[{name}]")) from None


@dataclass(frozen=True)
class Secrets:
    """Secrets from the environment only. ``repr`` never shows values.

    ``chat`` holds the chat platforms' secrets by environment variable name (each adapter says which it needs and
    reads them with :meth:`get`).
    """

    llm_api_key: str | None = None
    chat: Mapping[str, str] = field(default_factory=dict)

    def __repr__(self) -> str:
        shown = {"llm_api_key": "set" if self.llm_api_key else "unset"}
        shown |= {k: ("set" if v else "unset") for k, v in self.chat.items()}
        return f"Secrets({shown})"

    def get(self, name: str) -> str | None:
        return self.chat.get(name) or None

    def values(self) -> list[str]:
        """Every secret value that is set (for log redaction)."""
        return [v for v in (self.llm_api_key, *self.chat.values()) if v]

    @classmethod
    def from_env(
        cls, settings: Settings, env: Mapping[str, str] | None = None, *, names: Sequence[str] = ()
    ) -> Secrets:
        """The LLM key (``[llm] api_key_env``) and the variables ``names`` the chat adapters need."""
        e = os.environ if env is None else env

        def get(name: str) -> str | None:
            v = e.get(name, "").strip()
            return v or None

        chat = {n: v for n in names if (v := get(n))}
        return cls(llm_api_key=get(settings.llm.api_key_env), chat=chat)


CACHE_DIR_NAME = "gossip-recap"
CACHE_DB_NAME = "cache.db"
NO_CACHE_URL = "sqlite:///:memory:"


def user_cache_dir(env: Mapping[str, str] | None = None) -> Path:
    """``$XDG_CACHE_HOME/gossip-recap``, else ``~/.cache/gossip-recap`` (the XDG base-directory rule)."""
    e = os.environ if env is None else env
    xdg = e.get("XDG_CACHE_HOME", "").strip()
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path(e.get("HOME") or Path.home()) / ".cache"
    return base / CACHE_DIR_NAME


def cli_store_url(settings: Settings, *, no_cache: bool = False, env: Mapping[str, str] | None = None) -> str:
    """The store a command-line run uses: ``[store] url`` when set explicitly (file or environment), else a
    SQLite file in the user's cache directory, never the current folder; ``no_cache`` -> an in-memory store."""
    if no_cache:
        return NO_CACHE_URL
    if "url" in settings.store.model_fields_set:
        return settings.store.url
    return f"sqlite:///{(user_cache_dir(env) / CACHE_DB_NAME).resolve()}"


def with_store_url(settings: Settings, url: str) -> Settings:
    return settings.model_copy(update={"store": settings.store.model_copy(update={"url": url})})


def _error_message(exc: ValidationError, origin: str, prefix: str = "") -> str:
    err = exc.errors()[0]
    key = ".".join(str(p) for p in ((prefix,) if prefix else ()) + tuple(err["loc"]))
    if err["type"] == "extra_forbidden":
        return f"{origin}: unknown config key '{key}'"
    return f"{origin}: config key '{key}': {err['msg'].removeprefix('Value error, ')}"


def _env_overrides(env: Mapping[str, str]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for name, raw in env.items():
        if not name.startswith(ENV_PREFIX) or "__" not in name:
            continue
        section, _, key = name[len(ENV_PREFIX) :].lower().partition("__")
        try:
            value: Any = json.loads(raw)
        except json.JSONDecodeError:
            value = raw
        out.setdefault(section, {})[key] = value
    return out


def _merge(base: dict[str, Any], over: dict[str, dict[str, Any]]) -> dict[str, Any]:
    merged = {k: dict(v) if isinstance(v, dict) else v for k, v in base.items()}
    for section, values in over.items():
        cur = merged.get(section)
        merged[section] = {**(cur if isinstance(cur, dict) else {}), **values}
    return merged


def load_settings(
    path: str | Path | None = None,
    env: Mapping[str, str] | None = None,
    *,
    sections: Mapping[str, type[Section]] | None = None,
) -> Settings:
    """Load settings. ``path=None`` means ``./config.toml`` if it exists, else the defaults.

    ``sections``: the platform sections the caller's adapters declare (``bot.adapters.settings.SECTIONS`` for the
    CLI); each is validated now, and any other unknown section is an error.
    """
    e = os.environ if env is None else env
    origin = "defaults"
    data: dict[str, Any] = {}
    if path is None and Path("config.toml").is_file():
        path = Path("config.toml")
    if path is not None:
        p = Path(path)
        origin = str(p)
        try:
            data = tomllib.loads(p.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ConfigError(f"Config file not found: {p}") from None
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{p}: not valid TOML ({exc})") from None
    overrides = _env_overrides(e)
    if overrides:
        data = _merge(data, overrides)
        origin += " + environment"
    try:
        settings = Settings.model_validate(data)
    except ValidationError as exc:
        raise ConfigError(_error_message(exc, origin)) from None
    known = sections or {}
    for name in settings.model_extra or {}:
        if name not in known:
            raise ConfigError(f"{origin}: unknown config key '{name}'")
        try:
            known[name].model_validate(settings.model_extra[name] or {})  # type: ignore[index]
        except ValidationError as exc:
            raise ConfigError(_error_message(exc, origin, prefix=name)) from None
    return settings
