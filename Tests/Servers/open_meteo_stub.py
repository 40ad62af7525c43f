#!/usr/bin/env python3
"""A stand-in Open-Meteo server for the HTTP client tests.

Usage: open_meteo_stub.py EXAMPLES_DIR

Listens on 127.0.0.1 on a free port and prints that port as the first line of standard
output. The first path segment chooses how the server misbehaves; the rest is the
Open-Meteo path, so a client whose base URL is http://127.0.0.1:PORT/slow asks for
/slow/v1/forecast and gets a slow forecast:

  ok              the recorded reply from EXAMPLES_DIR (forecast, geocoding, radar or
                  a feed): its forecast/, geocoding/, radar/ or <feed>/toronto.json
                  (air-quality/ for /v1/air-quality), so a test serves a reply of its own by
                  passing a folder of its own
  status500       HTTP 500
  slow            the recorded reply, after a minute: longer than any test's timeout
  delay<N>ms      the recorded reply, after N milliseconds: delay300ms, delay2s (also
  delay<N>s       in seconds): a slow server, or a loaded machine, that does answer
  stall           the headers, then nothing
  trickle         the headers, then a byte every tenth of a second, for a minute
  malformed       200 with a body that is not JSON
  blank           200 with a body of 100 spaces
  empty           200 with Content-Length 0
  redirect-file   302 to file://EXAMPLES_DIR/forecast/toronto.json, a real local file
                  that a client must refuse to read
  truncated       Content-Length 5000, 100 bytes, then the connection closes
  huge            Content-Length 100,000,000, then as much of it as the client reads
  huge-streamed   no Content-Length, 100 MB, then the connection closes
  chunked         the recorded reply in chunks of 1000 bytes (Transfer-Encoding: chunked)
  chunked-huge    100 MB in chunks
  chunked-broken  a chunk whose size is not a number
  transfer-gzip   Transfer-Encoding "gzip, chunked"
  gzip-bomb       Content-Encoding gzip: 16 MB that unpack to 16 GiB of zeros
  gzip-label      Content-Encoding gzip on the recorded reply, which is not gzip
  redirect-huge   302 to the same URL under ok/, with a body of 100 MB
  redirect-nowhere  302 without a Location
  redirect-loop   302 to the same URL, for ever
  header-escape   the recorded reply, with ESC in a header's name
  redirect-to-<B> 302 to the same URL under <B>/ (redirect-to-status500): a redirect whose
                  target fails
  redirect-https  302 to the same URL under ok/ on https: (another scheme)
  redirect-localhost  302 to the same URL under ok/ on host localhost (another host)
  redirect-userinfo   302 to the same URL under ok/ with user:s3cret@ before the host
  redirect-badport    302 to the same URL under ok/ on port 99999
  redirect-two-locations  302 with two Location fields
  continue-flood  "HTTP/1.1 100 Continue" interim replies, for ever
  chunked-with-length  the recorded reply in chunks, with a Content-Length of 100,000 too
  chunked-endless-trailer  an empty chunked body, then trailer fields for ever

GET /_requests answers with every other request received so far, as a JSON array of
{"path": ..., "query": ..., "acceptEncoding": ..., "sentAll": ..., "sentBytes": ...}, so
a test can check what its client sent and how much of the reply it let in: "sentAll" is null while the reply is
being sent, then true, or false when the client closed the connection first; "sentBytes"
counts the bytes of the reply, head included, that the connection took (the client read
them or they were still in flight).

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
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

# Far longer than any test's timeout, so that a test starved of CPU by the rest of the
# parallel suite still times out (or is cancelled) before the reply could come. A stray
# thread dies with the process, which exits when its standard input closes.
PAUSE_SECONDS = 60
TRICKLE_BYTES = 600
HUGE_BYTES = 100_000_000
DELAY = re.compile(r"delay(\d+)(ms|s)")
CHUNK = b" " * 65_536


def gzip_bomb():
    """The start of a gzip stream of zeros, and a block that adds 1 MiB more each time.

    After a full flush the compressor starts afresh, so every further MiB of zeros
    compresses to the same bytes: the stream can go on for ever without compressing it.
    """
    zeros = b"\0" * (1 << 20)
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    start = compressor.compress(zeros) + compressor.flush(zlib.Z_FULL_FLUSH)
    block = compressor.compress(zeros) + compressor.flush(zlib.Z_FULL_FLUSH)
    return start, block


GZIP_START, GZIP_BLOCK = gzip_bomb()
GZIP_BYTES = 16_000_000


class Recorder:
    """The requests received so far, shared by the handler threads."""

    def __init__(self):
        self._lock = threading.Lock()
        self._requests = []

    def record(self, path, query, accept_encoding):
        entry = {"path": path, "query": query, "acceptEncoding": accept_encoding, "sentAll": None}
        with self._lock:
            self._requests.append(entry)
        return entry

    def finish(self, entry, sent_all, sent_bytes):
        with self._lock:
            entry["sentAll"] = sent_all
            entry["sentBytes"] = sent_bytes

    def snapshot(self):
        with self._lock:
            return [dict(entry) for entry in self._requests]


class CountingWriter:
    """A handler's output that counts the bytes the connection took."""

    def __init__(self, writer):
        self._writer = writer
        self.count = 0

    def write(self, data):
        written = self._writer.write(data)
        self.count += len(data)
        return written

    def __getattr__(self, name):
        # flush, close, closed: as the writer's.
        return getattr(self._writer, name)


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
        entry = self.recorder.record(split.path, split.query, self.headers.get("Accept-Encoding"))
        behaviour, _, rest = split.path.lstrip("/").partition("/")
        query = parse_qs(split.query)
        writer = self.wfile
        self.wfile = CountingWriter(writer)
        try:
            self.behave(behaviour, "/" + rest, query, split.query)
            self.wfile.flush()
            self.recorder.finish(entry, sent_all=True, sent_bytes=self.wfile.count)
        except (BrokenPipeError, ConnectionResetError):
            # The client hung up first: expected for the oversized and stalled replies.
            self.close_connection = True
            self.recorder.finish(entry, sent_all=False, sent_bytes=self.wfile.count)
        finally:
            self.wfile = writer

    def behave(self, behaviour, path, query, raw_query):
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
        elif behaviour == "empty":
            self.send_body(200, b"")
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
        elif behaviour == "chunked":
            body = self.example(path, query)
            self.send_chunked(body[start : start + 1000] for start in range(0, len(body), 1000))
        elif behaviour == "chunked-huge":
            self.send_chunked(CHUNK for _ in range(HUGE_BYTES // len(CHUNK)))
        elif behaviour == "chunked-broken":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            self.wfile.write(b"zz\r\n{}\r\n0\r\n\r\n")
            self.close_connection = True
        elif behaviour == "transfer-gzip":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "gzip, chunked")
            self.end_headers()
            self.wfile.write(b"0\r\n\r\n")
        elif behaviour == "gzip-bomb":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(GZIP_START)
            for _ in range(GZIP_BYTES // len(GZIP_BLOCK)):
                self.wfile.write(GZIP_BLOCK)
            self.close_connection = True
        elif behaviour == "gzip-label":
            body = self.example(path, query)
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        elif behaviour == "redirect-huge":
            self.send_response(302)
            self.send_header("Location", "/ok" + path + ("?" + raw_query if raw_query else ""))
            self.send_header("Content-Length", str(HUGE_BYTES))
            self.end_headers()
            self.stream(HUGE_BYTES)
        elif behaviour == "redirect-loop":
            self.send_response(302)
            self.send_header("Location", self.path)
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif behaviour == "redirect-nowhere":
            self.send_response(302)
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif behaviour == "header-escape":
            body = self.example(path, query)
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("X-\x1b[31mNote", "red")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        elif behaviour.startswith("redirect-to-"):
            self.redirect("/" + behaviour[len("redirect-to-"):] + path, raw_query)
        elif behaviour == "redirect-https":
            self.redirect("https://127.0.0.1:%d/ok%s" % (self.own_port(), path), raw_query)
        elif behaviour == "redirect-localhost":
            self.redirect("http://localhost:%d/ok%s" % (self.own_port(), path), raw_query)
        elif behaviour == "redirect-userinfo":
            target = "http://user:s3cret@127.0.0.1:%d/ok%s" % (self.own_port(), path)
            self.redirect(target, raw_query)
        elif behaviour == "redirect-badport":
            self.redirect("http://127.0.0.1:99999/ok" + path, raw_query)
        elif behaviour == "redirect-two-locations":
            self.send_response(302)
            self.send_header("Location", "/ok" + path)
            self.send_header("Location", "/status500" + path)
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif behaviour == "continue-flood":
            head = b"HTTP/1.1 100 Continue\r\n\r\n"
            while True:
                self.wfile.write(head * 64)
        elif behaviour == "chunked-with-length":
            body = self.example(path, query)
            pieces = (body[start : start + 1000] for start in range(0, len(body), 1000))
            self.send_chunked(pieces, length=100_000)
        elif behaviour == "chunked-endless-trailer":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            self.wfile.write(b"0\r\n")
            field = b"X-Trailer: " + b"a" * 1000 + b"\r\n"
            while True:
                self.wfile.write(field * 64)
        else:
            self.send_body(404, b'{"error": true, "reason": "unknown behaviour"}')

    def own_port(self):
        return self.server.server_address[1]

    def redirect(self, location, raw_query):
        self.send_response(302)
        self.send_header("Location", location + ("?" + raw_query if raw_query else ""))
        self.send_header("Content-Length", "0")
        self.end_headers()

    def send_example(self, path, query):
        body = self.example(path, query)
        if body is None:
            self.send_body(404, b'{"error": true, "reason": "unknown endpoint"}')
        else:
            self.send_body(200, body)

    def example(self, path, query):
        """The recorded reply for the endpoint at path, or None for an unknown one."""
        if path == "/v1/forecast":
            # Radar is one forecast request for many coordinates.
            radar = any("," in value for value in query.get("latitude", []))
            name = "radar" if radar else "forecast"
        elif path == "/v1/search":
            name = "geocoding"
        elif path.startswith("/v1/") and "/" not in path[len("/v1/"):]:
            # A feed: its folder is named after its path, as a file: source reads it
            # (/v1/air-quality -> air-quality/), so a new feed needs no line here.
            name = path[len("/v1/"):]
        else:
            return None
        file_path = os.path.join(self.examples, name, "toronto.json")
        if not os.path.isfile(file_path):
            return None
        with open(file_path, "rb") as file:
            return file.read()

    def send_chunked(self, pieces, length=None):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        if length is not None:
            # Both framings at once: RFC 9112 §6.3 has chunked win.
            self.send_header("Content-Length", str(length))
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        for piece in pieces:
            self.wfile.write(b"%x\r\n" % len(piece) + piece + b"\r\n")
        self.wfile.write(b"0\r\n\r\n")

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
