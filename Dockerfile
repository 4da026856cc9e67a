# syntax=docker/dockerfile:1
# The product image. `build` installs everything and builds the site, its server bundle, the staff app and the
# backend (TypeScript to JavaScript); `deps` installs the backend's production dependencies alone; `runtime` puts
# the two together and runs plain `node`. The same image runs the API (the default command), the projections
# worker and the operator's commands (docker-compose.yml gives each its own command). README: "The image".

# A Node LTS line. Node 24 is supported until April 2028; Node 26 became the active LTS in October 2026:
# `docker compose build --build-arg NODE_VERSION=26` tries it. package.json asks for >=20.19.
ARG NODE_VERSION=24

# The workspaces' manifests alone, so the dependency layers below are rebuilt only when one changes.
FROM node:${NODE_VERSION}-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY backoffice/package.json backoffice/

# What the runtime runs on: the backend workspace's production dependencies (their closure in package-lock.json;
# backend/src/housekeeping/deployment.unit.spec.ts checks it). Not the development ones (tsx, esbuild, TypeScript,
# Vite, embedded-postgres: the image always has a DATABASE_URL), nor the site's or the staff app's libraries (both
# are bundles, the site's server render included). The KurrentDB client loads one native build of its bridge,
# the glibc one on this Debian image: npm installs the musl one too (its package does not declare its libc).
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --workspace backend --no-audit --no-fund \
  && rm -rf node_modules/@kurrent/bridge-*-musl \
  && npm cache clean --force

# Every dependency and the sources, to build once, at image build time.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .
# The regional variant the apps are built for (docs/product.md §1); the API is told the same below.
ARG WEBSITE=QC
# The site and the staff app; then the site's server bundle again, this time with the npm packages it imports
# (React, MUI, ...) bundled in (frontend/vite.server-bundle.config.ts), so the runtime needs none of them; then
# the backend's entry points (backend/dist/*.js, backend/scripts/build.mjs).
RUN WEBSITE=${WEBSITE} npm run build \
  && cd frontend \
  && WEBSITE=${WEBSITE} npx vite build --config vite.server-bundle.config.ts --ssr src/entry-server.tsx \
    --outDir dist-server --emptyOutDir \
  && cd .. \
  && npm run build:server

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ARG WEBSITE=QC
# --enable-source-maps: stack traces in the logs name the TypeScript files and lines (backend/dist/*.js.map).
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    WEBSITE=${WEBSITE} \
    PORT=3000
WORKDIR /app
# node_modules and the workspaces' package.json files (their "type": "module" makes the .js files ES modules).
COPY --from=deps /app ./
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-server frontend/dist-server
COPY --from=build /app/backoffice/dist backoffice/dist
# The only place the process writes: local pictures when no S3_BUCKET is given (DATA_DIR's default). Everything
# else stays root-owned and read-only to the app.
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 3000

# node itself asks the API (slim images have no curl); 200 means the database answers.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# Node is the process that gets SIGTERM (no npm or sh in between), so the API stops in order
# (backend/src/main.ts). The worker: `node backend/dist/projections.js run`; the operator's commands:
# backend/dist/admin.js, backup.js, restore.js, audit.js, analytics.js. There is no DATABASE_URL default: embedded PostgreSQL
# is not installed here. With plain `docker run`, add --init so a process reaps any child process.
CMD ["node", "backend/dist/main.js"]
