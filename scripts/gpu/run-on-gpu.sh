#!/bin/bash
# Copied into the carry folder by scripts/gpu-pack.mjs (README "Drivers"). Runs the mgpipe CLI from the
# carried bundle on a machine with a GPU driver but no Node, and writes JSON under $OUT (default ./out):
#   run-on-gpu.sh scenarios        every built-in scenario with --compare reference --json → scenarios.jsonl,
#                                  the images of those that do not match → scenario-mismatches.tar.gz
#   run-on-gpu.sh piglit [LANE..]  the checked-in piglit sample on each lane (default gles reference), against
#                                  its Mesa baseline → piglit-<lane>.json
#   run-on-gpu.sh bench [NAME..]   every `mgpipe bench` subcommand (or those named), --json → bench.jsonl
#                                  BENCH_CPUS=4,5 runs them under `taskset -c 4,5`: the native lane's speed moved with
#                                  where its process ran (README, issue 19's H100 runs), pinned lanes compare alike
#                                  BENCH_RUNS=N (1..20, default 1) runs the set N times, one after the other, into the
#                                  same file (`mgpipe bench runs bench.jsonl` tabulates it run by run);
#                                  BENCH_ONLY_ON=TEXT benches only when the GLES renderer contains TEXT (e.g. H200:
#                                  the device tool may lend another card), else exits 3 having measured nothing
#   run-on-gpu.sh all              the three in turn
#   run-on-gpu.sh trace NAMES [CAPS-JSON..]   scenarios with glGetError after every driver call → trace.jsonl
#   run-on-gpu.sh shapes           the driver's cost of a state-heavy draw's call shapes, no stack → driver-shapes.jsonl
# Every mode also writes drivers.json (renderer, version, extensions, the backend's capabilities) and log.txt.
# GPU_CARRY_NO_LOADERS=1 skips unpacking the loader .debs into / (a machine that has them, e.g. this one).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${OUT:-$HERE/out}
WORK=$(mktemp -d)
mkdir -p "$OUT"
LOG="$OUT/log.txt"
log() { echo "[run-on-gpu] $*" | tee -a "$LOG" >&2; }

