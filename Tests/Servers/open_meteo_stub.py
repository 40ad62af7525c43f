#!/usr/bin/env python3
"""A stand-in Open-Meteo server for the HTTP client tests.

Usage: open_meteo_stub.py EXAMPLES_DIR

Listens on 127.0.0.1 on a free port and prints that port as the first line of standard
output. The first path segment chooses how the server misbehaves; the rest is the
Open-Meteo path, so a client whose base URL is http://127.0.0.1:PORT/slow asks for
/slow/v1/forecast and gets a slow forecast:

  ok              the recorded reply from EXAMPLES_DIR (forecast, geocoding, radar or
                  air quality): its forecast/, geocoding/, radar/ or
                  air-quality/toronto.json, so a test serves a reply of its own by
                  passing a folder of its own
  status500       HTTP 500
  slow            the recorded reply, after a minute: longer than any test's timeout
  delay<N>ms      the recorded reply, after N milliseconds: delay300ms, delay2s (also
  delay<N>s       in seconds): a slow server, or a loaded machine, that does answer
  stall           the headers, then nothing
  trickle         the headers, then a byte every tenth of a second, for a minute
  malformed       200 with a body that is not JSON
  blank           200 with a body of 100 spaces
  redirect-file   302 to file://EXAMPLES_DIR/forecast/toronto.json, a real local file
                  that a client must refuse to read
  truncated       Content-Length 5000, 100 bytes, then the connection closes
  huge            Content-Length 11,000,000, then as much of it as the client reads
  huge-streamed   no Content-Length, 11 MB, then the connection closes

GET /_requests answers with every other request received so far, as a JSON array of
{"path": ..., "query": ...}, so a test can check what its client sent.

The server exits when its standard input closes, so a test run that crashes does not
leave it behind, and on SIGTERM.

Standard library only: the tests must run wherever python3 does.
"""

import json
import os
import re
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

# Far longer than any test's timeout, so that a test starved of CPU by the rest of the
# parallel suite still times out (or is cancelled) before the reply could come. A stray
# thread dies with the process, which exits when its standard input closes.
PAUSE_SECONDS = 60
TRICKLE_BYTES = 600
HUGE_BYTES = 11_000_000
DELAY = re.compile(r"delay(\d+)(ms|s)")
CHUNK = b" " * 65_536


class Recorder:
    """The requests received so far, shared by the handler threads."""

    def __init__(self):
        self._lock = threading.Lock()
        self._requests = []

    def record(self, path, query):
        with self._lock:
            self._requests.append({"path": path, "query": query})

    def snapshot(self):
        with self._lock:
            return list(self._requests)


class Handler(BaseHTTPRequestHandler):
    # HTTP/1.1 so Content-Length means what it says and a short body is a truncation.
    protocol_version = "HTTP/1.1"
    examples = ""
    recorder = Recorder()

    def log_message(self, format, *args):
        # Quiet: test output should show test results, not access logs.
        pass

    def do_GET(self):
        split = urlsplit(self.path)
        if split.path == "/_requests":
            self.send_body(200, json.dumps(self.recorder.snapshot()).encode())
            return
        self.recorder.record(split.path, split.query)
        behaviour, _, rest = split.path.lstrip("/").partition("/")
        query = parse_qs(split.query)
        try:
            self.behave(behaviour, "/" + rest, query)
        except (BrokenPipeError, ConnectionResetError):
            # The client hung up first: expected for the oversized and stalled replies.
            self.close_connection = True

    def behave(self, behaviour, path, query):
        if behaviour == "ok":
            self.send_example(path, query)
        elif behaviour == "status500":
            self.send_body(500, b'{"error": true, "reason": "stub failure"}')
        elif behaviour == "slow":
            time.sleep(PAUSE_SECONDS)
            self.send_example(path, query)
        elif DELAY.fullmatch(behaviour):
            amount, unit = DELAY.fullmatch(behaviour).groups()
            time.sleep(int(amount) / (1000 if unit == "ms" else 1))
            self.send_example(path, query)
        elif behaviour == "stall":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "1000")
            self.end_headers()
            self.wfile.flush()
            time.sleep(PAUSE_SECONDS)
            self.close_connection = True
        elif behaviour == "trickle":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(TRICKLE_BYTES))
            self.end_headers()
            for _ in range(TRICKLE_BYTES):
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(0.1)
        elif behaviour == "malformed":
            self.send_body(200, b'{"latitude": 43.65, "hourly": {"time": [')
        elif behaviour == "blank":
            self.send_body(200, b" " * 100)
        elif behaviour == "redirect-file":
            target = os.path.join(os.path.abspath(self.examples), "forecast", "toronto.json")
            self.send_response(302)
            self.send_header("Location", "file://" + target)
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif behaviour == "truncated":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "5000")
            self.end_headers()
            self.wfile.write(b"{" + b" " * 99)
            self.wfile.flush()
            self.close_connection = True
        elif behaviour == "huge":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(HUGE_BYTES))
            self.end_headers()
            self.stream(HUGE_BYTES)
        elif behaviour == "huge-streamed":
            # Without a length, HTTP/1.1 ends the body by closing the connection.
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Connection", "close")
            self.end_headers()
            self.stream(HUGE_BYTES)
            self.close_connection = True
        else:
            self.send_body(404, b'{"error": true, "reason": "unknown behaviour"}')

    def send_example(self, path, query):
        if path == "/v1/forecast":
            # Radar is one forecast request for many coordinates.
            radar = any("," in value for value in query.get("latitude", []))
            name = "radar" if radar else "forecast"
        elif path == "/v1/search":
            name = "geocoding"
        elif path == "/v1/air-quality":
            name = "air-quality"
        else:
            self.send_body(404, b'{"error": true, "reason": "unknown endpoint"}')
            return
        with open(os.path.join(self.examples, name, "toronto.json"), "rb") as file:
            self.send_body(200, file.read())

    def send_body(self, status, body):
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def stream(self, count):
        sent = 0
        while sent < count:
            chunk = CHUNK[: count - sent]
            self.wfile.write(chunk)
            sent += len(chunk)
        self.wfile.flush()


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A client that cancels mid-reply is part of the tests, not a server error.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def exit_when_stdin_closes():
    sys.stdin.buffer.read()
    os._exit(0)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: open_meteo_stub.py EXAMPLES_DIR")
    Handler.examples = sys.argv[1]
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    server = Server(("127.0.0.1", 0), Handler)
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
