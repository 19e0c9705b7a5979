"""A source that fails prints exactly one line on stderr (or one JSON error object), whatever the extraction
libraries log about it: a loopback server sends 200 KB of random bytes labelled text/html."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.cli.test_cli import run
from tests.support.pages import PageServer


@pytest.mark.parametrize("command", ["extract", "recap"])
@pytest.mark.parametrize("charset", ["; charset=utf-8", ""])
def test_binary_text_html_body_is_one_stderr_line(tmp_path: Path, command: str, charset: str) -> None:
    with PageServer() as srv:
        url = srv.route("/noise", body=os.urandom(200_000), content_type="text/html" + charset)
        config = f'[fetch]\nallowed_private_hosts = ["{srv.host}"]\n'
        human = run([command, url], tmp_path, config=config)
        as_json = run([command, url, "--json"], tmp_path, config=config)
    assert human.returncode == 1 and human.stdout == ""
    lines = human.stderr.splitlines()
    assert len(lines) == 1, human.stderr
    assert lines[0] == f"gossip-recap: {url}: That link is binary data, not a web page"
    assert as_json.returncode == 1 and as_json.stderr == ""
    obj = json.loads(as_json.stdout)
    assert obj["error"]["kind"] == "binary"



def test_not_an_article_reaches_the_cli_as_one_line(tmp_path: Path) -> None:
    from tests.support.pages import front_page_html, gallery_html, standings_html

    with PageServer() as srv:
        urls = [srv.route("/front", body=front_page_html()), srv.route("/table", body=standings_html()),
                srv.route("/photos", body=gallery_html())]
        config = f'[fetch]\nallowed_private_hosts = ["{srv.host}"]\n'
        human = run(["recap", *urls], tmp_path, config=config)
        as_json = run(["extract", *urls, "--json"], tmp_path, config=config)
    assert human.returncode == 1 and human.stdout == ""
    lines = human.stderr.splitlines()
    assert len(lines) == 3
    assert all(line.startswith(f"gossip-recap: {u}: That page is") for line, u in zip(lines, urls, strict=True))
    objs = [json.loads(x) for x in as_json.stdout.splitlines()]
    assert [o["error"]["kind"] for o in objs] == ["not_an_article"] * 3