if [ "${GPU_CARRY_NO_LOADERS:-0}" != 1 ]; then
  for f in "$HERE"/debs/*.deb; do dpkg -x "$f" /; done
  ldconfig
  # NVIDIA's glvnd EGL vendor file where the driver is mounted under /usr/local/nvidia (device README).
  nv=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
  if [ -f "$nv" ] && [ -z "${__EGL_VENDOR_LIBRARY_FILENAMES:-}" ]; then export __EGL_VENDOR_LIBRARY_FILENAMES=$nv; fi
fi
if [ ! -x "$HERE/bin/node" ]; then
  mkdir -p "$HERE/bin"
  python3 -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' "$HERE/node.xz" "$HERE/bin/node"
  chmod +x "$HERE/bin/node"
fi
# The bundles travel xz-compressed (gpu-pack.mjs compressBundles).
for f in "$HERE"/a/b/src/*.mjs.xz; do
  [ -e "$f" ] && [ ! -e "${f%.xz}" ] && python3 -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' "$f" "${f%.xz}"
done
export LD_LIBRARY_PATH="$HERE/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export PATH="$HERE/bin:$PATH"
JOBS=${JOBS:-$(nproc)}
mg() { node "$HERE/run.mjs" "$@"; }

drivers() {
  node "$HERE/a/b/src/driver-report.mjs" > "$OUT/drivers.json" 2>> "$LOG" || log "driver report failed"
  node -e 'const d = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); console.log(`gles: ${d.gles.renderer} (${d.gles.extensions.length} extensions)\nreference: ${d.reference.renderer} | ${d.reference.version}\ncapabilities: ${JSON.stringify(d.gles.capabilities)}`)' "$OUT/drivers.json" 2>> "$LOG" | tee -a "$LOG"
}

scenarios() {
  local names; names=$(mg scenario list) || { log "scenario list failed"; return 2; }
  : > "$OUT/scenarios.jsonl"
  mkdir -p "$WORK/scenarios"
  # One process per scenario (as `npm test` runs them), JOBS at a time; each prints one JSON line.
  echo "$names" | xargs -P "$JOBS" -I{} bash -c 'node "$0/run.mjs" scenario run "$1" --compare reference --json --out "$2" > "$2/$1.json" 2> "$2/$1.err"; echo "$1 exit $?" >> "$2/exits"' "$HERE" {} "$WORK/scenarios" 2>> "$LOG" \
    || true
  local bad=()
  for n in $names; do
    if [ -s "$WORK/scenarios/$n.json" ]; then cat "$WORK/scenarios/$n.json" >> "$OUT/scenarios.jsonl"
    else echo "{\"name\":\"$n\",\"match\":false,\"error\":$(node -e 'console.log(JSON.stringify(require("fs").readFileSync(process.argv[1], "utf8").slice(-2000)))' "$WORK/scenarios/$n.err")}" >> "$OUT/scenarios.jsonl"; fi
    grep -q '"match":true' "$WORK/scenarios/$n.json" 2>/dev/null || bad+=("$n")
  done
  local total; total=$(echo "$names" | wc -l)
  log "scenarios: $((total - ${#bad[@]})) of $total match the reference lane${bad[*]:+; not: ${bad[*]}}"
  if [ ${#bad[@]} -gt 0 ]; then
    local files=(); for n in "${bad[@]}"; do files+=("$n.json" "$n.err" "$n"); done
    (cd "$WORK/scenarios" && tar -czf "$OUT/scenario-mismatches.tar.gz" "${files[@]}" 2>> "$LOG")
  fi
}

piglit() {
  local lanes=("$@"); [ ${#lanes[@]} -gt 0 ] || lanes=(gles reference)
  for lane in "${lanes[@]}"; do
    mg piglit run --list "$HERE/libs/conformance/piglit/sample.txt" --backend "$lane" --jobs "$JOBS" --json \
      --baseline "$HERE/libs/conformance/piglit/baseline-$lane.txt" > "$OUT/piglit-$lane.json" 2>> "$LOG"
    log "piglit sample on $lane: exit $? $(node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); const b = r.baseline; console.log(`pass ${r.pass} fail ${r.fail} skip ${r.skip} crash ${r.crash} timeout ${r.timeout}` + (b ? `; vs Mesa baseline: ${b.regressions.length} regressions, ${b.fixes.length} fixes` : ""))' "$OUT/piglit-$lane.json" 2>&1)"
  done
}

bench() {
  local names=("$@"); [ ${#names[@]} -gt 0 ] || mapfile -t names < <(mg --bench-names)
  local runs=${BENCH_RUNS:-1}
  if ! [[ "$runs" =~ ^[0-9]+$ ]] || [ "$runs" -lt 1 ] || [ "$runs" -gt 20 ]; then log "BENCH_RUNS wants 1..20, got '$runs'"; return 2; fi
  if [ -n "${BENCH_ONLY_ON:-}" ]; then
    local renderer; renderer=$(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).gles.renderer)' "$OUT/drivers.json" 2>> "$LOG")
    if [[ "$renderer" != *"$BENCH_ONLY_ON"* ]]; then log "bench skipped: the GLES renderer '$renderer' does not contain BENCH_ONLY_ON='$BENCH_ONLY_ON'"; return 3; fi
  fi
  : > "$OUT/bench.jsonl"
  local pin=()
  [ -n "${BENCH_CPUS:-}" ] && pin=(taskset -c "$BENCH_CPUS")
  for ((run = 1; run <= runs; run++)); do
    for b in "${names[@]}"; do
      "${pin[@]}" node "$HERE/run.mjs" bench "$b" --json >> "$OUT/bench.jsonl" 2>> "$LOG"; log "bench $b${BENCH_CPUS:+ (cpus $BENCH_CPUS)}, run $run of $runs: exit $?"
    done
  done
}

# What the driver charges for the call shapes a state-heavy draw can take, straight on GLES (driver-shapes.ts).
shapes() { node "$HERE/a/b/src/driver-shapes.mjs" > "$OUT/driver-shapes.jsonl" 2>> "$LOG"; log "driver shapes: exit $?"; }

# A bring-up aid: scenarios with glGetError after every driver call, per Capabilities override (gl-error-trace.ts).
trace() { node "$HERE/a/b/src/gl-error-trace.mjs" "$@" > "$OUT/trace.jsonl" 2>> "$LOG"; log "trace $1: exit $?"; }

mode=${1:-scenarios}; [ $# -gt 0 ] && shift
drivers
case "$mode" in
  scenarios) scenarios ;;
  piglit) piglit "$@" ;;
  bench) bench "$@"; status=$?; rm -rf "$WORK"; exit $status ;;
  trace) trace "$@" ;;
  shapes) shapes ;;
  all) scenarios; piglit; bench ;;
  *) log "unknown mode '$mode' (scenarios | piglit [LANE..] | bench [NAME..] | shapes | trace NAMES | all)"; exit 2 ;;
esac
rm -rf "$WORK"
