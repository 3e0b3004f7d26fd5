#!/usr/bin/env python3
"""Checks `scrollsim replay` in headless Chromium against the recorded view frames.

For a shipped scenario (default: the sticky header), it writes the replay page and the recorded
views.csv with the given scrollsim binary, then, for a few frames:
  1. opens `replay.html#frame=N&zoom=1` with `chromium --headless --dump-dom` and reads the page's
     #verification element: every drawn view's rectangle as the browser laid it out (window points);
     each must match the views.csv row of that frame (same views, same order, |difference| within
     Chromium's layout unit, 1/64 px, plus 0.001), and so must its opacity (alpha) and blur;
  2. takes a screenshot of the same URL (`--screenshot`), decodes the PNG (zlib, no dependencies) and
     finds, by scanning a pixel column, the header's bottom edge and a cell's top edge: each must lie
     within 1 px of the recorded one;
  3. fails on any console message or script error of the page (the replay logs nothing).
Python standard library only. Exit status: 0 pass, 1 a check failed, 2 setup error (no browser, ...).
Usage: check-replay.py --scrollsim .build/debug/scrollsim [--scenario FILE] [--frames 0,100,...]
                       [--keep DIR] [--screenshot-frame N --screenshot-out FILE.png]
"""
import argparse
import csv
import html
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

LAYOUT_TOLERANCE = 1 / 64 + 0.001   # Chromium lays out sizes in 1/64-px units
EDGE_TOLERANCE_PX = 1.0


def find_browser():
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


def browser_command(browser, profile, extra, url, width, height):
    return [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--force-device-scale-factor=1", "--user-data-dir=" + profile,
            "--window-size=%d,%d" % (width, height), "--enable-logging=stderr", "--v=0",
            "--virtual-time-budget=3000"] + extra + [url]


def console_messages(stderr):
    return [line for line in stderr.splitlines() if ":CONSOLE" in line]


def run_browser(browser, profile, extra, url, width, height):
    result = subprocess.run(browser_command(browser, profile, extra, url, width, height),
                            capture_output=True, text=True, timeout=120)
    return result


# --- PNG decoding (8-bit greyscale, RGB, RGBA; non-interlaced), standard library only -------------

def decode_png(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    position, idat = 8, b""
    width = height = depth = color = interlace = None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunk = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        elif kind == b"IEND":
            break
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(color)
    if depth != 8 or channels is None or interlace != 0:
        raise ValueError("unsupported PNG (depth %s, colour type %s, interlace %s)" % (depth, color, interlace))
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upper_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + ((left + up) >> 1)) & 0xFF
            elif kind == 4:
                p = left + up - upper_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upper_left)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else upper_left)
                line[i] = (line[i] + predictor) & 0xFF
        rows.append(line)
        previous = line

    def pixel(x, y):
        row = rows[y]
        base = x * channels
        if channels >= 3:
            return tuple(row[base:base + 3])
        return (row[base],) * 3
    return width, height, pixel


def edge_in_column(pixel, x, y_from, y_to, threshold=30):
    """The first y (px, the row below the change) in [y_from, y_to] where the colour along column x changes
    by more than `threshold` (sum of |ΔR|+|ΔG|+|ΔB|), with that change; else the largest change."""
    best, best_y = -1, None
    for y in range(y_from, y_to):
        a, b = pixel(x, y), pixel(x, y + 1)
        difference = sum(abs(p - q) for p, q in zip(a, b))
        if difference > threshold:
            return y + 1, difference
        if difference > best:
            best, best_y = difference, y + 1
    return best_y, best


# --- the recorded trace ------------------------------------------------------------------------------

