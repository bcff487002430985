#!/usr/bin/env bash
# Sets up everything Jadi needs on a Debian/Ubuntu machine with Python 3.11, then
#   packaging/dev.sh run    launches the app
#   packaging/dev.sh test   runs ruff, mypy, then the whole test suite (Qt offscreen)
#   packaging/dev.sh bench  prints the benchmark figures
# Idempotent: a second call only checks and starts.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-run}
shift || true

# System libraries Qt needs offscreen, plus (for a real window) the xcb ones.
offscreen_libs="libgl1 libegl1 libx11-6 libglib2.0-0 libxkbcommon0 libfontconfig1 libfreetype6 zlib1g libdbus-1-3 fonts-dejavu-core"
window_libs="libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1"
needed="$offscreen_libs"
[ "$mode" = run ] && needed="$needed $window_libs"
python3 -c 'import ensurepip, venv' 2>/dev/null || needed="$needed python3-venv"
# A C compiler and Python's headers build the compiled extensions (Svoi Kozyri's playouts,
# Bao's relay walk: pyproject.toml's ext-modules); without them Jadi still installs and
# plays the same moves, slower.
command -v gcc >/dev/null || needed="$needed gcc"
python3 -c 'import os, sysconfig; assert os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h"))' \
  2>/dev/null || needed="$needed python3-dev"
# The online tests and benchmark start their own PostgreSQL (initdb/pg_ctl, never a service).
case "$mode" in test|bench) needed="$needed postgresql" ;; esac

missing=""
for pkg in $needed; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing="$missing $pkg"
done
if [ -n "$missing" ]; then
  echo "Installing system packages:$missing"
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing >/dev/null
fi

# The virtual environment, reinstalled only when pyproject.toml or a C source changes
# (an editable install compiles the extensions once, into the source tree).
[ -x .venv/bin/python ] || python3 -m venv .venv
stamp=.venv/.jadi-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ -n "$(find app -name '*.c' -newer "$stamp")" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q -e '.[test]'
  touch "$stamp"
fi

case "$mode" in
  run)
    exec .venv/bin/python -m app "$@" ;;
  test)
    export QT_QPA_PLATFORM=offscreen
    # The linter (whole project) and the type checker (the Qt-free packages, see
    # [tool.mypy] in pyproject.toml) first: either failing fails the command.
    .venv/bin/python -m ruff check .
    .venv/bin/python -m mypy
    set +e
    .venv/bin/python -m pytest -n 2 -q "$@"
    rc=$?
    set -e
    # pytest exits 5 when it collected no tests: that is a failure here, never a pass.
    if [ "$rc" -eq 5 ]; then echo "pytest collected no tests" >&2; exit 1; fi
    exit "$rc" ;;
  bench)
    export QT_QPA_PLATFORM=offscreen
    exec .venv/bin/python -m app.bench "$@" ;;
  *)
    echo "usage: packaging/dev.sh run|test|bench" >&2; exit 2 ;;
esac
