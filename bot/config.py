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
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from bot.errors import ConfigError

Mode = Literal["auto", "react", "off"]
ENV_PREFIX = "GOSSIP_RECAP_"


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=False)


class BotSettings(_Section):
    default_mode: Mode = "auto"
    max_links_per_message: int = Field(3, ge=1, le=10)
    max_concurrent_recaps: int = Field(4, ge=1, le=64)
    user_rate_per_minute: float = Field(4.0, gt=0)
    user_burst: int = Field(3, ge=1)
    channel_rate_per_minute: float = Field(10.0, gt=0)
    channel_burst: int = Field(6, ge=1)
    recap_timeout_seconds: float = Field(45.0, gt=0)


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


class DiscordSettings(_Section):
    api_base_url: str = "https://discord.com/api/v10"
    gateway_url: str = ""
    reply_in_thread: bool = False
    suppress_link_preview: bool = True
    sync_commands: bool = True
    # Sharding (docs/discord.md): 0 = as many shards as Discord recommends, all in this process. Several processes:
    # the same shard_count everywhere, and each process its own shard_ids (together: 0 .. shard_count-1).
    shard_count: int = Field(0, ge=0, le=10_000)
    shard_ids: tuple[int, ...] = ()
    # Reaching Discord at start: attempts with doubling waits (connection errors and 5xx only; a refused token
    # is not retried). All failed -> exit status 3.
    start_attempts: int = Field(5, ge=1, le=100)
    start_backoff_seconds: float = Field(2.0, ge=0, le=300)

    @model_validator(mode="after")
    def _shards(self) -> DiscordSettings:
        if self.shard_ids and not self.shard_count:
            raise ValueError("shard_ids needs shard_count (the total number of shards across all processes)")
        bad = [i for i in self.shard_ids if not 0 <= i < self.shard_count]
        if bad:
            raise ValueError(f"shard_ids {bad} are outside 0..{self.shard_count - 1}")
        if len(set(self.shard_ids)) != len(self.shard_ids):
            raise ValueError("shard_ids lists a shard twice")
        return self


class SlackSettings(_Section):
    api_base_url: str = "https://slack.com/api/"
    port: int = Field(3000, ge=0, le=65535)
    path: str = "/slack/events"


class DigestSettings(_Section):
    enabled: bool = True
    record: bool = True
    default_time: str = "09:00"
    default_timezone: str = "UTC"
    top_n: int = Field(5, ge=1, le=10)
    post_quiet_days: bool = False
    window_hours: int = Field(24, ge=1, le=168)
    check_interval_seconds: float = Field(60.0, gt=0)


class HealthSettings(_Section):
    enabled: bool = False
    host: str = "127.0.0.1"
    port: int = Field(8080, ge=0, le=65535)


class LogSettings(_Section):
    level: str = "INFO"
    format: Literal["auto", "json", "text"] = "auto"


class Settings(_Section):
    bot: BotSettings = BotSettings()
    fetch: FetchSettings = FetchSettings()
    llm: LLMSettings = LLMSettings()
    store: StoreSettings = StoreSettings()
    discord: DiscordSettings = DiscordSettings()
    slack: SlackSettings = SlackSettings()
    digest: DigestSettings = DigestSettings()
    health: HealthSettings = HealthSettings()
    log: LogSettings = LogSettings()


@dataclass(frozen=True)
class Secrets:
    """Secrets from the environment only. ``repr`` never shows values."""

    llm_api_key: str | None
    discord_token: str | None
    slack_bot_token: str | None
    slack_app_token: str | None
    slack_signing_secret: str | None

    def __repr__(self) -> str:
        shown = {k: ("set" if v else "unset") for k, v in self.__dict__.items()}
        return f"Secrets({shown})"

    def values(self) -> list[str]:
        """Every secret value that is set (for log redaction)."""
        return [v for v in self.__dict__.values() if v]

    @classmethod
    def from_env(cls, settings: Settings, env: Mapping[str, str] | None = None) -> Secrets:
        e = os.environ if env is None else env

        def get(name: str) -> str | None:
            v = e.get(name, "").strip()
            return v or None

        return cls(
            llm_api_key=get(settings.llm.api_key_env),
            discord_token=get("DISCORD_TOKEN"),
            slack_bot_token=get("SLACK_BOT_TOKEN"),
            slack_app_token=get("SLACK_APP_TOKEN"),
            slack_signing_secret=get("SLACK_SIGNING_SECRET"),
        )


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


def _error_message(exc: ValidationError, origin: str) -> str:
    err = exc.errors()[0]
    key = ".".join(str(p) for p in err["loc"])
    if err["type"] == "extra_forbidden":
        return f"{origin}: unknown config key '{key}'"
    return f"{origin}: config key '{key}': {err['msg']}"


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


def load_settings(path: str | Path | None = None, env: Mapping[str, str] | None = None) -> Settings:
    """Load settings. ``path=None`` means ``./config.toml`` if it exists, else the defaults."""
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
        return Settings.model_validate(data)
    except ValidationError as exc:
        raise ConfigError(_error_message(exc, origin)) from None
