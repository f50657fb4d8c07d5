#!/bin/bash
# Usage: tools/mgpipe-plugin/scripts/affected-demo.sh [/path/to/workspace]   (never touches the source checkout)
# Demonstrates `nx show projects --affected` on a throwaway branch of a temporary clone of the workspace.
set -e
SRC=${1:-/work/main}
T=$(mktemp -d /tmp/mgpipe-affected.XXXX)
git clone -q "$SRC" "$T/ws"
cd "$T/ws"
# The clone has the committed tree; bring in the working-tree files the demo needs (uncommitted here).
(cd "$SRC" && git ls-files --others --modified --exclude-standard) | while read -r f; do if [ -e "$SRC/$f" ]; then mkdir -p "$(dirname "$f")"; cp "$SRC/$f" "$f"; fi; done
(cd "$SRC" && git ls-files --deleted) | while read -r f; do rm -f "$f"; done
ln -s "$SRC/node_modules" node_modules
git checkout -q -b demo-base
git add -A && git -c user.email=demo@local -c user.name=demo commit -qm "base (working tree)"
git branch -f main HEAD
git checkout -q -b throwaway
export NX_DAEMON=false NX_NO_CLOUD=true CI=true
show() { echo "\$ $*"; LAST=$(npx nx show projects --affected --base=main --head=HEAD | sort | tr '\n' ' '); echo "$LAST"; }
expect() { if [ "$LAST" != "$1" ]; then echo "FAIL: expected: $1"; exit 1; fi; echo "ok"; }
echo "## 1. touch a file of subsystem project 'buffers'"
echo '' >> migrations/subsystems/buffers/subsystem.json; git commit -qam touch1
show 'nx show projects --affected --base=main   # after editing migrations/subsystems/buffers/subsystem.json'
# buffers and the subsystems that require it, plus the two tooling projects whose tests read every subsystem.json
# (mgpipe-plugin: the inferred projects; workspace-checks: the affected proof); no other subsystem project.
expect 'mgpipe-plugin subsystem-buffers subsystem-emulation subsystem-program subsystem-vertex-elements subsystem-xfb-queries workspace-checks '
git reset -q --hard main
echo "## 2. touch a file of subsystem project 'render-state'"
echo '' >> migrations/subsystems/render-state/subsystem.json; git commit -qam touch2
show 'nx show projects --affected --base=main   # after editing migrations/subsystems/render-state/subsystem.json'
expect 'mgpipe-plugin subsystem-render-state workspace-checks '
git reset -q --hard main
echo "## 3. touch a code file of the render-state library (libs/gles-subsystems/render-state)"
echo '' >> libs/gles-subsystems/render-state/src/render-state-mirror.ts; git commit -qam touch3
show 'nx show projects --affected --base=main   # after editing libs/gles-subsystems/render-state/src/render-state-mirror.ts'
# Its library and project, the wiring (backend-gles) and what depends on the wiring, plus the two projects whose
# inputs read every backend source (mgpipe-plugin: G6's scan; workspace-checks: the affected proof); no other
# gles-* / subsystem-* project.
expect 'backend-gles gles-render-state lanes mgpipe mgpipe-plugin scenarios subsystem-render-state trace workspace-checks '
git reset -q --hard main
echo "## 4. touch a code file of the buffers library (libs/gles-subsystems/buffers)"
echo '' >> libs/gles-subsystems/buffers/src/backend-buffer.ts; git commit -qam touch4
show 'nx show projects --affected --base=main   # after editing libs/gles-subsystems/buffers/src/backend-buffer.ts'
# buffers and the subsystems that require it (vertex-elements, program, xfb-queries, emulation): libraries and projects.
expect 'backend-gles gles-buffers gles-emulation gles-program gles-vertex-elements gles-xfb-queries lanes mgpipe mgpipe-plugin scenarios subsystem-buffers subsystem-emulation subsystem-program subsystem-vertex-elements subsystem-xfb-queries trace workspace-checks '
git reset -q --hard main
echo "## nx affected -t test --dry-run style listing for case 1:"
git reset -q --hard main; echo '' >> migrations/subsystems/buffers/subsystem.json; git commit -qam touch1b
npx nx show projects --affected --base=main --head=HEAD --withTarget test | sort | tr '\n' ' '; echo
rm -rf "$T"
