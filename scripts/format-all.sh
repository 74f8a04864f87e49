#!/usr/bin/env bash
# Applies every automatic fix once: ESLint's (import order, needless type assertions), then Prettier's formatting.
# For the integrator after merging; `npm run lint` then passes with zero findings.
set -euo pipefail
cd "$(dirname "$0")/.."
npx eslint --fix .
# Twice: on a few very long member chains Prettier's first pass is not its last (its second pass joins them again).
npx prettier --write --log-level warn .
npx prettier --write --log-level warn .
