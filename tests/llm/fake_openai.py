"""A scripted OpenAI-compatible HTTP server on 127.0.0.1 (own thread) for driving the REAL ``openai`` client.

    with FakeOpenAI(models=["fake-model"]) as srv:
        srv.script(error(429, "slow down", headers={"Retry-After": "0.05"}), answer({"headline": ...}))
        client = AsyncOpenAI(base_url=srv.base_url, api_key="sk-test", max_retries=2)
        ...
        srv.chat_requests          # parsed JSON bodies of every POST /v1/chat/completions, in order

Serves ``POST /v1/chat/completions`` (one scripted reply per request, in order; a script item may also be a
function of the request body) and ``GET /v1/models``. An unscripted request gets HTTP 418 so tests notice.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    status: int = 200
    body: Any = None  # dict -> JSON; str -> sent as is (for broken bodies)
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


Script = Reply | Callable[[dict[str, Any]], Reply]


def completion(
    content: str | None, *, model: str = "fake-model", usage: tuple[int, int] = (120, 60), finish_reason: str = "stop"
) -> dict[str, Any]:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": finish_reason,
                "logprobs": None,
            }
        ],
        "usage": {"prompt_tokens": usage[0], "completion_tokens": usage[1], "total_tokens": sum(usage)},
    }


def answer(
    content: str | dict[str, Any], *, delay: float = 0.0, usage: tuple[int, int] = (120, 60),
    finish_reason: str = "stop",
) -> Reply:
    """A 200 chat completion whose message content is ``content`` (a dict is JSON-encoded)."""
    text = content if isinstance(content, str) else json.dumps(content)
    return Reply(body=completion(text, usage=usage, finish_reason=finish_reason), delay=delay)


def cut_off(content: str, *, delay: float = 0.0) -> Reply:
    """An answer stopped by max_tokens (``finish_reason: "length"``), as a looping small model gives."""
    return answer(content, delay=delay, usage=(120, 700), finish_reason="length")


def no_choices() -> Reply:
    body = completion("x")
    body["choices"] = []
    return Reply(body=body)


def error(status: int, message: str, *, param: str | None = None, headers: dict[str, str] | None = None) -> Reply:
    err_type = {400: "invalid_request_error", 401: "invalid_request_error", 429: "rate_limit_exceeded"}
    body = {"error": {"message": message, "type": err_type.get(status, "server_error"), "param": param, "code": None}}
    return Reply(status=status, body=body, headers=headers or {})


class FakeOpenAI:
    def __init__(self, *, models: list[str] | None = None, api_key: str | None = None) -> None:
        self.models = models if models is not None else ["fake-model"]
        self.api_key = api_key
        self.models_status = 200
        self.chat_requests: list[dict[str, Any]] = []
        self.auth_headers: list[str | None] = []
        self._script: list[Script] = []
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - silence
                return

            def _send(self, reply: Reply) -> None:
                if reply.delay:
                    time.sleep(reply.delay)
                raw = reply.body if isinstance(reply.body, str) else json.dumps(reply.body)
                data = raw.encode()
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for k, v in reply.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def _authorized(self) -> bool:
                auth = self.headers.get("Authorization")
                with server._lock:
                    server.auth_headers.append(auth)
                if server.api_key is None or auth == f"Bearer {server.api_key}":
                    return True
                self._send(error(401, "Incorrect API key provided"))
                return False

            def do_GET(self) -> None:  # noqa: N802
                if not self._authorized():
                    return
                if self.path.rstrip("/") != "/v1/models" or server.models_status != 200:
                    self._send(error(404 if server.models_status == 200 else server.models_status, "not found"))
                    return
                data = [{"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in server.models]
                self._send(Reply(body={"object": "list", "data": data}))

            def do_POST(self) -> None:  # noqa: N802
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                if not self._authorized():
                    return
                if self.path.rstrip("/") != "/v1/chat/completions":
                    self._send(error(404, f"no route {self.path}"))
                    return
                with server._lock:
                    server.chat_requests.append(body)
                    item = server._script.pop(0) if server._script else None
                if item is None:
                    self._send(error(418, "no scripted reply left"))
                    return
                self._send(item(body) if callable(item) else item)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._httpd.block_on_close = False
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, args=(0.05,), name="fake-openai", daemon=True
        )

    @property
    def base_url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def script(self, *items: Script) -> None:
        with self._lock:
            self._script.extend(items)

    @property
    def pending(self) -> int:
        with self._lock:
            return len(self._script)

    def start(self) -> FakeOpenAI:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> FakeOpenAI:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
