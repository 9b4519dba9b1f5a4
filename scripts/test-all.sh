#!/usr/bin/env bash
# Placeholder while the workspace is scaffolded; replaced by the full test pipeline.
set -euo pipefail
npx biome check .
npm run typecheck
npm test -w @hanpan/core
