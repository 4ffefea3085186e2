# syntax=docker/dockerfile:1
# One image for every remote's static server: `node server-kit/remote/server.mjs` run in the remote's folder
# (/app/<remote>, chosen with the container's working directory), serving every version published in
# /app/<remote>/dist side by side. Mount a volume there: on first use it is filled with the versions
# built into this image, and releases add new versions next to them. Non-root (`node`); it carries the
# server's own files and the 5 packages it imports (docker/deps-closure.mjs), not the workspace's 2000.
# Build from the repository root:  docker build -f docker/remote.Dockerfile -t fire-storefront/remote .
# Run one remote:  docker run -w /app/mf-catalog -v remotes-mf-catalog:/app/mf-catalog/dist fire-storefront/remote
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

# 3. The five remotes' production builds, and the server with exactly what it imports.
FROM deps AS build
COPY . .
RUN npm run build -w contracts \
 && node scripts/build.mjs --force mf-catalog mf-content mf-cart mf-account mf-admin \
 && node docker/deps-closure.mjs --copy /out server-kit/remote/server.mjs \
 && for r in mf-catalog mf-content mf-cart mf-account mf-admin; do \
      mkdir -p /out/$r && cp $r/package.json /out/$r/ && cp -a $r/dist /out/$r/dist; \
    done

# 4. What runs.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3001
COPY --from=build --chown=root:root /out /app
COPY docker/healthcheck.mjs /app/docker/
# the published versions are the node user's: a release run in this container may add to them
RUN chown -R node:node /app/mf-catalog/dist /app/mf-content/dist /app/mf-cart/dist /app/mf-account/dist /app/mf-admin/dist
USER node
WORKDIR /app/mf-catalog
EXPOSE 3001
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 CMD ["node", "/app/docker/healthcheck.mjs", "/health"]
CMD ["node", "/app/server-kit/remote/server.mjs"]
