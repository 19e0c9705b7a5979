"""Issue 18 items 10, 11, 13, 14 through the real CLI process: stdin caps, credentials in links, malformed host
names, and configuration that validates but used to fail later."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tests.fetch.support import RawServer, send
from tests.support.pages import PageServer, Route, article_html

PARAS = ["Dana Vale said on Monday that she and her partner had married in a small ceremony at home.",
         '"It was the happiest day of my life," Vale told reporters outside the studio later that week.',
         "The couple met three years ago at a charity dinner in Leeds and kept the romance quiet.",
         "Friends said the pair plan a larger party for family and fans next summer in the south of France."]


def cli(args: list[str], tmp_path: Path, *, config: str = "", stdin: bytes | None = None,
        env: dict[str, str] | None = None, timeout: float = 120) -> subprocess.CompletedProcess[bytes]:
    cfg = tmp_path / "config.toml"
    cfg.write_text(config)
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI", "GOSSIP_RECAP_", "DISCORD", "SLACK"))}
    clean["GOSSIP_RECAP_STORE__URL"] = f"sqlite:///{tmp_path}/cli.db"
    return subprocess.run([sys.executable, "-m", "bot", "--config", str(cfg), *args], input=stdin,
                          capture_output=True, timeout=timeout, cwd=tmp_path, env={**clean, **(env or {})})


def one_line(r: subprocess.CompletedProcess[bytes]) -> str:
    err = r.stderr.decode()
    assert "Traceback" not in err, err[-800:]
    lines = err.strip().splitlines()
    assert len(lines) == 1, err[-800:]
    return lines[0]


# ---------------------------------------------------------------------------------------------------- item 14


@pytest.mark.parametrize(
    ("config", "says"),
    [('[log]\nlevel = "LOUD"\n', "log.level"),
     ('[digest]\ndefault_timezone = "Mars/Olympus"\n', "digest.default_timezone"),
     ('[digest]\ndefault_time = "25:61"\n', "digest.default_time")],
)
@pytest.mark.parametrize("command", ["check", "recap"])
def test_config_that_would_fail_later_fails_at_load(tmp_path: Path, config: str, says: str, command: str) -> None:
    args = [command] if command == "check" else [command, "-"]
    r = cli(args, tmp_path, config=config, stdin=b"hello")
    assert r.returncode == 2
    assert says in one_line(r)


@pytest.mark.parametrize(
    "url", ["sqlite:////proc/gossip-recap/cli.db", "postgresql://postgres@127.0.0.1:1/nothing_listens_here"]
)
def test_a_store_that_cannot_be_opened_exits_2_naming_the_setting(tmp_path: Path, url: str) -> None:
    src = tmp_path / "story.txt"
    src.write_text("\n".join(PARAS))
    r = cli(["recap", str(src)], tmp_path, env={"GOSSIP_RECAP_STORE__URL": url})
    assert r.returncode == 2
    line = one_line(r)
    assert line.startswith("gossip-recap: [store] url: could not open") and "Error" in line
    check = cli(["check"], tmp_path, env={"GOSSIP_RECAP_STORE__URL": url})
    assert check.returncode == 1 and b"FAIL store: [store] url" in check.stdout


def test_a_recap_that_times_out_is_one_line_and_the_process_exits(tmp_path: Path) -> None:
    with PageServer() as srv:
        srv.routes["/slow"] = Route(body=article_html("Dana Vale marries", PARAS), delay=30)
        config = f'[fetch]\nallowed_private_hosts = ["{srv.host}"]\n[bot]\nrecap_timeout_seconds = 2\n'
        r = cli(["recap", srv.url("/slow")], tmp_path, config=config, timeout=25)
    assert r.returncode == 1
    assert one_line(r).endswith("Gave up after 2 s ([bot] recap_timeout_seconds)")


# ---------------------------------------------------------------------------------------------------- item 10


def test_stdin_over_the_cap_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    r = cli(["recap", "-"], tmp_path, stdin=b"Dana Vale married at home on Monday.\n" * 200_000)  # 7.4 MB
    assert r.returncode == 1
    assert one_line(r) == "gossip-recap: -: standard input is larger than 5 MB"


def test_binary_garbage_on_stdin_is_refused_in_one_line(tmp_path: Path) -> None:
    junk = random.Random(10).randbytes(200_000)
    r = cli(["recap", "-"], tmp_path, stdin=junk)
    assert r.returncode == 1
    assert one_line(r) == "gossip-recap: -: That is binary data, not text or a web page"
    assert r.stdout == b""


def test_a_large_text_file_is_answered_or_refused_within_the_limit(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    lines = [f"{p} (part {i})" for i in range(11_000) for p in PARAS]  # about 4.6 MB, under the cap
    big.write_text("Dana Vale marries\n" + "\n".join(lines))
    assert 4_000_000 < big.stat().st_size < 5_000_000
    r = cli(["recap", str(big)], tmp_path, config="[bot]\nrecap_timeout_seconds = 20\n", timeout=90)
    if r.returncode == 0:
        assert b"Dana Vale" in r.stdout
    else:
        assert r.returncode == 1 and one_line(r).endswith("Gave up after 20 s ([bot] recap_timeout_seconds)")


# ---------------------------------------------------------------------------------------------------- items 11, 13


def test_credentials_in_a_link_are_never_sent_or_shown(tmp_path: Path) -> None:
    body = article_html("Dana Vale marries", PARAS).encode()
    head = f"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {len(body)}\r\n"
    with RawServer(send(head.encode() + b"Connection: close\r\n\r\n" + body)) as srv:
        config = f'[fetch]\nallowed_private_hosts = ["{srv.host}"]\n'
        r = cli(["recap", "--json", f"http://dana:hunter2secret@{srv.host}/story"], tmp_path, config=config)
    assert r.returncode == 0, r.stderr[-500:]
    assert srv.requests and all(b"authorization" not in req.lower() for req in srv.requests)
    assert b"hunter2secret" not in r.stdout + r.stderr and b"dana:" not in r.stdout
    assert f"http://{srv.host}/story".encode() in r.stdout


@pytest.mark.parametrize("url", ["http://xn--zz.example/a", "http://a..b/x", f"http://{'a' * 300}.example/"])
def test_malformed_host_names_get_the_bad_link_message(tmp_path: Path, url: str) -> None:
    r = cli(["recap", url], tmp_path)
    assert r.returncode == 1
    assert one_line(r) == f"gossip-recap: {url}: That doesn't look like a web link"


# ---------------------------------------------------------------------------------------------------- item 6


def test_lxml_html_clean_is_declared_not_left_to_the_installer() -> None:
    # a fresh venv's pip resolves lxml >= 5.2, which no longer ships lxml.html.clean; trafilatura imports it
    import importlib.metadata as md
    import re
    import tomllib

    import lxml.html.clean  # noqa: F401 - the import that used to fail on every command

    def norm(name: str) -> str:
        return re.split(r"[<>=!~ ;\[]", name, maxsplit=1)[0].lower().replace("_", "-")

    project = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text())["project"]
    declared = {norm(d) for d in project["dependencies"]}
    providers = {norm(p) for p in md.packages_distributions()["lxml_html_clean"]}
    assert providers and providers <= declared
