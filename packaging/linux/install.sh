#!/usr/bin/env bash
# Installs a built Jadi bundle (packaging/build.sh copies this script into dist/jadi/):
#   ./install.sh                      for the current user, under ~/.local
#   sudo ./install.sh --prefix /usr/local
#   ./install.sh --uninstall [--prefix DIR]
# Layout: PREFIX/lib/jadi/ (the bundle), PREFIX/bin/jadi (a link to it), and the
# desktop entry, AppStream metainfo and hicolor icons under PREFIX/share/.
set -euo pipefail
app_id=io.github.jadi.Jadi
bundle=$(cd "$(dirname "$0")" && pwd)
prefix=$HOME/.local
action=install
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix=$2; shift 2 ;;
    --uninstall) action=uninstall; shift ;;
    *) echo "usage: install.sh [--prefix DIR] [--uninstall]" >&2; exit 2 ;;
  esac
done
share=$prefix/share

refresh_caches() {
  # Optional: desktops also notice new files without these tools, only later.
  if command -v update-desktop-database >/dev/null; then
    update-desktop-database -q "$share/applications" || true
  fi
  if command -v gtk-update-icon-cache >/dev/null && [ -f "$share/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t -f "$share/icons/hicolor" || true
  fi
}

if [ "$action" = uninstall ]; then
  rm -rf "$prefix/lib/jadi"
  rm -f "$prefix/bin/jadi" "$share/applications/$app_id.desktop" "$share/metainfo/$app_id.metainfo.xml"
  find "$share/icons/hicolor" -path "*/apps/$app_id.*" -delete 2>/dev/null || true
  refresh_caches
  echo "Jadi removed from $prefix"
  exit 0
fi

if [ ! -x "$bundle/jadi" ] || [ ! -d "$bundle/share/applications" ]; then
  echo "install.sh: run the copy inside a built bundle (dist/jadi/install.sh)" >&2
  exit 1
fi
mkdir -p "$prefix/bin" "$share"
rm -rf "$prefix/lib/jadi"
# The bundle without its share/ and this script: those go to their own places.
mkdir -p "$prefix/lib/jadi"
cp -a "$bundle/jadi" "$bundle/_internal" "$prefix/lib/jadi/"
ln -sfn "../lib/jadi/jadi" "$prefix/bin/jadi"
install -D -m 644 "$bundle/share/metainfo/$app_id.metainfo.xml" "$share/metainfo/$app_id.metainfo.xml"
# Exec= names the installed program by its full path (quoted, in case of spaces):
# ~/.local/bin is not on every desktop session's PATH.
mkdir -p "$share/applications"
sed "s|^Exec=jadi\$|Exec=\"$prefix/bin/jadi\"|" "$bundle/share/applications/$app_id.desktop" \
  > "$share/applications/$app_id.desktop"
chmod 644 "$share/applications/$app_id.desktop"
(cd "$bundle/share/icons" && find hicolor -type f -name "$app_id.*") | while read -r icon; do
  install -D -m 644 "$bundle/share/icons/$icon" "$share/icons/$icon"
done
refresh_caches
echo "Jadi installed in $prefix (run: $prefix/bin/jadi)"
