#!/usr/bin/env bash
# Every test of the repository, in order (DESIGN.md section 5). `npm test` runs this.
# Each step is announced and timed. A failing step does not stop the later ones, so one run shows
# everything that is broken; the script then exits non-zero. The last line is the summary CI reads,
# `steps: N passed, N failed` (plus `, N skipped`), printed once every step has had its turn.
set -euo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
skipped=0
last_step_passed=0
failed_names=()
started_all=$SECONDS
# Each step's output is also kept here, so the failures can be repeated at the end: CI shows only the
# tail of a long run, and a failure in an early step would otherwise scroll out of it.
step_logs=$(mktemp -d)
trap 'rm -rf "$step_logs"' EXIT

# step NAME COMMAND...: runs one step and records its outcome.
step() {
  local name=$1
  shift
  local started=$SECONDS
  printf '\n==> [%s] %s\n' "$name" "$*"
  local status=0
  "$@" 2>&1 | tee "$step_logs/$name.log" || status=${PIPESTATUS[0]}
  if ((status == 0)); then
    last_step_passed=1
    passed=$((passed + 1))
    printf '==> [%s] passed in %ss\n' "$name" $((SECONDS - started))
  else
    last_step_passed=0
    failed=$((failed + 1))
    failed_names+=("$name")
    printf '==> [%s] FAILED after %ss\n' "$name" $((SECONDS - started))
  fi
}

# skip NAME REASON: records a step that cannot run here.
skip() {
  skipped=$((skipped + 1))
  printf '\n==> [%s] SKIPPED: %s\n' "$1" "$2"
}

step lint npm run lint
step typecheck npm run typecheck
step core npm test -w @hanpan/core
# The member site's unit tests, src/boundaries.test.ts included: the browser apps' walls (.dependency-cruiser.cjs)
# on small web and admin trees, and none broken by apps/web.
step web-unit npm test -w @hanpan/web
step admin-unit npm test -w @hanpan/admin
step server-pglite env -u DATABASE_URL npm test -w @hanpan/server
step skyhub-pglite env -u DATABASE_URL npm test -w @hanpan/skyhub

if [[ -n "${DATABASE_URL:-}" ]]; then
  step server-postgres npm test -w @hanpan/server
  step skyhub-postgres npm test -w @hanpan/skyhub
else
  skip server-postgres 'DATABASE_URL is not set'
  skip skyhub-postgres 'DATABASE_URL is not set'
fi

# Prints the home-route gzip size and fails over budget (apps/web/scripts/report-size.mjs).
step web-build npm run build -w @hanpan/web
# The back office the server serves at /admin (the browser suite copies its dist).
step admin-build npm run build -w @hanpan/admin
# The built-in casino provider's game page (apps/skyhub/dist/client), served by the server at /skyhub/play.
step skyhub-build npm run build -w @hanpan/skyhub
# The compiled server (apps/server/dist) the browser suite runs, as `npm start` does; built once here
# (scripts/server-process.ts builds it itself when HANPAN_SERVER_BUILT is not set).
step server-build npm run build -w @hanpan/server
if ((last_step_passed)); then export HANPAN_SERVER_BUILT=1; fi

if [[ -x /usr/bin/chromium ]]; then
  step browser npm test -w @hanpan/e2e
elif [[ -n "${CI:-}" && "${CI}" != "false" && "${CI}" != "0" ]]; then
  printf '\n==> [browser] FAILED: /usr/bin/chromium is missing and CI is set (CI=%s)\n' "$CI"
  failed=$((failed + 1))
  failed_names+=(browser)
else
  printf '\n%s\n' '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!'
  printf '%s\n' '!!! SKIPPED browser suite: no chromium (apt-get install -y chromium fonts-noto-cjk)'
  printf '%s\n' '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!'
  skipped=$((skipped + 1))
fi

# print_failures NAME: the failure report of a failed step, from its kept output (ANSI colours
# removed): vitest's "Failed Tests" section when there is one, else the step's last lines.
print_failures() {
  local log="$step_logs/$1.log"
  [[ -f $log ]] || return 0
  printf '\n==> [%s] what failed (repeated from its output above):\n' "$1"
  local plain
  plain=$(sed -E 's/\x1b\[[0-9;]*[A-Za-z]//g' "$log")
  if grep -q 'Failed Tests' <<<"$plain"; then
    # awk stops by itself: `| head` would end it with SIGPIPE, which pipefail and set -e turn into
    # the script's exit before the summary line.
    awk '/Failed Tests/{shown=1} shown && n++ < 120' <<<"$plain"
  else
    tail -n 40 <<<"$plain"
  fi
}
for name in "${failed_names[@]}"; do print_failures "$name"; done

printf '\nnpm test took %ss' $((SECONDS - started_all))
if ((failed > 0)); then
  printf '; failed steps: %s' "${failed_names[*]}"
fi
printf '\n'
if ((skipped > 0)); then
  printf 'steps: %d passed, %d failed, %d skipped\n' "$passed" "$failed" "$skipped"
else
  printf 'steps: %d passed, %d failed\n' "$passed" "$failed"
fi
((failed == 0))
