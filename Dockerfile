# syntax=docker/dockerfile:1
# The app on the current Node LTS. Our machines and CI run Node 20; every dependency supports
# both (DESIGN.md section 2). `docker run -p 3000:3000 IMAGE` starts the embedded sandbox
# upstream and the app, like `npm start`; set UPSTREAM_VSMP_URL (and the other UPSTREAM_*,
# OIDC_*, SESSION_SECRETS, PUBLIC_ORIGIN; see .env.example) to run against the real services,
# in which case only the app starts.
ARG NODE_IMAGE=node:22-bookworm-slim

# All dependencies: the build needs Vite, Remix's compiler and TypeScript.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# Production dependencies only, installed apart so that no build tool reaches the runtime image.
# tsx is one of them: the app server and the sandbox are TypeScript run by `node --import tsx`.
FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# Code stays owned by root, read-only for the `node` user that runs it.
COPY --from=production-deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY --from=build /app/build ./build
# server/app is the app server; server/sandbox the embedded upstream of the zero-configuration
# default. The app server imports app/config.server.ts and app/domain/security.ts as source.
COPY server ./server
COPY app ./app
COPY locales ./locales
# The sandbox persists its store to /app/data: the only directory the app may write to.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000
# Slim images have no curl: node's own fetch asks the liveness route, which touches no upstream.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/start.mjs"]
