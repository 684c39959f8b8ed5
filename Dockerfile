# syntax=docker/dockerfile:1
# Two images from one build (docs/deploy.md):
#   docker build --target production -t vsmp:1.0.0 .   the app only, for real upstreams
#   docker build --target demo -t vsmp:1.0.0-demo .     the app with the embedded sandbox upstream
# Both run Node 22 LTS, pinned by version like .nvmrc and package.json's engines.
ARG NODE_IMAGE=node:22.23.3-bookworm-slim

# All dependencies: the build needs Vite, Remix's compiler and TypeScript; the demo the sandbox's.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# Production dependencies only (no msw, oidc-provider, tsx, build or test tools).
FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# build/client (assets), build/server (the Remix build) and build/server.js (the app server,
# compiled from server/app: no TypeScript at run time).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# The demonstration: `node server/start.mjs` starts the sandbox upstream (port 3100, its store in
# /app/data) and the app with SANDBOX=1, like `npm start`.
FROM ${NODE_IMAGE} AS demo
ENV NODE_ENV=production PORT=3000 SANDBOX_PORT=3100
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY --from=build /app/build ./build
COPY server/start.mjs ./server/
COPY server/sandbox ./server/sandbox
# The sandbox persists its store to /app/data: the only directory the app may write to.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000 3100
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/start.mjs"]

# Production (the default target): the built app and its production dependencies, nothing else.
# It refuses to start without its upstream URLs and secrets (app/platform/config.server.ts).
FROM ${NODE_IMAGE} AS production
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# Code stays owned by root, read-only for the `node` user (uid 1000) that runs it.
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/build ./build
USER node
EXPOSE 3000
# Slim images have no curl: node's own fetch asks the liveness route, which touches no upstream.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "build/server.js"]
