from __future__ import annotations

from pathlib import Path

import pytest

from bot.adapters.settings import (
    SECRET_NAMES,
    SECTIONS,
    DiscordSettings,
    SlackSettings,
    discord_settings,
    slack_settings,
)
from bot.config import Secrets, Settings, load_settings
from bot.errors import ConfigError

REPO = Path(__file__).resolve().parents[2]


def test_example_config_loads_and_matches_defaults() -> None:
    s = load_settings(REPO / "config.example.toml", env={}, sections=SECTIONS)
    assert s.model_dump(exclude=set(SECTIONS)) == Settings().model_dump()
    assert discord_settings(s) == DiscordSettings() and slack_settings(s) == SlackSettings()


def test_platform_sections_belong_to_the_adapters() -> None:
    """The core's config names no platform: without the adapters' sections a [discord] section is unknown."""
    with pytest.raises(ConfigError, match="unknown config key 'discord'"):
        load_settings(REPO / "config.example.toml", env={})
    assert set(Settings.model_fields) == {"bot", "fetch", "llm", "store", "digest", "health", "log"}


def test_contract_keys_exist() -> None:
    s = load_settings(REPO / "config.example.toml", env={}, sections=SECTIONS)
    assert s.fetch.allowed_private_hosts == ()
    assert s.llm.base_url == "https://api.openai.com/v1"
    assert s.llm.model == "gpt-4o-mini"
    assert s.llm.api_key_env == "OPENAI_API_KEY"
    assert s.store.url == "sqlite:///gossip-recap.db"
    assert discord_settings(s).api_base_url == "https://discord.com/api/v10"
    assert discord_settings(s).gateway_url == ""
    assert slack_settings(s).api_base_url == "https://slack.com/api/"
    assert s.bot.default_mode == "auto"


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("[fetch]\nmax_bytez = 1\n", "unknown config key 'fetch.max_bytez'"),
        ("[fetch]\nmax_bytes = 'lots'\n", "config key 'fetch.max_bytes'"),
        ("[bot]\ndefault_mode = 'loud'\n", "config key 'bot.default_mode'"),
        ("[secrets]\ntoken = 'x'\n", "unknown config key 'secrets'"),
        ("[discord]\nshard_idz = [1]\n", "unknown config key 'discord.shard_idz'"),
        ("[discord]\nshard_ids = [1]\n", "shard_ids needs shard_count"),
        ("[discord]\nshard_count = 2\nshard_ids = [2]\n", "outside 0..1"),
        ("[slack]\nport = 'x'\n", "config key 'slack.port'"),
        ("[fetch\n", "not valid TOML"),
    ],
)
def test_bad_config_names_the_key(tmp_path: Path, text: str, needle: str) -> None:
    p = tmp_path / "c.toml"
    p.write_text(text)
    with pytest.raises(ConfigError) as err:
        load_settings(p, env={}, sections=SECTIONS)
    assert needle in err.value.message
    assert "\n" not in err.value.message


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="Config file not found"):
        load_settings(tmp_path / "absent.toml", env={})


def test_environment_overrides_file(tmp_path: Path) -> None:
    p = tmp_path / "c.toml"
    p.write_text('[store]\nurl = "sqlite:///a.db"\n[fetch]\nmax_redirects = 3\n')
    env = {
        "GOSSIP_RECAP_STORE__URL": "postgresql+asyncpg://u@h/db",
        "GOSSIP_RECAP_FETCH__ALLOWED_PRIVATE_HOSTS": '["a:1"]',
    }
    s = load_settings(p, env=env)
    assert s.store.url == "postgresql+asyncpg://u@h/db"
    assert s.fetch.allowed_private_hosts == ("a:1",)
    assert s.fetch.max_redirects == 3


def test_defaults_without_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert load_settings(None, env={}) == Settings()
    (tmp_path / "config.toml").write_text("[llm]\nmodel = 'm2'\n")
    assert load_settings(None, env={}).llm.model == "m2"


def test_secrets_come_from_environment_and_never_print() -> None:
    settings = Settings()
    env = {"OPENAI_API_KEY": "sk-secret-123", "DISCORD_TOKEN": "disc-tok-456", "SLACK_BOT_TOKEN": " "}
    sec = Secrets.from_env(settings, env, names=SECRET_NAMES)
    assert sec.llm_api_key == "sk-secret-123"
    assert sec.get("DISCORD_TOKEN") == "disc-tok-456"
    assert sec.get("SLACK_BOT_TOKEN") is None
    assert "sk-secret-123" not in repr(sec) and "disc-tok-456" not in repr(sec)
    assert sorted(sec.values()) == ["disc-tok-456", "sk-secret-123"]


def test_api_key_env_is_configurable() -> None:
    s = Settings.model_validate({"llm": {"api_key_env": "OPENROUTER_API_KEY"}})
    assert Secrets.from_env(s, {"OPENROUTER_API_KEY": "or-key"}).llm_api_key == "or-key"
