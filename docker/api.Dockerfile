# syntax=docker/dockerfile:1
# The api: `node api/dist/server.js` (what `npm start -w api` and scripts/start.mjs run), as the
# unprivileged `node` user, with the api workspace's production dependencies only.
# Build from the repository root:  docker build -f docker/api.Dockerfile -t fire-storefront/api .
# Data (SQLite file when DATABASE_URL is unset, uploads) lives in /data: mount a volume there.
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. The lockfile and every workspace's package.json (npm ci checks the whole lockfile). Keep the list
#    in step with "workspaces" in package.json (scripts/test/docker-images.test.cjs checks it).
#    Build tools: better-sqlite3 compiles from source when its prebuilt binary cannot be downloaded.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY shared-lib/package.json shared-lib/
COPY contracts/package.json contracts/
COPY api/package.json api/
COPY mf-catalog/package.json mf-catalog/
COPY mf-content/package.json mf-content/
COPY mf-cart/package.json mf-cart/
COPY mf-account/package.json mf-account/
COPY mf-admin/package.json mf-admin/
COPY server-kit/package.json server-kit/
COPY shell/package.json shell/
COPY e2e/package.json e2e/

# 2. Everything from the lockfile, build tools included: NODE_ENV is not production here, or npm ci
#    would leave out the devDependencies the build needs. npm ci runs with the npm of the Node 20 image
#    (10.x); npm 11.19's ci refuses this lockfile over other platforms' optional packages
#    (../shared/TOOLCHAIN.md): do not upgrade npm in these images.
FROM manifests AS deps
RUN npm ci --no-audit --no-fund

# 3. The build: contracts/dist (the schemas the api runs) and api/dist.
FROM deps AS build
COPY . .
RUN node scripts/build.mjs --force api

# 4. The api's production dependencies, from the same lockfile.
FROM manifests AS prod-deps
RUN npm ci --omit=dev --workspace api --no-audit --no-fund \
 && mkdir -p api/node_modules contracts/node_modules

# 5. What runs.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    API_PORT=4000 \
    DATA_DIR=/data \
    UPLOAD_DIR=/data/uploads
WORKDIR /app
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/api/package.json api/
COPY --from=prod-deps /app/api/node_modules api/node_modules
COPY --from=prod-deps /app/contracts/package.json contracts/
COPY --from=prod-deps /app/contracts/node_modules contracts/node_modules
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/api/dist api/dist
COPY docker/healthcheck.mjs docker/
# a named volume mounted on /data takes this owner on first use
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=40s --retries=3 CMD ["node", "docker/healthcheck.mjs", "/api/health"]
CMD ["node", "api/dist/server.js"]
