#!/usr/bin/env python3
"""Times `workbook-run grade` on a synthetic class, as an instructor runs it.

Makes a class of students, each a folder of exercise files, in a fixed mix: a quarter
untouched (the starters as handed out, or nothing handed in), a quarter solved (the
reference solutions), a quarter partly solved (every third exercise solved, the rest
starters), and a quarter whose work does not compile in one exercise (the solutions,
with one file broken). It grades the class with the debug build, as `swift run` would,
and prints the wall time, the time per student, how many cores the grading kept busy
(processor time of every process it started, over the wall time), the peak memory of
the whole process tree (sampled from /proc) and of its largest process, and the disk
the programs built for the class take. It checks every student's results against what their files
must get, so a fast wrong grade is not taken for a fast grade.

The engine library the programs link is prepared before the class is timed (a warm-up
run on empty folders), and the programs kept from an earlier run are removed before each
class, so that every file is built. Linux only (/proc).

This is tooling, not a dependency of the Workbook: nothing a student runs needs it.

    python3 Benchmarks/grading.py  [--students 30,200] [--jobs N] [--no-build]
"""

import argparse
import csv
import glob
import io
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAM = os.path.join(ROOT, ".build", "debug", "workbook-run")
PROGRAMS = os.path.join(ROOT, ".workbook", "grading", "programs")
KINDS = ["untouched", "solved", "partly", "broken"]


def exercises():
    """(name, starter text, solution text as a student's file), in the book's order."""
    found = []
    for listing in sorted(glob.glob(os.path.join(ROOT, "Chapters", "Chapter*", "exercises.txt"))):
        chapter = os.path.dirname(listing)
        with open(listing) as f:
            names = [line.split(":")[0].strip() for line in f if line.strip() and not line.startswith("#")]
        for name in names:
            with open(os.path.join(chapter, "Starters", name + ".swift")) as f:
                starter = f.read()
            with open(os.path.join(chapter, "Solutions", name + "Solution.swift")) as f:
                solution = f.read().replace("extension Solutions", "extension StudentWork")
            found.append((name, starter, solution))
    return found


def make_class(folder, count, all_exercises):
    """`count` students in `folder`, the kinds in turn; returns [(name, kind)]."""
    students = []
    for index in range(count):
        kind = KINDS[index % len(KINDS)]
        name = f"student{index + 1:03d}-{kind}"
        path = os.path.join(folder, name)
        os.makedirs(path)
        for number, (exercise, starter, solution) in enumerate(all_exercises):
            if kind == "untouched":
                # Half hand in the starters, half nothing at all.
                text = starter if index % 8 == 0 else None
            elif kind == "solved":
                text = solution
            elif kind == "partly":
                text = solution if number % 3 == 0 else starter
            else:
                text = solution
                if number == index % len(all_exercises):
                    text += "\nlet broken = (\n"
            if text is not None and text != starter:
                # Each student's work is their own (as in a real class): no two files
                # alike, so nothing is left built from the student before.
                text += f"\n// {name}\n"
            if text is not None:
                with open(os.path.join(path, exercise + ".swift"), "w") as f:
                    f.write(text)
        students.append((name, kind))
    return students


def expected(kind, index, count):
    """What each exercise of a student of `kind` must get, in order."""
    if kind == "untouched":
        return ["not-started"] * count
    if kind == "solved":
        return ["pass"] * count
    if kind == "partly":
        return ["pass" if n % 3 == 0 else "not-started" for n in range(count)]
    return ["error" if n == index % count else "pass" for n in range(count)]


def tree_rss(root_pid):
    """The resident memory of `root_pid` and all its descendants, in bytes."""
    children = {}
    rss = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            parent = int(fields[1])
            pages = int(fields[21])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(parent, []).append(int(entry))
        rss[int(entry)] = pages * os.sysconf("SC_PAGE_SIZE")
    total, stack = 0, [root_pid]
    while stack:
        pid = stack.pop()
        total += rss.get(pid, 0)
        stack.extend(children.get(pid, []))
    return total