def read_views(path):
    frames = {}
    with open(path, newline="") as handle:
        for row in csv.DictReader(handle):
            frames.setdefault(int(row["frame"]), []).append(
                {"name": row["view"], "x": float(row["x"]), "y": float(row["y"]),
                 "width": float(row["width"]), "height": float(row["height"]), "alpha": float(row["alpha"]),
                 "blur": float(row["blur"])})
    return frames


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scrollsim", required=True, help="the scrollsim executable")
    parser.add_argument("--scenario", default="Data/scenarios/sticky-header-fade.json")
    parser.add_argument("--frames", default="", help="frames to check (default: 0, 100, the tallest header, the last)")
    parser.add_argument("--header", default="header", help="the name of the header view")
    parser.add_argument("--keep", help="keep the page, trace and screenshots in this directory")
    parser.add_argument("--screenshot-frame", type=int, help="also save a screenshot of the whole page at this frame")
    parser.add_argument("--screenshot-out", help="where to save that screenshot (PNG)")
    options = parser.parse_args()

    browser = find_browser()
    if not browser:
        print("check-replay: no Chromium found (chromium, chromium-browser, google-chrome)", file=sys.stderr)
        return 2
    work = options.keep or tempfile.mkdtemp(prefix="scrollsim-replay-check-")
    os.makedirs(work, exist_ok=True)
    page = os.path.join(work, "replay.html")
    views_csv = os.path.join(work, "views.csv")
    for arguments in (["run", options.scenario, "--views", views_csv], ["replay", options.scenario, "--out", page]):
        result = subprocess.run([options.scrollsim] + arguments, capture_output=True, text=True)
        if result.returncode != 0:
            print("check-replay: scrollsim %s failed (%d): %s" % (arguments[0], result.returncode, result.stderr.strip()),
                  file=sys.stderr)
            return 2
    recorded = read_views(views_csv)
    last = max(recorded)
    if options.frames:
        frames = [int(f) for f in options.frames.split(",")]
    else:
        tallest = max(recorded, key=lambda k: next((v["height"] for v in recorded[k] if v["name"] == options.header), -1))
        frames = sorted({0, min(100, last), tallest, last})
    url = "file://" + os.path.abspath(page)
    profile = os.path.join(work, "profile")
    failures = []
    print("check-replay: %s, %s; %d frames recorded; checking frames %s" %
          (subprocess.run([browser, "--version"], capture_output=True, text=True).stdout.strip(),
           options.scenario, last + 1, ", ".join(map(str, frames))))

    for frame in frames:
        rows = recorded.get(frame)
        if rows is None:
            failures.append("frame %d: not in the recorded trace" % frame)
            continue
        frame_url = "%s#frame=%d&zoom=1" % (url, frame)
        dump = run_browser(browser, profile, ["--dump-dom"], frame_url, 1280, 1000)
        for line in console_messages(dump.stderr):
            failures.append("frame %d: console message: %s" % (frame, line))
        match = re.search(r'<pre id="verification">(.*?)</pre>', dump.stdout, re.S)
        if not match or not match.group(1).strip():
            failures.append("frame %d: the page wrote no verification (exit %d)" % (frame, dump.returncode))
            continue
        check = json.loads(html.unescape(match.group(1)))
        for error in check["errors"]:
            failures.append("frame %d: script error: %s" % (frame, error))
        drawn = check["views"]
        if [v["name"] for v in drawn] != [r["name"] for r in rows]:
            failures.append("frame %d: drawn views %s != recorded %s" %
                            (frame, [v["name"] for v in drawn], [r["name"] for r in rows]))
            continue
        worst = 0.0
        for view, row in zip(drawn, rows):
            for key in ("x", "y", "width", "height"):
                difference = abs(view[key] - row[key])
                worst = max(worst, difference)
                if difference > LAYOUT_TOLERANCE:
                    failures.append("frame %d: %s.%s drawn %.4f, recorded %.4f" % (frame, view["name"], key, view[key], row[key]))
            # Alpha and blur as recorded (the scale is in the rectangle: views.csv's frame has it applied).
            if abs(view["opacity"] - row["alpha"]) > 1e-3:
                failures.append("frame %d: %s opacity %.4f, recorded alpha %.4f" % (frame, view["name"], view["opacity"], row["alpha"]))
            if abs(view["blur"] - row["blur"]) > 1e-3:
                failures.append("frame %d: %s blur %.4f, recorded %.4f" % (frame, view["name"], view["blur"], row["blur"]))
        status = "%d views match views.csv (rectangles, max |difference| %.4f pt; alpha; blur)" % (len(rows), worst)

        # Pixels: a screenshot of the same frame, edges found by scanning a column.
        stage = check["stage"]
        shot = os.path.join(work, "frame-%d.png" % frame)
        width, height = int(stage["left"] + stage["width"] + 460), int(stage["top"] + stage["height"] + 24)
        taken = run_browser(browser, profile, ["--screenshot=" + shot], frame_url, max(width, 900), height)
        for line in console_messages(taken.stderr):
            failures.append("frame %d: console message (screenshot): %s" % (frame, line))
        if not os.path.exists(shot):
            failures.append("frame %d: no screenshot written" % frame)
            continue
        with open(shot, "rb") as handle:
            _, image_height, pixel = decode_png(handle.read())
        left, top = stage["left"], stage["top"]
        edges = []
        header = next((r for r in rows if r["name"] == options.header), None)
        if header and header["height"] >= 6 and 4 < header["y"] + header["height"] < stage["height"] - 4:
            edges.append(("%s bottom" % options.header, header, header["y"] + header["height"], -2))
        header_bottom = header["y"] + header["height"] if header else 0
        def covered(row, x, y):
            """Whether a view drawn after `row` covers the point (x, y) (stage points)."""
            later = rows[rows.index(row) + 1:]
            return any(r["x"] <= x <= r["x"] + r["width"] and r["y"] <= y <= r["y"] + r["height"] for r in later)
        # A cell whose top edge is on screen, below the header, and not hidden by a view drawn after it.
        cell = next((r for r in rows if "cell" in r["name"] and r["y"] > header_bottom + 3
                     and 4 < r["y"] < stage["height"] - 8 and r["height"] >= 6
                     and not covered(r, r["x"] + 0.85 * r["width"], r["y"] + 2)), None)
        if cell:
            edges.append(("%s top" % cell["name"], cell, cell["y"], 2))
        for label, row, recorded_y, inside in edges:
            # The edge is checkable only where the view itself shows just inside it.
            if covered(row, row["x"] + 0.85 * row["width"], recorded_y + inside):
                status += "; %s covered by a later view, not checked" % label
                continue
            x = int(left + row["x"] + 0.85 * row["width"])
            y_page = top + recorded_y
            found, contrast = edge_in_column(pixel, x, max(0, int(y_page) - 2), min(image_height - 1, int(y_page) + 3))
            if found is None or contrast < 30 or abs(found - y_page) > EDGE_TOLERANCE_PX:
                failures.append("frame %d: %s recorded at %.3f pt, screenshot edge at %s px (contrast %d)" %
                                (frame, label, recorded_y, None if found is None else found - top, contrast))
            status += "; %s %.3f pt -> pixel edge %d" % (label, recorded_y, found - top)
        if not edges:
            status += "; no header or cell edge on screen in this frame"
        print("  frame %d: %s" % (frame, status))

    if options.screenshot_frame is not None and options.screenshot_out:
        result = run_browser(browser, profile, ["--screenshot=" + os.path.abspath(options.screenshot_out)],
                             "%s#frame=%d" % (url, options.screenshot_frame), 900, 900)
        print("  screenshot of frame %d: %s" % (options.screenshot_frame, options.screenshot_out))
    if failures:
        for failure in failures:
            print("FAIL " + failure)
        print("check-replay: FAILED with %d problem(s) in %d frame(s)" % (len(failures), len({f.split(":")[0] for f in failures})))
        print("check-replay: the page, views.csv and the screenshots are in %s" % work)
        return 1
    print("check-replay: %d frames checked, every drawn rectangle and edge matches the recorded views, no console message" % len(frames))
    if not options.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
