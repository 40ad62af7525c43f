#!/usr/bin/env python3
"""Writes folders of recorded replies whose forecast costs the most to decode, and
measures what `stratus render now` takes on each: the figures in Docs/Services.md
("What a reply may cost").

Usage:
  swift build -c release --product stratus
  Scripts/costly-replies.py [STRATUS] [OUT_DIR]

STRATUS defaults to .build/release/stratus, OUT_DIR to a new temporary folder. Each
folder is a copy of Examples/open-meteo whose forecast/toronto.json is replaced by a
reply of one shape, each at most 10 MB, the size limit of a reply. The tool runs under
/usr/bin/time -v, with STRATUS_DATA_DIR set to an empty folder, and a line is printed
per reply: peak resident memory, wall time, exit status and the first line of the
message.

Standard library only.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "Examples", "open-meteo")
BASE = json.load(open(os.path.join(EXAMPLES, "forecast", "toronto.json")))
LIMIT = 10_000_000


def forecast(hours, temperature=None):
    """The example forecast with `hours` hours; `temperature` written for each, if given."""
    reply = json.loads(json.dumps(BASE))
    recorded = len(BASE["hourly"]["time"])
    for name, values in BASE["hourly"].items():
        if name == "time":
            reply["hourly"][name] = [values[0] + 3600 * i for i in range(hours)]
        else:
            reply["hourly"][name] = [values[i % recorded] for i in range(hours)]
    text = json.dumps(reply, separators=(",", ":"))
    if temperature is None:
        return text
    start = text.index('"temperature_2m":[', text.index('"hourly"')) + len('"temperature_2m":[')
    end = text.index("]", start)
    return text[:start] + ",".join([temperature] * hours) + text[end:]


def largest_forecast():
    """The valid forecast with the most hours that fits the limit."""
    low, high = 1, 400_000
    while low < high:
        middle = (low + high + 1) // 2
        if len(forecast(middle)) <= LIMIT:
            low = middle
        else:
            high = middle - 1
    return forecast(low)


SHAPES = [
    ("brackets", lambda: "[" * 5_000_000 + "]" * 5_000_000),
    ("deep-keys", lambda: '{"a":' * 1_600_000 + "1e400" + "}" * 1_600_000),
    ("wide-keys", lambda: "{" + ",".join('"k%d":1' % i for i in range(820_000)) + "}"),
    ("largest-forecast", largest_forecast),
    # Just under the limit of 100,000 values, the costliest shapes that are read: 12,000
    # hours of 8 variables, padded to ~10 MB with long temperatures; and the example with
    # 98,000 keys of 95 characters more, since a key costs the decoder more than a number.
    ("forecast-at-the-value-limit", lambda: forecast(12_000, "5." + "1" * 750)),
    ("keys-at-the-value-limit", lambda: forecast(174)[:-1] + ","
        + ",".join('"%095d":1' % i for i in range(98_000)) + "}"),
]


def main():
    stratus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/release/stratus")
    out = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="stratus-costly-")
    data = os.path.join(out, "data")
    os.makedirs(data, exist_ok=True)
    env = dict(os.environ, STRATUS_DATA_DIR=data)
    for name, make in [("examples", None)] + SHAPES:
        folder = EXAMPLES
        if make is not None:
            folder = os.path.join(out, name)
            shutil.rmtree(folder, ignore_errors=True)
            shutil.copytree(EXAMPLES, folder)
            for file in os.listdir(os.path.join(folder, "forecast")):
                os.remove(os.path.join(folder, "forecast", file))
            text = make()
            assert len(text) <= LIMIT, name
            with open(os.path.join(folder, "forecast", "toronto.json"), "w") as file:
                file.write(text)
        run = subprocess.run(
            ["/usr/bin/time", "-v", stratus, "render", "now", "--source", "file:" + folder],
            env=env, capture_output=True, text=True)
        lines = run.stderr.splitlines()
        peak = next(l for l in lines if "Maximum resident" in l).split()[-1]
        wall = next(l for l in lines if "Elapsed (wall" in l).split()[-1]
        # The reason alone: the path before it is the folder's.
        message = lines[0].split("toronto.json: ", 1)[-1][:90] if run.returncode else "drawn"
        size = os.path.getsize(os.path.join(folder, "forecast", "toronto.json"))
        print("%-28s %9d bytes  %4d MB  %s s  exit %d  %s" % (
            name, size, int(peak) // 1000, wall, run.returncode, message))


if __name__ == "__main__":
    main()
