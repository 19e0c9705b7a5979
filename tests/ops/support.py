"""Run ``python -m bot`` as a real subprocess, the way an operator would, and look at it from outside.

    with LoopThread() as loop:                      # mocks (MockSlack, FakeDiscord) live in their own event loop
        slack = loop.run(MockSlack().__aenter__())
        proc = BotProcess.start("slack", tmp_path, config, env={...})
        proc.wait_http(f"http://127.0.0.1:{health_port}/healthz")
        ...
        assert proc.stop() == 0                     # SIGTERM, then the exit status
        proc.stderr_text()                          # everything the process logged
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Coroutine, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import httpx
from prometheus_client.parser import text_string_to_metric_families

REPO = Path(__file__).resolve().parents[2]
T = TypeVar("T")
SECRET_ENV = ("OPENAI_API_KEY", "DISCORD_TOKEN", "SLACK_BOT_TOKEN", "SLACK_APP_TOKEN", "SLACK_SIGNING_SECRET", "PORT")


class LoopThread:
    """An asyncio loop in a daemon thread: loopback mock servers keep serving while the test blocks."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="ops-mocks", daemon=True)

    def __enter__(self) -> LoopThread:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(5)
        self.loop.close()

    def run(self, coro: Coroutine[Any, Any, T], timeout: float = 20.0) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def clean_env(**extra: str) -> dict[str, str]:
    """The test's environment without any chat/LLM secret or config override, plus ``extra``."""
    env = {k: v for k, v in os.environ.items() if k not in SECRET_ENV and not k.startswith("GOSSIP_RECAP_")}
    env["PYTHONPATH"] = str(REPO)
    env.pop("PYTHONWARNINGS", None)
    env.update(extra)
    return env


def toml(sections: Mapping[str, Mapping[str, Any]]) -> str:
    """A TOML document from plain values (str, bool, int, float, lists of str)."""
    lines: list[str] = []
    for name, values in sections.items():
        lines.append(f"[{name}]")
        for key, value in values.items():
            lines.append(f"{key} = {json.dumps(value)}")
        lines.append("")
    return "\n".join(lines)


@dataclass
class BotProcess:
    popen: subprocess.Popen[bytes]
    stdout_path: Path
    stderr_path: Path

    @classmethod
    def start(cls, command: str, workdir: Path, config: str, env: dict[str, str]) -> BotProcess:
        cfg = workdir / f"{command}.toml"
        cfg.write_text(config, encoding="utf-8")
        out, err = workdir / f"{command}.stdout", workdir / f"{command}.stderr"
        with out.open("wb") as fo, err.open("wb") as fe:
            popen = subprocess.Popen(
                [sys.executable, "-m", "bot", "--config", str(cfg), command],
                cwd=workdir, env=env, stdin=subprocess.DEVNULL, stdout=fo, stderr=fe,
            )
        return cls(popen, out, err)

    def stdout_text(self) -> str:
        return self.stdout_path.read_text(encoding="utf-8", errors="replace")

    def stderr_text(self) -> str:
        return self.stderr_path.read_text(encoding="utf-8", errors="replace")

    def tail(self, n: int = 25) -> str:
        return "\n".join(self.stderr_text().splitlines()[-n:])

    def wait_http(self, url: str, *, within: float = 60.0) -> httpx.Response:
        """Poll ``url`` until it answers (any status); fail early with the log tail if the process died."""
        deadline = time.monotonic() + within
        while True:
            code = self.popen.poll()
            if code is not None:
                raise AssertionError(f"process exited with {code} before {url} answered:\n{self.tail()}")
            try:
                return httpx.get(url, timeout=2.0)
            except httpx.TransportError:
                if time.monotonic() > deadline:
                    raise AssertionError(f"{url} did not answer within {within} s:\n{self.tail()}") from None
                time.sleep(0.1)

    def wait_log(self, needle: str, *, within: float = 15.0) -> None:
        deadline = time.monotonic() + within
        while needle not in self.stderr_text():
            if self.popen.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"log line {needle!r} never came:\n{self.tail()}")
            time.sleep(0.05)

    def signal(self, sig: int = signal.SIGTERM) -> None:
        if self.popen.poll() is None:
            self.popen.send_signal(sig)

    def wait(self, within: float) -> int:
        try:
            return self.popen.wait(within)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"process still running {within} s after SIGTERM:\n{self.tail()}") from None

    def stop(self, within: float = 15.0) -> int:
        """SIGTERM (if still running) and the exit status."""
        self.signal(signal.SIGTERM)
        return self.wait(within)

    def kill(self) -> None:
        if self.popen.poll() is None:
            self.popen.kill()
            self.popen.wait(5)


def metric(text: str, name: str, **labels: str) -> float | None:
    """The value of sample ``name`` with exactly ``labels`` in Prometheus text, or None if absent."""
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == name and sample.labels == labels:
                return float(sample.value)
    return None


def wait_until(check: Any, *, within: float = 10.0, what: str = "condition", proc: BotProcess | None = None) -> None:
    deadline = time.monotonic() + within
    while not check():
        if time.monotonic() > deadline:
            detail = f":\n{proc.tail(40)}" if proc is not None else ""
            raise AssertionError(f"timed out waiting for {what}{detail}")
        time.sleep(0.05)
