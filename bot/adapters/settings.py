"""Each chat platform's own config section and secrets, declared by its adapter (no platform SDK imported here, so
the CLI can validate the whole config file cheaply).

    ds = discord_settings(core.settings)            # the [discord] section, validated
    token = core.secrets.get(DISCORD_TOKEN)
"""

from __future__ import annotations

from pydantic import Field, model_validator

from bot.config import Section, Settings

DISCORD_TOKEN = "DISCORD_TOKEN"
SLACK_BOT_TOKEN = "SLACK_BOT_TOKEN"
SLACK_APP_TOKEN = "SLACK_APP_TOKEN"
SLACK_SIGNING_SECRET = "SLACK_SIGNING_SECRET"


class DiscordSettings(Section):
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


class SlackSettings(Section):
    api_base_url: str = "https://slack.com/api/"
    port: int = Field(3000, ge=0, le=65535)
    path: str = "/slack/events"


SECTIONS: dict[str, type[Section]] = {"discord": DiscordSettings, "slack": SlackSettings}
SECRET_NAMES = (DISCORD_TOKEN, SLACK_BOT_TOKEN, SLACK_APP_TOKEN, SLACK_SIGNING_SECRET)


def discord_settings(settings: Settings) -> DiscordSettings:
    return settings.section("discord", DiscordSettings)


def slack_settings(settings: Settings) -> SlackSettings:
    return settings.section("slack", SlackSettings)