def grade(folders, jobs):
    """Runs grade; returns (csv text, stderr text, wall s, cpu s, peak tree bytes, peak process bytes)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    command = [PROGRAM, "grade", *folders, "--format", "csv"]
    if jobs:
        command += ["--jobs", str(jobs)]
    start = time.perf_counter()
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    peak = [0]

    def sample():
        while process.poll() is None:
            peak[0] = max(peak[0], tree_rss(process.pid))
            time.sleep(0.2)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    out, err = process.communicate()
    wall = time.perf_counter() - start
    sampler.join()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    # ru_maxrss is in kilobytes on Linux: the largest single process waited for so far.
    largest = after.ru_maxrss * 1024
    if process.returncode != 0:
        sys.exit(f"grade failed ({process.returncode}):\n{err}")
    return out, err, wall, cpu, peak[0], largest


def check_results(text, students, count):
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == ["student", "exercise", "result", "message"], rows[0]
    wrong = []
    for index, (name, kind) in enumerate(students):
        mine = [row for row in rows[1:] if row[0] == name]
        results = [row[2] for row in mine if row[1] != "total"]
        total = [row for row in mine if row[1] == "total"]
        want = expected(kind, index, count)
        if results != want or len(total) != 1 or total[0][2] != str(want.count("pass")):
            wrong.append(f"{name}: {results} {total}")
    if wrong:
        sys.exit("wrong grades:\n" + "\n".join(wrong[:5]))


def disk_bytes(path):
    total = 0
    for folder, _, files in os.walk(path):
        for name in files:
            try:
                total += os.lstat(os.path.join(folder, name)).st_blocks * 512
            except OSError:
                pass
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--students", default="30", help="class sizes, comma-separated")
    parser.add_argument("--jobs", type=int, default=0, help="grade's --jobs (default: its own)")
    parser.add_argument("--no-build", action="store_true", help="use the debug build as it is")
    args = parser.parse_args()
    if not args.no_build:
        subprocess.run(["swift", "build", "--product", "workbook-run"], cwd=ROOT, check=True)
    all_exercises = exercises()
    cores = os.cpu_count()
    print(f"{len(all_exercises)} exercises, {cores} cores, grade --jobs "
          f"{args.jobs or 'default'}; debug build")
    work = tempfile.mkdtemp(prefix="workbook-grading-bench-")
    try:
        # The engine library, prepared before any class is timed (a class of empty
        # folders: nothing of theirs is built).
        warm = os.path.join(work, "warm")
        folders = [os.path.join(warm, f"empty{n}") for n in range(args.jobs or cores)]
        for path in folders:
            os.makedirs(path)
        _, _, wall, _, _, _ = grade(folders, args.jobs)
        print(f"engine prepared (warm-up run {wall:.1f} s)")
        print()
        print("| students | wall | per student | processor time | cores used "
              "| peak memory (tree) | largest process |")
        print("|---|---|---|---|---|---|---|")
        for size in [int(s) for s in args.students.split(",")]:
            folder = os.path.join(work, f"class{size}")
            students = make_class(folder, size, all_exercises)
            shutil.rmtree(PROGRAMS, ignore_errors=True)
            out, err, wall, cpu, peak, largest = grade(
                [os.path.join(folder, name) for name, _ in students], args.jobs)
            check_results(out, students, len(all_exercises))
            print(f"| {size} | {wall:.0f} s | {wall / size:.1f} s | {cpu:.0f} s "
                  f"| {cpu / wall:.2f} | {peak / 2**20:.0f} MB | {largest / 2**20:.0f} MB |",
                  flush=True)
        print()
        print(f"{os.path.relpath(PROGRAMS, ROOT)}: {disk_bytes(PROGRAMS) / 2**20:.0f} MB "
              f"for the last class")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
