#!/usr/bin/env bash
# Opens the replay of a shipped scenario (the sticky header) in headless Chromium and compares what the
# page draws with the recorded view frames: element rectangles, pixel edges of a screenshot, and no
# console message (.ci/check-replay.py). Installs Chromium with the system's package manager if it is
# missing; skips, saying so, only if it cannot be installed.
# Usage: .ci/replay-check.sh PATH/TO/scrollsim
set -euo pipefail
cd "$(dirname "$0")/.."
scrollsim="${1:?usage: .ci/replay-check.sh PATH/TO/scrollsim}"

find_browser() { command -v chromium || command -v chromium-browser || command -v google-chrome || true; }

if [ -z "$(find_browser)" ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "Chromium not found: installing it with apt-get"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
        || echo "apt-get could not install chromium"
fi
if [ -z "$(find_browser)" ]; then
    echo "SKIPPED: the replay check needs Chromium, which is not installed and could not be installed"
    exit 0
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "SKIPPED: the replay check needs python3"
    exit 0
fi
python3 .ci/check-replay.py --scrollsim "$scrollsim"
