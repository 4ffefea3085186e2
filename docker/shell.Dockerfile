# syntax=docker/dockerfile:1
# The shell's server: `node shell/server.mjs` (shell/server/; what scripts/start.mjs runs), as the unprivileged `node`
# user, with the shell workspace's production dependencies only. On first start it writes the
# composition file (COMPOSITION_FILE, on a volume the shell containers share) with the remotes at their
# public addresses (docker/init-composition.mjs); `npm run compose` changes it afterwards:
#   docker compose exec shell-1 node server-kit/composition/cli.mjs show
# Build from the repository root:  docker build -f docker/shell.Dockerfile -t fire-storefront/shell .
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. The lockfile and every workspace's package.json (npm ci checks the whole lockfile). Keep the list
#    in step with "workspaces" in package.json (scripts/test/docker-images.test.cjs checks it).
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

# 2. Everything from the lockfile, build tools included (NODE_ENV is not production here). npm ci with
#    the Node 20 image's npm 10: npm 11.19's ci refuses this lockfile (../shared/TOOLCHAIN.md).
FROM manifests AS deps
RUN npm ci --no-audit --no-fund

# 3. The build: contracts/dist (the servers' settings schemas) and the shell's production build.
FROM deps AS build
COPY . .
RUN npm run build -w contracts && node scripts/build.mjs --force shell

# 4. The shell's production dependencies, from the same lockfile.
FROM manifests AS prod-deps
RUN npm ci --omit=dev --workspace shell --no-audit --no-fund \
 && mkdir -p shell/node_modules shared-lib/node_modules contracts/node_modules server-kit/node_modules

# 5. What runs.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    SHELL_PORT=3000 \
    COMPOSITION_FILE=/data/composition/composition.json
WORKDIR /app
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/contracts/package.json contracts/
COPY --from=prod-deps /app/contracts/node_modules contracts/node_modules
COPY --from=prod-deps /app/shared-lib/package.json shared-lib/
COPY --from=prod-deps /app/shared-lib/node_modules shared-lib/node_modules
COPY --from=prod-deps /app/shell/node_modules shell/node_modules
COPY --from=prod-deps /app/server-kit/node_modules server-kit/node_modules
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/shell/dist shell/dist
COPY shell/*.mjs shell/*.json shell/
COPY shell/server shell/server
# the run-time code the servers share (server-kit/README.md), the operators' composition command
# (server-kit/composition/cli.mjs) included; nothing of scripts/, which is build and test tooling
COPY server-kit/*.mjs server-kit/package.json server-kit/
COPY server-kit/composition server-kit/composition
COPY server-kit/remote server-kit/remote
COPY docker/healthcheck.mjs docker/init-composition.mjs docker/
RUN mkdir -p /data/composition && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 CMD ["node", "docker/healthcheck.mjs", "/health"]
CMD ["sh", "-c", "node docker/init-composition.mjs && exec node shell/server.mjs"]
