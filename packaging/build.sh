#!/usr/bin/env bash
# Builds the Jadi desktop bundle from a checkout (a fresh clone is enough):
#   packaging/build.sh [--distpath DIR] [--workpath DIR]     (defaults: dist/, build/)
# Result: DIR/jadi/ (onedir: the `jadi` executable + _internal/), and on Linux also
# DIR/jadi/share/ (.desktop, AppStream metainfo, hicolor icons) and DIR/jadi/install.sh.
# Python: $PYTHON, else .venv/bin/python, else python3; it needs the project's
# dependencies and PyInstaller:  python -m pip install -e '.[build]'
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
distpath=$root/dist
workpath=$root/build
while [ $# -gt 0 ]; do
  case "$1" in
    --distpath) distpath=$2; shift 2 ;;
    --workpath) workpath=$2; shift 2 ;;
    *) echo "usage: packaging/build.sh [--distpath DIR] [--workpath DIR]" >&2; exit 2 ;;
  esac
done
mkdir -p "$distpath" "$workpath"
distpath=$(cd "$distpath" && pwd)
workpath=$(cd "$workpath" && pwd)

python=${PYTHON:-}
if [ -z "$python" ]; then
  for candidate in "$root/.venv/bin/python" "$root/.venv/Scripts/python.exe" python3; do
    if command -v "$candidate" >/dev/null; then python=$candidate; break; fi
  done
fi
if ! "$python" -c "import PyInstaller, PySide6" 2>/dev/null; then
  echo "build.sh: $python lacks PyInstaller or PySide6; run: $python -m pip install -e '.[build]'" >&2
  exit 1
fi
# Rendering icons and compiling translations need no display.
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}

# 1. Translations: resources/i18n/jadi_<code>.ts -> .qm with the project's own step
#    (app/i18n/build.py); the .qm files are git-ignored build products, and the spec
#    bundles whatever .qm files exist.
if [ -f "$root/app/i18n/build.py" ]; then
  (cd "$root" && "$python" -m app.i18n.build qm)
else
  echo "build.sh: no translation build step (app/i18n/build.py): the bundle is English only"
fi

# 2. The compiled extensions (pyproject.toml's ext-modules: Svoi Kozyri's playouts, Bao's
#    relay walk), as `pip install` builds them: a wheel of the checkout, its compiled
#    modules copied into the source tree the spec bundles (an editable install has them
#    there already; a fresh clone does not). Optional as in pyproject.toml: without a C
#    compiler the bundle plays the same moves in Python, slower.
rm -rf "$workpath/wheel"  # (a wheel left by an earlier build must not stand in for this one)
"$python" -m pip wheel --quiet --no-deps --wheel-dir "$workpath/wheel" "$root" >/dev/null 2>&1 \
  || echo "build.sh: building the wheel failed: the bundle has no compiled extensions"
"$python" - "$workpath/wheel" "$root" <<'PY'
import pathlib, sys, zipfile
wheels, root = map(pathlib.Path, sys.argv[1:])
for wheel in wheels.glob("jadi-*.whl"):
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if name.startswith("app/") and name.endswith((".so", ".pyd")):
                (root / name).write_bytes(archive.read(name))
                print(f"build.sh: compiled extension {name}")
PY

# 3. The onedir bundle.
"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$distpath" --workpath "$workpath" "$root/packaging/jadi.spec"
bundle=$distpath/jadi

# 4. Linux desktop integration, shipped inside the bundle so that it installs itself.
if [ "$(uname -s)" = Linux ]; then
  linux=$root/packaging/linux
  "$python" "$linux/render_icons.py" --hicolor "$bundle/share/icons/hicolor" >/dev/null
  install -D -m 644 "$linux/io.github.jadi.Jadi.desktop" "$bundle/share/applications/io.github.jadi.Jadi.desktop"
  install -D -m 644 "$linux/io.github.jadi.Jadi.metainfo.xml" "$bundle/share/metainfo/io.github.jadi.Jadi.metainfo.xml"
  install -m 755 "$linux/install.sh" "$bundle/install.sh"
fi

# 5. The size and its target (issue 15: <= 130 MB unpacked on Linux; the bundle test
#    reads the target from this line). Counted as the sum of file sizes (symlinks not
#    followed), 1 MB = 10^6 bytes.
size_target_mb=130
"$python" - "$bundle" "$size_target_mb" <<'PY'
import os, sys
bundle, target = sys.argv[1], sys.argv[2]
total = sum(os.lstat(os.path.join(folder, name)).st_size
            for folder, _, names in os.walk(bundle) for name in names)
print(f"build.sh: bundle {bundle}: {total / 1e6:.1f} MB unpacked (target <= {target} MB)")
PY
