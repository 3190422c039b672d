#!/usr/bin/env python3
"""Compares the Workbook's own deflate with zlib (the reference implementation, in C)
on the same data, in one run: the filtered scanlines of every image of the web book.

It builds the release binary, writes the web book (`book --html`), takes each PNG's
scanlines back out (zlib decompresses them), times the Workbook on them
(`bench --deflate`) and zlib at levels 1, 6 and 9 (best of three each), and prints the
sizes and times. Tooling, not a dependency: it needs only Python's standard library.

    python3 Benchmarks/deflate_peer.py [--no-build]
"""

import glob
import os
import struct
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAM = os.path.join(ROOT, ".build", "release", "workbook-run")


def scanlines(png):
    data = open(png, "rb").read()
    i, idat = 8, b""
    while i < len(data):
        (length,) = struct.unpack(">I", data[i : i + 4])
        if data[i + 4 : i + 8] == b"IDAT":
            idat += data[i + 8 : i + 8 + length]
        i += 12 + length
    return zlib.decompress(idat)


def main():
    if "--no-build" not in sys.argv:
        subprocess.run(["swift", "build", "-c", "release", "--product", "workbook-run"],
                       cwd=ROOT, check=True)
    with tempfile.TemporaryDirectory() as work:
        site = os.path.join(work, "site")
        subprocess.run([PROGRAM, "book", "--html", site], check=True, stdout=subprocess.DEVNULL)
        raws = os.path.join(work, "raw")
        os.mkdir(raws)
        inputs = []
        for k, png in enumerate(sorted(glob.glob(os.path.join(site, "images", "*.png")))):
            raw = scanlines(png)
            inputs.append(raw)
            open(os.path.join(raws, "%03d" % k), "wb").write(raw)
        line = subprocess.run([PROGRAM, "bench", "--deflate", raws], check=True,
                              capture_output=True, text=True).stdout.split()
        files, bytes_in, ours, ms = int(line[0]), int(line[1]), int(line[2]), float(line[3])
        print("%d images, %.1f MB of filtered scanlines" % (files, bytes_in / 1e6))
        print("%-22s %9s %9s" % ("", "size", "time"))
        print("%-22s %7.0f KB %6.0f ms" % ("Workbook deflate", ours / 1e3, ms))
        for level in (1, 6, 9):
            size, total = 0, 0.0
            for raw in inputs:
                best = float("inf")
                for _ in range(3):
                    start = time.perf_counter()
                    out = zlib.compress(raw, level)
                    best = min(best, time.perf_counter() - start)
                size += len(out)
                total += best
            print("%-22s %7.0f KB %6.0f ms" % ("zlib level %d" % level, size / 1e3, total * 1000))


if __name__ == "__main__":
    main()
