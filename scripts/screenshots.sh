#!/usr/bin/env bash
# Regenerates the screenshots in docs/images/ from the program running in a
# real window on a virtual display. Needs Debian's xvfb, xauth, xdotool and
# imagemagick (and a Mesa OpenGL driver: libgl1-mesa-dri, libegl1).
set -euo pipefail
cd "$(dirname "$0")/.."
app=${APP:-target/release/gandhi-moderator}
if [ -z "${APP:-}" ]; then cargo build --release; fi
export XDG_DATA_HOME
XDG_DATA_HOME=$(mktemp -d)
Xvfb :77 -screen 0 1600x1000x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
sleep 2
export DISPLAY=:77

"$app" & pid=$!
sleep 5
import -window root docs/images/start.png
kill $pid

# The Short scenario, seed 7, after a Troop was dragged into Mysore.
"$app" docs/images/demo-game.yaml & pid=$!
sleep 5
xdotool mousemove 689 893
sleep 2
import -window root docs/images/board-short.png
kill $pid
# A Campaign Round (from a random playout, seed 3): the Raj begins
# Imperialism, shifts Gujarat (which does not qualify) and presses Done.
"$app" docs/images/demo-campaign.yaml & pid=$!
sleep 5
xdotool mousemove 333 37 click 1
sleep 1
xdotool mousemove 498 611 click 3
sleep 1
xdotool mousemove 605 628 click 1
sleep 1
xdotool mousemove 535 37 click 1
sleep 2
import -window root docs/images/action-check.png
kill $pid
# The map check mode, thirteen facts confirmed, at the neighbours of
# Baluchistan.
"$app" --check-map & pid=$!
sleep 5
xdotool search --sync --onlyvisible --class . windowfocus
for _ in $(seq 1 13); do
  xdotool key Return
  sleep 0.3
done
xdotool mousemove 5 995
sleep 2
import -window root docs/images/map-check.png
kill $pid
# docs/images/timeline.png is taken on a 1280x800 screen (Xvfb -screen 0
# 1280x800x24): the demo game opened, the Log tab clicked, then Left pressed
# 27 times.
echo "written: docs/images/start.png docs/images/board-short.png docs/images/action-check.png docs/images/map-check.png"
