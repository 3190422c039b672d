#!/usr/bin/env python3
"""Times the Workbook's rasterizer beside Skia and cairo on the same paths, in one run.

The Workbook writes its benchmark paths to text files (`workbook-run bench --export`);
this script draws each one with the Workbook (`workbook-run bench --case`), with Skia
(skia-python) and with cairo (pycairo), into a reused 8-bit surface cleared before every
draw, each drawer in a process of its own so that its peak memory is its own, and prints
the medians, the ratios and whether each meets its target.

This is tooling, not a dependency of the Workbook: nothing a student runs needs it.

    pip install skia-python pycairo     (pycairo needs cairo's headers: libcairo2-dev)
    python3 Benchmarks/peers.py         [--runs N] [--no-build] [--cases a,b,...]
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAM = os.path.join(ROOT, ".build", "release", "workbook-run")

# Each case's target: at most this many times Skia's median (None: compare with cairo).
TARGETS = {
    "tiny-skia": ("cairo", 1.0),
    "jagged-4000": ("skia", 3.0),
    "jagged-10000": ("skia", 3.0),
    "crossing-8000": ("skia", 5.0),
    "crossing-20000": ("skia", 5.0),
    "spiral-4000": ("skia", 3.0),
}
MEMORY_LIMIT_MB = 100


def read_case(path):
    """The header (name, size, fill or stroke) and the path commands of one case file."""
    case = {"commands": []}
    with open(path) as f:
        for line in f:
            words = line.split()
            if not words:
                continue
            head = words[0]
            if head == "case":
                case["name"] = words[1]
            elif head == "size":
                case["width"], case["height"] = int(words[1]), int(words[2])
            elif head == "fill":
                case["fill"] = words[1]
            elif head == "stroke":
                case["stroke"] = (float(words[1]), words[2], words[3])
            else:
                case["commands"].append((head, [float(w) for w in words[1:]]))
    return case


def peak_bytes():
    # ru_maxrss is in kilobytes on Linux and in bytes on macOS.
    scale = 1 if sys.platform == "darwin" else 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale


def time_runs(runs, draw):
    draw()
    times = []
    for _ in range(runs):
        start = time.perf_counter_ns()
        draw()
        times.append((time.perf_counter_ns() - start) / 1000)
    times.sort()
    return statistics.median(times), times[0]


def skia_drawer(case):
    import skia

    path = skia.Path()
    for head, v in case["commands"]:
        if head == "M":
            path.moveTo(v[0], v[1])
        elif head == "L":
            path.lineTo(v[0], v[1])
        elif head == "Q":
            path.quadTo(v[0], v[1], v[2], v[3])
        elif head == "C":
            path.cubicTo(v[0], v[1], v[2], v[3], v[4], v[5])
        elif head == "Z":
            path.close()
    paint = skia.Paint(AntiAlias=True)
    if "stroke" in case:
        width, join, cap = case["stroke"]
        paint.setStyle(skia.Paint.kStroke_Style)
        paint.setStrokeWidth(width)
        paint.setStrokeJoin({"round": skia.Paint.kRound_Join}[join])
        paint.setStrokeCap({"butt": skia.Paint.kButt_Cap}[cap])
    else:
        path.setFillType(
            skia.PathFillType.kEvenOdd if case["fill"] == "evenodd" else skia.PathFillType.kWinding
        )
    surface = skia.Surface.MakeRaster(skia.ImageInfo.MakeA8(case["width"], case["height"]))
    canvas = surface.getCanvas()

    def draw():
        canvas.clear(0)
        canvas.drawPath(path, paint)

    return draw


def cairo_drawer(case):
    import cairo

    surface = cairo.ImageSurface(cairo.FORMAT_A8, case["width"], case["height"])
    context = cairo.Context(surface)
    for head, v in case["commands"]:
        if head == "M":
            context.move_to(v[0], v[1])
        elif head == "L":
            context.line_to(v[0], v[1])
        elif head == "Q":
            # cairo has no quadratic: the same curve as a cubic.
            x0, y0 = context.get_current_point()
            cx, cy, x, y = v
            context.curve_to(
                x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0),
                x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
        elif head == "C":
            context.curve_to(*v)
        elif head == "Z":
            context.close_path()
    path = context.copy_path()
    context.new_path()
    stroke = case.get("stroke")
    if stroke:
        width, join, cap = stroke
        context.set_line_width(width)
        context.set_line_join({"round": cairo.LINE_JOIN_ROUND}[join])
        context.set_line_cap({"butt": cairo.LINE_CAP_BUTT}[cap])
    else:
        context.set_fill_rule(
            cairo.FILL_RULE_EVEN_ODD if case["fill"] == "evenodd" else cairo.FILL_RULE_WINDING
        )

    def draw():
        context.set_operator(cairo.OPERATOR_CLEAR)
        context.paint()
        context.set_operator(cairo.OPERATOR_OVER)
        context.append_path(path)
        if stroke:
            context.stroke()
        else:
            context.fill()
        surface.flush()

    return draw


def run_peer(peer, file, runs):
    """In a child process: one peer, one case; prints median, fastest, peak, start."""
    case = read_case(file)
    start = peak_bytes()
    draw = {"skia": skia_drawer, "cairo": cairo_drawer}[peer](case)
    median, fastest = time_runs(runs, draw)
    print(f"{median:.1f}\t{fastest:.1f}\t{peak_bytes()}\t{start}")


def measure_peer(peer, file, runs):
    result = subprocess.run(
        [sys.executable, os.path.abspath(__file__), "--peer", peer, file, str(runs)],
        capture_output=True, text=True)
    if result.returncode != 0:
        return None, result.stderr.strip().splitlines()[-1:] or ["failed"]
    median, fastest, peak, start = result.stdout.split()
    return (float(median), float(fastest), int(peak), int(start)), None


def measure_workbook(name, runs):
    result = subprocess.run(
        [PROGRAM, "bench", "--case", name, "--runs", str(runs)], capture_output=True, text=True)
    if result.returncode != 0:
        return None
    fields = result.stdout.strip().split("\t")
    return float(fields[1]), float(fields[2]), int(fields[3]), int(fields[4])


def text_time(us):
    if us is None:
        return "-"
    return f"{us / 1000:.1f} ms" if us >= 10_000 else f"{us:.0f} us"


def main():
    if len(sys.argv) >= 2 and sys.argv[1] == "--peer":
        run_peer(sys.argv[2], sys.argv[3], int(sys.argv[4]))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=500,
                        help="runs of the everyday path (the heavy ones run runs / 50, at least 3)")
    parser.add_argument("--no-build", action="store_true", help="use the release build as it is")
    parser.add_argument("--cases", help="comma-separated case names (default: all)")
    options = parser.parse_args()
    if not options.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "workbook-run"],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    folder = tempfile.mkdtemp(prefix="workbook-bench-")
    subprocess.run([PROGRAM, "bench", "--export", folder], check=True, stdout=subprocess.DEVNULL)
    names = [line.split()[1] for line in open(os.path.join(folder, "cases.txt"))] \
        if os.path.exists(os.path.join(folder, "cases.txt")) else list(TARGETS)
    if options.cases:
        names = [n for n in names if n in options.cases.split(",")]

    print(f"{'case':<15} {'workbook':>9} {'Skia':>9} {'cairo':>9} {'/Skia':>6} {'/cairo':>6}"
          f" {'memory':>8}  target")
    all_met = True
    for name in names:
        file = os.path.join(folder, name + ".txt")
        runs = options.runs if name == "tiny-skia" else max(3, options.runs // 50)
        ours = measure_workbook(name, runs)
        skia, skia_error = measure_peer("skia", file, runs)
        cairo, cairo_error = measure_peer("cairo", file, runs)
        if ours is None:
            print(f"{name:<15} the workbook failed")
            all_met = False
            continue
        ratio_skia = ours[0] / skia[0] if skia else None
        ratio_cairo = ours[0] / cairo[0] if cairo else None
        peer, limit = TARGETS.get(name, ("skia", 3.0))
        ratio = ratio_skia if peer == "skia" else ratio_cairo
        memory_mb = ours[2] / 1e6
        met = ratio is not None and ratio <= limit and memory_mb < MEMORY_LIMIT_MB
        all_met = all_met and met
        verdict = f"<= {limit:g}x {'Skia' if peer == 'skia' else 'cairo'}, < {MEMORY_LIMIT_MB} MB: " \
            + ("met" if met else "MISSED")
        print(f"{name:<15} {text_time(ours[0]):>9} {text_time(skia and skia[0]):>9}"
              f" {text_time(cairo and cairo[0]):>9}"
              f" {('%.2f' % ratio_skia) if ratio_skia else '-':>6}"
              f" {('%.2f' % ratio_cairo) if ratio_cairo else '-':>6}"
              f" {memory_mb:>5.1f} MB  {verdict}")
        for error in (skia_error, cairo_error):
            if error:
                print(f"{'':<15} (a peer failed: {error[0]})")
    print("medians of the runs; memory: the Workbook's peak resident memory in a process\n"
          "that drew only that path (its start-up alone is about 25 MB)")
    return 0 if all_met else 1


if __name__ == "__main__":
    sys.exit(main())
